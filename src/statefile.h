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

#define SFID_STATEFILE_MAGIC	0x53464944	/* "SFID" */
#define SFID_STATEFILE_VERSION	1
#define SFID_STATEFILE_SIZE		56
#define SFID_BOOT_ID_BYTES		16

/*
 * What the file holds: the horizon, and the clock reference that forward
 * jumps are measured from (a wall-clock reading and CLOCK_BOOTTIME at the
 * same moment, valid only within the boot that boot_id names).
 */
typedef struct SfidStateFile
{
	int64		horizon_ms;		/* ms since the sfid epoch */
	int64		ref_wall_ms;	/* ms since the sfid epoch */
	int64		ref_boot_ms;	/* CLOCK_BOOTTIME, ms */
	uint8		boot_id[SFID_BOOT_ID_BYTES];
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

extern const char *sfid_statefile_problem(SfidStateFileCheck check);

#endif							/* SFID_STATEFILE_H */
