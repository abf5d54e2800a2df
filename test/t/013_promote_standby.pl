# 013_promote_standby.pl
# Tags: behaviour release
#
# Failover to a physical standby whose clock is behind.
#
# A standby made by pg_basebackup has the primary's configuration, so the
# same worker range.  It never shared the primary's memory: what it knows of
# the ids issued there is R, from the WAL records that the reserver writes
# while the primary issues ids (replayed by the standby, which rewrites its
# own reservation file).  The primary issues dense ids for 2 s (so that R
# advances several times), then stops (fast: the standby receives all WAL);
# the standby, started with its own clock 4 s behind (the clock shim: its
# startup process replays the reservations, and the reserver it starts at
# promotion runs, on that clock too), is promoted and issues ids.  Its clock re-covers milliseconds the primary issued; ids
# must resume strictly above the replayed R.  The default
# sfid.max_clock_wait (1 s) applies: calls are refused with SF001 until the
# clock is close enough, and retried.
#
# Figures: repeats among the primary's and the promoted standby's ids (must
# be 0), ids issued by the promoted standby (must be more than 0).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $WORKER = 13;

my ($primary, $standby) = fault_pair('primary', 'standby', worker => $WORKER, clock => 'shim');
set_offset($standby, -4);
start_faked($standby);
is($standby->safe_psql('postgres', 'SELECT pg_is_in_recovery()'),
	't', 'the standby is in recovery');
is($standby->safe_psql('postgres',
		"SELECT current_setting('sfid.worker_min') || '..' || current_setting('sfid.worker_max')"),
	"$WORKER..$WORKER", 'the standby has the same worker range');
expect_clock($standby, -4, 'standby');

my $ledger = new_ledger('promoted standby (primary stopped fast)');

# Dense ids on the primary for 2 s: the reserver advances R several times.
issue_for($primary, $ledger, 'primary', 2.0);
my $max_primary = $ledger->max('primary');
$primary->wait_for_catchup($standby);

my $r_primary = reservation_ms($primary);
my $r_standby = reservation_ms($standby);
note sprintf('last id on the primary at ms %d; R in the primary\'s file %d (%+d ms), in the standby\'s %s',
	id_ms($max_primary), $r_primary, $r_primary - id_ms($max_primary),
	defined $r_standby ? sprintf('%d (%+d ms)', $r_standby, $r_standby - id_ms($max_primary)) : 'none');
ok(defined $r_standby && $r_standby >= id_ms($max_primary),
	'the standby replayed an R that covers every id the primary issued');

$primary->stop('fast');

promote_and_wait($standby);
my $server_now = expect_clock($standby, -4, 'promoted standby');
ok(id_unix($max_primary) > $server_now,
	sprintf('the promoted standby\'s clock re-covers %.0f ms of the primary\'s ids',
		1000 * (id_unix($max_primary) - $server_now)));

my ($calls, $first) = issue_until($standby, $ledger, 'promoted standby', 60,
	calls => 3, allow => ['SF001']);
is($calls, 3, 'three calls of 20,000 ids succeeded on the promoted standby');
note sprintf('first success %.1f s after the promotion, after %d SF001 refusals (first: %s)',
	$first // -1, $ledger->refusals('promoted standby', 'SF001'),
	$ledger->refusal_text('promoted standby') // 'none');
my $min_after = $ledger->min('promoted standby');
cmp_ok(id_ms($min_after // 0), '>', $r_standby // 0,
	'the promoted standby\'s ids are strictly above the replayed R');
is(id_worker($min_after // 0), $WORKER, "the promoted standby issues as worker number $WORKER");

$ledger->check('promoted standby');

$standby->stop;
done_testing();
