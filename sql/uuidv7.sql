-- uuidv7(): RFC 9562 bits, ordering and uniqueness
SET timezone = 'UTC';
SET datestyle = 'ISO';

CREATE TEMP TABLE u AS
  SELECT n, uuidv7() AS id
  FROM (SELECT generate_series(1, 100000) AS n) g;
SELECT count(*) AS uuids, count(DISTINCT id) AS distinct_uuids FROM u;
SELECT count(*) AS out_of_order
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev FROM u) s
  WHERE id <= prev;

-- version 7, variant 10, and a 48-bit ms timestamp close to now
SELECT bool_and(substr(id::text, 15, 1) = '7') AS version_7,
       bool_and(substr(id::text, 20, 1) IN ('8', '9', 'a', 'b')) AS variant_rfc,
       bool_and(to_timestamp(('x' || lpad(replace(substr(id::text, 1, 13), '-', ''), 16, '0'))::bit(64)::bigint / 1000.0)
                BETWEEN now() - interval '1 minute' AND clock_timestamp()) AS timestamp_is_now
  FROM u;

-- the random part really varies
SELECT count(DISTINCT substr(id::text, 20)) > 99000 AS random_tail FROM u;

-- strictly increasing when the clock steps back 5 s (test hook)
CREATE TEMP TABLE before_step AS SELECT uuidv7() AS id;
SELECT sfid_test_clock_rewind(5000);
CREATE TEMP TABLE after_step AS SELECT n, uuidv7() AS id FROM (SELECT generate_series(1, 10000) AS n) g;
SELECT sfid_test_clock_rewind(0);
SELECT bool_and(id > (SELECT id FROM before_step)) AS above_last_before_step FROM after_step;
SELECT count(*) AS out_of_order
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev FROM after_step) s
  WHERE id <= prev;

-- uuidv7() is PARALLEL RESTRICTED: in a parallel plan the leader calls it,
-- above the Gather, so that one session's values still rise strictly (each
-- parallel worker would have a monotonic state of its own).  Qualified:
-- on PostgreSQL 18 an unqualified uuidv7() is the server's own.
CREATE TABLE par AS SELECT g AS n FROM generate_series(1, 100000) g;
ANALYZE par;
SET max_parallel_workers_per_gather = 2;
SET parallel_setup_cost = 0;
SET parallel_tuple_cost = 0;
SET min_parallel_table_scan_size = 0;
CREATE FUNCTION plan_of(q text) RETURNS SETOF text LANGUAGE plpgsql AS $$
DECLARE line text;
BEGIN
  FOR line IN EXECUTE 'EXPLAIN (COSTS OFF, VERBOSE) ' || q LOOP
    RETURN NEXT line;
  END LOOP;
END $$;
SELECT replace(btrim(p), 'public.uuidv7', 'uuidv7') AS plan FROM plan_of('SELECT n, public.uuidv7() FROM par WHERE n % 3 = 0') AS p
  WHERE p ~ 'Gather|Parallel|Output';
SELECT count(*) AS rows, count(*) FILTER (WHERE u <= prev) AS out_of_order
  FROM (SELECT u, lag(u) OVER () AS prev
          FROM (SELECT public.uuidv7() AS u FROM par WHERE n % 3 = 0) s) t;
RESET max_parallel_workers_per_gather;
RESET parallel_setup_cost;
RESET parallel_tuple_cost;
RESET min_parallel_table_scan_size;
DROP FUNCTION plan_of(text);
DROP TABLE par;
