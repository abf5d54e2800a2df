/*-------------------------------------------------------------------------
 *
 * reserver.c
 *		The "sfid reserver" background worker: advances the durable
 *		reservation ahead of the ids, so that no id waits for a disk write.
 *
 * It starts once recovery has finished (on a primary, or a standby after
 * promotion), connects to no database (it joins pg_stat_activity only, so
 * that operators see it and what it waits for), and does its work in
 * sfid_reserver_tick(): it logs steps of the wall clock, and advances R
 * (sfid_reservation_extend(), reservation.c) once the clock passes
 * R - reserve_ahead/2 while ids are being issued; while none are, it lets
 * the forward guard follow the clock (sfid_reservation_follow_clock()).
 * SIGTERM (a shutdown, or pg_terminate_backend()) ends it through die(), so
 * that even a wait for a synchronous standby stops at once; it exits by
 * FATAL then, which the postmaster answers by starting it again a second
 * later, unless the server is shutting down.
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

#include "clock.h"
#include "report.h"
#include "reservation.h"
#include "reservation_file.h"
#include "reserver.h"
#include "workers.h"

/* A wall-clock step at least this large is logged by the reserver. */
#define SFID_STEP_LOG_THRESHOLD_MS	100
/* How often the reserver wakes while no ids are being issued. */
#define SFID_IDLE_TICK_MS			1000

PGDLLEXPORT void sfid_reserver_main(Datum main_arg);

/* Called only while preloading. */
void
sfid_reserver_register(void)
{
	BackgroundWorker worker;

	/*
	 * Restarted 1 s after any exit: it exits only by FATAL (SIGTERM,
	 * pg_terminate_backend()) or by crashing, never with code 0, which
	 * would unregister it.
	 */
	memset(&worker, 0, sizeof(worker));
	worker.bgw_flags = BGWORKER_SHMEM_ACCESS | BGWORKER_BACKEND_DATABASE_CONNECTION;
	worker.bgw_start_time = BgWorkerStart_RecoveryFinished;
	worker.bgw_restart_time = 1;
	snprintf(worker.bgw_library_name, BGW_MAXLEN, "sfid");
	snprintf(worker.bgw_function_name, BGW_MAXLEN, "sfid_reserver_main");
	snprintf(worker.bgw_name, BGW_MAXLEN, "sfid reserver");
	snprintf(worker.bgw_type, BGW_MAXLEN, "sfid reserver");
	RegisterBackgroundWorker(&worker);
}

/* One LOG line for a clock step; more earlier steps that were not logged. */
static void
sfid_log_step(int64 step_ms, int more, int64 more_net_ms)
{
	ereport(LOG,
			(errmsg("sfid: system clock stepped %s by %lld ms",
					step_ms > 0 ? "forward" : "backwards",
					(long long) (step_ms > 0 ? step_ms : -step_ms)),
			 more > 0 ?
			 errdetail("Before it, %d more steps since the last message, by %+lld ms in all.",
					   more, (long long) more_net_ms) : 0));
}

/*
 * Watch the wall clock against time since boot between ticks and log each
 * step with its size, at most one line every 10 s.  A step within the 10 s
 * is held and logged when they are over, so that a jump and its return
 * seconds later both reach the log (else it says the clock is still off).
 */
static void
sfid_watch_for_steps(int64 wall_ms, int64 boot_ms)
{
	static int64 prev_wall_ms = -1;
	static int64 prev_boot_ms = -1;
	static int64 logged_ms = 0; /* sfid_clock_boot_ms() of the last line */
	static int	held = 0;		/* steps not logged yet */
	static int64 held_net_ms = 0;	/* their sum */
	static int64 held_last_ms = 0;	/* the last of them */
	bool		quiet = !sfid_clock_boot_ms_passed(logged_ms, SFID_LOG_INTERVAL_MS);
	int64		step_ms = 0;

	if (prev_wall_ms >= 0)
		step_ms = (wall_ms - prev_wall_ms) - (boot_ms - prev_boot_ms);
	prev_wall_ms = wall_ms;
	prev_boot_ms = boot_ms;

	if (step_ms >= SFID_STEP_LOG_THRESHOLD_MS || step_ms <= -SFID_STEP_LOG_THRESHOLD_MS)
	{
		sfid_workers_note_clock_step(step_ms);
		held++;
		held_net_ms += step_ms;
		held_last_ms = step_ms;
	}
	if (held == 0 || quiet)
		return;
	/* the last held step, and how many came before it */
	sfid_log_step(held_last_ms, held - 1, held_net_ms - held_last_ms);
	logged_ms = boot_ms;
	held = 0;
	held_net_ms = 0;
}

/*
 * The reserver's periodic work: note clock steps, and advance R early
 * while ids are being issued, once the clock passes R - reserve_ahead/2;
 * otherwise follow the clock's small forward steps without reserving.  An
 * idle server writes nothing but a moved reference; after a failed write
 * the next try backs off (sfid_file_write_horizon_ref) and the log stays quiet.
 */
static long
sfid_reserver_tick(void)
{
	int64		wall_ms = sfid_clock_real_ms();
	int64		horizon = sfid_reservation_state_horizon();
	int64		half = sfid_reserve_ahead / 2;
	bool		active;

	sfid_watch_for_steps(wall_ms, sfid_clock_boot_ms());

	active = horizon != SFID_NO_HORIZON &&
		sfid_workers_last_issued_ms() >= horizon - sfid_reserve_ahead;
	if (!active)
	{
		sfid_reservation_follow_clock();
		return SFID_IDLE_TICK_MS;
	}
	if (wall_ms >= horizon - half)
	{
		if (!sfid_reservation_extend(wall_ms + half, LOG))
			return SFID_WRITE_RETRY_MIN_MS;
		horizon = sfid_reservation_state_horizon();
	}
	return Max(Min(horizon - half - wall_ms, half / 2), 5);
}

void
sfid_reserver_main(Datum main_arg)
{
	pqsignal(SIGHUP, SignalHandlerForConfigReload);
	pqsignal(SIGTERM, die);
	BackgroundWorkerUnblockSignals();
	/* no database: only to be seen in pg_stat_activity, with its waits */
	BackgroundWorkerInitializeConnection(NULL, NULL, 0);
	sfid_file_note_fsync();

	for (;;)
	{
		long		sleep_ms;

		CHECK_FOR_INTERRUPTS();
		if (ConfigReloadPending)
		{
			ConfigReloadPending = false;
			ProcessConfigFile(PGC_SIGHUP);
			sfid_warn_if_fsync_turned_off();
		}

		sleep_ms = sfid_reserver_tick();

		(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH,
						 sleep_ms, PG_WAIT_EXTENSION);
		ResetLatch(MyLatch);
	}
}
