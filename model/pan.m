#define rand	pan_rand
#define pthread_equal(a,b)	((a)==(b))
#if defined(HAS_CODE) && defined(VERBOSE)
	#ifdef BFS_PAR
		bfs_printf("Pr: %d Tr: %d\n", II, t->forw);
	#else
		cpu_printf("Pr: %d Tr: %d\n", II, t->forw);
	#endif
#endif
	switch (t->forw) {
	default: Uerror("bad forward move");
	case 0:	/* if without executable clauses */
		continue;
	case 1: /* generic 'goto' or 'skip' */
		IfNotBlocked
		_m = 3; goto P999;
	case 2: /* generic 'else' */
		IfNotBlocked
		if (trpt->o_pm&1) continue;
		_m = 3; goto P999;

		 /* PROC :init: */
	case 3: // STATE 1 - sfid.pml:406 - [i = 0] (0:0:1 - 1)
		IfNotBlocked
		reached[0][1] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 4: // STATE 2 - sfid.pml:408 - [((i<(1+0)))] (14:0:9 - 1)
		IfNotBlocked
		reached[0][2] = 1;
		if (!((((int)i)<(1+0))))
			continue;
		/* merge: fR[i] = -(1)(14, 3, 14) */
		reached[0][3] = 1;
		(trpt+1)->bup.ovals = grab_ints(9);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)i), 1) ];
		now.fR[ Index(i, 1) ] =  -(1);
#ifdef VAR_RANGES
		logval("fR[i]", now.fR[ Index(((int)i), 1) ]);
#endif
		;
		/* merge: fD[i] = -(1)(14, 4, 14) */
		reached[0][4] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)i), 1) ];
		now.fD[ Index(i, 1) ] =  -(1);
#ifdef VAR_RANGES
		logval("fD[i]", now.fD[ Index(((int)i), 1) ]);
#endif
		;
		/* merge: R[i] = -(1)(14, 5, 14) */
		reached[0][5] = 1;
		(trpt+1)->bup.ovals[2] = now.R[ Index(((int)i), 1) ];
		now.R[ Index(i, 1) ] =  -(1);
#ifdef VAR_RANGES
		logval("R[i]", now.R[ Index(((int)i), 1) ]);
#endif
		;
		/* merge: fl[i] = -(1)(14, 6, 14) */
		reached[0][6] = 1;
		(trpt+1)->bup.ovals[3] = now.fl[ Index(((int)i), 1) ];
		now.fl[ Index(i, 1) ] =  -(1);
#ifdef VAR_RANGES
		logval("fl[i]", now.fl[ Index(((int)i), 1) ]);
#endif
		;
		/* merge: dh[i] = -(1)(14, 7, 14) */
		reached[0][7] = 1;
		(trpt+1)->bup.ovals[4] = now.dh[ Index(((int)i), 1) ];
		now.dh[ Index(i, 1) ] =  -(1);
#ifdef VAR_RANGES
		logval("dh[i]", now.dh[ Index(((int)i), 1) ]);
#endif
		;
		/* merge: att[i] = (i>0)(14, 8, 14) */
		reached[0][8] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.att[ Index(((int)i), 1) ]);
		now.att[ Index(i, 1) ] = (((int)i)>0);
#ifdef VAR_RANGES
		logval("att[i]", ((int)now.att[ Index(((int)i), 1) ]));
#endif
		;
		/* merge: strm[i] = 1(14, 9, 14) */
		reached[0][9] = 1;
		(trpt+1)->bup.ovals[6] = ((int)now.strm[ Index(((int)i), 1) ]);
		now.strm[ Index(i, 1) ] = 1;
#ifdef VAR_RANGES
		logval("strm[i]", ((int)now.strm[ Index(((int)i), 1) ]));
#endif
		;
		/* merge: up[i] = 1(14, 10, 14) */
		reached[0][10] = 1;
		(trpt+1)->bup.ovals[7] = ((int)now.up[ Index(((int)i), 1) ]);
		now.up[ Index(i, 1) ] = 1;
#ifdef VAR_RANGES
		logval("up[i]", ((int)now.up[ Index(((int)i), 1) ]));
#endif
		;
		/* merge: i = (i+1)(14, 11, 14) */
		reached[0][11] = 1;
		(trpt+1)->bup.ovals[8] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 15, 14) */
		reached[0][15] = 1;
		;
		_m = 3; goto P999; /* 10 */
	case 5: // STATE 17 - sfid.pml:412 - [fe = -(1)] (0:1285:6 - 3)
		IfNotBlocked
		reached[0][17] = 1;
		(trpt+1)->bup.ovals = grab_ints(6);
		(trpt+1)->bup.ovals[0] = now.fe;
		now.fe =  -(1);
#ifdef VAR_RANGES
		logval("fe", now.fe);
#endif
		;
		/* merge: st[0] = -(1)(1285, 18, 1285) */
		reached[0][18] = 1;
		(trpt+1)->bup.ovals[1] = now.st[0];
		now.st[0] =  -(1);
#ifdef VAR_RANGES
		logval("st[0]", now.st[0]);
#endif
		;
		/* merge: st[1] = -(1)(1285, 19, 1285) */
		reached[0][19] = 1;
		(trpt+1)->bup.ovals[2] = now.st[1];
		now.st[1] =  -(1);
#ifdef VAR_RANGES
		logval("st[1]", now.st[1]);
#endif
		;
		/* merge: sess[0] = -(1)(1285, 20, 1285) */
		reached[0][20] = 1;
		(trpt+1)->bup.ovals[3] = now.sess[0];
		now.sess[0] =  -(1);
#ifdef VAR_RANGES
		logval("sess[0]", now.sess[0]);
#endif
		;
		/* merge: sess[1] = -(1)(1285, 21, 1285) */
		reached[0][21] = 1;
		(trpt+1)->bup.ovals[4] = now.sess[1];
		now.sess[1] =  -(1);
#ifdef VAR_RANGES
		logval("sess[1]", now.sess[1]);
#endif
		;
		/* merge: prim = 0(1285, 22, 1285) */
		reached[0][22] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.prim);
		now.prim = 0;
#ifdef VAR_RANGES
		logval("prim", ((int)now.prim));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 6: // STATE 24 - sfid.pml:423 - [((up[prim]&&(tr[prim]==0)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][24] = 1;
		if (!((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.tr[ Index(((int)now.prim), 1) ])==0))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 7: // STATE 25 - sfid.pml:423 - [((pc[0]==0))] (40:0:5 - 1)
		IfNotBlocked
		reached[0][25] = 1;
		if (!((((int)now.pc[0])==0)))
			continue;
		/* merge: b = 0(40, 26, 40) */
		reached[0][26] = 1;
		(trpt+1)->bup.ovals = grab_ints(5);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 0;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(40, 30, 40) */
		reached[0][30] = 1;
		;
		/* merge: w = ( ((b==0)) -> (0) : (( (0) -> (0) : (1) )) )(40, 31, 40) */
		reached[0][31] = 1;
		(trpt+1)->bup.ovals[1] = ((int)w);
		w = ( ((((int)b)==0)) ? (0) : (( (0) ? (0) : (1) )) );
#ifdef VAR_RANGES
		logval("w", ((int)w));
#endif
		;
		/* merge: fs = ( ((fl[prim]==-(1))) -> (-(1)) : ((((fl[prim]*2)+2)-1)) )(40, 32, 40) */
		reached[0][32] = 1;
		(trpt+1)->bup.ovals[2] = fs;
		fs = ( ((now.fl[ Index(((int)now.prim), 1) ]== -(1))) ? ( -(1)) : ((((now.fl[ Index(((int)now.prim), 1) ]*2)+2)-1)) );
#ifdef VAR_RANGES
		logval("fs", fs);
#endif
		;
		/* merge: res = ( ((st[w]>fs)) -> (st[w]) : (fs) )(40, 33, 40) */
		reached[0][33] = 1;
		(trpt+1)->bup.ovals[3] = res;
		res = ( ((now.st[ Index(((int)w), 2) ]>fs)) ? (now.st[ Index(((int)w), 2) ]) : (fs) );
#ifdef VAR_RANGES
		logval("res", res);
#endif
		;
		/* merge: ok = 1(40, 34, 40) */
		reached[0][34] = 1;
		(trpt+1)->bup.ovals[4] = ((int)ok);
		ok = 1;
#ifdef VAR_RANGES
		logval("ok", ((int)ok));
#endif
		;
		_m = 3; goto P999; /* 6 */
	case 8: // STATE 27 - sfid.pml:423 - [((pc[1]==0))] (40:0:5 - 1)
		IfNotBlocked
		reached[0][27] = 1;
		if (!((((int)now.pc[1])==0)))
			continue;
		/* merge: b = 1(40, 28, 40) */
		reached[0][28] = 1;
		(trpt+1)->bup.ovals = grab_ints(5);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 1;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(40, 30, 40) */
		reached[0][30] = 1;
		;
		/* merge: w = ( ((b==0)) -> (0) : (( (0) -> (0) : (1) )) )(40, 31, 40) */
		reached[0][31] = 1;
		(trpt+1)->bup.ovals[1] = ((int)w);
		w = ( ((((int)b)==0)) ? (0) : (( (0) ? (0) : (1) )) );
#ifdef VAR_RANGES
		logval("w", ((int)w));
#endif
		;
		/* merge: fs = ( ((fl[prim]==-(1))) -> (-(1)) : ((((fl[prim]*2)+2)-1)) )(40, 32, 40) */
		reached[0][32] = 1;
		(trpt+1)->bup.ovals[2] = fs;
		fs = ( ((now.fl[ Index(((int)now.prim), 1) ]== -(1))) ? ( -(1)) : ((((now.fl[ Index(((int)now.prim), 1) ]*2)+2)-1)) );
#ifdef VAR_RANGES
		logval("fs", fs);
#endif
		;
		/* merge: res = ( ((st[w]>fs)) -> (st[w]) : (fs) )(40, 33, 40) */
		reached[0][33] = 1;
		(trpt+1)->bup.ovals[3] = res;
		res = ( ((now.st[ Index(((int)w), 2) ]>fs)) ? (now.st[ Index(((int)w), 2) ]) : (fs) );
#ifdef VAR_RANGES
		logval("res", res);
#endif
		;
		/* merge: ok = 1(40, 34, 40) */
		reached[0][34] = 1;
		(trpt+1)->bup.ovals[4] = ((int)ok);
		ok = 1;
#ifdef VAR_RANGES
		logval("ok", ((int)ok));
#endif
		;
		_m = 3; goto P999; /* 6 */
	case 9: // STATE 31 - sfid.pml:424 - [w = ( ((b==0)) -> (0) : (( (0) -> (0) : (1) )) )] (0:40:4 - 3)
		IfNotBlocked
		reached[0][31] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = ((int)w);
		w = ( ((((int)b)==0)) ? (0) : (( (0) ? (0) : (1) )) );
#ifdef VAR_RANGES
		logval("w", ((int)w));
#endif
		;
		/* merge: fs = ( ((fl[prim]==-(1))) -> (-(1)) : ((((fl[prim]*2)+2)-1)) )(40, 32, 40) */
		reached[0][32] = 1;
		(trpt+1)->bup.ovals[1] = fs;
		fs = ( ((now.fl[ Index(((int)now.prim), 1) ]== -(1))) ? ( -(1)) : ((((now.fl[ Index(((int)now.prim), 1) ]*2)+2)-1)) );
#ifdef VAR_RANGES
		logval("fs", fs);
#endif
		;
		/* merge: res = ( ((st[w]>fs)) -> (st[w]) : (fs) )(40, 33, 40) */
		reached[0][33] = 1;
		(trpt+1)->bup.ovals[2] = res;
		res = ( ((now.st[ Index(((int)w), 2) ]>fs)) ? (now.st[ Index(((int)w), 2) ]) : (fs) );
#ifdef VAR_RANGES
		logval("res", res);
#endif
		;
		/* merge: ok = 1(40, 34, 40) */
		reached[0][34] = 1;
		(trpt+1)->bup.ovals[3] = ((int)ok);
		ok = 1;
#ifdef VAR_RANGES
		logval("ok", ((int)ok));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 10: // STATE 35 - sfid.pml:434 - [(((res==-(1))||(clk>(res/2))))] (47:0:1 - 1)
		IfNotBlocked
		reached[0][35] = 1;
		if (!(((res== -(1))||(now.clk>(res/2)))))
			continue;
		/* merge: nx = (clk*2)(0, 36, 47) */
		reached[0][36] = 1;
		(trpt+1)->bup.oval = nx;
		nx = (now.clk*2);
#ifdef VAR_RANGES
		logval("nx", nx);
#endif
		;
		/* merge: .(goto)(0, 41, 47) */
		reached[0][41] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 11: // STATE 38 - sfid.pml:435 - [nx = (res+1)] (0:47:2 - 1)
		IfNotBlocked
		reached[0][38] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = nx;
		nx = (res+1);
#ifdef VAR_RANGES
		logval("nx", nx);
#endif
		;
		/* merge: ok = (((res%2)<(2-1))&&((clk==(res/2))||0))(47, 39, 47) */
		reached[0][39] = 1;
		(trpt+1)->bup.ovals[1] = ((int)ok);
		ok = (((res%2)<(2-1))&&((now.clk==(res/2))||0));
#ifdef VAR_RANGES
		logval("ok", ((int)ok));
#endif
		;
		/* merge: .(goto)(0, 41, 47) */
		reached[0][41] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 12: // STATE 42 - sfid.pml:440 - [((ok&&((nx/2)>R[prim])))] (59:0:2 - 1)
		IfNotBlocked
		reached[0][42] = 1;
		if (!((((int)ok)&&((nx/2)>now.R[ Index(((int)now.prim), 1) ]))))
			continue;
		/* merge: ok = (((R[prim]!=-(1))&&(clk>R[prim]))&&(((res==-(1))||((res/2)<R[prim]))||(((res/2)==R[prim])&&((res%2)<(2-1)))))(59, 43, 59) */
		reached[0][43] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)ok);
		ok = (((now.R[ Index(((int)now.prim), 1) ]!= -(1))&&(now.clk>now.R[ Index(((int)now.prim), 1) ]))&&(((res== -(1))||((res/2)<now.R[ Index(((int)now.prim), 1) ]))||(((res/2)==now.R[ Index(((int)now.prim), 1) ])&&((res%2)<(2-1)))));
#ifdef VAR_RANGES
		logval("ok", ((int)ok));
#endif
		;
		/* merge: nx = ( (((res+1)>(R[prim]*2))) -> ((res+1)) : ((R[prim]*2)) )(59, 44, 59) */
		reached[0][44] = 1;
		(trpt+1)->bup.ovals[1] = nx;
		nx = ( (((res+1)>(now.R[ Index(((int)now.prim), 1) ]*2))) ? ((res+1)) : ((now.R[ Index(((int)now.prim), 1) ]*2)) );
#ifdef VAR_RANGES
		logval("nx", nx);
#endif
		;
		/* merge: .(goto)(0, 48, 59) */
		reached[0][48] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 13: // STATE 49 - sfid.pml:448 - [(ok)] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][49] = 1;
		if (!(((int)ok)))
			continue;
		/* merge: printf('@@ backend %d issues (worker %d, ms %d, seq %d)\\n',b,w,(nx/2),(nx%2))(1285, 50, 1285) */
		reached[0][50] = 1;
		Printf("@@ backend %d issues (worker %d, ms %d, seq %d)\n", ((int)b), ((int)w), (nx/2), (nx%2));
		/* merge: assert(!(issued[((w*(((3+1)+1)*2))+nx)]))(1285, 51, 1285) */
		reached[0][51] = 1;
		spin_assert( !(((int)now.issued[ Index(((((int)w)*(((3+1)+1)*2))+nx), 20) ])), " !(issued[((w*(((3+1)+1)*2))+nx)])", II, tt, t);
		/* merge: assert(((sess[b]==-(1))||(nx>sess[b])))(1285, 52, 1285) */
		reached[0][52] = 1;
		spin_assert(((now.sess[ Index(((int)b), 2) ]== -(1))||(nx>now.sess[ Index(((int)b), 2) ])), "((sess[b]== -(1))||(nx>sess[b]))", II, tt, t);
		/* merge: assert(((nx/2)>keymax))(1285, 53, 1285) */
		reached[0][53] = 1;
		spin_assert(((nx/2)>now.keymax), "((nx/2)>keymax)", II, tt, t);
		/* merge: issued[((w*(((3+1)+1)*2))+nx)] = 1(1285, 54, 1285) */
		reached[0][54] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.issued[ Index(((((int)w)*(((3+1)+1)*2))+nx), 20) ]);
		now.issued[ Index(((w*(((3+1)+1)*2))+nx), 20) ] = 1;
#ifdef VAR_RANGES
		logval("issued[((w*(((3+1)+1)*2))+nx)]", ((int)now.issued[ Index(((((int)w)*(((3+1)+1)*2))+nx), 20) ]));
#endif
		;
		/* merge: sess[b] = nx(1285, 55, 1285) */
		reached[0][55] = 1;
		(trpt+1)->bup.ovals[1] = now.sess[ Index(((int)b), 2) ];
		now.sess[ Index(b, 2) ] = nx;
#ifdef VAR_RANGES
		logval("sess[b]", now.sess[ Index(((int)b), 2) ]);
#endif
		;
		/* merge: st[w] = nx(1285, 56, 1285) */
		reached[0][56] = 1;
		(trpt+1)->bup.ovals[2] = now.st[ Index(((int)w), 2) ];
		now.st[ Index(w, 2) ] = nx;
#ifdef VAR_RANGES
		logval("st[w]", now.st[ Index(((int)w), 2) ]);
#endif
		;
		/* merge: .(goto)(1285, 60, 1285) */
		reached[0][60] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 9 */
	case 14: // STATE 60 - sfid.pml:459 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][60] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 15: // STATE 58 - sfid.pml:457 - [(1)] (1285:0:0 - 1)
		IfNotBlocked
		reached[0][58] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1285, 60, 1285) */
		reached[0][60] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 16: // STATE 62 - sfid.pml:463 - [((up[prim]&&(lk==0)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][62] = 1;
		if (!((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.lk)==0))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 17: // STATE 63 - sfid.pml:463 - [(((pc[0]==0)&&(((R[prim]==-(1))||(clk>R[prim]))||(fl[prim]>=R[prim]))))] (94:0:1 - 1)
		IfNotBlocked
		reached[0][63] = 1;
		if (!(((((int)now.pc[0])==0)&&(((now.R[ Index(((int)now.prim), 1) ]== -(1))||(now.clk>now.R[ Index(((int)now.prim), 1) ]))||(now.fl[ Index(((int)now.prim), 1) ]>=now.R[ Index(((int)now.prim), 1) ])))))
			continue;
		/* merge: b = 0(0, 64, 94) */
		reached[0][64] = 1;
		(trpt+1)->bup.oval = ((int)b);
		b = 0;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(0, 68, 94) */
		reached[0][68] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 18: // STATE 65 - sfid.pml:463 - [(((pc[1]==0)&&(((R[prim]==-(1))||(clk>R[prim]))||(fl[prim]>=R[prim]))))] (94:0:1 - 1)
		IfNotBlocked
		reached[0][65] = 1;
		if (!(((((int)now.pc[1])==0)&&(((now.R[ Index(((int)now.prim), 1) ]== -(1))||(now.clk>now.R[ Index(((int)now.prim), 1) ]))||(now.fl[ Index(((int)now.prim), 1) ]>=now.R[ Index(((int)now.prim), 1) ])))))
			continue;
		/* merge: b = 1(0, 66, 94) */
		reached[0][66] = 1;
		(trpt+1)->bup.oval = ((int)b);
		b = 1;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(0, 68, 94) */
		reached[0][68] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 19: // STATE 69 - sfid.pml:465 - [((tr[prim]!=0))] (1285:0:0 - 1)
		IfNotBlocked
		reached[0][69] = 1;
		if (!((((int)now.tr[ Index(((int)now.prim), 1) ])!=0)))
			continue;
		/* merge: printf('@@ backend %d refused: R not known (XX001 or SF003)\\n',b)(1285, 70, 1285) */
		reached[0][70] = 1;
		Printf("@@ backend %d refused: R not known (XX001 or SF003)\n", ((int)b));
		/* merge: .(goto)(1285, 95, 1285) */
		reached[0][95] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 20: // STATE 95 - sfid.pml:474 - [.(goto)] (0:1285:0 - 4)
		IfNotBlocked
		reached[0][95] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 21: // STATE 71 - sfid.pml:466 - [(((tr[prim]==0)&&jump))] (1285:0:0 - 1)
		IfNotBlocked
		reached[0][71] = 1;
		if (!(((((int)now.tr[ Index(((int)now.prim), 1) ])==0)&&((int)now.jump))))
			continue;
		/* merge: printf('@@ backend %d refused: the clock jumped forward (SF002)\\n',b)(1285, 72, 1285) */
		reached[0][72] = 1;
		Printf("@@ backend %d refused: the clock jumped forward (SF002)\n", ((int)b));
		/* merge: .(goto)(1285, 95, 1285) */
		reached[0][95] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 22: // STATE 73 - sfid.pml:467 - [((((tr[prim]==0)&&!(jump))&&(dh[prim]<clk)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][73] = 1;
		if (!((((((int)now.tr[ Index(((int)now.prim), 1) ])==0)&& !(((int)now.jump)))&&(now.dh[ Index(((int)now.prim), 1) ]<now.clk))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 23: // STATE 74 - sfid.pml:368 - [fen[b] = 0] (0:1285:4 - 1)
		IfNotBlocked
		reached[0][74] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = ((int)now.fen[ Index(((int)b), 2) ]);
		now.fen[ Index(b, 2) ] = 0;
#ifdef VAR_RANGES
		logval("fen[b]", ((int)now.fen[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: lk = (b+1)(1285, 75, 1285) */
		reached[0][75] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lk);
		now.lk = (((int)b)+1);
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: val[b] = ( ((dh[prim]>( (((clk+1)<(3+1))) -> ((clk+1)) : ((3+1)) ))) -> (dh[prim]) : (( (((clk+1)<(3+1))) -> ((clk+1)) : ((3+1)) )) )(1285, 76, 1285) */
		reached[0][76] = 1;
		(trpt+1)->bup.ovals[2] = now.val[ Index(((int)b), 2) ];
		now.val[ Index(b, 2) ] = ( ((now.dh[ Index(((int)now.prim), 1) ]>( (((now.clk+1)<(3+1))) ? ((now.clk+1)) : ((3+1)) ))) ? (now.dh[ Index(((int)now.prim), 1) ]) : (( (((now.clk+1)<(3+1))) ? ((now.clk+1)) : ((3+1)) )) );
#ifdef VAR_RANGES
		logval("val[b]", now.val[ Index(((int)b), 2) ]);
#endif
		;
		/* merge: pc[b] = 1(1285, 77, 1285) */
		reached[0][77] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 1;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: printf('@@ backend %d reserves R' = %d (clock %d)\\n',b,val[b],clk)(1285, 79, 1285) */
		reached[0][79] = 1;
		Printf("@@ backend %d reserves R' = %d (clock %d)\n", ((int)b), now.val[ Index(((int)b), 2) ], now.clk);
		/* merge: .(goto)(1285, 95, 1285) */
		reached[0][95] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 24: // STATE 80 - sfid.pml:470 - [((((tr[prim]==0)&&!(jump))&&(dh[prim]>=clk)))] (93:0:2 - 1)
		IfNotBlocked
		reached[0][80] = 1;
		if (!((((((int)now.tr[ Index(((int)now.prim), 1) ])==0)&& !(((int)now.jump)))&&(now.dh[ Index(((int)now.prim), 1) ]>=now.clk))))
			continue;
		/* merge: fen[b] = 0(93, 81, 93) */
		reached[0][81] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.fen[ Index(((int)b), 2) ]);
		now.fen[ Index(b, 2) ] = 0;
#ifdef VAR_RANGES
		logval("fen[b]", ((int)now.fen[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: lk = (b+1)(93, 82, 93) */
		reached[0][82] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lk);
		now.lk = (((int)b)+1);
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 25: // STATE 83 - sfid.pml:384 - [val[b] = dh[prim]] (0:0:1 - 1)
		IfNotBlocked
		reached[0][83] = 1;
		(trpt+1)->bup.oval = now.val[ Index(((int)b), 2) ];
		now.val[ Index(b, 2) ] = now.dh[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("val[b]", now.val[ Index(((int)b), 2) ]);
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 26: // STATE 84 - sfid.pml:387 - [(!(lv))] (1285:0:1 - 1)
		IfNotBlocked
		reached[0][84] = 1;
		if (!( !(((int)now.lv))))
			continue;
		/* merge: pc[b] = 4(1285, 85, 1285) */
		reached[0][85] = 1;
		(trpt+1)->bup.oval = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 4;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: printf('@@ R %d is durable in the file only: WAL-log it\\n',val[b])(1285, 86, 1285) */
		reached[0][86] = 1;
		Printf("@@ R %d is durable in the file only: WAL-log it\n", now.val[ Index(((int)b), 2) ]);
		/* merge: .(goto)(1285, 92, 1285) */
		reached[0][92] = 1;
		;
		/* merge: .(goto)(1285, 95, 1285) */
		reached[0][95] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 27: // STATE 92 - sfid.pml:394 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][92] = 1;
		;
		/* merge: .(goto)(1285, 95, 1285) */
		reached[0][95] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 28: // STATE 88 - sfid.pml:389 - [lk = 0] (0:1285:3 - 1)
		IfNotBlocked
		reached[0][88] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: lsn[b] = dl(1285, 89, 1285) */
		reached[0][89] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lsn[ Index(((int)b), 2) ]);
		now.lsn[ Index(b, 2) ] = ((int)now.dl);
#ifdef VAR_RANGES
		logval("lsn[b]", ((int)now.lsn[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: pc[b] = 5(1285, 90, 1285) */
		reached[0][90] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 5;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: .(goto)(1285, 92, 1285) */
		reached[0][92] = 1;
		;
		/* merge: .(goto)(1285, 95, 1285) */
		reached[0][95] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 29: // STATE 97 - sfid.pml:479 - [(((((((up[prim]&&(lk==0))&&(tr[prim]==0))&&!(jump))&&(dh[prim]<(clk+1)))&&(dh[prim]<(3+1)))&&(pc[1]==0)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][97] = 1;
		if (!(((((((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.lk)==0))&&(((int)now.tr[ Index(((int)now.prim), 1) ])==0))&& !(((int)now.jump)))&&(now.dh[ Index(((int)now.prim), 1) ]<(now.clk+1)))&&(now.dh[ Index(((int)now.prim), 1) ]<(3+1)))&&(((int)now.pc[1])==0))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 30: // STATE 98 - sfid.pml:368 - [fen[1] = 0] (0:1285:4 - 1)
		IfNotBlocked
		reached[0][98] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = ((int)now.fen[1]);
		now.fen[1] = 0;
#ifdef VAR_RANGES
		logval("fen[1]", ((int)now.fen[1]));
#endif
		;
		/* merge: lk = (1+1)(1285, 99, 1285) */
		reached[0][99] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lk);
		now.lk = (1+1);
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: val[1] = ( ((dh[prim]>( (((clk+1)<(3+1))) -> ((clk+1)) : ((3+1)) ))) -> (dh[prim]) : (( (((clk+1)<(3+1))) -> ((clk+1)) : ((3+1)) )) )(1285, 100, 1285) */
		reached[0][100] = 1;
		(trpt+1)->bup.ovals[2] = now.val[1];
		now.val[1] = ( ((now.dh[ Index(((int)now.prim), 1) ]>( (((now.clk+1)<(3+1))) ? ((now.clk+1)) : ((3+1)) ))) ? (now.dh[ Index(((int)now.prim), 1) ]) : (( (((now.clk+1)<(3+1))) ? ((now.clk+1)) : ((3+1)) )) );
#ifdef VAR_RANGES
		logval("val[1]", now.val[1]);
#endif
		;
		/* merge: pc[1] = 1(1285, 101, 1285) */
		reached[0][101] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.pc[1]);
		now.pc[1] = 1;
#ifdef VAR_RANGES
		logval("pc[1]", ((int)now.pc[1]));
#endif
		;
		/* merge: printf('@@ the reserver reserves R' = %d (clock %d)\\n',val[1],clk)(1285, 103, 1285) */
		reached[0][103] = 1;
		Printf("@@ the reserver reserves R' = %d (clock %d)\n", now.val[1], now.clk);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 31: // STATE 105 - sfid.pml:487 - [(((((((up[prim]&&(lk==0))&&(n_fence<0))&&(tr[prim]==0))&&(clk>0))&&((clk-1)>keymax))&&(pc[0]==0)))] (126:0:4 - 1)
		IfNotBlocked
		reached[0][105] = 1;
		if (!(((((((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.lk)==0))&&(((int)now.n_fence)<0))&&(((int)now.tr[ Index(((int)now.prim), 1) ])==0))&&(now.clk>0))&&((now.clk-1)>now.keymax))&&(((int)now.pc[0])==0))))
			continue;
		/* merge: n_fence = (n_fence+1)(126, 106, 126) */
		reached[0][106] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = ((int)now.n_fence);
		now.n_fence = (((int)now.n_fence)+1);
#ifdef VAR_RANGES
		logval("n_fence", ((int)now.n_fence));
#endif
		;
		/* merge: fkey = (clk-1)(126, 107, 126) */
		reached[0][107] = 1;
		(trpt+1)->bup.ovals[1] = now.fkey;
		now.fkey = (now.clk-1);
#ifdef VAR_RANGES
		logval("fkey", now.fkey);
#endif
		;
		/* merge: fen[0] = 1(126, 108, 126) */
		reached[0][108] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.fen[0]);
		now.fen[0] = 1;
#ifdef VAR_RANGES
		logval("fen[0]", ((int)now.fen[0]));
#endif
		;
		/* merge: lk = 1(126, 109, 126) */
		reached[0][109] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.lk);
		now.lk = 1;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: printf('@@ snowflake_convert(): keys up to ms %d; the fence\\n',fkey)(126, 110, 126) */
		reached[0][110] = 1;
		Printf("@@ snowflake_convert(): keys up to ms %d; the fence\n", now.fkey);
		_m = 3; goto P999; /* 5 */
	case 32: // STATE 111 - sfid.pml:497 - [((dh[prim]<fkey))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][111] = 1;
		if (!((now.dh[ Index(((int)now.prim), 1) ]<now.fkey)))
			continue;
		/* merge: val[0] = fkey(1285, 112, 1285) */
		reached[0][112] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.val[0];
		now.val[0] = now.fkey;
#ifdef VAR_RANGES
		logval("val[0]", now.val[0]);
#endif
		;
		/* merge: pc[0] = 1(1285, 113, 1285) */
		reached[0][113] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.pc[0]);
		now.pc[0] = 1;
#ifdef VAR_RANGES
		logval("pc[0]", ((int)now.pc[0]));
#endif
		;
		/* merge: .(goto)(1285, 127, 1285) */
		reached[0][127] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 33: // STATE 127 - sfid.pml:501 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][127] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 34: // STATE 115 - sfid.pml:384 - [val[0] = dh[prim]] (0:0:1 - 1)
		IfNotBlocked
		reached[0][115] = 1;
		(trpt+1)->bup.oval = now.val[0];
		now.val[0] = now.dh[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("val[0]", now.val[0]);
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 35: // STATE 116 - sfid.pml:387 - [(!(lv))] (1285:0:1 - 1)
		IfNotBlocked
		reached[0][116] = 1;
		if (!( !(((int)now.lv))))
			continue;
		/* merge: pc[0] = 4(1285, 117, 1285) */
		reached[0][117] = 1;
		(trpt+1)->bup.oval = ((int)now.pc[0]);
		now.pc[0] = 4;
#ifdef VAR_RANGES
		logval("pc[0]", ((int)now.pc[0]));
#endif
		;
		/* merge: printf('@@ R %d is durable in the file only: WAL-log it\\n',val[0])(1285, 118, 1285) */
		reached[0][118] = 1;
		Printf("@@ R %d is durable in the file only: WAL-log it\n", now.val[0]);
		/* merge: .(goto)(1285, 124, 1285) */
		reached[0][124] = 1;
		;
		/* merge: .(goto)(1285, 127, 1285) */
		reached[0][127] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 36: // STATE 124 - sfid.pml:394 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][124] = 1;
		;
		/* merge: .(goto)(1285, 127, 1285) */
		reached[0][127] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 37: // STATE 120 - sfid.pml:389 - [lk = 0] (0:1285:3 - 1)
		IfNotBlocked
		reached[0][120] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: lsn[0] = dl(1285, 121, 1285) */
		reached[0][121] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lsn[0]);
		now.lsn[0] = ((int)now.dl);
#ifdef VAR_RANGES
		logval("lsn[0]", ((int)now.lsn[0]));
#endif
		;
		/* merge: pc[0] = 6(1285, 122, 1285) */
		reached[0][122] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.pc[0]);
		now.pc[0] = 6;
#ifdef VAR_RANGES
		logval("pc[0]", ((int)now.pc[0]));
#endif
		;
		/* merge: .(goto)(1285, 124, 1285) */
		reached[0][124] = 1;
		;
		/* merge: .(goto)(1285, 127, 1285) */
		reached[0][127] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 38: // STATE 129 - sfid.pml:505 - [(up[prim])] (0:0:0 - 1)
		IfNotBlocked
		reached[0][129] = 1;
		if (!(((int)now.up[ Index(((int)now.prim), 1) ])))
			continue;
		_m = 3; goto P999; /* 0 */
	case 39: // STATE 130 - sfid.pml:505 - [((pc[0]==1))] (143:0:1 - 1)
		IfNotBlocked
		reached[0][130] = 1;
		if (!((((int)now.pc[0])==1)))
			continue;
		/* merge: b = 0(0, 131, 143) */
		reached[0][131] = 1;
		(trpt+1)->bup.oval = ((int)b);
		b = 0;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(0, 135, 143) */
		reached[0][135] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 40: // STATE 132 - sfid.pml:505 - [((pc[1]==1))] (143:0:1 - 1)
		IfNotBlocked
		reached[0][132] = 1;
		if (!((((int)now.pc[1])==1)))
			continue;
		/* merge: b = 1(0, 133, 143) */
		reached[0][133] = 1;
		(trpt+1)->bup.oval = ((int)b);
		b = 1;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(0, 135, 143) */
		reached[0][135] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 41: // STATE 136 - sfid.pml:507 - [(unw[prim])] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][136] = 1;
		if (!(((int)now.unw[ Index(((int)now.prim), 1) ])))
			continue;
		/* merge: lk = 0(1285, 137, 1285) */
		reached[0][137] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: pc[b] = 0(1285, 138, 1285) */
		reached[0][138] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 0;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: fkey = ( (fen[b]) -> (-(1)) : (fkey) )(1285, 139, 1285) */
		reached[0][139] = 1;
		(trpt+1)->bup.ovals[2] = now.fkey;
		now.fkey = ( (((int)now.fen[ Index(((int)b), 2) ])) ? ( -(1)) : (now.fkey) );
#ifdef VAR_RANGES
		logval("fkey", now.fkey);
#endif
		;
		/* merge: printf('@@ backend %d: the file cannot be written (58030)\\n',b)(1285, 140, 1285) */
		reached[0][140] = 1;
		Printf("@@ backend %d: the file cannot be written (58030)\n", ((int)b));
		/* merge: .(goto)(1285, 144, 1285) */
		reached[0][144] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 42: // STATE 144 - sfid.pml:511 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][144] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 43: // STATE 142 - sfid.pml:509 - [pc[b] = 2] (0:1285:1 - 1)
		IfNotBlocked
		reached[0][142] = 1;
		(trpt+1)->bup.oval = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 2;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: .(goto)(1285, 144, 1285) */
		reached[0][144] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 44: // STATE 146 - sfid.pml:514 - [(up[prim])] (0:0:0 - 1)
		IfNotBlocked
		reached[0][146] = 1;
		if (!(((int)now.up[ Index(((int)now.prim), 1) ])))
			continue;
		_m = 3; goto P999; /* 0 */
	case 45: // STATE 147 - sfid.pml:514 - [((pc[0]==2))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][147] = 1;
		if (!((((int)now.pc[0])==2)))
			continue;
		/* merge: b = 0(1285, 148, 1285) */
		reached[0][148] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 0;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(1285, 152, 1285) */
		reached[0][152] = 1;
		;
		/* merge: fR[prim] = val[b](1285, 153, 1285) */
		reached[0][153] = 1;
		(trpt+1)->bup.ovals[1] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = now.val[ Index(((int)b), 2) ];
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: pc[b] = 3(1285, 154, 1285) */
		reached[0][154] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 3;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: printf('@@ file renamed: R %d\\n',val[b])(1285, 155, 1285) */
		reached[0][155] = 1;
		Printf("@@ file renamed: R %d\n", now.val[ Index(((int)b), 2) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 46: // STATE 149 - sfid.pml:514 - [((pc[1]==2))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][149] = 1;
		if (!((((int)now.pc[1])==2)))
			continue;
		/* merge: b = 1(1285, 150, 1285) */
		reached[0][150] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 1;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(1285, 152, 1285) */
		reached[0][152] = 1;
		;
		/* merge: fR[prim] = val[b](1285, 153, 1285) */
		reached[0][153] = 1;
		(trpt+1)->bup.ovals[1] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = now.val[ Index(((int)b), 2) ];
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: pc[b] = 3(1285, 154, 1285) */
		reached[0][154] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 3;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: printf('@@ file renamed: R %d\\n',val[b])(1285, 155, 1285) */
		reached[0][155] = 1;
		Printf("@@ file renamed: R %d\n", now.val[ Index(((int)b), 2) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 47: // STATE 153 - sfid.pml:515 - [fR[prim] = val[b]] (0:1285:2 - 3)
		IfNotBlocked
		reached[0][153] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = now.val[ Index(((int)b), 2) ];
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: pc[b] = 3(1285, 154, 1285) */
		reached[0][154] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 3;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: printf('@@ file renamed: R %d\\n',val[b])(1285, 155, 1285) */
		reached[0][155] = 1;
		Printf("@@ file renamed: R %d\n", now.val[ Index(((int)b), 2) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 48: // STATE 157 - sfid.pml:521 - [(up[prim])] (0:0:0 - 1)
		IfNotBlocked
		reached[0][157] = 1;
		if (!(((int)now.up[ Index(((int)now.prim), 1) ])))
			continue;
		_m = 3; goto P999; /* 0 */
	case 49: // STATE 158 - sfid.pml:521 - [((pc[0]==3))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][158] = 1;
		if (!((((int)now.pc[0])==3)))
			continue;
		/* merge: b = 0(1285, 159, 1285) */
		reached[0][159] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 0;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(1285, 163, 1285) */
		reached[0][163] = 1;
		;
		/* merge: fD[prim] = fR[prim](1285, 164, 1285) */
		reached[0][164] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: pc[b] = 4(1285, 165, 1285) */
		reached[0][165] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 4;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 50: // STATE 160 - sfid.pml:521 - [((pc[1]==3))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][160] = 1;
		if (!((((int)now.pc[1])==3)))
			continue;
		/* merge: b = 1(1285, 161, 1285) */
		reached[0][161] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 1;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(1285, 163, 1285) */
		reached[0][163] = 1;
		;
		/* merge: fD[prim] = fR[prim](1285, 164, 1285) */
		reached[0][164] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: pc[b] = 4(1285, 165, 1285) */
		reached[0][165] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 4;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 51: // STATE 164 - sfid.pml:523 - [fD[prim] = fR[prim]] (0:1285:2 - 3)
		IfNotBlocked
		reached[0][164] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: pc[b] = 4(1285, 165, 1285) */
		reached[0][165] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 4;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 52: // STATE 167 - sfid.pml:529 - [((up[prim]&&(wlen<4)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][167] = 1;
		if (!((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.wlen)<4))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 53: // STATE 168 - sfid.pml:529 - [((pc[0]==4))] (185:0:7 - 1)
		IfNotBlocked
		reached[0][168] = 1;
		if (!((((int)now.pc[0])==4)))
			continue;
		/* merge: b = 0(185, 169, 185) */
		reached[0][169] = 1;
		(trpt+1)->bup.ovals = grab_ints(7);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 0;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(185, 173, 185) */
		reached[0][173] = 1;
		;
		/* merge: wv[wlen] = val[b](185, 174, 185) */
		reached[0][174] = 1;
		(trpt+1)->bup.ovals[1] = now.wv[ Index(((int)now.wlen), 4) ];
		now.wv[ Index(now.wlen, 4) ] = now.val[ Index(((int)b), 2) ];
#ifdef VAR_RANGES
		logval("wv[wlen]", now.wv[ Index(((int)now.wlen), 4) ]);
#endif
		;
		/* merge: wr[wlen] = 0(185, 175, 185) */
		reached[0][175] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.wr[ Index(((int)now.wlen), 4) ]);
		now.wr[ Index(now.wlen, 4) ] = 0;
#ifdef VAR_RANGES
		logval("wr[wlen]", ((int)now.wr[ Index(((int)now.wlen), 4) ]));
#endif
		;
		/* merge: wlen = (wlen+1)(185, 176, 185) */
		reached[0][176] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.wlen);
		now.wlen = (((int)now.wlen)+1);
#ifdef VAR_RANGES
		logval("wlen", ((int)now.wlen));
#endif
		;
		/* merge: dl = wlen(185, 177, 185) */
		reached[0][177] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.dl);
		now.dl = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("dl", ((int)now.dl));
#endif
		;
		/* merge: lv = 1(185, 178, 185) */
		reached[0][178] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.lv);
		now.lv = 1;
#ifdef VAR_RANGES
		logval("lv", ((int)now.lv));
#endif
		;
		/* merge: printf('@@ WAL record R %d flushed\\n',val[b])(185, 179, 185) */
		reached[0][179] = 1;
		Printf("@@ WAL record R %d flushed\n", now.val[ Index(((int)b), 2) ]);
		/* merge: dh[prim] = ( ((dh[prim]>val[b])) -> (dh[prim]) : (val[b]) )(185, 180, 185) */
		reached[0][180] = 1;
		(trpt+1)->bup.ovals[6] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = ( ((now.dh[ Index(((int)now.prim), 1) ]>now.val[ Index(((int)b), 2) ])) ? (now.dh[ Index(((int)now.prim), 1) ]) : (now.val[ Index(((int)b), 2) ]) );
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		_m = 3; goto P999; /* 9 */
	case 54: // STATE 170 - sfid.pml:529 - [((pc[1]==4))] (185:0:7 - 1)
		IfNotBlocked
		reached[0][170] = 1;
		if (!((((int)now.pc[1])==4)))
			continue;
		/* merge: b = 1(185, 171, 185) */
		reached[0][171] = 1;
		(trpt+1)->bup.ovals = grab_ints(7);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 1;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(185, 173, 185) */
		reached[0][173] = 1;
		;
		/* merge: wv[wlen] = val[b](185, 174, 185) */
		reached[0][174] = 1;
		(trpt+1)->bup.ovals[1] = now.wv[ Index(((int)now.wlen), 4) ];
		now.wv[ Index(now.wlen, 4) ] = now.val[ Index(((int)b), 2) ];
#ifdef VAR_RANGES
		logval("wv[wlen]", now.wv[ Index(((int)now.wlen), 4) ]);
#endif
		;
		/* merge: wr[wlen] = 0(185, 175, 185) */
		reached[0][175] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.wr[ Index(((int)now.wlen), 4) ]);
		now.wr[ Index(now.wlen, 4) ] = 0;
#ifdef VAR_RANGES
		logval("wr[wlen]", ((int)now.wr[ Index(((int)now.wlen), 4) ]));
#endif
		;
		/* merge: wlen = (wlen+1)(185, 176, 185) */
		reached[0][176] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.wlen);
		now.wlen = (((int)now.wlen)+1);
#ifdef VAR_RANGES
		logval("wlen", ((int)now.wlen));
#endif
		;
		/* merge: dl = wlen(185, 177, 185) */
		reached[0][177] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.dl);
		now.dl = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("dl", ((int)now.dl));
#endif
		;
		/* merge: lv = 1(185, 178, 185) */
		reached[0][178] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.lv);
		now.lv = 1;
#ifdef VAR_RANGES
		logval("lv", ((int)now.lv));
#endif
		;
		/* merge: printf('@@ WAL record R %d flushed\\n',val[b])(185, 179, 185) */
		reached[0][179] = 1;
		Printf("@@ WAL record R %d flushed\n", now.val[ Index(((int)b), 2) ]);
		/* merge: dh[prim] = ( ((dh[prim]>val[b])) -> (dh[prim]) : (val[b]) )(185, 180, 185) */
		reached[0][180] = 1;
		(trpt+1)->bup.ovals[6] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = ( ((now.dh[ Index(((int)now.prim), 1) ]>now.val[ Index(((int)b), 2) ])) ? (now.dh[ Index(((int)now.prim), 1) ]) : (now.val[ Index(((int)b), 2) ]) );
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		_m = 3; goto P999; /* 9 */
	case 55: // STATE 174 - sfid.pml:531 - [wv[wlen] = val[b]] (0:185:6 - 3)
		IfNotBlocked
		reached[0][174] = 1;
		(trpt+1)->bup.ovals = grab_ints(6);
		(trpt+1)->bup.ovals[0] = now.wv[ Index(((int)now.wlen), 4) ];
		now.wv[ Index(now.wlen, 4) ] = now.val[ Index(((int)b), 2) ];
#ifdef VAR_RANGES
		logval("wv[wlen]", now.wv[ Index(((int)now.wlen), 4) ]);
#endif
		;
		/* merge: wr[wlen] = 0(185, 175, 185) */
		reached[0][175] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.wr[ Index(((int)now.wlen), 4) ]);
		now.wr[ Index(now.wlen, 4) ] = 0;
#ifdef VAR_RANGES
		logval("wr[wlen]", ((int)now.wr[ Index(((int)now.wlen), 4) ]));
#endif
		;
		/* merge: wlen = (wlen+1)(185, 176, 185) */
		reached[0][176] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.wlen);
		now.wlen = (((int)now.wlen)+1);
#ifdef VAR_RANGES
		logval("wlen", ((int)now.wlen));
#endif
		;
		/* merge: dl = wlen(185, 177, 185) */
		reached[0][177] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.dl);
		now.dl = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("dl", ((int)now.dl));
#endif
		;
		/* merge: lv = 1(185, 178, 185) */
		reached[0][178] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.lv);
		now.lv = 1;
#ifdef VAR_RANGES
		logval("lv", ((int)now.lv));
#endif
		;
		/* merge: printf('@@ WAL record R %d flushed\\n',val[b])(185, 179, 185) */
		reached[0][179] = 1;
		Printf("@@ WAL record R %d flushed\n", now.val[ Index(((int)b), 2) ]);
		/* merge: dh[prim] = ( ((dh[prim]>val[b])) -> (dh[prim]) : (val[b]) )(185, 180, 185) */
		reached[0][180] = 1;
		(trpt+1)->bup.ovals[5] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = ( ((now.dh[ Index(((int)now.prim), 1) ]>now.val[ Index(((int)b), 2) ])) ? (now.dh[ Index(((int)now.prim), 1) ]) : (now.val[ Index(((int)b), 2) ]) );
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		_m = 3; goto P999; /* 6 */
	case 56: // STATE 181 - sfid.pml:540 - [(!(fen[b]))] (1285:0:4 - 1)
		IfNotBlocked
		reached[0][181] = 1;
		if (!( !(((int)now.fen[ Index(((int)b), 2) ]))))
			continue;
		/* merge: rs = 1(1285, 182, 1285) */
		reached[0][182] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = ((int)now.rs);
		now.rs = 1;
#ifdef VAR_RANGES
		logval("rs", ((int)now.rs));
#endif
		;
		/* merge: .(goto)(1285, 186, 1285) */
		reached[0][186] = 1;
		;
		/* merge: lsn[b] = dl(1285, 187, 1285) */
		reached[0][187] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lsn[ Index(((int)b), 2) ]);
		now.lsn[ Index(b, 2) ] = ((int)now.dl);
#ifdef VAR_RANGES
		logval("lsn[b]", ((int)now.lsn[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: lk = 0(1285, 188, 1285) */
		reached[0][188] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: pc[b] = ( (fen[b]) -> (6) : (5) )(1285, 189, 1285) */
		reached[0][189] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = ( (((int)now.fen[ Index(((int)b), 2) ])) ? (6) : (5) );
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 57: // STATE 184 - sfid.pml:541 - [(1)] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][184] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1285, 186, 1285) */
		reached[0][186] = 1;
		;
		/* merge: lsn[b] = dl(1285, 187, 1285) */
		reached[0][187] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.lsn[ Index(((int)b), 2) ]);
		now.lsn[ Index(b, 2) ] = ((int)now.dl);
#ifdef VAR_RANGES
		logval("lsn[b]", ((int)now.lsn[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: lk = 0(1285, 188, 1285) */
		reached[0][188] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: pc[b] = ( (fen[b]) -> (6) : (5) )(1285, 189, 1285) */
		reached[0][189] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = ( (((int)now.fen[ Index(((int)b), 2) ])) ? (6) : (5) );
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 58: // STATE 187 - sfid.pml:543 - [lsn[b] = dl] (0:1285:3 - 3)
		IfNotBlocked
		reached[0][187] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.lsn[ Index(((int)b), 2) ]);
		now.lsn[ Index(b, 2) ] = ((int)now.dl);
#ifdef VAR_RANGES
		logval("lsn[b]", ((int)now.lsn[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: lk = 0(1285, 188, 1285) */
		reached[0][188] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: pc[b] = ( (fen[b]) -> (6) : (5) )(1285, 189, 1285) */
		reached[0][189] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = ( (((int)now.fen[ Index(((int)b), 2) ])) ? (6) : (5) );
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 59: // STATE 191 - sfid.pml:549 - [(up[prim])] (0:0:0 - 1)
		IfNotBlocked
		reached[0][191] = 1;
		if (!(((int)now.up[ Index(((int)now.prim), 1) ])))
			continue;
		_m = 3; goto P999; /* 0 */
	case 60: // STATE 192 - sfid.pml:549 - [((pc[0]==5))] (205:0:2 - 1)
		IfNotBlocked
		reached[0][192] = 1;
		if (!((((int)now.pc[0])==5)))
			continue;
		/* merge: b = 0(205, 193, 205) */
		reached[0][193] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 0;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(205, 197, 205) */
		reached[0][197] = 1;
		;
		/* merge: confirmed = 1(205, 198, 205) */
		reached[0][198] = 1;
		(trpt+1)->bup.ovals[1] = ((int)confirmed);
		confirmed = 1;
#ifdef VAR_RANGES
		logval("confirmed", ((int)confirmed));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 61: // STATE 194 - sfid.pml:549 - [((pc[1]==5))] (205:0:2 - 1)
		IfNotBlocked
		reached[0][194] = 1;
		if (!((((int)now.pc[1])==5)))
			continue;
		/* merge: b = 1(205, 195, 205) */
		reached[0][195] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 1;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(205, 197, 205) */
		reached[0][197] = 1;
		;
		/* merge: confirmed = 1(205, 198, 205) */
		reached[0][198] = 1;
		(trpt+1)->bup.ovals[1] = ((int)confirmed);
		confirmed = 1;
#ifdef VAR_RANGES
		logval("confirmed", ((int)confirmed));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 62: // STATE 198 - sfid.pml:550 - [confirmed = 1] (0:205:1 - 3)
		IfNotBlocked
		reached[0][198] = 1;
		(trpt+1)->bup.oval = ((int)confirmed);
		confirmed = 1;
#ifdef VAR_RANGES
		logval("confirmed", ((int)confirmed));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 63: // STATE 199 - sfid.pml:553 - [((lsn[b]>0))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][199] = 1;
		if (!((((int)now.lsn[ Index(((int)b), 2) ])>0)))
			continue;
		_m = 3; goto P999; /* 0 */
	case 64: // STATE 200 - sfid.pml:324 - [confirmed = 0] (0:213:2 - 1)
		IfNotBlocked
		reached[0][200] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)confirmed);
		confirmed = 0;
#ifdef VAR_RANGES
		logval("confirmed", ((int)confirmed));
#endif
		;
		/* merge: confirmed = 1(213, 201, 213) */
		reached[0][201] = 1;
		(trpt+1)->bup.ovals[1] = ((int)confirmed);
		confirmed = 1;
#ifdef VAR_RANGES
		logval("confirmed", ((int)confirmed));
#endif
		;
		/* merge: .(goto)(0, 206, 213) */
		reached[0][206] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 65: // STATE 207 - sfid.pml:558 - [(confirmed)] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][207] = 1;
		if (!(((int)confirmed)))
			continue;
		/* merge: R[prim] = ( ((R[prim]>val[b])) -> (R[prim]) : (val[b]) )(1285, 208, 1285) */
		reached[0][208] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = ( ((now.R[ Index(((int)now.prim), 1) ]>now.val[ Index(((int)b), 2) ])) ? (now.R[ Index(((int)now.prim), 1) ]) : (now.val[ Index(((int)b), 2) ]) );
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: pc[b] = 0(1285, 209, 1285) */
		reached[0][209] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 0;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: printf('@@ R %d published\\n',val[b])(1285, 210, 1285) */
		reached[0][210] = 1;
		Printf("@@ R %d published\n", now.val[ Index(((int)b), 2) ]);
		/* merge: .(goto)(1285, 214, 1285) */
		reached[0][214] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 66: // STATE 214 - sfid.pml:564 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][214] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 67: // STATE 212 - sfid.pml:562 - [(1)] (1285:0:0 - 1)
		IfNotBlocked
		reached[0][212] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1285, 214, 1285) */
		reached[0][214] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 68: // STATE 216 - sfid.pml:567 - [((up[prim]&&(pc[0]==6)))] (224:0:1 - 1)
		IfNotBlocked
		reached[0][216] = 1;
		if (!((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.pc[0])==6))))
			continue;
		/* merge: confirmed = 1(0, 217, 224) */
		reached[0][217] = 1;
		(trpt+1)->bup.oval = ((int)confirmed);
		confirmed = 1;
#ifdef VAR_RANGES
		logval("confirmed", ((int)confirmed));
#endif
		;
		_m = 3; goto P999; /* 1 */
	case 69: // STATE 218 - sfid.pml:571 - [((lsn[0]>0))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][218] = 1;
		if (!((((int)now.lsn[0])>0)))
			continue;
		_m = 3; goto P999; /* 0 */
	case 70: // STATE 219 - sfid.pml:324 - [confirmed = 0] (0:236:4 - 1)
		IfNotBlocked
		reached[0][219] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = ((int)confirmed);
		confirmed = 0;
#ifdef VAR_RANGES
		logval("confirmed", ((int)confirmed));
#endif
		;
		/* merge: confirmed = 1(236, 220, 236) */
		reached[0][220] = 1;
		(trpt+1)->bup.ovals[1] = ((int)confirmed);
		confirmed = 1;
#ifdef VAR_RANGES
		logval("confirmed", ((int)confirmed));
#endif
		;
		/* merge: .(goto)(236, 225, 236) */
		reached[0][225] = 1;
		;
		/* merge: fe = ( ((fe>fkey)) -> (fe) : (fkey) )(236, 226, 236) */
		reached[0][226] = 1;
		(trpt+1)->bup.ovals[2] = now.fe;
		now.fe = ( ((now.fe>now.fkey)) ? (now.fe) : (now.fkey) );
#ifdef VAR_RANGES
		logval("fe", now.fe);
#endif
		;
		/* merge: fl[prim] = ( ((fl[prim]>fkey)) -> (fl[prim]) : (fkey) )(236, 227, 236) */
		reached[0][227] = 1;
		(trpt+1)->bup.ovals[3] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = ( ((now.fl[ Index(((int)now.prim), 1) ]>now.fkey)) ? (now.fl[ Index(((int)now.prim), 1) ]) : (now.fkey) );
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		_m = 3; goto P999; /* 4 */
	case 71: // STATE 223 - sfid.pml:572 - [(1)] (236:0:2 - 1)
		IfNotBlocked
		reached[0][223] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(236, 225, 236) */
		reached[0][225] = 1;
		;
		/* merge: fe = ( ((fe>fkey)) -> (fe) : (fkey) )(236, 226, 236) */
		reached[0][226] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fe;
		now.fe = ( ((now.fe>now.fkey)) ? (now.fe) : (now.fkey) );
#ifdef VAR_RANGES
		logval("fe", now.fe);
#endif
		;
		/* merge: fl[prim] = ( ((fl[prim]>fkey)) -> (fl[prim]) : (fkey) )(236, 227, 236) */
		reached[0][227] = 1;
		(trpt+1)->bup.ovals[1] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = ( ((now.fl[ Index(((int)now.prim), 1) ]>now.fkey)) ? (now.fl[ Index(((int)now.prim), 1) ]) : (now.fkey) );
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 72: // STATE 226 - sfid.pml:575 - [fe = ( ((fe>fkey)) -> (fe) : (fkey) )] (0:236:2 - 3)
		IfNotBlocked
		reached[0][226] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fe;
		now.fe = ( ((now.fe>now.fkey)) ? (now.fe) : (now.fkey) );
#ifdef VAR_RANGES
		logval("fe", now.fe);
#endif
		;
		/* merge: fl[prim] = ( ((fl[prim]>fkey)) -> (fl[prim]) : (fkey) )(236, 227, 236) */
		reached[0][227] = 1;
		(trpt+1)->bup.ovals[1] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = ( ((now.fl[ Index(((int)now.prim), 1) ]>now.fkey)) ? (now.fl[ Index(((int)now.prim), 1) ]) : (now.fkey) );
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		_m = 3; goto P999; /* 1 */
	case 73: // STATE 228 - sfid.pml:578 - [(confirmed)] (1285:0:4 - 1)
		IfNotBlocked
		reached[0][228] = 1;
		if (!(((int)confirmed)))
			continue;
		/* merge: R[prim] = ( ((R[prim]>val[0])) -> (R[prim]) : (val[0]) )(1285, 229, 1285) */
		reached[0][229] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = ( ((now.R[ Index(((int)now.prim), 1) ]>now.val[0])) ? (now.R[ Index(((int)now.prim), 1) ]) : (now.val[0]) );
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: keymax = ( ((keymax>fkey)) -> (keymax) : (fkey) )(1285, 230, 1285) */
		reached[0][230] = 1;
		(trpt+1)->bup.ovals[1] = now.keymax;
		now.keymax = ( ((now.keymax>now.fkey)) ? (now.keymax) : (now.fkey) );
#ifdef VAR_RANGES
		logval("keymax", now.keymax);
#endif
		;
		/* merge: printf('@@ the fence holds: ids above ms %d\\n',fkey)(1285, 231, 1285) */
		reached[0][231] = 1;
		Printf("@@ the fence holds: ids above ms %d\n", now.fkey);
		/* merge: fkey = -(1)(1285, 232, 1285) */
		reached[0][232] = 1;
		(trpt+1)->bup.ovals[2] = now.fkey;
		now.fkey =  -(1);
#ifdef VAR_RANGES
		logval("fkey", now.fkey);
#endif
		;
		/* merge: pc[0] = 0(1285, 233, 1285) */
		reached[0][233] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.pc[0]);
		now.pc[0] = 0;
#ifdef VAR_RANGES
		logval("pc[0]", ((int)now.pc[0]));
#endif
		;
		/* merge: .(goto)(1285, 237, 1285) */
		reached[0][237] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 7 */
	case 74: // STATE 237 - sfid.pml:586 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][237] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 75: // STATE 235 - sfid.pml:584 - [(1)] (1285:0:0 - 1)
		IfNotBlocked
		reached[0][235] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1285, 237, 1285) */
		reached[0][237] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 76: // STATE 239 - sfid.pml:589 - [(up[prim])] (0:0:0 - 1)
		IfNotBlocked
		reached[0][239] = 1;
		if (!(((int)now.up[ Index(((int)now.prim), 1) ])))
			continue;
		_m = 3; goto P999; /* 0 */
	case 77: // STATE 240 - sfid.pml:589 - [((pc[0]==5))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][240] = 1;
		if (!((((int)now.pc[0])==5)))
			continue;
		/* merge: b = 0(1285, 241, 1285) */
		reached[0][241] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 0;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(1285, 245, 1285) */
		reached[0][245] = 1;
		;
		/* merge: pc[b] = 0(1285, 246, 1285) */
		reached[0][246] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 0;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: printf('@@ backend %d: its wait for the standbys cancelled\\n',b)(1285, 247, 1285) */
		reached[0][247] = 1;
		Printf("@@ backend %d: its wait for the standbys cancelled\n", ((int)b));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 78: // STATE 242 - sfid.pml:589 - [((pc[1]==5))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][242] = 1;
		if (!((((int)now.pc[1])==5)))
			continue;
		/* merge: b = 1(1285, 243, 1285) */
		reached[0][243] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)b);
		b = 1;
#ifdef VAR_RANGES
		logval("b", ((int)b));
#endif
		;
		/* merge: .(goto)(1285, 245, 1285) */
		reached[0][245] = 1;
		;
		/* merge: pc[b] = 0(1285, 246, 1285) */
		reached[0][246] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 0;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: printf('@@ backend %d: its wait for the standbys cancelled\\n',b)(1285, 247, 1285) */
		reached[0][247] = 1;
		Printf("@@ backend %d: its wait for the standbys cancelled\n", ((int)b));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 79: // STATE 246 - sfid.pml:590 - [pc[b] = 0] (0:1285:1 - 3)
		IfNotBlocked
		reached[0][246] = 1;
		(trpt+1)->bup.oval = ((int)now.pc[ Index(((int)b), 2) ]);
		now.pc[ Index(b, 2) ] = 0;
#ifdef VAR_RANGES
		logval("pc[b]", ((int)now.pc[ Index(((int)b), 2) ]));
#endif
		;
		/* merge: printf('@@ backend %d: its wait for the standbys cancelled\\n',b)(1285, 247, 1285) */
		reached[0][247] = 1;
		Printf("@@ backend %d: its wait for the standbys cancelled\n", ((int)b));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 80: // STATE 249 - sfid.pml:596 - [((up[prim]&&(clk<3)))] (1285:0:1 - 1)
		IfNotBlocked
		reached[0][249] = 1;
		if (!((((int)now.up[ Index(((int)now.prim), 1) ])&&(now.clk<3))))
			continue;
		/* merge: clk = (clk+1)(1285, 250, 1285) */
		reached[0][250] = 1;
		(trpt+1)->bup.oval = now.clk;
		now.clk = (now.clk+1);
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: printf('@@ clock %d\\n',clk)(1285, 251, 1285) */
		reached[0][251] = 1;
		Printf("@@ clock %d\n", now.clk);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 81: // STATE 253 - sfid.pml:599 - [(((up[prim]&&(n_back<1))&&(clk>0)))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][253] = 1;
		if (!(((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.n_back)<1))&&(now.clk>0))))
			continue;
		/* merge: n_back = (n_back+1)(1285, 254, 1285) */
		reached[0][254] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.n_back);
		now.n_back = (((int)now.n_back)+1);
#ifdef VAR_RANGES
		logval("n_back", ((int)now.n_back));
#endif
		;
		/* merge: clk = (clk-1)(1285, 255, 1285) */
		reached[0][255] = 1;
		(trpt+1)->bup.ovals[1] = now.clk;
		now.clk = (now.clk-1);
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: jump = 0(1285, 256, 1285) */
		reached[0][256] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.jump);
		now.jump = 0;
#ifdef VAR_RANGES
		logval("jump", ((int)now.jump));
#endif
		;
		/* merge: printf('@@ the clock steps back to %d\\n',clk)(1285, 257, 1285) */
		reached[0][257] = 1;
		Printf("@@ the clock steps back to %d\n", now.clk);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 82: // STATE 259 - sfid.pml:604 - [(((up[prim]&&(n_jump<0))&&(clk<3)))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][259] = 1;
		if (!(((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.n_jump)<0))&&(now.clk<3))))
			continue;
		/* merge: n_jump = (n_jump+1)(1285, 260, 1285) */
		reached[0][260] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.n_jump);
		now.n_jump = (((int)now.n_jump)+1);
#ifdef VAR_RANGES
		logval("n_jump", ((int)now.n_jump));
#endif
		;
		/* merge: clk = 3(1285, 261, 1285) */
		reached[0][261] = 1;
		(trpt+1)->bup.ovals[1] = now.clk;
		now.clk = 3;
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: jump = 1(1285, 262, 1285) */
		reached[0][262] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.jump);
		now.jump = 1;
#ifdef VAR_RANGES
		logval("jump", ((int)now.jump));
#endif
		;
		/* merge: printf('@@ the clock jumps forward to %d, beyond max_clock_forward\\n',clk)(1285, 263, 1285) */
		reached[0][263] = 1;
		Printf("@@ the clock jumps forward to %d, beyond max_clock_forward\n", now.clk);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 83: // STATE 265 - sfid.pml:608 - [((up[prim]&&jump))] (1285:0:1 - 1)
		IfNotBlocked
		reached[0][265] = 1;
		if (!((((int)now.up[ Index(((int)now.prim), 1) ])&&((int)now.jump))))
			continue;
		/* merge: jump = 0(1285, 266, 1285) */
		reached[0][266] = 1;
		(trpt+1)->bup.oval = ((int)now.jump);
		now.jump = 0;
#ifdef VAR_RANGES
		logval("jump", ((int)now.jump));
#endif
		;
		/* merge: printf('@@ sfid_accept_clock()\\n')(1285, 267, 1285) */
		reached[0][267] = 1;
		Printf("@@ sfid_accept_clock()\n");
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 84: // STATE 269 - sfid.pml:614 - [(((up[prim]&&(n_ckpt<1))&&(ck[prim]<wlen)))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][269] = 1;
		if (!(((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.n_ckpt)<1))&&(((int)now.ck[ Index(((int)now.prim), 1) ])<((int)now.wlen)))))
			continue;
		/* merge: n_ckpt = (n_ckpt+1)(1285, 270, 1285) */
		reached[0][270] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.n_ckpt);
		now.n_ckpt = (((int)now.n_ckpt)+1);
#ifdef VAR_RANGES
		logval("n_ckpt", ((int)now.n_ckpt));
#endif
		;
		/* merge: ck[prim] = wlen(1285, 271, 1285) */
		reached[0][271] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: printf('@@ checkpoint\\n')(1285, 272, 1285) */
		reached[0][272] = 1;
		Printf("@@ checkpoint\n");
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 85: // STATE 274 - sfid.pml:618 - [(up[prim])] (0:0:0 - 1)
		IfNotBlocked
		reached[0][274] = 1;
		if (!(((int)now.up[ Index(((int)now.prim), 1) ])))
			continue;
		_m = 3; goto P999; /* 0 */
	case 86: // STATE 275 - sfid.pml:618 - [((((((0!=prim)&&up[0])&&att[0])&&strm[0])&&(rcv[0]<wlen)))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][275] = 1;
		if (!((((((0!=((int)now.prim))&&((int)now.up[0]))&&((int)now.att[0]))&&((int)now.strm[0]))&&(((int)now.rcv[0])<((int)now.wlen)))))
			continue;
		/* merge: n = 0(1285, 276, 1285) */
		reached[0][276] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 0;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 282, 1285) */
		reached[0][282] = 1;
		;
		/* merge: rcv[n] = (rcv[n]+1)(1285, 283, 1285) */
		reached[0][283] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.rcv[ Index(((int)n), 1) ]);
		now.rcv[ Index(n, 1) ] = (((int)now.rcv[ Index(((int)n), 1) ])+1);
#ifdef VAR_RANGES
		logval("rcv[n]", ((int)now.rcv[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 87: // STATE 282 - sfid.pml:618 - [.(goto)] (0:1285:1 - 3)
		IfNotBlocked
		reached[0][282] = 1;
		;
		/* merge: rcv[n] = (rcv[n]+1)(1285, 283, 1285) */
		reached[0][283] = 1;
		(trpt+1)->bup.oval = ((int)now.rcv[ Index(((int)n), 1) ]);
		now.rcv[ Index(n, 1) ] = (((int)now.rcv[ Index(((int)n), 1) ])+1);
#ifdef VAR_RANGES
		logval("rcv[n]", ((int)now.rcv[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 88: // STATE 277 - sfid.pml:618 - [((((1+0)>1)&&(((((1!=prim)&&up[1])&&att[1])&&strm[1])&&(rcv[1]<wlen))))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][277] = 1;
		if (!((((1+0)>1)&&(((((1!=((int)now.prim))&&((int)now.up[ Index(1, 1) ]))&&((int)now.att[ Index(1, 1) ]))&&((int)now.strm[ Index(1, 1) ]))&&(((int)now.rcv[ Index(1, 1) ])<((int)now.wlen))))))
			continue;
		/* merge: n = 1(1285, 278, 1285) */
		reached[0][278] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 1;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 282, 1285) */
		reached[0][282] = 1;
		;
		/* merge: rcv[n] = (rcv[n]+1)(1285, 283, 1285) */
		reached[0][283] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.rcv[ Index(((int)n), 1) ]);
		now.rcv[ Index(n, 1) ] = (((int)now.rcv[ Index(((int)n), 1) ])+1);
#ifdef VAR_RANGES
		logval("rcv[n]", ((int)now.rcv[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 89: // STATE 279 - sfid.pml:618 - [((((1+0)>2)&&(((((2!=prim)&&up[2])&&att[2])&&strm[2])&&(rcv[2]<wlen))))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][279] = 1;
		if (!((((1+0)>2)&&(((((2!=((int)now.prim))&&((int)now.up[ Index(2, 1) ]))&&((int)now.att[ Index(2, 1) ]))&&((int)now.strm[ Index(2, 1) ]))&&(((int)now.rcv[ Index(2, 1) ])<((int)now.wlen))))))
			continue;
		/* merge: n = 2(1285, 280, 1285) */
		reached[0][280] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 2;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 282, 1285) */
		reached[0][282] = 1;
		;
		/* merge: rcv[n] = (rcv[n]+1)(1285, 283, 1285) */
		reached[0][283] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.rcv[ Index(((int)n), 1) ]);
		now.rcv[ Index(n, 1) ] = (((int)now.rcv[ Index(((int)n), 1) ])+1);
#ifdef VAR_RANGES
		logval("rcv[n]", ((int)now.rcv[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 90: // STATE 285 - sfid.pml:620 - [(((((0!=prim)&&up[0])&&att[0])&&(rep[0]<rcv[0])))] (337:0:1 - 1)
		IfNotBlocked
		reached[0][285] = 1;
		if (!(((((0!=((int)now.prim))&&((int)now.up[0]))&&((int)now.att[0]))&&(((int)now.rep[0])<((int)now.rcv[0])))))
			continue;
		/* merge: n = 0(0, 286, 337) */
		reached[0][286] = 1;
		(trpt+1)->bup.oval = ((int)n);
		n = 0;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(0, 292, 337) */
		reached[0][292] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 91: // STATE 287 - sfid.pml:620 - [((((1+0)>1)&&((((1!=prim)&&up[1])&&att[1])&&(rep[1]<rcv[1]))))] (337:0:1 - 1)
		IfNotBlocked
		reached[0][287] = 1;
		if (!((((1+0)>1)&&((((1!=((int)now.prim))&&((int)now.up[ Index(1, 1) ]))&&((int)now.att[ Index(1, 1) ]))&&(((int)now.rep[ Index(1, 1) ])<((int)now.rcv[ Index(1, 1) ]))))))
			continue;
		/* merge: n = 1(0, 288, 337) */
		reached[0][288] = 1;
		(trpt+1)->bup.oval = ((int)n);
		n = 1;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(0, 292, 337) */
		reached[0][292] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 92: // STATE 289 - sfid.pml:620 - [((((1+0)>2)&&((((2!=prim)&&up[2])&&att[2])&&(rep[2]<rcv[2]))))] (337:0:1 - 1)
		IfNotBlocked
		reached[0][289] = 1;
		if (!((((1+0)>2)&&((((2!=((int)now.prim))&&((int)now.up[ Index(2, 1) ]))&&((int)now.att[ Index(2, 1) ]))&&(((int)now.rep[ Index(2, 1) ])<((int)now.rcv[ Index(2, 1) ]))))))
			continue;
		/* merge: n = 2(0, 290, 337) */
		reached[0][290] = 1;
		(trpt+1)->bup.oval = ((int)n);
		n = 2;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(0, 292, 337) */
		reached[0][292] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 93: // STATE 293 - sfid.pml:217 - [h = wv[rep[n]]] (0:300:3 - 1)
		IfNotBlocked
		reached[0][293] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = h;
		h = now.wv[ Index(((int)now.rep[ Index(((int)n), 1) ]), 4) ];
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: outright = wr[rep[n]](300, 294, 300) */
		reached[0][294] = 1;
		(trpt+1)->bup.ovals[1] = ((int)outright);
		outright = ((int)now.wr[ Index(((int)now.rep[ Index(((int)n), 1) ]), 4) ]);
#ifdef VAR_RANGES
		logval("outright", ((int)outright));
#endif
		;
		/* merge: wasknown = (tr[n]==0)(300, 295, 300) */
		reached[0][295] = 1;
		(trpt+1)->bup.ovals[2] = ((int)wasknown);
		wasknown = (((int)now.tr[ Index(((int)n), 1) ])==0);
#ifdef VAR_RANGES
		logval("wasknown", ((int)wasknown));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 94: // STATE 296 - sfid.pml:221 - [((!(outright)&&wasknown))] (323:0:2 - 1)
		IfNotBlocked
		reached[0][296] = 1;
		if (!(( !(((int)outright))&&((int)wasknown))))
			continue;
		/* merge: h = ( ((dh[n]>h)) -> (dh[n]) : (h) )(323, 297, 323) */
		reached[0][297] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((now.dh[ Index(((int)n), 1) ]>h)) ? (now.dh[ Index(((int)n), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: .(goto)(323, 301, 323) */
		reached[0][301] = 1;
		;
		/* merge: fok = 1(323, 302, 323) */
		reached[0][302] = 1;
		(trpt+1)->bup.ovals[1] = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 95: // STATE 299 - sfid.pml:222 - [(1)] (323:0:1 - 1)
		IfNotBlocked
		reached[0][299] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(323, 301, 323) */
		reached[0][301] = 1;
		;
		/* merge: fok = 1(323, 302, 323) */
		reached[0][302] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 96: // STATE 302 - sfid.pml:224 - [fok = 1] (0:323:1 - 3)
		IfNotBlocked
		reached[0][302] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 97: // STATE 303 - sfid.pml:226 - [((((h!=dh[n])||outright)||!(wasknown)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][303] = 1;
		if (!((((h!=now.dh[ Index(((int)n), 1) ])||((int)outright))|| !(((int)wasknown)))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 98: // STATE 304 - sfid.pml:228 - [(unw[n])] (329:0:1 - 1)
		IfNotBlocked
		reached[0][304] = 1;
		if (!(((int)now.unw[ Index(((int)n), 1) ])))
			continue;
		/* merge: fok = 0(0, 305, 329) */
		reached[0][305] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 0;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		/* merge: .(goto)(0, 320, 329) */
		reached[0][320] = 1;
		;
		/* merge: .(goto)(0, 324, 329) */
		reached[0][324] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 99: // STATE 307 - sfid.pml:207 - [fR[n] = h] (0:317:4 - 1)
		IfNotBlocked
		reached[0][307] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)n), 1) ];
		now.fR[ Index(n, 1) ] = h;
#ifdef VAR_RANGES
		logval("fR[n]", now.fR[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: fD[n] = h(317, 308, 317) */
		reached[0][308] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)n), 1) ];
		now.fD[ Index(n, 1) ] = h;
#ifdef VAR_RANGES
		logval("fD[n]", now.fD[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: dh[n] = h(317, 310, 317) */
		reached[0][310] = 1;
		(trpt+1)->bup.ovals[2] = now.dh[ Index(((int)n), 1) ];
		now.dh[ Index(n, 1) ] = h;
#ifdef VAR_RANGES
		logval("dh[n]", now.dh[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: tr[n] = 0(317, 311, 317) */
		reached[0][311] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.tr[ Index(((int)n), 1) ]);
		now.tr[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[n]", ((int)now.tr[ Index(((int)n), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 100: // STATE 312 - sfid.pml:236 - [(outright)] (329:0:2 - 1)
		IfNotBlocked
		reached[0][312] = 1;
		if (!(((int)outright)))
			continue;
		/* merge: R[n] = h(329, 313, 329) */
		reached[0][313] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.R[ Index(((int)n), 1) ];
		now.R[ Index(n, 1) ] = h;
#ifdef VAR_RANGES
		logval("R[n]", now.R[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: fl[n] = h(329, 314, 329) */
		reached[0][314] = 1;
		(trpt+1)->bup.ovals[1] = now.fl[ Index(((int)n), 1) ];
		now.fl[ Index(n, 1) ] = h;
#ifdef VAR_RANGES
		logval("fl[n]", now.fl[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 318, 329) */
		reached[0][318] = 1;
		;
		/* merge: .(goto)(0, 320, 329) */
		reached[0][320] = 1;
		;
		/* merge: .(goto)(0, 324, 329) */
		reached[0][324] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 101: // STATE 325 - sfid.pml:243 - [(fok)] (335:0:1 - 1)
		IfNotBlocked
		reached[0][325] = 1;
		if (!(((int)fok)))
			continue;
		/* merge: R[n] = ( ((R[n]>h)) -> (R[n]) : (h) )(0, 326, 335) */
		reached[0][326] = 1;
		(trpt+1)->bup.oval = now.R[ Index(((int)n), 1) ];
		now.R[ Index(n, 1) ] = ( ((now.R[ Index(((int)n), 1) ]>h)) ? (now.R[ Index(((int)n), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("R[n]", now.R[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 330, 335) */
		reached[0][330] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 102: // STATE 331 - sfid.pml:247 - [((fok||!(outright)))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][331] = 1;
		if (!((((int)fok)|| !(((int)outright)))))
			continue;
		/* merge: fl[n] = ( ((fl[n]>h)) -> (fl[n]) : (h) )(1285, 332, 1285) */
		reached[0][332] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fl[ Index(((int)n), 1) ];
		now.fl[ Index(n, 1) ] = ( ((now.fl[ Index(((int)n), 1) ]>h)) ? (now.fl[ Index(((int)n), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("fl[n]", now.fl[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: .(goto)(1285, 336, 1285) */
		reached[0][336] = 1;
		;
		/* merge: rep[n] = (rep[n]+1)(1285, 338, 1285) */
		reached[0][338] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = (((int)now.rep[ Index(((int)n), 1) ])+1);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 103: // STATE 336 - sfid.pml:250 - [.(goto)] (0:1285:1 - 2)
		IfNotBlocked
		reached[0][336] = 1;
		;
		/* merge: rep[n] = (rep[n]+1)(1285, 338, 1285) */
		reached[0][338] = 1;
		(trpt+1)->bup.oval = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = (((int)now.rep[ Index(((int)n), 1) ])+1);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 104: // STATE 334 - sfid.pml:248 - [(1)] (1285:0:1 - 1)
		IfNotBlocked
		reached[0][334] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1285, 336, 1285) */
		reached[0][336] = 1;
		;
		/* merge: rep[n] = (rep[n]+1)(1285, 338, 1285) */
		reached[0][338] = 1;
		(trpt+1)->bup.oval = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = (((int)now.rep[ Index(((int)n), 1) ])+1);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 105: // STATE 340 - sfid.pml:623 - [((n_ckpt<1))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][340] = 1;
		if (!((((int)now.n_ckpt)<1)))
			continue;
		_m = 3; goto P999; /* 0 */
	case 106: // STATE 341 - sfid.pml:623 - [(((((0!=prim)&&up[0])&&att[0])&&(ck[0]<rep[0])))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][341] = 1;
		if (!(((((0!=((int)now.prim))&&((int)now.up[0]))&&((int)now.att[0]))&&(((int)now.ck[0])<((int)now.rep[0])))))
			continue;
		/* merge: n = 0(1285, 342, 1285) */
		reached[0][342] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 0;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 348, 1285) */
		reached[0][348] = 1;
		;
		/* merge: n_ckpt = (n_ckpt+1)(1285, 349, 1285) */
		reached[0][349] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_ckpt);
		now.n_ckpt = (((int)now.n_ckpt)+1);
#ifdef VAR_RANGES
		logval("n_ckpt", ((int)now.n_ckpt));
#endif
		;
		/* merge: ck[n] = rep[n](1285, 350, 1285) */
		reached[0][350] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.ck[ Index(((int)n), 1) ]);
		now.ck[ Index(n, 1) ] = ((int)now.rep[ Index(((int)n), 1) ]);
#ifdef VAR_RANGES
		logval("ck[n]", ((int)now.ck[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ restartpoint on standby %d\\n',n)(1285, 351, 1285) */
		reached[0][351] = 1;
		Printf("@@ restartpoint on standby %d\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 107: // STATE 343 - sfid.pml:623 - [((((1+0)>1)&&((((1!=prim)&&up[1])&&att[1])&&(ck[1]<rep[1]))))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][343] = 1;
		if (!((((1+0)>1)&&((((1!=((int)now.prim))&&((int)now.up[ Index(1, 1) ]))&&((int)now.att[ Index(1, 1) ]))&&(((int)now.ck[ Index(1, 1) ])<((int)now.rep[ Index(1, 1) ]))))))
			continue;
		/* merge: n = 1(1285, 344, 1285) */
		reached[0][344] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 1;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 348, 1285) */
		reached[0][348] = 1;
		;
		/* merge: n_ckpt = (n_ckpt+1)(1285, 349, 1285) */
		reached[0][349] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_ckpt);
		now.n_ckpt = (((int)now.n_ckpt)+1);
#ifdef VAR_RANGES
		logval("n_ckpt", ((int)now.n_ckpt));
#endif
		;
		/* merge: ck[n] = rep[n](1285, 350, 1285) */
		reached[0][350] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.ck[ Index(((int)n), 1) ]);
		now.ck[ Index(n, 1) ] = ((int)now.rep[ Index(((int)n), 1) ]);
#ifdef VAR_RANGES
		logval("ck[n]", ((int)now.ck[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ restartpoint on standby %d\\n',n)(1285, 351, 1285) */
		reached[0][351] = 1;
		Printf("@@ restartpoint on standby %d\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 108: // STATE 345 - sfid.pml:623 - [((((1+0)>2)&&((((2!=prim)&&up[2])&&att[2])&&(ck[2]<rep[2]))))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][345] = 1;
		if (!((((1+0)>2)&&((((2!=((int)now.prim))&&((int)now.up[ Index(2, 1) ]))&&((int)now.att[ Index(2, 1) ]))&&(((int)now.ck[ Index(2, 1) ])<((int)now.rep[ Index(2, 1) ]))))))
			continue;
		/* merge: n = 2(1285, 346, 1285) */
		reached[0][346] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 2;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 348, 1285) */
		reached[0][348] = 1;
		;
		/* merge: n_ckpt = (n_ckpt+1)(1285, 349, 1285) */
		reached[0][349] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_ckpt);
		now.n_ckpt = (((int)now.n_ckpt)+1);
#ifdef VAR_RANGES
		logval("n_ckpt", ((int)now.n_ckpt));
#endif
		;
		/* merge: ck[n] = rep[n](1285, 350, 1285) */
		reached[0][350] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.ck[ Index(((int)n), 1) ]);
		now.ck[ Index(n, 1) ] = ((int)now.rep[ Index(((int)n), 1) ]);
#ifdef VAR_RANGES
		logval("ck[n]", ((int)now.ck[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ restartpoint on standby %d\\n',n)(1285, 351, 1285) */
		reached[0][351] = 1;
		Printf("@@ restartpoint on standby %d\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 109: // STATE 349 - sfid.pml:623 - [n_ckpt = (n_ckpt+1)] (0:1285:2 - 4)
		IfNotBlocked
		reached[0][349] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.n_ckpt);
		now.n_ckpt = (((int)now.n_ckpt)+1);
#ifdef VAR_RANGES
		logval("n_ckpt", ((int)now.n_ckpt));
#endif
		;
		/* merge: ck[n] = rep[n](1285, 350, 1285) */
		reached[0][350] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.ck[ Index(((int)n), 1) ]);
		now.ck[ Index(n, 1) ] = ((int)now.rep[ Index(((int)n), 1) ]);
#ifdef VAR_RANGES
		logval("ck[n]", ((int)now.ck[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ restartpoint on standby %d\\n',n)(1285, 351, 1285) */
		reached[0][351] = 1;
		Printf("@@ restartpoint on standby %d\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 110: // STATE 353 - sfid.pml:628 - [(((0==2)&&(n_srestart<0)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][353] = 1;
		if (!(((0==2)&&(((int)now.n_srestart)<0))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 111: // STATE 354 - sfid.pml:628 - [((((0!=prim)&&up[0])&&att[0]))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][354] = 1;
		if (!((((0!=((int)now.prim))&&((int)now.up[0]))&&((int)now.att[0]))))
			continue;
		/* merge: n = 0(1285, 355, 1285) */
		reached[0][355] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 0;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 361, 1285) */
		reached[0][361] = 1;
		;
		/* merge: n_srestart = (n_srestart+1)(1285, 362, 1285) */
		reached[0][362] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_srestart);
		now.n_srestart = (((int)now.n_srestart)+1);
#ifdef VAR_RANGES
		logval("n_srestart", ((int)now.n_srestart));
#endif
		;
		/* merge: strm[n] = (1-strm[n])(1285, 363, 1285) */
		reached[0][363] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.strm[ Index(((int)n), 1) ]);
		now.strm[ Index(n, 1) ] = (1-((int)now.strm[ Index(((int)n), 1) ]));
#ifdef VAR_RANGES
		logval("strm[n]", ((int)now.strm[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ standby %d streaming: %d\\n',n,strm[n])(1285, 364, 1285) */
		reached[0][364] = 1;
		Printf("@@ standby %d streaming: %d\n", ((int)n), ((int)now.strm[ Index(((int)n), 1) ]));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 112: // STATE 356 - sfid.pml:628 - [((((1+0)>1)&&(((1!=prim)&&up[1])&&att[1])))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][356] = 1;
		if (!((((1+0)>1)&&(((1!=((int)now.prim))&&((int)now.up[ Index(1, 1) ]))&&((int)now.att[ Index(1, 1) ])))))
			continue;
		/* merge: n = 1(1285, 357, 1285) */
		reached[0][357] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 1;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 361, 1285) */
		reached[0][361] = 1;
		;
		/* merge: n_srestart = (n_srestart+1)(1285, 362, 1285) */
		reached[0][362] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_srestart);
		now.n_srestart = (((int)now.n_srestart)+1);
#ifdef VAR_RANGES
		logval("n_srestart", ((int)now.n_srestart));
#endif
		;
		/* merge: strm[n] = (1-strm[n])(1285, 363, 1285) */
		reached[0][363] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.strm[ Index(((int)n), 1) ]);
		now.strm[ Index(n, 1) ] = (1-((int)now.strm[ Index(((int)n), 1) ]));
#ifdef VAR_RANGES
		logval("strm[n]", ((int)now.strm[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ standby %d streaming: %d\\n',n,strm[n])(1285, 364, 1285) */
		reached[0][364] = 1;
		Printf("@@ standby %d streaming: %d\n", ((int)n), ((int)now.strm[ Index(((int)n), 1) ]));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 113: // STATE 358 - sfid.pml:628 - [((((1+0)>2)&&(((2!=prim)&&up[2])&&att[2])))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][358] = 1;
		if (!((((1+0)>2)&&(((2!=((int)now.prim))&&((int)now.up[ Index(2, 1) ]))&&((int)now.att[ Index(2, 1) ])))))
			continue;
		/* merge: n = 2(1285, 359, 1285) */
		reached[0][359] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 2;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 361, 1285) */
		reached[0][361] = 1;
		;
		/* merge: n_srestart = (n_srestart+1)(1285, 362, 1285) */
		reached[0][362] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_srestart);
		now.n_srestart = (((int)now.n_srestart)+1);
#ifdef VAR_RANGES
		logval("n_srestart", ((int)now.n_srestart));
#endif
		;
		/* merge: strm[n] = (1-strm[n])(1285, 363, 1285) */
		reached[0][363] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.strm[ Index(((int)n), 1) ]);
		now.strm[ Index(n, 1) ] = (1-((int)now.strm[ Index(((int)n), 1) ]));
#ifdef VAR_RANGES
		logval("strm[n]", ((int)now.strm[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ standby %d streaming: %d\\n',n,strm[n])(1285, 364, 1285) */
		reached[0][364] = 1;
		Printf("@@ standby %d streaming: %d\n", ((int)n), ((int)now.strm[ Index(((int)n), 1) ]));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 114: // STATE 362 - sfid.pml:629 - [n_srestart = (n_srestart+1)] (0:1285:2 - 4)
		IfNotBlocked
		reached[0][362] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.n_srestart);
		now.n_srestart = (((int)now.n_srestart)+1);
#ifdef VAR_RANGES
		logval("n_srestart", ((int)now.n_srestart));
#endif
		;
		/* merge: strm[n] = (1-strm[n])(1285, 363, 1285) */
		reached[0][363] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.strm[ Index(((int)n), 1) ]);
		now.strm[ Index(n, 1) ] = (1-((int)now.strm[ Index(((int)n), 1) ]));
#ifdef VAR_RANGES
		logval("strm[n]", ((int)now.strm[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ standby %d streaming: %d\\n',n,strm[n])(1285, 364, 1285) */
		reached[0][364] = 1;
		Printf("@@ standby %d streaming: %d\n", ((int)n), ((int)now.strm[ Index(((int)n), 1) ]));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 115: // STATE 366 - sfid.pml:638 - [((up[prim]&&(n_crash<1)))] (374:0:1 - 1)
		IfNotBlocked
		reached[0][366] = 1;
		if (!((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.n_crash)<1))))
			continue;
		/* merge: n_crash = (n_crash+1)(0, 367, 374) */
		reached[0][367] = 1;
		(trpt+1)->bup.oval = ((int)now.n_crash);
		now.n_crash = (((int)now.n_crash)+1);
#ifdef VAR_RANGES
		logval("n_crash", ((int)now.n_crash));
#endif
		;
		_m = 3; goto P999; /* 1 */
	case 116: // STATE 368 - sfid.pml:640 - [(((pc[0]==4)||(pc[1]==4)))] (481:0:1 - 1)
		IfNotBlocked
		reached[0][368] = 1;
		if (!(((((int)now.pc[0])==4)||(((int)now.pc[1])==4))))
			continue;
		/* merge: printf('@@ crash of the primary after a rename, before its WAL insert\\n')(481, 369, 481) */
		reached[0][369] = 1;
		Printf("@@ crash of the primary after a rename, before its WAL insert\n");
		/* merge: .(goto)(481, 375, 481) */
		reached[0][375] = 1;
		;
		/* merge: up[prim] = 0(481, 376, 481) */
		reached[0][376] = 1;
		(trpt+1)->bup.oval = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 117: // STATE 370 - sfid.pml:641 - [(((pc[0]==3)||(pc[1]==3)))] (481:0:1 - 1)
		IfNotBlocked
		reached[0][370] = 1;
		if (!(((((int)now.pc[0])==3)||(((int)now.pc[1])==3))))
			continue;
		/* merge: printf('@@ crash of the primary after a rename, before the directory fsync\\n')(481, 371, 481) */
		reached[0][371] = 1;
		Printf("@@ crash of the primary after a rename, before the directory fsync\n");
		/* merge: .(goto)(481, 375, 481) */
		reached[0][375] = 1;
		;
		/* merge: up[prim] = 0(481, 376, 481) */
		reached[0][376] = 1;
		(trpt+1)->bup.oval = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 118: // STATE 373 - sfid.pml:642 - [printf('@@ crash of the primary\\n')] (0:481:1 - 1)
		IfNotBlocked
		reached[0][373] = 1;
		Printf("@@ crash of the primary\n");
		/* merge: .(goto)(481, 375, 481) */
		reached[0][375] = 1;
		;
		/* merge: up[prim] = 0(481, 376, 481) */
		reached[0][376] = 1;
		(trpt+1)->bup.oval = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 119: // STATE 376 - sfid.pml:644 - [up[prim] = 0] (0:481:1 - 4)
		IfNotBlocked
		reached[0][376] = 1;
		(trpt+1)->bup.oval = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 120: // STATE 377 - sfid.pml:272 - [fe = -(1)] (0:389:7 - 1)
		IfNotBlocked
		reached[0][377] = 1;
		(trpt+1)->bup.ovals = grab_ints(7);
		(trpt+1)->bup.ovals[0] = now.fe;
		now.fe =  -(1);
#ifdef VAR_RANGES
		logval("fe", now.fe);
#endif
		;
		/* merge: lv = 0(389, 378, 389) */
		reached[0][378] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lv);
		now.lv = 0;
#ifdef VAR_RANGES
		logval("lv", ((int)now.lv));
#endif
		;
		/* merge: dl = 0(389, 379, 389) */
		reached[0][379] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.dl);
		now.dl = 0;
#ifdef VAR_RANGES
		logval("dl", ((int)now.dl));
#endif
		;
		/* merge: rs = 0(389, 380, 389) */
		reached[0][380] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.rs);
		now.rs = 0;
#ifdef VAR_RANGES
		logval("rs", ((int)now.rs));
#endif
		;
		/* merge: jump = 0(389, 381, 389) */
		reached[0][381] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.jump);
		now.jump = 0;
#ifdef VAR_RANGES
		logval("jump", ((int)now.jump));
#endif
		;
		/* merge: lk = 0(389, 382, 389) */
		reached[0][382] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: i = 0(389, 383, 389) */
		reached[0][383] = 1;
		(trpt+1)->bup.ovals[6] = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 390, 389) */
		reached[0][390] = 1;
		;
		_m = 3; goto P999; /* 7 */
	case 121: // STATE 384 - sfid.pml:275 - [((i<2))] (389:0:2 - 1)
		IfNotBlocked
		reached[0][384] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: st[i] = -(1)(389, 385, 389) */
		reached[0][385] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.st[ Index(((int)i), 2) ];
		now.st[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("st[i]", now.st[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(389, 386, 389) */
		reached[0][386] = 1;
		(trpt+1)->bup.ovals[1] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 390, 389) */
		reached[0][390] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 122: // STATE 392 - sfid.pml:278 - [i = 0] (0:399:1 - 3)
		IfNotBlocked
		reached[0][392] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 400, 399) */
		reached[0][400] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 123: // STATE 393 - sfid.pml:280 - [((i<2))] (399:0:3 - 1)
		IfNotBlocked
		reached[0][393] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: pc[i] = 0(399, 394, 399) */
		reached[0][394] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.pc[ Index(((int)i), 2) ]);
		now.pc[ Index(i, 2) ] = 0;
#ifdef VAR_RANGES
		logval("pc[i]", ((int)now.pc[ Index(((int)i), 2) ]));
#endif
		;
		/* merge: sess[i] = -(1)(399, 395, 399) */
		reached[0][395] = 1;
		(trpt+1)->bup.ovals[1] = now.sess[ Index(((int)i), 2) ];
		now.sess[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("sess[i]", now.sess[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(399, 396, 399) */
		reached[0][396] = 1;
		(trpt+1)->bup.ovals[2] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 400, 399) */
		reached[0][400] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 124: // STATE 403 - sfid.pml:258 - [up[prim] = 1] (0:412:5 - 1)
		IfNotBlocked
		reached[0][403] = 1;
		(trpt+1)->bup.ovals = grab_ints(5);
		(trpt+1)->bup.ovals[0] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 1;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: dh[prim] = fR[prim](412, 404, 412) */
		reached[0][404] = 1;
		(trpt+1)->bup.ovals[1] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: R[prim] = fR[prim](412, 405, 412) */
		reached[0][405] = 1;
		(trpt+1)->bup.ovals[2] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fl[prim] = fR[prim](412, 406, 412) */
		reached[0][406] = 1;
		(trpt+1)->bup.ovals[3] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(412, 407, 412) */
		reached[0][407] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 4 */
	case 125: // STATE 408 - sfid.pml:264 - [(((fR[prim]==-(1))&&marker[prim]))] (465:0:2 - 1)
		IfNotBlocked
		reached[0][408] = 1;
		if (!(((now.fR[ Index(((int)now.prim), 1) ]== -(1))&&((int)now.marker[ Index(((int)now.prim), 1) ]))))
			continue;
		/* merge: tr[prim] = 2(465, 409, 465) */
		reached[0][409] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 2;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: .(goto)(465, 413, 465) */
		reached[0][413] = 1;
		;
		/* merge: j = ck[prim](465, 415, 465) */
		reached[0][415] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 466, 465) */
		reached[0][466] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 126: // STATE 411 - sfid.pml:265 - [(1)] (465:0:1 - 1)
		IfNotBlocked
		reached[0][411] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(465, 413, 465) */
		reached[0][413] = 1;
		;
		/* merge: j = ck[prim](465, 415, 465) */
		reached[0][415] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 466, 465) */
		reached[0][466] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 127: // STATE 415 - sfid.pml:293 - [j = ck[prim]] (0:465:1 - 3)
		IfNotBlocked
		reached[0][415] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 466, 465) */
		reached[0][466] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 128: // STATE 416 - sfid.pml:295 - [((j<wlen))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][416] = 1;
		if (!((((int)j)<((int)now.wlen))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 129: // STATE 417 - sfid.pml:217 - [h = wv[j]] (0:424:3 - 1)
		IfNotBlocked
		reached[0][417] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = h;
		h = now.wv[ Index(((int)j), 4) ];
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: outright = wr[j](424, 418, 424) */
		reached[0][418] = 1;
		(trpt+1)->bup.ovals[1] = ((int)outright);
		outright = ((int)now.wr[ Index(((int)j), 4) ]);
#ifdef VAR_RANGES
		logval("outright", ((int)outright));
#endif
		;
		/* merge: wasknown = (tr[prim]==0)(424, 419, 424) */
		reached[0][419] = 1;
		(trpt+1)->bup.ovals[2] = ((int)wasknown);
		wasknown = (((int)now.tr[ Index(((int)now.prim), 1) ])==0);
#ifdef VAR_RANGES
		logval("wasknown", ((int)wasknown));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 130: // STATE 420 - sfid.pml:221 - [((!(outright)&&wasknown))] (447:0:2 - 1)
		IfNotBlocked
		reached[0][420] = 1;
		if (!(( !(((int)outright))&&((int)wasknown))))
			continue;
		/* merge: h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )(447, 421, 447) */
		reached[0][421] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((now.dh[ Index(((int)now.prim), 1) ]>h)) ? (now.dh[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: .(goto)(447, 425, 447) */
		reached[0][425] = 1;
		;
		/* merge: fok = 1(447, 426, 447) */
		reached[0][426] = 1;
		(trpt+1)->bup.ovals[1] = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 131: // STATE 423 - sfid.pml:222 - [(1)] (447:0:1 - 1)
		IfNotBlocked
		reached[0][423] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(447, 425, 447) */
		reached[0][425] = 1;
		;
		/* merge: fok = 1(447, 426, 447) */
		reached[0][426] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 132: // STATE 426 - sfid.pml:224 - [fok = 1] (0:447:1 - 3)
		IfNotBlocked
		reached[0][426] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 133: // STATE 427 - sfid.pml:226 - [((((h!=dh[prim])||outright)||!(wasknown)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][427] = 1;
		if (!((((h!=now.dh[ Index(((int)now.prim), 1) ])||((int)outright))|| !(((int)wasknown)))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 134: // STATE 428 - sfid.pml:228 - [(unw[prim])] (453:0:1 - 1)
		IfNotBlocked
		reached[0][428] = 1;
		if (!(((int)now.unw[ Index(((int)now.prim), 1) ])))
			continue;
		/* merge: fok = 0(0, 429, 453) */
		reached[0][429] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 0;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		/* merge: .(goto)(0, 444, 453) */
		reached[0][444] = 1;
		;
		/* merge: .(goto)(0, 448, 453) */
		reached[0][448] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 135: // STATE 431 - sfid.pml:207 - [fR[prim] = h] (0:441:4 - 1)
		IfNotBlocked
		reached[0][431] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = h(441, 432, 441) */
		reached[0][432] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: dh[prim] = h(441, 434, 441) */
		reached[0][434] = 1;
		(trpt+1)->bup.ovals[2] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(441, 435, 441) */
		reached[0][435] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 136: // STATE 436 - sfid.pml:236 - [(outright)] (453:0:2 - 1)
		IfNotBlocked
		reached[0][436] = 1;
		if (!(((int)outright)))
			continue;
		/* merge: R[prim] = h(453, 437, 453) */
		reached[0][437] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fl[prim] = h(453, 438, 453) */
		reached[0][438] = 1;
		(trpt+1)->bup.ovals[1] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 442, 453) */
		reached[0][442] = 1;
		;
		/* merge: .(goto)(0, 444, 453) */
		reached[0][444] = 1;
		;
		/* merge: .(goto)(0, 448, 453) */
		reached[0][448] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 137: // STATE 449 - sfid.pml:243 - [(fok)] (459:0:1 - 1)
		IfNotBlocked
		reached[0][449] = 1;
		if (!(((int)fok)))
			continue;
		/* merge: R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )(0, 450, 459) */
		reached[0][450] = 1;
		(trpt+1)->bup.oval = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = ( ((now.R[ Index(((int)now.prim), 1) ]>h)) ? (now.R[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 454, 459) */
		reached[0][454] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 138: // STATE 455 - sfid.pml:247 - [((fok||!(outright)))] (465:0:2 - 1)
		IfNotBlocked
		reached[0][455] = 1;
		if (!((((int)fok)|| !(((int)outright)))))
			continue;
		/* merge: fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )(465, 456, 465) */
		reached[0][456] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = ( ((now.fl[ Index(((int)now.prim), 1) ]>h)) ? (now.fl[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(465, 460, 465) */
		reached[0][460] = 1;
		;
		/* merge: j = (j+1)(465, 462, 465) */
		reached[0][462] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 466, 465) */
		reached[0][466] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 139: // STATE 458 - sfid.pml:248 - [(1)] (465:0:1 - 1)
		IfNotBlocked
		reached[0][458] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(465, 460, 465) */
		reached[0][460] = 1;
		;
		/* merge: j = (j+1)(465, 462, 465) */
		reached[0][462] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 466, 465) */
		reached[0][466] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 140: // STATE 462 - sfid.pml:295 - [j = (j+1)] (0:465:1 - 3)
		IfNotBlocked
		reached[0][462] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 466, 465) */
		reached[0][466] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 141: // STATE 468 - sfid.pml:298 - [ck[prim] = wlen] (0:477:1 - 3)
		IfNotBlocked
		reached[0][468] = 1;
		(trpt+1)->bup.oval = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 142: // STATE 470 - sfid.pml:305 - [clk = clk] (0:1285:1 - 1)
		IfNotBlocked
		reached[0][470] = 1;
		(trpt+1)->bup.oval = now.clk;
		now.clk = now.clk;
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: .(goto)(1285, 476, 1285) */
		reached[0][476] = 1;
		;
		/* merge: printf('@@ restart with crash recovery: R = floor = %d\\n',fl[prim])(1285, 478, 1285) */
		reached[0][478] = 1;
		Printf("@@ restart with crash recovery: R = floor = %d\n", now.fl[ Index(((int)now.prim), 1) ]);
		/* merge: .(goto)(1285, 482, 1285) */
		reached[0][482] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 143: // STATE 471 - sfid.pml:306 - [(((n_back<1)&&(clk>0)))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][471] = 1;
		if (!(((((int)now.n_back)<1)&&(now.clk>0))))
			continue;
		/* merge: clk = (clk-1)(1285, 472, 1285) */
		reached[0][472] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.clk;
		now.clk = (now.clk-1);
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: n_back = (n_back+1)(1285, 473, 1285) */
		reached[0][473] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_back);
		now.n_back = (((int)now.n_back)+1);
#ifdef VAR_RANGES
		logval("n_back", ((int)now.n_back));
#endif
		;
		/* merge: printf('@@ the clock is 1 ms behind after it\\n')(1285, 474, 1285) */
		reached[0][474] = 1;
		Printf("@@ the clock is 1 ms behind after it\n");
		/* merge: .(goto)(1285, 476, 1285) */
		reached[0][476] = 1;
		;
		/* merge: printf('@@ restart with crash recovery: R = floor = %d\\n',fl[prim])(1285, 478, 1285) */
		reached[0][478] = 1;
		Printf("@@ restart with crash recovery: R = floor = %d\n", now.fl[ Index(((int)now.prim), 1) ]);
		/* merge: .(goto)(1285, 482, 1285) */
		reached[0][482] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 7 */
	case 144: // STATE 478 - sfid.pml:647 - [printf('@@ restart with crash recovery: R = floor = %d\\n',fl[prim])] (0:1285:0 - 3)
		IfNotBlocked
		reached[0][478] = 1;
		Printf("@@ restart with crash recovery: R = floor = %d\n", now.fl[ Index(((int)now.prim), 1) ]);
		/* merge: .(goto)(1285, 482, 1285) */
		reached[0][482] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 145: // STATE 482 - sfid.pml:650 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][482] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 146: // STATE 479 - sfid.pml:648 - [((n_promo<0))] (1285:0:0 - 1)
		IfNotBlocked
		reached[0][479] = 1;
		if (!((((int)now.n_promo)<0)))
			continue;
		/* merge: printf('@@ the primary stays down\\n')(1285, 480, 1285) */
		reached[0][480] = 1;
		Printf("@@ the primary stays down\n");
		/* merge: .(goto)(1285, 482, 1285) */
		reached[0][482] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 147: // STATE 484 - sfid.pml:653 - [(((up[prim]&&(n_stop<0))&&(lk==0)))] (508:0:1 - 1)
		IfNotBlocked
		reached[0][484] = 1;
		if (!(((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.n_stop)<0))&&(((int)now.lk)==0))))
			continue;
		/* merge: n_stop = (n_stop+1)(0, 485, 508) */
		reached[0][485] = 1;
		(trpt+1)->bup.oval = ((int)now.n_stop);
		now.n_stop = (((int)now.n_stop)+1);
#ifdef VAR_RANGES
		logval("n_stop", ((int)now.n_stop));
#endif
		;
		_m = 3; goto P999; /* 1 */
	case 148: // STATE 486 - sfid.pml:655 - [((fl[prim]>dh[prim]))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][486] = 1;
		if (!((now.fl[ Index(((int)now.prim), 1) ]>now.dh[ Index(((int)now.prim), 1) ])))
			continue;
		_m = 3; goto P999; /* 0 */
	case 149: // STATE 487 - sfid.pml:657 - [(!(unw[prim]))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][487] = 1;
		if (!( !(((int)now.unw[ Index(((int)now.prim), 1) ]))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 150: // STATE 488 - sfid.pml:207 - [fR[prim] = fl[prim]] (0:605:4 - 1)
		IfNotBlocked
		reached[0][488] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = now.fl[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = fl[prim](605, 489, 605) */
		reached[0][489] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = now.fl[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(605, 494, 605) */
		reached[0][494] = 1;
		;
		/* merge: .(goto)(605, 509, 605) */
		reached[0][509] = 1;
		;
		/* merge: ck[prim] = wlen(605, 510, 605) */
		reached[0][510] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: up[prim] = 0(605, 511, 605) */
		reached[0][511] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: printf('@@ clean shutdown: file R %d\\n',fR[prim])(605, 512, 605) */
		reached[0][512] = 1;
		Printf("@@ clean shutdown: file R %d\n", now.fR[ Index(((int)now.prim), 1) ]);
		_m = 3; goto P999; /* 6 */
	case 151: // STATE 492 - sfid.pml:657 - [(1)] (605:0:2 - 1)
		IfNotBlocked
		reached[0][492] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(605, 494, 605) */
		reached[0][494] = 1;
		;
		/* merge: .(goto)(605, 509, 605) */
		reached[0][509] = 1;
		;
		/* merge: ck[prim] = wlen(605, 510, 605) */
		reached[0][510] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: up[prim] = 0(605, 511, 605) */
		reached[0][511] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: printf('@@ clean shutdown: file R %d\\n',fR[prim])(605, 512, 605) */
		reached[0][512] = 1;
		Printf("@@ clean shutdown: file R %d\n", now.fR[ Index(((int)now.prim), 1) ]);
		_m = 3; goto P999; /* 5 */
	case 152: // STATE 496 - sfid.pml:399 - [h = ( ((st[0]>st[1])) -> (st[0]) : (st[1]) )] (0:506:3 - 1)
		IfNotBlocked
		reached[0][496] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((now.st[0]>now.st[1])) ? (now.st[0]) : (now.st[1]) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: h = ( ((h==-(1))) -> (-(1)) : ((h/2)) )(506, 497, 506) */
		reached[0][497] = 1;
		(trpt+1)->bup.ovals[1] = h;
		h = ( ((h== -(1))) ? ( -(1)) : ((h/2)) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: h = ( ((h>fl[prim])) -> (h) : (fl[prim]) )(506, 499, 506) */
		reached[0][499] = 1;
		(trpt+1)->bup.ovals[2] = h;
		h = ( ((h>now.fl[ Index(((int)now.prim), 1) ])) ? (h) : (now.fl[ Index(((int)now.prim), 1) ]) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 153: // STATE 500 - sfid.pml:664 - [((((h!=-(1))&&(h<dh[prim]))&&!(unw[prim])))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][500] = 1;
		if (!((((h!= -(1))&&(h<now.dh[ Index(((int)now.prim), 1) ]))&& !(((int)now.unw[ Index(((int)now.prim), 1) ])))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 154: // STATE 501 - sfid.pml:207 - [fR[prim] = h] (0:605:4 - 1)
		IfNotBlocked
		reached[0][501] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = h(605, 502, 605) */
		reached[0][502] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(605, 507, 605) */
		reached[0][507] = 1;
		;
		/* merge: .(goto)(605, 509, 605) */
		reached[0][509] = 1;
		;
		/* merge: ck[prim] = wlen(605, 510, 605) */
		reached[0][510] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: up[prim] = 0(605, 511, 605) */
		reached[0][511] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: printf('@@ clean shutdown: file R %d\\n',fR[prim])(605, 512, 605) */
		reached[0][512] = 1;
		Printf("@@ clean shutdown: file R %d\n", now.fR[ Index(((int)now.prim), 1) ]);
		_m = 3; goto P999; /* 6 */
	case 155: // STATE 505 - sfid.pml:664 - [(1)] (605:0:2 - 1)
		IfNotBlocked
		reached[0][505] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(605, 507, 605) */
		reached[0][507] = 1;
		;
		/* merge: .(goto)(605, 509, 605) */
		reached[0][509] = 1;
		;
		/* merge: ck[prim] = wlen(605, 510, 605) */
		reached[0][510] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: up[prim] = 0(605, 511, 605) */
		reached[0][511] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: printf('@@ clean shutdown: file R %d\\n',fR[prim])(605, 512, 605) */
		reached[0][512] = 1;
		Printf("@@ clean shutdown: file R %d\n", now.fR[ Index(((int)now.prim), 1) ]);
		_m = 3; goto P999; /* 5 */
	case 156: // STATE 510 - sfid.pml:666 - [ck[prim] = wlen] (0:605:2 - 7)
		IfNotBlocked
		reached[0][510] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: up[prim] = 0(605, 511, 605) */
		reached[0][511] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: printf('@@ clean shutdown: file R %d\\n',fR[prim])(605, 512, 605) */
		reached[0][512] = 1;
		Printf("@@ clean shutdown: file R %d\n", now.fR[ Index(((int)now.prim), 1) ]);
		_m = 3; goto P999; /* 2 */
	case 157: // STATE 513 - sfid.pml:272 - [fe = -(1)] (0:525:7 - 1)
		IfNotBlocked
		reached[0][513] = 1;
		(trpt+1)->bup.ovals = grab_ints(7);
		(trpt+1)->bup.ovals[0] = now.fe;
		now.fe =  -(1);
#ifdef VAR_RANGES
		logval("fe", now.fe);
#endif
		;
		/* merge: lv = 0(525, 514, 525) */
		reached[0][514] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lv);
		now.lv = 0;
#ifdef VAR_RANGES
		logval("lv", ((int)now.lv));
#endif
		;
		/* merge: dl = 0(525, 515, 525) */
		reached[0][515] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.dl);
		now.dl = 0;
#ifdef VAR_RANGES
		logval("dl", ((int)now.dl));
#endif
		;
		/* merge: rs = 0(525, 516, 525) */
		reached[0][516] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.rs);
		now.rs = 0;
#ifdef VAR_RANGES
		logval("rs", ((int)now.rs));
#endif
		;
		/* merge: jump = 0(525, 517, 525) */
		reached[0][517] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.jump);
		now.jump = 0;
#ifdef VAR_RANGES
		logval("jump", ((int)now.jump));
#endif
		;
		/* merge: lk = 0(525, 518, 525) */
		reached[0][518] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: i = 0(525, 519, 525) */
		reached[0][519] = 1;
		(trpt+1)->bup.ovals[6] = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 526, 525) */
		reached[0][526] = 1;
		;
		_m = 3; goto P999; /* 7 */
	case 158: // STATE 520 - sfid.pml:275 - [((i<2))] (525:0:2 - 1)
		IfNotBlocked
		reached[0][520] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: st[i] = -(1)(525, 521, 525) */
		reached[0][521] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.st[ Index(((int)i), 2) ];
		now.st[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("st[i]", now.st[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(525, 522, 525) */
		reached[0][522] = 1;
		(trpt+1)->bup.ovals[1] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 526, 525) */
		reached[0][526] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 159: // STATE 528 - sfid.pml:278 - [i = 0] (0:535:1 - 3)
		IfNotBlocked
		reached[0][528] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 536, 535) */
		reached[0][536] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 160: // STATE 529 - sfid.pml:280 - [((i<2))] (535:0:3 - 1)
		IfNotBlocked
		reached[0][529] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: pc[i] = 0(535, 530, 535) */
		reached[0][530] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.pc[ Index(((int)i), 2) ]);
		now.pc[ Index(i, 2) ] = 0;
#ifdef VAR_RANGES
		logval("pc[i]", ((int)now.pc[ Index(((int)i), 2) ]));
#endif
		;
		/* merge: sess[i] = -(1)(535, 531, 535) */
		reached[0][531] = 1;
		(trpt+1)->bup.ovals[1] = now.sess[ Index(((int)i), 2) ];
		now.sess[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("sess[i]", now.sess[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(535, 532, 535) */
		reached[0][532] = 1;
		(trpt+1)->bup.ovals[2] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 536, 535) */
		reached[0][536] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 161: // STATE 539 - sfid.pml:258 - [up[prim] = 1] (0:548:5 - 1)
		IfNotBlocked
		reached[0][539] = 1;
		(trpt+1)->bup.ovals = grab_ints(5);
		(trpt+1)->bup.ovals[0] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 1;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: dh[prim] = fR[prim](548, 540, 548) */
		reached[0][540] = 1;
		(trpt+1)->bup.ovals[1] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: R[prim] = fR[prim](548, 541, 548) */
		reached[0][541] = 1;
		(trpt+1)->bup.ovals[2] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fl[prim] = fR[prim](548, 542, 548) */
		reached[0][542] = 1;
		(trpt+1)->bup.ovals[3] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(548, 543, 548) */
		reached[0][543] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 4 */
	case 162: // STATE 544 - sfid.pml:264 - [(((fR[prim]==-(1))&&marker[prim]))] (601:0:2 - 1)
		IfNotBlocked
		reached[0][544] = 1;
		if (!(((now.fR[ Index(((int)now.prim), 1) ]== -(1))&&((int)now.marker[ Index(((int)now.prim), 1) ]))))
			continue;
		/* merge: tr[prim] = 2(601, 545, 601) */
		reached[0][545] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 2;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: .(goto)(601, 549, 601) */
		reached[0][549] = 1;
		;
		/* merge: j = ck[prim](601, 551, 601) */
		reached[0][551] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 602, 601) */
		reached[0][602] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 163: // STATE 547 - sfid.pml:265 - [(1)] (601:0:1 - 1)
		IfNotBlocked
		reached[0][547] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(601, 549, 601) */
		reached[0][549] = 1;
		;
		/* merge: j = ck[prim](601, 551, 601) */
		reached[0][551] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 602, 601) */
		reached[0][602] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 164: // STATE 551 - sfid.pml:293 - [j = ck[prim]] (0:601:1 - 3)
		IfNotBlocked
		reached[0][551] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 602, 601) */
		reached[0][602] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 165: // STATE 552 - sfid.pml:295 - [((j<wlen))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][552] = 1;
		if (!((((int)j)<((int)now.wlen))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 166: // STATE 553 - sfid.pml:217 - [h = wv[j]] (0:560:3 - 1)
		IfNotBlocked
		reached[0][553] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = h;
		h = now.wv[ Index(((int)j), 4) ];
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: outright = wr[j](560, 554, 560) */
		reached[0][554] = 1;
		(trpt+1)->bup.ovals[1] = ((int)outright);
		outright = ((int)now.wr[ Index(((int)j), 4) ]);
#ifdef VAR_RANGES
		logval("outright", ((int)outright));
#endif
		;
		/* merge: wasknown = (tr[prim]==0)(560, 555, 560) */
		reached[0][555] = 1;
		(trpt+1)->bup.ovals[2] = ((int)wasknown);
		wasknown = (((int)now.tr[ Index(((int)now.prim), 1) ])==0);
#ifdef VAR_RANGES
		logval("wasknown", ((int)wasknown));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 167: // STATE 556 - sfid.pml:221 - [((!(outright)&&wasknown))] (583:0:2 - 1)
		IfNotBlocked
		reached[0][556] = 1;
		if (!(( !(((int)outright))&&((int)wasknown))))
			continue;
		/* merge: h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )(583, 557, 583) */
		reached[0][557] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((now.dh[ Index(((int)now.prim), 1) ]>h)) ? (now.dh[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: .(goto)(583, 561, 583) */
		reached[0][561] = 1;
		;
		/* merge: fok = 1(583, 562, 583) */
		reached[0][562] = 1;
		(trpt+1)->bup.ovals[1] = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 168: // STATE 559 - sfid.pml:222 - [(1)] (583:0:1 - 1)
		IfNotBlocked
		reached[0][559] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(583, 561, 583) */
		reached[0][561] = 1;
		;
		/* merge: fok = 1(583, 562, 583) */
		reached[0][562] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 169: // STATE 562 - sfid.pml:224 - [fok = 1] (0:583:1 - 3)
		IfNotBlocked
		reached[0][562] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 170: // STATE 563 - sfid.pml:226 - [((((h!=dh[prim])||outright)||!(wasknown)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][563] = 1;
		if (!((((h!=now.dh[ Index(((int)now.prim), 1) ])||((int)outright))|| !(((int)wasknown)))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 171: // STATE 564 - sfid.pml:228 - [(unw[prim])] (589:0:1 - 1)
		IfNotBlocked
		reached[0][564] = 1;
		if (!(((int)now.unw[ Index(((int)now.prim), 1) ])))
			continue;
		/* merge: fok = 0(0, 565, 589) */
		reached[0][565] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 0;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		/* merge: .(goto)(0, 580, 589) */
		reached[0][580] = 1;
		;
		/* merge: .(goto)(0, 584, 589) */
		reached[0][584] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 172: // STATE 567 - sfid.pml:207 - [fR[prim] = h] (0:577:4 - 1)
		IfNotBlocked
		reached[0][567] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = h(577, 568, 577) */
		reached[0][568] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: dh[prim] = h(577, 570, 577) */
		reached[0][570] = 1;
		(trpt+1)->bup.ovals[2] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(577, 571, 577) */
		reached[0][571] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 173: // STATE 572 - sfid.pml:236 - [(outright)] (589:0:2 - 1)
		IfNotBlocked
		reached[0][572] = 1;
		if (!(((int)outright)))
			continue;
		/* merge: R[prim] = h(589, 573, 589) */
		reached[0][573] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fl[prim] = h(589, 574, 589) */
		reached[0][574] = 1;
		(trpt+1)->bup.ovals[1] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 578, 589) */
		reached[0][578] = 1;
		;
		/* merge: .(goto)(0, 580, 589) */
		reached[0][580] = 1;
		;
		/* merge: .(goto)(0, 584, 589) */
		reached[0][584] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 174: // STATE 585 - sfid.pml:243 - [(fok)] (595:0:1 - 1)
		IfNotBlocked
		reached[0][585] = 1;
		if (!(((int)fok)))
			continue;
		/* merge: R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )(0, 586, 595) */
		reached[0][586] = 1;
		(trpt+1)->bup.oval = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = ( ((now.R[ Index(((int)now.prim), 1) ]>h)) ? (now.R[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 590, 595) */
		reached[0][590] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 175: // STATE 591 - sfid.pml:247 - [((fok||!(outright)))] (601:0:2 - 1)
		IfNotBlocked
		reached[0][591] = 1;
		if (!((((int)fok)|| !(((int)outright)))))
			continue;
		/* merge: fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )(601, 592, 601) */
		reached[0][592] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = ( ((now.fl[ Index(((int)now.prim), 1) ]>h)) ? (now.fl[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(601, 596, 601) */
		reached[0][596] = 1;
		;
		/* merge: j = (j+1)(601, 598, 601) */
		reached[0][598] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 602, 601) */
		reached[0][602] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 176: // STATE 594 - sfid.pml:248 - [(1)] (601:0:1 - 1)
		IfNotBlocked
		reached[0][594] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(601, 596, 601) */
		reached[0][596] = 1;
		;
		/* merge: j = (j+1)(601, 598, 601) */
		reached[0][598] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 602, 601) */
		reached[0][602] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 177: // STATE 598 - sfid.pml:295 - [j = (j+1)] (0:601:1 - 3)
		IfNotBlocked
		reached[0][598] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 602, 601) */
		reached[0][602] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 178: // STATE 604 - sfid.pml:298 - [ck[prim] = wlen] (0:613:1 - 3)
		IfNotBlocked
		reached[0][604] = 1;
		(trpt+1)->bup.oval = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 179: // STATE 606 - sfid.pml:305 - [clk = clk] (0:1285:1 - 1)
		IfNotBlocked
		reached[0][606] = 1;
		(trpt+1)->bup.oval = now.clk;
		now.clk = now.clk;
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: .(goto)(1285, 612, 1285) */
		reached[0][612] = 1;
		;
		/* merge: printf('@@ restart: R = floor = %d\\n',fl[prim])(1285, 614, 1285) */
		reached[0][614] = 1;
		Printf("@@ restart: R = floor = %d\n", now.fl[ Index(((int)now.prim), 1) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 180: // STATE 612 - sfid.pml:308 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][612] = 1;
		;
		/* merge: printf('@@ restart: R = floor = %d\\n',fl[prim])(1285, 614, 1285) */
		reached[0][614] = 1;
		Printf("@@ restart: R = floor = %d\n", now.fl[ Index(((int)now.prim), 1) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 181: // STATE 607 - sfid.pml:306 - [(((n_back<1)&&(clk>0)))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][607] = 1;
		if (!(((((int)now.n_back)<1)&&(now.clk>0))))
			continue;
		/* merge: clk = (clk-1)(1285, 608, 1285) */
		reached[0][608] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.clk;
		now.clk = (now.clk-1);
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: n_back = (n_back+1)(1285, 609, 1285) */
		reached[0][609] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_back);
		now.n_back = (((int)now.n_back)+1);
#ifdef VAR_RANGES
		logval("n_back", ((int)now.n_back));
#endif
		;
		/* merge: printf('@@ the clock is 1 ms behind after it\\n')(1285, 610, 1285) */
		reached[0][610] = 1;
		Printf("@@ the clock is 1 ms behind after it\n");
		/* merge: .(goto)(1285, 612, 1285) */
		reached[0][612] = 1;
		;
		/* merge: printf('@@ restart: R = floor = %d\\n',fl[prim])(1285, 614, 1285) */
		reached[0][614] = 1;
		Printf("@@ restart: R = floor = %d\n", now.fl[ Index(((int)now.prim), 1) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 182: // STATE 616 - sfid.pml:674 - [((up[prim]&&(n_power<0)))] (713:0:3 - 1)
		IfNotBlocked
		reached[0][616] = 1;
		if (!((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.n_power)<0))))
			continue;
		/* merge: n_power = (n_power+1)(713, 617, 713) */
		reached[0][617] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.n_power);
		now.n_power = (((int)now.n_power)+1);
#ifdef VAR_RANGES
		logval("n_power", ((int)now.n_power));
#endif
		;
		/* merge: printf('@@ power loss (file R %d, of which durable %d)\\n',fR[prim],fD[prim])(713, 618, 713) */
		reached[0][618] = 1;
		Printf("@@ power loss (file R %d, of which durable %d)\n", now.fR[ Index(((int)now.prim), 1) ], now.fD[ Index(((int)now.prim), 1) ]);
		/* merge: up[prim] = 0(713, 619, 713) */
		reached[0][619] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: fR[prim] = fD[prim](713, 620, 713) */
		reached[0][620] = 1;
		(trpt+1)->bup.ovals[2] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = now.fD[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		_m = 3; goto P999; /* 4 */
	case 183: // STATE 621 - sfid.pml:272 - [fe = -(1)] (0:633:7 - 1)
		IfNotBlocked
		reached[0][621] = 1;
		(trpt+1)->bup.ovals = grab_ints(7);
		(trpt+1)->bup.ovals[0] = now.fe;
		now.fe =  -(1);
#ifdef VAR_RANGES
		logval("fe", now.fe);
#endif
		;
		/* merge: lv = 0(633, 622, 633) */
		reached[0][622] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lv);
		now.lv = 0;
#ifdef VAR_RANGES
		logval("lv", ((int)now.lv));
#endif
		;
		/* merge: dl = 0(633, 623, 633) */
		reached[0][623] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.dl);
		now.dl = 0;
#ifdef VAR_RANGES
		logval("dl", ((int)now.dl));
#endif
		;
		/* merge: rs = 0(633, 624, 633) */
		reached[0][624] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.rs);
		now.rs = 0;
#ifdef VAR_RANGES
		logval("rs", ((int)now.rs));
#endif
		;
		/* merge: jump = 0(633, 625, 633) */
		reached[0][625] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.jump);
		now.jump = 0;
#ifdef VAR_RANGES
		logval("jump", ((int)now.jump));
#endif
		;
		/* merge: lk = 0(633, 626, 633) */
		reached[0][626] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: i = 0(633, 627, 633) */
		reached[0][627] = 1;
		(trpt+1)->bup.ovals[6] = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 634, 633) */
		reached[0][634] = 1;
		;
		_m = 3; goto P999; /* 7 */
	case 184: // STATE 628 - sfid.pml:275 - [((i<2))] (633:0:2 - 1)
		IfNotBlocked
		reached[0][628] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: st[i] = -(1)(633, 629, 633) */
		reached[0][629] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.st[ Index(((int)i), 2) ];
		now.st[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("st[i]", now.st[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(633, 630, 633) */
		reached[0][630] = 1;
		(trpt+1)->bup.ovals[1] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 634, 633) */
		reached[0][634] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 185: // STATE 636 - sfid.pml:278 - [i = 0] (0:643:1 - 3)
		IfNotBlocked
		reached[0][636] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 644, 643) */
		reached[0][644] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 186: // STATE 637 - sfid.pml:280 - [((i<2))] (643:0:3 - 1)
		IfNotBlocked
		reached[0][637] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: pc[i] = 0(643, 638, 643) */
		reached[0][638] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.pc[ Index(((int)i), 2) ]);
		now.pc[ Index(i, 2) ] = 0;
#ifdef VAR_RANGES
		logval("pc[i]", ((int)now.pc[ Index(((int)i), 2) ]));
#endif
		;
		/* merge: sess[i] = -(1)(643, 639, 643) */
		reached[0][639] = 1;
		(trpt+1)->bup.ovals[1] = now.sess[ Index(((int)i), 2) ];
		now.sess[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("sess[i]", now.sess[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(643, 640, 643) */
		reached[0][640] = 1;
		(trpt+1)->bup.ovals[2] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 644, 643) */
		reached[0][644] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 187: // STATE 647 - sfid.pml:258 - [up[prim] = 1] (0:656:5 - 1)
		IfNotBlocked
		reached[0][647] = 1;
		(trpt+1)->bup.ovals = grab_ints(5);
		(trpt+1)->bup.ovals[0] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 1;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: dh[prim] = fR[prim](656, 648, 656) */
		reached[0][648] = 1;
		(trpt+1)->bup.ovals[1] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: R[prim] = fR[prim](656, 649, 656) */
		reached[0][649] = 1;
		(trpt+1)->bup.ovals[2] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fl[prim] = fR[prim](656, 650, 656) */
		reached[0][650] = 1;
		(trpt+1)->bup.ovals[3] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(656, 651, 656) */
		reached[0][651] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 4 */
	case 188: // STATE 652 - sfid.pml:264 - [(((fR[prim]==-(1))&&marker[prim]))] (709:0:2 - 1)
		IfNotBlocked
		reached[0][652] = 1;
		if (!(((now.fR[ Index(((int)now.prim), 1) ]== -(1))&&((int)now.marker[ Index(((int)now.prim), 1) ]))))
			continue;
		/* merge: tr[prim] = 2(709, 653, 709) */
		reached[0][653] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 2;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: .(goto)(709, 657, 709) */
		reached[0][657] = 1;
		;
		/* merge: j = ck[prim](709, 659, 709) */
		reached[0][659] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 710, 709) */
		reached[0][710] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 189: // STATE 655 - sfid.pml:265 - [(1)] (709:0:1 - 1)
		IfNotBlocked
		reached[0][655] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(709, 657, 709) */
		reached[0][657] = 1;
		;
		/* merge: j = ck[prim](709, 659, 709) */
		reached[0][659] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 710, 709) */
		reached[0][710] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 190: // STATE 659 - sfid.pml:293 - [j = ck[prim]] (0:709:1 - 3)
		IfNotBlocked
		reached[0][659] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 710, 709) */
		reached[0][710] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 191: // STATE 660 - sfid.pml:295 - [((j<wlen))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][660] = 1;
		if (!((((int)j)<((int)now.wlen))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 192: // STATE 661 - sfid.pml:217 - [h = wv[j]] (0:668:3 - 1)
		IfNotBlocked
		reached[0][661] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = h;
		h = now.wv[ Index(((int)j), 4) ];
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: outright = wr[j](668, 662, 668) */
		reached[0][662] = 1;
		(trpt+1)->bup.ovals[1] = ((int)outright);
		outright = ((int)now.wr[ Index(((int)j), 4) ]);
#ifdef VAR_RANGES
		logval("outright", ((int)outright));
#endif
		;
		/* merge: wasknown = (tr[prim]==0)(668, 663, 668) */
		reached[0][663] = 1;
		(trpt+1)->bup.ovals[2] = ((int)wasknown);
		wasknown = (((int)now.tr[ Index(((int)now.prim), 1) ])==0);
#ifdef VAR_RANGES
		logval("wasknown", ((int)wasknown));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 193: // STATE 664 - sfid.pml:221 - [((!(outright)&&wasknown))] (691:0:2 - 1)
		IfNotBlocked
		reached[0][664] = 1;
		if (!(( !(((int)outright))&&((int)wasknown))))
			continue;
		/* merge: h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )(691, 665, 691) */
		reached[0][665] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((now.dh[ Index(((int)now.prim), 1) ]>h)) ? (now.dh[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: .(goto)(691, 669, 691) */
		reached[0][669] = 1;
		;
		/* merge: fok = 1(691, 670, 691) */
		reached[0][670] = 1;
		(trpt+1)->bup.ovals[1] = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 194: // STATE 667 - sfid.pml:222 - [(1)] (691:0:1 - 1)
		IfNotBlocked
		reached[0][667] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(691, 669, 691) */
		reached[0][669] = 1;
		;
		/* merge: fok = 1(691, 670, 691) */
		reached[0][670] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 195: // STATE 670 - sfid.pml:224 - [fok = 1] (0:691:1 - 3)
		IfNotBlocked
		reached[0][670] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 196: // STATE 671 - sfid.pml:226 - [((((h!=dh[prim])||outright)||!(wasknown)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][671] = 1;
		if (!((((h!=now.dh[ Index(((int)now.prim), 1) ])||((int)outright))|| !(((int)wasknown)))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 197: // STATE 672 - sfid.pml:228 - [(unw[prim])] (697:0:1 - 1)
		IfNotBlocked
		reached[0][672] = 1;
		if (!(((int)now.unw[ Index(((int)now.prim), 1) ])))
			continue;
		/* merge: fok = 0(0, 673, 697) */
		reached[0][673] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 0;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		/* merge: .(goto)(0, 688, 697) */
		reached[0][688] = 1;
		;
		/* merge: .(goto)(0, 692, 697) */
		reached[0][692] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 198: // STATE 675 - sfid.pml:207 - [fR[prim] = h] (0:685:4 - 1)
		IfNotBlocked
		reached[0][675] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = h(685, 676, 685) */
		reached[0][676] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: dh[prim] = h(685, 678, 685) */
		reached[0][678] = 1;
		(trpt+1)->bup.ovals[2] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(685, 679, 685) */
		reached[0][679] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 199: // STATE 680 - sfid.pml:236 - [(outright)] (697:0:2 - 1)
		IfNotBlocked
		reached[0][680] = 1;
		if (!(((int)outright)))
			continue;
		/* merge: R[prim] = h(697, 681, 697) */
		reached[0][681] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fl[prim] = h(697, 682, 697) */
		reached[0][682] = 1;
		(trpt+1)->bup.ovals[1] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 686, 697) */
		reached[0][686] = 1;
		;
		/* merge: .(goto)(0, 688, 697) */
		reached[0][688] = 1;
		;
		/* merge: .(goto)(0, 692, 697) */
		reached[0][692] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 200: // STATE 693 - sfid.pml:243 - [(fok)] (703:0:1 - 1)
		IfNotBlocked
		reached[0][693] = 1;
		if (!(((int)fok)))
			continue;
		/* merge: R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )(0, 694, 703) */
		reached[0][694] = 1;
		(trpt+1)->bup.oval = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = ( ((now.R[ Index(((int)now.prim), 1) ]>h)) ? (now.R[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 698, 703) */
		reached[0][698] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 201: // STATE 699 - sfid.pml:247 - [((fok||!(outright)))] (709:0:2 - 1)
		IfNotBlocked
		reached[0][699] = 1;
		if (!((((int)fok)|| !(((int)outright)))))
			continue;
		/* merge: fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )(709, 700, 709) */
		reached[0][700] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = ( ((now.fl[ Index(((int)now.prim), 1) ]>h)) ? (now.fl[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(709, 704, 709) */
		reached[0][704] = 1;
		;
		/* merge: j = (j+1)(709, 706, 709) */
		reached[0][706] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 710, 709) */
		reached[0][710] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 202: // STATE 702 - sfid.pml:248 - [(1)] (709:0:1 - 1)
		IfNotBlocked
		reached[0][702] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(709, 704, 709) */
		reached[0][704] = 1;
		;
		/* merge: j = (j+1)(709, 706, 709) */
		reached[0][706] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 710, 709) */
		reached[0][710] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 203: // STATE 706 - sfid.pml:295 - [j = (j+1)] (0:709:1 - 3)
		IfNotBlocked
		reached[0][706] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 710, 709) */
		reached[0][710] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 204: // STATE 712 - sfid.pml:298 - [ck[prim] = wlen] (0:721:1 - 3)
		IfNotBlocked
		reached[0][712] = 1;
		(trpt+1)->bup.oval = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 205: // STATE 714 - sfid.pml:305 - [clk = clk] (0:1285:1 - 1)
		IfNotBlocked
		reached[0][714] = 1;
		(trpt+1)->bup.oval = now.clk;
		now.clk = now.clk;
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: .(goto)(1285, 720, 1285) */
		reached[0][720] = 1;
		;
		/* merge: printf('@@ restart with crash recovery: R = floor = %d\\n',fl[prim])(1285, 722, 1285) */
		reached[0][722] = 1;
		Printf("@@ restart with crash recovery: R = floor = %d\n", now.fl[ Index(((int)now.prim), 1) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 206: // STATE 720 - sfid.pml:308 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][720] = 1;
		;
		/* merge: printf('@@ restart with crash recovery: R = floor = %d\\n',fl[prim])(1285, 722, 1285) */
		reached[0][722] = 1;
		Printf("@@ restart with crash recovery: R = floor = %d\n", now.fl[ Index(((int)now.prim), 1) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 207: // STATE 715 - sfid.pml:306 - [(((n_back<1)&&(clk>0)))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][715] = 1;
		if (!(((((int)now.n_back)<1)&&(now.clk>0))))
			continue;
		/* merge: clk = (clk-1)(1285, 716, 1285) */
		reached[0][716] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.clk;
		now.clk = (now.clk-1);
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: n_back = (n_back+1)(1285, 717, 1285) */
		reached[0][717] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_back);
		now.n_back = (((int)now.n_back)+1);
#ifdef VAR_RANGES
		logval("n_back", ((int)now.n_back));
#endif
		;
		/* merge: printf('@@ the clock is 1 ms behind after it\\n')(1285, 718, 1285) */
		reached[0][718] = 1;
		Printf("@@ the clock is 1 ms behind after it\n");
		/* merge: .(goto)(1285, 720, 1285) */
		reached[0][720] = 1;
		;
		/* merge: printf('@@ restart with crash recovery: R = floor = %d\\n',fl[prim])(1285, 722, 1285) */
		reached[0][722] = 1;
		Printf("@@ restart with crash recovery: R = floor = %d\n", now.fl[ Index(((int)now.prim), 1) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 208: // STATE 724 - sfid.pml:683 - [((n_unw<0))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][724] = 1;
		if (!((((int)now.n_unw)<0)))
			continue;
		_m = 3; goto P999; /* 0 */
	case 209: // STATE 725 - sfid.pml:683 - [((up[0]&&!(unw[0])))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][725] = 1;
		if (!((((int)now.up[0])&& !(((int)now.unw[0])))))
			continue;
		/* merge: n = 0(1285, 726, 1285) */
		reached[0][726] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 0;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 732, 1285) */
		reached[0][732] = 1;
		;
		/* merge: n_unw = (n_unw+1)(1285, 733, 1285) */
		reached[0][733] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_unw);
		now.n_unw = (((int)now.n_unw)+1);
#ifdef VAR_RANGES
		logval("n_unw", ((int)now.n_unw));
#endif
		;
		/* merge: unw[n] = 1(1285, 734, 1285) */
		reached[0][734] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ node %d cannot write its file\\n',n)(1285, 735, 1285) */
		reached[0][735] = 1;
		Printf("@@ node %d cannot write its file\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 210: // STATE 727 - sfid.pml:683 - [((((1+0)>1)&&(up[1]&&!(unw[1]))))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][727] = 1;
		if (!((((1+0)>1)&&(((int)now.up[ Index(1, 1) ])&& !(((int)now.unw[ Index(1, 1) ]))))))
			continue;
		/* merge: n = 1(1285, 728, 1285) */
		reached[0][728] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 1;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 732, 1285) */
		reached[0][732] = 1;
		;
		/* merge: n_unw = (n_unw+1)(1285, 733, 1285) */
		reached[0][733] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_unw);
		now.n_unw = (((int)now.n_unw)+1);
#ifdef VAR_RANGES
		logval("n_unw", ((int)now.n_unw));
#endif
		;
		/* merge: unw[n] = 1(1285, 734, 1285) */
		reached[0][734] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ node %d cannot write its file\\n',n)(1285, 735, 1285) */
		reached[0][735] = 1;
		Printf("@@ node %d cannot write its file\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 211: // STATE 729 - sfid.pml:683 - [((((1+0)>2)&&(up[2]&&!(unw[2]))))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][729] = 1;
		if (!((((1+0)>2)&&(((int)now.up[ Index(2, 1) ])&& !(((int)now.unw[ Index(2, 1) ]))))))
			continue;
		/* merge: n = 2(1285, 730, 1285) */
		reached[0][730] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 2;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 732, 1285) */
		reached[0][732] = 1;
		;
		/* merge: n_unw = (n_unw+1)(1285, 733, 1285) */
		reached[0][733] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_unw);
		now.n_unw = (((int)now.n_unw)+1);
#ifdef VAR_RANGES
		logval("n_unw", ((int)now.n_unw));
#endif
		;
		/* merge: unw[n] = 1(1285, 734, 1285) */
		reached[0][734] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ node %d cannot write its file\\n',n)(1285, 735, 1285) */
		reached[0][735] = 1;
		Printf("@@ node %d cannot write its file\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 212: // STATE 733 - sfid.pml:683 - [n_unw = (n_unw+1)] (0:1285:2 - 4)
		IfNotBlocked
		reached[0][733] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.n_unw);
		now.n_unw = (((int)now.n_unw)+1);
#ifdef VAR_RANGES
		logval("n_unw", ((int)now.n_unw));
#endif
		;
		/* merge: unw[n] = 1(1285, 734, 1285) */
		reached[0][734] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ node %d cannot write its file\\n',n)(1285, 735, 1285) */
		reached[0][735] = 1;
		Printf("@@ node %d cannot write its file\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 213: // STATE 737 - sfid.pml:686 - [(unw[0])] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][737] = 1;
		if (!(((int)now.unw[0])))
			continue;
		/* merge: n = 0(1285, 738, 1285) */
		reached[0][738] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 0;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 744, 1285) */
		reached[0][744] = 1;
		;
		/* merge: unw[n] = 0(1285, 745, 1285) */
		reached[0][745] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ node %d can write its file again\\n',n)(1285, 746, 1285) */
		reached[0][746] = 1;
		Printf("@@ node %d can write its file again\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 214: // STATE 739 - sfid.pml:686 - [((((1+0)>1)&&unw[1]))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][739] = 1;
		if (!((((1+0)>1)&&((int)now.unw[ Index(1, 1) ]))))
			continue;
		/* merge: n = 1(1285, 740, 1285) */
		reached[0][740] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 1;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 744, 1285) */
		reached[0][744] = 1;
		;
		/* merge: unw[n] = 0(1285, 745, 1285) */
		reached[0][745] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ node %d can write its file again\\n',n)(1285, 746, 1285) */
		reached[0][746] = 1;
		Printf("@@ node %d can write its file again\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 215: // STATE 741 - sfid.pml:686 - [((((1+0)>2)&&unw[2]))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][741] = 1;
		if (!((((1+0)>2)&&((int)now.unw[ Index(2, 1) ]))))
			continue;
		/* merge: n = 2(1285, 742, 1285) */
		reached[0][742] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 2;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(1285, 744, 1285) */
		reached[0][744] = 1;
		;
		/* merge: unw[n] = 0(1285, 745, 1285) */
		reached[0][745] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ node %d can write its file again\\n',n)(1285, 746, 1285) */
		reached[0][746] = 1;
		Printf("@@ node %d can write its file again\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 216: // STATE 745 - sfid.pml:686 - [unw[n] = 0] (0:1285:1 - 4)
		IfNotBlocked
		reached[0][745] = 1;
		(trpt+1)->bup.oval = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ node %d can write its file again\\n',n)(1285, 746, 1285) */
		reached[0][746] = 1;
		Printf("@@ node %d can write its file again\n", ((int)n));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 217: // STATE 748 - sfid.pml:689 - [(((n_srestart<0)&&(0!=2)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][748] = 1;
		if (!(((((int)now.n_srestart)<0)&&(0!=2))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 218: // STATE 749 - sfid.pml:689 - [((((0!=prim)&&up[0])&&att[0]))] (764:0:2 - 1)
		IfNotBlocked
		reached[0][749] = 1;
		if (!((((0!=((int)now.prim))&&((int)now.up[0]))&&((int)now.att[0]))))
			continue;
		/* merge: n = 0(764, 750, 764) */
		reached[0][750] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 0;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(764, 756, 764) */
		reached[0][756] = 1;
		;
		/* merge: n_srestart = (n_srestart+1)(764, 757, 764) */
		reached[0][757] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_srestart);
		now.n_srestart = (((int)now.n_srestart)+1);
#ifdef VAR_RANGES
		logval("n_srestart", ((int)now.n_srestart));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 219: // STATE 751 - sfid.pml:689 - [((((1+0)>1)&&(((1!=prim)&&up[1])&&att[1])))] (764:0:2 - 1)
		IfNotBlocked
		reached[0][751] = 1;
		if (!((((1+0)>1)&&(((1!=((int)now.prim))&&((int)now.up[ Index(1, 1) ]))&&((int)now.att[ Index(1, 1) ])))))
			continue;
		/* merge: n = 1(764, 752, 764) */
		reached[0][752] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 1;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(764, 756, 764) */
		reached[0][756] = 1;
		;
		/* merge: n_srestart = (n_srestart+1)(764, 757, 764) */
		reached[0][757] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_srestart);
		now.n_srestart = (((int)now.n_srestart)+1);
#ifdef VAR_RANGES
		logval("n_srestart", ((int)now.n_srestart));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 220: // STATE 753 - sfid.pml:689 - [((((1+0)>2)&&(((2!=prim)&&up[2])&&att[2])))] (764:0:2 - 1)
		IfNotBlocked
		reached[0][753] = 1;
		if (!((((1+0)>2)&&(((2!=((int)now.prim))&&((int)now.up[ Index(2, 1) ]))&&((int)now.att[ Index(2, 1) ])))))
			continue;
		/* merge: n = 2(764, 754, 764) */
		reached[0][754] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 2;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(764, 756, 764) */
		reached[0][756] = 1;
		;
		/* merge: n_srestart = (n_srestart+1)(764, 757, 764) */
		reached[0][757] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_srestart);
		now.n_srestart = (((int)now.n_srestart)+1);
#ifdef VAR_RANGES
		logval("n_srestart", ((int)now.n_srestart));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 221: // STATE 757 - sfid.pml:690 - [n_srestart = (n_srestart+1)] (0:764:1 - 4)
		IfNotBlocked
		reached[0][757] = 1;
		(trpt+1)->bup.oval = ((int)now.n_srestart);
		now.n_srestart = (((int)now.n_srestart)+1);
#ifdef VAR_RANGES
		logval("n_srestart", ((int)now.n_srestart));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 222: // STATE 758 - sfid.pml:692 - [(((fl[n]>dh[n])&&!(unw[n])))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][758] = 1;
		if (!(((now.fl[ Index(((int)n), 1) ]>now.dh[ Index(((int)n), 1) ])&& !(((int)now.unw[ Index(((int)n), 1) ])))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 223: // STATE 759 - sfid.pml:207 - [fR[n] = fl[n]] (0:777:2 - 1)
		IfNotBlocked
		reached[0][759] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)n), 1) ];
		now.fR[ Index(n, 1) ] = now.fl[ Index(((int)n), 1) ];
#ifdef VAR_RANGES
		logval("fR[n]", now.fR[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: fD[n] = fl[n](777, 760, 777) */
		reached[0][760] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)n), 1) ];
		now.fD[ Index(n, 1) ] = now.fl[ Index(((int)n), 1) ];
#ifdef VAR_RANGES
		logval("fD[n]", now.fD[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 765, 777) */
		reached[0][765] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 224: // STATE 766 - sfid.pml:258 - [up[n] = 1] (0:775:5 - 1)
		IfNotBlocked
		reached[0][766] = 1;
		(trpt+1)->bup.ovals = grab_ints(5);
		(trpt+1)->bup.ovals[0] = ((int)now.up[ Index(((int)n), 1) ]);
		now.up[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("up[n]", ((int)now.up[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: dh[n] = fR[n](775, 767, 775) */
		reached[0][767] = 1;
		(trpt+1)->bup.ovals[1] = now.dh[ Index(((int)n), 1) ];
		now.dh[ Index(n, 1) ] = now.fR[ Index(((int)n), 1) ];
#ifdef VAR_RANGES
		logval("dh[n]", now.dh[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: R[n] = fR[n](775, 768, 775) */
		reached[0][768] = 1;
		(trpt+1)->bup.ovals[2] = now.R[ Index(((int)n), 1) ];
		now.R[ Index(n, 1) ] = now.fR[ Index(((int)n), 1) ];
#ifdef VAR_RANGES
		logval("R[n]", now.R[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: fl[n] = fR[n](775, 769, 775) */
		reached[0][769] = 1;
		(trpt+1)->bup.ovals[3] = now.fl[ Index(((int)n), 1) ];
		now.fl[ Index(n, 1) ] = now.fR[ Index(((int)n), 1) ];
#ifdef VAR_RANGES
		logval("fl[n]", now.fl[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: tr[n] = 0(775, 770, 775) */
		reached[0][770] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.tr[ Index(((int)n), 1) ]);
		now.tr[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[n]", ((int)now.tr[ Index(((int)n), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 4 */
	case 225: // STATE 771 - sfid.pml:264 - [(((fR[n]==-(1))&&marker[n]))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][771] = 1;
		if (!(((now.fR[ Index(((int)n), 1) ]== -(1))&&((int)now.marker[ Index(((int)n), 1) ]))))
			continue;
		/* merge: tr[n] = 2(1285, 772, 1285) */
		reached[0][772] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.tr[ Index(((int)n), 1) ]);
		now.tr[ Index(n, 1) ] = 2;
#ifdef VAR_RANGES
		logval("tr[n]", ((int)now.tr[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(1285, 776, 1285) */
		reached[0][776] = 1;
		;
		/* merge: rep[n] = ck[n](1285, 778, 1285) */
		reached[0][778] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = ((int)now.ck[ Index(((int)n), 1) ]);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ standby %d restarts: R = floor = %d from its file\\n',n,fl[n])(1285, 779, 1285) */
		reached[0][779] = 1;
		Printf("@@ standby %d restarts: R = floor = %d from its file\n", ((int)n), now.fl[ Index(((int)n), 1) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 226: // STATE 774 - sfid.pml:265 - [(1)] (1285:0:1 - 1)
		IfNotBlocked
		reached[0][774] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1285, 776, 1285) */
		reached[0][776] = 1;
		;
		/* merge: rep[n] = ck[n](1285, 778, 1285) */
		reached[0][778] = 1;
		(trpt+1)->bup.oval = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = ((int)now.ck[ Index(((int)n), 1) ]);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ standby %d restarts: R = floor = %d from its file\\n',n,fl[n])(1285, 779, 1285) */
		reached[0][779] = 1;
		Printf("@@ standby %d restarts: R = floor = %d from its file\n", ((int)n), now.fl[ Index(((int)n), 1) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 227: // STATE 778 - sfid.pml:695 - [rep[n] = ck[n]] (0:1285:1 - 3)
		IfNotBlocked
		reached[0][778] = 1;
		(trpt+1)->bup.oval = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = ((int)now.ck[ Index(((int)n), 1) ]);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ standby %d restarts: R = floor = %d from its file\\n',n,fl[n])(1285, 779, 1285) */
		reached[0][779] = 1;
		Printf("@@ standby %d restarts: R = floor = %d from its file\n", ((int)n), now.fl[ Index(((int)n), 1) ]);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 228: // STATE 781 - sfid.pml:703 - [((n_promo<0))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][781] = 1;
		if (!((((int)now.n_promo)<0)))
			continue;
		_m = 3; goto P999; /* 0 */
	case 229: // STATE 782 - sfid.pml:703 - [((((0!=prim)&&up[0])&&att[0]))] (801:0:2 - 1)
		IfNotBlocked
		reached[0][782] = 1;
		if (!((((0!=((int)now.prim))&&((int)now.up[0]))&&((int)now.att[0]))))
			continue;
		/* merge: n = 0(801, 783, 801) */
		reached[0][783] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 0;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(801, 789, 801) */
		reached[0][789] = 1;
		;
		/* merge: ok = 1(801, 790, 801) */
		reached[0][790] = 1;
		(trpt+1)->bup.ovals[1] = ((int)ok);
		ok = 1;
#ifdef VAR_RANGES
		logval("ok", ((int)ok));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 230: // STATE 784 - sfid.pml:703 - [((((1+0)>1)&&(((1!=prim)&&up[1])&&att[1])))] (801:0:2 - 1)
		IfNotBlocked
		reached[0][784] = 1;
		if (!((((1+0)>1)&&(((1!=((int)now.prim))&&((int)now.up[ Index(1, 1) ]))&&((int)now.att[ Index(1, 1) ])))))
			continue;
		/* merge: n = 1(801, 785, 801) */
		reached[0][785] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 1;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(801, 789, 801) */
		reached[0][789] = 1;
		;
		/* merge: ok = 1(801, 790, 801) */
		reached[0][790] = 1;
		(trpt+1)->bup.ovals[1] = ((int)ok);
		ok = 1;
#ifdef VAR_RANGES
		logval("ok", ((int)ok));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 231: // STATE 786 - sfid.pml:703 - [((((1+0)>2)&&(((2!=prim)&&up[2])&&att[2])))] (801:0:2 - 1)
		IfNotBlocked
		reached[0][786] = 1;
		if (!((((1+0)>2)&&(((2!=((int)now.prim))&&((int)now.up[ Index(2, 1) ]))&&((int)now.att[ Index(2, 1) ])))))
			continue;
		/* merge: n = 2(801, 787, 801) */
		reached[0][787] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 2;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(801, 789, 801) */
		reached[0][789] = 1;
		;
		/* merge: ok = 1(801, 790, 801) */
		reached[0][790] = 1;
		(trpt+1)->bup.ovals[1] = ((int)ok);
		ok = 1;
#ifdef VAR_RANGES
		logval("ok", ((int)ok));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 232: // STATE 790 - sfid.pml:704 - [ok = 1] (0:801:1 - 4)
		IfNotBlocked
		reached[0][790] = 1;
		(trpt+1)->bup.oval = ((int)ok);
		ok = 1;
#ifdef VAR_RANGES
		logval("ok", ((int)ok));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 233: // STATE 791 - sfid.pml:313 - [h = fl[n]] (0:798:2 - 1)
		IfNotBlocked
		reached[0][791] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = now.fl[ Index(((int)n), 1) ];
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: j = rep[n](798, 792, 798) */
		reached[0][792] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = ((int)now.rep[ Index(((int)n), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 799, 798) */
		reached[0][799] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 234: // STATE 793 - sfid.pml:316 - [((j<rcv[n]))] (798:0:2 - 1)
		IfNotBlocked
		reached[0][793] = 1;
		if (!((((int)j)<((int)now.rcv[ Index(((int)n), 1) ]))))
			continue;
		/* merge: h = ( ((h>wv[j])) -> (h) : (wv[j]) )(798, 794, 798) */
		reached[0][794] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((h>now.wv[ Index(((int)j), 4) ])) ? (h) : (now.wv[ Index(((int)j), 4) ]) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: j = (j+1)(798, 795, 798) */
		reached[0][795] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 799, 798) */
		reached[0][799] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 235: // STATE 802 - sfid.pml:708 - [best = h] (0:825:2 - 3)
		IfNotBlocked
		reached[0][802] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = best;
		best = h;
#ifdef VAR_RANGES
		logval("best", best);
#endif
		;
		/* merge: i = 0(825, 803, 825) */
		reached[0][803] = 1;
		(trpt+1)->bup.ovals[1] = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 826, 825) */
		reached[0][826] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 236: // STATE 804 - sfid.pml:711 - [((i<(1+0)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][804] = 1;
		if (!((((int)i)<(1+0))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 237: // STATE 805 - sfid.pml:713 - [(((i!=n)&&(((i!=prim)&&up[i])&&att[i])))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][805] = 1;
		if (!(((((int)i)!=((int)n))&&(((((int)i)!=((int)now.prim))&&((int)now.up[ Index(((int)i), 1) ]))&&((int)now.att[ Index(((int)i), 1) ])))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 238: // STATE 806 - sfid.pml:313 - [h = fl[i]] (0:813:2 - 1)
		IfNotBlocked
		reached[0][806] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = now.fl[ Index(((int)i), 1) ];
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: j = rep[i](813, 807, 813) */
		reached[0][807] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = ((int)now.rep[ Index(((int)i), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 814, 813) */
		reached[0][814] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 239: // STATE 808 - sfid.pml:316 - [((j<rcv[i]))] (813:0:2 - 1)
		IfNotBlocked
		reached[0][808] = 1;
		if (!((((int)j)<((int)now.rcv[ Index(((int)i), 1) ]))))
			continue;
		/* merge: h = ( ((h>wv[j])) -> (h) : (wv[j]) )(813, 809, 813) */
		reached[0][809] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((h>now.wv[ Index(((int)j), 4) ])) ? (h) : (now.wv[ Index(((int)j), 4) ]) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: j = (j+1)(813, 810, 813) */
		reached[0][810] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 814, 813) */
		reached[0][814] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 240: // STATE 817 - sfid.pml:713 - [ok = (ok&&(h<=best))] (0:825:2 - 3)
		IfNotBlocked
		reached[0][817] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)ok);
		ok = (((int)ok)&&(h<=best));
#ifdef VAR_RANGES
		logval("ok", ((int)ok));
#endif
		;
		/* merge: .(goto)(825, 821, 825) */
		reached[0][821] = 1;
		;
		/* merge: i = (i+1)(825, 822, 825) */
		reached[0][822] = 1;
		(trpt+1)->bup.ovals[1] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 826, 825) */
		reached[0][826] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 241: // STATE 819 - sfid.pml:714 - [(1)] (825:0:1 - 1)
		IfNotBlocked
		reached[0][819] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(825, 821, 825) */
		reached[0][821] = 1;
		;
		/* merge: i = (i+1)(825, 822, 825) */
		reached[0][822] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 826, 825) */
		reached[0][826] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 242: // STATE 822 - sfid.pml:716 - [i = (i+1)] (0:825:1 - 3)
		IfNotBlocked
		reached[0][822] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 826, 825) */
		reached[0][826] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 243: // STATE 828 - sfid.pml:721 - [(ok)] (881:0:3 - 1)
		IfNotBlocked
		reached[0][828] = 1;
		if (!(((int)ok)))
			continue;
		/* merge: n_promo = (n_promo+1)(881, 829, 881) */
		reached[0][829] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.n_promo);
		now.n_promo = (((int)now.n_promo)+1);
#ifdef VAR_RANGES
		logval("n_promo", ((int)now.n_promo));
#endif
		;
		/* merge: up[prim] = 0(881, 830, 881) */
		reached[0][830] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: att[prim] = 0(881, 831, 881) */
		reached[0][831] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.att[ Index(((int)now.prim), 1) ]);
		now.att[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("att[prim]", ((int)now.att[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: .(goto)(0, 882, 881) */
		reached[0][882] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 244: // STATE 832 - sfid.pml:727 - [((rep[n]<rcv[n]))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][832] = 1;
		if (!((((int)now.rep[ Index(((int)n), 1) ])<((int)now.rcv[ Index(((int)n), 1) ]))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 245: // STATE 833 - sfid.pml:217 - [h = wv[rep[n]]] (0:840:3 - 1)
		IfNotBlocked
		reached[0][833] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = h;
		h = now.wv[ Index(((int)now.rep[ Index(((int)n), 1) ]), 4) ];
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: outright = wr[rep[n]](840, 834, 840) */
		reached[0][834] = 1;
		(trpt+1)->bup.ovals[1] = ((int)outright);
		outright = ((int)now.wr[ Index(((int)now.rep[ Index(((int)n), 1) ]), 4) ]);
#ifdef VAR_RANGES
		logval("outright", ((int)outright));
#endif
		;
		/* merge: wasknown = (tr[n]==0)(840, 835, 840) */
		reached[0][835] = 1;
		(trpt+1)->bup.ovals[2] = ((int)wasknown);
		wasknown = (((int)now.tr[ Index(((int)n), 1) ])==0);
#ifdef VAR_RANGES
		logval("wasknown", ((int)wasknown));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 246: // STATE 836 - sfid.pml:221 - [((!(outright)&&wasknown))] (863:0:2 - 1)
		IfNotBlocked
		reached[0][836] = 1;
		if (!(( !(((int)outright))&&((int)wasknown))))
			continue;
		/* merge: h = ( ((dh[n]>h)) -> (dh[n]) : (h) )(863, 837, 863) */
		reached[0][837] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((now.dh[ Index(((int)n), 1) ]>h)) ? (now.dh[ Index(((int)n), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: .(goto)(863, 841, 863) */
		reached[0][841] = 1;
		;
		/* merge: fok = 1(863, 842, 863) */
		reached[0][842] = 1;
		(trpt+1)->bup.ovals[1] = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 247: // STATE 839 - sfid.pml:222 - [(1)] (863:0:1 - 1)
		IfNotBlocked
		reached[0][839] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(863, 841, 863) */
		reached[0][841] = 1;
		;
		/* merge: fok = 1(863, 842, 863) */
		reached[0][842] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 248: // STATE 842 - sfid.pml:224 - [fok = 1] (0:863:1 - 3)
		IfNotBlocked
		reached[0][842] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 249: // STATE 843 - sfid.pml:226 - [((((h!=dh[n])||outright)||!(wasknown)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][843] = 1;
		if (!((((h!=now.dh[ Index(((int)n), 1) ])||((int)outright))|| !(((int)wasknown)))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 250: // STATE 844 - sfid.pml:228 - [(unw[n])] (869:0:1 - 1)
		IfNotBlocked
		reached[0][844] = 1;
		if (!(((int)now.unw[ Index(((int)n), 1) ])))
			continue;
		/* merge: fok = 0(0, 845, 869) */
		reached[0][845] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 0;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		/* merge: .(goto)(0, 860, 869) */
		reached[0][860] = 1;
		;
		/* merge: .(goto)(0, 864, 869) */
		reached[0][864] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 251: // STATE 847 - sfid.pml:207 - [fR[n] = h] (0:857:4 - 1)
		IfNotBlocked
		reached[0][847] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)n), 1) ];
		now.fR[ Index(n, 1) ] = h;
#ifdef VAR_RANGES
		logval("fR[n]", now.fR[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: fD[n] = h(857, 848, 857) */
		reached[0][848] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)n), 1) ];
		now.fD[ Index(n, 1) ] = h;
#ifdef VAR_RANGES
		logval("fD[n]", now.fD[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: dh[n] = h(857, 850, 857) */
		reached[0][850] = 1;
		(trpt+1)->bup.ovals[2] = now.dh[ Index(((int)n), 1) ];
		now.dh[ Index(n, 1) ] = h;
#ifdef VAR_RANGES
		logval("dh[n]", now.dh[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: tr[n] = 0(857, 851, 857) */
		reached[0][851] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.tr[ Index(((int)n), 1) ]);
		now.tr[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[n]", ((int)now.tr[ Index(((int)n), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 252: // STATE 852 - sfid.pml:236 - [(outright)] (869:0:2 - 1)
		IfNotBlocked
		reached[0][852] = 1;
		if (!(((int)outright)))
			continue;
		/* merge: R[n] = h(869, 853, 869) */
		reached[0][853] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.R[ Index(((int)n), 1) ];
		now.R[ Index(n, 1) ] = h;
#ifdef VAR_RANGES
		logval("R[n]", now.R[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: fl[n] = h(869, 854, 869) */
		reached[0][854] = 1;
		(trpt+1)->bup.ovals[1] = now.fl[ Index(((int)n), 1) ];
		now.fl[ Index(n, 1) ] = h;
#ifdef VAR_RANGES
		logval("fl[n]", now.fl[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 858, 869) */
		reached[0][858] = 1;
		;
		/* merge: .(goto)(0, 860, 869) */
		reached[0][860] = 1;
		;
		/* merge: .(goto)(0, 864, 869) */
		reached[0][864] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 253: // STATE 865 - sfid.pml:243 - [(fok)] (875:0:1 - 1)
		IfNotBlocked
		reached[0][865] = 1;
		if (!(((int)fok)))
			continue;
		/* merge: R[n] = ( ((R[n]>h)) -> (R[n]) : (h) )(0, 866, 875) */
		reached[0][866] = 1;
		(trpt+1)->bup.oval = now.R[ Index(((int)n), 1) ];
		now.R[ Index(n, 1) ] = ( ((now.R[ Index(((int)n), 1) ]>h)) ? (now.R[ Index(((int)n), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("R[n]", now.R[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 870, 875) */
		reached[0][870] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 254: // STATE 871 - sfid.pml:247 - [((fok||!(outright)))] (881:0:2 - 1)
		IfNotBlocked
		reached[0][871] = 1;
		if (!((((int)fok)|| !(((int)outright)))))
			continue;
		/* merge: fl[n] = ( ((fl[n]>h)) -> (fl[n]) : (h) )(881, 872, 881) */
		reached[0][872] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fl[ Index(((int)n), 1) ];
		now.fl[ Index(n, 1) ] = ( ((now.fl[ Index(((int)n), 1) ]>h)) ? (now.fl[ Index(((int)n), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("fl[n]", now.fl[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: .(goto)(881, 876, 881) */
		reached[0][876] = 1;
		;
		/* merge: rep[n] = (rep[n]+1)(881, 878, 881) */
		reached[0][878] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = (((int)now.rep[ Index(((int)n), 1) ])+1);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(0, 882, 881) */
		reached[0][882] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 255: // STATE 874 - sfid.pml:248 - [(1)] (881:0:1 - 1)
		IfNotBlocked
		reached[0][874] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(881, 876, 881) */
		reached[0][876] = 1;
		;
		/* merge: rep[n] = (rep[n]+1)(881, 878, 881) */
		reached[0][878] = 1;
		(trpt+1)->bup.oval = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = (((int)now.rep[ Index(((int)n), 1) ])+1);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(0, 882, 881) */
		reached[0][882] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 256: // STATE 878 - sfid.pml:727 - [rep[n] = (rep[n]+1)] (0:881:1 - 3)
		IfNotBlocked
		reached[0][878] = 1;
		(trpt+1)->bup.oval = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = (((int)now.rep[ Index(((int)n), 1) ])+1);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(0, 882, 881) */
		reached[0][882] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 257: // STATE 884 - sfid.pml:730 - [wlen = rcv[n]] (0:897:3 - 3)
		IfNotBlocked
		reached[0][884] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.wlen);
		now.wlen = ((int)now.rcv[ Index(((int)n), 1) ]);
#ifdef VAR_RANGES
		logval("wlen", ((int)now.wlen));
#endif
		;
		/* merge: ck[n] = wlen(897, 885, 897) */
		reached[0][885] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.ck[ Index(((int)n), 1) ]);
		now.ck[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[n]", ((int)now.ck[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: i = 0(897, 886, 897) */
		reached[0][886] = 1;
		(trpt+1)->bup.ovals[2] = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 898, 897) */
		reached[0][898] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 258: // STATE 887 - sfid.pml:734 - [((i<(1+0)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][887] = 1;
		if (!((((int)i)<(1+0))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 259: // STATE 888 - sfid.pml:734 - [((((i!=n)&&att[i])&&(rcv[i]>wlen)))] (897:0:2 - 1)
		IfNotBlocked
		reached[0][888] = 1;
		if (!((((((int)i)!=((int)n))&&((int)now.att[ Index(((int)i), 1) ]))&&(((int)now.rcv[ Index(((int)i), 1) ])>((int)now.wlen)))))
			continue;
		/* merge: att[i] = 0(897, 889, 897) */
		reached[0][889] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.att[ Index(((int)i), 1) ]);
		now.att[ Index(i, 1) ] = 0;
#ifdef VAR_RANGES
		logval("att[i]", ((int)now.att[ Index(((int)i), 1) ]));
#endif
		;
		/* merge: .(goto)(897, 893, 897) */
		reached[0][893] = 1;
		;
		/* merge: i = (i+1)(897, 894, 897) */
		reached[0][894] = 1;
		(trpt+1)->bup.ovals[1] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 898, 897) */
		reached[0][898] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 260: // STATE 891 - sfid.pml:734 - [(1)] (897:0:1 - 1)
		IfNotBlocked
		reached[0][891] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(897, 893, 897) */
		reached[0][893] = 1;
		;
		/* merge: i = (i+1)(897, 894, 897) */
		reached[0][894] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 898, 897) */
		reached[0][898] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 261: // STATE 894 - sfid.pml:734 - [i = (i+1)] (0:897:1 - 3)
		IfNotBlocked
		reached[0][894] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 898, 897) */
		reached[0][898] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 262: // STATE 900 - sfid.pml:737 - [att[n] = 0] (0:927:2 - 3)
		IfNotBlocked
		reached[0][900] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.att[ Index(((int)n), 1) ]);
		now.att[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("att[n]", ((int)now.att[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: prim = n(927, 901, 927) */
		reached[0][901] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.prim);
		now.prim = ((int)n);
#ifdef VAR_RANGES
		logval("prim", ((int)now.prim));
#endif
		;
		_m = 3; goto P999; /* 1 */
	case 263: // STATE 902 - sfid.pml:272 - [fe = -(1)] (0:914:7 - 1)
		IfNotBlocked
		reached[0][902] = 1;
		(trpt+1)->bup.ovals = grab_ints(7);
		(trpt+1)->bup.ovals[0] = now.fe;
		now.fe =  -(1);
#ifdef VAR_RANGES
		logval("fe", now.fe);
#endif
		;
		/* merge: lv = 0(914, 903, 914) */
		reached[0][903] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lv);
		now.lv = 0;
#ifdef VAR_RANGES
		logval("lv", ((int)now.lv));
#endif
		;
		/* merge: dl = 0(914, 904, 914) */
		reached[0][904] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.dl);
		now.dl = 0;
#ifdef VAR_RANGES
		logval("dl", ((int)now.dl));
#endif
		;
		/* merge: rs = 0(914, 905, 914) */
		reached[0][905] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.rs);
		now.rs = 0;
#ifdef VAR_RANGES
		logval("rs", ((int)now.rs));
#endif
		;
		/* merge: jump = 0(914, 906, 914) */
		reached[0][906] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.jump);
		now.jump = 0;
#ifdef VAR_RANGES
		logval("jump", ((int)now.jump));
#endif
		;
		/* merge: lk = 0(914, 907, 914) */
		reached[0][907] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: i = 0(914, 908, 914) */
		reached[0][908] = 1;
		(trpt+1)->bup.ovals[6] = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 915, 914) */
		reached[0][915] = 1;
		;
		_m = 3; goto P999; /* 7 */
	case 264: // STATE 909 - sfid.pml:275 - [((i<2))] (914:0:2 - 1)
		IfNotBlocked
		reached[0][909] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: st[i] = -(1)(914, 910, 914) */
		reached[0][910] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.st[ Index(((int)i), 2) ];
		now.st[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("st[i]", now.st[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(914, 911, 914) */
		reached[0][911] = 1;
		(trpt+1)->bup.ovals[1] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 915, 914) */
		reached[0][915] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 265: // STATE 917 - sfid.pml:278 - [i = 0] (0:924:1 - 3)
		IfNotBlocked
		reached[0][917] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 925, 924) */
		reached[0][925] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 266: // STATE 918 - sfid.pml:280 - [((i<2))] (924:0:3 - 1)
		IfNotBlocked
		reached[0][918] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: pc[i] = 0(924, 919, 924) */
		reached[0][919] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.pc[ Index(((int)i), 2) ]);
		now.pc[ Index(i, 2) ] = 0;
#ifdef VAR_RANGES
		logval("pc[i]", ((int)now.pc[ Index(((int)i), 2) ]));
#endif
		;
		/* merge: sess[i] = -(1)(924, 920, 924) */
		reached[0][920] = 1;
		(trpt+1)->bup.ovals[1] = now.sess[ Index(((int)i), 2) ];
		now.sess[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("sess[i]", now.sess[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(924, 921, 924) */
		reached[0][921] = 1;
		(trpt+1)->bup.ovals[2] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 925, 924) */
		reached[0][925] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 267: // STATE 928 - sfid.pml:305 - [clk = clk] (0:1285:1 - 1)
		IfNotBlocked
		reached[0][928] = 1;
		(trpt+1)->bup.oval = now.clk;
		now.clk = now.clk;
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: .(goto)(1285, 934, 1285) */
		reached[0][934] = 1;
		;
		/* merge: printf('@@ standby %d promoted: R = floor = %d, clock %d\\n',n,fl[n],clk)(1285, 936, 1285) */
		reached[0][936] = 1;
		Printf("@@ standby %d promoted: R = floor = %d, clock %d\n", ((int)n), now.fl[ Index(((int)n), 1) ], now.clk);
		/* merge: .(goto)(1285, 940, 1285) */
		reached[0][940] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 268: // STATE 929 - sfid.pml:306 - [(((n_back<1)&&(clk>0)))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][929] = 1;
		if (!(((((int)now.n_back)<1)&&(now.clk>0))))
			continue;
		/* merge: clk = (clk-1)(1285, 930, 1285) */
		reached[0][930] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.clk;
		now.clk = (now.clk-1);
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: n_back = (n_back+1)(1285, 931, 1285) */
		reached[0][931] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_back);
		now.n_back = (((int)now.n_back)+1);
#ifdef VAR_RANGES
		logval("n_back", ((int)now.n_back));
#endif
		;
		/* merge: printf('@@ the clock is 1 ms behind after it\\n')(1285, 932, 1285) */
		reached[0][932] = 1;
		Printf("@@ the clock is 1 ms behind after it\n");
		/* merge: .(goto)(1285, 934, 1285) */
		reached[0][934] = 1;
		;
		/* merge: printf('@@ standby %d promoted: R = floor = %d, clock %d\\n',n,fl[n],clk)(1285, 936, 1285) */
		reached[0][936] = 1;
		Printf("@@ standby %d promoted: R = floor = %d, clock %d\n", ((int)n), now.fl[ Index(((int)n), 1) ], now.clk);
		/* merge: .(goto)(1285, 940, 1285) */
		reached[0][940] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 7 */
	case 269: // STATE 936 - sfid.pml:741 - [printf('@@ standby %d promoted: R = floor = %d, clock %d\\n',n,fl[n],clk)] (0:1285:0 - 3)
		IfNotBlocked
		reached[0][936] = 1;
		Printf("@@ standby %d promoted: R = floor = %d, clock %d\n", ((int)n), now.fl[ Index(((int)n), 1) ], now.clk);
		/* merge: .(goto)(1285, 940, 1285) */
		reached[0][940] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 270: // STATE 940 - sfid.pml:744 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][940] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 271: // STATE 938 - sfid.pml:742 - [(1)] (1285:0:0 - 1)
		IfNotBlocked
		reached[0][938] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1285, 940, 1285) */
		reached[0][940] = 1;
		;
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 272: // STATE 942 - sfid.pml:747 - [((n_rejoin<0))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][942] = 1;
		if (!((((int)now.n_rejoin)<0)))
			continue;
		_m = 3; goto P999; /* 0 */
	case 273: // STATE 943 - sfid.pml:747 - [(((0!=prim)&&!(att[0])))] (970:0:9 - 1)
		IfNotBlocked
		reached[0][943] = 1;
		if (!(((0!=((int)now.prim))&& !(((int)now.att[0])))))
			continue;
		/* merge: n = 0(970, 944, 970) */
		reached[0][944] = 1;
		(trpt+1)->bup.ovals = grab_ints(9);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 0;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(970, 950, 970) */
		reached[0][950] = 1;
		;
		/* merge: n_rejoin = (n_rejoin+1)(970, 951, 970) */
		reached[0][951] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_rejoin);
		now.n_rejoin = (((int)now.n_rejoin)+1);
#ifdef VAR_RANGES
		logval("n_rejoin", ((int)now.n_rejoin));
#endif
		;
		/* merge: fR[n] = fR[prim](970, 952, 970) */
		reached[0][952] = 1;
		(trpt+1)->bup.ovals[2] = now.fR[ Index(((int)n), 1) ];
		now.fR[ Index(n, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fR[n]", now.fR[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: fD[n] = fR[prim](970, 953, 970) */
		reached[0][953] = 1;
		(trpt+1)->bup.ovals[3] = now.fD[ Index(((int)n), 1) ];
		now.fD[ Index(n, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fD[n]", now.fD[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: rcv[n] = wlen(970, 954, 970) */
		reached[0][954] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.rcv[ Index(((int)n), 1) ]);
		now.rcv[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("rcv[n]", ((int)now.rcv[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: rep[n] = wlen(970, 955, 970) */
		reached[0][955] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: ck[n] = wlen(970, 956, 970) */
		reached[0][956] = 1;
		(trpt+1)->bup.ovals[6] = ((int)now.ck[ Index(((int)n), 1) ]);
		now.ck[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[n]", ((int)now.ck[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: unw[n] = 0(970, 957, 970) */
		reached[0][957] = 1;
		(trpt+1)->bup.ovals[7] = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: marker[n] = 0(970, 958, 970) */
		reached[0][958] = 1;
		(trpt+1)->bup.ovals[8] = ((int)now.marker[ Index(((int)n), 1) ]);
		now.marker[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("marker[n]", ((int)now.marker[ Index(((int)n), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 10 */
	case 274: // STATE 945 - sfid.pml:747 - [((((1+0)>1)&&((1!=prim)&&!(att[1]))))] (970:0:9 - 1)
		IfNotBlocked
		reached[0][945] = 1;
		if (!((((1+0)>1)&&((1!=((int)now.prim))&& !(((int)now.att[ Index(1, 1) ]))))))
			continue;
		/* merge: n = 1(970, 946, 970) */
		reached[0][946] = 1;
		(trpt+1)->bup.ovals = grab_ints(9);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 1;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(970, 950, 970) */
		reached[0][950] = 1;
		;
		/* merge: n_rejoin = (n_rejoin+1)(970, 951, 970) */
		reached[0][951] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_rejoin);
		now.n_rejoin = (((int)now.n_rejoin)+1);
#ifdef VAR_RANGES
		logval("n_rejoin", ((int)now.n_rejoin));
#endif
		;
		/* merge: fR[n] = fR[prim](970, 952, 970) */
		reached[0][952] = 1;
		(trpt+1)->bup.ovals[2] = now.fR[ Index(((int)n), 1) ];
		now.fR[ Index(n, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fR[n]", now.fR[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: fD[n] = fR[prim](970, 953, 970) */
		reached[0][953] = 1;
		(trpt+1)->bup.ovals[3] = now.fD[ Index(((int)n), 1) ];
		now.fD[ Index(n, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fD[n]", now.fD[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: rcv[n] = wlen(970, 954, 970) */
		reached[0][954] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.rcv[ Index(((int)n), 1) ]);
		now.rcv[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("rcv[n]", ((int)now.rcv[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: rep[n] = wlen(970, 955, 970) */
		reached[0][955] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: ck[n] = wlen(970, 956, 970) */
		reached[0][956] = 1;
		(trpt+1)->bup.ovals[6] = ((int)now.ck[ Index(((int)n), 1) ]);
		now.ck[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[n]", ((int)now.ck[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: unw[n] = 0(970, 957, 970) */
		reached[0][957] = 1;
		(trpt+1)->bup.ovals[7] = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: marker[n] = 0(970, 958, 970) */
		reached[0][958] = 1;
		(trpt+1)->bup.ovals[8] = ((int)now.marker[ Index(((int)n), 1) ]);
		now.marker[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("marker[n]", ((int)now.marker[ Index(((int)n), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 10 */
	case 275: // STATE 947 - sfid.pml:747 - [((((1+0)>2)&&((2!=prim)&&!(att[2]))))] (970:0:9 - 1)
		IfNotBlocked
		reached[0][947] = 1;
		if (!((((1+0)>2)&&((2!=((int)now.prim))&& !(((int)now.att[ Index(2, 1) ]))))))
			continue;
		/* merge: n = 2(970, 948, 970) */
		reached[0][948] = 1;
		(trpt+1)->bup.ovals = grab_ints(9);
		(trpt+1)->bup.ovals[0] = ((int)n);
		n = 2;
#ifdef VAR_RANGES
		logval("n", ((int)n));
#endif
		;
		/* merge: .(goto)(970, 950, 970) */
		reached[0][950] = 1;
		;
		/* merge: n_rejoin = (n_rejoin+1)(970, 951, 970) */
		reached[0][951] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_rejoin);
		now.n_rejoin = (((int)now.n_rejoin)+1);
#ifdef VAR_RANGES
		logval("n_rejoin", ((int)now.n_rejoin));
#endif
		;
		/* merge: fR[n] = fR[prim](970, 952, 970) */
		reached[0][952] = 1;
		(trpt+1)->bup.ovals[2] = now.fR[ Index(((int)n), 1) ];
		now.fR[ Index(n, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fR[n]", now.fR[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: fD[n] = fR[prim](970, 953, 970) */
		reached[0][953] = 1;
		(trpt+1)->bup.ovals[3] = now.fD[ Index(((int)n), 1) ];
		now.fD[ Index(n, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fD[n]", now.fD[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: rcv[n] = wlen(970, 954, 970) */
		reached[0][954] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.rcv[ Index(((int)n), 1) ]);
		now.rcv[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("rcv[n]", ((int)now.rcv[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: rep[n] = wlen(970, 955, 970) */
		reached[0][955] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: ck[n] = wlen(970, 956, 970) */
		reached[0][956] = 1;
		(trpt+1)->bup.ovals[6] = ((int)now.ck[ Index(((int)n), 1) ]);
		now.ck[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[n]", ((int)now.ck[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: unw[n] = 0(970, 957, 970) */
		reached[0][957] = 1;
		(trpt+1)->bup.ovals[7] = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: marker[n] = 0(970, 958, 970) */
		reached[0][958] = 1;
		(trpt+1)->bup.ovals[8] = ((int)now.marker[ Index(((int)n), 1) ]);
		now.marker[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("marker[n]", ((int)now.marker[ Index(((int)n), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 10 */
	case 276: // STATE 951 - sfid.pml:748 - [n_rejoin = (n_rejoin+1)] (0:970:8 - 4)
		IfNotBlocked
		reached[0][951] = 1;
		(trpt+1)->bup.ovals = grab_ints(8);
		(trpt+1)->bup.ovals[0] = ((int)now.n_rejoin);
		now.n_rejoin = (((int)now.n_rejoin)+1);
#ifdef VAR_RANGES
		logval("n_rejoin", ((int)now.n_rejoin));
#endif
		;
		/* merge: fR[n] = fR[prim](970, 952, 970) */
		reached[0][952] = 1;
		(trpt+1)->bup.ovals[1] = now.fR[ Index(((int)n), 1) ];
		now.fR[ Index(n, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fR[n]", now.fR[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: fD[n] = fR[prim](970, 953, 970) */
		reached[0][953] = 1;
		(trpt+1)->bup.ovals[2] = now.fD[ Index(((int)n), 1) ];
		now.fD[ Index(n, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fD[n]", now.fD[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: rcv[n] = wlen(970, 954, 970) */
		reached[0][954] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.rcv[ Index(((int)n), 1) ]);
		now.rcv[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("rcv[n]", ((int)now.rcv[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: rep[n] = wlen(970, 955, 970) */
		reached[0][955] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.rep[ Index(((int)n), 1) ]);
		now.rep[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("rep[n]", ((int)now.rep[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: ck[n] = wlen(970, 956, 970) */
		reached[0][956] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.ck[ Index(((int)n), 1) ]);
		now.ck[ Index(n, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[n]", ((int)now.ck[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: unw[n] = 0(970, 957, 970) */
		reached[0][957] = 1;
		(trpt+1)->bup.ovals[6] = ((int)now.unw[ Index(((int)n), 1) ]);
		now.unw[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("unw[n]", ((int)now.unw[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: marker[n] = 0(970, 958, 970) */
		reached[0][958] = 1;
		(trpt+1)->bup.ovals[7] = ((int)now.marker[ Index(((int)n), 1) ]);
		now.marker[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("marker[n]", ((int)now.marker[ Index(((int)n), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 7 */
	case 277: // STATE 959 - sfid.pml:258 - [up[n] = 1] (0:968:5 - 1)
		IfNotBlocked
		reached[0][959] = 1;
		(trpt+1)->bup.ovals = grab_ints(5);
		(trpt+1)->bup.ovals[0] = ((int)now.up[ Index(((int)n), 1) ]);
		now.up[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("up[n]", ((int)now.up[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: dh[n] = fR[n](968, 960, 968) */
		reached[0][960] = 1;
		(trpt+1)->bup.ovals[1] = now.dh[ Index(((int)n), 1) ];
		now.dh[ Index(n, 1) ] = now.fR[ Index(((int)n), 1) ];
#ifdef VAR_RANGES
		logval("dh[n]", now.dh[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: R[n] = fR[n](968, 961, 968) */
		reached[0][961] = 1;
		(trpt+1)->bup.ovals[2] = now.R[ Index(((int)n), 1) ];
		now.R[ Index(n, 1) ] = now.fR[ Index(((int)n), 1) ];
#ifdef VAR_RANGES
		logval("R[n]", now.R[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: fl[n] = fR[n](968, 962, 968) */
		reached[0][962] = 1;
		(trpt+1)->bup.ovals[3] = now.fl[ Index(((int)n), 1) ];
		now.fl[ Index(n, 1) ] = now.fR[ Index(((int)n), 1) ];
#ifdef VAR_RANGES
		logval("fl[n]", now.fl[ Index(((int)n), 1) ]);
#endif
		;
		/* merge: tr[n] = 0(968, 963, 968) */
		reached[0][963] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.tr[ Index(((int)n), 1) ]);
		now.tr[ Index(n, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[n]", ((int)now.tr[ Index(((int)n), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 4 */
	case 278: // STATE 964 - sfid.pml:264 - [(((fR[n]==-(1))&&marker[n]))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][964] = 1;
		if (!(((now.fR[ Index(((int)n), 1) ]== -(1))&&((int)now.marker[ Index(((int)n), 1) ]))))
			continue;
		/* merge: tr[n] = 2(1285, 965, 1285) */
		reached[0][965] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.tr[ Index(((int)n), 1) ]);
		now.tr[ Index(n, 1) ] = 2;
#ifdef VAR_RANGES
		logval("tr[n]", ((int)now.tr[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: .(goto)(1285, 969, 1285) */
		reached[0][969] = 1;
		;
		/* merge: att[n] = 1(1285, 971, 1285) */
		reached[0][971] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.att[ Index(((int)n), 1) ]);
		now.att[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("att[n]", ((int)now.att[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: strm[n] = 1(1285, 972, 1285) */
		reached[0][972] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.strm[ Index(((int)n), 1) ]);
		now.strm[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("strm[n]", ((int)now.strm[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ node %d rebuilt as a standby of node %d\\n',n,prim)(1285, 973, 1285) */
		reached[0][973] = 1;
		Printf("@@ node %d rebuilt as a standby of node %d\n", ((int)n), ((int)now.prim));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 279: // STATE 967 - sfid.pml:265 - [(1)] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][967] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1285, 969, 1285) */
		reached[0][969] = 1;
		;
		/* merge: att[n] = 1(1285, 971, 1285) */
		reached[0][971] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.att[ Index(((int)n), 1) ]);
		now.att[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("att[n]", ((int)now.att[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: strm[n] = 1(1285, 972, 1285) */
		reached[0][972] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.strm[ Index(((int)n), 1) ]);
		now.strm[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("strm[n]", ((int)now.strm[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ node %d rebuilt as a standby of node %d\\n',n,prim)(1285, 973, 1285) */
		reached[0][973] = 1;
		Printf("@@ node %d rebuilt as a standby of node %d\n", ((int)n), ((int)now.prim));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 280: // STATE 971 - sfid.pml:753 - [att[n] = 1] (0:1285:2 - 3)
		IfNotBlocked
		reached[0][971] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.att[ Index(((int)n), 1) ]);
		now.att[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("att[n]", ((int)now.att[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: strm[n] = 1(1285, 972, 1285) */
		reached[0][972] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.strm[ Index(((int)n), 1) ]);
		now.strm[ Index(n, 1) ] = 1;
#ifdef VAR_RANGES
		logval("strm[n]", ((int)now.strm[ Index(((int)n), 1) ]));
#endif
		;
		/* merge: printf('@@ node %d rebuilt as a standby of node %d\\n',n,prim)(1285, 973, 1285) */
		reached[0][973] = 1;
		Printf("@@ node %d rebuilt as a standby of node %d\n", ((int)n), ((int)now.prim));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 281: // STATE 975 - sfid.pml:758 - [(((0&&!(bk))&&up[prim]))] (1285:0:3 - 1)
		IfNotBlocked
		reached[0][975] = 1;
		if (!(((0&& !(((int)now.bk)))&&((int)now.up[ Index(((int)now.prim), 1) ]))))
			continue;
		/* merge: bk = 1(1285, 976, 1285) */
		reached[0][976] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.bk);
		now.bk = 1;
#ifdef VAR_RANGES
		logval("bk", ((int)now.bk));
#endif
		;
		/* merge: bkR = fR[prim](1285, 977, 1285) */
		reached[0][977] = 1;
		(trpt+1)->bup.ovals[1] = now.bkR;
		now.bkR = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("bkR", now.bkR);
#endif
		;
		/* merge: bkw = wlen(1285, 978, 1285) */
		reached[0][978] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.bkw);
		now.bkw = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("bkw", ((int)now.bkw));
#endif
		;
		/* merge: printf('@@ base backup (file R %d)\\n',bkR)(1285, 979, 1285) */
		reached[0][979] = 1;
		Printf("@@ base backup (file R %d)\n", now.bkR);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 282: // STATE 981 - sfid.pml:762 - [((((0&&bk)&&(n_pitr<0))&&up[prim]))] (988:0:3 - 1)
		IfNotBlocked
		reached[0][981] = 1;
		if (!((((0&&((int)now.bk))&&(((int)now.n_pitr)<0))&&((int)now.up[ Index(((int)now.prim), 1) ]))))
			continue;
		/* merge: n_pitr = (n_pitr+1)(988, 982, 988) */
		reached[0][982] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.n_pitr);
		now.n_pitr = (((int)now.n_pitr)+1);
#ifdef VAR_RANGES
		logval("n_pitr", ((int)now.n_pitr));
#endif
		;
		/* merge: up[prim] = 0(988, 983, 988) */
		reached[0][983] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: i = bkw(988, 984, 988) */
		reached[0][984] = 1;
		(trpt+1)->bup.ovals[2] = ((int)i);
		i = ((int)now.bkw);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 989, 988) */
		reached[0][989] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 283: // STATE 987 - sfid.pml:764 - [goto :b18] (0:1087:4 - 1)
		IfNotBlocked
		reached[0][987] = 1;
		;
		/* merge: fR[prim] = bkR(1087, 991, 1087) */
		reached[0][991] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = now.bkR;
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = bkR(1087, 992, 1087) */
		reached[0][992] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = now.bkR;
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: ck[prim] = bkw(1087, 993, 1087) */
		reached[0][993] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.bkw);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: wlen = i(1087, 994, 1087) */
		reached[0][994] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.wlen);
		now.wlen = ((int)i);
#ifdef VAR_RANGES
		logval("wlen", ((int)now.wlen));
#endif
		;
		_m = 3; goto P999; /* 4 */
	case 284: // STATE 985 - sfid.pml:764 - [((i<wlen))] (988:0:1 - 1)
		IfNotBlocked
		reached[0][985] = 1;
		if (!((((int)i)<((int)now.wlen))))
			continue;
		/* merge: i = (i+1)(0, 986, 988) */
		reached[0][986] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 989, 988) */
		reached[0][989] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 285: // STATE 991 - sfid.pml:765 - [fR[prim] = bkR] (0:1087:4 - 2)
		IfNotBlocked
		reached[0][991] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = now.bkR;
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = bkR(1087, 992, 1087) */
		reached[0][992] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = now.bkR;
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: ck[prim] = bkw(1087, 993, 1087) */
		reached[0][993] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.bkw);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: wlen = i(1087, 994, 1087) */
		reached[0][994] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.wlen);
		now.wlen = ((int)i);
#ifdef VAR_RANGES
		logval("wlen", ((int)now.wlen));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 286: // STATE 995 - sfid.pml:272 - [fe = -(1)] (0:1007:7 - 1)
		IfNotBlocked
		reached[0][995] = 1;
		(trpt+1)->bup.ovals = grab_ints(7);
		(trpt+1)->bup.ovals[0] = now.fe;
		now.fe =  -(1);
#ifdef VAR_RANGES
		logval("fe", now.fe);
#endif
		;
		/* merge: lv = 0(1007, 996, 1007) */
		reached[0][996] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lv);
		now.lv = 0;
#ifdef VAR_RANGES
		logval("lv", ((int)now.lv));
#endif
		;
		/* merge: dl = 0(1007, 997, 1007) */
		reached[0][997] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.dl);
		now.dl = 0;
#ifdef VAR_RANGES
		logval("dl", ((int)now.dl));
#endif
		;
		/* merge: rs = 0(1007, 998, 1007) */
		reached[0][998] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.rs);
		now.rs = 0;
#ifdef VAR_RANGES
		logval("rs", ((int)now.rs));
#endif
		;
		/* merge: jump = 0(1007, 999, 1007) */
		reached[0][999] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.jump);
		now.jump = 0;
#ifdef VAR_RANGES
		logval("jump", ((int)now.jump));
#endif
		;
		/* merge: lk = 0(1007, 1000, 1007) */
		reached[0][1000] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: i = 0(1007, 1001, 1007) */
		reached[0][1001] = 1;
		(trpt+1)->bup.ovals[6] = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 1008, 1007) */
		reached[0][1008] = 1;
		;
		_m = 3; goto P999; /* 7 */
	case 287: // STATE 1002 - sfid.pml:275 - [((i<2))] (1007:0:2 - 1)
		IfNotBlocked
		reached[0][1002] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: st[i] = -(1)(1007, 1003, 1007) */
		reached[0][1003] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.st[ Index(((int)i), 2) ];
		now.st[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("st[i]", now.st[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(1007, 1004, 1007) */
		reached[0][1004] = 1;
		(trpt+1)->bup.ovals[1] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 1008, 1007) */
		reached[0][1008] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 288: // STATE 1010 - sfid.pml:278 - [i = 0] (0:1017:1 - 3)
		IfNotBlocked
		reached[0][1010] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 1018, 1017) */
		reached[0][1018] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 289: // STATE 1011 - sfid.pml:280 - [((i<2))] (1017:0:3 - 1)
		IfNotBlocked
		reached[0][1011] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: pc[i] = 0(1017, 1012, 1017) */
		reached[0][1012] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.pc[ Index(((int)i), 2) ]);
		now.pc[ Index(i, 2) ] = 0;
#ifdef VAR_RANGES
		logval("pc[i]", ((int)now.pc[ Index(((int)i), 2) ]));
#endif
		;
		/* merge: sess[i] = -(1)(1017, 1013, 1017) */
		reached[0][1013] = 1;
		(trpt+1)->bup.ovals[1] = now.sess[ Index(((int)i), 2) ];
		now.sess[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("sess[i]", now.sess[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(1017, 1014, 1017) */
		reached[0][1014] = 1;
		(trpt+1)->bup.ovals[2] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 1018, 1017) */
		reached[0][1018] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 290: // STATE 1021 - sfid.pml:258 - [up[prim] = 1] (0:1030:5 - 1)
		IfNotBlocked
		reached[0][1021] = 1;
		(trpt+1)->bup.ovals = grab_ints(5);
		(trpt+1)->bup.ovals[0] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 1;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: dh[prim] = fR[prim](1030, 1022, 1030) */
		reached[0][1022] = 1;
		(trpt+1)->bup.ovals[1] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: R[prim] = fR[prim](1030, 1023, 1030) */
		reached[0][1023] = 1;
		(trpt+1)->bup.ovals[2] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fl[prim] = fR[prim](1030, 1024, 1030) */
		reached[0][1024] = 1;
		(trpt+1)->bup.ovals[3] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(1030, 1025, 1030) */
		reached[0][1025] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 4 */
	case 291: // STATE 1026 - sfid.pml:264 - [(((fR[prim]==-(1))&&marker[prim]))] (1083:0:2 - 1)
		IfNotBlocked
		reached[0][1026] = 1;
		if (!(((now.fR[ Index(((int)now.prim), 1) ]== -(1))&&((int)now.marker[ Index(((int)now.prim), 1) ]))))
			continue;
		/* merge: tr[prim] = 2(1083, 1027, 1083) */
		reached[0][1027] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 2;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: .(goto)(1083, 1031, 1083) */
		reached[0][1031] = 1;
		;
		/* merge: j = ck[prim](1083, 1033, 1083) */
		reached[0][1033] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1084, 1083) */
		reached[0][1084] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 292: // STATE 1029 - sfid.pml:265 - [(1)] (1083:0:1 - 1)
		IfNotBlocked
		reached[0][1029] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1083, 1031, 1083) */
		reached[0][1031] = 1;
		;
		/* merge: j = ck[prim](1083, 1033, 1083) */
		reached[0][1033] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1084, 1083) */
		reached[0][1084] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 293: // STATE 1033 - sfid.pml:293 - [j = ck[prim]] (0:1083:1 - 3)
		IfNotBlocked
		reached[0][1033] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1084, 1083) */
		reached[0][1084] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 294: // STATE 1034 - sfid.pml:295 - [((j<wlen))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][1034] = 1;
		if (!((((int)j)<((int)now.wlen))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 295: // STATE 1035 - sfid.pml:217 - [h = wv[j]] (0:1042:3 - 1)
		IfNotBlocked
		reached[0][1035] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = h;
		h = now.wv[ Index(((int)j), 4) ];
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: outright = wr[j](1042, 1036, 1042) */
		reached[0][1036] = 1;
		(trpt+1)->bup.ovals[1] = ((int)outright);
		outright = ((int)now.wr[ Index(((int)j), 4) ]);
#ifdef VAR_RANGES
		logval("outright", ((int)outright));
#endif
		;
		/* merge: wasknown = (tr[prim]==0)(1042, 1037, 1042) */
		reached[0][1037] = 1;
		(trpt+1)->bup.ovals[2] = ((int)wasknown);
		wasknown = (((int)now.tr[ Index(((int)now.prim), 1) ])==0);
#ifdef VAR_RANGES
		logval("wasknown", ((int)wasknown));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 296: // STATE 1038 - sfid.pml:221 - [((!(outright)&&wasknown))] (1065:0:2 - 1)
		IfNotBlocked
		reached[0][1038] = 1;
		if (!(( !(((int)outright))&&((int)wasknown))))
			continue;
		/* merge: h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )(1065, 1039, 1065) */
		reached[0][1039] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((now.dh[ Index(((int)now.prim), 1) ]>h)) ? (now.dh[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: .(goto)(1065, 1043, 1065) */
		reached[0][1043] = 1;
		;
		/* merge: fok = 1(1065, 1044, 1065) */
		reached[0][1044] = 1;
		(trpt+1)->bup.ovals[1] = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 297: // STATE 1041 - sfid.pml:222 - [(1)] (1065:0:1 - 1)
		IfNotBlocked
		reached[0][1041] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1065, 1043, 1065) */
		reached[0][1043] = 1;
		;
		/* merge: fok = 1(1065, 1044, 1065) */
		reached[0][1044] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 298: // STATE 1044 - sfid.pml:224 - [fok = 1] (0:1065:1 - 3)
		IfNotBlocked
		reached[0][1044] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 299: // STATE 1045 - sfid.pml:226 - [((((h!=dh[prim])||outright)||!(wasknown)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][1045] = 1;
		if (!((((h!=now.dh[ Index(((int)now.prim), 1) ])||((int)outright))|| !(((int)wasknown)))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 300: // STATE 1046 - sfid.pml:228 - [(unw[prim])] (1071:0:1 - 1)
		IfNotBlocked
		reached[0][1046] = 1;
		if (!(((int)now.unw[ Index(((int)now.prim), 1) ])))
			continue;
		/* merge: fok = 0(0, 1047, 1071) */
		reached[0][1047] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 0;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		/* merge: .(goto)(0, 1062, 1071) */
		reached[0][1062] = 1;
		;
		/* merge: .(goto)(0, 1066, 1071) */
		reached[0][1066] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 301: // STATE 1049 - sfid.pml:207 - [fR[prim] = h] (0:1059:4 - 1)
		IfNotBlocked
		reached[0][1049] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = h(1059, 1050, 1059) */
		reached[0][1050] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: dh[prim] = h(1059, 1052, 1059) */
		reached[0][1052] = 1;
		(trpt+1)->bup.ovals[2] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(1059, 1053, 1059) */
		reached[0][1053] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 302: // STATE 1054 - sfid.pml:236 - [(outright)] (1071:0:2 - 1)
		IfNotBlocked
		reached[0][1054] = 1;
		if (!(((int)outright)))
			continue;
		/* merge: R[prim] = h(1071, 1055, 1071) */
		reached[0][1055] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fl[prim] = h(1071, 1056, 1071) */
		reached[0][1056] = 1;
		(trpt+1)->bup.ovals[1] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 1060, 1071) */
		reached[0][1060] = 1;
		;
		/* merge: .(goto)(0, 1062, 1071) */
		reached[0][1062] = 1;
		;
		/* merge: .(goto)(0, 1066, 1071) */
		reached[0][1066] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 303: // STATE 1067 - sfid.pml:243 - [(fok)] (1077:0:1 - 1)
		IfNotBlocked
		reached[0][1067] = 1;
		if (!(((int)fok)))
			continue;
		/* merge: R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )(0, 1068, 1077) */
		reached[0][1068] = 1;
		(trpt+1)->bup.oval = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = ( ((now.R[ Index(((int)now.prim), 1) ]>h)) ? (now.R[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 1072, 1077) */
		reached[0][1072] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 304: // STATE 1073 - sfid.pml:247 - [((fok||!(outright)))] (1083:0:2 - 1)
		IfNotBlocked
		reached[0][1073] = 1;
		if (!((((int)fok)|| !(((int)outright)))))
			continue;
		/* merge: fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )(1083, 1074, 1083) */
		reached[0][1074] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = ( ((now.fl[ Index(((int)now.prim), 1) ]>h)) ? (now.fl[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(1083, 1078, 1083) */
		reached[0][1078] = 1;
		;
		/* merge: j = (j+1)(1083, 1080, 1083) */
		reached[0][1080] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1084, 1083) */
		reached[0][1084] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 305: // STATE 1076 - sfid.pml:248 - [(1)] (1083:0:1 - 1)
		IfNotBlocked
		reached[0][1076] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1083, 1078, 1083) */
		reached[0][1078] = 1;
		;
		/* merge: j = (j+1)(1083, 1080, 1083) */
		reached[0][1080] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1084, 1083) */
		reached[0][1084] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 306: // STATE 1080 - sfid.pml:295 - [j = (j+1)] (0:1083:1 - 3)
		IfNotBlocked
		reached[0][1080] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1084, 1083) */
		reached[0][1084] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 307: // STATE 1086 - sfid.pml:298 - [ck[prim] = wlen] (0:1095:1 - 3)
		IfNotBlocked
		reached[0][1086] = 1;
		(trpt+1)->bup.oval = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 308: // STATE 1088 - sfid.pml:305 - [clk = clk] (0:1285:1 - 1)
		IfNotBlocked
		reached[0][1088] = 1;
		(trpt+1)->bup.oval = now.clk;
		now.clk = now.clk;
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: .(goto)(1285, 1094, 1285) */
		reached[0][1094] = 1;
		;
		/* merge: printf('@@ point-in-time recovery to record %d: R = floor = %d, clock %d\\n',i,fl[prim],clk)(1285, 1096, 1285) */
		reached[0][1096] = 1;
		Printf("@@ point-in-time recovery to record %d: R = floor = %d, clock %d\n", ((int)i), now.fl[ Index(((int)now.prim), 1) ], now.clk);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 309: // STATE 1094 - sfid.pml:308 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][1094] = 1;
		;
		/* merge: printf('@@ point-in-time recovery to record %d: R = floor = %d, clock %d\\n',i,fl[prim],clk)(1285, 1096, 1285) */
		reached[0][1096] = 1;
		Printf("@@ point-in-time recovery to record %d: R = floor = %d, clock %d\n", ((int)i), now.fl[ Index(((int)now.prim), 1) ], now.clk);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 310: // STATE 1089 - sfid.pml:306 - [(((n_back<1)&&(clk>0)))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][1089] = 1;
		if (!(((((int)now.n_back)<1)&&(now.clk>0))))
			continue;
		/* merge: clk = (clk-1)(1285, 1090, 1285) */
		reached[0][1090] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.clk;
		now.clk = (now.clk-1);
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: n_back = (n_back+1)(1285, 1091, 1285) */
		reached[0][1091] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_back);
		now.n_back = (((int)now.n_back)+1);
#ifdef VAR_RANGES
		logval("n_back", ((int)now.n_back));
#endif
		;
		/* merge: printf('@@ the clock is 1 ms behind after it\\n')(1285, 1092, 1285) */
		reached[0][1092] = 1;
		Printf("@@ the clock is 1 ms behind after it\n");
		/* merge: .(goto)(1285, 1094, 1285) */
		reached[0][1094] = 1;
		;
		/* merge: printf('@@ point-in-time recovery to record %d: R = floor = %d, clock %d\\n',i,fl[prim],clk)(1285, 1096, 1285) */
		reached[0][1096] = 1;
		Printf("@@ point-in-time recovery to record %d: R = floor = %d, clock %d\n", ((int)i), now.fl[ Index(((int)now.prim), 1) ], now.clk);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 311: // STATE 1098 - sfid.pml:777 - [(((up[prim]&&(n_upgrade<0))&&(lk==0)))] (1102:0:1 - 1)
		IfNotBlocked
		reached[0][1098] = 1;
		if (!(((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.n_upgrade)<0))&&(((int)now.lk)==0))))
			continue;
		/* merge: n_upgrade = (n_upgrade+1)(0, 1099, 1102) */
		reached[0][1099] = 1;
		(trpt+1)->bup.oval = ((int)now.n_upgrade);
		now.n_upgrade = (((int)now.n_upgrade)+1);
#ifdef VAR_RANGES
		logval("n_upgrade", ((int)now.n_upgrade));
#endif
		;
		_m = 3; goto P999; /* 1 */
	case 312: // STATE 1100 - sfid.pml:399 - [h = ( ((st[0]>st[1])) -> (st[0]) : (st[1]) )] (0:1110:3 - 1)
		IfNotBlocked
		reached[0][1100] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((now.st[0]>now.st[1])) ? (now.st[0]) : (now.st[1]) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: h = ( ((h==-(1))) -> (-(1)) : ((h/2)) )(1110, 1101, 1110) */
		reached[0][1101] = 1;
		(trpt+1)->bup.ovals[1] = h;
		h = ( ((h== -(1))) ? ( -(1)) : ((h/2)) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: h = ( ((h>fl[prim])) -> (h) : (fl[prim]) )(1110, 1103, 1110) */
		reached[0][1103] = 1;
		(trpt+1)->bup.ovals[2] = h;
		h = ( ((h>now.fl[ Index(((int)now.prim), 1) ])) ? (h) : (now.fl[ Index(((int)now.prim), 1) ]) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 313: // STATE 1104 - sfid.pml:781 - [(((h!=-(1))&&(h<dh[prim])))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][1104] = 1;
		if (!(((h!= -(1))&&(h<now.dh[ Index(((int)now.prim), 1) ]))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 314: // STATE 1105 - sfid.pml:207 - [fR[prim] = h] (0:1210:8 - 1)
		IfNotBlocked
		reached[0][1105] = 1;
		(trpt+1)->bup.ovals = grab_ints(8);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = h(1210, 1106, 1210) */
		reached[0][1106] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(1210, 1111, 1210) */
		reached[0][1111] = 1;
		;
		/* merge: oldR = fR[prim](1210, 1112, 1210) */
		reached[0][1112] = 1;
		(trpt+1)->bup.ovals[2] = now.oldR;
		now.oldR = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("oldR", now.oldR);
#endif
		;
		/* merge: up[prim] = 0(1210, 1113, 1210) */
		reached[0][1113] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: fR[prim] = -(1)(1210, 1114, 1210) */
		reached[0][1114] = 1;
		(trpt+1)->bup.ovals[4] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] =  -(1);
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = -(1)(1210, 1115, 1210) */
		reached[0][1115] = 1;
		(trpt+1)->bup.ovals[5] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] =  -(1);
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: marker[prim] = 1(1210, 1116, 1210) */
		reached[0][1116] = 1;
		(trpt+1)->bup.ovals[6] = ((int)now.marker[ Index(((int)now.prim), 1) ]);
		now.marker[ Index(now.prim, 1) ] = 1;
#ifdef VAR_RANGES
		logval("marker[prim]", ((int)now.marker[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: ck[prim] = wlen(1210, 1117, 1210) */
		reached[0][1117] = 1;
		(trpt+1)->bup.ovals[7] = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 8 */
	case 315: // STATE 1109 - sfid.pml:781 - [(1)] (1210:0:6 - 1)
		IfNotBlocked
		reached[0][1109] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1210, 1111, 1210) */
		reached[0][1111] = 1;
		;
		/* merge: oldR = fR[prim](1210, 1112, 1210) */
		reached[0][1112] = 1;
		(trpt+1)->bup.ovals = grab_ints(6);
		(trpt+1)->bup.ovals[0] = now.oldR;
		now.oldR = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("oldR", now.oldR);
#endif
		;
		/* merge: up[prim] = 0(1210, 1113, 1210) */
		reached[0][1113] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: fR[prim] = -(1)(1210, 1114, 1210) */
		reached[0][1114] = 1;
		(trpt+1)->bup.ovals[2] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] =  -(1);
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = -(1)(1210, 1115, 1210) */
		reached[0][1115] = 1;
		(trpt+1)->bup.ovals[3] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] =  -(1);
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: marker[prim] = 1(1210, 1116, 1210) */
		reached[0][1116] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.marker[ Index(((int)now.prim), 1) ]);
		now.marker[ Index(now.prim, 1) ] = 1;
#ifdef VAR_RANGES
		logval("marker[prim]", ((int)now.marker[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: ck[prim] = wlen(1210, 1117, 1210) */
		reached[0][1117] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 7 */
	case 316: // STATE 1112 - sfid.pml:782 - [oldR = fR[prim]] (0:1210:6 - 3)
		IfNotBlocked
		reached[0][1112] = 1;
		(trpt+1)->bup.ovals = grab_ints(6);
		(trpt+1)->bup.ovals[0] = now.oldR;
		now.oldR = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("oldR", now.oldR);
#endif
		;
		/* merge: up[prim] = 0(1210, 1113, 1210) */
		reached[0][1113] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: fR[prim] = -(1)(1210, 1114, 1210) */
		reached[0][1114] = 1;
		(trpt+1)->bup.ovals[2] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] =  -(1);
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = -(1)(1210, 1115, 1210) */
		reached[0][1115] = 1;
		(trpt+1)->bup.ovals[3] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] =  -(1);
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: marker[prim] = 1(1210, 1116, 1210) */
		reached[0][1116] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.marker[ Index(((int)now.prim), 1) ]);
		now.marker[ Index(now.prim, 1) ] = 1;
#ifdef VAR_RANGES
		logval("marker[prim]", ((int)now.marker[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: ck[prim] = wlen(1210, 1117, 1210) */
		reached[0][1117] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 5 */
	case 317: // STATE 1118 - sfid.pml:272 - [fe = -(1)] (0:1130:7 - 1)
		IfNotBlocked
		reached[0][1118] = 1;
		(trpt+1)->bup.ovals = grab_ints(7);
		(trpt+1)->bup.ovals[0] = now.fe;
		now.fe =  -(1);
#ifdef VAR_RANGES
		logval("fe", now.fe);
#endif
		;
		/* merge: lv = 0(1130, 1119, 1130) */
		reached[0][1119] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.lv);
		now.lv = 0;
#ifdef VAR_RANGES
		logval("lv", ((int)now.lv));
#endif
		;
		/* merge: dl = 0(1130, 1120, 1130) */
		reached[0][1120] = 1;
		(trpt+1)->bup.ovals[2] = ((int)now.dl);
		now.dl = 0;
#ifdef VAR_RANGES
		logval("dl", ((int)now.dl));
#endif
		;
		/* merge: rs = 0(1130, 1121, 1130) */
		reached[0][1121] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.rs);
		now.rs = 0;
#ifdef VAR_RANGES
		logval("rs", ((int)now.rs));
#endif
		;
		/* merge: jump = 0(1130, 1122, 1130) */
		reached[0][1122] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.jump);
		now.jump = 0;
#ifdef VAR_RANGES
		logval("jump", ((int)now.jump));
#endif
		;
		/* merge: lk = 0(1130, 1123, 1130) */
		reached[0][1123] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.lk);
		now.lk = 0;
#ifdef VAR_RANGES
		logval("lk", ((int)now.lk));
#endif
		;
		/* merge: i = 0(1130, 1124, 1130) */
		reached[0][1124] = 1;
		(trpt+1)->bup.ovals[6] = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 1131, 1130) */
		reached[0][1131] = 1;
		;
		_m = 3; goto P999; /* 7 */
	case 318: // STATE 1125 - sfid.pml:275 - [((i<2))] (1130:0:2 - 1)
		IfNotBlocked
		reached[0][1125] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: st[i] = -(1)(1130, 1126, 1130) */
		reached[0][1126] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.st[ Index(((int)i), 2) ];
		now.st[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("st[i]", now.st[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(1130, 1127, 1130) */
		reached[0][1127] = 1;
		(trpt+1)->bup.ovals[1] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 1131, 1130) */
		reached[0][1131] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 319: // STATE 1133 - sfid.pml:278 - [i = 0] (0:1140:1 - 3)
		IfNotBlocked
		reached[0][1133] = 1;
		(trpt+1)->bup.oval = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 1141, 1140) */
		reached[0][1141] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 320: // STATE 1134 - sfid.pml:280 - [((i<2))] (1140:0:3 - 1)
		IfNotBlocked
		reached[0][1134] = 1;
		if (!((((int)i)<2)))
			continue;
		/* merge: pc[i] = 0(1140, 1135, 1140) */
		reached[0][1135] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = ((int)now.pc[ Index(((int)i), 2) ]);
		now.pc[ Index(i, 2) ] = 0;
#ifdef VAR_RANGES
		logval("pc[i]", ((int)now.pc[ Index(((int)i), 2) ]));
#endif
		;
		/* merge: sess[i] = -(1)(1140, 1136, 1140) */
		reached[0][1136] = 1;
		(trpt+1)->bup.ovals[1] = now.sess[ Index(((int)i), 2) ];
		now.sess[ Index(i, 2) ] =  -(1);
#ifdef VAR_RANGES
		logval("sess[i]", now.sess[ Index(((int)i), 2) ]);
#endif
		;
		/* merge: i = (i+1)(1140, 1137, 1140) */
		reached[0][1137] = 1;
		(trpt+1)->bup.ovals[2] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 1141, 1140) */
		reached[0][1141] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 321: // STATE 1144 - sfid.pml:258 - [up[prim] = 1] (0:1153:5 - 1)
		IfNotBlocked
		reached[0][1144] = 1;
		(trpt+1)->bup.ovals = grab_ints(5);
		(trpt+1)->bup.ovals[0] = ((int)now.up[ Index(((int)now.prim), 1) ]);
		now.up[ Index(now.prim, 1) ] = 1;
#ifdef VAR_RANGES
		logval("up[prim]", ((int)now.up[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: dh[prim] = fR[prim](1153, 1145, 1153) */
		reached[0][1145] = 1;
		(trpt+1)->bup.ovals[1] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: R[prim] = fR[prim](1153, 1146, 1153) */
		reached[0][1146] = 1;
		(trpt+1)->bup.ovals[2] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fl[prim] = fR[prim](1153, 1147, 1153) */
		reached[0][1147] = 1;
		(trpt+1)->bup.ovals[3] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(1153, 1148, 1153) */
		reached[0][1148] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 4 */
	case 322: // STATE 1149 - sfid.pml:264 - [(((fR[prim]==-(1))&&marker[prim]))] (1206:0:2 - 1)
		IfNotBlocked
		reached[0][1149] = 1;
		if (!(((now.fR[ Index(((int)now.prim), 1) ]== -(1))&&((int)now.marker[ Index(((int)now.prim), 1) ]))))
			continue;
		/* merge: tr[prim] = 2(1206, 1150, 1206) */
		reached[0][1150] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 2;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: .(goto)(1206, 1154, 1206) */
		reached[0][1154] = 1;
		;
		/* merge: j = ck[prim](1206, 1156, 1206) */
		reached[0][1156] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1207, 1206) */
		reached[0][1207] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 323: // STATE 1152 - sfid.pml:265 - [(1)] (1206:0:1 - 1)
		IfNotBlocked
		reached[0][1152] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1206, 1154, 1206) */
		reached[0][1154] = 1;
		;
		/* merge: j = ck[prim](1206, 1156, 1206) */
		reached[0][1156] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1207, 1206) */
		reached[0][1207] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 324: // STATE 1156 - sfid.pml:293 - [j = ck[prim]] (0:1206:1 - 3)
		IfNotBlocked
		reached[0][1156] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = ((int)now.ck[ Index(((int)now.prim), 1) ]);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1207, 1206) */
		reached[0][1207] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 325: // STATE 1157 - sfid.pml:295 - [((j<wlen))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][1157] = 1;
		if (!((((int)j)<((int)now.wlen))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 326: // STATE 1158 - sfid.pml:217 - [h = wv[j]] (0:1165:3 - 1)
		IfNotBlocked
		reached[0][1158] = 1;
		(trpt+1)->bup.ovals = grab_ints(3);
		(trpt+1)->bup.ovals[0] = h;
		h = now.wv[ Index(((int)j), 4) ];
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: outright = wr[j](1165, 1159, 1165) */
		reached[0][1159] = 1;
		(trpt+1)->bup.ovals[1] = ((int)outright);
		outright = ((int)now.wr[ Index(((int)j), 4) ]);
#ifdef VAR_RANGES
		logval("outright", ((int)outright));
#endif
		;
		/* merge: wasknown = (tr[prim]==0)(1165, 1160, 1165) */
		reached[0][1160] = 1;
		(trpt+1)->bup.ovals[2] = ((int)wasknown);
		wasknown = (((int)now.tr[ Index(((int)now.prim), 1) ])==0);
#ifdef VAR_RANGES
		logval("wasknown", ((int)wasknown));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 327: // STATE 1161 - sfid.pml:221 - [((!(outright)&&wasknown))] (1188:0:2 - 1)
		IfNotBlocked
		reached[0][1161] = 1;
		if (!(( !(((int)outright))&&((int)wasknown))))
			continue;
		/* merge: h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )(1188, 1162, 1188) */
		reached[0][1162] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((now.dh[ Index(((int)now.prim), 1) ]>h)) ? (now.dh[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: .(goto)(1188, 1166, 1188) */
		reached[0][1166] = 1;
		;
		/* merge: fok = 1(1188, 1167, 1188) */
		reached[0][1167] = 1;
		(trpt+1)->bup.ovals[1] = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 328: // STATE 1164 - sfid.pml:222 - [(1)] (1188:0:1 - 1)
		IfNotBlocked
		reached[0][1164] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1188, 1166, 1188) */
		reached[0][1166] = 1;
		;
		/* merge: fok = 1(1188, 1167, 1188) */
		reached[0][1167] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 329: // STATE 1167 - sfid.pml:224 - [fok = 1] (0:1188:1 - 3)
		IfNotBlocked
		reached[0][1167] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 1;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 330: // STATE 1168 - sfid.pml:226 - [((((h!=dh[prim])||outright)||!(wasknown)))] (0:0:0 - 1)
		IfNotBlocked
		reached[0][1168] = 1;
		if (!((((h!=now.dh[ Index(((int)now.prim), 1) ])||((int)outright))|| !(((int)wasknown)))))
			continue;
		_m = 3; goto P999; /* 0 */
	case 331: // STATE 1169 - sfid.pml:228 - [(unw[prim])] (1194:0:1 - 1)
		IfNotBlocked
		reached[0][1169] = 1;
		if (!(((int)now.unw[ Index(((int)now.prim), 1) ])))
			continue;
		/* merge: fok = 0(0, 1170, 1194) */
		reached[0][1170] = 1;
		(trpt+1)->bup.oval = ((int)fok);
		fok = 0;
#ifdef VAR_RANGES
		logval("fok", ((int)fok));
#endif
		;
		/* merge: .(goto)(0, 1185, 1194) */
		reached[0][1185] = 1;
		;
		/* merge: .(goto)(0, 1189, 1194) */
		reached[0][1189] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 332: // STATE 1172 - sfid.pml:207 - [fR[prim] = h] (0:1182:4 - 1)
		IfNotBlocked
		reached[0][1172] = 1;
		(trpt+1)->bup.ovals = grab_ints(4);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = h(1182, 1173, 1182) */
		reached[0][1173] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: dh[prim] = h(1182, 1175, 1182) */
		reached[0][1175] = 1;
		(trpt+1)->bup.ovals[2] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(1182, 1176, 1182) */
		reached[0][1176] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 333: // STATE 1177 - sfid.pml:236 - [(outright)] (1194:0:2 - 1)
		IfNotBlocked
		reached[0][1177] = 1;
		if (!(((int)outright)))
			continue;
		/* merge: R[prim] = h(1194, 1178, 1194) */
		reached[0][1178] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fl[prim] = h(1194, 1179, 1194) */
		reached[0][1179] = 1;
		(trpt+1)->bup.ovals[1] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 1183, 1194) */
		reached[0][1183] = 1;
		;
		/* merge: .(goto)(0, 1185, 1194) */
		reached[0][1185] = 1;
		;
		/* merge: .(goto)(0, 1189, 1194) */
		reached[0][1189] = 1;
		;
		_m = 3; goto P999; /* 5 */
	case 334: // STATE 1190 - sfid.pml:243 - [(fok)] (1200:0:1 - 1)
		IfNotBlocked
		reached[0][1190] = 1;
		if (!(((int)fok)))
			continue;
		/* merge: R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )(0, 1191, 1200) */
		reached[0][1191] = 1;
		(trpt+1)->bup.oval = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = ( ((now.R[ Index(((int)now.prim), 1) ]>h)) ? (now.R[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(0, 1195, 1200) */
		reached[0][1195] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 335: // STATE 1196 - sfid.pml:247 - [((fok||!(outright)))] (1206:0:2 - 1)
		IfNotBlocked
		reached[0][1196] = 1;
		if (!((((int)fok)|| !(((int)outright)))))
			continue;
		/* merge: fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )(1206, 1197, 1206) */
		reached[0][1197] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = ( ((now.fl[ Index(((int)now.prim), 1) ]>h)) ? (now.fl[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(1206, 1201, 1206) */
		reached[0][1201] = 1;
		;
		/* merge: j = (j+1)(1206, 1203, 1206) */
		reached[0][1203] = 1;
		(trpt+1)->bup.ovals[1] = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1207, 1206) */
		reached[0][1207] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 336: // STATE 1199 - sfid.pml:248 - [(1)] (1206:0:1 - 1)
		IfNotBlocked
		reached[0][1199] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1206, 1201, 1206) */
		reached[0][1201] = 1;
		;
		/* merge: j = (j+1)(1206, 1203, 1206) */
		reached[0][1203] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1207, 1206) */
		reached[0][1207] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 337: // STATE 1203 - sfid.pml:295 - [j = (j+1)] (0:1206:1 - 3)
		IfNotBlocked
		reached[0][1203] = 1;
		(trpt+1)->bup.oval = ((int)j);
		j = (((int)j)+1);
#ifdef VAR_RANGES
		logval("j", ((int)j));
#endif
		;
		/* merge: .(goto)(0, 1207, 1206) */
		reached[0][1207] = 1;
		;
		_m = 3; goto P999; /* 1 */
	case 338: // STATE 1209 - sfid.pml:298 - [ck[prim] = wlen] (0:1218:1 - 3)
		IfNotBlocked
		reached[0][1209] = 1;
		(trpt+1)->bup.oval = ((int)now.ck[ Index(((int)now.prim), 1) ]);
		now.ck[ Index(now.prim, 1) ] = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("ck[prim]", ((int)now.ck[ Index(((int)now.prim), 1) ]));
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 339: // STATE 1211 - sfid.pml:305 - [clk = clk] (0:1285:1 - 1)
		IfNotBlocked
		reached[0][1211] = 1;
		(trpt+1)->bup.oval = now.clk;
		now.clk = now.clk;
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: .(goto)(1285, 1217, 1285) */
		reached[0][1217] = 1;
		;
		/* merge: printf('@@ pg_upgrade (the old file has R %d): a new server, clock %d, trouble %d (2: SF003 until restored)\\n',oldR,clk,tr[prim])(1285, 1219, 1285) */
		reached[0][1219] = 1;
		Printf("@@ pg_upgrade (the old file has R %d): a new server, clock %d, trouble %d (2: SF003 until restored)\n", now.oldR, now.clk, ((int)now.tr[ Index(((int)now.prim), 1) ]));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 340: // STATE 1217 - sfid.pml:308 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][1217] = 1;
		;
		/* merge: printf('@@ pg_upgrade (the old file has R %d): a new server, clock %d, trouble %d (2: SF003 until restored)\\n',oldR,clk,tr[prim])(1285, 1219, 1285) */
		reached[0][1219] = 1;
		Printf("@@ pg_upgrade (the old file has R %d): a new server, clock %d, trouble %d (2: SF003 until restored)\n", now.oldR, now.clk, ((int)now.tr[ Index(((int)now.prim), 1) ]));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 341: // STATE 1212 - sfid.pml:306 - [(((n_back<1)&&(clk>0)))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][1212] = 1;
		if (!(((((int)now.n_back)<1)&&(now.clk>0))))
			continue;
		/* merge: clk = (clk-1)(1285, 1213, 1285) */
		reached[0][1213] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = now.clk;
		now.clk = (now.clk-1);
#ifdef VAR_RANGES
		logval("clk", now.clk);
#endif
		;
		/* merge: n_back = (n_back+1)(1285, 1214, 1285) */
		reached[0][1214] = 1;
		(trpt+1)->bup.ovals[1] = ((int)now.n_back);
		now.n_back = (((int)now.n_back)+1);
#ifdef VAR_RANGES
		logval("n_back", ((int)now.n_back));
#endif
		;
		/* merge: printf('@@ the clock is 1 ms behind after it\\n')(1285, 1215, 1285) */
		reached[0][1215] = 1;
		Printf("@@ the clock is 1 ms behind after it\n");
		/* merge: .(goto)(1285, 1217, 1285) */
		reached[0][1217] = 1;
		;
		/* merge: printf('@@ pg_upgrade (the old file has R %d): a new server, clock %d, trouble %d (2: SF003 until restored)\\n',oldR,clk,tr[prim])(1285, 1219, 1285) */
		reached[0][1219] = 1;
		Printf("@@ pg_upgrade (the old file has R %d): a new server, clock %d, trouble %d (2: SF003 until restored)\n", now.oldR, now.clk, ((int)now.tr[ Index(((int)now.prim), 1) ]));
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 6 */
	case 342: // STATE 1221 - sfid.pml:795 - [((((0&&!(bk))&&up[prim])&&(fR[prim]!=-(1))))] (1285:0:2 - 1)
		IfNotBlocked
		reached[0][1221] = 1;
		if (!((((0&& !(((int)now.bk)))&&((int)now.up[ Index(((int)now.prim), 1) ]))&&(now.fR[ Index(((int)now.prim), 1) ]!= -(1)))))
			continue;
		/* merge: bk = 1(1285, 1222, 1285) */
		reached[0][1222] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.bk);
		now.bk = 1;
#ifdef VAR_RANGES
		logval("bk", ((int)now.bk));
#endif
		;
		/* merge: bkR = fR[prim](1285, 1223, 1285) */
		reached[0][1223] = 1;
		(trpt+1)->bup.ovals[1] = now.bkR;
		now.bkR = now.fR[ Index(((int)now.prim), 1) ];
#ifdef VAR_RANGES
		logval("bkR", now.bkR);
#endif
		;
		/* merge: printf('@@ a copy of the file is taken (R %d)\\n',bkR)(1285, 1224, 1285) */
		reached[0][1224] = 1;
		Printf("@@ a copy of the file is taken (R %d)\n", now.bkR);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 343: // STATE 1226 - sfid.pml:801 - [(((((((((up[prim]&&(n_restore<0))&&(lk==0))&&!(rs))&&(st[0]==-(1)))&&(st[1]==-(1)))&&((oldR!=-(1))||bk))&&(wlen<4))&&!(unw[prim])))] (1233:0:2 - 1)
		IfNotBlocked
		reached[0][1226] = 1;
		if (!(((((((((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.n_restore)<0))&&(((int)now.lk)==0))&& !(((int)now.rs)))&&(now.st[0]== -(1)))&&(now.st[1]== -(1)))&&((now.oldR!= -(1))||((int)now.bk)))&&(((int)now.wlen)<4))&& !(((int)now.unw[ Index(((int)now.prim), 1) ])))))
			continue;
		/* merge: n_restore = (n_restore+1)(1233, 1227, 1233) */
		reached[0][1227] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.n_restore);
		now.n_restore = (((int)now.n_restore)+1);
#ifdef VAR_RANGES
		logval("n_restore", ((int)now.n_restore));
#endif
		;
		/* merge: h = ( ((oldR!=-(1))) -> (oldR) : (bkR) )(1233, 1228, 1233) */
		reached[0][1228] = 1;
		(trpt+1)->bup.ovals[1] = h;
		h = ( ((now.oldR!= -(1))) ? (now.oldR) : (now.bkR) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 344: // STATE 1229 - sfid.pml:804 - [((tr[prim]==0))] (1238:0:2 - 1)
		IfNotBlocked
		reached[0][1229] = 1;
		if (!((((int)now.tr[ Index(((int)now.prim), 1) ])==0)))
			continue;
		/* merge: h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )(1238, 1230, 1238) */
		reached[0][1230] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = h;
		h = ( ((now.dh[ Index(((int)now.prim), 1) ]>h)) ? (now.dh[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		/* merge: .(goto)(1238, 1234, 1238) */
		reached[0][1234] = 1;
		;
		/* merge: h = ( ((h>fl[prim])) -> (h) : (fl[prim]) )(1238, 1235, 1238) */
		reached[0][1235] = 1;
		(trpt+1)->bup.ovals[1] = h;
		h = ( ((h>now.fl[ Index(((int)now.prim), 1) ])) ? (h) : (now.fl[ Index(((int)now.prim), 1) ]) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		_m = 3; goto P999; /* 3 */
	case 345: // STATE 1232 - sfid.pml:805 - [(1)] (1238:0:1 - 1)
		IfNotBlocked
		reached[0][1232] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1238, 1234, 1238) */
		reached[0][1234] = 1;
		;
		/* merge: h = ( ((h>fl[prim])) -> (h) : (fl[prim]) )(1238, 1235, 1238) */
		reached[0][1235] = 1;
		(trpt+1)->bup.oval = h;
		h = ( ((h>now.fl[ Index(((int)now.prim), 1) ])) ? (h) : (now.fl[ Index(((int)now.prim), 1) ]) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		_m = 3; goto P999; /* 2 */
	case 346: // STATE 1235 - sfid.pml:808 - [h = ( ((h>fl[prim])) -> (h) : (fl[prim]) )] (0:1238:1 - 3)
		IfNotBlocked
		reached[0][1235] = 1;
		(trpt+1)->bup.oval = h;
		h = ( ((h>now.fl[ Index(((int)now.prim), 1) ])) ? (h) : (now.fl[ Index(((int)now.prim), 1) ]) );
#ifdef VAR_RANGES
		logval("h", h);
#endif
		;
		_m = 3; goto P999; /* 0 */
	case 347: // STATE 1236 - sfid.pml:207 - [fR[prim] = h] (0:1250:11 - 1)
		IfNotBlocked
		reached[0][1236] = 1;
		(trpt+1)->bup.ovals = grab_ints(11);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = h(1250, 1237, 1250) */
		reached[0][1237] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: wv[wlen] = h(1250, 1239, 1250) */
		reached[0][1239] = 1;
		(trpt+1)->bup.ovals[2] = now.wv[ Index(((int)now.wlen), 4) ];
		now.wv[ Index(now.wlen, 4) ] = h;
#ifdef VAR_RANGES
		logval("wv[wlen]", now.wv[ Index(((int)now.wlen), 4) ]);
#endif
		;
		/* merge: wr[wlen] = 0(1250, 1240, 1250) */
		reached[0][1240] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.wr[ Index(((int)now.wlen), 4) ]);
		now.wr[ Index(now.wlen, 4) ] = 0;
#ifdef VAR_RANGES
		logval("wr[wlen]", ((int)now.wr[ Index(((int)now.wlen), 4) ]));
#endif
		;
		/* merge: wlen = (wlen+1)(1250, 1241, 1250) */
		reached[0][1241] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.wlen);
		now.wlen = (((int)now.wlen)+1);
#ifdef VAR_RANGES
		logval("wlen", ((int)now.wlen));
#endif
		;
		/* merge: dl = wlen(1250, 1242, 1250) */
		reached[0][1242] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.dl);
		now.dl = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("dl", ((int)now.dl));
#endif
		;
		/* merge: lv = 1(1250, 1243, 1250) */
		reached[0][1243] = 1;
		(trpt+1)->bup.ovals[6] = ((int)now.lv);
		now.lv = 1;
#ifdef VAR_RANGES
		logval("lv", ((int)now.lv));
#endif
		;
		/* merge: dh[prim] = h(1250, 1244, 1250) */
		reached[0][1244] = 1;
		(trpt+1)->bup.ovals[7] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = h;
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(1250, 1245, 1250) */
		reached[0][1245] = 1;
		(trpt+1)->bup.ovals[8] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: marker[prim] = 0(1250, 1246, 1250) */
		reached[0][1246] = 1;
		(trpt+1)->bup.ovals[9] = ((int)now.marker[ Index(((int)now.prim), 1) ]);
		now.marker[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("marker[prim]", ((int)now.marker[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )(1250, 1247, 1250) */
		reached[0][1247] = 1;
		(trpt+1)->bup.ovals[10] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = ( ((now.fl[ Index(((int)now.prim), 1) ]>h)) ? (now.fl[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		_m = 3; goto P999; /* 10 */
	case 348: // STATE 1248 - sfid.pml:324 - [confirmed = 0] (0:1255:2 - 1)
		IfNotBlocked
		reached[0][1248] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)confirmed);
		confirmed = 0;
#ifdef VAR_RANGES
		logval("confirmed", ((int)confirmed));
#endif
		;
		/* merge: confirmed = 1(1255, 1249, 1255) */
		reached[0][1249] = 1;
		(trpt+1)->bup.ovals[1] = ((int)confirmed);
		confirmed = 1;
#ifdef VAR_RANGES
		logval("confirmed", ((int)confirmed));
#endif
		;
		_m = 3; goto P999; /* 1 */
	case 349: // STATE 1251 - sfid.pml:819 - [(confirmed)] (1285:0:1 - 1)
		IfNotBlocked
		reached[0][1251] = 1;
		if (!(((int)confirmed)))
			continue;
		/* merge: R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )(1285, 1252, 1285) */
		reached[0][1252] = 1;
		(trpt+1)->bup.oval = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = ( ((now.R[ Index(((int)now.prim), 1) ]>h)) ? (now.R[ Index(((int)now.prim), 1) ]) : (h) );
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: .(goto)(1285, 1256, 1285) */
		reached[0][1256] = 1;
		;
		/* merge: printf('@@ sfid_restore_reservation(): R = %d\\n',h)(1285, 1257, 1285) */
		reached[0][1257] = 1;
		Printf("@@ sfid_restore_reservation(): R = %d\n", h);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 4 */
	case 350: // STATE 1256 - sfid.pml:822 - [.(goto)] (0:1285:0 - 2)
		IfNotBlocked
		reached[0][1256] = 1;
		;
		/* merge: printf('@@ sfid_restore_reservation(): R = %d\\n',h)(1285, 1257, 1285) */
		reached[0][1257] = 1;
		Printf("@@ sfid_restore_reservation(): R = %d\n", h);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 2 */
	case 351: // STATE 1254 - sfid.pml:820 - [(1)] (1285:0:0 - 1)
		IfNotBlocked
		reached[0][1254] = 1;
		if (!(1))
			continue;
		/* merge: .(goto)(1285, 1256, 1285) */
		reached[0][1256] = 1;
		;
		/* merge: printf('@@ sfid_restore_reservation(): R = %d\\n',h)(1285, 1257, 1285) */
		reached[0][1257] = 1;
		Printf("@@ sfid_restore_reservation(): R = %d\n", h);
		/* merge: .(goto)(0, 1286, 1285) */
		reached[0][1286] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 352: // STATE 1259 - sfid.pml:827 - [((((((((up[prim]&&(n_reset<0))&&(lk==0))&&!(rs))&&(st[0]==-(1)))&&(st[1]==-(1)))&&(wlen<4))&&!(unw[prim])))] (1263:0:1 - 1)
		IfNotBlocked
		reached[0][1259] = 1;
		if (!((((((((((int)now.up[ Index(((int)now.prim), 1) ])&&(((int)now.n_reset)<0))&&(((int)now.lk)==0))&& !(((int)now.rs)))&&(now.st[0]== -(1)))&&(now.st[1]== -(1)))&&(((int)now.wlen)<4))&& !(((int)now.unw[ Index(((int)now.prim), 1) ])))))
			continue;
		/* merge: n_reset = (n_reset+1)(0, 1260, 1263) */
		reached[0][1260] = 1;
		(trpt+1)->bup.oval = ((int)now.n_reset);
		now.n_reset = (((int)now.n_reset)+1);
#ifdef VAR_RANGES
		logval("n_reset", ((int)now.n_reset));
#endif
		;
		_m = 3; goto P999; /* 1 */
	case 353: // STATE 1261 - sfid.pml:207 - [fR[prim] = clk] (0:1280:13 - 1)
		IfNotBlocked
		reached[0][1261] = 1;
		(trpt+1)->bup.ovals = grab_ints(13);
		(trpt+1)->bup.ovals[0] = now.fR[ Index(((int)now.prim), 1) ];
		now.fR[ Index(now.prim, 1) ] = now.clk;
#ifdef VAR_RANGES
		logval("fR[prim]", now.fR[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fD[prim] = clk(1280, 1262, 1280) */
		reached[0][1262] = 1;
		(trpt+1)->bup.ovals[1] = now.fD[ Index(((int)now.prim), 1) ];
		now.fD[ Index(now.prim, 1) ] = now.clk;
#ifdef VAR_RANGES
		logval("fD[prim]", now.fD[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: wv[wlen] = clk(1280, 1264, 1280) */
		reached[0][1264] = 1;
		(trpt+1)->bup.ovals[2] = now.wv[ Index(((int)now.wlen), 4) ];
		now.wv[ Index(now.wlen, 4) ] = now.clk;
#ifdef VAR_RANGES
		logval("wv[wlen]", now.wv[ Index(((int)now.wlen), 4) ]);
#endif
		;
		/* merge: wr[wlen] = 1(1280, 1265, 1280) */
		reached[0][1265] = 1;
		(trpt+1)->bup.ovals[3] = ((int)now.wr[ Index(((int)now.wlen), 4) ]);
		now.wr[ Index(now.wlen, 4) ] = 1;
#ifdef VAR_RANGES
		logval("wr[wlen]", ((int)now.wr[ Index(((int)now.wlen), 4) ]));
#endif
		;
		/* merge: wlen = (wlen+1)(1280, 1266, 1280) */
		reached[0][1266] = 1;
		(trpt+1)->bup.ovals[4] = ((int)now.wlen);
		now.wlen = (((int)now.wlen)+1);
#ifdef VAR_RANGES
		logval("wlen", ((int)now.wlen));
#endif
		;
		/* merge: dl = wlen(1280, 1267, 1280) */
		reached[0][1267] = 1;
		(trpt+1)->bup.ovals[5] = ((int)now.dl);
		now.dl = ((int)now.wlen);
#ifdef VAR_RANGES
		logval("dl", ((int)now.dl));
#endif
		;
		/* merge: lv = 1(1280, 1268, 1280) */
		reached[0][1268] = 1;
		(trpt+1)->bup.ovals[6] = ((int)now.lv);
		now.lv = 1;
#ifdef VAR_RANGES
		logval("lv", ((int)now.lv));
#endif
		;
		/* merge: dh[prim] = clk(1280, 1269, 1280) */
		reached[0][1269] = 1;
		(trpt+1)->bup.ovals[7] = now.dh[ Index(((int)now.prim), 1) ];
		now.dh[ Index(now.prim, 1) ] = now.clk;
#ifdef VAR_RANGES
		logval("dh[prim]", now.dh[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: tr[prim] = 0(1280, 1270, 1280) */
		reached[0][1270] = 1;
		(trpt+1)->bup.ovals[8] = ((int)now.tr[ Index(((int)now.prim), 1) ]);
		now.tr[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("tr[prim]", ((int)now.tr[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: R[prim] = clk(1280, 1271, 1280) */
		reached[0][1271] = 1;
		(trpt+1)->bup.ovals[9] = now.R[ Index(((int)now.prim), 1) ];
		now.R[ Index(now.prim, 1) ] = now.clk;
#ifdef VAR_RANGES
		logval("R[prim]", now.R[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: fl[prim] = clk(1280, 1272, 1280) */
		reached[0][1272] = 1;
		(trpt+1)->bup.ovals[10] = now.fl[ Index(((int)now.prim), 1) ];
		now.fl[ Index(now.prim, 1) ] = now.clk;
#ifdef VAR_RANGES
		logval("fl[prim]", now.fl[ Index(((int)now.prim), 1) ]);
#endif
		;
		/* merge: marker[prim] = 0(1280, 1273, 1280) */
		reached[0][1273] = 1;
		(trpt+1)->bup.ovals[11] = ((int)now.marker[ Index(((int)now.prim), 1) ]);
		now.marker[ Index(now.prim, 1) ] = 0;
#ifdef VAR_RANGES
		logval("marker[prim]", ((int)now.marker[ Index(((int)now.prim), 1) ]));
#endif
		;
		/* merge: i = 0(1280, 1274, 1280) */
		reached[0][1274] = 1;
		(trpt+1)->bup.ovals[12] = ((int)i);
		i = 0;
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 1281, 1280) */
		reached[0][1281] = 1;
		;
		_m = 3; goto P999; /* 13 */
	case 354: // STATE 1275 - sfid.pml:835 - [((i<(2*(((3+1)+1)*2))))] (1280:0:2 - 1)
		IfNotBlocked
		reached[0][1275] = 1;
		if (!((((int)i)<(2*(((3+1)+1)*2)))))
			continue;
		/* merge: issued[i] = 0(1280, 1276, 1280) */
		reached[0][1276] = 1;
		(trpt+1)->bup.ovals = grab_ints(2);
		(trpt+1)->bup.ovals[0] = ((int)now.issued[ Index(((int)i), 20) ]);
		now.issued[ Index(i, 20) ] = 0;
#ifdef VAR_RANGES
		logval("issued[i]", ((int)now.issued[ Index(((int)i), 20) ]));
#endif
		;
		/* merge: i = (i+1)(1280, 1277, 1280) */
		reached[0][1277] = 1;
		(trpt+1)->bup.ovals[1] = ((int)i);
		i = (((int)i)+1);
#ifdef VAR_RANGES
		logval("i", ((int)i));
#endif
		;
		/* merge: .(goto)(0, 1281, 1280) */
		reached[0][1281] = 1;
		;
		_m = 3; goto P999; /* 3 */
	case 355: // STATE 1283 - sfid.pml:838 - [printf('@@ sfid_reset_horizon() on a new worker range: R = %d\\n',clk)] (0:0:0 - 1)
		IfNotBlocked
		reached[0][1283] = 1;
		Printf("@@ sfid_reset_horizon() on a new worker range: R = %d\n", now.clk);
		_m = 3; goto P999; /* 0 */
	case 356: // STATE 1288 - sfid.pml:841 - [-end-] (0:0:0 - 1)
		IfNotBlocked
		reached[0][1288] = 1;
		if (!delproc(1, II)) continue;
		_m = 3; goto P999; /* 0 */
	case  _T5:	/* np_ */
		if (!((!(trpt->o_pm&4) && !(trpt->tau&128))))
			continue;
		/* else fall through */
	case  _T2:	/* true */
		_m = 3; goto P999;
#undef rand
	}

