/* sfid--1.0--1.1.sql: the query side (id bounds, times, text form),
 * PostgreSQL 18's UUIDv7 API for older servers, and monitoring views. */

\echo Use "ALTER EXTENSION sfid UPDATE TO '1.1'" to load this file. \quit

-- Time bounds: the smallest id that can be issued in the millisecond holding
-- a time (rounded down), so that "WHERE id >= ..._lower_bound(t)" is an index
-- range scan and can bound partitions.

CREATE FUNCTION snowflake_lower_bound(ts timestamptz)
RETURNS bigint
AS 'MODULE_PATHNAME', 'snowflake_lower_bound'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION snowflake_lower_bound(timestamptz) IS
'smallest Snowflake id of the millisecond holding ts (worker 0, sequence 0); 22008 outside 2020-01-01 .. 2089-09-06 15:47:35.551 UTC';

CREATE FUNCTION uuidv7_lower_bound(ts timestamptz)
RETURNS uuid
AS 'MODULE_PATHNAME', 'uuidv7_lower_bound'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION uuidv7_lower_bound(timestamptz) IS
'smallest version 7 UUID of the millisecond holding ts (all other bits zero but version and variant); 22008 outside 1970-01-01 .. 10889-08-02 05:31:50.655 UTC';

CREATE FUNCTION snowflake_to_timestamptz(id bigint)
RETURNS timestamptz
AS 'MODULE_PATHNAME', 'snowflake_to_timestamptz'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION snowflake_to_timestamptz(bigint) IS
'the millisecond a Snowflake id was issued in; 22003 for a negative id';

-- Text form: 13 characters of Crockford base32, sorting (COLLATE "C") as the
-- ids sort.

CREATE FUNCTION snowflake_to_text(id bigint)
RETURNS text
AS 'MODULE_PATHNAME', 'snowflake_to_text'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION snowflake_to_text(bigint) IS
'a Snowflake id as 13 upper-case Crockford base32 characters, ordered as the ids; 22003 for a negative id';

CREATE FUNCTION snowflake_from_text(txt text)
RETURNS bigint
AS 'MODULE_PATHNAME', 'snowflake_from_text'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION snowflake_from_text(text) IS
'a Snowflake id from its 13-character Crockford base32 text, either case, I and L as 1, O as 0; 22P02 for a bad character or length, 22003 above 2^63 - 1';

-- PostgreSQL 18's UUIDv7 API, with 18's semantics, for servers that lack it.
-- PostgreSQL searches pg_catalog first: where the server has a function of
-- the same name and arguments, an unqualified call reaches the server's, so
-- these names are qualified with sfid's schema (sfid 1.2 qualified them in
-- this script, once PostgreSQL 17 and 18 had such functions: unqualified,
-- the COMMENTs below changed the server's own).

CREATE FUNCTION @extschema@.uuidv7(shift interval)
RETURNS uuid
AS 'MODULE_PATHNAME', 'sfid_uuidv7_interval'
LANGUAGE C VOLATILE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.uuidv7(interval) IS
'version 7 UUID with its time shifted by the interval, as PostgreSQL 18''s uuidv7(shift); the monotonic state follows the real clock';

CREATE FUNCTION @extschema@.uuid_extract_timestamp(uuid)
RETURNS timestamptz
AS 'MODULE_PATHNAME', 'sfid_uuid_extract_timestamp'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.uuid_extract_timestamp(uuid) IS
'time in a version 1 or 7 UUID, as PostgreSQL 18 reads it; NULL for other versions and variants';

CREATE FUNCTION @extschema@.uuid_extract_version(uuid)
RETURNS smallint
AS 'MODULE_PATHNAME', 'sfid_uuid_extract_version'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.uuid_extract_version(uuid) IS
'version of an RFC 9562 UUID, as PostgreSQL 18 reads it; NULL for other variants';

-- Monitoring: readable by superusers and pg_monitor only.  Each needs sfid
-- in shared_preload_libraries and raises 55000 otherwise.

CREATE FUNCTION sfid_worker()
RETURNS integer
AS 'MODULE_PATHNAME', 'sfid_worker'
LANGUAGE C VOLATILE PARALLEL RESTRICTED;

COMMENT ON FUNCTION sfid_worker() IS
'the worker number in this session''s Snowflake ids';

CREATE FUNCTION sfid_workers(
    OUT worker integer,
    OUT backends integer,
    OUT last_issued_at timestamptz,
    OUT ids_issued bigint,
    OUT sequence_waits bigint,
    OUT clock_waits bigint,
    OUT clock_refusals bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'sfid_workers'
LANGUAGE C VOLATILE PARALLEL SAFE;

COMMENT ON FUNCTION sfid_workers() IS
'one row per worker number that has issued ids since the server started; behind the sfid_workers view';

CREATE VIEW sfid_workers AS
  SELECT * FROM sfid_workers();

COMMENT ON VIEW sfid_workers IS
'Snowflake worker numbers that have issued ids since start: backends using each now, last issued time, ids issued, waits and refusals';

CREATE FUNCTION sfid_status(
    OUT worker_min integer,
    OUT worker_max integer,
    OUT on_clock_rewind text,
    OUT max_clock_wait_ms integer,
    OUT reservation_horizon timestamptz,
    OUT last_clock_step_ms bigint,
    OUT last_clock_step_at timestamptz,
    OUT replication_overlaps bigint)
RETURNS record
AS 'MODULE_PATHNAME', 'sfid_status'
LANGUAGE C VOLATILE PARALLEL SAFE;

COMMENT ON FUNCTION sfid_status() IS
'worker range, clock policy of this session, reservation horizon and last clock step; behind the sfid_status view';

CREATE VIEW sfid_status AS
  SELECT * FROM sfid_status();

COMMENT ON VIEW sfid_status IS
'one row: worker range, clock policy of this session, durable reservation horizon (no id is issued after it; NULL before anything is reserved), last clock step seen (negative: backwards) and when, replicated rows whose worker numbers overlapped';

REVOKE ALL ON FUNCTION sfid_workers() FROM PUBLIC;
REVOKE ALL ON FUNCTION sfid_status() FROM PUBLIC;
REVOKE ALL ON sfid_workers FROM PUBLIC;
REVOKE ALL ON sfid_status FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sfid_workers() TO pg_monitor;
GRANT EXECUTE ON FUNCTION sfid_status() TO pg_monitor;
GRANT SELECT ON sfid_workers TO pg_monitor;
GRANT SELECT ON sfid_status TO pg_monitor;

-- Recovery of the durable reservation (superuser only; see README,
-- "Operations").

CREATE FUNCTION sfid_reset_horizon()
RETURNS timestamptz
AS 'MODULE_PATHNAME', 'sfid_reset_horizon'
LANGUAGE C VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION sfid_reset_horizon() IS
'forget the reservation horizon and every worker number''s state and start again from the clock; only together with a move to an unused worker range; superuser only';

CREATE FUNCTION sfid_accept_clock()
RETURNS bigint
AS 'MODULE_PATHNAME', 'sfid_accept_clock'
LANGUAGE C VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION sfid_accept_clock() IS
'take the current clock as right after a forward jump was refused (SF002); returns the jump in ms; superuser only';

REVOKE ALL ON FUNCTION sfid_reset_horizon() FROM PUBLIC;
REVOKE ALL ON FUNCTION sfid_accept_clock() FROM PUBLIC;

-- Several servers: an alarm for overlapping worker ranges on a subscriber of
-- logical replication.  Use as
--   CREATE TRIGGER sfid_check BEFORE INSERT OR UPDATE ON t
--     FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id('id');
--   ALTER TABLE t ENABLE REPLICA TRIGGER sfid_check;

CREATE FUNCTION sfid_check_replicated_id()
RETURNS trigger
AS 'MODULE_PATHNAME', 'sfid_check_replicated_id'
LANGUAGE C;

COMMENT ON FUNCTION sfid_check_replicated_id() IS
'trigger for subscriber tables: warns and counts (sfid_status.replication_overlaps) when a replicated id''s worker number is this server''s own or also arrives from another origin';

CREATE FUNCTION sfid_reset_overlap_check()
RETURNS void
AS 'MODULE_PATHNAME', 'sfid_reset_overlap_check'
LANGUAGE C VOLATILE PARALLEL UNSAFE;

COMMENT ON FUNCTION sfid_reset_overlap_check() IS
'forget which replication origin brought which worker number, and the overlap count; superuser only';

REVOKE ALL ON FUNCTION sfid_reset_overlap_check() FROM PUBLIC;
