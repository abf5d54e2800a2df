-- bench/report.sql: the results of bench/run.sh as Markdown on stdout, the
-- targets checked as ratios of numbers measured in the same run, and the
-- data files (CSV, gnuplot) in the current directory.
--
-- psql variables set by run.sh: rows, rounds, pair_rounds, insert_rounds,
-- batches, batch_rows, shared_buffers, settings, checkpoints, cpus,
-- load_before, load_after, seconds.

\pset format unaligned
\pset tuples_only on
\pset footer off

-- Best one-backend rate of each function (rows/s).
CREATE TEMP VIEW rate1 AS
SELECT fn, ord, max(nrows / extract(epoch FROM finished - started)::float8) AS rate,
	   count(*) AS rounds
FROM rate_runs JOIN rate_fns USING (fn)
WHERE backends = 1
GROUP BY fn, ord;

-- Two backends, per round: both backends' rows over the wall time from the
-- first start to the last finish.
CREATE TEMP VIEW rate2_rounds AS
SELECT fn, round,
	   sum(nrows) / extract(epoch FROM max(finished) - min(started))::float8 AS rate,
	   array_agg(nrows / extract(epoch FROM finished - started)::float8 ORDER BY backend) AS each,
	   array_agg(worker ORDER BY backend) AS workers,
	   extract(epoch FROM max(started) - min(started))::float8 AS start_skew
FROM rate_runs
WHERE backends = 2
GROUP BY fn, round;

CREATE TEMP VIEW rate2 AS
SELECT DISTINCT ON (fn) fn, ord, rate, each, workers
FROM rate2_rounds JOIN rate_fns USING (fn)
ORDER BY fn, rate DESC;

-- Inserts, per round: total time, WAL, final sizes; best round by time.
CREATE TEMP VIEW ins_rounds AS
SELECT key, round, sum(ms) / 1000 AS secs, sum(wal_bytes)::float8 AS wal,
	   max(index_bytes)::float8 AS idx, max(table_bytes)::float8 AS heap
FROM insert_batches
GROUP BY key, round;

CREATE TEMP VIEW ins AS
SELECT DISTINCT ON (key) key, ord, round, secs, wal, idx, heap
FROM ins_rounds JOIN insert_keys USING (key)
ORDER BY key, secs;

-- Every measured number the targets use, by a short name.
CREATE TEMP VIEW m AS
SELECT 'r1:' || fn AS name, rate AS v FROM rate1
UNION ALL SELECT 'r2:' || fn, rate FROM rate2
UNION ALL SELECT 'secs:' || key, secs FROM ins
UNION ALL SELECT 'idx:' || key, idx FROM ins;

CREATE TEMP VIEW targets AS
WITH v AS (
	SELECT max(v) FILTER (WHERE name = 'r1:clock_timestamp()') AS ct1,
		   max(v) FILTER (WHERE name = 'r1:nextval()') AS nv1,
		   max(v) FILTER (WHERE name = 'r1:snowflake_next()') AS sf1,
		   max(v) FILTER (WHERE name = 'r1:snowflake_at()') AS sa1,
		   max(v) FILTER (WHERE name = 'r1:gen_random_uuid()') AS gr1,
		   max(v) FILTER (WHERE name = 'r1:uuidv7()') AS u71,
		   max(v) FILTER (WHERE name = 'r2:clock_timestamp()') AS ct2,
		   max(v) FILTER (WHERE name = 'r2:nextval()') AS nv2,
		   max(v) FILTER (WHERE name = 'r2:snowflake_next()') AS sf2,
		   max(v) FILTER (WHERE name = 'secs:identity') AS t_id,
		   max(v) FILTER (WHERE name = 'secs:snowflake_next()') AS t_sf,
		   max(v) FILTER (WHERE name = 'secs:gen_random_uuid()') AS t_gr,
		   max(v) FILTER (WHERE name = 'secs:uuidv7()') AS t_u7,
		   max(v) FILTER (WHERE name = 'idx:identity') AS i_id,
		   max(v) FILTER (WHERE name = 'idx:snowflake_next()') AS i_sf,
		   max(v) FILTER (WHERE name = 'idx:gen_random_uuid()') AS i_gr,
		   max(v) FILTER (WHERE name = 'idx:uuidv7()') AS i_u7
	FROM m
)
-- measured and needed are in the unit named by unit; higher is better
-- unless lower_is_better.
SELECT * FROM v, LATERAL (VALUES
	(1, 'snowflake_next() ≥ 0.95 × min(4.096 M/s, clock_timestamp()), one backend',
	 sf1, 0.95 * least(4.096e6, ct1), 'rate', false),
	(2, 'snowflake_next() ≥ min(1.3 × nextval(), 0.95 × 4.096 M/s), one backend',
	 sf1, least(1.3 * nv1, 0.95 * 4.096e6), 'rate', false),
	(3, 'snowflake_next() ≥ 2 × nextval(), two backends (aggregate ÷ aggregate)',
	 sf2 / nv2, 2.0, 'ratio', false),
	(4, 'snowflake_next() two-backend scaling ≥ 0.9 × clock_timestamp()''s',
	 (sf2 / sf1) / (ct2 / ct1), 0.9, 'ratio', false),
	(5, 'uuidv7() ≥ 8 × gen_random_uuid(), one backend',
	 u71 / gr1, 8.0, 'ratio', false),
	(6, 'uuidv7() ≥ 0.5 × clock_timestamp(), one backend',
	 u71 / ct1, 0.5, 'ratio', false),
	(7, 'insert 1 M rows, DEFAULT snowflake_next(): time ≤ 1.10 × identity''s',
	 t_sf / t_id, 1.10, 'ratio', true),
	(8, 'insert 1 M rows, DEFAULT snowflake_next(): index ≤ 1.02 × identity''s',
	 i_sf / i_id, 1.02, 'ratio', true),
	(9, 'insert 1 M rows, DEFAULT uuidv7(): time ≤ 0.50 × gen_random_uuid()''s',
	 t_u7 / t_gr, 0.50, 'ratio', true),
	(10, 'insert 1 M rows, DEFAULT uuidv7(): index ≤ 0.85 × gen_random_uuid()''s',
	 i_u7 / i_gr, 0.85, 'ratio', true),
	(11, 'snowflake_at() backfilling in order ≥ 0.8 × snowflake_next(), one backend',
	 sa1 / sf1, 0.8, 'ratio', false)
) AS t(nr, target, measured, needed, unit, lower_is_better);

CREATE FUNCTION pg_temp.mrows(float8) RETURNS text LANGUAGE sql AS
$$ SELECT to_char($1 / 1e6, 'FM9990.00') || ' M' $$;
CREATE FUNCTION pg_temp.x(float8) RETURNS text LANGUAGE sql AS
$$ SELECT to_char($1, 'FM9990.00') || ' ×' $$;
CREATE FUNCTION pg_temp.mb(float8) RETURNS text LANGUAGE sql AS
$$ SELECT to_char($1 / 1048576, 'FM99990.0') $$;

\echo '# sfid benchmark results'
\echo
SELECT format('Produced by `bench/run.sh` on %s: %s; %s CPUs, load average %s before the run '
			  '(%s at its end, its own load included); the run took %s s.',
			  to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI "UTC"'),
			  split_part(version(), ' on ', 1), :'cpus', :'load_before', :'load_after', :'seconds');
SELECT format(E'\n**The machine was busy before the run (load average %s on %s CPUs): other work competed '
			  'for the CPUs, and the two-backend figures in particular may be low. Run again when it is quiet.**',
			  split_part(:'load_before', ' ', 1), :'cpus')
WHERE split_part(:'load_before', ' ', 1)::numeric >= 1.0;
\echo
SELECT format('Server: a throwaway cluster with sfid preloaded, %s. '
			  'Absolute numbers depend on the machine and its load; the ratios, '
			  'measured in the same run, are what the targets check.', :'settings');
\echo
\echo '## Function rates, one backend'
\echo
SELECT format('`SELECT count(x) FROM (SELECT f() x FROM (SELECT generate_series(1, %s)) g) s` '
			  '(generate_series in the select list streams its rows), timed inside the server; '
			  'best of %s interleaved rounds. "Own cost" is the time per row above the constant''s: '
			  'what one call of the function costs.', :'rows', :'rounds');
\echo
\echo '| function | rows/s | ns per row | own cost, ns per call | ÷ clock_timestamp() | ÷ nextval() |'
\echo '| --- | ---: | ---: | ---: | ---: | ---: |'
SELECT format('| `%s` | %s | %s | %s | %s | %s |', r.fn, pg_temp.mrows(r.rate),
			  to_char(1e9 / r.rate, 'FM99990.0'),
			  CASE WHEN r.fn = 'constant' THEN '' ELSE to_char(1e9 / r.rate - 1e9 / c.rate, 'FM99990.0') END,
			  pg_temp.x(r.rate / ct.rate), pg_temp.x(r.rate / nv.rate))
FROM rate1 r, rate1 c, rate1 ct, rate1 nv
WHERE c.fn = 'constant' AND ct.fn = 'clock_timestamp()' AND nv.fn = 'nextval()'
ORDER BY r.ord;
\echo
\echo '`snowflake_next()` issues at most 4,096 ids per millisecond per worker number (4.096 M/s): when it runs at that cap, its row time is the cap''s, and its "own cost" is time spent waiting for the next millisecond, not the cost of a call.'
\echo
\echo '## Two concurrent backends'
\echo
SELECT format('Two psql sessions run the same query (%s rows each) after waiting for a common start time; '
			  'the aggregate rate is both backends'' rows divided by the wall time from the first start to the '
			  'last finish. Best of %s interleaved rounds. Scaling is the aggregate rate divided by the '
			  'one-backend rate. `nextval()` runs on one shared sequence (CACHE 1, as an identity column''s); '
			  'each backend''s `snowflake_next()` runs on its own worker number (worker_min + backend slot '
			  'mod range, range 0..1023 here), each with its own 4.096 M/s.', :'rows', :'pair_rounds');
\echo
\echo '| function | one backend, rows/s | two backends, aggregate rows/s | scaling | each backend, rows/s |'
\echo '| --- | ---: | ---: | ---: | ---: |'
SELECT format('| `%s` | %s | %s | %s | %s |', r2.fn, pg_temp.mrows(r1.rate), pg_temp.mrows(r2.rate),
			  pg_temp.x(r2.rate / r1.rate),
			  pg_temp.mrows(r2.each[1]) || ', ' || pg_temp.mrows(r2.each[2]))
FROM rate2 r2 JOIN rate1 r1 USING (fn)
ORDER BY r2.ord;
\echo
SELECT format('Worker numbers of the two `snowflake_next()` backends, round by round: %s%s. '
			  'Largest start skew between the two backends of a pair: %s ms.',
			  string_agg(format('%s and %s', workers[1], workers[2]), '; ' ORDER BY round),
			  CASE WHEN bool_or(workers[1] = workers[2]) THEN ' (SHARED in some round: those backends split one 4.096 M/s budget)' ELSE '' END,
			  (SELECT to_char(max(start_skew) * 1000, 'FM9990.0') FROM rate2_rounds))
FROM rate2_rounds WHERE fn = 'snowflake_next()';
\echo
\echo '## Insert locality'
\echo
SELECT format('Each table has only its key column. %s rows per table in %s batches of %s '
			  '(`INSERT INTO t SELECT FROM generate_series(1, %s)`, one transaction each, the four tables '
			  'taking turns batch by batch), on a server with shared_buffers = %s so that the tables and the '
			  'random-key index outgrow it. Time is the INSERT and its COMMIT; WAL is '
			  '`pg_current_wal_insert_lsn()` after minus before; index is `pg_relation_size` of the primary '
			  'key. Best of %s rounds by total time (sizes and WAL from that round); a CHECKPOINT precedes '
			  'each round, and %s checkpoints ran during the rounds. The reference of `snowflake_next()` is '
			  'identity, that of `uuidv7()` is `gen_random_uuid()`.',
			  to_char(:batches::bigint * :batch_rows, 'FM999,999,999'), :'batches',
			  to_char(:batch_rows, 'FM999,999,999'), :'batch_rows', :'shared_buffers', :'insert_rounds',
			  :'checkpoints');
\echo
\echo '| key | insert time, s | rows/s | index, MB | table, MB | WAL, MB | time ÷ reference | index ÷ reference |'
\echo '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |'
SELECT format('| %s | %s | %s | %s | %s | %s | %s | %s |',
			  CASE WHEN i.key = 'identity' THEN 'identity column' ELSE '`' || i.key || '`' END,
			  to_char(i.secs, 'FM9990.00'),
			  pg_temp.mrows(:batches::bigint * :batch_rows / i.secs),
			  pg_temp.mb(i.idx), pg_temp.mb(i.heap), pg_temp.mb(i.wal),
			  coalesce(pg_temp.x(i.secs / ref.secs), ''), coalesce(pg_temp.x(i.idx / ref.idx), ''))
FROM ins i
LEFT JOIN ins ref ON ref.key = CASE i.key WHEN 'snowflake_next()' THEN 'identity'
										  WHEN 'uuidv7()' THEN 'gen_random_uuid()' END
ORDER BY i.ord;
\echo
SELECT format('![Insert time per batch of %s rows as each table grows](insert-locality.png)',
			  to_char(:batch_rows, 'FM999,999,999'));
\echo
SELECT format('The chart plots, for each key, the time of each batch against the rows in the table after '
			  'it (the fastest of the %s rounds for each batch), and below it the size of each primary key '
			  'against shared_buffers%s.', :'insert_rounds',
			  CASE WHEN (SELECT idx FROM ins WHERE key = 'identity') = (SELECT idx FROM ins WHERE key = 'snowflake_next()')
				   THEN ' (the identity and `snowflake_next()` lines coincide: the two indexes are the same size)'
				   ELSE '' END);
\echo
\echo '## Targets'
\echo
\echo '| # | target | measured | needed | result |'
\echo '| ---: | --- | ---: | ---: | --- |'
SELECT format('| %s | %s | %s | %s %s | %s |', nr, target,
			  CASE unit WHEN 'rate' THEN pg_temp.mrows(measured) || '/s' ELSE to_char(measured, 'FM9990.00') END,
			  CASE WHEN lower_is_better THEN '≤' ELSE '≥' END,
			  CASE unit WHEN 'rate' THEN pg_temp.mrows(needed) || '/s' ELSE to_char(needed, 'FM9990.00') END,
			  CASE WHEN measured IS NULL THEN 'MISS (not measured)'
				   WHEN (lower_is_better AND measured <= needed) OR (NOT lower_is_better AND measured >= needed)
				   THEN 'PASS' ELSE '**MISS**' END)
FROM targets ORDER BY nr;
\echo
SELECT format('Bound of target 3 on this machine: two worker numbers issue at most 2 × 4.096 M/s = 8.19 M/s, '
			  'and two backends sharing `nextval()` reached %s rows/s, so no generator with the 4,096-per-ms cap '
			  'can exceed %s × here.', pg_temp.mrows(nv2), to_char(2 * 4.096e6 / nv2, 'FM9990.00'))
FROM targets WHERE nr = 3;
\echo
SELECT format('%s of %s targets PASS.',
			  count(*) FILTER (WHERE (lower_is_better AND measured <= needed) OR (NOT lower_is_better AND measured >= needed)),
			  count(*))
FROM targets;

-- Data files, beside results.md.
\copy (SELECT round, fn, backends, backend, worker, started, finished, nrows, nrows / extract(epoch FROM finished - started)::float8 AS rows_per_s FROM rate_runs ORDER BY backends, round, started, backend) TO 'rates.csv' CSV HEADER
\copy (SELECT round, key, batch, rows_so_far, ms, wal_bytes, index_bytes, table_bytes FROM insert_batches ORDER BY round, key, batch) TO 'insert-batches.csv' CSV HEADER
-- For gnuplot: per batch, the fastest round's ms and the index size in MB,
-- one column per key in the order identity, snowflake_next(),
-- gen_random_uuid(), uuidv7().
\copy (SELECT rows_so_far, min(ms) FILTER (WHERE key = 'identity'), min(ms) FILTER (WHERE key = 'snowflake_next()'), min(ms) FILTER (WHERE key = 'gen_random_uuid()'), min(ms) FILTER (WHERE key = 'uuidv7()'), max(index_bytes) FILTER (WHERE key = 'identity') / 1048576.0, max(index_bytes) FILTER (WHERE key = 'snowflake_next()') / 1048576.0, max(index_bytes) FILTER (WHERE key = 'gen_random_uuid()') / 1048576.0, max(index_bytes) FILTER (WHERE key = 'uuidv7()') / 1048576.0 FROM insert_batches GROUP BY rows_so_far ORDER BY rows_so_far) TO 'insert-locality.dat' WITH (FORMAT text, DELIMITER ' ')
