# 035_recovered_horizon.pl
# Tags: behaviour
#
# A wait or a refusal caused by the reservation horizon recovered after a
# crash says so.  After a crash every worker number
# resumes strictly above the recovered R, which leads a correct clock by up
# to the sfid.reserve_ahead it was reserved with: more than today's when the
# setting was lowered by a reload before the crash.
#
#  1. sfid.reserve_ahead is 20 s while ids flow, then lowered to 1 s by a
#     reload, more ids, then a crash (kill -9 of a backend), with the clock
#     right all along.  The first call, with the default sfid.max_clock_wait
#     (1 s), is refused at once with SF001 "recovered reservation horizon
#     leads the clock by N ms" (N what R leads the clock by), a detail that
#     names the horizon and a hint that names the lowered setting; not
#     "clock moved backwards", and no clock step is noted in sfid_status.
#     The budget stays sfid.max_clock_wait plus today's sfid.reserve_ahead:
#     a call does not block for the old look-ahead.
#  2. A session with sfid.max_clock_wait = 30s waits instead, and the wait
#     shows in pg_stat_activity: wait event SfidRecoveredHorizon on
#     PostgreSQL 17 and later, "Extension" on 15 and 16 (no custom wait
#     events there).  sfid_recovered_horizon() shows the horizon.
#  3. Every id after the crash is strictly above the recovered horizon, and
#     no id is received twice.
#
# Before 1.3 the refusal said "clock moved backwards by N ms", the wait
# showed as "Extension" everywhere and both were noted as a clock step.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $WORKER = 35;

# The clock is never faked here: the point is a correct clock.
my $node = fault_node(
	'recovered',
	worker => $WORKER,
	conf => "sfid.reserve_ahead = '20s'\nrestart_after_crash = on\n");
$node->start;
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
my $version = $node->safe_psql('postgres', 'SHOW server_version_num');

my $ledger = new_ledger('reserve_ahead lowered, then a crash');

###########################################################################
# 1. A crash after sfid.reserve_ahead was lowered from 20 s to 1 s
###########################################################################

issue_for($node, $ledger, 'reserve_ahead 20 s', 1.5);
$node->safe_psql('postgres',
	"ALTER SYSTEM SET sfid.reserve_ahead = '1s'; SELECT pg_reload_conf()");
$node->poll_query_until('postgres', "SELECT current_setting('sfid.reserve_ahead') = '1s'")
  or die 'sfid.reserve_ahead = 1s was not loaded';
issue_for($node, $ledger, 'reserve_ahead 1 s', 1.0);

my $victim = session_start($node);
my $pid = session_query($victim, 'SELECT pg_backend_pid()');
$ledger->add('reserve_ahead 1 s',
	split /\n/, session_query($victim, "SELECT snowflake_next() FROM generate_series(1, $IDS_PER_CALL)"));
my $max_before = $ledger->max_of($ledger->phases);
my $r_before_kill = reservation_ms($node);
my $lead_at_kill = reservation_lead($node);
cmp_ok($lead_at_kill, '>', 5000,
	"with sfid.reserve_ahead lowered to 1 s, R still leads the real time by more than 5 s ($lead_at_kill ms)");

my $log_offset = -s $node->logfile;
ok(kill('KILL', $pid), "kill -9 of backend $pid");
wait_for_crash_restart($node, $log_offset);
session_quit($victim);

my $recovered = recovered_ms($node);
ok(defined $recovered && $recovered >= $r_before_kill,
	sprintf('sfid_recovered_horizon() is the R of the file or later (%s, file %d)',
		$recovered // 'NULL', $r_before_kill));
$recovered //= $r_before_kill;

my $t0 = time();
my ($ret, $state, $err) = sql_error($node, 'SELECT snowflake_next()');
my $lead_now = $recovered + $SFID_EPOCH_MS - 1000 * $t0;
note "the first call after the crash: $err";
is($state, 'SF001', 'the first call after the crash is refused with SF001');
my ($said) = $err =~ /ERROR:  SF001: recovered reservation horizon leads the clock by (\d+) ms/;
ok(defined $said, 'the message says the recovered reservation horizon leads the clock');
unlike($err, qr/clock moved backwards/, 'it does not say the clock moved backwards');
ok(defined $said && $said > 2000 && abs($said - $lead_now) < 1000,
	sprintf('and by how much: %s ms (the horizon leads the real time by %.0f ms)',
		$said // 'nothing', $lead_now));
like($err, qr/DETAIL:  Worker number $WORKER resumes after the reservation horizon recovered at startup/,
	'the detail names the worker number and the recovered horizon');
like($err, qr/HINT:  .*more than sfid\.reserve_ahead \(1000 ms\): it was reserved before the setting was lowered/,
	'the hint names the lowered sfid.reserve_ahead');
is( $node->safe_psql('postgres',
		"SELECT coalesce(sum(clock_waits), 0) FROM sfid_workers WHERE worker = $WORKER"),
	'0', 'the call was refused at once, without waiting out the old look-ahead (no wait counted)');
is( $node->safe_psql('postgres', 'SELECT last_clock_step_ms IS NULL FROM sfid_status'),
	't', 'no clock step is noted: the clock did not move');

###########################################################################
# 2. A session that waits: the wait event says what for
###########################################################################

my $expected_event = $version >= 170000 ? 'SfidRecoveredHorizon' : 'Extension';
my $waiter = session_start($node, keep_going => 1);
session_send($waiter,
	"SET sfid.max_clock_wait = '30s';\nSELECT snowflake_next() FROM generate_series(1, $IDS_PER_CALL)");
my $seen = '';
my $end = time() + 10;
while (time() < $end)
{
	$seen = $node->safe_psql('postgres',
		"SELECT wait_event_type || '/' || wait_event FROM pg_stat_activity "
		  . "WHERE query LIKE 'SELECT snowflake_next()%' AND pid <> pg_backend_pid()");
	last if $seen ne '';
	sleep 0.05;
}
is($seen, "Extension/$expected_event",
	"a session waiting for the recovered horizon shows wait event $expected_event");
my ($done, $out, $werr) = session_wait($waiter, 40);
ok($done && $werr !~ /ERROR/, 'and it returns its ids once the clock has passed the horizon')
  or diag $werr;
my @ids = grep { /^\d+$/ } split /\n/, $out;
is(scalar @ids, $IDS_PER_CALL, "$IDS_PER_CALL ids");
$ledger->add('after the crash', @ids);
session_quit($waiter);
is( $node->safe_psql('postgres',
		"SELECT clock_refusals || ' ' || clock_waits FROM sfid_workers WHERE worker = $WORKER"),
	'1 1', 'the refusal and the wait are counted for the worker number');

###########################################################################
# 3. Ids after the crash
###########################################################################

issue_for($node, $ledger, 'after the crash', 1.0);
cmp_ok(id_ms($ledger->min('after the crash') // 0), '>', $recovered,
	'every id after the crash is strictly above the recovered horizon');
cmp_ok($ledger->min('after the crash') // 0, '>', $max_before,
	'and above every id issued before the crash');
$ledger->check('after the crash');

$node->stop;
done_testing();
