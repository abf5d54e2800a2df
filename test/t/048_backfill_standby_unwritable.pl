# 048_backfill_standby_unwritable.pl
# Tags: logic
#
# A synchronous standby replays a backfill's marks (BACKFILL records) while
# its sfid.backfill cannot be written (the I/O shim fails every fsync of
# sfid.backfill.tmp).  Redo must not move past a record until its mark is
# in the file: a mark held only in shared memory is lost when a
# restartpoint passes the record and the standby restarts, and once
# promoted, the same backfill run again takes the same number from below
# its lost mark and issues the first pass's ids again.
#
# The standby: a restartpoint, then a fast restart while the file is still
# unwritable (a child fixes the disk once the restarted standby says that
# replay waits, or after 30 s); then promoted, the same backfill again.
# When redo kept the mark in memory only, every id of the rerun repeated
# one of the first pass.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use POSIX ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use SfidNodes;
use Test::More;
use File::Basename qw(dirname);
use Time::HiRes qw(sleep time);

my $conf = sfid_conf(0, 7) . "sfid.backfill_worker_min = 8\nsfid.backfill_worker_max = 11\n";
my $shim = build_shim('sfid_io_shim');
my $shim_dir = dirname($shim);
io_shim_set($shim_dir, 'fail_backfill', undef);

my $primary = PostgreSQL::Test::Cluster->new('bfu_primary');
$primary->init(allows_streaming => 1);
$primary->append_conf('postgresql.conf', $conf);
$primary->start;
$primary->safe_psql('postgres', 'CREATE EXTENSION sfid');
$primary->backup('b');

my $standby = PostgreSQL::Test::Cluster->new('bfu_standby');
$standby->init_from_backup($primary, 'b', has_streaming => 1);
# the shim fails fsync, which the test servers' fsync = off never calls
$standby->append_conf('postgresql.conf', "fsync = on\n");
sub start_standby
{
	local $ENV{LD_PRELOAD} = $shim;
	local $ENV{SFID_SHIM_DIR} = $shim_dir;
	$standby->start;
	return;
}
start_standby();
$primary->append_conf('postgresql.conf', "synchronous_standby_names = '*'\n");
$primary->reload;
$primary->poll_query_until('postgres',
	"SELECT EXISTS (SELECT FROM pg_stat_replication WHERE sync_state = 'sync')")
  or die 'the standby is not synchronous';

my $pass = q{INSERT INTO t SELECT snowflake_at(created_at), %d, created_at FROM hist ORDER BY created_at};
$primary->safe_psql('postgres', q{
CREATE TABLE hist (created_at timestamptz);
INSERT INTO hist
  SELECT '2024-07-01 00:00:00+00'::timestamptz + n * interval '53 ms' FROM generate_series(1, 20000) n;
CREATE TABLE t (id bigint, pass int, created_at timestamptz);
});
$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));

# the first pass, its marks replayed by a standby that cannot write them
my $log = -s $standby->logfile;
io_shim_set($shim_dir, 'fail_backfill', '');
$primary->safe_psql('postgres', sprintf($pass, 1));
my $first = $primary->safe_psql('postgres',
	q{SELECT string_agg(DISTINCT (snowflake_unpack(id)).worker::text, ',') FROM t});
$primary->safe_psql('postgres', 'CHECKPOINT');
my $lsn = $primary->lsn('insert');
$primary->wait_for_catchup($standby, 'flush', $lsn);
$primary->stop;
like(slurp_file($standby->logfile, $log), qr/could not write|replay waits until the backfill file/,
	"the standby's redo could not write its backfill file");

# a restartpoint as far as replay went, then a restart while the file is
# still unwritable; the child fixes it once replay says it waits
$standby->safe_psql('postgres', 'CHECKPOINT');
$log = -s $standby->logfile;
$standby->stop('fast');
my $child = fork() // die "fork: $!";
if ($child == 0)
{
	my $start = time();
	while (time() - $start < 30)
	{
		last if slurp_file($standby->logfile, $log) =~ /replay waits until the backfill file/;
		sleep 0.1;
	}
	io_shim_set($shim_dir, 'fail_backfill', undef);
	POSIX::_exit(0);
}
start_standby();
waitpid $child, 0;
io_shim_set($shim_dir, 'fail_backfill', undef);
ok($standby->poll_query_until('postgres', "SELECT pg_last_wal_replay_lsn() >= '$lsn'"),
	'the restarted standby replayed all of the primary\'s WAL');
like(slurp_file($standby->logfile, $log), qr/replay goes on: the mark \d+ of backfill number \d+ is in "sfid.backfill"/,
	'replay waited for the backfill file after the restart, and went on once it was written');

$standby->promote;
$standby->poll_query_until('postgres', 'SELECT NOT pg_is_in_recovery()')
  or die 'the standby did not leave recovery';
$standby->safe_psql('postgres', sprintf($pass, 2));
my ($ids, $distinct, $second) = split /\|/, $standby->safe_psql('postgres', q{
SELECT count(*), count(DISTINCT id),
       (SELECT string_agg(DISTINCT (snowflake_unpack(id)).worker::text, ',') FROM t WHERE pass = 2)
  FROM t});
is($ids, 40000, 'both passes are in the table');
is($ids - $distinct, 0, 'no backfill id repeats after the restart and the promotion');
isnt($second, $first, "the rerun on the promoted standby took another number ($first, then $second)");

$standby->stop;
done_testing();
