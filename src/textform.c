/*-------------------------------------------------------------------------
 *
 * textform.c
 *		Encode and decode the 13-character Crockford base32 text of an id.
 *
 * See textform.h.  Decoding reads one table entry per byte and never reads
 * past len, so any byte string, valid or not, is safe to hand it.
 *
 *-------------------------------------------------------------------------
 */
#include "textform.h"

static const char sfid_text_digits[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/*
 * Each byte's digit value plus one; 0 marks a byte that is no digit.  Both
 * cases are listed, and so are Crockford's aliases: I and L for 1, O for 0.
 * U stays invalid (Crockford keeps it out so that texts spell no words).
 */
static const uint8_t sfid_text_values[256] = {
	['0'] = 1, ['1'] = 2, ['2'] = 3, ['3'] = 4, ['4'] = 5,
	['5'] = 6, ['6'] = 7, ['7'] = 8, ['8'] = 9, ['9'] = 10,
	['A'] = 11, ['B'] = 12, ['C'] = 13, ['D'] = 14, ['E'] = 15,
	['F'] = 16, ['G'] = 17, ['H'] = 18, ['J'] = 19, ['K'] = 20,
	['M'] = 21, ['N'] = 22, ['P'] = 23, ['Q'] = 24, ['R'] = 25,
	['S'] = 26, ['T'] = 27, ['V'] = 28, ['W'] = 29, ['X'] = 30,
	['Y'] = 31, ['Z'] = 32,
	['a'] = 11, ['b'] = 12, ['c'] = 13, ['d'] = 14, ['e'] = 15,
	['f'] = 16, ['g'] = 17, ['h'] = 18, ['j'] = 19, ['k'] = 20,
	['m'] = 21, ['n'] = 22, ['p'] = 23, ['q'] = 24, ['r'] = 25,
	['s'] = 26, ['t'] = 27, ['v'] = 28, ['w'] = 29, ['x'] = 30,
	['y'] = 31, ['z'] = 32,
	['I'] = 2, ['i'] = 2, ['L'] = 2, ['l'] = 2,
	['O'] = 1, ['o'] = 1,
};

void
sfid_textform_encode(uint64_t id, char out[SFID_TEXT_LEN + 1])
{
	/* the last character holds the lowest 5 bits; the first only the top 4 */
	for (int i = SFID_TEXT_LEN - 1; i >= 0; i--)
	{
		out[i] = sfid_text_digits[id & 31];
		id >>= 5;
	}
	out[SFID_TEXT_LEN] = '\0';
}

SfidTextStatus
sfid_textform_decode(const char *text, size_t len, int64_t *id, size_t *bad_at)
{
	uint64_t	value = 0;

	for (size_t i = 0; i < len; i++)
	{
		if (sfid_text_values[(uint8_t) text[i]] == 0)
		{
			*bad_at = i;
			return SFID_TEXT_BAD_CHAR;
		}
	}
	if (len != SFID_TEXT_LEN)
		return SFID_TEXT_BAD_LENGTH;

	/* 13 digits are 65 bits: a first digit above 7 sets bit 63 or 64 */
	if (sfid_text_values[(uint8_t) text[0]] - 1 > SFID_TEXT_MAX_FIRST)
		return SFID_TEXT_OUT_OF_RANGE;

	for (size_t i = 0; i < SFID_TEXT_LEN; i++)
		value = value << 5 | (uint64_t) (sfid_text_values[(uint8_t) text[i]] - 1);
	*id = (int64_t) value;
	return SFID_TEXT_OK;
}
