/*-------------------------------------------------------------------------
 *
 * extversion.h
 *		Databases whose sfid extension was left below 1.3 (extversion.c).
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_EXTVERSION_H
#define SFID_EXTVERSION_H

/* Whether this backend has checked its database's sfid version yet. */
extern bool sfid_extversion_checked;

/* _PG_init: refuse a left-behind snowflake_convert() in every database. */
extern void sfid_extversion_init(void);

/* The first snowflake_next() of a backend: warn if its database is behind. */
extern void sfid_extversion_check(void);

#endif							/* SFID_EXTVERSION_H */
