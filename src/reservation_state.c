/*-------------------------------------------------------------------------
 *
 * reservation_state.c
 *		The reservation horizon R in shared memory, and its settings.
 *
 * One SfidReservationShared for the server, made at startup and filled
 * from the reservation file by reservation.c.  The protocol that moves R
 * is in src/README and reservation.c; this file owns the memory and states its rules.
 *
 * Locking:
 *	- horizon (the published R), floor (what every worker number resumes
 *	  above) and fence (the highest floor a fence asked for) are atomics,
 *	  read without a lock on the id path and only ever raised
 *	  (sfid_reservation_state_raise), except by
 *	  sfid_reservation_state_publish_outright(): sfid_reset_horizon() and
 *	  the redo of its record, which run only while no id can be issued.  Readers that need
 *	  both take them as one pair (sfid_reservation_state_floor()).
 *	- Everything else is protected by lock, an LWLock of sfid's own
 *	  tranche.  It is held while the file and the WAL record are written
 *	  (reservation.c, reservation_wal.c, reservation_admin.c), never while
 *	  waiting for a standby, never on the id path; a backend waiting for it
 *	  can be cancelled (sfid_reservation_state_lock()).
 *	- AddinShmemInitLock is held by sfid.c while the area is created.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "miscadmin.h"
#include "storage/shmem.h"
#include "utils/guc.h"
#include "utils/wait_event.h"

#include "clock.h"
#include "reservation_state.h"
#include "standby_wait.h"

#define SFID_LWLOCK_TRANCHE			"sfid"

int			sfid_reserve_ahead = 1000;
int			sfid_max_clock_forward = 10000;

SfidReservationShared *sfid_reservation = NULL;

bool		sfid_refusals_for_ids = false;

void
sfid_reservation_state_define_gucs(void)
{
	DefineCustomIntVariable("sfid.reserve_ahead",
							"How far ahead of the clock each durable reservation reaches.",
							"After a crash, ids resume above the last reservation, which leads the "
							"clock by up to this (or by the earlier value, if it was lowered since); "
							"a restart waits up to this long plus sfid.max_clock_wait and refuses "
							"ids beyond that.",
							&sfid_reserve_ahead,
							1000, 10, 3600000,
							PGC_SIGHUP, GUC_UNIT_MS,
							NULL, NULL, NULL);
	DefineCustomIntVariable("sfid.max_clock_forward",
							"Largest forward step of the clock that reservations follow.",
							"A larger jump, measured against time since boot, is refused until "
							"the clock comes back or a superuser runs sfid_accept_clock().",
							&sfid_max_clock_forward,
							10000, 100, 86400000,
							PGC_SIGHUP, GUC_UNIT_MS,
							NULL, NULL, NULL);
}

/* Called from shmem_request_hook. */
void
sfid_reservation_state_shmem_request(void)
{
	RequestAddinShmemSpace(MAXALIGN(sizeof(SfidReservationShared)));
	RequestNamedLWLockTranche(SFID_LWLOCK_TRANCHE, 1);
}

/*
 * Find or create the area (caller holds AddinShmemInitLock).  A new one
 * knows no R yet; forward jumps are measured from now until the file says
 * otherwise.  Returns true when this call created it.
 */
bool
sfid_reservation_state_shmem_create(void)
{
	bool		found;

	sfid_reservation = ShmemInitStruct("sfid reservation",
									   sizeof(SfidReservationShared), &found);
	if (found)
		return false;
	memset(sfid_reservation, 0, sizeof(*sfid_reservation));
	pg_atomic_init_u64(&sfid_reservation->horizon, (uint64) SFID_NO_HORIZON);
	pg_atomic_init_u64(&sfid_reservation->floor, (uint64) SFID_NO_HORIZON);
	pg_atomic_init_u64(&sfid_reservation->fence, (uint64) SFID_NO_HORIZON);
	for (int kind = 0; kind < SFID_REFUSAL_KINDS; kind++)
		pg_atomic_init_u64(&sfid_reservation->refusals[kind], 0);
	pg_atomic_init_u32(&sfid_reservation->standby_waiting, 0);
	sfid_reservation->lock = &(GetNamedLWLockTranche(SFID_LWLOCK_TRANCHE))->lock;
	sfid_reservation->durable_horizon = SFID_NO_HORIZON;
	sfid_reservation->durable_floor = SFID_NO_HORIZON;
	sfid_reservation->durable_lsn = InvalidXLogRecPtr;
	sfid_reservation->trouble = SFID_HORIZON_KNOWN;
	sfid_forward_guard_reset(&sfid_reservation->guard, sfid_clock_real_ms(),
							 sfid_clock_boot_ms(), sfid_max_clock_forward);
	return true;
}

/* Raise an atomic int64 to at least value. */
void
sfid_reservation_state_raise(pg_atomic_uint64 *target, int64 value)
{
	uint64		old = pg_atomic_read_u64(target);

	while ((int64) old < value &&
		   !pg_atomic_compare_exchange_u64(target, &old, (uint64) value))
		;
}

/*
 * Set R and the floor to horizon_ms, down or up (a reset, its redo); caller
 * holds the lock.  snowflake.c reads R, the floor and R again, and retries
 * unless both R reads agree, so it never pairs an old value with a new one.
 */
void
sfid_reservation_state_publish_outright(int64 horizon_ms)
{
	pg_atomic_write_u64(&sfid_reservation->horizon, (uint64) horizon_ms);
	pg_write_barrier();
	pg_atomic_write_u64(&sfid_reservation->floor, (uint64) horizon_ms);
}

/*
 * Take the lock; a backend waiting for it (another backend is writing
 * through a slow disk) can be cancelled.  The holder itself is in a file
 * or WAL write that no signal interrupts.
 */
void
sfid_reservation_state_lock(void)
{
	sfid_reservation_state_lock_mode(LW_EXCLUSIVE);
}

/* The same in either mode: sfid_status reads under a shared lock. */
void
sfid_reservation_state_lock_mode(LWLockMode mode)
{
	long		poll_ms = 1;

	while (!LWLockConditionalAcquire(sfid_reservation->lock, mode))
		sfid_standby_wait_poll(&poll_ms, 10, PG_WAIT_EXTENSION);
}
