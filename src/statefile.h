/*-------------------------------------------------------------------------
 *
 * statefile.h
 *		On-disk format of the reservation file ($PGDATA/sfid.reservation).
 *
 * Kept apart from the I/O so the reader can be unit-tested and fuzzed on
 * arbitrary bytes.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_STATEFILE_H
#define SFID_STATEFILE_H

#include "postgres.h"

/* in the data directory: the file, and the marker pg_upgrade leaves */
#define SFID_RESERVATION_FILE		"sfid.reservation"
#define SFID_UPGRADE_MARKER_FILE	"sfid.after_pg_upgrade"
#define SFID_STATEFILE_MAGIC	0x53464944	/* "SFID" */
#define SFID_STATEFILE_VERSION	2
#define SFID_STATEFILE_SIZE		80
#define SFID_STATEFILE_V1_SIZE	56	/* version 1: no floor, the default layout */
#define SFID_BOOT_ID_BYTES		16

/*
 * What the file holds: the horizon, the clock reference that forward
 * jumps are measured from (a wall-clock reading and CLOCK_BOOTTIME at the
 * same moment, valid only within the boot that boot_id names); since
 * version 2, the durable floor (the highest floor sfid_raise_floor() or a
 * conversion's fence asked for, which sfid_reset_horizon() keeps) and the
 * layout of the ids issued under it (a version 1 file reads with no floor
 * and the default layout).  Times are ms since the layout's epoch.
 */
typedef struct SfidStateFile
{
	int64		horizon_ms;		/* ms since the epoch, -1: none yet (version 2) */
	int64		ref_wall_ms;	/* ms since the sfid epoch */
	int64		ref_boot_ms;	/* CLOCK_BOOTTIME, ms */
	uint8		boot_id[SFID_BOOT_ID_BYTES];
	int64		floor_ms;		/* ms since the epoch, -1: none (version 1) */
	/* the layout (version 2) */
	int64		epoch_unix_ms;
	int32		worker_bits;
	int32		seq_bits;
} SfidStateFile;

typedef enum SfidStateFileCheck
{
	SFID_STATEFILE_OK,
	SFID_STATEFILE_BAD_SIZE,
	SFID_STATEFILE_BAD_MAGIC,
	SFID_STATEFILE_BAD_VERSION,
	SFID_STATEFILE_BAD_CRC,
	SFID_STATEFILE_BAD_VALUE
} SfidStateFileCheck;

/* Encode into SFID_STATEFILE_SIZE bytes. */
extern void sfid_statefile_encode(const SfidStateFile *contents, uint8 *buf);

/* Decode len bytes; on SFID_STATEFILE_OK, *contents is set. */
extern SfidStateFileCheck sfid_statefile_decode(const uint8 *buf, size_t len,
												SfidStateFile *contents);

/* The layout a file records; also accepts a horizon of -1 (none yet). */
extern SfidStateFileCheck sfid_statefile_decode_layout(const uint8 *buf, size_t len,
													   SfidStateFile *contents);

/*
 * The backfill file ($PGDATA/sfid.backfill): each worker number's durable
 * backfill mark (backfill_state.c), -1 for none, and whether the marks are
 * unknown (pg_upgrade made the data directory without the old file).
 */
#define SFID_BACKFILL_FILE_MAGIC	0x53464246	/* "SFBF" */
#define SFID_BACKFILL_FILE_VERSION	1
#define SFID_BACKFILL_NUMBERS		1024
#define SFID_BACKFILL_FILE_SIZE		(16 + 8 * SFID_BACKFILL_NUMBERS + 8)

typedef struct SfidBackfillFile
{
	bool		unknown;		/* made by pg_upgrade: the marks were not carried */
	int64		marks[SFID_BACKFILL_NUMBERS];
} SfidBackfillFile;

extern void sfid_backfill_file_encode(const SfidBackfillFile *contents, uint8 *buf);
extern SfidStateFileCheck sfid_backfill_file_decode(const uint8 *buf, size_t len,
													SfidBackfillFile *contents);

extern const char *sfid_statefile_problem(SfidStateFileCheck check);

#endif							/* SFID_STATEFILE_H */
