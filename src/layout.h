/*-------------------------------------------------------------------------
 *
 * layout.h
 *		The server's Snowflake layout: its epoch and the split of the 22 or
 *		23 bits below the millisecond, chosen once by the settings.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_LAYOUT_H
#define SFID_LAYOUT_H

#include "postgres.h"

#include "datatype/timestamp.h"

#include "generator.h"

/*
 * sfid_layout (generator.h) is the layout the settings give this server
 * (sfid.epoch, sfid.worker_bits, sfid.sequence_bits), fixed for its life.
 */

/* "epoch 2020-01-01 00:00:00 UTC, 10 worker bits, 12 sequence bits" */
#define SFID_LAYOUT_TEXT_SIZE	96

extern const char *sfid_layout_text(const SfidLayout *layout, char buf[SFID_LAYOUT_TEXT_SIZE]);

/* Unix ms as "2020-01-01 00:00:00 UTC" (with .mmm when not whole seconds). */
#define SFID_LAYOUT_TIME_SIZE	40
extern const char *sfid_layout_time_text(int64 unix_ms, char buf[SFID_LAYOUT_TIME_SIZE]);

/* Preloading: define the settings, check them, set sfid_layout. */
extern void sfid_layout_define_gucs(void);

/*
 * Loaded without preloading: take the layout recorded in the data
 * directory's reservation file, else the default one.
 */
extern void sfid_layout_read_recorded(void);

/*
 * Without preloading, refuse a session whose layout settings differ from
 * that layout (SF005) or make none (22023), or when the file could not be
 * read; checked once a transaction.  Nothing to check when preloaded.
 */
extern void sfid_layout_check_settings(void);

/*
 * Report, at elevel, that the server's ids were issued in recorded, not in
 * the settings' layout (SF005).
 */
extern void sfid_layout_report_mismatch(const SfidLayout *recorded, int elevel);

/*
 * Raise 22008 for a time outside the layout; what names what was asked.
 * Never returns (not marked so: the attribute's spelling differs between
 * PostgreSQL versions, and no caller needs it).
 */
extern void sfid_layout_report_out_of_range(const SfidLayout *layout, const char *what);

/*
 * A layout from SQL arguments (the layout-explicit decoders): epoch,
 * worker bits, sequence bits (-1: 22 minus the worker bits; the SQL
 * functions are STRICT, so a NULL never reaches here).
 */
extern SfidLayout sfid_layout_from_args(TimestampTz epoch, int worker_bits, int seq_bits);

#endif							/* SFID_LAYOUT_H */
