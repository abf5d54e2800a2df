/*-------------------------------------------------------------------------
 *
 * fuzz_statefile.c
 *		libFuzzer harness for the reservation file reader
 *		(sfid_statefile_decode in src/statefile.c), and of the backfill
 *		file (sfid_backfill_file_decode).
 *
 * At startup the server reads $PGDATA/sfid.reservation, whatever is in it:
 * a torn write, a file from another version, random bytes.  The reader
 * must never read outside the buffer, and must accept only what the writer
 * can produce.  For any bytes, the harness aborts unless:
 *	- decoding returns one of the known results, with a message for it;
 *	- bytes that decode are exactly what encoding what they decode to
 *	  writes (so a damaged file is never taken for a good one), with the
 *	  horizon within the 41-bit range and a non-negative boot-clock
 *	  reference;
 *	- contents built from the input (horizon, clock reference, boot id)
 *	  decode back to themselves when the horizon is in range, and are
 *	  refused as out of range otherwise;
 *	- flipping any one bit of a good file makes it fail to decode.
 *
 * statefile.c includes postgres.h and uses PostgreSQL's CRC-32C, so this
 * is compiled against the server headers and linked with libpgport.
 *
 *-------------------------------------------------------------------------
 */
#include "statefile.h"

#include <stdio.h>
#include <stdlib.h>

#include "generator.h"
#include "fuzz.h"

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	SfidStateFile contents;
	uint8	   *copy;
	uint8		buf[SFID_STATEFILE_SIZE];
	SfidStateFileCheck check;

	/* an exact-size heap copy, so that ASan sees any read past the end */
	copy = malloc(size > 0 ? size : 1);
	REQUIRE(copy != NULL);
	memcpy(copy, data, size);

	memset(&contents, 0, sizeof(contents));
	check = sfid_statefile_decode(copy, size, &contents);
	REQUIRE(check >= SFID_STATEFILE_OK && check <= SFID_STATEFILE_BAD_VALUE);
	REQUIRE(sfid_statefile_problem(check) != NULL);
	if (size != SFID_STATEFILE_SIZE && size != SFID_STATEFILE_V1_SIZE)
		REQUIRE(check == SFID_STATEFILE_BAD_SIZE);
	if (check == SFID_STATEFILE_OK)
	{
		/* version 2 holds -1 for "no horizon yet" (the layout alone) */
		REQUIRE(contents.horizon_ms >= (size == SFID_STATEFILE_V1_SIZE ? 0 : -1) &&
				contents.horizon_ms <= SFID_MAX_MS);
		REQUIRE(contents.ref_boot_ms >= 0);
		REQUIRE(contents.floor_ms >= -1 && contents.floor_ms <= SFID_MAX_MS);
		/* version 1 is read with no floor; version 2 re-encodes to itself */
		if (size == SFID_STATEFILE_V1_SIZE)
			REQUIRE(contents.floor_ms == -1);
		else
		{
			sfid_statefile_encode(&contents, buf);
			REQUIRE(memcmp(buf, copy, SFID_STATEFILE_SIZE) == 0);
		}
	}

	/* encode contents from the input, in range or not, and read them back */
	if (size >= 8)
	{
		int64		h = 0;
		SfidStateFile in;
		SfidStateFile back;

		for (int i = 0; i < 8; i++)
			h = (int64) (((uint64) h << 8) | copy[i]);
		/* mostly in range, sometimes anything */
		if ((copy[0] & 0x80) == 0)
			h = (int64) ((uint64) h % (uint64) (SFID_MAX_MS + 1));
		memset(&in, 0, sizeof(in));
		in.epoch_unix_ms = SFID_EPOCH_UNIX_MS;
		in.worker_bits = SFID_WORKER_BITS;
		in.seq_bits = SFID_SEQ_BITS;
		in.horizon_ms = h;
		in.ref_wall_ms = h / 2;
		in.ref_boot_ms = (int64) (copy[7] & 0x7F) * 1000;
		in.floor_ms = h / 3;
		for (int i = 0; i < SFID_BOOT_ID_BYTES && i < (int) size; i++)
			in.boot_id[i] = copy[i];
		sfid_statefile_encode(&in, buf);
		check = sfid_statefile_decode(buf, SFID_STATEFILE_SIZE, &back);
		if (h >= -1 && h <= SFID_MAX_MS)
		{
			REQUIRE(check == SFID_STATEFILE_OK);
			REQUIRE(back.horizon_ms == h && back.ref_wall_ms == in.ref_wall_ms &&
					back.ref_boot_ms == in.ref_boot_ms && back.floor_ms == in.floor_ms &&
					memcmp(back.boot_id, in.boot_id, SFID_BOOT_ID_BYTES) == 0);

			/* any single flipped bit is caught */
			if (size >= 9)
			{
				int			bit = copy[8] % (SFID_STATEFILE_SIZE * 8);

				buf[bit / 8] ^= (uint8) (1 << (bit % 8));
				REQUIRE(sfid_statefile_decode(buf, SFID_STATEFILE_SIZE, &back) != SFID_STATEFILE_OK);
			}
		}
		else
			REQUIRE(check == SFID_STATEFILE_BAD_VALUE);
	}

	/* the backfill file: any bytes decode to a clean answer, and back */
	{
		static SfidBackfillFile bcontents;
		static uint8 bbuf[SFID_BACKFILL_FILE_SIZE];

		check = sfid_backfill_file_decode(copy, size, &bcontents);
		REQUIRE(check >= SFID_STATEFILE_OK && check <= SFID_STATEFILE_BAD_VALUE);
		if (size != SFID_BACKFILL_FILE_SIZE)
			REQUIRE(check == SFID_STATEFILE_BAD_SIZE);
		if (check == SFID_STATEFILE_OK)
		{
			for (int i = 0; i < SFID_BACKFILL_NUMBERS; i++)
				REQUIRE(bcontents.marks[i] >= -1 && bcontents.marks[i] <= SFID_MAX_MS);
			sfid_backfill_file_encode(&bcontents, bbuf);
			REQUIRE(memcmp(bbuf, copy, SFID_BACKFILL_FILE_SIZE) == 0);
		}
	}

	free(copy);
	return 0;
}
