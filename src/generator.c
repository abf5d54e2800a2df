/*-------------------------------------------------------------------------
 *
 * generator.c
 *		Decision logic of the Snowflake and UUIDv7 generators, clock passed in.
 *
 * See generator.h for the layouts.  The rules, in the order they apply:
 *	- a clock reading outside the layout's millisecond field is an error,
 *	  never wrapped;
 *	- a later millisecond starts at sequence 0;
 *	- the same millisecond takes the next sequence number, and once all are
 *	  spent (4096 in the default layout, max_seq + 1 in any) the caller
 *	  waits for the next millisecond (the check comes before any change, so
 *	  a retry can never wrap to a used number);
 *	- an earlier millisecond is never issued: with the clamp policy the last
 *	  millisecond keeps spending sequence numbers; otherwise (or once it is
 *	  full) a step within the wait budget is waited out and a larger one is
 *	  refused.  The comparison is on (ms, seq), not on ms alone: the unit of
 *	  uniqueness is the pair;
 *	- nothing is issued above the durable reservation horizon: the caller
 *	  must first make a later horizon durable (reservation.c); when making
 *	  it takes longer than the look-ahead, ids are issued at the horizon's
 *	  millisecond while it lasts, behind the clock (issue_at_horizon).
 *
 * And whether that horizon may follow the wall clock forward (see
 * SfidForwardGuard in generator.h); and the backfill numbers' decision,
 * with the id's time ts in place of the clock (snowflake_at()).
 *
 *-------------------------------------------------------------------------
 */
#include "generator.h"

/*
 * Inlined into sfid_generator_decide(), the id path's one call: as a call
 * of its own, its outcome went back through memory, which cost more than
 * the decision itself (measured: 10.8 ns against 2.5 ns a decision).
 */
#if defined(__GNUC__)
#define SFID_ALWAYS_INLINE	__attribute__((always_inline)) inline
#else
#define SFID_ALWAYS_INLINE	inline
#endif

static SFID_ALWAYS_INLINE SfidOutcome sfid_decide_within_clock(SfidState last,
															   const SfidClockInput *in);

SfidOutcome
sfid_generator_decide(SfidState last, const SfidClockInput *in)
{
	SfidOutcome out;

	/*
	 * A reservation slower than the look-ahead leaves the clock past R as
	 * soon as R is made: issue at R's millisecond while it has sequence
	 * numbers, rather than reserve again for every id; once it is full, a
	 * new reservation is needed.
	 */
	if (in->issue_at_horizon && in->now_ms > in->horizon_ms && in->horizon_ms >= 0 &&
		in->now_ms <= in->max_ms)
	{
		SfidClockInput at_horizon = *in;

		at_horizon.now_ms = in->horizon_ms;
		out = sfid_decide_within_clock(last, &at_horizon);
		if (out.decision == SFID_ISSUE)
			return out;
		out.decision = SFID_NEED_RESERVATION;
		out.next = sfid_state_make(in->now_ms, 0);
		out.behind_ms = 0;
		return out;
	}

	out = sfid_decide_within_clock(last, in);

	if (out.decision == SFID_ISSUE && sfid_state_ms(out.next) > in->horizon_ms)
		out.decision = SFID_NEED_RESERVATION;
	return out;
}

static SFID_ALWAYS_INLINE SfidOutcome
sfid_decide_within_clock(SfidState last, const SfidClockInput *in)
{
	SfidOutcome out = {SFID_ISSUE, SFID_STATE_NONE, 0};
	int64_t		last_ms;
	int			last_seq;

	if (in->now_ms < 0 || in->now_ms > in->max_ms)
	{
		out.decision = SFID_OUT_OF_RANGE;
		return out;
	}

	if (last == SFID_STATE_NONE || in->now_ms > sfid_state_ms(last))
	{
		out.next = sfid_state_make(in->now_ms, 0);
		return out;
	}

	last_ms = sfid_state_ms(last);
	last_seq = sfid_state_seq(last);

	if (in->now_ms == last_ms || in->policy == SFID_REWIND_CLAMP)
	{
		if (last_seq < in->max_seq)
		{
			out.next = sfid_state_make(last_ms, last_seq + 1);
			return out;
		}
		if (in->now_ms == last_ms)
		{
			out.decision = SFID_WAIT_SEQUENCE;
			return out;
		}
		/* clamped millisecond is full: fall back to waiting or refusing */
	}

	out.behind_ms = last_ms - in->now_ms;
	out.decision = out.behind_ms <= in->max_wait_ms ? SFID_WAIT_CLOCK : SFID_REFUSE_CLOCK;
	return out;
}

/*
 * Backfill (generator.h): ts in place of the clock, no waiting.  The next
 * state is ts's first when the number resumes below ts; otherwise the
 * successor of where it resumes, while that is within max_lead_ms of ts.
 */
SfidBackfillOutcome
sfid_backfill_decide(SfidState last, const SfidBackfillInput *in)
{
	SfidBackfillOutcome out = {SFID_BACKFILL_ISSUE, SFID_STATE_NONE};
	SfidState	resume;

	if (in->ts_ms < 0 || in->ts_ms > in->max_ms)
	{
		out.decision = SFID_BACKFILL_OUT_OF_RANGE;
		return out;
	}
	resume = sfid_backfill_resume(last, in->floor_ms);
	if (sfid_backfill_fits(resume, in->ts_ms))
		out.next = sfid_state_make(in->ts_ms, 0);
	else
	{
		int64_t		ms = sfid_state_ms(resume);
		int			seq = sfid_state_seq(resume);

		if (seq < in->max_seq)
			out.next = sfid_state_make(ms, seq + 1);
		else if (ms < in->max_ms)
			out.next = sfid_state_make(ms + 1, 0);
		else
		{
			out.decision = SFID_BACKFILL_OUT_OF_RANGE;
			return out;
		}
		if (sfid_state_ms(out.next) - in->ts_ms > in->max_lead_ms)
		{
			out.decision = SFID_BACKFILL_SWITCH;
			out.next = SFID_STATE_NONE;
			return out;
		}
	}
	if (sfid_state_ms(out.next) > in->mark_ms)
		out.decision = SFID_BACKFILL_NEED_MARK;
	return out;
}

bool
sfid_forward_guard_follow(SfidForwardGuard *guard, int64_t wall_ms, int64_t boot_ms,
						  int64_t max_forward_ms, int64_t *skew_ms)
{
	int64_t		refill = (boot_ms - guard->refilled_boot_ms) / SFID_SLEW_DIVISOR;
	int64_t		step;

	/* refill at the slewing rate, keeping the remainder, never above the cap */
	if (refill > 0)
	{
		guard->allowance_ms += refill;
		guard->refilled_boot_ms += refill * SFID_SLEW_DIVISOR;
	}
	if (guard->allowance_ms >= max_forward_ms)
	{
		guard->allowance_ms = max_forward_ms;
		guard->refilled_boot_ms = boot_ms;
	}

	*skew_ms = sfid_forward_guard_skew(guard, wall_ms, boot_ms);
	step = *skew_ms - SFID_CLOCK_NOISE_MS;
	if (step > guard->allowance_ms)
		return false;
	if (step > 0)
		guard->allowance_ms -= step;
	if (*skew_ms >= 0)
	{
		guard->ref_wall_ms = wall_ms;
		guard->ref_boot_ms = boot_ms;
	}
	return true;
}
