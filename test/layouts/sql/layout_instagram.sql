-- A server in Instagram's layout (epoch 1314220021721 ms, 13 bits of
-- shard, 10 of sequence): the engineering post's example, and a table of
-- keys made by its PL/pgSQL next_id() converted to snowflake_next().
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

SELECT epoch, worker_bits, sequence_bits, max_worker, ids_per_ms, last_time
  FROM sfid_layout();

-- Instagram Engineering, "Sharding & IDs at Instagram": 1387263000 ms
-- since the epoch, shard 1341, sequence 905 (5001 % 1024).
SELECT (1387263000::bigint << 23) | (1341 << 10) | 905 AS example;
SELECT * FROM snowflake_unpack((1387263000::bigint << 23) | (1341 << 10) | 905);
SELECT snowflake_to_timestamptz((1387263000::bigint << 23) | (1341 << 10) | 905) =
       to_timestamp((1314220021721 + 1387263000) / 1000.0) AS its_time;

-- The post's function, as it gives it (the post writes the modulo as %%,
-- which PL/pgSQL does not know: here a single %).
CREATE SCHEMA insta5;
CREATE SEQUENCE insta5.table_id_seq;
CREATE OR REPLACE FUNCTION insta5.next_id(OUT result bigint) AS $$
DECLARE
    our_epoch bigint := 1314220021721;
    seq_id bigint;
    now_millis bigint;
    shard_id int := 5;
BEGIN
    SELECT nextval('insta5.table_id_seq') % 1024 INTO seq_id;

    SELECT FLOOR(EXTRACT(EPOCH FROM clock_timestamp()) * 1000) INTO now_millis;
    result := (now_millis - our_epoch) << 23;
    result := result | (shard_id << 10);
    result := result | (seq_id);
END;
    $$ LANGUAGE PLPGSQL;

CREATE TABLE insta5.our_table (
    id bigint NOT NULL DEFAULT insta5.next_id() PRIMARY KEY,
    name text
);
INSERT INTO insta5.our_table (name) SELECT 'old ' || g FROM generate_series(1, 500) g;
-- the old keys decode in this layout: shard 5, made now
SELECT count(*), min((snowflake_unpack(id)).worker) AS shard, max((snowflake_unpack(id)).worker),
       bool_and(abs(extract(epoch FROM snowflake_to_timestamptz(id) - now())) < 60) AS made_now
  FROM insta5.our_table;

-- the newest key was made up to a moment ago: the conversion needs the
-- clock past its millisecond (bounded wait)
DO $$
BEGIN
  FOR i IN 1 .. 500 LOOP
    EXIT WHEN snowflake_lower_bound(clock_timestamp()) >
              (SELECT max(id) FROM insta5.our_table);
    PERFORM pg_sleep(0.01);
  END LOOP;
END $$;
SET client_min_messages = warning;	-- its NOTICE names the newest key
SELECT snowflake_convert('insta5.our_table');
RESET client_min_messages;
SELECT pg_get_expr(adbin, adrelid) AS new_default
  FROM pg_attrdef WHERE adrelid = 'insta5.our_table'::regclass;
INSERT INTO insta5.our_table (name) SELECT 'new ' || g FROM generate_series(1, 500) g;
-- every new id sorts above every old key, on the server's shards
SELECT (SELECT min(id) FROM insta5.our_table WHERE name LIKE 'new %') >
       (SELECT max(id) FROM insta5.our_table WHERE name LIKE 'old %') AS new_above_old;
SELECT count(*), min((snowflake_unpack(id)).worker) BETWEEN 8000 AND 8191 AS server_shards,
       max((snowflake_unpack(id)).seq) < 1024 AS ten_bit_sequence
  FROM insta5.our_table WHERE name LIKE 'new %';

-- the end of the layout: 40 bits of milliseconds under the sign bit
SELECT regress_try($$SELECT snowflake_lower_bound('2046-05-01 00:00:00+00')$$);
SELECT regress_try($$SELECT snowflake_lower_bound('2011-08-24 21:07:01.720+00')$$);
