/*-------------------------------------------------------------------------
 *
 * statefile.c
 *		Encode and check the reservation file's 80 bytes (56 in version 1,
 *		which is still read).
 *
 * Layout, little-endian whatever the host:
 *	0  uint32 magic "SFID"
 *	4  uint32 format version: 2 (1 is read too)
 *	8  int64  horizon: ms since the layout's epoch, 0 .. 2^41 - 1, or -1:
 *	          none yet (written at the server's first start, to record the
 *	          layout before any id)
 *	16 int64  clock reference, wall: ms since the layout's epoch
 *	24 int64  clock reference, CLOCK_BOOTTIME ms (>= 0)
 *	32 16 bytes: the boot the reference belongs to (Linux boot_id)
 *	48 int64  the durable floor: ms since the layout's epoch, or -1
 *	56 int64  the layout's epoch, Unix ms (>= 0)
 *	64 uint32 the layout's worker bits
 *	68 uint32 the layout's sequence bits
 *	72 uint32 CRC-32C of bytes 0..71
 *	76 uint32 zero
 * Version 1 (sfid 1.0 to 1.3) is 56 bytes: the CRC at 48, the zero word at
 * 52; it reads with no durable floor (-1) and the default layout, and its
 * horizon is never -1.
 *
 * The backfill file, little-endian too:
 *	0  uint32 magic "SFBF"
 *	4  uint32 format version
 *	8  uint32 flags: 1, the marks are unknown (pg_upgrade)
 *	12 uint32 zero
 *	16 1024 int64: each worker number's backfill mark, ms since the sfid
 *	   epoch, or -1
 *	8208 uint32 CRC-32C of bytes 0..8207
 *	8212 uint32 zero
 *
 *-------------------------------------------------------------------------
 */
#include "statefile.h"

#include "port/pg_crc32c.h"

#include "generator.h"

#define SFID_STATEFILE_CRC_OFFSET	72
#define SFID_STATEFILE_V1_CRC_OFFSET	48

static void
put_le(uint8 *buf, uint64 value, int nbytes)
{
	for (int i = 0; i < nbytes; i++)
		buf[i] = (uint8) (value >> (8 * i));
}

static uint64
get_le(const uint8 *buf, int nbytes)
{
	uint64		value = 0;

	for (int i = nbytes - 1; i >= 0; i--)
		value = (value << 8) | buf[i];
	return value;
}

static pg_crc32c
sfid_crc_of(const uint8 *buf, size_t len)
{
	pg_crc32c	crc;

	INIT_CRC32C(crc);
	COMP_CRC32C(crc, buf, len);
	FIN_CRC32C(crc);
	return crc;
}

static pg_crc32c
sfid_statefile_crc(const uint8 *buf)
{
	return sfid_crc_of(buf, SFID_STATEFILE_CRC_OFFSET);
}

void
sfid_statefile_encode(const SfidStateFile *contents, uint8 *buf)
{
	memset(buf, 0, SFID_STATEFILE_SIZE);
	put_le(buf, SFID_STATEFILE_MAGIC, 4);
	put_le(buf + 4, SFID_STATEFILE_VERSION, 4);
	put_le(buf + 8, (uint64) contents->horizon_ms, 8);
	put_le(buf + 16, (uint64) contents->ref_wall_ms, 8);
	put_le(buf + 24, (uint64) contents->ref_boot_ms, 8);
	memcpy(buf + 32, contents->boot_id, SFID_BOOT_ID_BYTES);
	put_le(buf + 48, (uint64) contents->floor_ms, 8);
	put_le(buf + 56, (uint64) contents->epoch_unix_ms, 8);
	put_le(buf + 64, (uint64) contents->worker_bits, 4);
	put_le(buf + 68, (uint64) contents->seq_bits, 4);
	put_le(buf + SFID_STATEFILE_CRC_OFFSET, sfid_statefile_crc(buf), 4);
}

/*
 * What both files' decoders check first: the size, the magic, the format
 * version, and the CRC of everything before it, followed by a zero word.
 */
static SfidStateFileCheck
sfid_check_frame(const uint8 *buf, size_t len, size_t size, uint32 magic,
				 uint32 version, size_t crc_offset)
{
	if (len != size)
		return SFID_STATEFILE_BAD_SIZE;
	if (get_le(buf, 4) != magic)
		return SFID_STATEFILE_BAD_MAGIC;
	if (get_le(buf + 4, 4) != version)
		return SFID_STATEFILE_BAD_VERSION;
	if (get_le(buf + crc_offset, 4) != sfid_crc_of(buf, crc_offset) ||
		get_le(buf + crc_offset + 4, 4) != 0)
		return SFID_STATEFILE_BAD_CRC;
	return SFID_STATEFILE_OK;
}

SfidStateFileCheck
sfid_statefile_decode(const uint8 *buf, size_t len, SfidStateFile *contents)
{
	SfidStateFile read;
	SfidStateFileCheck check;
	bool		v1 = len >= 8 && get_le(buf + 4, 4) == 1;

	check = v1 ?
		sfid_check_frame(buf, len, SFID_STATEFILE_V1_SIZE, SFID_STATEFILE_MAGIC,
						 1, SFID_STATEFILE_V1_CRC_OFFSET) :
		sfid_check_frame(buf, len, SFID_STATEFILE_SIZE, SFID_STATEFILE_MAGIC,
						 SFID_STATEFILE_VERSION, SFID_STATEFILE_CRC_OFFSET);
	if (check != SFID_STATEFILE_OK)
		return check;
	read.horizon_ms = (int64) get_le(buf + 8, 8);
	read.ref_wall_ms = (int64) get_le(buf + 16, 8);
	read.ref_boot_ms = (int64) get_le(buf + 24, 8);
	memcpy(read.boot_id, buf + 32, SFID_BOOT_ID_BYTES);
	if (v1)
	{
		read.floor_ms = -1;
		read.epoch_unix_ms = SFID_EPOCH_UNIX_MS;
		read.worker_bits = SFID_WORKER_BITS;
		read.seq_bits = SFID_SEQ_BITS;
	}
	else
	{
		read.floor_ms = (int64) get_le(buf + 48, 8);
		read.epoch_unix_ms = (int64) get_le(buf + 56, 8);
		read.worker_bits = (int32) get_le(buf + 64, 4);
		read.seq_bits = (int32) get_le(buf + 68, 4);
	}
	if (read.horizon_ms < (v1 ? 0 : -1) || read.horizon_ms > SFID_MAX_MS ||
		read.epoch_unix_ms < 0 || read.epoch_unix_ms > SFID_UUID_MAX_UNIX_MS ||
		!sfid_layout_bits_valid(read.worker_bits, read.seq_bits) ||
		read.ref_wall_ms < -read.epoch_unix_ms || read.ref_wall_ms > SFID_MAX_MS ||
		read.ref_boot_ms < 0 || read.floor_ms < -1 || read.floor_ms > SFID_MAX_MS)
		return SFID_STATEFILE_BAD_VALUE;
	*contents = read;
	return SFID_STATEFILE_OK;
}

#define SFID_BACKFILL_CRC_OFFSET	(SFID_BACKFILL_FILE_SIZE - 8)
#define SFID_BACKFILL_MARK(buf, i)	((buf) + 16 + (size_t) 8 * (size_t) (i))

void
sfid_backfill_file_encode(const SfidBackfillFile *contents, uint8 *buf)
{
	memset(buf, 0, SFID_BACKFILL_FILE_SIZE);
	put_le(buf, SFID_BACKFILL_FILE_MAGIC, 4);
	put_le(buf + 4, SFID_BACKFILL_FILE_VERSION, 4);
	put_le(buf + 8, contents->unknown ? 1 : 0, 4);
	for (int i = 0; i < SFID_BACKFILL_NUMBERS; i++)
		put_le(SFID_BACKFILL_MARK(buf, i), (uint64) contents->marks[i], 8);
	put_le(buf + SFID_BACKFILL_CRC_OFFSET, sfid_crc_of(buf, SFID_BACKFILL_CRC_OFFSET), 4);
}

SfidStateFileCheck
sfid_backfill_file_decode(const uint8 *buf, size_t len, SfidBackfillFile *contents)
{
	uint64		flags;
	SfidStateFileCheck check;

	check = sfid_check_frame(buf, len, SFID_BACKFILL_FILE_SIZE, SFID_BACKFILL_FILE_MAGIC,
							 SFID_BACKFILL_FILE_VERSION, SFID_BACKFILL_CRC_OFFSET);
	if (check != SFID_STATEFILE_OK)
		return check;
	flags = get_le(buf + 8, 4);
	if (flags > 1 || get_le(buf + 12, 4) != 0)
		return SFID_STATEFILE_BAD_VALUE;
	for (int i = 0; i < SFID_BACKFILL_NUMBERS; i++)
	{
		int64		mark = (int64) get_le(SFID_BACKFILL_MARK(buf, i), 8);

		if (mark < -1 || mark > SFID_MAX_MS)
			return SFID_STATEFILE_BAD_VALUE;
		contents->marks[i] = mark;
	}
	contents->unknown = flags == 1;
	return SFID_STATEFILE_OK;
}

const char *
sfid_statefile_problem(SfidStateFileCheck check)
{
	switch (check)
	{
		case SFID_STATEFILE_OK:
			return "no problem";
		case SFID_STATEFILE_BAD_SIZE:
			return "wrong size";
		case SFID_STATEFILE_BAD_MAGIC:
			return "wrong magic number";
		case SFID_STATEFILE_BAD_VERSION:
			return "unknown format version";
		case SFID_STATEFILE_BAD_CRC:
			return "checksum mismatch";
		case SFID_STATEFILE_BAD_VALUE:
			return "horizon or layout out of range";
	}
	return "unknown problem";
}

/*
 * The layout a reservation file records, for a server that does not
 * preload sfid (its decoders read ids in it).  Decoded as the server does,
 * except that a horizon of -1 (a file written before any reservation,
 * which records the layout alone) is accepted.
 */
SfidStateFileCheck
sfid_statefile_decode_layout(const uint8 *buf, size_t len, SfidStateFile *contents)
{
	SfidStateFileCheck check = sfid_statefile_decode(buf, len, contents);
	uint8		copy[SFID_STATEFILE_SIZE];

	if (check != SFID_STATEFILE_BAD_VALUE || len != SFID_STATEFILE_SIZE ||
		(int64) get_le(buf + 8, 8) != -1)
		return check;
	memcpy(copy, buf, SFID_STATEFILE_SIZE);
	put_le(copy + 8, 0, 8);
	put_le(copy + SFID_STATEFILE_CRC_OFFSET, sfid_statefile_crc(copy), 4);
	check = sfid_statefile_decode(copy, len, contents);
	if (check == SFID_STATEFILE_OK)
		contents->horizon_ms = -1;
	return check;
}
