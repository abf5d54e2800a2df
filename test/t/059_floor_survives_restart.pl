# 059_floor_survives_restart.pl
# Tags: logic
#
# A raised floor (sfid_raise_floor(), a conversion's fence) is a promise
# about every id, whatever its worker number; sfid_reset_horizon() keeps it
# (057).  Here the floor was raised before the server restarted, so the
# fence atomic of shared memory is gone: the reset must find it in the
# reservation file, or in WAL on a promoted standby.
#
#  1. sfid_raise_floor() an hour ahead of the clock, a clean restart, then
#     sfid_reset_horizon(): it returns the floor, not the clock, and no id
#     at or below the floor is issued (the clock is an hour behind it: the
#     id is refused with SF001).
#  2. The same across a crash (kill -9 of a backend: the crash restart
#     skips the shutdown's record).
#  3. A floor raised on a primary, replayed by its standby, then the
#     standby promoted and reset: the same.
#  4. A fence and a reset at once.  A fence counts as no reservation, so
#     the reset may run while the fence waits for its synchronous standby
#     (stopped here, so that both wait as long as the test wants); the
#     fence made durable the R loaded after a crash (sfid.reserve_ahead,
#     30 s, ahead of the clock), the reset lowered the durable R to the
#     clock.  The fence must not then publish its R: ids would go out above
#     the R on disk, which crash recovery lowers again by replaying the
#     reset.  So the first id after both is at most the file's R.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault qw(fault_node fault_pair start_faked sql_error crash_a_backend
  promote_and_wait session_start session_send session_wait session_quit
  reservation_ms id_ms);
use Test::More;

# The reset, then one id: the id must be refused (SF001) or after the floor.
sub reset_keeps_floor
{
	my ($node, $floor, $label) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my ($rc, $reset, $err) = $node->psql('postgres', 'SELECT sfid_reset_horizon()');
	is($rc, 0, "$label: sfid_reset_horizon() is allowed") or diag $err;
	is($node->safe_psql('postgres', qq{SELECT '$reset'::timestamptz >= '$floor'::timestamptz}),
		't', "$label: the reset keeps the floor raised before ($reset >= $floor)");
	my (undef, $state, $stderr, $id_ts) = sql_error($node,
		q{SELECT snowflake_to_timestamptz(snowflake_next())});
	chomp $id_ts;
	ok( $state eq 'SF001'
		  || ($state eq ''
			&& $node->safe_psql('postgres',
				qq{SELECT '$id_ts'::timestamptz > '$floor'::timestamptz}) eq 't'),
		"$label: no id at or below the floor (SF001, or after it)")
	  or diag "state '$state', id at '$id_ts'; $stderr";
	return;
}

my $node = fault_node('floor', worker => [ 0, 1023 ], clock => 'shim', conf => "fsync = on\nrestart_after_crash = on\n");
start_faked($node, offset => 0);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');

###########################################################################
# 1. A clean restart
###########################################################################

my $floor = $node->safe_psql('postgres',
	q{SELECT sfid_raise_floor(clock_timestamp() + interval '1 hour')});
$node->stop;
start_faked($node);
reset_keeps_floor($node, $floor, 'clean restart');

###########################################################################
# 2. A crash
###########################################################################

$node->stop;
start_faked($node);
$floor = $node->safe_psql('postgres',
	q{SELECT sfid_raise_floor(clock_timestamp() + interval '2 hours')});
crash_a_backend($node, 'crash');
reset_keeps_floor($node, $floor, 'crash restart');
$node->stop;

###########################################################################
# 3. A promotion
###########################################################################

my ($primary, $standby) = fault_pair('primary', 'standby', worker => 7, clock => 'shim');
start_faked($standby);
$floor = $primary->safe_psql('postgres',
	q{SELECT sfid_raise_floor(clock_timestamp() + interval '1 hour')});
$primary->wait_for_catchup($standby);
$primary->stop;
promote_and_wait($standby);
reset_keeps_floor($standby, $floor, 'promoted standby');
$standby->stop;

###########################################################################
# 4. A fence and a reset at once
###########################################################################

my ($fenced, $sync) = fault_pair('fenced', 'sync', worker => 8, clock => 'shim');
$fenced->safe_psql('postgres',
	"ALTER SYSTEM SET synchronous_standby_names = '*'; "
	  . "ALTER SYSTEM SET sfid.reserve_ahead = '30s'; "
	  . "ALTER SYSTEM SET restart_after_crash = on; SELECT pg_reload_conf()");
start_faked($sync);
$fenced->safe_psql('postgres', 'SELECT snowflake_next()');
crash_a_backend($fenced, 'fence and reset');
$sync->stop;

# Wait until $n processes wait for the standby.
sub waiting
{
	my ($n) = @_;
	return $fenced->poll_query_until('postgres', "SELECT sfid_standby_waiting() >= $n");
}
my $fence = session_start($fenced);
session_send($fence, q{SELECT sfid_raise_floor(clock_timestamp() - interval '1 s')});
ok(waiting(1), 'fence and reset: the fence waits for the standby');
my $reset = session_start($fenced);
session_send($reset, 'SELECT sfid_reset_horizon()');
ok(waiting(2), 'fence and reset: the reset, allowed, waits for it too');
start_faked($sync);
my ($fence_done, undef, $fence_err) = session_wait($fence, 60);
my ($reset_done, undef, $reset_err) = session_wait($reset, 60);
ok($fence_done && $reset_done, 'fence and reset: both return once the standby is back')
  or diag "$fence_err $reset_err";
session_quit($_) for ($fence, $reset);
my $id = $fenced->safe_psql('postgres', 'SELECT snowflake_next()');
my $file_ms = reservation_ms($fenced);
cmp_ok(id_ms($id), '<=', $file_ms,
	'fence and reset: the first id after both is at most the R in the file');
$fenced->stop;
$sync->stop;

done_testing();
