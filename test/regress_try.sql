-- regress_try(stmt): runs stmt and returns 'ok', or 'SQLSTATE: message'.
-- Each pg_regress file that uses it reads this file first (\i), so that any
-- one file runs alone (make installcheck REGRESS=name).
CREATE OR REPLACE FUNCTION regress_try(stmt text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE stmt;
  RETURN 'ok';
EXCEPTION WHEN OTHERS THEN
  RETURN SQLSTATE || ': ' || SQLERRM;
END $$;
