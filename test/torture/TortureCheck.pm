# test/torture/TortureCheck.pm: the checker of the fault torture.
#
# Reads what the clients recorded (client_N.rec, see client.pl) and what
# the orchestrator did (faults.log, see torture.pl) in a run's folder, and
# returns the figures:
#
#   ids             ids received, in all
#   distinct        distinct ids
#   repeats         ids received more than once, with up to 10 examples:
#                   where each was first received and where again
#   documented_repeats  those the guarantee table (docs/operations.md)
#                   documents: received again from a server that a fault of
#                   %DOCUMENTED_REPEATS promoted on purpose, and received
#                   first from another before that promotion; by fault in
#                   documented_by ("epoch N: kind details" => count)
#   undocumented_repeats  all the others (must be 0)
#   down            calls whose ids did not all go up from the ones before
#                   them in the same session (must be 0: a session keeps its
#                   backend, so its worker number, whose (ms, seq) only
#                   rises), with examples
#   bad_worker      ids whose worker number is outside the range
#   backfill_ids    ids on the backfill range (backfill => [min, max])
#   errors          failures by SQLSTATE, split into expected (refusals and
#                   what faults do to connections) and unexpected
#   faults          faults by kind, from faults.log
#   longest_gap     the longest time no client received an id, in s
#   calls, sessions
#
# Ids are read and kept by test/perl/SfidIds.pm, as every id test does.
#
# Standalone: perl test/torture/check.pl RUN_DIR

package TortureCheck;

use strict;
use warnings;

use Exporter 'import';
use SfidIds qw(call_ids);

our @EXPORT_OK = qw(check_run report_lines %EXPECTED_STATES %DOCUMENTED_REPEATS);

# Fault kinds that promote, on purpose, a standby the guarantee table says
# can issue ids again, and the row that says so.  Such a fault's
# "promoted" line in faults.log names the server first.  A repeat is put
# down to it when the id was received first from another server in an
# epoch before that promotion, and again from the promoted server after it
# with no other promotion between; every other repeat is undocumented.
our %DOCUMENTED_REPEATS = (
	promote_unconfirmed => 'docs/operations.md, the guarantee by replication mode, row "synchronous, quorum": '
	  . 'a standby that did not confirm, promoted with its clock behind, can issue ids again',
);

# Failures that faults cause and that are no harm: refusals (clock behind,
# clock ahead, reservation file not writable), cancelled waits
# (statement_timeout, for a synchronous standby), PostgreSQL's own errors on
# a full or read-only disk, what a crash, a shutdown or a standby does to a
# session, and a lost connection.
our %EXPECTED_STATES = (
	SF001 => 'clock behind the last id (refused)',
	SF002 => 'clock jumped forward (refused)',
	SF004 => 'every backfill number is past the time asked (snowflake_at())',
	58030 => 'reservation file not writable (I/O error)',
	53100 => 'disk full (a file PostgreSQL writes)',
	42501 => 'a file PostgreSQL opens for writing on a read-only disk',
	57014 => 'statement_timeout (a wait for the synchronous standby)',
	'57P01' => 'terminated by a shutdown (fast, or the postmaster killed)',
	'57P02' => 'terminated by a crash of another process',
	'57P03' => 'server starting or shutting down',
	25006 => 'connected to a standby (read-only)',
	CONN => 'connection lost or refused',
	PANIC_IO => "PostgreSQL's PANIC on a failed WAL write or fsync (a torn or failing disk)",
);

# Failures that only some faults explain: expected only in the epoch of
# such a fault, in the one after it (its undoing, or the restart), or in
# the one before it (a client records the epoch its call began in, and
# the fault can come during the call); in any other epoch they count as
# unexpected, under "STATE outside FAULTS".
our %EXPECTED_ONLY_AFTER = (
	53100 => [qw(disk_full)],
	42501 => [qw(disk_readonly)],
	PANIC_IO => [qw(disk_full disk_readonly wal_fsync_fail torn_wal)],
);

# A PANIC of PostgreSQL's own on a failed WAL write or fsync, whatever its
# SQLSTATE (58030 for EIO, 53100 for ENOSPC, XX000 for a dead file system).
my $PANIC_IO = qr/PANIC:\s+[0-9A-Z]{5}: could not (?:write to log file|fsync file|fdatasync file)/;

# What faults.log records besides the faults: the start, the undoing of a
# held clock step or disk fault, a failover's promotion, fencing and rebuild, a
# healed link, the calm at the end, notes.
our %AFTERMATH = map { $_ => 1 } qw(start calm clock_return fsync_restore disk_restore promoted fenced rebuilt healed note);

sub check_run
{
	my ($dir, %p) = @_;
	my ($wmin, $wmax) = @{ $p{workers} // [ 0, 1023 ] };
	my ($bmin, $bmax) = @{ $p{backfill} // [ 1, 0 ] };
	# the ids' layout: worker and sequence bits (sfid's default: 10, 12)
	my ($worker_bits, $seq_bits) = @{ $p{layout} // [ 10, 12 ] };
	my ($wmask, $smask) = ((1 << $worker_bits) - 1, (1 << $seq_bits) - 1);
	my %r = (
		ids => 0, distinct => 0, repeats => 0, repeat_examples => [],
		down => 0, down_examples => [], bad_worker => 0, backfill_ids => 0,
		errors => {}, faults => {}, calls => 0, sessions => 0,
		longest_gap => 0, longest_gap_at => 0, clients => 0,
	);
	my $seen = SfidIds::Set->new;    # tagged with the index into @where
	my @where;    # "client c session s call k on NODE, epoch e"
	my @epoch_of; # the epoch each call of @where started in
	my @node_of;  # and the server it went to
	my @time_of;  # and when it returned
	my (%repeat_pairs, %epoch_pairs, %repeated);
	my @ok_times;
	my @failures;    # [state, epoch, message], classified once faults.log is read

	for my $file (sort glob("$dir/client_*.rec"))
	{
		my ($client) = $file =~ /client_(\d+)\.rec$/;
		$r{clients}++;
		open my $fh, '<', $file or die "could not read $file: $!";
		my ($session, $last) = (-1, undef);
		while (my $line = <$fh>)
		{
			chomp $line;
			my @f = split /\t/, $line;
			my $tag = $f[0];
			if ($tag eq 'S')
			{
				($session, $last) = ($f[2], undef);
				$r{sessions}++;
				$r{sessions_by_worker}{ $f[6] // '?' }++;
			}
			elsif ($tag eq 'E')
			{
				my $state = ($f[7] // '') =~ $PANIC_IO ? 'PANIC_IO' : $f[6];
				push @failures, [ $state, $f[5], $f[7] // '' ];
			}
			elsif ($tag eq 'C')
			{
				my (undef, $time, $s, $call, $node, $e0, $e1, $n, $id, $enc) = @f;
				next if $n == 0;
				$r{calls}++;
				push @ok_times, $time;
				push @where, "client $client session $s call $call on $node, epochs $e0..$e1";
				push @epoch_of, $e0;
				push @node_of, $node;
				push @time_of, $time;
				my $wi = $#where;
				if (defined $last && $id <= $last)
				{
					$r{down}++;
					push @{ $r{down_examples} },
					  "first id $id of $where[$wi] is not above $last, the last id before it in the session"
					  if @{ $r{down_examples} } < 10;
				}
				my @ids = call_ids($id, $enc);
				my ($prev, $down_here) = (undef, 0);
				for my $i (@ids)
				{
					$down_here++ if defined $prev && $i <= $prev;
					$prev = $i;
					my $w = ($i >> $seq_bits) & $wmask;
					$r{bad_worker}++ if $w < $wmin || $w > $wmax;
					$r{backfill_ids}++ if $bmin <= $w && $w <= $bmax;
					if (defined $seen->add($i, $wi))
					{
						$r{repeats}++;
						$repeated{$i} = 1;
					}
				}
				$r{ids} += @ids;
				$id = $prev;
				my $count = @ids;
				if ($down_here)
				{
					$r{down}++;
					push @{ $r{down_examples} }, "$down_here ids of $where[$wi] are not above the one before"
					  if @{ $r{down_examples} } < 10;
				}
				warn "$file: a call says $n ids and holds $count\n" if $count != $n;
				$last = $id;
			}
		}
		close $fh;
	}
	$r{distinct} = $seen->distinct;

	# Which calls received each repeated id: the set keeps only the first
	# call of each millisecond and worker, and the files are read client by
	# client, so the calls are found by reading them again.  The first
	# sighting of an id is its earliest call; each later one is a repeat of
	# that pair.
	if (%repeated)
	{
		my %calls_of;
		my $wi = -1;
		for my $file (sort glob("$dir/client_*.rec"))
		{
			open my $fh, '<', $file or die "could not read $file: $!";
			while (my $line = <$fh>)
			{
				next unless $line =~ /^C\t/;
				chomp $line;
				my (undef, undef, undef, undef, undef, undef, undef, $n, $id, $enc) = split /\t/, $line;
				next if $n == 0;
				$wi++;
				$repeated{$_} && push @{ $calls_of{$_} }, $wi for call_ids($id, $enc);
			}
			close $fh;
		}
		for my $i (sort { $a <=> $b } keys %calls_of)
		{
			my ($x, @later) = sort { $time_of[$a] <=> $time_of[$b] || $a <=> $b } @{ $calls_of{$i} };
			for my $y (@later)
			{
				my $pair = "$x $y";
				push @{ $r{repeat_examples} },
				  sprintf('id %s (ms %d, worker %d, seq %d): %s received it, then %s',
					$i, $i >> ($worker_bits + $seq_bits), ($i >> $seq_bits) & $wmask, $i & $smask,
					$where[$x], $where[$y])
				  if !$repeat_pairs{$pair} && @{ $r{repeat_examples} } < 10;
				$repeat_pairs{$pair}++;
				$epoch_pairs{"$epoch_of[$x] $epoch_of[$y]"}++;
			}
		}
	}

	my %fault_at;    # epoch => "kind details"
	my %kind_at;     # epoch => kind
	my @promotions;  # [epoch, node, the documenting fault or undef], in order
	if (open my $fh, '<', "$dir/faults.log")
	{
		my $last_fault;    # [epoch, kind, details] of the last fault (no aftermath)
		while (my $line = <$fh>)
		{
			chomp $line;
			my @f = split /\t/, $line;
			next unless defined $f[2];
			$r{faults}{ $f[2] }++;
			next if $f[2] eq 'note';
			$fault_at{ $f[0] } .= ($fault_at{ $f[0] } ? '; ' : '') . "$f[2] " . ($f[3] // '');
			$kind_at{ $f[0] } //= $f[2];
			$last_fault = [ @f[ 0, 2, 3 ] ] unless $AFTERMATH{ $f[2] };
			if ($f[2] eq 'promoted')
			{
				my ($node) = ($f[3] // '') =~ /^(\S+)/;
				my $doc = $last_fault && $DOCUMENTED_REPEATS{ $last_fault->[1] } ? $last_fault : undef;
				push @promotions, [ $f[0], $node // '', $doc ];
			}
		}
		close $fh;
	}

	# Each repeat, documented or not: the last promotion after the first
	# sighting's epoch and at or before the second's must be a documenting
	# fault's, of the server the id came from again, the first sighting
	# from another server.
	$r{documented_repeats} = 0;
	for my $pair (keys %repeat_pairs)
	{
		my ($x, $y) = split / /, $pair;
		my ($last) = grep { $epoch_of[$x] < $_->[0] && $_->[0] <= $epoch_of[$y] } reverse @promotions;
		next unless $last && $last->[2] && $node_of[$y] eq $last->[1] && $node_of[$x] ne $last->[1];
		$r{documented_repeats} += $repeat_pairs{$pair};
		my ($e, $kind, $details) = @{ $last->[2] };
		$r{documented_by}{"epoch $e: $kind $details"} += $repeat_pairs{$pair};
		$r{documented_why}{"epoch $e: $kind $details"} = $DOCUMENTED_REPEATS{$kind};
	}
	$r{undocumented_repeats} = $r{repeats} - $r{documented_repeats};

	for my $failure (@failures)
	{
		my ($state, $epoch, $message) = @$failure;
		if (my $only = $EXPECTED_ONLY_AFTER{$state})
		{
			my %explains = map { $_ => 1 } @$only;
			$state .= ' outside ' . join(' or ', @$only)
			  unless grep { $explains{ $kind_at{$_} // '' } } $epoch - 1, $epoch, $epoch + 1;
		}
		$r{errors}{$state}{count}++;
		$r{errors}{$state}{example} //= $message;
	}

	# Repeats by the epochs of their two sightings, with the faults between.
	for my $pair (sort { $epoch_pairs{$b} <=> $epoch_pairs{$a} } keys %epoch_pairs)
	{
		my ($e1, $e2) = split / /, $pair;
		my @between = map { "epoch $_: " . ($fault_at{$_} // '?') } grep { exists $fault_at{$_} } ($e1 + 1) .. $e2;
		push @{ $r{repeat_epochs} },
		  sprintf('%d ids received in epoch %d (%s), again in epoch %d; faults between: %s',
			$epoch_pairs{$pair}, $e1, $fault_at{$e1} // '?', $e2, @between ? join(' | ', @between) : 'none');
		last if @{ $r{repeat_epochs} } >= 5;
	}

	@ok_times = sort { $a <=> $b } @ok_times;
	for my $i (1 .. $#ok_times)
	{
		my $gap = $ok_times[$i] - $ok_times[ $i - 1 ];
		($r{longest_gap}, $r{longest_gap_at}) = ($gap, $ok_times[$i]) if $gap > $r{longest_gap};
	}
	$r{first_ok} = $ok_times[0];
	$r{last_ok} = $ok_times[-1];

	for my $state (keys %{ $r{errors} })
	{
		my $bucket = exists $EXPECTED_STATES{$state} ? 'expected_errors' : 'unexpected_errors';
		$r{$bucket} += $r{errors}{$state}{count};
	}
	$r{expected_errors} //= 0;
	$r{unexpected_errors} //= 0;
	return \%r;
}

# The figures as lines of text.
sub report_lines
{
	my ($r) = @_;
	my @l;
	push @l, sprintf('ids checked: %d in %d calls of %d sessions by %d clients; distinct: %d; repeats: %d '
		  . '(documented: %d; UNDOCUMENTED: %d)',
		$r->{ids}, $r->{calls}, $r->{sessions}, $r->{clients}, $r->{distinct}, $r->{repeats},
		$r->{documented_repeats} // 0, $r->{undocumented_repeats} // $r->{repeats});
	for my $f (sort keys %{ $r->{documented_by} // {} })
	{
		push @l, sprintf('  documented: %d repeats explained by %s', $r->{documented_by}{$f}, $f);
		push @l, "    as $r->{documented_why}{$f}";
	}
	push @l, "  repeated: $_" for @{ $r->{repeat_epochs} // [] };
	push @l, "  e.g. $_" for @{ $r->{repeat_examples} };
	push @l, sprintf('ids that went down within a session: %d calls', $r->{down});
	push @l, "  went down: $_" for @{ $r->{down_examples} };
	push @l, sprintf('ids with a worker number outside the range: %d', $r->{bad_worker});
	push @l, sprintf('ids on the backfill range (snowflake_at()): %d', $r->{backfill_ids}) if $r->{backfill_ids};
	push @l, 'sessions by worker number: '
	  . join(', ', map { "$_: $r->{sessions_by_worker}{$_}" } sort keys %{ $r->{sessions_by_worker} // {} });
	my @kinds = grep { !$AFTERMATH{$_} } sort keys %{ $r->{faults} };
	my @after = grep { $AFTERMATH{$_} && $_ ne 'note' } sort keys %{ $r->{faults} };
	my $nfaults = 0;
	$nfaults += $r->{faults}{$_} for @kinds;
	push @l, "faults: $nfaults";
	push @l, sprintf('  %-26s %5d', $_, $r->{faults}{$_}) for @kinds;
	push @l, 'and: ' . join(', ', map { "$_ $r->{faults}{$_}" } @after) if @after;
	push @l, sprintf('errors: %d expected, %d unexpected', $r->{expected_errors}, $r->{unexpected_errors});
	for my $state (sort keys %{ $r->{errors} })
	{
		my $e = $r->{errors}{$state};
		push @l, sprintf('  %-8s %6d  %s%s', $state, $e->{count},
			exists $EXPECTED_STATES{$state} ? '' : 'UNEXPECTED: ',
			$EXPECTED_STATES{$state} // $e->{example});
		push @l, "           e.g. $e->{example}" if exists $EXPECTED_STATES{$state} && $e->{example} ne '';
	}
	push @l, sprintf('longest time with no id received: %.1f s', $r->{longest_gap});
	return @l;
}

1;
