/*-------------------------------------------------------------------------
 *
 * textform.h
 *		The text form of Snowflake ids: 13 characters of Crockford base32.
 *
 * Like generator.h, nothing here includes PostgreSQL headers, so the unit
 * tests and fuzzers in test/unit drive it on its own.  The SQL functions
 * snowflake_to_text() and snowflake_from_text() (query.c) turn the statuses
 * into errors.
 *
 * The alphabet is Crockford's, 0-9 then A-Z without I, L, O and U; it is in
 * ASCII order, and every id is written with the same number of characters,
 * so the texts sort (byte-wise, COLLATE "C") exactly as the ids do.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_TEXTFORM_H
#define SFID_TEXTFORM_H

#include <stddef.h>
#include <stdint.h>

/* 13 characters of 5 bits hold 65 bits: a non-negative bigint needs 63. */
#define SFID_TEXT_LEN			13

/* The first character of a non-negative bigint's text is 0 to 7. */
#define SFID_TEXT_MAX_FIRST		7

typedef enum SfidTextStatus
{
	SFID_TEXT_OK,
	SFID_TEXT_BAD_CHAR,			/* a byte that is no Crockford digit */
	SFID_TEXT_BAD_LENGTH,		/* all digits, but not 13 of them */
	SFID_TEXT_OUT_OF_RANGE		/* 13 digits worth more than 2^63 - 1 */
} SfidTextStatus;

/*
 * Write id as 13 upper-case characters and a NUL.  Any 64-bit value has a
 * text form; the ids (0 to 2^63 - 1) are those whose first character is 0-7.
 */
extern void sfid_textform_encode(uint64_t id, char out[SFID_TEXT_LEN + 1]);

/*
 * Read len bytes (no NUL needed).  Upper and lower case are the same, I and
 * L read as 1 and O as 0.  On SFID_TEXT_BAD_CHAR, *bad_at is the offset of
 * the first bad byte; the bytes are checked before the length, so a text
 * with a bad byte is reported for that byte whatever its length.
 */
extern SfidTextStatus sfid_textform_decode(const char *text, size_t len,
										 int64_t *id, size_t *bad_at);

#endif							/* SFID_TEXTFORM_H */
