/*-------------------------------------------------------------------------
 *
 * reservation_admin.c
 *		What an operator may do to the reservation horizon, as SQL functions
 *		for superusers on a primary: sfid_reset_horizon(),
 *		sfid_restore_reservation(), sfid_raise_floor() and
 *		sfid_accept_clock().
 *
 * Each goes through the same durable steps as an advance (the file, the
 * WAL record, the synchronous standbys: reservation.c), under the
 * reservation lock.  Only the reset can lower R, and only the reset and
 * the restore set the floor, so both run only before any id is issued
 * after a start; the restore, the raised floor and the acceptance of the
 * clock only raise R or move the clock reference, and cannot cause
 * repeats.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include <sys/stat.h>

#include "fmgr.h"
#include "miscadmin.h"
#include "storage/lwlock.h"
#include "tcop/utility.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"

#include "clock.h"
#include "guards.h"
#include "layout.h"
#include "report.h"
#include "query.h"
#include "reservation.h"
#include "reservation_file.h"
#include "reservation_state.h"
#include "reservation_wal.h"
#include "workers.h"

PG_FUNCTION_INFO_V1(sfid_reset_horizon);
PG_FUNCTION_INFO_V1(sfid_accept_clock);
PG_FUNCTION_INFO_V1(sfid_restore_reservation);
PG_FUNCTION_INFO_V1(sfid_raise_floor);

static void
sfid_require_primary_superuser(const char *fname)
{
	sfid_guards_require_superuser(fname);
	sfid_guards_require_preload(fname);
	PreventCommandDuringRecovery(fname);
	/* a write of the file that fails here refuses the operator, no id */
	sfid_refusals_for_ids = false;
}

/*
 * sfid_reset_horizon() and sfid_restore_reservation() set R outright, down
 * or up, and the floor with it.  They run only while no Snowflake id can
 * have been issued since the server started: no reservation was made since
 * (at startup the published R is the floor, and an id needs a millisecond
 * above the floor and at most R, so every id since a start follows a
 * reservation).  Then no id is in flight under the old state and nothing is
 * left over to forget; snowflake_next() reads the floor and R consistently
 * (snowflake.c), so that no backend pairs an old one with a new one.  Takes
 * the lock and returns holding it, or raises.
 */
static void
sfid_lock_before_any_id(const char *fname)
{
	sfid_reservation_state_lock();
	if (sfid_reservation->reserved_since_start || sfid_workers_last_issued_ms() >= 0)
	{
		LWLockRelease(sfid_reservation->lock);
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("%s is only allowed before any Snowflake id is issued after a server start", fname),
				 errdetail("Reservations have been made since this server started; ids issued under them could be issued again."),
				 errhint("Restart the server (for sfid_reset_horizon(), on an unused worker range) and run %s before issuing ids.", fname)));
	}

	/*
	 * Neither function changes the layout of ids already issued: a server
	 * whose ids were issued in another layout than its settings' keeps
	 * refusing until the settings are put back.
	 */
	if (sfid_reservation->trouble == SFID_HORIZON_LAYOUT_MISMATCH)
	{
		SfidLayout	recorded = sfid_reservation->layout;

		LWLockRelease(sfid_reservation->lock);
		sfid_layout_report_mismatch(&recorded, ERROR);
	}
}

/*
 * sfid_reset_horizon(): forget R and start again from the clock.  Ids
 * issued before at later milliseconds under the same worker numbers could
 * then be issued again: use it only together with a move to an unused
 * worker range (see README), which needs a restart anyway.  The RESET
 * record names the range, so that a standby on another range (the old
 * one) keeps its R when it replays it.
 *
 * A floor raised by sfid_raise_floor() or a conversion's fence is kept,
 * since the start (the fence atomic) or before it (the durable floor, in
 * the file and the WAL): the reset starts from the later of the clock and
 * it.  A fence raises both under the lock that the reset holds, so a reset
 * that runs while a fence is under way sees either nothing of it (the
 * fence then raises the floor after the reset, and its durable floor is
 * in the file the reset writes) or all of it.
 * Such a floor is no reservation of this range's (so the reset is still
 * allowed), but a promise about every id, whatever its worker number: the
 * keys of a converted table, or a restored server's lost ids, are below
 * it.  A new worker range does not keep new ids off them, so lowering it
 * could repeat them; keeping it only makes ids wait for the clock.  The
 * fence atomic follows: it stays at the kept floor, or is cleared when the
 * clock is past it (the new floor is then the reset's, not a fence's).
 */
Datum
sfid_reset_horizon(PG_FUNCTION_ARGS)
{
	SfidReservationShared *r;
	int64		wall_ms;
	int64		boot_ms;
	int64		fence_ms;
	int64		new_ms;
	XLogRecPtr	lsn;

	sfid_require_primary_superuser("sfid_reset_horizon()");
	r = sfid_reservation;

	sfid_lock_before_any_id("sfid_reset_horizon()");
	wall_ms = sfid_clock_real_ms();
	boot_ms = sfid_clock_boot_ms();
	/* a fence since the start, or one before it that the file or WAL kept */
	fence_ms = Max((int64) pg_atomic_read_u64(&r->fence), r->durable_floor);
	new_ms = Max(wall_ms, fence_ms);
	sfid_file_skip_backoff();
	if (!sfid_file_write_horizon_ref(new_ms, wall_ms, boot_ms, ERROR))
		pg_unreachable();
	lsn = sfid_wal_log_reset(new_ms);
	r->durable_horizon = new_ms;
	r->durable_lsn = lsn;
	sfid_forward_guard_reset(&r->guard, wall_ms, boot_ms, sfid_max_clock_forward);
	sfid_file_horizon_known();
	pg_atomic_write_u64(&r->fence, (uint64) (fence_ms > wall_ms ? fence_ms : SFID_NO_HORIZON));
	sfid_reservation_state_publish_outright(new_ms);
	LWLockRelease(r->lock);

	/* done here; a cancelled wait reports an error, but the reset stands */
	sfid_reservation_wait_for_standbys(lsn, false);

	if (new_ms > wall_ms)
		ereport(WARNING,
				(errmsg("sfid reservation horizon reset to the raised floor, after the current clock"),
				 errdetail("Worker numbers %d to %d start again after %s, where sfid_raise_floor() or a conversion's fence put the floor; ids wait, or are refused, until the clock passes it.",
						   sfid_worker_min, sfid_worker_max,
						   timestamptz_to_str(sfid_query_ms_to_timestamptz(new_ms)))));
	else
		ereport(WARNING,
				(errmsg("sfid reservation horizon reset to the current clock"),
				 errdetail("Worker numbers %d to %d start again from now.", sfid_worker_min, sfid_worker_max)));
	PG_RETURN_TIMESTAMPTZ(sfid_query_ms_to_timestamptz(new_ms));
}

/*
 * sfid_restore_reservation(path): take R from a copy of a reservation file
 * (or the one in the data directory named): after pg_upgrade, the old
 * server's; after corruption, a backup.  R only rises, so this cannot cause
 * repeats; ids wait or are refused until the clock passes the restored R.
 */
Datum
sfid_restore_reservation(PG_FUNCTION_ARGS)
{
	char	   *path = text_to_cstring(PG_GETARG_TEXT_PP(0));
	SfidReservationShared *r;
	SfidStateFile contents;
	SfidStateFileCheck check;
	int			open_errno;
	struct stat st;
	int64		new_horizon;
	XLogRecPtr	lsn;

	sfid_require_primary_superuser("sfid_restore_reservation()");
	r = sfid_reservation;

	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		path = psprintf("%s/%s", path, SFID_RESERVATION_FILE);
	check = sfid_file_read(path, &contents, &open_errno);
	if (open_errno != 0)
	{
		errno = open_errno;
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not read sfid reservation file \"%s\": %m", path)));
	}
	if (check != SFID_STATEFILE_OK)
		ereport(ERROR,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("\"%s\" is not a valid sfid reservation file (%s)",
						path, sfid_statefile_problem(check))));
	{
		SfidLayout	file_layout = sfid_layout_make(contents.epoch_unix_ms,
												   contents.worker_bits, contents.seq_bits);

		if (!sfid_layout_equal(&file_layout, &sfid_layout))
		{
			char		theirs[SFID_LAYOUT_TEXT_SIZE];
			char		ours[SFID_LAYOUT_TEXT_SIZE];

			ereport(ERROR,
					(errcode(ERRCODE_SFID_LAYOUT_MISMATCH),
					 errmsg("the ids of \"%s\" were issued in another layout", path),
					 errdetail("Its ids were issued in the layout %s; this server's settings give %s.",
							   sfid_layout_text(&file_layout, theirs),
							   sfid_layout_text(&sfid_layout, ours)),
					 errhint("Restore it on a server whose sfid.epoch, sfid.worker_bits and sfid.sequence_bits give its layout.")));
		}
	}

	sfid_lock_before_any_id("sfid_restore_reservation()");
	new_horizon = r->trouble == SFID_HORIZON_KNOWN ?
		Max(r->durable_horizon, contents.horizon_ms) : contents.horizon_ms;
	/* nor below the floor: redo that could not write the file raised only it */
	new_horizon = Max(new_horizon, (int64) pg_atomic_read_u64(&r->floor));
	/* a copy with no horizon yet (a first start's): the epoch, a real R */
	new_horizon = Max(new_horizon, 0);
	/* the copy's durable floor too, which a later reset keeps */
	sfid_file_skip_backoff();
	if (!sfid_file_write_floor(new_horizon, Max(r->durable_floor, contents.floor_ms),
							   r->guard.ref_wall_ms, r->guard.ref_boot_ms, ERROR))
		pg_unreachable();
	lsn = sfid_wal_log_horizon(XLOG_SFID_ADVANCE, new_horizon);
	r->durable_horizon = new_horizon;
	r->durable_lsn = lsn;
	sfid_file_horizon_known();

	/*
	 * Every worker number resumes above it.  The floor is raised now, R only
	 * once the standbys have the record: a reader may pair the new floor
	 * with the old R, which only makes it reserve.
	 */
	sfid_reservation_state_raise(&r->floor, new_horizon);
	LWLockRelease(r->lock);
	sfid_reservation_wait_for_standbys(lsn, false);
	sfid_reservation_publish_durable(new_horizon);

	ereport(LOG,
			(errmsg("sfid: reservation restored from \"%s\" by %s: ids resume after %s",
					path, GetUserNameFromId(GetUserId(), false),
					timestamptz_to_str(sfid_query_ms_to_timestamptz(new_horizon)))));
	PG_RETURN_TIMESTAMPTZ(sfid_query_ms_to_timestamptz(new_horizon));
}

/*
 * sfid_raise_floor(ts): every id from now on is after ts, on every worker
 * number.  For a server that knows less than the ids issued before it: one
 * restored from a backup or to a point in time, after its primary was lost
 * with WAL never archived; the operator names a time no id of the old
 * server can be after (when it was lost, by a right clock).  It is the
 * fence of a conversion (sfid_reservation_fence(): R made durable at ts,
 * then the floor raised to it), so it only raises and may run at any time;
 * while the clock is behind ts, ids wait or are refused (SF001) as after a
 * step back.  A ts more than SFID_RAISE_FLOOR_MAX_AHEAD_MS after this
 * server's clock is refused: a restored server's clock may be behind by
 * seconds or hours, but a mistyped year would refuse every id for years,
 * durably, on the standbys too.
 */
#define SFID_RAISE_FLOOR_MAX_AHEAD_MS	(INT64CONST(1000) * 60 * 60 * 24)

Datum
sfid_raise_floor(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(0);
	int64		ms;
	int64		floor_ms;

	sfid_require_primary_superuser("sfid_raise_floor()");
	ms = sfid_query_timestamptz_to_ms(ts);
	if (ms > sfid_clock_real_ms() + SFID_RAISE_FLOOR_MAX_AHEAD_MS)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("sfid_raise_floor(): \"%s\" is more than a day after this server's clock",
						timestamptz_to_str(ts)),
				 errdetail("Every id would be refused until then."),
				 errhint("Name the time the old server was lost, by a right clock; nothing was changed.")));
	sfid_reservation_fence(ms);
	floor_ms = (int64) pg_atomic_read_u64(&sfid_reservation->floor);

	ereport(LOG,
			(errmsg("sfid: floor raised to %s by %s: ids resume after %s",
					timestamptz_to_str(ts), GetUserNameFromId(GetUserId(), false),
					timestamptz_to_str(sfid_query_ms_to_timestamptz(floor_ms)))));
	PG_RETURN_TIMESTAMPTZ(sfid_query_ms_to_timestamptz(floor_ms));
}

/*
 * sfid_accept_clock(): take the current clock as right after a forward
 * jump was refused.  R still only moves up, so this cannot cause repeats.
 */
Datum
sfid_accept_clock(PG_FUNCTION_ARGS)
{
	SfidReservationShared *r;
	int64		wall_ms;
	int64		boot_ms;
	int64		skew_ms;

	sfid_require_primary_superuser("sfid_accept_clock()");
	r = sfid_reservation;

	sfid_reservation_state_lock();
	/* the reference is counted from the recorded layout's epoch */
	wall_ms = sfid_clock_real_ms() + sfid_layout.epoch_unix_ms - r->layout.epoch_unix_ms;
	boot_ms = sfid_clock_boot_ms();
	skew_ms = sfid_forward_guard_skew(&r->guard, wall_ms, boot_ms);
	/* keep the new reference across a restart too */
	if (r->durable_horizon != SFID_NO_HORIZON && r->trouble == SFID_HORIZON_KNOWN)
	{
		sfid_file_skip_backoff();
		if (!sfid_file_write_horizon_ref(r->durable_horizon, wall_ms, boot_ms, ERROR))
			pg_unreachable();
	}
	sfid_forward_guard_reset(&r->guard, wall_ms, boot_ms, sfid_max_clock_forward);
	LWLockRelease(r->lock);

	ereport(LOG,
			(errmsg("sfid: clock accepted by %s; it was %lld ms ahead of the reference",
					GetUserNameFromId(GetUserId(), false), (long long) skew_ms)));
	PG_RETURN_INT64(skew_ms);
}
