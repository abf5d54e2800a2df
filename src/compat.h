/*-------------------------------------------------------------------------
 *
 * compat.h
 *		The one place where PostgreSQL version differences are handled.
 *
 * sfid targets PostgreSQL 15 and later (shmem_request_hook and custom WAL
 * resource managers first appeared in 15); it is tested on 15, 16, 17, 18
 * and 19.  16 needs nothing of its own beyond varatt.h below.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_COMPAT_H
#define SFID_COMPAT_H

#include "postgres.h"

#if PG_VERSION_NUM < 150000
#error "sfid needs PostgreSQL 15 or later"
#endif

#if PG_VERSION_NUM >= 170000
#include "storage/procnumber.h"
/* PostgreSQL 17 renamed the backend slot number. */
#define sfid_my_backend_slot()	((int) MyProcNumber)
#else
#include "storage/proc.h"
#define sfid_my_backend_slot()	(MyProc->pgprocno)
#endif

/* varlena access macros moved out of postgres.h in PostgreSQL 16. */
#if PG_VERSION_NUM >= 160000
#include "varatt.h"
#endif

/*
 * PostgreSQL 18 lets a module report its name and version
 * (pg_get_loaded_modules()); older servers only check the magic block.
 */
#if PG_VERSION_NUM >= 180000
#define SFID_MODULE_MAGIC \
	PG_MODULE_MAGIC_EXT(.name = "sfid", .version = SFID_VERSION_STRING)
#else
#define SFID_MODULE_MAGIC	PG_MODULE_MAGIC
#endif

/*
 * PostgreSQL 18 renamed the startup process's interrupt handling (a reload,
 * a shutdown request, the postmaster's death).  Users include
 * postmaster/startup.h.
 */
#if PG_VERSION_NUM >= 180000
#define sfid_startup_interrupts()	ProcessStartupProcInterrupts()
#else
#define sfid_startup_interrupts()	HandleStartupProcInterrupts()
#endif

/* Infinite intervals first appeared in PostgreSQL 17. */
#if PG_VERSION_NUM >= 170000
#define sfid_interval_is_infinite(i)	INTERVAL_NOT_FINITE(i)
#else
#define sfid_interval_is_infinite(i)	false
#endif

/*
 * PostgreSQL 19 renamed the replication origin id type (RepOriginId became
 * ReplOriginId) and moved the session's origin into per-transaction state.
 * Users include replication/origin.h.
 */
#if PG_VERSION_NUM >= 190000
#define SfidOriginId			ReplOriginId
#define SFID_INVALID_ORIGIN		InvalidReplOriginId
#define sfid_session_origin()	(replorigin_xact_state.origin)
#else
#define SfidOriginId			RepOriginId
#define SFID_INVALID_ORIGIN		InvalidRepOriginId
#define sfid_session_origin()	(replorigin_session_origin)
#endif

/*
 * Scans: PostgreSQL 18 gave index scans an instrumentation argument, and
 * 19 gave index and table scans a flags argument.
 */
#if PG_VERSION_NUM >= 190000
#define sfid_index_beginscan(heap, index, snapshot, nkeys) \
	index_beginscan((heap), (index), (snapshot), NULL, (nkeys), 0, SO_NONE)
#define sfid_table_beginscan(rel, snapshot) \
	table_beginscan((rel), (snapshot), 0, NULL, SO_NONE)
#elif PG_VERSION_NUM >= 180000
#define sfid_index_beginscan(heap, index, snapshot, nkeys) \
	index_beginscan((heap), (index), (snapshot), NULL, (nkeys), 0)
#define sfid_table_beginscan(rel, snapshot) \
	table_beginscan((rel), (snapshot), 0, NULL)
#else
#define sfid_index_beginscan(heap, index, snapshot, nkeys) \
	index_beginscan((heap), (index), (snapshot), (nkeys), 0)
#define sfid_table_beginscan(rel, snapshot) \
	table_beginscan((rel), (snapshot), 0, NULL)
#endif

/*
 * The search_path that maintenance commands run the table owner's code
 * with: PostgreSQL 17 named it RestrictSearchPath(); before, the same
 * setting by hand.  Users include utils/guc.h and open a GUC nest level.
 */
#if PG_VERSION_NUM >= 170000
#define sfid_restrict_search_path()	RestrictSearchPath()
#else
#define sfid_restrict_search_path() \
	set_config_option("search_path", "pg_catalog, pg_temp", PGC_USERSET, \
					  PGC_S_SESSION, GUC_ACTION_SAVE, true, 0, false)
#endif

/*
 * PostgreSQL 17 lets an extension name its wait events
 * (WaitEventExtensionNew(), registered once per backend and kept in *cache);
 * on older servers every wait of an extension shows as "Extension".  Users
 * include utils/wait_event.h.
 */
#if PG_VERSION_NUM >= 170000
#define sfid_wait_event(cache, name) \
	(*(cache) != 0 ? *(cache) : (*(cache) = WaitEventExtensionNew(name)))
#else
#define sfid_wait_event(cache, name)	((void) (cache), (uint32) PG_WAIT_EXTENSION)
#endif

#endif							/* SFID_COMPAT_H */
