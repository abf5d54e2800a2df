/*-------------------------------------------------------------------------
 *
 * backfill_state.c
 *		The backfill numbers' marks in shared memory and in
 *		$PGDATA/sfid.backfill, their load at startup and their redo.
 *
 * The file holds every worker number's mark (statefile.h has its bytes);
 * it is written whole, durably (reservation_file.c's temporary file,
 * fsync, rename, directory fsync), before the WAL record of a new mark,
 * as the reservation file is before R's (src/README, "Backfill numbers").
 * A missing file is a fresh start, unless pg_upgrade made the data
 * directory: then the file is written with the marks unknown, and
 * snowflake_at() is refused (SF003) until the old server's file replaces
 * it.  A file that cannot be read stops snowflake_at() (XX001).
 *
 * Locking: the reservation lock (reservation_state.c) covers every field
 * but the atomics, which are only ever raised: mark after the durable
 * steps, floor by startup and redo.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "miscadmin.h"
#include "storage/fd.h"
#include "storage/ipc.h"
#include "storage/shmem.h"

#include "backfill_state.h"
#include "clock.h"
#include "reservation_file.h"
#include "reservation_state.h"
#include "workers.h"

#define SFID_BACKFILL_TEMP_FILE		"sfid.backfill.tmp"

SfidBackfillShared *sfid_backfill = NULL;

Size
sfid_backfill_state_shmem_size(void)
{
	return MAXALIGN(sizeof(SfidBackfillShared));
}

static void
sfid_backfill_set_trouble(SfidBackfillTrouble trouble, const char *detail)
{
	sfid_backfill->trouble = trouble;
	strlcpy(sfid_backfill->trouble_detail, detail, sizeof(sfid_backfill->trouble_detail));
}

int
sfid_backfill_state_write(void)
{
	static SfidBackfillFile contents;
	static uint8 buf[SFID_BACKFILL_FILE_SIZE];

	contents.unknown = sfid_backfill->trouble == SFID_BACKFILL_AFTER_UPGRADE;
	for (int i = 0; i < SFID_BACKFILL_NUMBERS; i++)
		contents.marks[i] = sfid_backfill->numbers[i].durable;
	sfid_backfill_file_encode(&contents, buf);
	return sfid_file_write_durably(SFID_BACKFILL_TEMP_FILE, SFID_BACKFILL_STATE_FILE,
								   buf, sizeof(buf));
}

/*
 * pg_upgrade's new server (binary-upgrade mode, its work files in the data
 * directory): write the file with the marks unknown, unless there is one.
 * Here, not at the first start: the operator may copy the old
 * sfid.reservation in before it, which removes the marker that start would
 * look for.  Called from _PG_init (pg_upgrade's library check) and at
 * startup, as the reservation's marker is.
 */
void
sfid_backfill_note_pg_upgrade(void)
{
	static SfidBackfillFile contents;
	static uint8 buf[SFID_BACKFILL_FILE_SIZE];
	struct stat st;
	int			err;

	if (!IsBinaryUpgrade || stat(SFID_BACKFILL_STATE_FILE, &st) == 0 ||
		stat(SFID_PG_UPGRADE_WORK_DIR, &st) != 0)
		return;
	contents.unknown = true;
	for (int i = 0; i < SFID_BACKFILL_NUMBERS; i++)
		contents.marks[i] = -1;
	sfid_backfill_file_encode(&contents, buf);
	if ((err = sfid_file_write_durably(SFID_BACKFILL_TEMP_FILE, SFID_BACKFILL_STATE_FILE,
									   buf, sizeof(buf))) != 0)
	{
		errno = err;
		ereport(FATAL,
				(errcode_for_file_access(),
				 errmsg("could not write sfid backfill file \"%s\": %m", SFID_BACKFILL_STATE_FILE)));
	}
}

/* Startup: the marks from the file, which every number resumes above. */
static void
sfid_backfill_load(void)
{
	static SfidBackfillFile contents;
	uint8		buf[SFID_BACKFILL_FILE_SIZE + 1];
	SfidStateFileCheck check;
	struct stat st;
	int			fd;
	int			len;

	sfid_backfill_note_pg_upgrade();
	fd = OpenTransientFile(SFID_BACKFILL_STATE_FILE, O_RDONLY | PG_BINARY);
	if (fd < 0)
	{
		if (errno != ENOENT)
		{
			sfid_backfill_set_trouble(SFID_BACKFILL_CORRUPT, strerror(errno));
			return;
		}
		/* none yet: a fresh start, unless pg_upgrade made this directory */
		if (stat(SFID_UPGRADE_MARKER_FILE, &st) == 0)
		{
			int			err;

			sfid_backfill_set_trouble(SFID_BACKFILL_AFTER_UPGRADE, "made by pg_upgrade");
			/* kept on disk: the marker goes once R is restored */
			if ((err = sfid_backfill_state_write()) != 0)
			{
				errno = err;
				ereport(WARNING,
						(errcode_for_file_access(),
						 errmsg("could not write sfid backfill file \"%s\": %m",
								SFID_BACKFILL_STATE_FILE)));
			}
		}
		return;
	}
	len = read(fd, buf, sizeof(buf));
	CloseTransientFile(fd);
	check = len < 0 ? SFID_STATEFILE_BAD_SIZE :
		sfid_backfill_file_decode(buf, (size_t) len, &contents);
	if (check != SFID_STATEFILE_OK)
	{
		sfid_backfill_set_trouble(SFID_BACKFILL_CORRUPT, sfid_statefile_problem(check));
		ereport(WARNING,
				(errcode(ERRCODE_DATA_CORRUPTED),
				 errmsg("sfid backfill file \"%s\" is corrupt: %s",
						SFID_BACKFILL_STATE_FILE, sfid_statefile_problem(check)),
				 errdetail("snowflake_at() is refused until the file is restored.")));
		return;
	}
	if (contents.unknown)
		sfid_backfill_set_trouble(SFID_BACKFILL_AFTER_UPGRADE, "made by pg_upgrade");
	for (int i = 0; i < SFID_BACKFILL_NUMBERS; i++)
	{
		SfidBackfillNumber *n = &sfid_backfill->numbers[i];

		n->durable = contents.marks[i];
		pg_atomic_write_u64(&n->mark, (uint64) contents.marks[i]);
		pg_atomic_write_u64(&n->floor, (uint64) contents.marks[i]);
	}
}

/*
 * Shutdown of the postmaster with code 0 (as for R: reservation.c): shared
 * memory holds every id returned, so each number's mark comes down to the
 * last millisecond it issued (never below its floor), and a restart does
 * not leave the rest of the mark's lead unusable.  After a crash the marks
 * stay; crash recovery after an immediate stop raises them again from WAL.
 */
static void
sfid_backfill_shutdown(int code, Datum arg)
{
	bool		lowered = false;
	int			err;

	if (code != 0 || sfid_backfill == NULL || sfid_backfill->trouble != SFID_BACKFILL_KNOWN)
		return;
	for (int i = 0; i < SFID_BACKFILL_NUMBERS; i++)
	{
		SfidBackfillNumber *n = &sfid_backfill->numbers[i];
		SfidState	state;
		int64		floor = sfid_backfill_state_read(&n->floor);
		int64		last_ms;

		/* only backfill numbers, which the layout has slots for */
		if (!sfid_is_backfill_number(i))
			continue;
		state = pg_atomic_read_u64(&sfid_workers_slot(i)->state);
		if (state == SFID_STATE_NONE)
			continue;
		last_ms = Max(sfid_state_ms(state), floor);
		if (last_ms < n->durable)
		{
			n->durable = last_ms;
			lowered = true;
		}
	}
	if (lowered && (err = sfid_backfill_state_write()) != 0)
	{
		errno = err;
		ereport(LOG,
				(errcode_for_file_access(),
				 errmsg("could not write sfid backfill file \"%s\" at shutdown: %m",
						SFID_BACKFILL_STATE_FILE)));
	}
}

void
sfid_backfill_state_shmem_init(void)
{
	bool		found;

	sfid_backfill = ShmemInitStruct("sfid backfill", sizeof(SfidBackfillShared), &found);
	if (!IsUnderPostmaster && !found)
		on_shmem_exit(sfid_backfill_shutdown, (Datum) 0);
	if (found)
		return;
	for (int i = 0; i < SFID_BACKFILL_NUMBERS; i++)
	{
		SfidBackfillNumber *n = &sfid_backfill->numbers[i];

		pg_atomic_init_u64(&n->mark, (uint64) INT64CONST(-1));
		pg_atomic_init_u64(&n->floor, (uint64) INT64CONST(-1));
		n->durable = -1;
		n->run_start = -1;
		n->lsn = InvalidXLogRecPtr;
	}
	sfid_backfill_set_trouble(SFID_BACKFILL_KNOWN, "");
	sfid_backfill_load();
}

/*
 * Redo: the number's durable mark rises to the record's, the file follows,
 * and the number resumes above it (a standby promoted, crash recovery).
 * As for R, replay does not go past the record until the mark is in the
 * file: held only in memory, a restartpoint then a restart, or a crash,
 * of the standby would lose it, and once promoted the number would issue
 * its ids again.  A file that cannot be written holds replay here,
 * retried every 100 ms (a WARNING once, a LOG when it goes on).
 */
void
sfid_backfill_state_redo(int worker, int64 mark_ms)
{
	SfidBackfillNumber *n;
	int			err;
	bool		said = false;
	int64		since_ms = 0;

	if (worker < 0 || worker >= SFID_BACKFILL_NUMBERS || mark_ms < 0 || mark_ms > SFID_MAX_MS)
		elog(PANIC, "sfid backfill redo: invalid record (worker %d, mark %lld)",
			 worker, (long long) mark_ms);
	n = &sfid_backfill->numbers[worker];
	for (;;)
	{
		err = 0;
		sfid_reservation_state_lock();
		/*
		 * A corrupt file's marks are lost to this server: written from
		 * memory, it would read as valid with them at -1.  It stays
		 * corrupt (XX001 for snowflake_at() until an operator acts), and
		 * the mark lives in memory for this run.
		 */
		if (n->durable < mark_ms && sfid_backfill->trouble != SFID_BACKFILL_CORRUPT)
		{
			int64		old = n->durable;

			n->durable = mark_ms;
			if ((err = sfid_backfill_state_write()) != 0)
				n->durable = old;
		}
		LWLockRelease(sfid_reservation->lock);
		if (err == 0)
			break;
		if (!said)
		{
			errno = err;
			ereport(WARNING,
					(errcode_for_file_access(),
					 errmsg("sfid: replay waits until the backfill file \"%s\" can be written: %m",
							SFID_BACKFILL_STATE_FILE),
					 errdetail("The replayed mark %lld of backfill number %d must be on disk before replay goes past its record: held only in memory, a restart or a promotion would lose it.",
							   (long long) mark_ms, worker),
					 errhint("Make the data directory writable; replay goes on at the next successful write.")));
			said = true;
			since_ms = sfid_clock_boot_ms();
		}
		sfid_file_redo_wait();
	}
	if (said)
		ereport(LOG,
				(errmsg("sfid: replay goes on: the mark %lld of backfill number %d is in \"%s\", after %lld ms of waiting",
						(long long) mark_ms, worker, SFID_BACKFILL_STATE_FILE,
						(long long) (sfid_clock_boot_ms() - since_ms))));
	sfid_reservation_state_raise(&n->floor, mark_ms);
	sfid_reservation_state_raise(&n->mark, mark_ms);
}
