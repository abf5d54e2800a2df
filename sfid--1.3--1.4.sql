/* sfid--1.3--1.4.sql: sfid 1.4 (the conversion NOTICE's DETAIL true for
 * every key, and its refusal on the fence's clock reading; refusals
 * counted for monitoring; sfid_raise_floor() for restores) */

-- complain if script is sourced in psql, rather than through ALTER EXTENSION
\echo Use "ALTER EXTENSION sfid UPDATE TO '1.4'" to load this file. \quit

-- snowflake_convert(tbl, col) as in 1.3, but the NOTICE's DETAIL no longer
-- says of every largest key that its decoded time "is not when it was
-- made": a key of sfid's layout (say, from another server) decodes to its
-- time.  A key whose time field is within the first day after sfid's epoch
-- (2020-01-01) is taken for a counter's, not a Snowflake id; for the others
-- the DETAIL says when the time is right.
CREATE OR REPLACE FUNCTION snowflake_convert(tbl regclass, col name DEFAULT 'id')
RETURNS void
LANGUAGE plpgsql
VOLATILE PARALLEL UNSAFE
SET search_path = pg_catalog, pg_temp
AS $$
DECLARE
  sfid_epoch_ms bigint; time_shift integer;  -- the layout's (sfid_layout(), read below)
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
    bound := r.clock_bound;
  END LOOP;

  IF root.identity_kind = '' AND root.default_expr IS NOT DISTINCT FROM new_default
     AND cardinality(seqs) = 0 AND cardinality(changed_children) = 0 THEN
    RAISE NOTICE 'column "%" of % already has DEFAULT %: nothing to do', col, tbl, new_default;
    RETURN;
  END IF;

  -- The server's layout: its epoch, and the bit its millisecond field
  -- starts at.
  EXECUTE format('SELECT (extract(epoch FROM l.epoch) * 1000)::bigint, l.worker_bits + l.sequence_bits
                    FROM %I.sfid_layout() l', ext_schema)
     INTO sfid_epoch_ms, time_shift;

  -- New ids are at least the first id of the current millisecond: every
  -- existing key must be below it.  The millisecond is the one that
  -- sfid_convert_inspect() fenced below (clock_bound), not a later reading
  -- of the clock: a key between the two would be accepted with no fence.
  bound_ts := to_timestamp(((bound >> time_shift) + sfid_epoch_ms) / 1000.0);
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
                        WHEN max_key >> time_shift < 86400000
                        THEN format('The largest existing key, %s, is below every new id; snowflake_to_timestamptz() reads it as %s, which is not when it was made: it is no Snowflake id.',
                                    max_key, to_timestamp(((max_key >> time_shift) + sfid_epoch_ms) / 1000.0))
                        ELSE format('The largest existing key, %s, is below every new id; snowflake_to_timestamptz() reads it as %s, which is when it was made if it is a Snowflake id of sfid''s layout.',
                                    max_key, to_timestamp(((max_key >> time_shift) + sfid_epoch_ms) / 1000.0))
                   END || left_alone;
END
$$;

-- Calls refused for want of a reservation, by SQLSTATE: SF002
-- (the clock jumped forward), SF003 (after pg_upgrade), XX001 (corrupt
-- file), 58030 (unwritable file), 57014 (cancelled, or the session
-- terminated, while waiting for the synchronous standbys to confirm a
-- reservation).  A monitor tells from them that ids are asked for while
-- the horizon stands still.  SF001 is sfid_workers'
-- clock_refusals.  Readable by superusers and pg_monitor only; needs sfid
-- in shared_preload_libraries (55000 otherwise).
CREATE FUNCTION sfid_refusals(OUT sqlstate text, OUT refusals bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'sfid_refusals'
LANGUAGE C VOLATILE PARALLEL SAFE;

COMMENT ON FUNCTION sfid_refusals() IS
'calls refused for want of a reservation since the server started, by SQLSTATE (SF002, SF003, XX001, 58030, 57014)';

REVOKE ALL ON FUNCTION sfid_refusals() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sfid_refusals() TO pg_monitor;

-- Processes now waiting for the synchronous standbys to confirm a
-- reservation: while it stays above 0, ids stall without an error.
CREATE FUNCTION sfid_standby_waiting()
RETURNS integer
AS 'MODULE_PATHNAME', 'sfid_standby_waiting'
LANGUAGE C VOLATILE PARALLEL SAFE;

COMMENT ON FUNCTION sfid_standby_waiting() IS
'processes (sessions, the reserver) now waiting for the synchronous standbys to confirm a reservation';

REVOKE ALL ON FUNCTION sfid_standby_waiting() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sfid_standby_waiting() TO pg_monitor;

-- After a restore from a backup or to a point in time, when the old
-- primary's last WAL was never archived: every id from now on is after ts.
CREATE FUNCTION sfid_raise_floor(ts timestamptz)
RETURNS timestamptz
AS 'MODULE_PATHNAME', 'sfid_raise_floor'
LANGUAGE C VOLATILE STRICT PARALLEL UNSAFE;

COMMENT ON FUNCTION sfid_raise_floor(timestamptz) IS
'every Snowflake id from now on is after ts, on every worker number (only raises; while the clock is behind ts, ids wait or are refused with SF001); returns the floor; superuser, on a primary';

REVOKE ALL ON FUNCTION sfid_raise_floor(timestamptz) FROM PUBLIC;

-- The conversion decides on one clock reading.  sfid_convert_inspect()
-- returns the reading its fence decided on, as the first id of that
-- millisecond (clock_bound, the same in every row): it fenced every key
-- below it, and snowflake_convert() above refuses any key at or after it.
-- Before, snowflake_convert() read the clock again after the rows, and a
-- key in a millisecond between the two readings was accepted with no
-- fence.  The OUT columns change, so the function is made again.
DROP FUNCTION sfid_convert_inspect(regclass, name);
CREATE FUNCTION sfid_convert_inspect(tbl regclass, col name,
    OUT relid regclass,
    OUT is_partition boolean,
    OUT identity_kind "char",
    OUT default_expr text,
    OUT owned_sequences regclass[],
    OUT max_key bigint,
    OUT clock_bound bigint)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'sfid_convert_inspect'
LANGUAGE C VOLATILE CALLED ON NULL INPUT PARALLEL UNSAFE;

COMMENT ON FUNCTION sfid_convert_inspect(regclass, name) IS
'behind snowflake_convert(): locks the table and its partitions or inheritance children ACCESS EXCLUSIVE, refuses as snowflake_convert() does, then one row per relation: the column''s identity kind, default and owned sequences, its largest key, read after the lock as the relation''s owner, and the first id of the millisecond of its clock reading (clock_bound); every id this server issues is fenced above the largest key when it is below clock_bound; owner or superuser';

-- Backfill: ids for a past time (snowflake_at(), uuidv7_at()).

-- A Snowflake id at ts's millisecond, on a backfill worker number
-- (sfid.backfill_worker_min .. max), unique against live ids and other
-- backfills, across crashes and failovers (README, "Ids for a past time").
CREATE FUNCTION snowflake_at(ts timestamptz)
RETURNS bigint
AS 'MODULE_PATHNAME', 'snowflake_at'
LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;

COMMENT ON FUNCTION snowflake_at(timestamptz) IS
'Snowflake id at ts''s millisecond on a backfill worker number, for rows made in the past; needs sfid.backfill_worker_min/max';

-- A version 7 UUID of ts's millisecond, strictly rising within a session
-- for non-decreasing ts.
CREATE FUNCTION @extschema@.uuidv7_at(ts timestamptz)
RETURNS uuid
AS 'MODULE_PATHNAME', 'uuidv7_at'
LANGUAGE C VOLATILE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.uuidv7_at(timestamptz) IS
'RFC 9562 version 7 UUID of ts''s millisecond, strictly rising within a session for non-decreasing ts';

-- sfid_workers gains a column: whether the number is a backfill number,
-- so that monitors count the live range apart; and it lists a worker
-- number refused (SF001) or made to wait before its first id too, with
-- last_issued_at NULL: the refusals after a crash, a promotion or a
-- restore are counted while they happen.
DROP VIEW sfid_workers;
DROP FUNCTION sfid_workers();

CREATE FUNCTION sfid_workers(
    OUT worker integer,
    OUT backends integer,
    OUT last_issued_at timestamptz,
    OUT ids_issued bigint,
    OUT sequence_waits bigint,
    OUT clock_waits bigint,
    OUT clock_refusals bigint,
    OUT backfill boolean)
RETURNS SETOF record
AS 'MODULE_PATHNAME', 'sfid_workers'
LANGUAGE C VOLATILE PARALLEL SAFE;

COMMENT ON FUNCTION sfid_workers() IS
'one row per worker number that has issued ids, waited or been refused since the server started; behind the sfid_workers view';

CREATE VIEW sfid_workers AS
  SELECT * FROM sfid_workers();

COMMENT ON VIEW sfid_workers IS
'Snowflake worker numbers that have issued ids, waited or been refused since start: backends using each now, last issued time (NULL before the first id), ids issued, waits and refusals, and whether it is a backfill number';

REVOKE ALL ON FUNCTION sfid_workers() FROM PUBLIC;
REVOKE ALL ON sfid_workers FROM PUBLIC;
GRANT EXECUTE ON FUNCTION sfid_workers() TO pg_monitor;
GRANT SELECT ON sfid_workers TO pg_monitor;

-- Layouts: a server's epoch and worker/sequence split (sfid.epoch,
-- sfid.worker_bits, sfid.sequence_bits), chosen once.  sfid_layout() shows
-- it; the layout-explicit decoders take one as arguments, for indexes and
-- columns that must mean the same on every server.
CREATE FUNCTION sfid_layout(
    OUT epoch timestamptz,
    OUT worker_bits integer,
    OUT sequence_bits integer,
    OUT max_worker integer,
    OUT ids_per_ms integer,
    OUT last_time timestamptz)
AS 'MODULE_PATHNAME', 'sfid_layout_info'
LANGUAGE C STABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION sfid_layout() IS
'the layout of this server''s Snowflake ids: its epoch, worker and sequence bits, largest worker number, ids per millisecond per worker number, and the last millisecond it holds';

CREATE FUNCTION snowflake_unpack(id bigint, epoch timestamptz, worker_bits integer,
                                 sequence_bits integer DEFAULT -1,
                                 OUT ts timestamptz, OUT worker integer, OUT seq integer)
AS 'MODULE_PATHNAME', 'snowflake_unpack_in'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION snowflake_unpack(bigint, timestamptz, integer, integer) IS
'split a Snowflake id of the layout named (epoch, worker bits, sequence bits; -1: 22 minus the worker bits) into its time, worker number and sequence, whatever the server''s layout';

CREATE FUNCTION snowflake_to_timestamptz(id bigint, epoch timestamptz, worker_bits integer,
                                         sequence_bits integer DEFAULT -1)
RETURNS timestamptz
AS 'MODULE_PATHNAME', 'snowflake_to_timestamptz_in'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION snowflake_to_timestamptz(bigint, timestamptz, integer, integer) IS
'the time a Snowflake id of the layout named was issued at, whatever the server''s layout';

CREATE FUNCTION snowflake_lower_bound(ts timestamptz, epoch timestamptz, worker_bits integer,
                                      sequence_bits integer DEFAULT -1)
RETURNS bigint
AS 'MODULE_PATHNAME', 'snowflake_lower_bound_in'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION snowflake_lower_bound(timestamptz, timestamptz, integer, integer) IS
'smallest Snowflake id of the layout named in the millisecond holding ts; 22008 outside that layout';
