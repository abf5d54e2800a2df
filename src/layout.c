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

#include <fcntl.h>
#include <time.h>
#include <unistd.h>

#include "access/xact.h"
#include "miscadmin.h"
#include "pgtime.h"
#include "utils/builtins.h"
#include "utils/datetime.h"
#include "utils/guc.h"
#include "utils/memutils.h"
#include "utils/timestamp.h"

#include "guards.h"
#include "layout.h"
#include "report.h"
#include "reservation_state.h"
#include "statefile.h"

#define SFID_DEFAULT_EPOCH_TEXT	"2020-01-01 00:00:00+00"

SfidLayout	sfid_layout;

static char *sfid_epoch_setting = NULL;
static int	sfid_worker_bits_setting = SFID_WORKER_BITS;
static int	sfid_sequence_bits_setting = -1;

/* Without preloading: why the recorded layout could not be read. */
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
 * Whether text holds a word that timestamptz input reads from the current
 * time: the postmaster has no transaction to read it from (they would give
 * 2000-01-01), and an epoch must not depend on when it was read.
 */
static bool
sfid_epoch_reads_the_clock(const char *text)
{
	static const char *const words[] = {"now", "today", "tomorrow", "yesterday"};
	char		workbuf[MAXDATELEN + MAXDATEFIELDS];
	char	   *field[MAXDATEFIELDS];
	int			ftype[MAXDATEFIELDS];
	int			nf;

	if (strlen(text) > MAXDATELEN ||
		ParseDateTime(text, workbuf, sizeof(workbuf), field, ftype, MAXDATEFIELDS, &nf) != 0)
		return false;			/* timestamptz_in refuses it */
	for (int i = 0; i < nf; i++)
		for (int j = 0; j < (int) lengthof(words); j++)
			if (pg_strcasecmp(field[i], words[j]) == 0)
				return true;
	return false;
}

/*
 * Parse an epoch: a timestamptz literal read in UTC when it names no zone,
 * whatever TimeZone says, and with the fields of a date in year, month,
 * day order, whatever DateStyle says (the postmaster reads it before any
 * session exists, and every server sharing a keyspace must read it alike),
 * naming no time relative to now, at or after 1970, a whole millisecond.
 * Returns false with *problem set.
 */
static bool
sfid_parse_epoch(const char *text, int64 *unix_ms, const char **problem)
{
	MemoryContext context = CurrentMemoryContext;
	pg_tz	   *saved_tz = session_timezone;
	int			saved_date_order = DateOrder;
	pg_tz	   *utc = pg_tzset("UTC");
	TimestampTz ts = 0;
	bool		ok = true;

	if (sfid_epoch_reads_the_clock(text))
	{
		*problem = "It names a time relative to the current time (now, today, tomorrow or yesterday); give a fixed time, such as '2020-01-01 00:00:00+00'.";
		return false;
	}
	if (utc != NULL)
		session_timezone = utc;
	DateOrder = DATEORDER_YMD;
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
	DateOrder = saved_date_order;

	if (!ok || TIMESTAMP_NOT_FINITE(ts))
	{
		*problem = "It is not a timestamp with time zone, such as '2020-01-01 00:00:00+00' (dates are read year first, whatever DateStyle says).";
		return false;
	}
	if (ts < SFID_UNIX_EPOCH_TS)
	{
		*problem = "The epoch must not be before 1970-01-01 00:00:00 UTC.";
		return false;
	}
	/* Unix time 0 is a whole millisecond: no subtraction that could overflow */
	if (ts % 1000 != 0)
	{
		*problem = "The epoch must be a whole millisecond.";
		return false;
	}
	*unix_ms = ts / 1000 - SFID_UNIX_EPOCH_TS / 1000;
	if (*unix_ms > SFID_UUID_MAX_UNIX_MS)
	{
		*problem = "The epoch must not be after 10889-08-02 05:31:50.655 UTC, the last the reservation file holds.";
		return false;
	}
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

/*
 * Without preloading: sfid_layout is the layout the data directory's
 * reservation file records (a server that ever preloaded sfid has one),
 * else the default layout, read once per backend.  Every backend reads the
 * same file, which changes only while sfid is preloaded, so the decoders
 * agree across sessions, parallel workers and reloads.  The settings are
 * placeholders there, which a session's options, ALTER DATABASE or ALTER
 * ROLE can set: they never change the layout, and a session whose settings
 * name another one is refused (SF005), checked at the first decoder call
 * of each transaction, so that the per-call cost is one test of a flag.
 */
static bool sfid_layout_unpreloaded = false;
static bool sfid_layout_is_recorded = false;
static bool sfid_layout_settings_checked = false;
static int	sfid_layout_file_errcode = 0;

static void
sfid_layout_xact_callback(XactEvent event, void *arg)
{
	sfid_layout_settings_checked = false;
}

/*
 * The SQLSTATE of a failed open or read, as errcode_for_file_access() gives
 * it, which can only be called inside an ereport(): the problem is noted
 * here at load and reported at the decoders' first call.
 */
static int
sfid_layout_file_sqlstate(int err)
{
	switch (err)
	{
		case EPERM:
		case EACCES:
		case EROFS:
			return ERRCODE_INSUFFICIENT_PRIVILEGE;
		case ENOENT:
			return ERRCODE_UNDEFINED_FILE;
		case ENOTDIR:
		case EISDIR:
			return ERRCODE_WRONG_OBJECT_TYPE;
		default:
			return ERRCODE_IO_ERROR;
	}
}
/* Note why the recorded layout could not be read (raised at each use). */
static void
sfid_layout_note_file_problem(int code, const char *problem)
{
	sfid_layout_file_errcode = code;
	sfid_layout_problem = MemoryContextStrdup(TopMemoryContext, problem);
}

void
sfid_layout_read_recorded(void)
{
	uint8		buf[SFID_STATEFILE_SIZE + 1];
	SfidStateFile contents;
	SfidStateFileCheck check;
	ssize_t		len;
	int			fd;
	int			save_errno;

	sfid_layout_unpreloaded = true;
	sfid_layout = sfid_layout_default();
	RegisterXactCallback(sfid_layout_xact_callback, NULL);

	/* pg_upgrade made this data directory and the old file is not back */
	if (access(SFID_UPGRADE_MARKER_FILE, F_OK) == 0)
	{
		sfid_layout_note_file_problem(ERRCODE_SFID_HORIZON_UNKNOWN,
									  psprintf("pg_upgrade made this data directory, and the old server's file \"%s\", which records the layout, has not been restored.",
											   SFID_RESERVATION_FILE));
		return;
	}
	fd = open(SFID_RESERVATION_FILE, O_RDONLY | PG_BINARY, 0);
	if (fd < 0)
	{
		if (errno != ENOENT)
			sfid_layout_note_file_problem(sfid_layout_file_sqlstate(errno),
										  psprintf("could not open file \"%s\": %m", SFID_RESERVATION_FILE));
		return;
	}
	len = read(fd, buf, sizeof(buf));
	save_errno = errno;
	close(fd);
	if (len < 0)
	{
		errno = save_errno;
		sfid_layout_note_file_problem(sfid_layout_file_sqlstate(errno),
									  psprintf("could not read file \"%s\": %m", SFID_RESERVATION_FILE));
		return;
	}
	check = sfid_statefile_decode_layout(buf, (size_t) len, &contents);
	if (check != SFID_STATEFILE_OK)
	{
		sfid_layout_note_file_problem(ERRCODE_DATA_CORRUPTED,
									  psprintf("file \"%s\" is corrupt: %s", SFID_RESERVATION_FILE,
											   sfid_statefile_problem(check)));
		return;
	}
	sfid_layout = sfid_layout_make(contents.epoch_unix_ms, contents.worker_bits, contents.seq_bits);
	sfid_layout_is_recorded = true;
}

/*
 * The layout the settings a session sees give, with the default for those
 * not set: false when none is set.  Raises 22023 when they make no layout.
 */
static bool
sfid_layout_session_settings(SfidLayout *layout)
{
	const char *epoch = GetConfigOption("sfid.epoch", true, false);
	const char *worker = GetConfigOption("sfid.worker_bits", true, false);
	const char *seq = GetConfigOption("sfid.sequence_bits", true, false);
	int			worker_bits = SFID_WORKER_BITS;
	int			seq_bits = -1;
	int64		unix_ms = SFID_EPOCH_UNIX_MS;
	const char *problem = NULL;

	if (epoch == NULL && worker == NULL && seq == NULL)
		return false;
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
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid Snowflake layout settings"),
				 errdetail_internal("%s", problem),
				 errhint("Correct sfid.epoch, sfid.worker_bits and sfid.sequence_bits in the server's configuration.")));
	*layout = sfid_layout_make(unix_ms, worker_bits, seq_bits);
	return true;
}

static void
sfid_layout_check_unpreloaded(void)
{
	SfidLayout	session;
	char		ours[SFID_LAYOUT_TEXT_SIZE];
	char		theirs[SFID_LAYOUT_TEXT_SIZE];

	if (sfid_layout_problem != NULL)
		ereport(ERROR,
				(errcode(sfid_layout_file_errcode),
				 errmsg("the Snowflake layout recorded in the data directory is unknown"),
				 errdetail_internal("%s", sfid_layout_problem),
				 errhint("Preload sfid (shared_preload_libraries) and restart: the server then reports the reservation file's trouble and how to repair it.")));
	if (sfid_layout_session_settings(&session) && !sfid_layout_equal(&session, &sfid_layout))
		ereport(ERROR,
				(errcode(ERRCODE_SFID_LAYOUT_MISMATCH),
				 errmsg("the Snowflake layout settings differ from the layout this server reads ids in"),
				 errdetail("This server reads ids in the layout %s, %s; the settings give %s.",
						   sfid_layout_text(&sfid_layout, ours),
						   sfid_layout_is_recorded ? "recorded in its data directory" :
						   "the default, since it has recorded none",
						   sfid_layout_text(&session, theirs)),
				 errhint("The layout settings take effect in postgresql.conf, with sfid in shared_preload_libraries; without preloading, the decoders read the recorded layout whatever a session sets.")));
	sfid_layout_settings_checked = true;
}

void
sfid_layout_check_settings(void)
{
	if (likely(!sfid_layout_unpreloaded) || likely(sfid_layout_settings_checked))
		return;
	sfid_layout_check_unpreloaded();
}

void
sfid_layout_report_mismatch(const SfidLayout *recorded_layout, int elevel)
{
	char		recorded[SFID_LAYOUT_TEXT_SIZE];
	char		configured[SFID_LAYOUT_TEXT_SIZE];
	SfidLayout	was = *recorded_layout;

	/* snowflake_next() refused: a monitor counts it (sfid_refusals()) */
	if (sfid_guards_shmem_ready())
		sfid_count_refusal(SFID_REFUSED_LAYOUT, elevel);
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
	/* Unix time 0 is a whole millisecond: no subtraction that could overflow */
	if (TIMESTAMP_NOT_FINITE(epoch) || epoch < SFID_UNIX_EPOCH_TS || epoch % 1000 != 0)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid Snowflake epoch \"%s\"", timestamptz_to_str(epoch)),
				 errdetail("The epoch must be a whole millisecond, not before 1970-01-01 00:00:00 UTC.")));
	unix_ms = epoch / 1000 - SFID_UNIX_EPOCH_TS / 1000;
	return sfid_layout_make(unix_ms, worker_bits, seq_bits);
}
