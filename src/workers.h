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

#include "port/atomics.h"

#include "generator.h"

/*
 * One worker number.  Padded to a cache line so that backends working on
 * neighbouring numbers never write to the same line.
 */
typedef struct SfidWorkerSlot
{
	pg_atomic_uint64 state;		/* last sfid_state issued */
	pg_atomic_uint64 ids_before;	/* ids issued in ms before state's ms */
	pg_atomic_uint32 backends;	/* backends attached to this number now */
	pg_atomic_uint32 sequence_waits;	/* calls that waited for a new ms */
	pg_atomic_uint32 clock_waits;	/* calls that waited out a step back */
	pg_atomic_uint32 clock_refusals;	/* calls refused for a step back */
} SfidWorkerSlot;

typedef union SfidPaddedWorkerSlot
{
	SfidWorkerSlot slot;
	char		pad[PG_CACHE_LINE_SIZE];
} SfidPaddedWorkerSlot;

/* GUC values, read by the generator glue */
extern int	sfid_worker_min;
extern int	sfid_worker_max;

extern void sfid_workers_define_gucs(void);
extern void sfid_workers_install_hooks(void);
extern bool sfid_workers_available(void);
extern SfidWorkerSlot *sfid_worker_slot(int worker);
extern int	sfid_my_worker(void);

#endif							/* SFID_WORKERS_H */
