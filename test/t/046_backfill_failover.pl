# 046_backfill_failover.pl
# Tags: behaviour
#
# snowflake_at() across a failover to a synchronous standby.  A backfill
# runs on the primary, which is then stopped (immediate); the standby,
# promoted, runs the same backfill again.  The standby knows the first
# pass's backfill number only from the WAL records it replayed (its
# shared memory was made before them, and its file, rewritten by redo,
# is read only at a start): the rerun must take another number, with 0
# repeats.
#
# Figures: repeats (must be 0), the numbers of each pass.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes;
use Test::More;

my $conf = sfid_conf(0, 7) . "sfid.backfill_worker_min = 8\nsfid.backfill_worker_max = 11\n";

my $primary = PostgreSQL::Test::Cluster->new('bf_primary');
$primary->init(allows_streaming => 1);
$primary->append_conf('postgresql.conf', $conf);
$primary->start;
$primary->safe_psql('postgres', 'CREATE EXTENSION sfid');
$primary->backup('b');

my $standby = PostgreSQL::Test::Cluster->new('bf_standby');
$standby->init_from_backup($primary, 'b', has_streaming => 1);
$standby->start;
# synchronous from now on: every mark is on the standby before it is used
$primary->append_conf('postgresql.conf', "synchronous_standby_names = '*'\n");
$primary->reload;
$primary->poll_query_until('postgres',
	"SELECT EXISTS (SELECT FROM pg_stat_replication WHERE sync_state = 'sync')")
  or die 'the standby is not synchronous';

$primary->safe_psql('postgres', q{
CREATE TABLE hist (created_at timestamptz);
INSERT INTO hist
  SELECT '2024-07-01 00:00:00+00'::timestamptz + n * interval '53 ms' FROM generate_series(1, 20000) n;
CREATE TABLE t (id bigint, pass int, created_at timestamptz);
INSERT INTO t SELECT snowflake_at(created_at), 1, created_at FROM hist ORDER BY created_at;
});
$primary->wait_for_catchup($standby);
my $first = $primary->safe_psql('postgres',
	q{SELECT string_agg(DISTINCT (snowflake_unpack(id)).worker::text, ',') FROM t});
$primary->stop('immediate');

$standby->promote;
$standby->poll_query_until('postgres', 'SELECT NOT pg_is_in_recovery()')
  or die 'the standby did not leave recovery';
ok(-f $standby->data_dir . '/sfid.backfill', 'redo wrote the standby\'s backfill file');
$standby->safe_psql('postgres',
	q{INSERT INTO t SELECT snowflake_at(created_at), 2, created_at FROM hist ORDER BY created_at});
my ($ids, $distinct, $second) = split /\|/, $standby->safe_psql('postgres', q{
SELECT count(*), count(DISTINCT id),
       (SELECT string_agg(DISTINCT (snowflake_unpack(id)).worker::text, ',') FROM t WHERE pass = 2)
  FROM t});
is($ids, 40000, 'both passes are in the table');
is($ids - $distinct, 0, 'no id repeats across the failover');
isnt($second, $first, "the rerun on the promoted standby took another number ($first, then $second)");

$standby->stop;
done_testing();
