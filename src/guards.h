/*-------------------------------------------------------------------------
 *
 * guards.h
 *		The checks that sfid's SQL functions share: sfid preloaded, caller
 *		a superuser.
 *
 * A leaf: it depends on nothing of sfid's, so that every module may use it
 * without importing one that imports it back.  sfid.c tells it when the
 * shared memory is there.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_GUARDS_H
#define SFID_GUARDS_H

/* sfid.c, once sfid's shared memory exists (only when preloaded) */
extern void sfid_guards_note_shmem_ready(void);

/* Is sfid's shared memory there (was sfid preloaded)? */
extern bool sfid_guards_shmem_ready(void);

/* Raise 55000 unless sfid was preloaded; what names the caller. */
extern void sfid_guards_require_preload(const char *what);

/* Raise 42501 unless the caller is a superuser. */
extern void sfid_guards_require_superuser(const char *what);

#endif							/* SFID_GUARDS_H */
