# 020_fanin_disjoint_ranges.pl
# Tags: behaviour
#
# Several servers, fan-in: two primaries with disjoint worker ranges insert
# concurrently with DEFAULT snowflake_next(), and a third server subscribes
# to both (one-way logical replication; PostgreSQL 15 has no origin = none,
# so nothing flows back).
#
#   p1  sfid.worker_min/max = 0..9     publishes t and batches
#   p2  sfid.worker_min/max = 10..19   publishes t and batches
#   c   sfid.worker_min/max = 20..29   subscribes to both, and writes rows of
#                                      its own into t at the same time; t has
#                                      the overlap check trigger, ENABLE REPLICA
#
# Every transaction inserts a batch of rows into t, reading clock_timestamp()
# in PL/pgSQL before and after the INSERT statement, and records the two
# readings in batches.  PL/pgSQL evaluates the assignments in order, so each
# id of the batch was generated between the two readings.
#
# Asserted on c: every row arrived (counts equal the publishers'), no
# apply or sync error (pg_stat_subscription_stats, and no ERROR in c's log),
# no repeated id, each id decodes to its writer's range, each id's
# millisecond lies between its batch's two clock readings (no timed
# assertion), the writers really overlapped in time, and
# sfid_status.replication_overlaps is 0.  Then a control: one row from p1
# whose id carries a worker number of c's own range is reported, so the
# zero above came from a live check.

use strict;
use warnings;

use File::Temp ();
use IPC::Run;
use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes;
use Test::More;
use Time::HiRes qw(time);

my $ROWS_PER_BATCH = 100;
my $SECONDS = 3;    # each writer runs pgbench -T this long, all at once
my %RANGE = (p1 => [ 0, 9 ], p2 => [ 10, 19 ], c => [ 20, 29 ]);

my $SCHEMA = q{
CREATE EXTENSION sfid;
CREATE TABLE t (
	id bigint PRIMARY KEY DEFAULT snowflake_next(),
	src text NOT NULL,
	batch bigint NOT NULL
);
CREATE TABLE batches (
	src text NOT NULL,
	batch bigint NOT NULL,
	t_before timestamptz NOT NULL,
	t_after timestamptz NOT NULL,
	PRIMARY KEY (src, batch)
);
CREATE SEQUENCE batch_seq;
};

# Start pgbench in the background; returns the handle and its output refs.
sub start_writer
{
	my ($node, $src) = @_;
	my $w = { src => $src, out => '', err => '' };
	my @cmd = (
		'pgbench', '-n', '-c', 2, '-j', 2, '-T', $SECONDS,
		'-f', batch_script($node, $src, $ROWS_PER_BATCH),
		'-h', $node->host, '-p', $node->port, 'postgres');
	note "starting: @cmd";
	$w->{h} = IPC::Run::start(\@cmd, '>', \$w->{out}, '2>', \$w->{err},
		IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default));
	return $w;
}

sub finish_writer
{
	my ($w) = @_;
	$w->{h}->finish;
	my $rc = $w->{h}->result(0);
	note "pgbench ($w->{src}) stdout:\n$w->{out}";
	note "pgbench ($w->{src}) stderr:\n$w->{err}" if $w->{err} ne '';
	is($rc, 0, "$w->{src}: pgbench exits with status 0");
	unlike($w->{out}, qr/number of failed transactions: [1-9]/,
		"$w->{src}: pgbench reports no failed transaction");
	unlike($w->{err}, qr/(ERROR|FATAL|aborted)/,
		"$w->{src}: pgbench reports no error and no aborted client");
	return;
}

###########################################################################
# Three servers
###########################################################################

my $p1 = sfid_node('p1', @{ $RANGE{p1} }, logical => 1);
my $p2 = sfid_node('p2', @{ $RANGE{p2} }, logical => 1);
my $c = sfid_node('c', @{ $RANGE{c} });

for my $p ($p1, $p2)
{
	$p->safe_psql('postgres', $SCHEMA . 'CREATE PUBLICATION pub FOR TABLE t, batches;');
}
$c->safe_psql(
	'postgres', $SCHEMA . q{
CREATE TRIGGER sfid_check BEFORE INSERT OR UPDATE ON t
	FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id('id');
ALTER TABLE t ENABLE REPLICA TRIGGER sfid_check;
});
for my $p ($p1, $p2)
{
	my $sub = 'sub_' . $p->name;
	$c->safe_psql('postgres',
		"CREATE SUBSCRIPTION $sub CONNECTION '" . $p->connstr . " dbname=postgres' PUBLICATION pub");
}
$c->wait_for_subscription_sync($p1, 'sub_p1');
$c->wait_for_subscription_sync($p2, 'sub_p2');

is( $c->safe_psql('postgres',
		"SELECT tgenabled FROM pg_trigger WHERE tgname = 'sfid_check'"),
	'R', 'c: the overlap check fires for replicated rows (ENABLE REPLICA)');
for my $n ($p1, $p2, $c)
{
	my ($wmin, $wmax) = @{ $RANGE{ $n->name } };
	is( $n->safe_psql('postgres',
			'SELECT worker_min || \'..\' || worker_max FROM sfid_status'),
		"$wmin..$wmax", $n->name . ": worker range $wmin..$wmax");
}
my $c_log_start = -s $c->logfile;

###########################################################################
# Concurrent writes: p1, p2, and c's own rows
###########################################################################

my @writers = map { start_writer($_, $_->name) } ($p1, $p2, $c);
finish_writer($_) for @writers;

$p1->wait_for_catchup('sub_p1');
$p2->wait_for_catchup('sub_p2');

my %written;
for my $n ($p1, $p2, $c)
{
	my $src = $n->name;
	$written{$src} = $n->safe_psql('postgres',
		"SELECT count(*) FROM t WHERE src = '$src'");
	cmp_ok($written{$src}, '>', 0, "$src wrote $written{$src} rows");
}

###########################################################################
# What c received
###########################################################################

for my $src (qw(p1 p2 c))
{
	is( $c->safe_psql('postgres', "SELECT count(*) FROM t WHERE src = '$src'"),
		$written{$src}, "c holds all $written{$src} rows written by $src");
}
my $total = $written{p1} + $written{p2} + $written{c};
is( $c->safe_psql('postgres', 'SELECT count(*) FROM t'), $total, "c: $total rows in all");
# Those counts prove uniqueness only because c's table has its key on id:
# a repeated id would have stopped an apply worker (checked next).
is( $c->safe_psql('postgres', q{
SELECT string_agg(a.attname, ',') FROM pg_index i
  JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
 WHERE i.indrelid = 't'::regclass AND i.indisprimary}),
	'id', 'c: t\'s primary key is id, so every row applied carries a distinct id');

is( $c->safe_psql(
		'postgres', q{
SELECT string_agg(subname || ' apply ' || apply_error_count || ' sync ' || } . sync_errors_sql($c) . q{, ', ' ORDER BY subname)
FROM pg_stat_subscription_stats}),
	'sub_p1 apply 0 sync 0, sub_p2 apply 0 sync 0',
	'c: no apply or sync error in either subscription');
my $c_log = slurp_file($c->logfile, $c_log_start);
my @errors = $c_log =~ /^.*\b(?:ERROR|FATAL|PANIC):.*$/mg;
is(scalar @errors, 0, 'c: no ERROR in the log while replicating')
  or diag join("\n", @errors[ 0 .. ($#errors < 9 ? $#errors : 9) ]);

for my $src (qw(p1 p2 c))
{
	my ($wmin, $wmax) = @{ $RANGE{$src} };
	my ($bad, $workers) = split /\|/,
	  $c->safe_psql(
		'postgres', qq{
SELECT count(*) FILTER (WHERE u.worker NOT BETWEEN $wmin AND $wmax),
	count(DISTINCT u.worker)
FROM t, snowflake_unpack(t.id) u WHERE t.src = '$src'});
	is($bad, 0, "c: every id written by $src decodes to a worker number in $wmin..$wmax");
	note "$src issued under $workers distinct worker numbers";
}

# Each id's millisecond lies between the clock readings of its batch: at or
# after the millisecond of the reading before, at or before the reading after.
my ($rows, $no_batch, $too_early, $too_late, $min_lead, $min_lag) = split /\|/,
  $c->safe_psql(
	'postgres', q{
SELECT count(*),
	count(*) FILTER (WHERE b.batch IS NULL),
	count(*) FILTER (WHERE snowflake_to_timestamptz(t.id) < date_trunc('milliseconds', b.t_before)),
	count(*) FILTER (WHERE snowflake_to_timestamptz(t.id) > b.t_after),
	round(min(extract(epoch FROM snowflake_to_timestamptz(t.id) - date_trunc('milliseconds', b.t_before)) * 1000)),
	round(min(extract(epoch FROM b.t_after - snowflake_to_timestamptz(t.id)) * 1000))
FROM t LEFT JOIN batches b USING (src, batch)});
is($rows, $total, 'c: every row is checked against its batch\'s clock readings');
is($no_batch, 0, 'c: every row has its batch\'s clock readings');
is($too_early, 0, 'c: no id\'s millisecond is before the clock reading taken before its statement');
is($too_late, 0, 'c: no id\'s millisecond is after the clock reading taken after its statement');
note "smallest margins: $min_lead ms after the reading before, $min_lag ms before the reading after";

# The test's own premise: the writers wrote at the same time.
my $overlap_ms = $c->safe_psql(
	'postgres', q{
SELECT round(extract(epoch FROM least(max(t_after) FILTER (WHERE src = 'p1'), max(t_after) FILTER (WHERE src = 'p2'))
	- greatest(min(t_before) FILTER (WHERE src = 'p1'), min(t_before) FILTER (WHERE src = 'p2'))) * 1000)
FROM batches});
cmp_ok($overlap_ms, '>', 0, "p1 and p2 wrote concurrently (for $overlap_ms ms)");

is($c->safe_psql('postgres', 'SELECT replication_overlaps FROM sfid_status'),
	'0', 'c: no replicated id overlapped another server\'s range');
unlike($c_log, qr/overlaps another server's range/, 'c: no overlap warning in the log');

###########################################################################
# Control: the check was live.  One row from p1 with a worker number of c's
# own range (25) is counted and reported.
###########################################################################

my $log_offset = -s $c->logfile;
$p1->safe_psql('postgres',
	"INSERT INTO t (id, src, batch) VALUES ((snowflake_next() & ~(1023::bigint << 12)) | (25::bigint << 12), 'control', 0)");
$p1->wait_for_catchup('sub_p1');
is($c->safe_psql('postgres', 'SELECT replication_overlaps FROM sfid_status'),
	'1', 'control: a replicated id in c\'s own range is counted once');
ok( $c->log_contains(
		qr/WARNING:  sfid: replicated id \d+ in "t" has worker number 25, which overlaps another server's range/,
		$log_offset),
	'control: and reported with a WARNING');

$_->stop for ($c, $p1, $p2);
done_testing();
