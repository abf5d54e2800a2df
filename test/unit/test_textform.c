/*
 * test_textform.c
 *		Unit tests and a small fuzzer for the Snowflake id text form
 *		(src/textform.c), no server.
 *
 * The properties the SQL side relies on: every id round-trips; the texts
 * sort byte-wise exactly as the ids sort as numbers; decoding accepts either
 * case and Crockford's aliases, and classifies every other input as a bad
 * byte (reported at its offset), a bad length or a value above 2^63 - 1.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "textform.h"
#include "unit.h"

/* xorshift64*: fixed seed, so every run checks the same values */
static uint64_t rng_state = UINT64_C(0x9E3779B97F4A7C15);

static uint64_t
next_random(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * UINT64_C(2685821657736338717);
}

/* A random id, with the bit length itself random so small ids show up. */
static int64_t
random_id(void)
{
	int			bits = (int) (next_random() % 64);	/* 0..63 */

	return bits == 0 ? 0 : (int64_t) (next_random() >> (64 - bits));
}

static SfidTextStatus
decode_str(const char *text, int64_t *id, size_t *bad_at)
{
	return sfid_textform_decode(text, strlen(text), id, bad_at);
}

static int64_t
decode_ok(const char *text)
{
	int64_t		id = -1;
	size_t		bad_at = 0;

	CHECK(decode_str(text, &id, &bad_at) == SFID_TEXT_OK);
	return id;
}

static void
test_known_values(void)
{
	char		out[SFID_TEXT_LEN + 1];

	sfid_textform_encode(0, out);
	CHECK(strcmp(out, "0000000000000") == 0);
	sfid_textform_encode(1, out);
	CHECK(strcmp(out, "0000000000001") == 0);
	sfid_textform_encode(31, out);
	CHECK(strcmp(out, "000000000000Z") == 0);
	sfid_textform_encode(32, out);
	CHECK(strcmp(out, "0000000000010") == 0);
	sfid_textform_encode(INT64_MAX, out);
	CHECK(strcmp(out, "7ZZZZZZZZZZZZ") == 0);
	sfid_textform_encode((uint64_t) INT64_MAX + 1, out);
	CHECK(strcmp(out, "8000000000000") == 0);
	sfid_textform_encode(UINT64_MAX, out);
	CHECK(strcmp(out, "FZZZZZZZZZZZZ") == 0);
	/* 2026-01-01 00:00:00 UTC, worker 1, sequence 2 (sql/unpack.sql) */
	sfid_textform_encode(UINT64_C(794354201395204098), out);
	CHECK(strlen(out) == SFID_TEXT_LEN);
	CHECK(decode_ok(out) == INT64_C(794354201395204098));

	CHECK(decode_ok("0000000000000") == 0);
	CHECK(decode_ok("000000000000Z") == 31);
	CHECK(decode_ok("7ZZZZZZZZZZZZ") == INT64_MAX);
	CHECK(decode_ok("4000000000000") == INT64_C(1) << 62);
}

static void
test_round_trip(void)
{
	char		out[SFID_TEXT_LEN + 1];

	for (int i = 0; i < 200000; i++)
	{
		int64_t		id = random_id();

		sfid_textform_encode((uint64_t) id, out);
		CHECK(strlen(out) == SFID_TEXT_LEN);
		CHECK(out[0] >= '0' && out[0] <= '7');
		CHECK(decode_ok(out) == id);
	}
	/* every power of two and its neighbours */
	for (int b = 0; b < 63; b++)
	{
		int64_t		p = INT64_C(1) << b;
		int64_t		around[3] = {p - 1, p, p + 1};

		for (int k = 0; k < 3; k++)
		{
			sfid_textform_encode((uint64_t) around[k], out);
			CHECK(decode_ok(out) == around[k]);
		}
	}
}

static int
sign(int64_t x)
{
	return (x > 0) - (x < 0);
}

static void
test_text_order_is_id_order(void)
{
	char		a[SFID_TEXT_LEN + 1];
	char		b[SFID_TEXT_LEN + 1];

	for (int i = 0; i < 200000; i++)
	{
		int64_t		x = random_id();
		int64_t		y = random_id();

		/* every fourth pair is x and one of its neighbours */
		if (i % 4 == 0 && x > 0 && x < INT64_MAX)
			y = x + (int64_t) (next_random() % 3) - 1;
		sfid_textform_encode((uint64_t) x, a);
		sfid_textform_encode((uint64_t) y, b);
		CHECK(sign(strcmp(a, b)) == sign((x > y) - (x < y)));
	}
	/* across each digit's carry */
	for (int d = 0; d < SFID_TEXT_LEN - 1; d++)
	{
		int64_t		x = (INT64_C(1) << (5 * d)) - 1;

		sfid_textform_encode((uint64_t) x, a);
		sfid_textform_encode((uint64_t) x + 1, b);
		CHECK(strcmp(a, b) < 0);
	}
}

static void
test_case_and_aliases(void)
{
	CHECK(decode_ok("7zzzzzzzzzzzz") == INT64_MAX);
	CHECK(decode_ok("0000000000abc") == decode_ok("0000000000ABC"));
	CHECK(decode_ok("000000000000I") == 1);
	CHECK(decode_ok("000000000000i") == 1);
	CHECK(decode_ok("000000000000L") == 1);
	CHECK(decode_ok("000000000000l") == 1);
	CHECK(decode_ok("OOOOOOOOOOOOO") == 0);
	CHECK(decode_ok("ooooooooooooo") == 0);
	CHECK(decode_ok("1OIL000000000") == decode_ok("1011000000000"));
}

/* What one byte decodes to: its digit value, or -1 for no digit. */
static int
expected_value(unsigned char c)
{
	const char *digits = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
	const char *at;

	if (c == 'I' || c == 'i' || c == 'L' || c == 'l')
		return 1;
	if (c == 'O' || c == 'o')
		return 0;
	if (c >= 'a' && c <= 'z')
		c = (unsigned char) (c - 'a' + 'A');
	if (c == 0)
		return -1;
	at = strchr(digits, c);
	return at ? (int) (at - digits) : -1;
}

/* Every byte value at every position of an otherwise valid text. */
static void
test_every_byte_at_every_position(void)
{
	int			valid = 0;

	for (int pos = 0; pos < SFID_TEXT_LEN; pos++)
	{
		for (int c = 0; c < 256; c++)
		{
			char		text[SFID_TEXT_LEN];
			int64_t		id = -1;
			size_t		bad_at = 99;
			SfidTextStatus st;
			int			v = expected_value((unsigned char) c);

			memset(text, '0', sizeof(text));
			text[pos] = (char) c;
			st = sfid_textform_decode(text, SFID_TEXT_LEN, &id, &bad_at);
			if (v < 0)
				CHECK(st == SFID_TEXT_BAD_CHAR && bad_at == (size_t) pos);
			else if (pos == 0 && v > SFID_TEXT_MAX_FIRST)
				CHECK(st == SFID_TEXT_OUT_OF_RANGE);
			else
			{
				CHECK(st == SFID_TEXT_OK);
				CHECK(id == (int64_t) v << (5 * (SFID_TEXT_LEN - 1 - pos)));
			}
			if (pos == 1 && v >= 0)
				valid++;
		}
	}
	/* the 10 digits, and the 25 letters other than U in either case */
	CHECK(valid == 10 + 2 * 25);
}

static void
test_lengths(void)
{
	char		text[40];

	for (size_t len = 0; len < sizeof(text); len++)
	{
		int64_t		id = -1;
		size_t		bad_at = 99;
		SfidTextStatus st;

		memset(text, '1', sizeof(text));
		st = sfid_textform_decode(text, len, &id, &bad_at);
		if (len == SFID_TEXT_LEN)
			CHECK(st == SFID_TEXT_OK);
		else
			CHECK(st == SFID_TEXT_BAD_LENGTH);
	}
}

static void
test_bad_byte_before_length(void)
{
	int64_t		id;
	size_t		bad_at = 99;

	/* the first bad byte is the one reported */
	CHECK(decode_str("00U00-0000000", &id, &bad_at) == SFID_TEXT_BAD_CHAR && bad_at == 2);
	/* a bad byte wins over a wrong length */
	CHECK(decode_str("U", &id, &bad_at) == SFID_TEXT_BAD_CHAR && bad_at == 0);
	CHECK(decode_str("0000000000000000-", &id, &bad_at) == SFID_TEXT_BAD_CHAR && bad_at == 16);
	/* a wrong length wins over an overflowing first digit */
	CHECK(decode_str("Z00000000000", &id, &bad_at) == SFID_TEXT_BAD_LENGTH);
	/* spaces and hyphens are not skipped */
	CHECK(decode_str(" 000000000000", &id, &bad_at) == SFID_TEXT_BAD_CHAR && bad_at == 0);
	CHECK(decode_str("000000-000000", &id, &bad_at) == SFID_TEXT_BAD_CHAR && bad_at == 6);
	/* a NUL byte inside len is a bad byte, not an end */
	CHECK(sfid_textform_decode("000000\0000000", 13, &id, &bad_at) == SFID_TEXT_BAD_CHAR && bad_at == 6);
}

static void
test_first_digit_overflow(void)
{
	int64_t		id;
	size_t		bad_at;

	CHECK(decode_str("8000000000000", &id, &bad_at) == SFID_TEXT_OUT_OF_RANGE);
	CHECK(decode_str("ZZZZZZZZZZZZZ", &id, &bad_at) == SFID_TEXT_OUT_OF_RANGE);
	CHECK(decode_str("zzzzzzzzzzzzz", &id, &bad_at) == SFID_TEXT_OUT_OF_RANGE);
	CHECK(decode_ok("7ZZZZZZZZZZZZ") == INT64_MAX);
}

/* Canonical spelling of a decodable text: upper case, aliases resolved. */
static void
canonical(const char *in, size_t len, char *out)
{
	const char *digits = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

	for (size_t i = 0; i < len; i++)
		out[i] = digits[expected_value((unsigned char) in[i])];
	out[len] = '\0';
}

/*
 * Random byte strings, most of them drawn from the digit bytes so that the
 * accepting paths are reached too.  Each is copied to a buffer of exactly
 * its length, so a read past the end shows up under a sanitizer.
 */
static void
test_fuzz(void)
{
	const char *pool = "0123456789ABCDEFGHJKMNPQRSTVWXYZabcdefghjkmnpqrstvwxyzIiLlOoUu- \x80\xff";
	size_t		pool_len = strlen(pool);
	int			accepted = 0;

	for (int i = 0; i < 300000; i++)
	{
		size_t		len = (next_random() % 4 == 0) ? (size_t) (next_random() % 20) : SFID_TEXT_LEN;
		char	   *buf = malloc(len ? len : 1);
		int64_t		id = -1;
		size_t		bad_at = 99;
		SfidTextStatus st;
		size_t		first_bad = len;

		for (size_t k = 0; k < len; k++)
		{
			uint64_t	r = next_random();

			buf[k] = (r % 8 == 0) ? (char) (r >> 8) : pool[(r >> 8) % pool_len];
		}
		for (size_t k = 0; k < len && first_bad == len; k++)
			if (expected_value((unsigned char) buf[k]) < 0)
				first_bad = k;

		st = sfid_textform_decode(buf, len, &id, &bad_at);
		if (first_bad < len)
			CHECK(st == SFID_TEXT_BAD_CHAR && bad_at == first_bad);
		else if (len != SFID_TEXT_LEN)
			CHECK(st == SFID_TEXT_BAD_LENGTH);
		else if (expected_value((unsigned char) buf[0]) > SFID_TEXT_MAX_FIRST)
			CHECK(st == SFID_TEXT_OUT_OF_RANGE);
		else
		{
			char		again[SFID_TEXT_LEN + 1];
			char		canon[SFID_TEXT_LEN + 1];

			CHECK(st == SFID_TEXT_OK);
			CHECK(id >= 0);
			sfid_textform_encode((uint64_t) id, again);
			canonical(buf, len, canon);
			CHECK(strcmp(again, canon) == 0);
			accepted++;
		}
		free(buf);
	}
	CHECK(accepted > 1000);		/* the accepting path was exercised */
}

int
main(void)
{
	unit_run("known values", test_known_values);
	unit_run("every id round-trips", test_round_trip);
	unit_run("text order is id order", test_text_order_is_id_order);
	unit_run("either case, and the aliases I, L and O", test_case_and_aliases);
	unit_run("every byte at every position", test_every_byte_at_every_position);
	unit_run("only 13 characters are accepted", test_lengths);
	unit_run("a bad byte is reported first, at its offset", test_bad_byte_before_length);
	unit_run("a first digit above 7 is out of range", test_first_digit_overflow);
	unit_run("fuzz: random byte strings", test_fuzz);

	return unit_summary();
}
