# 034_quorum_standbys.pl
# Tags: behaviour
#
# Several synchronous standbys: which standby holds
# every R that ids were issued under, and how an operator tells.  Two
# cases, each with a primary and two standbys, a and b:
#
#  ANY 1 (a, b)    quorum commit; b is stopped while ids are issued, so every
#                  reservation of that time is confirmed by a alone.
#  FIRST 1 (a, b)  priority; a, the synchronous one, is stopped, so b
#                  becomes synchronous and confirms every reservation alone.
#
# Then the primary stops at once (-m immediate: it sends nothing more).
# "up" is the standby that kept confirming, "down" the one that was stopped.
#
#  1. The operator's signal, read on each standby by a member of pg_monitor:
#     sfid_recovered_horizon(), the horizon a promoted standby resumes
#     above.  The up standby's covers the millisecond of the last id the
#     primary issued; the down one's does not.  On both,
#     sfid_status.reservation_horizon agrees (a standby whose file cannot
#     be written holds its replay instead: 036).
#  2. The up standby promoted with its clock behind the primary's last id:
#     every id above the primary's, 0 repeats.
#  3. The down standby promoted instead (on its own, as an operator who
#     picked it would), its clock behind the primary's ids: it resumes above
#     its own horizon, below the primary's last id, so it issues ids in
#     milliseconds the primary had issued under the same worker number.
#     Asserted: that overlap (ids can be issued again); reported: how many
#     were.  That is the nature of quorum and priority commit, as for
#     transactions: only the standbys that confirmed have them.
#
# Each promotion is judged against the primary's ids in a ledger of its own
# (the two promoted servers are two histories).

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

my $WAIT = "SET sfid.max_clock_wait = '30s';\n";

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

# The standbys' sync_state on the primary, as "name state, name state".
sub sync_states
{
	return "SELECT string_agg(application_name || ' ' || sync_state, ', ' ORDER BY application_name) "
	  . 'FROM pg_stat_replication';
}

# One case: $kind is ANY or FIRST; $down_letter the standby stopped while
# ids are issued.
sub run_case
{
	my ($kind, $down_letter, $worker) = @_;
	my $k = lc $kind;
	my ($name_a, $name_b) = ("${k}_a", "${k}_b");
	my $list = "$kind 1 ($name_a, $name_b)";

	my ($primary, $sa) = fault_pair("primary_$k", $name_a, worker => $worker);
	my $sb = PostgreSQL::Test::Cluster->new($name_b);
	$sb->init_from_backup($primary, 'b', has_streaming => 1);
	write_offset(offset_file($_), '+0') for ($sa, $sb);
	start_faked($sa);
	start_faked($sb);
	$primary->safe_psql('postgres', 'CREATE ROLE watcher LOGIN IN ROLE pg_monitor');

	$primary->safe_psql('postgres',
		"ALTER SYSTEM SET synchronous_standby_names = '$list'; SELECT pg_reload_conf()");
	my $states = $kind eq 'ANY' ? "$name_a quorum, $name_b quorum" : "$name_a sync, $name_b potential";
	ok($primary->poll_query_until('postgres', sync_states(), $states),
		"$list: the standbys on the primary are \"$states\"");

	my ($up, $down) = $down_letter eq 'b' ? ($sa, $sb) : ($sb, $sa);
	my ($up_name, $down_name) = ($up->name, $down->name);
	my $ledger_up = new_ledger("$list, $down_name down, $up_name promoted");
	my $ledger_down = new_ledger("$list, $down_name down, $down_name promoted");

	# Dense ids on the primary for $seconds, into both ledgers.
	my $issue_on_primary = sub {
		my ($phase, $seconds) = @_;
		my $start = time();
		my $calls = 0;
		while ($calls < 3 || time() - $start < $seconds)
		{
			my ($ids, $state, $err) = issue_ids($primary);
			if ($state ne '')
			{
				fail("$list, $phase: snowflake_next() failed with $state: $err");
				last;
			}
			$_->add($phase, @$ids) for ($ledger_up, $ledger_down);
			$calls++;
		}
	};

	$issue_on_primary->('both standbys', 1.0);

	$down->stop('fast');
	my $up_state = $kind eq 'ANY' ? 'quorum' : 'sync';
	ok($primary->poll_query_until('postgres', sync_states(), "$up_name $up_state"),
		"$list: with $down_name stopped, $up_name alone is $up_state");
	$issue_on_primary->("$down_name down", 6.0);
	my $max_primary = $ledger_up->max_of($ledger_up->phases);
	my $first_down = $ledger_up->min("$down_name down");
	my $last_ms = id_ms($max_primary);
	$primary->stop('immediate');

	###########################################################################
	# 1. Each standby's horizon, read on the standby
	###########################################################################

	note "$list: $up_name replayed up to " . wait_for_replay_to_settle($up);
	start_faked($down);
	note "$list: $down_name replayed up to " . wait_for_replay_to_settle($down);
	my ($up_h, $up_status) = horizons($up);
	my ($down_h, $down_status) = horizons($down);
	note sprintf('%s: last id at ms %d; recovered horizons: %s %s (%+d ms), %s %s (%+d ms)',
		$list, $last_ms, $up_name, $up_h, $up_h - $last_ms, $down_name, $down_h, $down_h - $last_ms);
	cmp_ok($up_h, '>=', $last_ms,
		"$list: ${up_name}'s recovered horizon covers the primary's last id (read by pg_monitor on the standby)");
	cmp_ok($down_h, '<', $last_ms,
		"$list: ${down_name}'s recovered horizon is below the primary's last id: it confirmed none of the last reservations");
	is($down_status, $down_h, "$list: $down_name: sfid_status.reservation_horizon shows the same");
	is($up_status, $up_h, "$list: $up_name: sfid_status.reservation_horizon shows the same");

	###########################################################################
	# 2. The up standby promoted, its clock behind the primary's last id
	###########################################################################

	my $behind_up = ceil(time() - id_unix($max_primary)) + 3;
	my $up_now = step_clock($up, -$behind_up, "$list: $up_name $behind_up s behind");
	ok(id_unix($max_primary) > $up_now,
		sprintf("$list: ${up_name}'s clock re-covers %.0f ms of the primary's ids",
			1000 * (id_unix($max_primary) - $up_now)));
	promote_and_wait($up);
	my ($calls) = issue_until($up, $ledger_up, "promoted $up_name", 60, calls => 3, prefix => $WAIT);
	is($calls, 3, "$list: three calls of 20,000 ids succeeded on the promoted $up_name");
	# keep issuing until its clock is past the primary's last id
	while (time() - $behind_up < id_unix($max_primary) + 0.5)
	{
		issue_into_ledger($up, $ledger_up, "promoted $up_name", prefix => $WAIT);
	}
	cmp_ok(id_ms($ledger_up->min("promoted $up_name") // 0), '>', $up_h,
		"$list: ${up_name}'s ids are strictly above its recovered horizon");
	$ledger_up->check("$down_name down", "promoted $up_name");
	$up->stop;

	###########################################################################
	# 3. The down standby promoted instead, its clock behind the primary's ids
	###########################################################################

	# Its clock 5 s before the first id issued while it was down: the step
	# and the promotion take a few seconds, and it must still be behind its
	# own horizon then.
	my $behind_down = ceil(time() - id_unix($first_down)) + 5;
	my $down_now = step_clock($down, -$behind_down, "$list: $down_name $behind_down s behind");
	ok(id_unix($first_down) > $down_now, "$list: ${down_name}'s clock reads before the ids it missed");
	promote_and_wait($down);
	($calls) = issue_until($down, $ledger_down, "promoted $down_name", 60, calls => 3, prefix => $WAIT);
	is($calls, 3, "$list: three calls of 20,000 ids succeeded on the promoted $down_name");
	while (time() - $behind_down < id_unix($max_primary) + 0.5)
	{
		issue_into_ledger($down, $ledger_down, "promoted $down_name", prefix => $WAIT);
	}
	my $down_first = $ledger_down->min("promoted $down_name") // 0;
	cmp_ok(id_ms($down_first), '>', $down_h, "$list: ${down_name}'s ids are above its own recovered horizon");
	cmp_ok(id_ms($down_first), '<=', $last_ms,
		"$list: ... which lies among the primary's milliseconds: $down_name issues ids the primary may have issued");
	is(id_worker($down_first), $worker, "$list: ... under the same worker number");
	$ledger_down->report;
	note sprintf('%s: %s promoted: %d ids issued again (not asserted: which milliseconds both used is timing)',
		$list, $down_name, $ledger_down->repeats);
	diag sprintf('%s: promoting %s, which missed the last reservations, re-issued %d ids',
		$list, $down_name, $ledger_down->repeats);

	$down->stop;
	return;
}

run_case('ANY', 'b', 34);
run_case('FIRST', 'a', 36);

done_testing();
