/*-------------------------------------------------------------------------
 *
 * layout.c
 *		The server's Snowflake layout: the settings sfid.epoch,
 *		sfid.worker_bits and sfid.sequence_bits, read once at start.
 *
 * A layout is chosen once and kept forever: the reservation file and the
 * WAL records carry the layout the server's ids were issued in
 * (reservation_file.c, reservation_wal.c), and a server started with
 * other settings refuses ids and the server-layout decoders (SF005)
 * rather than reinterpret a single id.  The settings are PGC_POSTMASTER,
 * so one server's decoders give the same answer for its whole life, which
 * is what lets them be IMMUTABLE.  Without preloading, the settings are
 * read as the configuration sets them (the placeholders' values from the
 * configuration file, not a session's SET), so that the decoders still
 * work.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include <time.h>

#include "miscadmin.h"
#include "pgtime.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/memutils.h"
#include "utils/timestamp.h"

#include "layout.h"
#include "report.h"

#define SFID_DEFAULT_EPOCH_TEXT	"2020-01-01 00:00:00+00"

SfidLayout	sfid_layout;

static char *sfid_epoch_setting = NULL;
static int	sfid_worker_bits_setting = SFID_WORKER_BITS;
static int	sfid_sequence_bits_setting = -1;

/* Set when the settings (read without preloading) make no layout. */
static const char *sfid_layout_problem = NULL;

/* Unix time 0 in timestamptz units */
#define SFID_UNIX_EPOCH_TS \
	(-(int64) (POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE) * USECS_PER_DAY)

const char *
sfid_layout_time_text(int64 unix_ms, char buf[SFID_LAYOUT_TIME_SIZE])
{
	time_t		secs = (time_t) (unix_ms / 1000);
	struct tm	tm;
	int			len;

	if (unix_ms < 0 || gmtime_r(&secs, &tm) == NULL)
	{
		snprintf(buf, SFID_LAYOUT_TIME_SIZE, "?");
		return buf;
	}
	len = snprintf(buf, SFID_LAYOUT_TIME_SIZE, "%04d-%02d-%02d %02d:%02d:%02d",
				   tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
				   tm.tm_hour, tm.tm_min, tm.tm_sec);
	if (unix_ms % 1000 != 0)
		len += snprintf(buf + len, SFID_LAYOUT_TIME_SIZE - len, ".%03d", (int) (unix_ms % 1000));
	snprintf(buf + len, SFID_LAYOUT_TIME_SIZE - len, " UTC");
	return buf;
}

const char *
sfid_layout_text(const SfidLayout *layout, char buf[SFID_LAYOUT_TEXT_SIZE])
{
	char		epoch[SFID_LAYOUT_TIME_SIZE];

	snprintf(buf, SFID_LAYOUT_TEXT_SIZE, "epoch %s, %d worker bits, %d sequence bits",
			 sfid_layout_time_text(layout->epoch_unix_ms, epoch),
			 layout->worker_bits, layout->seq_bits);
	return buf;
}

/*
 * Parse an epoch: a timestamptz literal read in UTC when it names no zone,
 * whatever TimeZone says (the postmaster reads it before any session
 * exists, and every server sharing a keyspace must read it alike), at or
 * after 1970, a whole millisecond.  Returns false with *problem set.
 */
static bool
sfid_parse_epoch(const char *text, int64 *unix_ms, const char **problem)
{
	MemoryContext context = CurrentMemoryContext;
	pg_tz	   *saved_tz = session_timezone;
	pg_tz	   *utc = pg_tzset("UTC");
	TimestampTz ts = 0;
	bool		ok = true;

	if (utc != NULL)
		session_timezone = utc;
	PG_TRY();
	{
		ts = DatumGetTimestampTz(DirectFunctionCall3(timestamptz_in,
													 CStringGetDatum(text),
													 ObjectIdGetDatum(InvalidOid),
													 Int32GetDatum(-1)));
	}
	PG_CATCH();
	{
		MemoryContextSwitchTo(context);
		FlushErrorState();
		ok = false;
	}
	PG_END_TRY();
	session_timezone = saved_tz;

	if (!ok || TIMESTAMP_NOT_FINITE(ts))
	{
		*problem = "It is not a timestamp with time zone, such as '2020-01-01 00:00:00+00'.";
		return false;
	}
	if (ts < SFID_UNIX_EPOCH_TS)
	{
		*problem = "The epoch must not be before 1970-01-01 00:00:00 UTC.";
		return false;
	}
	if ((ts - SFID_UNIX_EPOCH_TS) % 1000 != 0)
	{
		*problem = "The epoch must be a whole millisecond.";
		return false;
	}
	*unix_ms = (ts - SFID_UNIX_EPOCH_TS) / 1000;
	return true;
}

static bool
sfid_check_epoch(char **newval, void **extra, GucSource source)
{
	int64		unix_ms;
	const char *problem;

	if (*newval == NULL)
		return true;
	if (!sfid_parse_epoch(*newval, &unix_ms, &problem))
	{
		GUC_check_errdetail("%s", problem);
		return false;
	}
	return true;
}

/* The sequence bits the settings give: -1 stands for 22 minus the worker bits. */
static int
sfid_effective_seq_bits(int worker_bits, int seq_bits)
{
	return seq_bits < 0 ? 22 - worker_bits : seq_bits;
}

static const char *
sfid_bits_problem(int worker_bits, int seq_bits)
{
	if (sfid_layout_bits_valid(worker_bits, seq_bits))
		return NULL;
	return psprintf("%d worker bits and %d sequence bits make no layout: worker bits range from %d to %d, and worker and sequence bits add up to 22 (41 bits of milliseconds) or 23 (40, as in Instagram's layout).",
					worker_bits, seq_bits, SFID_MIN_LAYOUT_WORKER_BITS,
					SFID_MAX_LAYOUT_WORKER_BITS);
}

/*
 * The GUC machinery only warns about a bad value for a placeholder that a
 * library later defines, and then uses the default: a layout must never
 * silently become the default one, so a bad value stops the server.
 */
static void
sfid_reject_bad_layout_placeholders(void)
{
	const char *epoch = GetConfigOption("sfid.epoch", true, false);
	const char *names[] = {"sfid.worker_bits", "sfid.sequence_bits"};
	int64		unix_ms;
	const char *problem;

	if (epoch != NULL && !sfid_parse_epoch(epoch, &unix_ms, &problem))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid value for parameter \"sfid.epoch\": \"%s\"", epoch),
				 errdetail_internal("%s", problem)));
	for (int i = 0; i < (int) lengthof(names); i++)
	{
		const char *raw = GetConfigOption(names[i], true, false);
		int			value;
		int			min = i == 0 ? SFID_MIN_LAYOUT_WORKER_BITS : -1;
		int			max = i == 0 ? SFID_MAX_LAYOUT_WORKER_BITS : 22 - SFID_MIN_LAYOUT_WORKER_BITS;

		if (raw != NULL && (!parse_int(raw, &value, 0, NULL) || value < min || value > max))
			ereport(ERROR,
					(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
					 errmsg("invalid value for parameter \"%s\": \"%s\"", names[i], raw),
					 errdetail("It ranges from %d to %d.", min, max)));
	}
}

void
sfid_layout_define_gucs(void)
{
	const char *problem;
	int64		unix_ms;
	int			seq_bits;

	sfid_reject_bad_layout_placeholders();

	DefineCustomStringVariable("sfid.epoch",
							   "Epoch of this server's Snowflake ids, as a timestamp with time zone.",
							   "Chosen once: a server refuses ids issued in another layout.",
							   &sfid_epoch_setting,
							   SFID_DEFAULT_EPOCH_TEXT,
							   PGC_POSTMASTER, 0,
							   sfid_check_epoch, NULL, NULL);
	DefineCustomIntVariable("sfid.worker_bits",
							"Bits of the worker number in this server's Snowflake ids.",
							"The sequence has 22 minus these bits, unless sfid.sequence_bits is set.",
							&sfid_worker_bits_setting,
							SFID_WORKER_BITS, SFID_MIN_LAYOUT_WORKER_BITS,
							SFID_MAX_LAYOUT_WORKER_BITS,
							PGC_POSTMASTER, 0,
							NULL, NULL, NULL);
	DefineCustomIntVariable("sfid.sequence_bits",
							"Bits of the sequence in this server's Snowflake ids (-1: 22 minus sfid.worker_bits).",
							"Worker and sequence bits add up to 22, or 23 for Instagram's layout.",
							&sfid_sequence_bits_setting,
							-1, -1, 22 - SFID_MIN_LAYOUT_WORKER_BITS,
							PGC_POSTMASTER, 0,
							NULL, NULL, NULL);

	seq_bits = sfid_effective_seq_bits(sfid_worker_bits_setting, sfid_sequence_bits_setting);
	problem = sfid_bits_problem(sfid_worker_bits_setting, seq_bits);
	if (problem != NULL)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid Snowflake layout: sfid.worker_bits = %d, sfid.sequence_bits = %d",
						sfid_worker_bits_setting, sfid_sequence_bits_setting),
				 errdetail_internal("%s", problem),
				 errhint("Leave sfid.sequence_bits at -1 for 22 minus the worker bits.")));
	if (!sfid_parse_epoch(sfid_epoch_setting, &unix_ms, &problem))
		elog(ERROR, "sfid.epoch passed its check but does not parse");	/* cannot happen */
	sfid_layout = sfid_layout_make(unix_ms, sfid_worker_bits_setting, seq_bits);
}

/* A setting as the configuration gives it, or NULL when it is not set. */
static const char *
sfid_config_value(const char *name)
{
	if (GetConfigOption(name, true, false) == NULL)
		return NULL;
	return GetConfigOptionResetString(name);
}

void
sfid_layout_read_config(void)
{
	const char *epoch = sfid_config_value("sfid.epoch");
	const char *worker = sfid_config_value("sfid.worker_bits");
	const char *seq = sfid_config_value("sfid.sequence_bits");
	int			worker_bits = SFID_WORKER_BITS;
	int			seq_bits = -1;
	int64		unix_ms = SFID_EPOCH_UNIX_MS;
	const char *problem = NULL;

	if (epoch != NULL && !sfid_parse_epoch(epoch, &unix_ms, &problem))
		problem = psprintf("sfid.epoch = '%s': %s", epoch, problem);
	if (worker != NULL && !parse_int(worker, &worker_bits, 0, NULL))
		problem = psprintf("sfid.worker_bits = '%s' is not an integer.", worker);
	if (seq != NULL && !parse_int(seq, &seq_bits, 0, NULL))
		problem = psprintf("sfid.sequence_bits = '%s' is not an integer.", seq);
	seq_bits = sfid_effective_seq_bits(worker_bits, seq_bits);
	if (problem == NULL)
		problem = sfid_bits_problem(worker_bits, seq_bits);
	if (problem != NULL)
	{
		sfid_layout_problem = MemoryContextStrdup(TopMemoryContext, problem);
		sfid_layout = sfid_layout_default();
		return;
	}
	sfid_layout = sfid_layout_make(unix_ms, worker_bits, seq_bits);
}

void
sfid_layout_check_settings(void)
{
	if (unlikely(sfid_layout_problem != NULL))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid Snowflake layout settings"),
				 errdetail_internal("%s", sfid_layout_problem),
				 errhint("Correct sfid.epoch, sfid.worker_bits and sfid.sequence_bits in the server's configuration.")));
}

void
sfid_layout_report_mismatch(const SfidLayout *recorded_layout, int elevel)
{
	char		recorded[SFID_LAYOUT_TEXT_SIZE];
	char		configured[SFID_LAYOUT_TEXT_SIZE];
	SfidLayout	was = *recorded_layout;

	ereport(elevel,
			(errcode(ERRCODE_SFID_LAYOUT_MISMATCH),
			 errmsg("this server's Snowflake ids were issued in another layout"),
			 errdetail("Its ids were issued in the layout %s; the settings give %s.",
					   sfid_layout_text(&was, recorded), sfid_layout_text(&sfid_layout, configured)),
			 errhint("A layout is kept for good: set sfid.epoch, sfid.worker_bits and sfid.sequence_bits back to the recorded layout and restart. Ids in another layout belong on another server.")));
}

void
sfid_layout_report_out_of_range(const SfidLayout *layout, const char *what)
{
	char		first[SFID_LAYOUT_TIME_SIZE];
	char		last[SFID_LAYOUT_TIME_SIZE];

	ereport(ERROR,
			(errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
			 errmsg("%s", what),
			 errdetail("Snowflake ids hold times from %s up to %s.",
					   sfid_layout_time_text(layout->epoch_unix_ms, first),
					   sfid_layout_time_text(layout->epoch_unix_ms + layout->max_ms, last))));
	pg_unreachable();
}

SfidLayout
sfid_layout_from_args(TimestampTz epoch, int worker_bits, int seq_bits)
{
	const char *problem;
	int64		unix_ms;

	seq_bits = sfid_effective_seq_bits(worker_bits, seq_bits);
	problem = sfid_bits_problem(worker_bits, seq_bits);
	if (problem != NULL)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid Snowflake layout: %d worker bits, %d sequence bits",
						worker_bits, seq_bits),
				 errdetail_internal("%s", problem)));
	if (TIMESTAMP_NOT_FINITE(epoch) || epoch < SFID_UNIX_EPOCH_TS ||
		(epoch - SFID_UNIX_EPOCH_TS) % 1000 != 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid Snowflake epoch \"%s\"", timestamptz_to_str(epoch)),
				 errdetail("The epoch must be a whole millisecond, not before 1970-01-01 00:00:00 UTC.")));
	unix_ms = (epoch - SFID_UNIX_EPOCH_TS) / 1000;
	return sfid_layout_make(unix_ms, worker_bits, seq_bits);
}
