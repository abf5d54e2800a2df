/* sfid--1.3--1.4.sql: sfid 1.4 (the operations stack: Patroni, pgBackRest,
 * Prometheus). */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION sfid UPDATE TO '1.4'" to load this file. \quit

-- After a restore from a backup or to a point in time, when the old
-- primary's last WAL was never archived: every id from now on is after ts.
CREATE FUNCTION sfid_raise_floor(ts timestamptz)
RETURNS timestamptz
AS 'MODULE_PATHNAME', 'sfid_raise_floor'
LANGUAGE C VOLATILE STRICT PARALLEL UNSAFE;

COMMENT ON FUNCTION sfid_raise_floor(timestamptz) IS
'every Snowflake id from now on is after ts, on every worker number (only raises; while the clock is behind ts, ids wait or are refused with SF001); returns the floor; superuser, on a primary';

REVOKE ALL ON FUNCTION sfid_raise_floor(timestamptz) FROM PUBLIC;
