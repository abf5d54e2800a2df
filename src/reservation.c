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
 *	   $PGDATA/sfid.reservation (a temporary file, fsynced, renamed over
 *	   the old one, then the directory fsynced);
 *	2. then WAL-logged through sfid's custom resource manager and flushed;
 *	3. then, whenever synchronous_standby_names is set, confirmed as flushed
 *	   by the synchronous standbys, whatever synchronous_commit says: a
 *	   cancelled or terminated wait is an ERROR, never a silent success;
 *	4. and only then published in shared memory for the id path to read.
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
 * pair taken at the last accepted advance, and forward steps may add up to
 * sfid.max_clock_forward only, refilled at the rate a slewing clock drifts
 * (sfid_forward_guard, generator.c); so neither a jump forward and back nor
 * a quick series of steps can poison R.  The reference is kept in the file
 * with the boot it belongs to, so a jump while the server was down (but the
 * machine was not rebooted) is caught too; redo on a standby moves it like
 * an advance.
 *
 * When R is not known, no Snowflake id is issued at all until an operator
 * acts: the file is corrupt (XX001), or pg_upgrade made this data directory
 * and the old server's file was not carried over (SF003).  pg_upgrade
 * copies no file of ours, so the new server notes that it is being
 * upgraded: it runs in binary-upgrade mode then, and (since PostgreSQL 15)
 * pg_upgrade keeps its work files in the new data directory.
 *
 * Locking: horizon and floor are atomics, read without a lock on the id
 * path and only ever raised, except by sfid_reset_horizon(), which runs
 * only while no id can be issued.  Everything else in SfidReservationShared
 * is protected by its LWLock, which is held while writing the file and the
 * WAL record (never while waiting for a standby, never on the id path).
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include <fcntl.h>
#include <sys/stat.h>
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
#include "replication/walsender.h"
#include "replication/walsender_private.h"
#include "storage/fd.h"
#include "storage/ipc.h"
#include "storage/latch.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
#include "tcop/utility.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/timestamp.h"
#include "utils/wait_event.h"

#include "clock.h"
#include "query.h"
#include "reservation.h"
#include "statefile.h"
#include "sfid.h"
#include "workers.h"

#define SFID_RESERVATION_FILE		"sfid.reservation"
#define SFID_RESERVATION_TEMP_FILE	"sfid.reservation.tmp"
#define SFID_UPGRADE_MARKER_FILE	"sfid.after_pg_upgrade"
#define SFID_PG_UPGRADE_WORK_DIR	"pg_upgrade_output.d"
#define SFID_LWLOCK_TRANCHE			"sfid"

/* sfid's SQLSTATE class: the clock jumped forward too far to follow */
#define ERRCODE_SFID_CLOCK_AHEAD	MAKE_SQLSTATE('S','F','0','0','2')
/* ... and R is not known after pg_upgrade */
#define ERRCODE_SFID_HORIZON_UNKNOWN	MAKE_SQLSTATE('S','F','0','0','3')

/* A wall-clock step at least this large is logged by the reserver. */
#define SFID_STEP_LOG_THRESHOLD_MS	100
/* Repeated log lines (steps, refusals, failed writes) at most this often. */
#define SFID_LOG_INTERVAL_MS		10000
/* After a failed write, the next try waits 50 ms, doubling up to 5 s. */
#define SFID_WRITE_RETRY_MIN_MS		50
#define SFID_WRITE_RETRY_MAX_MS		5000
/* How often the reserver wakes while no ids are being issued. */
#define SFID_IDLE_TICK_MS			1000

int			sfid_reserve_ahead = 1000;
static int	sfid_max_clock_forward = 10000;

SfidReservationShared *sfid_reservation = NULL;

PG_FUNCTION_INFO_V1(sfid_reset_horizon);
PG_FUNCTION_INFO_V1(sfid_accept_clock);
PG_FUNCTION_INFO_V1(sfid_restore_reservation);

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
							"may wait up to this long.",
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
 * Set R and the floor to horizon_ms, down or up (a reset, its redo); caller
 * holds the lock.  snowflake.c reads R, the floor and R again, and retries
 * unless both R reads agree, so it never pairs an old value with a new one.
 */
static void
sfid_publish_outright(int64 horizon_ms)
{
	pg_atomic_write_u64(&sfid_reservation->horizon, (uint64) horizon_ms);
	pg_write_barrier();
	pg_atomic_write_u64(&sfid_reservation->floor, (uint64) horizon_ms);
}

/*
 * Write R and a clock reference to the file durably: a temporary file,
 * fsynced, renamed over the old one, then the directory fsynced, so that
 * after a crash the file holds either the old R or the new one, whole.
 * (durable_rename() does the same with more fsyncs, and reports failures
 * itself, which can change errno before the caller reports it.)  Returns 0,
 * or the errno of the step that failed.
 */
static int
sfid_write_file(int64 horizon_ms, int64 ref_wall_ms, int64 ref_boot_ms)
{
	SfidStateFile contents;
	uint8		buf[SFID_STATEFILE_SIZE];
	int			fd;
	int			save_errno;

	contents.horizon_ms = horizon_ms;
	contents.ref_wall_ms = ref_wall_ms;
	contents.ref_boot_ms = ref_boot_ms;
	memcpy(contents.boot_id, sfid_reservation->boot_id, SFID_BOOT_ID_BYTES);
	sfid_statefile_encode(&contents, buf);

	fd = OpenTransientFile(SFID_RESERVATION_TEMP_FILE, O_RDWR | O_CREAT | O_TRUNC | PG_BINARY);
	if (fd < 0)
		return errno;
	errno = 0;
	if (write(fd, buf, sizeof(buf)) != sizeof(buf))
		save_errno = errno ? errno : ENOSPC;
	else if (pg_fsync(fd) != 0)
		save_errno = errno;
	else
		save_errno = 0;
	if (CloseTransientFile(fd) != 0 && save_errno == 0)
		save_errno = errno;
	if (save_errno != 0)
		return save_errno;

	if (rename(SFID_RESERVATION_TEMP_FILE, SFID_RESERVATION_FILE) != 0)
		return errno;

	fd = OpenTransientFile(".", O_RDONLY | PG_BINARY);
	if (fd < 0)
		return errno;
	save_errno = pg_fsync(fd) != 0 ? errno : 0;
	CloseTransientFile(fd);
	return save_errno;
}

/*
 * Report a failed write of the file at elevel with SQLSTATE 58030.  Below
 * ERROR (the reserver, shutdown) at most one line every 10 s, which says
 * how many failures it stands for.  Caller holds the lock.
 */
static void
sfid_report_write_failure(int err, int elevel)
{
	TimestampTz now = GetCurrentTimestamp();
	int			unlogged = sfid_reservation->write_failures_unlogged;

	if (elevel < ERROR &&
		!TimestampDifferenceExceeds(sfid_reservation->write_failure_logged_at,
									now, SFID_LOG_INTERVAL_MS))
	{
		sfid_reservation->write_failures_unlogged++;
		return;
	}
	if (elevel < ERROR)
	{
		sfid_reservation->write_failure_logged_at = now;
		sfid_reservation->write_failures_unlogged = 0;
	}
	errno = err;
	ereport(elevel,
			(errcode(ERRCODE_IO_ERROR),
			 errmsg("could not write sfid reservation file \"%s\": %m", SFID_RESERVATION_FILE),
			 errdetail("Snowflake ids are not issued beyond a reservation that is not on disk."),
			 unlogged > 0 ?
			 errhint("%d more reservations failed since the last message; writes are retried at most every %d ms.",
					 unlogged, SFID_WRITE_RETRY_MAX_MS) : 0));
}

/*
 * Write R with the given clock reference, unless writes are backing off
 * after a failure.  Returns true on success; otherwise reports at elevel
 * and returns false.  Caller holds the lock.
 */
static bool
sfid_write_horizon_ref(int64 horizon_ms, int64 ref_wall_ms, int64 ref_boot_ms, int elevel)
{
	SfidReservationShared *r = sfid_reservation;
	TimestampTz now = GetCurrentTimestamp();
	int			err;

	if (r->write_failures > 0)
	{
		int			retry_ms = SFID_WRITE_RETRY_MIN_MS << Min(r->write_failures - 1, 7);

		/* too soon to try the disk again: fail as the last attempt did */
		if (!TimestampDifferenceExceeds(r->write_failed_at, now,
										Min(retry_ms, SFID_WRITE_RETRY_MAX_MS)))
		{
			sfid_report_write_failure(r->write_failed_errno, elevel);
			return false;
		}
	}
	err = sfid_write_file(horizon_ms, ref_wall_ms, ref_boot_ms);
	if (err == 0)
	{
		if (r->write_failures > 0)
			ereport(LOG,
					(errmsg("sfid: the reservation file \"%s\" is written again, after %d failed attempts",
							SFID_RESERVATION_FILE, r->write_failures)));
		r->write_failures = 0;
		r->write_failures_unlogged = 0;
		return true;
	}
	r->write_failures++;
	r->write_failed_errno = err;
	r->write_failed_at = now;
	sfid_report_write_failure(err, elevel);
	return false;
}

/* Write R with the current clock reference; caller holds the lock. */
static bool
sfid_write_horizon(int64 horizon_ms, int elevel)
{
	return sfid_write_horizon_ref(horizon_ms, sfid_reservation->guard.ref_wall_ms,
								  sfid_reservation->guard.ref_boot_ms, elevel);
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
 * Read a reservation file (a path relative to the data directory, or
 * absolute).  Returns SFID_STATEFILE_OK and fills *contents, or the
 * problem; *open_errno is set when the file could not be opened or read.
 */
static SfidStateFileCheck
sfid_read_file(const char *path, SfidStateFile *contents, int *open_errno)
{
	uint8		buf[SFID_STATEFILE_SIZE + 1];
	int			fd;
	int			len;

	*open_errno = 0;
	fd = OpenTransientFile(path, O_RDONLY | PG_BINARY);
	if (fd < 0)
	{
		*open_errno = errno;
		return SFID_STATEFILE_BAD_SIZE;
	}
	len = read(fd, buf, sizeof(buf));
	if (len < 0)
		*open_errno = errno;
	CloseTransientFile(fd);
	if (len < 0)
		return SFID_STATEFILE_BAD_SIZE;
	return sfid_statefile_decode(buf, (size_t) len, contents);
}

static bool
sfid_file_exists(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0;
}

/*
 * Called whenever sfid is loaded in binary-upgrade mode: in the new server
 * that pg_upgrade starts (preloaded, or by its library check), leave a
 * marker that R is unknown, unless a reservation file is already there.
 * pg_upgrade's old server runs in binary-upgrade mode too, but only the new
 * data directory holds pg_upgrade's work folder.
 */
void
sfid_reservation_note_pg_upgrade(void)
{
	FILE	   *f;

	if (!IsBinaryUpgrade || sfid_file_exists(SFID_RESERVATION_FILE) ||
		sfid_file_exists(SFID_UPGRADE_MARKER_FILE) ||
		!sfid_file_exists(SFID_PG_UPGRADE_WORK_DIR))
		return;
	f = AllocateFile(SFID_UPGRADE_MARKER_FILE, "w");
	if (f == NULL ||
		fprintf(f, "This data directory was made by pg_upgrade: the old server's "
				SFID_RESERVATION_FILE " is needed before Snowflake ids are issued.\n") < 0 ||
		FreeFile(f) != 0)
		ereport(FATAL,
				(errcode_for_file_access(),
				 errmsg("could not write \"%s\": %m", SFID_UPGRADE_MARKER_FILE)));
	fsync_fname(SFID_UPGRADE_MARKER_FILE, false);
	fsync_fname(".", true);
	ereport(LOG,
			(errmsg("sfid: pg_upgrade is making this data directory; Snowflake ids will be refused until the old server's reservation is restored")));
}

/* R is known again: drop the pg_upgrade marker, if any.  Caller holds the lock. */
static void
sfid_horizon_known(void)
{
	sfid_reservation->trouble = SFID_HORIZON_KNOWN;
	sfid_reservation->trouble_detail[0] = '\0';
	if (sfid_file_exists(SFID_UPGRADE_MARKER_FILE))
		durable_unlink(SFID_UPGRADE_MARKER_FILE, LOG);
}

/*
 * Read R from the file at startup.  A missing file is a fresh start, unless
 * pg_upgrade made this data directory; an unreadable or corrupt one stops
 * generation until an operator acts.  The clock reference is kept if the
 * machine has not been rebooted since it was written: a clock that jumped
 * forward while the server was down is then still measured from before
 * the jump.
 */
static void
sfid_load_file(void)
{
	SfidReservationShared *r = sfid_reservation;
	SfidStateFile contents;
	SfidStateFileCheck check;
	int			open_errno;

	sfid_reservation_note_pg_upgrade();
	check = sfid_read_file(SFID_RESERVATION_FILE, &contents, &open_errno);
	if (open_errno == ENOENT && sfid_file_exists(SFID_UPGRADE_MARKER_FILE))
	{
		r->trouble = SFID_HORIZON_AFTER_UPGRADE;
		snprintf(r->trouble_detail, sizeof(r->trouble_detail), "made by pg_upgrade");
		ereport(WARNING,
				(errcode(ERRCODE_SFID_HORIZON_UNKNOWN),
				 errmsg("sfid: this data directory was made by pg_upgrade without the old server's \"%s\": Snowflake ids are refused",
						SFID_RESERVATION_FILE),
				 errhint("Run SELECT sfid_restore_reservation('/path/to/old/data/directory') as a superuser.")));
		return;
	}
	if (open_errno == ENOENT)
	{
		ereport(LOG,
				(errmsg("sfid: no reservation file \"%s\", starting with no reservation",
						SFID_RESERVATION_FILE)));
		return;
	}
	if (check == SFID_STATEFILE_OK)
	{
		r->durable_horizon = contents.horizon_ms;
		pg_atomic_write_u64(&r->horizon, (uint64) contents.horizon_ms);
		pg_atomic_write_u64(&r->floor, (uint64) contents.horizon_ms);
		if (sfid_boot_id_known(contents.boot_id) &&
			memcmp(contents.boot_id, r->boot_id, SFID_BOOT_ID_BYTES) == 0)
		{
			r->guard.ref_wall_ms = contents.ref_wall_ms;
			r->guard.ref_boot_ms = contents.ref_boot_ms;
		}
		/* the operator copied the old server's file after pg_upgrade */
		sfid_horizon_known();
		return;
	}
	r->trouble = SFID_HORIZON_CORRUPT;
	if (open_errno != 0)
		snprintf(r->trouble_detail, sizeof(r->trouble_detail),
				 "could not read: %s", strerror(open_errno));
	else
		snprintf(r->trouble_detail, sizeof(r->trouble_detail),
				 "%s", sfid_statefile_problem(check));
	ereport(WARNING,
			(errcode(ERRCODE_DATA_CORRUPTED),
			 errmsg("sfid reservation file \"%s\" is corrupt (%s): Snowflake ids are refused",
					SFID_RESERVATION_FILE, r->trouble_detail),
			 errhint("Run SELECT sfid_restore_reservation('/path/to/a/copy/of/the/file'), or move this server to an unused worker range and run SELECT sfid_reset_horizon().")));
}

/*
 * Why Snowflake ids are refused for want of R, for sfid_status: false when
 * R is known.
 */
bool
sfid_reservation_problem(char *buf, size_t size)
{
	SfidHorizonTrouble trouble;

	LWLockAcquire(sfid_reservation->lock, LW_SHARED);
	trouble = sfid_reservation->trouble;
	if (trouble == SFID_HORIZON_CORRUPT)
		snprintf(buf, size, "reservation file corrupt (%s)", sfid_reservation->trouble_detail);
	else if (trouble == SFID_HORIZON_AFTER_UPGRADE)
		snprintf(buf, size, "reservation unknown after pg_upgrade");
	LWLockRelease(sfid_reservation->lock);
	return trouble != SFID_HORIZON_KNOWN;
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

	if (code != 0 || sfid_reservation == NULL ||
		sfid_reservation->trouble != SFID_HORIZON_KNOWN)
		return;
	last_ms = sfid_workers_last_issued_ms();
	floor = (int64) pg_atomic_read_u64(&sfid_reservation->floor);
	last_ms = Max(last_ms, floor);
	if (last_ms < 0 || last_ms >= sfid_reservation->durable_horizon)
		return;
	sfid_reservation->write_failures = 0;	/* one last try, whatever happened */
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
		sfid_reservation->trouble = SFID_HORIZON_KNOWN;
		/* forward jumps are measured from now, unless the file knows better */
		sfid_read_boot_id(sfid_reservation->boot_id);
		sfid_forward_guard_reset(&sfid_reservation->guard, sfid_clock_real_ms(),
								 sfid_clock_boot_ms(), sfid_max_clock_forward);
		sfid_load_file();
	}
	if (!IsUnderPostmaster)
		on_shmem_exit(sfid_reservation_shutdown, (Datum) 0);
}

static XLogRecPtr
sfid_log_record(uint8 info, void *rec, int len)
{
	XLogRecPtr	lsn;

	XLogBeginInsert();
	XLogRegisterData(rec, len);
	lsn = XLogInsert(SFID_RMGR_ID, info);
	XLogFlush(lsn);
	return lsn;
}

static XLogRecPtr
sfid_log_horizon(uint8 info, int64 horizon_ms)
{
	xl_sfid_horizon rec;

	rec.horizon_ms = horizon_ms;
	return sfid_log_record(info, &rec, sizeof(rec));
}

static XLogRecPtr
sfid_log_reset(int64 horizon_ms)
{
	xl_sfid_reset rec;

	rec.horizon_ms = horizon_ms;
	rec.worker_min = sfid_worker_min;
	rec.worker_max = sfid_worker_max;
	return sfid_log_record(XLOG_SFID_RESET, &rec, sizeof(rec));
}

/*
 * Do the synchronous standbys have to confirm WAL?  Whenever
 * synchronous_standby_names is set (as the checkpointer last saw it, like
 * SyncRepWaitForLSN()), whatever this session's synchronous_commit says.
 * Caller holds SyncRepLock.
 */
static bool
sfid_sync_standbys_defined(void)
{
	uint8		status = WalSndCtl->sync_standbys_status;

	if (max_wal_senders == 0)
		return false;
	if (status & SYNC_STANDBY_INIT)
		return (status & SYNC_STANDBY_DEFINED) != 0;
	return SyncRepStandbyNames != NULL && SyncRepStandbyNames[0] != '\0';
}

/*
 * One pause of a polling wait: interruptible, *poll_ms long, the next one
 * twice as long up to max_ms.
 */
static void
sfid_poll_wait(long *poll_ms, long max_ms, uint32 wait_event)
{
	CHECK_FOR_INTERRUPTS();
	(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH,
					 *poll_ms, wait_event);
	ResetLatch(MyLatch);
	*poll_ms = Min(*poll_ms * 2, max_ms);
}

/*
 * Wait until the synchronous standbys have flushed WAL up to lsn, when
 * there are any.  Interruptible: a cancel, a statement timeout or a
 * termination raises the usual ERROR or FATAL, and then nothing is
 * published.  The wait shows as the SyncRep wait event.  It polls, every
 * millisecond at first (a standby that is there confirms within a few),
 * then less often, up to every 100 ms, so that many sessions waiting for an
 * absent standby cost little.
 *
 * PostgreSQL's own SyncRepWaitForLSN() is not used: it follows the
 * session's synchronous_commit, which any role can set to local, and it
 * turns a cancelled wait into a WARNING and a return.
 */
static void
sfid_wait_for_sync_standbys(XLogRecPtr lsn)
{
	long		poll_ms = 1;

	for (;;)
	{
		bool		confirmed;

		LWLockAcquire(SyncRepLock, LW_SHARED);
		confirmed = !sfid_sync_standbys_defined() ||
			WalSndCtl->lsn[SYNC_REP_WAIT_FLUSH] >= lsn;
		LWLockRelease(SyncRepLock);
		if (confirmed)
			return;

		sfid_poll_wait(&poll_ms, 100, WAIT_EVENT_SYNC_REP);
	}
}

/*
 * Take the lock; a backend waiting for it (another backend is writing
 * through a slow disk) can be cancelled.  The holder itself is in a file
 * or WAL write that no signal interrupts.
 */
static void
sfid_lock_interruptibly(void)
{
	long		poll_ms = 1;

	while (!LWLockConditionalAcquire(sfid_reservation->lock, LW_EXCLUSIVE))
		sfid_poll_wait(&poll_ms, 10, PG_WAIT_EXTENSION);
}

/* Report why R is not known at elevel; caller has released the lock. */
static void
sfid_report_trouble(SfidHorizonTrouble trouble, const char *detail, int elevel)
{
	if (trouble == SFID_HORIZON_AFTER_UPGRADE)
		ereport(elevel,
				(errcode(ERRCODE_SFID_HORIZON_UNKNOWN),
				 errmsg("sfid reservation horizon is unknown after pg_upgrade"),
				 errdetail("The old server's \"%s\" was not carried over, so this server cannot know which ids the old one issued.",
						   SFID_RESERVATION_FILE),
				 errhint("As a superuser, run SELECT sfid_restore_reservation('/path/to/old/data/directory') (after ALTER EXTENSION sfid UPDATE to 1.2); or, on an unused worker range, SELECT sfid_reset_horizon().")));
	else
		ereport(elevel,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("sfid reservation file \"%s\" is corrupt (%s)",
						SFID_RESERVATION_FILE, detail),
				 errdetail("Without the last reservation, ids issued before could be issued again."),
				 errhint("As a superuser, run SELECT sfid_restore_reservation('/path/to/a/copy/of/the/file'); or, on an unused worker range, SELECT sfid_reset_horizon().")));
}

/*
 * A reservation that took longer than sfid.reserve_ahead leaves the clock
 * past R when R is published: say so, at most every 10 s (by whoever made
 * it: a backend or the reserver).
 */
static void
sfid_note_slow_reservation(TimestampTz started)
{
	TimestampTz now = GetCurrentTimestamp();
	long		secs;
	int			usecs;
	long		ms;

	TimestampDifference(started, now, &secs, &usecs);
	ms = secs * 1000 + usecs / 1000;
	if (ms <= sfid_reserve_ahead ||
		!TimestampDifferenceExceeds(sfid_reservation->slow_logged_at, now, SFID_LOG_INTERVAL_MS))
		return;
	sfid_reservation->slow_logged_at = now;	/* a race logs twice at worst */
	ereport(LOG,
			(errmsg("sfid: a reservation took %ld ms, longer than sfid.reserve_ahead (%d ms)",
					ms, sfid_reserve_ahead),
			 errdetail("Ids that need it are issued at the reserved millisecond, behind the clock, until the next reservation."),
			 errhint("A slow disk or synchronous standby: consider a larger sfid.reserve_ahead.")));
}

/*
 * Make R >= needed_ms durable, confirmed and published.  Returns false
 * (having reported at elevel) when it must not: R is not known, the file
 * is unwritable, or the clock has jumped further forward than
 * sfid.max_clock_forward.  An interrupted wait for the standbys raises.
 */
static bool
sfid_reservation_extend(int64 needed_ms, int elevel)
{
	SfidReservationShared *r = sfid_reservation;
	int64		wall_ms;
	int64		boot_ms;
	int64		skew_ms;
	int64		new_horizon;
	XLogRecPtr	lsn;
	TimestampTz started = 0;

	/* R cannot go past the end of the layout; nor can any id */
	needed_ms = Min(needed_ms, SFID_MAX_MS);

	sfid_lock_interruptibly();
	wall_ms = sfid_clock_real_ms();
	boot_ms = sfid_clock_boot_ms();

	if (r->trouble != SFID_HORIZON_KNOWN)
	{
		SfidHorizonTrouble trouble = r->trouble;
		char		detail[sizeof(r->trouble_detail)];

		strlcpy(detail, r->trouble_detail, sizeof(detail));
		LWLockRelease(r->lock);
		sfid_report_trouble(trouble, detail, elevel);
		return false;
	}

	if (r->durable_horizon < needed_ms)
	{
		sfid_forward_guard guard = r->guard;

		if (!sfid_forward_guard_follow(&guard, wall_ms, boot_ms, sfid_max_clock_forward, &skew_ms))
		{
			TimestampTz now = GetCurrentTimestamp();
			bool		log_it = elevel >= ERROR ||
				TimestampDifferenceExceeds(r->last_forward_refusal_log, now,
										   SFID_LOG_INTERVAL_MS);
			int64		left_ms = guard.allowance_ms;

			r->guard = guard;	/* the refill */
			if (log_it && elevel < ERROR)
				r->last_forward_refusal_log = now;
			LWLockRelease(r->lock);
			if (log_it)
				ereport(elevel,
						(errcode(ERRCODE_SFID_CLOCK_AHEAD),
						 errmsg("clock jumped forward by %lld ms", (long long) skew_ms),
						 errdetail("sfid.max_clock_forward allows %d ms of forward steps (%lld ms now, refilling by 1 ms every 2 s); the reservation horizon does not follow further.",
								   sfid_max_clock_forward, (long long) left_ms),
						 errhint("If the clock is right now, a superuser can run SELECT sfid_accept_clock(); otherwise wait for it to be corrected.")));
			return false;
		}

		/* up to reserve_ahead beyond the clock, never down */
		started = GetCurrentTimestamp();
		new_horizon = Max(r->durable_horizon,
						  Min(Max(wall_ms + sfid_reserve_ahead, needed_ms), SFID_MAX_MS));
		if (!sfid_write_horizon_ref(new_horizon, guard.ref_wall_ms, guard.ref_boot_ms, elevel))
		{
			LWLockRelease(r->lock);
			return false;
		}
		r->guard = guard;
		r->durable_lsn = sfid_log_horizon(XLOG_SFID_ADVANCE, new_horizon);
		r->durable_horizon = new_horizon;
		r->reserved_since_start = true;
	}
	new_horizon = r->durable_horizon;
	lsn = r->durable_lsn;
	LWLockRelease(r->lock);

	/*
	 * Publish only once the synchronous standbys have the record too: after
	 * a failover the new primary must know every R that ids were issued
	 * under.  Another backend may publish a later R meanwhile; R only rises.
	 */
	if (!XLogRecPtrIsInvalid(lsn))
		sfid_wait_for_sync_standbys(lsn);
	sfid_atomic_raise(&r->horizon, new_horizon);
	if (started != 0)
		sfid_note_slow_reservation(started);
	return true;
}

/*
 * An id at now_ms is above R: extend R, or raise an error saying why not.
 * Returns the published R, which may already be behind the clock when the
 * write or the standby took longer than sfid.reserve_ahead (snowflake.c
 * then issues at R itself, so that ids keep coming).
 */
int64
sfid_reservation_extend_for_id(int64 now_ms)
{
	sfid_reservation_extend(now_ms, ERROR);
	return sfid_reservation_horizon();
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
			if (boot_ms - last_log_boot_ms >= SFID_LOG_INTERVAL_MS)
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
 * An idle server writes nothing; after a failed write the next try backs
 * off (sfid_write_horizon_ref) and the log stays quiet.
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
	if (!active)
		return SFID_IDLE_TICK_MS;
	if (wall_ms >= horizon - half)
	{
		if (!sfid_reservation_extend(wall_ms + half, LOG))
			return SFID_WRITE_RETRY_MIN_MS;
		horizon = sfid_reservation_horizon();
	}
	return Max(Min(horizon - half - wall_ms, half / 2), 5);
}

/*
 * Redo: R = max(R, record) or, for a reset made for this server's worker
 * range, R = record; rewrite the file.  Either makes R known again (a
 * standby that had a corrupt file, or crash recovery, replays every later
 * R: R only rises between resets).  A reset made for another range (the
 * primary moved to an unused one, this standby still has the old) leaves R
 * as it is: this server's worker numbers issued up to it.  The clock
 * reference follows as on the primary, so that a clock corrected while
 * this was a standby is not taken for a jump at promotion.
 *
 * Redo must not stop the server for our file: when it cannot be written,
 * R stays what the file says and only the floor rises (every worker number
 * resumes above the record's R, and needs a new reservation for that); the
 * next record, or the first reservation after promotion, tries again.
 */
static void
sfid_rmgr_redo(XLogReaderState *record)
{
	uint8		info = XLogRecGetInfo(record) & ~XLR_INFO_MASK;
	SfidReservationShared *r = sfid_reservation;
	int64		wall_ms = sfid_clock_real_ms();
	int64		boot_ms = sfid_clock_boot_ms();
	int64		skew_ms;
	int64		horizon;
	bool		outright = false;
	bool		was_known;
	bool		file_ok = true;

	if (info != XLOG_SFID_ADVANCE && info != XLOG_SFID_RESET)
		elog(PANIC, "sfid_rmgr_redo: unknown op code %u", info);
	horizon = ((xl_sfid_horizon *) XLogRecGetData(record))->horizon_ms;
	if (info == XLOG_SFID_RESET)
	{
		outright = true;
		/* before 1.2 a reset named no range */
		if (XLogRecGetDataLen(record) >= sizeof(xl_sfid_reset))
		{
			xl_sfid_reset *reset = (xl_sfid_reset *) XLogRecGetData(record);

			if (reset->worker_min != sfid_worker_min || reset->worker_max != sfid_worker_max)
			{
				outright = false;
				ereport(LOG,
						(errmsg("sfid: replayed a reset of the reservation horizon made for worker numbers %d to %d; this server's %d to %d keep theirs",
								reset->worker_min, reset->worker_max, sfid_worker_min, sfid_worker_max)));
			}
		}
	}

	LWLockAcquire(r->lock, LW_EXCLUSIVE);
	was_known = r->trouble == SFID_HORIZON_KNOWN;
	if (!outright && was_known)
		horizon = Max(r->durable_horizon, horizon);

	if (outright)
		sfid_forward_guard_reset(&r->guard, wall_ms, boot_ms, sfid_max_clock_forward);
	else
		(void) sfid_forward_guard_follow(&r->guard, wall_ms, boot_ms, sfid_max_clock_forward, &skew_ms);

	if (horizon != r->durable_horizon || outright || !was_known)
	{
		r->write_failures = 0;	/* redo does not back off */
		file_ok = sfid_write_horizon(horizon, WARNING);
		if (file_ok)
		{
			r->durable_horizon = horizon;
			if (!was_known)
				sfid_horizon_known();
			if (outright)
				sfid_publish_outright(horizon);
		}
	}
	LWLockRelease(r->lock);

	if (file_ok)
		sfid_atomic_raise(&r->horizon, horizon);
	if (file_ok || !outright)
		sfid_atomic_raise(&r->floor, horizon);
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
 * sfid_reset_horizon() and sfid_restore_reservation() set R outright, down
 * or up, and the floor with it.  They run only while no Snowflake id can
 * have been issued since the server started: no reservation was made since
 * (at startup the published R is the floor, and an id needs a millisecond
 * above the floor and at most R, so every id since a start follows a
 * reservation).  Then no id is in flight under the old state and nothing is
 * left over to forget; snowflake_next() reads the floor and R consistently
 * (snowflake.c), so that no backend pairs an old one with a new one.  Takes
 * the lock and returns holding it, or raises.
 */
static void
sfid_lock_before_any_id(const char *fname)
{
	sfid_lock_interruptibly();
	if (sfid_reservation->reserved_since_start || sfid_workers_last_issued_ms() >= 0)
	{
		LWLockRelease(sfid_reservation->lock);
		ereport(ERROR,
				(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
				 errmsg("%s is only allowed before any Snowflake id is issued after a server start", fname),
				 errdetail("Reservations have been made since this server started; ids issued under them could be issued again."),
				 errhint("Restart the server (for sfid_reset_horizon(), on an unused worker range) and run %s before issuing ids.", fname)));
	}
}

/*
 * sfid_reset_horizon(): forget R and start again from the clock.  Ids
 * issued before at later milliseconds under the same worker numbers could
 * then be issued again: use it only together with a move to an unused
 * worker range (see README), which needs a restart anyway.  The RESET
 * record names the range, so that a standby on another range (the old
 * one) keeps its R when it replays it.
 */
Datum
sfid_reset_horizon(PG_FUNCTION_ARGS)
{
	SfidReservationShared *r;
	int64		wall_ms;
	int64		boot_ms;
	XLogRecPtr	lsn;

	sfid_require_primary_superuser("sfid_reset_horizon()");
	r = sfid_reservation;

	sfid_lock_before_any_id("sfid_reset_horizon()");
	wall_ms = sfid_clock_real_ms();
	boot_ms = sfid_clock_boot_ms();
	r->write_failures = 0;
	if (!sfid_write_horizon_ref(wall_ms, wall_ms, boot_ms, ERROR))
		pg_unreachable();
	lsn = sfid_log_reset(wall_ms);
	r->durable_horizon = wall_ms;
	r->durable_lsn = lsn;
	sfid_forward_guard_reset(&r->guard, wall_ms, boot_ms, sfid_max_clock_forward);
	sfid_horizon_known();
	sfid_publish_outright(wall_ms);
	LWLockRelease(r->lock);

	/* done here; a cancelled wait reports an error, but the reset stands */
	sfid_wait_for_sync_standbys(lsn);

	ereport(WARNING,
			(errmsg("sfid reservation horizon reset to the current clock"),
			 errdetail("Worker numbers %d to %d start again from now.", sfid_worker_min, sfid_worker_max)));
	PG_RETURN_TIMESTAMPTZ(sfid_snowflake_ms_to_timestamptz(wall_ms));
}

/*
 * sfid_restore_reservation(path): take R from a copy of a reservation file
 * (or the one in the data directory named): after pg_upgrade, the old
 * server's; after corruption, a backup.  R only rises, so this cannot cause
 * repeats; ids wait or are refused until the clock passes the restored R.
 */
Datum
sfid_restore_reservation(PG_FUNCTION_ARGS)
{
	char	   *path = text_to_cstring(PG_GETARG_TEXT_PP(0));
	SfidReservationShared *r;
	SfidStateFile contents;
	SfidStateFileCheck check;
	int			open_errno;
	struct stat st;
	int64		new_horizon;
	XLogRecPtr	lsn;

	sfid_require_primary_superuser("sfid_restore_reservation()");
	r = sfid_reservation;

	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		path = psprintf("%s/%s", path, SFID_RESERVATION_FILE);
	check = sfid_read_file(path, &contents, &open_errno);
	if (open_errno != 0)
	{
		errno = open_errno;
		ereport(ERROR,
				(errcode_for_file_access(),
				 errmsg("could not read sfid reservation file \"%s\": %m", path)));
	}
	if (check != SFID_STATEFILE_OK)
		ereport(ERROR,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("\"%s\" is not a valid sfid reservation file (%s)",
						path, sfid_statefile_problem(check))));

	sfid_lock_before_any_id("sfid_restore_reservation()");
	new_horizon = r->trouble == SFID_HORIZON_KNOWN ?
		Max(r->durable_horizon, contents.horizon_ms) : contents.horizon_ms;
	r->write_failures = 0;
	if (!sfid_write_horizon(new_horizon, ERROR))
		pg_unreachable();
	lsn = sfid_log_horizon(XLOG_SFID_ADVANCE, new_horizon);
	r->durable_horizon = new_horizon;
	r->durable_lsn = lsn;
	sfid_horizon_known();

	/*
	 * Every worker number resumes above it.  The floor is raised now, R only
	 * once the standbys have the record: a reader may pair the new floor
	 * with the old R, which only makes it reserve.
	 */
	pg_atomic_write_u64(&r->floor, (uint64) new_horizon);
	LWLockRelease(r->lock);
	sfid_wait_for_sync_standbys(lsn);
	sfid_atomic_raise(&r->horizon, new_horizon);

	ereport(LOG,
			(errmsg("sfid: reservation restored from \"%s\" by %s: ids resume after %s",
					path, GetUserNameFromId(GetUserId(), false),
					timestamptz_to_str(sfid_snowflake_ms_to_timestamptz(new_horizon)))));
	PG_RETURN_TIMESTAMPTZ(sfid_snowflake_ms_to_timestamptz(new_horizon));
}

/*
 * sfid_accept_clock(): take the current clock as right after a forward
 * jump was refused.  R still only moves up, so this cannot cause repeats.
 */
Datum
sfid_accept_clock(PG_FUNCTION_ARGS)
{
	SfidReservationShared *r;
	int64		wall_ms;
	int64		boot_ms;
	int64		skew_ms;

	sfid_require_primary_superuser("sfid_accept_clock()");
	r = sfid_reservation;

	sfid_lock_interruptibly();
	wall_ms = sfid_clock_real_ms();
	boot_ms = sfid_clock_boot_ms();
	skew_ms = sfid_forward_guard_skew(&r->guard, wall_ms, boot_ms);
	/* keep the new reference across a restart too */
	if (r->durable_horizon != SFID_NO_HORIZON && r->trouble == SFID_HORIZON_KNOWN)
	{
		r->write_failures = 0;
		if (!sfid_write_horizon_ref(r->durable_horizon, wall_ms, boot_ms, ERROR))
			pg_unreachable();
	}
	sfid_forward_guard_reset(&r->guard, wall_ms, boot_ms, sfid_max_clock_forward);
	LWLockRelease(r->lock);

	ereport(LOG,
			(errmsg("sfid: clock accepted by %s; it was %lld ms ahead of the reference",
					GetUserNameFromId(GetUserId(), false), (long long) skew_ms)));
	PG_RETURN_INT64(skew_ms);
}
