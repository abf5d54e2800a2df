/*-------------------------------------------------------------------------
 *
 * reservation_wal.c
 *		sfid's custom WAL resource manager: every advance of R is WAL-logged
 *		and flushed after the file is written (step 2 of the protocol, and
 *		why it comes second: src/README); redo keeps R at the maximum and
 *		holds replay until the file has it.
 *
 * A RESET record (sfid_reset_horizon()) sets R outright, down or up, for
 * the worker range it names.  Since 1.4 an ADVANCE record carries the
 * durable floor too, when there is one (a fence raised it): redo raises the
 * standby's, which its own reset keeps.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "access/xlog.h"
#include "access/xlog_internal.h"
#include "access/xloginsert.h"
#include "access/xlogreader.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "storage/lwlock.h"

#include "backfill_state.h"
#include "clock.h"
#include "layout.h"
#include "reservation_file.h"
#include "reservation_state.h"
#include "reservation_wal.h"
#include "workers.h"

static void sfid_rmgr_redo(XLogReaderState *record);
static void sfid_rmgr_desc(StringInfo buf, XLogReaderState *record);
static const char *sfid_rmgr_identify(uint8 info);

static const RmgrData sfid_rmgr = {
	.rm_name = "sfid",
	.rm_redo = sfid_rmgr_redo,
	/* redo begins: fsync as it is now, for the warning if a reload turns it off */
	.rm_startup = sfid_file_note_fsync,
	.rm_desc = sfid_rmgr_desc,
	.rm_identify = sfid_rmgr_identify,
};

void
sfid_wal_register(void)
{
	RegisterCustomRmgr(SFID_RMGR_ID, (RmgrData *) &sfid_rmgr);
}

static XLogRecPtr
sfid_log_record(uint8 info, void *rec, int len)
{
	XLogRecPtr	lsn;
	xl_sfid_layout layout;

	XLogBeginInsert();
	XLogRegisterData(rec, len);
	if (info != XLOG_SFID_BACKFILL)
	{
		/* the layout the server's ids are issued in (caller holds the lock) */
		layout.epoch_unix_ms = sfid_reservation->layout.epoch_unix_ms;
		layout.worker_bits = sfid_reservation->layout.worker_bits;
		layout.seq_bits = sfid_reservation->layout.seq_bits;
		XLogRegisterData((char *) &layout, sizeof(layout));
	}
	lsn = XLogInsert(SFID_RMGR_ID, info);
	XLogFlush(lsn);
	return lsn;
}

/*
 * An ADVANCE carries the durable floor, -1 when there is none (caller
 * holds the lock, and has written the file with it): every record, so
 * that a standby has it whichever record it replays first, also when the
 * floor came from the file at startup.
 */
XLogRecPtr
sfid_wal_log_horizon(uint8 info, int64 horizon_ms)
{
	xl_sfid_advance_floor rec;

	rec.horizon_ms = horizon_ms;
	rec.floor_ms = sfid_reservation->durable_floor;
	return sfid_log_record(info, &rec, sizeof(rec));
}

XLogRecPtr
sfid_wal_log_reset(int64 horizon_ms)
{
	xl_sfid_reset rec;

	rec.horizon_ms = horizon_ms;
	rec.worker_min = sfid_worker_min;
	rec.worker_max = sfid_worker_max;
	return sfid_log_record(XLOG_SFID_RESET, &rec, sizeof(rec));
}

XLogRecPtr
sfid_wal_log_backfill(int worker, int64 mark_ms)
{
	xl_sfid_backfill rec;

	rec.mark_ms = mark_ms;
	rec.worker = worker;
	rec.unused = 0;
	return sfid_log_record(XLOG_SFID_BACKFILL, &rec, sizeof(rec));
}

/* R's wait, with the file's back-off between the writes. */
static void
sfid_redo_wait_for_file(int64 horizon, bool *said)
{
	if (!*said)
	{
		ereport(WARNING,
				(errcode(ERRCODE_IO_ERROR),
				 errmsg("sfid: replay waits until the reservation file \"%s\" can be written",
						SFID_RESERVATION_FILE),
				 errdetail("The replayed reservation horizon %lld must be on disk before replay goes past its record: held only in memory, a crash, a restart or a promotion would lose it.",
						   (long long) horizon),
				 errhint("Make the data directory writable; replay goes on at the next successful write (retried with a back-off of up to %d ms).",
						 SFID_WRITE_RETRY_MAX_MS)));
		*said = true;
	}
	sfid_file_redo_wait();
}

/* Where the layout trailer of a 1.4 record starts. */
static size_t
sfid_record_head(uint8 info)
{
	return info == XLOG_SFID_RESET ? sizeof(xl_sfid_reset) : sizeof(xl_sfid_advance_floor);
}

/*
 * The layout a record's ids are issued in: its own since 1.4, the default
 * one before.
 */
static SfidLayout
sfid_record_layout(XLogReaderState *record, uint8 info)
{
	size_t		head = sfid_record_head(info);
	xl_sfid_layout layout;

	if (XLogRecGetDataLen(record) < head + sizeof(xl_sfid_layout))
		return sfid_layout_default();
	memcpy(&layout, XLogRecGetData(record) + head, sizeof(layout));
	if (!sfid_layout_bits_valid(layout.worker_bits, layout.seq_bits))
		elog(PANIC, "sfid_rmgr_redo: record with invalid layout (%d worker bits, %d sequence bits)",
			 layout.worker_bits, layout.seq_bits);
	return sfid_layout_make(layout.epoch_unix_ms, layout.worker_bits, layout.seq_bits);
}

/*
 * Redo: R = max(R, record) or, for a reset made for this server's worker
 * range, R = record; written to the file before replay goes on.  Either
 * makes R known again (a standby that had a corrupt file, or crash
 * recovery, replays every later R: R only rises between resets).  A reset
 * made for another range (the primary moved to an unused one, this standby
 * still has the old) leaves R as it is: this server's worker numbers issued
 * up to it.  The clock reference follows as on the primary, so that a
 * clock corrected while this was a standby is not taken for a jump at
 * promotion.  A record's durable floor (a fence's) raises this server's,
 * in the file too, so that a reset after a promotion keeps it.
 *
 * Replay does not go past the record until its R is in the file (src/README,
 * "The reservation protocol"): when the file cannot be written (a full or
 * read-only disk), redo retries with the back-off and holds replay here,
 * as PostgreSQL's own redo stops when it cannot write.  So no restartpoint,
 * restart, crash, promotion or base backup can pass a replayed R that is
 * not on disk; the primary's synchronous commits and reservations wait for
 * the standby's flush, not its replay, and go on meanwhile.
 */
static void
sfid_rmgr_redo(XLogReaderState *record)
{
	uint8		info = XLogRecGetInfo(record) & ~XLR_INFO_MASK;
	SfidReservationShared *r = sfid_reservation;
	int64		skew_ms;
	int64		record_horizon;
	int64		record_floor = SFID_NO_HORIZON;
	int64		horizon;
	int64		new_floor;
	int64		since_ms = -1;
	bool		outright = false;
	bool		was_known;
	bool		mismatch = false;
	bool		first = true;
	bool		said = false;
	SfidLayout	record_layout;

	if (info == XLOG_SFID_BACKFILL)
	{
		xl_sfid_backfill *rec = (xl_sfid_backfill *) XLogRecGetData(record);

		sfid_backfill_state_redo(rec->worker, rec->mark_ms);
		return;
	}
	if (info != XLOG_SFID_ADVANCE && info != XLOG_SFID_RESET)
		elog(PANIC, "sfid_rmgr_redo: unknown op code %u", info);
	/* the startup process sees reloads too: fsync may be off since redo began */
	sfid_warn_if_fsync_turned_off();
	record_horizon = ((xl_sfid_horizon *) XLogRecGetData(record))->horizon_ms;
	record_layout = sfid_record_layout(record, info);
	if (info == XLOG_SFID_ADVANCE && XLogRecGetDataLen(record) >= sizeof(xl_sfid_advance_floor))
		record_floor = ((xl_sfid_advance_floor *) XLogRecGetData(record))->floor_ms;
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

	for (;;)
	{
		bool		file_ok = true;

		LWLockAcquire(r->lock, LW_EXCLUSIVE);
		/* the primary's layout is the one the ids were issued in */
		if (first)
			sfid_file_note_layout(&record_layout);
		was_known = r->trouble == SFID_HORIZON_KNOWN ||
			r->trouble == SFID_HORIZON_LAYOUT_MISMATCH;
		if (info == XLOG_SFID_RESET && !outright && !was_known)
		{
			/*
			 * Another range's reset says nothing of this range's R, which
			 * the corrupt file lost: it stays unknown (no file written,
			 * nothing published) until an operator restores it.
			 */
			LWLockRelease(r->lock);
			return;
		}
		horizon = record_horizon;
		if (!outright && was_known)
			horizon = Max(r->durable_horizon, horizon);
		else if (outright)
		{
			/*
			 * The reset kept the durable floor; one above its record is a
			 * fence's written to the file after it, kept too.
			 */
			horizon = Max(horizon, r->durable_floor);
		}

		if (first)
		{
			/* counted from the recorded layout's epoch, as the file holds it */
			int64		wall_ms = sfid_clock_real_ms() + sfid_layout.epoch_unix_ms -
				r->layout.epoch_unix_ms;
			int64		boot_ms = sfid_clock_boot_ms();

			if (outright)
				sfid_forward_guard_reset(&r->guard, wall_ms, boot_ms, sfid_max_clock_forward);
			else
				(void) sfid_forward_guard_follow(&r->guard, wall_ms, boot_ms,
												 sfid_max_clock_forward, &skew_ms);
			/* the record's first try goes to the disk at once; retries back off */
			sfid_file_skip_backoff();
			first = false;
		}

		/* the durable floor only rises: the file is written with it */
		new_floor = Max(r->durable_floor, record_floor);
		if (horizon != r->durable_horizon || outright || !was_known ||
			new_floor != r->durable_floor)
		{
			file_ok = sfid_file_write_floor(horizon, new_floor, r->guard.ref_wall_ms,
											r->guard.ref_boot_ms, WARNING);
			if (file_ok)
			{
				r->durable_horizon = horizon;
				if (!was_known)
					sfid_file_horizon_known();
				if (outright)
					sfid_reservation_state_publish_outright(horizon);
			}
		}
		mismatch = r->trouble == SFID_HORIZON_LAYOUT_MISMATCH;
		if (mismatch)
		{
			pg_atomic_write_u64(&r->horizon, (uint64) SFID_NO_HORIZON);
			pg_atomic_write_u64(&r->floor, (uint64) SFID_NO_HORIZON);
		}
		LWLockRelease(r->lock);
		if (file_ok)
			break;
		if (since_ms < 0)
			since_ms = sfid_clock_boot_ms();
		sfid_redo_wait_for_file(horizon, &said);
	}
	if (said)
		ereport(LOG,
				(errmsg("sfid: replay goes on: the reservation horizon %lld is in \"%s\", after %lld ms of waiting",
						(long long) horizon, SFID_RESERVATION_FILE,
						(long long) (sfid_clock_boot_ms() - since_ms))));

	/* under another layout than the settings', R stays unpublished */
	if (mismatch)
		return;
	sfid_reservation_state_raise(&r->horizon, horizon);
	sfid_reservation_state_raise(&r->floor, Max(horizon, record_floor));
}

static void
sfid_rmgr_desc(StringInfo buf, XLogReaderState *record)
{
	xl_sfid_horizon *rec = (xl_sfid_horizon *) XLogRecGetData(record);

	if ((XLogRecGetInfo(record) & ~XLR_INFO_MASK) == XLOG_SFID_BACKFILL)
	{
		xl_sfid_backfill *bf = (xl_sfid_backfill *) XLogRecGetData(record);

		appendStringInfo(buf, "backfill number %d mark %lld ms after the sfid epoch",
						 bf->worker, (long long) bf->mark_ms);
		return;
	}
	appendStringInfo(buf, "horizon %lld ms after the sfid epoch", (long long) rec->horizon_ms);
	if ((XLogRecGetInfo(record) & ~XLR_INFO_MASK) == XLOG_SFID_ADVANCE &&
		XLogRecGetDataLen(record) >= sizeof(xl_sfid_advance_floor) &&
		((xl_sfid_advance_floor *) rec)->floor_ms >= 0)
		appendStringInfo(buf, ", floor %lld",
						 (long long) ((xl_sfid_advance_floor *) rec)->floor_ms);
	{
		uint8		info = XLogRecGetInfo(record) & ~XLR_INFO_MASK;
		size_t		head = sfid_record_head(info);

		if (XLogRecGetDataLen(record) >= head + sizeof(xl_sfid_layout))
		{
			xl_sfid_layout layout;
			char		epoch[SFID_LAYOUT_TIME_SIZE];

			memcpy(&layout, XLogRecGetData(record) + head, sizeof(layout));
			appendStringInfo(buf, "; layout: epoch %s, %d worker bits, %d sequence bits",
							 sfid_layout_time_text(layout.epoch_unix_ms, epoch),
							 layout.worker_bits, layout.seq_bits);
		}
	}
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
		case XLOG_SFID_BACKFILL:
			return "BACKFILL";
	}
	return NULL;
}
