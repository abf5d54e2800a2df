/*-------------------------------------------------------------------------
 *
 * sfid.h
 *		The release, as PG_MODULE_MAGIC_EXT reports it (PostgreSQL 18 and
 *		later).
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_H
#define SFID_H

#define SFID_VERSION_STRING		"1.4.0"

#endif							/* SFID_H */
