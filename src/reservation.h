/*-------------------------------------------------------------------------
 *
 * reservation.h
 *		The durable reservation horizon R: no Snowflake id is issued at a
 *		millisecond above R, and R is on disk (and in WAL, and with
 *		synchronous replication on the standby) before any id under it is
 *		returned.
 *
 * What the id path (snowflake.c), the reserver, the monitoring views and
 * _PG_init use; reservation.c says how, and src/README why.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_RESERVATION_H
#define SFID_RESERVATION_H

#include "postgres.h"

#include "reservation_state.h"

/* shmem_startup_hook: the state, loaded from the file */
extern void sfid_reservation_shmem_init(void);

/*
 * Make R >= needed_ms durable, confirmed and published; false (having
 * reported at elevel) when it must not.
 */
extern bool sfid_reservation_extend(int64 needed_ms, int elevel);

/* An id at now_ms is above R: extend R or raise; returns the published R. */
extern int64 sfid_reservation_extend_for_id(int64 now_ms);

/*
 * Step 3: wait for the synchronous standbys to flush lsn (if valid), counted in
 * sfid_standby_waiting(); a call cancelled meanwhile counts as a refusal
 * (57014) when refusal is true.
 */
extern void sfid_reservation_wait_for_standbys(XLogRecPtr lsn, bool refusal);

/*
 * Step 4 for the fence and the restore, which do not count as reservations:
 * publish R, under the lock, never above the durable R (a reset since their
 * locked steps lowered it).
 */
extern void sfid_reservation_publish_durable(int64 horizon_ms);

/* From now on, every id of this server is at a millisecond above ms. */
extern void sfid_reservation_fence(int64 ms);

/* While no reservation is made: let the forward guard follow the clock. */
extern void sfid_reservation_follow_clock(void);

#endif							/* SFID_RESERVATION_H */
