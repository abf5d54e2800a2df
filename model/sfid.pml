/*
 * sfid.pml: sfid's reservation protocol as a SPIN model (model/README).
 *
 * One process runs every action of the system as a guarded command, chosen
 * nondeterministically: backends issuing ids and reserving in steps, the
 * file and the WAL, standbys receiving and replaying, faults, the clock,
 * operator functions.  Each action names the C function it stands for
 * (a comment "@c NAME"; model/check.sh fails when NAME is gone from src/)
 * and prints a label "@@ ..." that model/check.sh turns into the readable
 * scenario of a counterexample.
 *
 * Configurations and mutants are chosen with -D (model/check.sh lists
 * them): NSB standbys, SYNC replication mode, fault budgets, MUTANT.
 *
 * Ghost state (issued, sess, keymax) is the history the properties speak
 * of; it survives every fault.
 */

/* ---------------------------------------------------------------- bounds */
#ifndef MAXT
#define MAXT	3			/* the clock reads 0..MAXT ms */
#endif
#ifndef AHEAD
#define AHEAD	1			/* sfid.reserve_ahead, in ms */
#endif
#define MAXR	(MAXT + AHEAD)	/* R never beyond: the layout's end */
#define SEQ		2			/* ids per ms */
#define W		2			/* worker numbers */
#define NB		3			/* backends: 0 on number 0, 1 on SHARED ? 0 : 1 (also the reserver), 2 a conversion's fence */

#ifndef IDB
#define IDB		1			/* backends issuing ids: 1, or 2 (1 is also the reserver) */
#endif
#ifndef SHARED
#define SHARED	0
#endif
#ifndef SPLIT
#define SPLIT	(SHARED || FENCES || RESTORES)	/* issuing in decide, swap, re-read steps */
#endif
/* the fence's backend: its own when issuing is split, else backend 0 (never between steps of an id) */
#if SPLIT
#define FB		2
#else
#define FB		0
#endif
#define NIDS	((MAXR + 1) * SEQ)	/* ids of one worker number */
#ifndef NSB
#define NSB		0			/* standbys */
#endif
#define NN		(1 + NSB)	/* nodes: 0 is the first primary */
#ifndef WALMAX
#define WALMAX	4			/* WAL records of one history */
#endif

/* replication modes (synchronous_standby_names) */
#define REPL_NONE	0		/* none, or asynchronous standbys */
#define REPL_SYNC	1		/* one synchronous standby, or ANY 1 */
#define REPL_FIRST	2		/* FIRST 1 (s1, s2): the first one streaming */
#ifndef SYNC
#define SYNC	REPL_NONE
#endif
/* which standby may be promoted: any (0), the one with the highest horizon (1), the one that received the most WAL (2) */
#ifndef PROMOTE_BEST
#define PROMOTE_BEST 1
#endif

/* fault budgets (0 disables an action) */
#ifndef CRASHES
#define CRASHES	1			/* a crash of the primary: a child crashes (the crash restart), kill -9 */
#endif
#ifndef POWER
#define POWER	0			/* power loss of the primary's machine */
#endif
#ifndef STOPS
#define STOPS	0			/* the primary's clean, fast or immediate shutdown and restart */
#endif
#ifndef BACKS
#define BACKS	1			/* clock steps back */
#endif
#ifndef JUMPS
#define JUMPS	0			/* clock jumps forward beyond max_clock_forward */
#endif
#ifndef CLAMP
#define CLAMP	0			/* sfid.on_clock_rewind = clamp */
#endif
#ifndef CKPTS
#define CKPTS	1			/* checkpoints and restartpoints */
#endif
#ifndef PROMOS
#define PROMOS	0			/* promotions */
#endif
#ifndef REJOINS
#define REJOINS	0			/* old primary rebuilt as a standby */
#endif
#ifndef SRESTARTS
#define SRESTARTS 0			/* a standby's restart: clean, fast or immediate */
#endif
#ifndef SCRASHES
#define SCRASHES 0			/* a standby's crash: a child's crash and the crash restart, power loss */
#endif
#ifndef UNWRITABLE
#define UNWRITABLE 0		/* the file cannot be written for a while */
#endif
#ifndef FENCES
#define FENCES	0			/* snowflake_convert() */
#endif
#ifndef RESTORES
#define RESTORES 0			/* sfid_restore_reservation() */
#endif
#ifndef UPGRADES
#define UPGRADES 0			/* pg_upgrade */
#endif
#ifndef RESETS
#define RESETS	0			/* sfid_reset_horizon() with a new range */
#endif
#ifndef PITR
#define PITR	0			/* point-in-time recovery from a backup */
#endif
#ifndef BF
#define BF		0			/* backfill numbers (0, 1 or 2), one snowflake_at() session on them */
#endif
#ifndef RESERVER
#define RESERVER 1			/* the reserver runs (0: R is reserved only for ids) */
#endif
#ifndef LEAD
#define LEAD	1			/* how far past ts an id may run (the clamp), in ms */
#endif
#ifndef BFCOPIES
#define BFCOPIES UPGRADES	/* the old server's sfid.backfill copied over after pg_upgrade */
#endif

/*
 * Mutants: each breaks one rule of src/README (model/README); -DMUTANT=NAME.
 * A mutant's step prints "@@ mutant: ..." only when it makes the run differ
 * from the rule it breaks; model/check.sh requires that line in the
 * counterexample, so a mutant killed by another hole is not counted.
 */
#ifndef MUTANT
#define MUTANT	0
#endif
#define M_NO_FILE				1	/* the file is not written, WAL only */
#define M_NO_WAL				2	/* published without a WAL record */
#define M_NO_SYNC_WAIT			3	/* published before the standbys flushed it */
#define M_PUBLISH_FIRST			4	/* published before the durable steps */
#define M_NO_DIR_FSYNC			5	/* the directory is not fsynced after the rename */
#define M_REDO_NO_FILE			6	/* redo does not rewrite the file */
#define M_REDO_MEMORY			7	/* redo that cannot write the file keeps R in the floor only, and goes on */
#define M_FENCE_MEMORY			8	/* the fence only raises the floor in memory */
#define M_DURABLE_R_UNLOGGED	9	/* a loaded R is not WAL-logged before a fence or a reservation under it */
#define M_NO_MARKER				10	/* pg_upgrade leaves no marker */
#define M_SHUTDOWN_NO_FLOOR		12	/* the shutdown records the last issued ms, not Max(last ms, floor) */
#define M_SHUTDOWN_ONE_WORKER	13	/* the shutdown records one worker number's last ms */
#define M_NO_REREAD				14	/* an id is returned without re-reading the floor after its compare-and-swap */
#define M_RESET_NO_DURABLE_FLOOR	15	/* the reset keeps the fence since the start only, not the durable floor */
#define M_BF_MEMORY				16	/* a backfill mark kept in memory only: no file, no WAL */
#define M_BF_PUBLISH_EARLY		17	/* a backfill mark published before its file is durable */
#define M_BF_NO_SYNC_WAIT		18	/* a backfill mark published before the standbys flushed its record */
#define M_BF_REDO_NO_RAISE		19	/* redo of a backfill record raises neither the durable mark nor the floor */
#define M_BF_NO_LOAD			20	/* the marks are not loaded from the file at startup */
#define M_BF_SWITCH_NO_MARK		21	/* a session takes a number as if it were at its state alone, not its floor */
#define M_BF_SHUTDOWN_LOW		22	/* the shutdown writes a mark from the floor alone, below the last id */
#define M_BF_NO_UNKNOWN			23	/* pg_upgrade writes sfid.backfill without the unknown flag */
#define M_BF_REDO_MEMORY		24	/* backfill redo that cannot write the file keeps the mark in memory, and goes on */
#define MUT(m)	(MUTANT == (m))

#define NONE	(-1)
#define KNOWN	0
#define CORRUPT	1
#define UPGRADED 2

#define max(a, b)	((a) > (b) -> (a) : (b))
#define min(a, b)	((a) < (b) -> (a) : (b))
#define MS(id)		((id) / SEQ)

/* ----------------------------------------------------------------- state */
/* each node's disk */
short	fR[NN];				/* sfid.reservation as the directory shows it */
short	fD[NN];				/* what a power loss leaves of it */
short	fF[NN];				/* the file's durable floor, as the directory shows it */
short	fFD[NN];			/* what a power loss leaves of it */
bit		unw[NN];			/* the file cannot be written */
bit		marker[NN];			/* sfid.after_pg_upgrade */
byte	ck[NN];				/* replay starts here after a crash (checkpoint) */

/* each node's shared memory (reservation_state.h) */
bit		up[NN];
short	R[NN];				/* published R */
short	fl[NN];				/* the floor */
short	fe;					/* the primary's fence, or NONE */
short	dh[NN];				/* durable_horizon */
short	df[NN];				/* durable_floor: in the file, and in the WAL record of a fence */
bit		lv;					/* durable_lsn is known (the primary) */
byte	dl;					/* that record, + 1 */
bit		rs;					/* reserved_since_start */
byte	tr[NN];				/* trouble */
short	st[W];				/* the primary's worker numbers (workers.c) */
bit		jump;				/* the clock jumped beyond max_clock_forward */
byte	lk;					/* the reservation lock's holder + 1 */

/* the WAL of the current history, and where each standby is in it */
short	wv[WALMAX];
bit		wr[WALMAX];			/* a RESET record */
short	wf[WALMAX];			/* the durable floor an ADVANCE record carries, or NONE */
byte	wlen;				/* inserted and flushed on the primary */
byte	rcv[NN];			/* flushed by a standby */
byte	rep[NN];			/* replayed by a standby */
bit		att[NN];			/* a standby following this history */
bit		strm[NN];			/* streaming (for FIRST 1) */

byte	prim;				/* the primary */
short	clk;				/* the primary's clock */

/* backends: a reservation in numbered steps (pc), its R' and its record */
byte	pc[NB];
short	val[NB];
byte	lsn[NB];
bit		fen[NB];			/* this is a fence (snowflake_convert) */
short	dnx[NB];			/* the id decided, for the compare-and-swap */
short	dlast[NB];			/* the number's state it was decided from */
short	fkey = NONE;		/* the key of the fence in flight */

/* ghost history */
short	hi[W];				/* the highest id each worker number ever issued */
#ifdef EXACT
bit		issued[W * NIDS];	/* every id issued (EXACT: the duplicate itself) */
short	sess[NB];			/* the last id of the backend's session */
#endif
short	keymax = NONE;		/* the largest key a conversion fenced */
short	oldR = NONE;		/* the old server's file at pg_upgrade */
short	bkR = NONE;			/* a backup copy of the file */
short	bkF = NONE;			/* its durable floor */
byte	bkw;				/* the WAL position of the backup (PITR) */
bit		bk;					/* a backup was taken */

#if BF
/*
 * The backfill numbers (backfill_state.h): number k's values of node n at
 * BI(n, k).  The file holds every number's mark; written whole.
 */
#define BI(n, k)	((n) * BF + (k))
short	fM[NN * BF];		/* sfid.backfill as the directory shows it */
short	fMD[NN * BF];		/* what a power loss leaves of it */
bit		fP[NN];				/* the file exists */
bit		fU[NN];				/* its unknown flag (pg_upgrade) */
short	bdur[NN * BF];		/* durable: the file's mark, under the lock */
short	bmark[NN * BF];		/* the published mark (atomic) */
short	bfl[NN * BF];		/* the floor (atomic): resume strictly above */
byte	btr[NN];			/* trouble: KNOWN, or UPGRADED (SF003) */
short	bst[BF];			/* the primary's slot state of each number (workers.c) */
byte	bls[BF];			/* the WAL record of durable made since the start, + 1 */
byte	wb[WALMAX];			/* a record's kind: 0 R (ADVANCE, RESET), k + 1 BACKFILL of number k */
/* the snowflake_at() session (backend BB): its number + 1, its mark's steps */
#define BB		3
byte	bmy;
byte	bpc;
byte	bfk;				/* the number being reserved */
short	bval;				/* its M' */
byte	blsn;				/* its record, + 1 */
/* ghost */
short	hib[BF];			/* the highest id each backfill number ever issued */
#ifdef EXACT
bit		issuedb[BF * NIDS];
#endif
short	oldM[BF];			/* the old server's sfid.backfill at pg_upgrade */
bit		oldP;
byte	n_bfcopy;
#define SET_RKIND	wb[wlen] = 0
#else
#define SET_RKIND	skip
#endif

/* budgets spent */
byte	n_crash, n_power, n_stop, n_back, n_jump, n_ckpt, n_promo, n_rejoin,
		n_srestart, n_scrash, n_unw, n_fence, n_restore, n_upgrade, n_reset, n_pitr;

/* pc of a backend */
#define P_IDLE	0
#define P_TMP	1			/* R' chosen under the lock: write the temporary file */
#define P_DIR	3			/* renamed: fsync the directory */
#define P_WAL	4			/* the file is durable: WAL insert and flush */
#define P_WAIT	5			/* unlocked: wait for the synchronous standbys */
#define P_PUB	6			/* a fence: raise the floor, wait, publish */
#define P_CAS	7			/* an id decided: the compare-and-swap of the number's state */
#define P_CHECK	8			/* swapped: the floor re-read before the id is returned */

/* ----------------------------------------------------- helper functions */
/* scratch, outside the state vector (but in it for a breadth-first search) */
#ifdef NOHIDDEN
#define HIDDEN
#else
#define HIDDEN hidden
#endif
HIDDEN short h;
HIDDEN byte wasknown, outright, fok, ok, frise;
HIDDEN byte i, j, n;
HIDDEN short best;
HIDDEN byte confirmed;

/* the guard of an action: G holds and C(x) for the backend b or node n chosen */
#define PICK_B(G, C)	if :: (G) && C(0) -> b = 0 :: (G) && C(1) -> b = 1 :: (G) && C(2) -> b = 2 fi
#define PICK_N(G, C)	if :: (G) && C(0) -> n = 0 :: (G) && NN > 1 && C(1) -> n = 1 :: (G) && NN > 2 && C(2) -> n = 2 fi

/* @c sfid_write_file: durable unless the directory fsync is to come; with the durable floor */
inline write_file(node, value)
{
	fR[node] = value;
	fD[node] = value;
	fF[node] = df[node];
	fFD[node] = df[node]
}

/*
 * @c sfid_rmgr_redo: R = max(R, record), or a RESET's R outright; rewrite
 * the file.  When it cannot be written, redo retries and replay holds at
 * this record until it can (an operator frees the disk): no restartpoint,
 * crash or promotion passes a replayed R the file does not hold.  In the
 * model the wait ends in the same step (the file writable again); holding
 * is not choosing this step.  M_REDO_MEMORY is redo as it was: only the
 * floor (shared memory) keeps R, and replay goes on.
 */
inline redo(node, k)
{
	h = wv[k];
	outright = wr[k];
	wasknown = (tr[node] == KNOWN);
	if
	:: !outright && wasknown -> h = max(dh[node], h)
	:: outright -> h = max(h, df[node])	/* a RESET keeps the durable floor */
	:: else -> skip
	fi;
	fok = 1;
	frise = (wf[k] > df[node]);
	if
	:: h != dh[node] || outright || !wasknown || frise ->
		if
#if MUTANT == M_REDO_MEMORY
		:: unw[node] -> fok = 0;
			printf("@@ mutant: node %d cannot write its file; redo goes on, R %d in the floor only\n", node, h)
#else
		:: unw[node] -> unw[node] = 0;
			printf("@@ node %d: redo holds until its file can be written, then writes R %d\n", node, h)
#endif
		:: else -> skip
		fi;
		if
		:: fok ->
			df[node] = max(df[node], wf[k]);	/* @c sfid_file_write_floor */
#if MUTANT != M_REDO_NO_FILE
			write_file(node, h);
#else
			if
			:: fR[node] != h -> printf("@@ mutant: redo on node %d leaves its file at %d, not R %d\n", node, fR[node], h)
			:: else -> skip
			fi;
#endif
			dh[node] = h;
			tr[node] = KNOWN;
			if
			:: outright -> R[node] = h; fl[node] = h
			:: else -> skip
			fi
		:: else -> skip
		fi
	:: else -> skip
	fi;
	if
	:: fok -> R[node] = max(R[node], h)
	:: else -> skip
	fi;
	if
	:: fok || !outright -> fl[node] = max(fl[node], h)
	:: else -> skip
	fi
}


#if BF
/* the backfill file of a node written whole, from every number's durable mark */
inline bf_write_file(node)
{
	fM[BI(node, 0)] = bdur[BI(node, 0)]; fMD[BI(node, 0)] = bdur[BI(node, 0)];
#if BF > 1
	fM[BI(node, 1)] = bdur[BI(node, 1)]; fMD[BI(node, 1)] = bdur[BI(node, 1)];
#endif
	fP[node] = 1
}

/*
 * @c sfid_backfill_state_redo: the number's durable mark rises to the
 * record's and the file is rewritten; when the file cannot be written,
 * redo retries and replay holds at this record until it can, as for R (in
 * the model the wait ends in the same step).  M_BF_REDO_MEMORY is redo as
 * it was: a WARNING, the mark in memory only, and replay goes on.  The
 * floor and the published mark rise in any case.
 */
inline bf_redo(node, k, m)
{
#if MUTANT == M_BF_REDO_NO_RAISE
	if
	:: m > bfl[BI(node, k)] ->
		printf("@@ mutant: node %d replays backfill number %d's mark %d without raising it\n", node, k, m)
	:: else -> skip
	fi
#else
	if
#if MUTANT == M_BF_REDO_MEMORY
	:: bdur[BI(node, k)] < m && unw[node] ->
		printf("@@ mutant: node %d cannot write its backfill file; redo goes on, mark %d in memory only\n", node, m)
#else
	:: bdur[BI(node, k)] < m && unw[node] -> unw[node] = 0;
		printf("@@ node %d: backfill redo holds until its file can be written, then writes mark %d\n", node, m);
		bdur[BI(node, k)] = m;
		bf_write_file(node)
#endif
	:: bdur[BI(node, k)] < m && !unw[node] ->
		bdur[BI(node, k)] = m;
		bf_write_file(node)
	:: else -> skip
	fi;
	bfl[BI(node, k)] = max(bfl[BI(node, k)], m);
	bmark[BI(node, k)] = max(bmark[BI(node, k)], m)
#endif
}

/*
 * @c sfid_backfill_load: at startup every number's durable mark, published
 * mark and floor are the file's; a file with the unknown flag, or none
 * while the pg_upgrade marker is there (one is written then), is SF003.
 */
inline bf_load_one(node, k)
{
#if MUTANT == M_BF_NO_LOAD
	if
	:: fM[BI(node, k)] != NONE ->
		printf("@@ mutant: node %d starts without loading backfill number %d's mark %d\n", node, k, fM[BI(node, k)])
	:: else -> skip
	fi;
	bdur[BI(node, k)] = NONE; bmark[BI(node, k)] = NONE; bfl[BI(node, k)] = NONE
#else
	bdur[BI(node, k)] = fM[BI(node, k)];
	bmark[BI(node, k)] = fM[BI(node, k)];
	bfl[BI(node, k)] = fM[BI(node, k)]
#endif
}

inline bf_load(node)
{
	btr[node] = KNOWN;
	if
	:: !fP[node] && marker[node] -> btr[node] = UPGRADED; fU[node] = 1; fP[node] = 1
	:: fP[node] && fU[node] -> btr[node] = UPGRADED
	:: else -> skip
	fi;
	bf_load_one(node, 0);
#if BF > 1
	bf_load_one(node, 1);
#endif
	skip
}

/*
 * @c sfid_backfill_shutdown: with exit code 0, each number with state comes
 * down to Max(its last issued ms, its floor) when that is below its durable
 * mark; the file is written if any came down (and can be).
 */
inline bf_shutdown_one(node, k)
{
	if
	:: node == prim && bst[k] != NONE ->
#if MUTANT != M_BF_SHUTDOWN_LOW
		res = max(MS(bst[k]), bfl[BI(node, k)]);
#else
		res = bfl[BI(node, k)];
		if
		:: res < MS(bst[k]) && res < bdur[BI(node, k)] && !unw[node] ->
			printf("@@ mutant: the shutdown writes backfill number %d's mark %d, below its last id at ms %d\n", k, res, MS(bst[k]))
		:: else -> skip
		fi;
#endif
		if
		:: res < bdur[BI(node, k)] -> bdur[BI(node, k)] = res; ok = 1
		:: else -> skip
		fi
	:: else -> skip
	fi
}

inline bf_shutdown(node)
{
	if
	:: btr[node] == KNOWN ->
		ok = 0;
		bf_shutdown_one(node, 0);
#if BF > 1
		bf_shutdown_one(node, 1);
#endif
		if
		:: ok && !unw[node] -> bf_write_file(node)
		:: else -> skip
		fi
	:: else -> skip
	fi
}
#endif

/* @c sfid_rmgr_redo: replay record k, R's or a backfill mark */
inline replay(node, k)
{
#if BF
	if
	:: wb[k] != 0 -> bf_redo(node, wb[k] - 1, wv[k])
	:: else -> redo(node, k)
	fi
#else
	redo(node, k)
#endif
}

/*
 * @c sfid_file_load: at startup R and the floor are the file's; no file
 * is a fresh start unless pg_upgrade left its marker.
 */
inline load(node)
{
	up[node] = 1;
	dh[node] = fR[node];
	df[node] = fF[node];
	R[node] = fR[node];
	fl[node] = max(fR[node], fF[node]);
	tr[node] = KNOWN;
	if
	:: fR[node] == NONE && marker[node] -> tr[node] = UPGRADED
	:: else -> skip
	fi;
#if BF
	bf_load(node);
#endif
	skip
}

/* A primary's shared memory is new: sessions end, nothing is in flight. */
inline forget_primary()
{
	fe = NONE; lv = 0; dl = 0; rs = 0; jump = 0; lk = 0; fkey = NONE;
	st[0] = NONE; st[1] = NONE;
	pc[0] = P_IDLE; pc[1] = P_IDLE; pc[FB] = P_IDLE;
	dnx[0] = 0; dnx[1] = 0; dlast[0] = 0; dlast[1] = 0;
#ifdef EXACT
	sess[0] = NONE; sess[1] = NONE;
#endif
#if BF
	bst[0] = NONE; bls[0] = 0;
#if BF > 1
	bst[1] = NONE; bls[1] = 0;
#endif
	bmy = 0; bpc = P_IDLE; bfk = 0; bval = 0; blsn = 0;
#endif
	skip
}

/*
 * The end of recovery (a start, a promotion): the floor is written to the
 * file and WAL-logged when it is above the durable R.  Once redo holds for
 * the file, the floor is never above the durable R outside a fence's own
 * steps (which make it durable first): the unmutated model asserts it here
 * and at every shutdown, so this write is never needed in the model, and
 * the rules that serve only a floor above the file (this write, the
 * shutdown's record of the floor, the restore's Max with the floor) have
 * no mutant.  M_REDO_MEMORY (redo as it was) has no such write either.
 */
inline end_of_recovery(node)
{
#if MUTANT == 0
	assert(fl[node] <= dh[node]);
#endif
#if MUTANT != M_REDO_MEMORY
	if
	:: fl[node] > dh[node] && !unw[node] && wlen < WALMAX ->
		write_file(node, fl[node]);
		wv[wlen] = fl[node]; wr[wlen] = 0; wf[wlen] = df[node]; SET_RKIND; wlen++;
		dl = wlen; lv = 1;
		dh[node] = fl[node];
		printf("@@ end of recovery on node %d: the floor %d written and WAL-logged\n", node, fl[node])
	:: else -> skip
	fi
#else
	skip
#endif
}

/*
 * Start (or restart) the primary: load the file, crash recovery replays the
 * records since the checkpoint, and the end-of-recovery checkpoint follows.
 */
inline start_primary()
{
	forget_primary();
	load(prim);
	j = ck[prim];
	do
	:: j < wlen -> replay(prim, j); j++
	:: else -> break
	od;
	end_of_recovery(prim);
	ck[prim] = wlen
}

/* the last issued ms (@c sfid_workers_last_issued_ms) into h */
inline last_issued_ms()
{
#if MUTANT != M_SHUTDOWN_ONE_WORKER
	h = max(st[0], st[1]);
#else
	h = st[0];
	if
	:: st[1] != NONE && (st[0] == NONE || MS(st[1]) > MS(st[0])) ->
		printf("@@ mutant: the last issued ms is worker 0's only, not worker 1's ms %d\n", MS(st[1]))
	:: else -> skip
	fi;
#endif
	h = (h == NONE -> NONE : MS(h))
}

/*
 * @c sfid_reservation_shutdown: the postmaster's hook, with exit code 0
 * after a smart, fast or immediate shutdown (a crash restart's exit code
 * 1 skips it): the floor when it is above the file's R, else
 * Max(last issued ms, floor) when below the file's R; only if the file
 * can be written.  On a standby no worker number has state.
 */
inline shutdown_hook(node)
{
#if MUTANT == 0
	assert(fl[node] <= dh[node]);
#endif
	if
	:: tr[node] != KNOWN -> skip
	:: tr[node] == KNOWN && fl[node] > dh[node] ->
		if :: !unw[node] -> write_file(node, fl[node]) :: else -> skip fi
	:: tr[node] == KNOWN && fl[node] <= dh[node] ->
		h = NONE;
		if
		:: node == prim -> last_issued_ms()
		:: else -> skip
		fi;
#if MUTANT != M_SHUTDOWN_NO_FLOOR
		h = max(h, fl[node]);
#else
		if
		:: h != NONE && fl[node] > h && h < dh[node] && !unw[node] ->
			printf("@@ mutant: the shutdown records the last issued ms %d, below the floor %d\n", h, fl[node])
		:: else -> skip
		fi;
#endif
		if :: h != NONE && h < dh[node] && !unw[node] -> write_file(node, h) :: else -> skip fi
	fi;
#if BF
	bf_shutdown(node);
#endif
	skip
}

/* The clock after a restart or failover: anything from BACKS ms behind. */
inline clock_after_start()
{
	if
	:: clk = clk
	:: n_back < BACKS && clk > 0 -> clk--; n_back++; printf("@@ the clock is 1 ms behind after it\n")
	fi
}

/* The horizon a standby holds once it has replayed all it has. */
inline horizon_after_replay(node)
{
	h = fl[node];
	j = rep[node];
	do
#if BF
	:: j < rcv[node] && wb[j] != 0 -> j++
	:: j < rcv[node] && wb[j] == 0 -> h = max(h, wv[j]); j++
#else
	:: j < rcv[node] -> h = max(h, wv[j]); j++
#endif
	:: else -> break
	od
}

/* Is the record at position p (+1) flushed by the synchronous standbys? */
inline sync_confirmed(p)
{
	/*
	 * A primary without a standby following it runs alone: after a
	 * failover, until the old primary is rebuilt, synchronous_standby_names
	 * is emptied (else no id would come).
	 */
	confirmed = 1;
	j = 0;
	do
	:: j < NN -> if :: j != prim && att[j] -> confirmed = 0 :: else -> skip fi; j++
	:: else -> break
	od;
#if SYNC == REPL_NONE
	confirmed = 1;
#elif SYNC == REPL_SYNC
	/* ANY 1 of those following, or the one synchronous standby */
	j = 0;
	do
	:: j < NN -> if :: j != prim && att[j] && rcv[j] >= p -> confirmed = 1 :: else -> skip fi; j++
	:: else -> break
	od;
#else
	/* FIRST 1: the first standby streaming, in node order */
	j = 0;
	do
	:: j < NN && j != prim && att[j] && strm[j] -> confirmed = (rcv[j] >= p); break
	:: j < NN && !(j != prim && att[j] && strm[j]) -> j++
	:: else -> break
	od;
#endif
}

/* --------------------------------------------------------------- system */
HIDDEN short nx, res, fs;
HIDDEN byte b, w;

#define IDLE(x)		(x < IDB && pc[x] == P_IDLE)
#define NEEDS(x)	(x < IDB && pc[x] == P_IDLE && (R[prim] == NONE || clk > R[prim] || fl[prim] >= R[prim]))
#define IN_TMP(x)	(pc[x] == P_TMP)
#define IN_DIR(x)	(pc[x] == P_DIR)
#define IN_WAL(x)	(pc[x] == P_WAL)
#define IN_WAIT(x)	(pc[x] == P_WAIT)
#define IN_CAS(x)	(pc[x] == P_CAS)
#define IN_CHECK(x)	(pc[x] == P_CHECK)
#define STANDBY(x)	(x != prim && up[x] && att[x])
#define RECEIVES(x)	(STANDBY(x) && strm[x] && rcv[x] < wlen)
#define REPLAYS(x)	(STANDBY(x) && rep[x] < rcv[x])
#define RESTARTPOINT(x)	(STANDBY(x) && ck[x] < rep[x])
#define UNWRITABLE_N(x)	(up[x] && !unw[x])
#define FIXED_N(x)	(unw[x])
#define DETACHED(x)	(x != prim && !att[x])

/* the durable steps of a reservation begin (@c sfid_reserve_durably, step 0 under the lock) */
inline begin_reservation(who)
{
	fen[who] = 0;
	lk = who + 1;
	val[who] = max(dh[prim], min(clk + AHEAD, MAXR));
#if MUTANT != M_REDO_MEMORY
	val[who] = max(val[who], fl[prim]);	/* never below the floor (the reserver's ticks too) */
#endif
#if MUTANT == M_PUBLISH_FIRST
	if
	:: val[who] > R[prim] -> printf("@@ mutant: R %d published before its durable steps\n", val[who])
	:: else -> skip
	fi;
	R[prim] = max(R[prim], val[who]);
#endif
#if MUTANT == M_NO_FILE
	printf("@@ mutant: R' %d goes to the WAL without the file\n", val[who]);
	pc[who] = P_WAL
#else
	pc[who] = P_TMP
#endif
}

/* R is durable already: WAL-log it when no record is known to carry it */
inline reuse_durable(who, next)
{
	val[who] = dh[prim];
	if
	:: !lv ->
#if MUTANT != M_DURABLE_R_UNLOGGED
		pc[who] = P_WAL;
		printf("@@ R %d is durable in the file only: WAL-log it\n", val[who])
#else
		lk = 0; lsn[who] = dl; pc[who] = next;
		printf("@@ mutant: R %d is durable in the file only and not WAL-logged\n", val[who])
#endif
	:: else -> lk = 0; lsn[who] = dl; pc[who] = next
	fi
}

/*
 * An id is returned: the properties (above every id the number ever
 * issued, so no id twice and rising in a session; above converted keys).
 */
inline return_id(who)
{
	nx = dnx[who];
	printf("@@ backend %d issues (worker %d, ms %d, seq %d)\n", who, w, MS(nx), nx % SEQ);
#ifdef EXACT
	assert(!issued[w * NIDS + nx]);
	assert(sess[who] == NONE || nx > sess[who]);
	issued[w * NIDS + nx] = 1;
	sess[who] = nx;
#else
	assert(nx > hi[w]);
#endif
	assert(MS(nx) > keymax);
	hi[w] = max(hi[w], nx);
	dnx[who] = 0; dlast[who] = 0; pc[who] = P_IDLE
}

/* after the compare-and-swap: the floor re-read (the id at or below it is dropped) */
inline reread_floor(who)
{
	if
	:: fl[prim] != NONE && fl[prim] >= MS(dnx[who]) ->
		printf("@@ backend %d: the floor rose to %d past ms %d; decide again\n", who, fl[prim], MS(dnx[who]));
		dnx[who] = 0; dlast[who] = 0; pc[who] = P_IDLE
	:: else -> return_id(who)
	fi
}

#if BF
/* (hidden names must not be those of pan.c's own locals, such as kk) */
HIDDEN short bfts, bflo, bftop;
HIDDEN byte bfw, bfnew;

/* a backfill id is returned: above every id its number ever issued */
inline bf_return(k, v)
{
	printf("@@ snowflake_at(%d) issues (backfill number %d, ms %d, seq %d)\n", bfts, k, MS(v), v % SEQ);
#ifdef EXACT
	assert(!issuedb[k * NIDS + v]);
	issuedb[k * NIDS + v] = 1;
#else
	assert(v > hib[k]);
#endif
	hib[k] = max(hib[k], v)
}

/* where number k resumes: the higher of its state and its floor's last (ms, seq), into res */
inline bf_resume(k)
{
	res = bst[k];
	if
	:: bfl[BI(prim, k)] != NONE && bfl[BI(prim, k)] * SEQ + SEQ - 1 > res -> res = bfl[BI(prim, k)] * SEQ + SEQ - 1
	:: else -> skip
	fi
}

/*
 * @c sfid_backfill_choose: among the numbers that resume below ts, the one
 * furthest along (with one session every number is free); ties the lowest.
 * M_BF_SWITCH_NO_MARK takes a number's state alone, not its floor.
 */
inline bf_choose_one(k)
{
	bf_resume(k);
#if MUTANT == M_BF_SWITCH_NO_MARK
	if
	:: res != bst[k] && (bst[k] == NONE || MS(bst[k]) < bfts) && MS(res) >= bfts ->
		printf("@@ mutant: number %d taken for ts %d from its state, its floor %d ignored\n", k, bfts, bfl[BI(prim, k)])
	:: else -> skip
	fi;
	res = bst[k];
#endif
	if
	:: (res == NONE || MS(res) < bfts) && (bmy == 0 || (res != NONE && (best == NONE || res > best))) ->
		bmy = k + 1; best = res
	:: else -> skip
	fi
}

inline bf_choose()
{
	best = NONE;
	bf_choose_one(0);
#if BF > 1
	bf_choose_one(1);
#endif
	if
	:: bmy == 0 -> printf("@@ snowflake_at(%d) refused: no backfill number resumes below it (SF004)\n", bfts)
	:: else -> skip
	fi
}

/*
 * @c sfid_backfill_reserve: the decision needs a mark above the published
 * one: under the reservation lock, a new durable mark M' (ahead of the id
 * by the span covered, at least 1 ms here, never past the clock plus
 * reserve_ahead unless the id is: any of them, run_start abstracted), or
 * the durable mark as it is when it covers the id.
 */
inline bf_begin(k, need)
{
	lk = BB + 1;
	bfk = k;
	if
	:: bdur[BI(prim, k)] < need ->
		bftop = max(min(clk + AHEAD, MAXR), need);
		bflo = min(need + 1, bftop);
		select(bval : bflo .. bftop);
#if MUTANT == M_BF_MEMORY
		bdur[BI(prim, k)] = bval; lk = 0; blsn = 0; bpc = P_WAIT;
		printf("@@ mutant: backfill number %d's mark %d kept in memory only\n", k, bval)
#else
#if MUTANT == M_BF_PUBLISH_EARLY
		if
		:: bval > bmark[BI(prim, k)] -> printf("@@ mutant: backfill mark %d published before its file\n", bval)
		:: else -> skip
		fi;
		bmark[BI(prim, k)] = max(bmark[BI(prim, k)], bval);
#endif
		bpc = P_TMP;
		printf("@@ snowflake_at(%d): number %d reserves M' = %d (clock %d)\n", bfts, k, bval, clk)
#endif
	:: else ->
		bval = bdur[BI(prim, k)]; blsn = bls[k]; lk = 0; bpc = P_WAIT
	fi
}
#endif

init
{
	atomic {
		i = 0;
		do
		:: i < NN -> fR[i] = NONE; fD[i] = NONE; R[i] = NONE; fl[i] = NONE; dh[i] = NONE;
			fF[i] = NONE; fFD[i] = NONE; df[i] = NONE;
			att[i] = (i > 0); strm[i] = 1; up[i] = 1; i++
		:: else -> break
		od;
		i = 0;
		do
		:: i < WALMAX -> wf[i] = NONE; i++
		:: else -> break
		od;
		fe = NONE;
		st[0] = NONE; st[1] = NONE;
		hi[0] = NONE; hi[1] = NONE;
#ifdef EXACT
		sess[0] = NONE; sess[1] = NONE;
#endif
		prim = 0;
#if BF
		i = 0;
		do
		:: i < NN * BF -> fM[i] = NONE; fMD[i] = NONE; bdur[i] = NONE; bmark[i] = NONE; bfl[i] = NONE; i++
		:: else -> break
		od;
		i = 0;
		do
		:: i < BF -> bst[i] = NONE; hib[i] = NONE; oldM[i] = NONE; i++
		:: else -> break
		od;
#endif
		skip
	}
	do

	/* ------------------------------------------------------ issuing ids */

	/*
	 * @c snowflake_next @c sfid_generator_decide: the decision, from the
	 * number's state, the floor and R as read now; ISSUE leads to the
	 * compare-and-swap, a step of its own: a fence, a restore or another
	 * backend may come between.
	 */
	:: atomic {
		PICK_B(up[prim] && tr[prim] == KNOWN, IDLE);
		w = (b == 0 -> 0 : (SHARED -> 0 : 1));
		fs = (fl[prim] == NONE -> NONE : fl[prim] * SEQ + SEQ - 1);
		/* resume from the higher of the number's state and the floor */
		res = max(st[w], fs);
		ok = 1;
		if
		:: res == NONE || clk > MS(res) -> nx = clk * SEQ
		:: else -> nx = res + 1;
			/* the same ms (or clamp behind it): the next sequence number; else wait or SF001 */
			ok = (res % SEQ < SEQ - 1 && (clk == MS(res) || CLAMP))
		fi;
		if
		:: ok && MS(nx) > R[prim] ->
			/* NEED_RESERVATION, or issue_at_horizon: at R's ms while it lasts */
			ok = (R[prim] != NONE && clk > R[prim] && (res == NONE || MS(res) < R[prim] ||
			     (MS(res) == R[prim] && res % SEQ < SEQ - 1)));
			nx = max(res + 1, R[prim] * SEQ)
		:: else -> skip
		fi;
		if
		:: ok -> dnx[b] = nx; dlast[b] = st[w];
#if SPLIT
			pc[b] = P_CAS;
			printf("@@ backend %d decides (worker %d, ms %d, seq %d)\n", b, w, MS(nx), nx % SEQ)
#else
			st[w] = nx; reread_floor(b)
#endif
		:: else -> skip
		fi
	   }

	/*
	 * @c pg_atomic_compare_exchange_u64: the state is still the one decided
	 * from, or another backend on the number won (decide again).  Then the
	 * floor is re-read: an id at or below it (a fence or a restore came
	 * between) is dropped and decided again, above the floor.  Without
	 * fences and restores nothing raises the floor while the primary runs,
	 * so the re-read is in the same step; without them and without two
	 * backends on one number (SPLIT 0), nothing that the decision read can
	 * change before its swap but R, which only rises, so the three are one
	 * step.
	 */
#if SPLIT
	:: atomic {
		PICK_B(up[prim], IN_CAS);
		w = (b == 0 -> 0 : (SHARED -> 0 : 1));
		if
		:: st[w] != dlast[b] ->
			printf("@@ backend %d: another backend on worker %d won; decide again\n", b, w);
			dnx[b] = 0; dlast[b] = 0; pc[b] = P_IDLE
		:: else ->
			st[w] = dnx[b];
#if MUTANT == M_NO_REREAD
			if
			:: fl[prim] >= MS(dnx[b]) ->
				printf("@@ mutant: backend %d returns ms %d without re-reading the floor %d\n", b, MS(dnx[b]), fl[prim])
			:: else -> skip
			fi;
			return_id(b)
#elif FENCES || RESTORES
			pc[b] = P_CHECK;
			printf("@@ backend %d: swapped in (worker %d, ms %d)\n", b, w, MS(dnx[b]))
#else
			reread_floor(b)
#endif
		fi
	   }
#if FENCES || RESTORES
	:: atomic { PICK_B(up[prim], IN_CHECK); w = (b == 0 -> 0 : (SHARED -> 0 : 1)); reread_floor(b) }
#endif
#endif

	/* @c sfid_reservation_extend_for_id: the next id is above R */
	:: atomic {
		PICK_B(up[prim] && lk == 0, NEEDS);
		if
		:: tr[prim] != KNOWN -> printf("@@ backend %d refused: R not known (XX001 or SF003)\n", b)
		:: tr[prim] == KNOWN && jump -> printf("@@ backend %d refused: the clock jumped forward (SF002)\n", b)
		:: tr[prim] == KNOWN && !jump && dh[prim] < clk ->
			begin_reservation(b);
			printf("@@ backend %d reserves R' = %d (clock %d)\n", b, val[b], clk)
		:: tr[prim] == KNOWN && !jump && dh[prim] >= clk ->
			/* an id goes out under the durable R: a reservation since the start */
			fen[b] = 0; lk = b + 1; rs = 1;
			reuse_durable(b, P_WAIT)
		fi
	   }

	/* @c sfid_reserver_tick: the reserver extends R before ids need it (backend 1's steps) */
	:: atomic {
		RESERVER && up[prim] && lk == 0 && tr[prim] == KNOWN && !jump && dh[prim] < clk + AHEAD && dh[prim] < MAXR &&
		pc[1] == P_IDLE ->
		begin_reservation(1);
		printf("@@ the reserver reserves R' = %d (clock %d)\n", val[1], clk)
	   }

	/* @c sfid_reservation_fence: snowflake_convert() accepted keys below the clock */
	:: atomic {
		up[prim] && lk == 0 && n_fence < FENCES && tr[prim] == KNOWN && clk > 0 && clk - 1 > keymax &&
		pc[FB] == P_IDLE ->
		n_fence++;
		fkey = clk - 1;		/* the largest key's ms */
		fen[FB] = 1;
		lk = FB + 1;
		printf("@@ snowflake_convert(): keys up to ms %d; the fence\n", fkey);
#if MUTANT == M_FENCE_MEMORY
		lk = 0; lsn[FB] = 0; val[FB] = NONE; pc[FB] = P_PUB;
		printf("@@ mutant: the fence raises the floor in memory only\n")
#else
		/* R and the durable floor written, unless both cover the key already */
		if
		:: dh[prim] < fkey || df[prim] < fkey -> val[FB] = max(dh[prim], fkey); pc[FB] = P_TMP
		:: else -> fe = max(fe, fkey); fl[prim] = max(fl[prim], fkey); reuse_durable(FB, P_PUB)
		fi
#endif
	   }

	/* @c sfid_write_file: step 1, the temporary file written, fsynced, renamed */
	:: atomic {
		PICK_B(up[prim], IN_TMP);
		if
		:: unw[prim] -> lk = 0; pc[b] = P_IDLE; fkey = (fen[b] -> NONE : fkey);
			printf("@@ backend %d: the file cannot be written (58030)\n", b)
		:: else ->
			/* and renamed over the file, a fence's key as the durable floor */
			if
			:: fen[b] -> df[prim] = max(df[prim], fkey)
			:: else -> skip
			fi;
			fR[prim] = val[b];
			fF[prim] = df[prim];
			pc[b] = P_DIR;
			printf("@@ file renamed: R %d\n", val[b])
		fi
	   }
	/* @c sfid_write_file: the directory fsynced */
	:: atomic {
		PICK_B(up[prim], IN_DIR);
		fFD[prim] = fF[prim];
#if MUTANT != M_NO_DIR_FSYNC
		fD[prim] = fR[prim];
#else
		if
		:: fD[prim] != fR[prim] -> printf("@@ mutant: the directory is not fsynced: a power loss leaves R %d\n", fD[prim])
		:: else -> skip
		fi;
#endif
		pc[b] = P_WAL
	   }
	/* @c sfid_wal_log_horizon: step 2, WAL insert and flush; then the lock is released */
	:: atomic {
		PICK_B(up[prim] && wlen < WALMAX, IN_WAL);
#if MUTANT != M_NO_WAL
		wv[wlen] = val[b];
		wr[wlen] = 0;
		wf[wlen] = df[prim];	/* every ADVANCE carries the durable floor */
		SET_RKIND;
		wlen++;
		dl = wlen;
		lv = 1;
		printf("@@ WAL record R %d flushed\n", val[b]);
#else
		printf("@@ mutant: R %d is not WAL-logged\n", val[b]);
#endif
		dh[prim] = max(dh[prim], val[b]);
		if
		:: !fen[b] -> rs = 1
		:: else -> fe = max(fe, fkey); fl[prim] = max(fl[prim], fkey)	/* under the lock */
		fi;
		lsn[b] = dl;
		lk = 0;
		pc[b] = (fen[b] -> P_PUB : P_WAIT)
	   }
	/* @c sfid_standby_wait_for_lsn: step 3; @c sfid_reservation_state_raise: step 4, publish */
	:: atomic {
		PICK_B(up[prim], IN_WAIT);
		confirmed = 1;
		if
		:: lsn[b] > 0 -> sync_confirmed(lsn[b])
		:: else -> skip
		fi;
#if MUTANT == M_NO_SYNC_WAIT
		if
		:: !confirmed -> printf("@@ mutant: R %d published before the standbys flushed its record\n", val[b]); confirmed = 1
		:: else -> skip
		fi;
#endif
		if
		:: confirmed ->
			R[prim] = max(R[prim], val[b]);
			pc[b] = P_IDLE;
			printf("@@ R %d published\n", val[b])
		:: else -> skip
		fi
	   }
	/*
	 * @c sfid_reservation_fence: the floor raised, the standbys, R published
	 * (@c sfid_reservation_publish_durable: under the lock, never above the
	 * durable R, which a reset may have lowered meanwhile)
	 */
	:: atomic {
		up[prim] && pc[FB] == P_PUB && lk == 0 ->
		confirmed = 1;
		if
		:: lsn[FB] > 0 -> sync_confirmed(lsn[FB])
		:: else -> skip
		fi;
#if MUTANT == M_NO_SYNC_WAIT
		if
		:: !confirmed -> printf("@@ mutant: the fence returns before the standbys flushed its record\n"); confirmed = 1
		:: else -> skip
		fi;
#endif
		fe = max(fe, fkey);
		fl[prim] = max(fl[prim], fkey);
		if
		:: confirmed ->
			R[prim] = max(R[prim], min(val[FB], dh[prim]));
			keymax = max(keymax, fkey);
			printf("@@ the fence holds: ids above ms %d\n", fkey);
			fkey = NONE;
			pc[FB] = P_IDLE
		:: else -> skip
		fi
	   }
#ifdef CANCEL
	/* a cancelled wait for the standbys: an ERROR, nothing published */
	:: atomic {
		PICK_B(up[prim], IN_WAIT);
		pc[b] = P_IDLE;
		printf("@@ backend %d: its wait for the standbys cancelled\n", b)
	   }
#endif

#if BF
	/* ----------------------------------------------------- backfill ids */

	/*
	 * @c snowflake_at @c sfid_backfill_decide: a ts up to the clock plus
	 * reserve_ahead, any order; the session's number (chosen when it has
	 * none); where it resumes (its state, its floor); ts's first id when it
	 * resumes below ts, else its next (ms, seq) while within LEAD ms of ts
	 * (the clamp), else the session leaves the number (switch); past the
	 * published mark, a new one first (the lock taken in the same step:
	 * one session, so no mark moves between).  With one session on a
	 * number the compare-and-swap always succeeds: one step.
	 */
	:: atomic {
		up[prim] && btr[prim] == KNOWN && bpc == P_IDLE ->
		/* ts (bfts) up to the clock plus reserve_ahead */
		if
		:: bfts = 0
		:: clk + AHEAD >= 1 && MAXR >= 1 -> bfts = 1
		:: clk + AHEAD >= 2 && MAXR >= 2 -> bfts = 2
		:: clk + AHEAD >= 3 && MAXR >= 3 -> bfts = 3
		:: clk + AHEAD >= 4 && MAXR >= 4 -> bfts = 4
		fi;
		bfnew = (bmy == 0);
		if
		:: bfnew -> bf_choose()
		:: else -> skip
		fi;
		if
		:: bmy != 0 ->
			bfw = bmy - 1;
			bf_resume(bfw);
#if MUTANT == M_BF_SWITCH_NO_MARK
			/* the number just taken: from its state alone */
			res = (bfnew && MS(res) >= bfts && (bst[bfw] == NONE || MS(bst[bfw]) < bfts) -> bst[bfw] : res);
#endif
			ok = 1;
			if
			:: res == NONE || MS(res) < bfts -> nx = bfts * SEQ
			:: else -> nx = res + 1;
				if
				:: MS(nx) > MAXR -> ok = 0;
					printf("@@ snowflake_at(%d): past the layout's end (22008)\n", bfts)
				:: MS(nx) <= MAXR && MS(nx) - bfts > LEAD -> ok = 0; bmy = 0;
					printf("@@ snowflake_at(%d): number %d is too far ahead (ms %d); switch\n", bfts, bfw, MS(nx))
				:: else -> skip
				fi
			fi;
			if
			:: ok && MS(nx) > bmark[BI(prim, bfw)] && lk == 0 -> bf_begin(bfw, MS(nx))
			:: ok && MS(nx) > bmark[BI(prim, bfw)] && lk != 0 -> skip	/* waits for the lock */
			:: ok && MS(nx) <= bmark[BI(prim, bfw)] -> bst[bfw] = nx; bf_return(bfw, nx)
			:: else -> skip
			fi
		:: else -> skip
		fi
	   }
	/* @c sfid_backfill_state_write: 1. the temporary file written, fsynced, renamed */
	:: atomic {
		up[prim] && bpc == P_TMP ->
		if
		:: unw[prim] -> lk = 0; bpc = P_IDLE;
			printf("@@ snowflake_at(): the backfill file cannot be written (58030)\n")
		:: else ->
			fM[BI(prim, bfk)] = bval;
#if BF > 1
			fM[BI(prim, 1 - bfk)] = bdur[BI(prim, 1 - bfk)];
#endif
			fP[prim] = 1;
			bpc = P_DIR;
			printf("@@ backfill file renamed: number %d's mark %d\n", bfk, bval)
		fi
	   }
	/* the directory fsynced */
	:: atomic {
		up[prim] && bpc == P_DIR ->
		fMD[BI(prim, 0)] = fM[BI(prim, 0)];
#if BF > 1
		fMD[BI(prim, 1)] = fM[BI(prim, 1)];
#endif
		bpc = P_WAL
	   }
	/* @c sfid_wal_log_backfill: 2. the record BACKFILL inserted and flushed; the lock released */
	:: atomic {
		up[prim] && bpc == P_WAL && wlen < WALMAX ->
		wv[wlen] = bval; wr[wlen] = 0; wb[wlen] = bfk + 1; wlen++;
		bls[bfk] = wlen; blsn = wlen;
		bdur[BI(prim, bfk)] = bval;
		lk = 0;
		bpc = P_WAIT;
		printf("@@ WAL record BACKFILL number %d mark %d flushed\n", bfk, bval)
	   }
	/* @c sfid_reservation_wait_for_standbys: 3.; @c sfid_reservation_state_raise: 4. publish */
	:: atomic {
		up[prim] && bpc == P_WAIT ->
		confirmed = 1;
		if
		:: blsn > 0 -> sync_confirmed(blsn)
		:: else -> skip
		fi;
#if MUTANT == M_BF_NO_SYNC_WAIT
		if
		:: !confirmed -> printf("@@ mutant: backfill mark %d published before the standbys flushed it\n", bval); confirmed = 1
		:: else -> skip
		fi;
#endif
		if
		:: confirmed ->
			bmark[BI(prim, bfk)] = max(bmark[BI(prim, bfk)], bval);
			bpc = P_IDLE;
			printf("@@ backfill number %d's mark %d published\n", bfk, bval)
		:: else -> skip
		fi
	   }
	/*
	 * After pg_upgrade: the server stopped, the old data directory's
	 * sfid.backfill copied over the new one's (none, if the old one had
	 * none), the server started.
	 */
	:: atomic {
		up[prim] && n_bfcopy < BFCOPIES && btr[prim] == UPGRADED && lk == 0 -> n_bfcopy++;
		shutdown_hook(prim);
		ck[prim] = wlen;
		up[prim] = 0;
		fM[BI(prim, 0)] = oldM[0]; fMD[BI(prim, 0)] = oldM[0];
#if BF > 1
		fM[BI(prim, 1)] = oldM[1]; fMD[BI(prim, 1)] = oldM[1];
#endif
		fP[prim] = oldP; fU[prim] = 0;
		start_primary(); clock_after_start();
		printf("@@ the old sfid.backfill copied over (mark %d), restart: trouble %d\n", oldM[0], btr[prim])
	   }
#endif

	/* ------------------------------------------------------------ clock */

	:: atomic { up[prim] && clk < MAXT -> clk++; printf("@@ clock %d\n", clk) }
	/* a step back: waited out or refused (SF001); clamp issues at the last ms */
	:: atomic {
		up[prim] && n_back < BACKS && clk > 0 -> n_back++; clk--; jump = 0;
		printf("@@ the clock steps back to %d\n", clk)
	   }
	/* @c sfid_forward_guard_follow: a jump beyond sfid.max_clock_forward */
	:: atomic {
		up[prim] && n_jump < JUMPS && clk < MAXT -> n_jump++; clk = MAXT; jump = 1;
		printf("@@ the clock jumps forward to %d, beyond max_clock_forward\n", clk)
	   }
	/* @c sfid_accept_clock */
	:: atomic { up[prim] && jump -> jump = 0; printf("@@ sfid_accept_clock()\n") }

	/* ---------------------------------------------------------- the WAL */

	/* a checkpoint: crash recovery starts after the records so far */
	:: atomic {
		up[prim] && n_ckpt < CKPTS && ck[prim] < wlen -> n_ckpt++; ck[prim] = wlen;
		printf("@@ checkpoint\n")
	   }
	/* a standby receives and flushes the next record */
	:: atomic { PICK_N(up[prim], RECEIVES); rcv[n]++ }
	/* @c sfid_rmgr_redo: a standby replays the next record */
	:: atomic {
		PICK_N(1, REPLAYS); replay(n, rep[n]); rep[n]++;
		printf("@@ standby %d replays record %d: %d (R's floor %d)\n", n, rep[n] - 1, wv[rep[n] - 1], fl[n])
	   }
	/* a restartpoint on a standby */
	:: atomic {
		PICK_N(n_ckpt < CKPTS, RESTARTPOINT); n_ckpt++; ck[n] = rep[n];
		printf("@@ restartpoint on standby %d\n", n)
	   }
	/* FIRST 1: a standby stops streaming, or starts again */
	:: atomic {
		PICK_N(SYNC == REPL_FIRST && n_srestart < SRESTARTS, STANDBY);
		n_srestart++;
		strm[n] = 1 - strm[n];
		printf("@@ standby %d streaming: %d\n", n, strm[n])
	   }

	/* ----------------------------------------------------------- faults */

	/*
	 * A crash of the primary: a child crashes and the postmaster's crash
	 * restart (its shmem_exit(1) skips the shutdown hook), or kill -9.
	 * Shared memory is lost, the page cache kept.
	 */
	:: atomic {
		up[prim] && n_crash < CRASHES -> n_crash++;
		if
		:: pc[0] == P_WAL || pc[1] == P_WAL || pc[FB] == P_WAL -> printf("@@ crash of the primary after a rename, before its WAL insert\n")
		:: pc[0] == P_DIR || pc[1] == P_DIR || pc[FB] == P_DIR -> printf("@@ crash of the primary after a rename, before the directory fsync\n")
		:: else -> printf("@@ crash of the primary\n")
		fi;
		up[prim] = 0;
		if
		:: start_primary(); clock_after_start();
			printf("@@ restart with crash recovery: R = floor = %d\n", fl[prim])
		:: n_promo < PROMOS -> printf("@@ the primary stays down\n")
		fi
	   }
	/*
	 * A clean or fast shutdown: backends end (a fast one ends those waiting
	 * for the standbys; none holds the lock), the hook records the last
	 * ms or the floor, the shutdown checkpoint; then the restart.
	 */
	:: atomic {
		up[prim] && n_stop < STOPS && lk == 0 -> n_stop++;
		shutdown_hook(prim);
		ck[prim] = wlen;		/* the shutdown checkpoint */
		up[prim] = 0;
		printf("@@ clean shutdown: file R %d\n", fR[prim]);
		start_primary(); clock_after_start();
		printf("@@ restart: R = floor = %d\n", fl[prim])
	   }
	/*
	 * An immediate stop (pg_ctl -m immediate): the children end on SIGQUIT
	 * wherever they are (a reservation between any two steps), then the
	 * postmaster exits with code 0 and its hook runs as at a clean
	 * shutdown; no shutdown checkpoint: the restart runs crash recovery.
	 */
	:: atomic {
		up[prim] && n_stop < STOPS -> n_stop++;
		shutdown_hook(prim);
		up[prim] = 0;
		printf("@@ immediate stop: file R %d\n", fR[prim]);
		start_primary(); clock_after_start();
		printf("@@ restart with crash recovery: R = floor = %d\n", fl[prim])
	   }
	/* power loss: the file as the last directory fsync left it, the flushed WAL */
	:: atomic {
		up[prim] && n_power < POWER -> n_power++;
		printf("@@ power loss (file R %d, of which durable %d)\n", fR[prim], fD[prim]);
		up[prim] = 0;
		fR[prim] = fD[prim];
		fF[prim] = fFD[prim];
#if BF
		fM[BI(prim, 0)] = fMD[BI(prim, 0)];
#if BF > 1
		fM[BI(prim, 1)] = fMD[BI(prim, 1)];
#endif
#endif
		start_primary(); clock_after_start();
		printf("@@ restart with crash recovery: R = floor = %d\n", fl[prim])
	   }
	/* the file cannot be written for a while (a full or read-only disk) */
	:: atomic {
		PICK_N(n_unw < UNWRITABLE, UNWRITABLE_N); n_unw++; unw[n] = 1;
		printf("@@ node %d cannot write its file\n", n)
	   }
	:: atomic { PICK_N(1, FIXED_N); unw[n] = 0; printf("@@ node %d can write its file again\n", n) }
	/*
	 * A standby's clean, fast or immediate restart: the hook runs (exit
	 * code 0) and records the floor when it is above the file and the file
	 * can be written; a clean or fast one may end with a restartpoint (an
	 * immediate one does not); replay resumes at the restartpoint.
	 * sync-standby restarts only once the file is writable again;
	 * RESTART_UNWRITABLE lets it restart while the file is unwritable.
	 */
#ifndef RESTART_UNWRITABLE
#define WRITABLE_STANDBY(x)	(STANDBY(x) && !unw[x])
#else
#define WRITABLE_STANDBY(x)	(STANDBY(x))
#endif
	:: atomic {
		PICK_N(n_srestart < SRESTARTS && SYNC != REPL_FIRST, WRITABLE_STANDBY);
		n_srestart++;
		shutdown_hook(n);
		if
		:: ck[n] = rep[n]; printf("@@ standby %d shuts down with a restartpoint\n", n)
		:: skip
		fi;
		load(n);
		rep[n] = ck[n];
		printf("@@ standby %d restarts: R = floor = %d from its file\n", n, fl[n])
	   }
	/*
	 * A standby's crash: a child crashes (the crash restart's exit code 1
	 * skips the hook), kill -9, or its machine loses power (its file was
	 * fsynced with its directory).  Replay resumes at the restartpoint.
	 */
	:: atomic {
		PICK_N(n_scrash < SCRASHES, STANDBY);
		n_scrash++;
		load(n);
		rep[n] = ck[n];
		printf("@@ standby %d crashes and restarts: R = floor = %d from its file\n", n, fl[n])
	   }

	/* ------------------------------------------------------- failovers */

	/* promotion of a standby; the primary is down, or dies now */
	:: atomic {
		PICK_N(n_promo < PROMOS, STANDBY);
		ok = 1;
#if PROMOTE_BEST == 2
		/* the operator promotes the standby that received the most WAL */
		i = 0;
		do
		:: i < NN ->
			if
			:: i != n && STANDBY(i) -> ok = ok && rcv[i] <= rcv[n]
			:: else -> skip
			fi;
			i++
		:: else -> break
		od;
#elif PROMOTE_BEST
		/* the operator promotes the standby with the highest sfid_recovered_horizon() */
		horizon_after_replay(n);
		best = h;
		i = 0;
		do
		:: i < NN ->
			if
			:: i != n && STANDBY(i) -> horizon_after_replay(i); ok = ok && h <= best
			:: else -> skip
			fi;
			i++
		:: else -> break
		od;
#endif
		if
		:: ok ->
			n_promo++;
			up[prim] = 0;
			att[prim] = 0;
			/* it replays what it received; the history goes on from there */
			do
			:: rep[n] < rcv[n] -> replay(n, rep[n]); rep[n]++
			:: else -> break
			od;
			wlen = rcv[n];
			ck[n] = wlen;
			i = 0;
			do
			:: i < NN -> if :: i != n && att[i] && rcv[i] > wlen -> att[i] = 0 :: else -> skip fi; i++
			:: else -> break
			od;
			att[n] = 0;
			prim = n;
			forget_primary();
			end_of_recovery(n);
			clock_after_start();
			printf("@@ standby %d promoted: R = floor = %d, clock %d\n", n, fl[n], clk)
		:: else -> skip
		fi
	   }
	/* @c sfid_file_load: the old primary rebuilt as a standby (pg_basebackup, pg_rewind copy the file) */
	:: atomic {
		PICK_N(n_rejoin < REJOINS, DETACHED);
		n_rejoin++;
		fR[n] = fR[prim]; fD[n] = fR[prim]; fF[n] = fF[prim]; fFD[n] = fF[prim];
#if BF
		fM[BI(n, 0)] = fM[BI(prim, 0)]; fMD[BI(n, 0)] = fM[BI(prim, 0)];
#if BF > 1
		fM[BI(n, 1)] = fM[BI(prim, 1)]; fMD[BI(n, 1)] = fM[BI(prim, 1)];
#endif
		fP[n] = fP[prim]; fU[n] = fU[prim];
#endif
		rcv[n] = wlen; rep[n] = wlen; ck[n] = wlen;
		unw[n] = 0; marker[n] = 0;
		load(n);
		att[n] = 1; strm[n] = 1;
		printf("@@ node %d rebuilt as a standby of node %d\n", n, prim)
	   }
	/* point-in-time recovery: a base backup now, restored later up to a target */
	:: atomic {
		PITR && !bk && up[prim] -> bk = 1; bkR = fR[prim]; bkF = fF[prim]; bkw = wlen;
		printf("@@ base backup (file R %d)\n", bkR)
	   }
	:: atomic {
		PITR && bk && n_pitr < PITR && up[prim] -> n_pitr++;
		up[prim] = 0;
		select(i : bkw .. wlen);
		fR[prim] = bkR; fD[prim] = bkR; fF[prim] = bkF; fFD[prim] = bkF;
		ck[prim] = bkw;
		wlen = i;
		start_primary();
		clock_after_start();
		printf("@@ point-in-time recovery to record %d: R = floor = %d, clock %d\n", i, fl[prim], clk)
	   }

	/* ------------------------------------------------ operator functions */

	/* pg_upgrade: a new data directory without the file (the old one kept aside) */
	:: atomic {
		up[prim] && n_upgrade < UPGRADES && lk == 0 -> n_upgrade++;
		/* the old server stops cleanly */
		shutdown_hook(prim);
		oldR = fR[prim];
		up[prim] = 0;
		fR[prim] = NONE; fD[prim] = NONE; fF[prim] = NONE; fFD[prim] = NONE;
#if BF
		/* @c sfid_backfill_note_pg_upgrade: the new directory's sfid.backfill, its marks unknown */
		oldM[0] = fM[BI(prim, 0)]; fM[BI(prim, 0)] = NONE; fMD[BI(prim, 0)] = NONE;
#if BF > 1
		oldM[1] = fM[BI(prim, 1)]; fM[BI(prim, 1)] = NONE; fMD[BI(prim, 1)] = NONE;
#endif
		oldP = fP[prim];
		fP[prim] = 1;
#if MUTANT != M_BF_NO_UNKNOWN
		fU[prim] = 1;
#else
		fU[prim] = 0;
		if
		:: oldM[0] != NONE -> printf("@@ mutant: pg_upgrade writes sfid.backfill without the unknown flag (the old mark %d)\n", oldM[0])
		:: else -> skip
		fi;
#endif
#endif
#if MUTANT != M_NO_MARKER
		marker[prim] = 1;		/* @c sfid_file_note_pg_upgrade */
#else
		printf("@@ mutant: pg_upgrade leaves no marker\n");
#endif
		ck[prim] = wlen;		/* a new cluster: no old record is replayed */
		start_primary();
		clock_after_start();
		printf("@@ pg_upgrade (the old file has R %d): a new server, clock %d, trouble %d (2: SF003 until restored)\n", oldR, clk, tr[prim])
	   }
	/* a copy of the file, for sfid_restore_reservation() */
	:: atomic {
		RESTORES && !bk && up[prim] && fR[prim] != NONE -> bk = 1; bkR = fR[prim];
		printf("@@ a copy of the file is taken (R %d)\n", bkR)
	   }
	/* @c sfid_restore_reservation: before any id since the start */
	:: atomic {
		up[prim] && n_restore < RESTORES && lk == 0 && !rs && st[0] == NONE && st[1] == NONE &&
		(oldR != NONE || bk) && wlen < WALMAX && !unw[prim] -> n_restore++;
		h = (oldR != NONE -> oldR : bkR);
		if
		:: tr[prim] == KNOWN -> h = max(dh[prim], h)
		:: else -> skip
		fi;
		/* never below the floor (never above the durable R in the model: end_of_recovery()) */
#if MUTANT == 0
		assert(fl[prim] <= dh[prim]);
#endif
		h = max(h, fl[prim]);
		write_file(prim, h);
		wv[wlen] = h; wr[wlen] = 0; wf[wlen] = df[prim]; SET_RKIND; wlen++;
		dl = wlen; lv = 1;
		dh[prim] = h;
		tr[prim] = KNOWN;
		marker[prim] = 0;
		fl[prim] = max(fl[prim], h);
		sync_confirmed(dl);
		if
		:: confirmed -> R[prim] = max(R[prim], h)
		:: else -> skip
		fi;
		printf("@@ sfid_restore_reservation(): R = %d\n", h)
	   }
	/*
	 * @c sfid_reset_horizon: before any id, with a move to an unused worker
	 * range (and no id in flight: the range's change is not modelled)
	 */
	:: atomic {
		up[prim] && n_reset < RESETS && lk == 0 && !rs && st[0] == NONE && st[1] == NONE &&
		pc[0] < P_CAS && pc[1] < P_CAS &&
		wlen < WALMAX && !unw[prim] -> n_reset++;
		/* from the later of the clock, the fence since the start and the durable floor */
		h = max(clk, fe);
#if MUTANT != M_RESET_NO_DURABLE_FLOOR
		h = max(h, df[prim]);
#else
		if
		:: df[prim] > h -> printf("@@ mutant: the reset starts from %d, below the durable floor %d\n", h, df[prim])
		:: else -> skip
		fi;
#endif
		fe = (h > clk -> h : NONE);
		write_file(prim, h);
		wv[wlen] = h; wr[wlen] = 1; wf[wlen] = NONE; SET_RKIND; wlen++;
		dl = wlen; lv = 1;
		dh[prim] = h; tr[prim] = KNOWN; R[prim] = h; fl[prim] = h; marker[prim] = 0;
		/* an unused range: none of its ids was issued */
		hi[0] = NONE; hi[1] = NONE;
#ifdef EXACT
		i = 0;
		do
		:: i < W * NIDS -> issued[i] = 0; i++
		:: else -> break
		od;
#endif
		printf("@@ sfid_reset_horizon() on a new worker range: R = %d (clock %d)\n", h, clk)
	   }
	od
}
