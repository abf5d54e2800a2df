# 036_standby_unwritable_file.pl
# Tags: behaviour
#
# A standby whose redo could not write its reservation file (a full or
# read-only disk while the primary's reservations replayed) keeps the R it
# replayed only in shared memory, as the floor: every worker number resumes
# strictly above it, and sfid_recovered_horizon() shows it (034).  That R
# must not be lost afterwards, by what runs once the disk is writable again:
#
#  1. A clean restart of the standby, after a restartpoint past the
#     primary's records (so that they are not replayed again).  The
#     shutdown records the floor in the file, as it records the last issued
#     millisecond on a primary: the recovered horizon after the restart is
#     still above the primary's last id, and promoted with its clock behind
#     that id, the standby issues none of the primary's ids again.
#  2. sfid_restore_reservation() on the promoted standby, before any id,
#     with an older copy of its file: "R only rises", so the floor stays
#     where redo put it, and ids stay above the primary's.
#
# Before the fix, the clean shutdown wrote nothing when the floor was above
# the file's R (it only lowers the file to the last issued millisecond), and
# the restore set the floor to max(file, copy): both dropped the recovered
# horizon back to the stale file, below the primary's last ids.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use File::Copy ();
use POSIX qw(ceil);
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

require_faketime();

my $WAIT = "SET sfid.max_clock_wait = '30s';\n";

# sfid_recovered_horizon() in ms since the sfid epoch ('' for NULL).
sub recovered_ms
{
	my ($node) = @_;
	return $node->safe_psql('postgres',
		"SELECT (extract(epoch FROM sfid_recovered_horizon()) * 1000)::bigint - $SFID_EPOCH_MS");
}

# A primary and a standby on the same worker number; the primary issues
# ids for a second with the standby's file writable, then for $seconds with
# its data directory read-only, then checkpoints and stops.  Returns the
# standby (still in recovery, its directory writable again), the ledger and
# the largest id the primary issued.
sub standby_behind_its_file
{
	my ($name, $worker, $seconds) = @_;
	my ($primary, $standby) = fault_pair("primary_$name", "standby_$name", worker => $worker);
	my $ledger = new_ledger("$name: standby whose file could not be written");
	start_faked($standby);
	issue_for($primary, $ledger, 'primary', 1.0);
	$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));

	my $dir = $standby->data_dir;
	my $mode = (stat $dir)[2] & 07777;
	my $log_offset = -s $standby->logfile;
	chmod 0500, $dir or die "chmod: $!";
	issue_for($primary, $ledger, 'primary, standby read-only', $seconds);
	$primary->safe_psql('postgres', 'CHECKPOINT');
	$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));
	$primary->stop;
	like(slurp_file($standby->logfile, $log_offset), qr/could not write sfid reservation file/,
		"$name: the standby's redo could not write its file");
	chmod $mode, $dir or die "chmod: $!";
	return ($standby, $ledger, $ledger->max_of($ledger->phases));
}

# Step the clock of $node back behind the id $max (plus $extra seconds),
# promote it and issue ids until its clock is past $max; then check them.
sub promote_behind
{
	my ($node, $ledger, $max, $label, %p) = @_;
	my $behind = ceil(time() - id_unix($max)) + 3;
	my $now = step_clock($node, -$behind, "$label: clock $behind s behind");
	ok(id_unix($max) > $now,
		sprintf("$label: the clock re-covers %.0f ms of the primary's ids", 1000 * (id_unix($max) - $now)));
	promote_and_wait($node) unless $p{promoted};
	my ($calls) = issue_until($node, $ledger, "promoted", 60, calls => 3, prefix => $WAIT);
	is($calls, 3, "$label: three calls of 20,000 ids on the promoted standby");
	while (time() - $behind < id_unix($max) + 0.5)
	{
		issue_into_ledger($node, $ledger, "promoted", prefix => $WAIT);
	}
	cmp_ok(id_ms($ledger->min('promoted') // 0), '>', id_ms($max),
		"$label: every id of the promoted standby is above the primary's last id");
	$ledger->check('promoted');
	return;
}

###########################################################################
# 1. A clean restart of the standby
###########################################################################

my ($standby, $ledger, $max) = standby_behind_its_file('restart', 36, 3.0);
my $before = recovered_ms($standby);
cmp_ok($before, '>=', id_ms($max), "restart: the recovered horizon covers the primary's last id");
cmp_ok(reservation_ms($standby) // 0, '<', id_ms($max), 'restart: while the file holds a stale R');

# a restartpoint past the primary's checkpoint, then a clean restart
$standby->safe_psql('postgres', 'CHECKPOINT');
$standby->stop('fast');
cmp_ok(reservation_ms($standby) // 0, '>=', id_ms($max),
	'restart: the clean shutdown recorded the replayed horizon in the file');
start_faked($standby);
my $after = recovered_ms($standby);
cmp_ok($after, '>=', id_ms($max),
	"restart: after the restart the recovered horizon still covers the primary's last id ($after, was $before)");
promote_behind($standby, $ledger, $max, 'restart');
$standby->stop;

###########################################################################
# 2. sfid_restore_reservation() with an older copy, after promotion
###########################################################################

my $copy = PostgreSQL::Test::Utils::tempdir() . '/old.reservation';
($standby, $ledger, $max) = standby_behind_its_file('restore', 38, 3.0);
File::Copy::copy($standby->data_dir . '/sfid.reservation', $copy) or die "copy: $!";
chmod 0644, $copy;
$before = recovered_ms($standby);
cmp_ok($before, '>=', id_ms($max), "restore: the recovered horizon covers the primary's last id");
promote_and_wait($standby);
$standby->safe_psql('postgres', "SELECT sfid_restore_reservation('$copy')");
$after = recovered_ms($standby);
cmp_ok($after, '>=', $before,
	"restore: restoring an older copy does not lower the recovered horizon ($after, was $before)");
promote_behind($standby, $ledger, $max, 'restore', promoted => 1);
$standby->stop;

done_testing();
