/*-------------------------------------------------------------------------
 *
 * guards.c
 *		The checks that sfid's SQL functions share (see guards.h).
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "miscadmin.h"

#include "guards.h"

/* Set in the postmaster's shmem_startup_hook; backends inherit it. */
static bool shared_memory_ready = false;

void
sfid_guards_note_shmem_ready(void)
{
	shared_memory_ready = true;
}

bool
sfid_guards_shmem_ready(void)
{
	return shared_memory_ready;
}

/*
 * What needs shared memory says so, with SQLSTATE 55000 and the fix, when
 * the server did not preload sfid.
 */
void
sfid_guards_require_preload(const char *what)
{
	if (unlikely(!shared_memory_ready))
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("sfid must be loaded via shared_preload_libraries to use %s", what),
				 errhint("Add sfid to shared_preload_libraries in postgresql.conf and restart the server.")));
}

/* sfid's switches and test hook are for superusers only (checked again here). */
void
sfid_guards_require_superuser(const char *what)
{
	if (!superuser())
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("permission denied for %s", what),
				 errdetail("Only superusers may call %s.", what)));
}
