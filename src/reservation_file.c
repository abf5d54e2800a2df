/*-------------------------------------------------------------------------
 *
 * reservation_file.c
 *		The reservation file $PGDATA/sfid.reservation: written durably before
 *		any id under a new R is returned (step 1 of the protocol in
 *		src/README), read at startup, and the marker that pg_upgrade made
 *		this data directory.
 *
 * The file holds R, the clock reference that forward jumps are measured
 * from, the durable floor that sfid_reset_horizon() keeps and the layout
 * (statefile.h has its bytes); a fresh start writes it at once with the
 * layout and no R yet.  It is written whole to a temporary
 * file, fsynced, renamed over the old one, and the directory fsynced, so
 * that after a crash it holds either the old R or the new one.  A failed
 * write is an ERROR for the backend that needed it; the reserver and
 * shutdown log it at most every 10 s, and the next try backs off from
 * 50 ms to 5 s, so that an unwritable data directory does not fill the log.
 *
 * When R is not known, no Snowflake id is issued at all until an operator
 * acts: the file is corrupt (XX001), or pg_upgrade made this data directory
 * and the old server's file was not carried over (SF003).  pg_upgrade
 * copies no file of ours, so the new server notes that it is being
 * upgraded: it runs in binary-upgrade mode then, and (since PostgreSQL 15)
 * pg_upgrade keeps its work files in the new data directory.
 *
 * Callers hold the reservation lock (reservation_state.c) for everything
 * that writes, except the marker, which only pg_upgrade's server makes.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "miscadmin.h"
#include "postmaster/startup.h"
#include "storage/fd.h"
#include "storage/latch.h"
#include "utils/wait_event.h"

#include "clock.h"
#include "layout.h"
#include "report.h"
#include "reservation_file.h"

#define SFID_RESERVATION_TEMP_FILE	"sfid.reservation.tmp"

/*
 * Write R, the durable floor and a clock reference to the file durably: a
 * temporary file, fsynced, renamed over the old one, then the directory
 * fsynced, so that after a crash the file holds either the old R or the
 * new one, whole.
 * (durable_rename() does the same with more fsyncs, and reports failures
 * itself, which can change errno before the caller reports it.)  Returns 0,
 * or the errno of the step that failed.
 */
static int
sfid_write_file(int64 horizon_ms, int64 floor_ms, int64 ref_wall_ms, int64 ref_boot_ms)
{
	SfidStateFile contents;
	uint8		buf[SFID_STATEFILE_SIZE];

	contents.horizon_ms = horizon_ms;
	contents.ref_wall_ms = ref_wall_ms;
	contents.ref_boot_ms = ref_boot_ms;
	memcpy(contents.boot_id, sfid_reservation->boot_id, SFID_BOOT_ID_BYTES);
	contents.floor_ms = floor_ms;
	/* the layout the ids were issued in, never the settings' if they differ */
	contents.epoch_unix_ms = sfid_reservation->layout.epoch_unix_ms;
	contents.worker_bits = sfid_reservation->layout.worker_bits;
	contents.seq_bits = sfid_reservation->layout.seq_bits;
	sfid_statefile_encode(&contents, buf);
	return sfid_file_write_durably(SFID_RESERVATION_TEMP_FILE, SFID_RESERVATION_FILE,
								   buf, sizeof(buf));
}

/*
 * The durable write itself, for this file and the backfill file
 * (backfill_state.c): len bytes to temp_path, fsynced, renamed over path,
 * the directory fsynced.  Returns 0, or the errno of the step that failed.
 */
int
sfid_file_write_durably(const char *temp_path, const char *path, const uint8 *buf, size_t len)
{
	int			fd;
	int			save_errno;

	fd = OpenTransientFile(temp_path, O_RDWR | O_CREAT | O_TRUNC | PG_BINARY);
	if (fd < 0)
		return errno;
	errno = 0;
	if (write(fd, buf, len) != (ssize_t) len)
		save_errno = errno ? errno : ENOSPC;
	else if (pg_fsync(fd) != 0)
		save_errno = errno;
	else
		save_errno = 0;
	if (CloseTransientFile(fd) != 0 && save_errno == 0)
		save_errno = errno;
	if (save_errno != 0)
		return save_errno;

	if (rename(temp_path, path) != 0)
		return errno;

	fd = OpenTransientFile(".", O_RDONLY | PG_BINARY);
	if (fd < 0)
		return errno;
	save_errno = pg_fsync(fd) != 0 ? errno : 0;
	CloseTransientFile(fd);
	return save_errno;
}

/*
 * Every durable step above rests on fsync: with fsync = off, a power loss
 * or an operating system crash can take R back, and ids issued under the
 * lost R are issued again.  Said as a WARNING at start and when a reload
 * turns fsync off, not refused: PostgreSQL's own test clusters and many
 * throwaway ones run with fsync off, and a reload could undo any check
 * made at start anyway.  A reload is seen by the process that writes the
 * file: the reserver on a primary, redo on a standby (which a primary's
 * wait for its synchronous standbys trusts).  Each keeps the value it last
 * saw, taken when it starts (sfid_file_note_fsync()): it may start long
 * after the postmaster, a reload having changed fsync meanwhile.
 */
static bool sfid_file_fsync_seen = true;

/* fsync as this process sees it now, without a word. */
void
sfid_file_note_fsync(void)
{
	sfid_file_fsync_seen = enableFsync;
}

void
sfid_warn_if_fsync_off(void)
{
	sfid_file_note_fsync();
	if (enableFsync)
		return;
	ereport(WARNING,
			(errcode(ERRCODE_WARNING),
			 errmsg("fsync is off, so sfid cannot promise that no id is issued twice"),
			 errdetail("sfid writes its reservation horizon to disk before it issues ids under it; with fsync = off, a power loss or an operating system crash can lose it, and ids issued before are issued again."),
			 errhint("Set fsync = on, unless this server's data is thrown away after any crash.")));
}

/* After a reload: warn if it turned fsync off since this process last saw. */
void
sfid_warn_if_fsync_turned_off(void)
{
	if (sfid_file_fsync_seen)
		sfid_warn_if_fsync_off();
	else
		sfid_file_note_fsync();
}

/*
 * Report a failed write of the file at elevel with SQLSTATE 58030.  Below
 * ERROR (the reserver, shutdown) at most one line every 10 s, which says
 * how many failures it stands for.  Caller holds the lock.
 */
static void
sfid_report_write_failure(int err, int elevel)
{
	int			unlogged = sfid_reservation->write_failures_unlogged;

	sfid_count_refusal(SFID_REFUSED_UNWRITABLE, elevel);
	if (elevel < ERROR &&
		!sfid_clock_boot_ms_passed(sfid_reservation->write_failure_logged_ms,
								   SFID_LOG_INTERVAL_MS))
	{
		sfid_reservation->write_failures_unlogged++;
		return;
	}
	if (elevel < ERROR)
	{
		sfid_reservation->write_failure_logged_ms = sfid_clock_boot_ms();
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
 * The next write goes to the disk at once, whatever the back-off says: for
 * the writes that must be tried now (redo, an operator's function, the last
 * record at shutdown), which report their own failure.  The back-off is this
 * file's; the others call this rather than reset it by hand.  Caller holds
 * the lock.
 */
void
sfid_file_skip_backoff(void)
{
	sfid_reservation->write_failures = 0;
}

/*
 * Write R and the durable floor floor_ms with the given clock reference,
 * unless writes are backing off after a failure.  Returns true on success,
 * the durable floor in shared memory then floor_ms; otherwise reports at
 * elevel and returns false.  Caller holds the lock.
 */
bool
sfid_file_write_floor(int64 horizon_ms, int64 floor_ms, int64 ref_wall_ms,
					  int64 ref_boot_ms, int elevel)
{
	SfidReservationShared *r = sfid_reservation;
	int			err;

	if (r->write_failures > 0)
	{
		int			retry_ms = SFID_WRITE_RETRY_MIN_MS << Min(r->write_failures - 1, 7);

		/* too soon to try the disk again: fail as the last attempt did */
		if (!sfid_clock_boot_ms_passed(r->write_failed_ms,
									   Min(retry_ms, SFID_WRITE_RETRY_MAX_MS)))
		{
			sfid_report_write_failure(r->write_failed_errno, elevel);
			return false;
		}
	}
	err = sfid_write_file(horizon_ms, floor_ms, ref_wall_ms, ref_boot_ms);
	if (err == 0)
	{
		r->durable_floor = floor_ms;
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
	r->write_failed_ms = sfid_clock_boot_ms();
	sfid_report_write_failure(err, elevel);
	return false;
}

/* Write R with the given clock reference; caller holds the lock. */
bool
sfid_file_write_horizon_ref(int64 horizon_ms, int64 ref_wall_ms, int64 ref_boot_ms, int elevel)
{
	return sfid_file_write_floor(horizon_ms, sfid_reservation->durable_floor,
								 ref_wall_ms, ref_boot_ms, elevel);
}

/* Write R with the current clock reference; caller holds the lock. */
bool
sfid_file_write_horizon(int64 horizon_ms, int elevel)
{
	return sfid_file_write_horizon_ref(horizon_ms, sfid_reservation->guard.ref_wall_ms,
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
SfidStateFileCheck
sfid_file_read(const char *path, SfidStateFile *contents, int *open_errno)
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
 * Whether the reservation file is there and says more than a first start
 * does (a layout, no horizon, no floor): one that says only that may have
 * been written by a start of the new cluster before pg_upgrade, and tells
 * nothing of the old server's ids.  A corrupt file says more, as far as
 * anyone knows.
 */
static bool
sfid_file_holds_reservation(void)
{
	SfidStateFile contents;
	int			open_errno;
	SfidStateFileCheck check = sfid_file_read(SFID_RESERVATION_FILE, &contents, &open_errno);

	if (open_errno == ENOENT)
		return false;
	return check != SFID_STATEFILE_OK ||
		contents.horizon_ms != SFID_NO_HORIZON || contents.floor_ms != SFID_NO_HORIZON;
}

/*
 * Called whenever sfid is loaded in binary-upgrade mode: in the new server
 * that pg_upgrade starts (preloaded, or by its library check), leave a
 * marker that R is unknown, unless a reservation file that holds one is
 * already there.  pg_upgrade's old server runs in binary-upgrade mode too,
 * but only the new data directory holds pg_upgrade's work folder.
 */
void
sfid_file_note_pg_upgrade(void)
{
	FILE	   *f;

	if (!IsBinaryUpgrade || sfid_file_holds_reservation() ||
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

/*
 * The clock reference is counted from r->layout's epoch, as the file
 * holds it: moving to another layout moves the reference to its epoch.
 */
static void
sfid_file_set_layout(const SfidLayout *layout)
{
	SfidReservationShared *r = sfid_reservation;

	r->guard.ref_wall_ms += r->layout.epoch_unix_ms - layout->epoch_unix_ms;
	r->layout = *layout;
}

/*
 * The layout the server's ids were issued in is now layout (the file's,
 * or the primary's in a replayed record): with R known, the trouble is
 * SF005 when the settings give another.  Said as a WARNING when it
 * changes to that.  Caller holds the lock.
 */
void
sfid_file_note_layout(const SfidLayout *layout)
{
	SfidReservationShared *r = sfid_reservation;
	bool		differs = !sfid_layout_equal(layout, &sfid_layout);

	sfid_file_set_layout(layout);
	if (r->trouble != SFID_HORIZON_KNOWN && r->trouble != SFID_HORIZON_LAYOUT_MISMATCH)
		return;
	if (differs && r->trouble == SFID_HORIZON_KNOWN)
		sfid_layout_report_mismatch(layout, WARNING);
	r->trouble = differs ? SFID_HORIZON_LAYOUT_MISMATCH : SFID_HORIZON_KNOWN;

	/*
	 * Unpublish R and the floor, both in the other layout's milliseconds:
	 * ids below R would otherwise be issued without a reservation, which
	 * is where the trouble is reported, and a floor read in this layout
	 * would refuse them as a clock step back first.  The durable R stays,
	 * in the file and in durable_horizon; redo raises both again once the
	 * layouts agree.
	 */
	if (differs)
	{
		pg_atomic_write_u64(&r->horizon, (uint64) SFID_NO_HORIZON);
		pg_atomic_write_u64(&r->floor, (uint64) SFID_NO_HORIZON);
	}
}

/* R is known again: drop the pg_upgrade marker, if any.  Caller holds the lock. */
void
sfid_file_horizon_known(void)
{
	sfid_reservation->trouble = SFID_HORIZON_KNOWN;
	sfid_file_note_layout(&sfid_reservation->layout);
	sfid_reservation->trouble_detail[0] = '\0';
	if (sfid_file_exists(SFID_UPGRADE_MARKER_FILE))
		durable_unlink(SFID_UPGRADE_MARKER_FILE, LOG);
}

/*
 * A fresh start records the layout at once, in a file with no horizon
 * yet (-1), so that every id, backfill id and decoded time is tied to it
 * before the first can be kept anywhere: a later start with other layout
 * settings then refuses them (SF005), as it does once ids were issued.
 * Not in binary-upgrade mode (the layout of the old server's ids is not
 * known there), nor when recovery or a standby is starting (standby.signal
 * or recovery.signal): the primary's layout comes with the base backup's
 * file or its WAL records, and a promoted server writes the file at its
 * first reservation.  A failure to write is a WARNING: the first
 * reservation writes the file, or refuses ids.  Called in the postmaster
 * before any other process runs (or in a single-user backend).
 */
static void
sfid_file_record_layout(void)
{
	SfidReservationShared *r = sfid_reservation;
	char		text[SFID_LAYOUT_TEXT_SIZE];

	if (IsBinaryUpgrade || sfid_file_exists("standby.signal") ||
		sfid_file_exists("recovery.signal"))
		return;
	if (sfid_file_write_floor(SFID_NO_HORIZON, SFID_NO_HORIZON, r->guard.ref_wall_ms,
							  r->guard.ref_boot_ms, WARNING))
		ereport(LOG,
				(errmsg("sfid: recorded the layout of this server's Snowflake ids in \"%s\": %s",
						SFID_RESERVATION_FILE, sfid_layout_text(&r->layout, text))));
}

/*
 * Read R and the durable floor from the file at startup (a file of
 * version 1 has no durable floor).  A missing file is a fresh start, unless
 * pg_upgrade made this data directory; an unreadable or corrupt one stops
 * generation until an operator acts.  The clock reference is kept if the
 * machine has not been rebooted since it was written: a clock that jumped
 * forward while the server was down is then still measured from before
 * the jump.
 */
void
sfid_file_load(void)
{
	SfidReservationShared *r = sfid_reservation;
	SfidStateFile contents;
	SfidStateFileCheck check;
	int			open_errno;

	sfid_read_boot_id(r->boot_id);
	/* a fresh start issues in the settings' layout; a file says otherwise */
	r->layout = sfid_layout;
	sfid_file_note_pg_upgrade();
	check = sfid_file_read(SFID_RESERVATION_FILE, &contents, &open_errno);
	if ((open_errno == ENOENT || !sfid_file_holds_reservation()) &&
		sfid_file_exists(SFID_UPGRADE_MARKER_FILE))
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
		sfid_file_record_layout();
		return;
	}
	if (check == SFID_STATEFILE_OK)
	{
		SfidLayout	recorded = sfid_layout_make(contents.epoch_unix_ms,
												contents.worker_bits,
												contents.seq_bits);

		/* the reference below is the file's, counted from its epoch */
		sfid_file_set_layout(&recorded);
		r->durable_horizon = contents.horizon_ms;
		r->durable_floor = contents.floor_ms;
		pg_atomic_write_u64(&r->horizon, (uint64) contents.horizon_ms);
		/* R is at least the durable floor; if not, the reserver records it */
		pg_atomic_write_u64(&r->floor, (uint64) Max(contents.horizon_ms, contents.floor_ms));
		if (sfid_boot_id_known(contents.boot_id) &&
			memcmp(contents.boot_id, r->boot_id, SFID_BOOT_ID_BYTES) == 0)
		{
			r->guard.ref_wall_ms = contents.ref_wall_ms;
			r->guard.ref_boot_ms = contents.ref_boot_ms;
		}
		/* the operator copied the old server's file after pg_upgrade */
		sfid_file_horizon_known();
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
sfid_file_problem(char *buf, size_t size)
{
	SfidHorizonTrouble trouble;

	/* cancellable: a monitoring query must not hang behind a stuck disk */
	sfid_reservation_state_lock_mode(LW_SHARED);
	trouble = sfid_reservation->trouble;
	if (trouble == SFID_HORIZON_CORRUPT)
		snprintf(buf, size, "reservation file corrupt (%s)", sfid_reservation->trouble_detail);
	else if (trouble == SFID_HORIZON_AFTER_UPGRADE)
		snprintf(buf, size, "reservation unknown after pg_upgrade");
	else if (trouble == SFID_HORIZON_LAYOUT_MISMATCH)
		snprintf(buf, size, "ids issued in another layout");
	LWLockRelease(sfid_reservation->lock);
	return trouble != SFID_HORIZON_KNOWN;
}

/* Report why R is not known at elevel; caller has released the lock. */
void
sfid_file_report_trouble(SfidHorizonTrouble trouble, const char *detail, int elevel)
{
	if (trouble == SFID_HORIZON_LAYOUT_MISMATCH)
	{
		sfid_layout_report_mismatch(&sfid_reservation->layout, elevel);
		return;
	}
	sfid_count_refusal(trouble == SFID_HORIZON_AFTER_UPGRADE ?
					   SFID_REFUSED_AFTER_UPGRADE : SFID_REFUSED_CORRUPT, elevel);
	if (trouble == SFID_HORIZON_AFTER_UPGRADE)
		ereport(elevel,
				(errcode(ERRCODE_SFID_HORIZON_UNKNOWN),
				 errmsg("sfid reservation horizon is unknown after pg_upgrade"),
				 errdetail("The old server's \"%s\" was not carried over, so this server cannot know which ids the old one issued.",
						   SFID_RESERVATION_FILE),
				 errhint("As a superuser, run SELECT sfid_restore_reservation('/path/to/old/data/directory') (the function came with sfid 1.2: run ALTER EXTENSION sfid UPDATE first if the extension is older); or, on an unused worker range, SELECT sfid_reset_horizon().")));
	else
		ereport(elevel,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("sfid reservation file \"%s\" is corrupt (%s)",
						SFID_RESERVATION_FILE, detail),
				 errdetail("Without the last reservation, ids issued before could be issued again."),
				 errhint("As a superuser, run SELECT sfid_restore_reservation('/path/to/a/copy/of/the/file'); or, on an unused worker range, SELECT sfid_reset_horizon().")));
}

/*
 * Redo holds at a record whose value it cannot write to its file (R to
 * sfid.reservation, a mark to sfid.backfill): it retries, polling every
 * 100 ms for a shutdown request, a reload or the postmaster's death (the
 * startup process's own interrupts: its SIGTERM wakes the recovery latch,
 * not this one).
 */
void
sfid_file_redo_wait(void)
{
	(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH,
					 100, PG_WAIT_EXTENSION);
	ResetLatch(MyLatch);
	/* crash recovery in single-user mode runs in a backend: its own signals */
	if (!IsUnderPostmaster)
		CHECK_FOR_INTERRUPTS();
	else
		sfid_startup_interrupts();
}
