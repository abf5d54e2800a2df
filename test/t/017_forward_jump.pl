# 017_forward_jump.pl
# Tags: logic
#
# The clock jumps forward a day (+86400 s) and comes back (+0).
#
# A jump forward is no threat to uniqueness by itself, but following it
# would be: R would move a day ahead, and once the clock came back every
# worker number would have to wait a day (or, after a restart, resume a day
# ahead).  So a jump larger than sfid.max_clock_forward (default 10 s),
# measured against CLOCK_BOOTTIME (which the clock shim leaves real), is
# refused with SQLSTATE SF002 ("clock
# jumped forward by N ms") and R stays where it was.  Once the clock is back,
# ids resume (three calls within 60 s, refused meanwhile only with SF001 or SF002), with no
# repeats.  On the clock shim, so the reserver sees the jump too: it logs
# it, and R does not follow it.
#
# R is read from $PGDATA/sfid.reservation: the int64 little-endian at byte 8,
# ms since 2020-01-01 UTC, compared with the real time.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $WORKER = 18;

my $node = fault_node('jump', worker => $WORKER, clock => 'shim');
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
is($node->safe_psql('postgres', 'SHOW sfid.max_clock_forward'),
	'10s', 'sfid.max_clock_forward is the default, 10 s');
is($node->safe_psql('postgres', 'SHOW sfid.reserve_ahead'),
	'1s', 'sfid.reserve_ahead is the default, 1 s');

my $ledger = new_ledger('forward jump of a day and back');
issue_for($node, $ledger, 'before the jump', 1.0);
my $max_before = $ledger->max('before the jump');
my $lead_before = reservation_lead($node);
note sprintf('before the jump R leads the real time by %d ms', $lead_before);

my $log_offset = -s $node->logfile;
step_clock($node, '+86400', 'jump forward a day');

# Calls in new sessions, spread over 3 s (the reserver ticks meanwhile).
my (%states, $message, $jump_ms);
my $start = time();
my $tries = 0;
while (time() - $start < 3 || $tries < 5)
{
	my ($ret, $state, $err, $out) = sql_error($node, 'SELECT snowflake_next()');
	$tries++;
	$states{ $state eq '' ? 'success' : $state }++;
	$ledger->add('during the jump', $out) if $ret == 0 && $out =~ /^\d+$/;
	$message //= $err if $state ne '';
	sleep 0.3;
}
note 'calls during the jump: ' . join(', ', map { "$_ x $states{$_}" } sort keys %states);
is(($states{SF002} // 0) + ($states{SF001} // 0), $tries,
	"all $tries calls during the jump were refused with SF002 (or SF001)");
cmp_ok($states{SF002} // 0, '>', 0, 'the refusals are SF002');
($jump_ms) = ($message // '') =~ /clock jumped forward by (\d+) ms/;
ok(defined $jump_ms && $jump_ms > 86_000_000 && $jump_ms < 86_500_000,
	'the message says "clock jumped forward by N ms" with N about a day (' . ($jump_ms // 'none') . ')');
like($message // '', qr/DETAIL:.*sfid\.max_clock_forward allows 10000 ms/,
	'the detail names sfid.max_clock_forward');
note "refusal:\n" . ($message // '');

my $lead_during = reservation_lead($node);
note sprintf('during the jump R leads the real time by %d ms', $lead_during);
cmp_ok($lead_during, '<', 10_000,
	'R did not follow the jump (the file holds an R within 10 s of the real time)');
# The reserver logs the step it measured (it tries to reserve, and logs
# "clock jumped forward", only while ids are being issued near R, which
# depends on the machine's speed); R above shows that it did not follow.
$node->wait_for_log(qr/\] LOG:\s+sfid: system clock stepped forward by \d+ ms/, $log_offset);
my $reserver_log = slurp_file($node->logfile, $log_offset);
my ($reserver_jump) = $reserver_log =~ /\] LOG:\s+sfid: system clock stepped forward by (\d+) ms/;
ok(defined $reserver_jump && $reserver_jump > 86_000_000 && $reserver_jump < 86_500_000,
	'the reserver logs "system clock stepped forward by ' . ($reserver_jump // 'N')
	  . ' ms": it saw the jump');

# The clock comes back: ids resume.
step_clock($node, '+0', 'jump back');
my $back = time();

# The reserver logged the jump seconds ago, within its 10 s of quiet: the
# step back must still reach the log, or it would say the clock is a day
# ahead.
my $back_logged;
while (time() - $back < 20)
{
	($back_logged) = slurp_file($node->logfile, $log_offset) =~
	  /sfid: system clock stepped backwards by (\d+) ms/;
	last if defined $back_logged;
	sleep 0.5;
}
ok(defined $back_logged && $back_logged > 86_000_000 && $back_logged < 86_500_000,
	'the reserver logs the step back (' . ($back_logged // 'no line') . ' ms), though it came soon after the jump');
my ($calls, $first) = issue_until($node, $ledger, 'after the jump back', 60,
	calls => 3, allow => [ 'SF001', 'SF002' ]);
is($calls, 3, 'three calls of 20,000 ids succeeded after the jump back');
note sprintf('first id %.1f s after the clock was seen back (%d refusals before)',
	$first // -1, $ledger->refusals('after the jump back'));
cmp_ok($ledger->min('after the jump back') // 0, '>', $max_before,
	'the ids after the jump back are above every id before it');
cmp_ok(id_unix($ledger->max('after the jump back') // 0), '<', time() + 5,
	'the ids after the jump back carry the real time, not a day ahead');
cmp_ok(reservation_lead($node), '<', 10_000,
	'R is still within 10 s of the real time');

is($ledger->count('during the jump'), 0, 'no id was issued during the jump');
$ledger->check('after the jump back');

$node->stop;
done_testing();
