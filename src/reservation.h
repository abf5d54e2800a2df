/*-------------------------------------------------------------------------
 *
 * reservation.h
 *		The durable reservation horizon R: no Snowflake id is issued at a
 *		millisecond above R, and R is on disk (and in WAL, and with
 *		synchronous replication on the standby) before any id under it is
 *		returned.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_RESERVATION_H
#define SFID_RESERVATION_H

#include "postgres.h"

#include "access/xlogdefs.h"
#include "datatype/timestamp.h"
#include "port/atomics.h"
#include "storage/lwlock.h"

#include "generator.h"

/* Fixed custom WAL resource manager id (see README: to be registered). */
#define SFID_RMGR_ID			187

/* Records: advance R to max(R, horizon); reset R to horizon. */
#define XLOG_SFID_ADVANCE		0x00
#define XLOG_SFID_RESET			0x10

typedef struct xl_sfid_horizon
{
	int64		horizon_ms;		/* ms since the sfid epoch */
} xl_sfid_horizon;

/* A reset (since 1.2) also names the worker range it was made for. */
typedef struct xl_sfid_reset
{
	int64		horizon_ms;
	int32		worker_min;
	int32		worker_max;
} xl_sfid_reset;

/* "No horizon": nothing reserved yet (fresh start) or R is not known. */
#define SFID_NO_HORIZON			INT64CONST(-1)

/* Why R is not known, so that no Snowflake id may be issued until an
 * operator acts. */
typedef enum SfidHorizonTrouble
{
	SFID_HORIZON_KNOWN,			/* R is known, or this is a fresh start */
	SFID_HORIZON_CORRUPT,		/* the file could not be read: XX001 */
	SFID_HORIZON_AFTER_UPGRADE	/* pg_upgrade left no file: SF003 */
} SfidHorizonTrouble;

typedef struct SfidReservationShared
{
	/* read on the id path, lock-free */
	pg_atomic_uint64 horizon;	/* published R, an int64 ms */
	pg_atomic_uint64 floor;		/* ids resume strictly above this ms */
	/* everything below is protected by lock */
	LWLock	   *lock;
	int64		durable_horizon;	/* highest R in the file */
	XLogRecPtr	durable_lsn;	/* WAL record of that R */
	bool		reserved_since_start;	/* R was advanced since startup */
	SfidHorizonTrouble trouble;
	char		trouble_detail[64];
	/* how far R may follow the clock forward (generator.h) */
	sfid_forward_guard guard;
	uint8		boot_id[16];	/* this boot of the machine */
	TimestampTz last_forward_refusal_log;
	TimestampTz slow_logged_at; /* the last "reservation took" LOG */
	/* failed writes of the file, for backing off and for quiet logs */
	int			write_failures; /* in a row */
	int			write_failed_errno;
	TimestampTz write_failed_at;
	TimestampTz write_failure_logged_at;
	int			write_failures_unlogged;
} SfidReservationShared;

extern SfidReservationShared *sfid_reservation;
extern int	sfid_reserve_ahead;

extern void sfid_reservation_define_gucs(void);
extern void sfid_reservation_register(void);
extern void sfid_reservation_shmem_request(void);
extern void sfid_reservation_shmem_init(void);
extern void sfid_reservation_note_pg_upgrade(void);

/* The id path: R, and the state a worker number with no state resumes from. */
static inline int64
sfid_reservation_horizon(void)
{
	return (int64) pg_atomic_read_u64(&sfid_reservation->horizon);
}

/*
 * The state a worker number with no state resumes from (strictly above the
 * floor), and the R to decide it against, read as one pair: R, the floor,
 * then R again, until both reads of R agree.  sfid_reset_horizon() and its
 * redo set both (R first), sfid_restore_reservation() raises the floor
 * before R; an old R with a new floor, or the reverse, could otherwise
 * allow an id that neither state allows.  Only the first id of a worker
 * number after a start comes this way.
 */
static inline sfid_state
sfid_reservation_floor_state(int64 *horizon_ms)
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
			return floor < 0 ? SFID_STATE_NONE : sfid_state_make(floor, SFID_MAX_SEQ);
		}
	}
}

extern int64 sfid_reservation_extend_for_id(int64 now_ms);
extern bool sfid_reservation_problem(char *buf, size_t size);

/* The background worker's periodic work; returns ms until the next tick. */
extern long sfid_reservation_tick(void);

#endif							/* SFID_RESERVATION_H */
