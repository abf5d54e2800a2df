/*-------------------------------------------------------------------------
 *
 * report.h
 *		How sfid reports: its own SQLSTATEs, and how often a line that
 *		repeats is logged.
 *
 * A leaf, like compat.h: every module that raises or logs includes it, and
 * it depends on nothing of sfid's.  The README's SQLSTATE table says when
 * each code is raised.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_REPORT_H
#define SFID_REPORT_H

#include "postgres.h"

/* sfid's own class, SF */
#define ERRCODE_SFID_CLOCK_BEHIND		MAKE_SQLSTATE('S','F','0','0','1')
#define ERRCODE_SFID_CLOCK_AHEAD		MAKE_SQLSTATE('S','F','0','0','2')
#define ERRCODE_SFID_HORIZON_UNKNOWN	MAKE_SQLSTATE('S','F','0','0','3')
#define ERRCODE_SFID_BACKFILL_BEHIND	MAKE_SQLSTATE('S','F','0','0','4')
#define ERRCODE_SFID_LAYOUT_MISMATCH	MAKE_SQLSTATE('S','F','0','0','5')

/*
 * A line that may repeat (clock steps, refusals, failed writes, slow
 * reservations, replication overlaps) is logged at most this often.
 */
#define SFID_LOG_INTERVAL_MS			10000

#endif							/* SFID_REPORT_H */
