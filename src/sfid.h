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

/* snowflake.c */
extern void sfid_snowflake_define_gucs(void);

/* sfid.c: raise 55000 unless sfid was preloaded; 42501 unless superuser */
extern void sfid_require_preload(const char *what);
extern void sfid_require_superuser(const char *what);

#endif							/* SFID_H */
