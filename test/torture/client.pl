# test/torture/client.pl: one client of the fault torture (torture.pl).
#
#   perl client.pl NUMBER RUN_DIR SEED DEADLINE [backfill]
#
# With "backfill", each call is snowflake_at() over a past stretch of time
# instead of snowflake_next(): the client walks forward through a window
# that every backfill client shares, a microsecond an id, from a week
# before the run began; a session now and then goes back a few seconds
# first, as a backfill run again after a failure would.
#
# A loop of short psql sessions against whichever server RUN_DIR/target
# names (the orchestrator rewrites it at every fault), each session a few
# calls of snowflake_next() for many ids, until RUN_DIR/stop exists, the
# orchestrator is gone or DEADLINE (Unix time) has passed.  Every id
# received is written to RUN_DIR/client_NUMBER.rec, one line per call, as
# psql returned it (compactly: see below), with the session, the server and
# the fault epoch when the call started and ended; every failure with its
# SQLSTATE.  The checker (check.pl) reads these files; this client judges
# nothing.
#
# Lines (tab-separated), each with the real time (Unix s) after its tag:
#   S time session node epoch pid worker max_clock_wait   a session began
#   C time session call node epoch_start epoch_end n first deltas
#                                        a call returned n ids, the first
#                                        one, then the difference of each
#                                        id from the one before it as
#                                        run-length pairs (difference,
#                                        count), zigzag-encoded, packed
#                                        with pack('w*') and in base64
#   E time session call node epoch sqlstate message   a call or session failed
#   Q time session                       the session ended

use strict;
use warnings;

use IPC::Run;
use MIME::Base64 qw(encode_base64);
use Time::HiRes qw(sleep time);

my ($number, $dir, $seed, $deadline, $mode) = @ARGV;
die "usage: client.pl NUMBER RUN_DIR SEED DEADLINE [backfill]\n" unless defined $deadline;
my $backfill = ($mode // '') eq 'backfill';
# the backfill's time, in microseconds since the Unix epoch
my $past_us = int(($deadline - 7 * 86400) / 60) * 60 * 1_000_000;
srand($seed + 7919 * $number);
my $parent = getppid();

open my $rec, '>>', "$dir/client_$number.rec" or die "could not open $dir/client_$number.rec: $!";
binmode $rec;

sub record
{
	my ($tag, @fields) = @_;
	my $line = join("\t", $tag, sprintf('%.3f', time()), @fields) . "\n";
	syswrite($rec, $line) == length($line) or die "could not write a record: $!";
	return;
}

sub stopping
{
	return -e "$dir/stop" || time() > $deadline || getppid() != $parent;
}

# The server new sessions go to, and the fault epoch: "node host port epoch".
sub target
{
	open my $fh, '<', "$dir/target" or return;
	my $line = <$fh>;
	close $fh;
	return unless defined $line && $line =~ /^(\S+) (\S+) (\d+) (\d+)$/;
	return ($1, $2, $3, $4);
}

sub epoch
{
	my @t = target();
	return @t ? $t[3] : -1;
}

# zigzag, so that a difference of 0 or below (an id that did not go up)
# is kept as faithfully as the others
sub zigzag { return $_[0] >= 0 ? 2 * $_[0] : -2 * $_[0] - 1; }

sub encode_ids
{
	my ($ids) = @_;
	my @pairs;
	my ($prev_delta, $run) = (undef, 0);
	for my $i (1 .. $#$ids)
	{
		my $d = $ids->[$i] - $ids->[ $i - 1 ];
		if (defined $prev_delta && $d == $prev_delta)
		{
			$run++;
			next;
		}
		push @pairs, zigzag($prev_delta), $run if defined $prev_delta;
		($prev_delta, $run) = ($d, 1);
	}
	push @pairs, zigzag($prev_delta), $run if defined $prev_delta;
	return @pairs ? encode_base64(pack('w*', @pairs), '') : '-';
}

# The SQLSTATE of psql's stderr, or what kind of failure it was.
sub failure_state
{
	my ($err) = @_;
	return $1 if $err =~ /(?:ERROR|FATAL|PANIC):\s+([0-9A-Z]{5}):/;
	# a crash of another process warns, then the connection is gone
	return '57P02' if $err =~ /WARNING:\s+57P02:/;
	return 'CONN' if $err =~ /server closed the connection|connection to server|could not connect|no connection to the server|terminated abnormally/;
	return 'TIMEOUT' if $err eq 'timeout';
	# exit code 2: the connection went bad (before psql could say more)
	return 'CONN' if $err =~ /^psql exited with code 2 /;
	return 'UNKNOWN';
}

sub first_line
{
	my ($err) = @_;
	my ($line) = grep { /ERROR|FATAL|PANIC|connection|could not/ } split /\n/, $err;
	$line //= (split /\n/, $err)[0] // '';
	$line =~ s/\t/ /g;
	return substr($line, 0, 300);
}

my $session = 0;
while (!stopping())
{
	my ($node, $host, $port, $epoch) = target();
	if (!defined $node)
	{
		sleep 0.1;
		next;
	}
	$session++;
	my $wait = (qw(default default default 0 3s))[ int(rand(5)) ];
	# psql's stderr goes to a file, so that what it said before exiting is
	# kept even when the pipe to it breaks first
	my ($in, $out, $err) = ('', '', '');
	my $errfile = "$dir/client_$number.stderr";
	my $timer = IPC::Run::timer(30);
	local $ENV{PGCONNECT_TIMEOUT} = '5';
	local $ENV{PGAPPNAME} = "torture_client_$number";
	my $h = eval {
		IPC::Run::start(
			[
				'psql', '-XAtq', '-v', 'ON_ERROR_STOP=1', '-v', 'VERBOSITY=verbose',
				'-h', $host, '-p', $port, '-d', 'postgres', '-f', '-'
			],
			'<', \$in, '>', \$out, '2>', $errfile, $timer);
	};
	if (!$h)
	{
		record('E', $session, 0, $node, $epoch, 'UNKNOWN', "could not start psql: $@");
		sleep 0.5;
		next;
	}

	# Send SQL, wait for its marker; returns (ok, output) or (0, stderr).
	my $n = 0;
	my $run = sub {
		my ($sql, $seconds) = @_;
		$n++;
		($out, $err) = ('', '');
		$in .= "$sql;\n\\echo __torture_$n\n";
		$timer->start($seconds);
		my $done = 0;
		while (1)
		{
			last unless eval { $h->pump; 1 } && $h->pumpable;
			if ($out =~ /^__torture_$n$/m)
			{
				$done = 1;
				last;
			}
			last if $timer->is_expired;
		}
		$done ||= $out =~ /^__torture_$n$/m;
		if (!$done)
		{
			my $expired = $timer->is_expired;
			my $why = $@ // '';
			eval {
				$timer->start(5);
				$h->finish;
			};
			$err = -e $errfile ? do { local (@ARGV, $/) = ($errfile); <> } : '';
			return (0, $err) if $err =~ /\S/;
			return (0, 'timeout') if $expired;
			my $code = eval { $h->result } // -1;
			$why =~ s/\s+/ /g;
			return (0, "psql exited with code $code and said nothing ($why)");
		}
		(my $o = $out) =~ s/^__torture_$n\n//m;
		return (1, $o);
	};

	my $setup = "SET statement_timeout = '15s';\n"
	  . ($wait eq 'default' ? '' : "SET sfid.max_clock_wait = '$wait';\n")
	  . 'SELECT pg_backend_pid(), sfid_worker()';
	my ($ok, $o) = $run->($setup, 20);
	if (!$ok)
	{
		record('E', $session, 0, $node, $epoch, failure_state($o), first_line($o));
	}
	else
	{
		chomp $o;
		my ($pid, $worker) = split /\|/, $o;
		record('S', $session, $node, $epoch, $pid // '', $worker // '', $wait);
		my $calls = 1 + int(rand(8));
		$past_us -= int(rand(5_000_000)) if $backfill && rand() < 0.2;
		for my $call (1 .. $calls)
		{
			last if stopping();
			my $count = (1, 100, 5000, 20000, 20000, 20000, 20000)[ int(rand(7)) ];
			my $e0 = epoch();
			my $sql = $backfill
			  ? "SELECT snowflake_at(timestamptz 'epoch' + ($past_us + i) * interval '1 microsecond') "
			  . "FROM generate_series(1, $count) i"
			  : "SELECT snowflake_next() FROM generate_series(1, $count)";
			($ok, $o) = $run->($sql, 25);
			my $e1 = epoch();
			if (!$ok)
			{
				record('E', $session, $call, $node, $e0, failure_state($o), first_line($o));
				last;
			}
			my @ids = split /\n/, $o;
			if (grep { !/^\d+$/ } @ids)
			{
				record('E', $session, $call, $node, $e0, 'BADOUTPUT', substr(join(' ', @ids), 0, 200));
				last;
			}
			record('C', $session, $call, $node, $e0, $e1, scalar(@ids), $ids[0] // 0, encode_ids(\@ids));
			$past_us += $count;
			sleep rand(0.1);    # dense calls, not a saturated machine
		}
	}
	record('Q', $session);
	eval {
		$in .= "\\q\n";
		$timer->start(5);
		$h->finish;
	};
	eval { $h->kill_kill; };
	sleep rand(0.3);
}
close $rec;
exit 0;
