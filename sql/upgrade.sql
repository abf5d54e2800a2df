-- ALTER EXTENSION sfid UPDATE: 1.0 to 1.1 to 1.2 to 1.3 to 1.4.  It replaces
-- the sfid that pg_regress installed (--load-extension) and leaves the
-- default version installed, as it found it, for the files after it.  The same expected
-- output on every server: what differs by version is checked against what
-- the README documents, as one boolean.
CREATE TEMP TABLE server AS
  SELECT current_setting('server_version_num')::int / 10000 AS major;
-- the server's own descriptions of its UUID functions, which sfid's scripts
-- must leave alone (pg_catalog is searched before sfid's schema)
CREATE TEMP TABLE catalog_comments AS
  SELECT p.oid::regprocedure::text AS function, obj_description(p.oid, 'pg_proc') AS description
    FROM pg_proc p
   WHERE p.pronamespace = 'pg_catalog'::regnamespace
     AND p.proname IN ('uuidv7', 'uuid_extract_timestamp', 'uuid_extract_version');
DROP EXTENSION sfid;
CREATE EXTENSION sfid VERSION '1.0';
SELECT extversion FROM pg_extension WHERE extname = 'sfid';

-- sfid's members: a function as name/number of arguments (a function the
-- server also has prints schema-qualified as a regprocedure), other objects
-- described; the row types of views, which PostgreSQL 18 also makes
-- members, are left out
CREATE TEMP VIEW sfid_members AS
  SELECT CASE WHEN d.classid = 'pg_proc'::regclass
              THEN 'function ' || p.proname || '/' || p.pronargs
              ELSE pg_describe_object(d.classid, d.objid, 0) END AS member
    FROM pg_depend d LEFT JOIN pg_proc p ON d.classid = 'pg_proc'::regclass AND p.oid = d.objid
   WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
     AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sfid')
     AND d.classid <> 'pg_type'::regclass;

-- 1.1's functions and views are not there yet, and 1.0 works
SELECT to_regprocedure('snowflake_to_text(bigint)') IS NULL AS no_text_form,
       to_regprocedure('snowflake_lower_bound(timestamptz)') IS NULL AS no_lower_bound,
       to_regclass('sfid_workers') IS NULL AS no_workers_view;
SELECT snowflake_next() > 0 AS issues_ids, uuidv7() IS NOT NULL AS and_uuids;

-- the update paths: one script a step
SELECT source, target, path FROM pg_extension_update_paths('sfid')
  WHERE path IS NOT NULL ORDER BY source, target;

ALTER EXTENSION sfid UPDATE TO '1.1';
SELECT extversion FROM pg_extension WHERE extname = 'sfid';
SELECT snowflake_to_text(794354201395204098) AS text_form,
       snowflake_from_text('0P1GWY0000402') AS from_text,
       snowflake_lower_bound('2026-01-01 00:00:00+00') AS lower_bound,
       uuid_extract_version(uuidv7(interval '-1 hour')) AS shifted_uuid_version;
-- 1.1 brought all of PostgreSQL 18's UUIDv7 API, whatever the server
SELECT count(*) AS api_copies FROM sfid_members
  WHERE member IN ('function uuidv7/1', 'function uuid_extract_timestamp/1',
                   'function uuid_extract_version/1');

-- a view bound to sfid's copy of a function the server also has (as a view
-- made on 15 arrives through pg_upgrade): an update from an installed 1.1
-- keeps every copy (on 17 and 18 with a WARNING each), since code made
-- before may call them schema-qualified
CREATE VIEW keeps_version AS
  SELECT public.uuid_extract_version('017F22E2-79B0-7CC3-98C4-DC0C0C07398F') AS v;
SET client_min_messages = error;
ALTER EXTENSION sfid UPDATE TO '1.2';
RESET client_min_messages;
SELECT extversion FROM pg_extension WHERE extname = 'sfid';
SELECT v AS bound_copy_still_works FROM keeps_version;
SELECT count(*) AS copies_kept_by_the_update FROM sfid_members
  WHERE member IN ('function uuidv7/1', 'function uuid_extract_timestamp/1',
                   'function uuid_extract_version/1');
DROP VIEW keeps_version;

-- 1.2's functions work
SELECT uuidv7_to_timestamptz('017F22E2-79B0-7CC3-98C4-DC0C0C07398F') AT TIME ZONE 'UTC' AS v7_time,
       reservation_problem IS NULL AS horizon_known
  FROM sfid_status;

ALTER EXTENSION sfid UPDATE TO '1.3';
SELECT extversion FROM pg_extension WHERE extname = 'sfid';
SELECT to_regprocedure('sfid_recovered_horizon()') IS NOT NULL AS recovered_horizon_came;

-- 1.4 replaces snowflake_convert() (its NOTICE's DETAIL) and adds
-- sfid_refusals(), sfid_standby_waiting() and sfid_raise_floor()
ALTER EXTENSION sfid UPDATE TO '1.4';
SELECT extversion FROM pg_extension WHERE extname = 'sfid';
SELECT pg_get_functiondef('snowflake_convert(regclass,name)'::regprocedure)
         LIKE '%if it is a Snowflake id of sfid''''s layout%' AS convert_detail_updated;
-- snowflake_convert() and the C function behind it, as the updates made
-- them, to compare with a fresh install below
CREATE TEMP VIEW convert_functions AS
  SELECT p.oid::regprocedure::text AS function, pg_get_functiondef(p.oid) AS definition,
         p.proconfig, p.proacl, obj_description(p.oid, 'pg_proc') AS description
    FROM pg_proc p WHERE p.proname IN ('snowflake_convert', 'sfid_convert_inspect');
CREATE TEMP TABLE updated_convert_functions AS SELECT * FROM convert_functions;
SELECT function, proconfig, proacl FROM updated_convert_functions ORDER BY function;

-- 1.4's refusal counts: a row per SQLSTATE; and the standby waits
SELECT count(*) AS refusal_kinds FROM sfid_refusals();
SELECT sfid_standby_waiting() AS standby_waiting;
-- and sfid_raise_floor(), for superusers only
SELECT has_function_privilege('public', 'sfid_raise_floor(timestamptz)', 'EXECUTE') AS public_may_raise_floor;

-- everything else belongs to the extension, declared as the code relies on
SELECT member FROM sfid_members
  WHERE member NOT IN ('function uuidv7/1', 'function uuid_extract_timestamp/1',
                       'function uuid_extract_version/1')
  ORDER BY member COLLATE "C";
CREATE TEMP VIEW sfid_functions AS
  SELECT p.proname, p.pronargs, p.provolatile, p.proparallel, p.proisstrict
    FROM pg_proc p
    JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
   WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sfid');
SELECT * FROM sfid_functions
  WHERE (proname, pronargs) NOT IN (('uuidv7', 1), ('uuid_extract_timestamp', 1),
                                    ('uuid_extract_version', 1))
  ORDER BY proname COLLATE "C", pronargs;
-- the copies of PostgreSQL 18's functions that a server keeps are labelled
-- as PostgreSQL 18 labels its own (uuidv7(shift) restricted, like uuidv7())
SELECT bool_and(CASE proname WHEN 'uuidv7' THEN (provolatile, proparallel, proisstrict) = ('v', 'r', true)
                ELSE (provolatile, proparallel, proisstrict) = ('i', 's', true) END) AS copies_labelled
  FROM sfid_functions
  WHERE (proname, pronargs) IN (('uuidv7', 1), ('uuid_extract_timestamp', 1),
                                ('uuid_extract_version', 1));

-- a fresh CREATE EXTENSION takes the same path (1.0, then each update) and
-- keeps exactly the copies of PostgreSQL 18's functions that the server
-- lacks: 15 all three, 17 uuidv7(shift) only, 18 and later none
DROP EXTENSION sfid;
CREATE EXTENSION sfid;
SELECT extversion FROM pg_extension WHERE extname = 'sfid';
SELECT coalesce(array_agg(member ORDER BY member), '{}') =
         CASE
           WHEN (SELECT major FROM server) >= 18 THEN '{}'::text[]
           WHEN (SELECT major FROM server) = 17 THEN '{"function uuidv7/1"}'
           ELSE '{"function uuid_extract_timestamp/1","function uuid_extract_version/1","function uuidv7/1"}'
         END AS copies_as_documented
  FROM sfid_members
  WHERE member IN ('function uuidv7/1', 'function uuid_extract_timestamp/1',
                   'function uuid_extract_version/1');
SELECT count(*) AS other_members FROM sfid_members
  WHERE member NOT IN ('function uuidv7/1', 'function uuid_extract_timestamp/1',
                       'function uuid_extract_version/1');
-- ... and the same snowflake_convert() as the updates
SELECT u.function, c.definition = u.definition AND c.proconfig IS NOT DISTINCT FROM u.proconfig
         AND c.proacl IS NOT DISTINCT FROM u.proacl AND c.description = u.description AS same_as_updated
  FROM updated_convert_functions u LEFT JOIN convert_functions c USING (function)
  ORDER BY u.function;
-- an update from 1.0 to the default version in one go is like a fresh install
DROP EXTENSION sfid;
CREATE EXTENSION sfid VERSION '1.0';
ALTER EXTENSION sfid UPDATE;
SELECT count(*) = CASE WHEN (SELECT major FROM server) >= 18 THEN 0
                        WHEN (SELECT major FROM server) = 17 THEN 1 ELSE 3 END
         AS copies_as_documented_from_1_0
  FROM sfid_members
  WHERE member IN ('function uuidv7/1', 'function uuid_extract_timestamp/1',
                   'function uuid_extract_version/1');
-- and the server's own functions kept their descriptions throughout
SELECT count(*) AS catalog_comments_changed
  FROM catalog_comments c
 WHERE obj_description(c.function::regprocedure, 'pg_proc') IS DISTINCT FROM c.description;
DROP VIEW sfid_members, sfid_functions, convert_functions;
DROP TABLE server, catalog_comments, updated_convert_functions;
