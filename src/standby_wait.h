/*-------------------------------------------------------------------------
 *
 * standby_wait.h
 *		Interruptible polling waits: for the synchronous standbys to
 *		confirm WAL, and the pause they are made of.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_STANDBY_WAIT_H
#define SFID_STANDBY_WAIT_H

#include "postgres.h"

#include "access/xlogdefs.h"

/* One pause: *poll_ms long, the next twice as long up to max_ms. */
extern void sfid_standby_wait_poll(long *poll_ms, long max_ms, uint32 wait_event);

/* Have the synchronous standbys (if any) flushed WAL up to lsn? */
extern bool sfid_standby_confirmed(XLogRecPtr lsn);

/* Return once the synchronous standbys have flushed WAL up to lsn. */
extern void sfid_standby_wait_for_lsn(XLogRecPtr lsn);

#endif							/* SFID_STANDBY_WAIT_H */
