# 019_forward_steps_and_restart.pl
# Tags: logic
#
# Two ways a forward jump could reach R or stop generation.
#
#  A. Forward steps that are each within sfid.max_clock_forward (10 s) but
#     add up to more: +6 s, then +6 s again seconds later.  The first is
#     followed; the second would take R 12 s ahead of where the boot clock
#     says the time is, so it is refused with SF002: steps spend an
#     allowance of 10 s that refills by 1 ms every 2 s (what a clock that
#     runs slow and is stepped forward by NTP now and then stays within,
#     over days).  A series of steps can no more drag R along than one jump
#     does.  sfid_accept_clock() takes the clock as right.
#  B. A restart while the clock is a day ahead: the reference is kept in the
#     reservation file with the boot it belongs to, so the restarted server
#     still measures the jump from before it, refuses to follow it, and
#     issues ids again as soon as the clock is corrected.  Then the same
#     through a crash (kill -9 of a backend): the postmaster re-initialises
#     shared memory from its signal handler and reads the file again, on
#     the clock shim's clock a day ahead, as every process of this server.
#
# Uniqueness is asserted as everywhere (repeats must be 0).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $WORKER = 20;

my $node = fault_node('fwd', worker => $WORKER, clock => 'shim',
	conf => "restart_after_crash = on\n");
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
my $ledger = new_ledger('forward steps and a restart during a jump');

###########################################################################
# A. Two forward steps of 6 s
###########################################################################

issue_for($node, $ledger, 'at +0 s', 0.5);
step_clock($node, '+6', 'first step of +6 s');
my ($calls6) = issue_until($node, $ledger, 'at +6 s', 10, calls => 2, allow => ['SF002']);
is($calls6, 2, 'A: after a first step of +6 s (within 10 s) ids are issued');
note 'A: refusals at +6 s: ' . $ledger->refusals('at +6 s');

step_clock($node, '+12', 'second step of +6 s');
my ($calls12) = issue_until($node, $ledger, 'at +12 s', 5, calls => 2, allow => ['SF002']);
note sprintf('A: at +12 s: %d calls succeeded, %d refused with SF002 (%s)',
	$calls12, $ledger->refusals('at +12 s', 'SF002'),
	$ledger->refusal_text('at +12 s') // 'no refusal');
is($calls12, 0, 'A: after a second step of +6 s, 12 s in all, ids are refused');
cmp_ok($ledger->refusals('at +12 s', 'SF002'), '>', 0, 'A: with SF002');
like($ledger->refusal_text('at +12 s') // '', qr/clock jumped forward by (59\d\d|6\d\d\d) ms/,
	'A: the message gives the second step');
my $accepted = $node->safe_psql('postgres', 'SELECT sfid_accept_clock()');
note "A: sfid_accept_clock() returned $accepted";
my ($calls_accepted) = issue_until($node, $ledger, 'accepted at +12 s', 5, calls => 2);
is($calls_accepted, 2, 'A: after sfid_accept_clock() ids are issued');

###########################################################################
# B. A restart while the clock is a day ahead
###########################################################################

step_clock($node, '+0', 'back to the real time');
issue_until($node, $ledger, 'back at +0 s', 20, calls => 2, allow => [ 'SF001', 'SF002' ]);
my $max_real = $ledger->max_of($ledger->phases);

step_clock($node, '+86400', 'jump forward a day');
my ($ret, $state) = sql_error($node, 'SELECT snowflake_next()');
is($state, 'SF002', 'B: while jumped, snowflake_next() is refused with SF002');

$node->stop('fast');
start_faked($node);
expect_clock($node, 86400, 'B: restarted while a day ahead');
my ($calls_day) = issue_until($node, $ledger, 'restarted a day ahead', 5,
	calls => 1, allow => [ 'SF001', 'SF002' ]);
my $lead = reservation_lead($node);
note sprintf('B: after the restart %d calls succeeded (%s); R leads the real time by %.0f s',
	$calls_day, $ledger->refusal_text('restarted a day ahead') // 'no refusal', $lead / 1000);
cmp_ok($lead, '<', 3_600_000, 'B: R did not follow the jump across the restart');

crash_a_backend($node, 'B, a day ahead');
expect_clock($node, 86400, 'B: after the crash, still a day ahead');
($ret, $state) = sql_error($node, 'SELECT snowflake_next()');
is($state, 'SF002', 'B: after the crash restart, snowflake_next() is still refused with SF002');
$lead = reservation_lead($node);
note sprintf('B: after the crash R leads the real time by %.0f s', $lead / 1000);
cmp_ok($lead, '<', 3_600_000, 'B: R did not follow the jump across the crash');

step_clock($node, '+0', 'B: the clock is corrected');
my ($calls_back) = issue_until($node, $ledger, 'corrected after the restart', 5,
	calls => 1, allow => [ 'SF001', 'SF002' ]);
note sprintf('B: once the clock is corrected: %d calls succeeded, %d refused (%s)',
	$calls_back, $ledger->refusals('corrected after the restart'),
	$ledger->refusal_text('corrected after the restart') // 'no refusal');
cmp_ok($calls_back, '>', 0, 'B: ids are issued once the clock is corrected');

$ledger->report;
is($ledger->repeats, 0, 'no id was received twice (' . $ledger->total . ' distinct ids)');

$node->stop;
done_testing();
