# 009_clock_shim.pl
# Tags: behaviour
#
# The clock shim (test/shim/sfid_clock_shim.c) that the fault tests and the
# torture step a server's clock with: every process must see every change
# of the offset file at its next clock reading, the monotonic and boot
# clocks must stay real.
#
#  1. A probe program (test/shim/clock_probe.c): CLOCK_REALTIME,
#     CLOCK_REALTIME_COARSE, gettimeofday() and time() are shifted by the
#     offset, back and forward; CLOCK_MONOTONIC and CLOCK_BOOTTIME are not;
#     a process that is already running sees a new offset within one
#     reading (20 ms); a missing offset file stops the process instead of
#     letting it run on the real clock.
#  2. A server on the shim, each kind of process checked by what it shows
#     of its own clock: a new backend and a session opened before the step
#     (clock_timestamp()); the reserver (the step it measured, in
#     sfid_status and in its log line); the postmaster and the checkpointer
#     (the time stamps of their own log lines).
#  3. After a crash (kill -9 of a backend), the processes that libfaketime
#     does not reach: the postmaster re-initialising, the startup process
#     running crash recovery (their log stamps), and the reserver the
#     postmaster starts again from its signal handler (it measures the next
#     step).  A jump forward beyond sfid.max_clock_forward is then refused
#     with SF002: CLOCK_BOOTTIME stayed real.
#
# A process that missed a change fails the test: each check compares what
# that process shows with the real time plus the offset.

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
use Time::Local qw(timegm);

my $shim = clock_shim_lib();
my $probe = build_shim('clock_probe');
my $dir = PostgreSQL::Test::Utils::tempdir();
my $file = "$dir/offset";

# Readings of the probe under the shim (or not): one hash per line.
sub probe_lines
{
	my ($lines, %p) = @_;
	my ($out, $err) = ('', '');
	my @env = $p{shim} ? (LD_PRELOAD => $shim, SFID_CLOCK_FILE => $p{file} // $file) : ();
	local %ENV = (%ENV, @env);
	my $h = IPC::Run::start([ $probe, $lines ], '>', \$out, '2>', \$err);
	$p{while_running}->() if $p{while_running};
	$h->finish;
	my @readings;
	for my $line (split /\n/, $out)
	{
		my @f = split / /, $line;
		push @readings,
		  {
			real => $f[0], coarse => $f[1], gtod => $f[2], time => $f[3],
			mono => $f[4], boot => $f[5]
		  };
	}
	return (\@readings, $h->result, $err);
}

###########################################################################
# 1. The probe
###########################################################################

for my $offset_ms (-2500, 3_600_000)
{
	write_shim_offset($file, $offset_ms);
	my ($plain) = probe_lines(1);
	my ($faked) = probe_lines(1, shim => 1);
	my ($plain2) = probe_lines(1);
	my ($p, $f, $q) = ($plain->[0], $faked->[0], $plain2->[0]);
	for my $clock (qw(real coarse gtod))
	{
		ok( $f->{$clock} >= $p->{real} + $offset_ms - 20
			  && $f->{$clock} <= $q->{real} + $offset_ms + 20,
			sprintf('offset %+d ms: %s is shifted (%+d ms from the real time)',
				$offset_ms, $clock, $f->{$clock} - $p->{real}));
	}
	ok( $f->{time} >= $p->{time} + $offset_ms - 1000
		  && $f->{time} <= $q->{time} + $offset_ms + 1000,
		"offset $offset_ms ms: time() is shifted");
	for my $clock (qw(mono boot))
	{
		ok($f->{$clock} >= $p->{$clock} && $f->{$clock} <= $q->{$clock},
			"offset $offset_ms ms: $clock is left real");
	}
}

# A running process sees a change at its next reading: real - monotonic
# moves by the step between two readings 20 ms apart, and no reading taken
# after the write shows the old offset.
write_shim_offset($file, 0);
my $changed_mono;
my ($run) = probe_lines(
	60,
	shim => 1,
	while_running => sub {
		sleep 0.5;
		write_shim_offset($file, -5000);
		$changed_mono = 1000 * Time::HiRes::clock_gettime(Time::HiRes::CLOCK_MONOTONIC());
	});
my $base = $run->[0]{real} - $run->[0]{mono};
my ($last_old, $first_new, $i_last_old, $old_after_new) = (undef, undef, -1, 0);
for my $i (0 .. $#$run)
{
	my $r = $run->[$i];
	if ($r->{real} - $r->{mono} - $base > -2500)
	{
		$old_after_new++ if defined $first_new;
		($last_old, $i_last_old) = ($r, $i) unless defined $first_new;
	}
	else
	{
		$first_new //= $r;
	}
}
ok(defined $first_new && defined $last_old, 'the running probe saw the offset change');
is($old_after_new, 0, 'no reading after the first new one had the old offset');
if (defined $first_new && defined $last_old)
{
	# A reading takes the wall clock, then the monotonic one: the reading
	# before the last old one ended before the write did, so the write
	# reached the very next reading but one, however busy the machine.
	# (libfaketime, which re-reads its file about once a second, fails this.)
	ok($i_last_old > 0 && $run->[ $i_last_old - 1 ]{mono} < $changed_mono,
		'the readings after the write saw the new offset at once (at most one reading straddled it)');
	my $step = ($first_new->{real} - $first_new->{mono}) - ($last_old->{real} - $last_old->{mono});
	ok(abs($step + 5000) < 5, "the step it saw was -5000 ms ($step)");
}

my (undef, $rc, $err) = probe_lines(1, shim => 1, file => "$dir/missing");
isnt($rc, 0, 'with no offset file the process stops instead of reading the real clock');
like($err, qr/sfid_clock_shim: could not open/, 'saying why');

###########################################################################
# 2. A server on the shim
###########################################################################

my $node = fault_node('shim', worker => 8, clock => 'shim',
	conf => "log_line_prefix = '%m [%p] %b '\nlog_timezone = 'UTC'\nlog_checkpoints = on\n"
	  . "restart_after_crash = on\n");
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
ok($node->poll_query_until('postgres',
		"SELECT count(*) = 1 FROM pg_stat_activity WHERE backend_type = 'sfid reserver'"),
	'the reserver runs');

# Unix time of the first log line of process type $type matching $re
# written after $log_offset, from its %m stamp.
sub log_stamp
{
	my ($type, $re, $log_offset) = @_;
	my $end = time() + 10;
	while (time() < $end)
	{
		for my $line (split /\n/, slurp_file($node->logfile, $log_offset))
		{
			next unless $line =~ /^(\d+)-(\d+)-(\d+) (\d+):(\d+):(\d+)\.(\d+) UTC \[\d+\] \Q$type\E .*$re/;
			return timegm($6, $5, $4, $3, $2 - 1, $1) + $7 / 1000;
		}
		sleep 0.1;
	}
	return undef;
}

# Did process type $type log a line matching $re on the clock at $offset s
# (between $t0 and $t1 real)?
sub logged_on_clock
{
	my ($type, $re, $log_offset, $t0, $t1, $offset, $label) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my $stamp = log_stamp($type, $re, $log_offset);
	ok( defined $stamp
		  && $stamp >= $t0 + $offset - 0.5
		  && $stamp <= $t1 + $offset + 0.5,
		sprintf('%s: the %s logs on the clock at %+.1f s (its stamp is %s)',
			$label, $type, $offset,
			defined $stamp ? sprintf('%+.2f s from the real time', $stamp - ($t0 + $t1) / 2) : 'missing'));
	return;
}

# The open session's clock minus the real time, and how long asking took.
sub session_offset
{
	my ($s) = @_;
	my $t0 = time();
	my $server = session_query($s, 'SELECT extract(epoch FROM clock_timestamp())');
	my $t1 = time();
	return ($server - ($t0 + $t1) / 2, $t1 - $t0);
}

my $session = session_start($node);
my ($before, $span) = session_offset($session);
ok(clock_at($before, 0, $span), sprintf('an open session reads the real time (%+.3f s)', $before));

# step_clock checks a new backend and what the reserver measured.
my $log_offset = -s $node->logfile;
step_clock($node, -3, 'step back 3 s');
my ($after, $span_after) = session_offset($session);
ok(clock_at($after, -3, $span_after), sprintf('the session opened before the step reads it at once (%+.3f s)', $after));
ok(defined log_stamp('sfid reserver', qr/LOG:  sfid: system clock stepped backwards by (29|30)\d\d ms/, $log_offset),
	'the reserver logs the step back');

$log_offset = -s $node->logfile;
my $t0 = time();
$node->safe_psql('postgres', 'SELECT pg_reload_conf()');
my $t1 = time();
logged_on_clock('postmaster', qr/received SIGHUP/, $log_offset, $t0, $t1, -3, 'reload');
$t0 = time();
$node->safe_psql('postgres', 'CHECKPOINT');
$t1 = time();
logged_on_clock('checkpointer', qr/checkpoint complete/, $log_offset, $t0, $t1, -3, 'checkpoint');

###########################################################################
# 3. After a crash
###########################################################################

my $pid = session_query($session, 'SELECT pg_backend_pid()');
$log_offset = -s $node->logfile;
$t0 = time();
kill 'KILL', $pid;
wait_for_crash_restart($node, $log_offset);
$t1 = time();
session_quit($session);
logged_on_clock('postmaster', qr/all server processes terminated; reinitializing/,
	$log_offset, $t0, $t1, -3, 'crash');
logged_on_clock('startup', qr/database system was interrupted|redo starts at|redo done at/,
	$log_offset, $t0, $t1, -3, 'crash recovery');
ok($node->poll_query_until('postgres',
		"SELECT count(*) = 1 FROM pg_stat_activity WHERE backend_type = 'sfid reserver'"),
	'a new reserver runs after the crash');
# it starts with no earlier reading: wait for its first tick before stepping
sleep 1.5;

$log_offset = -s $node->logfile;
step_clock($node, 2, 'after the crash, step forward 5 s');
ok(defined log_stamp('sfid reserver', qr/LOG:  sfid: system clock stepped forward by (49|50)\d\d ms/, $log_offset),
	'the reserver started after the crash logs the step forward');
$t0 = time();
$node->safe_psql('postgres', 'SELECT pg_reload_conf()');
$t1 = time();
logged_on_clock('postmaster', qr/received SIGHUP/, $log_offset, $t0, $t1, 2, 'reload after the crash');

# A jump beyond sfid.max_clock_forward: the boot clock did not move.
my $ledger = new_ledger('clock shim');
my ($calls) = issue_until($node, $ledger, 'before the jump', 20, calls => 2, allow => [ 'SF001', 'SF002' ]);
is($calls, 2, 'ids are issued on the shim\'s clock');
step_clock($node, 30, 'jump forward 28 s');
my ($ret, $state) = sql_error($node, 'SELECT snowflake_next() FROM generate_series(1, 100000)');
is($state, 'SF002', 'a jump of 28 s is refused with SF002: CLOCK_BOOTTIME is real');
$ledger->check('before the jump');

$node->stop;
done_testing();
