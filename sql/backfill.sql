-- snowflake_at() and uuidv7_at(): ids for a past time.  The server runs
-- with live numbers 0 to 1015 and backfill numbers 1016 to 1023
-- (test/regress.conf); this file expects no backfill before it.
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

-- exact ids for fixed times: ts's millisecond, the first free backfill
-- number (1016), the sequence counting up within the millisecond
SELECT snowflake_at('2024-01-01 00:00:00+00') AS a,
       snowflake_at('2024-01-01 00:00:00.0004+00') AS same_ms,
       snowflake_at('2024-01-01 00:00:00.001+00') AS next_ms,
       snowflake_at('2024-01-01 12:34:56.789+00') AS later;
SELECT (snowflake_unpack(id)).*
  FROM (VALUES (snowflake_at('2024-01-01 12:34:56.789+00'))) v(id);
SELECT snowflake_at(NULL) IS NULL AS null_gives_null;

-- a step back within the clamp (at most 1 s): the next free id of the
-- number, not ts's millisecond
SELECT u.* FROM snowflake_unpack(snowflake_at('2024-01-01 12:34:56.5+00')) u;

-- further back: another number (1017), at ts's millisecond
SELECT u.* FROM snowflake_unpack(snowflake_at('2023-06-01 00:00:00+00')) u;
SELECT u.* FROM snowflake_unpack(snowflake_at('2023-06-01 00:00:00+00')) u;

-- in order again: it stays on 1017
SELECT u.* FROM snowflake_unpack(snowflake_at('2024-01-01 00:00:00+00')) u;

-- 5000 ids at one time: 4096 at its millisecond, the rest just after;
-- all distinct and rising, none below ts
CREATE TEMP TABLE burst AS
  SELECT n, snowflake_at('2024-02-01 00:00:00+00') AS id
    FROM generate_series(1, 5000) n;
SELECT count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE (snowflake_unpack(id)).ts = '2024-02-01 00:00:00+00') AS at_ts,
       max((snowflake_unpack(id)).ts) AS last_at,
       bool_and(id > prev) AS rising
  FROM (SELECT id, lag(id, 1, 0::bigint) OVER (ORDER BY n) AS prev FROM burst) s;

-- bad input, each with its SQLSTATE
SELECT regress_try($$SELECT snowflake_at('2019-12-31 23:59:59.999+00')$$) AS before_epoch;
SELECT regress_try($$SELECT snowflake_at('2089-09-06 15:47:35.552+00')$$) AS past_the_end;
SELECT regress_try($$SELECT snowflake_at('infinity')$$) AS infinity;
SELECT regress_try($$SELECT snowflake_at('-infinity')$$) AS minus_infinity;
SELECT regress_try($$SELECT snowflake_at(clock_timestamp() + interval '1 hour')$$) ~
       '^22023: timestamp is in the future' AS future_refused;
-- a time just past the clock, within sfid.reserve_ahead, is accepted
SELECT snowflake_at(clock_timestamp() + interval '100 ms') > 0 AS near_future_ok;

-- going back past every number: each pass takes a number; with all eight
-- ahead of ts, SF004
SELECT regress_try(format('SELECT snowflake_at(%L)', '2022-01-01'::timestamptz + (8 - k) * interval '1 day'))
  FROM generate_series(1, 8) k;

-- the backfill numbers in sfid_workers, marked as such
SELECT worker, backfill FROM sfid_workers WHERE worker >= 1016 ORDER BY worker;
SELECT count(*) AS live_marked_backfill FROM sfid_workers WHERE worker < 1016 AND backfill;

-- live ids never take a backfill number
SELECT (snowflake_unpack(snowflake_next())).worker < 1016 AS live_is_live;

-- uuidv7_at(): version 7, ts's millisecond, strictly rising within the
-- session for non-decreasing ts, even past 4096 ids in one millisecond
SELECT substr(uuidv7_at('2024-01-01 00:00:00+00')::text, 1, 19) AS first_bytes;
SELECT uuid_extract_version(uuidv7_at('2024-01-01 00:00:00.123456+00')) AS version,
       uuidv7_to_timestamptz(uuidv7_at('2024-01-01 00:00:00.123456+00')) AS ms;
CREATE TEMP TABLE uburst AS
  SELECT n, uuidv7_at('2024-03-01 00:00:00+00'::timestamptz + (n / 10) * interval '1 us') AS u
    FROM generate_series(1, 10000) n;
SELECT count(DISTINCT u) AS distinct_ids, bool_and(u > prev) AS rising,
       min(uuidv7_to_timestamptz(u)) AS first_ms
  FROM (SELECT u, lag(u, 1, '00000000-0000-0000-0000-000000000000'::uuid) OVER (ORDER BY n) AS prev
          FROM uburst) s;
SELECT uuidv7_at(NULL) IS NULL AS null_gives_null;
SELECT regress_try($$SELECT uuidv7_at('1969-12-31 23:59:59.999+00')$$) AS before_1970;
SELECT regress_try($$SELECT uuidv7_at('infinity')$$) AS infinity;
