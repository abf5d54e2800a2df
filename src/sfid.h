/*-------------------------------------------------------------------------
 *
 * sfid.h
 *		What each module exports to _PG_init.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_H
#define SFID_H

/* snowflake.c */
extern void sfid_snowflake_define_gucs(void);

#endif							/* SFID_H */
