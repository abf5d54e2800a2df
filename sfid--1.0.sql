/* sfid--1.0.sql */

\echo Use "CREATE EXTENSION sfid" to load this file. \quit

CREATE FUNCTION snowflake_next()
RETURNS bigint
AS 'MODULE_PATHNAME', 'snowflake_next'
LANGUAGE C VOLATILE PARALLEL RESTRICTED;

COMMENT ON FUNCTION snowflake_next() IS
'next 64-bit Snowflake id: 41 bits ms since 2020-01-01 UTC, 10 bits worker, 12 bits sequence';

CREATE FUNCTION @extschema@.uuidv7()
RETURNS uuid
AS 'MODULE_PATHNAME', 'uuidv7'
LANGUAGE C VOLATILE PARALLEL SAFE;

COMMENT ON FUNCTION @extschema@.uuidv7() IS
'RFC 9562 version 7 UUID, strictly increasing within a session';

CREATE FUNCTION snowflake_unpack(id bigint, OUT ts timestamptz, OUT worker integer, OUT seq integer)
RETURNS record
AS 'MODULE_PATHNAME', 'snowflake_unpack'
LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

COMMENT ON FUNCTION snowflake_unpack(bigint) IS
'the time, worker number and sequence number a Snowflake id was issued with';

CREATE FUNCTION sfid_test_clock_rewind(rewind_ms bigint)
RETURNS void
AS 'MODULE_PATHNAME', 'sfid_test_clock_rewind'
LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;

COMMENT ON FUNCTION sfid_test_clock_rewind(bigint) IS
'for tests: hold this session''s clock back by rewind_ms (0 restores it); superuser only';

REVOKE ALL ON FUNCTION sfid_test_clock_rewind(bigint) FROM PUBLIC;
