# 034_quorum_standbys.pl
#
# Quorum commit with two standbys (issue 18, finding 6): on the primary,
# synchronous_standby_names = 'ANY 1 (standby_a, standby_b)'.  standby_b is
# stopped while ids are issued, so every reservation of that time is
# confirmed by standby_a alone; then the primary stops at once (-m
# immediate: it sends nothing more).
#
#  1. The operator's signal, read on each standby by a member of pg_monitor:
#     sfid_recovered_horizon(), the horizon a promoted standby resumes
#     above.  standby_a's covers the millisecond of the last id the primary
#     issued; standby_b's does not.  standby_a's data directory is read-only
#     meanwhile (as a full or read-only disk would make it), so its redo
#     cannot rewrite its reservation file: sfid_status.reservation_horizon
#     then shows the file's stale R, below the last id, while
#     sfid_recovered_horizon() shows the R replayed, which is what its
#     promotion resumes above.  On standby_b, whose file is fine, both agree.
#  2. standby_a promoted with its clock behind the primary's last id: every
#     id above the primary's, 0 repeats.
#  3. standby_b promoted instead (on its own, as an operator who picked it
#     would), its clock behind the primary's ids: it resumes above its own
#     horizon, below the primary's last id, so it issues ids in
#     milliseconds the primary had issued under the same worker number.
#     Asserted: that overlap (ids can be issued again); reported: how many
#     were.  That is quorum commit's nature, as for transactions.
#
# Each standby's promotion is judged against the primary's ids in a ledger
# of its own (the two promoted servers are two histories).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use POSIX qw(ceil);
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

require_faketime();

my $WORKER = 34;
my $WAIT = "SET sfid.max_clock_wait = '30s';\n";

my ($primary, $sa) = fault_pair('primary', 'standby_a', worker => $WORKER);
my $sb = PostgreSQL::Test::Cluster->new('standby_b');
$sb->init_from_backup($primary, 'b', has_streaming => 1);
write_offset(offset_file($_), '+0') for ($sa, $sb);
start_faked($sa);
start_faked($sb);
$primary->safe_psql('postgres', 'CREATE ROLE watcher LOGIN IN ROLE pg_monitor');

$primary->safe_psql('postgres',
	"ALTER SYSTEM SET synchronous_standby_names = 'ANY 1 (standby_a, standby_b)'; SELECT pg_reload_conf()");
ok( $primary->poll_query_until('postgres',
		"SELECT string_agg(application_name || ' ' || sync_state, ', ' ORDER BY application_name) "
		  . "FROM pg_stat_replication",
		'standby_a quorum, standby_b quorum'),
	'both standbys are quorum standbys of ANY 1 (standby_a, standby_b)');

my $ledger_a = new_ledger('ANY 1 (a, b), b down, a promoted');
my $ledger_b = new_ledger('ANY 1 (a, b), b down, b promoted');

# Dense ids on the primary for $seconds, into both ledgers.
sub issue_on_primary
{
	my ($phase, $seconds) = @_;
	my $start = time();
	my $calls = 0;
	while ($calls < 3 || time() - $start < $seconds)
	{
		my ($ids, $state, $err) = issue_ids($primary);
		if ($state ne '')
		{
			fail("$phase: snowflake_next() failed with $state: $err");
			last;
		}
		$_->add($phase, @$ids) for ($ledger_a, $ledger_b);
		$calls++;
	}
	return $calls;
}

# Wait until a standby's replay position has stayed put for a second (the
# primary is gone: it has replayed everything it received).
sub wait_for_replay_to_settle
{
	my ($node) = @_;
	my ($replayed, $stable) = ('', 0);
	for (1 .. 60)
	{
		my $lsn = $node->safe_psql('postgres', 'SELECT pg_last_wal_replay_lsn()');
		$stable = $lsn eq $replayed ? $stable + 1 : 0;
		$replayed = $lsn;
		last if $stable >= 2;
		sleep 0.5;
	}
	return $replayed;
}

# What a member of pg_monitor reads on a standby: sfid_recovered_horizon()
# and sfid_status.reservation_horizon, in ms since the sfid epoch.
sub horizons
{
	my ($node) = @_;
	my $to_ms = "(extract(epoch FROM %s) * 1000)::bigint - $SFID_EPOCH_MS";
	my ($recovered, $status) = split /\|/, $node->safe_psql('postgres',
		"SET ROLE watcher;\n"
		  . 'SELECT ' . sprintf($to_ms, 'sfid_recovered_horizon()') . ', '
		  . sprintf($to_ms, 'reservation_horizon') . ' FROM sfid_status');
	return ($recovered, $status);
}

issue_on_primary('both standbys', 1.0);

$sb->stop('fast');
$primary->poll_query_until('postgres',
	"SELECT count(*) = 0 FROM pg_stat_replication WHERE application_name = 'standby_b'")
  or die 'standby_b is still connected';
my $a_dir = $sa->data_dir;
my $a_mode = (stat $a_dir)[2] & 07777;
chmod 0500, $a_dir or die "chmod: $!";
my $a_log_offset = -s $sa->logfile;
issue_on_primary('standby_b down', 6.0);
my $max_primary = $ledger_a->max_of($ledger_a->phases);
my $first_down = $ledger_a->min('standby_b down');
my $last_ms = id_ms($max_primary);
$primary->stop('immediate');

###########################################################################
# 1. Each standby's horizon, read on the standby
###########################################################################

note 'standby_a replayed up to ' . wait_for_replay_to_settle($sa);
start_faked($sb);
note 'standby_b replayed up to ' . wait_for_replay_to_settle($sb);
my ($a_h, $a_status) = horizons($sa);
my ($b_h, $b_status) = horizons($sb);
note sprintf('last id at ms %d; recovered horizons: standby_a %s (%+d ms), standby_b %s (%+d ms)',
	$last_ms, $a_h, $a_h - $last_ms, $b_h, $b_h - $last_ms);
cmp_ok($a_h, '>=', $last_ms,
	"standby_a's recovered horizon covers the primary's last id (read by pg_monitor on the standby)");
cmp_ok($b_h, '<', $last_ms,
	"standby_b's recovered horizon is below the primary's last id: it confirmed none of the last reservations");
is($b_status, $b_h, "standby_b: sfid_status.reservation_horizon shows the same");
like(slurp_file($sa->logfile, $a_log_offset), qr/could not write sfid reservation file/,
	"standby_a's redo could not write its file meanwhile");
cmp_ok($a_status, '<', $last_ms,
	"standby_a: sfid_status.reservation_horizon shows the file's stale R ($a_status), below the last id");
chmod $a_mode, $a_dir or die "chmod: $!";

###########################################################################
# 2. standby_a promoted, its clock behind the primary's last id
###########################################################################

my $behind_a = ceil(time() - id_unix($max_primary)) + 3;
my $a_now = step_clock($sa, -$behind_a, "standby_a $behind_a s behind");
ok(id_unix($max_primary) > $a_now,
	sprintf("standby_a's clock re-covers %.0f ms of the primary's ids",
		1000 * (id_unix($max_primary) - $a_now)));
promote_and_wait($sa);
my ($calls) = issue_until($sa, $ledger_a, 'promoted standby_a', 60, calls => 3, prefix => $WAIT);
is($calls, 3, 'three calls of 20,000 ids succeeded on the promoted standby_a');
# keep issuing until its clock is past the primary's last id
while (time() - $behind_a < id_unix($max_primary) + 0.5)
{
	issue_into_ledger($sa, $ledger_a, 'promoted standby_a', prefix => $WAIT);
}
cmp_ok(id_ms($ledger_a->min('promoted standby_a') // 0), '>', $a_h,
	"standby_a's ids are strictly above its recovered horizon");
$ledger_a->check('standby_b down', 'promoted standby_a');
$sa->stop;

###########################################################################
# 3. standby_b promoted instead, its clock behind the primary's ids
###########################################################################

# standby_b's clock 5 s before the first id issued while it was down: the
# step and the promotion take a few seconds, and it must still be behind
# its own horizon then.
my $behind_b = ceil(time() - id_unix($first_down)) + 5;
my $b_now = step_clock($sb, -$behind_b, "standby_b $behind_b s behind");
ok(id_unix($first_down) > $b_now, "standby_b's clock reads before the ids it missed");
promote_and_wait($sb);
($calls) = issue_until($sb, $ledger_b, 'promoted standby_b', 60, calls => 3, prefix => $WAIT);
is($calls, 3, 'three calls of 20,000 ids succeeded on the promoted standby_b');
while (time() - $behind_b < id_unix($max_primary) + 0.5)
{
	issue_into_ledger($sb, $ledger_b, 'promoted standby_b', prefix => $WAIT);
}
my $b_first = $ledger_b->min('promoted standby_b') // 0;
cmp_ok(id_ms($b_first), '>', $b_h, "standby_b's ids are above its own recovered horizon");
cmp_ok(id_ms($b_first), '<=', $last_ms,
	"... which lies among the primary's milliseconds: standby_b issues ids the primary may have issued");
is(id_worker($b_first), $WORKER, '... under the same worker number');
$ledger_b->report;
note sprintf('standby_b promoted: %d ids issued again (not asserted: which milliseconds both used is timing)',
	$ledger_b->repeats);
diag sprintf('promoting the standby that missed the last reservations re-issued %d ids', $ledger_b->repeats);

$sb->stop;
done_testing();
