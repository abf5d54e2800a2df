# 022_failover_repoint_subscriber.pl
# Tags: behaviour
#
# Several servers, failover under a subscriber.  The primary p streams to a
# physical standby s and publishes to a subscriber c:
#
#   p  sfid.worker_min/max = 0..9, wal_level = logical   publishes t, batches
#   s  physical standby of p: pg_basebackup copied p's postgresql.conf, so
#      the same worker range; its clock runs behind (the clock shim: all
#      its processes, the reserver it starts at promotion included)
#   c  sfid.worker_min/max = 20..29, subscription "sub" to p, with the
#      overlap check trigger (ENABLE REPLICA)
#
# p writes (dense ids, pgbench); c catches up with p; p purges its rows (the
# publication sends inserts only: c is the archive, so a repeated id would
# meet p's row in c's primary key, not in s's); s replays everything; p
# stops; s is promoted.  PostgreSQL 15 logical slots do not
# follow a failover, so c is re-pointed by hand, before s takes writes:
#
#   on s:  SELECT pg_create_logical_replication_slot('sub', 'pgoutput');
#   on c:  ALTER SUBSCRIPTION sub CONNECTION '<s>';
#
# ALTER SUBSCRIPTION keeps the subscription and its replication origin, so
# the overlap check on c sees the same origin before and after, and the
# origin's progress (p's LSNs) lies below the new slot's start, where s
# begins decoding.  Then s writes, once its clock (8 s behind)
# has reached the middle of the last 2 s in which p issued dense ids under
# the same worker numbers: only the durable reservation (replayed from p's
# WAL) keeps s from issuing them again.  sfid.max_clock_wait (20 s here)
# covers the wait for the clock to pass the reservation.
#
# Asserted: c ends with every row written on p and on s; no apply error
# after the re-pointing (losing p's connection counts one in PostgreSQL 15:
# "could not send end-of-streaming message") and no key conflict at any
# time; count(DISTINCT id) = count(*); every id of s above every id of p;
# c's subscription kept its origin and counted no overlap; each id lies
# within its batch's clock readings.
#
# Rows are not lost here because the test waits for c to catch up with p
# before stopping it.  In an unplanned failover, whatever p committed that
# s replayed but c had not yet received is never sent to c: the new slot
# starts where it was created (see the README, "Running several servers").

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use IPC::Run;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes;
use SfidFault qw(use_clock_shim set_offset start_faked expect_clock
  id_ms id_unix);
use Test::More;
use Time::HiRes qw(time usleep);

my $OFFSET = -8;                 # s's clock, seconds from the real time
my $P_SECONDS = 2;               # p writes for this long before it stops
my $ROWS_PER_BATCH = 50;

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

# pgbench with 2 clients; @limit is ('-T', seconds) or ('-t', transactions).
sub write_batches
{
	my ($node, $src, @limit) = @_;
	my ($out, $err) = ('', '');
	my @cmd = (
		'pgbench', '-n', '-c', 2, '-j', 2, @limit,
		'-f', batch_script($node, $src, $ROWS_PER_BATCH),
		'-h', $node->host, '-p', $node->port, 'postgres');
	note "running: @cmd";
	IPC::Run::run(\@cmd, '>', \$out, '2>', \$err,
		IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default));
	my $rc = $? >> 8;
	note "pgbench stdout:\n$out";
	is($rc, 0, "$src: pgbench exits with status 0");
	unlike($out . $err, qr/(ERROR|FATAL|aborted|failed transactions: [1-9])/,
		"$src: pgbench reports no error and no failed transaction")
	  or diag $err;
	return;
}

sub apply_errors
{
	my ($node) = @_;
	return $node->safe_psql('postgres',
		"SELECT apply_error_count || ' ' || " . sync_errors_sql($node) . " FROM pg_stat_subscription_stats WHERE subname = 'sub'");
}

###########################################################################
# p, its standby s, the subscriber c
###########################################################################

my $p = PostgreSQL::Test::Cluster->new('p');
$p->init(allows_streaming => 'logical');
$p->append_conf(
	'postgresql.conf', q{
shared_preload_libraries = 'sfid'
sfid.worker_min = 0
sfid.worker_max = 9
sfid.max_clock_wait = '20s'
max_connections = 20
log_statement = none
});
$p->start;
# c is the archive: the publication sends inserts only, and p purges its
# rows once c has them (below).  So a repeated id from s would meet p's row
# in c's primary key only, not in s's own.
$p->safe_psql('postgres',
	$SCHEMA . "CREATE PUBLICATION pub FOR TABLE t, batches WITH (publish = 'insert');");
$p->backup('b');

my $s = PostgreSQL::Test::Cluster->new('s');
$s->init_from_backup($p, 'b', has_streaming => 1);
use_clock_shim($s);
set_offset($s, $OFFSET);
start_faked($s);
expect_clock($s, $OFFSET, 's');
is( $s->safe_psql('postgres',
		"SELECT pg_is_in_recovery(), current_setting('sfid.worker_min') || '..' || current_setting('sfid.worker_max')"),
	't|0..9', 's is a standby with p\'s worker range');

my $c = PostgreSQL::Test::Cluster->new('c');
$c->init;
$c->append_conf(
	'postgresql.conf', q{
shared_preload_libraries = 'sfid'
sfid.worker_min = 20
sfid.worker_max = 29
max_connections = 20
log_statement = none
});
$c->start;
$c->safe_psql(
	'postgres', $SCHEMA . q{
CREATE TRIGGER sfid_check BEFORE INSERT OR UPDATE ON t
	FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id('id');
ALTER TABLE t ENABLE REPLICA TRIGGER sfid_check;
});
$c->safe_psql('postgres',
	"CREATE SUBSCRIPTION sub CONNECTION '" . $p->connstr . " dbname=postgres' PUBLICATION pub");
$c->wait_for_subscription_sync($p, 'sub');
my $c_log_start = -s $c->logfile;

###########################################################################
# p writes; c and s catch up; p stops
###########################################################################

write_batches($p, 'p', '-T', $P_SECONDS);
$p->wait_for_catchup('sub');

my $rows_p = $p->safe_psql('postgres', 'SELECT count(*) FROM t');
my $max_p = $p->safe_psql('postgres', 'SELECT max(id) FROM t');
is($c->safe_psql('postgres', 'SELECT count(*) FROM t'), $rows_p,
	"c received all $rows_p rows of p before p stops");

# p purges its rows (c keeps them: inserts only), and s replays everything.
$p->safe_psql('postgres', 'DELETE FROM t');
$p->wait_for_catchup('sub');
$p->wait_for_catchup($s);
is($c->safe_psql('postgres', 'SELECT count(*) FROM t'), $rows_p,
	'c kept p\'s rows after p purged them');
my $origin_before = $c->safe_psql('postgres',
	q{SELECT o.roident || ' ' || o.roname FROM pg_replication_origin o JOIN pg_subscription s ON o.roname = 'pg_' || s.oid WHERE s.subname = 'sub'});
note "c's origin for sub: $origin_before";

$p->stop('fast');
my $stopped_at = time();
note sprintf('c after p stopped: apply and sync errors %s', apply_errors($c));

###########################################################################
# Failover: promote s, create the slot, re-point c, then write on s
###########################################################################

$s->promote;
$s->poll_query_until('postgres', 'SELECT NOT pg_is_in_recovery()')
  or die 's did not leave recovery';
my $slot_lsn = $s->safe_psql('postgres',
	"SELECT lsn FROM pg_create_logical_replication_slot('sub', 'pgoutput')");
note "slot sub created on s at $slot_lsn";
$c->safe_psql('postgres',
	"ALTER SUBSCRIPTION sub CONNECTION '" . $s->connstr . " dbname=postgres'");
# c's apply worker restarts with the new connection and streams from s.
$s->poll_query_until('postgres',
	"SELECT count(*) = 1 FROM pg_stat_replication WHERE application_name = 'sub' AND state = 'streaming'")
  or die 'c did not connect to s';
my $errors_repointed = apply_errors($c);
note "c after the re-pointing: apply and sync errors $errors_repointed";

# The premise of the clock part: s writes while its clock is inside the
# interval in which p issued its last ids, under the same worker numbers.
# Wait (on s's clock) for the middle of that interval, so that a generator
# without the durable reservation would re-issue p's ids whatever the time
# the failover took.
my $target = id_unix($max_p) - $P_SECONDS / 2;
note sprintf('failover done %.1f s after p stopped', time() - $stopped_at);
my $s_clock = $s->safe_psql('postgres', 'SELECT extract(epoch FROM clock_timestamp())');
# A failover slower than s's head start (a busy machine) left s's clock
# past the target: step it back to just before it, as a clock behind would
# be, so that the premise holds whatever the machine's speed.
if ($s_clock > $target - 0.3)
{
	set_offset($s, $s->{sfid_offset} + $target - 0.3 - $s_clock);
	note sprintf('s\'s clock stepped to %+.1f s: the failover took longer than its head start', $s->{sfid_offset});
}
while (1)
{
	$s_clock = $s->safe_psql('postgres', 'SELECT extract(epoch FROM clock_timestamp())');
	last if $s_clock >= $target || time() - $stopped_at > 60;
	usleep(100_000);
}
my $behind_ms = 1000 * (id_unix($max_p) - $s_clock);
note sprintf('%.1f s from p stopping to s writing; s\'s clock %.0f ms behind p\'s last id',
	time() - $stopped_at, $behind_ms);
cmp_ok($behind_ms, '>', 0, 's\'s clock re-covers milliseconds of p\'s ids');

my $t0 = time();
write_batches($s, 's', '-t', 200);
note sprintf('s wrote its batches in %.1f s (the first ones waited for the clock)', time() - $t0);
$s->wait_for_catchup('sub');

###########################################################################
# What c holds
###########################################################################

my $rows_s = $s->safe_psql('postgres', "SELECT count(*) FROM t WHERE src = 's'");
cmp_ok($rows_s, '>', 0, "s wrote $rows_s rows after the promotion");
is($s->safe_psql('postgres', 'SELECT count(*) FROM t'), $rows_s,
	's holds only its own rows (p\'s were purged)');
my $all = $rows_p + $rows_s;
is($c->safe_psql('postgres', 'SELECT count(*) || \' \' || count(DISTINCT id) FROM t'),
	"$all $all", "c holds all $all rows written on p and s, all ids distinct");
is($c->safe_psql('postgres', "SELECT count(*) FROM t WHERE src = 's'"), $rows_s,
	"c received all $rows_s rows of s");
is(apply_errors($c), $errors_repointed, 'c: no apply error after the re-pointing');
my $c_log = slurp_file($c->logfile, $c_log_start);
unlike($c_log, qr/duplicate key|conflict/i, 'c: no key conflict in the log');

is( $c->safe_psql('postgres',
		q{SELECT o.roident || ' ' || o.roname FROM pg_replication_origin o JOIN pg_subscription s ON o.roname = 'pg_' || s.oid WHERE s.subname = 'sub'}),
	$origin_before, 'c: the subscription kept its replication origin');
is($c->safe_psql('postgres', 'SELECT replication_overlaps FROM sfid_status'),
	'0', 'c: no overlap counted across the failover (same origin, same range)');
unlike($c_log, qr/overlaps another server's range/, 'c: no overlap warning');

my ($min_s, $bad_workers) = split /\|/,
  $c->safe_psql('postgres',
	"SELECT min(id) FILTER (WHERE src = 's'), count(*) FILTER (WHERE u.worker NOT BETWEEN 0 AND 9) FROM t, snowflake_unpack(t.id) u");
is($bad_workers, 0, 'every id decodes to a worker number in 0..9');
$min_s = 0 if $min_s eq '';    # c has no row of s
cmp_ok($min_s, '>', $max_p, 'every id of s is above every id of p');
note sprintf('s\'s first id is %d ms after p\'s last', id_ms($min_s) - id_ms($max_p))
  if $min_s;
note 'worker numbers of p\'s ids: '
  . join(' ', split /\n/, $c->safe_psql('postgres',
	"SELECT DISTINCT u.worker FROM t, snowflake_unpack(t.id) u WHERE src = 'p' ORDER BY 1"))
  . '; of s\'s: '
  . join(' ', split /\n/, $c->safe_psql('postgres',
	"SELECT DISTINCT u.worker FROM t, snowflake_unpack(t.id) u WHERE src = 's' ORDER BY 1"));

my ($too_early, $too_late) = split /\|/,
  $c->safe_psql(
	'postgres', q{
SELECT count(*) FILTER (WHERE b.batch IS NULL OR snowflake_to_timestamptz(t.id) < date_trunc('milliseconds', b.t_before)),
	count(*) FILTER (WHERE b.batch IS NULL OR snowflake_to_timestamptz(t.id) > b.t_after)
FROM t LEFT JOIN batches b USING (src, batch)});
is("$too_early $too_late", '0 0',
	'each id\'s millisecond lies between its server\'s clock readings before and after its statement');

$_->stop for ($c, $s);
done_testing();
