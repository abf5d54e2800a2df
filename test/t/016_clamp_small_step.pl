# 016_clamp_small_step.pl
# Tags: logic
#
# With sfid.on_clock_rewind = clamp, a step back of the whole server's
# clock (libfaketime offset -10 s) is absorbed without a wait or an error:
# the worker number keeps issuing under its last millisecond while that
# millisecond's 4,096 sequence numbers last.  The test issues a fixed
# number of ids, fewer than that, so the outcome does not depend on how
# fast the machine issues them.
#
# One session issues 100 ids; then the Perl side writes the offset file and
# the session reads its clock until it is behind the last of them
# (libfaketime re-reads the file about once a second), then issues 1,000
# ids, each in a row with the clock reading taken just before it.  What sfid did is asserted, not how fast:
#  - every id issued while the clock read earlier than the last id before
#    the step carries that last millisecond (clamped), and there are some;
#  - sfid_workers counts no clock wait and no refusal for the worker number
#    (with sfid.on_clock_rewind = refuse the same step would be refused);
#  - the ids strictly increase in the order issued, none repeats, and all
#    are the worker number's.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

require_faketime();

my $WORKER = 17;
my $BEFORE = 100;
my $AFTER = 1000;

my $node = fault_node('clamp', worker => $WORKER,
	conf => "sfid.on_clock_rewind = clamp\n");
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
is($node->safe_psql('postgres', 'SHOW sfid.on_clock_rewind'),
	'clamp', 'sfid.on_clock_rewind is clamp');

# One session: the ids before the step, then (once the offset file says
# -10 s) a loop that reads the clock until it is behind the last of them:
# not slept on, since pg_sleep() sleeps until the faked clock reaches its
# end and would absorb the step itself.  The loop ends after 60 s of the
# clock at most.  The step is large enough that the backend, which re-reads
# the file about once a second, sees its clock behind the last id however
# busy the machine; the clamp does not care how large it is.
my $session = session_start($node);
session_query($session, qq{
CREATE TEMP TABLE got (n int NOT NULL, t timestamptz NOT NULL, id bigint NOT NULL);
INSERT INTO got SELECT n, clock_timestamp(), snowflake_next() FROM generate_series(1, $BEFORE) n;
CREATE TEMP TABLE counters0 AS
  SELECT clock_waits AS w, clock_refusals AS r FROM sfid_workers WHERE worker = $WORKER});
write_offset(offset_file($node), '-10');
my $out = session_query($session, qq{
CREATE TEMP TABLE seen (back interval);
DO \$\$
DECLARE
	last_ts timestamptz := (SELECT (snowflake_unpack(id)).ts FROM got WHERE n = $BEFORE);
	t0 timestamptz := clock_timestamp();
	t timestamptz;
BEGIN
	LOOP
		t := clock_timestamp();
		IF t < last_ts THEN
			INSERT INTO seen VALUES (last_ts - t);
			EXIT;
		END IF;
		EXIT WHEN t - t0 > interval '60 s';
	END LOOP;
END \$\$;
INSERT INTO got SELECT $BEFORE + n, clock_timestamp(), snowflake_next() FROM generate_series(1, $AFTER) n;
SELECT 'step|' || coalesce(round(1000 * extract(epoch FROM back))::text, '') FROM seen
UNION ALL SELECT 'step|' WHERE NOT EXISTS (SELECT FROM seen);
-- ids issued after the step while the clock read earlier than the last id
-- before it, and how many of them carry that last millisecond
WITH last AS (SELECT (snowflake_unpack(id)).ts AS ts FROM got WHERE n = $BEFORE)
SELECT 'behind|' || count(*) || '|' || count(*) FILTER (WHERE (snowflake_unpack(id)).ts = last.ts)
  FROM got, last WHERE n > $BEFORE AND t < last.ts GROUP BY last.ts
UNION ALL SELECT 'behind|0|0';
SELECT 'counted|' || (w.clock_waits - c.w) || '|' || (w.clock_refusals - c.r)
  FROM sfid_workers w, counters0 c WHERE w.worker = $WORKER;
SELECT n || ' ' || id FROM got ORDER BY n});
my $err = $session->{err};
session_quit($session);
write_offset(offset_file($node), '+0');

is($err, '', 'the session printed nothing on stderr');
diag "stderr: $err" if $err ne '';

my (%fig, @rows);
for my $line (split /\n/, $out)
{
	if ($line =~ /^(\w+)\|(.*)$/) { $fig{$1} //= $2; }
	elsif ($line =~ /^(\d+) (\d+)$/) { push @rows, [ $1, $2 ]; }
}
my $back_ms = $fig{step} // '';
my ($behind, $clamped) = split /\|/, ($fig{behind} // '0|0');
my ($waits, $refusals) = split /\|/, ($fig{counted} // '|');
note "the backend's clock stepped back $back_ms ms; $behind ids issued while it was behind, $clamped of them under the last millisecond";

ok($back_ms ne '' && $back_ms > 0 && $back_ms <= 10000,
	"the backend saw its clock behind the last id before the step ($back_ms ms)");
cmp_ok($behind, '>', 0, "ids were issued while the clock read earlier than the last id ($behind)");
is($clamped, $behind, 'each of them carries the last millisecond issued before the step (clamped)');
is($waits, '0', 'no call waited for the clock: the clamp absorbed the step');
is($refusals, '0', 'no call was refused');

my $ledger = new_ledger('clamp, 10 s step back');
my ($bad_order, $prev) = (0, 0);
for my $r (@rows)
{
	$ledger->add($r->[0] <= $BEFORE ? 'before the step' : 'from the step on', $r->[1]);
	$bad_order++ if $r->[1] <= $prev;
	$prev = $r->[1];
}
is(scalar(@rows), $BEFORE + $AFTER, 'every id was read back (' . scalar(@rows) . ')');
is($bad_order, 0, 'the ids strictly increase in the order they were issued');
is(id_worker($prev), $WORKER, "the ids are from worker number $WORKER");
$ledger->check('from the step on');

$node->stop;
done_testing();
