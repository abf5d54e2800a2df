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
#define SFID_STATEFILE_SIZE		24

typedef enum SfidStateFileCheck
{
	SFID_STATEFILE_OK,
	SFID_STATEFILE_BAD_SIZE,
	SFID_STATEFILE_BAD_MAGIC,
	SFID_STATEFILE_BAD_VERSION,
	SFID_STATEFILE_BAD_CRC,
	SFID_STATEFILE_BAD_VALUE
} SfidStateFileCheck;

/* Encode a horizon (ms since the sfid epoch) into SFID_STATEFILE_SIZE bytes. */
extern void sfid_statefile_encode(int64 horizon_ms, uint8 *buf);

/* Decode len bytes; on SFID_STATEFILE_OK, *horizon_ms is set. */
extern SfidStateFileCheck sfid_statefile_decode(const uint8 *buf, size_t len,
												int64 *horizon_ms);

extern const char *sfid_statefile_problem(SfidStateFileCheck check);

#endif							/* SFID_STATEFILE_H */
