/*-------------------------------------------------------------------------
 *
 * reservation.c
 *		The durable reservation horizon R, its file, its WAL records and the
 *		clock checks around it.
 *
 * Shared memory can be lost (a backend crash re-initialises it, a restart
 * or a power loss erases it, a promoted standby never had it), and the
 * clock may be behind the last id issued at that moment.  So no id is
 * issued at a millisecond above R, and every advance of R is made durable
 * before any id above the old R is returned:
 *
 *	1. R' = max(R, clock + sfid.reserve_ahead) is written to
 *	   $PGDATA/sfid.reservation (temporary file, fsync, durable_rename);
 *	2. then WAL-logged through sfid's custom resource manager and flushed,
 *	   and, with synchronous replication, confirmed by the standby;
 *	3. then published in shared memory for the id path to read.
 *
 * The file comes first because recovery replays WAL only from the last
 * checkpoint: a record older than that is never replayed, but the file it
 * followed already holds its R.  The WAL record is what carries R to
 * standbys and through point-in-time recovery; its redo keeps R at the
 * maximum and rewrites the file.  At startup every worker number resumes
 * strictly above the recovered R (the "floor"), and a clock behind that is
 * handled like any step back.  A clean shutdown writes the true last
 * millisecond issued instead, so a normal restart does not wait.
 *
 * The reserver background worker (reserver.c) advances R early, when the
 * clock passes R - reserve_ahead/2 while ids are being issued, so ids wait
 * for a durable write only when they outrun it.  R never leads the clock by
 * more than reserve_ahead, which bounds the wait after a crash.
 *
 * R never follows a clock that jumped far forward: the wall clock is
 * compared with CLOCK_BOOTTIME, which steps do not move, since a reference
 * pair taken at the last accepted advance; a jump of more than
 * sfid.max_clock_forward since then is refused, so a jump forward and back
 * cannot poison R.  The reference is kept in the file with the boot it
 * belongs to, so a jump while the server was down (but the machine was not
 * rebooted) is caught too.
 *
 * Locking: horizon and floor are atomics, read without a lock on the id
 * path and only ever raised (except by sfid_reset_horizon()).  Everything
 * else in SfidReservationShared is protected by its LWLock, which is held
 * while writing the file and the WAL record, never on the id path.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include <fcntl.h>
#include <unistd.h>

#include "access/xlog.h"
#include "access/xlog_internal.h"
#include "access/xloginsert.h"
#include "access/xlogreader.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "postmaster/bgworker.h"
#include "replication/syncrep.h"
#include "storage/fd.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
#include "tcop/utility.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/timestamp.h"

#include "clock.h"
#include "query.h"
#include "reservation.h"
#include "statefile.h"
#include "sfid.h"
#include "workers.h"

#define SFID_RESERVATION_FILE		"sfid.reservation"
#define SFID_RESERVATION_TEMP_FILE	"sfid.reservation.tmp"
#define SFID_LWLOCK_TRANCHE			"sfid"

/* sfid's SQLSTATE class: the clock jumped forward too far to follow */
#define ERRCODE_SFID_CLOCK_AHEAD	MAKE_SQLSTATE('S','F','0','0','2')

/* A wall-clock step at least this large is logged by the reserver. */
#define SFID_STEP_LOG_THRESHOLD_MS	100
#define SFID_STEP_LOG_INTERVAL_MS	10000

static int	sfid_reserve_ahead = 1000;
static int	sfid_max_clock_forward = 10000;

SfidReservationShared *sfid_reservation = NULL;

PG_FUNCTION_INFO_V1(sfid_reset_horizon);
PG_FUNCTION_INFO_V1(sfid_accept_clock);

static void sfid_rmgr_redo(XLogReaderState *record);
static void sfid_rmgr_desc(StringInfo buf, XLogReaderState *record);
static const char *sfid_rmgr_identify(uint8 info);

static const RmgrData sfid_rmgr = {
	.rm_name = "sfid",
	.rm_redo = sfid_rmgr_redo,
	.rm_desc = sfid_rmgr_desc,
	.rm_identify = sfid_rmgr_identify,
};

void
sfid_reservation_define_gucs(void)
{
	DefineCustomIntVariable("sfid.reserve_ahead",
							"How far ahead of the clock each durable reservation reaches.",
							"After a crash, ids resume above the last reservation, so a restart "
							"may wait up to this long; keep sfid.max_clock_wait at least as large.",
							&sfid_reserve_ahead,
							1000, 10, 3600000,
							PGC_SIGHUP, GUC_UNIT_MS,
							NULL, NULL, NULL);
	DefineCustomIntVariable("sfid.max_clock_forward",
							"Largest forward step of the clock that reservations follow.",
							"A larger jump, measured against time since boot, is refused until "
							"the clock comes back or a superuser runs sfid_accept_clock().",
							&sfid_max_clock_forward,
							10000, 100, 86400000,
							PGC_SIGHUP, GUC_UNIT_MS,
							NULL, NULL, NULL);
}

/* The resource manager and the reserver; called only while preloading. */
void
sfid_reservation_register(void)
{
	BackgroundWorker worker;

	RegisterCustomRmgr(SFID_RMGR_ID, (RmgrData *) &sfid_rmgr);

	memset(&worker, 0, sizeof(worker));
	worker.bgw_flags = BGWORKER_SHMEM_ACCESS;
	worker.bgw_start_time = BgWorkerStart_RecoveryFinished;
	worker.bgw_restart_time = 1;
	snprintf(worker.bgw_library_name, BGW_MAXLEN, "sfid");
	snprintf(worker.bgw_function_name, BGW_MAXLEN, "sfid_reserver_main");
	snprintf(worker.bgw_name, BGW_MAXLEN, "sfid reserver");
	snprintf(worker.bgw_type, BGW_MAXLEN, "sfid reserver");
	RegisterBackgroundWorker(&worker);
}

/* Called from shmem_request_hook. */
void
sfid_reservation_shmem_request(void)
{
	RequestAddinShmemSpace(MAXALIGN(sizeof(SfidReservationShared)));
	RequestNamedLWLockTranche(SFID_LWLOCK_TRANCHE, 1);
}

/* Raise an atomic int64 to at least value. */
static void
sfid_atomic_raise(pg_atomic_uint64 *target, int64 value)
{
	uint64		old = pg_atomic_read_u64(target);

	while ((int64) old < value &&
		   !pg_atomic_compare_exchange_u64(target, &old, (uint64) value))
		;
}

/*
 * Write R and a clock reference to the file: temporary file, fsync, durable
 * rename.  Reports failure at elevel with SQLSTATE 58030 and returns false
 * (when elevel is below ERROR).
 */
static bool
sfid_write_file(int64 horizon_ms, int64 ref_wall_ms, int64 ref_boot_ms, int elevel)
{
	SfidStateFile contents;
	uint8		buf[SFID_STATEFILE_SIZE];
	int			fd;

	contents.horizon_ms = horizon_ms;
	contents.ref_wall_ms = ref_wall_ms;
	contents.ref_boot_ms = ref_boot_ms;
	memcpy(contents.boot_id, sfid_reservation->boot_id, SFID_BOOT_ID_BYTES);
	sfid_statefile_encode(&contents, buf);

	fd = OpenTransientFile(SFID_RESERVATION_TEMP_FILE, O_RDWR | O_CREAT | O_TRUNC | PG_BINARY);
	if (fd < 0)
		goto fail;
	errno = 0;
	if (write(fd, buf, sizeof(buf)) != sizeof(buf))
	{
		int			save_errno = errno ? errno : ENOSPC;

		CloseTransientFile(fd);
		errno = save_errno;
		goto fail;
	}
	if (pg_fsync(fd) != 0)
	{
		int			save_errno = errno;

		CloseTransientFile(fd);
		errno = save_errno;
		goto fail;
	}
	if (CloseTransientFile(fd) != 0)
		goto fail;
	if (durable_rename(SFID_RESERVATION_TEMP_FILE, SFID_RESERVATION_FILE, LOG) != 0)
		goto fail;
	return true;

fail:
	ereport(elevel,
			(errcode(ERRCODE_IO_ERROR),
			 errmsg("could not write sfid reservation file \"%s\": %m", SFID_RESERVATION_FILE),
			 errdetail("Snowflake ids are not issued beyond a reservation that is not on disk.")));
	return false;
}

/* Write R with the current clock reference; caller holds the lock or is alone. */
static bool
sfid_write_horizon(int64 horizon_ms, int elevel)
{
	return sfid_write_file(horizon_ms, sfid_reservation->clock_ref_wall_ms,
						   sfid_reservation->clock_ref_boot_ms, elevel);
}

/* Linux's id of this boot of the machine, or zeros if it cannot be read. */
static void
sfid_read_boot_id(uint8 *boot_id)
{
	char		text[64];
	FILE	   *f = AllocateFile("/proc/sys/kernel/random/boot_id", "r");
	int			n = 0;

	memset(boot_id, 0, SFID_BOOT_ID_BYTES);
	if (f == NULL)
		return;
	if (fgets(text, sizeof(text), f) != NULL)
	{
		for (char *c = text; *c && n < 2 * SFID_BOOT_ID_BYTES; c++)
		{
			int			v = (*c >= '0' && *c <= '9') ? *c - '0' :
				(*c >= 'a' && *c <= 'f') ? *c - 'a' + 10 : -1;

			if (v < 0)
				continue;
			boot_id[n / 2] |= (uint8) (n % 2 == 0 ? v << 4 : v);
			n++;
		}
	}
	FreeFile(f);
	if (n != 2 * SFID_BOOT_ID_BYTES)
		memset(boot_id, 0, SFID_BOOT_ID_BYTES);
}

static bool
sfid_boot_id_known(const uint8 *boot_id)
{
	for (int i = 0; i < SFID_BOOT_ID_BYTES; i++)
		if (boot_id[i] != 0)
			return true;
	return false;
}

/*
 * Read R from the file at startup.  A missing file is a fresh start; an
 * unreadable or corrupt one stops generation until an operator acts.  The
 * clock reference is kept if the machine has not been rebooted since it
 * was written: a clock that jumped forward while the server was down is
 * then still measured from before the jump.
 */
static void
sfid_load_file(void)
{
	uint8		buf[SFID_STATEFILE_SIZE + 1];
	int			fd;
	int			len;
	SfidStateFile contents;
	SfidStateFileCheck check;

	fd = OpenTransientFile(SFID_RESERVATION_FILE, O_RDONLY | PG_BINARY);
	if (fd < 0 && errno == ENOENT)
	{
		ereport(LOG,
				(errmsg("sfid: no reservation file \"%s\", starting with no reservation",
						SFID_RESERVATION_FILE)));
		return;
	}
	if (fd < 0)
	{
		snprintf(sfid_reservation->corrupt_reason, sizeof(sfid_reservation->corrupt_reason),
				 "could not open: %s", strerror(errno));
		sfid_reservation->corrupt = true;
	}
	else
	{
		len = read(fd, buf, sizeof(buf));
		CloseTransientFile(fd);
		check = len < 0 ? SFID_STATEFILE_BAD_SIZE : sfid_statefile_decode(buf, (size_t) len, &contents);
		if (check == SFID_STATEFILE_OK)
		{
			sfid_reservation->durable_horizon = contents.horizon_ms;
			pg_atomic_write_u64(&sfid_reservation->horizon, (uint64) contents.horizon_ms);
			pg_atomic_write_u64(&sfid_reservation->floor, (uint64) contents.horizon_ms);
			if (sfid_boot_id_known(contents.boot_id) &&
				memcmp(contents.boot_id, sfid_reservation->boot_id, SFID_BOOT_ID_BYTES) == 0)
			{
				sfid_reservation->clock_ref_wall_ms = contents.ref_wall_ms;
				sfid_reservation->clock_ref_boot_ms = contents.ref_boot_ms;
			}
			return;
		}
		snprintf(sfid_reservation->corrupt_reason, sizeof(sfid_reservation->corrupt_reason),
				 "%s", sfid_statefile_problem(check));
		sfid_reservation->corrupt = true;
	}
	ereport(WARNING,
			(errcode(ERRCODE_DATA_CORRUPTED),
			 errmsg("sfid reservation file \"%s\" is corrupt (%s): Snowflake ids are refused",
					SFID_RESERVATION_FILE, sfid_reservation->corrupt_reason),
			 errhint("Restore the file, or move this server to an unused worker range and run SELECT sfid_reset_horizon().")));
}

/*
 * Clean shutdown (postmaster, all backends gone): record the true last
 * millisecond issued instead of R, so a normal restart does not wait.
 * After a crash (code != 0) shared memory is not trusted and R stays.
 */
static void
sfid_reservation_shutdown(int code, Datum arg)
{
	int64		last_ms;
	int64		floor;

	if (code != 0 || sfid_reservation == NULL || sfid_reservation->corrupt)
		return;
	last_ms = sfid_workers_last_issued_ms();
	floor = (int64) pg_atomic_read_u64(&sfid_reservation->floor);
	last_ms = Max(last_ms, floor);
	if (last_ms < 0 || last_ms >= sfid_reservation->durable_horizon)
		return;
	if (sfid_write_horizon(last_ms, LOG))
		ereport(LOG,
				(errmsg("sfid: recorded last issued millisecond %lld in \"%s\" at shutdown",
						(long long) last_ms, SFID_RESERVATION_FILE)));
}

void
sfid_reservation_shmem_init(void)
{
	bool		found;

	sfid_reservation = ShmemInitStruct("sfid reservation",
									   sizeof(SfidReservationShared), &found);
	if (!found)
	{
		memset(sfid_reservation, 0, sizeof(*sfid_reservation));
		pg_atomic_init_u64(&sfid_reservation->horizon, (uint64) SFID_NO_HORIZON);
		pg_atomic_init_u64(&sfid_reservation->floor, (uint64) SFID_NO_HORIZON);
		sfid_reservation->lock = &(GetNamedLWLockTranche(SFID_LWLOCK_TRANCHE))->lock;
		sfid_reservation->durable_horizon = SFID_NO_HORIZON;
		sfid_reservation->durable_lsn = InvalidXLogRecPtr;
		/* forward jumps are measured from now, unless the file knows better */
		sfid_read_boot_id(sfid_reservation->boot_id);
		sfid_reservation->clock_ref_wall_ms = sfid_clock_real_ms();
		sfid_reservation->clock_ref_boot_ms = sfid_clock_boot_ms();
		sfid_load_file();
	}
	if (!IsUnderPostmaster)
		on_shmem_exit(sfid_reservation_shutdown, (Datum) 0);
}

/*
 * How far the wall clock is ahead of where the reference says it should be.
 * Caller holds the lock.
 */
static int64
sfid_clock_forward_skew(int64 wall_ms, int64 boot_ms)
{
	return wall_ms - (sfid_reservation->clock_ref_wall_ms +
					  (boot_ms - sfid_reservation->clock_ref_boot_ms));
}

static XLogRecPtr
sfid_log_horizon(uint8 info, int64 horizon_ms)
{
	xl_sfid_horizon rec;
	XLogRecPtr	lsn;

	rec.horizon_ms = horizon_ms;
	XLogBeginInsert();
	XLogRegisterData((char *) &rec, sizeof(rec));
	lsn = XLogInsert(SFID_RMGR_ID, info);
	XLogFlush(lsn);
	return lsn;
}

/*
 * Make R >= needed_ms durable and published.  Returns false (having
 * reported at elevel) when it must not: the file is corrupt or unwritable,
 * or the clock has jumped further forward than sfid.max_clock_forward.
 */
static bool
sfid_reservation_extend(int64 needed_ms, int elevel)
{
	int64		wall_ms = sfid_clock_real_ms();
	int64		boot_ms = sfid_clock_boot_ms();
	int64		skew_ms;
	int64		ref_wall_ms;
	int64		ref_boot_ms;
	int64		new_horizon;
	XLogRecPtr	lsn;

	LWLockAcquire(sfid_reservation->lock, LW_EXCLUSIVE);

	if (sfid_reservation->corrupt)
	{
		LWLockRelease(sfid_reservation->lock);
		ereport(elevel,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("sfid reservation file \"%s\" is corrupt (%s)",
						SFID_RESERVATION_FILE, sfid_reservation->corrupt_reason),
				 errdetail("Without the last reservation, ids issued before could be issued again."),
				 errhint("Restore the file, or move this server to an unused worker range and run SELECT sfid_reset_horizon().")));
		return false;
	}

	if (sfid_reservation->durable_horizon < needed_ms)
	{
		skew_ms = sfid_clock_forward_skew(wall_ms, boot_ms);
		if (skew_ms > sfid_max_clock_forward)
		{
			TimestampTz now = GetCurrentTimestamp();
			bool		log_it = elevel >= ERROR ||
				TimestampDifferenceExceeds(sfid_reservation->last_forward_refusal_log,
										   now, SFID_STEP_LOG_INTERVAL_MS);

			if (log_it)
				sfid_reservation->last_forward_refusal_log = now;
			LWLockRelease(sfid_reservation->lock);
			if (log_it)
				ereport(elevel,
						(errcode(ERRCODE_SFID_CLOCK_AHEAD),
						 errmsg("clock jumped forward by %lld ms", (long long) skew_ms),
						 errdetail("sfid.max_clock_forward allows %d ms; the reservation horizon does not follow a larger jump.",
								   sfid_max_clock_forward),
						 errhint("If the clock is right now, a superuser can run SELECT sfid_accept_clock(); otherwise wait for it to be corrected.")));
			return false;
		}

		/*
		 * Up to reserve_ahead beyond the clock, never down.  A step forward
		 * within the limit is accepted: measure the next one from here, so
		 * that small steps do not add up to a refusal.  A step back keeps
		 * the old reference, so that the clock's return is not a "jump".
		 */
		new_horizon = Max(sfid_reservation->durable_horizon,
						  Min(Max(wall_ms + sfid_reserve_ahead, needed_ms), SFID_MAX_MS));
		ref_wall_ms = skew_ms >= 0 ? wall_ms : sfid_reservation->clock_ref_wall_ms;
		ref_boot_ms = skew_ms >= 0 ? boot_ms : sfid_reservation->clock_ref_boot_ms;
		if (!sfid_write_file(new_horizon, ref_wall_ms, ref_boot_ms, elevel))
		{
			LWLockRelease(sfid_reservation->lock);
			return false;
		}
		sfid_reservation->clock_ref_wall_ms = ref_wall_ms;
		sfid_reservation->clock_ref_boot_ms = ref_boot_ms;
		sfid_reservation->durable_lsn = sfid_log_horizon(XLOG_SFID_ADVANCE, new_horizon);
		sfid_reservation->durable_horizon = new_horizon;
	}
	new_horizon = sfid_reservation->durable_horizon;
	lsn = sfid_reservation->durable_lsn;
	LWLockRelease(sfid_reservation->lock);

	/*
	 * Publish only once a synchronous standby has the record too: after a
	 * failover it must know every R that ids were issued under.  As for
	 * PostgreSQL's own commits, a cancelled wait gives that up.
	 */
	if (!XLogRecPtrIsInvalid(lsn))
		SyncRepWaitForLSN(lsn, false);
	sfid_atomic_raise(&sfid_reservation->horizon, new_horizon);
	return true;
}

/* An id at now_ms is above R: extend R or raise an error saying why not. */
void
sfid_reservation_extend_for_id(int64 now_ms)
{
	sfid_reservation_extend(now_ms, ERROR);
}

/*
 * Watch the wall clock against time since boot between ticks and log any
 * step once, with its size.
 */
static void
sfid_watch_for_steps(int64 wall_ms, int64 boot_ms)
{
	static int64 prev_wall_ms = -1;
	static int64 prev_boot_ms = -1;
	static int64 last_log_boot_ms = INT64_MIN / 2;
	int64		step_ms;

	if (prev_wall_ms >= 0)
	{
		step_ms = (wall_ms - prev_wall_ms) - (boot_ms - prev_boot_ms);
		if (step_ms >= SFID_STEP_LOG_THRESHOLD_MS || step_ms <= -SFID_STEP_LOG_THRESHOLD_MS)
		{
			sfid_note_clock_step(step_ms);
			if (boot_ms - last_log_boot_ms >= SFID_STEP_LOG_INTERVAL_MS)
			{
				last_log_boot_ms = boot_ms;
				ereport(LOG,
						(errmsg("sfid: system clock stepped %s by %lld ms",
								step_ms > 0 ? "forward" : "backwards",
								(long long) (step_ms > 0 ? step_ms : -step_ms))));
			}
		}
	}
	prev_wall_ms = wall_ms;
	prev_boot_ms = boot_ms;
}

/*
 * The reserver's periodic work: note clock steps, and advance R early
 * while ids are being issued, once the clock passes R - reserve_ahead/2.
 * An idle server writes nothing.
 */
long
sfid_reservation_tick(void)
{
	int64		wall_ms = sfid_clock_real_ms();
	int64		horizon = sfid_reservation_horizon();
	int64		half = sfid_reserve_ahead / 2;
	bool		active;

	sfid_watch_for_steps(wall_ms, sfid_clock_boot_ms());

	active = horizon != SFID_NO_HORIZON &&
		sfid_workers_last_issued_ms() >= horizon - sfid_reserve_ahead;
	if (active && wall_ms >= horizon - half)
	{
		if (sfid_reservation_extend(wall_ms + half, LOG))
			horizon = sfid_reservation_horizon();
	}
	if (!active)
		return Min(half, 1000);
	return Max(Min(horizon - half - wall_ms, half / 2), 5);
}

/* Redo: R = max(R, record) or, for a reset, R = record; rewrite the file. */
static void
sfid_rmgr_redo(XLogReaderState *record)
{
	uint8		info = XLogRecGetInfo(record) & ~XLR_INFO_MASK;
	xl_sfid_horizon *rec = (xl_sfid_horizon *) XLogRecGetData(record);
	int64		horizon;

	LWLockAcquire(sfid_reservation->lock, LW_EXCLUSIVE);
	if (info == XLOG_SFID_RESET)
	{
		horizon = rec->horizon_ms;
		sfid_reservation->corrupt = false;
		pg_atomic_write_u64(&sfid_reservation->horizon, (uint64) horizon);
		pg_atomic_write_u64(&sfid_reservation->floor, (uint64) horizon);
	}
	else if (info == XLOG_SFID_ADVANCE)
		horizon = Max(sfid_reservation->durable_horizon, rec->horizon_ms);
	else
		elog(PANIC, "sfid_rmgr_redo: unknown op code %u", info);

	if (horizon != sfid_reservation->durable_horizon || info == XLOG_SFID_RESET)
	{
		sfid_write_horizon(horizon, ERROR);
		sfid_reservation->durable_horizon = horizon;
	}
	LWLockRelease(sfid_reservation->lock);

	sfid_atomic_raise(&sfid_reservation->horizon, horizon);
	sfid_atomic_raise(&sfid_reservation->floor, horizon);
}

static void
sfid_rmgr_desc(StringInfo buf, XLogReaderState *record)
{
	xl_sfid_horizon *rec = (xl_sfid_horizon *) XLogRecGetData(record);

	appendStringInfo(buf, "horizon %lld ms after the sfid epoch", (long long) rec->horizon_ms);
}

static const char *
sfid_rmgr_identify(uint8 info)
{
	switch (info & ~XLR_INFO_MASK)
	{
		case XLOG_SFID_ADVANCE:
			return "ADVANCE";
		case XLOG_SFID_RESET:
			return "RESET";
	}
	return NULL;
}

static void
sfid_require_primary_superuser(const char *fname)
{
	sfid_require_superuser(fname);
	sfid_require_preload(fname);
	PreventCommandDuringRecovery(fname);
}

/*
 * sfid_reset_horizon(): forget R and what every worker number issued, and
 * start again from the clock.  Ids issued before at later milliseconds
 * under the same worker numbers could then be issued again: use it only
 * together with a move to an unused worker range (see README).
 */
Datum
sfid_reset_horizon(PG_FUNCTION_ARGS)
{
	int64		wall_ms;
	int64		boot_ms;
	XLogRecPtr	lsn;

	sfid_require_primary_superuser("sfid_reset_horizon()");

	LWLockAcquire(sfid_reservation->lock, LW_EXCLUSIVE);
	wall_ms = sfid_clock_real_ms();
	boot_ms = sfid_clock_boot_ms();
	sfid_write_file(wall_ms, wall_ms, boot_ms, ERROR);
	lsn = sfid_log_horizon(XLOG_SFID_RESET, wall_ms);
	sfid_reservation->durable_horizon = wall_ms;
	sfid_reservation->durable_lsn = lsn;
	sfid_reservation->corrupt = false;
	sfid_reservation->clock_ref_wall_ms = wall_ms;
	sfid_reservation->clock_ref_boot_ms = boot_ms;
	pg_atomic_write_u64(&sfid_reservation->horizon, (uint64) wall_ms);
	pg_atomic_write_u64(&sfid_reservation->floor, (uint64) wall_ms);
	sfid_workers_forget_all();
	LWLockRelease(sfid_reservation->lock);
	SyncRepWaitForLSN(lsn, false);

	ereport(WARNING,
			(errmsg("sfid reservation horizon reset to the current clock"),
			 errdetail("Worker numbers %d to %d start again from now.", sfid_worker_min, sfid_worker_max)));
	PG_RETURN_TIMESTAMPTZ(sfid_snowflake_ms_to_timestamptz(wall_ms));
}

/*
 * sfid_accept_clock(): take the current clock as right after a forward
 * jump was refused.  R still only moves up, so this cannot cause repeats.
 */
Datum
sfid_accept_clock(PG_FUNCTION_ARGS)
{
	int64		wall_ms = sfid_clock_real_ms();
	int64		boot_ms = sfid_clock_boot_ms();
	int64		skew_ms;

	sfid_require_primary_superuser("sfid_accept_clock()");

	LWLockAcquire(sfid_reservation->lock, LW_EXCLUSIVE);
	skew_ms = sfid_clock_forward_skew(wall_ms, boot_ms);
	/* keep the new reference across a restart too */
	if (sfid_reservation->durable_horizon != SFID_NO_HORIZON && !sfid_reservation->corrupt)
		sfid_write_file(sfid_reservation->durable_horizon, wall_ms, boot_ms, ERROR);
	sfid_reservation->clock_ref_wall_ms = wall_ms;
	sfid_reservation->clock_ref_boot_ms = boot_ms;
	LWLockRelease(sfid_reservation->lock);

	ereport(LOG,
			(errmsg("sfid: clock accepted by %s; it was %lld ms ahead of the reference",
					GetUserNameFromId(GetUserId(), false), (long long) skew_ms)));
	PG_RETURN_INT64(skew_ms);
}
