# 016_clamp_small_step.pl
#
# Fault 6: with sfid.on_clock_rewind = clamp, a 50 ms step back of the whole
# server's clock (libfaketime offset -0.05) is absorbed without an error:
# the worker number keeps issuing under its last millisecond while that
# millisecond's 4,096 sequence numbers last.  At 80 ids/ms or less, 51 ms x
# 80 = 4,080 fit, so nothing waits or fails.
#
# One session issues paced ids: 40 ids, then a CPU-bound pause of about
# 3 ms (so that even a round shortened to 0.5 ms by a busy machine stays at
# 80 ids/ms) (calibrated in the session; pg_sleep() would not do: it sleeps until
# the faked clock reaches its end, so it would absorb the step back itself),
# for 7 s, recording every id and the clock reading of every round in
# temporary tables; meanwhile the offset file steps the clock back 50 ms and,
# a few seconds later, forward again.  The backend's own readings show the
# step (verified, not assumed), ids issued under a millisecond later than the
# clock show the clamp, and every id is read back on the Perl side.
#
# Clamp, not a wait: sfid_workers counts no clock wait for the worker
# number (with sfid.on_clock_rewind = refuse, this step is waited out and
# counted).
#
# Figures: repeats (must be 0), ids after the step (must be more than 0), the
# size of the step as the backend saw it, the ids clamped.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use IPC::Run;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

require_faketime();

my $WORKER = 17;
my $PER_ROUND = 40;

my $node = fault_node('clamp', worker => $WORKER,
	conf => "sfid.on_clock_rewind = clamp\n");
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
is($node->safe_psql('postgres', 'SHOW sfid.on_clock_rewind'),
	'clamp', 'sfid.on_clock_rewind is clamp');

my $sql = qq{
CREATE TEMP TABLE got (i int NOT NULL, id bigint NOT NULL);
CREATE TEMP TABLE clk (i int NOT NULL, t timestamptz NOT NULL);
CREATE TEMP TABLE burn (n int NOT NULL);
CREATE TEMP TABLE waits0 AS
  SELECT coalesce((SELECT clock_waits FROM sfid_workers WHERE worker = $WORKER), 0) AS w;
DO \$\$
DECLARE
	n int := 1000;
	t0 timestamptz;
	i int := 0;
BEGIN
	-- a pause that takes at least 1 ms of CPU, then three times that
	LOOP
		t0 := clock_timestamp();
		PERFORM count(*) FROM generate_series(1, n);
		EXIT WHEN clock_timestamp() - t0 >= interval '1 ms';
		n := n * 2;
	END LOOP;
	n := n * 3;
	INSERT INTO burn VALUES (n);
	t0 := clock_timestamp();
	WHILE clock_timestamp() - t0 < interval '7 s' LOOP
		i := i + 1;
		INSERT INTO clk VALUES (i, clock_timestamp());
		INSERT INTO got SELECT i, snowflake_next() FROM generate_series(1, $PER_ROUND);
		PERFORM count(*) FROM generate_series(1, n);
	END LOOP;
END \$\$;
-- the largest step back of the backend's clock between two rounds, and the
-- round after it
SELECT 'step|' || round(1000 * extract(epoch FROM back))::text || '|' || i
FROM (SELECT i, lag(t) OVER (ORDER BY i) - t AS back FROM clk) s
ORDER BY back DESC NULLS LAST LIMIT 1;
-- ids issued under a millisecond later than the clock read in their round
SELECT 'clamped|' || count(*)
FROM got JOIN clk USING (i)
WHERE (snowflake_unpack(got.id)).ts > clk.t + interval '2 ms';
SELECT 'max_per_ms|' || max(c) FROM (SELECT id >> 22, count(*) c FROM got GROUP BY 1) s;
-- ids per ms over the run, and the shortest round (from one round's clock
-- reading to the next, where the clock did not step)
SELECT 'rate|' || round(count(*) / (1000 * extract(epoch FROM max(t) - min(t)))::numeric, 1)
FROM got JOIN clk USING (i);
SELECT 'shortest_round_ms|' || round(1000 * extract(epoch FROM min(d))::numeric, 2)
FROM (SELECT t - lag(t) OVER (ORDER BY i) d FROM clk) s WHERE d > interval '0';
SELECT 'burn|' || n FROM burn;
-- a wait would show as calls that waited
SELECT 'waits|' || (coalesce((SELECT clock_waits FROM sfid_workers WHERE worker = $WORKER), 0) - w) FROM waits0;
SELECT i || ' ' || id FROM got ORDER BY ctid;
};

my ($out, $err) = ('', '');
my $timer = IPC::Run::timer($PostgreSQL::Test::Utils::timeout_default);
my $h = IPC::Run::start(
	[
		'psql', '-XAtq', '-v', 'ON_ERROR_STOP=1', '-v', 'VERBOSITY=verbose',
		'-d', $node->connstr('postgres'), '-c', $sql
	],
	'>', \$out, '2>', \$err, $timer);

# Step back 50 ms 1.5 s in, forward again 3 s later (the backend re-reads
# the offset file about once a second; the loop runs for 7 s).
my $started = time();
sleep 1.5;
write_offset(offset_file($node), '-0.05');
sleep 3.0;
write_offset(offset_file($node), '+0');
$h->finish;
my $ret = $? >> 8;
note sprintf('the paced session ran %.1f s', time() - $started);

is($ret, 0, 'the paced session finished without an error');
is($err, '', 'the paced session printed nothing on stderr');
diag "stderr: $err" if $err ne '';

my %fig;
my @rows;
for my $line (split /\n/, $out)
{
	if ($line =~ /^(\w+)\|(.*)$/) { $fig{$1} = $2; }
	elsif ($line =~ /^(\d+) (\d+)$/) { push @rows, [ $1, $2 ]; }
}
my ($back_ms, $step_round) = split /\|/, ($fig{step} // '|');
note sprintf(
	'the backend\'s clock stepped back %s ms before round %s; %s ids clamped under a later millisecond; at most %s ids in one millisecond; %s ids/ms on average; shortest round %s ms (pause of %s rows); %d rounds',
	$back_ms // '?', $step_round // '?', $fig{clamped} // '?', $fig{max_per_ms} // '?',
	$fig{rate} // '?', $fig{shortest_round_ms} // '?', $fig{burn} // '?', scalar(@rows) / $PER_ROUND);
ok(defined $back_ms && $back_ms >= 30 && $back_ms <= 60,
	'the backend saw its clock step back by about 50 ms (' . ($back_ms // 'none') . ' ms)');
cmp_ok($fig{clamped} // 0, '>', 0, 'ids were issued under the last millisecond (clamped)');
is($fig{waits}, '0', 'no call waited for the clock: the clamp, not a wait, absorbed the step');
cmp_ok($fig{max_per_ms} // 0, '<=', 4096, 'no millisecond holds more than 4,096 ids');
cmp_ok($fig{rate} // 999, '<=', 80, 'the pace stayed at 80 ids/ms or less on average');
cmp_ok($fig{shortest_round_ms} // 0, '>=', 0.5,
	"every round of $PER_ROUND ids took at least 0.5 ms: at most 80 ids/ms");

my $ledger = new_ledger('clamp, 50 ms step back');
my ($bad_order, $prev) = (0, 0);
for my $r (@rows)
{
	my $phase = $r->[0] < ($step_round // 0) ? 'before the step' : 'from the step on';
	$ledger->add($phase, $r->[1]);
	$bad_order++ if $r->[1] <= $prev;
	$prev = $r->[1];
}
ok(@rows > 0 && @rows % $PER_ROUND == 0,
	'every id of every round was read back (' . scalar(@rows) . ')');
is($bad_order, 0, 'the ids strictly increase in the order they were issued');
is(id_worker($prev), $WORKER, "the ids are from worker number $WORKER");
$ledger->check('from the step on');

$node->stop;
done_testing();
