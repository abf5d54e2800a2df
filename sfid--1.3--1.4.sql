/* sfid--1.3--1.4.sql: sfid 1.4 (monitoring with Prometheus). */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION sfid UPDATE TO '1.4'" to load this file. \quit

-- Calls refused for want of a reservation, by SQLSTATE (issue 25): SF002
-- (the clock jumped forward), SF003 (after pg_upgrade), XX001 (corrupt
-- file), 58030 (unwritable file).  A monitor tells from them that ids are
-- asked for while the horizon stands still.  SF001 is sfid_workers'
-- clock_refusals.  Readable by superusers and pg_monitor only; needs sfid
-- in shared_preload_libraries (55000 otherwise).
CREATE FUNCTION sfid_refusals(OUT sqlstate text, OUT refusals bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'sfid_refusals'
LANGUAGE C VOLATILE PARALLEL SAFE;

COMMENT ON FUNCTION sfid_refusals() IS
'calls refused for want of a reservation since the server started, by SQLSTATE (SF002, SF003, XX001, 58030)';

REVOKE ALL ON FUNCTION sfid_refusals() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sfid_refusals() TO pg_monitor;
