/*-------------------------------------------------------------------------
 *
 * reservation_wal.h
 *		sfid's custom WAL resource manager: the records that carry R to
 *		standbys and through recovery.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_RESERVATION_WAL_H
#define SFID_RESERVATION_WAL_H

#include "postgres.h"

#include "access/xlogdefs.h"

/* Fixed custom WAL resource manager id (see README: to be registered). */
#define SFID_RMGR_ID			187

/* Records: advance R to max(R, horizon); reset R to horizon. */
#define XLOG_SFID_ADVANCE		0x00
#define XLOG_SFID_RESET			0x10
/* A backfill number's mark (since 1.4; backfill.c) */
#define XLOG_SFID_BACKFILL		0x20

typedef struct xl_sfid_horizon
{
	int64		horizon_ms;		/* ms since the sfid epoch */
} xl_sfid_horizon;

/*
 * Since 1.4 an ADVANCE also carries the durable floor (-1: none; a fence,
 * sfid_raise_floor() or a restore raises it): the same record, longer.
 * Redo of 1.3 reads the horizon alone.
 */
typedef struct xl_sfid_advance_floor
{
	int64		horizon_ms;
	int64		floor_ms;		/* ms since the sfid epoch */
} xl_sfid_advance_floor;

/* A reset (since 1.2) also names the worker range it was made for. */
typedef struct xl_sfid_reset
{
	int64		horizon_ms;
	int32		worker_min;
	int32		worker_max;
} xl_sfid_reset;

/*
 * Since 1.4, ADVANCE (xl_sfid_advance_floor) and RESET records end with
 * the layout the ids under their R are issued in, so that a standby knows
 * it (and so does crash recovery, which needs no more than the file).  A
 * record without it (written by 1.3 or before) is in the default layout.
 */
typedef struct xl_sfid_layout
{
	int64		epoch_unix_ms;
	int32		worker_bits;
	int32		seq_bits;
} xl_sfid_layout;

typedef struct xl_sfid_backfill
{
	int64		mark_ms;		/* ms since the sfid epoch */
	int32		worker;
	int32		unused;
} xl_sfid_backfill;

/* Called only while preloading. */
extern void sfid_wal_register(void);

/* Insert and flush a record; returns its LSN. */
extern XLogRecPtr sfid_wal_log_horizon(uint8 info, int64 horizon_ms);
extern XLogRecPtr sfid_wal_log_reset(int64 horizon_ms);
extern XLogRecPtr sfid_wal_log_backfill(int worker, int64 mark_ms);

#endif							/* SFID_RESERVATION_WAL_H */
