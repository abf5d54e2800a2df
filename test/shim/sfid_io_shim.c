/*-------------------------------------------------------------------------
 *
 * sfid_io_shim.c
 *		An LD_PRELOAD library for the TAP tests: slows down or fails the
 *		fsync() of sfid's reservation file, traces the order in which
 *		it is fsynced and renamed, and can crash right after the rename.
 *
 * Loaded into the server under test only (test/t/032_slow_disk.pl, the
 * fault torture test/torture/torture.pl).  It acts on files whose name
 * starts with "sfid.reservation" and on directories (and, for one
 * control, the backfill file's fsync); everything else passes through
 * untouched.  Controlled by
 * files in the folder named by $SFID_SHIM_DIR, read at each call, so that
 * one server can go through several phases:
 *	trace		lines "PID fsync PATH" and "PID rename OLD NEW" are appended
 *	delay_ms	if present, each fsync of a reservation file first sleeps
 *				this many milliseconds
 *	fail		if present, each fsync of sfid.reservation.tmp fails (EIO)
 *	fail_backfill	if present, each fsync of sfid.backfill.tmp fails (EIO)
 *	abort_after_rename	if present, removed and the process aborts right
 *				after the next rename of sfid.reservation.tmp over
 *				sfid.reservation: a crash between the file's rename and
 *				the WAL record of that R (test/t/038_crash_after_rename.pl)
 * and, for the torture's disk faults, on sfid.reservation.tmp and the WAL
 * segments (in pg_wal/, a 24-character name or xlogtemp.PID) too:
 *	enospc		if present, each write to sfid.reservation.tmp or to a WAL
 *				segment fails with ENOSPC (a full disk)
 *	readonly	if present, every open for writing and every rename of the
 *				process, and each write to those files, fails with EROFS
 *				(a disk gone read-only)
 *	wal_fsync_fail	if present, each fsync or fdatasync of a WAL segment
 *				fails with EIO (PostgreSQL PANICs)
 * Those files are known by their descriptors, noted at open() and
 * forgotten at close(), so that another file's write costs a table lookup.
 * Writes through write(), pwrite() and pwritev() (PostgreSQL 16 and later
 * zero-fill new segments with it) are covered; openat() and stdio are not.
 *
 *-------------------------------------------------------------------------
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
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

/* Whether the shim's file NAME exists; errno is kept (callers sit in libc's place). */
static int
shim_exists(const char *name)
{
	char		path[PATH_MAX];
	struct stat st;
	int			save_errno = errno;
	int			exists = stat(shim_file(path, sizeof(path), name), &st) == 0;

	errno = save_errno;
	return exists;
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

/* What a descriptor is, for the disk faults: noted at open, forgotten at close. */
#define SHIM_FD_MAX 4096
enum
{
	SHIM_FD_OTHER = 0,
	SHIM_FD_RESERVATION_TMP,
	SHIM_FD_WAL
};
static unsigned char shim_fd_kind[SHIM_FD_MAX];

static int
is_wal_segment(const char *path)
{
	const char *base = strrchr(path, '/');

	return strstr(path, "pg_wal/") != NULL && base != NULL &&
		(strlen(base + 1) == 24 || strncmp(base + 1, "xlogtemp.", 9) == 0);
}

static int
fd_kind(int fd)
{
	return fd >= 0 && fd < SHIM_FD_MAX ? shim_fd_kind[fd] : SHIM_FD_OTHER;
}

/* The disk fault a write to fd meets now, as an errno, or 0. */
static int
write_fault(int fd)
{
	if (fd_kind(fd) == SHIM_FD_OTHER || shim_dir() == NULL)
		return 0;
	if (shim_exists("readonly"))
		return EROFS;
	if (shim_exists("enospc"))
		return ENOSPC;
	return 0;
}

/*
 * On 64-bit Linux, open64, pwrite64 and pwritev64 are open, pwrite and
 * pwritev (off_t has 64 bits): each is defined once, the 64 names as
 * aliases.
 */
#define SHIM_ALIAS(name) __attribute__((alias(#name)))
_Static_assert(sizeof(off_t) == 8, "the 64 names are aliases only where off_t has 64 bits");

int
open(const char *path, int flags, ...)
{
	static int	(*real_open) (const char *, int, ...) = NULL;
	mode_t		mode = 0;
	int			fd;

	if (real_open == NULL)
		real_open = (int (*) (const char *, int, ...)) dlsym(RTLD_NEXT, "open");
	/* the mode is there only with O_CREAT or O_TMPFILE (which includes O_DIRECTORY) */
	if ((flags & O_CREAT) != 0 || (flags & O_TMPFILE) == O_TMPFILE)
	{
		va_list		ap;

		va_start(ap, flags);
		mode = va_arg(ap, mode_t);
		va_end(ap);
	}
	if (shim_dir() != NULL && (flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC)) != 0 &&
		shim_exists("readonly"))
	{
		errno = EROFS;
		return -1;
	}
	fd = real_open(path, flags, mode);
	if (fd >= 0 && fd < SHIM_FD_MAX)
		shim_fd_kind[fd] = strstr(path, "sfid.reservation.tmp") != NULL ? SHIM_FD_RESERVATION_TMP
			: is_wal_segment(path) ? SHIM_FD_WAL : SHIM_FD_OTHER;
	return fd;
}
int			open64(const char *path, int flags, ...) SHIM_ALIAS(open);

int
close(int fd)
{
	static int	(*real_close) (int) = NULL;

	if (real_close == NULL)
		real_close = (int (*) (int)) dlsym(RTLD_NEXT, "close");
	if (fd >= 0 && fd < SHIM_FD_MAX)
		shim_fd_kind[fd] = SHIM_FD_OTHER;
	return real_close(fd);
}

ssize_t
write(int fd, const void *buf, size_t count)
{
	static		ssize_t (*real_write) (int, const void *, size_t) = NULL;
	int			fault = write_fault(fd);

	if (real_write == NULL)
		real_write = (ssize_t (*) (int, const void *, size_t)) dlsym(RTLD_NEXT, "write");
	if (fault != 0)
	{
		errno = fault;
		return -1;
	}
	return real_write(fd, buf, count);
}

ssize_t
pwrite(int fd, const void *buf, size_t count, off_t offset)
{
	static		ssize_t (*real_pwrite) (int, const void *, size_t, off_t) = NULL;
	int			fault = write_fault(fd);

	if (real_pwrite == NULL)
		real_pwrite = (ssize_t (*) (int, const void *, size_t, off_t)) dlsym(RTLD_NEXT, "pwrite");
	if (fault != 0)
	{
		errno = fault;
		return -1;
	}
	return real_pwrite(fd, buf, count, offset);
}
ssize_t		pwrite64(int fd, const void *buf, size_t count, off_t offset) SHIM_ALIAS(pwrite);

ssize_t
pwritev(int fd, const struct iovec *iov, int iovcnt, off_t offset)
{
	static		ssize_t (*real_pwritev) (int, const struct iovec *, int, off_t) = NULL;
	int			fault = write_fault(fd);

	if (real_pwritev == NULL)
		real_pwritev = (ssize_t (*) (int, const struct iovec *, int, off_t)) dlsym(RTLD_NEXT, "pwritev");
	if (fault != 0)
	{
		errno = fault;
		return -1;
	}
	return real_pwritev(fd, iov, iovcnt, offset);
}
ssize_t		pwritev64(int fd, const struct iovec *iov, int iovcnt, off_t offset) SHIM_ALIAS(pwritev);

/* A WAL segment's fsync or fdatasync, failing while wal_fsync_fail is there. */
static int
wal_sync_fault(int fd)
{
	return fd_kind(fd) == SHIM_FD_WAL && shim_dir() != NULL && shim_exists("wal_fsync_fail");
}

int
fdatasync(int fd)
{
	static int	(*real_fdatasync) (int) = NULL;

	if (real_fdatasync == NULL)
		real_fdatasync = (int (*) (int)) dlsym(RTLD_NEXT, "fdatasync");
	if (wal_sync_fault(fd))
	{
		errno = EIO;
		return -1;
	}
	return real_fdatasync(fd);
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
	if (wal_sync_fault(fd))
	{
		errno = EIO;
		return -1;
	}

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
	else if (strstr(path, "sfid.backfill.tmp") != NULL &&
			 shim_exists("fail_backfill"))
	{
		errno = EIO;
		return -1;
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
	if (shim_dir() != NULL && shim_exists("readonly"))
	{
		errno = EROFS;
		return -1;
	}
	if (shim_dir() == NULL || !is_reservation_file(oldpath))
		return real_rename(oldpath, newpath);
	shim_trace("rename", oldpath, newpath);
	rc = real_rename(oldpath, newpath);
	/* one crash per request: the restarted server must not crash again */
	if (rc == 0 && unlink(shim_file(path, sizeof(path), "abort_after_rename")) == 0)
		abort();
	return rc;
}
