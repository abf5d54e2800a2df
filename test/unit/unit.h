/*
 * unit.h
 *		The few lines every C unit test binary shares.  They print TAP, so
 *		that prove runs them (make unitcheck): CHECK() records a failed
 *		condition as a diagnostic, unit_run() runs one named test,
 *		unit_report() prints its "ok N - name" or "not ok N - name", and
 *		unit_summary() prints the plan "1..N" and gives the exit status.
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
			fprintf(stderr, "#   %s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
			unit_checks_failed++; \
		} \
	} while (0)

/* One test's TAP line. */
static inline void
unit_report(const char *name, int ok)
{
	if (ok)
		unit_tests_passed++;
	else
		unit_tests_failed++;
	printf("%s %d - %s\n", ok ? "ok" : "not ok", unit_tests_passed + unit_tests_failed, name);
}

static inline void
unit_run(const char *name, void (*test) (void))
{
	int			before = unit_checks_failed;

	test();
	unit_report(name, unit_checks_failed == before);
}

static inline int
unit_summary(void)
{
	printf("1..%d\n", unit_tests_passed + unit_tests_failed);
	fflush(stdout);
	return unit_tests_failed == 0 ? 0 : 1;
}

#endif							/* SFID_UNIT_H */
