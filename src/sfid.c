/*-------------------------------------------------------------------------
 *
 * sfid.c
 *		Module entry point: wires up each module's settings, shared memory,
 *		the WAL resource manager and the background worker, and nothing
 *		else.  The map of the modules and how they fit is src/README.
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

#include "extversion.h"
#include "guards.h"
#include "layout.h"
#include "backfill_state.h"
#include "reservation.h"
#include "reservation_file.h"
#include "reservation_wal.h"
#include "reserver.h"
#include "sfid.h"
#include "snowflake.h"
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
	sfid_reservation_state_shmem_request();
	RequestAddinShmemSpace(sfid_backfill_state_shmem_size());
}

static void
sfid_shmem_startup(void)
{
	if (prev_shmem_startup_hook)
		prev_shmem_startup_hook();

	LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
	sfid_workers_shmem_init();
	sfid_reservation_shmem_init();
	sfid_backfill_state_shmem_init();	/* after R's: it reads the pg_upgrade marker */
	LWLockRelease(AddinShmemInitLock);
	sfid_guards_note_shmem_ready();
}

void
_PG_init(void)
{
	sfid_snowflake_define_test_hook();

	/*
	 * pg_upgrade's check that the new server can load sfid: note that R is
	 * unknown there (see reservation_file.c).
	 */
	if (IsBinaryUpgrade && !process_shared_preload_libraries_in_progress)
	{
		sfid_file_note_pg_upgrade();
		sfid_backfill_note_pg_upgrade();
	}

	/*
	 * Without preloading, only uuidv7() and the decoders work, and they need
	 * no settings; defining some would make the others "invalid" (the prefix
	 * is reserved once defined) and warn about them in postgresql.conf.
	 */
	if (!process_shared_preload_libraries_in_progress)
	{
		sfid_layout_read_recorded();
		return;
	}

	sfid_layout_define_gucs();	/* first: the worker numbers are checked against it */
	sfid_workers_define_gucs();
	sfid_snowflake_define_gucs();
	sfid_reservation_state_define_gucs();
	MarkGUCPrefixReserved("sfid");

	sfid_warn_if_fsync_off();
	sfid_wal_register();
	sfid_reserver_register();
	sfid_extversion_init();
	prev_shmem_request_hook = shmem_request_hook;
	shmem_request_hook = sfid_shmem_request;
	prev_shmem_startup_hook = shmem_startup_hook;
	shmem_startup_hook = sfid_shmem_startup;
}
