/* sfid--1.2--1.3.sql: sfid 1.3 (PostgreSQL 19; snowflake_convert() as safe
 * as PostgreSQL's own maintenance commands). */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION sfid UPDATE TO '1.3'" to load this file. \quit

-- snowflake_convert() and the table owner's code

-- What snowflake_convert() decides on, read in C (src/convert.c) after an
-- ACCESS EXCLUSIVE lock on the table and every partition or inheritance
-- child: the checks (table, owner, column, type, the columns of foreign
-- keys that reference it), then one row per relation of the tree, the table
-- first.  The catalogs are read as they are after the lock and the keys
-- with a snapshot taken after it, whatever the isolation level.  Each
-- relation's keys are read through a btree index on the column or the
-- table itself, never with SQL (no planner, no row security), as the
-- relation's owner in a security-restricted operation.  Anyone may call it
-- (snowflake_convert() runs as its caller, who needs EXECUTE): it checks
-- ownership and its arguments itself, so it is not STRICT.
CREATE FUNCTION sfid_convert_inspect(tbl regclass, col name,
    OUT relid regclass,
    OUT is_partition boolean,
    OUT identity_kind "char",
    OUT default_expr text,
    OUT owned_sequences regclass[],
    OUT max_key bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'sfid_convert_inspect'
LANGUAGE C VOLATILE CALLED ON NULL INPUT PARALLEL UNSAFE;

COMMENT ON FUNCTION sfid_convert_inspect(regclass, name) IS
'behind snowflake_convert(): locks the table and its partitions or inheritance children ACCESS EXCLUSIVE, refuses as snowflake_convert() does, then one row per relation: the column''s identity kind, default and owned sequences, and its largest key, read after the lock as the relation''s owner; then every id this server issues is fenced above the largest key; owner or superuser';

-- snowflake_convert(tbl, col): switch an existing key column to
-- DEFAULT snowflake_next() in one step.  It runs as the caller (who must
-- own the table, or be a superuser), holds ACCESS EXCLUSIVE on the table
-- and on its partitions or inheritance children until the caller's
-- transaction ends, and changes nothing unless every check passes (in
-- sfid_convert_inspect(), which also reads everything decided on below):
--   * the column is bigint, and so is every column of a foreign key that
--     references it (42804 otherwise, with the ALTER commands);
--   * every existing key, in any relation of the tree and committed by
--     anyone before the lock, is below the first id of the current
--     millisecond, so that new ids sort after the old ones and cannot
--     meet them (55000: the table's contents, not the arguments, are in
--     the way).
-- Then, on the table and on each partition or inheritance child: an
-- identity is dropped with its sequence, the default is set, and a
-- sequence the column owns (serial, bigserial) is dropped once nothing else
-- uses it, so lastval() and currval() raise instead of returning old
-- numbers; a sequence the column does not own is left to its other users.
-- The NOTICE names every child it changed.  A second call finds nothing to
-- do and says so.  Nothing of the table's (index predicates or expressions,
-- partition keys, row security, triggers, defaults) is planned or run here:
-- ALTER TABLE ... SET DEFAULT and DROP IDENTITY evaluate no expression, and
-- the keys are read in C.  The names below resolve in pg_catalog only (SET
-- search_path); sfid's own are named by the schema that pg_extension names
-- now, never by a name written here (its owner may rename it).
CREATE OR REPLACE FUNCTION snowflake_convert(tbl regclass, col name DEFAULT 'id')
RETURNS void
LANGUAGE plpgsql
VOLATILE PARALLEL UNSAFE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
  sfid_epoch_ms constant bigint := 1577836800000;
  ext_schema name;
  new_default text;
  r record;
  root record;
  max_key bigint;
  partitioned boolean := false;
  changed_children text[] := '{}';
  identity_children regclass[] := '{}';
  identity_kinds "char"[] := '{}';
  seqs regclass[] := '{}';
  seq_owners regclass[] := '{}';
  seq_names text[] := '{}';
  bound_ts timestamptz;
  bound bigint;
  done text[] := '{}';
  left_alone text := '';
  seq_detail text;
BEGIN
  -- sfid's schema as it is now, by its OID: an owner of that schema may
  -- rename it and make another under the old name, so no name of it is
  -- written into this body.
  SELECT n.nspname INTO ext_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'sfid';
  new_default := format('%I.snowflake_next()', ext_schema);

  -- Checks, lock and reads (src/convert.c); the table's row first.
  FOR r IN EXECUTE format('SELECT * FROM %I.sfid_convert_inspect($1, $2) i
                            ORDER BY i.relid <> $1, i.relid::text COLLATE "C"', ext_schema)
           USING tbl, col
  LOOP
    IF r.relid = tbl THEN
      root := r;
    ELSE
      partitioned := partitioned OR r.is_partition;
      IF r.identity_kind <> '' THEN
        identity_children := identity_children || r.relid;
        identity_kinds := identity_kinds || r.identity_kind;
      END IF;
      IF r.identity_kind <> '' OR r.default_expr IS DISTINCT FROM new_default THEN
        changed_children := changed_children || r.relid::text;
      END IF;
    END IF;
    seqs := seqs || r.owned_sequences;
    seq_owners := seq_owners || array_fill(r.relid, ARRAY[cardinality(r.owned_sequences)]);
    max_key := greatest(max_key, r.max_key);
  END LOOP;

  IF root.identity_kind = '' AND root.default_expr IS NOT DISTINCT FROM new_default
     AND cardinality(seqs) = 0 AND cardinality(changed_children) = 0 THEN
    RAISE NOTICE 'column "%" of % already has DEFAULT %: nothing to do', col, tbl, new_default;
    RETURN;
  END IF;

  -- New ids are at least the first id of the current millisecond: every
  -- existing key must be below it.
  bound_ts := clock_timestamp();
  bound := (floor(extract(epoch FROM bound_ts) * 1000)::bigint - sfid_epoch_ms) << 22;
  IF max_key >= bound THEN
    RAISE EXCEPTION 'existing keys of % are not all below the first Snowflake id of now', tbl
      USING ERRCODE = 'object_not_in_prerequisite_state',
            DETAIL = format('The largest value of column "%s" is %s; new ids start at %s (snowflake_lower_bound(''%s'')), so they would not sort after it and could meet it.',
                            col, max_key, bound, bound_ts),
            HINT = 'Renumber the keys at or above that value (and the columns that reference them) below it first, or keep the current default.';
  END IF;

  IF root.identity_kind <> '' THEN
    EXECUTE format('ALTER TABLE %s ALTER COLUMN %I DROP IDENTITY', tbl, col);
    done := done || format('dropped the identity (GENERATED %s) and its sequence',
                           CASE root.identity_kind WHEN 'a' THEN 'ALWAYS' ELSE 'BY DEFAULT' END);
  ELSIF root.default_expr IS NOT NULL AND root.default_expr IS DISTINCT FROM new_default THEN
    done := done || format('replaced DEFAULT %s', root.default_expr);
  END IF;

  -- An identity of a child's own (an inheritance child's; on PostgreSQL 15
  -- and 16 a partition's too) does not go with the table's.  On 17 and
  -- later a partition shares the table's identity, which has just gone.
  FOR i IN 1 .. cardinality(identity_children) LOOP
    IF EXISTS (SELECT FROM pg_attribute a
                WHERE a.attrelid = identity_children[i] AND a.attname = col
                  AND a.attidentity <> '') THEN
      EXECUTE format('ALTER TABLE ONLY %s ALTER COLUMN %I DROP IDENTITY', identity_children[i], col);
      done := done || format('dropped the identity (GENERATED %s) of %s and its sequence',
                             CASE identity_kinds[i] WHEN 'a' THEN 'ALWAYS' ELSE 'BY DEFAULT' END,
                             identity_children[i]);
    END IF;
  END LOOP;

  -- Recurses to every partition and inheritance child.
  EXECUTE format('ALTER TABLE %s ALTER COLUMN %I SET DEFAULT %s', tbl, col, new_default);
  done := done || (format('set DEFAULT %s', new_default)
                   || CASE WHEN cardinality(changed_children) = 0 THEN ''
                           ELSE format(', also on its %s %s',
                                       CASE WHEN partitioned AND cardinality(changed_children) = 1 THEN 'partition'
                                            WHEN partitioned THEN 'partitions'
                                            WHEN cardinality(changed_children) = 1 THEN 'inheritance child'
                                            ELSE 'inheritance children' END,
                                       array_to_string(changed_children, ', ')) END);

  -- Named before they are dropped: a dropped sequence prints as its OID.
  FOR i IN 1 .. cardinality(seqs) LOOP
    seq_names := seq_names || seqs[i]::text;
    BEGIN
      EXECUTE format('DROP SEQUENCE %s', seqs[i]);
    EXCEPTION WHEN dependent_objects_still_exist THEN
      GET STACKED DIAGNOSTICS seq_detail = PG_EXCEPTION_DETAIL;
      RAISE EXCEPTION 'sequence % of column "%" of % is still used elsewhere', seqs[i], col, seq_owners[i]
        USING ERRCODE = 'dependent_objects_still_exist',
              DETAIL = seq_detail,
              HINT = 'Convert or change those objects first, or keep the sequence for them with ALTER SEQUENCE ... OWNED BY NONE; nothing was changed.';
    END;
  END LOOP;
  IF cardinality(seqs) = 1 THEN
    done := done || format('dropped sequence %s, which the column%s owned, so lastval() and currval() of it raise an error instead of returning old numbers',
                           seq_names[1],
                           CASE WHEN seq_owners[1] = tbl THEN '' ELSE format(' of %s', seq_owners[1]) END);
  ELSIF cardinality(seqs) > 1 THEN
    done := done || format('dropped sequences %s, which the columns owned, so lastval() and currval() of them raise an error instead of returning old numbers',
                           array_to_string(ARRAY(SELECT CASE WHEN seq_owners[n] = tbl THEN seq_names[n]
                                                             ELSE format('%s (of %s)', seq_names[n], seq_owners[n]) END
                                                   FROM generate_subscripts(seqs, 1) n), ', '));
  END IF;
  IF root.default_expr ~ '^nextval\(' AND NOT tbl = ANY (seq_owners) THEN
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
'switch an existing bigint key column (identity, serial/bigserial or plain default), with its partitions or inheritance children, to DEFAULT snowflake_next(), once every existing key is below the first id of now and every referencing column is bigint; drops the identities and owned sequences; runs nothing of the table''s as the caller; owner or superuser';

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
