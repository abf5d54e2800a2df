/*-------------------------------------------------------------------------
 *
 * monitor.c
 *		The monitoring views sfid_workers and sfid_status, sfid_worker(),
 *		sfid_recovered_horizon(), sfid_refusals() and
 *		sfid_standby_waiting().
 *
 * Everything here reads shared memory (workers.c) and writes nothing, so it
 * takes no lock on the id path: each counter is read atomically, but a row
 * is not a snapshot across its counters.  While ids are being issued, a
 * worker's ids_issued may briefly lag by the ids of its previous
 * millisecond; it never runs ahead.  The views need sfid preloaded and
 * raise SQLSTATE 55000 otherwise, as snowflake_next() does.  Who may read
 * them is settled in SQL: superusers and members of pg_monitor.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "fmgr.h"
#include "funcapi.h"
#include "access/htup_details.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"
#include "utils/tuplestore.h"

#include "generator.h"
#include "query.h"
#include "guards.h"
#include "reservation.h"
#include "reservation_file.h"
#include "snowflake.h"
#include "workers.h"

#define SFID_WORKERS_COLS	8
#define SFID_STATUS_COLS	9

PG_FUNCTION_INFO_V1(sfid_worker);
PG_FUNCTION_INFO_V1(sfid_workers);
PG_FUNCTION_INFO_V1(sfid_status);
PG_FUNCTION_INFO_V1(sfid_recovered_horizon);
PG_FUNCTION_INFO_V1(sfid_refusals);
PG_FUNCTION_INFO_V1(sfid_standby_waiting);

/* The worker number this backend's Snowflake ids carry. */
Datum
sfid_worker(PG_FUNCTION_ARGS)
{
	sfid_guards_require_preload("sfid_worker()");
	PG_RETURN_INT32(sfid_workers_my_number());
}

/*
 * One row per worker number that has issued ids, waited or been refused
 * since the server started.  A number refused before its first id (SF001
 * while the clock is behind the recovered horizon, after a crash, a
 * promotion or a restore) has a row too, with last_issued_at NULL: that
 * refusal window is when a monitor must see the count.
 */
Datum
sfid_workers(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;

	sfid_guards_require_preload("sfid_workers");
	InitMaterializedSRF(fcinfo, 0);

	for (int worker = 0; worker <= sfid_layout.max_worker; worker++)
	{
		SfidWorkerSlot *slot = sfid_workers_slot(worker);
		Datum		values[SFID_WORKERS_COLS];
		bool		nulls[SFID_WORKERS_COLS] = {false};
		uint64		ids_before;
		SfidState	state;

		/*
		 * snowflake_next() installs a new millisecond's state before adding
		 * the old millisecond's ids to ids_before: reading in the other
		 * order can miss ids for a moment but never count them twice.
		 */
		uint32		sequence_waits;
		uint32		clock_waits;
		uint32		clock_refusals;

		ids_before = pg_atomic_read_u64(&slot->ids_before);
		pg_read_barrier();
		state = pg_atomic_read_u64(&slot->state);
		sequence_waits = pg_atomic_read_u32(&slot->sequence_waits);
		clock_waits = pg_atomic_read_u32(&slot->clock_waits);
		clock_refusals = pg_atomic_read_u32(&slot->clock_refusals);
		if (state == SFID_STATE_NONE &&
			sequence_waits == 0 && clock_waits == 0 && clock_refusals == 0)
			continue;

		values[0] = Int32GetDatum(worker);
		values[1] = Int32GetDatum((int32) pg_atomic_read_u32(&slot->backends));
		if (state != SFID_STATE_NONE)
			values[2] = TimestampTzGetDatum(sfid_query_ms_to_timestamptz(sfid_state_ms(state)));
		else
			nulls[2] = true;
		values[3] = Int64GetDatum((int64) (state != SFID_STATE_NONE ?
										   ids_before + sfid_state_ids_in_ms(state) : 0));
		values[4] = Int64GetDatum((int64) sequence_waits);
		values[5] = Int64GetDatum((int64) clock_waits);
		values[6] = Int64GetDatum((int64) clock_refusals);
		/* 1.4's column: a backfill number (snowflake_at()); 1.1 to 1.3 have 7 */
		values[7] = BoolGetDatum(sfid_is_backfill_number(worker));
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	return (Datum) 0;
}

/*
 * One row: the settings that shape the ids, as this session sees them, the
 * durable reservation horizon (NULL before anything is reserved), the last
 * clock step the reserver measured, and why ids are refused when R is not
 * known.
 */
Datum
sfid_status(PG_FUNCTION_ARGS)
{
	TupleDesc	tupdesc;
	Datum		values[SFID_STATUS_COLS];
	bool		nulls[SFID_STATUS_COLS] = {false};
	int64		horizon_ms;
	SfidClockStep step;
	char		problem[128];

	sfid_guards_require_preload("sfid_status");
	if (get_call_result_type(fcinfo, NULL, &tupdesc) != TYPEFUNC_COMPOSITE)
		elog(ERROR, "return type must be a row type");

	values[0] = Int32GetDatum(sfid_worker_min);
	values[1] = Int32GetDatum(sfid_worker_max);
	values[2] = CStringGetTextDatum(sfid_snowflake_policy_name(sfid_on_clock_rewind));
	values[3] = Int32GetDatum(sfid_max_clock_wait);

	/* R: no id is issued in a millisecond after it (reservation.h) */
	horizon_ms = sfid_reservation_state_horizon();
	if (horizon_ms != SFID_NO_HORIZON)
		values[4] = TimestampTzGetDatum(sfid_query_ms_to_timestamptz(horizon_ms));
	else
		nulls[4] = true;

	if (sfid_workers_last_clock_step(&step))
	{
		values[5] = Int64GetDatum(step.step_ms);
		values[6] = TimestampTzGetDatum(step.seen_at);
	}
	else
	{
		nulls[5] = true;
		nulls[6] = true;
	}
	values[7] = Int64GetDatum((int64) sfid_workers_overlaps());

	/* 1.2's column; a 1.1 definition (before ALTER EXTENSION) has 8 */
	if (sfid_file_problem(problem, sizeof(problem)))
		values[8] = CStringGetTextDatum(problem);
	else
		nulls[8] = true;
	Assert(tupdesc->natts == SFID_STATUS_COLS || tupdesc->natts == SFID_STATUS_COLS - 1);

	PG_RETURN_DATUM(HeapTupleGetDatum(heap_form_tuple(BlessTupleDesc(tupdesc), values, nulls)));
}

/*
 * sfid_recovered_horizon(): the reservation horizon this server recovered,
 * from its file at startup, raised by every reservation replayed from WAL
 * since (crash recovery; on a standby, its primary's reservations as they
 * are replayed).  A worker number that has issued nothing since the start
 * resumes strictly after it, so on a standby it is where ids resume after a
 * promotion: among several standbys, the one to promote is the one with
 * the highest.  NULL while nothing is known.
 *
 * This is the floor, not the published R of sfid_status: on a standby that
 * cannot write its file, redo raises the floor but leaves R as the file
 * says, and the floor is what a promotion resumes above.
 */
Datum
sfid_recovered_horizon(PG_FUNCTION_ARGS)
{
	int64		horizon_ms;
	SfidState	floor;

	sfid_guards_require_preload("sfid_recovered_horizon()");
	floor = sfid_reservation_state_floor(&horizon_ms);
	if (floor == SFID_STATE_NONE)
		PG_RETURN_NULL();
	PG_RETURN_TIMESTAMPTZ(sfid_query_ms_to_timestamptz(sfid_state_ms(floor)));
}

/*
 * sfid_refusals(): calls refused for want of a reservation since the
 * server started, one row per SQLSTATE, zeros included, so that a monitor
 * sees each count from 0 and its first refusal as a rise.  SF001 (the
 * clock behind) is counted per worker number in sfid_workers, which lists
 * a number refused before its first id too.  57014: a
 * call cancelled (or its session terminated) while it waited for the
 * synchronous standbys to confirm a reservation.
 */
Datum
sfid_refusals(PG_FUNCTION_ARGS)
{
	static const char *const sqlstates[SFID_REFUSAL_KINDS] = {
		[SFID_REFUSED_CLOCK_AHEAD] = "SF002",
		[SFID_REFUSED_AFTER_UPGRADE] = "SF003",
		[SFID_REFUSED_CORRUPT] = "XX001",
		[SFID_REFUSED_UNWRITABLE] = "58030",
		[SFID_REFUSED_STANDBY_WAIT] = "57014",
		[SFID_REFUSED_LAYOUT] = "SF005",
	};
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;

	sfid_guards_require_preload("sfid_refusals()");
	InitMaterializedSRF(fcinfo, 0);
	for (int kind = 0; kind < SFID_REFUSAL_KINDS; kind++)
	{
		Datum		values[2];
		bool		nulls[2] = {false};

		values[0] = CStringGetTextDatum(sqlstates[kind]);
		values[1] = Int64GetDatum((int64) pg_atomic_read_u64(&sfid_reservation->refusals[kind]));
		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
	}
	return (Datum) 0;
}

/*
 * sfid_standby_waiting(): processes (sessions, the reserver) now waiting
 * for the synchronous standbys to confirm a reservation.  Ids stall
 * without an error while it stays above 0, so a monitor alerts on it.
 */
Datum
sfid_standby_waiting(PG_FUNCTION_ARGS)
{
	sfid_guards_require_preload("sfid_standby_waiting()");
	PG_RETURN_INT32((int32) pg_atomic_read_u32(&sfid_reservation->standby_waiting));
}
