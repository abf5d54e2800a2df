/*-------------------------------------------------------------------------
 *
 * sfid.h
 *		What each module exports to _PG_init, and the checks that sfid's
 *		SQL functions share.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_H
#define SFID_H

/* The release, as PG_MODULE_MAGIC_EXT reports it on PostgreSQL 18. */
#define SFID_VERSION_STRING		"1.3.0"

/* snowflake.c: the clock policy settings */
extern int	sfid_max_clock_wait;
extern int	sfid_on_clock_rewind;
extern void sfid_snowflake_define_gucs(void);
extern void sfid_snowflake_define_test_hook(void);
extern const char *sfid_rewind_policy_name(int policy);

/* sfid.c: raise 55000 unless sfid was preloaded; 42501 unless superuser */
extern void sfid_require_preload(const char *what);
extern void sfid_require_superuser(const char *what);

#endif							/* SFID_H */
