/*-------------------------------------------------------------------------
 *
 * query.c
 *		SQL functions for querying by id: time bounds, times and text form.
 *
 * Everything here is a pure function of its arguments and the server's
 * layout, which is fixed for the server's life (IMMUTABLE), needs no shared
 * memory and works without preloading sfid.  The layout-explicit forms take
 * the layout as arguments (an epoch, worker bits, sequence bits), for
 * indexes and columns that must mean the same on every server.  With sfid
 * preloaded, the server-layout forms refuse (SF005) on a server whose ids
 * were issued in another layout than its settings give, and (SF003) while
 * that layout is unknown after pg_upgrade.
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

#include "common/int.h"
#include "fmgr.h"
#include "mb/pg_wchar.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"
#include "utils/uuid.h"

#include "funcapi.h"
#include "access/htup_details.h"

#include "generator.h"
#include "guards.h"
#include "layout.h"
#include "query.h"
#include "report.h"
#include "reservation_file.h"
#include "reservation_state.h"
#include "textform.h"

/* Where a layout's millisecond field starts and ends, as timestamptz. */
#define SFID_SNOWFLAKE_FIRST_TIMESTAMPTZ(layout) \
	sfid_query_unix_ms_to_timestamptz((layout)->epoch_unix_ms)
#define SFID_SNOWFLAKE_LAST_TIMESTAMPTZ(layout) \
	sfid_query_layout_last_timestamptz(layout)
#define SFID_UUID_FIRST_TIMESTAMPTZ \
	sfid_query_unix_ms_to_timestamptz(0)
#define SFID_UUID_LAST_TIMESTAMPTZ \
	(sfid_query_unix_ms_to_timestamptz(SFID_UUID_MAX_UNIX_MS) + 999)

PG_FUNCTION_INFO_V1(snowflake_lower_bound);
PG_FUNCTION_INFO_V1(uuidv7_lower_bound);
PG_FUNCTION_INFO_V1(snowflake_to_timestamptz);
PG_FUNCTION_INFO_V1(snowflake_to_text);
PG_FUNCTION_INFO_V1(snowflake_from_text);
PG_FUNCTION_INFO_V1(sfid_layout_info);
PG_FUNCTION_INFO_V1(snowflake_unpack);
PG_FUNCTION_INFO_V1(snowflake_unpack_in);
PG_FUNCTION_INFO_V1(snowflake_to_timestamptz_in);
PG_FUNCTION_INFO_V1(snowflake_lower_bound_in);

/*
 * Milliseconds since a layout's epoch as a timestamptz, false when that is
 * past the end of timestamptz (a layout whose epoch is late enough reaches
 * it): checked arithmetic, never a wrapped time.
 */
static bool
sfid_layout_ms_to_timestamptz(const SfidLayout *layout, int64 ms, TimestampTz *ts)
{
	int64		unix_ms;
	int64		unix_us;

	return !pg_add_s64_overflow(ms, layout->epoch_unix_ms, &unix_ms) &&
		!pg_mul_s64_overflow(unix_ms, 1000, &unix_us) &&
		!pg_add_s64_overflow(unix_us, SFID_UNIX_EPOCH_TIMESTAMPTZ, ts) &&
		IS_VALID_TIMESTAMP(*ts);
}

/* The same, raising 22008 past the end of timestamptz. */
static TimestampTz
sfid_query_layout_ms_to_timestamptz(const SfidLayout *layout, int64 ms)
{
	TimestampTz ts;
	char		epoch[SFID_LAYOUT_TIME_SIZE];

	if (unlikely(!sfid_layout_ms_to_timestamptz(layout, ms, &ts)))
		ereport(ERROR,
				(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
				 errmsg("Snowflake time out of range for type timestamp with time zone"),
				 errdetail("The time is %lld ms after the layout's epoch %s, past the last timestamp with time zone.",
						   (long long) ms, sfid_layout_time_text(layout->epoch_unix_ms, epoch))));
	return ts;
}

/*
 * The last time a layout's ids hold, as a timestamptz: the end of its last
 * millisecond, or the last timestamptz when the layout reaches past it.
 */
static TimestampTz
sfid_query_layout_last_timestamptz(const SfidLayout *layout)
{
	TimestampTz ts;

	if (!sfid_layout_ms_to_timestamptz(layout, layout->max_ms, &ts))
		return END_TIMESTAMP - 1;
	return ts + 999;
}

TimestampTz
sfid_query_ms_to_timestamptz(int64 ms)
{
	return sfid_query_layout_ms_to_timestamptz(&sfid_layout, ms);
}

const SfidLayout *
sfid_query_layout(void)
{
	sfid_layout_check_settings();
	if (sfid_guards_shmem_ready() &&
		unlikely(sfid_reservation->trouble == SFID_HORIZON_LAYOUT_MISMATCH))
	{
		SfidLayout	recorded = sfid_reservation->layout;

		sfid_refusals_for_ids = false;	/* a decoder's refusal refuses no id */
		sfid_layout_report_mismatch(&recorded, ERROR);
	}
	/* pg_upgrade carried no file: the old server's layout is not known */
	if (sfid_guards_shmem_ready() &&
		unlikely(sfid_reservation->trouble == SFID_HORIZON_AFTER_UPGRADE))
		ereport(ERROR,
				(errcode(ERRCODE_SFID_HORIZON_UNKNOWN),
				 errmsg("the layout of this server's Snowflake ids is unknown after pg_upgrade"),
				 errdetail("The old server's \"%s\" records the layout its ids were issued in; it was not carried over.",
						   SFID_RESERVATION_FILE),
				 errhint("As a superuser, run SELECT sfid_restore_reservation('/path/to/old/data/directory').")));
	return &sfid_layout;
}

/*
 * Milliseconds since the Unix epoch of the millisecond holding ts, which the
 * caller has checked to be finite and at or after the Unix epoch (so that
 * dividing rounds down, and nothing overflows).
 */
static int64
sfid_timestamptz_to_unix_ms(TimestampTz ts)
{
	/* Unix time 0 is a whole ms: no subtraction, which overflows near the end */
	int64		unix_ms = ts / 1000 - SFID_UNIX_EPOCH_TIMESTAMPTZ / 1000;

	Assert(ts >= SFID_UUID_FIRST_TIMESTAMPTZ);
	return ts % 1000 < 0 ? unix_ms - 1 : unix_ms;
}

static void
sfid_reject_negative_id(int64 id)
{
	if (id < 0)
		ereport(ERROR,
				(errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
				 errmsg("snowflake id must not be negative: %lld", (long long) id)));
}

int64
sfid_query_timestamptz_to_layout_ms(const SfidLayout *layout, TimestampTz ts)
{
	/* the infinities are INT64_MIN and INT64_MAX: outside too */
	if (ts < SFID_SNOWFLAKE_FIRST_TIMESTAMPTZ(layout) || ts > SFID_SNOWFLAKE_LAST_TIMESTAMPTZ(layout))
		sfid_layout_report_out_of_range(layout,
										psprintf("timestamp out of range for Snowflake ids: \"%s\"",
												 timestamptz_to_str(ts)));
	return sfid_timestamptz_to_unix_ms(ts) - layout->epoch_unix_ms;
}

int64
sfid_query_timestamptz_to_ms(TimestampTz ts)
{
	return sfid_query_timestamptz_to_layout_ms(sfid_query_layout(), ts);
}

Datum
snowflake_lower_bound(PG_FUNCTION_ARGS)
{
	const SfidLayout *layout = sfid_query_layout();
	int64		ms = sfid_query_timestamptz_to_layout_ms(layout, PG_GETARG_TIMESTAMPTZ(0));

	PG_RETURN_INT64(sfid_snowflake_pack(layout, sfid_state_make(ms, 0), 0));
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
	sfid_snowflake_unpack(sfid_query_layout(), id, &ms, &worker, &seq);
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

/*
 * sfid_layout(): the layout of this server's Snowflake ids, as its
 * settings give it (fixed for the server's life).
 */
Datum
sfid_layout_info(PG_FUNCTION_ARGS)
{
	TupleDesc	tupdesc;
	Datum		values[6];
	bool		nulls[6] = {false};
	const SfidLayout *layout;

	sfid_layout_check_settings();
	layout = &sfid_layout;
	if (get_call_result_type(fcinfo, NULL, &tupdesc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");
	values[0] = TimestampTzGetDatum(sfid_query_unix_ms_to_timestamptz(layout->epoch_unix_ms));
	values[1] = Int32GetDatum(layout->worker_bits);
	values[2] = Int32GetDatum(layout->seq_bits);
	values[3] = Int32GetDatum(layout->max_worker);
	values[4] = Int32GetDatum(layout->max_seq + 1);
	values[5] = TimestampTzGetDatum(SFID_SNOWFLAKE_LAST_TIMESTAMPTZ(layout) - 999);
	PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(BlessTupleDesc(tupdesc), values, nulls)));
}

/* The layout named by arguments 1 to 3 of a layout-explicit decoder. */
static SfidLayout
sfid_layout_args(FunctionCallInfo fcinfo)
{
	return sfid_layout_from_args(PG_GETARG_TIMESTAMPTZ(1), PG_GETARG_INT32(2), PG_GETARG_INT32(3));
}

/* The row (ts, worker, seq) of an id in a layout, for both unpacks. */
static Datum
sfid_query_unpack_row(FunctionCallInfo fcinfo, const SfidLayout *layout, int64 id)
{
	TupleDesc	tupdesc;
	Datum		values[3];
	bool		nulls[3] = {false, false, false};
	int64		ms;
	int			worker;
	int			seq;

	sfid_reject_negative_id(id);
	if (get_call_result_type(fcinfo, NULL, &tupdesc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");
	sfid_snowflake_unpack(layout, id, &ms, &worker, &seq);
	values[0] = TimestampTzGetDatum(sfid_query_layout_ms_to_timestamptz(layout, ms));
	values[1] = Int32GetDatum(worker);
	values[2] = Int32GetDatum(seq);
	return HeapTupleGetDatum(heap_form_tuple(BlessTupleDesc(tupdesc), values, nulls));
}

/* snowflake_unpack(id): in the server's layout */
Datum
snowflake_unpack(PG_FUNCTION_ARGS)
{
	PG_RETURN_DATUM(sfid_query_unpack_row(fcinfo, sfid_query_layout(), PG_GETARG_INT64(0)));
}

/* snowflake_unpack(id, epoch, worker_bits, sequence_bits) */
Datum
snowflake_unpack_in(PG_FUNCTION_ARGS)
{
	int64		id = PG_GETARG_INT64(0);
	SfidLayout	layout = sfid_layout_args(fcinfo);

	PG_RETURN_DATUM(sfid_query_unpack_row(fcinfo, &layout, id));
}

/* snowflake_to_timestamptz(id, epoch, worker_bits, sequence_bits) */
Datum
snowflake_to_timestamptz_in(PG_FUNCTION_ARGS)
{
	int64		id = PG_GETARG_INT64(0);
	SfidLayout	layout = sfid_layout_args(fcinfo);

	sfid_reject_negative_id(id);
	PG_RETURN_TIMESTAMPTZ(sfid_query_layout_ms_to_timestamptz(&layout, id >> layout.time_shift));
}

/* snowflake_lower_bound(ts, epoch, worker_bits, sequence_bits) */
Datum
snowflake_lower_bound_in(PG_FUNCTION_ARGS)
{
	SfidLayout	layout = sfid_layout_args(fcinfo);
	int64		ms = sfid_query_timestamptz_to_layout_ms(&layout, PG_GETARG_TIMESTAMPTZ(0));

	PG_RETURN_INT64(sfid_snowflake_pack(&layout, sfid_state_make(ms, 0), 0));
}
