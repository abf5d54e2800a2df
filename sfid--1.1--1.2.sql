/* sfid--1.1--1.2.sql: PostgreSQL 17 and 18 (functions the server now has
 * itself), restoring the reservation after pg_upgrade, honest parallel
 * labels.  From 1.2 on sfid is not relocatable: names that PostgreSQL
 * itself may also have are qualified with @extschema@, since pg_catalog is
 * searched first. */

\echo Use "ALTER EXTENSION sfid UPDATE TO '1.2'" to load this file. \quit

-- uuidv7() is strictly increasing within a session only if no parallel
-- worker, with a state of its own, calls it: the leader does.
ALTER FUNCTION @extschema@.uuidv7() PARALLEL RESTRICTED;
ALTER FUNCTION @extschema@.uuidv7(interval) PARALLEL RESTRICTED;

COMMENT ON FUNCTION @extschema@.uuidv7() IS
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
-- sfid's copy is only ever reached schema-qualified (17:
-- uuid_extract_timestamp and uuid_extract_version; 18: also uuidv7(interval)).
-- A copy made by this very transaction (CREATE EXTENSION, or an update from
-- 1.0; its pg_depend row as a member tells, which ALTER FUNCTION does not
-- rewrite) is dropped: nothing of the user's can call it yet.  A copy from
-- before is kept, with a WARNING (extension scripts show no NOTICE): code
-- made on an older server may call it
-- schema-qualified (pg_dump writes qualified names, and PL/pgSQL bodies
-- leave no trace in pg_depend).  sfid's uuidv7() stays on every version: it
-- is the faster one (README, "Performance").  Every comparison here is of
-- two oids or of names, so that it resolves to pg_catalog's operators.
DO $$
DECLARE
  f record;
BEGIN
  FOR f IN
    SELECT p.oid::pg_catalog.regprocedure AS signature,
           d.xmin OPERATOR(pg_catalog.=) pg_catalog.pg_current_xact_id()::pg_catalog.xid AS made_now
      FROM pg_catalog.pg_proc p
      JOIN pg_catalog.pg_depend d
        ON d.classid OPERATOR(pg_catalog.=) 'pg_catalog.pg_proc'::pg_catalog.regclass::pg_catalog.oid
       AND d.objid OPERATOR(pg_catalog.=) p.oid
       AND d.refclassid OPERATOR(pg_catalog.=) 'pg_catalog.pg_extension'::pg_catalog.regclass::pg_catalog.oid
       AND d.deptype OPERATOR(pg_catalog.=) 'e'
      JOIN pg_catalog.pg_extension e
        ON e.oid OPERATOR(pg_catalog.=) d.refobjid AND e.extname OPERATOR(pg_catalog.=) 'sfid'
     WHERE p.proname OPERATOR(pg_catalog.=) ANY ('{uuidv7,uuid_extract_timestamp,uuid_extract_version}'::pg_catalog.name[])
       AND p.pronargs OPERATOR(pg_catalog.=) 1::pg_catalog.int2
       AND EXISTS (SELECT FROM pg_catalog.pg_proc b
                    WHERE b.pronamespace OPERATOR(pg_catalog.=) 'pg_catalog'::pg_catalog.regnamespace::pg_catalog.oid
                      AND b.proname OPERATOR(pg_catalog.=) p.proname
                      AND b.proargtypes OPERATOR(pg_catalog.=) p.proargtypes)
  LOOP
    IF f.made_now THEN
      EXECUTE pg_catalog.format('DROP FUNCTION %s', f.signature);
    ELSE
      RAISE WARNING 'sfid keeps %: PostgreSQL''s own function of that name comes first in unqualified calls', f.signature
        USING HINT = pg_catalog.format('When nothing calls it schema-qualified any more: ALTER EXTENSION sfid DROP FUNCTION %s; DROP FUNCTION %s;', f.signature, f.signature);
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

-- Adopting sfid: converting key columns

-- The last id snowflake_next() returned in this backend, for code that read
-- lastval() or currval() after an INSERT: the conversion below drops the
-- sequence they read.
CREATE FUNCTION snowflake_last()
RETURNS bigint
AS 'MODULE_PATHNAME', 'snowflake_last'
LANGUAGE C VOLATILE PARALLEL RESTRICTED;

COMMENT ON FUNCTION snowflake_last() IS
'the last id snowflake_next() returned in this server backend, like currval(); SQLSTATE 55000 before the first; behind a transaction pooler only within the transaction that issued it';

-- snowflake_convert(tbl, col): switch an existing key column to
-- DEFAULT snowflake_next() in one step.  It runs as the caller (who must
-- own the table, or be a superuser), holds ACCESS EXCLUSIVE on the table
-- until the caller's transaction ends, and changes nothing unless every
-- check passes:
--   * the column is bigint (42804 otherwise, listing the foreign keys that
--     point at it, whose columns must change too);
--   * every existing key is below the first id of the current millisecond,
--     so that new ids sort after the old ones and cannot meet them (55000:
--     the table's contents, not the arguments, are in the way);
--   * an identity is dropped with its sequence; a sequence owned by the
--     column (serial, bigserial) is dropped once nothing else uses it, so
--     lastval() and currval() raise instead of returning old numbers; a
--     sequence the column does not own is left to its other users.
-- Partitions and inheritance children get the default too (ALTER TABLE
-- recurses).  A second call finds nothing to do and says so.  The names
-- below resolve in pg_catalog only (SET search_path); sfid's own functions
-- are found through pg_extension, in whatever schema sfid was created.
CREATE FUNCTION snowflake_convert(tbl regclass, col name DEFAULT 'id')
RETURNS void
LANGUAGE plpgsql
VOLATILE PARALLEL UNSAFE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
  sfid_epoch_ms constant bigint := 1577836800000;
  rel record;
  att record;
  fk record;
  ext_schema name;
  new_default text;
  current_default text;
  owned_seq text;
  children_behind integer;
  fk_details text[] := '{}';
  fk_fixes text[] := '{}';
  max_key bigint;
  bound_ts timestamptz;
  bound bigint;
  done text[] := '{}';
  left_alone text := '';
  seq_detail text;
  seq_hint text;
BEGIN
  IF tbl IS NULL OR col IS NULL THEN
    RAISE EXCEPTION 'snowflake_convert() needs a table and a column name, not NULL'
      USING ERRCODE = 'null_value_not_allowed';
  END IF;

  SELECT c.oid, c.relkind, c.relispartition, c.relowner INTO rel
    FROM pg_class c WHERE c.oid = tbl;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'relation with OID % does not exist', tbl::oid
      USING ERRCODE = 'undefined_table';
  END IF;
  IF rel.relkind NOT IN ('r', 'p') THEN
    RAISE EXCEPTION '% is not a table', tbl
      USING ERRCODE = 'wrong_object_type',
            HINT = 'snowflake_convert() changes the key column of a table or a partitioned table.';
  END IF;
  IF rel.relispartition THEN
    RAISE EXCEPTION '% is a partition of %', tbl,
          (SELECT i.inhparent::regclass FROM pg_inherits i WHERE i.inhrelid = tbl)
      USING ERRCODE = 'wrong_object_type',
            HINT = 'Convert the partitioned table: its partitions follow.';
  END IF;
  IF NOT pg_has_role(rel.relowner, 'USAGE') THEN
    RAISE EXCEPTION 'must be owner of table % to convert its key column', tbl
      USING ERRCODE = 'insufficient_privilege',
            HINT = format('Run it as %s (or a member of that role), or as a superuser.',
                          quote_ident(rel.relowner::regrole::text));
  END IF;

  SELECT e.extnamespace::regnamespace::name INTO ext_schema
    FROM pg_extension e WHERE e.extname = 'sfid';
  new_default := format('%I.snowflake_next()', ext_schema);

  -- No row may arrive while the keys are checked and the default changes.
  EXECUTE format('LOCK TABLE %s IN ACCESS EXCLUSIVE MODE', tbl);

  SELECT a.attnum, a.attname, a.atttypid, a.attidentity, a.attgenerated,
         format_type(a.atttypid, a.atttypmod) AS type_name
    INTO att
    FROM pg_attribute a
   WHERE a.attrelid = tbl AND a.attname = col AND a.attnum > 0 AND NOT a.attisdropped;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'column "%" of relation % does not exist', col, tbl
      USING ERRCODE = 'undefined_column',
            HINT = 'Name the key column as the second argument: snowflake_convert(''t'', ''key'').';
  END IF;
  IF att.attgenerated <> '' THEN
    RAISE EXCEPTION 'column "%" of relation % is a generated column', col, tbl
      USING ERRCODE = 'invalid_table_definition';
  END IF;

  IF att.atttypid <> 'bigint'::regtype THEN
    -- The foreign keys that point at the column (their clones on partitions
    -- follow their parents); their columns must become bigint too.
    FOR fk IN
      SELECT c.conname, c.conrelid::regclass AS from_table, a.attname AS from_column,
             format_type(a.atttypid, a.atttypmod) AS from_type, a.atttypid AS from_typid
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid
                           AND a.attnum = c.conkey[array_position(c.confkey, att.attnum)]
       WHERE c.contype = 'f' AND c.confrelid = tbl AND c.conparentid = 0
         AND att.attnum = ANY (c.confkey)
       ORDER BY c.conrelid::regclass::text, c.conname
    LOOP
      fk_details := fk_details || format('%I on %s (%I %s)', fk.conname, fk.from_table,
                                         fk.from_column, fk.from_type);
      IF fk.from_typid <> 'bigint'::regtype THEN
        fk_fixes := fk_fixes || format('ALTER TABLE %s ALTER COLUMN %I TYPE bigint;',
                                       fk.from_table, fk.from_column);
      END IF;
    END LOOP;
    RAISE EXCEPTION 'column "%" of relation % is %, not bigint', col, tbl, att.type_name
      USING ERRCODE = 'datatype_mismatch',
            DETAIL = 'Snowflake ids need 64 bits. '
                     || CASE WHEN cardinality(fk_details) = 0
                             THEN 'No foreign key references the column.'
                             ELSE 'Foreign keys that reference it: '
                                  || array_to_string(fk_details, ', ') || '.' END,
            HINT = format('Change the types first (this rewrites the tables), then convert: ALTER TABLE %s ALTER COLUMN %I TYPE bigint;', tbl, col)
                   || CASE WHEN cardinality(fk_fixes) = 0 THEN ''
                           ELSE ' ' || array_to_string(fk_fixes, ' ') END;
  END IF;

  SELECT pg_get_expr(d.adbin, d.adrelid) INTO current_default
    FROM pg_attrdef d WHERE d.adrelid = tbl AND d.adnum = att.attnum;

  -- A sequence owned by the column (serial, bigserial; not an identity's).
  SELECT d.objid::regclass::text INTO owned_seq
    FROM pg_depend d
    JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
   WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
     AND d.refobjid = tbl AND d.refobjsubid = att.attnum AND d.deptype = 'a';

  -- Partitions and inheritance children whose default is not sfid's yet.
  WITH RECURSIVE tree(relid) AS (
    SELECT i.inhrelid FROM pg_inherits i WHERE i.inhparent = tbl
    UNION
    SELECT i.inhrelid FROM pg_inherits i JOIN tree t ON i.inhparent = t.relid
  )
  SELECT count(*) INTO children_behind
    FROM tree t
    JOIN pg_attribute a ON a.attrelid = t.relid AND a.attname = col
    LEFT JOIN pg_attrdef d ON d.adrelid = t.relid AND d.adnum = a.attnum
   WHERE a.attidentity <> '' OR d.adbin IS NULL
      OR pg_get_expr(d.adbin, d.adrelid) IS DISTINCT FROM new_default;

  IF att.attidentity = '' AND current_default IS NOT DISTINCT FROM new_default
     AND owned_seq IS NULL AND children_behind = 0 THEN
    RAISE NOTICE 'column "%" of % already has DEFAULT %: nothing to do', col, tbl, new_default;
    RETURN;
  END IF;

  -- New ids are at least the first id of the current millisecond: every
  -- existing key must be below it.
  EXECUTE format('SELECT max(%I) FROM %s', col, tbl) INTO max_key;
  bound_ts := clock_timestamp();
  bound := (floor(extract(epoch FROM bound_ts) * 1000)::bigint - sfid_epoch_ms) << 22;
  IF max_key >= bound THEN
    RAISE EXCEPTION 'existing keys of % are not all below the first Snowflake id of now', tbl
      USING ERRCODE = 'object_not_in_prerequisite_state',
            DETAIL = format('The largest value of column "%s" is %s; new ids start at %s (snowflake_lower_bound(''%s'')), so they would not sort after it and could meet it.',
                            col, max_key, bound, bound_ts),
            HINT = 'Renumber the keys at or above that value (and the columns that reference them) below it first, or keep the current default.';
  END IF;

  IF att.attidentity <> '' THEN
    EXECUTE format('ALTER TABLE %s ALTER COLUMN %I DROP IDENTITY', tbl, col);
    done := done || format('dropped the identity (GENERATED %s) and its sequence',
                           CASE att.attidentity WHEN 'a' THEN 'ALWAYS' ELSE 'BY DEFAULT' END);
  ELSIF current_default IS NOT NULL AND current_default IS DISTINCT FROM new_default THEN
    done := done || format('replaced DEFAULT %s', current_default);
  END IF;

  EXECUTE format('ALTER TABLE %s ALTER COLUMN %I SET DEFAULT %s', tbl, col, new_default);
  done := done || format('set DEFAULT %s', new_default);

  IF owned_seq IS NOT NULL THEN
    BEGIN
      EXECUTE format('DROP SEQUENCE %s', owned_seq);
    EXCEPTION WHEN dependent_objects_still_exist THEN
      GET STACKED DIAGNOSTICS seq_detail = PG_EXCEPTION_DETAIL;
      RAISE EXCEPTION 'sequence % of column "%" of % is still used elsewhere', owned_seq, col, tbl
        USING ERRCODE = 'dependent_objects_still_exist',
              DETAIL = seq_detail,
              HINT = 'Convert or change those objects first, or keep the sequence for them with ALTER SEQUENCE ... OWNED BY NONE; nothing was changed.';
    END;
    done := done || format('dropped sequence %s, which the column owned, so lastval() and currval() of it raise an error instead of returning old numbers', owned_seq);
  ELSIF current_default ~ '^nextval\(' THEN
    left_alone := ' The sequence of the old default is not owned by the column and was left in place.';
  END IF;

  RAISE NOTICE 'converted column "%" of %: %', col, tbl, array_to_string(done, '; ')
    USING DETAIL = CASE WHEN max_key IS NULL THEN 'The table held no keys.'
                        WHEN max_key < 0 THEN format('The largest existing key is %s; every new id is above it.', max_key)
                        ELSE format('The largest existing key, %s, is below every new id; snowflake_to_timestamptz() reads it as %s, which is not when it was made.',
                                    max_key, to_timestamp(((max_key >> 22) + sfid_epoch_ms) / 1000.0))
                   END || left_alone;
END
$$;

COMMENT ON FUNCTION snowflake_convert(regclass, name) IS
'switch an existing bigint key column (identity, serial/bigserial or plain default) to DEFAULT snowflake_next(), once every existing key is below the first id of now; drops the identity or the owned sequence; owner or superuser';
