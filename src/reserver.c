/*-------------------------------------------------------------------------
 *
 * reserver.c
 *		The "sfid reserver" background worker: advances the durable
 *		reservation ahead of the ids, so that no id waits for a disk write.
 *
 * It starts once recovery has finished (on a primary, or a standby after
 * promotion), connects to no database (it joins pg_stat_activity only, so
 * that operators see it and what it waits for), and does its work in
 * sfid_reservation_tick() (reservation.c).  SIGTERM (a shutdown, or
 * pg_terminate_backend()) ends it through die(), so that even a wait for a
 * synchronous standby stops at once; it exits by FATAL then, which the
 * postmaster answers by starting it again a second later, unless the
 * server is shutting down.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "fmgr.h"
#include "miscadmin.h"
#include "postmaster/bgworker.h"
#include "postmaster/interrupt.h"
#include "storage/ipc.h"
#include "storage/latch.h"
#include "tcop/tcopprot.h"
#include "utils/guc.h"
#include "utils/wait_event.h"

#include "reservation.h"

PGDLLEXPORT void sfid_reserver_main(Datum main_arg);

void
sfid_reserver_main(Datum main_arg)
{
	pqsignal(SIGHUP, SignalHandlerForConfigReload);
	pqsignal(SIGTERM, die);
	BackgroundWorkerUnblockSignals();
	/* no database: only to be seen in pg_stat_activity, with its waits */
	BackgroundWorkerInitializeConnection(NULL, NULL, 0);

	for (;;)
	{
		long		sleep_ms;

		CHECK_FOR_INTERRUPTS();
		if (ConfigReloadPending)
		{
			ConfigReloadPending = false;
			ProcessConfigFile(PGC_SIGHUP);
		}

		sleep_ms = sfid_reservation_tick();

		(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH,
						 sleep_ms, PG_WAIT_EXTENSION);
		ResetLatch(MyLatch);
	}
}
