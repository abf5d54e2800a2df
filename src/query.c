/*-------------------------------------------------------------------------
 *
 * query.c
 *		SQL functions for querying by id: time bounds, times and text form.
 *
 * Everything here is a pure function of its argument (IMMUTABLE), needs no
 * shared memory and works without preloading sfid.
 *
 * A lower bound is the smallest id that can be issued in the millisecond
 * holding the given time.  A timestamptz has microseconds; the millisecond
 * holding it is found by rounding down (floor), so that every id issued at
 * or after that time is >= the bound:
 *		WHERE id >= snowflake_lower_bound(t)
 * may also return ids issued up to 999 microseconds before t, never miss one
 * issued after it.  Ids from every worker number are covered: the bound has
 * worker 0 and sequence 0.  The UUIDv7 bound likewise has all 74 bits after
 * the millisecond zero, except the version (7) and variant (10) bits, which
 * every UUIDv7 has.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "fmgr.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"
#include "utils/uuid.h"

#include "generator.h"
#include "query.h"
#include "textform.h"

/* Where each layout's millisecond field starts and ends, as timestamptz. */
#define SFID_SNOWFLAKE_FIRST_TIMESTAMPTZ \
	sfid_query_unix_ms_to_timestamptz(SFID_EPOCH_UNIX_MS)
#define SFID_SNOWFLAKE_LAST_TIMESTAMPTZ \
	(sfid_query_unix_ms_to_timestamptz(SFID_EPOCH_UNIX_MS + SFID_MAX_MS) + 999)
#define SFID_UUID_FIRST_TIMESTAMPTZ \
	sfid_query_unix_ms_to_timestamptz(0)
#define SFID_UUID_LAST_TIMESTAMPTZ \
	(sfid_query_unix_ms_to_timestamptz(SFID_UUID_MAX_UNIX_MS) + 999)

PG_FUNCTION_INFO_V1(snowflake_lower_bound);
PG_FUNCTION_INFO_V1(uuidv7_lower_bound);
PG_FUNCTION_INFO_V1(snowflake_to_timestamptz);
PG_FUNCTION_INFO_V1(snowflake_to_text);
PG_FUNCTION_INFO_V1(snowflake_from_text);

TimestampTz
sfid_query_ms_to_timestamptz(int64 ms)
{
	return sfid_query_unix_ms_to_timestamptz(ms + SFID_EPOCH_UNIX_MS);
}

/*
 * Milliseconds since the Unix epoch of the millisecond holding ts, which the
 * caller has checked to be finite and at or after the Unix epoch (so that
 * dividing rounds down, and nothing overflows).
 */
static int64
sfid_timestamptz_to_unix_ms(TimestampTz ts)
{
	Assert(ts >= SFID_UUID_FIRST_TIMESTAMPTZ);
	return (ts - SFID_UNIX_EPOCH_TIMESTAMPTZ) / 1000;
}

static void
sfid_reject_negative_id(int64 id)
{
	if (id < 0)
		ereport(ERROR,
				(errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
				 errmsg("snowflake id must not be negative: %lld", (long long) id)));
}

Datum
snowflake_lower_bound(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(0);

	/* the infinities are INT64_MIN and INT64_MAX: outside too */
	if (ts < SFID_SNOWFLAKE_FIRST_TIMESTAMPTZ || ts > SFID_SNOWFLAKE_LAST_TIMESTAMPTZ)
		ereport(ERROR,
				(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
				 errmsg("timestamp out of range for Snowflake ids: \"%s\"",
						timestamptz_to_str(ts)),
				 errdetail("Snowflake ids hold times from 2020-01-01 00:00:00 UTC up to 2089-09-06 15:47:35.551 UTC.")));

	PG_RETURN_INT64(sfid_snowflake_pack(sfid_state_make(sfid_timestamptz_to_unix_ms(ts) - SFID_EPOCH_UNIX_MS, 0), 0));
}

Datum
uuidv7_lower_bound(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(0);
	static const uint8 zeros[SFID_UUID_RANDOM_BYTES] = {0};
	pg_uuid_t  *uuid;

	if (ts < SFID_UUID_FIRST_TIMESTAMPTZ || ts > SFID_UUID_LAST_TIMESTAMPTZ)
		ereport(ERROR,
				(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
				 errmsg("timestamp out of range for UUID version 7: \"%s\"",
						timestamptz_to_str(ts)),
				 errdetail("UUID version 7 holds times from 1970-01-01 00:00:00 UTC up to 10889-08-02 05:31:50.655 UTC.")));

	/* the millisecond with a zero sub-millisecond fraction and zero random bits */
	uuid = palloc(sizeof(pg_uuid_t));
	sfid_uuidv7_pack((SfidUuidStamp) sfid_timestamptz_to_unix_ms(ts) << SFID_UUID_SUBMS_BITS,
					 zeros, uuid->data);
	PG_RETURN_UUID_P(uuid);
}

Datum
snowflake_to_timestamptz(PG_FUNCTION_ARGS)
{
	int64		id = PG_GETARG_INT64(0);
	int64		ms;
	int			worker;
	int			seq;

	sfid_reject_negative_id(id);
	sfid_snowflake_unpack(id, &ms, &worker, &seq);
	PG_RETURN_TIMESTAMPTZ(sfid_query_ms_to_timestamptz(ms));
}

Datum
snowflake_to_text(PG_FUNCTION_ARGS)
{
	int64		id = PG_GETARG_INT64(0);
	char		out[SFID_TEXT_LEN + 1];

	sfid_reject_negative_id(id);
	sfid_textform_encode((uint64) id, out);
	PG_RETURN_TEXT_P(cstring_to_text_with_len(out, SFID_TEXT_LEN));
}

Datum
snowflake_from_text(PG_FUNCTION_ARGS)
{
	text	   *in = PG_GETARG_TEXT_PP(0);
	const char *bytes = VARDATA_ANY(in);
	int			len = VARSIZE_ANY_EXHDR(in);
	int64		id = 0;
	size_t		bad_at = 0;

	switch (sfid_textform_decode(bytes, (size_t) len, &id, &bad_at))
	{
		case SFID_TEXT_OK:
			break;

		case SFID_TEXT_BAD_CHAR:
			{
				/* name the whole character, which may take several bytes */
				int			at = (int) bad_at;
				int			char_len = pg_mbcharcliplen(bytes + at, len - at, 1);

				ereport(ERROR,
						(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
						 errmsg("invalid character \"%s\" in Snowflake id text \"%s\"",
								pnstrdup(bytes + at, Max(char_len, 1)),
								text_to_cstring(in)),
						 errdetail("Character %d is not a Crockford base32 digit.",
								   pg_mbstrlen_with_len(bytes, at) + 1),
						 errhint("Snowflake id text is written with the digits 0-9 and the letters A-Z except U, in either case; I and L read as 1, O as 0.")));
			}
			break;

		case SFID_TEXT_BAD_LENGTH:
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
					 errmsg("invalid length for Snowflake id text \"%s\"",
							text_to_cstring(in)),
					 errdetail("Snowflake id text is %d characters long, not %d.",
							   SFID_TEXT_LEN, len)));
			break;

		case SFID_TEXT_OUT_OF_RANGE:
			ereport(ERROR,
					(errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
					 errmsg("value \"%s\" is out of range for a Snowflake id",
							text_to_cstring(in)),
					 errdetail("Snowflake id text starts with a digit from 0 to 7; a larger first digit stands for a value above 9223372036854775807.")));
			break;
	}
	PG_RETURN_INT64(id);
}
