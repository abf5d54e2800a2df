/*-------------------------------------------------------------------------
 *
 * fuzz_uuidv7.c
 *		libFuzzer harness for the UUIDv7 stamps of src/generator.c.
 *
 * The input is a script of clock readings in ns, as uuidv7.c takes them:
 * bursts within one reading, steps back and forward of every size, and
 * readings before 1970 or far in the future.  Along the script, as a
 * backend does, each call turns the reading into a stamp, takes the next
 * stamp after the last one, and packs it with random bits from the input.
 *
 * Whatever the script, the harness aborts unless:
 *	- every stamp is above the one before it, and never behind the clock;
 *	- a later reading never gives a smaller clock stamp, and a stamp's
 *	  millisecond is the reading's;
 *	- the packed UUIDs carry version 7 and variant 10, and compare (as
 *	  bytes, as PostgreSQL's uuid type compares them) strictly increasing.
 *
 *-------------------------------------------------------------------------
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generator.h"
#include "fuzz.h"

#define NS_PER_MS	INT64_C(1000000)

/* Year 10889 in ns does not fit an int64: readings stop at INT64_MAX. */
static int64_t
clamp_add(int64_t ns, int64_t step)
{
	if (step > 0 && ns > INT64_MAX - step)
		return INT64_MAX;
	if (step < 0 && ns < INT64_MIN - step)
		return INT64_MIN;
	return ns + step;
}

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	reader		r = {data, size, 0};
	int64_t		ns;
	SfidUuidStamp last = 0;	/* as uuidv7.c starts a backend */
	uint8_t		prev_uuid[16];
	int			have_prev = 0;
	int64_t		prev_ns = INT64_MIN;
	int			calls = 0;

	/* start anywhere from before 1970 to 2262 */
	ns = (int64_t) take(&r, 8);

	while (r.pos < r.size && calls < 20000)
	{
		uint64_t	op = take(&r, 1);
		int64_t		magnitude = (int64_t) take(&r, 2);
		int64_t		step;
		int			burst;

		switch (op % 6)
		{
			case 0:
				step = magnitude;	/* up to 65 us */
				break;
			case 1:
				step = magnitude * 1000;	/* up to 65 ms */
				break;
			case 2:
				step = magnitude * NS_PER_MS * 100;	/* up to 1.8 hours */
				break;
			case 3:
				step = magnitude * NS_PER_MS * 1000 * 3600; /* up to 7.5 years */
				break;
			case 4:
				step = 0;
				break;
			default:
				step = (int64_t) take(&r, 8);	/* anywhere */
				break;
		}
		if (op & 0x80)
			step = step == INT64_MIN ? INT64_MAX : -step;
		ns = clamp_add(ns, step);

		/* ids in a burst share one reading, more than 4096 per ms at times */
		burst = 1 + (int) ((op >> 3) & 0x0F) * (int) ((op >> 3) & 0x0F) * 40;
		for (int i = 0; i < burst && calls < 20000; i++, calls++)
		{
			SfidUuidStamp now = sfid_uuidv7_stamp_from_ns(ns);
			SfidUuidStamp next = sfid_uuidv7_next_stamp(last, now);
			uint8_t		random[SFID_UUID_RANDOM_BYTES];
			uint8_t		uuid[16];

			/* the clock's stamp: its ms, 12 bits of fraction, monotonic */
			if (ns >= 0)
				REQUIRE((int64_t) (now >> SFID_UUID_SUBMS_BITS) == ns / NS_PER_MS);
			else
				REQUIRE(now == 0);
			if (prev_ns <= ns && prev_ns != INT64_MIN)
				REQUIRE(sfid_uuidv7_stamp_from_ns(prev_ns) <= now);
			prev_ns = ns;

			/* the next stamp: above the last, not behind the clock */
			REQUIRE(next > last);
			REQUIRE(next >= now);
			REQUIRE(next == now || next == last + 1);
			/* int64 ns end in 2262: far from the 48-bit ms limit (10889) */
			REQUIRE((next >> SFID_UUID_SUBMS_BITS) <= (uint64_t) SFID_UUID_MAX_UNIX_MS);
			last = next;

			for (int k = 0; k < SFID_UUID_RANDOM_BYTES; k++)
				random[k] = (uint8_t) take(&r, 1);
			sfid_uuidv7_pack(next, random, uuid);
			REQUIRE((uuid[6] >> 4) == 7);
			REQUIRE((uuid[8] >> 6) == 2);
			REQUIRE((uint64_t) (((uint64_t) uuid[0] << 40) | ((uint64_t) uuid[1] << 32) |
								((uint64_t) uuid[2] << 24) | ((uint64_t) uuid[3] << 16) |
								((uint64_t) uuid[4] << 8) | uuid[5]) ==
					next >> SFID_UUID_SUBMS_BITS);
			REQUIRE((uint64_t) (((uuid[6] & 0x0F) << 8) | uuid[7]) ==
					(next & ((1 << SFID_UUID_SUBMS_BITS) - 1)));
			if (have_prev)
				REQUIRE(memcmp(prev_uuid, uuid, 16) < 0);
			memcpy(prev_uuid, uuid, 16);
			have_prev = 1;
		}
	}
	return 0;
}
