-- snowflake_unpack(): fields, boundaries, round trips and bad input
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

-- the epoch and the last representable id
SELECT * FROM snowflake_unpack(0);
SELECT * FROM snowflake_unpack(9223372036854775807);
-- one ms, worker 5, sequence 7
SELECT * FROM snowflake_unpack((1::bigint << 22) | (5 << 12) | 7);
-- 2026-01-01 00:00:00 UTC is 189388800000 ms after the epoch: worker 1, seq 2
SELECT (189388800000::bigint << 22) | (1 << 12) | 2 AS id;
SELECT * FROM snowflake_unpack(794354201395204098);

-- NULL in, NULL out
SELECT snowflake_unpack(NULL) IS NULL AS null_gives_null;

-- a negative id is out of range
SELECT regress_try('SELECT snowflake_unpack(-1)');
SELECT regress_try('SELECT snowflake_unpack(-9223372036854775808)');

-- round trip over random non-negative ids: fields reassemble to the id
SELECT setseed(0.42);
SELECT count(*) AS mismatches
  FROM (SELECT (random() * 9223372036854775807)::bigint AS id FROM generate_series(1, 10000)) r,
       LATERAL snowflake_unpack(r.id) u
  WHERE ((((extract(epoch FROM u.ts) * 1000)::bigint - 1577836800000) << 22)
         | (u.worker::bigint << 12) | u.seq) <> r.id;

-- round trip from real ids
SELECT count(*) AS mismatches
  FROM (SELECT snowflake_next() AS id FROM generate_series(1, 1000)) r,
       LATERAL snowflake_unpack(r.id) u
  WHERE ((((extract(epoch FROM u.ts) * 1000)::bigint - 1577836800000) << 22)
         | (u.worker::bigint << 12) | u.seq) <> r.id;
