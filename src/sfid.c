/*-------------------------------------------------------------------------
 *
 * sfid.c
 *		Module entry point: wires up settings, shared memory, the WAL
 *		resource manager and the background worker.
 *
 * Source map:
 *	generator.c		pure Snowflake/UUIDv7 decisions, clock as a parameter
 *	workers.c		worker numbers and their state in shared memory
 *	reservation.c	the durable reservation horizon: file, WAL, clock checks
 *	reserver.c		background worker that advances the reservation early
 *	statefile.c		the reservation file's bytes
 *	snowflake.c		snowflake_next(), snowflake_unpack(), clock policy
 *	uuidv7.c		uuidv7() and PostgreSQL 18's UUIDv7 functions
 *	textform.c		Crockford base32 text form, pure C
 *	query.c			lower bounds, times and text form as SQL functions
 *	monitor.c		sfid_workers, sfid_status, sfid_worker()
 *	fanin.c			overlap check for rows arriving by logical replication
 *	convert.c		snowflake_convert()'s checks and key reads, after its lock
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "fmgr.h"
#include "miscadmin.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
#include "utils/guc.h"

#include "reservation.h"
#include "sfid.h"
#include "workers.h"

SFID_MODULE_MAGIC;

void		_PG_init(void);

static shmem_request_hook_type prev_shmem_request_hook = NULL;
static shmem_startup_hook_type prev_shmem_startup_hook = NULL;

static void
sfid_shmem_request(void)
{
	if (prev_shmem_request_hook)
		prev_shmem_request_hook();
	RequestAddinShmemSpace(sfid_workers_shmem_size());
	sfid_reservation_shmem_request();
}

static void
sfid_shmem_startup(void)
{
	if (prev_shmem_startup_hook)
		prev_shmem_startup_hook();

	LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
	sfid_workers_shmem_init();
	sfid_reservation_shmem_init();
	LWLockRelease(AddinShmemInitLock);
}

/*
 * What needs shared memory says so, with SQLSTATE 55000 and the fix, when
 * the server did not preload sfid.
 */
void
sfid_require_preload(const char *what)
{
	if (unlikely(!sfid_workers_available()))
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("sfid must be loaded via shared_preload_libraries to use %s", what),
				 errhint("Add sfid to shared_preload_libraries in postgresql.conf and restart the server.")));
}

/* sfid's switches and test hook are for superusers only (checked again here). */
void
sfid_require_superuser(const char *what)
{
	if (!superuser())
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("permission denied for %s", what),
				 errdetail("Only superusers may call %s.", what)));
}

void
_PG_init(void)
{
	sfid_snowflake_define_test_hook();

	/*
	 * pg_upgrade's check that the new server can load sfid: note that R is
	 * unknown there (see reservation.c).
	 */
	if (IsBinaryUpgrade && !process_shared_preload_libraries_in_progress)
		sfid_reservation_note_pg_upgrade();

	/*
	 * Without preloading, only uuidv7() and the decoders work, and they need
	 * no settings; defining some would make the others "invalid" (the prefix
	 * is reserved once defined) and warn about them in postgresql.conf.
	 */
	if (!process_shared_preload_libraries_in_progress)
		return;

	sfid_workers_define_gucs();
	sfid_snowflake_define_gucs();
	sfid_reservation_define_gucs();
	MarkGUCPrefixReserved("sfid");

	sfid_reservation_register();
	prev_shmem_request_hook = shmem_request_hook;
	shmem_request_hook = sfid_shmem_request;
	prev_shmem_startup_hook = shmem_startup_hook;
	shmem_startup_hook = sfid_shmem_startup;
}
