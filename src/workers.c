/*-------------------------------------------------------------------------
 *
 * workers.c
 *		Worker numbers and what each has issued, in shared memory.
 *
 * A backend's worker number is sfid.worker_min plus its backend slot (the
 * PGPROC number) modulo the size of the range.  The state of every number
 * lives in shared memory, so a backend that exits leaves it behind and the
 * next backend in its slot, or any other backend sharing the number,
 * continues strictly after it.  When the range is smaller than the number of
 * live backends, several backends share a number, and with it the budget of
 * 4096 ids per millisecond; no connection is ever refused for lack of one.
 *
 * Locking: there is none on the id path.  Each slot's state is a packed
 * 64-bit (ms, seq) advanced only by compare-and-swap (snowflake.c); the
 * counters are atomics.  The last clock step, written only off the id path,
 * sits under a spinlock.  AddinShmemInitLock is held only while the area is
 * created at startup.  A crash of any backend re-initialises shared memory:
 * the durable reservation (reservation.c) is what covers that.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "miscadmin.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
#include "storage/spin.h"
#include "utils/timestamp.h"
#include "utils/guc.h"

#include "statefile.h"
#include "workers.h"

int			sfid_worker_min = 0;
int			sfid_worker_max = SFID_MAX_WORKER;	/* the layout's largest, by default */
int			sfid_backfill_worker_min = -1;
int			sfid_backfill_worker_max = -1;

typedef struct SfidShared
{
	/* rows replicated in with worker numbers that overlap (fanin.c) */
	pg_atomic_uint64 overlaps;
	/* the last clock step the reserver measured; under step_lock */
	slock_t		step_lock;
	bool		step_seen;
	SfidClockStep last_step;
	/* one per worker number of the layout (2^worker_bits) */
	SfidPaddedWorkerSlot slots[FLEXIBLE_ARRAY_MEMBER];
} SfidShared;

static SfidShared *sfid_shared = NULL;

/* This backend's worker number, once it has asked for one. */
static int	my_worker = -1;

/*
 * The GUC machinery only warns about a bad value for a placeholder that a
 * library later defines, and then uses the default.  A worker range must
 * never silently become 0..1023 (it would overlap other servers' ranges), so
 * an out-of-range value stops the server instead.
 */
static void
sfid_reject_bad_placeholder(const char *name, int min)
{
	const char *raw = GetConfigOption(name, true, false);
	int			value;

	if (raw != NULL &&
		(!parse_int(raw, &value, 0, NULL) || value < min || value > sfid_layout.max_worker))
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("invalid value for parameter \"%s\": \"%s\"", name, raw),
				 errdetail("Worker numbers range from 0 to %d in this server's layout (%d worker bits).",
						   sfid_layout.max_worker, sfid_layout.worker_bits)));
}

/*
 * Called only while preloading (PGC_POSTMASTER settings cannot be defined
 * later), after the layout's: the worker numbers are checked against its
 * worker bits, and worker_max defaults to its largest number.
 */
void
sfid_workers_define_gucs(void)
{
	int			max_worker = sfid_layout.max_worker;

	sfid_reject_bad_placeholder("sfid.worker_min", 0);
	sfid_reject_bad_placeholder("sfid.worker_max", 0);
	sfid_reject_bad_placeholder("sfid.backfill_worker_min", -1);
	sfid_reject_bad_placeholder("sfid.backfill_worker_max", -1);

	/* the boot value is the layout's: the variable starts at it (18 checks) */
	sfid_worker_max = max_worker;
	DefineCustomIntVariable("sfid.worker_min",
							"Lowest worker number this server uses in Snowflake ids.",
							"Servers that share ids must use disjoint worker ranges.",
							&sfid_worker_min,
							0, 0, max_worker,
							PGC_POSTMASTER, 0,
							NULL, NULL, NULL);
	DefineCustomIntVariable("sfid.worker_max",
							"Highest worker number this server uses in Snowflake ids.",
							"Servers that share ids must use disjoint worker ranges.",
							&sfid_worker_max,
							max_worker, 0, max_worker,
							PGC_POSTMASTER, 0,
							NULL, NULL, NULL);

	if (sfid_worker_min > sfid_worker_max)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("sfid.worker_min (%d) is greater than sfid.worker_max (%d)",
						sfid_worker_min, sfid_worker_max),
				 errhint("Set sfid.worker_min and sfid.worker_max to a range such as 0 and 1023.")));

	/*
	 * The backfill range (snowflake_at(), backfill.c): off (-1) by default;
	 * when set, disjoint from the live range, which never issues on it.
	 */
	DefineCustomIntVariable("sfid.backfill_worker_min",
							"Lowest worker number of snowflake_at()'s backfill range (-1: none).",
							"Must not overlap sfid.worker_min .. sfid.worker_max.",
							&sfid_backfill_worker_min,
							-1, -1, max_worker,
							PGC_POSTMASTER, 0,
							NULL, NULL, NULL);
	DefineCustomIntVariable("sfid.backfill_worker_max",
							"Highest worker number of snowflake_at()'s backfill range (-1: none).",
							"Must not overlap sfid.worker_min .. sfid.worker_max.",
							&sfid_backfill_worker_max,
							-1, -1, max_worker,
							PGC_POSTMASTER, 0,
							NULL, NULL, NULL);
	if ((sfid_backfill_worker_min < 0) != (sfid_backfill_worker_max < 0) ||
		sfid_backfill_worker_min > sfid_backfill_worker_max)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("sfid.backfill_worker_min (%d) and sfid.backfill_worker_max (%d) are not a range",
						sfid_backfill_worker_min, sfid_backfill_worker_max),
				 errhint("Set both to -1 (no backfill), or both to worker numbers, the first not above the second.")));
	if (sfid_backfill_worker_max >= SFID_BACKFILL_NUMBERS)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("backfill worker numbers %d to %d go beyond %d",
						sfid_backfill_worker_min, sfid_backfill_worker_max, SFID_BACKFILL_NUMBERS - 1),
				 errdetail("The backfill file holds the marks of worker numbers 0 to %d, whatever the layout.",
						   SFID_BACKFILL_NUMBERS - 1),
				 errhint("Give snowflake_at() worker numbers below %d, and the live range the others.",
						 SFID_BACKFILL_NUMBERS)));
	if (sfid_backfill_enabled() &&
		sfid_backfill_worker_min <= sfid_worker_max && sfid_worker_min <= sfid_backfill_worker_max)
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_PARAMETER_VALUE),
				 errmsg("backfill worker numbers %d to %d overlap the live worker numbers %d to %d",
						sfid_backfill_worker_min, sfid_backfill_worker_max,
						sfid_worker_min, sfid_worker_max),
				 errdetail("Ids made by snowflake_at() and snowflake_next() are told apart by their worker numbers."),
				 errhint("Narrow sfid.worker_min .. sfid.worker_max (for instance to 0 .. 1015) and give the rest to sfid.backfill_worker_min .. sfid.backfill_worker_max.")));
}

Size
sfid_workers_shmem_size(void)
{
	return add_size(offsetof(SfidShared, slots),
					mul_size(sizeof(SfidPaddedWorkerSlot), sfid_layout.max_worker + 1));
}

/* Create the slots; caller holds AddinShmemInitLock. */
void
sfid_workers_shmem_init(void)
{
	bool		found;

	sfid_shared = ShmemInitStruct("sfid workers", sfid_workers_shmem_size(), &found);
	if (!found)
	{
		for (int i = 0; i <= sfid_layout.max_worker; i++)
		{
			SfidWorkerSlot *slot = &sfid_shared->slots[i].slot;

			pg_atomic_init_u64(&slot->state, SFID_STATE_NONE);
			pg_atomic_init_u64(&slot->ids_before, 0);
			pg_atomic_init_u32(&slot->backends, 0);
			pg_atomic_init_u32(&slot->sequence_waits, 0);
			pg_atomic_init_u32(&slot->clock_waits, 0);
			pg_atomic_init_u32(&slot->clock_refusals, 0);
			pg_atomic_init_u32(&slot->replicated_from, 0);
		}
		pg_atomic_init_u64(&sfid_shared->overlaps, 0);
		SpinLockInit(&sfid_shared->step_lock);
		sfid_shared->step_seen = false;
	}
}

SfidWorkerSlot *
sfid_workers_slot(int worker)
{
	Assert(sfid_shared != NULL && worker >= 0 && worker <= sfid_layout.max_worker);
	return &sfid_shared->slots[worker].slot;
}

static void
sfid_detach_worker(int code, Datum arg)
{
	if (my_worker >= 0 && sfid_shared != NULL)
		pg_atomic_fetch_sub_u32(&sfid_workers_slot(my_worker)->backends, 1);
	my_worker = -1;
}

/*
 * This backend's worker number, attaching to it on first use.  Callers have
 * checked sfid_guards_require_preload().
 */
int
sfid_workers_my_number(void)
{
	if (unlikely(my_worker < 0))
	{
		int			range = sfid_worker_max - sfid_worker_min + 1;

		my_worker = sfid_worker_min + sfid_my_backend_slot() % range;
		pg_atomic_fetch_add_u32(&sfid_workers_slot(my_worker)->backends, 1);
		before_shmem_exit(sfid_detach_worker, (Datum) 0);
	}
	return my_worker;
}

/*
 * Remember a clock step for sfid_status.  Only the reserver calls it, with
 * the steps it measured between its ticks: a backend's wait or refusal is
 * counted per worker number instead, so no order of events can replace a
 * measured step with a backend's view of it.
 */
void
sfid_workers_note_clock_step(int64 step_ms)
{
	TimestampTz now = GetCurrentTimestamp();

	SpinLockAcquire(&sfid_shared->step_lock);
	sfid_shared->step_seen = true;
	sfid_shared->last_step.step_ms = step_ms;
	sfid_shared->last_step.seen_at = now;
	SpinLockRelease(&sfid_shared->step_lock);
}

bool
sfid_workers_last_clock_step(SfidClockStep *step)
{
	bool		seen;

	if (sfid_shared == NULL)
		return false;
	SpinLockAcquire(&sfid_shared->step_lock);
	seen = sfid_shared->step_seen;
	*step = sfid_shared->last_step;
	SpinLockRelease(&sfid_shared->step_lock);
	return seen;
}

/* The highest millisecond any live worker number has issued an id at, or -1. */
int64
sfid_workers_last_issued_ms(void)
{
	int64		last_ms = -1;

	for (int i = 0; i <= sfid_layout.max_worker; i++)
	{
		SfidState	state = pg_atomic_read_u64(&sfid_shared->slots[i].slot.state);

		/* backfill numbers issue at past times, under marks of their own */
		if (sfid_is_backfill_number(i))
			continue;
		if (state != SFID_STATE_NONE && sfid_state_ms(state) > last_ms)
			last_ms = sfid_state_ms(state);
	}
	return last_ms;
}

/*
 * Record that rows from replication origin "origin" carry this worker
 * number.  Returns the origin that claimed the number first (origin itself
 * when it is the first).
 */
uint32
sfid_workers_claim_origin(int worker, uint32 origin)
{
	pg_atomic_uint32 *claim = &sfid_workers_slot(worker)->replicated_from;
	uint32		first = pg_atomic_read_u32(claim);

	if (first == 0 && pg_atomic_compare_exchange_u32(claim, &first, origin))
		return origin;
	return first;
}

void
sfid_workers_count_overlap(void)
{
	pg_atomic_fetch_add_u64(&sfid_shared->overlaps, 1);
}

uint64
sfid_workers_overlaps(void)
{
	return sfid_shared == NULL ? 0 : pg_atomic_read_u64(&sfid_shared->overlaps);
}

/* Start the overlap check afresh (sfid_reset_overlap_check()). */
void
sfid_workers_forget_origins(void)
{
	for (int i = 0; i <= sfid_layout.max_worker; i++)
		pg_atomic_write_u32(&sfid_shared->slots[i].slot.replicated_from, 0);
	pg_atomic_write_u64(&sfid_shared->overlaps, 0);
}
