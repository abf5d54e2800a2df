/*-------------------------------------------------------------------------
 *
 * reservation_file.h
 *		The reservation file $PGDATA/sfid.reservation, and what is known of
 *		R when it is missing or unreadable.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_RESERVATION_FILE_H
#define SFID_RESERVATION_FILE_H

#include "postgres.h"

#include "reservation_state.h"
#include "statefile.h"

/* pg_upgrade's work files, in the new data directory (PostgreSQL 15 on) */
#define SFID_PG_UPGRADE_WORK_DIR	"pg_upgrade_output.d"

/* After a failed write, the next try waits 50 ms, doubling up to 5 s. */
#define SFID_WRITE_RETRY_MIN_MS		50
#define SFID_WRITE_RETRY_MAX_MS		5000

/* The next write is tried at once, not backed off (caller holds the lock). */
extern void sfid_file_skip_backoff(void);

/* Write R durably (caller holds the lock); false after reporting at elevel. */
extern bool sfid_file_write_horizon_ref(int64 horizon_ms, int64 ref_wall_ms,
								   int64 ref_boot_ms, int elevel);
extern bool sfid_file_write_horizon(int64 horizon_ms, int elevel);
extern bool sfid_file_write_floor(int64 horizon_ms, int64 floor_ms, int64 ref_wall_ms,
								  int64 ref_boot_ms, int elevel);

/* Redo that cannot write its file waits here between tries (100 ms). */
extern void sfid_file_redo_wait(void);

/* Write len bytes durably over path, through temp_path; 0 or an errno. */
extern int	sfid_file_write_durably(const char *temp_path, const char *path,
									const uint8 *buf, size_t len);

/* Read a reservation file (relative to the data directory, or absolute). */
extern SfidStateFileCheck sfid_file_read(const char *path, SfidStateFile *contents,
										 int *open_errno);

/* At startup, into the new shared memory: R from the file, or the trouble. */
extern void sfid_file_load(void);

/* pg_upgrade's new server: leave the marker that R is unknown. */
extern void sfid_file_note_pg_upgrade(void);

/* R is known again (caller holds the lock); drops the pg_upgrade marker. */
extern void sfid_file_horizon_known(void);
extern void sfid_file_note_layout(const SfidLayout *layout);

/* fsync = off voids the guarantee: say so (see reservation_file.c), at
 * start and when a reload turned it off. */
extern void sfid_warn_if_fsync_off(void);
extern void sfid_warn_if_fsync_turned_off(void);
extern void sfid_file_note_fsync(void);

/* Why R is not known: report it at elevel; for sfid_status, as text. */
extern void sfid_file_report_trouble(SfidHorizonTrouble trouble, const char *detail, int elevel);
extern bool sfid_file_problem(char *buf, size_t size);

#endif							/* SFID_RESERVATION_FILE_H */
