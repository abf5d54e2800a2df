# 021_fanin_overlapping_ranges.pl
# Tags: behaviour
#
# Several servers, misconfigured: the overlap check on a subscriber reports
# worker ranges that overlap.
#
#   p1  sfid.worker_min/max = 5..5
#   p2  sfid.worker_min/max = 5..5     (the mistake: p1's range again)
#   c   sfid.worker_min/max = 20..29   subscribes to p1 and p2; check trigger
#                                      ENABLE ALWAYS
#   d   sfid.worker_min/max = 0..9     subscribes to p1 only; its own range
#                                      holds p1's; check trigger ENABLE REPLICA
#
# p1 and p2 have one worker number each, the same: a wider range would share
# numbers only if both servers happened to give their backends the same
# slots, which differs between PostgreSQL versions.
#
# The table's primary key is (id, src), so that two publishers' identical
# ids would not stop apply with a key conflict on c: what reports the
# overlap is the check itself, not a duplicate-key error.
#
# Case 1, two publishers share worker numbers: p1 writes, c catches up, then
# p2 writes.  p1's origin has claimed every worker number it used, so every
# row of p2 with one of those numbers is counted, and exactly those.  The
# WARNING names both origins and is rate-limited (one per 10 s per apply
# session), and apply goes on (an alarm, not a stop).
#
# Case 2, a publisher's range overlaps the subscriber's own: every row d
# receives from p1 is counted, with a WARNING naming d's own range; d's own
# writes are not checked.
#
# Then sfid_reset_overlap_check(): superuser only, it zeroes the count and
# forgets the claims; the overlap is found again once both origins have sent
# rows again (a limit of the check, documented in the README).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes;
use Test::More;

my %RANGE = (p1 => [ 5, 5 ], p2 => [ 5, 5 ], c => [ 20, 29 ], d => [ 0, 9 ]);
my $SESSIONS = 3;    # sequential sessions per write phase
my $ROWS = 1000;     # rows per session

my $SCHEMA = q{
CREATE EXTENSION sfid;
CREATE TABLE t (
	id bigint NOT NULL DEFAULT snowflake_next(),
	src text NOT NULL,
	PRIMARY KEY (id, src)
);
};

sub subscriber_schema
{
	my ($node, $mode) = @_;
	$node->safe_psql(
		'postgres', $SCHEMA . qq{
CREATE TRIGGER sfid_check BEFORE INSERT OR UPDATE ON t
	FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id('id');
ALTER TABLE t ENABLE $mode TRIGGER sfid_check;
});
	return;
}

sub subscribe
{
	my ($sub_node, $sub, $pub_node) = @_;
	$sub_node->safe_psql('postgres',
		"CREATE SUBSCRIPTION $sub CONNECTION '" . $pub_node->connstr
		  . " dbname=postgres' PUBLICATION pub");
	$sub_node->wait_for_subscription_sync($pub_node, $sub);
	return;
}

# $SESSIONS sessions one after the other, $ROWS rows each.
sub write_rows
{
	my ($node, $src) = @_;
	$node->safe_psql('postgres',
		"INSERT INTO t (src) SELECT '$src' FROM generate_series(1, $ROWS)")
	  for 1 .. $SESSIONS;
	return;
}

sub overlaps
{
	my ($node) = @_;
	return $node->safe_psql('postgres', 'SELECT replication_overlaps FROM sfid_status');
}

sub apply_errors
{
	my ($node) = @_;
	return $node->safe_psql('postgres',
		'SELECT coalesce(sum(apply_error_count + ' . sync_errors_sql($node) . '), 0) FROM pg_stat_subscription_stats');
}

# Worker numbers in the ids of $src's rows on $node, as a sorted list.
sub workers_of
{
	my ($node, $src) = @_;
	return split /\n/,
	  $node->safe_psql('postgres',
		"SELECT DISTINCT u.worker FROM t, snowflake_unpack(t.id) u WHERE src = '$src' ORDER BY 1");
}

my $p1 = sfid_node('p1', @{ $RANGE{p1} }, logical => 1);
my $p2 = sfid_node('p2', @{ $RANGE{p2} }, logical => 1);
my $c = sfid_node('c', @{ $RANGE{c} });
my $d = sfid_node('d', @{ $RANGE{d} });

$_->safe_psql('postgres', $SCHEMA . 'CREATE PUBLICATION pub FOR TABLE t') for ($p1, $p2);
subscriber_schema($c, 'ALWAYS');
subscriber_schema($d, 'REPLICA');
subscribe($c, 'sub_p1', $p1);
subscribe($c, 'sub_p2', $p2);
subscribe($d, 'sub_d', $p1);

my %origin = map { $_ => $c->safe_psql('postgres',
		"SELECT 'pg_' || oid FROM pg_subscription WHERE subname = '$_'") } qw(sub_p1 sub_p2);
my $c_log_start = -s $c->logfile;
my $d_log_start = -s $d->logfile;

###########################################################################
# Case 1: p1 and p2 share worker numbers
###########################################################################

# Rows written on c itself, under the ALWAYS trigger: not replicated, not
# checked (c's range does not overlap anyway; d's case below shows a
# subscriber's own rows are never counted).
$c->safe_psql('postgres', "INSERT INTO t (src) SELECT 'c' FROM generate_series(1, 100)");
is(overlaps($c), '0', 'c: rows written locally are not counted');

write_rows($p1, 'p1');
$p1->wait_for_catchup('sub_p1');
$p1->wait_for_catchup('sub_d');
is(overlaps($c), '0', 'c: rows from p1 alone are not counted');

write_rows($p2, 'p2');
$p2->wait_for_catchup('sub_p2');

my @w1 = workers_of($c, 'p1');
my @w2 = workers_of($c, 'p2');
my %in1 = map { $_ => 1 } @w1;
my @shared = grep { $in1{$_} } @w2;
note "worker numbers of p1's ids: @w1; of p2's: @w2";
# The test's premise: identical configurations hand out the same numbers.
ok(@shared > 0, "p1 and p2 issued ids under the same worker numbers (@shared)");

my $n = $SESSIONS * $ROWS;
is($c->safe_psql('postgres', "SELECT count(*) FROM t WHERE src IN ('p1', 'p2')"),
	2 * $n, "c received all rows of both publishers (apply went on)");
is(apply_errors($c), '0', 'c: no apply error: the check is an alarm, not a stop');

my $expected = $c->safe_psql('postgres',
	"SELECT count(*) FROM t, snowflake_unpack(t.id) u WHERE src = 'p2' AND u.worker IN ("
	  . join(',', @shared) . ')');
is(overlaps($c), $expected,
	"c: replication_overlaps counts every row of p2 under a number p1 claimed first ($expected)");

my $c_log = slurp_file($c->logfile, $c_log_start);
like(
	$c_log,
	qr/WARNING:  sfid: replicated id \d+ in "t" has worker number (\d+), which overlaps another server's range\n.*DETAIL:  Worker number \1 arrives from both $origin{sub_p1} and $origin{sub_p2}\.\n.*HINT:  Give every server that issues ids a disjoint sfid\.worker_min \.\. sfid\.worker_max range\./,
	'c: a WARNING names the worker number and both origins, with a hint');
my $warnings = () = $c_log =~ /overlaps another server's range/g;
cmp_ok($warnings, '<=', 2,
	"c: the WARNING is rate-limited ($warnings for $expected overlapping rows)");
unlike($c_log, qr/this server issues ids under worker numbers/,
	'c: no row was reported against c\'s own range');

###########################################################################
# Case 2: p1's range is d's own
###########################################################################

is($d->safe_psql('postgres', "SELECT count(*) FROM t WHERE src = 'p1'"),
	$n, "d received all $n rows of p1");
is(overlaps($d), $n, "d: every row from p1 is counted ($n)");
is(apply_errors($d), '0', 'd: no apply error');
my $d_origin = $d->safe_psql('postgres',
	"SELECT 'pg_' || oid FROM pg_subscription WHERE subname = 'sub_d'");
my $d_log = slurp_file($d->logfile, $d_log_start);
like(
	$d_log,
	qr/WARNING:  sfid: replicated id \d+ in "t" has worker number \d+, which overlaps another server's range\n.*DETAIL:  It arrived from $d_origin, and this server issues ids under worker numbers 0 to 9 itself\./,
	'd: a WARNING names the origin and d\'s own range');
unlike($d_log, qr/arrives from both/, 'd: no second origin reported');

$d->safe_psql('postgres', "INSERT INTO t (src) SELECT 'd' FROM generate_series(1, 100)");
is(overlaps($d), $n, 'd: its own rows are not counted (ENABLE REPLICA)');

###########################################################################
# sfid_reset_overlap_check()
###########################################################################

$c->safe_psql('postgres', 'CREATE ROLE plain LOGIN');
my ($rc, $out, $err) = $c->psql('postgres', 'SELECT sfid_reset_overlap_check()',
	extra_params => [ '-U', 'plain', '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  42501: permission denied/,
	'sfid_reset_overlap_check() refuses a non-superuser (42501)');
is(overlaps($c), $expected, 'c: the refused reset changed nothing');

$c->safe_psql('postgres', 'SELECT sfid_reset_overlap_check()');
is(overlaps($c), '0', 'c: the reset zeroes the count');

# After the reset p2 comes first: it claims the numbers, nothing is counted.
write_rows($p2, 'p2');
$p2->wait_for_catchup('sub_p2');
is(overlaps($c), '0', 'c: after the reset, rows from p2 alone are not counted');

# The overlap is found again once p1 sends rows under the same numbers.
write_rows($p1, 'p1');
$p1->wait_for_catchup('sub_p1');
cmp_ok(overlaps($c), '>', 0, 'c: the overlap is reported again once p1 sends rows');
is(apply_errors($c), '0', 'c: still no apply error');

$_->stop for ($c, $d, $p1, $p2);
done_testing();
