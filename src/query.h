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

#include "datatype/timestamp.h"

/* Unix time 0 in timestamptz units (microseconds since 2000-01-01). */
#define SFID_UNIX_EPOCH_TIMESTAMPTZ \
	(-(int64) (POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE) * USECS_PER_DAY)

/* Milliseconds since the Unix epoch as a timestamptz; any 48-bit value fits. */
static inline TimestampTz
sfid_query_unix_ms_to_timestamptz(int64 unix_ms)
{
	return unix_ms * 1000 + SFID_UNIX_EPOCH_TIMESTAMPTZ;
}

/* Milliseconds since the sfid epoch (a Snowflake id's time) as a timestamptz. */
extern TimestampTz sfid_query_ms_to_timestamptz(int64 ms);

#endif							/* SFID_QUERY_H */
