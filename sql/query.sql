-- the query side: id bounds of a time, the time of an id, index range scans
-- and partitions bounded by time
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

-- snowflake_lower_bound(): the epoch, one ms later, and the last ms
SELECT snowflake_lower_bound('2020-01-01 00:00:00+00') AS epoch,
       snowflake_lower_bound('2020-01-01 00:00:00.001+00') AS one_ms_later,
       snowflake_lower_bound('2089-09-06 15:47:35.551+00') AS last_ms;
-- the bound is worker 0, sequence 0 of that ms
SELECT * FROM snowflake_unpack(snowflake_lower_bound('2089-09-06 15:47:35.551+00'));
SELECT snowflake_lower_bound('2026-01-01 00:00:00+00') = 189388800000::bigint << 22 AS year_2026;
-- microseconds round down to the ms that holds them
SELECT snowflake_lower_bound('2020-01-01 00:00:00.001999+00') AS floor_1999us,
       snowflake_lower_bound('2089-09-06 15:47:35.551999+00') AS floor_last_us;
-- an instant is an instant, whatever the time zone it is written in
SELECT snowflake_lower_bound('2026-01-01 01:00:00+01') = snowflake_lower_bound('2026-01-01 00:00:00+00') AS same_instant;
-- outside the layout: 22008
SELECT regress_try($$SELECT snowflake_lower_bound('2019-12-31 23:59:59.999999+00')$$);
SELECT regress_try($$SELECT snowflake_lower_bound('2089-09-06 15:47:35.552+00')$$);
SELECT regress_try($$SELECT snowflake_lower_bound('infinity')$$);
SELECT regress_try($$SELECT snowflake_lower_bound('-infinity')$$);
SELECT regress_try($$SELECT snowflake_lower_bound('4713-01-01 00:00:00+00 BC')$$);
SELECT regress_try($$SELECT snowflake_lower_bound('294276-12-31 23:59:59+00')$$);
SELECT snowflake_lower_bound(NULL) IS NULL AS null_gives_null;

-- snowflake_to_timestamptz(): the ms an id was issued in
SELECT snowflake_to_timestamptz(0) AS epoch,
       snowflake_to_timestamptz(4194303) AS still_epoch,
       snowflake_to_timestamptz(4194304) AS one_ms_later,
       snowflake_to_timestamptz(9223372036854775807) AS last;
SELECT regress_try('SELECT snowflake_to_timestamptz(-1)');
SELECT regress_try('SELECT snowflake_to_timestamptz(-9223372036854775808)');
SELECT snowflake_to_timestamptz(NULL) IS NULL AS null_gives_null;

-- over random ids: the time is unpack's, the bound of an id's time is the id
-- with worker and sequence cleared, and the next ms's bound is above the id
SELECT setseed(0.17);
SELECT count(*) AS ids,
       count(*) FILTER (WHERE snowflake_to_timestamptz(id) <> (snowflake_unpack(id)).ts) AS time_mismatches,
       count(*) FILTER (WHERE snowflake_lower_bound(snowflake_to_timestamptz(id)) <> id & ~4194303::bigint) AS bound_mismatches,
       count(*) FILTER (WHERE snowflake_to_timestamptz(id) < '2089-09-06 15:47:35.551+00'
                          AND snowflake_lower_bound(snowflake_to_timestamptz(id) + interval '1 ms') <= id) AS next_bound_not_above
  FROM (SELECT (random() * 9223372036854775807)::bigint AS id FROM generate_series(1, 10000)) r;

-- every id issued at or after a time is >= that time's bound
CREATE TEMP TABLE t0 AS SELECT clock_timestamp() AS t;
CREATE TEMP TABLE later AS SELECT snowflake_next() AS id FROM generate_series(1, 1000);
SELECT bool_and(id >= snowflake_lower_bound((SELECT t FROM t0))) AS all_at_or_above_bound FROM later;

-- uuidv7_lower_bound(): the smallest version 7 UUID of the ms
SELECT uuidv7_lower_bound('1970-01-01 00:00:00+00') AS unix_epoch,
       uuidv7_lower_bound('2022-02-22 19:22:22+00') AS rfc_9562_example_ms,
       uuidv7_lower_bound('10889-08-02 05:31:50.655+00') AS last_ms;
SELECT uuidv7_lower_bound('2022-02-22 19:22:22.000999+00') = uuidv7_lower_bound('2022-02-22 19:22:22+00') AS floors_to_ms;
-- the RFC 9562 test vector (2022-02-22 19:22:22 UTC) is inside its ms
SELECT uuidv7_lower_bound('2022-02-22 19:22:22+00') <= '017F22E2-79B0-7CC3-98C4-DC0C0C07398F' AS bound_below,
       uuidv7_lower_bound('2022-02-22 19:22:22.001+00') > '017F22E2-79B0-7CC3-98C4-DC0C0C07398F' AS next_bound_above,
       uuid_extract_version(uuidv7_lower_bound('2022-02-22 19:22:22+00')) AS version,
       uuidv7_to_timestamptz(uuidv7_lower_bound('2022-02-22 19:22:22.123456+00')) AS its_time;
SELECT regress_try($$SELECT uuidv7_lower_bound('1969-12-31 23:59:59.999999+00')$$);
SELECT regress_try($$SELECT uuidv7_lower_bound('10889-08-02 05:31:50.656+00')$$);
SELECT regress_try($$SELECT uuidv7_lower_bound('infinity')$$);
SELECT regress_try($$SELECT uuidv7_lower_bound('-infinity')$$);
SELECT uuidv7_lower_bound(NULL) IS NULL AS null_gives_null;
-- every UUID made at or after a time is >= that time's bound
CREATE TEMP TABLE u_later AS SELECT uuidv7() AS id FROM generate_series(1, 1000);
SELECT bool_and(id >= uuidv7_lower_bound((SELECT t FROM t0))) AS all_at_or_above_bound FROM u_later;

-- WHERE id >= snowflake_lower_bound(...) is a range scan of the primary key
-- (100,000 ids in 2025, one every 5 minutes, on rotating worker numbers)
CREATE TABLE events (id bigint PRIMARY KEY, payload text);
INSERT INTO events
  SELECT snowflake_lower_bound('2025-01-01 00:00:00+00'::timestamptz + n * interval '5 minutes') | ((n % 1024) << 12),
         'event ' || n
  FROM generate_series(0, 99999) n;
ANALYZE events;
-- a constant time folds to a constant bound when the query is planned
EXPLAIN (COSTS OFF) SELECT * FROM events WHERE id >= snowflake_lower_bound('2025-12-01 00:00:00+00');
SELECT count(*) FROM events WHERE id >= snowflake_lower_bound('2025-12-01 00:00:00+00');
-- a time relative to now() is an index condition too
EXPLAIN (COSTS OFF) SELECT * FROM events WHERE id >= snowflake_lower_bound(now() - interval '1 hour');
-- a day
EXPLAIN (COSTS OFF)
  SELECT count(*) FROM events
  WHERE id >= snowflake_lower_bound('2025-06-01 00:00:00+00') AND id < snowflake_lower_bound('2025-06-02 00:00:00+00');
SELECT count(*) FROM events
  WHERE id >= snowflake_lower_bound('2025-06-01 00:00:00+00') AND id < snowflake_lower_bound('2025-06-02 00:00:00+00');
DROP TABLE events;

-- partitions bounded by time
CREATE TABLE log (id bigint NOT NULL, msg text) PARTITION BY RANGE (id);
CREATE TABLE log_2026_01 PARTITION OF log
  FOR VALUES FROM (snowflake_lower_bound('2026-01-01 00:00:00+00')) TO (snowflake_lower_bound('2026-02-01 00:00:00+00'));
CREATE TABLE log_2026_02 PARTITION OF log
  FOR VALUES FROM (snowflake_lower_bound('2026-02-01 00:00:00+00')) TO (snowflake_lower_bound('2026-03-01 00:00:00+00'));
SELECT c.relname, pg_get_expr(c.relpartbound, c.oid) AS bound
  FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
  WHERE i.inhparent = 'log'::regclass ORDER BY 1;
-- the last possible id of January and the first of February
INSERT INTO log VALUES
  (snowflake_lower_bound('2026-01-31 23:59:59.999+00') | (1023 << 12) | 4095, 'last of january'),
  (snowflake_lower_bound('2026-02-01 00:00:00+00'), 'first of february');
SELECT tableoid::regclass AS partition, snowflake_to_timestamptz(id) AS ts, msg FROM log ORDER BY id;
SELECT regress_try($$INSERT INTO log VALUES (snowflake_lower_bound('2026-03-01 00:00:00+00'), 'march')$$);
-- a bound on the partition key prunes the other partitions
EXPLAIN (COSTS OFF) SELECT * FROM log WHERE id >= snowflake_lower_bound('2026-02-10 00:00:00+00');
DROP TABLE log;
