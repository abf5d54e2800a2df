# 033_standby_redo.pl
# Tags: behaviour
#
# What a standby's redo of sfid's WAL records leaves for its promotion:
#
#  1. A clock step during the standby's life: its clock is stepped forward
#     by 8 s while the primary's reservations replay.  Redo moves the clock
#     reference as an advance on a primary does (the file's reference
#     follows), so the step is spent from the allowance of
#     sfid.max_clock_forward when it happens, not found at promotion as a
#     jump of everything the clock did since the standby started (which, on
#     a standby that lives for weeks, adds up beyond any limit).  After
#     promotion ids come at once, and a further step of 4 s, beyond the 2 s
#     left of the allowance, is refused with SF002 as on a primary.
#  2. A corrupt reservation file on a standby: once redo has replayed an R
#     from the primary, the file is valid again and the promoted standby
#     issues ids above it, instead of refusing them with XX001.
#  3. sfid_reset_horizon() on a primary moved to an unused worker range (the
#     documented recovery after its R ran 30 s ahead): a standby still on
#     the old range replays the RESET record but keeps its R, because its
#     worker numbers issued up to it; promoted, it refuses ids (SF001)
#     rather than issue the old range's "future" ids again.
#  4. The same reset replayed by a standby on another range whose file is
#     corrupt: the reset's R says nothing of that range's, so its R stays
#     unknown (XX001, sfid_status says why) instead of being taken from the
#     reset.
#
# On the clock shim, so that the standby's startup process, which does the
# redo, steps with its backends, and so does the reserver it starts at
# promotion.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

# A primary issuing ids, and a standby of it (its own worker number, so
# that its ids after promotion can be told apart).
sub pair
{
	my ($name, $worker) = @_;
	my ($primary, $standby) = fault_pair("primary_$name", "standby_$name",
		worker => $worker, clock => 'shim');
	$standby->append_conf('postgresql.conf',
		"sfid.worker_min = " . ($worker + 1) . "\nsfid.worker_max = " . ($worker + 1) . "\n");
	return ($primary, $standby);
}

# Keep the primary reserving, and wait until the standby has replayed it all.
sub feed
{
	my ($primary, $standby, $ledger, $seconds) = @_;
	issue_for($primary, $ledger, 'primary', $seconds);
	$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));
	return;
}

###########################################################################
# 1. Clock steps while a standby
###########################################################################

# The clock reference in a reservation file: ms since the sfid epoch.
sub file_reference_ms
{
	my ($node) = @_;
	open my $fh, '<:raw', $node->data_dir . '/sfid.reservation' or return undef;
	local $/;
	my $buf = <$fh>;
	close $fh;
	return length($buf) >= 56 ? unpack('q<', substr($buf, 16, 8)) : undef;
}

my ($primary, $standby) = pair('steps', 51);
my $ledger = new_ledger('standby whose clock stepped forward');
start_faked($standby);
feed($primary, $standby, $ledger, 1.0);
my $ref_before = file_reference_ms($standby);
step_clock($standby, '+8', 'standby +8 s');
feed($primary, $standby, $ledger, 1.5);
my $ref_after = file_reference_ms($standby);
my $seen = time() * 1000 + 8000 - $SFID_EPOCH_MS;
ok(defined $ref_after && abs($ref_after - $seen) < 3000,
	sprintf("redo moved the standby's clock reference with the step (%.1f s after the one before)",
		(($ref_after // 0) - ($ref_before // 0)) / 1000));
$primary->stop;
promote_and_wait($standby);
my ($ret, $state, $err) = sql_error($standby, 'SELECT snowflake_next() FROM generate_series(1, 100000)');
is($state, '', 'the promoted standby issues ids at once: the step it replayed through is no jump')
  or diag $err;
my ($calls) = issue_until($standby, $ledger, 'promoted', 15, calls => 3);
is($calls, 3, 'three calls of 20,000 ids on the promoted standby');
step_clock($standby, '+12', 'promoted standby +4 s more');
($ret, $state, $err) = sql_error($standby, 'SELECT snowflake_next() FROM generate_series(1, 100000)');
is($state, 'SF002', 'a further 4 s, beyond what is left of the allowance, is refused with SF002');
$ledger->check('promoted');
$standby->stop;

###########################################################################
# 2. A corrupt file on a standby
###########################################################################

($primary, $standby) = pair('corrupt', 61);
$ledger = new_ledger('standby with a corrupt file');
PostgreSQL::Test::Utils::append_to_file($standby->data_dir . '/sfid.reservation', 'garbage');
start_faked($standby);
ok($standby->wait_for_log(qr/sfid reservation file "sfid.reservation" is corrupt/),
	'the standby found its file corrupt at startup');
feed($primary, $standby, $ledger, 1.5);
my $r_standby = reservation_ms($standby);
ok(defined $r_standby, 'redo rewrote a valid file on the standby');
cmp_ok($r_standby // 0, '>=', id_ms($ledger->max('primary')),
	"its R covers the primary's last id");
$primary->stop('immediate');
promote_and_wait($standby);
my $problem = $standby->safe_psql('postgres', "SELECT coalesce(reservation_problem, 'none') FROM sfid_status");
is($problem, 'none', 'sfid_status shows no reservation problem after promotion');
($calls) = issue_until($standby, $ledger, 'promoted', 15, calls => 3, allow => ['SF001']);
is($calls, 3, 'the promoted standby issues ids (no XX001)');
cmp_ok(id_ms($ledger->min('promoted') // 0), '>', $r_standby // 0,
	'above the R that redo replayed');
$ledger->check('promoted');
$standby->stop;

###########################################################################
# 3. A reset for another worker range
###########################################################################

($primary, $standby) = pair('reset', 81);
$standby->append_conf('postgresql.conf', "sfid.worker_min = 81\nsfid.worker_max = 81\n");
$ledger = new_ledger('reset on the primary, standby on the old range');
start_faked($standby);
step_clock($primary, '+30', 'primary 30 s ahead');
$primary->safe_psql('postgres', 'SELECT sfid_accept_clock()');
feed($primary, $standby, $ledger, 1.0);
my $r_ahead = reservation_ms($standby);
cmp_ok(ms_unix($r_ahead // 0), '>', time() + 25, "the standby replayed the primary's R, 30 s ahead");

$primary->stop;
$primary->append_conf('postgresql.conf', "sfid.worker_min = 82\nsfid.worker_max = 82\n");
start_faked($primary, offset => '+0');
expect_clock($primary, 0, 'primary corrected');
($ret, $state) = sql_error($primary, 'SELECT snowflake_next()');
is($state, 'SF001', 'the corrected primary refuses ids: its R is 30 s ahead');
my $log_offset = -s $standby->logfile;
$primary->safe_psql('postgres', 'SELECT sfid_reset_horizon()');
$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));
ok($standby->wait_for_log(
		qr/replayed a reset of the reservation horizon made for worker numbers 82 to 82; this server's 81 to 81 keep theirs/,
		$log_offset),
	'the standby, on the old range, says it keeps its R');
cmp_ok(reservation_ms($standby) // 0, '>=', $r_ahead // 1, 'and its file still holds the R 30 s ahead');
cmp_ok(ms_unix(reservation_ms($primary) // 0), '<', time() + 5, 'while the primary\'s R is now');

$primary->stop;
promote_and_wait($standby);
($ret, $state) = sql_error($standby, 'SELECT snowflake_next()');
is($state, 'SF001', 'promoted, it refuses ids under the old range until its clock passes that R');
$standby->stop;

###########################################################################
# 4. A reset for another worker range, on a standby with a corrupt file
###########################################################################

($primary, $standby) = pair('resetcorrupt', 91);
PostgreSQL::Test::Utils::append_to_file($standby->data_dir . '/sfid.reservation', 'garbage');
start_faked($standby);
ok($standby->wait_for_log(qr/sfid reservation file "sfid.reservation" is corrupt/),
	'the standby (worker 92) found its file corrupt at startup');
$log_offset = -s $standby->logfile;
$primary->safe_psql('postgres', 'SELECT sfid_reset_horizon()');
$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));
ok($standby->wait_for_log(
		qr/replayed a reset of the reservation horizon made for worker numbers 91 to 91; this server's 92 to 92 keep theirs/,
		$log_offset),
	'it replayed the primary\'s reset for worker 91');
like($standby->safe_psql('postgres', "SELECT coalesce(reservation_problem, 'none') FROM sfid_status"),
	qr/^reservation file corrupt/, 'and its R is still unknown: the reset was for another range');
$primary->stop;
$standby->stop;

done_testing();
