-- snowflake_next(): ordering, uniqueness and the fields of the ids
-- (pg_regress installs sfid in its database: --load-extension)
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

-- 100k ids in call order: all distinct and strictly increasing
CREATE TEMP TABLE ids AS
  SELECT n, snowflake_next() AS id
  FROM (SELECT generate_series(1, 100000) AS n) g;
SELECT count(*) AS ids, count(DISTINCT id) AS distinct_ids FROM ids;
SELECT count(*) AS out_of_order
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev FROM ids) s
  WHERE id <= prev;

-- every id decodes to this backend's one worker number, within the range,
-- and to a time no later than now
SELECT count(DISTINCT (snowflake_unpack(id)).worker) AS workers_used,
       bool_and((snowflake_unpack(id)).worker BETWEEN 0 AND 1023) AS in_range,
       bool_and((snowflake_unpack(id)).ts <= clock_timestamp()) AS not_in_future,
       bool_and((snowflake_unpack(id)).ts > now() - interval '1 hour') AS recent
  FROM ids;

-- 100k ids issued in well under 100k ms: ms are shared, sequences count up
SELECT max((snowflake_unpack(id)).seq) > 0 AS several_per_ms FROM ids;

-- a later call is above every earlier one
SELECT snowflake_next() > (SELECT max(id) FROM ids) AS later_is_larger;

-- a read-only transaction may make ids (unlike nextval()): they change no
-- table, and the reservation they may write is sfid's own, like a hint bit
CREATE SEQUENCE regress_seq;
BEGIN READ ONLY;
SELECT snowflake_next() > (SELECT max(id) FROM ids) AS read_only_issues;
SELECT regress_try($$SELECT nextval('regress_seq')$$) AS nextval_refused;
COMMIT;
DROP SEQUENCE regress_seq;

-- as a column default
CREATE TEMP TABLE orders (id bigint PRIMARY KEY DEFAULT snowflake_next(), item text);
INSERT INTO orders (item) SELECT 'item ' || i FROM generate_series(1, 1000) i;
SELECT count(*), count(DISTINCT id) FROM orders;

-- the settings and their defaults
SHOW sfid.max_clock_wait;
SHOW sfid.on_clock_rewind;
SHOW sfid.worker_min;
SHOW sfid.worker_max;

-- function properties, as other code relies on them
SELECT proname, provolatile, proparallel, proisstrict
  FROM pg_proc
  WHERE proname IN ('snowflake_next', 'uuidv7', 'snowflake_unpack', 'sfid_test_clock_rewind')
    AND pronamespace = 'public'::regnamespace AND (proname, pronargs) <> ('uuidv7', 1)
  ORDER BY proname, pronargs;

-- on PostgreSQL 18 the module reports its name and version
-- (PG_MODULE_MAGIC_EXT); older servers have no pg_get_loaded_modules()
DO $$
BEGIN
  IF current_setting('server_version_num')::int >= 180000 THEN
    IF NOT EXISTS (SELECT FROM pg_get_loaded_modules()
                    WHERE module_name = 'sfid' AND version = '1.4.0' AND file_name = 'sfid.so') THEN
      RAISE EXCEPTION 'sfid does not report its name and version in pg_get_loaded_modules()';
    END IF;
  END IF;
END $$;
