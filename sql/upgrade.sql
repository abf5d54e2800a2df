-- ALTER EXTENSION sfid UPDATE: 1.0 to 1.1.  Runs first; it leaves sfid
-- installed at 1.1 for the files that follow.
CREATE EXTENSION sfid VERSION '1.0';
SELECT extversion FROM pg_extension WHERE extname = 'sfid';

-- 1.1's functions and views are not there yet, and 1.0 works
SELECT to_regprocedure('snowflake_to_text(bigint)') IS NULL AS no_text_form,
       to_regprocedure('snowflake_lower_bound(timestamptz)') IS NULL AS no_lower_bound,
       to_regprocedure('uuidv7(interval)') IS NULL AS no_shifted_uuidv7,
       to_regclass('sfid_workers') IS NULL AS no_workers_view;
SELECT snowflake_next() > 0 AS issues_ids, uuidv7() IS NOT NULL AS and_uuids;

-- the update path is the one script, sfid--1.0--1.1.sql
SELECT source, target, path FROM pg_extension_update_paths('sfid') ORDER BY source, target;

ALTER EXTENSION sfid UPDATE;
SELECT extversion FROM pg_extension WHERE extname = 'sfid';

-- 1.1's functions work
SELECT snowflake_to_text(794354201395204098) AS text_form,
       snowflake_from_text('0P1GWY0000402') AS from_text,
       snowflake_lower_bound('2026-01-01 00:00:00+00') AS lower_bound,
       uuid_extract_version(uuidv7(interval '-1 hour')) AS shifted_uuid_version;

-- everything belongs to the extension, declared as the code relies on
SELECT pg_describe_object(classid, objid, 0) AS member
  FROM pg_depend
  WHERE refclassid = 'pg_extension'::regclass AND deptype = 'e'
    AND refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sfid')
  ORDER BY pg_describe_object(classid, objid, 0) COLLATE "C";
SELECT p.oid::regprocedure AS function, provolatile, proparallel, proisstrict
  FROM pg_proc p
  JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
  WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sfid')
  ORDER BY p.oid::regprocedure::text COLLATE "C";

-- a fresh CREATE EXTENSION takes the same path: 1.0, then the update
DROP EXTENSION sfid;
CREATE EXTENSION sfid;
SELECT extversion FROM pg_extension WHERE extname = 'sfid';
SELECT count(*) AS members
  FROM pg_depend
  WHERE refclassid = 'pg_extension'::regclass AND deptype = 'e'
    AND refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sfid');
