/*
 * unit.h
 *		The few lines every C unit test binary shares: CHECK() records a
 *		failed condition, unit_run() runs one named test and reports it,
 *		unit_summary() prints "unit: N passed, N failed" (which
 *		scripts/test.sh counts) and gives the exit status.
 */
#ifndef SFID_UNIT_H
#define SFID_UNIT_H

#include <stdio.h>

static int	unit_checks_failed;
static int	unit_tests_passed;
static int	unit_tests_failed;

#define CHECK(cond) \
	do { \
		if (!(cond)) \
		{ \
			fprintf(stderr, "  %s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
			unit_checks_failed++; \
		} \
	} while (0)

static inline void
unit_run(const char *name, void (*test) (void))
{
	int			before = unit_checks_failed;

	test();
	if (unit_checks_failed == before)
	{
		unit_tests_passed++;
		printf("ok      %s\n", name);
	}
	else
	{
		unit_tests_failed++;
		printf("FAILED  %s\n", name);
	}
}

static inline int
unit_summary(void)
{
	printf("unit: %d passed, %d failed\n", unit_tests_passed, unit_tests_failed);
	return unit_tests_failed == 0 ? 0 : 1;
}

#endif							/* SFID_UNIT_H */
