# 042_replay_holds_promoted.pl
# Tags: behaviour
#
# A standby replays its primary's reservations (R) while its reservation
# file cannot be written (the I/O shim fails every fsync of it), then the
# disk is fixed and the standby promoted.  Redo must not move past a record
# until its R is in the standby's file; an R held only in shared memory
# (the floor) is lost after the promotion, two ways:
#
#  c. The promoted standby checkpoints and crashes (kill -9 of a backend)
#     before its first reservation: crash recovery starts past the
#     records, and nothing wrote the floor (the reserver's idle ticks
#     rewrite the file's R, never the floor).
#  d. A base backup of the promoted standby, before its first reservation,
#     restored as a new primary: the floor never reached the promoted
#     standby's file or its WAL, so the backup has neither.
#
# Each then issues ids with its clock behind the old primary's last id and
# checks that every id is above that id.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;

###########################################################################
# c. A crash of the promoted standby before its first reservation
###########################################################################

my %c = standby_behind_unwritable_file('c', 43);
my $standby = $c{standby};
note 'c: the standby ' . replayed_or_held($standby, $c{lsn}, $c{log});
io_shim_set($c{shim}, 'fail', undef);
wait_replayed($standby, $c{lsn}, 'c');
promote_and_wait($standby);
$standby->safe_psql('postgres', 'CHECKPOINT');
crash_a_backend($standby, 'c');
cmp_ok(recovered_ms($standby), '>=', SfidFault::id_ms($c{max}),
	"c: after the crash the recovered horizon covers the old primary's last id");
promote_behind($standby, $c{ledger}, $c{max}, 'c', promoted => 1);
$standby->stop;

###########################################################################
# d. A base backup of the promoted standby
###########################################################################

my %d = standby_behind_unwritable_file('d', 44);
$standby = $d{standby};
note 'd: the standby ' . replayed_or_held($standby, $d{lsn}, $d{log});
io_shim_set($d{shim}, 'fail', undef);
wait_replayed($standby, $d{lsn}, 'd');
promote_and_wait($standby);
$standby->backup('promoted');
$standby->stop;
my $restored = PostgreSQL::Test::Cluster->new('restored_d');
$restored->init_from_backup($standby, 'promoted');
use_clock_shim($restored);
set_offset($restored, 0);
start_faked($restored);
cmp_ok(recovered_ms($restored), '>=', SfidFault::id_ms($d{max}),
	"d: the restored backup's recovered horizon covers the old primary's last id");
promote_behind($restored, $d{ledger}, $d{max}, 'd', promoted => 1);
$restored->stop;

done_testing();
