# 015_large_step_back.pl
# Tags: logic
#
# The clock steps back 30 s, far more than sfid.max_clock_wait
# (1 s).  snowflake_next() must refuse at once with SQLSTATE SF001 ("clock
# moved backwards by N ms"), not sit out the step, while uuidv7(), which
# needs no clock order across sessions, keeps working.  When the clock is
# back, ids resume with no repeats.  On the clock shim, so the reserver
# sees the step too, and logs it.
#
# Figures: repeats (must be 0), ids after the clock is back (must be more
# than 0), and the refusals and waits sfid_workers counted (5 and 0).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $WORKER = 16;

my $node = fault_node('step30', worker => $WORKER, clock => 'shim');
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
is($node->safe_psql('postgres', 'SHOW sfid.max_clock_wait'),
	'1s', 'sfid.max_clock_wait is the default, 1 s');

my $ledger = new_ledger('30 s step back');
issue_for($node, $ledger, 'before the step', 1.0);
my $max_before = $ledger->max('before the step');

my $log_offset = -s $node->logfile;
my $server_after = step_clock($node, '-30', 'step back 30 s');
ok(id_unix($max_before) > $server_after,
	sprintf('after the step the clock re-covers %.0f ms of issued ids',
		1000 * (id_unix($max_before) - $server_after)));

# Several new sessions: each is refused at once.
my $counters = "SELECT coalesce(sum(clock_waits), 0) || ' ' || coalesce(sum(clock_refusals), 0) FROM sfid_workers WHERE worker = $WORKER";
my ($waits0, $refusals0) = split / /, $node->safe_psql('postgres', $counters);
my ($refused, @states) = (0);
my $message = '';
for my $try (1 .. 5)
{
	my ($ret, $state, $err, $out) = sql_error($node, 'SELECT snowflake_next()');
	push @states, $state;
	$refused++ if $state eq 'SF001';
	$message = $err if $message eq '';
	$ledger->add('during the step', $out) if $ret == 0 && $out =~ /^\d+$/;
}
is($refused, 5, 'all 5 calls during the step were refused with SQLSTATE SF001 ('
	  . join(',', @states) . ')');
my ($behind) = $message =~ /clock moved backwards by (\d+) ms/;
ok(defined $behind && $behind > 20000 && $behind <= 30500,
	'the message says "clock moved backwards by N ms" with N the size of the step (' . ($behind // 'none') . ' ms)');
like($message, qr/DETAIL:.*Worker number $WORKER last issued an id at/,
	'the detail names the worker number and its last id\'s time');
my ($waits, $refusals) = split / /, $node->safe_psql('postgres', $counters);
is($refusals - $refusals0, 5, 'sfid_workers counts the 5 refusals');
is($waits - $waits0, 0, 'refused at once, not after waiting the step out (no wait counted)');
note "refusal:\n$message";

# uuidv7() keeps working.
like(
	$node->safe_psql('postgres', 'SELECT uuidv7()'),
	qr/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
	'uuidv7() returns a version 7 UUID during the step');
is( $node->safe_psql(
		'postgres',
		'SELECT count(DISTINCT u) FROM (SELECT uuidv7() u FROM generate_series(1, 10000)) s'),
	'10000',
	'10,000 calls of uuidv7() give 10,000 distinct values during the step');

# The reserver logs the step it saw, with its size.
my ($logged) = slurp_file($node->logfile, $log_offset) =~ /sfid: system clock stepped backwards by (\d+) ms/;
ok(defined $logged && $logged > 29_500 && $logged < 30_500,
	'the reserver logs "system clock stepped backwards by ' . ($logged // 'N') . ' ms"');

# The clock comes back: ids resume.
step_clock($node, '+0', 'step forward to the real time');
my ($calls, $first) = issue_until($node, $ledger, 'after the clock is back', 30,
	calls => 3, allow => ['SF001']);
is($calls, 3, 'three calls of 20,000 ids succeeded once the clock was back');
cmp_ok($ledger->min('after the clock is back') // 0, '>', $max_before,
	'the ids after the clock is back are above every id before the step');

$ledger->check('after the clock is back');
is($ledger->count('during the step'), 0, 'no id was issued during the step');

$node->stop;
done_testing();
