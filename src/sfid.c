/*-------------------------------------------------------------------------
 *
 * sfid.c
 *		Module entry point: wires up the settings and shared memory.
 *
 * Source map:
 *	generator.c		pure Snowflake/UUIDv7 decisions, clock as a parameter
 *	workers.c		worker numbers and their state in shared memory
 *	snowflake.c		snowflake_next(), snowflake_unpack(), clock policy
 *	uuidv7.c		uuidv7()
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "fmgr.h"
#include "utils/guc.h"

#include "sfid.h"
#include "workers.h"

PG_MODULE_MAGIC;

void		_PG_init(void);

void
_PG_init(void)
{
	sfid_workers_define_gucs();
	sfid_snowflake_define_gucs();
	MarkGUCPrefixReserved("sfid");

	sfid_workers_install_hooks();
}
