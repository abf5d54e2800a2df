# 051_time_partitions_partman.pl
# Tags: logic
#
# pg_partman keeps daily partitions of a table keyed by Snowflake ids, with
# an integer interval of one day in id units, 86400000 << 22: the epoch is a
# UTC midnight, so partman's multiples of the interval are UTC days.
#
#  - create_parent() with p_start_partition = snowflake_lower_bound() of a
#    day (partman 4.x: p_type 'native'; 5.x: 'range');
#  - every partition spans one UTC day, first id to first id;
#  - rows of known times, and new ids, land in their day's partition;
#  - a time-bounded query is pruned to the days it asks for (EXPLAIN);
#  - run_maintenance() adds days ahead as ids move on.
#
# Needs pg_partman for this server (Debian: postgresql-15-partman, which
# scripts/test.sh installs; the trixie root has postgresql-17-partman);
# skipped where it is missing (the servers built from source).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_node);
use Test::More;

my $node = sfid_node('partman', 3, 5);
if ($node->safe_psql('postgres', q{SELECT count(*) FROM pg_available_extensions WHERE name = 'pg_partman'}) eq '0')
{
	$node->stop;
	plan skip_all => 'pg_partman is not installed for this server (Debian package postgresql-NN-partman)';
}

my $DAY = 86400000 << 22;
$node->safe_psql('postgres', 'CREATE DATABASE app');
$node->safe_psql('app', q{
SET client_min_messages = warning;
CREATE EXTENSION sfid;
CREATE SCHEMA partman;
CREATE EXTENSION pg_partman SCHEMA partman;
CREATE TABLE events (
    id   bigint NOT NULL DEFAULT snowflake_next(),
    what text,
    PRIMARY KEY (id)
) PARTITION BY RANGE (id);
});
my $version = $node->safe_psql('app', q{SELECT extversion FROM pg_extension WHERE extname = 'pg_partman'});
my $type = $version =~ /^4\./ ? 'native' : 'range';
note "pg_partman $version: p_type '$type'";

# Days around now, from two days back: the start is the first id of that
# UTC day, and premake 4 adds four more days.
$node->safe_psql('app', qq{
SELECT partman.create_parent(
    p_parent_table    := 'public.events',
    p_control         := 'id',
    p_type            := '$type',
    p_interval        := (86400000::bigint << 22)::text,
    p_premake         := 4,
    p_start_partition := snowflake_lower_bound(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '2 days')::text);
});

# Each partition: its name, first id and end id (from the bound), and
# the UTC times of those.
my $partitions_sql = q{
SELECT c.relname, b[1]::bigint AS lo, b[2]::bigint AS hi
  FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid,
       regexp_match(pg_get_expr(c.relpartbound, c.oid), 'FROM \(''?(-?\d+)''?\) TO \(''?(-?\d+)''?\)') b
 WHERE i.inhparent = 'events'::regclass AND b IS NOT NULL
};
my $days = $node->safe_psql('app', qq{
SELECT count(*),
       count(*) FILTER (WHERE hi - lo = 86400000::bigint << 22),
       count(*) FILTER (WHERE snowflake_to_timestamptz(lo) AT TIME ZONE 'UTC' = date_trunc('day', snowflake_to_timestamptz(lo) AT TIME ZONE 'UTC')),
       min(snowflake_to_timestamptz(lo) AT TIME ZONE 'UTC')::date = (now() AT TIME ZONE 'UTC')::date - 2,
       max(snowflake_to_timestamptz(lo) AT TIME ZONE 'UTC')::date = (now() AT TIME ZONE 'UTC')::date + 2
  FROM ($partitions_sql) p});
is($days, '5|5|5|t|t', 'create_parent made 5 partitions, each one UTC day wide from a UTC midnight, today -2 .. +2');
ok($node->safe_psql('app', q{SELECT to_regclass('events_default') IS NOT NULL}) eq 't', 'and a default partition');
note $node->safe_psql('app', "SELECT relname, snowflake_to_timestamptz(lo) AT TIME ZONE 'UTC' FROM ($partitions_sql) p ORDER BY lo");

# Rows of known times on each day (first and last millisecond, every worker
# number and sequence), and 1000 new ids.
$node->safe_psql('app', q{
INSERT INTO events
  SELECT snowflake_lower_bound(ts) | (w << 12) | s, 'known'
    FROM generate_series(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '2 days',
                         date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '3 days' - interval '1 ms',
                         interval '4 hours 59 minutes 59.999 seconds') ts,
         (VALUES (0), (1023)) w(w), (VALUES (0), (4095)) s(s);
INSERT INTO events (what) SELECT 'new' FROM generate_series(1, 1000);
});
my $placed = $node->safe_psql('app', qq{
SELECT count(*),
       count(*) FILTER (WHERE e.id >= p.lo AND e.id < p.hi
                          AND (snowflake_to_timestamptz(e.id) AT TIME ZONE 'UTC')::date
                              = (snowflake_to_timestamptz(p.lo) AT TIME ZONE 'UTC')::date),
       count(*) FILTER (WHERE e.what = 'new'
                          AND (snowflake_to_timestamptz(p.lo) AT TIME ZONE 'UTC')::date
                              = (snowflake_to_timestamptz(e.id) AT TIME ZONE 'UTC')::date),
       (SELECT count(*) FROM events_default)
  FROM events e JOIN ($partitions_sql) p ON p.relname = e.tableoid::regclass::text});
my ($total, $in_day, $new_in_day, $in_default) = split /\|/, $placed;
my $known = $node->safe_psql('app', q{SELECT count(*) FROM events WHERE what = 'known'});
cmp_ok($known, '>', 80, "$known rows of known times over five days");
is($total, $known + 1000, 'every row is in a daily partition, none in the default partition');
is($in_day, $total, "every row is in the partition of its own UTC day ($in_day)");
is($new_in_day, 1000, "the 1000 new ids are in today's partition");
is($in_default, 0, 'the default partition is empty');

# A time-bounded query reads only its day: constant bounds are pruned when
# planning, bounds from now() when the query starts.
my $today_lo = $node->safe_psql('app', q{SELECT snowflake_lower_bound(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')});
my $today_name = $node->safe_psql('app', "SELECT relname FROM ($partitions_sql) p WHERE lo = $today_lo");
my ($from, $to) = split /\|/, $node->safe_psql('app', q{
SELECT d + interval '6 hours', d + interval '12 hours' FROM date_trunc('day', now() AT TIME ZONE 'UTC') d});
my $plan = $node->safe_psql('app', qq{
SET enable_indexscan = off; SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM events
 WHERE id >= snowflake_lower_bound('$from+00') AND id < snowflake_lower_bound('$to+00')});
note "constant bounds:\n$plan";
my @scanned = $plan =~ /Scan on (events_\w+)/g;
is_deeply(\@scanned, [$today_name], "a query for 06:00-12:00 UTC today reads only $today_name");
$plan = $node->safe_psql('app', q{
SET enable_indexscan = off; SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF) SELECT count(*) FROM events
 WHERE id >= snowflake_lower_bound(now() - interval '1 minute') AND id < snowflake_lower_bound(now() + interval '1 minute')});
note "bounds from now():\n$plan";
@scanned = $plan =~ /Scan on (events_\w+)/g;
like($plan, qr/Subplans Removed: [1-9]/, 'with bounds from now(), partitions are removed when the query starts');
cmp_ok(scalar(@scanned), '<=', 2, 'and at most two days are read (' . join(', ', @scanned) . ')');
ok((grep { $_ eq $today_name } @scanned), "today's partition is among them");

# run_maintenance() looks at the largest id and keeps premake days ahead of it.
$node->safe_psql('app', q{
INSERT INTO events VALUES (snowflake_lower_bound(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '2 days 12 hours'), 'day +2');
SET client_min_messages = warning;
SELECT partman.run_maintenance(p_parent_table := 'public.events');
});
$days = $node->safe_psql('app', qq{
SELECT count(*),
       count(*) FILTER (WHERE hi - lo = 86400000::bigint << 22
                          AND snowflake_to_timestamptz(lo) AT TIME ZONE 'UTC' = date_trunc('day', snowflake_to_timestamptz(lo) AT TIME ZONE 'UTC')),
       max(snowflake_to_timestamptz(lo) AT TIME ZONE 'UTC')::date - (now() AT TIME ZONE 'UTC')::date
  FROM ($partitions_sql) p});
is($days, '9|9|6', 'run_maintenance() added days up to today +6, each one UTC day');

$node->stop;
done_testing();
