# 039_fsync_off.pl
# Tags: behaviour
#
# sfid's guarantee rests on fsync: with fsync = off a power loss can take
# the reservation horizon back and ids repeat.  sfid says so with a
# WARNING (SQLSTATE 01000) in the log when the server starts with fsync
# off, and when a reload turns it off (the reserver sees the reload; on a
# standby, redo at the next reservation it replays); a server with fsync on
# says nothing of the kind.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;
use Time::HiRes qw(usleep);

my $warning = qr/WARNING:  01000: fsync is off, so sfid cannot promise that no id is issued twice/;

# The warnings in $node's log after $offset, once $seconds have passed or
# as soon as there is one.
sub warnings_after
{
	my ($node, $offset, $seconds) = @_;
	my $n = 0;
	for (1 .. 10 * $seconds)
	{
		$n = () = slurp_file($node->logfile, $offset) =~ /$warning/g;
		last if $n > 0;
		usleep(100_000);
	}
	return $n;
}

# Terminate the reserver and wait for the next one (restarted after 1 s).
sub restart_reserver
{
	my ($node) = @_;
	my $sql = "SELECT pid FROM pg_stat_activity WHERE backend_type = 'sfid reserver'";
	my $old = $node->safe_psql('postgres', $sql);
	$node->safe_psql('postgres', "SELECT pg_terminate_backend($old)");
	$node->poll_query_until('postgres', "SELECT count(*) = 1 FROM ($sql) r WHERE pid <> $old")
	  or die 'no new reserver';
	return;
}

my $node = PostgreSQL::Test::Cluster->new('fsync_off');
$node->init;
$node->append_conf('postgresql.conf', sfid_conf(3, 3) . "log_error_verbosity = verbose\nfsync = off\n");
$node->start;
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
like(slurp_file($node->logfile), $warning, 'a start with fsync = off logs the warning');
cmp_ok($node->safe_psql('postgres', 'SELECT snowflake_next()'), '>', 0, 'and ids are issued all the same');

# A reserver that starts after a reload turned fsync on (it restarts after a
# crash, a termination, a promotion) takes fsync as it is then, not as the
# postmaster had it at start: the next reload that turns it off is said.
$node->safe_psql('postgres', 'ALTER SYSTEM SET fsync = on; SELECT pg_reload_conf()');
restart_reserver($node);
my $offset = -s $node->logfile;
$node->safe_psql('postgres', 'ALTER SYSTEM SET fsync = off; SELECT pg_reload_conf()');
is(warnings_after($node, $offset, 10), 1,
	'started with fsync off, reloaded on, reserver restarted, reloaded off: the new reserver says it');
$node->safe_psql('postgres', 'ALTER SYSTEM RESET fsync; SELECT pg_reload_conf()');

$node->append_conf('postgresql.conf', "fsync = on\n");
$offset = -s $node->logfile;
$node->restart;
$node->safe_psql('postgres', 'SELECT snowflake_next()');
unlike(slurp_file($node->logfile, $offset), $warning, 'a start with fsync = on does not');

# a reload that turns fsync off: the reserver says it
$offset = -s $node->logfile;
$node->safe_psql('postgres', 'ALTER SYSTEM SET fsync = off; SELECT pg_reload_conf()');
ok($node->wait_for_log($warning, $offset), 'a reload that turns fsync off logs it');
my $n = () = slurp_file($node->logfile, $offset) =~ /$warning/g;
is($n, 1, 'once, by the reserver (not by every process that reloads)');
# nor again by a reserver that starts while it is off, at the next reload
restart_reserver($node);
$node->safe_psql('postgres', 'SELECT pg_reload_conf()');
sleep 2;
$n = () = slurp_file($node->logfile, $offset) =~ /$warning/g;
is($n, 1, 'a reserver restarted while fsync is off does not say it again at the next reload');
$node->stop;

# A standby runs no reserver, but its redo writes the file, and a primary's
# wait for a synchronous standby trusts the standby's flush: a reload that
# turns fsync off there is said too, by redo, at the next reservation it
# replays.
my $primary = PostgreSQL::Test::Cluster->new('fsync_primary');
$primary->init(allows_streaming => 1);
$primary->append_conf('postgresql.conf', sfid_conf(4, 4) . "log_error_verbosity = verbose\nfsync = on\n");
$primary->start;
$primary->safe_psql('postgres', 'CREATE EXTENSION sfid');
$primary->backup('b');
my $standby = PostgreSQL::Test::Cluster->new('fsync_standby');
$standby->init_from_backup($primary, 'b', has_streaming => 1);
$standby->append_conf('postgresql.conf', "sfid.worker_min = 5\nsfid.worker_max = 5\n");
$standby->start;
$primary->wait_for_catchup($standby);
unlike(slurp_file($standby->logfile), $warning, 'a standby started with fsync = on says nothing');
$offset = -s $standby->logfile;
$standby->safe_psql('postgres', 'ALTER SYSTEM SET fsync = off; SELECT pg_reload_conf()');
# ids for a second, with reservations 100 ms ahead: about ten records
$primary->safe_psql('postgres',
	"ALTER SYSTEM SET sfid.reserve_ahead = '100ms'; SELECT pg_reload_conf()");
$primary->safe_psql('postgres',
	'DO $$ BEGIN FOR i IN 1..20 LOOP PERFORM snowflake_next(); PERFORM pg_sleep(0.05); END LOOP; END $$');
$primary->wait_for_catchup($standby);
# replayed, so said by now (the log is the server's stderr)
$n = () = slurp_file($standby->logfile, $offset) =~ /$warning/g;
cmp_ok($n, '>=', 1, "a reload that turns fsync off on a standby logs it in the standby's log");
is($n, 1, 'once, not at every record replayed');

$standby->stop;
$primary->stop;
done_testing();
