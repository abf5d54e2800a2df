-- the durable reservation and the overlap check, as SQL sees them
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

-- issuing ids reserves ahead of them: the horizon is above the last id and
-- at most sfid.reserve_ahead (1 s) beyond the clock
SHOW sfid.reserve_ahead;
SHOW sfid.max_clock_forward;
CREATE TEMP TABLE ids AS SELECT snowflake_next() AS id FROM generate_series(1, 1000);
SELECT reservation_horizon >= snowflake_to_timestamptz((SELECT max(id) FROM ids)) AS above_last_id,
       reservation_horizon <= clock_timestamp() + interval '1 s' AS not_far_ahead
  FROM sfid_status;

-- accepting the clock: it is not ahead of the reference here
SELECT abs(sfid_accept_clock()) < 5000 AS clock_near_reference;

-- resetting the horizon is refused once ids have been issued since the
-- server started (it could issue them again); the horizon stays
CREATE TEMP TABLE horizon_before AS SELECT reservation_horizon AS h FROM sfid_status;
SELECT regress_try('SELECT sfid_reset_horizon()');
SELECT reservation_horizon >= (SELECT h FROM horizon_before) AS horizon_kept,
       reservation_problem IS NULL AS horizon_known
  FROM sfid_status;
SELECT snowflake_next() > (SELECT max(id) FROM ids) AS issues_after_refusal;

-- restoring the reservation from a copy of the file is refused too once ids
-- have been issued since the start: it would not stop ids in flight under
-- the old state (TAP tests 018 and 040 restore before any id); and
-- afterwards the reset is still refused
SELECT regress_try($$SELECT sfid_restore_reservation(current_setting('data_directory'))$$);
SELECT regress_try('SELECT sfid_reset_horizon()');
SELECT snowflake_next() > (SELECT max(id) FROM ids) AS issues_after_refusals;
-- bad sources are refused before anything else
SELECT regexp_replace(regress_try($$SELECT sfid_restore_reservation('/nonexistent/sfid')$$), '"[^"]*"', '"..."') AS missing;
SELECT regexp_replace(regress_try($$SELECT sfid_restore_reservation(current_setting('data_directory') || '/PG_VERSION')$$), '"[^"]*"', '"..."') AS not_a_reservation;
SELECT regexp_replace(regress_try($$SELECT sfid_restore_reservation(current_setting('data_directory') || '/global')$$), '"[^"]*"', '"..."') AS directory_without_file;

-- raising the floor may run at any time and only raises: to a time before
-- the last id it changes nothing the ids see (TAP test ha/restore.pl raises
-- it ahead of a clock that is behind)
CREATE TEMP TABLE floor1 AS SELECT sfid_raise_floor(now() - interval '1 hour') AS f;
SELECT f < clock_timestamp() AS floor_below_clock FROM floor1;
SELECT snowflake_next() > (SELECT max(id) FROM ids) AS issues_after_raise;
SELECT sfid_raise_floor((SELECT f FROM floor1) - interval '1 hour') = (SELECT f FROM floor1) AS never_lowered;
SELECT sfid_raise_floor(NULL) IS NULL AS null_is_null;
SELECT regress_try($$SELECT sfid_raise_floor('2019-12-31 23:59:59+00')$$) AS before_the_epoch;
SELECT regress_try($$SELECT sfid_raise_floor('infinity')$$) AS infinity;
-- a time more than a day ahead (a mistyped year) is refused, and nothing moves
SELECT regress_try($$SELECT sfid_raise_floor(clock_timestamp() + interval '2 days')$$)
         ~ '^22023: .* is more than a day after this server''s clock$' AS far_ahead_refused;
SELECT sfid_recovered_horizon() < clock_timestamp() + interval '1 day' AS floor_not_moved;
-- a clock behind the raised floor is refused with SF001, whose DETAIL
-- names sfid_raise_floor() (the floor is now: only this session's clock is
-- behind it, held back by the test hook)
SELECT sfid_raise_floor(clock_timestamp()) IS NOT NULL AS raised_to_now;
SELECT sfid_test_clock_rewind(60000);
DO $$
DECLARE
  detail text;
BEGIN
  PERFORM snowflake_next();
  RAISE NOTICE 'no refusal';
EXCEPTION WHEN SQLSTATE 'SF001' THEN
  GET STACKED DIAGNOSTICS detail = PG_EXCEPTION_DETAIL;
  RAISE NOTICE 'SF001; the detail names sfid_raise_floor(): %',
    detail LIKE '%the floor that sfid_raise_floor() raised%';
END $$;
SELECT sfid_test_clock_rewind(0);

-- the overlap check is a trigger for subscriber tables
SELECT regress_try('SELECT sfid_check_replicated_id()');
CREATE TABLE replicated (id bigint PRIMARY KEY, note text);
CREATE TRIGGER sfid_check BEFORE INSERT OR UPDATE ON replicated
  FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id('id');
ALTER TABLE replicated ENABLE ALWAYS TRIGGER sfid_check;
-- rows written here are not replicated: nothing to report, whatever the worker
INSERT INTO replicated SELECT snowflake_next(), 'local' FROM generate_series(1, 10);
UPDATE replicated SET note = 'updated';
SELECT count(*) AS rows, (SELECT replication_overlaps FROM sfid_status) AS overlaps FROM replicated;
-- bad trigger definitions are reported at the first row
CREATE TABLE replicated_bad (id bigint, other text);
CREATE TRIGGER no_arg BEFORE INSERT ON replicated_bad
  FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id();
SELECT regress_try($$INSERT INTO replicated_bad VALUES (1, 'x')$$);
DROP TRIGGER no_arg ON replicated_bad;
CREATE TRIGGER wrong_column BEFORE INSERT ON replicated_bad
  FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id('nope');
SELECT regress_try($$INSERT INTO replicated_bad VALUES (1, 'x')$$);
DROP TRIGGER wrong_column ON replicated_bad;
CREATE TRIGGER wrong_type BEFORE INSERT ON replicated_bad
  FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id('other');
SELECT regress_try($$INSERT INTO replicated_bad VALUES (1, 'x')$$);
DROP TRIGGER wrong_type ON replicated_bad;
CREATE TRIGGER per_statement AFTER INSERT ON replicated_bad
  FOR EACH STATEMENT EXECUTE FUNCTION sfid_check_replicated_id('id');
SELECT regress_try($$INSERT INTO replicated_bad VALUES (1, 'x')$$);
DROP TABLE replicated, replicated_bad;
SELECT sfid_reset_overlap_check();

-- all of these are for superusers only
CREATE ROLE regress_sfid_plain;
SET ROLE regress_sfid_plain;
SELECT regress_try('SELECT sfid_reset_horizon()');
SELECT regress_try('SELECT sfid_accept_clock()');
SELECT regress_try('SELECT sfid_reset_overlap_check()');
SELECT regress_try($$SELECT sfid_restore_reservation('/tmp')$$);
SELECT regress_try($$SELECT sfid_raise_floor(now())$$);
SELECT regress_try('SET sfid.reserve_ahead = 5000');
RESET ROLE;
DROP ROLE regress_sfid_plain;
