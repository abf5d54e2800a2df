# 032_slow_disk.pl
# Tags: logic
#
# The reservation file on a disk that is slow or fails, through
# test/shim/sfid_io_shim.c, an LD_PRELOAD library loaded into this server
# only (fsync = on here, unlike other test servers):
#
#  1. Durability order: every write of the file is the temporary file
#     fsynced, then renamed over sfid.reservation, then the data directory
#     fsynced, before the next one starts.
#  2. A failing fsync of the temporary file: ids needing a reservation fail
#     with 58030, none is issued above the R on disk, and ids come back
#     when the disk does.
#  3. A reservation slower than sfid.reserve_ahead (each fsync of the file
#     takes 100 ms, reserve_ahead is 10 ms): ids still come, each call in
#     well under its 30 s statement_timeout; the log says why they lag.
#  4. A write that failed while the clock was ahead, then the clock set
#     back (on the clock shim): the next attempt comes after the back-off
#     (at most 5 s) of time passing, not once the wall clock is back where
#     the failure was (the torture found ids stopping for the size of the
#     step).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $shim = build_shim('sfid_io_shim');
my $shim_dir = PostgreSQL::Test::Utils::tempdir();
sub shim_set { io_shim_set($shim_dir, @_); return; }

my $node = fault_node('disk', worker => 41,
	conf => "fsync = on\nlog_line_prefix = '%m [%p] %b '\nsfid.max_clock_forward = '60s'\n");
use_clock_shim($node);
start_faked($node, offset => 0, preload => [$shim], env => { SFID_SHIM_DIR => $shim_dir });
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
my $datadir = $node->safe_psql('postgres', "SELECT current_setting('data_directory')");
my $ledger = new_ledger('slow and failing disk');

###########################################################################
# 1. The order of the durable steps
###########################################################################

issue_for($node, $ledger, 'healthy disk', 3.0);
my @trace = split /\n/, slurp_file("$shim_dir/trace");
my ($writes, $bad) = (0, 0);
my %state;    # pid => what its current write has done
for my $line (@trace)
{
	my ($pid, $op, $a, $b) = split / /, $line;
	my $s = $state{$pid} //= { tmp_synced => 0, renamed => 0 };
	if ($op eq 'fsync' && $a eq "$datadir/sfid.reservation.tmp")
	{
		$bad++, note("fsync of a new temporary file before the directory: $line") if $s->{renamed};
		$bad++, note("the temporary file fsynced twice: $line") if $s->{tmp_synced};
		$s->{tmp_synced} = 1;
	}
	elsif ($op eq 'rename' && $a =~ /sfid\.reservation\.tmp$/ && $b =~ /sfid\.reservation$/)
	{
		$bad++, note("renamed before the temporary file was fsynced: $line") unless $s->{tmp_synced};
		$s->{renamed} = 1;
	}
	elsif ($op eq 'fsync' && ($a eq $datadir || $a eq "$datadir/."))
	{
		if ($s->{renamed})
		{
			$writes++;
			$state{$pid} = { tmp_synced => 0, renamed => 0 };
		}
	}
}
$bad += grep { $_->{renamed} } values %state;    # a rename never followed by a directory fsync
cmp_ok($writes, '>=', 2, "the file was written $writes times while ids were issued");
is($bad, 0, 'each write: one fsync of the temporary file, then rename, then fsync of the directory');

###########################################################################
# 2. fsync fails
###########################################################################

shim_set('fail', '');
sleep 0.3;    # a write already past its fsync may still land
my $r_before = reservation_ms($node);
my ($tries, $failed, $state_seen, $err_seen) = (0, 0, '', '');
my $start = time();
while (time() - $start < 4)
{
	my ($ids, $state, $e) = issue_ids($node);
	$tries++;
	if ($state eq '')
	{
		$ledger->add('fsync failing', @$ids);
		next;
	}
	$failed++;
	($state_seen, $err_seen) = ($state, $e);
	$ledger->refused('fsync failing', $state, $e);
	sleep 0.1;
}
cmp_ok($failed, '>', 0, "with fsync failing, calls needing a reservation fail ($failed of $tries)");
is($state_seen, '58030', 'with SQLSTATE 58030');
like($err_seen, qr/could not write sfid reservation file.*Input\/output error/, 'naming the error');
my $r_after = reservation_ms($node);
is($r_after, $r_before, 'the file still holds the R of before');
ok(!defined $ledger->max('fsync failing') || id_ms($ledger->max('fsync failing')) <= $r_after,
	'no id was issued above the R on disk');
shim_set('fail', undef);
my ($calls) = issue_until($node, $ledger, 'fsync works again', 30, calls => 3, allow => ['58030']);
is($calls, 3, 'ids come back when fsync works again');

###########################################################################
# 3. A reservation slower than reserve_ahead
###########################################################################

$node->append_conf('postgresql.conf', "sfid.reserve_ahead = '10ms'\n");
$node->reload;
shim_set('delay_ms', '100');
sleep 1.5;    # past the R reserved 1 s ahead before
my $log_offset = -s $node->logfile;
my ($slow_calls, $slowest) = (0, 0);
my $slow_start = time();
while ($slow_calls < 8 || time() - $slow_start < 2)
{
	my $t0 = time();
	my ($ids, $state, $e) = issue_ids($node, undef, prefix => "SET statement_timeout = '30s';\n");
	my $took = time() - $t0;
	$slowest = $took if $took > $slowest;
	if ($state ne '')
	{
		fail("a call failed with $state while the disk was slow: $e");
		last;
	}
	$ledger->add('slow disk', @$ids);
	$slow_calls++;
	last if time() - $slow_start > 60;
}
shim_set('delay_ms', undef);
cmp_ok($slow_calls, '>=', 8,
	"with each reservation slower than reserve_ahead, every call returned its 20,000 ids ($slow_calls calls)");
note sprintf('the slowest call took %.1f s (each had 30 s: statement_timeout)', $slowest);
my $lag_ms = time() * 1000 - ($ledger->max('slow disk') >> 22) - $SFID_EPOCH_MS;
note sprintf('the last id lagged the real time by %d ms', $lag_ms);
ok($node->wait_for_log(qr/a reservation took \d+ ms, longer than sfid.reserve_ahead \(10 ms\)/, $log_offset),
	'the log says that reservations are slower than reserve_ahead');

###########################################################################
# 4. A failed write while the clock was ahead, then the clock set back
###########################################################################

$node->append_conf('postgresql.conf', "sfid.reserve_ahead = '1s'\n");
$node->reload;
issue_for($node, $ledger, 'before the step', 1.0);
shim_set('fail', '');
sleep 0.3;
step_clock($node, 30, 'fsync failing, clock 30 s ahead', reserver => 0);
my ($ahead_failed, $ahead_state) = (0, '');
my $ahead_start = time();
while (time() - $ahead_start < 2)
{
	my ($ids, $state, $e) = issue_ids($node);
	if ($state eq '')
	{
		$ledger->add('fsync failing, clock ahead', @$ids);
		next;
	}
	$ahead_failed++;
	$ahead_state = $state;
	$ledger->refused('fsync failing, clock ahead', $state, $e);
	sleep 0.1;
}
cmp_ok($ahead_failed, '>', 0, 'with the clock 30 s ahead and fsync failing, calls fail');
is($ahead_state, '58030', 'with SQLSTATE 58030');
shim_set('fail', undef);
step_clock($node, 0, 'fsync works again, clock back', reserver => 0);
my ($back_calls, $back_first) = issue_until($node, $ledger, 'clock back, fsync works', 20,
	calls => 3, allow => ['58030']);
is($back_calls, 3, 'ids come back after the clock is set back');
ok(defined $back_first && $back_first < 12,
	sprintf('within the write back-off of time passing (first ids after %s s; the wall clock would have held them 30 s more)',
		defined $back_first ? sprintf('%.1f', $back_first) : 'never'));

$ledger->check('healthy disk', 'fsync works again', 'slow disk', 'before the step', 'clock back, fsync works');
$node->stop;
done_testing();
