/*-------------------------------------------------------------------------
 *
 * query.h
 *		Times as the id layouts hold them, as timestamptz values.
 *
 * Shared by the query-side functions (query.c), the UUID functions
 * (uuidv7.c) and the monitoring views (monitor.c).
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_QUERY_H
#define SFID_QUERY_H

#include "postgres.h"

#include <time.h>

#include "datatype/timestamp.h"

#include "generator.h"

/* Unix time 0 in timestamptz units (microseconds since 2000-01-01). */
#define SFID_UNIX_EPOCH_TIMESTAMPTZ \
	(-(int64) (POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE) * USECS_PER_DAY)

/* Milliseconds since the Unix epoch as a timestamptz; any 48-bit value fits. */
static inline TimestampTz
sfid_query_unix_ms_to_timestamptz(int64 unix_ms)
{
	return unix_ms * 1000 + SFID_UNIX_EPOCH_TIMESTAMPTZ;
}

/*
 * Milliseconds since the server's layout's epoch (a Snowflake id's time)
 * as a timestamptz.
 */
extern TimestampTz sfid_query_ms_to_timestamptz(int64 ms);

/*
 * The layout the server-layout decoders read ids in: the server's
 * (sfid_layout), after checking that its ids were issued in it (else
 * SF005: no decoder reinterprets an id, in a query or an index).
 */
extern const SfidLayout *sfid_query_layout(void);

/* "2026-12-01 22:00:00.123 UTC" and its NUL */
#define SFID_UTC_TEXT_SIZE		28

/*
 * Milliseconds since the layout's epoch as a UTC time for log lines, which an
 * operator reads as a time, whatever the server's TimeZone; needs no
 * memory context, so it works at shutdown too.
 */
static inline const char *
sfid_query_ms_to_utc_text(int64 ms, char buf[SFID_UTC_TEXT_SIZE])
{
	int64		unix_ms = ms + sfid_layout.epoch_unix_ms;
	time_t		secs = (time_t) (unix_ms / 1000);
	struct tm	tm;

	if (unix_ms < 0 || gmtime_r(&secs, &tm) == NULL)
		snprintf(buf, SFID_UTC_TEXT_SIZE, "?");
	else
		snprintf(buf, SFID_UTC_TEXT_SIZE, "%04d-%02d-%02d %02d:%02d:%02d.%03d UTC",
				 tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
				 tm.tm_hour, tm.tm_min, tm.tm_sec, (int) (unix_ms % 1000));
	return buf;
}
/* ... and back: the Snowflake millisecond holding ts; 22008 outside the layout. */
extern int64 sfid_query_timestamptz_to_ms(TimestampTz ts);
extern int64 sfid_query_timestamptz_to_layout_ms(const SfidLayout *layout, TimestampTz ts);

#endif							/* SFID_QUERY_H */
