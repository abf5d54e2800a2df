-- A server in Discord's layout: Discord's documented example decodes as
-- its developer documentation says, and ids made here share the keyspace
-- with ids an application makes on its own worker numbers.
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

SELECT epoch, worker_bits, sequence_bits, max_worker, ids_per_ms, last_time
  FROM sfid_layout();

-- Discord's developer documentation ("Snowflakes"): 175928847299117063 is
-- 2016-04-30 11:18:25.796 UTC, internal worker 1, process 0, increment 7.
-- Its 10-bit worker field is the 5-bit worker and the 5-bit process.
SELECT ts, worker >> 5 AS discord_worker, worker & 31 AS discord_process, seq AS increment
  FROM snowflake_unpack(175928847299117063);
SELECT snowflake_to_timestamptz(175928847299117063);
SELECT snowflake_lower_bound('2016-04-30 11:18:25.796+00') <= 175928847299117063 AS bound_below,
       snowflake_lower_bound('2016-04-30 11:18:25.797+00') > 175928847299117063 AS next_ms_above;
-- the layout-explicit forms agree, whatever the server's layout
SELECT * FROM snowflake_unpack(175928847299117063, '2015-01-01 00:00:00+00', 10);
SELECT snowflake_to_timestamptz(175928847299117063, '2015-01-01 00:00:00+00', 10) =
       snowflake_to_timestamptz(175928847299117063) AS explicit_agrees;

-- the application's ids: its worker numbers 0 to 15 (worker field below
-- 512), made as Discord's libraries make them
CREATE TABLE messages (id bigint PRIMARY KEY DEFAULT snowflake_next(), body text);
INSERT INTO messages (id, body)
SELECT ((floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint - 1420070400000) << 22)
       | (3 << 17) | (1 << 12) | g, 'from the application'
  FROM generate_series(0, 9) g;
INSERT INTO messages (body) SELECT 'from the database' FROM generate_series(1, 10);
-- the database's ids are in the same layout: now, on its own workers
SELECT body, count(*),
       bool_and(abs(extract(epoch FROM snowflake_to_timestamptz(id) - now())) < 60) AS made_now,
       bool_and((snowflake_unpack(id)).worker BETWEEN 512 AND 1023) AS database_workers
  FROM messages GROUP BY body ORDER BY body;

-- times outside the layout: 22008, naming the layout's range
SELECT regress_try($$SELECT snowflake_lower_bound('2014-12-31 23:59:59+00')$$);
SELECT snowflake_lower_bound('2014-12-31 23:59:59+00');
-- the settings (sequence_bits -1: 22 minus the worker bits)
SHOW sfid.worker_bits;
SHOW sfid.sequence_bits;
