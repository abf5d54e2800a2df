/*
 * fuzz.h
 *		What the libFuzzer harnesses share: REQUIRE() aborts with the broken
 *		property (libFuzzer then saves the input), and a reader that takes
 *		big-endian numbers from the front of an input, zeros once it runs out.
 */
#ifndef SFID_FUZZ_H
#define SFID_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define REQUIRE(cond) \
	do { \
		if (!(cond)) \
		{ \
			fprintf(stderr, "%s:%d: property violated: %s\n", \
					__FILE__, __LINE__, #cond); \
			abort(); \
		} \
	} while (0)

typedef struct reader
{
	const uint8_t *data;
	size_t		size;
	size_t		pos;
} reader;

static inline uint64_t
take(reader *r, int nbytes)
{
	uint64_t	v = 0;

	for (int i = 0; i < nbytes; i++)
		v = (v << 8) | (r->pos < r->size ? r->data[r->pos++] : 0);
	return v;
}

#endif							/* SFID_FUZZ_H */
