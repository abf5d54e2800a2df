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

#include "generator.h"

/* Set by sfid_test_clock_rewind(): how far this backend's clock is held back. */
extern int64_t sfid_clock_rewind_ns;

/*
 * Whether sfid_test_clock_rewind() holds this session's clock back: its
 * waits and refusals are a test's, kept out of the shared counters.
 */
static inline bool
sfid_clock_held_by_test(void)
{
	return sfid_clock_rewind_ns != 0;
}

static inline int64_t
sfid_clock_read_ns(clockid_t clock)
{
	struct timespec ts;

	clock_gettime(clock, &ts);
	return (int64_t) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/*
 * Unix time in ns as the generators see it.  CLOCK_REALTIME through the
 * vDSO: no system call, and libfaketime can step it in tests.
 */
static inline int64_t
sfid_clock_now_ns(void)
{
	return sfid_clock_read_ns(CLOCK_REALTIME) - sfid_clock_rewind_ns;
}

/* The same wall clock, in ms since the layout's epoch, ignoring the test hook. */
static inline int64_t
sfid_clock_real_ms(void)
{
	return sfid_clock_read_ns(CLOCK_REALTIME) / 1000000 - sfid_layout.epoch_unix_ms;
}

/*
 * Time since boot, suspend included, that no clock step moves: the yardstick
 * for telling a step of the wall clock from time passing.
 */
static inline int64_t
sfid_clock_boot_ms(void)
{
	return sfid_clock_read_ns(CLOCK_BOOTTIME) / 1000000;
}

/*
 * Whether interval_ms have passed since since_ms (sfid_clock_boot_ms()
 * readings; 0 for never).  Back-offs and quiet logs are timed with it, not
 * with the wall clock: a clock stepped back by an hour must not hold a
 * retry, or silence a log line, for an hour.
 */
static inline bool
sfid_clock_boot_ms_passed(int64_t since_ms, int64_t interval_ms)
{
	return since_ms == 0 || sfid_clock_boot_ms() - since_ms >= interval_ms;
}

#endif							/* SFID_CLOCK_H */
