/* sfid--1.2--1.3.sql: sfid 1.3 (PostgreSQL 19; snowflake_convert() as safe
 * as PostgreSQL's own maintenance commands). */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION sfid UPDATE TO '1.3'" to load this file. \quit

-- Which standby to promote: each one's recovered (replayed) horizon, readable
-- on the standby.
CREATE FUNCTION sfid_recovered_horizon()
RETURNS timestamptz
AS 'MODULE_PATHNAME', 'sfid_recovered_horizon'
LANGUAGE C VOLATILE PARALLEL SAFE;

COMMENT ON FUNCTION sfid_recovered_horizon() IS
'reservation horizon recovered at startup and raised by every reservation replayed since (on a standby, its primary''s): worker numbers with no id since the start, and a promoted standby, resume after it; NULL while nothing is known';

REVOKE ALL ON FUNCTION sfid_recovered_horizon() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sfid_recovered_horizon() TO pg_monitor;
