/*-------------------------------------------------------------------------
 *
 * backfill_state.h
 *		The backfill numbers' marks: in shared memory, in the file
 *		$PGDATA/sfid.backfill, and as WAL redo sets them.
 *
 * A backfill number (sfid.backfill_worker_min .. max, workers.h) issues
 * snowflake_at()'s ids at past times.  Its mark is the highest millisecond
 * it may issue at; it is durable before it is published, and after any
 * loss of shared memory the number resumes strictly above the mark it
 * recovered (its floor).  The protocol is in src/README ("Backfill
 * numbers"); backfill.c carries it out.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_BACKFILL_STATE_H
#define SFID_BACKFILL_STATE_H

#include "postgres.h"

#include "access/xlogdefs.h"
#include "port/atomics.h"

#include "generator.h"
#include "statefile.h"

#define SFID_BACKFILL_STATE_FILE		"sfid.backfill"

/* Why backfill ids are refused although the range is set. */
typedef enum SfidBackfillTrouble
{
	SFID_BACKFILL_KNOWN,
	SFID_BACKFILL_CORRUPT,		/* the file could not be read: XX001 */
	SFID_BACKFILL_AFTER_UPGRADE /* pg_upgrade without the old file: SF003 */
} SfidBackfillTrouble;

typedef struct SfidBackfillNumber
{
	/* read lock-free on the id path; only ever raised */
	pg_atomic_uint64 mark;		/* published mark, an int64 ms, or -1 */
	pg_atomic_uint64 floor;		/* resume strictly above this ms, or -1 */
	/* under the reservation lock */
	int64		durable;		/* the file's mark */
	int64		run_start;		/* first ms reserved since the start, or -1 */
	XLogRecPtr	lsn;			/* WAL record of durable, if made since start */
} SfidBackfillNumber;

typedef struct SfidBackfillShared
{
	SfidBackfillNumber numbers[SFID_BACKFILL_NUMBERS];
	/* under the reservation lock */
	SfidBackfillTrouble trouble;
	char		trouble_detail[64];
} SfidBackfillShared;

extern SfidBackfillShared *sfid_backfill;

extern Size sfid_backfill_state_shmem_size(void);

/* Create the area (AddinShmemInitLock held) and load the file. */
extern void sfid_backfill_state_shmem_init(void);

/* pg_upgrade is making this data directory: the marks are unknown. */
extern void sfid_backfill_note_pg_upgrade(void);

/* Write every number's durable mark (caller holds the reservation lock). */
extern int	sfid_backfill_state_write(void);

/* Redo of a mark made durable on the primary. */
extern void sfid_backfill_state_redo(int worker, int64 mark_ms);

static inline int64
sfid_backfill_state_read(pg_atomic_uint64 *value)
{
	return (int64) pg_atomic_read_u64(value);
}

#endif							/* SFID_BACKFILL_STATE_H */
