/*-------------------------------------------------------------------------
 *
 * backfill.c
 *		snowflake_at(ts): Snowflake ids for a past time, on the backfill
 *		worker numbers, as unique as live ids.
 *
 * A session takes a backfill number when it first needs one: among the
 * numbers that can issue at ts itself (they resume below it), one that no
 * session holds, the one that has reached furthest below ts (so that
 * numbers with less behind them stay free for earlier times).  It keeps it
 * while its input moves forward, and takes another when ts falls further
 * behind the number than a clamp may cover (generator.c); with none left,
 * SF004.  Numbers are shared, by compare-and-swap on the same state as
 * live numbers (workers.c), when sessions outnumber them.
 *
 * The id path is snowflake_next()'s: atomic reads of the number's state,
 * its floor and its mark, the pure decision, one compare-and-swap.  A mark
 * is made durable (the file, WAL, the synchronous standbys; src/README,
 * "Backfill numbers") only when an id passes the published one, reserved
 * ahead by the span covered, so that a pass needs few of them.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "fmgr.h"
#include "miscadmin.h"
#include "storage/ipc.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"

#include "backfill_state.h"
#include "clock.h"
#include "guards.h"
#include "layout.h"
#include "query.h"
#include "report.h"
#include "reservation.h"
#include "reservation_state.h"
#include "reservation_wal.h"
#include "workers.h"

/* The least a mark leads the id that needed it. */
#define SFID_BACKFILL_MIN_LEAD_MS	1000
/* How far past ts an id may run (4096 ids in one ms, ts a little back). */
#define SFID_BACKFILL_MAX_LEAD_MS	1000

/* This session's backfill number, or -1. */
static int	my_backfill = -1;
static bool detach_registered = false;

PG_FUNCTION_INFO_V1(snowflake_at);

static void
sfid_backfill_detach(void)
{
	if (my_backfill >= 0)
		pg_atomic_fetch_sub_u32(&sfid_workers_slot(my_backfill)->backends, 1);
	my_backfill = -1;
}

static void
sfid_backfill_detach_at_exit(int code, Datum arg)
{
	sfid_backfill_detach();
}

static SfidState
sfid_backfill_resume_of(int worker)
{
	return sfid_backfill_resume(pg_atomic_read_u64(&sfid_workers_slot(worker)->state),
								sfid_backfill_state_read(&sfid_backfill->numbers[worker].floor));
}

/* A number that can issue at ts_ms itself, or -1 (see the header). */
static int
sfid_backfill_choose(int64 ts_ms)
{
	int			best = -1;
	bool		best_free = false;
	SfidState	best_resume = SFID_STATE_NONE;

	for (int w = sfid_backfill_worker_min; w <= sfid_backfill_worker_max; w++)
	{
		SfidState	resume = sfid_backfill_resume_of(w);
		bool		is_free = pg_atomic_read_u32(&sfid_workers_slot(w)->backends) == 0;

		if (!sfid_backfill_fits(resume, ts_ms))
			continue;
		/* free first; then the furthest along; ties: the lowest number */
		if (best < 0 || (is_free && !best_free) ||
			(is_free == best_free && resume != SFID_STATE_NONE &&
			 (best_resume == SFID_STATE_NONE || resume > best_resume)))
		{
			best = w;
			best_free = is_free;
			best_resume = resume;
		}
	}
	return best;
}

static void
sfid_backfill_attach(int worker)
{
	if (!detach_registered)
	{
		before_shmem_exit(sfid_backfill_detach_at_exit, (Datum) 0);
		detach_registered = true;
	}
	pg_atomic_fetch_add_u32(&sfid_workers_slot(worker)->backends, 1);
	my_backfill = worker;
}

/*
 * The protocol's steps for a backfill mark (src/README): under the
 * reservation lock, 1. the file, 2. the WAL record, flushed; then 3. the
 * synchronous standbys, 4. publish.  Raises when it cannot.
 */
static void
sfid_backfill_reserve(int worker, int64 need_ms)
{
	SfidBackfillNumber *n = &sfid_backfill->numbers[worker];
	XLogRecPtr	lsn;
	int64		mark;

	sfid_reservation_state_lock();
	if (n->durable < need_ms)
	{
		int64		cap = sfid_clock_real_ms() + sfid_reserve_ahead;
		int64		old = n->durable;
		int			err;

		if (n->run_start < 0)
			n->run_start = need_ms;
		n->durable = sfid_backfill_mark_for(need_ms, n->run_start,
											SFID_BACKFILL_MIN_LEAD_MS, cap);
		/* 1. the file */
		if ((err = sfid_backfill_state_write()) != 0)
		{
			n->durable = old;
			LWLockRelease(sfid_reservation->lock);
			errno = err;
			ereport(ERROR,
					(errcode(ERRCODE_IO_ERROR),
					 errmsg("could not write sfid backfill file \"%s\": %m",
							SFID_BACKFILL_STATE_FILE),
					 errdetail("Backfill ids are not issued beyond a mark that is not on disk.")));
		}
		/* 2. the WAL record, flushed */
		n->lsn = sfid_wal_log_backfill(worker, n->durable);
	}
	mark = n->durable;
	lsn = n->lsn;
	LWLockRelease(sfid_reservation->lock);
	/* 3. the synchronous standbys */
	sfid_reservation_wait_for_standbys(lsn, true);
	/* 4. publish */
	sfid_reservation_state_raise(&n->mark, mark);
}

static void
sfid_backfill_check_usable(void)
{
	SfidBackfillTrouble trouble;

	if (!sfid_backfill_enabled())
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("snowflake_at() needs a backfill range of worker numbers"),
				 errdetail("sfid.backfill_worker_min and sfid.backfill_worker_max are not set."),
				 errhint("Set them to worker numbers outside sfid.worker_min .. sfid.worker_max (for instance 1016 and 1023, with sfid.worker_max = 1015) and restart the server.")));
	trouble = sfid_backfill->trouble;
	if (trouble == SFID_BACKFILL_CORRUPT)
		ereport(ERROR,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("sfid backfill file \"%s\" could not be read: %s",
						SFID_BACKFILL_STATE_FILE, sfid_backfill->trouble_detail),
				 errdetail("Without it, backfill ids could repeat ids made before."),
				 errhint("Restore the file from a backup taken after the last backfill, and restart the server.")));
	if (trouble == SFID_BACKFILL_AFTER_UPGRADE)
		ereport(ERROR,
				(errcode(ERRCODE_SFID_HORIZON_UNKNOWN),
				 errmsg("backfill marks are not known after pg_upgrade"),
				 errdetail("pg_upgrade made this data directory; the old server's \"%s\" was not carried over.",
						   SFID_BACKFILL_STATE_FILE),
				 errhint("Stop the server, copy the old data directory's \"%s\" over this one's (or, if the old one has none, remove this one's), and start it.",
						 SFID_BACKFILL_STATE_FILE)));
}

Datum
snowflake_at(PG_FUNCTION_ARGS)
{
	TimestampTz ts = PG_GETARG_TIMESTAMPTZ(0);
	SfidBackfillInput in;
	int64		now_ms;

	sfid_guards_require_preload("snowflake_at()");
	PreventCommandDuringRecovery("snowflake_at()");
	sfid_backfill_check_usable();

	in.ts_ms = sfid_query_timestamptz_to_ms(ts);	/* 22008 outside */
	now_ms = sfid_clock_now_ns() / 1000000 - sfid_layout.epoch_unix_ms;
	if (in.ts_ms > now_ms + sfid_reserve_ahead)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("timestamp is in the future: \"%s\"", timestamptz_to_str(ts)),
				 errdetail("snowflake_at() makes ids for past times; it accepts times up to sfid.reserve_ahead (%d ms) past the clock.",
						   sfid_reserve_ahead),
				 errhint("Use snowflake_next() for rows made now.")));
	in.max_lead_ms = SFID_BACKFILL_MAX_LEAD_MS;
	in.max_seq = sfid_layout.max_seq;
	in.max_ms = sfid_layout.max_ms;

	for (;;)
	{
		SfidWorkerSlot *slot;
		SfidBackfillNumber *n;
		SfidBackfillOutcome out;
		SfidState	last;

		if (my_backfill < 0)
		{
			int			worker = sfid_backfill_choose(in.ts_ms);

			if (worker < 0)
				ereport(ERROR,
						(errcode(ERRCODE_SFID_BACKFILL_BEHIND),
						 errmsg("no backfill worker number can issue ids at %s", timestamptz_to_str(ts)),
						 errdetail("Each of the backfill numbers %d to %d has issued, or reserved after a crash, ids at or after that time, and a number only moves forward.",
								   sfid_backfill_worker_min, sfid_backfill_worker_max),
						 errhint("Feed the rows in order of time (ORDER BY the timestamp), or widen sfid.backfill_worker_min .. sfid.backfill_worker_max and restart the server.")));
			sfid_backfill_attach(worker);
		}
		slot = sfid_workers_slot(my_backfill);
		n = &sfid_backfill->numbers[my_backfill];

		last = pg_atomic_read_u64(&slot->state);
		in.floor_ms = sfid_backfill_state_read(&n->floor);
		in.mark_ms = sfid_backfill_state_read(&n->mark);
		out = sfid_backfill_decide(last, &in);

		switch (out.decision)
		{
			case SFID_BACKFILL_ISSUE:
				if (!pg_atomic_compare_exchange_u64(&slot->state, &last, out.next))
					continue;	/* another session on this number won */
				if (last != SFID_STATE_NONE && sfid_state_ms(out.next) != sfid_state_ms(last))
					pg_atomic_fetch_add_u64(&slot->ids_before, sfid_state_ids_in_ms(last));
				PG_RETURN_INT64(sfid_snowflake_pack(&sfid_layout, out.next, my_backfill));

			case SFID_BACKFILL_NEED_MARK:
				CHECK_FOR_INTERRUPTS();
				sfid_backfill_reserve(my_backfill, sfid_state_ms(out.next));
				continue;

			case SFID_BACKFILL_SWITCH:
				sfid_backfill_detach();
				continue;

			case SFID_BACKFILL_OUT_OF_RANGE:
				sfid_layout_report_out_of_range(&sfid_layout,
												psprintf("timestamp out of range for Snowflake ids: \"%s\"",
														 timestamptz_to_str(ts)));
		}
	}
}
