# 012_immediate_and_clean_restart.pl
# Tags: behaviour release
#
# Restarts, immediate and clean.
#
#  A. Immediate shutdown (pg_ctl -m immediate: no shutdown checkpoint, crash
#     recovery at the next start), then a restart with the clock 3 s behind
#     the last id.  What the code does, on every version (15 to 19): the
#     backends end on SIGQUIT without running sfid's code, but the
#     postmaster waits until every child has exited and then exits
#     normally (proc_exit(0): PostgreSQL calls no immediate shutdown a
#     crash of its own), so sfid's shmem-exit callback runs there with code
#     0 and records the last issued millisecond from shared memory, which
#     is intact then and holds every id returned ("recorded last issued
#     millisecond" in the log, the file holds it).  The next start runs
#     crash recovery, whose replay of the reservations made since the last
#     checkpoint raises R again (sfid_recovered_horizon()): ids resume
#     strictly above the recovered R, as after a crash; until the clock gets
#     there, calls are refused with SF001 (the default sfid.max_clock_wait
#     of 1 s) and retried.
#  B. Clean shutdown (pg_ctl -m fast): the file then holds the true last
#     issued millisecond, not R ("recorded last issued millisecond" in the
#     log), so a restart with an unchanged clock issues at once.  To make
#     that visible, sfid.reserve_ahead is 10 s here: R leads the clock by 5 s
#     or more, so a restart that resumed above R would be refused with SF001
#     (sfid.max_clock_wait is 1 s) instead of issuing on the first call.
#
# The clock shim moves every process, the startup process of the crash
# recovery and the reserver included.
#
# Figures: repeats among all ids received (must be 0), ids after each
# restart (must be more than 0).

use strict;
use warnings;

use FindBin;
use POSIX ();
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $WORKER = 12;

my $node = fault_node('restart', worker => $WORKER, clock => 'shim');
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
is($node->safe_psql('postgres', 'SHOW sfid.max_clock_wait'),
	'1s', 'sfid.max_clock_wait is the default, 1 s');

my $ledger = new_ledger('immediate and clean restarts');

# ms since the sfid epoch as sfid's log lines write it, computed apart.
sub utc_text
{
	my ($ms) = @_;
	my $unix_ms = $ms + 1577836800000;
	return POSIX::strftime('%Y-%m-%d %H:%M:%S', gmtime(int($unix_ms / 1000)))
	  . sprintf('.%03d UTC', $unix_ms % 1000);
}

###########################################################################
# A. Immediate shutdown, restart with the clock 3 s behind
###########################################################################

issue_for($node, $ledger, 'before the immediate stop', 1.5);
my $max_before = $ledger->max('before the immediate stop');
my $r_running = reservation_ms($node);

my $log_offset = -s $node->logfile;
$node->stop('immediate');
my $stop_log = slurp_file($node->logfile, $log_offset);
my $r_stopped = reservation_ms($node);
note sprintf('immediate stop: last id at ms %d; R in the file %d while running, %d after the stop',
	id_ms($max_before), $r_running, $r_stopped);
like($stop_log, qr/received immediate shutdown request/, 'the server got the immediate shutdown request');
like($stop_log, qr/database system is shut down/,
	'the postmaster exited normally after its children ("database system is shut down")');
unlike($stop_log, qr/abnormal database system shutdown/, '... not as after a crash');
my ($recorded) = $stop_log =~ /sfid: recorded last issued millisecond (\d+) \([^)]+\) in "sfid\.reservation" at shutdown/;
is($recorded, id_ms($max_before),
	'sfid recorded the last issued millisecond at the immediate stop (the postmaster\'s shmem-exit callback)');
is($r_stopped, id_ms($max_before), 'the file holds that millisecond, which covers every id issued');
cmp_ok($r_running, '>', $r_stopped, '... below R as it was while running');

$log_offset = -s $node->logfile;
start_faked($node, offset => '-3');
my $server_now = expect_clock($node, -3, 'restart after the immediate stop');
ok(id_unix($max_before) > $server_now,
	sprintf('after the restart the clock re-covers %.0f ms of issued ids',
		1000 * (id_unix($max_before) - $server_now)));
like(slurp_file($node->logfile, $log_offset),
	qr/database system was interrupted|not properly shut down/,
	'the restart ran crash recovery');
my $recovered = $node->safe_psql('postgres',
	"SELECT (extract(epoch FROM sfid_recovered_horizon()) * 1000)::bigint - $SFID_EPOCH_MS");
note "recovered horizon after the restart: $recovered";
cmp_ok($recovered, '>=', $r_running,
	'crash recovery replayed the reservations since the last checkpoint: the recovered horizon is R as it was while running, not the recorded millisecond');

my ($calls, $first) = issue_until($node, $ledger, 'after the immediate stop', 60,
	calls => 3, allow => ['SF001']);
is($calls, 3, 'three calls of 20,000 ids succeeded after the restart');
note sprintf('first success %.1f s after the restart, after %d SF001 refusals (first: %s)',
	$first // -1, $ledger->refusals('after the immediate stop', 'SF001'),
	$ledger->refusal_text('after the immediate stop') // 'none');
my $min_after = $ledger->min('after the immediate stop');
cmp_ok(id_ms($min_after // 0), '>', $recovered,
	'ids after the restart resume strictly above the recovered R');

###########################################################################
# B. Clean shutdown: the true last millisecond, no wait at restart
###########################################################################

step_clock($node, '+0', 'before the clean stop');
$node->safe_psql('postgres',
	"ALTER SYSTEM SET sfid.reserve_ahead = '10s'; SELECT pg_reload_conf()");
$node->poll_query_until('postgres', "SELECT current_setting('sfid.reserve_ahead') = '10s'")
  or die 'sfid.reserve_ahead = 10s was not loaded';

# Wait out the ms issued before, then issue at the real time again.
issue_until($node, $ledger, 'before the clean stop', 30, calls => 1, allow => ['SF001']);
issue_for($node, $ledger, 'before the clean stop', 1.0);
my $last_ms = id_ms($ledger->max_of($ledger->phases));
my $r_before_clean = reservation_ms($node);
note sprintf('before the clean stop: R %d is %d ms above the last id (%+d ms from the real time)',
	$r_before_clean, $r_before_clean - $last_ms, reservation_lead($node));
cmp_ok($r_before_clean - $last_ms, '>', 3000,
	'with sfid.reserve_ahead = 10s, R is more than 3 s above the last id');

$log_offset = -s $node->logfile;
$node->stop('fast');
my $log = slurp_file($node->logfile, $log_offset);
my ($clean_ms, $clean_at) =
  $log =~ /sfid: recorded last issued millisecond (\d+) \(([^)]+)\) in "sfid\.reservation" at shutdown/;
ok(defined $clean_ms, 'the clean stop logs "recorded last issued millisecond"');
is($clean_ms, $last_ms, 'the recorded millisecond is the last one any client received');
is($clean_at, utc_text($last_ms), 'the line also gives that millisecond as a UTC time');
is(reservation_ms($node), $last_ms, 'the file holds that millisecond');

$log_offset = -s $node->logfile;
start_faked($node);
expect_clock($node, 0, 'restart after the clean stop');
my ($ret, $out, $err) = $node->psql(
	'postgres',
	'SELECT extract(epoch FROM clock_timestamp()), snowflake_next(), extract(epoch FROM clock_timestamp())',
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
is($ret, 0, 'the first call after the clean restart succeeds (no SF001: it did not resume above R)');
note "first call after the clean restart: stderr: $err" if $err ne '';
my ($t0, $id, $t1) = split /\|/, $out;
if (defined $id && $id =~ /^\d+$/)
{
	$ledger->add('after the clean restart', $id);
	note sprintf('the first id after the clean restart took %.1f ms; it is %d ms above the recorded one',
		1000 * ($t1 - $t0), id_ms($id) - $last_ms);
	cmp_ok(id_ms($id), '>', $last_ms,
		'the first id after the clean restart is above the recorded millisecond');
	cmp_ok(id_ms($id), '<', $r_before_clean,
		'... and below R as it was before the stop (no wait for R)');
}
issue_for($node, $ledger, 'after the clean restart', 0.5);

$ledger->check('after the immediate stop', 'after the clean restart');

$node->stop;
done_testing();
