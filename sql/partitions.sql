-- partitions: time partitions on a Snowflake key.  The first id of a UTC
-- day, snowflake_lower_bound(day), bounds a native range partition; a
-- query bounded the same way is pruned to the days it asks for.
\set SHOW_CONTEXT never
\set regress_db :DBNAME
CREATE DATABASE regress_sfid_partitions;
\c regress_sfid_partitions
SET timezone = 'UTC';
CREATE EXTENSION sfid;

CREATE TABLE events (
    id   bigint NOT NULL DEFAULT snowflake_next(),
    what text
) PARTITION BY RANGE (id);
-- keys from before the conversion to sfid (small numbers), and days
CREATE TABLE events_before PARTITION OF events
  FOR VALUES FROM (MINVALUE) TO (snowflake_lower_bound('2026-01-01 00:00+00'));
CREATE TABLE events_20260101 PARTITION OF events
  FOR VALUES FROM (snowflake_lower_bound('2026-01-01 00:00+00')) TO (snowflake_lower_bound('2026-01-02 00:00+00'));
CREATE TABLE events_20260102 PARTITION OF events
  FOR VALUES FROM (snowflake_lower_bound('2026-01-02 00:00+00')) TO (snowflake_lower_bound('2026-01-03 00:00+00'));
CREATE TABLE events_20260103 PARTITION OF events
  FOR VALUES FROM (snowflake_lower_bound('2026-01-03 00:00+00')) TO (snowflake_lower_bound('2026-01-04 00:00+00'));
-- a day is exactly 86400000 << 22 ids wide, and starts at a multiple of it
SELECT snowflake_lower_bound('2026-01-02 00:00+00') - snowflake_lower_bound('2026-01-01 00:00+00') = 86400000::bigint << 22 AS day_width,
       snowflake_lower_bound('2026-01-02 00:00+00') % (86400000::bigint << 22) AS offset_in_day;

-- rows stamped with known times, every worker number and sequence, the
-- first and the last id of each day: each lands in its day
INSERT INTO events
  SELECT snowflake_lower_bound(ts) | (w << 12) | s, 'at ' || to_char(ts, 'MM-DD HH24:MI:SS.MS')
    FROM generate_series(timestamptz '2026-01-01 00:00+00', '2026-01-03 23:59:59.999+00', interval '6 hours') ts,
         (VALUES (0), (1023)) w(w), (VALUES (0), (4095)) s(s);
INSERT INTO events VALUES
  (snowflake_lower_bound('2026-01-02 00:00+00') - 1, 'last id of 01-01'),
  (snowflake_lower_bound('2026-01-03 23:59:59.999+00') | 4194303, 'last id of 01-03'),
  (42, 'old key');
SELECT tableoid::regclass AS partition, count(*) AS rows,
       min(snowflake_to_timestamptz(id)) AS first, max(snowflake_to_timestamptz(id)) AS last
  FROM events GROUP BY 1 ORDER BY 1;
SELECT count(*) AS rows_outside_their_day FROM events
 WHERE what <> 'old key'
   AND tableoid::regclass::text <> 'events_' || to_char(snowflake_to_timestamptz(id), 'YYYYMMDD');
-- an id of a day with no partition is refused, as any key without one
INSERT INTO events VALUES (snowflake_lower_bound('2026-01-04 00:00+00'), 'no partition');

-- pruning: a condition on the id, bounded by snowflake_lower_bound(), reads
-- only the days asked for
SET enable_indexscan = off;
SET enable_bitmapscan = off;
EXPLAIN (COSTS OFF)
SELECT count(*) FROM events
 WHERE id >= snowflake_lower_bound('2026-01-02 06:00+00')
   AND id <  snowflake_lower_bound('2026-01-02 18:00+00');
SELECT count(*) FROM events
 WHERE id >= snowflake_lower_bound('2026-01-02 06:00+00')
   AND id <  snowflake_lower_bound('2026-01-02 18:00+00');
EXPLAIN (COSTS OFF)
SELECT count(*) FROM events WHERE id >= snowflake_lower_bound('2026-01-03 00:00+00');
-- a condition on the decoded time cannot prune: every partition is read
EXPLAIN (COSTS OFF)
SELECT count(*) FROM events WHERE snowflake_to_timestamptz(id) >= '2026-01-03 00:00+00';

-- the same for the days around now, named by UTC day, made in a loop as a
-- scheduled job would; new ids land in today's partition
DO $$
DECLARE
  day date;
BEGIN
  FOR day IN SELECT d::date
               FROM generate_series(date_trunc('day', now() AT TIME ZONE 'UTC'),
                                    date_trunc('day', now() AT TIME ZONE 'UTC') + interval '7 days',
                                    interval '1 day') d LOOP
    EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF events FOR VALUES FROM (%s) TO (%s)',
                   'events_' || to_char(day, 'YYYYMMDD'),
                   snowflake_lower_bound(day::timestamp AT TIME ZONE 'UTC'),
                   snowflake_lower_bound((day + 1)::timestamp AT TIME ZONE 'UTC'));
  END LOOP;
END
$$;
SELECT count(*) AS today_and_7_days_ahead FROM pg_inherits
 WHERE inhparent = 'events'::regclass AND inhrelid::regclass::text ~ '^events_[0-9]{8}$'
   AND inhrelid::regclass::text >= 'events_' || to_char(now(), 'YYYYMMDD');
INSERT INTO events (what) SELECT 'now' FROM generate_series(1, 1000);
SELECT count(*) AS new_rows,
       count(*) FILTER (WHERE tableoid::regclass::text = 'events_' || to_char(snowflake_to_timestamptz(id), 'YYYYMMDD')) AS in_their_day,
       count(*) FILTER (WHERE tableoid::regclass::text = 'events_' || to_char(now(), 'YYYYMMDD')
                           OR tableoid::regclass::text = 'events_' || to_char(now() + interval '1 day', 'YYYYMMDD')) AS today_or_after_midnight
  FROM events WHERE what = 'now';
-- with now() the partitions are pruned when the query starts ("Subplans
-- Removed"): only today's, and the days after it, are read
CREATE FUNCTION regress_scanned(query text) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  line text;
  scanned text[] := '{}';
BEGIN
  FOR line IN EXECUTE 'EXPLAIN (COSTS OFF) ' || query LOOP
    IF line ~ 'Scan on events_' THEN
      scanned := scanned || (regexp_match(line, 'Scan on (events_\w+)'))[1];
    ELSIF line ~ 'Subplans Removed' THEN
      scanned := scanned || btrim(line);
    END IF;
  END LOOP;
  RETURN scanned;
END
$$;
SELECT 'events_' || to_char(now(), 'YYYYMMDD') = ANY (s) AS reads_today,
       NOT s && ARRAY['events_before', 'events_20260101', 'events_20260102', 'events_20260103'] AS skips_january,
       EXISTS (SELECT FROM unnest(s) x WHERE x ~ '^Subplans Removed: [0-9]+$') AS pruned_at_start,
       (SELECT count(*) FROM events WHERE id >= snowflake_lower_bound(now() - interval '1 minute')) AS rows_found
  FROM regress_scanned($$SELECT count(*) FROM events
                         WHERE id >= snowflake_lower_bound(now() - interval '1 minute')$$) s;

-- converting a partitioned table keyed by bigserial: a partition attached
-- with a sequence of its own loses it too, a sub-partitioned level follows,
-- and the NOTICE names every partition it changed
CREATE TABLE legacy (id bigserial, what text) PARTITION BY RANGE (id);
CREATE TABLE legacy_low PARTITION OF legacy FOR VALUES FROM (MINVALUE) TO (1000);
CREATE TABLE legacy_mid (id bigserial, what text);
ALTER TABLE legacy ATTACH PARTITION legacy_mid FOR VALUES FROM (1000) TO (2000);
CREATE TABLE legacy_high PARTITION OF legacy FOR VALUES FROM (2000) TO (MAXVALUE) PARTITION BY HASH (id);
CREATE TABLE legacy_high_0 PARTITION OF legacy_high FOR VALUES WITH (MODULUS 2, REMAINDER 0);
CREATE TABLE legacy_high_1 PARTITION OF legacy_high FOR VALUES WITH (MODULUS 2, REMAINDER 1);
INSERT INTO legacy (what) VALUES ('old');
INSERT INTO legacy VALUES (1500, 'old, in the attached partition');
SELECT relname, relkind FROM pg_class WHERE relkind = 'S' AND relname LIKE 'legacy%' ORDER BY relname;
SELECT snowflake_convert('legacy');
SELECT c.relname, pg_get_expr(d.adbin, d.adrelid) AS key_default
  FROM pg_class c LEFT JOIN pg_attrdef d ON d.adrelid = c.oid
 WHERE c.relname LIKE 'legacy%' AND c.relkind IN ('r', 'p') ORDER BY c.relname;
SELECT count(*) AS sequences_left FROM pg_class WHERE relkind = 'S' AND relname LIKE 'legacy%';
INSERT INTO legacy (what) SELECT 'new' FROM generate_series(1, 100);
SELECT count(*) AS new_rows,
       count(*) FILTER (WHERE tableoid::regclass::text LIKE 'legacy_high_%') AS in_the_high_range
  FROM legacy WHERE what = 'new';
DROP TABLE legacy;

\c :regress_db
DROP DATABASE regress_sfid_partitions;
