# 031_operator_actions.pl
# Tags: behaviour
#
# What operators and the machine do to a running server:
#
#  1. pg_terminate_backend() and SIGTERM on the reserver: it is restarted.
#  2. An unwritable data directory: reservations fail with 58030, the
#     reserver backs off and logs at most one line every 10 s (counted over
#     12 s), and ids come back once the directory is writable again.
#  3. sfid_reset_horizon() after the documented mishap (the server ran an
#     hour ahead, then the clock was corrected): refused while ids have been
#     issued since the start; after a restart onto an unused worker range,
#     it succeeds while a session keeps asking for ids, with no repeats; and
#     a crash replays its RESET record (the file is replaced by the old one
#     before the restart, so only the replayed record can make R right).
#  4. sfid_accept_clock() after a forward jump: SF002 until it is run, ids
#     at once after, and the new clock reference survives a restart.
#  5. A crash with sfid.reserve_ahead (3 s) above sfid.max_clock_wait (1 s):
#     the first call after the restart waits out the recovered R.
#
# On the clock shim: the reserver, the postmaster and the startup process
# read the clock an hour or a minute ahead with the backends.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use File::Copy qw(copy);
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $node = fault_node('node', worker => 31, clock => 'shim',
	conf => "log_line_prefix = '%m [%p] %b '\ncheckpoint_timeout = '1h'\n");
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');

sub reserver_pid
{
	return $node->safe_psql('postgres',
		"SELECT coalesce(max(pid), 0) FROM pg_stat_activity WHERE backend_type = 'sfid reserver'");
}

###########################################################################
# 1. The reserver comes back
###########################################################################

my $pid = reserver_pid();
cmp_ok($pid, '>', 0, "the reserver runs (pid $pid)");
$node->safe_psql('postgres', "SELECT pg_terminate_backend($pid)");
ok($node->poll_query_until('postgres',
		"SELECT count(*) = 1 FROM pg_stat_activity WHERE backend_type = 'sfid reserver' AND pid <> $pid"),
	'after pg_terminate_backend() a new reserver starts');
$pid = reserver_pid();
kill 'TERM', $pid;
ok($node->poll_query_until('postgres',
		"SELECT count(*) = 1 FROM pg_stat_activity WHERE backend_type = 'sfid reserver' AND pid <> $pid"),
	'after SIGTERM a new reserver starts');

###########################################################################
# 2. An unwritable data directory
###########################################################################

my $ledger = new_ledger('operator actions');
issue_for($node, $ledger, 'before', 1.0);
my $datadir = $node->data_dir;
my $log_offset = -s $node->logfile;
chmod 0500, $datadir or die "chmod: $!";

# Calls that catch their own errors (a caught error is not logged), so the
# log holds only what the reserver writes.
my ($rc, $counts, $notice) = $node->psql('postgres', q{
DO $$
DECLARE ok int := 0; failed int := 0;
BEGIN
  FOR i IN 1..60 LOOP
    BEGIN
      PERFORM snowflake_next() FROM generate_series(1, 20000);
      ok := ok + 1;
    EXCEPTION WHEN io_error THEN
      failed := failed + 1;
    END;
    PERFORM pg_sleep(0.2);
  END LOOP;
  RAISE NOTICE 'ok % failed %', ok, failed;
END $$;
SELECT 'done';
});
my ($ok_calls, $failed_calls) = $notice =~ /ok (\d+) failed (\d+)/;
cmp_ok($failed_calls // 0, '>', 0,
	"with the data directory unwritable, calls needing a reservation fail with 58030 ($failed_calls of 60)");
my $log = slurp_file($node->logfile, $log_offset);
my @reserver_lines = grep { /sfid reserver .*could not write sfid reservation file/ } split /\n/, $log;
my @all_lines = grep { /could not write sfid reservation file/ } split /\n/, $log;
note sprintf('in 12 s: %d lines from the reserver about the file, %d in all', scalar @reserver_lines, scalar @all_lines);
cmp_ok(scalar @reserver_lines, '>=', 1, 'the reserver said that it cannot write the file');
cmp_ok(scalar @reserver_lines, '<=', 3, 'and said it at most once every 10 s');
like($reserver_lines[0] // '', qr/Permission denied/, 'naming the error');

chmod 0700, $datadir or die "chmod: $!";
my ($calls, $first) = issue_until($node, $ledger, 'writable again', 30,
	calls => 3, allow => ['58030']);
is($calls, 3, 'ids come back once the directory is writable');
note sprintf('the first call succeeded %.1f s after', $first // -1);
ok($node->wait_for_log(qr/the reservation file "sfid.reservation" is written again/, $log_offset),
	'and the recovery is logged');

###########################################################################
# 3. sfid_reset_horizon()
###########################################################################

my ($ret, $state, $err) = sql_error($node, 'SELECT sfid_reset_horizon()');
is($state, '55000', 'sfid_reset_horizon() is refused once ids were issued since the start');

# The mishap: the clock an hour ahead at a restart, taken as right by an
# operator (SF002 until then), ids issued, then the clock corrected.
$node->stop;
start_faked($node, offset => '+3600');
expect_clock($node, 3600, 'an hour ahead');
($ret, $state) = sql_error($node, 'SELECT snowflake_next()');
is($state, 'SF002', 'an hour ahead at a restart: refused (the file knows the old clock)');
$node->safe_psql('postgres', 'SELECT sfid_accept_clock()');
issue_for($node, $ledger, 'an hour ahead', 1.0);
$node->stop;

# The documented recovery: an unused worker range, a restart, the reset.
$node->append_conf('postgresql.conf', "sfid.worker_min = 32\nsfid.worker_max = 32\n");
start_faked($node, offset => '+0');
expect_clock($node, 0, 'corrected');
($ret, $state, $err) = sql_error($node, 'SELECT snowflake_next()');
is($state, 'SF001', 'after the restart, ids are refused: the recovered horizon is an hour ahead');
like($err, qr/resumes after the reservation horizon recovered at startup/,
	'the detail names the recovered horizon, not an id issued');
my $future_file = $node->basedir . '/sfid.reservation.future';
copy("$datadir/sfid.reservation", $future_file) or die "copy: $!";

# A session keeps asking while the reset runs.
my $asker = session_start($node, keep_going => 1);
session_send($asker, q{
DO $$
DECLARE got bigint[] := '{}';
BEGIN
  WHILE pg_catalog.clock_timestamp() < now() + interval '4 s' LOOP
    BEGIN
      got := got || ARRAY(SELECT snowflake_next() FROM generate_series(1, 5000));
    EXCEPTION WHEN OTHERS THEN
      PERFORM pg_sleep(0.01);
    END;
  END LOOP;
  CREATE TABLE asked AS SELECT unnest(got) AS id;
END $$});
sleep 0.5;
my ($reset_rc, $reset, $reset_warning) = $node->psql('postgres', 'SELECT sfid_reset_horizon()');
like($reset_warning, qr/reservation horizon reset to the current clock/,
	'right after the restart, before any id, sfid_reset_horizon() resets');
my ($finished) = session_wait($asker, 30);
ok($finished, 'the session asking for ids meanwhile finished');
session_quit($asker);
my $asked = $node->safe_psql('postgres', 'SELECT id FROM asked ORDER BY id');
$ledger->add('asked during the reset', split /\n/, $asked);
cmp_ok($ledger->count('asked during the reset'), '>', 0,
	'it received ids once the reset was done (' . $ledger->count('asked during the reset') . ')');
issue_for($node, $ledger, 'after the reset', 1.0);

# A crash, and the file of before the reset: only the replayed RESET
# record can bring R back to the present.
$node->stop('immediate');
copy($future_file, "$datadir/sfid.reservation") or die "copy: $!";
start_faked($node);
($calls) = issue_until($node, $ledger, 'after the crash', 10, calls => 3);
is($calls, 3, 'after a crash the RESET record is replayed: ids at once, not an hour later');
cmp_ok(reservation_lead($node), '<', 10_000, 'and the file holds an R near the real time again');

###########################################################################
# 4. sfid_accept_clock()
###########################################################################

step_clock($node, '+60', 'a minute forward');
($ret, $state) = sql_error($node, 'SELECT snowflake_next() FROM generate_series(1, 100000)');
is($state, 'SF002', 'a jump of a minute is refused with SF002');
my $accepted = $node->safe_psql('postgres', 'SELECT sfid_accept_clock()');
ok($accepted > 50_000 && $accepted < 70_000,
	"sfid_accept_clock() reports the jump ($accepted ms)");
($calls) = issue_until($node, $ledger, 'accepted clock', 10, calls => 3);
is($calls, 3, 'ids at once after sfid_accept_clock()');
cmp_ok(id_unix($ledger->max('accepted clock')), '>', time() + 50,
	'carrying the accepted (minute ahead) time');
$node->stop;
start_faked($node);
($calls) = issue_until($node, $ledger, 'accepted clock, restarted', 15, calls => 3, allow => ['SF001']);
is($calls, 3, 'and after a restart too: the accepted reference is in the file');

###########################################################################
# 5. A crash with sfid.reserve_ahead above sfid.max_clock_wait
###########################################################################

# R leads the clock by up to reserve_ahead (3 s here); after a crash every
# worker number resumes above it, and waits that out even though
# max_clock_wait is 1 s: a correct clock is no step back.
$node->append_conf('postgresql.conf', "sfid.reserve_ahead = '3s'\n");
$node->reload;
issue_for($node, $ledger, 'reserve_ahead 3 s', 1.0);
cmp_ok(reservation_lead($node), '>', 1500, 'R leads the clock by more than max_clock_wait');
# a crash of the whole server: the postmaster and every process of it
my @pids = split /\n/, $node->safe_psql('postgres',
	'SELECT pid FROM pg_stat_activity WHERE pid <> pg_backend_pid()');
$node->kill9;
kill 'KILL', @pids;
my $gone_by = time() + 30;
sleep 0.1 while time() < $gone_by && grep { kill 0, $_ } @pids;
start_faked($node);
my $t0 = time();
($ret, $state, $err) = sql_error($node, 'SELECT snowflake_next() FROM generate_series(1, 20000)');
is($state, '', 'after a crash the first call waits out the recovered R instead of refusing (SF001)')
  or diag $err;
note sprintf('it returned after %.1f s', time() - $t0);
issue_for($node, $ledger, 'after the crash, reserve_ahead 3 s', 1.0);

$ledger->check('after the reset', 'after the crash', 'accepted clock, restarted',
	'after the crash, reserve_ahead 3 s');
$node->stop;
done_testing();
