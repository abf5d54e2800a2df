-- privileges: who may install sfid, and who may call, set and read what
--
-- sfid is trusted: a database owner who is not a superuser may install it.
-- The scripts then run as the bootstrap superuser, so every function and
-- view belongs to that superuser and only the extension to the owner.
-- Anyone may make and read ids; the monitoring views need pg_monitor; the
-- clock and reservation switches and the test hook need a superuser, in
-- SQL (no EXECUTE for PUBLIC) and again in C.
\set regress_db :DBNAME
\set regress_superuser :USER
CREATE ROLE regress_sfid_owner LOGIN;
CREATE ROLE regress_sfid_user LOGIN;
CREATE ROLE regress_sfid_watcher LOGIN IN ROLE pg_monitor;
CREATE DATABASE regress_sfid_priv OWNER regress_sfid_owner;

-- the database owner installs sfid
\c regress_sfid_priv regress_sfid_owner
SELECT rolsuper AS owner_is_superuser FROM pg_roles WHERE rolname = current_user;
-- temporary tables named like the views cannot catch the script's GRANTs
CREATE TEMP TABLE sfid_status (x int);
CREATE TEMP TABLE sfid_workers (x int);
-- nor can operators planted in the target schema for comparisons that
-- pg_catalog has no exact operator for (oid = regclass, oid = regnamespace)
CREATE FUNCTION regress_trap_eq(oid, oid) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    RAISE EXCEPTION 'a planted operator ran as superuser %', current_user;
  END IF;
  RETURN $1 OPERATOR(pg_catalog.=) $2;
END $$;
CREATE FUNCTION regress_trap_eq_class(oid, regclass) RETURNS boolean LANGUAGE sql
  AS 'SELECT regress_trap_eq($1, $2::oid)';
CREATE FUNCTION regress_trap_eq_nsp(oid, regnamespace) RETURNS boolean LANGUAGE sql
  AS 'SELECT regress_trap_eq($1, $2::oid)';
CREATE OPERATOR = (LEFTARG = oid, RIGHTARG = regclass, FUNCTION = regress_trap_eq_class);
CREATE OPERATOR = (LEFTARG = oid, RIGHTARG = regnamespace, FUNCTION = regress_trap_eq_nsp);
CREATE EXTENSION sfid;
DROP OPERATOR = (oid, regclass);
DROP OPERATOR = (oid, regnamespace);
DROP FUNCTION regress_trap_eq_class(oid, regclass), regress_trap_eq_nsp(oid, regnamespace),
  regress_trap_eq(oid, oid);
SELECT extowner::regrole AS extension_owner, extversion, extnamespace::regnamespace AS schema
  FROM pg_extension WHERE extname = 'sfid';
SELECT relname, relacl IS NULL AS untouched FROM pg_class
  WHERE relnamespace = pg_my_temp_schema() ORDER BY relname;
DROP TABLE pg_temp.sfid_status, pg_temp.sfid_workers;
-- every member belongs to the bootstrap superuser; nothing runs as definer
SELECT count(*) > 0 AS has_functions,
       bool_and(proowner = 10) AS owned_by_bootstrap_superuser,
       bool_or(prosecdef) AS any_security_definer
  FROM pg_proc
  WHERE oid IN (SELECT objid FROM pg_depend
                 WHERE classid = 'pg_proc'::regclass AND deptype = 'e'
                   AND refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sfid'));
SELECT relname, relowner = 10 AS owned_by_bootstrap_superuser
  FROM pg_class
  WHERE oid IN (SELECT objid FROM pg_depend
                 WHERE classid = 'pg_class'::regclass AND deptype = 'e'
                   AND refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sfid'))
  ORDER BY relname;
-- what PUBLIC may not execute, and what pg_monitor may
SELECT p.oid::regprocedure AS function,
       has_function_privilege('public', p.oid, 'EXECUTE') AS public,
       has_function_privilege('pg_monitor', p.oid, 'EXECUTE') AS pg_monitor
  FROM pg_proc p
  WHERE p.oid IN (SELECT objid FROM pg_depend
                   WHERE classid = 'pg_proc'::regclass AND deptype = 'e'
                     AND refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sfid'))
    AND NOT has_function_privilege('public', p.oid, 'EXECUTE')
  ORDER BY p.oid::regprocedure::text COLLATE "C";
SELECT has_table_privilege('public', 'sfid_status', 'SELECT') AS public_reads_status,
       has_table_privilege('public', 'sfid_workers', 'SELECT') AS public_reads_workers,
       has_table_privilege('pg_monitor', 'sfid_status', 'SELECT') AS monitor_reads_status,
       has_table_privilege('pg_monitor', 'sfid_workers', 'SELECT') AS monitor_reads_workers;

-- owning the extension gives the owner nothing more
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SELECT regress_try('SELECT * FROM sfid_status');
SELECT regress_try('SELECT sfid_reset_horizon()');
SELECT regress_try('SET sfid.max_clock_wait = 5');
SELECT regress_try('GRANT EXECUTE ON FUNCTION sfid_reset_horizon() TO regress_sfid_owner');
SELECT has_function_privilege('regress_sfid_owner', 'sfid_reset_horizon()', 'EXECUTE') AS owner_may_reset;
SELECT regress_try('ALTER FUNCTION snowflake_next() SECURITY DEFINER');
SELECT regress_try('CREATE OR REPLACE FUNCTION snowflake_next() RETURNS bigint LANGUAGE sql AS ''SELECT 1::bigint''');

-- a plain role makes and reads ids
\c regress_sfid_priv regress_sfid_user
SET timezone = 'UTC';
SELECT snowflake_next() > 0 AS snowflake_next,
       uuid_extract_version(uuidv7()) AS uuidv7_version,
       (snowflake_unpack(794354201395204098)).*;
SELECT snowflake_to_text(794354201395204098) AS to_text,
       snowflake_from_text('0P1GWY0000402') AS from_text,
       snowflake_to_timestamptz(794354201395204098) AS to_timestamptz,
       snowflake_lower_bound('2026-01-01 00:00:00+00') AS lower_bound,
       uuidv7_lower_bound('2026-01-01 00:00:00+00') AS uuid_lower_bound;
SELECT uuidv7_to_timestamptz(uuidv7(interval '-1 day')) < now() AS shifted_uuidv7,
       sfid_worker() = (snowflake_unpack(snowflake_next())).worker AS own_worker_number;
-- ... and may put the overlap check on a table of its own
CREATE TEMP TABLE t (id bigint PRIMARY KEY DEFAULT snowflake_next());
CREATE TRIGGER sfid_check BEFORE INSERT OR UPDATE ON t
  FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id('id');
INSERT INTO t DEFAULT VALUES;
SELECT count(*) AS rows FROM t;
DROP TABLE t;

-- but may not read the monitoring views, call the switches, or set the
-- superuser settings
SELECT regress_try('SELECT * FROM sfid_status');
SELECT regress_try('SELECT * FROM sfid_workers');
SELECT regress_try('SELECT * FROM sfid_status()');
SELECT regress_try('SELECT * FROM sfid_workers()');
SELECT regress_try('SELECT sfid_test_clock_rewind(1000)');
SELECT regress_try('SELECT sfid_reset_horizon()');
SELECT regress_try('SELECT sfid_accept_clock()');
SELECT regress_try('SELECT sfid_reset_overlap_check()');
SELECT regress_try('SET sfid.max_clock_wait = 5');
SELECT regress_try('SET sfid.on_clock_rewind = clamp');
SELECT regress_try('SET sfid.reserve_ahead = 10');
SELECT regress_try('SET sfid.max_clock_forward = 0');
SELECT regress_try('SET sfid.worker_min = 5');
SELECT current_setting('sfid.max_clock_wait') AS max_clock_wait,
       current_setting('sfid.on_clock_rewind') AS on_clock_rewind;

-- pg_monitor reads the views, and still may not call the switches
\c regress_sfid_priv regress_sfid_watcher
SELECT worker_min, worker_max FROM sfid_status;
SELECT count(*) >= 0 AS reads_workers FROM sfid_workers;
SELECT regress_try('SELECT sfid_reset_horizon()');
SELECT regress_try('SET sfid.on_clock_rewind = clamp');

-- the C functions check for a superuser too: EXECUTE granted by mistake
-- does not open them
\c regress_sfid_priv :regress_superuser
GRANT EXECUTE ON FUNCTION sfid_test_clock_rewind(bigint), sfid_reset_horizon(),
  sfid_accept_clock(), sfid_reset_overlap_check() TO regress_sfid_user;
\c regress_sfid_priv regress_sfid_user
SELECT regress_try('SELECT sfid_test_clock_rewind(1000)');
SELECT regress_try('SELECT sfid_reset_horizon()');
SELECT regress_try('SELECT sfid_accept_clock()');
SELECT regress_try('SELECT sfid_reset_overlap_check()');

-- snowflake_convert() by a superuser on the database owner's tables runs
-- nothing of theirs as the superuser.  The owner's traps note
-- who ran them, and make the owner a superuser when one runs them: the
-- issue's partial-index predicate, an index expression, a partition key
-- expression and an inheritance child's CHECK constraint (planning
-- SELECT max(id) folds all four), on a partition that a third role owns
-- that role's own predicate, and what a conversion must not set off either:
-- a CHECK constraint, a generated column, a volatile default (also on the
-- key), triggers, a rule, a row security policy and expression statistics.
\c regress_sfid_priv regress_sfid_owner
CREATE TABLE regress_trap_log (trap text, who name, was_superuser boolean);
GRANT INSERT ON regress_trap_log TO PUBLIC;
GRANT CREATE ON SCHEMA public TO regress_sfid_user;
CREATE FUNCTION regress_note(trap text) RETURNS integer VOLATILE LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.regress_trap_log
    SELECT trap, current_user, rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user;
  IF (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user) THEN
    EXECUTE 'ALTER ROLE regress_sfid_owner SUPERUSER';
  END IF;
  RETURN 1;
END $$;
CREATE FUNCTION regress_trap(trap text, x integer) RETURNS integer IMMUTABLE LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.regress_note(trap);
  RETURN x;
END $$;
CREATE FUNCTION regress_trap_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.regress_note('owner');
  RETURN NULL;
END $$;
CREATE TABLE t_trap (id bigserial PRIMARY KEY, v text,
  g integer GENERATED ALWAYS AS (public.regress_trap('owner', 1)) STORED,
  d integer DEFAULT public.regress_note('owner'),
  CHECK (public.regress_trap('owner', 1) = 1));
INSERT INTO t_trap (v) VALUES ('a'), ('b');
CREATE INDEX t_trap_predicate ON t_trap (id) WHERE public.regress_trap('owner', 1) = 1;
CREATE INDEX t_trap_expression ON t_trap ((id + public.regress_trap('owner', 0)));
CREATE STATISTICS t_trap_statistics ON (id + public.regress_trap('owner', 0)), v FROM t_trap;
CREATE TRIGGER t_trap_rows AFTER INSERT OR UPDATE OR DELETE ON t_trap
  FOR EACH ROW EXECUTE FUNCTION regress_trap_trigger();
CREATE TRIGGER t_trap_truncate AFTER TRUNCATE ON t_trap
  FOR EACH STATEMENT EXECUTE FUNCTION regress_trap_trigger();
CREATE RULE t_trap_rule AS ON UPDATE TO t_trap DO ALSO SELECT public.regress_note('owner');
CREATE POLICY t_trap_policy ON t_trap USING (public.regress_trap('owner', 1) = 1);
ALTER TABLE t_trap ENABLE ROW LEVEL SECURITY, FORCE ROW LEVEL SECURITY;
CREATE TABLE t_trap_default (id bigint PRIMARY KEY DEFAULT public.regress_note('owner'));
CREATE TABLE t_trap_identity (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY);
CREATE INDEX t_trap_identity_predicate ON t_trap_identity (id) WHERE public.regress_trap('owner', 1) = 1;
CREATE TABLE t_trap_identity_child (id bigint GENERATED BY DEFAULT AS IDENTITY,
  CHECK (id > public.regress_trap('owner', 0))) INHERITS (t_trap_identity);
CREATE TABLE t_trap_inh (id bigserial PRIMARY KEY);
CREATE TABLE t_trap_inh_child (CHECK (id > public.regress_trap('owner', 0))) INHERITS (t_trap_inh);
INSERT INTO t_trap_inh_child DEFAULT VALUES;
CREATE TABLE t_trap_parts (id bigserial, v text)
  PARTITION BY RANGE ((id + public.regress_trap('owner', 0)));
CREATE TABLE t_trap_parts_a PARTITION OF t_trap_parts FOR VALUES FROM (MINVALUE) TO (1000);
CREATE TABLE t_trap_parts_b PARTITION OF t_trap_parts FOR VALUES FROM (1000) TO (MAXVALUE);
INSERT INTO t_trap_parts (v) VALUES ('a');
INSERT INTO t_trap_parts VALUES (2000, 'b');
\c regress_sfid_priv :regress_superuser
ALTER TABLE t_trap_parts_b OWNER TO regress_sfid_user;
\c regress_sfid_priv regress_sfid_user
CREATE INDEX t_trap_parts_b_predicate ON t_trap_parts_b (id) WHERE public.regress_trap('user', 1) = 1;
\c regress_sfid_priv :regress_superuser
SET timezone = 'UTC';
TRUNCATE regress_trap_log;  -- the owners ran them, building their indexes
SELECT snowflake_convert('t_trap');
SELECT snowflake_convert('t_trap_parts');
SELECT snowflake_convert('t_trap_default');
SELECT snowflake_convert('t_trap_inh');
SELECT snowflake_convert('t_trap_identity');
SELECT c.relname, pg_get_expr(d.adbin, d.adrelid) AS key_default
  FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'id'
  JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
 WHERE c.relname LIKE 't_trap%' ORDER BY c.relname;
SELECT rolsuper AS owner_became_superuser FROM pg_roles WHERE rolname = 'regress_sfid_owner';
SELECT count(*) FILTER (WHERE was_superuser) AS traps_run_as_superuser,
       count(*) FILTER (WHERE who::text <> 'regress_sfid_' || trap) AS traps_run_as_another_role
  FROM regress_trap_log;

-- The call itself is resolved before sfid runs.  An owner who may create
-- functions in sfid's schema can add an overload that an untyped call
-- prefers (PostgreSQL reads a quoted literal as text first), and it would
-- run as the superuser.  A call by schema with typed arguments reaches
-- sfid's function, or fails as ambiguous: never the owner's.
\c regress_sfid_priv regress_sfid_owner
CREATE FUNCTION public.snowflake_convert(tbl text) RETURNS void LANGUAGE plpgsql
  AS $$BEGIN PERFORM public.regress_note('owner'); END$$;
CREATE TABLE t_trap_overload (id bigserial PRIMARY KEY);
\c regress_sfid_priv :regress_superuser
EXPLAIN (VERBOSE, COSTS OFF) SELECT snowflake_convert('t_trap_overload');
SELECT public.snowflake_convert('t_trap_overload'::regclass, 'id'::name);
SELECT count(*) AS traps_run FROM regress_trap_log;

-- The database owner owns public (through pg_database_owner), where sfid
-- was installed, so she may rename it and make a schema of her own under
-- the old name.  snowflake_convert() must reach sfid's functions where
-- sfid is now, never by the name its schema had at installation: here a
-- function of the owner's, in the new public, would run as the superuser.
\c regress_sfid_priv regress_sfid_owner
CREATE TABLE t_trap_renamed (id bigserial PRIMARY KEY);
INSERT INTO t_trap_renamed DEFAULT VALUES;
ALTER SCHEMA public RENAME TO sfid_home;
CREATE SCHEMA public;
CREATE FUNCTION public.sfid_convert_inspect(tbl regclass, col name,
    OUT relid regclass, OUT is_partition boolean, OUT identity_kind "char",
    OUT default_expr text, OUT owned_sequences regclass[], OUT max_key bigint)
RETURNS SETOF record LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sfid_home.regress_trap_log
    SELECT 'owner', current_user, rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user;
  IF (SELECT rolsuper FROM pg_catalog.pg_roles WHERE rolname = current_user) THEN
    EXECUTE 'ALTER ROLE regress_sfid_owner SUPERUSER';
  END IF;
  RETURN QUERY SELECT * FROM sfid_home.sfid_convert_inspect(tbl, col);
END $$;
\c regress_sfid_priv :regress_superuser
SET timezone = 'UTC';
SELECT sfid_home.snowflake_convert('sfid_home.t_trap_renamed'::regclass, 'id'::name);
SELECT count(*) AS traps_run FROM sfid_home.regress_trap_log;
SELECT rolsuper AS owner_became_superuser FROM pg_roles WHERE rolname = 'regress_sfid_owner';
ALTER ROLE regress_sfid_owner NOSUPERUSER;  -- in case: the rest needs her as she was
-- a schema name that needs quoting: the new default names it as it is
\c regress_sfid_priv regress_sfid_owner
ALTER SCHEMA sfid_home RENAME TO "sfid's ""home""";
CREATE TABLE "sfid's ""home""".t_quoted_schema (id bigserial PRIMARY KEY);
\c regress_sfid_priv :regress_superuser
SELECT "sfid's ""home""".snowflake_convert('"sfid''s ""home""".t_quoted_schema'::regclass, 'id'::name);
SELECT "sfid's ""home""".snowflake_convert('"sfid''s ""home""".t_quoted_schema'::regclass, 'id'::name);
SELECT pg_get_expr(d.adbin, d.adrelid) AS key_default
  FROM pg_attrdef d WHERE d.adrelid = '"sfid''s ""home""".t_quoted_schema'::regclass;
\c regress_sfid_priv regress_sfid_owner
DROP SCHEMA public CASCADE;
ALTER SCHEMA "sfid's ""home""" RENAME TO public;
DROP TABLE t_trap_renamed, t_quoted_schema;

-- the C function behind it is anyone's to call, and checks for itself
\c regress_sfid_priv regress_sfid_user
CREATE TEMP TABLE regress_mine (id bigint PRIMARY KEY, v text);
SELECT regress_try($$SELECT * FROM sfid_convert_inspect('t_trap', 'id')$$) AS not_owner;
SELECT regress_try($$SELECT * FROM sfid_convert_inspect(NULL, 'id')$$) AS null_table;
SELECT regress_try($$SELECT * FROM sfid_convert_inspect('regress_mine', NULL)$$) AS null_column;
SELECT regress_try($$SELECT * FROM sfid_convert_inspect('regress_mine', 'nokey')$$) AS no_such_column;
SELECT regress_try($$SELECT * FROM sfid_convert_inspect('regress_mine', 'v')$$) AS not_bigint;
SELECT regress_try($$SELECT * FROM sfid_convert_inspect('pg_class', 'oid')$$) AS a_catalog;
INSERT INTO regress_mine VALUES (42, 'a');
SELECT relid = 'regress_mine'::regclass AS own_table, max_key FROM sfid_convert_inspect('regress_mine', 'id');
DROP TABLE regress_mine;
\c regress_sfid_priv regress_sfid_owner
DROP TABLE t_trap, t_trap_parts, t_trap_default, t_trap_inh, t_trap_inh_child,
  t_trap_identity, t_trap_identity_child, t_trap_overload, regress_trap_log;
DROP FUNCTION public.snowflake_convert(text), regress_trap_trigger(),
  regress_trap(text, integer), regress_note(text);

-- a schema whose owner planted a function that would take the place of
-- sfid_status() in the view: the install stops instead
\c regress_sfid_priv regress_sfid_owner
DROP EXTENSION sfid;
CREATE SCHEMA regress_trap;
CREATE FUNCTION regress_trap.sfid_status(x integer DEFAULT 0) RETURNS SETOF record
  LANGUAGE sql AS 'SELECT NULL::record WHERE false';
DO $$
BEGIN
  CREATE EXTENSION sfid SCHEMA regress_trap;
  RAISE NOTICE 'installed';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'install refused: %', SQLSTATE;
END $$;
SELECT count(*) AS installed FROM pg_extension WHERE extname = 'sfid';
DROP SCHEMA regress_trap CASCADE;
-- the owner can install it again, and drop it
CREATE EXTENSION sfid;
DROP EXTENSION sfid;

\c :regress_db :regress_superuser
DROP DATABASE regress_sfid_priv;
DROP ROLE regress_sfid_owner, regress_sfid_user, regress_sfid_watcher;
