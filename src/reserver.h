/*-------------------------------------------------------------------------
 *
 * reserver.h
 *		The "sfid reserver" background worker.
 *
 *-------------------------------------------------------------------------
 */
#ifndef SFID_RESERVER_H
#define SFID_RESERVER_H

/* Called only while preloading. */
extern void sfid_reserver_register(void);

#endif							/* SFID_RESERVER_H */
