# 036_standby_unwritable_file.pl
# Tags: behaviour
#
# A standby whose redo cannot write its reservation file (a full or
# read-only disk while the primary's reservations replay; here the I/O
# shim fails every fsync of it) holds replay at the first such record until
# the file can be written (041 and 042 show why: an R kept only in memory
# is lost).  Once the disk is fixed, the standby's file has every R
# replayed.  sfid_restore_reservation() on the promoted standby, before any
# id, with a copy of its file taken while replay waited (older than what
# redo wrote since): "R only rises", so the recovered horizon stays where
# redo put it, and ids stay above the primary's.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use File::Copy ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;

my %s = standby_behind_unwritable_file('restore', 38);
my $standby = $s{standby};
my $how = replayed_or_held($standby, $s{lsn}, $s{log});
is($how, 'held', 'restore: replay waits at a record whose R the file cannot have');
my $copy = PostgreSQL::Test::Utils::tempdir() . '/old.reservation';
File::Copy::copy($standby->data_dir . '/sfid.reservation', $copy) or die "copy: $!";
chmod 0644, $copy;
cmp_ok(reservation_ms($standby) // 0, '<', SfidFault::id_ms($s{max}),
	'restore: while it waits, the file holds an older R');
io_shim_set($s{shim}, 'fail', undef);
wait_replayed($standby, $s{lsn}, 'restore');
like(slurp_file($standby->logfile, $s{log}), qr/sfid: replay goes on/,
	'restore: replay went on once the file was written');
cmp_ok(reservation_ms($standby), '>=', SfidFault::id_ms($s{max}),
	"restore: the file holds an R at or above the primary's last id");

my $before = recovered_ms($standby);
cmp_ok($before, '>=', SfidFault::id_ms($s{max}), "restore: the recovered horizon covers the primary's last id");
promote_and_wait($standby);
$standby->safe_psql('postgres', "SELECT sfid_restore_reservation('$copy')");
my $after = recovered_ms($standby);
cmp_ok($after, '>=', $before,
	"restore: restoring an older copy does not lower the recovered horizon ($after, was $before)");
promote_behind($standby, $s{ledger}, $s{max}, 'restore', promoted => 1);
$standby->stop;

done_testing();
