/*-------------------------------------------------------------------------
 *
 * sfid_clock_shim.c
 *		An LD_PRELOAD library for the tests: shifts the wall clock of every
 *		process of a server by an offset that one shared file holds, read
 *		again at each call, while the monotonic and boot clocks stay real.
 *
 * libfaketime reaches the backends but not reliably the processes the
 * postmaster forks from a signal handler (the reserver, the startup process
 * after a crash) nor the postmaster's own re-initialisation, and caches its
 * offset for a second.  This shim caches nothing: the file named by
 * $SFID_CLOCK_FILE is mapped once per process (the mapping survives fork)
 * and read at every call, so a change reaches every process of the server
 * at its next clock reading.
 *
 * Shifted: clock_gettime() of CLOCK_REALTIME and CLOCK_REALTIME_COARSE,
 * gettimeofday() and time().  Left real: every other clock, in particular
 * CLOCK_MONOTONIC and CLOCK_BOOTTIME, against which sfid measures forward
 * jumps.  With $SFID_CLOCK_SHIM_REAL_GETTIMEOFDAY set, gettimeofday() is
 * left real too: PostgreSQL's own clock (now(), clock_timestamp()) then
 * differs from sfid's (clock_gettime()) by the offset, as two readings of
 * one clock taken that far apart would (test/t/056_convert_one_clock.pl).
 *
 * The file holds two little-endian int64: the offset in milliseconds
 * (negative: the clock is behind), then its one's complement, so that a
 * reader that meets a write half done sees a mismatch and reads again
 * (test/perl/SfidFault.pm writes it).  Write it in place, never by rename:
 * a renamed file is a new one that no running process has mapped.  A
 * missing or short file stops the process at its start, so that a test can
 * never run on the real clock by mistake.
 *
 *-------------------------------------------------------------------------
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#define SHIM_FILE_SIZE	16

typedef int (*clock_gettime_fn) (clockid_t, struct timespec *);

static clock_gettime_fn real_clock_gettime = NULL;
static const volatile int64_t *shim_map = NULL;
/* the last offset read whole, for the rare read that meets a write */
static int64_t shim_last_ms = 0;
/* $SFID_CLOCK_SHIM_REAL_GETTIMEOFDAY: gettimeofday() is not shifted */
static int	shim_real_gettimeofday = 0;

static void
shim_die(const char *what, const char *path)
{
	char		msg[512];
	int			len;

	len = snprintf(msg, sizeof(msg), "sfid_clock_shim: %s \"%s\": %s\n",
				   what, path, strerror(errno));
	if (len > 0 && write(2, msg, (size_t) len) < 0)
		len = 0;
	_exit(70);
}

/*
 * At load, before main: find the real clock_gettime() and map the file
 * (neither is safe in a signal handler, where PostgreSQL reads the clock
 * too).
 */
__attribute__((constructor))
static void
shim_init(void)
{
	const char *path = getenv("SFID_CLOCK_FILE");
	struct stat st;
	void	   *map;
	int			fd;

	real_clock_gettime = (clock_gettime_fn) dlsym(RTLD_NEXT, "clock_gettime");
	shim_real_gettimeofday = getenv("SFID_CLOCK_SHIM_REAL_GETTIMEOFDAY") != NULL;
	if (path == NULL || path[0] == '\0')
		return;
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		shim_die("could not open", path);
	if (fstat(fd, &st) != 0)
		shim_die("could not stat", path);
	if (st.st_size < SHIM_FILE_SIZE)
	{
		errno = EINVAL;
		shim_die("too short (16 bytes expected)", path);
	}
	map = mmap(NULL, SHIM_FILE_SIZE, PROT_READ, MAP_SHARED, fd, 0);
	if (map == MAP_FAILED)
		shim_die("could not map", path);
	close(fd);
	shim_map = (const volatile int64_t *) map;
}

/* The offset now, in ms; 0 without a file. */
static int64_t
shim_offset_ms(void)
{
	if (shim_map == NULL)
		return 0;
	for (int i = 0; i < 100; i++)
	{
		int64_t		ms = shim_map[0];
		int64_t		check = shim_map[1];

		if (check == ~ms)
		{
			shim_last_ms = ms;
			return ms;
		}
	}
	return shim_last_ms;
}

static int
shim_is_wall_clock(clockid_t clock)
{
	return clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE;
}

/* The real reading of clock, shifted when it is a wall clock. */
static int
shim_read(clockid_t clock, struct timespec *ts)
{
	int64_t		ns;
	int			rc;

	if (real_clock_gettime == NULL)
		real_clock_gettime = (clock_gettime_fn) dlsym(RTLD_NEXT, "clock_gettime");
	rc = real_clock_gettime(clock, ts);
	if (rc != 0 || !shim_is_wall_clock(clock))
		return rc;
	ns = (int64_t) ts->tv_sec * 1000000000 + ts->tv_nsec + shim_offset_ms() * 1000000;
	ts->tv_sec = ns / 1000000000;
	ts->tv_nsec = ns % 1000000000;
	if (ts->tv_nsec < 0)
	{
		ts->tv_sec--;
		ts->tv_nsec += 1000000000;
	}
	return 0;
}

int
clock_gettime(clockid_t clock, struct timespec *ts)
{
	return shim_read(clock, ts);
}

int
gettimeofday(struct timeval *restrict tv, void *restrict tz)
{
	struct timespec ts;

	/* glibc declares tv non-null; the time zone is obsolete */
	if (tz != NULL)
		memset(tz, 0, sizeof(struct timezone));
	if (shim_real_gettimeofday)
	{
		if (real_clock_gettime == NULL)
			real_clock_gettime = (clock_gettime_fn) dlsym(RTLD_NEXT, "clock_gettime");
		if (real_clock_gettime(CLOCK_REALTIME, &ts) != 0)
			return -1;
	}
	else if (shim_read(CLOCK_REALTIME, &ts) != 0)
		return -1;
	tv->tv_sec = ts.tv_sec;
	tv->tv_usec = ts.tv_nsec / 1000;
	return 0;
}

time_t
time(time_t *out)
{
	struct timespec ts;

	if (shim_read(CLOCK_REALTIME, &ts) != 0)
		return (time_t) -1;
	if (out != NULL)
		*out = ts.tv_sec;
	return ts.tv_sec;
}
