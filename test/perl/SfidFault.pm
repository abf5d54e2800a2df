# SfidFault.pm: what the fault tests (the TAP tests that use it) share.
#
# The fault suite of "no id is ever issued twice": the whole server's clock
# is stepped, the server crashes, stops, restarts or fails over, and every
# Snowflake id a client receives is recorded here, on the Perl side, as psql
# returned it (not only in a table that a crash could roll back).  The
# figures of every test are the repeats among those ids (must be 0) and the
# ids issued after each fault (must be more than 0: a generator that refuses
# forever fails).
#
# Ids are dense: one worker number per server and 20,000 ids per call (about
# 5 ms of one worker's sequence space), so that a replay cannot hide.
#
# Two ways to step a server's clock; a node gets one when it is made
# (fault_node(..., clock => 'shim'), default libfaketime), and start_faked,
# set_offset, step_clock and expect_clock work with either:
#
# The clock shim (test/shim/sfid_clock_shim.c, built here on first use):
# every process of the server reads its offset from one mapped file at each
# call, so a step reaches the backends, the reserver, the startup process,
# the walreceiver and the postmaster at once, also after a crash.  Use it
# whenever a process other than a backend must see the step: crashes and
# restarts with the clock behind or ahead, promotions, what the reserver
# logs or measures.  step_clock() then also checks, when a reserver runs,
# that it measured the step (sfid_status.last_clock_step_ms).
#
# libfaketime (the simplest tool when only the backends matter): the offset file is re-read about once a second, counted in whole
# seconds, so a step is trusted only once a new backend
# shows it (compared with Perl's real time) AND 2.5 s have passed since the
# file was written.  What it fakes, measured on PostgreSQL 15 (libfaketime
# 0.9.10):
#  - backends (forked from the postmaster's main loop) see the offset;
#  - CLOCK_BOOTTIME stays real with FAKETIME_DONT_FAKE_MONOTONIC=1, so
#    sfid's forward-jump check measures against the real time since boot
#    (the shim never touches it);
#  - processes the postmaster forks inside a signal handler (it handles
#    SIGCHLD and SIGUSR1 while blocked in select(), which libfaketime wraps
#    in its "don't fake" mode) never see the offset: usually the "sfid
#    reserver" background worker, the startup process after a crash, the
#    walreceiver; and so does the postmaster's own re-initialisation after
#    a crash.  They run on the real clock.
#
# With either, pg_sleep() waits until the faked clock reaches its end, so a
# backend that steps back while sleeping does not see the step.

package SfidFault;

use strict;
use warnings;

use Carp;
use Exporter 'import';
use File::Basename qw(dirname);
use File::Copy qw(move);
use IPC::Run;
use PostgreSQL::Test::Cluster;
use SfidIds ();
use SfidNodes qw(sfid_conf);
use PostgreSQL::Test::Utils;
use Test::More;
use POSIX ();
use Time::HiRes qw(sleep time);

our @EXPORT = qw(
  $FAKETIME_LIB $SFID_EPOCH_MS $IDS_PER_CALL
  id_ms id_worker id_seq id_unix ms_unix use_layout
  require_faketime fault_node fault_pair promote_and_wait start_faked offset_file write_offset clock_offset clock_at step_clock
  expect_clock set_offset use_clock_shim build_shim write_shim_offset clock_shim_lib
  issue_ids issue_into_ledger issue_for issue_until sql_error
  reservation_ms reservation_lead
  session_start session_query session_send session_wait session_quit
  wait_for_crash_restart crash_a_backend
  recovered_ms io_shim_set standby_behind_unwritable_file replayed_or_held wait_replayed
  promote_behind
  new_ledger);

our $FAKETIME_LIB = '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';
our $SFID_EPOCH_MS = 1577836800000;
our $IDS_PER_CALL = 20000;

# The layout the ids are read in: sfid's default unless use_layout() named
# another (the torture's --layout).
my ($time_shift, $seq_bits, $worker_mask) = (22, 12, 1023);
my %LAYOUTS = (
	default => [ 1577836800000, 10, 12 ],
	discord => [ 1420070400000, 10, 12 ],
	twitter => [ 1288834974657, 10, 12 ],
	instagram => [ 1314220021721, 13, 10 ]);

# Read ids in the named layout from now on; returns the postgresql.conf
# lines that give a server that layout.
sub use_layout
{
	my ($name) = @_;
	my $l = $LAYOUTS{$name} or croak "unknown layout '$name'";
	($SFID_EPOCH_MS, $time_shift, $seq_bits, $worker_mask) =
	  ($l->[0], $l->[1] + $l->[2], $l->[2], (1 << $l->[1]) - 1);
	my $epoch = POSIX::strftime('%Y-%m-%d %H:%M:%S', gmtime(int($l->[0] / 1000)))
	  . sprintf('.%03d+00', $l->[0] % 1000);
	return "sfid.epoch = '$epoch'\nsfid.worker_bits = $l->[1]\nsfid.sequence_bits = $l->[2]\n";
}

# Fields of a Snowflake id (64-bit Perl integers).
sub id_ms     { return $_[0] >> $time_shift; }
sub id_worker { return ($_[0] >> $seq_bits) & $worker_mask; }
sub id_seq    { return $_[0] & ((1 << $seq_bits) - 1); }

# ms since the sfid epoch, and an id, as Unix time in seconds.
sub ms_unix { return ($_[0] + $SFID_EPOCH_MS) / 1000.0; }
sub id_unix { return ms_unix(id_ms($_[0])); }

###########################################################################
# Nodes and their faked clocks
###########################################################################

# The fault tests step the server's clock with libfaketime: without it they
# fail, loudly, instead of skipping or running on the real clock.
sub require_faketime
{
	return if -f $FAKETIME_LIB;
	plan tests => 1;
	fail("libfaketime is not installed ($FAKETIME_LIB): install Debian's libfaketime (scripts/test.sh does)");
	exit 0;
}

# A new node with sfid preloaded and the worker range given (default: the
# single number 9).  %p: worker => N or [MIN, MAX], conf => extra settings,
# allows_streaming => 1, clock => 'shim' (default 'faketime').
sub fault_node
{
	my ($name, %p) = @_;
	my ($wmin, $wmax) =
	  ref $p{worker} ? @{ $p{worker} } : (($p{worker} // 9) x 2);
	my $node = PostgreSQL::Test::Cluster->new($name);
	$node->init(allows_streaming => $p{allows_streaming} ? 1 : 0);
	$node->append_conf('postgresql.conf', sfid_conf($wmin, $wmax) . ($p{conf} // ''));
	use_clock_shim($node) if ($p{clock} // 'faketime') eq 'shim';
	set_offset($node, 0);
	return $node;
}

# A primary with sfid (started on its faked clock, the extension created)
# and a streaming standby of it, made from a backup of it, not started; the
# standby's name is its application_name on the primary.  %p: worker
# (default 9), clock => 'shim' for both (default libfaketime).
sub fault_pair
{
	my ($primary_name, $standby_name, %p) = @_;
	my $primary = fault_node($primary_name, worker => $p{worker}, allows_streaming => 1,
		clock => $p{clock});
	start_faked($primary);
	$primary->safe_psql('postgres', 'CREATE EXTENSION sfid');
	$primary->backup('b');
	my $standby = PostgreSQL::Test::Cluster->new($standby_name);
	$standby->init_from_backup($primary, 'b', has_streaming => 1);
	use_clock_shim($standby) if ($p{clock} // 'faketime') eq 'shim';
	set_offset($standby, 0);
	return ($primary, $standby);
}

# Promote a standby and wait until it has left recovery.
sub promote_and_wait
{
	my ($node) = @_;
	$node->promote;
	$node->poll_query_until('postgres', 'SELECT NOT pg_is_in_recovery()')
	  or croak 'the standby did not leave recovery';
	return;
}

# The clock a node is faked with: 'faketime' (default) or 'shim'.
sub clock_kind
{
	my ($node) = @_;
	return $node->{sfid_clock} // 'faketime';
}

# From now on the node runs on the clock shim (before its first start).
sub use_clock_shim
{
	my ($node) = @_;
	$node->{sfid_clock} = 'shim';
	return;
}

# The offset file of a node (each node has its own): libfaketime's text
# file, or the shim's 16 bytes.
sub offset_file
{
	my ($node) = @_;
	return $node->basedir
	  . (clock_kind($node) eq 'shim' ? '/clock_shim_offset' : '/faketime_offset');
}

# Write a libfaketime offset file atomically (never a half-written file).
sub write_offset
{
	my ($file, $offset) = @_;
	open my $fh, '>', "$file.tmp" or die "could not write $file.tmp: $!";
	print $fh "$offset\n";
	close $fh or die "could not close $file.tmp: $!";
	move("$file.tmp", $file) or die "could not rename to $file: $!";
	return;
}

# Write the clock shim's offset file: $ms and its one's complement, in
# place (a renamed file would be a new one that no running process has
# mapped), in one write.
sub write_shim_offset
{
	my ($file, $ms) = @_;
	$ms = sprintf('%.0f', $ms) + 0;
	my $fh;
	if (-e $file)
	{
		open $fh, '+<:raw', $file or die "could not open $file: $!";
	}
	else
	{
		open $fh, '>:raw', $file or die "could not create $file: $!";
	}
	my $buf = pack('q<q<', $ms, -$ms - 1);
	syswrite($fh, $buf) == length($buf) or die "could not write $file: $!";
	close $fh or die "could not close $file: $!";
	return;
}

# Set a node's clock to $seconds from the real time (a number, or a string
# such as '-1.5' or '+0'), whichever clock it runs on; takes effect at once
# with the shim, within about a second with libfaketime (step_clock waits
# and checks).
sub set_offset
{
	my ($node, $seconds) = @_;
	if (clock_kind($node) eq 'shim')
	{
		write_shim_offset(offset_file($node), 1000 * $seconds);
	}
	else
	{
		write_offset(offset_file($node), $seconds =~ /^[+-]/ ? $seconds : sprintf('%+g', $seconds));
	}
	$node->{sfid_offset} = $seconds + 0;
	return;
}

# Build test/shim/NAME.c once per test script, in its own temporary
# folder: a preload library when NAME ends in _shim, else a program.
# Returns its path.  Without a compiler the test stops: it must not run on
# the real clock instead.
my %built_shims;

sub build_shim
{
	my ($name) = @_;
	return $built_shims{$name} if $built_shims{$name};
	my $src = dirname(__FILE__) . "/../shim/$name.c";
	my $dir = PostgreSQL::Test::Utils::tempdir();
	my $cc = $ENV{CC} // 'cc';
	my ($out, @cmd);
	if ($name =~ /_shim$/)
	{
		$out = "$dir/$name.so";
		@cmd = ($cc, '-shared', '-fPIC', '-O2', '-Wall', '-o', $out, $src, '-ldl');
	}
	else
	{
		$out = "$dir/$name";
		@cmd = ($cc, '-O2', '-Wall', '-o', $out, $src);
	}
	system(@cmd) == 0 or BAIL_OUT("could not compile $src with $cc");
	return $built_shims{$name} = $out;
}

sub clock_shim_lib
{
	return build_shim('sfid_clock_shim');
}

# Start a node on its faked clock, optionally with a new offset first
# (seconds).  Only the server is faked: the variables are gone again once
# it has started, so psql and the other clients read the real clock.
# %p: preload => [more libraries to preload], env => { more variables },
# the rest for PostgreSQL::Test::Cluster::start.  Never restart a faked
# node with $node->restart: pg_ctl restart would start it unfaked.
sub start_faked
{
	my ($node, %p) = @_;
	my $offset = delete $p{offset};
	my @preload = @{ delete $p{preload} // [] };
	my %env = %{ delete $p{env} // {} };
	set_offset($node, $offset) if defined $offset;
	if (clock_kind($node) eq 'shim')
	{
		local %ENV = (
			%ENV, %env,
			LD_PRELOAD => join(' ', clock_shim_lib(), @preload),
			SFID_CLOCK_FILE => offset_file($node));
		return $node->start(%p);
	}
	local %ENV = (
		%ENV, %env,
		LD_PRELOAD => join(' ', $FAKETIME_LIB, @preload),
		FAKETIME_TIMESTAMP_FILE => offset_file($node),
		FAKETIME_CACHE_DURATION => '1',
		FAKETIME_DONT_FAKE_MONOTONIC => '1');
	return $node->start(%p);
}

# The server's clock minus the real time, in seconds, as a new backend sees
# it; the server's clock reading; and how long the measurement took (the
# server read its clock somewhere in that span).
sub clock_offset
{
	my ($node) = @_;
	my $before = time();
	my $server = $node->safe_psql('postgres',
		'SELECT extract(epoch FROM clock_timestamp())');
	my $after = time();
	return ($server - ($before + $after) / 2, $server, $after - $before);
}

# Whether a measured offset is $offset: within 0.3 s, plus half the span
# the measurement took, so that a busy machine's slow round trip is not
# taken for a wrong clock.
sub clock_at
{
	my ($measured, $offset, $span) = @_;
	return abs($measured - $offset) < 0.3 + ($span // 0) / 2;
}

# Step a node's clock to $offset seconds from the real time.  Returns once
# a new backend shows the step, with the server's clock reading when the
# step was first seen.  With libfaketime it also waits until 2.5 s have
# passed since the file was written (so that every process has re-read
# it); with the shim, when a reserver runs and the step is 0.2 s or more,
# it waits until the reserver has measured it (%p: reserver => 0 to skip).
# The step is a test assertion: a test can never pass because the step did
# not happen.
sub step_clock
{
	my ($node, $offset, $label, %p) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my $before = $node->{sfid_offset} // 0;
	set_offset($node, $offset);
	my $written = time();
	my $settle = clock_kind($node) eq 'shim' ? 0 : 2.5;
	my ($measured, $server, $span, $first_seen, $seen_after);
	while (time() - $written < 30)
	{
		($measured, $server, $span) = clock_offset($node);
		if (clock_at($measured, $offset, $span))
		{
			if (!defined $first_seen)
			{
				$first_seen = $server;
				$seen_after = time() - $written;
			}
			last if time() - $written >= $settle;
		}
		else
		{
			# Seen once, then not: a process still had the old offset.
			undef $first_seen;
		}
		sleep 0.1;
	}
	ok(defined $first_seen && clock_at($measured, $offset, $span),
		sprintf(
			'%s: the server clock stepped to %+.2f s (measured %+.3f s, first seen %.1f s after writing)',
			$label, $offset, $measured, $seen_after // -1));
	reserver_saw_step($node, 1000 * ($offset - $before), $written + $offset, $label)
	  if clock_kind($node) eq 'shim'
	  && ($p{reserver} // 1)
	  && abs($offset - $before) >= 0.5;
	return $first_seen // $server;
}

# With the shim: if a reserver runs, wait until sfid_status shows that it
# measured a step of about $step_ms (the wall clock against CLOCK_BOOTTIME
# between two of its ticks, each read apart: within a fifth of the step, at
# least 100 ms and at most 1 s, for a busy machine) at or after $after (the
# server's clock, Unix s).  A test assertion; a note when no reserver runs
# (a standby, a server without the extension).
sub reserver_saw_step
{
	my ($node, $step_ms, $after, $label) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my $tolerance = abs($step_ms) / 5;
	$tolerance = 100 if $tolerance < 100;
	$tolerance = 1000 if $tolerance > 1000;
	my $runs = $node->safe_psql('postgres',
		"SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'sfid reserver'");
	my $has_ext = $node->safe_psql('postgres',
		"SELECT count(*) FROM pg_extension WHERE extname = 'sfid'");
	if (!$runs || !$has_ext)
	{
		note "$label: no sfid reserver runs, so no check of what it measured";
		return;
	}
	my $start = time();
	my ($ms, $at) = ('', 0);
	while (time() - $start < 10)
	{
		($ms, $at) = split /\|/, $node->safe_psql('postgres',
			'SELECT last_clock_step_ms, extract(epoch FROM last_clock_step_at) FROM sfid_status');
		last if $ms ne '' && ($at // 0) >= $after - 0.2 && abs($ms - $step_ms) <= $tolerance;
		sleep 0.1;
	}
	ok($ms ne '' && ($at // 0) >= $after - 0.2 && abs($ms - $step_ms) <= $tolerance,
		sprintf('%s: the reserver measured the step of %+d ms (sfid_status: %s ms)',
			$label, $step_ms, $ms eq '' ? 'none' : $ms));
	return;
}

# Without writing the file: wait until a new backend shows the clock at
# $offset (after a restart, a process can inherit a stale offset for a
# second or two).  A test assertion, like step_clock().
sub expect_clock
{
	my ($node, $offset, $label) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my $start = time();
	my ($measured, $server, $span);
	while (time() - $start < 15)
	{
		($measured, $server, $span) = clock_offset($node);
		last if clock_at($measured, $offset, $span);
		sleep 0.1;
	}
	ok(clock_at($measured, $offset, $span),
		sprintf('%s: the server clock is at %+.2f s (measured %+.3f s)',
			$label, $offset, $measured));
	return $server;
}

###########################################################################
# Issuing ids
###########################################################################

# Run SQL expected to fail; return (exit code, SQLSTATE, stderr).  psql
# prints the SQLSTATE (VERBOSITY verbose), so the code is the server's own.
sub sql_error
{
	my ($node, $sql) = @_;
	my ($ret, $stdout, $stderr) = $node->psql(
		'postgres', $sql,
		extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	my ($state) = $stderr =~ /ERROR:\s+([0-9A-Z]{5}):/;
	return ($ret, $state // '', $stderr, $stdout);
}

# One psql session that asks for $n ids (after the optional SQL in
# $p{prefix}).  Returns (ids array ref, SQLSTATE or '' on success, stderr).
sub issue_ids
{
	my ($node, $n, %p) = @_;
	$n //= $IDS_PER_CALL;
	my $sql = ($p{prefix} // '')
	  . "SELECT snowflake_next() FROM generate_series(1, $n);";
	my ($r, $o, $e) = $node->psql(
		'postgres', $sql,
		extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	if ($r != 0)
	{
		my ($state) = $e =~ /ERROR:\s+([0-9A-Z]{5}):/;
		$state //= $e =~ /server closed the connection|connection to server .* failed|could not connect/
		  ? 'CONN' : 'UNKNOWN';
		return ([], $state, $e);
	}
	my @ids = split /\n/, $o;
	croak "unexpected output from snowflake_next(): " . substr($o, 0, 200)
	  if grep { !/^\d+$/ } @ids;
	return (\@ids, '', $e);
}

# One call of issue_ids() recorded in the ledger: 'issued', 'refused' (an
# error in $p{allow}, counted, after a short pause) or 'failed' (any other
# error, a failed test).
sub issue_into_ledger
{
	my ($node, $ledger, $phase, %p) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my ($ids, $state, $err) = issue_ids($node, $p{n}, prefix => $p{prefix});
	if ($state eq '')
	{
		$ledger->add($phase, @$ids);
		return 'issued';
	}
	if (grep { $_ eq $state } @{ $p{allow} // [] })
	{
		$ledger->refused($phase, $state, $err);
		sleep 0.1;
		return 'refused';
	}
	fail("$phase: snowflake_next() failed unexpectedly with $state: $err");
	return 'failed';
}

# Issue ids for at least $seconds (and at least $p{min_calls} calls, default
# 3), recording them under $phase.  SQLSTATEs in $p{allow} (an array ref,
# e.g. ['SF001']) are counted and retried after 0.1 s; any other error is a
# failed test.  Samples the reservation file's lead over the real time after
# every call into the ledger.  Returns the number of successful calls.
sub issue_for
{
	my ($node, $ledger, $phase, $seconds, %p) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my $min_calls = $p{min_calls} // 3;
	my $start = time();
	my $calls = 0;
	while ($calls < $min_calls || time() - $start < $seconds)
	{
		my $outcome = issue_into_ledger($node, $ledger, $phase, %p);
		last if $outcome eq 'failed';
		$calls++ if $outcome eq 'issued';
		$ledger->sample_lead($node);
		last if time() - $start > $PostgreSQL::Test::Utils::timeout_default;
	}
	return $calls;
}

# Issue ids until $calls calls have succeeded (default 3) or $deadline
# seconds have passed; errors in $p{allow} are counted and retried.
# Returns (successful calls, seconds until the first success or undef).
sub issue_until
{
	my ($node, $ledger, $phase, $deadline, %p) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my $want = $p{calls} // 3;
	my $start = time();
	my ($calls, $first) = (0, undef);
	while ($calls < $want && time() - $start < $deadline)
	{
		my $outcome = issue_into_ledger($node, $ledger, $phase, %p);
		last if $outcome eq 'failed';
		next unless $outcome eq 'issued';
		$first //= time() - $start;
		$calls++;
	}
	return ($calls, $first);
}

###########################################################################
# A long-lived psql session (a backend to kill, a session to keep)
###########################################################################

# A psql session; by default it stops at the first error (%p: keep_going
# => 1 to go on, for session_send/session_wait).
sub session_start
{
	my ($node, %p) = @_;
	my $s = { in => '', out => '', err => '', n => 0 };
	$s->{timer} = IPC::Run::timer($PostgreSQL::Test::Utils::timeout_default);
	$s->{h} = IPC::Run::start(
		[
			'psql', '-XAtq', '-v', 'ON_ERROR_STOP=' . ($p{keep_going} ? 0 : 1),
			'-v', 'VERBOSITY=verbose',
			'-d', $node->connstr('postgres'), '-f', '-'
		],
		'<', \$s->{in}, '>', \$s->{out}, '2>', \$s->{err}, $s->{timer});
	return $s;
}

# Run SQL in the session and return its output (without the marker).
sub session_query
{
	my ($s, $sql) = @_;
	my $n = ++$s->{n};
	$s->{out} = '';
	$s->{in} .= "$sql;\n\\echo __sfid_done_$n\n";
	$s->{timer}->start($PostgreSQL::Test::Utils::timeout_default);
	$s->{h}->pump
	  until $s->{out} =~ /^__sfid_done_$n$/m || $s->{timer}->is_expired;
	croak "session query timed out: $sql\nstderr: $s->{err}"
	  if $s->{timer}->is_expired;
	croak "session query failed: $sql\nstderr: $s->{err}" if $s->{err} =~ /ERROR/;
	my $out = $s->{out};
	$out =~ s/^__sfid_done_$n\n//m;
	chomp $out;
	return $out;
}

# Send SQL to the session without waiting for its result.
sub session_send
{
	my ($s, $sql) = @_;
	my $n = ++$s->{n};
	$s->{out} = '';
	$s->{err} = '';
	$s->{in} .= "$sql;\n\\echo __sfid_done_$n\n";
	$s->{h}->pump_nb;
	return;
}

# Wait up to $seconds for what session_send sent to finish.  Returns
# (finished, stdout without the marker, stderr).
sub session_wait
{
	my ($s, $seconds) = @_;
	my $n = $s->{n};
	my $end = time() + $seconds;
	my $done = 0;
	while (time() < $end)
	{
		eval { $s->{h}->pump_nb; };
		if ($s->{out} =~ /^__sfid_done_$n$/m)
		{
			$done = 1;
			last;
		}
		sleep 0.05;
	}
	my $out = $s->{out};
	$out =~ s/^__sfid_done_$n\n//m;
	chomp $out;
	return ($done, $out, $s->{err});
}

# End the session; it may already have lost its server.
sub session_quit
{
	my ($s) = @_;
	eval {
		$s->{in} .= "\\q\n";
		$s->{h}->finish;
	};
	eval { $s->{h}->kill_kill; };
	return $s->{err};
}

# After a backend was killed: wait until the postmaster has reinitialised
# and the database system is ready again.
sub wait_for_crash_restart
{
	my ($node, $log_offset) = @_;
	$node->wait_for_log(
		qr/all server processes terminated; reinitializing/, $log_offset);
	$node->wait_for_log(qr/database system is ready to accept (?:read-only )?connections/,
		$log_offset);
	$node->poll_query_until('postgres', 'SELECT true')
	  or croak 'the server does not accept connections after the crash';
	return;
}

# A crash: kill -9 of a backend of its own (a test assertion), then wait
# until the server is back.
sub crash_a_backend
{
	my ($node, $label) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my $victim = session_start($node);
	my $pid = session_query($victim, 'SELECT pg_backend_pid()');
	my $log_offset = -s $node->logfile;
	ok(kill('KILL', $pid), "$label: kill -9 of backend $pid");
	wait_for_crash_restart($node, $log_offset);
	session_quit($victim);
	return;
}

###########################################################################
# The reservation file
###########################################################################

# R from $PGDATA/sfid.reservation (format 2, 80 bytes, or 1, 56): the int64
# little-endian at byte 8, in ms
# since the layout's epoch; undef if there is no file, it is not a valid one,
# or it holds no R yet (-1: the layout recorded at the first start).
sub reservation_ms
{
	my ($node) = @_;
	my $file = $node->data_dir . '/sfid.reservation';
	open my $fh, '<:raw', $file or return undef;
	local $/;
	my $buf = <$fh>;
	close $fh;
	return undef unless (length($buf) == 80 || length($buf) == 56) && substr($buf, 0, 4) eq 'DIFS';
	my $r = unpack('q<', substr($buf, 8, 8));
	return $r < 0 ? undef : $r;
}

# How far R is ahead of the real time, in ms (undef without a file).
sub reservation_lead
{
	my ($node) = @_;
	my $r = reservation_ms($node);
	return undef unless defined $r;
	return $r + $SFID_EPOCH_MS - time() * 1000;
}

###########################################################################
# A standby whose redo cannot write its reservation file
###########################################################################

# sfid_recovered_horizon(), where a server's ids resume after a crash or a
# promotion, in ms since the sfid epoch (undef for NULL).
sub recovered_ms
{
	my ($node) = @_;
	my $ms = $node->safe_psql('postgres',
		"SELECT (extract(epoch FROM sfid_recovered_horizon()) * 1000)::bigint - $SFID_EPOCH_MS");
	return $ms eq '' ? undef : $ms;
}

# Create (with $contents) or remove (undef) the I/O shim's control file
# $name in $dir (test/shim/sfid_io_shim.c), in one rename.
sub io_shim_set
{
	my ($dir, $name, $contents) = @_;
	if (defined $contents)
	{
		PostgreSQL::Test::Utils::append_to_file("$dir/$name.tmp", $contents);
		rename("$dir/$name.tmp", "$dir/$name") or die "rename: $!";
	}
	else
	{
		unlink "$dir/$name";
	}
	return;
}

# A primary and a streaming standby on worker number $worker, both on the
# clock shim, the standby with the I/O shim preloaded, fsync = on and
# restart_after_crash = on.
# The primary issues ids for a second with the standby's file writable,
# then for two more seconds while the shim fails every write of it
# ("fail"), checkpoints, waits until the standby has flushed (not
# replayed) all of it, and stops.
# %p: sync => 1 makes the standby synchronous first (the primary's ids
# must keep coming while the standby's replay waits).  Returns a hash:
# primary (stopped), standby, shim (its folder, "fail" still there),
# ledger, max (the primary's last id), lsn (the end of its WAL), log (the
# standby's log offset before the failing writes), calls (successful calls
# on the primary while the file was unwritable).
sub standby_behind_unwritable_file
{
	my ($name, $worker, %p) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my $shim = build_shim('sfid_io_shim');
	my $dir = dirname($shim);
	io_shim_set($dir, 'fail', undef);
	my ($primary, $standby) = fault_pair("primary_$name", "standby_$name",
		worker => $worker, clock => 'shim');
	# the shim fails fsync, which the test servers' fsync = off never calls;
	# a crash of a backend restarts the server (the tests kill one)
	$standby->append_conf('postgresql.conf', "fsync = on\nrestart_after_crash = on\n");
	start_faked($standby, preload => [$shim], env => { SFID_SHIM_DIR => $dir });
	if ($p{sync})
	{
		$primary->append_conf('postgresql.conf',
			"synchronous_standby_names = '" . $standby->name . "'\nsynchronous_commit = on\n");
		$primary->reload;
		$primary->poll_query_until('postgres',
			"SELECT sync_state = 'sync' FROM pg_stat_replication WHERE application_name = '"
			  . $standby->name . "'")
		  or croak 'the standby did not become synchronous';
	}
	my $ledger = new_ledger("$name: standby whose file could not be written");
	issue_for($primary, $ledger, 'primary', 1.0);
	$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));

	my $log = -s $standby->logfile;
	io_shim_set($dir, 'fail', '');
	my $calls = issue_for($primary, $ledger, 'primary, file unwritable', 2.0);
	$primary->safe_psql('postgres', 'CHECKPOINT');
	my $lsn = $primary->lsn('insert');
	$primary->wait_for_catchup($standby, 'flush', $lsn);
	$primary->stop;
	like(slurp_file($standby->logfile, $log), qr/could not write sfid reservation file/,
		"$name: the standby's redo could not write its file");
	return (
		primary => $primary, standby => $standby, shim => $dir, ledger => $ledger,
		max => $ledger->max_of($ledger->phases), lsn => $lsn, log => $log,
		calls => $calls);
}

# Wait until the standby has replayed up to $lsn, or its redo waits for
# its file (the log line since $log).  Returns 'replayed' or 'held'.
sub replayed_or_held
{
	my ($node, $lsn, $log) = @_;
	my $start = time();
	while (time() - $start < $PostgreSQL::Test::Utils::timeout_default)
	{
		return 'held'
		  if slurp_file($node->logfile, $log) =~ /replay waits until the reservation file/;
		return 'replayed'
		  if $node->safe_psql('postgres', "SELECT pg_last_wal_replay_lsn() >= '$lsn'") eq 't';
		sleep 0.1;
	}
	croak 'the standby neither replayed nor waited';
}

# Wait until the standby has replayed up to $lsn (a test assertion).
sub wait_replayed
{
	my ($node, $lsn, $label) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	ok($node->poll_query_until('postgres', "SELECT pg_last_wal_replay_lsn() >= '$lsn'"),
		"$label: the standby replayed all of the primary's WAL");
	return;
}

# Step the clock of $node (on the shim) back behind the id $max, promote it
# (unless %p promoted => 1) and issue ids until its clock is past $max;
# every id must be above $max.
sub promote_behind
{
	my ($node, $ledger, $max, $label, %p) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my $wait = "SET sfid.max_clock_wait = '30s';\n";
	my $behind = POSIX::ceil(time() - id_unix($max)) + 3;
	my $now = step_clock($node, -$behind, "$label: clock $behind s behind");
	ok(id_unix($max) > $now,
		sprintf("$label: the clock re-covers %.0f ms of the primary's ids",
			1000 * (id_unix($max) - $now)));
	promote_and_wait($node) unless $p{promoted};
	my ($calls) = issue_until($node, $ledger, 'promoted', 60, calls => 3, prefix => $wait);
	is($calls, 3, "$label: three calls of 20,000 ids on the promoted node");
	while (time() - $behind < id_unix($max) + 0.5)
	{
		issue_into_ledger($node, $ledger, 'promoted', prefix => $wait);
	}
	cmp_ok(id_ms($ledger->min('promoted') // 0), '>', id_ms($max),
		"$label: every id of the promoted node is above the primary's last id");
	$ledger->check('promoted');
	return;
}

###########################################################################
# The ledger: every id received, by phase
###########################################################################

sub new_ledger
{
	my ($label) = @_;
	return SfidFault::Ledger->new($label);
}

package SfidFault::Ledger;

use strict;
use warnings;

use Test::More;

# Ids are remembered compactly (SfidIds::Set), tagged with the index of the
# phase that first used their millisecond and worker number.
sub new
{
	my ($class, $label) = @_;
	return bless {
		label => $label,
		seen => SfidIds::Set->new,
		distinct => 0,
		phases => [],       # phase names in order
		index => {},        # phase name => index
		count => {},        # phase => ids
		min => {},
		max => {},
		refusals => {},     # phase => { SQLSTATE => count }
		refusal_text => {}, # phase => first refusal message
		repeats => 0,
		examples => [],
		max_lead => undef,
	}, $class;
}

sub _phase
{
	my ($self, $phase) = @_;
	if (!exists $self->{index}{$phase})
	{
		push @{ $self->{phases} }, $phase;
		$self->{index}{$phase} = $#{ $self->{phases} };
		$self->{count}{$phase} = 0;
	}
	return $self->{index}{$phase};
}

# Record ids received in $phase.
sub add
{
	my ($self, $phase, @ids) = @_;
	my $pi = $self->_phase($phase);
	my $seen = $self->{seen};
	my ($min, $max) = ($self->{min}{$phase}, $self->{max}{$phase});
	for my $id (@ids)
	{
		my $first = $seen->add($id, $pi);
		if (defined $first)
		{
			$self->{repeats}++;
			push @{ $self->{examples} }, [ $id, $self->{phases}[$first], $phase ]
			  if @{ $self->{examples} } < 10;
		}
		$min = $id if !defined $min || $id < $min;
		$max = $id if !defined $max || $id > $max;
	}
	$self->{distinct} = $seen->distinct;
	$self->{count}{$phase} += scalar @ids;
	($self->{min}{$phase}, $self->{max}{$phase}) = ($min, $max);
	return;
}

sub refused
{
	my ($self, $phase, $state, $err) = @_;
	$self->_phase($phase);
	$self->{refusals}{$phase}{$state}++;
	$self->{refusal_text}{$phase} //= (split /\n/, $err)[0];
	return;
}

sub sample_lead
{
	my ($self, $node) = @_;
	my $lead = SfidFault::reservation_lead($node);
	$self->{max_lead} = $lead
	  if defined $lead && (!defined $self->{max_lead} || $lead > $self->{max_lead});
	return;
}

sub phases   { my ($self) = @_; return @{ $self->{phases} }; }
sub count    { my ($self, $phase) = @_; return $self->{count}{$phase} // 0; }
sub min      { my ($self, $phase) = @_; return $self->{min}{$phase}; }
sub max      { my ($self, $phase) = @_; return $self->{max}{$phase}; }
sub repeats  { my ($self) = @_; return $self->{repeats}; }
sub total    { my ($self) = @_; return $self->{distinct}; }
sub max_lead { my ($self) = @_; return $self->{max_lead}; }

sub refusals
{
	my ($self, $phase, $state) = @_;
	my $r = $self->{refusals}{$phase} // {};
	return $r->{$state} // 0 if defined $state;
	my $n = 0;
	$n += $_ for values %$r;
	return $n;
}

sub refusal_text { my ($self, $phase) = @_; return $self->{refusal_text}{$phase}; }

# The highest id received in any of the phases named.
sub max_of
{
	my ($self, @phases) = @_;
	my $max;
	for my $p (@phases)
	{
		my $m = $self->{max}{$p};
		$max = $m if defined $m && (!defined $max || $m > $max);
	}
	return $max;
}

# Print the figures: ids per phase (with their time range and worker
# numbers), refusals, and the repeats.
sub report
{
	my ($self) = @_;
	my $label = $self->{label};
	my @lines = ("$label: figures");
	for my $p (@{ $self->{phases} })
	{
		my $line = sprintf('  %-28s %8d ids', $p, $self->{count}{$p});
		if ($self->{count}{$p})
		{
			my ($min, $max) = ($self->{min}{$p}, $self->{max}{$p});
			$line .= sprintf(
				', ms %.3f .. %.3f (Unix s), worker %d..%d',
				SfidFault::id_unix($min), SfidFault::id_unix($max),
				SfidFault::id_worker($min), SfidFault::id_worker($max));
		}
		my $r = $self->{refusals}{$p};
		$line .= ', refused: '
		  . join(', ', map { "$_ x $r->{$_}" } sort keys %$r)
		  if $r && %$r;
		push @lines, $line;
	}
	push @lines, sprintf('  R led the real time by up to %d ms while issuing',
		$self->{max_lead})
	  if defined $self->{max_lead};
	push @lines,
	  sprintf('  total %d distinct ids received, REPEATS: %d',
		$self->total, $self->{repeats});
	for my $e (@{ $self->{examples} })
	{
		push @lines,
		  sprintf('  repeated id %s (ms %d, worker %d, seq %d): its millisecond first seen in "%s", again in "%s"',
			$e->[0], SfidFault::id_ms($e->[0]), SfidFault::id_worker($e->[0]),
			SfidFault::id_seq($e->[0]), $e->[1], $e->[2]);
	}
	if ($self->{repeats})
	{
		diag join("\n", @lines);
	}
	else
	{
		note join("\n", @lines);
	}
	return;
}

# The two assertions of every fault: no repeats, and ids after the fault.
sub check
{
	my ($self, @after) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	$self->report;
	is($self->{repeats}, 0,
		"$self->{label}: no id was received twice (" . $self->total . ' distinct ids)');
	for my $p (@after)
	{
		cmp_ok($self->count($p), '>', 0,
			"$self->{label}: ids were issued in \"$p\" (" . $self->count($p) . ')');
	}
	return;
}

1;
