/*-------------------------------------------------------------------------
 *
 * sfid_io_shim.c
 *		An LD_PRELOAD library for the TAP tests: slows down or fails the
 *		fsync() of sfid's reservation file, traces the order in which
 *		it is fsynced and renamed, and can crash right after the rename.
 *
 * Loaded into the server under test only (test/t/032_slow_disk.pl, the
 * fault torture test/torture/torture.pl).  It acts on files whose name
 * starts with "sfid.reservation" and on directories; everything else passes
 * through untouched.  Controlled by
 * files in the folder named by $SFID_SHIM_DIR, read at each call, so that
 * one server can go through several phases:
 *	trace		lines "PID fsync PATH" and "PID rename OLD NEW" are appended
 *	delay_ms	if present, each fsync of a reservation file first sleeps
 *				this many milliseconds
 *	fail		if present, each fsync of sfid.reservation.tmp fails (EIO)
 *	abort_after_rename	if present, removed and the process aborts right
 *				after the next rename of sfid.reservation.tmp over
 *				sfid.reservation: a crash between the file's rename and
 *				the WAL record of that R (test/t/038_crash_after_rename.pl)
 *
 *-------------------------------------------------------------------------
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static const char *
shim_dir(void)
{
	return getenv("SFID_SHIM_DIR");
}

/* The path of a folder file of the shim, into buf. */
static const char *
shim_file(char *buf, size_t size, const char *name)
{
	snprintf(buf, size, "%s/%s", shim_dir(), name);
	return buf;
}

static int
shim_exists(const char *name)
{
	char		path[PATH_MAX];
	struct stat st;

	return stat(shim_file(path, sizeof(path), name), &st) == 0;
}

static long
shim_delay_ms(void)
{
	char		path[PATH_MAX];
	FILE	   *f = fopen(shim_file(path, sizeof(path), "delay_ms"), "r");
	long		ms = 0;

	if (f == NULL)
		return 0;
	if (fscanf(f, "%ld", &ms) != 1)
		ms = 0;
	fclose(f);
	return ms;
}

static void
shim_trace(const char *what, const char *a, const char *b)
{
	char		path[PATH_MAX];
	char		line[3 * PATH_MAX];
	int			fd;
	int			len;

	fd = open(shim_file(path, sizeof(path), "trace"), O_WRONLY | O_APPEND | O_CREAT, 0600);
	if (fd < 0)
		return;
	len = snprintf(line, sizeof(line), "%d %s %s%s%s\n", (int) getpid(), what, a,
				   b ? " " : "", b ? b : "");
	if (len > 0 && write(fd, line, (size_t) len) < 0)
		len = 0;
	close(fd);
}

static int
is_reservation_file(const char *path)
{
	const char *base = strrchr(path, '/');

	base = base ? base + 1 : path;
	return strncmp(base, "sfid.reservation", strlen("sfid.reservation")) == 0;
}

int
fsync(int fd)
{
	static int	(*real_fsync) (int) = NULL;
	char		link[64];
	char		path[PATH_MAX];
	ssize_t		len;
	struct stat st;

	if (real_fsync == NULL)
		real_fsync = (int (*) (int)) dlsym(RTLD_NEXT, "fsync");
	if (shim_dir() == NULL)
		return real_fsync(fd);

	snprintf(link, sizeof(link), "/proc/self/fd/%d", fd);
	len = readlink(link, path, sizeof(path) - 1);
	if (len <= 0)
		return real_fsync(fd);
	path[len] = '\0';

	if (is_reservation_file(path))
	{
		long		ms = shim_delay_ms();

		if (ms > 0)
		{
			struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};

			nanosleep(&ts, NULL);
		}
		shim_trace("fsync", path, NULL);
		if (strstr(path, "sfid.reservation.tmp") != NULL && shim_exists("fail"))
		{
			errno = EIO;
			return -1;
		}
	}
	else if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode))
		shim_trace("fsync", path, NULL);
	return real_fsync(fd);
}

int
rename(const char *oldpath, const char *newpath)
{
	static int	(*real_rename) (const char *, const char *) = NULL;
	int			rc;
	char		path[PATH_MAX];

	if (real_rename == NULL)
		real_rename = (int (*) (const char *, const char *)) dlsym(RTLD_NEXT, "rename");
	if (shim_dir() == NULL || !is_reservation_file(oldpath))
		return real_rename(oldpath, newpath);
	shim_trace("rename", oldpath, newpath);
	rc = real_rename(oldpath, newpath);
	/* one crash per request: the restarted server must not crash again */
	if (rc == 0 && unlink(shim_file(path, sizeof(path), "abort_after_rename")) == 0)
		abort();
	return rc;
}
