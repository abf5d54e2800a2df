/*-------------------------------------------------------------------------
 *
 * snowflake.h
 *		The Snowflake id functions' settings: the clock policy.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_SNOWFLAKE_H
#define SFID_SNOWFLAKE_H

extern int	sfid_max_clock_wait;
extern int	sfid_on_clock_rewind;

/* Called only while preloading. */
extern void sfid_snowflake_define_gucs(void);

/* Called whenever sfid is loaded: the test hook works without preloading. */
extern void sfid_snowflake_define_test_hook(void);

/* The setting's name for a policy, as sfid_status shows it. */
extern const char *sfid_snowflake_policy_name(int policy);

#endif							/* SFID_SNOWFLAKE_H */
