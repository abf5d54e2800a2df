/*-------------------------------------------------------------------------
 *
 * standby_wait.c
 *		Waiting for the synchronous standbys to confirm a reservation.
 *
 * A reservation is published only once the synchronous standbys have
 * flushed its WAL record (step 3 of the protocol in src/README), so that
 * a promoted standby knows every R that ids were issued under.  The wait
 * reads the WAL senders' shared state as SyncRepWaitForLSN() does, but
 * follows its own rules: it waits whenever synchronous_standby_names is set,
 * whatever this session's synchronous_commit says (any role can set that
 * to local), and a cancel, a statement timeout or a termination raises the
 * usual ERROR or FATAL instead of turning into a WARNING and a return.
 * The wait shows as the SyncRep wait event.
 *
 * PostgreSQL 19's WAIT FOR does not replace it: it waits on a standby for
 * its own replay, or on a primary for the local flush, never for the
 * synchronous standbys' confirmation.
 *
 * Depends on nothing of sfid's: another way of waiting (say, a quorum of
 * its own) belongs here.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "miscadmin.h"
#include "replication/syncrep.h"
#include "replication/walsender.h"
#include "replication/walsender_private.h"
#include "storage/latch.h"
#include "storage/lwlock.h"
#include "utils/wait_event.h"

#include "standby_wait.h"

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
void
sfid_standby_wait_poll(long *poll_ms, long max_ms, uint32 wait_event)
{
	CHECK_FOR_INTERRUPTS();
	(void) WaitLatch(MyLatch, WL_LATCH_SET | WL_TIMEOUT | WL_EXIT_ON_PM_DEATH,
					 *poll_ms, wait_event);
	ResetLatch(MyLatch);
	*poll_ms = Min(*poll_ms * 2, max_ms);
}

/* Have the synchronous standbys, if any, flushed WAL up to lsn? */
bool
sfid_standby_confirmed(XLogRecPtr lsn)
{
	bool		confirmed;

	LWLockAcquire(SyncRepLock, LW_SHARED);
	confirmed = !sfid_sync_standbys_defined() ||
		WalSndCtl->lsn[SYNC_REP_WAIT_FLUSH] >= lsn;
	LWLockRelease(SyncRepLock);
	return confirmed;
}

/*
 * Wait until the synchronous standbys have flushed WAL up to lsn, when
 * there are any.  Interruptible; then nothing is published.  It polls,
 * every millisecond at first (a standby that is there confirms within a
 * few), then less often, up to every 100 ms, so that many sessions waiting
 * for an absent standby cost little.
 */
void
sfid_standby_wait_for_lsn(XLogRecPtr lsn)
{
	long		poll_ms = 1;

	while (!sfid_standby_confirmed(lsn))
		sfid_standby_wait_poll(&poll_ms, 100, WAIT_EVENT_SYNC_REP);
}
