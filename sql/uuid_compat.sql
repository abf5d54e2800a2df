-- PostgreSQL 18's UUIDv7 API as application SQL calls it, unqualified:
-- uuidv7(shift), uuid_extract_timestamp(), uuid_extract_version(), and
-- sfid's uuidv7_to_timestamptz().  sfid brings to each server what it lacks
-- (15: all; 17: uuidv7(shift) only; 18: nothing), so the same file checks
-- sfid's copies on 15 and the server's own on 18, with the same expected
-- output: the expectations on extraction are PostgreSQL 18's own
-- (src/test/regress/sql/uuid.sql).  The one difference, 17's
-- uuid_extract_timestamp() reading only version 1, is checked as such.
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';
CREATE TEMP TABLE server AS
  SELECT current_setting('server_version_num')::int / 10000 AS major;

-- uuid_extract_version(): NULL unless the variant is RFC 9562's (10)
SELECT uuid_extract_version('11111111-1111-5111-8111-111111111111') AS v5,
       uuid_extract_version(gen_random_uuid()) AS v4,
       uuid_extract_version(uuidv7()) AS v7,
       uuid_extract_version('017F22E2-79B0-7CC3-98C4-DC0C0C07398F') AS rfc_vector,
       uuid_extract_version('11111111-1111-1111-1111-111111111111') AS ncs_variant,
       uuid_extract_version('017F22E2-79B0-7CC3-C8C4-DC0C0C07398F') AS microsoft_variant,
       uuid_extract_version('017F22E2-79B0-7CC3-E8C4-DC0C0C07398F') AS future_variant,
       uuid_extract_version('017F22E2-79B0-7CC3-B8C4-DC0C0C07398F') AS variant_10_b;
SELECT pg_typeof(uuid_extract_version(uuidv7()));

-- uuidv7_to_timestamptz(): the time in a version 7 UUID, on every server
SELECT uuidv7_to_timestamptz('017F22E2-79B0-7CC3-98C4-DC0C0C07398F') = 'Tuesday, February 22, 2022 2:22:22.00 PM GMT+05:00' AS rfc_v7_vector;
SELECT uuidv7_to_timestamptz('017F22E2-79B0-7CC3-98C4-DC0C0C07398F') AS rfc_v7_vector_time;
SELECT uuidv7_to_timestamptz('00000000-0000-7000-8000-000000000000') AS v7_first,
       uuidv7_to_timestamptz('ffffffff-ffff-7fff-bfff-ffffffffffff') AS v7_last;
-- the sub-millisecond fraction is not read
SELECT uuidv7_to_timestamptz('017F22E2-79B0-7FFF-98C4-DC0C0C07398F') AS v7_fraction_ignored;
-- a fresh UUIDv7 carries the current ms
SELECT uuidv7_to_timestamptz(uuidv7()) BETWEEN now() - interval '1 s' AND clock_timestamp() AS now_ish;
-- NULL for other versions and variants, as 18's uuid_extract_timestamp()
SELECT uuidv7_to_timestamptz('C232AB00-9414-11EC-B3C8-9F6BDECED846') IS NULL AS v1_is_null,
       uuidv7_to_timestamptz(gen_random_uuid()) IS NULL AS v4_is_null,
       uuidv7_to_timestamptz('017F22E2-79B0-7CC3-18C4-DC0C0C07398F') IS NULL AS v7_bad_variant_is_null,
       uuidv7_to_timestamptz(NULL) IS NULL AS null_is_null;

-- uuid_extract_timestamp(): versions 1 and 7 ...
SELECT uuid_extract_timestamp('C232AB00-9414-11EC-B3C8-9F6BDECED846') = 'Tuesday, February 22, 2022 2:22:22.00 PM GMT+05:00' AS rfc_v1_vector;
SELECT uuid_extract_timestamp('00000000-0000-1000-8000-000000000000') AS v1_first,
       uuid_extract_timestamp('ffffffff-ffff-1fff-bfff-ffffffffffff') AS v1_last;
-- ... except on 17, whose own function reads version 1 only: there a
-- version 7 UUID gives NULL (use uuidv7_to_timestamptz() on every version)
SELECT bool_and(uuid_extract_timestamp(u) IS NOT DISTINCT FROM
                  CASE WHEN (SELECT major FROM server) = 17 THEN NULL
                       ELSE uuidv7_to_timestamptz(u) END) AS v7_as_documented
  FROM (VALUES ('017F22E2-79B0-7CC3-98C4-DC0C0C07398F'::uuid),
               ('00000000-0000-7000-8000-000000000000'), ('ffffffff-ffff-7fff-bfff-ffffffffffff'),
               ('017F22E2-79B0-7FFF-98C4-DC0C0C07398F'), (uuidv7())) AS v(u);
-- version 6 holds a time, but PostgreSQL reads only versions 1 and 7
SELECT uuid_extract_timestamp('1EC9414C-232A-6B00-B3C8-9F6BDECED846') IS NULL AS v6_is_null;
SELECT uuid_extract_timestamp(gen_random_uuid()) IS NULL AS v4_is_null,
       uuid_extract_timestamp('11111111-1111-1111-1111-111111111111') IS NULL AS ncs_variant_is_null,
       uuid_extract_timestamp('017F22E2-79B0-7CC3-18C4-DC0C0C07398F') IS NULL AS v7_bad_variant_is_null;
SELECT uuid_extract_timestamp(NULL) IS NULL AS ts_null, uuid_extract_version(NULL) IS NULL AS version_null;

-- uuidv7(shift): the time is moved by the interval
SELECT uuid_extract_version(uuidv7(interval '-1 hour')) AS version,
       substr(uuidv7(interval '-1 hour')::text, 20, 1) IN ('8', '9', 'a', 'b') AS variant_rfc;
SELECT uuidv7_to_timestamptz(uuidv7(interval '-1 hour'))
         BETWEEN now() - interval '1 hour 1 s' AND clock_timestamp() - interval '59 minutes 59 s' AS an_hour_ago,
       uuidv7_to_timestamptz(uuidv7(interval '2 days 3 hours'))
         BETWEEN now() + interval '2 days 3 hours' - interval '1 s' AND clock_timestamp() + interval '2 days 3 hours 1 s' AS days_ahead,
       uuidv7_to_timestamptz(uuidv7(interval '1 month'))
         BETWEEN now() + interval '1 month' - interval '1 s' AND clock_timestamp() + interval '1 month 1 s' AS a_month_ahead,
       uuidv7_to_timestamptz(uuidv7(interval '0'))
         BETWEEN now() - interval '1 s' AND clock_timestamp() + interval '1 s' AS no_shift;
-- far, but inside the 48-bit field
SELECT uuidv7_to_timestamptz(uuidv7(interval '8000 years'))
         BETWEEN now() + interval '8000 years' - interval '1 s' AND clock_timestamp() + interval '8000 years 1 s' AS far_future,
       uuidv7_to_timestamptz(uuidv7(interval '-50 years'))
         BETWEEN now() - interval '50 years 1 s' AND clock_timestamp() - interval '50 years' + interval '1 s' AS far_past;
-- outside it: 22008, as on PostgreSQL 18
SELECT regress_try($$SELECT uuidv7(interval '-100 years')$$);
SELECT regress_try($$SELECT uuidv7(interval '9000 years')$$);
SELECT regress_try($$SELECT uuidv7(interval '300000 years')$$);
SELECT regress_try($$SELECT uuidv7(interval '-300000 years')$$);
SELECT uuidv7(NULL::interval) IS NULL AS null_gives_null;

-- one fixed shift keeps the backend's order, as unshifted ids do
CREATE TEMP TABLE before_shifted AS SELECT uuidv7() AS id;
CREATE TEMP TABLE shifted AS
  SELECT n, uuidv7(interval '-1 hour') AS id FROM (SELECT generate_series(1, 10000) AS n) g;
SELECT count(DISTINCT id) AS distinct_ids,
       bool_and(id < (SELECT id FROM before_shifted)) AS all_below_unshifted
  FROM shifted;
SELECT count(*) AS out_of_order
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev FROM shifted) s
  WHERE id <= prev;

-- the same monotonic state as uuidv7(): a zero shift interleaves with it
-- in strict order
CREATE TEMP TABLE mixed AS
  SELECT n, CASE WHEN n % 2 = 0 THEN uuidv7() ELSE uuidv7(interval '0') END AS id
  FROM (SELECT generate_series(1, 10000) AS n) g;
SELECT count(*) AS out_of_order
  FROM (SELECT id, lag(id) OVER (ORDER BY n) AS prev FROM mixed) s
  WHERE id <= prev;

-- the shifted value is not remembered: after a shift into the future, plain
-- uuidv7() goes on from the real clock
CREATE TEMP TABLE future AS SELECT uuidv7(interval '1 day') AS id;
SELECT uuidv7() < (SELECT id FROM future) AS plain_follows_clock,
       uuidv7_to_timestamptz(uuidv7()) BETWEEN now() - interval '1 s' AND clock_timestamp() AS plain_is_now;

-- across a clock step back (test hook), shifted ids keep rising too
CREATE TEMP TABLE step_before AS SELECT uuidv7(interval '-1 hour') AS id;
SELECT sfid_test_clock_rewind(5000);
CREATE TEMP TABLE step_after AS
  SELECT n, uuidv7(interval '-1 hour') AS id FROM (SELECT generate_series(1, 1000) AS n) g;
SELECT sfid_test_clock_rewind(0);
SELECT bool_and(id > (SELECT id FROM step_before)) AS above_last_before_step FROM step_after;

-- which copies sfid keeps: those the server lacks, and always uuidv7()
-- (the faster one, reached on 18 by qualifying it with sfid's schema)
SELECT array_agg(p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')'
                 ORDER BY p.proname, p.pronargs) =
         CASE
           WHEN (SELECT major FROM server) >= 18 THEN '{uuidv7()}'::text[]
           WHEN (SELECT major FROM server) = 17 THEN '{uuidv7(),"uuidv7(shift interval)"}'
           ELSE '{uuid_extract_timestamp(uuid),uuid_extract_version(uuid),uuidv7(),"uuidv7(shift interval)"}'
         END AS sfid_copies_as_documented
  FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
  WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sfid')
    AND p.proname IN ('uuidv7', 'uuid_extract_timestamp', 'uuid_extract_version');
-- schema-qualified, uuidv7() is sfid's on every server: in a new session
-- (no monotonic state yet) it follows the test hook's clock, which the
-- server's own does not
\c -
SELECT sfid_test_clock_rewind(3600000);
SELECT public.uuidv7_to_timestamptz(public.uuidv7()) < now() - interval '59 minutes' AS qualified_is_sfids;
-- unqualified, it is sfid's where the server has no uuidv7() (before 18)
SELECT (uuidv7_to_timestamptz(uuidv7()) < now() - interval '59 minutes')
         = (current_setting('server_version_num')::int < 180000) AS unqualified_as_documented;
SELECT sfid_test_clock_rewind(0);
