# 002_clock_step_churn.pl
# Tags: logic
#
# The whole server's clock steps back (libfaketime) while new connections keep
# issuing dense ids from ONE worker number.  After the step the clock reads
# milliseconds that were already issued; sfid must never repeat an id:
#
#  wait:   sfid.max_clock_wait = 3s, step back 1.5 s: every call waits the
#          step out, none is refused; then the clock steps forward again.
#  refuse: default sfid.max_clock_wait (1s), step back 2 s: calls are refused
#          with SQLSTATE SF001 (recorded by the client as failures) until the
#          step is small enough to wait out; then the clock steps forward.
#
# Every step is verified by comparing the server's clock_timestamp() with the
# real time, so the test cannot pass because a step did not happen.

use strict;
use warnings;

use IPC::Run;
use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use SfidFault qw($FAKETIME_LIB start_faked clock_offset clock_at step_clock);
use Test::More;
use Time::HiRes qw(sleep time);

# Without libfaketime the clock cannot be stepped: fail, never skip.
ok(-f $FAKETIME_LIB, "libfaketime is installed ($FAKETIME_LIB)")
  or BAIL_OUT('libfaketime is missing: apt-get install libfaketime');

my $WORKER = 5;
my $CLIENTS = 3;
my $IDS_PER_CALL = 20000;       # about 5 ms of one worker's sequence space
my $SFID_EPOCH_MS = 1577836800000;

sub id_epoch { return (($_[0] >> 22) + $SFID_EPOCH_MS) / 1000.0; }

# Churn: $CLIENTS shell loops, each running one new psql session per call of
# issue_batch() until $stop exists.  A session that fails for any reason is
# counted as a failure (SF001 is caught and recorded inside issue_batch()).
sub start_churn
{
	my ($node, $stop) = @_;
	my $connstr = $node->connstr('postgres');
	my $errlog = $node->basedir . '/churn_errors.log';
	my @handles;
	for my $client (1 .. $CLIENTS)
	{
		my $loop = q{
ok=0; fail=0
while [ ! -e "$STOP" ] && kill -0 "$TEST_PID" 2>/dev/null; do
	if psql -XAtq -v ON_ERROR_STOP=1 -d "$CONNSTR" -c "SELECT issue_batch($N)" >/dev/null 2>>"$ERRLOG"; then
		ok=$((ok + 1))
	else
		fail=$((fail + 1))
	fi
done
echo "$ok $fail"
};
		my $out = '';
		push @handles,
		  [
			IPC::Run::start(
				[ 'bash', '-c', $loop ],
				init => sub {
					$ENV{STOP} = $stop;
			$ENV{TEST_PID} = getppid();    # the loop ends with the test, whatever happens
					$ENV{CONNSTR} = $connstr;
					$ENV{ERRLOG} = $errlog;
					$ENV{N} = $IDS_PER_CALL;
				},
				'>', \$out,
				IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default)),
			\$out
		  ];
	}
	return \@handles;
}

# Stop the churn; return the number of calls that succeeded and failed.
sub stop_churn
{
	my ($handles, $stop) = @_;
	append_to_file($stop, "stop\n");
	my ($ok, $fail) = (0, 0);
	for my $h (@$handles)
	{
		$h->[0]->finish;
		my ($o, $f) = ${ $h->[1] } =~ /^(\d+) (\d+)$/m;
		$ok += $o // 0;
		$fail += $f // 1;
	}
	unlink $stop;
	return ($ok, $fail);
}

# Run one scenario on a new node.  $extra_conf: more settings; $step: how
# many seconds the clock steps back; $expect_refusals: whether SF001
# refusals must occur.  A backend that still has the old offset cached after
# the step forward also sees the clock behind, by at most $step: refusals may
# come from either step, and name a step of at most about $step.
sub run_scenario
{
	my ($label, $extra_conf, $step, $expect_refusals) = @_;

	my $node = PostgreSQL::Test::Cluster->new($label);
	$node->init;
	$node->append_conf('postgresql.conf', sfid_conf($WORKER, $WORKER) . "$extra_conf\n");

	start_faked($node, offset => '+0');

	$node->safe_psql(
		'postgres', q{
CREATE EXTENSION sfid;
-- No unique key: a repeated id is stored and counted.
CREATE UNLOGGED TABLE ids (id bigint NOT NULL, phase int NOT NULL);
CREATE TABLE phase (phase int NOT NULL);
INSERT INTO phase VALUES (0);
CREATE TABLE refusals (phase int NOT NULL, state text NOT NULL, message text NOT NULL);
-- Issue n ids, 1000 per subtransaction; a refusal (SF001) is recorded and
-- ends the call, keeping the ids of the chunks issued before it.
CREATE FUNCTION issue_batch(n int) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	p int := (SELECT phase FROM phase);
BEGIN
	FOR chunk IN 1 .. n / 1000 LOOP
		BEGIN
			INSERT INTO ids SELECT snowflake_next(), p FROM generate_series(1, 1000);
		EXCEPTION WHEN SQLSTATE 'SF001' THEN
			INSERT INTO refusals VALUES (p, SQLSTATE, SQLERRM);
			RETURN;
		END;
	END LOOP;
END $$;
});

	my $budget = $node->safe_psql('postgres', 'SHOW sfid.max_clock_wait');
	note "$label: sfid.max_clock_wait = $budget";

	my ($offset0, undef, $span0) = clock_offset($node);
	ok(clock_at($offset0, 0, $span0),
		sprintf('%s: the server clock starts at the real time (%+.3f s)', $label, $offset0));

	my $stop = $node->basedir . '/stop_churn';
	my $churn = start_churn($node, $stop);

	# Phase 0: dense ids at the real time, right up to the step.
	sleep 1.0;

	# Phase 1: the clock steps back; it now reads milliseconds already issued.
	my $server_after_back = step_clock($node, "-$step", "$label, step back");
	$node->safe_psql('postgres', 'UPDATE phase SET phase = 1');
	# Long enough to wait the step out (and, in refuse, to be refused first).
	sleep($step + 1.0);

	# Phase 2: the clock steps forward to the real time again.
	step_clock($node, '+0', "$label, step forward");
	$node->safe_psql('postgres', 'UPDATE phase SET phase = 2');
	sleep 1.0;

	my ($calls_ok, $calls_failed) = stop_churn($churn, $stop);
	my $errors = -e $node->basedir . '/churn_errors.log'
	  ? slurp_file($node->basedir . '/churn_errors.log') : '';
	is($calls_failed, 0, "$label: no churn session failed ($calls_ok calls succeeded)");
	is($errors, '', "$label: no churn session printed an error");
	note "churn errors:\n$errors" if $errors ne '';

	# One pass over the ids: totals, repeats, worker field, per phase.
	my ($total, $distinct, $bad_worker, $n_phase1, $n_phase2, $max_before) =
	  split /\|/, $node->safe_psql(
		'postgres', qq{
SET work_mem = '256MB';
SELECT count(*), count(DISTINCT id),
       count(*) FILTER (WHERE (id >> 12) & 1023 <> $WORKER),
       count(*) FILTER (WHERE phase = 1), count(*) FILTER (WHERE phase = 2),
       max(id) FILTER (WHERE phase = 0)
FROM ids});

	# No repeats, ever.
	cmp_ok($total, '>', 0, "$label: $total ids were recorded");
	is($total - $distinct, 0,
		"$label: no id was issued twice (count = count distinct)");
	if ($total != $distinct)
	{
		diag "$label: some repeated ids:\n"
		  . $node->safe_psql(
			'postgres', q{
SELECT id, count(*), string_agg(phase::text, ','), (snowflake_unpack(id)).*
FROM ids GROUP BY id HAVING count(*) > 1 ORDER BY id LIMIT 10});
	}
	is($bad_worker, '0', "$label: every id carries worker number $WORKER");
	is($node->safe_psql('postgres', "SELECT worker FROM snowflake_unpack($max_before)"),
		$WORKER, "$label: snowflake_unpack() agrees on the worker number");

	# The step really re-covered issued milliseconds: ids issued before it
	# carry times later than what the server's clock read after it.
	cmp_ok(
		id_epoch($max_before), '>', $server_after_back,
		sprintf(
			'%s: after the step back the clock re-covers %.0f ms of issued ids',
			$label, 1000 * (id_epoch($max_before) - $server_after_back)));

	cmp_ok($n_phase1, '>', 0,
		"$label: ids were issued after the step back ($n_phase1)");
	cmp_ok($n_phase2, '>', 0,
		"$label: ids were issued after the step forward ($n_phase2)");

	# Refusals: none when the step is within sfid.max_clock_wait; some, all
	# SF001 and each naming a step of more than 1000 ms, when it is not.
	my ($refused, $sf001, $in_range) = split /\|/, $node->safe_psql(
		'postgres', q{
SELECT count(*),
       count(*) FILTER (WHERE state = 'SF001'),
       count(*) FILTER (WHERE substring(message FROM 'clock moved backwards by (\d+) ms')::int BETWEEN 1001 AND 2500)
FROM refusals});
	if ($expect_refusals)
	{
		is($budget, '1s', "$label: sfid.max_clock_wait is the default, 1s");
		cmp_ok($refused, '>', 0, "$label: calls were refused while the step exceeded the wait budget ($refused)");
		is($sf001, $refused, "$label: every refusal has SQLSTATE SF001");
		is($in_range, $refused,
			"$label: every refusal reports a step of more than the 1 s budget and at most about the 2 s step");
	}
	else
	{
		is($budget, '3s', "$label: sfid.max_clock_wait is 3s");
		is($refused, '0', "$label: no call was refused (the step is within sfid.max_clock_wait)");
	}

	$node->stop;
	return;
}

run_scenario('wait', "sfid.max_clock_wait = '3s'", 1.5, 0);
run_scenario('refuse', '', 2, 1);

done_testing();
