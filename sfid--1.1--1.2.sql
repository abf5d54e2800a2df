/* sfid--1.1--1.2.sql: PostgreSQL 17 and 18 (functions the server now has
 * itself), restoring the reservation after pg_upgrade, honest parallel
 * labels. */

\echo Use "ALTER EXTENSION sfid UPDATE TO '1.2'" to load this file. \quit

-- uuidv7() is strictly increasing within a session only if no parallel
-- worker, with a state of its own, calls it: the leader does.
ALTER FUNCTION uuidv7() PARALLEL RESTRICTED;
ALTER FUNCTION uuidv7(interval) PARALLEL RESTRICTED;

COMMENT ON FUNCTION uuidv7() IS
'RFC 9562 version 7 UUID, strictly increasing within a session (one server backend); on PostgreSQL 18 call it schema-qualified, since pg_catalog.uuidv7() comes first';

-- The test hook's clock lives in the session's settings (RESET ALL and
-- DISCARD ALL end it) and must not reach parallel workers.
ALTER FUNCTION sfid_test_clock_rewind(bigint) PARALLEL UNSAFE;

-- The time in a version 7 UUID under a name no PostgreSQL version has:
-- PostgreSQL 17's uuid_extract_timestamp() reads only version 1 and
-- returns NULL for version 7.
CREATE FUNCTION uuidv7_to_timestamptz(id uuid)
RETURNS timestamptz
AS 'MODULE_PATHNAME', 'uuidv7_to_timestamptz'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION uuidv7_to_timestamptz(uuid) IS
'the millisecond in a version 7 UUID (as PostgreSQL 18''s uuid_extract_timestamp() reads it), on every PostgreSQL version; NULL for other versions and variants';

-- PostgreSQL 18's UUIDv7 API, which 1.1 brought to older servers: where the
-- server now has a function of the same name and arguments in pg_catalog,
-- sfid's copy is only ever reached schema-qualified, so it goes (17:
-- uuid_extract_timestamp and uuid_extract_version; 18: also uuidv7(interval)),
-- unless something of the user's was bound to it before (a view or a
-- default made on an older server, for example after pg_upgrade).
-- sfid's uuidv7() stays on every version: it is the faster one (README,
-- "Performance").
DO $$
DECLARE
  f record;
BEGIN
  FOR f IN
    SELECT p.oid, p.oid::pg_catalog.regprocedure AS signature
      FROM pg_catalog.pg_proc p
      JOIN pg_catalog.pg_depend d
        ON d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass AND d.objid = p.oid
       AND d.refclassid = 'pg_catalog.pg_extension'::pg_catalog.regclass AND d.deptype = 'e'
      JOIN pg_catalog.pg_extension e ON e.oid = d.refobjid AND e.extname = 'sfid'
     WHERE (p.proname, p.pronargs) IN (('uuidv7', 1), ('uuid_extract_timestamp', 1),
                                        ('uuid_extract_version', 1))
       AND EXISTS (SELECT FROM pg_catalog.pg_proc b
                    WHERE b.pronamespace = 'pg_catalog'::pg_catalog.regnamespace
                      AND b.proname = p.proname AND b.proargtypes = p.proargtypes)
  LOOP
    IF EXISTS (SELECT FROM pg_catalog.pg_depend
                WHERE refclassid = 'pg_catalog.pg_proc'::pg_catalog.regclass
                  AND refobjid = f.oid) THEN
      RAISE NOTICE 'sfid keeps %, which other objects use; PostgreSQL''s own function of that name comes first in unqualified calls', f.signature;
    ELSE
      EXECUTE pg_catalog.format('DROP FUNCTION %s', f.signature);
    END IF;
  END LOOP;
END
$$;

-- After pg_upgrade (SQLSTATE SF003) or a corrupt file (XX001): take R from
-- a copy of a reservation file.  Superuser only.
CREATE FUNCTION sfid_restore_reservation(path text)
RETURNS timestamptz
AS 'MODULE_PATHNAME', 'sfid_restore_reservation'
LANGUAGE C VOLATILE STRICT PARALLEL UNSAFE;

COMMENT ON FUNCTION sfid_restore_reservation(text) IS
'take the reservation horizon from a copy of sfid.reservation, or from the one in the data directory named (after pg_upgrade, or a corrupt file); R only rises; superuser only';

REVOKE ALL ON FUNCTION sfid_restore_reservation(text) FROM PUBLIC;

-- sfid_status says why ids are refused when R is not known.
DROP VIEW sfid_status;
DROP FUNCTION sfid_status();

CREATE FUNCTION sfid_status(
    OUT worker_min integer,
    OUT worker_max integer,
    OUT on_clock_rewind text,
    OUT max_clock_wait_ms integer,
    OUT reservation_horizon timestamptz,
    OUT last_clock_step_ms bigint,
    OUT last_clock_step_at timestamptz,
    OUT replication_overlaps bigint,
    OUT reservation_problem text)
RETURNS record
AS 'MODULE_PATHNAME', 'sfid_status'
LANGUAGE C VOLATILE PARALLEL SAFE;

COMMENT ON FUNCTION sfid_status() IS
'worker range, clock policy of this session, reservation horizon and its problem, last clock step; behind the sfid_status view';

CREATE VIEW sfid_status AS
  SELECT * FROM sfid_status();

COMMENT ON VIEW sfid_status IS
'one row: worker range, clock policy of this session, durable reservation horizon (no id is issued after it; NULL before anything is reserved), last clock step seen (negative: backwards) and when, replicated rows whose worker numbers overlapped, and why Snowflake ids are refused when the horizon is not known (NULL otherwise)';

REVOKE ALL ON FUNCTION sfid_status() FROM PUBLIC;
REVOKE ALL ON sfid_status FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sfid_status() TO pg_monitor;
GRANT SELECT ON sfid_status TO pg_monitor;
