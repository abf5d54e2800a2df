-- Helpers shared by the regression tests, which run in order in one database.

-- regress_try(stmt): runs stmt and returns 'ok', or 'SQLSTATE: message'
CREATE FUNCTION regress_try(stmt text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE stmt;
  RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
  RETURN SQLSTATE || ': ' || SQLERRM;
END $$;
