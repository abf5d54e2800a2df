/*
 * test_statefile.c
 *		Unit tests of the reservation file's encoding (src/statefile.c).
 *
 * Links PostgreSQL's libpgport for CRC-32C; needs no server.
 */
#include "statefile.h"

#include <stdio.h>

#include "port/pg_crc32c.h"

#include "generator.h"
#include "unit.h"

/* One named check, reported like a unit_run() test. */
static void
check(const char *name, bool ok)
{
	unit_report(name, ok);
}

static void
put_le(uint8 *buf, uint64 value, int nbytes)
{
	for (int i = 0; i < nbytes; i++)
		buf[i] = (uint8) (value >> (8 * i));
}

/* A file of format version 1 (sfid 1.0 to 1.3): 56 bytes, no floor. */
static void
encode_v1(const SfidStateFile *in, uint8 *buf)
{
	pg_crc32c	crc;

	memset(buf, 0, SFID_STATEFILE_V1_SIZE);
	put_le(buf, SFID_STATEFILE_MAGIC, 4);
	put_le(buf + 4, 1, 4);
	put_le(buf + 8, (uint64) in->horizon_ms, 8);
	put_le(buf + 16, (uint64) in->ref_wall_ms, 8);
	put_le(buf + 24, (uint64) in->ref_boot_ms, 8);
	memcpy(buf + 32, in->boot_id, SFID_BOOT_ID_BYTES);
	INIT_CRC32C(crc);
	COMP_CRC32C(crc, buf, 48);
	FIN_CRC32C(crc);
	put_le(buf + 48, crc, 4);
}

/* Version 1 is still read, with no floor; version 2 carries the floor. */
static void
test_versions(void)
{
	uint8		v1[SFID_STATEFILE_V1_SIZE];
	uint8		v2[SFID_STATEFILE_SIZE];
	uint8		bad[SFID_STATEFILE_V1_SIZE];
	int64		floors[] = {-1, 0, 218147080000, SFID_MAX_MS};
	SfidStateFile in = {218147086411, 218147080000, 123456, {9, 8, 7, 6, 5, 4, 3, 2, 1}, 5,
	SFID_EPOCH_UNIX_MS, SFID_WORKER_BITS, SFID_SEQ_BITS};
	SfidStateFile out;
	bool		floors_round_trip = true;
	bool		v1_flips_caught = true;
	int64		saved_horizon;

	encode_v1(&in, v1);
	memset(&out, 0, sizeof(out));
	check("a version 1 file (56 bytes) is read",
		  sfid_statefile_decode(v1, sizeof(v1), &out) == SFID_STATEFILE_OK &&
		  out.horizon_ms == in.horizon_ms && out.ref_wall_ms == in.ref_wall_ms &&
		  out.ref_boot_ms == in.ref_boot_ms &&
		  memcmp(out.boot_id, in.boot_id, SFID_BOOT_ID_BYTES) == 0);
	check("a version 1 file has no floor (-1)", out.floor_ms == -1);
	for (int bit = 0; bit < SFID_STATEFILE_V1_SIZE * 8; bit++)
	{
		memcpy(bad, v1, sizeof(v1));
		bad[bit / 8] ^= (uint8) (1 << (bit % 8));
		if (sfid_statefile_decode(bad, sizeof(bad), &out) == SFID_STATEFILE_OK)
			v1_flips_caught = false;
	}
	check("every single-bit flip of a version 1 file is rejected", v1_flips_caught);

	for (size_t i = 0; i < sizeof(floors) / sizeof(floors[0]); i++)
	{
		in.floor_ms = floors[i];
		sfid_statefile_encode(&in, v2);
		if (sfid_statefile_decode(v2, sizeof(v2), &out) != SFID_STATEFILE_OK ||
			out.floor_ms != floors[i] || out.horizon_ms != in.horizon_ms)
			floors_round_trip = false;
	}
	check("version 2 writes 80 bytes and its floor round-trips",
		  SFID_STATEFILE_SIZE == 80 && v2[4] == 2 && floors_round_trip);
	check("a version 2 file cut to version 1's size is rejected",
		  sfid_statefile_decode(v2, SFID_STATEFILE_V1_SIZE, &out) == SFID_STATEFILE_BAD_SIZE);
	memcpy(v2, v1, sizeof(v1));
	memset(v2 + sizeof(v1), 0, sizeof(v2) - sizeof(v1));
	check("a version 1 file of version 2's size is rejected",
		  sfid_statefile_decode(v2, sizeof(v2), &out) == SFID_STATEFILE_BAD_SIZE);
	saved_horizon = in.horizon_ms;
	in.horizon_ms = -1;
	sfid_statefile_encode(&in, v2);
	check("version 2: a horizon of -1 (none yet, the layout recorded) round-trips",
		  sfid_statefile_decode(v2, sizeof(v2), &out) == SFID_STATEFILE_OK &&
		  out.horizon_ms == -1);
	in.horizon_ms = -2;
	sfid_statefile_encode(&in, v2);
	check("version 2: a horizon below -1 is rejected",
		  sfid_statefile_decode(v2, sizeof(v2), &out) == SFID_STATEFILE_BAD_VALUE);
	in.horizon_ms = -1;
	encode_v1(&in, v1);
	check("version 1: a horizon of -1 is rejected",
		  sfid_statefile_decode(v1, sizeof(v1), &out) == SFID_STATEFILE_BAD_VALUE);
	in.horizon_ms = saved_horizon;
	in.floor_ms = -2;
	sfid_statefile_encode(&in, v2);
	check("a floor below -1 is rejected",
		  sfid_statefile_decode(v2, sizeof(v2), &out) == SFID_STATEFILE_BAD_VALUE);
	in.floor_ms = SFID_MAX_MS + 1;
	sfid_statefile_encode(&in, v2);
	check("a floor beyond 2089 is rejected",
		  sfid_statefile_decode(v2, sizeof(v2), &out) == SFID_STATEFILE_BAD_VALUE);
}

int
main(void)
{
	uint8		buf[SFID_STATEFILE_SIZE];
	uint8		bad[SFID_STATEFILE_SIZE];
	int64		values[] = {0, 1, 218147086411, SFID_MAX_MS};
	SfidStateFile in = {0, 218147080000, 123456, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16},
	218147070000, SFID_EPOCH_UNIX_MS, SFID_WORKER_BITS, SFID_SEQ_BITS};
	SfidStateFile out;
	bool		all_round_trip = true;
	bool		every_bit_flip_caught = true;

	for (size_t i = 0; i < sizeof(values) / sizeof(values[0]); i++)
	{
		in.horizon_ms = values[i];
		sfid_statefile_encode(&in, buf);
		memset(&out, 0, sizeof(out));
		if (sfid_statefile_decode(buf, sizeof(buf), &out) != SFID_STATEFILE_OK ||
			out.horizon_ms != values[i] || out.ref_wall_ms != in.ref_wall_ms ||
			out.ref_boot_ms != in.ref_boot_ms || out.floor_ms != in.floor_ms ||
			memcmp(out.boot_id, in.boot_id, SFID_BOOT_ID_BYTES) != 0)
			all_round_trip = false;
	}
	check("horizon, clock reference and floor round-trip", all_round_trip);

	in.horizon_ms = 218147086411;
	sfid_statefile_encode(&in, buf);
	check("the layout is little-endian: magic first",
		  buf[0] == 0x44 && buf[1] == 0x49 && buf[2] == 0x46 && buf[3] == 0x53);
	check("a short file is rejected",
		  sfid_statefile_decode(buf, sizeof(buf) - 1, &out) == SFID_STATEFILE_BAD_SIZE);
	check("a long file is rejected",
		  sfid_statefile_decode(buf, sizeof(buf) + 1, &out) == SFID_STATEFILE_BAD_SIZE);

	/* any single flipped bit is caught, by the magic, version or CRC check */
	for (int bit = 0; bit < SFID_STATEFILE_SIZE * 8; bit++)
	{
		memcpy(bad, buf, sizeof(buf));
		bad[bit / 8] ^= (uint8) (1 << (bit % 8));
		if (sfid_statefile_decode(bad, sizeof(bad), &out) == SFID_STATEFILE_OK)
			every_bit_flip_caught = false;
	}
	check("every single-bit flip is rejected", every_bit_flip_caught);

	memcpy(bad, buf, sizeof(buf));
	bad[4] = 3;
	check("an unknown version is rejected",
		  sfid_statefile_decode(bad, sizeof(bad), &out) == SFID_STATEFILE_BAD_VERSION);

	/* the layout: version 2 carries it, version 1 is the default one */
	{
		uint8		v1[SFID_STATEFILE_V1_SIZE];
		pg_crc32c	crc;
		SfidStateFile lin = in;

		lin.epoch_unix_ms = INT64_C(1314220021721);
		lin.worker_bits = 13;
		lin.seq_bits = 10;
		sfid_statefile_encode(&lin, buf);
		check("the layout round-trips",
			  sfid_statefile_decode(buf, sizeof(buf), &out) == SFID_STATEFILE_OK &&
			  out.epoch_unix_ms == INT64_C(1314220021721) && out.worker_bits == 13 &&
			  out.seq_bits == 10 && out.horizon_ms == in.horizon_ms);
		lin.worker_bits = 4;
		lin.seq_bits = 18;
		sfid_statefile_encode(&lin, buf);
		check("a layout sfid cannot issue in is rejected",
			  sfid_statefile_decode(buf, sizeof(buf), &out) == SFID_STATEFILE_BAD_VALUE);

		/* version 1, as sfid 1.0 to 1.3 wrote it */
		sfid_statefile_encode(&in, buf);
		memcpy(v1, buf, 48);
		v1[4] = 1;
		INIT_CRC32C(crc);
		COMP_CRC32C(crc, v1, 48);
		FIN_CRC32C(crc);
		for (int i = 0; i < 4; i++)
			v1[48 + i] = (uint8) (crc >> (8 * i));
		memset(v1 + 52, 0, 4);
		memset(&out, 0, sizeof(out));
		check("a version 1 file reads, in the default layout",
			  sfid_statefile_decode(v1, sizeof(v1), &out) == SFID_STATEFILE_OK &&
			  out.horizon_ms == in.horizon_ms && out.ref_wall_ms == in.ref_wall_ms &&
			  out.epoch_unix_ms == SFID_EPOCH_UNIX_MS && out.worker_bits == 10 &&
			  out.seq_bits == 12);
		v1[20] ^= 1;
		check("a version 1 file's CRC is checked",
			  sfid_statefile_decode(v1, sizeof(v1), &out) == SFID_STATEFILE_BAD_CRC);
	}

	in.horizon_ms = SFID_MAX_MS + 1;
	sfid_statefile_encode(&in, buf);
	check("a horizon beyond 2089 is rejected even with a good CRC",
		  sfid_statefile_decode(buf, sizeof(buf), &out) == SFID_STATEFILE_BAD_VALUE);
	in.horizon_ms = -5;
	sfid_statefile_encode(&in, buf);
	check("a negative horizon is rejected",
		  sfid_statefile_decode(buf, sizeof(buf), &out) == SFID_STATEFILE_BAD_VALUE);
	check("the layout reader refuses any other negative horizon",
		  sfid_statefile_decode_layout(buf, sizeof(buf), &out) == SFID_STATEFILE_BAD_VALUE);
	in.horizon_ms = -1;
	in.worker_bits = 13;
	in.seq_bits = 10;
	sfid_statefile_encode(&in, buf);
	check("the layout reader takes the layout of a file with no horizon yet",
		  sfid_statefile_decode_layout(buf, sizeof(buf), &out) == SFID_STATEFILE_OK &&
		  out.horizon_ms == -1 && out.worker_bits == 13 && out.seq_bits == 10);
	buf[60] ^= 1;
	check("and checks its CRC",
		  sfid_statefile_decode_layout(buf, sizeof(buf), &out) == SFID_STATEFILE_BAD_CRC);
	in.worker_bits = 10;
	in.seq_bits = 12;
	in.horizon_ms = 1;
	in.ref_boot_ms = -1;
	sfid_statefile_encode(&in, buf);
	check("a negative boot time is rejected",
		  sfid_statefile_decode(buf, sizeof(buf), &out) == SFID_STATEFILE_BAD_VALUE);

	/* the backfill file */
	{
		static SfidBackfillFile bin,
					bout;
		static uint8 bbuf[SFID_BACKFILL_FILE_SIZE];
		static uint8 bbad[SFID_BACKFILL_FILE_SIZE];
		bool		backfill_flips_caught = true;

		for (int i = 0; i < SFID_BACKFILL_NUMBERS; i++)
			bin.marks[i] = i % 3 == 0 ? -1 : (int64) i * 1000003;
		bin.marks[1023] = SFID_MAX_MS;
		bin.unknown = false;
		sfid_backfill_file_encode(&bin, bbuf);
		check("the backfill file round-trips",
			  sfid_backfill_file_decode(bbuf, sizeof(bbuf), &bout) == SFID_STATEFILE_OK &&
			  memcmp(bin.marks, bout.marks, sizeof(bin.marks)) == 0 && !bout.unknown);
		bin.unknown = true;
		sfid_backfill_file_encode(&bin, bbuf);
		check("the backfill file keeps the unknown flag",
			  sfid_backfill_file_decode(bbuf, sizeof(bbuf), &bout) == SFID_STATEFILE_OK &&
			  bout.unknown);
		check("a short backfill file is rejected",
			  sfid_backfill_file_decode(bbuf, sizeof(bbuf) - 1, &bout) == SFID_STATEFILE_BAD_SIZE);
		for (int bit = 0; bit < 16 * 8; bit++)
		{
			memcpy(bbad, bbuf, sizeof(bbuf));
			bbad[bit / 8] ^= (uint8) (1 << (bit % 8));
			if (sfid_backfill_file_decode(bbad, sizeof(bbad), &bout) == SFID_STATEFILE_OK)
				backfill_flips_caught = false;
		}
		for (int bit = 16 * 8; bit < SFID_BACKFILL_FILE_SIZE * 8; bit += 61)
		{
			memcpy(bbad, bbuf, sizeof(bbuf));
			bbad[bit / 8] ^= (uint8) (1 << (bit % 8));
			if (sfid_backfill_file_decode(bbad, sizeof(bbad), &bout) == SFID_STATEFILE_OK)
				backfill_flips_caught = false;
		}
		check("flipped bits of the backfill file are rejected", backfill_flips_caught);
		bin.marks[7] = -2;
		sfid_backfill_file_encode(&bin, bbuf);
		check("a backfill mark below -1 is rejected",
			  sfid_backfill_file_decode(bbuf, sizeof(bbuf), &bout) == SFID_STATEFILE_BAD_VALUE);
	}

	test_versions();

	return unit_summary();
}
