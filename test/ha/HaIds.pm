# test/ha/HaIds.pm: the ids the clients of test/ha recorded.
#
# The clients are the torture's (test/torture/client.pl), read through
# SfidIds.pm.  TortureCheck.pm counts the repeats; this reads the ids
# themselves, for what a failover or a restore left exposed.

package HaIds;

use strict;
use warnings;

use Exporter 'import';
use SfidIds qw(call_ids);

our @EXPORT_OK = qw(each_id max_id exposed stop_clients);

sub id_ms { return $_[0] >> 22; }

# Call $each->($id) for every id the clients of a folder received (a call's
# ids are its first plus its deltas: client.pl's run-length pairs).
sub each_id
{
	my ($cdir, $each) = @_;
	for my $f (glob("$cdir/client_*.rec"))
	{
		open my $fh, '<', $f or next;
		while (my $line = <$fh>)
		{
			chomp $line;
			my @f = split /\t/, $line;
			next unless $f[0] eq 'C' && $f[7] > 0;
			$each->($_) for call_ids($f[8], $f[9]);
		}
	}
	return;
}

# The largest id the clients of a folder received, 0 if none.
sub max_id
{
	my $max = 0;
	each_id($_[0], sub { $max = $_[0] if $_[0] > $max; });
	return $max;
}

# The ids of the old server (the clients of folder $cd_old) that a new one
# could issue again: on its worker numbers, after the horizon it resumed
# above (Unix ms), and no later than the last id it issued (its clock went
# that far).  What a failover or a restore leaves open, counted whether or
# not the new server's clients happened to ask for ids in those very
# milliseconds (on a busy machine they ask in a few per cent of them, so
# actual repeats are a matter of luck; these are not).
sub exposed
{
	my ($cd_old, $floor_unix_ms, $wmin, $wmax, $until_id) = @_;
	my $floor = $floor_unix_ms - 1577836800000;
	my $until = id_ms($until_id);
	my $n = 0;
	each_id($cd_old, sub {
		my $ms = id_ms($_[0]);
		my $w = ($_[0] >> 12) & 1023;
		$n++ if $ms > $floor && $ms <= $until && $w >= $wmin && $w <= $wmax;
	});
	return $n;
}

# Stop the clients of folder $cdir (their IPC::Run handles @h): a file
# named stop ends them (test/torture/client.pl watches for it); a client
# that does not end is killed.
sub stop_clients
{
	my ($cdir, @h) = @_;
	open my $fh, '>', "$cdir/stop" or die;
	close $fh;
	for my $h (@h)
	{
		eval { $h->finish; 1 } or eval { $h->kill_kill };
	}
	return;
}

1;
