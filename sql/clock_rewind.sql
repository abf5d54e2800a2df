-- the clock stepping back, through the superuser-only test hook
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

-- a 30 s step back is refused at once, with sfid's own SQLSTATE and the size
SELECT snowflake_next() > 0 AS issued;
SELECT sfid_test_clock_rewind(30000);
SELECT r ~ '^SF001: clock moved backwards by [0-9]+ ms$' AS refused,
       substring(r FROM 'by ([0-9]+) ms')::int BETWEEN 29000 AND 30000 AS step_size_reported
  FROM regress_try('SELECT snowflake_next()') AS r;
-- uuidv7() keeps working meanwhile
SELECT uuidv7() IS NOT NULL AS uuidv7_works;

-- the budget is sfid.max_clock_wait: raise it and the same step would wait
SET sfid.max_clock_wait = '40s';
SET statement_timeout = '300ms';
-- ... interruptibly: statement_timeout cancels the wait
SELECT snowflake_next();
RESET statement_timeout;
RESET sfid.max_clock_wait;

-- a 300 ms step back is waited out, and the next id is above the last one
SELECT sfid_test_clock_rewind(0);
CREATE TEMP TABLE w AS SELECT snowflake_next() AS before_id, clock_timestamp() AS t0;
SELECT sfid_test_clock_rewind(300);
SELECT snowflake_next() > before_id AS continues_above,
       clock_timestamp() - t0 >= interval '290 ms' AS waited_for_clock
  FROM w;

-- clamp: keep issuing under the last millisecond, without waiting or errors
SELECT sfid_test_clock_rewind(0);
SET sfid.on_clock_rewind = clamp;
SET sfid.max_clock_wait = 0;
CREATE TEMP TABLE c0 AS SELECT snowflake_next() AS id;
SELECT sfid_test_clock_rewind(200);
CREATE TEMP TABLE c1 AS SELECT n, snowflake_next() AS id FROM generate_series(1, 1000) n;
SELECT count(*) AS issued,
       bool_and(id > (SELECT id FROM c0)) AS above_last_before_step,
       (SELECT (snowflake_unpack(id)).ts FROM c1 WHERE n = 1) = (SELECT (snowflake_unpack(id)).ts FROM c0) AS clamped_to_last_ms
  FROM c1;
SELECT count(*) AS out_of_order
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev FROM c1) s
  WHERE id <= prev;
RESET sfid.on_clock_rewind;
RESET sfid.max_clock_wait;

-- a clock before the sfid epoch is outside the layout
SELECT sfid_test_clock_rewind((extract(epoch FROM clock_timestamp() - timestamptz '2019-12-01 00:00:00+00') * 1000)::bigint);
SELECT regress_try('SELECT snowflake_next()');
SELECT sfid_test_clock_rewind(0);
SELECT snowflake_next() > 0 AS issues_again;

-- the hook only moves the clock backwards, and not absurdly far
SELECT regress_try('SELECT sfid_test_clock_rewind(-1)');
SELECT regress_try('SELECT sfid_test_clock_rewind(9223372036854775807)');

-- the hook's clock is session state: RESET ALL, DISCARD ALL and a rolled
-- back transaction end it, as they end any setting
SELECT sfid_test_clock_rewind(30000);
SELECT regress_try('SELECT snowflake_next()') ~ '^SF001' AS refused_while_held_back;
DISCARD ALL;
SELECT snowflake_next() > 0 AS discard_all_ends_it;
SELECT sfid_test_clock_rewind(30000);
RESET ALL;
SELECT snowflake_next() > 0 AS reset_all_ends_it;
BEGIN;
SELECT sfid_test_clock_rewind(30000);
ROLLBACK;
SELECT snowflake_next() > 0 AS rollback_ends_it;
SET timezone = 'UTC';
SET datestyle = 'ISO';

-- settings: bounds, and who may change them (PostgreSQL 18 puts the units
-- in the range)
SELECT regress_try('SET sfid.max_clock_wait = -1')
         ~ '^22023: -1 ms is outside the valid range for parameter "sfid.max_clock_wait" \(0( ms)? \.\. 3600000( ms)?\)$' AS out_of_range;
SELECT regress_try('SET sfid.on_clock_rewind = sometimes');
CREATE ROLE regress_sfid_plain;
SET ROLE regress_sfid_plain;
SELECT snowflake_next() > 0 AS plain_role_can_generate, uuidv7() IS NOT NULL AS and_uuidv7;
SELECT regress_try('SELECT sfid_test_clock_rewind(1000)');
SELECT regress_try('SET sfid.max_clock_wait = 5');
SELECT regress_try('SET sfid.on_clock_rewind = clamp');
RESET ROLE;
DROP ROLE regress_sfid_plain;
