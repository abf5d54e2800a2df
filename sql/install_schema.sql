-- install_schema: CREATE EXTENSION sfid SCHEMA ..., for a database that
-- already has a function of one of sfid's names (here a uuidv7() of the
-- user's own, as users of pg_uuidv7 often write one), and
-- snowflake_convert() from that schema.
\set SHOW_CONTEXT never
\set regress_db :DBNAME
CREATE DATABASE regress_sfid_schema;
\c regress_sfid_schema
SET timezone = 'UTC';
CREATE FUNCTION public.uuidv7() RETURNS uuid LANGUAGE sql AS 'SELECT gen_random_uuid()';
-- into public, sfid's uuidv7() clashes with it, and nothing is installed
DO $$
BEGIN
  CREATE EXTENSION sfid;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'CREATE EXTENSION sfid: % %', SQLSTATE, SQLERRM;
END
$$;
SELECT count(*) AS installed FROM pg_extension WHERE extname = 'sfid';
-- into a schema of its own, it installs
CREATE SCHEMA sfid;
CREATE EXTENSION sfid SCHEMA sfid;
SELECT extnamespace::regnamespace AS schema, extversion = (SELECT default_version FROM pg_available_extensions WHERE name = 'sfid') AS default_version
  FROM pg_extension WHERE extname = 'sfid';
-- both functions stay reachable by their schema
SELECT get_byte(uuid_send(public.uuidv7()), 6) >> 4 AS public_uuidv7_version,
       get_byte(uuid_send(sfid.uuidv7()), 6) >> 4 AS sfid_uuidv7_version;
-- defaults name sfid's schema
CREATE TABLE orders (
    id        bigint PRIMARY KEY DEFAULT sfid.snowflake_next(),
    public_id uuid NOT NULL DEFAULT sfid.uuidv7(),
    item      text
);
INSERT INTO orders (item) VALUES ('a'), ('b');
SELECT count(*) AS rows, count(DISTINCT id) AS ids,
       bool_and(get_byte(uuid_send(public_id), 6) >> 4 = 7) AS all_version_7
  FROM orders;
-- snowflake_convert() finds snowflake_next() in sfid's schema
CREATE TABLE legacy (id bigserial PRIMARY KEY, note text);
INSERT INTO legacy (note) VALUES ('old');
SELECT sfid.snowflake_convert('legacy');
SELECT pg_get_expr(adbin, adrelid) AS legacy_default FROM pg_attrdef WHERE adrelid = 'legacy'::regclass;
INSERT INTO legacy (note) VALUES ('new') RETURNING id = sfid.snowflake_last() AS new_key_is_last;
-- with the schema on the search_path, unqualified names reach it
SET search_path = public, sfid;
SELECT snowflake_next() > 1 AS unqualified_snowflake_next;
RESET search_path;

-- pg_uuidv7's functions and sfid's, on the examples of pg_uuidv7's README:
-- uuid_v7_to_timestamptz('018570bb-4a7d-7c7e-8df4-6d47afd8c8fc') is
-- 2023-01-02 04:26:40.637+00, and uuid_timestamptz_to_v7(that, true) is
-- 018570bb-4a7d-7000-8000-000000000000
SELECT sfid.uuidv7_to_timestamptz('018570bb-4a7d-7c7e-8df4-6d47afd8c8fc') AS uuid_v7_to_timestamptz,
       sfid.uuidv7_lower_bound('2023-01-02 04:26:40.637+00') AS uuid_timestamptz_to_v7_zero;

\c :regress_db
DROP DATABASE regress_sfid_schema;
