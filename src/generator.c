/*-------------------------------------------------------------------------
 *
 * generator.c
 *		Decision logic of the Snowflake and UUIDv7 generators, clock passed in.
 *
 * See generator.h for the layouts.  The rules, in the order they apply:
 *	- a clock reading outside the 41-bit range is an error, never wrapped;
 *	- a later millisecond starts at sequence 0;
 *	- the same millisecond takes the next sequence number, and once all 4096
 *	  are spent the caller waits for the next millisecond (the check comes
 *	  before any change, so a retry can never wrap to a used number);
 *	- an earlier millisecond is never issued: with the clamp policy the last
 *	  millisecond keeps spending sequence numbers; otherwise (or once it is
 *	  full) a step within the wait budget is waited out and a larger one is
 *	  refused.  The comparison is on (ms, seq), not on ms alone: the unit of
 *	  uniqueness is the pair;
 *	- nothing is issued above the durable reservation horizon: the caller
 *	  must first make a later horizon durable (reservation.c).
 *
 *-------------------------------------------------------------------------
 */
#include "generator.h"

static sfid_outcome sfid_decide_within_clock(sfid_state last, const sfid_clock_input *in);

sfid_outcome
sfid_snowflake_decide(sfid_state last, const sfid_clock_input *in)
{
	sfid_outcome out = sfid_decide_within_clock(last, in);

	if (out.decision == SFID_ISSUE && sfid_state_ms(out.next) > in->horizon_ms)
		out.decision = SFID_NEED_RESERVATION;
	return out;
}

static sfid_outcome
sfid_decide_within_clock(sfid_state last, const sfid_clock_input *in)
{
	sfid_outcome out = {SFID_ISSUE, SFID_STATE_NONE, 0};
	int64_t		last_ms;
	int			last_seq;

	if (in->now_ms < 0 || in->now_ms > SFID_MAX_MS)
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
		if (last_seq < SFID_MAX_SEQ)
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
 * A clock reading in ns as a stamp: the ms and the sub-ms fraction scaled to
 * 12 bits (RFC 9562 method 3), so that stamps taken at different times
 * within one millisecond are already ordered.
 */
sfid_uuid_stamp
sfid_uuidv7_stamp_from_ns(int64_t unix_ns)
{
	int64_t		ms;
	int64_t		subms_ns;

	if (unix_ns < 0)
		unix_ns = 0;
	ms = unix_ns / 1000000;
	subms_ns = unix_ns % 1000000;
	return ((uint64_t) ms << SFID_UUID_SUBMS_BITS) |
		(uint64_t) ((subms_ns << SFID_UUID_SUBMS_BITS) / 1000000);
}

/*
 * The stamp to use now: the clock's, unless it is not above the last one (a
 * second id within 1/4096 ms, or a clock step back), in which case the last
 * one plus the smallest step.  The stamp may run ahead of the clock under a
 * burst or a step back; it never repeats or goes down.
 */
sfid_uuid_stamp
sfid_uuidv7_next_stamp(sfid_uuid_stamp last, sfid_uuid_stamp now)
{
	return now > last ? now : last + 1;
}

void
sfid_uuidv7_pack(sfid_uuid_stamp stamp,
				 const uint8_t random[SFID_UUID_RANDOM_BYTES],
				 uint8_t out[16])
{
	uint64_t	ms = stamp >> SFID_UUID_SUBMS_BITS;
	unsigned	fraction = (unsigned) (stamp & ((1 << SFID_UUID_SUBMS_BITS) - 1));
	int			i;

	for (i = 0; i < 6; i++)
		out[i] = (uint8_t) (ms >> (8 * (5 - i)));
	out[6] = (uint8_t) (0x70 | (fraction >> 8));	/* version 7 */
	out[7] = (uint8_t) (fraction & 0xFF);
	out[8] = (uint8_t) (0x80 | (random[0] & 0x3F));	/* variant 10 */
	for (i = 1; i < SFID_UUID_RANDOM_BYTES; i++)
		out[8 + i] = random[i];
}
