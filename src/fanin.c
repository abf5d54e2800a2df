/*-------------------------------------------------------------------------
 *
 * fanin.c
 *		Catching overlapping worker ranges where rows from several servers
 *		meet: on a logical-replication subscriber.
 *
 * Uniqueness across servers rests on disjoint worker ranges, and nothing on
 * the id path can see another server.  But rows from several servers do
 * meet on a subscriber, so a trigger there (ENABLE REPLICA, so that only
 * the apply worker pays for it, and never the generator) checks each
 * replicated id:
 *	- its worker number must not be in this server's own range: this server
 *	  would issue the same ids;
 *	- its worker number must arrive from one replication origin only: two
 *	  publishers that share a number issue the same ids.
 * A violation is counted (sfid_status.replication_overlaps) and logged as a
 * WARNING, at most every 10 s per session.  The row is still applied: the
 * check is an alarm, and stopping replication would be a second outage.
 *
 * Which origin first brought each worker number lives in shared memory
 * (workers.c) and is forgotten at restart; sfid_reset_overlap_check()
 * forgets it on purpose, after a subscription was re-created.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "catalog/pg_type.h"
#include "commands/trigger.h"
#include "executor/spi.h"
#include "fmgr.h"
#include "miscadmin.h"
#include "replication/origin.h"
#include "utils/rel.h"

#include "clock.h"
#include "generator.h"
#include "guards.h"
#include "query.h"
#include "report.h"
#include "workers.h"

PG_FUNCTION_INFO_V1(sfid_check_replicated_id);
PG_FUNCTION_INFO_V1(sfid_reset_overlap_check);

static const char *
sfid_origin_name(SfidOriginId origin)
{
	char	   *name;

	if (replorigin_by_oid(origin, true, &name))
		return name;
	return psprintf("origin %u", (unsigned) origin);
}

/*
 * Count an overlap, and warn at most every 10 s per session.  first is the
 * other origin that brought the worker number, or SFID_INVALID_ORIGIN when
 * the number is this server's own; the detail (which looks up origin
 * names) is built only when the warning is written.
 */
static void
sfid_report_overlap(int worker, int64 id, const char *relname,
					SfidOriginId origin, SfidOriginId first)
{
	static int64 warned_ms = 0;

	sfid_workers_count_overlap();
	if (!sfid_clock_boot_ms_passed(warned_ms, SFID_LOG_INTERVAL_MS))
		return;
	warned_ms = sfid_clock_boot_ms();
	ereport(WARNING,
			(errcode(ERRCODE_UNIQUE_VIOLATION),
			 errmsg("sfid: replicated id %lld in \"%s\" has worker number %d, which overlaps another server's range",
					(long long) id, relname, worker),
			 first == SFID_INVALID_ORIGIN ?
			 errdetail("It arrived from %s, and this server issues ids under worker numbers %d to %d itself.",
					   sfid_origin_name(origin), sfid_worker_min, sfid_worker_max) :
			 errdetail("Worker number %d arrives from both %s and %s.",
					   worker, sfid_origin_name(first), sfid_origin_name(origin)),
			 errhint("Give every server that issues ids a disjoint sfid.worker_min .. sfid.worker_max range.")));
}

Datum
sfid_check_replicated_id(PG_FUNCTION_ARGS)
{
	TriggerData *trigdata = (TriggerData *) fcinfo->context;
	HeapTuple	tuple;
	TupleDesc	tupdesc;
	int			attnum;
	bool		isnull;
	Datum		value;
	int64		id;
	int64		ms;
	int			worker;
	int			seq;
	SfidOriginId origin = sfid_session_origin();
	uint32		first;
	const char *relname;

	if (!CALLED_AS_TRIGGER(fcinfo))
		ereport(ERROR,
				(errcode(ERRCODE_E_R_I_E_TRIGGER_PROTOCOL_VIOLATED),
				 errmsg("sfid_check_replicated_id() must be called as a trigger")));
	if (!TRIGGER_FIRED_FOR_ROW(trigdata->tg_event) ||
		!(TRIGGER_FIRED_BY_INSERT(trigdata->tg_event) || TRIGGER_FIRED_BY_UPDATE(trigdata->tg_event)))
		ereport(ERROR,
				(errcode(ERRCODE_E_R_I_E_TRIGGER_PROTOCOL_VIOLATED),
				 errmsg("sfid_check_replicated_id() must be fired for each row on INSERT or UPDATE")));

	tuple = TRIGGER_FIRED_BY_UPDATE(trigdata->tg_event) ? trigdata->tg_newtuple : trigdata->tg_trigtuple;
	tupdesc = RelationGetDescr(trigdata->tg_relation);
	relname = RelationGetRelationName(trigdata->tg_relation);

	if (trigdata->tg_trigger->tgnargs != 1)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("sfid_check_replicated_id() takes one argument: the name of the bigint id column")));
	attnum = SPI_fnumber(tupdesc, trigdata->tg_trigger->tgargs[0]);
	if (attnum <= 0)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_COLUMN),
				 errmsg("column \"%s\" of relation \"%s\" does not exist",
						trigdata->tg_trigger->tgargs[0], relname)));
	if (SPI_gettypeid(tupdesc, attnum) != INT8OID)
		ereport(ERROR,
				(errcode(ERRCODE_DATATYPE_MISMATCH),
				 errmsg("column \"%s\" of relation \"%s\" must be of type bigint",
						trigdata->tg_trigger->tgargs[0], relname)));

	/* Rows written here, or a server without sfid preloaded: nothing to check. */
	if (origin == SFID_INVALID_ORIGIN || origin == DoNotReplicateId || !sfid_guards_shmem_ready())
		return PointerGetDatum(tuple);

	value = heap_getattr(tuple, attnum, tupdesc, &isnull);
	if (isnull || (id = DatumGetInt64(value)) < 0)
		return PointerGetDatum(tuple);
	/* the worker field as this server's layout places it (SF005 if not its ids') */
	sfid_snowflake_unpack(sfid_query_layout(), id, &ms, &worker, &seq);

	if (worker >= sfid_worker_min && worker <= sfid_worker_max)
		sfid_report_overlap(worker, id, relname, origin, SFID_INVALID_ORIGIN);

	first = sfid_workers_claim_origin(worker, origin);
	if (first != (uint32) origin)
		sfid_report_overlap(worker, id, relname, origin, (SfidOriginId) first);

	return PointerGetDatum(tuple);
}

/* Forget which origin brought which worker number, and the count. */
Datum
sfid_reset_overlap_check(PG_FUNCTION_ARGS)
{
	sfid_guards_require_superuser("sfid_reset_overlap_check()");
	sfid_guards_require_preload("sfid_reset_overlap_check()");
	sfid_workers_forget_origins();
	PG_RETURN_VOID();
}
