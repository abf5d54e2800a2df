/*-------------------------------------------------------------------------
 *
 * snowflake.c
 *		SQL functions for 64-bit Snowflake ids, and the clock policy settings.
 *
 * snowflake_next() reads the clock, asks the pure generator (generator.c)
 * what to do given its worker number's last state and the durable
 * reservation horizon, and installs the new state with one compare-and-swap.
 * The per-id path takes no lock, makes no system call beyond the clock read,
 * allocates nothing and only reads the horizon; extending it (reservation.c)
 * happens off that path, when an id outruns the reserver.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include <sched.h>

#include "fmgr.h"
#include "miscadmin.h"
#include "storage/latch.h"
#include "tcop/utility.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/timestamp.h"
#include "utils/wait_event.h"

#include "clock.h"
#include "extversion.h"
#include "generator.h"
#include "query.h"
#include "guards.h"
#include "layout.h"
#include "report.h"
#include "reservation.h"
#include "snowflake.h"
#include "workers.h"

#define SFID_MAX_CLOCK_WAIT_LIMIT	3600000 /* ms */
#define SFID_MAX_TEST_REWIND_MS		(INT64_C(100) * 366 * 24 * 3600 * 1000)

int			sfid_max_clock_wait = 1000;
int			sfid_on_clock_rewind = SFID_REWIND_REFUSE;

static const struct config_enum_entry sfid_rewind_options[] = {
	{"refuse", SFID_REWIND_REFUSE, false},
	{"clamp", SFID_REWIND_CLAMP, false},
	{NULL, 0, false}
};

int64_t		sfid_clock_rewind_ns = 0;

/* The horizon this backend found behind the clock right after reserving it. */
static int64 sfid_lagging_horizon = -1;
static double sfid_test_clock_rewind_ms = 0;

/* the last id snowflake_next() returned in this backend; -1 before the first */
static int64 sfid_last_id = -1;

PG_FUNCTION_INFO_V1(snowflake_next);
PG_FUNCTION_INFO_V1(sfid_test_clock_rewind);

void
sfid_snowflake_define_gucs(void)
{
	DefineCustomIntVariable("sfid.max_clock_wait",
							"Largest step back of the clock that snowflake_next() waits out.",
							"A larger step is refused with SQLSTATE SF001.",
							&sfid_max_clock_wait,
							1000, 0, SFID_MAX_CLOCK_WAIT_LIMIT,
							PGC_SUSET, GUC_UNIT_MS,
							NULL, NULL, NULL);
	DefineCustomEnumVariable("sfid.on_clock_rewind",
							 "What snowflake_next() does when the clock reads earlier than the last id.",
							 "refuse waits up to sfid.max_clock_wait, then raises SF001; "
							 "clamp keeps issuing under the last millisecond until its sequence is full.",
							 &sfid_on_clock_rewind,
							 SFID_REWIND_REFUSE, sfid_rewind_options,
							 PGC_SUSET, 0,
							 NULL, NULL, NULL);
}

/* The setting's name for a policy, as sfid_status shows it. */
const char *
sfid_snowflake_policy_name(int policy)
{
	for (const struct config_enum_entry *e = sfid_rewind_options; e->name; e++)
		if (e->val == policy)
			return e->name;
	return "unknown";
}

/*
 * Wait up to behind_ms for the clock.  The wait event says what for (on
 * PostgreSQL 17 and later; "Extension" before): SfidClockBehind, the clock
 * reads earlier than what this worker number last issued (a step back);
 * SfidRecoveredHorizon, the first id of a worker number since the start
 * waits for the clock to pass the reservation horizon recovered then.
 */
static void
sfid_wait_for_clock(int64 behind_ms, bool from_floor)
{
	static uint32 behind_event = 0;
	static uint32 recovered_event = 0;
	uint32		wait_event;
	int			rc;

	wait_event = from_floor ?
		sfid_wait_event(&recovered_event, "SfidRecoveredHorizon") :
		sfid_wait_event(&behind_event, "SfidClockBehind");
	rc = WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH,
				   (long) behind_ms, wait_event);
	if (rc & WL_LATCH_SET)
		ResetLatch(MyLatch);
}

/*
 * Refuse an id: the clock is behind the state the worker number resumes
 * from by more than the wait budget.  That state is what it last issued
 * (the clock stepped back), the floor that sfid_raise_floor() or a
 * conversion (above its table's keys) raised (fenced: a conversion's fence
 * was under the clock, so the clock stepped back too; sfid_raise_floor()'s
 * may lead the clock by up to a day), or, for a number with
 * nothing issued since startup, the floor recovered from the reservation.
 * The recovered floor may lead a correct clock: by up to the
 * sfid.reserve_ahead it was reserved with, which is more than today's if
 * the setting was lowered before a crash; so that refusal names the
 * horizon, not a clock step.  All keep SQLSTATE SF001: for a client, each
 * means "retry when the clock has caught up".  Refusals, like waits, are
 * counted per worker number (sfid_workers), except under the test hook;
 * clock steps are the reserver's to measure (sfid_status).
 */
static void
sfid_refuse(int worker, SfidState blocker, bool from_floor, bool fenced,
			int64 behind_ms, int64 budget_ms)
{
	const char *at = timestamptz_to_str(sfid_query_ms_to_timestamptz(sfid_state_ms(blocker)));

	if (!sfid_clock_held_by_test())
		pg_atomic_fetch_add_u32(&sfid_workers_slot(worker)->clock_refusals, 1);
	if (from_floor)
		ereport(ERROR,
				(errcode(ERRCODE_SFID_CLOCK_BEHIND),
				 errmsg("recovered reservation horizon leads the clock by %lld ms",
						(long long) behind_ms),
				 errdetail("Worker number %d resumes after the reservation horizon recovered at startup (or replayed as a standby, or restored), %s, so that no id issued before is issued again; the first ids after a start wait out at most %lld ms (sfid.max_clock_wait plus sfid.reserve_ahead).",
						   worker, at, (long long) budget_ms),
				 errhint("The horizon leads the clock by more than sfid.reserve_ahead (%d ms): it was reserved before the setting was lowered, or under a clock ahead of this one. Retry in %lld ms, when the clock has passed it.",
						 sfid_reserve_ahead, (long long) behind_ms)));
	ereport(ERROR,
			(errcode(ERRCODE_SFID_CLOCK_BEHIND),
			 errmsg("clock moved backwards by %lld ms", (long long) behind_ms),
			 fenced ?
			 errdetail("Worker number %d resumes after %s, the floor that sfid_raise_floor() raised, or that snowflake_convert() raised above the keys of a table it converted; sfid.max_clock_wait waits out steps of at most %lld ms.",
					   worker, at, (long long) budget_ms) :
			 errdetail("Worker number %d last issued an id at %s; sfid.max_clock_wait waits out steps of at most %lld ms.",
					   worker, at, (long long) budget_ms),
			 errhint("Retry when the clock has caught up.")));
}

Datum
snowflake_next(PG_FUNCTION_ARGS)
{
	SfidWorkerSlot *slot;
	int			worker;
	bool		waited_for_sequence = false;
	bool		waited_for_clock = false;

	sfid_guards_require_preload("snowflake_next()");
	PreventCommandDuringRecovery("snowflake_next()");
	if (unlikely(!sfid_extversion_checked))
		sfid_extversion_check();

	worker = sfid_workers_my_number();
	slot = sfid_workers_slot(worker);

	for (;;)
	{
		SfidClockInput in;
		SfidOutcome out;
		SfidState	last;
		SfidState	floor_state;
		SfidState	resume_from;
		bool		from_floor;
		bool		fenced;
		int64		id;

		in.now_ms = sfid_clock_now_ns() / 1000000 - sfid_layout.epoch_unix_ms;
		in.policy = (SfidRewindPolicy) sfid_on_clock_rewind;
		in.max_seq = sfid_layout.max_seq;
		in.max_ms = sfid_layout.max_ms;

		/*
		 * Every worker number resumes strictly above the floor.  A number
		 * with no state since startup resumes above the recovered R, which
		 * may lead a correct clock by up to reserve_ahead: that much is
		 * always waited out, on top of the budget for a clock behind.  A
		 * number with state is above the floor already, unless the floor was
		 * raised since (sfid_reservation_fence(): above the keys of a
		 * converted table).  A fence never leads the clock it was made
		 * under, so a clock behind it stepped back, whether the number has
		 * state or not.
		 */
		last = pg_atomic_read_u64(&slot->state);
		floor_state = sfid_reservation_state_floor(&in.horizon_ms);
		if (likely(last != SFID_STATE_NONE))
		{
			from_floor = false;
			fenced = unlikely(floor_state != SFID_STATE_NONE && floor_state > last);
		}
		else
		{
			fenced = sfid_reservation_state_floor_is_fence(floor_state);
			from_floor = !fenced;
		}
		resume_from = last == SFID_STATE_NONE || fenced ? floor_state : last;
		in.issue_at_horizon = in.horizon_ms == sfid_lagging_horizon;
		in.max_wait_ms = sfid_max_clock_wait + (from_floor ? sfid_reserve_ahead : 0);
		out = sfid_generator_decide(resume_from, &in);

		switch (out.decision)
		{
			case SFID_ISSUE:
				if (!pg_atomic_compare_exchange_u64(&slot->state, &last, out.next))
					continue;	/* another backend on this number won */
				if (sfid_state_ms(out.next) != sfid_state_ms(last))
					pg_atomic_fetch_add_u64(&slot->ids_before, sfid_state_ids_in_ms(last));

				/*
				 * A fence or sfid_raise_floor() may have raised the floor
				 * since it was read above, and returned: an id at or below
				 * it must not come out after that.  The compare-and-swap is
				 * a full barrier, so a floor raised before it is seen here;
				 * go round again, resuming above it (this state is then
				 * below the floor: fenced).  One more read of the floor's
				 * read-mostly cache line, no write.
				 */
				if (unlikely((int64) pg_atomic_read_u64(&sfid_reservation->floor) >=
							 sfid_state_ms(out.next)))
					continue;
				id = sfid_snowflake_pack(&sfid_layout, out.next, worker);
				sfid_last_id = id;
				PG_RETURN_INT64(id);

			case SFID_WAIT_SEQUENCE:

				/*
				 * The next millisecond is less than 1 ms away: spin on the
				 * clock, yielding the CPU between reads so that a backend at
				 * the cap does not starve the reserver, the WAL writer or a
				 * second generator on a busy machine.
				 */
				if (!waited_for_sequence)
					pg_atomic_fetch_add_u32(&slot->sequence_waits, 1);
				waited_for_sequence = true;
				CHECK_FOR_INTERRUPTS();
				sched_yield();
				continue;

			case SFID_WAIT_CLOCK:
				if (!waited_for_clock && !sfid_clock_held_by_test())
					pg_atomic_fetch_add_u32(&slot->clock_waits, 1);
				waited_for_clock = true;
				sfid_wait_for_clock(out.behind_ms, from_floor);
				CHECK_FOR_INTERRUPTS();
				continue;

			case SFID_NEED_RESERVATION:
				{
					int64		horizon;

					CHECK_FOR_INTERRUPTS();
					sfid_refusals_for_ids = true;
					horizon = sfid_reservation_extend_for_id(in.now_ms);

					/*
					 * A reservation slower than the look-ahead: the clock is
					 * past it already, so issue at it (generator.c) rather
					 * than reserve again for every id.
					 */
					sfid_lagging_horizon =
						horizon < sfid_clock_now_ns() / 1000000 - sfid_layout.epoch_unix_ms ? horizon : -1;
					continue;
				}

			case SFID_REFUSE_CLOCK:
				sfid_refuse(worker, resume_from, from_floor, fenced, out.behind_ms, in.max_wait_ms);
				break;

			case SFID_OUT_OF_RANGE:
				sfid_layout_report_out_of_range(&sfid_layout,
												"clock reading is outside the range of Snowflake ids");
				break;
		}
	}
}

/*
 * Test hook: hold this session's clock back by rewind_ms (0 restores it), so
 * that tests can step the clock back deterministically.  Never forwards: a
 * forward step would let a test issue ids from the future.  The value lives
 * in the hidden setting sfid.test_clock_rewind, so that RESET ALL and
 * DISCARD ALL end it, as they end any session state.
 */
static void
sfid_assign_test_clock_rewind(double newval, void *extra)
{
	sfid_clock_rewind_ns = (int64_t) newval * 1000000;
}

void
sfid_snowflake_define_test_hook(void)
{
	DefineCustomRealVariable("sfid.test_clock_rewind",
							 "For tests: how far (ms) this session's clock is held back.",
							 "Set by sfid_test_clock_rewind(); superuser only.",
							 &sfid_test_clock_rewind_ms,
							 0, 0, (double) SFID_MAX_TEST_REWIND_MS,
							 PGC_SUSET,
							 GUC_NO_SHOW_ALL | GUC_NOT_IN_SAMPLE | GUC_DISALLOW_IN_FILE,
							 NULL, sfid_assign_test_clock_rewind, NULL);
}

Datum
sfid_test_clock_rewind(PG_FUNCTION_ARGS)
{
	int64		rewind_ms = PG_GETARG_INT64(0);

	sfid_guards_require_superuser("sfid_test_clock_rewind()");
	if (rewind_ms < 0 || rewind_ms > SFID_MAX_TEST_REWIND_MS)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("clock rewind must be between 0 and %lld ms, not %lld",
						(long long) SFID_MAX_TEST_REWIND_MS, (long long) rewind_ms),
				 errdetail("The test hook only moves the clock backwards.")));
	(void) set_config_option("sfid.test_clock_rewind", psprintf("%lld", (long long) rewind_ms),
							 PGC_SUSET, PGC_S_SESSION, GUC_ACTION_SET, true, 0, false);
	PG_RETURN_VOID();
}

/*
 * snowflake_last(): the last id snowflake_next() returned in this backend,
 * for code that read lastval() or currval() after an INSERT and cannot use
 * RETURNING.  Like currval(), it belongs to the server backend, not to the
 * client: behind a pooler in transaction mode it is only meaningful in the
 * transaction that issued the id.  Nothing is read from shared memory, so it
 * needs no preload (without it, there is never a first id).
 */
PG_FUNCTION_INFO_V1(snowflake_last);

Datum
snowflake_last(PG_FUNCTION_ARGS)
{
	if (sfid_last_id < 0)
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("snowflake_last() is not yet defined in this session"),
				 errdetail("snowflake_next() has not returned an id in this server backend yet."),
				 errhint("Call it after snowflake_next() in the same session; behind a pooler in transaction mode, in the same transaction, or use INSERT ... RETURNING.")));
	PG_RETURN_INT64(sfid_last_id);
}
