-- monitoring: sfid_worker(), the sfid_workers and sfid_status views, and
-- who may read them
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

-- sfid_worker() is the worker number in this session's ids
SELECT sfid_worker() = (snowflake_unpack(snowflake_next())).worker AS worker_matches_ids;
SELECT sfid_worker() BETWEEN 0 AND 1023 AS in_range;

-- after issuing ids, this session's worker number has a row that counts
-- them exactly (one backend per number in this server's range)
CREATE TEMP TABLE counters_before AS
  SELECT ids_issued, clock_waits, clock_refusals FROM sfid_workers WHERE worker = sfid_worker();
CREATE TEMP TABLE mine AS SELECT snowflake_next() AS id FROM generate_series(1, 5000);
SELECT w.backends >= 1 AS attached,
       w.ids_issued - b.ids_issued AS ids_counted,
       w.last_issued_at = snowflake_to_timestamptz((SELECT max(id) FROM mine)) AS last_is_my_last,
       w.clock_waits - b.clock_waits AS clock_waits_added,
       w.clock_refusals - b.clock_refusals AS clock_refusals_added
  FROM sfid_workers w, counters_before b WHERE w.worker = sfid_worker();
-- only numbers that have issued ids have rows, all within the range
SELECT count(*) >= 1 AS some_rows,
       count(*) = count(DISTINCT worker) AS one_row_per_worker,
       bool_and(ids_issued > 0) AS all_issued_ids,
       bool_and(worker BETWEEN (SELECT worker_min FROM sfid_status) AND (SELECT worker_max FROM sfid_status)) AS all_in_range,
       bool_and(last_issued_at <= clock_timestamp()) AS none_in_future
  FROM sfid_workers WHERE NOT backfill;  -- backfill numbers: sql/backfill.sql
SELECT pg_typeof(worker) AS worker, pg_typeof(backends) AS backends, pg_typeof(last_issued_at) AS last_issued_at,
       pg_typeof(ids_issued) AS ids_issued, pg_typeof(sequence_waits) AS sequence_waits
  FROM sfid_workers LIMIT 1;

-- sfid_status: the worker range and this session's clock policy
SELECT worker_min, worker_max, on_clock_rewind, max_clock_wait_ms FROM sfid_status;
SET sfid.on_clock_rewind = clamp;
SET sfid.max_clock_wait = '250ms';
SELECT on_clock_rewind, max_clock_wait_ms FROM sfid_status;
RESET sfid.on_clock_rewind;
RESET sfid.max_clock_wait;
-- the reservation horizon: no id has been issued in a millisecond after it
SELECT reservation_horizon IS NOT NULL AS has_horizon,
       reservation_horizon >= (SELECT max(last_issued_at) FROM sfid_workers) AS above_all_issued
  FROM sfid_status;
SELECT count(*) AS rows, bool_and(reservation_problem IS NULL) AS horizon_known FROM sfid_status;
-- the recovered horizon (where worker numbers resume after a start, and a
-- standby after its promotion): NULL while nothing is known, never
-- above R on a primary
SELECT coalesce(sfid_recovered_horizon() <= reservation_horizon, true) AS recovered_not_above_r,
       pg_typeof(sfid_recovered_horizon()) AS recovered_type
  FROM sfid_status;
-- refusals for want of a reservation (1.4): a row per SQLSTATE, from 0
-- (TAP test 070 makes them count)
SELECT sqlstate, refusals FROM sfid_refusals() ORDER BY sqlstate;
-- processes waiting for synchronous standbys (1.4): none without standbys
-- (TAP test 030 makes it count)
SELECT sfid_standby_waiting() AS standby_waiting;

-- the test hook stays in its session: the wait and the refusal it causes
-- note no clock step in sfid_status (steps are the reserver's to measure)
-- and count no wait or refusal in sfid_workers (TAP tests step the whole
-- server's clock and check those)
CREATE TEMP TABLE step_before AS SELECT last_clock_step_ms, last_clock_step_at FROM sfid_status;
CREATE TEMP TABLE before_step AS SELECT snowflake_next() AS id;
SELECT sfid_test_clock_rewind(300);
SELECT snowflake_next() > (SELECT id FROM before_step) AS waited_and_went_on;
SELECT sfid_test_clock_rewind(60000);
SELECT regress_try('SELECT snowflake_next()') ~ '^SF001' AS refused;
SELECT sfid_test_clock_rewind(0);
SELECT s.last_clock_step_ms IS NOT DISTINCT FROM b.last_clock_step_ms
         AND s.last_clock_step_at IS NOT DISTINCT FROM b.last_clock_step_at AS no_step_noted
  FROM sfid_status s, step_before b;
SELECT w.clock_waits - b.clock_waits AS waits_counted,
       w.clock_refusals - b.clock_refusals AS refusals_counted
  FROM sfid_workers w, counters_before b WHERE w.worker = sfid_worker();
-- ... and the last ids still add up exactly
CREATE TEMP TABLE more AS SELECT snowflake_next() AS id FROM generate_series(1, 12345);
SELECT w.ids_issued - b.ids_issued AS ids_counted
  FROM sfid_workers w, counters_before b WHERE w.worker = sfid_worker();

-- reading them needs superuser or pg_monitor
CREATE ROLE regress_sfid_plain;
CREATE ROLE regress_sfid_monitor IN ROLE pg_monitor;
SET ROLE regress_sfid_plain;
SELECT regress_try('SELECT * FROM sfid_workers');
SELECT regress_try('SELECT * FROM sfid_status');
SELECT regress_try('SELECT * FROM sfid_workers()');
SELECT regress_try('SELECT * FROM sfid_status()');
SELECT regress_try('SELECT sfid_recovered_horizon()');
SELECT regress_try('SELECT * FROM sfid_refusals()');
SELECT regress_try('SELECT sfid_standby_waiting()');
-- anyone may ask for their own worker number
SELECT sfid_worker() = (snowflake_unpack(snowflake_next())).worker AS plain_role_worker;
RESET ROLE;
SET ROLE regress_sfid_monitor;
SELECT count(*) >= 1 AS monitor_sees_workers FROM sfid_workers;
SELECT worker_min, worker_max FROM sfid_status;
SELECT count(*) >= 1 AS monitor_calls_function FROM sfid_workers();
SELECT regress_try('SELECT sfid_recovered_horizon()') AS monitor_reads_recovered_horizon;
SELECT count(*) AS monitor_reads_refusals FROM sfid_refusals();
SELECT sfid_standby_waiting() AS monitor_reads_standby_waiting;
RESET ROLE;
DROP ROLE regress_sfid_plain;
DROP ROLE regress_sfid_monitor;
