# 030_sync_standby_not_confirming.pl
# Tags: behaviour
#
# Synchronous replication when the standby does not confirm:
#
#  1. The wait is real: with the standby's walreceiver stopped (SIGSTOP), a
#     session with synchronous_commit = local that needs a new reservation
#     is seen waiting on SyncRep (and in sfid_standby_waiting()), and
#     finishes once the walreceiver goes on.
#  2. A failover to a stale standby: the standby is down; sessions with
#     synchronous_commit = local keep calling snowflake_next() with a
#     statement_timeout; the primary crashes; the stale standby is promoted
#     with its clock 20 s behind the primary's last id (the review had 6 s).
#     Calls that need an unconfirmed reservation
#     are cancelled by the timeout (57014) instead of returning ids, so the
#     promoted standby, which resumes above the last R it confirmed,
#     re-issues none of the primary's ids.  Figures: ids, repeats (must be
#     0), and the cancelled calls, each by its statement_timeout and each
#     counted by sfid_refusals() under 57014.
#  3. Shutdown while the synchronous standby is absent: a session and the
#     reserver wait for it on SyncRep; pg_ctl stop -m fast and -m smart
#     finish (a reserver that ignored the shutdown would wait for ever).
#
# Every server runs on the clock shim: the promoted standby's startup
# process and reserver are behind with its backends.
#
# Without the fix, a session with synchronous_commit = local is not waited
# for at all (1 and 2 fail: no SyncRep wait, repeats after the failover) and
# the reserver ignores fast shutdown (3 fails).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $LOCAL = "SET synchronous_commit = local;\n";

# Poll until a client backend running $like waits on SyncRep.
sub wait_for_syncrep
{
	my ($node, $like, $seconds) = @_;
	my $end = time() + $seconds;
	while (time() < $end)
	{
		my $n = $node->safe_psql('postgres',
			"SELECT count(*) FROM pg_stat_activity WHERE wait_event = 'SyncRep' "
			  . "AND backend_type = 'client backend' AND query LIKE '$like'");
		return 1 if $n > 0;
		sleep 0.1;
	}
	return 0;
}

# pg_ctl stop -m $mode with a 20 s limit: (succeeded, seconds).
sub timed_stop
{
	my ($node, $mode) = @_;
	my $start = time();
	my $ok = PostgreSQL::Test::Utils::system_log('pg_ctl', '-D', $node->data_dir,
		'-m', $mode, '-t', '60', '-w', 'stop') == 0;
	my $secs = time() - $start;
	$node->_update_pid(0) if $ok;
	return ($ok, $secs);
}

my ($primary, $standby) = fault_pair('primary', 'standby', worker => 21, clock => 'shim');
set_offset($standby, -15);
start_faked($standby);
expect_clock($standby, -15, 'standby');

# Only on the primary, after the backup: the promoted standby must not wait
# for a synchronous standby of its own.
$primary->safe_psql('postgres',
	"ALTER SYSTEM SET synchronous_standby_names = '*'; SELECT pg_reload_conf()");
$primary->poll_query_until('postgres',
	"SELECT sync_state = 'sync' FROM pg_stat_replication WHERE application_name = 'standby'")
  or die 'the standby did not become synchronous';

###########################################################################
# 1. The wait is real, whatever synchronous_commit says
###########################################################################

my $walreceiver = $standby->safe_psql('postgres', 'SELECT pid FROM pg_stat_wal_receiver');
ok($walreceiver =~ /^\d+$/, "the standby's walreceiver runs (pid $walreceiver)");
kill 'STOP', $walreceiver;

my $session = session_start($primary, keep_going => 1);
session_send($session,
	$LOCAL . 'DO $$ BEGIN FOR i IN 1..200 LOOP '
	  . 'PERFORM snowflake_next() FROM generate_series(1, 20000); PERFORM pg_sleep(0.05); '
	  . 'END LOOP; END $$');
ok(wait_for_syncrep($primary, 'DO %', 15),
	'with the walreceiver stopped, a synchronous_commit = local session waits on SyncRep for its reservation');
my ($done) = session_wait($session, 0.5);
ok(!$done, 'and it has not returned');
# A monitor sees the wait: sfid_standby_waiting() counts it (the reserver
# may be waiting too).
cmp_ok($primary->safe_psql('postgres', 'SELECT sfid_standby_waiting()'), '>=', 1,
	'sfid_standby_waiting() counts the waiting session');
kill 'CONT', $walreceiver;
my ($finished, $out, $err) = session_wait($session, 60);
ok($finished && $err !~ /ERROR/, 'once the walreceiver goes on, the session finishes without error')
  or diag $err;
session_quit($session);
ok($primary->poll_query_until('postgres', 'SELECT sfid_standby_waiting() = 0'),
	'then sfid_standby_waiting() is back to 0');

###########################################################################
# 2. A failover to a stale standby
###########################################################################

my $ledger = new_ledger('sync standby down, synchronous_commit = local, failover');
# Ids the standby confirmed, just before it stops; whether calls succeed
# after the stop (until the clock passes the confirmed R) depends on the
# machine's speed, so those are checked for repeats but not required.
issue_for($primary, $ledger, 'primary, standby up', 1.0, prefix => $LOCAL);
$standby->stop('fast');

# Sessions keep asking, each call with a 2 s statement_timeout.
my ($calls, $cancelled, $by_timeout) = (0, 0, 0);
my $start = time();
while (time() - $start < 5 || $cancelled == 0)
{
	my ($ids, $state, $e) = issue_ids($primary, undef,
		prefix => $LOCAL . "SET statement_timeout = '2s';\n");
	if ($state eq '')
	{
		$ledger->add('primary, standby down', @$ids);
		$calls++;
	}
	elsif ($state eq '57014')
	{
		$ledger->refused('primary, standby down', $state, $e);
		$cancelled++;
		$by_timeout++ if $e =~ /canceling statement due to statement timeout/;
	}
	else
	{
		fail("snowflake_next() failed with $state: $e");
		last;
	}
	last if time() - $start > 60;
}
cmp_ok($cancelled, '>', 0,
	"calls needing an unconfirmed reservation were cancelled by statement_timeout ($cancelled of "
	  . ($calls + $cancelled) . ')');
is($by_timeout, $cancelled, 'each was cancelled by its statement_timeout: the wait is interruptible');
# Each cancelled call is a refusal a monitor counts (sfid_refusals(), row
# 57014): otherwise ids stall while every counter stays flat.
is($primary->safe_psql('postgres', "SELECT refusals FROM sfid_refusals() WHERE sqlstate = '57014'"),
	$cancelled, 'sfid_refusals() counts each cancelled call under 57014');
my $last_issued = $primary->safe_psql('postgres',
	'SELECT extract(epoch FROM max(last_issued_at)) FROM sfid_workers');

$primary->stop('immediate');

# The stale standby starts with its clock 20 s behind the primary's last
# issued id, however long the steps above took on a busy machine.
my $offset = sprintf('%.1f', $last_issued - time() - 20);
set_offset($standby, $offset);
start_faked($standby);
promote_and_wait($standby);
my $server_now = expect_clock($standby, $offset, 'promoted standby');
ok($last_issued > $server_now,
	sprintf('the promoted standby\'s clock re-covers %.0f ms of the primary\'s ids',
		1000 * ($last_issued - $server_now)));

my ($after) = issue_until($standby, $ledger, 'promoted standby', 60,
	calls => 5, prefix => "SET sfid.max_clock_wait = '30s';\n");
is($after, 5, 'five calls of 20,000 ids succeeded on the promoted standby');
# keep issuing until its clock is past the primary's last id
my $until = time() + 120;
while (time() + $offset < $last_issued + 1 && time() < $until)
{
	issue_into_ledger($standby, $ledger, 'promoted standby',
		prefix => "SET sfid.max_clock_wait = '30s';\n");
}
$ledger->check('primary, standby up', 'promoted standby');

###########################################################################
# 3. Shutdown while the synchronous standby is absent
###########################################################################

$standby->stop;

# A server of its own, its clock at the real time.  Ids flow first, so that
# the reserver is at work, then the synchronous standby it names goes
# missing.
my $node = fault_node('lonely', worker => 22, allows_streaming => 1, clock => 'shim');
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');

# A session issuing ids, then no synchronous standby: the session and the
# reserver end up waiting on SyncRep.  Returns the session.
sub wait_without_standby
{
	my ($mode) = @_;
	$node->safe_psql('postgres',
		'ALTER SYSTEM RESET synchronous_standby_names; SELECT pg_reload_conf()');
	my $s = session_start($node, keep_going => 1);
	session_send($s,
		'DO $$ BEGIN FOR i IN 1..1000 LOOP '
		  . 'PERFORM snowflake_next() FROM generate_series(1, 20000); PERFORM pg_sleep(0.05); '
		  . 'END LOOP; END $$');
	sleep 1.5;
	$node->safe_psql('postgres',
		"ALTER SYSTEM SET synchronous_standby_names = 'nobody'; SELECT pg_reload_conf()");
	ok(wait_for_syncrep($node, 'DO %', 30), "$mode: a session waits on SyncRep for the absent standby");
	return $s;
}

sub reserver_waits
{
	my ($mode) = @_;
	ok( $node->poll_query_until('postgres',
			"SELECT wait_event = 'SyncRep' FROM pg_stat_activity WHERE backend_type = 'sfid reserver'"),
		"$mode: the reserver waits on SyncRep for the absent standby");
	return;
}

$session = wait_without_standby('fast');
reserver_waits('fast');
my ($stopped, $secs) = timed_stop($node, 'fast');
ok($stopped, sprintf('pg_ctl stop -m fast finished (in %.1f s; it waits at most 60 s, and the stuck reserver would never end)', $secs));
session_quit($session);

start_faked($node);
$session = wait_without_standby('smart');
$node->safe_psql('postgres',
	"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'DO %' AND pid <> pg_backend_pid()");
session_quit($session);
ok( $node->poll_query_until('postgres',
		"SELECT count(*) = 0 FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()"),
	'smart: no client is left');
reserver_waits('smart');
# the terminated session (FATAL) no longer counts as waiting; the reserver does
is($node->safe_psql('postgres', 'SELECT sfid_standby_waiting()'), 1,
	'smart: sfid_standby_waiting() counts the reserver alone once the waiting session was terminated');
($stopped, $secs) = timed_stop($node, 'smart');
ok($stopped, sprintf('pg_ctl stop -m smart finished (in %.1f s; it waits at most 60 s, and the stuck reserver would never end)', $secs));

done_testing();
