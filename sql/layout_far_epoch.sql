-- The layout-explicit decoders with an epoch near the end of timestamptz:
-- a decode past that end is an error, never a wrapped time, and an epoch
-- refused is refused for what is wrong with it
\set ECHO none
\i test/regress_try.sql
\set ECHO all
SET timezone = 'UTC';
SET datestyle = 'ISO';

CREATE FUNCTION layout_far_epoch_detail(stmt text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  d text;
BEGIN
  EXECUTE stmt;
  RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
  GET STACKED DIAGNOSTICS d = PG_EXCEPTION_DETAIL;
  RETURN SQLSTATE || ': ' || coalesce(d, '');
END $$;

-- 2^41 ms after 294220-01-01 is past the last timestamptz: class 22
SELECT left(regress_try($$SELECT snowflake_to_timestamptz(9223372036854775807, '294220-01-01+00', 10)$$), 2)
  AS to_timestamptz_past_the_end;
SELECT left(regress_try($$SELECT (snowflake_unpack(9223372036854775807, '294220-01-01+00', 10)).ts$$), 2)
  AS unpack_past_the_end;
-- a whole millisecond after 1970: if refused, not for being either
SELECT layout_far_epoch_detail($$SELECT snowflake_to_timestamptz(1, '294250-01-01+00', 10)$$)
         LIKE '%whole millisecond, not before 1970%' AS refused_for_a_wrong_reason;

DROP FUNCTION layout_far_epoch_detail(text);
