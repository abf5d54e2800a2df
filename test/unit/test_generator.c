/*
 * test_generator.c
 *		Unit tests of the pure generator core (src/generator.c), no server.
 *
 * The clock is a number passed in, so each test sets up the exact reading
 * it needs: a full millisecond, a step back of a chosen size, a burst.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "generator.h"
#include "unit.h"

/* the default layout, which most tests use */
static SfidLayout L;

static SfidClockInput
clock_at(int64_t now_ms)
{
	SfidClockInput in = {now_ms, 1000, SFID_REWIND_REFUSE, SFID_MAX_MS, false, SFID_MAX_SEQ, SFID_MAX_MS};

	return in;
}

/* Issue one id at now_ms, which must be allowed; returns the packed id. */
static int64_t
issue(SfidState *state, int worker, const SfidClockInput *in)
{
	SfidOutcome out = sfid_generator_decide(*state, in);

	CHECK(out.decision == SFID_ISSUE);
	if (out.decision != SFID_ISSUE)
		return -1;
	CHECK(*state == SFID_STATE_NONE || out.next > *state);
	*state = out.next;
	return sfid_snowflake_pack(&L, out.next, worker);
}

static void
test_4096_per_ms_then_wait(void)
{
	SfidState	state = SFID_STATE_NONE;
	SfidClockInput in = clock_at(5000);
	int64_t		prev = -1;
	SfidOutcome out;

	for (int i = 0; i < 4096; i++)
	{
		int64_t		id = issue(&state, 7, &in);

		CHECK(id > prev);
		prev = id;
	}
	CHECK(sfid_state_seq(state) == 4095);
	out = sfid_generator_decide(state, &in);
	CHECK(out.decision == SFID_WAIT_SEQUENCE);
	/* the decision changed nothing: asking again still waits */
	CHECK(sfid_generator_decide(state, &in).decision == SFID_WAIT_SEQUENCE);

	in.now_ms = 5001;
	CHECK(issue(&state, 7, &in) > prev);
	CHECK(sfid_state_ms(state) == 5001 && sfid_state_seq(state) == 0);
}

static void
test_small_step_back_is_waited_out(void)
{
	SfidState	state = SFID_STATE_NONE;
	SfidClockInput in = clock_at(10000);
	SfidOutcome out;
	int64_t		last;

	issue(&state, 1, &in);
	last = issue(&state, 1, &in);

	in.now_ms = 10000 - 400;
	out = sfid_generator_decide(state, &in);
	CHECK(out.decision == SFID_WAIT_CLOCK);
	CHECK(out.behind_ms == 400);

	/* the budget is inclusive */
	in.now_ms = 10000 - 1000;
	CHECK(sfid_generator_decide(state, &in).decision == SFID_WAIT_CLOCK);

	/* once the clock is back at the last ms, the sequence continues */
	in.now_ms = 10000;
	CHECK(issue(&state, 1, &in) == last + 1);
}

static void
test_large_step_back_is_refused(void)
{
	SfidState	state = SFID_STATE_NONE;
	SfidClockInput in = clock_at(50000);
	SfidOutcome out;

	issue(&state, 3, &in);
	in.now_ms = 50000 - 1001;
	out = sfid_generator_decide(state, &in);
	CHECK(out.decision == SFID_REFUSE_CLOCK);
	CHECK(out.behind_ms == 1001);

	in.now_ms = 50000 - 30000;
	in.max_wait_ms = 0;
	out = sfid_generator_decide(state, &in);
	CHECK(out.decision == SFID_REFUSE_CLOCK);
	CHECK(out.behind_ms == 30000);
}

/*
 * The state belongs to the worker number, not to the backend: a new backend
 * in the same slot starts from what the last one left, whatever the clock.
 */
static void
test_new_backend_continues_after_last_state(void)
{
	SfidState	shared = SFID_STATE_NONE;
	SfidClockInput in = clock_at(70000);
	int64_t		last_of_old = 0;
	int64_t		first_of_new;

	for (int i = 0; i < 100; i++)
		last_of_old = issue(&shared, 9, &in);

	/* the old backend exits; the clock steps back 200 ms; a new one starts */
	in.now_ms = 70000 - 200;
	CHECK(sfid_generator_decide(shared, &in).decision == SFID_WAIT_CLOCK);
	in.now_ms = 70000;
	first_of_new = issue(&shared, 9, &in);
	CHECK(first_of_new == last_of_old + 1);
}

static int
compare_int64(const void *a, const void *b)
{
	int64_t		x = *(const int64_t *) a;
	int64_t		y = *(const int64_t *) b;

	return (x > y) - (x < y);
}

/*
 * Two generators on one number, interleaved the way snowflake.c runs them:
 * each reads the state, decides, and installs its result only if the state
 * is still what it read (compare-and-swap), otherwise it starts again.
 */
static void
test_two_generators_sharing_a_number(void)
{
	enum
	{
		N = 20000
	};
	SfidState	shared = SFID_STATE_NONE;
	int64_t    *ids = malloc(sizeof(int64_t) * 2 * N);
	int			count[2] = {0, 0};
	int64_t		prev[2] = {-1, -1};
	SfidState	seen[2];
	int64_t		now_ms = 100000;
	unsigned	rng = 12345;

	while (count[0] < N || count[1] < N)
	{
		SfidOutcome out[2];
		int			first;

		/* both read the same state, then one of them installs first */
		seen[0] = seen[1] = shared;
		for (int g = 0; g < 2; g++)
		{
			SfidClockInput in = clock_at(now_ms);

			out[g] = sfid_generator_decide(seen[g], &in);
		}
		rng = rng * 1103515245 + 12345;
		first = (rng >> 16) & 1;
		for (int k = 0; k < 2; k++)
		{
			int			g = k == 0 ? first : 1 - first;

			if (count[g] >= N)
				continue;
			if (out[g].decision == SFID_WAIT_SEQUENCE)
				continue;
			CHECK(out[g].decision == SFID_ISSUE);
			if (out[g].decision == SFID_ISSUE && shared == seen[g])	/* CAS */
			{
				int64_t		id = sfid_snowflake_pack(&L, out[g].next, 5);

				shared = out[g].next;
				CHECK(id > prev[g]);
				prev[g] = id;
				ids[count[0] + count[1]] = id;
				count[g]++;
			}
		}
		if (((rng >> 8) & 7) == 0 ||
			sfid_generator_decide(shared, &(SfidClockInput) {now_ms, 1000, SFID_REWIND_REFUSE, SFID_MAX_MS, false, SFID_MAX_SEQ, SFID_MAX_MS}).decision == SFID_WAIT_SEQUENCE)
			now_ms++;
	}

	qsort(ids, 2 * N, sizeof(int64_t), compare_int64);
	for (int i = 1; i < 2 * N; i++)
		CHECK(ids[i] != ids[i - 1]);
	free(ids);
}

static void
test_clamp_spends_sequence_then_waits(void)
{
	SfidState	state = SFID_STATE_NONE;
	SfidClockInput in = {20000, 1000, SFID_REWIND_CLAMP, SFID_MAX_MS, false, SFID_MAX_SEQ, SFID_MAX_MS};
	SfidOutcome out;
	int64_t		prev;

	prev = issue(&state, 2, &in);
	in.now_ms = 20000 - 50;
	for (int i = 1; i < 4096; i++)
	{
		int64_t		id = issue(&state, 2, &in);

		CHECK(id == prev + 1);	/* same ms, next sequence number */
		prev = id;
	}
	CHECK(sfid_state_ms(state) == 20000);
	out = sfid_generator_decide(state, &in);
	CHECK(out.decision == SFID_WAIT_CLOCK && out.behind_ms == 50);
	in.max_wait_ms = 10;
	CHECK(sfid_generator_decide(state, &in).decision == SFID_REFUSE_CLOCK);
}

static void
test_clock_outside_the_layout(void)
{
	SfidState	state = SFID_STATE_NONE;
	SfidClockInput in = clock_at(-1);

	CHECK(sfid_generator_decide(state, &in).decision == SFID_OUT_OF_RANGE);
	in.now_ms = SFID_MAX_MS + 1;
	CHECK(sfid_generator_decide(state, &in).decision == SFID_OUT_OF_RANGE);
	in.now_ms = SFID_MAX_MS;
	CHECK(issue(&state, SFID_MAX_WORKER, &in) > 0);
	in.now_ms = 0;
	state = SFID_STATE_NONE;
	CHECK(issue(&state, 0, &in) == 0);
	CHECK(issue(&state, 0, &in) == 1);	/* ms 0, seq 0 is not "nothing issued" */
}

static void
test_unpack_round_trips(void)
{
	int64_t		samples[][3] = {
		{0, 0, 0}, {1, 2, 3}, {SFID_MAX_MS, SFID_MAX_WORKER, SFID_MAX_SEQ},
		{217000000000, 512, 4095}, {123456789, 1, 0},
	};

	for (size_t i = 0; i < sizeof(samples) / sizeof(samples[0]); i++)
	{
		int64_t		id = sfid_snowflake_pack(&L, sfid_state_make(samples[i][0], (int) samples[i][2]),
											 (int) samples[i][1]);
		int64_t		ms;
		int			worker,
					seq;

		CHECK(id >= 0);
		sfid_snowflake_unpack(&L, id, &ms, &worker, &seq);
		CHECK(ms == samples[i][0]);
		CHECK(worker == samples[i][1]);
		CHECK(seq == samples[i][2]);
	}
	/* the layout's bit positions */
	CHECK(sfid_snowflake_pack(&L, sfid_state_make(1, 0), 0) == (INT64_C(1) << 22));
	CHECK(sfid_snowflake_pack(&L, sfid_state_make(0, 0), 1) == (INT64_C(1) << 12));
	CHECK(INT64_MAX == sfid_snowflake_pack(&L, sfid_state_make(SFID_MAX_MS, SFID_MAX_SEQ), SFID_MAX_WORKER));
}

/*
 * Nothing is issued above the horizon; within it, the usual rules.  A state
 * resumed "strictly above R" after a restart is (R, 4095).
 */
static void
test_horizon_bounds_issue(void)
{
	SfidState	state = sfid_state_make(30000, SFID_MAX_SEQ);	/* resumed above R = 30000 */
	SfidClockInput in = clock_at(30500);
	SfidOutcome out;

	in.horizon_ms = 30000;
	out = sfid_generator_decide(state, &in);
	CHECK(out.decision == SFID_NEED_RESERVATION);
	CHECK(sfid_state_ms(out.next) == 30500);

	in.horizon_ms = 31500;
	CHECK(issue(&state, 4, &in) == sfid_snowflake_pack(&L, sfid_state_make(30500, 0), 4));
	/* the same ms again is within the horizon */
	CHECK(issue(&state, 4, &in) == sfid_snowflake_pack(&L, sfid_state_make(30500, 1), 4));

	/* a clock behind the resumed state is a rewind, whatever the horizon */
	state = sfid_state_make(30000, SFID_MAX_SEQ);
	in.now_ms = 29500;
	out = sfid_generator_decide(state, &in);
	CHECK(out.decision == SFID_WAIT_CLOCK && out.behind_ms == 500);
	in.policy = SFID_REWIND_CLAMP;	/* clamp cannot use the full ms either */
	CHECK(sfid_generator_decide(state, &in).decision == SFID_WAIT_CLOCK);
	in.now_ms = 30000;			/* the resumed ms itself is full */
	CHECK(sfid_generator_decide(state, &in).decision == SFID_WAIT_SEQUENCE);
}

/*
 * The exact boundary: an id at the horizon's own millisecond is issued (R is
 * the last millisecond reserved), one millisecond later is not; the same
 * holds for a state continuing within the horizon's millisecond.
 */
static void
test_horizon_exact_boundary(void)
{
	SfidClockInput in = clock_at(40000);
	SfidOutcome out;

	in.horizon_ms = 40000;
	out = sfid_generator_decide(sfid_state_make(39999, 7), &in);
	CHECK(out.decision == SFID_ISSUE && out.next == sfid_state_make(40000, 0));
	out = sfid_generator_decide(sfid_state_make(40000, 7), &in);
	CHECK(out.decision == SFID_ISSUE && out.next == sfid_state_make(40000, 8));
	out = sfid_generator_decide(SFID_STATE_NONE, &in);
	CHECK(out.decision == SFID_ISSUE && out.next == sfid_state_make(40000, 0));

	in.now_ms = 40001;
	out = sfid_generator_decide(sfid_state_make(40000, 7), &in);
	CHECK(out.decision == SFID_NEED_RESERVATION && out.next == sfid_state_make(40001, 0));
	out = sfid_generator_decide(SFID_STATE_NONE, &in);
	CHECK(out.decision == SFID_NEED_RESERVATION);

	/* a clamp under a clock behind never leaves the horizon either */
	in.now_ms = 39000;
	in.policy = SFID_REWIND_CLAMP;
	in.max_wait_ms = 0;
	out = sfid_generator_decide(sfid_state_make(40000, 4094), &in);
	CHECK(out.decision == SFID_ISSUE && out.next == sfid_state_make(40000, 4095));
}

/*
 * Forward steps spend an allowance of max_forward (10 s here) that refills
 * by 1 ms every 2 s of boot time; reading noise and a clock's return after
 * a step back cost nothing, and a long quiet time buys no more than the
 * full allowance.
 */
static void
test_forward_guard(void)
{
	const int64_t max_fwd = 10000;
	const int64_t week = INT64_C(7) * 86400000;
	SfidForwardGuard g;
	int64_t		wall = 1000000;
	int64_t		boot = 5000;
	int64_t		skew;

	sfid_forward_guard_reset(&g, wall, boot, max_fwd);

	/* time passing, with 2 ms of reading noise: nothing spent */
	wall += 500 + 2;
	boot += 500;
	CHECK(sfid_forward_guard_follow(&g, wall, boot, max_fwd, &skew) && skew == 2);
	CHECK(g.allowance_ms == max_fwd && g.ref_wall_ms == wall && g.ref_boot_ms == boot);

	/* one jump beyond the limit is refused and moves nothing */
	CHECK(!sfid_forward_guard_follow(&g, wall + 10003, boot, max_fwd, &skew) && skew == 10003);
	CHECK(g.ref_wall_ms == wall && g.allowance_ms == max_fwd);

	/* +6 s is followed; a second +6 s at once is refused: 12 s in all */
	wall += 6000;
	CHECK(sfid_forward_guard_follow(&g, wall, boot, max_fwd, &skew) && skew == 6000);
	CHECK(g.allowance_ms == max_fwd - 5998 && g.ref_wall_ms == wall);
	CHECK(!sfid_forward_guard_follow(&g, wall + 6000, boot + 1, max_fwd, &skew));

	/* ... until the allowance has refilled: 2 s of boot time per ms */
	boot += 2 * 2000000;
	wall += 2 * 2000000;
	CHECK(sfid_forward_guard_follow(&g, wall + 6000, boot, max_fwd, &skew) && skew == 6000);
	wall += 6000;
	CHECK(g.allowance_ms == (max_fwd - 5998 + 2000) - 5998);

	/* a step back is followed without moving the reference, and the
	 * clock's return is no jump */
	CHECK(sfid_forward_guard_follow(&g, wall - 3000, boot + 10, max_fwd, &skew) && skew == -3010);
	CHECK(g.ref_wall_ms == wall);
	CHECK(sfid_forward_guard_follow(&g, wall + 20, boot + 20, max_fwd, &skew) && skew == 0);
	boot += 20;
	wall += 20;

	/* a day of a clock running 50 ppm fast, read once: spends what refilled */
	boot += 86400000;
	wall += 86400000 + 4320;
	CHECK(sfid_forward_guard_follow(&g, wall, boot, max_fwd, &skew) && skew == 4320);
	CHECK(g.allowance_ms == max_fwd - 4318);

	/* a week of quiet buys no more than the full allowance: +300 s refused */
	CHECK(!sfid_forward_guard_follow(&g, wall + week + 300000, boot + week, max_fwd, &skew));
	CHECK(g.allowance_ms == max_fwd);
	CHECK(sfid_forward_guard_follow(&g, wall + week + 9000, boot + week, max_fwd, &skew));
}

/*
 * Reservations slower than the look-ahead: with the clock past the horizon,
 * ids are issued at the horizon's millisecond while its sequence lasts; then
 * a new reservation is needed.  Without the flag, a reservation at once.
 */
static void
test_issue_at_lagging_horizon(void)
{
	SfidClockInput in = clock_at(50100);
	SfidState	state = sfid_state_make(49990, 17);
	SfidOutcome out;

	in.horizon_ms = 50000;
	CHECK(sfid_generator_decide(state, &in).decision == SFID_NEED_RESERVATION);

	in.issue_at_horizon = true;
	CHECK(issue(&state, 3, &in) == sfid_snowflake_pack(&L, sfid_state_make(50000, 0), 3));
	CHECK(issue(&state, 3, &in) == sfid_snowflake_pack(&L, sfid_state_make(50000, 1), 3));
	state = sfid_state_make(50000, SFID_MAX_SEQ);
	out = sfid_generator_decide(state, &in);
	CHECK(out.decision == SFID_NEED_RESERVATION && out.next == sfid_state_make(50100, 0));

	/* a clock within the horizon is not affected */
	in.now_ms = 49995;
	state = sfid_state_make(49990, 17);
	CHECK(issue(&state, 3, &in) == sfid_snowflake_pack(&L, sfid_state_make(49995, 0), 3));
	/* nor is a server with no horizon yet */
	in.horizon_ms = -1;
	CHECK(sfid_generator_decide(SFID_STATE_NONE, &in).decision == SFID_NEED_RESERVATION);
	/* nor a clock past the end of the layout: that is an error */
	in.now_ms = SFID_MAX_MS + 5;
	in.horizon_ms = SFID_MAX_MS;
	CHECK(sfid_generator_decide(sfid_state_make(SFID_MAX_MS, SFID_MAX_SEQ), &in).decision == SFID_OUT_OF_RANGE);
}

/* The ids a state stands for in its millisecond: its sequence number + 1. */
static void
test_ids_in_ms(void)
{
	CHECK(sfid_state_ids_in_ms(SFID_STATE_NONE) == 0);
	CHECK(sfid_state_ids_in_ms(sfid_state_make(123, 0)) == 1);
	CHECK(sfid_state_ids_in_ms(sfid_state_make(123, 99)) == 100);
	CHECK(sfid_state_ids_in_ms(sfid_state_make(SFID_MAX_MS, SFID_MAX_SEQ)) == 4096);
}

static uint64_t
uuid_ms(const uint8_t u[16])
{
	uint64_t	ms = 0;

	for (int i = 0; i < 6; i++)
		ms = ms << 8 | u[i];
	return ms;
}

static void
test_uuidv7_bits(void)
{
	uint8_t		random[SFID_UUID_RANDOM_BYTES];
	uint8_t		u[16];
	int64_t		ns = INT64_C(1645557742000) * 1000000 + 500000;	/* .5 ms */
	SfidUuidStamp stamp = sfid_uuidv7_stamp_from_ns(ns);

	memset(random, 0xFF, sizeof(random));
	sfid_uuidv7_pack(stamp, random, u);
	CHECK(uuid_ms(u) == UINT64_C(1645557742000));
	CHECK((u[6] >> 4) == 7);	/* version */
	CHECK((u[8] >> 6) == 2);	/* variant 10 */
	CHECK((((u[6] & 0x0F) << 8) | u[7]) == 2048);	/* half a ms in 1/4096 */
	CHECK(u[8] == 0xBF && u[15] == 0xFF);	/* 62 random bits, all kept */

	memset(random, 0, sizeof(random));
	sfid_uuidv7_pack(stamp, random, u);
	CHECK(u[8] == 0x80 && u[9] == 0 && u[15] == 0);
}

static void
test_uuidv7_monotonic_across_step_back_and_burst(void)
{
	SfidUuidStamp last = 0;
	SfidUuidStamp prev = 0;
	int64_t		base_ns = INT64_C(1700000000000) * 1000000;

	/* 10000 ids within one clock reading: more than 4096 per ms */
	for (int i = 0; i < 10000; i++)
	{
		last = sfid_uuidv7_next_stamp(last, sfid_uuidv7_stamp_from_ns(base_ns));
		CHECK(last > prev);
		prev = last;
	}
	/* the clock steps back 5 s: stamps keep rising from the last one */
	for (int i = 0; i < 1000; i++)
	{
		last = sfid_uuidv7_next_stamp(last, sfid_uuidv7_stamp_from_ns(base_ns - INT64_C(5000000000) + i));
		CHECK(last == prev + 1);
		prev = last;
	}
	/* and once the clock is ahead again, they follow it */
	last = sfid_uuidv7_next_stamp(last, sfid_uuidv7_stamp_from_ns(base_ns + INT64_C(1000000000)));
	CHECK(last == sfid_uuidv7_stamp_from_ns(base_ns + INT64_C(1000000000)));
}

static SfidBackfillInput
backfill_input(int64_t ts_ms, int64_t floor_ms, int64_t mark_ms)
{
	SfidBackfillInput in = {ts_ms, floor_ms, mark_ms, 1000, SFID_MAX_SEQ, SFID_MAX_MS};

	return in;
}

/* Non-decreasing ts: each id at ts's ms; past 4096, a few ms ahead. */
static void
test_backfill_in_order(void)
{
	SfidState	last = SFID_STATE_NONE;
	SfidBackfillInput in = backfill_input(5000, -1, 100000);
	SfidBackfillOutcome out;

	out = sfid_backfill_decide(last, &in);
	CHECK(out.decision == SFID_BACKFILL_ISSUE);
	CHECK(out.next == sfid_state_make(5000, 0));
	last = out.next;
	for (int i = 1; i < 4096; i++)
	{
		out = sfid_backfill_decide(last, &in);
		CHECK(out.decision == SFID_BACKFILL_ISSUE);
		CHECK(sfid_state_ms(out.next) == 5000 && sfid_state_seq(out.next) == i);
		last = out.next;
	}
	/* the 4097th at ts runs one ms ahead; ts catching up continues after it */
	out = sfid_backfill_decide(last, &in);
	CHECK(out.decision == SFID_BACKFILL_ISSUE && out.next == sfid_state_make(5001, 0));
	last = out.next;
	in.ts_ms = 5001;
	out = sfid_backfill_decide(last, &in);
	CHECK(out.decision == SFID_BACKFILL_ISSUE && out.next == sfid_state_make(5001, 1));
	last = out.next;
	in.ts_ms = 7000;
	out = sfid_backfill_decide(last, &in);
	CHECK(out.decision == SFID_BACKFILL_ISSUE && out.next == sfid_state_make(7000, 0));
}

/* Back a little: clamped forward; back further than the lead: another number. */
static void
test_backfill_backwards(void)
{
	SfidState	last = sfid_state_make(9000, 7);
	SfidBackfillInput in = backfill_input(8500, -1, 100000);
	SfidBackfillOutcome out;

	out = sfid_backfill_decide(last, &in);
	CHECK(out.decision == SFID_BACKFILL_ISSUE && out.next == sfid_state_make(9000, 8));
	in.ts_ms = 8000;			/* 9000 - 8000 = lead exactly: still clamped */
	out = sfid_backfill_decide(last, &in);
	CHECK(out.decision == SFID_BACKFILL_ISSUE && out.next == sfid_state_make(9000, 8));
	in.ts_ms = 7999;
	out = sfid_backfill_decide(last, &in);
	CHECK(out.decision == SFID_BACKFILL_SWITCH);
	/* a full millisecond at the lead's edge moves one further: switch */
	last = sfid_state_make(9000, SFID_MAX_SEQ);
	in.ts_ms = 8000;
	out = sfid_backfill_decide(last, &in);
	CHECK(out.decision == SFID_BACKFILL_SWITCH);
	in.ts_ms = 8001;
	out = sfid_backfill_decide(last, &in);
	CHECK(out.decision == SFID_BACKFILL_ISSUE && out.next == sfid_state_make(9001, 0));
}

/* The floor (a mark recovered after a crash) is never issued at or below. */
static void
test_backfill_floor(void)
{
	SfidBackfillInput in = backfill_input(3000, 3000, 100000);
	SfidBackfillOutcome out;

	/* no state since the start: strictly above the floor's ms */
	out = sfid_backfill_decide(SFID_STATE_NONE, &in);
	CHECK(out.decision == SFID_BACKFILL_ISSUE && out.next == sfid_state_make(3001, 0));
	in.ts_ms = 1000;			/* 2001 ms behind: a rerun takes another number */
	out = sfid_backfill_decide(SFID_STATE_NONE, &in);
	CHECK(out.decision == SFID_BACKFILL_SWITCH);
	in.ts_ms = 3001;
	out = sfid_backfill_decide(SFID_STATE_NONE, &in);
	CHECK(out.decision == SFID_BACKFILL_ISSUE && out.next == sfid_state_make(3001, 0));
	/* a state below the floor (raised by redo meanwhile) counts for nothing */
	out = sfid_backfill_decide(sfid_state_make(2000, 5), &in);
	CHECK(out.next == sfid_state_make(3001, 0));
	CHECK(sfid_backfill_fits(sfid_backfill_resume(SFID_STATE_NONE, 3000), 3001));
	CHECK(!sfid_backfill_fits(sfid_backfill_resume(SFID_STATE_NONE, 3000), 3000));
	CHECK(sfid_backfill_fits(SFID_STATE_NONE, 0));
}

/* Nothing above the published mark; the mark is reserved ahead in chunks. */
static void
test_backfill_mark(void)
{
	SfidBackfillInput in = backfill_input(5000, -1, 4999);
	SfidBackfillOutcome out;
	int64_t		mark;
	int64_t		run_start = 5000;
	int			reservations = 0;

	out = sfid_backfill_decide(SFID_STATE_NONE, &in);
	CHECK(out.decision == SFID_BACKFILL_NEED_MARK && out.next == sfid_state_make(5000, 0));
	in.mark_ms = 5000;
	out = sfid_backfill_decide(SFID_STATE_NONE, &in);
	CHECK(out.decision == SFID_BACKFILL_ISSUE);

	/* the first reservation: the minimum lead; then the span covered */
	CHECK(sfid_backfill_mark_for(5000, -1, 1000, INT64_C(1) << 40) == 6000);
	CHECK(sfid_backfill_mark_for(5000, 5000, 1000, INT64_C(1) << 40) == 6000);
	CHECK(sfid_backfill_mark_for(9000, 5000, 1000, INT64_C(1) << 40) == 13000);
	/* never past the cap unless the id is; never past the layout */
	CHECK(sfid_backfill_mark_for(9000, 5000, 1000, 10000) == 10000);
	CHECK(sfid_backfill_mark_for(9000, 5000, 1000, 8000) == 9000);
	CHECK(sfid_backfill_mark_for(SFID_MAX_MS - 10, -1, 1000, INT64_MAX) == SFID_MAX_MS);

	/* one id per second over 30 days: about log2(30 days / 1 s) reservations */
	mark = -1;
	for (int64_t ts = run_start; ts < run_start + INT64_C(30) * 86400 * 1000; ts += 1000)
		if (ts > mark)
		{
			mark = sfid_backfill_mark_for(ts, run_start, 1000, INT64_C(1) << 40);
			CHECK(mark >= ts);
			reservations++;
		}
	CHECK(reservations <= 25);
}

static void
test_backfill_out_of_range(void)
{
	SfidBackfillInput in = backfill_input(-1, -1, SFID_MAX_MS);
	SfidBackfillOutcome out;

	out = sfid_backfill_decide(SFID_STATE_NONE, &in);
	CHECK(out.decision == SFID_BACKFILL_OUT_OF_RANGE);
	in.ts_ms = SFID_MAX_MS + 1;
	out = sfid_backfill_decide(SFID_STATE_NONE, &in);
	CHECK(out.decision == SFID_BACKFILL_OUT_OF_RANGE);
	in.ts_ms = SFID_MAX_MS;
	out = sfid_backfill_decide(sfid_state_make(SFID_MAX_MS, SFID_MAX_SEQ), &in);
	CHECK(out.decision == SFID_BACKFILL_OUT_OF_RANGE);
}

/* uuidv7_at: strictly rising for non-decreasing ts, ts's own stamp after a jump back. */
static void
test_uuidv7_at_stamp(void)
{
	SfidUuidStamp at = (SfidUuidStamp) 1700000000000 << SFID_UUID_SUBMS_BITS;
	SfidUuidStamp last = 0;

	last = sfid_uuidv7_at_stamp(last, at, 1000);
	CHECK(last == at);
	for (int i = 0; i < 5000; i++)
	{
		SfidUuidStamp next = sfid_uuidv7_at_stamp(last, at, 1000);

		CHECK(next == last + 1);
		last = next;
	}
	CHECK((last >> SFID_UUID_SUBMS_BITS) == 1700000000001);
	/* far back: ts's own stamp */
	CHECK(sfid_uuidv7_at_stamp(last, at - ((SfidUuidStamp) 5000 << SFID_UUID_SUBMS_BITS), 1000) ==
		  at - ((SfidUuidStamp) 5000 << SFID_UUID_SUBMS_BITS));
}

/*
 * Other layouts: the published examples decode as their sources say, and
 * each layout's sequence holds max_seq + 1 ids per millisecond.
 */
static void
test_other_layouts(void)
{
	SfidLayout	discord = sfid_layout_make(INT64_C(1420070400000), 10, 12);
	SfidLayout	instagram = sfid_layout_make(INT64_C(1314220021721), 13, 10);
	SfidLayout	narrow = sfid_layout_make(SFID_EPOCH_UNIX_MS, 5, 17);
	SfidClockInput in = clock_at(1000);
	SfidState	state = SFID_STATE_NONE;
	int64_t		ms;
	int			worker,
				seq,
				n = 0;

	CHECK(sfid_layout_bits_valid(10, 12) && sfid_layout_bits_valid(13, 10) &&
		  sfid_layout_bits_valid(16, 6) && sfid_layout_bits_valid(5, 17));
	CHECK(!sfid_layout_bits_valid(4, 18) && !sfid_layout_bits_valid(17, 5) &&
		  !sfid_layout_bits_valid(10, 11) && !sfid_layout_bits_valid(13, 11));
	CHECK(sfid_layout_equal(&L, &L) && !sfid_layout_equal(&L, &discord));

	/* Discord's developer documentation: 175928847299117063 */
	sfid_snowflake_unpack(&discord, INT64_C(175928847299117063), &ms, &worker, &seq);
	CHECK(ms + discord.epoch_unix_ms == INT64_C(1462015105796));	/* 2016-04-30 11:18:25.796 */
	CHECK(worker == 1 << 5 && seq == 7);	/* worker 1, process 0 */

	/* Instagram's post: 1387263000 ms, shard 1341, sequence 905 */
	CHECK(sfid_snowflake_pack(&instagram, sfid_state_make(1387263000, 905), 1341) ==
		  (INT64_C(1387263000) << 23 | 1341 << 10 | 905));
	CHECK(instagram.max_ms == (INT64_C(1) << 40) - 1 && narrow.max_ms == SFID_MAX_MS);
	CHECK(sfid_snowflake_pack(&instagram, sfid_state_make(instagram.max_ms, 1023), 8191) == INT64_MAX);

	/* 1024 ids a millisecond in Instagram's layout, then a wait */
	in.max_seq = instagram.max_seq;
	in.max_ms = instagram.max_ms;
	while (sfid_generator_decide(state, &in).decision == SFID_ISSUE && n < 5000)
	{
		state = sfid_generator_decide(state, &in).next;
		n++;
	}
	CHECK(n == 1024);
	CHECK(sfid_generator_decide(state, &in).decision == SFID_WAIT_SEQUENCE);
	in.now_ms = instagram.max_ms + 1;
	CHECK(sfid_generator_decide(SFID_STATE_NONE, &in).decision == SFID_OUT_OF_RANGE);

	/* a floor state is full in every layout */
	in = clock_at(1000);
	in.max_seq = narrow.max_seq;
	CHECK(sfid_generator_decide(sfid_state_make(1000, SFID_STATE_FULL_SEQ), &in).decision ==
		  SFID_WAIT_SEQUENCE);
	CHECK(sfid_snowflake_pack(&narrow, sfid_state_make(1, narrow.max_seq), 31) ==
		  (INT64_C(1) << 22) - 1 + (INT64_C(1) << 22));
}

/*
 * A floor at a layout's last millisecond (R reaches it when the clock
 * does) is still a floor: its state is not SFID_STATE_NONE, which would
 * read as "nothing issued" and let ids resume at or below it.
 */
static void
test_floor_at_the_last_millisecond(void)
{
	SfidLayout	epoch_1970 = sfid_layout_make(0, 10, 12);
	SfidState	floor = sfid_state_make(epoch_1970.max_ms, SFID_STATE_FULL_SEQ);

	CHECK(floor != SFID_STATE_NONE);
	CHECK(sfid_state_make(SFID_MAX_MS, SFID_STATE_FULL_SEQ) != SFID_STATE_NONE);
	/* a backfill number whose floor is the last ms cannot issue at it */
	CHECK(!sfid_backfill_fits(sfid_backfill_resume(SFID_STATE_NONE, SFID_MAX_MS), SFID_MAX_MS));
	/* nor can a live number that resumes above it */
	CHECK(sfid_generator_decide(floor, &(SfidClockInput) {
		epoch_1970.max_ms, 1000, SFID_REWIND_REFUSE, SFID_MAX_MS, false,
		epoch_1970.max_seq, epoch_1970.max_ms}).decision != SFID_ISSUE);
}

int
main(void)
{
	L = sfid_layout_default();
	unit_run("4096 ids in one ms, then a wait for the next", test_4096_per_ms_then_wait);
	unit_run("a small step back is waited out", test_small_step_back_is_waited_out);
	unit_run("a large step back is refused", test_large_step_back_is_refused);
	unit_run("a new backend in the slot continues after the last state", test_new_backend_continues_after_last_state);
	unit_run("two generators sharing a number never collide", test_two_generators_sharing_a_number);
	unit_run("clamp spends the sequence, then waits or refuses", test_clamp_spends_sequence_then_waits);
	unit_run("a clock outside the layout is an error", test_clock_outside_the_layout);
	unit_run("nothing is issued above the reservation horizon", test_horizon_bounds_issue);
	unit_run("the horizon's own millisecond is issued, the next is not", test_horizon_exact_boundary);
	unit_run("a state counts its sequence number + 1 ids", test_ids_in_ms);
	unit_run("a lagging reservation issues at the horizon while it lasts", test_issue_at_lagging_horizon);
	unit_run("forward steps spend an allowance that refills slowly", test_forward_guard);
	unit_run("unpack round-trips", test_unpack_round_trips);
	unit_run("other layouts: published examples, their sequence's capacity", test_other_layouts);
	unit_run("uuidv7 bits", test_uuidv7_bits);
	unit_run("uuidv7 monotonic across a step back and a burst", test_uuidv7_monotonic_across_step_back_and_burst);

	unit_run("backfill: in order, each id at ts's ms, then a few ms ahead", test_backfill_in_order);
	unit_run("backfill: back a little is clamped, further switches", test_backfill_backwards);
	unit_run("backfill: strictly above the recovered floor", test_backfill_floor);
	unit_run("a floor at the layout's last millisecond is still a floor", test_floor_at_the_last_millisecond);
	unit_run("backfill: nothing above the durable mark, reserved in chunks", test_backfill_mark);
	unit_run("backfill: outside the layout is an error", test_backfill_out_of_range);
	unit_run("uuidv7_at: strictly rising for non-decreasing ts", test_uuidv7_at_stamp);

	return unit_summary();
}
