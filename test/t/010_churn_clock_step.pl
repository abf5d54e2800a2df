# 010_churn_clock_step.pl
# Tags: logic
#
# Fault 1: connection churn while the whole server's clock steps back 1.5 s
# and forward again (the clock shim: the reserver, which advances R while
# the clients churn, steps with the backends).
#
# Two clients, each a loop of short psql sessions (a new backend per
# request), take 5,000 ids per session from ONE worker number.  Every id a
# client receives is recorded on the Perl side.  After the step the clock
# reads milliseconds that were already issued: with the default
# sfid.max_clock_wait (1 s) a session is refused with SF001 while the step is
# larger than that and waits it out once it is smaller; then the clock steps
# forward to the real time again.  The figures: repeats among all ids
# received (must be 0), ids received after the step back and after the step
# forward (must be more than 0).  sfid_status keeps the step the reserver
# measured while the backends wait and are refused (counted in
# sfid_workers).

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

my $WORKER = 10;
my $CLIENTS = 2;
# 5,000 ids per session fill at least 2 ms of the worker number's sequence
# space; more would only slow the reading back (the churn runs about 300
# sessions).
my $IDS_PER_SESSION = 5000;

my $node = fault_node('churn_step', worker => $WORKER, clock => 'shim');
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');

my ($offset0, undef, $span0) = clock_offset($node);
ok(clock_at($offset0, 0, $span0),
	sprintf('the server clock starts at the real time (%+.3f s)', $offset0));

my $dir = $node->basedir;
my $phase_file = "$dir/churn_phase";
my $stop_file = "$dir/churn_stop";
write_offset($phase_file, 'before');

# Each client: new psql sessions until the stop file exists.  A session's
# ids are written under the phase that was current when it started; a
# refusal (SF001) is written with its message; any other failure is kept
# apart and fails the test.
my $loop = q{
ok=0; refused=0; failed=0
while [ ! -e "$STOP" ] && kill -0 "$TEST_PID" 2>/dev/null; do
	phase=$(cat "$PHASE")
	if psql -XAtq -v ON_ERROR_STOP=1 -v VERBOSITY=verbose -d "$CONNSTR" \
		-c "SELECT snowflake_next() FROM generate_series(1, $N)" >"$OUT.ids" 2>"$OUT.err"; then
		echo "phase $phase" >>"$OUT"
		cat "$OUT.ids" >>"$OUT"
		ok=$((ok + 1))
	elif grep -q 'ERROR:  SF001' "$OUT.err"; then
		echo "refused $phase $(grep -m1 'ERROR:' "$OUT.err")" >>"$OUT"
		refused=$((refused + 1))
	else
		echo "failed $phase" >>"$OUT"
		cat "$OUT.err" >>"$OUT.failures"
		failed=$((failed + 1))
	fi
done
echo "$ok $refused $failed"
};

my @clients;
for my $c (1 .. $CLIENTS)
{
	my $out = '';
	my $file = "$dir/churn_client_$c";
	my $h = IPC::Run::start(
		[ 'bash', '-c', $loop ],
		'>', \$out,
		init => sub {
			$ENV{STOP} = $stop_file;
			$ENV{TEST_PID} = getppid();    # the loop ends with the test, whatever happens
			$ENV{PHASE} = $phase_file;
			$ENV{OUT} = $file;
			$ENV{CONNSTR} = $node->connstr('postgres');
			$ENV{N} = $IDS_PER_SESSION;
		});
	push @clients, { h => $h, out => \$out, file => $file };
}

# Dense ids at the real time; the reserver advances R meanwhile.
sleep 1.5;

# The clock steps back 1.5 s: it now reads milliseconds already issued.
my $server_after_back = step_clock($node, '-1.5', 'step back');
write_offset($phase_file, 'after_back');
sleep 3.0;

# The backends' waits and refusals are counted per worker number; the step
# in sfid_status stays the one the reserver measured, whatever came after.
my ($step_ms, $waits, $refusals) = split /\|/, $node->safe_psql('postgres',
	"SELECT last_clock_step_ms, clock_waits, clock_refusals FROM sfid_status, sfid_workers WHERE worker = $WORKER");
cmp_ok($waits + $refusals, '>', 0,
	"backends waited or were refused after the step back ($waits waits, $refusals refusals)");
ok(abs($step_ms + 1500) <= 300,
	"sfid_status still shows the reserver's step of -1500 ms ($step_ms ms), not a backend's wait");

# The clock steps forward to the real time again.
step_clock($node, '+0', 'step forward');
write_offset($phase_file, 'after_forward');
sleep 1.5;

append_to_file($stop_file, "stop\n");
my ($ok, $refused, $failed) = (0, 0, 0);
for my $c (@clients)
{
	$c->{h}->finish;
	my ($o, $r, $f) = ${ $c->{out} } =~ /^(\d+) (\d+) (\d+)$/m;
	$ok += $o // 0;
	$refused += $r // 0;
	$failed += $f // 1;
}

# Read back what the clients received.
my %label = (
	before => 'before the step',
	after_back => 'after the step back',
	after_forward => 'after the step forward');
my $ledger = new_ledger('churn, clock step -1.5 s and back');
my ($max_back_ms, $bad_worker) = (0, 0);
for my $c (@clients)
{
	open my $fh, '<', $c->{file} or die "could not read $c->{file}: $!";
	my ($phase, @ids);
	my $flush = sub {
		$ledger->add($label{$phase}, @ids) if defined $phase && @ids;
		@ids = ();
	};
	while (my $line = <$fh>)
	{
		chomp $line;
		if ($line =~ /^\d+$/)
		{
			push @ids, $line;
			$bad_worker++ if id_worker($line) != $WORKER;
		}
		elsif ($line =~ /^phase (\S+)$/)
		{
			$flush->();
			$phase = $1;
		}
		elsif ($line =~ /^refused (\S+) (.*)$/)
		{
			$flush->();
			undef $phase;
			my ($p, $msg) = ($1, $2);
			$ledger->refused($label{$p}, 'SF001', $msg);
			$max_back_ms = $1
			  if $msg =~ /clock moved backwards by (\d+) ms/ && $1 > $max_back_ms;
		}
		elsif ($line =~ /^failed/)
		{
			$flush->();
			undef $phase;
		}
	}
	$flush->();
	close $fh;
}

note "sessions: $ok received ids, $refused were refused with SF001, $failed failed otherwise";
note "largest step back reported by a refusal: $max_back_ms ms";
is($failed, 0, 'no session failed with anything but SF001');
if ($failed)
{
	for my $c (@clients)
	{
		diag slurp_file("$c->{file}.failures") if -e "$c->{file}.failures";
	}
}
is($bad_worker, 0, "every id decodes to worker number $WORKER");

# The step really re-covered issued milliseconds: the server's clock, when
# the step was first seen, read earlier than ids issued before it.
my $max_before = $ledger->max('before the step');
ok(defined $max_before && id_unix($max_before) > $server_after_back,
	sprintf(
		'after the step back the clock re-covers %.0f ms of issued ids',
		defined $max_before ? 1000 * (id_unix($max_before) - $server_after_back) : 0));

$ledger->check('after the step back', 'after the step forward');

$node->stop;
done_testing();
