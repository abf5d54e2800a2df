# 014_promote_after_primary_crash.pl
# Tags: behaviour
#
# Failover after the primary stops with -m immediate (it sends no
# more WAL), to a standby whose clock is 4 s behind.
#
#  sync:  synchronous replication (synchronous_standby_names = '*' on the
#         primary): an advance of R is published for ids only once the
#         standby has flushed its WAL record, so whatever the timing of the
#         stop, the promoted standby knows an R above every id issued.
#         Asserted: 0 repeats.
#  async: asynchronous replication.  This is guaranteed only while the
#         standby's lag is less than the margin by which R is ahead of the
#         ids (sfid.reserve_ahead / 2 while the reserver keeps up).  The
#         primary is stopped right after its last call returns, without
#         waiting for the standby; the test reports how far the R the standby
#         replayed covers the primary's last id, and asserts 0 repeats when
#         it does (which is what a caught-up standby gives).
#
# In both, the promoted standby uses sfid.max_clock_wait = 10s in its
# sessions, so the wait for its clock to pass the replayed R is absorbed.
# Both servers run on the clock shim, so every process of the standby (the
# startup process, the reserver it starts at promotion) is 4 s behind.
# Figures: repeats (must be 0), ids issued after the promotion (must be more
# than 0), and for async whether the replayed R covered the last id.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $WAIT = "SET sfid.max_clock_wait = '10s';\n";

sub run_failover
{
	my ($mode, $worker) = @_;

	my ($primary, $standby) = fault_pair("primary_$mode", "standby_$mode",
		worker => $worker, clock => 'shim');
	set_offset($standby, -4);
	start_faked($standby);
	expect_clock($standby, -4, "$mode: standby");

	if ($mode eq 'sync')
	{
		# Only on the primary, after the backup: the promoted standby must
		# not wait for a synchronous standby of its own.
		$primary->safe_psql('postgres',
			"ALTER SYSTEM SET synchronous_standby_names = '*'; SELECT pg_reload_conf()");
		$primary->poll_query_until('postgres',
			"SELECT sync_state = 'sync' FROM pg_stat_replication WHERE application_name = 'standby_$mode'")
		  or die 'the standby did not become synchronous';
	}
	my ($sync_state) = $primary->safe_psql('postgres',
		"SELECT sync_state FROM pg_stat_replication WHERE application_name = 'standby_$mode'");
	is($sync_state, $mode, "$mode: the standby's sync_state on the primary is $mode");

	my $ledger = new_ledger("promoted standby after an immediate stop ($mode)");

	# Dense ids on the primary for 2 s, then stop it at once.
	issue_for($primary, $ledger, 'primary', 2.0);
	my $max_primary = $ledger->max('primary');
	my $lag = $primary->safe_psql('postgres',
		"SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), replay_lsn) FROM pg_stat_replication WHERE application_name = 'standby_$mode'");
	$primary->stop('immediate');

	# Let the standby replay everything it received (the received WAL can
	# end in a record cut short, so wait for the replay position to stay
	# put for a second), then read its R.
	my ($replayed, $stable) = ('', 0);
	for (1 .. 60)
	{
		my $lsn = $standby->safe_psql('postgres', 'SELECT pg_last_wal_replay_lsn()');
		$stable = $lsn eq $replayed ? $stable + 1 : 0;
		$replayed = $lsn;
		last if $stable >= 2;
		sleep 0.5;
	}
	note "$mode: the standby replayed up to $replayed";
	my $r_standby = reservation_ms($standby);
	my $margin = defined $r_standby ? $r_standby - id_ms($max_primary) : undef;
	note sprintf(
		'%s: replay lag at the stop %s bytes; R replayed by the standby is %s ms from the primary\'s last id (%s)',
		$mode, $lag, $margin // 'undefined',
		defined $margin && $margin >= 0 ? 'covered' : 'NOT covered');
	if ($mode eq 'sync')
	{
		ok(defined $margin && $margin >= 0,
			'sync: the standby replayed an R that covers every id the primary issued');
	}

	promote_and_wait($standby);
	my $server_now = expect_clock($standby, -4, "$mode: promoted standby");
	ok(id_unix($max_primary) > $server_now,
		sprintf('%s: the promoted standby\'s clock re-covers %.0f ms of the primary\'s ids',
			$mode, 1000 * (id_unix($max_primary) - $server_now)));

	my ($calls, $first) = issue_until($standby, $ledger, 'promoted standby', 60,
		calls => 3, prefix => $WAIT);
	is($calls, 3, "$mode: three calls of 20,000 ids succeeded on the promoted standby");
	note sprintf('%s: the first call on the promoted standby returned after %.1f s',
		$mode, $first // -1);

	if ($mode eq 'sync' || (defined $margin && $margin >= 0))
	{
		$ledger->check('promoted standby');
		cmp_ok(id_ms($ledger->min('promoted standby') // 0), '>', $r_standby // 0,
			"$mode: the promoted standby's ids are strictly above the replayed R");
	}
	else
	{
		# Not guaranteed: report the figure only.
		$ledger->report;
		diag "$mode: the standby's R did not cover the primary's last id; "
		  . $ledger->repeats . ' repeats (not asserted: async replication lagged)';
		cmp_ok($ledger->count('promoted standby'), '>', 0,
			"$mode: ids were issued on the promoted standby");
	}

	$standby->stop;
	return;
}

run_failover('sync', 14);
run_failover('async', 15);

done_testing();
