-- portable/uuidv7.sql: uuidv7() in PL/pgSQL, for PostgreSQL 13 to 17 where
-- no C extension can be loaded (managed services).  Not part of the sfid
-- extension: it needs neither sfid nor any other extension, and runs as
-- any user who may create functions in the target schema.
--
--   psql -v ON_ERROR_STOP=1 -d DB -f portable/uuidv7.sql
--
-- creates public.uuidv7() (or, with -v schema=NAME, NAME.uuidv7()).  On
-- PostgreSQL 18 and later do not load it: the server's own
-- pg_catalog.uuidv7() is found first by an unqualified call, and is faster.
--
-- What it returns: an RFC 9562 version 7 UUID.  Bits 0-47 are the Unix
-- time in milliseconds, then the version (7), then 12 bits of the
-- sub-millisecond fraction of clock_timestamp() (RFC 9562 section 6.2,
-- method 3, as PostgreSQL 18 does), then the variant (binary 10) and 62
-- random bits from gen_random_uuid().
--
-- What it guarantees: within one session, each call returns a UUID greater
-- than the one before (in uuid order, which is byte order), also across a
-- step back of the clock: when the clock reads at or before the last
-- UUID's time, the 12-bit fraction is raised by one (carrying into the
-- millisecond), so the time field runs ahead of the clock until the clock
-- catches up.  The last value is kept in a session setting,
-- sfid_portable.uuidv7_last, and PostgreSQL rolls settings back with their
-- transaction: after a ROLLBACK (or a rolled-back savepoint) the next
-- UUID is greater than every UUID of the committed work before, but not
-- necessarily greater than those the rolled-back work returned when the
-- clock has not moved on past them in the meantime (the 62 random bits
-- still make an equal value improbable: about 1 in 2^62 per pair).
--
-- What it does not guarantee: order between sessions, or between servers
-- (two sessions in the same millisecond interleave at random, and each
-- server's clock is its own); uniqueness beyond the random bits; anything
-- in a parallel query (the function is PARALLEL UNSAFE, so a query calling
-- it runs serially).  It costs a PL/pgSQL call, a setting read and a
-- setting write per UUID: several times sfid's C uuidv7().

\if :{?schema}
\else
\set schema public
\endif

CREATE OR REPLACE FUNCTION :"schema".uuidv7() RETURNS uuid
LANGUAGE plpgsql VOLATILE PARALLEL UNSAFE
SET search_path = pg_catalog
AS $fn$
DECLARE
	-- microseconds since the Unix epoch (clock_timestamp() has no finer unit)
	us bigint := (extract(epoch FROM clock_timestamp()) * 1000000)::bigint;
	-- milliseconds * 4096 + the 12-bit fraction of the millisecond
	t bigint;
	last bigint := nullif(current_setting('sfid_portable.uuidv7_last', true), '')::bigint;
BEGIN
	t := (us / 1000) * 4096 + ((us % 1000) * 4096) / 1000;
	IF last IS NOT NULL AND t <= last THEN
		t := last + 1;
	END IF;
	-- before 1970, or past the 48-bit millisecond field (year 10889)
	IF us < 0 OR t >= 281474976710656 * 4096 THEN
		RAISE EXCEPTION 'the clock is outside the range of a version 7 UUID'
			USING ERRCODE = '22008',
			DETAIL = format('The clock reads %s; a version 7 UUID holds 1970-01-01 to 10889-08-02 UTC.',
							clock_timestamp());
	END IF;
	PERFORM set_config('sfid_portable.uuidv7_last', t::text, false);
	-- int8send gives the 48-bit millisecond, then 0x7 (28672 = 0x7000) and
	-- the fraction, in network order; gen_random_uuid() gives the variant
	-- and the random bits.
	RETURN encode(overlay(uuid_send(gen_random_uuid())
						  PLACING int8send(((t >> 12) << 16) | 28672 | (t & 4095))
						  FROM 1 FOR 8), 'hex')::uuid;
END
$fn$;

COMMENT ON FUNCTION :"schema".uuidv7() IS
'RFC 9562 version 7 UUID, increasing within a session (portable PL/pgSQL; see portable/uuidv7.sql)';
