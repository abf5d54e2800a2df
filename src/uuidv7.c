/*-------------------------------------------------------------------------
 *
 * uuidv7.c
 *		uuidv7(): RFC 9562 version 7 UUIDs, monotonic within a backend; and
 *		PostgreSQL 18's UUIDv7 API for servers that lack it: uuidv7(shift),
 *		uuid_extract_timestamp() and uuid_extract_version().
 *
 * Needs no shared memory, so it works without preloading sfid.  Randomness
 * comes from pg_strong_random, drawn 4 KiB at a time: one call through
 * OpenSSL costs about as much as 200 ids otherwise would.
 *
 * uuidv7(shift) follows PostgreSQL 18: it takes the next stamp exactly as
 * uuidv7() does, from the real clock and the backend's one monotonic state,
 * and only then moves the time written into the UUID by the interval.  The
 * shifted value is never stored, so plain uuidv7() calls keep following the
 * real clock; ids made with one fixed shift of days and smaller units rise
 * strictly, as unshifted ones do.  The C symbols of the functions that
 * PostgreSQL 17 and 18 also have carry an sfid_ prefix, so they can never
 * be confused with the server's own.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "fmgr.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"
#include "utils/uuid.h"

#include "clock.h"
#include "generator.h"
#include "query.h"

#define SFID_RANDOM_POOL_BYTES	4096

/*
 * Random bytes not yet handed out, and the process they were drawn in: a
 * forked child must never reuse its parent's bytes, so a pool whose owner is
 * not this process counts as empty.
 */
static uint8 random_pool[SFID_RANDOM_POOL_BYTES];
static int	random_pool_used = SFID_RANDOM_POOL_BYTES;
static int	random_pool_owner = 0;

/* The last stamp this backend used (see generator.h). */
static SfidUuidStamp last_stamp = 0;

/* The day UUID version 1 counts from, 1582-10-15, as a Julian day. */
#define SFID_GREGORIAN_EPOCH_JDATE	INT64CONST(2299161)

/* The times uuidv7(shift) accepts (as PostgreSQL 18 does, to the us). */
#define SFID_UUIDV7_MIN_TIMESTAMPTZ	sfid_query_unix_ms_to_timestamptz(0)
#define SFID_UUIDV7_MAX_TIMESTAMPTZ	sfid_query_unix_ms_to_timestamptz(SFID_UUID_MAX_UNIX_MS)

PG_FUNCTION_INFO_V1(uuidv7);
PG_FUNCTION_INFO_V1(sfid_uuidv7_interval);
PG_FUNCTION_INFO_V1(sfid_uuid_extract_timestamp);
PG_FUNCTION_INFO_V1(sfid_uuid_extract_version);
PG_FUNCTION_INFO_V1(uuidv7_to_timestamptz);
PG_FUNCTION_INFO_V1(uuidv7_at);

/* The last stamp uuidv7_at() used in this backend (see generator.h). */
static SfidUuidStamp last_at_stamp = 0;

/* How far past ts's ms uuidv7_at()'s stamps may run to keep rising. */
#define SFID_UUIDV7_AT_MAX_LEAD_MS	1000

static const uint8 *
sfid_take_random(int nbytes)
{
	const uint8 *bytes;

	if (unlikely(random_pool_used + nbytes > SFID_RANDOM_POOL_BYTES ||
				 random_pool_owner != MyProcPid))
	{
		if (!pg_strong_random(random_pool, sizeof(random_pool)))
			ereport(ERROR,
					(errcode(ERRCODE_INTERNAL_ERROR),
					 errmsg("could not generate random values")));
		random_pool_used = 0;
		random_pool_owner = MyProcPid;
	}
	bytes = random_pool + random_pool_used;
	random_pool_used += nbytes;
	return bytes;
}

Datum
uuidv7(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = palloc(sizeof(pg_uuid_t));
	SfidUuidStamp now = sfid_uuidv7_stamp_from_ns(sfid_clock_now_ns());

	last_stamp = sfid_uuidv7_next_stamp(last_stamp, now);
	sfid_uuidv7_pack(last_stamp, sfid_take_random(SFID_UUID_RANDOM_BYTES), uuid->data);
	PG_RETURN_UUID_P(uuid);
}

/* The time a stamp stands for, rounded down to the microsecond. */
static TimestampTz
sfid_stamp_to_timestamptz(SfidUuidStamp stamp)
{
	int64		unix_ms = (int64) (stamp >> SFID_UUID_SUBMS_BITS);
	int64		fraction = (int64) (stamp & ((1 << SFID_UUID_SUBMS_BITS) - 1));

	return sfid_query_unix_ms_to_timestamptz(unix_ms) + ((fraction * 1000) >> SFID_UUID_SUBMS_BITS);
}

/*
 * A shift of delta_us microseconds in stamp units (1/4096 ms), rounded
 * down.  One fixed shift moves every stamp by the same amount, so shifted
 * stamps keep the strict order of the stamps they came from; whole
 * milliseconds convert exactly.
 */
static int64
sfid_stamp_shift(int64 delta_us)
{
	int64		ms = delta_us / 1000;
	int64		us = delta_us % 1000;

	if (us < 0)
	{
		ms -= 1;
		us += 1000;
	}
	return ms * (1 << SFID_UUID_SUBMS_BITS) + ((us << SFID_UUID_SUBMS_BITS) / 1000);
}

Datum
sfid_uuidv7_interval(PG_FUNCTION_ARGS)
{
	Interval   *shift = PG_GETARG_INTERVAL_P(0);
	pg_uuid_t  *uuid;
	SfidUuidStamp stamp;
	TimestampTz base;
	TimestampTz shifted;
	int64		shifted_stamp;

	if (sfid_interval_is_infinite(shift))
		ereport(ERROR,
				(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
				 errmsg("interval out of range for UUID version 7"),
				 errdetail("UUID version 7 does not support infinite intervals.")));

	/* the same monotonic path as uuidv7(), installed only once all is well */
	stamp = sfid_uuidv7_next_stamp(last_stamp, sfid_uuidv7_stamp_from_ns(sfid_clock_now_ns()));

	/* timestamptz + interval: months and days count in the session's time zone */
	base = sfid_stamp_to_timestamptz(stamp);
	shifted = DatumGetTimestampTz(DirectFunctionCall2(timestamptz_pl_interval,
													  TimestampTzGetDatum(base),
													  IntervalPGetDatum(shift)));
	if (shifted < SFID_UUIDV7_MIN_TIMESTAMPTZ || shifted > SFID_UUIDV7_MAX_TIMESTAMPTZ)
		ereport(ERROR,
				(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
				 errmsg("timestamp out of range for UUID version 7"),
				 errdetail("UUID version 7 supports timestamps from 1970-01-01 to approximately year 10889.")));

	/* within those bounds the shifted stamp is within the 60-bit field */
	shifted_stamp = (int64) stamp + sfid_stamp_shift(shifted - base);
	Assert(shifted_stamp >= 0 && shifted_stamp < (INT64CONST(1) << 60));

	last_stamp = stamp;
	uuid = palloc(sizeof(pg_uuid_t));
	sfid_uuidv7_pack((SfidUuidStamp) shifted_stamp,
					 sfid_take_random(SFID_UUID_RANDOM_BYTES), uuid->data);
	PG_RETURN_UUID_P(uuid);
}

/* RFC 9562's variant is 10 in the top bits of octet 8. */
static inline bool
sfid_uuid_is_rfc9562(const pg_uuid_t *uuid)
{
	return (uuid->data[8] & 0xC0) == 0x80;
}

/* The millisecond in the first 48 bits of a version 7 UUID. */
static TimestampTz
sfid_uuidv7_timestamptz(const pg_uuid_t *uuid)
{
	uint64		unix_ms = 0;

	for (int i = 0; i < 6; i++)
		unix_ms = unix_ms << 8 | uuid->data[i];
	return sfid_query_unix_ms_to_timestamptz((int64) unix_ms);
}

/*
 * uuidv7_to_timestamptz(): the time in a version 7 UUID, under a name that
 * no PostgreSQL version has (17's uuid_extract_timestamp() reads only
 * version 1); NULL for other versions and variants, as 18 does.
 */
Datum
uuidv7_to_timestamptz(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = PG_GETARG_UUID_P(0);

	if (!sfid_uuid_is_rfc9562(uuid) || uuid->data[6] >> 4 != 7)
		PG_RETURN_NULL();
	PG_RETURN_TIMESTAMPTZ(sfid_uuidv7_timestamptz(uuid));
}

/*
 * The time in a version 1 or 7 UUID, as PostgreSQL 18 reads it; NULL for
 * other versions and other variants.  Version 1 counts 100 ns since
 * 1582-10-15 in three fields (low 32 bits first, then the middle 16, then
 * the high 12 beside the version); version 7 counts Unix ms in the first
 * 48 bits.  The sub-millisecond fraction of a version 7 UUID is not read.
 */
Datum
sfid_uuid_extract_timestamp(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = PG_GETARG_UUID_P(0);
	const uint8 *d = uuid->data;
	uint64		t;

	if (!sfid_uuid_is_rfc9562(uuid))
		PG_RETURN_NULL();

	switch (d[6] >> 4)
	{
		case 1:
			t = (uint64) (d[6] & 0x0F) << 56 | (uint64) d[7] << 48 |
				(uint64) d[4] << 40 | (uint64) d[5] << 32 |
				(uint64) d[0] << 24 | (uint64) d[1] << 16 |
				(uint64) d[2] << 8 | (uint64) d[3];
			PG_RETURN_TIMESTAMPTZ((TimestampTz) (t / 10) -
								  (POSTGRES_EPOCH_JDATE - SFID_GREGORIAN_EPOCH_JDATE) * USECS_PER_DAY);

		case 7:
			PG_RETURN_TIMESTAMPTZ(sfid_uuidv7_timestamptz(uuid));

		default:
			PG_RETURN_NULL();
	}
}

/* The version of an RFC 9562 UUID; NULL for other variants. */
Datum
sfid_uuid_extract_version(PG_FUNCTION_ARGS)
{
	pg_uuid_t  *uuid = PG_GETARG_UUID_P(0);

	if (!sfid_uuid_is_rfc9562(uuid))
		PG_RETURN_NULL();
	PG_RETURN_INT16((int16) (uuid->data[6] >> 4));
}

/*
 * uuidv7_at(ts): a version 7 UUID of ts's millisecond, its sub-millisecond
 * fraction ts's (to the microsecond), its 62 random bits drawn as
 * uuidv7()'s.  Within a session, ids for non-decreasing times rise
 * strictly (generator.h: sfid_uuidv7_at_stamp()).  No worker number and no
 * shared memory: between sessions, uniqueness rests on the random bits, as
 * for uuidv7() (README: the collision figures).
 */
Datum
uuidv7_at(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(0);
	pg_uuid_t  *uuid;
	int64		unix_us;

	if (ts < SFID_UUIDV7_MIN_TIMESTAMPTZ || ts > SFID_UUIDV7_MAX_TIMESTAMPTZ)
		ereport(ERROR,
				(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
				 errmsg("timestamp out of range for UUID version 7: \"%s\"",
						timestamptz_to_str(ts)),
				 errdetail("UUID version 7 holds times from 1970-01-01 00:00:00 UTC up to 10889-08-02 05:31:50.655 UTC.")));
	unix_us = ts - sfid_query_unix_ms_to_timestamptz(0);
	last_at_stamp = sfid_uuidv7_at_stamp(last_at_stamp,
										 sfid_uuidv7_stamp_from_ns(unix_us * 1000),
										 SFID_UUIDV7_AT_MAX_LEAD_MS);
	uuid = palloc(sizeof(pg_uuid_t));
	sfid_uuidv7_pack(last_at_stamp, sfid_take_random(SFID_UUID_RANDOM_BYTES), uuid->data);
	PG_RETURN_UUID_P(uuid);
}
