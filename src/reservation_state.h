/*-------------------------------------------------------------------------
 *
 * reservation_state.h
 *		The reservation horizon R in shared memory, and its settings.
 *
 * What every part of the reservation shares (reservation.c, the protocol;
 * reservation_file.c, reservation_wal.c, reservation_admin.c, reserver.c)
 * and what the id path reads.  The locking rules are stated once, at the
 * top of reservation_state.c, which owns this memory.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_RESERVATION_STATE_H
#define SFID_RESERVATION_STATE_H

#include "postgres.h"

#include "access/xlogdefs.h"
#include "port/atomics.h"
#include "storage/lwlock.h"

#include "generator.h"

/* "No horizon": nothing reserved yet (fresh start) or R is not known. */
#define SFID_NO_HORIZON			INT64CONST(-1)

/* Why R is not known, so that no Snowflake id may be issued until an
 * operator acts. */
typedef enum SfidHorizonTrouble
{
	SFID_HORIZON_KNOWN,			/* R is known, or this is a fresh start */
	SFID_HORIZON_CORRUPT,		/* the file could not be read: XX001 */
	SFID_HORIZON_AFTER_UPGRADE, /* pg_upgrade left no file: SF003 */
	SFID_HORIZON_LAYOUT_MISMATCH	/* R is known, but the ids were issued in
									 * another layout than the settings': SF005 */
} SfidHorizonTrouble;

/* Calls refused for want of a reservation, counted by SQLSTATE for
 * sfid_refusals() (SF001, the clock behind, is counted per worker number
 * in workers.c). */
typedef enum SfidRefusal
{
	SFID_REFUSED_CLOCK_AHEAD,	/* SF002 */
	SFID_REFUSED_AFTER_UPGRADE, /* SF003 */
	SFID_REFUSED_CORRUPT,		/* XX001 */
	SFID_REFUSED_UNWRITABLE,	/* 58030 */
	SFID_REFUSED_STANDBY_WAIT,	/* 57014: cancelled waiting for the standbys */
	SFID_REFUSED_LAYOUT,		/* SF005: issued in another layout */
	SFID_REFUSAL_KINDS
} SfidRefusal;

typedef struct SfidReservationShared
{
	/* read on the id path, lock-free */
	pg_atomic_uint64 horizon;	/* published R, an int64 ms */
	pg_atomic_uint64 floor;		/* ids resume strictly above this ms */
	pg_atomic_uint64 fence;		/* highest ms fenced since startup, or -1 */
	/* refusals since the start, by SfidRefusal; atomic, no lock */
	pg_atomic_uint64 refusals[SFID_REFUSAL_KINDS];
	/* processes now waiting for the standbys to confirm an R; atomic */
	pg_atomic_uint32 standby_waiting;
	/* everything below is protected by lock */
	LWLock	   *lock;
	int64		durable_horizon;	/* highest R in the file */
	int64		durable_floor;	/* highest floor a fence asked for, in the
								 * file and WAL; -1: none */
	XLogRecPtr	durable_lsn;	/* WAL record of that R */
	bool		reserved_since_start;	/* R was advanced since startup */
	SfidHorizonTrouble trouble;
	char		trouble_detail[64];
	/*
	 * The layout this server's ids were issued in: the file's, or the
	 * primary's as WAL brings it, or, on a fresh start, the settings'.
	 * Written to the file with R; read without the lock by the decoders'
	 * check, since it changes only at startup and in redo.
	 */
	SfidLayout	layout;
	/* how far R may follow the clock forward (generator.h) */
	SfidForwardGuard guard;
	uint8		boot_id[16];	/* this boot of the machine */
	/* times of events, as sfid_clock_boot_ms() readings (0: never) */
	int64		forward_refusal_logged_ms;
	int64		slow_logged_ms; /* the last "reservation took" LOG */
	/* failed writes of the file, for backing off and for quiet logs */
	int			write_failures; /* in a row */
	int			write_failed_errno;
	int64		write_failed_ms;
	int64		write_failure_logged_ms;
	int			write_failures_unlogged;
} SfidReservationShared;

extern SfidReservationShared *sfid_reservation;

/* settings (reservation_state.c) */
extern int	sfid_reserve_ahead;
extern int	sfid_max_clock_forward;

/*
 * Whether an ERROR of the reservation now refuses an id (backend-local):
 * snowflake_next() sets it before it reserves; an operator's function and
 * a conversion's fence clear it before they write, for their failures
 * refuse no id.
 */
extern bool sfid_refusals_for_ids;

/*
 * Count a refusal reported at elevel: an ERROR that refuses an id; a lower
 * level is the reserver trying ahead, which refuses no one, and an
 * operator's function or a fence refuses no id.
 */
static inline void
sfid_count_refusal(SfidRefusal kind, int elevel)
{
	if (elevel >= ERROR && sfid_refusals_for_ids)
		pg_atomic_fetch_add_u64(&sfid_reservation->refusals[kind], 1);
}

extern void sfid_reservation_state_define_gucs(void);
extern void sfid_reservation_state_shmem_request(void);

/* Create the area; true when this call made it (it must then be loaded). */
extern bool sfid_reservation_state_shmem_create(void);

extern void sfid_reservation_state_raise(pg_atomic_uint64 *target, int64 value);
extern void sfid_reservation_state_publish_outright(int64 horizon_ms);
extern void sfid_reservation_state_lock(void);
extern void sfid_reservation_state_lock_mode(LWLockMode mode);

/* The published R: no id is issued at a millisecond above it. */
static inline int64
sfid_reservation_state_horizon(void)
{
	return (int64) pg_atomic_read_u64(&sfid_reservation->horizon);
}

/*
 * The state every worker number resumes from at least (strictly above the
 * floor), and the R to decide it against: R, the floor, then R again, until
 * both reads of R agree.  That rules out only one pairing: a floor written
 * after R (sfid_reservation_state_publish_outright(), for
 * sfid_reset_horizon() and its redo, which may lower both) with the R from
 * before.  The other pairings can
 * occur and are harmless: the reset's new R with the floor from before,
 * because a reset runs only before any id since the start; and a raised
 * floor with the R from before, because sfid_restore_reservation() and the
 * fence raise the floor before R (reservation_admin.c, reservation.c), and
 * a floor above R only makes the number reserve.  snowflake_next() reads
 * it for every id.
 */
static inline SfidState
sfid_reservation_state_floor(int64 *horizon_ms)
{
	for (;;)
	{
		int64		before = (int64) pg_atomic_read_u64(&sfid_reservation->horizon);
		int64		floor;

		pg_read_barrier();
		floor = (int64) pg_atomic_read_u64(&sfid_reservation->floor);
		pg_read_barrier();
		if ((int64) pg_atomic_read_u64(&sfid_reservation->horizon) == before)
		{
			*horizon_ms = before;
			return floor < 0 ? SFID_STATE_NONE : sfid_state_make(floor, SFID_STATE_FULL_SEQ);
		}
	}
}

/*
 * Is the floor (a state from sfid_reservation_state_floor()) where a fence
 * put it, rather than where startup, redo or an operator did?  A fence is
 * never ahead of the clock it was made under, so a clock behind it stepped
 * back; a recovered floor may lead a correct clock by sfid.reserve_ahead.
 * The fence is raised before the floor, so a reader may miss a fence for
 * the moment between the two: it then takes the floor for a recovered one.
 */
static inline bool
sfid_reservation_state_floor_is_fence(SfidState floor)
{
	return floor != SFID_STATE_NONE &&
		sfid_state_ms(floor) == (int64) pg_atomic_read_u64(&sfid_reservation->fence);
}

#endif							/* SFID_RESERVATION_STATE_H */
