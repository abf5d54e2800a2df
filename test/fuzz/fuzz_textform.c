/*-------------------------------------------------------------------------
 *
 * fuzz_textform.c
 *		libFuzzer harness for the text form of Snowflake ids
 *		(sfid_textform_decode and sfid_textform_encode in src/textform.c).
 *
 * snowflake_from_text() hands the decoder whatever text a client sends.
 * For any bytes, the harness aborts unless:
 *	- the decoder reads only the bytes it is given (the input is copied to
 *	  an exact-size heap block, so ASan sees a read past the end);
 *	- its status is exactly the one the rules give: the first byte that is
 *	  no Crockford digit (either case, I/L/O aliases) is a bad byte at that
 *	  offset; otherwise a length other than 13 is a bad length; otherwise a
 *	  first digit above 7 is out of range; otherwise it is an id;
 *	- a decoded id is non-negative, and encoding it gives the input back,
 *	  up to case and aliases;
 *	- and, for two ids taken from the input, each round-trips, is 13
 *	  characters of the alphabet, and the texts compare byte-wise as the ids
 *	  compare as numbers.
 *
 *-------------------------------------------------------------------------
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "textform.h"
#include "fuzz.h"

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/* A byte's digit value by the spec (not by textform.c's table), or -1. */
static int
digit_value(unsigned char c)
{
	const char *p;

	if (c >= 'a' && c <= 'z')
		c = (unsigned char) (c - 'a' + 'A');
	if (c == 'I' || c == 'L')
		return 1;
	if (c == 'O')
		return 0;
	if (c == '\0')
		return -1;
	p = strchr(alphabet, c);
	return p ? (int) (p - alphabet) : -1;
}

static void
check_id(int64_t id)
{
	char		text[SFID_TEXT_LEN + 1];
	int64_t		back = -1;
	size_t		bad_at = 0;

	sfid_textform_encode((uint64_t) id, text);
	REQUIRE(strlen(text) == SFID_TEXT_LEN);
	for (int i = 0; i < SFID_TEXT_LEN; i++)
		REQUIRE(text[i] != '\0' && strchr(alphabet, text[i]) != NULL);
	REQUIRE(digit_value((unsigned char) text[0]) <= SFID_TEXT_MAX_FIRST);
	REQUIRE(sfid_textform_decode(text, SFID_TEXT_LEN, &back, &bad_at) == SFID_TEXT_OK);
	REQUIRE(back == id);
}

int			LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	   *text = malloc(size > 0 ? size : 1);
	int64_t		id = -1;
	size_t		bad_at = (size_t) -1;
	SfidTextStatus status;
	size_t		first_bad = size;

	REQUIRE(text != NULL);
	memcpy(text, data, size);
	status = sfid_textform_decode(text, size, &id, &bad_at);

	for (size_t i = 0; i < size; i++)
		if (digit_value((unsigned char) text[i]) < 0)
		{
			first_bad = i;
			break;
		}

	if (first_bad < size)
	{
		REQUIRE(status == SFID_TEXT_BAD_CHAR);
		REQUIRE(bad_at == first_bad);
	}
	else if (size != SFID_TEXT_LEN)
		REQUIRE(status == SFID_TEXT_BAD_LENGTH);
	else if (digit_value((unsigned char) text[0]) > SFID_TEXT_MAX_FIRST)
		REQUIRE(status == SFID_TEXT_OUT_OF_RANGE);
	else
	{
		char		again[SFID_TEXT_LEN + 1];
		uint64_t	expected = 0;

		REQUIRE(status == SFID_TEXT_OK);
		for (int i = 0; i < SFID_TEXT_LEN; i++)
			expected = expected << 5 | (uint64_t) digit_value((unsigned char) text[i]);
		REQUIRE(id >= 0);
		REQUIRE((uint64_t) id == expected);

		/* the canonical text of the id is the input, up to case and aliases */
		sfid_textform_encode((uint64_t) id, again);
		for (int i = 0; i < SFID_TEXT_LEN; i++)
			REQUIRE(digit_value((unsigned char) again[i]) == digit_value((unsigned char) text[i]));
	}

	/* two ids from the input: round trips, and texts sort as the ids */
	if (size >= 16)
	{
		int64_t		a = 0;
		int64_t		b = 0;
		char		ta[SFID_TEXT_LEN + 1];
		char		tb[SFID_TEXT_LEN + 1];
		int			cmp;

		for (int i = 0; i < 8; i++)
		{
			a = (int64_t) (((uint64_t) a << 8) | data[i]);
			b = (int64_t) (((uint64_t) b << 8) | data[8 + i]);
		}
		a &= INT64_MAX;
		b &= INT64_MAX;
		check_id(a);
		check_id(b);
		sfid_textform_encode((uint64_t) a, ta);
		sfid_textform_encode((uint64_t) b, tb);
		cmp = memcmp(ta, tb, SFID_TEXT_LEN);
		REQUIRE((cmp < 0) == (a < b) && (cmp == 0) == (a == b));
	}

	free(text);
	return 0;
}
