/*-------------------------------------------------------------------------
 *
 * uuidv7.c
 *		uuidv7(): RFC 9562 version 7 UUIDs, monotonic within a backend.
 *
 * Needs no shared memory, so it works without preloading sfid.  Randomness
 * comes from pg_strong_random, drawn 4 KiB at a time: one call through
 * OpenSSL costs about as much as 200 ids otherwise would.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "fmgr.h"
#include "miscadmin.h"
#include "utils/uuid.h"

#include "clock.h"
#include "generator.h"

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
static sfid_uuid_stamp last_stamp = 0;

PG_FUNCTION_INFO_V1(uuidv7);

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
	sfid_uuid_stamp now = sfid_uuidv7_stamp_from_ns(sfid_clock_now_ns());

	last_stamp = sfid_uuidv7_next_stamp(last_stamp, now);
	sfid_uuidv7_pack(last_stamp, sfid_take_random(SFID_UUID_RANDOM_BYTES), uuid->data);
	PG_RETURN_UUID_P(uuid);
}
