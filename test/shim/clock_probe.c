/*-------------------------------------------------------------------------
 *
 * clock_probe.c
 *		Prints what a process reads from each clock, for the clock shim's
 *		own test (test/t/009_clock_shim.pl).
 *
 * One line per reading, every clock in ms (time() in whole seconds, as ms):
 *	realtime coarse gettimeofday time monotonic boottime
 * With an argument N it prints N lines, 20 ms apart (by the monotonic
 * clock, which the shim leaves alone), so that a test can change the
 * offset while it runs.
 *
 *-------------------------------------------------------------------------
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

static long long
ms_of(clockid_t clock)
{
	struct timespec ts;

	clock_gettime(clock, &ts);
	return (long long) ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int
main(int argc, char **argv)
{
	int			lines = argc > 1 ? atoi(argv[1]) : 1;

	for (int i = 0; i < lines; i++)
	{
		struct timeval tv;
		struct timespec pause = {0, 20 * 1000000};

		gettimeofday(&tv, NULL);
		printf("%lld %lld %lld %lld %lld %lld\n",
			   ms_of(CLOCK_REALTIME), ms_of(CLOCK_REALTIME_COARSE),
			   (long long) tv.tv_sec * 1000 + tv.tv_usec / 1000,
			   (long long) time(NULL) * 1000,
			   ms_of(CLOCK_MONOTONIC), ms_of(CLOCK_BOOTTIME));
		fflush(stdout);
		if (i + 1 < lines)
			clock_nanosleep(CLOCK_MONOTONIC, 0, &pause, NULL);
	}
	return 0;
}
