# 041_replay_holds_restart.pl
# Tags: behaviour
#
# A standby replays its primary's reservations (R) while its reservation
# file cannot be written (the I/O shim fails every fsync of it).  Redo must
# not move past a record until its R is in the standby's file: an R held
# only in shared memory (the floor) is lost by whatever ends shared memory
# without writing it, and the promoted standby, its clock behind, issues
# the primary's ids again.  Two of the ways to lose it, on the standby
# itself:
#
#  a. A restartpoint (CHECKPOINT on the standby) as far as replay went, then
#     a clean restart while the file is still unwritable; the disk is fixed
#     after.  The primary has a synchronous standby and synchronous_commit
#     = on: its ids keep coming while the standby's replay waits (the wait
#     is for flush, not replay).
#  b. A restartpoint as far as replay went, then the disk is fixed, and no
#     later record comes (the primary has stopped); then a backend of the
#     standby is killed (kill -9): the crash restart writes nothing.
#
# Each then promotes the standby with its clock behind the primary's last
# id and checks that every id it issues is above that id.  When redo kept R
# only in the floor, the restartpoint passed the records, the restart lost
# the floor and the promoted standby issued ids below the primary's last.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use POSIX ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

###########################################################################
# a. A clean restart while the file is still unwritable
###########################################################################

my %a = standby_behind_unwritable_file('a', 41, sync => 1);
my $standby = $a{standby};
cmp_ok($a{calls}, '>=', 3,
	"a: the primary's ids kept coming (synchronous standby, synchronous_commit = on) while the standby's file was unwritable ($a{calls} calls)"
);
note 'a: the standby ' . replayed_or_held($standby, $a{lsn}, $a{log});
$standby->safe_psql('postgres', 'CHECKPOINT');

# The restart, with the file still unwritable.  A standby whose redo waits
# accepts no connection until it has replayed past its restartpoint's
# minimum recovery point, so the start returns only once the disk is fixed:
# a child fixes it when the restarted standby says that replay waits (or
# after 30 s).
my $log = -s $standby->logfile;
$standby->stop('fast');
my $child = fork() // die "fork: $!";
if ($child == 0)
{
	my $start = time();
	while (time() - $start < 30)
	{
		last if slurp_file($standby->logfile, $log) =~ /replay waits until the reservation file/;
		sleep 0.1;
	}
	io_shim_set($a{shim}, 'fail', undef);
	POSIX::_exit(0);
}
my $restarted = time();
start_faked($standby, preload => [ build_shim('sfid_io_shim') ],
	env => { SFID_SHIM_DIR => $a{shim} });
kill 'KILL', $child;
waitpid $child, 0;
my $fixed = time();
io_shim_set($a{shim}, 'fail', undef);
wait_replayed($standby, $a{lsn}, 'a');
note sprintf('a: the restarted standby accepted connections %.1f s after its start', $fixed - $restarted);
cmp_ok(reservation_ms($standby) // 0, '>=', SfidFault::id_ms($a{max}),
	"a: the standby's file holds an R at or above the primary's last id");
promote_behind($standby, $a{ledger}, $a{max}, 'a');
$standby->stop;

###########################################################################
# b. The disk fixed with no later record, then a crash restart
###########################################################################

my %b = standby_behind_unwritable_file('b', 42);
$standby = $b{standby};
note 'b: the standby ' . replayed_or_held($standby, $b{lsn}, $b{log});
$standby->safe_psql('postgres', 'CHECKPOINT');
my $held_since = time();
io_shim_set($b{shim}, 'fail', undef);
wait_replayed($standby, $b{lsn}, 'b');
note sprintf('b: replay reached the end of the primary\'s WAL %.1f s after the disk was fixed',
	time() - $held_since);
crash_a_backend($standby, 'b');
cmp_ok(recovered_ms($standby), '>=', SfidFault::id_ms($b{max}),
	"b: after the crash restart the recovered horizon covers the primary's last id");
promote_behind($standby, $b{ledger}, $b{max}, 'b');
$standby->stop;

done_testing();
