/*-------------------------------------------------------------------------
 *
 * fuzz_snowflake.c
 *		libFuzzer harness for the pure Snowflake generator (src/generator.c).
 *
 * The input is a script of events on one worker number, played against a
 * model of what snowflake.c and reservation.c do around the pure decision:
 *	- several backends read the shared state, decide, and install their
 *	  result with a compare-and-swap, so that a stale read loses the race
 *	  and starts again (as in test/unit/test_generator.c);
 *	- the clock steps back and forward by small and large amounts;
 *	- the policy (refuse or clamp) and the wait budget change, and so does
 *	  whether reservations lag the clock (issue_at_horizon);
 *	- the durable horizon R is extended when an id needs it, or early as the
 *	  reserver does, and a crash restart loses shared memory and resumes
 *	  strictly above the recovered R, while a clean restart resumes above the
 *	  last millisecond issued.
 *
 * Whatever the script, these must hold, and the harness aborts otherwise:
 *	- every id issued is above every id issued before it on the number, so
 *	  no id repeats or goes down, across restarts too;
 *	- no id is at a millisecond above the horizon it was issued under;
 *	- each decision is the one the rules in generator.c call for (waits and
 *	  refusals name the step, clamp never issues below the last ms, ...).
 *
 *-------------------------------------------------------------------------
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "generator.h"
#include "fuzz.h"

#define NBACKENDS		3
#define NO_HORIZON		INT64_C(-1)

static int
exhausted(const reader *r)
{
	return r->pos >= r->size;
}

typedef struct model
{
	SfidState	shared;			/* the worker number's slot in shared memory */
	int64_t		horizon;		/* durable R, ms; NO_HORIZON before any */
	int64_t		floor;			/* numbers with no state resume above this */
	int64_t		now_ms;			/* the clock, ms since the sfid epoch */
	int64_t		max_wait_ms;
	SfidRewindPolicy policy;
	int64_t		reserve_ahead;
	int			worker;
	int64_t		last_id;		/* highest id issued on the number, or -1 */
	int64_t		last_issued_ms; /* what a clean shutdown records */
	SfidState	seen[NBACKENDS];	/* each backend's last read of the slot */
	bool		lagging;		/* reservations are slower than the look-ahead */
} model;

/*
 * What reservation.c makes durable when an id at needed_ms is above R:
 * up to reserve_ahead beyond the clock (or beyond needed_ms), never down.
 */
static void
extend_horizon(model *m, int64_t needed_ms)
{
	int64_t		base = m->now_ms > needed_ms ? m->now_ms : needed_ms;
	int64_t		h = base + m->reserve_ahead;

	if (h > SFID_MAX_MS)
		h = SFID_MAX_MS;
	if (h > m->horizon)
		m->horizon = h;
}

static SfidState
floor_state(const model *m)
{
	return m->floor < 0 ? SFID_STATE_NONE : sfid_state_make(m->floor, SFID_MAX_SEQ);
}

/* Check that one decision follows the rules, given what it was asked. */
static void
check_decision(SfidState base, const SfidClockInput *in, SfidOutcome out)
{
	int64_t		base_ms = base == SFID_STATE_NONE ? -1 : sfid_state_ms(base);
	/* a lagging reservation issues at the horizon's ms, behind the clock */
	int64_t		now_ms = in->issue_at_horizon && out.decision == SFID_ISSUE &&
		in->now_ms > in->horizon_ms ? in->horizon_ms : in->now_ms;

	if (in->now_ms < 0 || in->now_ms > SFID_MAX_MS)
	{
		REQUIRE(out.decision == SFID_OUT_OF_RANGE);
		return;
	}
	REQUIRE(out.decision != SFID_OUT_OF_RANGE);

	switch (out.decision)
	{
		case SFID_ISSUE:
		case SFID_NEED_RESERVATION:
			REQUIRE(out.next != SFID_STATE_NONE);
			REQUIRE(base == SFID_STATE_NONE || out.next > base);
			REQUIRE(sfid_state_ms(out.next) >= 0 && sfid_state_ms(out.next) <= SFID_MAX_MS);
			REQUIRE(sfid_state_seq(out.next) >= 0 && sfid_state_seq(out.next) <= SFID_MAX_SEQ);
			if (now_ms > base_ms)
				/* a later millisecond starts at sequence 0 */
				REQUIRE(out.next == sfid_state_make(now_ms, 0));
			else
			{
				/* the same ms, or clamped under the last one: next sequence */
				REQUIRE(now_ms == base_ms || in->policy == SFID_REWIND_CLAMP);
				REQUIRE(out.next == base + 1);
				REQUIRE(sfid_state_ms(out.next) == base_ms);
			}
			if (out.decision == SFID_ISSUE)
				REQUIRE(sfid_state_ms(out.next) <= in->horizon_ms);
			else
				REQUIRE(sfid_state_ms(out.next) > in->horizon_ms);
			break;

		case SFID_WAIT_SEQUENCE:
			REQUIRE(base != SFID_STATE_NONE);
			REQUIRE(base_ms == in->now_ms && sfid_state_seq(base) == SFID_MAX_SEQ);
			break;

		case SFID_WAIT_CLOCK:
		case SFID_REFUSE_CLOCK:
			REQUIRE(base != SFID_STATE_NONE && in->now_ms < base_ms);
			REQUIRE(out.behind_ms == base_ms - in->now_ms);
			/* clamp only gives up once the last millisecond is full */
			REQUIRE(in->policy != SFID_REWIND_CLAMP || sfid_state_seq(base) == SFID_MAX_SEQ);
			if (out.decision == SFID_WAIT_CLOCK)
				REQUIRE(out.behind_ms <= in->max_wait_ms);
			else
				REQUIRE(out.behind_ms > in->max_wait_ms);
			break;

		case SFID_OUT_OF_RANGE:
			REQUIRE(0);
			break;
	}
}

/*
 * Backend b decides from what it read and tries to install the result, as
 * one pass of snowflake_next()'s loop.  Returns the decision.
 */
static SfidDecision
attempt(model *m, int b)
{
	SfidState	seen = m->seen[b];
	SfidState	base = seen != SFID_STATE_NONE ? seen : floor_state(m);
	SfidClockInput in;
	SfidOutcome out;
	SfidLayout	layout = sfid_layout_default();

	in.now_ms = m->now_ms;
	in.max_wait_ms = m->max_wait_ms;
	in.policy = m->policy;
	in.horizon_ms = m->horizon;
	in.issue_at_horizon = m->lagging;
	in.max_seq = SFID_MAX_SEQ;
	in.max_ms = SFID_MAX_MS;

	out = sfid_generator_decide(base, &in);
	check_decision(base, &in, out);

	/* deciding twice on the same inputs gives the same answer */
	{
		SfidOutcome again = sfid_generator_decide(base, &in);

		REQUIRE(again.decision == out.decision && again.next == out.next &&
				again.behind_ms == out.behind_ms);
	}

	if (out.decision == SFID_ISSUE)
	{
		if (m->shared == seen)	/* compare-and-swap */
		{
			int64_t		id = sfid_snowflake_pack(&layout, out.next, m->worker);
			int64_t		ms;
			int			worker;
			int			seq;

			m->shared = out.next;
			REQUIRE(id >= 0);
			REQUIRE(id > m->last_id);
			sfid_snowflake_unpack(&layout, id, &ms, &worker, &seq);
			REQUIRE(ms == sfid_state_ms(out.next) && worker == m->worker &&
					seq == sfid_state_seq(out.next));
			REQUIRE(ms <= m->horizon);
			m->last_id = id;
			if (ms > m->last_issued_ms)
				m->last_issued_ms = ms;
		}
		/* won or lost, the backend reads the slot again for its next try */
		m->seen[b] = m->shared;
	}
	else if (out.decision == SFID_NEED_RESERVATION)
		extend_horizon(m, in.now_ms);
	else
		m->seen[b] = m->shared;
	return out.decision;
}

/* A signed clock step of a size picked by the input: ms to months. */
static int64_t
clock_step(reader *r)
{
	uint64_t	kind = take(r, 1);
	int64_t		magnitude = (int64_t) take(r, 2);
	int64_t		step;

	switch (kind % 5)
	{
		case 0:
			step = magnitude % 8;	/* around the same ms */
			break;
		case 1:
			step = magnitude % 2000;	/* around the wait budget */
			break;
		case 2:
			step = magnitude * 1000;	/* up to 18 hours */
			break;
		case 3:
			step = magnitude * 60000;	/* up to 45 days */
			break;
		default:
			step = (int64_t) take(r, 6);	/* anywhere, in and out of range */
			break;
	}
	return (kind & 0x80) ? -step : step;
}

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	reader		r = {data, size, 0};
	model		m;
	int			ops = 0;

	m.shared = SFID_STATE_NONE;
	m.horizon = NO_HORIZON;
	m.floor = NO_HORIZON;
	m.now_ms = (int64_t) (take(&r, 6) % (uint64_t) (SFID_MAX_MS + 1));
	m.max_wait_ms = (int64_t) take(&r, 2);
	m.policy = (take(&r, 1) & 1) ? SFID_REWIND_CLAMP : SFID_REWIND_REFUSE;
	m.reserve_ahead = 10 + (int64_t) take(&r, 2) % 5000;
	m.worker = (int) (take(&r, 2) % (SFID_MAX_WORKER + 1));
	m.last_id = -1;
	m.last_issued_ms = -1;
	m.lagging = false;
	for (int b = 0; b < NBACKENDS; b++)
		m.seen[b] = SFID_STATE_NONE;

	while (!exhausted(&r) && ops++ < 4096)
	{
		uint64_t	op = take(&r, 1);
		int			b = (int) ((op >> 4) % NBACKENDS);

		switch (op % 10)
		{
			case 0:
			case 1:
				m.now_ms += clock_step(&r);
				break;
			case 2:
				{
					uint64_t	bits = take(&r, 1);

					m.policy = (bits & 1) ? SFID_REWIND_CLAMP : SFID_REWIND_REFUSE;
					m.lagging = (bits & 2) != 0;
					m.max_wait_ms = (int64_t) take(&r, 3) % 3600001;
				}
				break;
			case 3:
				/* a backend reads the slot (and may act on it much later) */
				m.seen[b] = m.shared;
				break;
			case 4:
			case 5:
				attempt(&m, b);
				break;
			case 6:
				{
					/*
					 * A burst from one backend: retry as snowflake_next() does,
					 * with the clock moving on when it is told to wait.
					 */
					int			n = 1 + (int) take(&r, 1) * 32;

					for (int i = 0; i < n; i++)
					{
						SfidDecision d = attempt(&m, b);

						if (d == SFID_WAIT_SEQUENCE || d == SFID_WAIT_CLOCK)
							m.now_ms++;
						else if (d == SFID_REFUSE_CLOCK || d == SFID_OUT_OF_RANGE)
							break;
					}
				}
				break;
			case 7:
				/* the reserver extends R early */
				if (m.now_ms >= 0 && m.now_ms <= SFID_MAX_MS)
					extend_horizon(&m, m.now_ms + m.reserve_ahead / 2);
				break;
			case 8:
				/*
				 * Crash: shared memory is lost; every number resumes strictly
				 * above the recovered R.
				 */
				m.shared = SFID_STATE_NONE;
				m.floor = m.horizon;
				for (int i = 0; i < NBACKENDS; i++)
					m.seen[i] = SFID_STATE_NONE;
				break;
			case 9:
				{
					/*
					 * Clean shutdown: the file records the last ms issued (or
					 * the floor, when higher) instead of R, when below R.
					 */
					int64_t		last = m.last_issued_ms > m.floor ? m.last_issued_ms : m.floor;

					if (last >= 0 && last < m.horizon)
						m.horizon = last;
					m.shared = SFID_STATE_NONE;
					m.floor = m.horizon;
					for (int i = 0; i < NBACKENDS; i++)
						m.seen[i] = SFID_STATE_NONE;
				}
				break;
		}
	}
	return 0;
}
