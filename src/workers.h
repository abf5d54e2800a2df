/*-------------------------------------------------------------------------
 *
 * workers.h
 *		Per-worker-number state in shared memory.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_WORKERS_H
#define SFID_WORKERS_H

#include "postgres.h"

#include "datatype/timestamp.h"
#include "port/atomics.h"

#include "generator.h"

/*
 * One worker number.  Padded to a cache line so that backends working on
 * neighbouring numbers never write to the same line.
 */
typedef struct SfidWorkerSlot
{
	pg_atomic_uint64 state;		/* last SfidState issued */
	pg_atomic_uint64 ids_before;	/* ids issued in ms before state's ms */
	pg_atomic_uint32 backends;	/* backends attached to this number now */
	pg_atomic_uint32 sequence_waits;	/* calls that waited for a new ms */
	pg_atomic_uint32 clock_waits;	/* calls that waited out a step back */
	pg_atomic_uint32 clock_refusals;	/* calls refused for a step back */
	pg_atomic_uint32 replicated_from;	/* first replication origin whose
										 * rows carried this number (fanin.c) */
} SfidWorkerSlot;

typedef union SfidPaddedWorkerSlot
{
	SfidWorkerSlot slot;
	char		pad[PG_CACHE_LINE_SIZE];
} SfidPaddedWorkerSlot;

/* GUC values, read by the generator glue */
extern int	sfid_worker_min;
extern int	sfid_worker_max;
/* snowflake_at()'s backfill range, disjoint from the above; -1: none */
extern int	sfid_backfill_worker_min;
extern int	sfid_backfill_worker_max;

static inline bool
sfid_backfill_enabled(void)
{
	return sfid_backfill_worker_min >= 0;
}

static inline bool
sfid_is_backfill_number(int worker)
{
	return sfid_backfill_enabled() &&
		worker >= sfid_backfill_worker_min && worker <= sfid_backfill_worker_max;
}

/*
 * The last clock step the reserver measured: its size in ms (negative when
 * the clock went backwards) and when, as a timestamptz.
 */
typedef struct SfidClockStep
{
	int64		step_ms;
	TimestampTz seen_at;
} SfidClockStep;

extern void sfid_workers_define_gucs(void);
extern Size sfid_workers_shmem_size(void);
extern void sfid_workers_shmem_init(void);
extern SfidWorkerSlot *sfid_workers_slot(int worker);
extern int	sfid_workers_my_number(void);
extern void sfid_workers_note_clock_step(int64 step_ms);
extern bool sfid_workers_last_clock_step(SfidClockStep *step);
extern int64 sfid_workers_last_issued_ms(void);
extern uint32 sfid_workers_claim_origin(int worker, uint32 origin);
extern void sfid_workers_count_overlap(void);
extern uint64 sfid_workers_overlaps(void);
extern void sfid_workers_forget_origins(void);

#endif							/* SFID_WORKERS_H */
