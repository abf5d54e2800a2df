/*-------------------------------------------------------------------------
 *
 * generator.h
 *		The pure id generators: Snowflake and UUIDv7 decisions with the clock
 *		as a parameter.
 *
 * Nothing here includes PostgreSQL headers, reads a clock or touches shared
 * memory, so the C unit tests (test/unit) and the fuzzers drive every branch,
 * including clock steps, with plain numbers.  The PostgreSQL glue
 * (snowflake.c, uuidv7.c) reads the clock, calls these functions and does
 * what the returned decision says.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_GENERATOR_H
#define SFID_GENERATOR_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

/*
 * Snowflake layouts.  sfid's own, the default:
 *	0 | 41 bits ms since 2020-01-01T00:00:00Z | 10 bits worker | 12 bits seq
 * 2^41 ms after the epoch is 2089-09-06T15:47:35.552Z.  A server may be
 * configured once for another (sfid.epoch, sfid.worker_bits,
 * sfid.sequence_bits; layout.c): its own epoch, 5 to 16 worker bits, and
 * 22 bits below the millisecond shared between worker and sequence
 * (Twitter's and Discord's split), or 23 (Instagram's: 13 + 10, whose
 * millisecond field then has 40 bits under the sign bit).  The SFID_*
 * constants below are the default layout's; the code that makes or reads
 * ids takes an SfidLayout.
 */
#define SFID_EPOCH_UNIX_MS		INT64_C(1577836800000)
#define SFID_TIME_BITS			41
#define SFID_WORKER_BITS		10
#define SFID_SEQ_BITS			12
#define SFID_MAX_MS				((INT64_C(1) << SFID_TIME_BITS) - 1)
#define SFID_MAX_WORKER			((1 << SFID_WORKER_BITS) - 1)
#define SFID_MAX_SEQ			((1 << SFID_SEQ_BITS) - 1)

#define SFID_MIN_LAYOUT_WORKER_BITS	5
#define SFID_MAX_LAYOUT_WORKER_BITS	16
#define SFID_MIN_LAYOUT_SEQ_BITS	5
/* worker + sequence bits: 22 (41 ms bits) or 23 (40, Instagram's) */
#define SFID_MIN_LAYOUT_LOW_BITS	22
#define SFID_MAX_LAYOUT_LOW_BITS	23
/* any layout's worker numbers fit below this */
#define SFID_MAX_LAYOUT_WORKERS		(1 << SFID_MAX_LAYOUT_WORKER_BITS)

/*
 * One layout, with its shifts and masks worked out once, so that the id
 * path packs with shifts and masks held in variables: no division, no
 * branch on the layout.
 */
typedef struct SfidLayout
{
	int64_t		epoch_unix_ms;	/* Unix ms of the millisecond field's 0 */
	int			worker_bits;
	int			seq_bits;
	int			time_shift;		/* worker_bits + seq_bits */
	int			max_worker;		/* 2^worker_bits - 1 */
	int			max_seq;		/* 2^seq_bits - 1 */
	int64_t		max_ms;			/* 2^(63 - time_shift) - 1 */
} SfidLayout;

/*
 * The server's layout, set once when sfid is loaded, before any id is made
 * or read (defined in the glue, layout.c; the pure functions here take a
 * layout as a parameter instead).
 */
extern SfidLayout sfid_layout;

/* Whether (worker_bits, seq_bits) is a layout sfid can issue in. */
static inline bool
sfid_layout_bits_valid(int worker_bits, int seq_bits)
{
	return worker_bits >= SFID_MIN_LAYOUT_WORKER_BITS &&
		worker_bits <= SFID_MAX_LAYOUT_WORKER_BITS &&
		seq_bits >= SFID_MIN_LAYOUT_SEQ_BITS &&
		worker_bits + seq_bits >= SFID_MIN_LAYOUT_LOW_BITS &&
		worker_bits + seq_bits <= SFID_MAX_LAYOUT_LOW_BITS;
}

/* The layout of valid bits (sfid_layout_bits_valid()). */
static inline SfidLayout
sfid_layout_make(int64_t epoch_unix_ms, int worker_bits, int seq_bits)
{
	SfidLayout	layout;

	layout.epoch_unix_ms = epoch_unix_ms;
	layout.worker_bits = worker_bits;
	layout.seq_bits = seq_bits;
	layout.time_shift = worker_bits + seq_bits;
	layout.max_worker = (1 << worker_bits) - 1;
	layout.max_seq = (1 << seq_bits) - 1;
	layout.max_ms = (INT64_C(1) << (63 - layout.time_shift)) - 1;
	return layout;
}

static inline SfidLayout
sfid_layout_default(void)
{
	return sfid_layout_make(SFID_EPOCH_UNIX_MS, SFID_WORKER_BITS, SFID_SEQ_BITS);
}

static inline bool
sfid_layout_equal(const SfidLayout *a, const SfidLayout *b)
{
	return a->epoch_unix_ms == b->epoch_unix_ms && a->worker_bits == b->worker_bits &&
		a->seq_bits == b->seq_bits;
}

/*
 * What one worker number has issued so far: the last (ms, seq) pair, packed
 * as ms << 23 | seq, whatever the layout, so that one 64-bit
 * compare-and-swap advances it and the packed values order exactly as the
 * ids do.  SFID_STATE_NONE, all 64 bits set, means nothing has been
 * issued yet; no pair packs to it, since the sequence field of a pair is
 * at most SFID_STATE_FULL_SEQ, one below all 23 bits set (a layout's ms
 * has at most 41 bits, so only the sequence field could fill the word).
 * SFID_STATE_FULL_SEQ, above every layout's largest sequence (at most 18
 * bits), marks a millisecond as spent: where a number resumes above a
 * floor, also at a layout's last millisecond.
 */
typedef uint64_t SfidState;

#define SFID_STATE_NONE			UINT64_MAX
#define SFID_STATE_SEQ_BITS		23
#define SFID_STATE_SEQ_MASK		((1 << SFID_STATE_SEQ_BITS) - 1)
#define SFID_STATE_FULL_SEQ		(SFID_STATE_SEQ_MASK - 1)

static inline SfidState
sfid_state_make(int64_t ms, int seq)
{
	return ((uint64_t) ms << SFID_STATE_SEQ_BITS) | (uint64_t) seq;
}

static inline int64_t
sfid_state_ms(SfidState state)
{
	return (int64_t) (state >> SFID_STATE_SEQ_BITS);
}

static inline int
sfid_state_seq(SfidState state)
{
	return (int) (state & SFID_STATE_SEQ_MASK);
}

/* What to do when the clock reads earlier than the last issued ms. */
typedef enum SfidRewindPolicy
{
	SFID_REWIND_REFUSE,			/* wait up to the budget, then refuse */
	SFID_REWIND_CLAMP			/* keep issuing under the last ms */
} SfidRewindPolicy;

/* Everything the decision depends on besides the stored state. */
typedef struct SfidClockInput
{
	int64_t		now_ms;			/* clock reading, ms since the layout's epoch */
	int64_t		max_wait_ms;	/* largest step back that is waited out */
	SfidRewindPolicy policy;
	int64_t		horizon_ms;		/* durable reservation: no id above this ms */
	bool		issue_at_horizon;	/* reservations lag the clock: a clock past
									 * the horizon issues at its ms, while its
									 * sequence lasts */
	int			max_seq;		/* the layout's largest sequence number */
	int64_t		max_ms;			/* the layout's last millisecond */
} SfidClockInput;

typedef enum SfidDecision
{
	SFID_ISSUE,					/* issue the returned next state */
	SFID_WAIT_SEQUENCE,			/* this ms is full: wait for the next one */
	SFID_WAIT_CLOCK,			/* clock is behind, within the wait budget */
	SFID_REFUSE_CLOCK,			/* clock is behind by more than the budget */
	SFID_NEED_RESERVATION,		/* the ms is above the horizon: extend it */
	SFID_OUT_OF_RANGE			/* clock before the epoch or past the layout */
} SfidDecision;

typedef struct SfidOutcome
{
	SfidDecision decision;
	SfidState	next;			/* ISSUE: the state to install;
								 * NEED_RESERVATION: the one it would be */
	int64_t		behind_ms;		/* WAIT_CLOCK, REFUSE_CLOCK: size of the step */
} SfidOutcome;

extern SfidOutcome sfid_generator_decide(SfidState last,
										  const SfidClockInput *in);

/* Ids issued in the ms a state names (its seq + 1), none for NONE. */
static inline uint64_t
sfid_state_ids_in_ms(SfidState state)
{
	return state == SFID_STATE_NONE ? 0 : (uint64_t) sfid_state_seq(state) + 1;
}

/* The id of a state and a worker number, in a layout. */
static inline int64_t
sfid_snowflake_pack(const SfidLayout *layout, SfidState state, int worker)
{
	return (int64_t) ((uint64_t) sfid_state_ms(state) << layout->time_shift |
					  (uint64_t) worker << layout->seq_bits |
					  (uint64_t) sfid_state_seq(state));
}

/* Split a non-negative id into its fields, in a layout. */
static inline void
sfid_snowflake_unpack(const SfidLayout *layout, int64_t id, int64_t *ms, int *worker,
					  int *seq)
{
	*ms = id >> layout->time_shift;
	*worker = (int) ((id >> layout->seq_bits) & layout->max_worker);
	*seq = (int) (id & layout->max_seq);
}

/*
 * Backfill: ids for a past time ts (snowflake_at(), backfill.c), on worker
 * numbers that live generation never uses.  A backfill number issues in
 * rising (ms, seq) order like a live one, with ts in place of the clock;
 * it resumes strictly above its floor (the durable mark recovered at
 * startup or replayed) and issues nothing above its published mark, which
 * is made durable first.  Input whose ts is at or below what the number
 * issued already is clamped forward, to the number's next free (ms, seq),
 * while that is at most max_lead_ms past ts (4096 ids in one millisecond,
 * or ts a little out of order); further behind, the caller takes another
 * number (SWITCH).  src/README ("Backfill numbers") has the protocol.
 */
typedef struct SfidBackfillInput
{
	int64_t		ts_ms;			/* the id's wanted ms since the sfid epoch */
	int64_t		floor_ms;		/* resume strictly above this ms; -1: none */
	int64_t		mark_ms;		/* published durable mark; -1: none */
	int64_t		max_lead_ms;	/* most an id's ms may run past ts_ms */
	int			max_seq;		/* the layout's largest sequence number */
	int64_t		max_ms;			/* the layout's last millisecond */
} SfidBackfillInput;

typedef enum SfidBackfillDecision
{
	SFID_BACKFILL_ISSUE,		/* issue the returned next state */
	SFID_BACKFILL_NEED_MARK,	/* make a mark >= next's ms durable first */
	SFID_BACKFILL_SWITCH,		/* this number is too far past ts: another */
	SFID_BACKFILL_OUT_OF_RANGE	/* ts (or its clamp) outside the 41 bits */
} SfidBackfillDecision;

typedef struct SfidBackfillOutcome
{
	SfidBackfillDecision decision;
	SfidState	next;			/* ISSUE, NEED_MARK: the state to install */
} SfidBackfillOutcome;

/* The state a backfill number resumes from: its own, or above its floor. */
static inline SfidState
sfid_backfill_resume(SfidState last, int64_t floor_ms)
{
	SfidState	floor_state;

	if (floor_ms < 0)
		return last;
	floor_state = sfid_state_make(floor_ms, SFID_STATE_FULL_SEQ);
	return last == SFID_STATE_NONE || floor_state > last ? floor_state : last;
}

extern SfidBackfillOutcome sfid_backfill_decide(SfidState last,
												const SfidBackfillInput *in);

/*
 * Whether a number that resumes from resume can issue at ts_ms itself
 * (not clamped): what a session looks for when it picks a number.
 */
static inline bool
sfid_backfill_fits(SfidState resume, int64_t ts_ms)
{
	return resume == SFID_STATE_NONE || sfid_state_ms(resume) < ts_ms;
}

/*
 * The durable mark to reserve for an id at need_ms: ahead of it by the span
 * the number has covered since its first reservation since the start
 * (run_start_ms), at least min_lead_ms, so that a pass over a long past
 * needs a logarithmic number of reservations; never past cap_ms (the clock
 * plus the allowance) unless need_ms is, nor past the layout's end.
 */
static inline int64_t
sfid_backfill_mark_for(int64_t need_ms, int64_t run_start_ms, int64_t min_lead_ms,
					   int64_t cap_ms)
{
	int64_t		lead = need_ms - run_start_ms;
	int64_t		mark;

	if (run_start_ms < 0 || lead < min_lead_ms)
		lead = min_lead_ms;
	mark = need_ms + lead;
	if (mark > cap_ms)
		mark = cap_ms > need_ms ? cap_ms : need_ms;
	return mark > SFID_MAX_MS ? SFID_MAX_MS : mark;
}

/*
 * Forward jumps of the wall clock, which the reservation horizon must not
 * follow far (reservation.c).  The wall clock is compared with the time
 * since boot, which steps do not move (and which follows the same
 * frequency corrections), from a reference pair taken at the last accepted
 * advance.  Beyond a couple of milliseconds of reading noise, a step forward
 * spends an allowance of sfid.max_clock_forward that refills at 500 ppm of
 * the time since boot (what a slewing clock can drift: 1 ms every 2 s).  So
 * neither one jump nor a quick series of smaller steps drags R further than
 * that, and nor does a long quiet time, while a slow clock stepped forward
 * now and then (NTP, over days) is followed: R leads the true time by at
 * most max_clock_forward plus 0.05 % of the time since the clock was last
 * reset or accepted.
 */
#define SFID_SLEW_DIVISOR		2000	/* 500 ppm: 1 ms every 2 s */
#define SFID_CLOCK_NOISE_MS		2

typedef struct SfidForwardGuard
{
	int64_t		ref_wall_ms;	/* wall clock at the reference */
	int64_t		ref_boot_ms;	/* time since boot at the reference */
	int64_t		allowance_ms;	/* what forward steps may still spend */
	int64_t		refilled_boot_ms;	/* time since boot of the last refill */
} SfidForwardGuard;

/*
 * May R follow the clock read now (wall_ms, boot_ms)?  Refills the
 * allowance, sets *skew_ms (how far the wall clock is ahead of the
 * reference) and, when the answer is yes, spends the step and moves the
 * reference to now (not when the clock went back: its return is then no
 * jump).  When the answer is no, only the refill changes the guard.
 */
extern bool sfid_forward_guard_follow(SfidForwardGuard *guard, int64_t wall_ms,
									  int64_t boot_ms, int64_t max_forward_ms,
									  int64_t *skew_ms);

/* How far the wall clock is ahead of where the guard's reference puts it. */
static inline int64_t
sfid_forward_guard_skew(const SfidForwardGuard *guard, int64_t wall_ms, int64_t boot_ms)
{
	return wall_ms - (guard->ref_wall_ms + (boot_ms - guard->ref_boot_ms));
}

/* A new reference and a full allowance: at startup, or when accepted. */
static inline void
sfid_forward_guard_reset(SfidForwardGuard *guard, int64_t wall_ms, int64_t boot_ms,
						 int64_t max_forward_ms)
{
	guard->ref_wall_ms = wall_ms;
	guard->ref_boot_ms = boot_ms;
	guard->allowance_ms = max_forward_ms;
	guard->refilled_boot_ms = boot_ms;
}

/*
 * UUIDv7 (RFC 9562, PostgreSQL 18's layout):
 *	48 bits Unix ms | ver 7 | 12 bits sub-ms fraction | var 10 | 62 random
 * The first 60 payload bits form one "stamp": Unix ms << 12 | fraction of a
 * ms in 1/4096 units.  A backend keeps its last stamp and never returns one
 * that is not above it (RFC 9562 section 6.2, method 3).
 */
#define SFID_UUID_SUBMS_BITS	12
#define SFID_UUID_MAX_UNIX_MS	((INT64_C(1) << 48) - 1)
#define SFID_UUID_RANDOM_BYTES	8

typedef uint64_t SfidUuidStamp;

/*
 * A clock reading in ns as a stamp: the ms and the sub-ms fraction scaled to
 * 12 bits (RFC 9562 method 3), so that stamps taken at different times
 * within one millisecond are already ordered.  Inline: it is on the per-id
 * path of uuidv7().
 */
static inline SfidUuidStamp
sfid_uuidv7_stamp_from_ns(int64_t unix_ns)
{
	uint64_t	ns = unix_ns < 0 ? 0 : (uint64_t) unix_ns;

	return ((ns / 1000000) << SFID_UUID_SUBMS_BITS) |
		(((ns % 1000000) << SFID_UUID_SUBMS_BITS) / 1000000);
}

/*
 * The stamp to use now: the clock's, unless it is not above the last one (a
 * second id within 1/4096 ms, or a clock step back), in which case the last
 * one plus the smallest step.  The stamp may run ahead of the clock under a
 * burst or a step back; it never repeats or goes down.
 */
static inline SfidUuidStamp
sfid_uuidv7_next_stamp(SfidUuidStamp last, SfidUuidStamp now)
{
	return now > last ? now : last + 1;
}

/*
 * uuidv7_at(ts): the stamp of ts (its ms and sub-ms fraction, as for the
 * clock), unless it is not above the session's last one while that is at
 * most max_lead_ms ahead of ts's ms: then the last one plus the smallest
 * step, so that ids for non-decreasing times rise strictly (running a
 * little ahead under a burst, as uuidv7() does).  Further behind (input
 * out of order, another pass), ts's own stamp: uniqueness then rests on
 * the 62 random bits, as between sessions.
 */
static inline SfidUuidStamp
sfid_uuidv7_at_stamp(SfidUuidStamp last, SfidUuidStamp at, int64_t max_lead_ms)
{
	if (at > last)
		return at;
	if ((int64_t) ((last >> SFID_UUID_SUBMS_BITS) - (at >> SFID_UUID_SUBMS_BITS)) > max_lead_ms)
		return at;
	return last + 1;
}

/*
 * The 16 bytes: the stamp's 48 ms bits, version 7 and its 12 fraction bits
 * in the first 8 (big-endian, so bytes sort as stamps), then the variant
 * and 62 random bits.
 */
static inline void
sfid_uuidv7_pack(SfidUuidStamp stamp,
				 const uint8_t random[SFID_UUID_RANDOM_BYTES],
				 uint8_t out[16])
{
	uint64_t	head = ((stamp >> SFID_UUID_SUBMS_BITS) << 16) | UINT64_C(0x7000) |
		(stamp & ((1 << SFID_UUID_SUBMS_BITS) - 1));

	/* byte by byte, big-endian: compilers turn this into one swap and store */
	out[0] = (uint8_t) (head >> 56);
	out[1] = (uint8_t) (head >> 48);
	out[2] = (uint8_t) (head >> 40);
	out[3] = (uint8_t) (head >> 32);
	out[4] = (uint8_t) (head >> 24);
	out[5] = (uint8_t) (head >> 16);
	out[6] = (uint8_t) (head >> 8);
	out[7] = (uint8_t) head;
	memcpy(out + 8, random, SFID_UUID_RANDOM_BYTES);
	out[8] = (uint8_t) (0x80 | (out[8] & 0x3F));	/* variant 10 */
}

#endif							/* SFID_GENERATOR_H */
