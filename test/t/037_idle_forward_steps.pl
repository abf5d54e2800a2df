# 037_idle_forward_steps.pl
# Tags: logic early
#
# A slow clock that NTP (or a hypervisor's time sync) steps forward now and
# then, on a server that issues no Snowflake id for days.  Each step is
# within sfid.max_clock_forward and the allowance refills between them, so
# each is followed, as it is on a busy server; but on an idle server no
# reservation moved the reference the steps are measured from, and the
# steps added up into one "jump" refused with SF002 at the first id.  The reserver's idle ticks now follow the
# clock without reserving, and record the reference in the file when a
# step was spent, so a crash restart on this boot measures from it too.
#
# Scaled down: sfid.max_clock_forward is 100 ms (its least), the steps are
# +60 ms, each spends 58 (2 ms are reading noise), and the allowance refills
# 22 ms in the 44 s between them (1 ms every 2 s): 64 left for the second.
# Measured from the first reference, two steps are 118 ms: more than 100.
#
#  A. Idle: step, wait, step; R is not advanced meanwhile (no reservation
#     did the following), the file's reference moves by both steps; then
#     the first id comes without SF002.
#  B. After sfid_accept_clock() (a full allowance again), the same, then a
#     crash (kill -9 of a backend) before the first id: the restarted
#     server reads the reference from the file, with a full allowance, and
#     without the idle steps recorded there would measure both.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $node = fault_node('idle', worker => 37, clock => 'shim',
	conf => "restart_after_crash = on\nsfid.max_clock_forward = '100ms'\nsfid.reserve_ahead = '200ms'\n");
start_faked($node, offset => 0);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
my $ledger = new_ledger('small forward steps on an idle server');
my $offset_ms = 0;

# Wait until the reserver has stopped reserving (R in the past), so that
# only its idle ticks can follow the clock.
sub wait_idle
{
	my ($label) = @_;
	my $start = time();
	while (time() - $start < 30)
	{
		my $lead = reservation_lead($node);
		return 1 if defined $lead && $lead < -1000;
		sleep 0.2;
	}
	return 0;
}

# The reservation file's clock reference as one number: its wall-clock
# reading minus its CLOCK_BOOTTIME reading (bytes 16 and 24), in ms; it
# moves by the size of each step the reference follows.
sub file_reference
{
	my $file = $node->data_dir . '/sfid.reservation';
	open my $fh, '<:raw', $file or return undef;
	local $/;
	my $buf = <$fh>;
	close $fh;
	return undef unless length($buf) == 56 || length($buf) == 64;
	my ($wall, $boot) = unpack('q<q<', substr($buf, 16, 16));
	return $wall - $boot;
}

# Two steps of +60 ms, 44 s apart, with no id asked for: R stays where it
# was, and the file's reference follows both steps (within 10 s of the
# second: the reserver ticks every second while idle).
sub two_idle_steps
{
	my ($label) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	ok(wait_idle($label), "$label: the reserver is idle (R in the past)");
	my $r_before = reservation_ms($node);
	my $ref_before = file_reference();
	for my $step (1, 2)
	{
		$offset_ms += 60;
		set_offset($node, $offset_ms / 1000);
		sleep 44 if $step == 1;
	}
	my ($moved, $start) = (0, time());
	while (time() - $start < 10)
	{
		$moved = file_reference() - $ref_before;
		last if $moved >= 110;
		sleep 0.2;
	}
	ok($moved >= 110 && $moved <= 125,
		"$label: the file's clock reference followed both steps ($moved ms)");
	is(reservation_ms($node), $r_before, "$label: no reservation was made while idle");
	return;
}

issue_for($node, $ledger, 'at the start', 0.5);

###########################################################################
# A. Idle steps, then the first id
###########################################################################

two_idle_steps('A');
my ($calls_a) = issue_until($node, $ledger, 'A: after two idle steps', 3, calls => 2, allow => ['SF002']);
is($calls_a, 2, 'A: after two steps of +60 ms 44 s apart on an idle server, ids are issued');
is($ledger->refusals('A: after two idle steps', 'SF002'), 0, 'A: with no SF002 (' .
	($ledger->refusal_text('A: after two idle steps') // 'no refusal') . ')');

###########################################################################
# B. The same, then a crash restart before the first id
###########################################################################

$node->safe_psql('postgres', 'SELECT sfid_accept_clock()');
two_idle_steps('B');
crash_a_backend($node, 'B');
my ($calls_b) = issue_until($node, $ledger, 'B: after the crash', 3, calls => 2, allow => ['SF002']);
is($calls_b, 2, 'B: after two idle steps and a crash restart, ids are issued');
is($ledger->refusals('B: after the crash', 'SF002'), 0, 'B: with no SF002 (' .
	($ledger->refusal_text('B: after the crash') // 'no refusal') . ')');

$ledger->check('at the start', 'A: after two idle steps', 'B: after the crash');
$node->stop;
done_testing();
