/*-------------------------------------------------------------------------
 *
 * reservation.c
 *		The durable reservation horizon R: the protocol that moves it.
 *
 * The protocol that moves R, the order of its durable steps and why that
 * order, is written once, in src/README ("The reservation protocol"); the
 * numbered comments in sfid_reservation_extend() are its steps.  This file
 * carries it out: sfid_reservation_extend() and its callers (the id path,
 * the reserver), the fence of a conversion, the reserver's following of
 * the clock while idle, the load of R at startup and the record of the last
 * issued millisecond at shutdown.  Each durable medium is a file of its
 * own: reservation_file.c, reservation_wal.c, standby_wait.c.
 *
 * Locking: see reservation_state.c.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "miscadmin.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"

#include "clock.h"
#include "query.h"
#include "report.h"
#include "reservation.h"
#include "reservation_file.h"
#include "reservation_wal.h"
#include "standby_wait.h"
#include "workers.h"

static void sfid_note_slow_reservation(int64 started_ms);
static void sfid_reservation_shutdown(int code, Datum arg);

/*
 * Steps 0 to 2, under the lock: make R >= needed_ms durable, and say which
 * R is durable and by which WAL record, for the caller to confirm and
 * publish.  With ahead (reservations for ids), a new R reaches
 * sfid.reserve_ahead beyond the clock and counts as a reservation since
 * the start; without (a fence), it is needed_ms itself, which lets no id
 * out by itself.  Returns false (having reported at elevel) when it must
 * not: R is not known, the file is unwritable, or the clock has jumped
 * further forward than sfid.max_clock_forward.  *started_ms is when a
 * write began (sfid_clock_boot_ms()), or -1.
 *
 * A fence (fence true) also makes needed_ms the durable floor, in the file
 * and in the WAL record, and raises the fence and the floor in shared
 * memory before it releases the lock: sfid_reset_horizon(), which keeps
 * both and runs under the lock, finds them, whenever it comes.
 */
static bool
sfid_reserve_durably(int64 needed_ms, bool ahead, bool fence, int elevel,
					 int64 *horizon_ms, XLogRecPtr *lsn, int64 *started_ms)
{
	SfidReservationShared *r = sfid_reservation;
	int64		wall_ms;
	int64		boot_ms;
	int64		skew_ms;
	int64		new_horizon;
	int64		old_floor;
	bool		new_floor;

	*started_ms = -1;
	/* R cannot go past the end of the layout; nor can any id */
	needed_ms = Min(needed_ms, SFID_MAX_MS);

	sfid_reservation_state_lock();
	wall_ms = sfid_clock_real_ms();
	boot_ms = sfid_clock_boot_ms();

	if (r->trouble != SFID_HORIZON_KNOWN)
	{
		SfidHorizonTrouble trouble = r->trouble;
		char		detail[sizeof(r->trouble_detail)];

		strlcpy(detail, r->trouble_detail, sizeof(detail));
		LWLockRelease(r->lock);
		sfid_file_report_trouble(trouble, detail, elevel);
		return false;
	}

	old_floor = r->durable_floor;
	new_floor = fence && old_floor < needed_ms;
	if (r->durable_horizon < needed_ms)
	{
		SfidForwardGuard guard = r->guard;

		if (!sfid_forward_guard_follow(&guard, wall_ms, boot_ms, sfid_max_clock_forward, &skew_ms))
		{
			bool		log_it = elevel >= ERROR ||
				sfid_clock_boot_ms_passed(r->forward_refusal_logged_ms,
										  SFID_LOG_INTERVAL_MS);
			int64		left_ms = guard.allowance_ms;

			r->guard = guard;	/* the refill */
			if (log_it && elevel < ERROR)
				r->forward_refusal_logged_ms = boot_ms;
			LWLockRelease(r->lock);
			sfid_count_refusal(SFID_REFUSED_CLOCK_AHEAD, elevel);
			if (log_it)
				ereport(elevel,
						(errcode(ERRCODE_SFID_CLOCK_AHEAD),
						 errmsg("clock jumped forward by %lld ms", (long long) skew_ms),
						 errdetail("sfid.max_clock_forward allows %d ms of forward steps (%lld ms now, refilling by 1 ms every 2 s); the reservation horizon does not follow further.",
								   sfid_max_clock_forward, (long long) left_ms),
						 errhint("If the clock is right now, a superuser can run SELECT sfid_accept_clock(); otherwise wait for it to be corrected.")));
			return false;
		}

		/* 1. the file: up to reserve_ahead beyond the clock, never down */
		*started_ms = boot_ms;
		new_horizon = ahead ?
			Max(r->durable_horizon,
				Min(Max(wall_ms + sfid_reserve_ahead, needed_ms), SFID_MAX_MS)) :
			needed_ms;
		if (!sfid_file_write_floor(new_horizon, new_floor ? needed_ms : old_floor,
								   guard.ref_wall_ms, guard.ref_boot_ms, elevel))
		{
			LWLockRelease(r->lock);
			return false;
		}
		r->guard = guard;
		/* 2. the WAL record, flushed */
		r->durable_lsn = sfid_wal_log_horizon(XLOG_SFID_ADVANCE, new_horizon);
		r->durable_horizon = new_horizon;
	}
	else if (new_floor)
	{
		/* R covers the fence already: the file and WAL get the floor alone */
		*started_ms = boot_ms;
		if (!sfid_file_write_floor(r->durable_horizon, needed_ms, r->guard.ref_wall_ms,
								   r->guard.ref_boot_ms, elevel))
		{
			LWLockRelease(r->lock);
			return false;
		}
		r->durable_lsn = sfid_wal_log_horizon(XLOG_SFID_ADVANCE, r->durable_horizon);
	}
	else if (XLogRecPtrIsInvalid(r->durable_lsn))
	{
		/*
		 * 2 alone: R is durable in the file but no WAL record of ours is
		 * known to carry it (it was loaded at startup: a crash may have
		 * fallen between steps 1 and 2).  Log it, so that the standbys
		 * have it before anything is let out under it (model/README: M10).
		 */
		r->durable_lsn = sfid_wal_log_horizon(XLOG_SFID_ADVANCE, r->durable_horizon);
	}
	/*
	 * Ids go out under this R, whether written now or earlier: the reset and
	 * the restore are refused from now on (reservation_admin.c), also when
	 * an id reuses an R that a fence in flight made durable.
	 */
	if (ahead)
		r->reserved_since_start = true;
	if (fence)
	{
		/* the fence first: a reader that sees the new floor knows it is one */
		sfid_reservation_state_raise(&r->fence, needed_ms);
		sfid_reservation_state_raise(&r->floor, needed_ms);
	}
	*horizon_ms = r->durable_horizon;
	*lsn = r->durable_lsn;
	LWLockRelease(r->lock);
	return true;
}

/*
 * Make R >= needed_ms durable, confirmed and published, for ids.  Returns
 * false (having reported at elevel) when it must not (sfid_reserve_durably).
 * An interrupted wait for the standbys raises.
 */
bool
sfid_reservation_extend(int64 needed_ms, int elevel)
{
	int64		new_horizon;
	XLogRecPtr	lsn;
	int64		started_ms;

	if (!sfid_reserve_durably(needed_ms, true, false, elevel, &new_horizon, &lsn, &started_ms))
		return false;

	/*
	 * 3. the synchronous standbys, outside the lock: after a failover the
	 * new primary must know every R that ids were issued under.  (This R
	 * may have been made by another backend; its wait is ours too.)
	 */
	sfid_reservation_wait_for_standbys(lsn, elevel >= ERROR);
	/* 4. publish; another backend may publish a later R meanwhile: R only rises */
	sfid_reservation_state_raise(&sfid_reservation->horizon, new_horizon);
	if (started_ms >= 0)
		sfid_note_slow_reservation(started_ms);
	return true;
}

/*
 * The end of a wait for the standbys, however it ended: an ERROR (a
 * cancel, a statement timeout) or a FATAL (a termination, a shutdown)
 * reaches here through PG_ENSURE_ERROR_CLEANUP, which is why the count of
 * waiting processes cannot leak.  arg: whether an interrupted wait refused
 * a call.
 */
static void
sfid_reservation_standby_wait_ended(int code, Datum arg)
{
	pg_atomic_fetch_sub_u32(&sfid_reservation->standby_waiting, 1);
	if (DatumGetBool(arg))
		sfid_count_refusal(SFID_REFUSED_STANDBY_WAIT, ERROR);
}

/*
 * Step 3 of the protocol, seen by monitors: while synchronous standbys do
 * not confirm, ids stall with no error, so the waiting processes are
 * counted (sfid_standby_waiting()), and a call given up by its
 * statement_timeout or a cancel is a refusal like any other.
 */
void
sfid_reservation_wait_for_standbys(XLogRecPtr lsn, bool refusal)
{
	/* no record to wait for, no standby, or confirmed already: no wait */
	if (XLogRecPtrIsInvalid(lsn) || sfid_standby_confirmed(lsn))
		return;
	PG_ENSURE_ERROR_CLEANUP(sfid_reservation_standby_wait_ended, BoolGetDatum(refusal));
	{
		/* first inside: the cleanup is registered, and nothing can fail before */
		pg_atomic_fetch_add_u32(&sfid_reservation->standby_waiting, 1);
		sfid_standby_wait_for_lsn(lsn);
	}
	PG_END_ENSURE_ERROR_CLEANUP(sfid_reservation_standby_wait_ended, BoolGetDatum(refusal));
	sfid_reservation_standby_wait_ended(0, BoolGetDatum(false));
}

/*
 * An id at now_ms is above R: extend R, or raise an error saying why not.
 * Returns the published R, which may already be behind the clock when the
 * write or the standby took longer than sfid.reserve_ahead (snowflake.c
 * then issues at R itself, so that ids keep coming).
 */
int64
sfid_reservation_extend_for_id(int64 now_ms)
{
	sfid_reservation_extend(now_ms, ERROR);
	return sfid_reservation_state_horizon();
}

/*
 * Make every id this server issues from now on lie at a millisecond above
 * ms: after any restart, and after a failover to a synchronous standby,
 * too.  ms may be ahead of the clock: snowflake_convert() fences only below
 * it, but sfid_raise_floor() accepts up to a day ahead (a restored
 * server's clock may be behind), and ids then wait or are refused with
 * SF001 until the clock passes it.  So R >= ms
 * is made durable like any advance (steps 1 to 3 of the protocol), and the floor,
 * which every worker number resumes strictly above (snowflake.c), is
 * raised to ms.  A clean shutdown records at least the floor, and redo
 * raises a standby's floor with R.  ms is also the durable floor, in the
 * file and the WAL record: sfid_reset_horizon() keeps it after a restart,
 * a crash or a promotion, as it keeps a fence made since the start.
 * snowflake_convert() fences this way above the keys it accepted, so that
 * no clock step back after it brings new ids below them.
 *
 * The new R is ms itself, not ms plus sfid.reserve_ahead: ids still need a
 * reservation of their own above it, so the fence is no reservation for
 * ids, and sfid_restore_reservation() and sfid_reset_horizon() stay
 * allowed until the first id.  For the same reason the floor is raised
 * before R is published: a reader pairing the new floor with the old R
 * only reserves, and no id comes out under the fence's R alone.
 */
void
sfid_reservation_fence(int64 ms)
{
	int64		new_horizon;
	XLogRecPtr	lsn;
	int64		started_ms;

	/* the durable steps, then the fence and the floor, under the lock */
	if (!sfid_reserve_durably(ms, false, true, ERROR, &new_horizon, &lsn, &started_ms))
		pg_unreachable();		/* reported at ERROR */
	sfid_reservation_wait_for_standbys(lsn, false);
	sfid_reservation_publish_durable(new_horizon);
}

/*
 * A fence or a restore counts as no reservation, so sfid_reset_horizon()
 * may run while it waits for the standbys, and lower the durable R below
 * the R it made durable.  Published then, that R would let ids out above
 * the durable R (crash recovery replays the reset's record, which sets R
 * outright): so the publish takes the lock that the reset holds, and
 * raises R no further than the durable R.  A reservation for ids needs no
 * such care: the reset is refused once one is made.
 */
void
sfid_reservation_publish_durable(int64 horizon_ms)
{
	sfid_reservation_state_lock();
	sfid_reservation_state_raise(&sfid_reservation->horizon,
								 Min(horizon_ms, sfid_reservation->durable_horizon));
	LWLockRelease(sfid_reservation->lock);
}

/*
 * The reserver's idle ticks: follow the clock as a reservation would,
 * without reserving.  Otherwise only reservations move the forward guard's
 * reference, and on a server that issues no id for days the small forward
 * steps of a slow clock that NTP steps now and then add up into one jump
 * that the first id is refused for.  When a step was spent, the file
 * records the new reference (with R unchanged) for a restart on this boot;
 * if it cannot, the guard stays as it was and the next tick tries again.
 *
 * A tick never writes an R below the floor: when the floor is above the
 * file's R (which redo, holding replay until the file has each R, should
 * never leave behind), the floor is written and WAL-logged as R, as a
 * reservation would, so that a crash, this server's standbys and its base
 * backups keep it.  The reserver starts when recovery ends, so its first
 * tick does this before the first id of a promoted standby needs to.
 */
void
sfid_reservation_follow_clock(void)
{
	SfidReservationShared *r = sfid_reservation;
	SfidForwardGuard guard;
	int64		skew_ms;
	int64		floor;
	bool		spent;

	if (!LWLockConditionalAcquire(r->lock, LW_EXCLUSIVE))
		return;					/* a reservation is under way: it follows */
	if (r->trouble != SFID_HORIZON_KNOWN)
	{
		LWLockRelease(r->lock);
		return;
	}
	guard = r->guard;
	floor = (int64) pg_atomic_read_u64(&r->floor);
	/* refused: only the refill changed; followed: beyond the noise, a step */
	spent = sfid_forward_guard_follow(&guard, sfid_clock_real_ms(), sfid_clock_boot_ms(),
									  sfid_max_clock_forward, &skew_ms) &&
		skew_ms > SFID_CLOCK_NOISE_MS;
	if (floor > r->durable_horizon)
	{
		if (sfid_file_write_horizon_ref(floor, r->guard.ref_wall_ms, r->guard.ref_boot_ms, LOG))
		{
			r->durable_lsn = sfid_wal_log_horizon(XLOG_SFID_ADVANCE, floor);
			r->durable_horizon = floor;
			ereport(LOG,
					(errmsg("sfid: recorded the recovered reservation horizon %lld in \"%s\" and in WAL",
							(long long) floor, SFID_RESERVATION_FILE)));
		}
		LWLockRelease(r->lock);
		return;					/* the guard follows at the next tick */
	}
	/* with no file yet, a restart has no reference to keep */
	if (!spent || r->durable_horizon == SFID_NO_HORIZON ||
		sfid_file_write_horizon_ref(r->durable_horizon, guard.ref_wall_ms, guard.ref_boot_ms, LOG))
		r->guard = guard;
	LWLockRelease(r->lock);
}

/*
 * A reservation that took longer than sfid.reserve_ahead leaves the clock
 * past R when R is published: say so, at most every 10 s (by whoever made
 * it: a backend or the reserver).
 */
static void
sfid_note_slow_reservation(int64 started_ms)
{
	int64		now_ms = sfid_clock_boot_ms();
	int64		ms = now_ms - started_ms;

	if (ms <= sfid_reserve_ahead ||
		!sfid_clock_boot_ms_passed(sfid_reservation->slow_logged_ms, SFID_LOG_INTERVAL_MS))
		return;
	sfid_reservation->slow_logged_ms = now_ms;	/* a race logs twice at worst */
	ereport(LOG,
			(errmsg("sfid: a reservation took %lld ms, longer than sfid.reserve_ahead (%d ms)",
					(long long) ms, sfid_reserve_ahead),
			 errdetail("Ids that need it are issued at the reserved millisecond, behind the clock, until the next reservation."),
			 errhint("A slow disk or synchronous standby: consider a larger sfid.reserve_ahead.")));
}

/*
 * Startup and shutdown
 */

/*
 * Called from shmem_startup_hook (AddinShmemInitLock held): the state in
 * shared memory, loaded from the file when this call made it; and, in the
 * postmaster, the record of the last issued millisecond at shutdown.
 */
void
sfid_reservation_shmem_init(void)
{
	if (sfid_reservation_state_shmem_create())
		sfid_file_load();
	if (!IsUnderPostmaster)
		on_shmem_exit(sfid_reservation_shutdown, (Datum) 0);
}

/*
 * Shutdown of the postmaster, once every other process has exited: smart,
 * fast and also immediate (the postmaster exits with code 0 after its
 * children end on SIGQUIT; PostgreSQL 15 to 19).  Shared memory then holds
 * every id returned, so record the true last millisecond issued instead of
 * R, and a normal restart does not wait (never below the floor); after an
 * immediate stop, crash
 * recovery at the next start replays the reservations since the last
 * checkpoint and raises R again.  After a crash (code != 0: a crash
 * restart's shmem_exit(1), restart_after_crash = off) shared memory is not
 * trusted and R stays.
 */
static void
sfid_reservation_shutdown(int code, Datum arg)
{
	int64		last_ms;
	int64		floor;
	char		when[SFID_UTC_TEXT_SIZE];

	if (code != 0 || sfid_reservation == NULL ||
		sfid_reservation->trouble != SFID_HORIZON_KNOWN)
		return;
	last_ms = sfid_workers_last_issued_ms();
	floor = (int64) pg_atomic_read_u64(&sfid_reservation->floor);

	/*
	 * The floor above the file's R would be an R that no restart replays
	 * again (redo holds replay until the file has each R, so this should
	 * not happen): record it rather than lose it.
	 */
	if (floor > sfid_reservation->durable_horizon)
	{
		sfid_file_skip_backoff();
		if (sfid_file_write_horizon(floor, LOG))
			ereport(LOG,
					(errmsg("sfid: recorded the replayed reservation horizon %lld (%s) in \"%s\" at shutdown",
							(long long) floor, sfid_query_ms_to_utc_text(floor, when),
							SFID_RESERVATION_FILE)));
		return;
	}
	last_ms = Max(last_ms, floor);
	if (last_ms < 0 || last_ms >= sfid_reservation->durable_horizon)
		return;
	sfid_file_skip_backoff();	/* one last try, whatever happened */
	if (sfid_file_write_horizon(last_ms, LOG))
		ereport(LOG,
				(errmsg("sfid: recorded last issued millisecond %lld (%s) in \"%s\" at shutdown",
						(long long) last_ms, sfid_query_ms_to_utc_text(last_ms, when),
						SFID_RESERVATION_FILE)));
}
