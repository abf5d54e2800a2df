# 011_crash_clock_behind.pl
# Tags: behaviour
#
# kill -9 of a backend while the clock is 4 s behind the last id.
#
# A backend killed with SIGKILL makes the postmaster end every other process
# and re-initialise shared memory, where each worker number's last (ms, seq)
# lived.  What survives is the durable reservation R (the file, and the WAL
# records replayed by crash recovery), and every worker number must resume
# strictly above it.  The clock is stepped back 4 s after dense ids were
# issued and before the kill, so that after the restart it reads
# milliseconds already issued: a generator that forgot them would issue them
# again.  sfid.max_clock_wait is 10 s here, so the first call after the
# restart waits until the clock passes the recovered R.  The clock shim
# moves every process: the postmaster that re-initialises shared memory,
# the startup process that replays the reservations and the reserver
# started again after the crash all read the clock 4 s behind.
#
# Figures: repeats among all ids received (must be 0), ids after the crash
# (must be more than 0).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $WORKER = 11;

my $node = fault_node(
	'crash',
	worker => $WORKER,
	clock => 'shim',
	conf => "sfid.max_clock_wait = '10s'\nrestart_after_crash = on\n");
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');

my $ledger = new_ledger('kill -9 with the clock 4 s behind');

# Dense ids for 1.5 s: the reserver advances R several times meanwhile.
my $r0 = reservation_ms($node);
issue_for($node, $ledger, 'before the crash', 1.5);
my $r1 = reservation_ms($node);
ok(defined $r1, 'the reservation file exists once ids were issued');
note sprintf('R before issuing: %s; after 1.5 s of ids: %d (%+d ms from the real time)',
	$r0 // 'none', $r1 // -1, reservation_lead($node) // 0);

# The victim: a backend that issued ids itself just before the kill.
my $victim = session_start($node);
my $pid = session_query($victim, 'SELECT pg_backend_pid()');
like($pid, qr/^\d+$/, "the victim backend has pid $pid");
$ledger->add('before the crash',
	split /\n/, session_query($victim, "SELECT snowflake_next() FROM generate_series(1, $IDS_PER_CALL)"));
my $max_before = $ledger->max('before the crash');

# The clock steps back 4 s: it now reads milliseconds already issued.
my $server_after_back = step_clock($node, '-4', 'step back');
ok(id_unix($max_before) > $server_after_back,
	sprintf('after the step back the clock re-covers %.0f ms of issued ids',
		1000 * (id_unix($max_before) - $server_after_back)));

my $r_before_kill = reservation_ms($node);
note sprintf('R in the file before the kill: %d ms (last id at ms %d, %+d ms)',
	$r_before_kill, id_ms($max_before), $r_before_kill - id_ms($max_before));
cmp_ok($r_before_kill, '>=', id_ms($max_before),
	'R in the file covers every id issued before the kill');

my $log_offset = -s $node->logfile;
ok(kill('KILL', $pid), "kill -9 of backend $pid");
wait_for_crash_restart($node, $log_offset);
session_quit($victim);
my $log = slurp_file($node->logfile, $log_offset);
like($log, qr/terminated by signal 9: Killed/,
	'the server log shows the backend killed by signal 9');
like($log, qr/database system was interrupted.*\n(?:.*\n)*.*redo/,
	'the server ran crash recovery');

my $server_after_crash = expect_clock($node, -4, 'after the crash');
ok(id_unix($max_before) > $server_after_crash,
	sprintf('after the crash the clock still re-covers %.0f ms of issued ids',
		1000 * (id_unix($max_before) - $server_after_crash)));

# More ids: the first call waits until the clock passes the recovered R.
my ($calls, $first) = issue_until($node, $ledger, 'after the crash', 60, calls => 3);
is($calls, 3, 'three calls of 20,000 ids succeeded after the crash');
note sprintf('the first call after the crash returned after %.1f s', $first // -1);
my $min_after = $ledger->min('after the crash');
if (defined $min_after)
{
	cmp_ok(id_ms($min_after), '>', $r_before_kill,
		'ids after the crash resume strictly above R as it was before the kill');
	note sprintf('first id after the crash: ms %d, %d ms above the last id before it',
		id_ms($min_after), id_ms($min_after) - id_ms($max_before));
}

###########################################################################
# A second kill -9, with the clock at the real time and the default
# sfid.max_clock_wait (1 s) in the sessions: R leads the clock by up to
# 1.5 x sfid.reserve_ahead while ids are issued (the reserver advances it to
# clock + reserve_ahead once the clock is within reserve_ahead / 2 of it),
# so right after the crash the first calls can be refused with SF001 even
# though the clock never moved.  Reported, not asserted.
###########################################################################

my $DEFAULT_WAIT = "SET sfid.max_clock_wait = '1s';\n";
step_clock($node, '+0', 'back to the real time');
issue_until($node, $ledger, 'before the second crash', 30, calls => 1);
issue_for($node, $ledger, 'before the second crash', 1.0, prefix => $DEFAULT_WAIT);
$victim = session_start($node);
$pid = session_query($victim, 'SELECT pg_backend_pid()');
$ledger->add('before the second crash',
	split /\n/, session_query($victim, "SELECT snowflake_next() FROM generate_series(1, $IDS_PER_CALL)"));
my $lead_at_kill = reservation_lead($node);
$log_offset = -s $node->logfile;
ok(kill('KILL', $pid), "second kill -9, of backend $pid");
my $killed_at = time();
wait_for_crash_restart($node, $log_offset);
my $ready_after = time() - $killed_at;
session_quit($victim);
($calls, $first) = issue_until($node, $ledger, 'after the second crash', 60,
	calls => 3, prefix => $DEFAULT_WAIT, allow => ['SF001']);
is($calls, 3, 'three calls of 20,000 ids succeeded after the second crash');
note sprintf(
	'second crash: R led the real time by %d ms at the kill; ready %.1f s after it; first id %.1f s later, after %d SF001 refusals (%s)',
	$lead_at_kill, $ready_after, $first // -1, $ledger->refusals('after the second crash'),
	$ledger->refusal_text('after the second crash') // 'none');

$ledger->check('after the crash', 'after the second crash');

$node->stop;
done_testing();
