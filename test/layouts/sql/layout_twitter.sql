-- A server in Twitter's layout (epoch 1288834974657 ms, 10 worker bits):
-- a public tweet id decodes to the time it was posted.
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

SELECT epoch, worker_bits, sequence_bits, max_worker, ids_per_ms, last_time
  FROM sfid_layout();

-- Barack Obama's "Four more years." tweet, status 266031293945503744,
-- posted on election night, 2012-11-06 at 11:16 pm Eastern (2012-11-07
-- 04:16 UTC), as reported at the time.
SELECT * FROM snowflake_unpack(266031293945503744);
SELECT snowflake_to_timestamptz(266031293945503744)
         BETWEEN '2012-11-07 04:16:00+00' AND '2012-11-07 04:17:00+00' AS posted_then;
-- the same id read in sfid's default layout is another time altogether
SELECT snowflake_to_timestamptz(266031293945503744, '2020-01-01 00:00:00+00', 10);

-- ids made here decode to now
SELECT abs(extract(epoch FROM snowflake_to_timestamptz(snowflake_next()) - now())) < 60 AS made_now;
SELECT snowflake_next() > 266031293945503744 AS after_the_tweet;
