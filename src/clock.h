/*-------------------------------------------------------------------------
 *
 * clock.h
 *		The wall clock as the generators see it.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_CLOCK_H
#define SFID_CLOCK_H

#include <stdint.h>
#include <time.h>

/* Set by sfid_test_clock_rewind(): how far this backend's clock is held back. */
extern int64_t sfid_clock_rewind_ns;

/*
 * Unix time in ns.  CLOCK_REALTIME through the vDSO: no system call, and
 * libfaketime can step it in tests.
 */
static inline int64_t
sfid_clock_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t) ts.tv_sec * 1000000000 + ts.tv_nsec - sfid_clock_rewind_ns;
}

#endif							/* SFID_CLOCK_H */
