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
