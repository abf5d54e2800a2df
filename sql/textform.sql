-- the text form of Snowflake ids: 13 characters of Crockford base32
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

-- always 13 characters, upper case, 0-7 first
SELECT id, snowflake_to_text(id) AS txt
  FROM unnest(ARRAY[0, 1, 31, 32, 1023, 4194304, 794354201395204098,
                    4611686018427387904, 9223372036854775807]::bigint[]) id;
-- and back
SELECT txt, snowflake_from_text(txt) AS id
  FROM unnest(ARRAY['0000000000000', '0000000000001', '000000000000Z', '0000000000010',
                    '0P1GWY0000402', '7ZZZZZZZZZZZZ']) txt;

-- either case in, and Crockford's aliases: I and L read as 1, O as 0
SELECT snowflake_from_text('7zzzzzzzzzzzz') AS lower_case,
       snowflake_from_text('0p1gwy0000402') AS lower_case_too,
       snowflake_from_text('000000000000I') AS upper_i,
       snowflake_from_text('000000000000i') AS lower_i,
       snowflake_from_text('000000000000L') AS upper_l,
       snowflake_from_text('000000000000l') AS lower_l,
       snowflake_from_text('OOOOOOOOOOOOo') AS letter_o;

-- bad characters: 22P02, naming the first one
SELECT regress_try($$SELECT snowflake_from_text('0P1GWY000040U')$$);
SELECT regress_try($$SELECT snowflake_from_text('0P1GWY-000402')$$);
SELECT regress_try($$SELECT snowflake_from_text(' 0P1GWY000040')$$);
SELECT regress_try($$SELECT snowflake_from_text('0P1GWY00004*2')$$);
-- the character is named whatever the length
SELECT regress_try($$SELECT snowflake_from_text('01ARZ3NDEKTSV4RRFFQ69G5FAV-')$$);
SELECT regress_try($$SELECT snowflake_from_text('794354201395204098')$$);
-- the detail says which character, counting from 1
DO $$
BEGIN
  PERFORM snowflake_from_text('0000u00000000');
EXCEPTION WHEN invalid_text_representation THEN
  DECLARE d text; h text;
  BEGIN
    GET STACKED DIAGNOSTICS d = PG_EXCEPTION_DETAIL, h = PG_EXCEPTION_HINT;
    RAISE NOTICE 'detail: %', d;
    RAISE NOTICE 'hint: %', h;
  END;
END $$;

-- wrong length: 22P02
SELECT regress_try($$SELECT snowflake_from_text('')$$);
SELECT regress_try($$SELECT snowflake_from_text('0P1GWY000040')$$);
SELECT regress_try($$SELECT snowflake_from_text('0P1GWY00004020')$$);
SELECT regress_try($$SELECT snowflake_from_text('01ARZ3NDEKTSV4RRFFQ69G5FAV')$$);

-- above 2^63 - 1: 22003
SELECT regress_try($$SELECT snowflake_from_text('8000000000000')$$);
SELECT regress_try($$SELECT snowflake_from_text('ZZZZZZZZZZZZZ')$$);
-- negative ids have no text: 22003
SELECT regress_try('SELECT snowflake_to_text(-1)');
SELECT regress_try('SELECT snowflake_to_text(-9223372036854775808)');
SELECT snowflake_to_text(NULL) IS NULL AS null_in, snowflake_from_text(NULL) IS NULL AS null_out;

-- property over random ids: the text round-trips (in either case), has the
-- same shape, and sorts byte-wise (COLLATE "C") exactly as the ids sort
SELECT setseed(0.42);
CREATE TEMP TABLE r AS
  SELECT id, snowflake_to_text(id) AS txt
  FROM (SELECT (random() * 9223372036854775807)::bigint >> (random() * 62)::int AS id
        FROM generate_series(1, 20000)
        UNION ALL SELECT unnest(ARRAY[0, 1, 9223372036854775806, 9223372036854775807]::bigint[])) g;
SELECT count(*) AS ids,
       count(*) FILTER (WHERE snowflake_from_text(txt) <> id) AS round_trip_mismatches,
       count(*) FILTER (WHERE snowflake_from_text(lower(txt)) <> id) AS lower_case_mismatches,
       count(*) FILTER (WHERE txt !~ '^[0-7][0-9A-HJKMNP-TV-Z]{12}$') AS bad_shapes
  FROM r;
SELECT count(*) AS order_mismatches
  FROM (SELECT row_number() OVER (ORDER BY id) AS by_id,
               row_number() OVER (ORDER BY txt COLLATE "C") AS by_text
        FROM (SELECT DISTINCT id, txt FROM r) d) o
  WHERE by_id <> by_text;
-- and pairwise, neighbours included
SELECT count(*) AS pair_mismatches
  FROM (SELECT id, txt, lead(id) OVER w AS next_id, lead(txt) OVER w AS next_txt
        FROM r WINDOW w AS (ORDER BY id)) p
  WHERE next_id IS NOT NULL
    AND (next_id > id) <> (next_txt COLLATE "C" > txt COLLATE "C");

-- ids as they are issued: text order is issue order
CREATE TEMP TABLE issued AS
  SELECT n, snowflake_to_text(snowflake_next()) AS txt FROM generate_series(1, 10000) n;
SELECT count(*) AS out_of_order
  FROM (SELECT txt, lag(txt) OVER (ORDER BY n) AS prev FROM issued) s
  WHERE txt COLLATE "C" <= prev COLLATE "C";

-- PostgreSQL 19's encode(..., 'base32hex') also gives 13 characters for a
-- bigint, but another alphabet and bit alignment: its text of an id is not
-- sfid's, and snowflake_from_text() reads it, without an error, as another
-- id.  Never mix the two (the README says so).
CREATE TEMP TABLE b32 AS
  SELECT 915408041644793925::bigint AS id,
         current_setting('server_version_num')::int >= 190000 AS has_base32hex;
SELECT snowflake_to_text(id) AS sfid_text,
       snowflake_from_text('1IQ2TGSAOOG4A') AS base32hex_text_read_by_sfid,
       CASE WHEN has_base32hex
            THEN rtrim(encode(int8send(id), 'base32hex'), '=') = '1IQ2TGSAOOG4A'
            ELSE true END AS base32hex_text_as_documented
  FROM b32;
DROP TABLE b32;
