	switch (t->back) {
	default: Uerror("bad return move");
	case  0: goto R999; /* nothing to undo */

		 /* PROC :init: */

	case 3: // STATE 1
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 4: // STATE 11
		;
		i = trpt->bup.ovals[8];
		now.up[ Index(i, 1) ] = trpt->bup.ovals[7];
		now.strm[ Index(i, 1) ] = trpt->bup.ovals[6];
		now.att[ Index(i, 1) ] = trpt->bup.ovals[5];
		now.dh[ Index(i, 1) ] = trpt->bup.ovals[4];
		now.fl[ Index(i, 1) ] = trpt->bup.ovals[3];
		now.R[ Index(i, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(i, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(i, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 5: // STATE 22
		;
		now.prim = trpt->bup.ovals[5];
		now.sess[1] = trpt->bup.ovals[4];
		now.sess[0] = trpt->bup.ovals[3];
		now.st[1] = trpt->bup.ovals[2];
		now.st[0] = trpt->bup.ovals[1];
		now.fe = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;
;
		;
		
	case 7: // STATE 34
		;
		ok = trpt->bup.ovals[4];
		res = trpt->bup.ovals[3];
		fs = trpt->bup.ovals[2];
		w = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 8: // STATE 34
		;
		ok = trpt->bup.ovals[4];
		res = trpt->bup.ovals[3];
		fs = trpt->bup.ovals[2];
		w = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 9: // STATE 34
		;
		ok = trpt->bup.ovals[3];
		res = trpt->bup.ovals[2];
		fs = trpt->bup.ovals[1];
		w = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 10: // STATE 36
		;
		nx = trpt->bup.oval;
		;
		goto R999;

	case 11: // STATE 39
		;
		ok = trpt->bup.ovals[1];
		nx = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 12: // STATE 44
		;
		nx = trpt->bup.ovals[1];
		ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 13: // STATE 56
		;
		now.st[ Index(w, 2) ] = trpt->bup.ovals[2];
		now.sess[ Index(b, 2) ] = trpt->bup.ovals[1];
		now.issued[ Index(((w*(((3+1)+1)*2))+nx), 20) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		
	case 14: // STATE 60
		goto R999;
;
		
	case 15: // STATE 58
		goto R999;
;
		;
		
	case 17: // STATE 64
		;
		b = trpt->bup.oval;
		;
		goto R999;

	case 18: // STATE 66
		;
		b = trpt->bup.oval;
		;
		goto R999;
;
		
	case 19: // STATE 69
		goto R999;
;
		
	case 20: // STATE 95
		goto R999;
;
		
	case 21: // STATE 71
		goto R999;
;
		;
		
	case 23: // STATE 77
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[3];
		now.val[ Index(b, 2) ] = trpt->bup.ovals[2];
		now.lk = trpt->bup.ovals[1];
		now.fen[ Index(b, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 24: // STATE 82
		;
		now.lk = trpt->bup.ovals[1];
		now.fen[ Index(b, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 25: // STATE 83
		;
		now.val[ Index(b, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 26: // STATE 85
		;
		now.pc[ Index(b, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		
	case 27: // STATE 92
		goto R999;

	case 28: // STATE 90
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[2];
		now.lsn[ Index(b, 2) ] = trpt->bup.ovals[1];
		now.lk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 30: // STATE 101
		;
		now.pc[1] = trpt->bup.ovals[3];
		now.val[1] = trpt->bup.ovals[2];
		now.lk = trpt->bup.ovals[1];
		now.fen[1] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 31: // STATE 109
		;
		now.lk = trpt->bup.ovals[3];
		now.fen[0] = trpt->bup.ovals[2];
		now.fkey = trpt->bup.ovals[1];
		now.n_fence = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 32: // STATE 113
		;
		now.pc[0] = trpt->bup.ovals[1];
		now.val[0] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 33: // STATE 127
		goto R999;

	case 34: // STATE 115
		;
		now.val[0] = trpt->bup.oval;
		;
		goto R999;

	case 35: // STATE 117
		;
		now.pc[0] = trpt->bup.oval;
		;
		goto R999;
;
		
	case 36: // STATE 124
		goto R999;

	case 37: // STATE 122
		;
		now.pc[0] = trpt->bup.ovals[2];
		now.lsn[0] = trpt->bup.ovals[1];
		now.lk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 39: // STATE 131
		;
		b = trpt->bup.oval;
		;
		goto R999;

	case 40: // STATE 133
		;
		b = trpt->bup.oval;
		;
		goto R999;

	case 41: // STATE 139
		;
		now.fkey = trpt->bup.ovals[2];
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[1];
		now.lk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		
	case 42: // STATE 144
		goto R999;

	case 43: // STATE 142
		;
		now.pc[ Index(b, 2) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 45: // STATE 154
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[2];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 46: // STATE 154
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[2];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 47: // STATE 154
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 49: // STATE 165
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 50: // STATE 165
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 51: // STATE 165
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[1];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 53: // STATE 180
		;
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[6];
		now.lv = trpt->bup.ovals[5];
		now.dl = trpt->bup.ovals[4];
		now.wlen = trpt->bup.ovals[3];
		now.wr[ Index(now.wlen, 4) ] = trpt->bup.ovals[2];
		now.wv[ Index(now.wlen, 4) ] = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 54: // STATE 180
		;
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[6];
		now.lv = trpt->bup.ovals[5];
		now.dl = trpt->bup.ovals[4];
		now.wlen = trpt->bup.ovals[3];
		now.wr[ Index(now.wlen, 4) ] = trpt->bup.ovals[2];
		now.wv[ Index(now.wlen, 4) ] = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 55: // STATE 180
		;
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[5];
		now.lv = trpt->bup.ovals[4];
		now.dl = trpt->bup.ovals[3];
		now.wlen = trpt->bup.ovals[2];
		now.wr[ Index(now.wlen, 4) ] = trpt->bup.ovals[1];
		now.wv[ Index(now.wlen, 4) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 56: // STATE 189
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[3];
		now.lk = trpt->bup.ovals[2];
		now.lsn[ Index(b, 2) ] = trpt->bup.ovals[1];
		now.rs = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 57: // STATE 189
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[2];
		now.lk = trpt->bup.ovals[1];
		now.lsn[ Index(b, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 58: // STATE 189
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[2];
		now.lk = trpt->bup.ovals[1];
		now.lsn[ Index(b, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 60: // STATE 198
		;
		confirmed = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 61: // STATE 198
		;
		confirmed = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 62: // STATE 198
		;
		confirmed = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 64: // STATE 201
		;
		confirmed = trpt->bup.ovals[1];
		confirmed = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 65: // STATE 209
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[1];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 66: // STATE 214
		goto R999;
;
		
	case 67: // STATE 212
		goto R999;

	case 68: // STATE 217
		;
		confirmed = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 70: // STATE 227
		;
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.fe = trpt->bup.ovals[2];
		confirmed = trpt->bup.ovals[1];
		confirmed = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 71: // STATE 227
		;
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fe = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 72: // STATE 227
		;
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fe = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 73: // STATE 233
		;
		now.pc[0] = trpt->bup.ovals[3];
		now.fkey = trpt->bup.ovals[2];
		now.keymax = trpt->bup.ovals[1];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;
;
		
	case 74: // STATE 237
		goto R999;
;
		
	case 75: // STATE 235
		goto R999;
;
		;
		
	case 77: // STATE 246
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 78: // STATE 246
		;
		now.pc[ Index(b, 2) ] = trpt->bup.ovals[1];
		b = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 79: // STATE 246
		;
		now.pc[ Index(b, 2) ] = trpt->bup.oval;
		;
		goto R999;

	case 80: // STATE 250
		;
		now.clk = trpt->bup.oval;
		;
		goto R999;

	case 81: // STATE 256
		;
		now.jump = trpt->bup.ovals[2];
		now.clk = trpt->bup.ovals[1];
		now.n_back = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 82: // STATE 262
		;
		now.jump = trpt->bup.ovals[2];
		now.clk = trpt->bup.ovals[1];
		now.n_jump = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 83: // STATE 266
		;
		now.jump = trpt->bup.oval;
		;
		goto R999;

	case 84: // STATE 271
		;
		now.ck[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.n_ckpt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 86: // STATE 283
		;
		now.rcv[ Index(n, 1) ] = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 87: // STATE 283
		;
		now.rcv[ Index(n, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 88: // STATE 283
		;
		now.rcv[ Index(n, 1) ] = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 89: // STATE 283
		;
		now.rcv[ Index(n, 1) ] = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 90: // STATE 286
		;
		n = trpt->bup.oval;
		;
		goto R999;

	case 91: // STATE 288
		;
		n = trpt->bup.oval;
		;
		goto R999;

	case 92: // STATE 290
		;
		n = trpt->bup.oval;
		;
		goto R999;

	case 93: // STATE 295
		;
		wasknown = trpt->bup.ovals[2];
		outright = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 94: // STATE 302
		;
		fok = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 95: // STATE 302
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 96: // STATE 302
		;
		fok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 98: // STATE 305
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 99: // STATE 311
		;
		now.tr[ Index(n, 1) ] = trpt->bup.ovals[3];
		now.dh[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 100: // STATE 314
		;
		now.fl[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.R[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 101: // STATE 326
		;
		now.R[ Index(n, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 102: // STATE 338
		;
		now.rep[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.fl[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 103: // STATE 338
		;
		now.rep[ Index(n, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 104: // STATE 338
		;
		now.rep[ Index(n, 1) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 106: // STATE 350
		;
		now.ck[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_ckpt = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 107: // STATE 350
		;
		now.ck[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_ckpt = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 108: // STATE 350
		;
		now.ck[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_ckpt = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 109: // STATE 350
		;
		now.ck[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.n_ckpt = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 111: // STATE 363
		;
		now.strm[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_srestart = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 112: // STATE 363
		;
		now.strm[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_srestart = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 113: // STATE 363
		;
		now.strm[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_srestart = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 114: // STATE 363
		;
		now.strm[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.n_srestart = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 115: // STATE 367
		;
		now.n_crash = trpt->bup.oval;
		;
		goto R999;

	case 116: // STATE 376
		;
		now.up[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 117: // STATE 376
		;
		now.up[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 118: // STATE 376
		;
		now.up[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 119: // STATE 376
		;
		now.up[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 120: // STATE 383
		;
		i = trpt->bup.ovals[6];
		now.lk = trpt->bup.ovals[5];
		now.jump = trpt->bup.ovals[4];
		now.rs = trpt->bup.ovals[3];
		now.dl = trpt->bup.ovals[2];
		now.lv = trpt->bup.ovals[1];
		now.fe = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 121: // STATE 386
		;
		i = trpt->bup.ovals[1];
		now.st[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 122: // STATE 392
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 123: // STATE 396
		;
		i = trpt->bup.ovals[2];
		now.sess[ Index(i, 2) ] = trpt->bup.ovals[1];
		now.pc[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 124: // STATE 407
		;
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[4];
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 125: // STATE 415
		;
		j = trpt->bup.ovals[1];
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 126: // STATE 415
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 127: // STATE 415
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 129: // STATE 419
		;
		wasknown = trpt->bup.ovals[2];
		outright = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 130: // STATE 426
		;
		fok = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 131: // STATE 426
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 132: // STATE 426
		;
		fok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 134: // STATE 429
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 135: // STATE 435
		;
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 136: // STATE 438
		;
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 137: // STATE 450
		;
		now.R[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 138: // STATE 462
		;
		j = trpt->bup.ovals[1];
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 139: // STATE 462
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 140: // STATE 462
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 141: // STATE 468
		;
		now.ck[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 142: // STATE 470
		;
		now.clk = trpt->bup.oval;
		;
		goto R999;

	case 143: // STATE 473
		;
		now.n_back = trpt->bup.ovals[1];
		now.clk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 144: // STATE 478
		goto R999;
;
		
	case 145: // STATE 482
		goto R999;
;
		
	case 146: // STATE 479
		goto R999;

	case 147: // STATE 485
		;
		now.n_stop = trpt->bup.oval;
		;
		goto R999;
;
		;
		;
		;
		
	case 150: // STATE 511
		;
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.ck[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 151: // STATE 511
		;
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.ck[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 152: // STATE 499
		;
		h = trpt->bup.ovals[2];
		h = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 154: // STATE 511
		;
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.ck[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 155: // STATE 511
		;
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.ck[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 156: // STATE 511
		;
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.ck[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 157: // STATE 519
		;
		i = trpt->bup.ovals[6];
		now.lk = trpt->bup.ovals[5];
		now.jump = trpt->bup.ovals[4];
		now.rs = trpt->bup.ovals[3];
		now.dl = trpt->bup.ovals[2];
		now.lv = trpt->bup.ovals[1];
		now.fe = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 158: // STATE 522
		;
		i = trpt->bup.ovals[1];
		now.st[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 159: // STATE 528
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 160: // STATE 532
		;
		i = trpt->bup.ovals[2];
		now.sess[ Index(i, 2) ] = trpt->bup.ovals[1];
		now.pc[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 161: // STATE 543
		;
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[4];
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 162: // STATE 551
		;
		j = trpt->bup.ovals[1];
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 163: // STATE 551
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 164: // STATE 551
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 166: // STATE 555
		;
		wasknown = trpt->bup.ovals[2];
		outright = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 167: // STATE 562
		;
		fok = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 168: // STATE 562
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 169: // STATE 562
		;
		fok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 171: // STATE 565
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 172: // STATE 571
		;
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 173: // STATE 574
		;
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 174: // STATE 586
		;
		now.R[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 175: // STATE 598
		;
		j = trpt->bup.ovals[1];
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 176: // STATE 598
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 177: // STATE 598
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 178: // STATE 604
		;
		now.ck[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 179: // STATE 606
		;
		now.clk = trpt->bup.oval;
		;
		goto R999;
;
		
	case 180: // STATE 612
		goto R999;

	case 181: // STATE 609
		;
		now.n_back = trpt->bup.ovals[1];
		now.clk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 182: // STATE 620
		;
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.n_power = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 183: // STATE 627
		;
		i = trpt->bup.ovals[6];
		now.lk = trpt->bup.ovals[5];
		now.jump = trpt->bup.ovals[4];
		now.rs = trpt->bup.ovals[3];
		now.dl = trpt->bup.ovals[2];
		now.lv = trpt->bup.ovals[1];
		now.fe = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 184: // STATE 630
		;
		i = trpt->bup.ovals[1];
		now.st[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 185: // STATE 636
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 186: // STATE 640
		;
		i = trpt->bup.ovals[2];
		now.sess[ Index(i, 2) ] = trpt->bup.ovals[1];
		now.pc[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 187: // STATE 651
		;
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[4];
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 188: // STATE 659
		;
		j = trpt->bup.ovals[1];
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 189: // STATE 659
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 190: // STATE 659
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 192: // STATE 663
		;
		wasknown = trpt->bup.ovals[2];
		outright = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 193: // STATE 670
		;
		fok = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 194: // STATE 670
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 195: // STATE 670
		;
		fok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 197: // STATE 673
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 198: // STATE 679
		;
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 199: // STATE 682
		;
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 200: // STATE 694
		;
		now.R[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 201: // STATE 706
		;
		j = trpt->bup.ovals[1];
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 202: // STATE 706
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 203: // STATE 706
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 204: // STATE 712
		;
		now.ck[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 205: // STATE 714
		;
		now.clk = trpt->bup.oval;
		;
		goto R999;
;
		
	case 206: // STATE 720
		goto R999;

	case 207: // STATE 717
		;
		now.n_back = trpt->bup.ovals[1];
		now.clk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 209: // STATE 734
		;
		now.unw[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_unw = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 210: // STATE 734
		;
		now.unw[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_unw = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 211: // STATE 734
		;
		now.unw[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_unw = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 212: // STATE 734
		;
		now.unw[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.n_unw = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 213: // STATE 745
		;
		now.unw[ Index(n, 1) ] = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 214: // STATE 745
		;
		now.unw[ Index(n, 1) ] = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 215: // STATE 745
		;
		now.unw[ Index(n, 1) ] = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 216: // STATE 745
		;
		now.unw[ Index(n, 1) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 218: // STATE 757
		;
		now.n_srestart = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 219: // STATE 757
		;
		now.n_srestart = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 220: // STATE 757
		;
		now.n_srestart = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 221: // STATE 757
		;
		now.n_srestart = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 223: // STATE 760
		;
		now.fD[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 224: // STATE 770
		;
		now.tr[ Index(n, 1) ] = trpt->bup.ovals[4];
		now.fl[ Index(n, 1) ] = trpt->bup.ovals[3];
		now.R[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.dh[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.up[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 225: // STATE 778
		;
		now.rep[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.tr[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 226: // STATE 778
		;
		now.rep[ Index(n, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 227: // STATE 778
		;
		now.rep[ Index(n, 1) ] = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 229: // STATE 790
		;
		ok = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 230: // STATE 790
		;
		ok = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 231: // STATE 790
		;
		ok = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 232: // STATE 790
		;
		ok = trpt->bup.oval;
		;
		goto R999;

	case 233: // STATE 792
		;
		j = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 234: // STATE 795
		;
		j = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 235: // STATE 803
		;
		i = trpt->bup.ovals[1];
		best = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		;
		;
		
	case 238: // STATE 807
		;
		j = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 239: // STATE 810
		;
		j = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 240: // STATE 822
		;
		i = trpt->bup.ovals[1];
		ok = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 241: // STATE 822
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 242: // STATE 822
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 243: // STATE 831
		;
		now.att[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.n_promo = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 245: // STATE 835
		;
		wasknown = trpt->bup.ovals[2];
		outright = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 246: // STATE 842
		;
		fok = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 247: // STATE 842
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 248: // STATE 842
		;
		fok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 250: // STATE 845
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 251: // STATE 851
		;
		now.tr[ Index(n, 1) ] = trpt->bup.ovals[3];
		now.dh[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 252: // STATE 854
		;
		now.fl[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.R[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 253: // STATE 866
		;
		now.R[ Index(n, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 254: // STATE 878
		;
		now.rep[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.fl[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 255: // STATE 878
		;
		now.rep[ Index(n, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 256: // STATE 878
		;
		now.rep[ Index(n, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 257: // STATE 886
		;
		i = trpt->bup.ovals[2];
		now.ck[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.wlen = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 259: // STATE 894
		;
		i = trpt->bup.ovals[1];
		now.att[ Index(i, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 260: // STATE 894
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 261: // STATE 894
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 262: // STATE 901
		;
		now.prim = trpt->bup.ovals[1];
		now.att[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 263: // STATE 908
		;
		i = trpt->bup.ovals[6];
		now.lk = trpt->bup.ovals[5];
		now.jump = trpt->bup.ovals[4];
		now.rs = trpt->bup.ovals[3];
		now.dl = trpt->bup.ovals[2];
		now.lv = trpt->bup.ovals[1];
		now.fe = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 264: // STATE 911
		;
		i = trpt->bup.ovals[1];
		now.st[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 265: // STATE 917
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 266: // STATE 921
		;
		i = trpt->bup.ovals[2];
		now.sess[ Index(i, 2) ] = trpt->bup.ovals[1];
		now.pc[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 267: // STATE 928
		;
		now.clk = trpt->bup.oval;
		;
		goto R999;

	case 268: // STATE 931
		;
		now.n_back = trpt->bup.ovals[1];
		now.clk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		
	case 269: // STATE 936
		goto R999;
;
		
	case 270: // STATE 940
		goto R999;
;
		
	case 271: // STATE 938
		goto R999;
;
		;
		
	case 273: // STATE 958
		;
		now.marker[ Index(n, 1) ] = trpt->bup.ovals[8];
		now.unw[ Index(n, 1) ] = trpt->bup.ovals[7];
		now.ck[ Index(n, 1) ] = trpt->bup.ovals[6];
		now.rep[ Index(n, 1) ] = trpt->bup.ovals[5];
		now.rcv[ Index(n, 1) ] = trpt->bup.ovals[4];
		now.fD[ Index(n, 1) ] = trpt->bup.ovals[3];
		now.fR[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_rejoin = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 274: // STATE 958
		;
		now.marker[ Index(n, 1) ] = trpt->bup.ovals[8];
		now.unw[ Index(n, 1) ] = trpt->bup.ovals[7];
		now.ck[ Index(n, 1) ] = trpt->bup.ovals[6];
		now.rep[ Index(n, 1) ] = trpt->bup.ovals[5];
		now.rcv[ Index(n, 1) ] = trpt->bup.ovals[4];
		now.fD[ Index(n, 1) ] = trpt->bup.ovals[3];
		now.fR[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_rejoin = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 275: // STATE 958
		;
		now.marker[ Index(n, 1) ] = trpt->bup.ovals[8];
		now.unw[ Index(n, 1) ] = trpt->bup.ovals[7];
		now.ck[ Index(n, 1) ] = trpt->bup.ovals[6];
		now.rep[ Index(n, 1) ] = trpt->bup.ovals[5];
		now.rcv[ Index(n, 1) ] = trpt->bup.ovals[4];
		now.fD[ Index(n, 1) ] = trpt->bup.ovals[3];
		now.fR[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.n_rejoin = trpt->bup.ovals[1];
		n = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 9);
		goto R999;

	case 276: // STATE 958
		;
		now.marker[ Index(n, 1) ] = trpt->bup.ovals[7];
		now.unw[ Index(n, 1) ] = trpt->bup.ovals[6];
		now.ck[ Index(n, 1) ] = trpt->bup.ovals[5];
		now.rep[ Index(n, 1) ] = trpt->bup.ovals[4];
		now.rcv[ Index(n, 1) ] = trpt->bup.ovals[3];
		now.fD[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.fR[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.n_rejoin = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 8);
		goto R999;

	case 277: // STATE 963
		;
		now.tr[ Index(n, 1) ] = trpt->bup.ovals[4];
		now.fl[ Index(n, 1) ] = trpt->bup.ovals[3];
		now.R[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.dh[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.up[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 278: // STATE 972
		;
		now.strm[ Index(n, 1) ] = trpt->bup.ovals[2];
		now.att[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.tr[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 279: // STATE 972
		;
		now.strm[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.att[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 280: // STATE 972
		;
		now.strm[ Index(n, 1) ] = trpt->bup.ovals[1];
		now.att[ Index(n, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 281: // STATE 978
		;
		now.bkw = trpt->bup.ovals[2];
		now.bkR = trpt->bup.ovals[1];
		now.bk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 282: // STATE 984
		;
		i = trpt->bup.ovals[2];
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.n_pitr = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 283: // STATE 994
		;
		now.wlen = trpt->bup.ovals[3];
		now.ck[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 284: // STATE 986
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 285: // STATE 994
		;
		now.wlen = trpt->bup.ovals[3];
		now.ck[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 286: // STATE 1001
		;
		i = trpt->bup.ovals[6];
		now.lk = trpt->bup.ovals[5];
		now.jump = trpt->bup.ovals[4];
		now.rs = trpt->bup.ovals[3];
		now.dl = trpt->bup.ovals[2];
		now.lv = trpt->bup.ovals[1];
		now.fe = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 287: // STATE 1004
		;
		i = trpt->bup.ovals[1];
		now.st[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 288: // STATE 1010
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 289: // STATE 1014
		;
		i = trpt->bup.ovals[2];
		now.sess[ Index(i, 2) ] = trpt->bup.ovals[1];
		now.pc[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 290: // STATE 1025
		;
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[4];
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 291: // STATE 1033
		;
		j = trpt->bup.ovals[1];
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 292: // STATE 1033
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 293: // STATE 1033
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 295: // STATE 1037
		;
		wasknown = trpt->bup.ovals[2];
		outright = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 296: // STATE 1044
		;
		fok = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 297: // STATE 1044
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 298: // STATE 1044
		;
		fok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 300: // STATE 1047
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 301: // STATE 1053
		;
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 302: // STATE 1056
		;
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 303: // STATE 1068
		;
		now.R[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 304: // STATE 1080
		;
		j = trpt->bup.ovals[1];
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 305: // STATE 1080
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 306: // STATE 1080
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 307: // STATE 1086
		;
		now.ck[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 308: // STATE 1088
		;
		now.clk = trpt->bup.oval;
		;
		goto R999;
;
		
	case 309: // STATE 1094
		goto R999;

	case 310: // STATE 1091
		;
		now.n_back = trpt->bup.ovals[1];
		now.clk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 311: // STATE 1099
		;
		now.n_upgrade = trpt->bup.oval;
		;
		goto R999;

	case 312: // STATE 1103
		;
		h = trpt->bup.ovals[2];
		h = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;
;
		;
		
	case 314: // STATE 1117
		;
		now.ck[ Index(now.prim, 1) ] = trpt->bup.ovals[7];
		now.marker[ Index(now.prim, 1) ] = trpt->bup.ovals[6];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[5];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[4];
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.oldR = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 8);
		goto R999;

	case 315: // STATE 1117
		;
		now.ck[ Index(now.prim, 1) ] = trpt->bup.ovals[5];
		now.marker[ Index(now.prim, 1) ] = trpt->bup.ovals[4];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.oldR = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 316: // STATE 1117
		;
		now.ck[ Index(now.prim, 1) ] = trpt->bup.ovals[5];
		now.marker[ Index(now.prim, 1) ] = trpt->bup.ovals[4];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.oldR = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 6);
		goto R999;

	case 317: // STATE 1124
		;
		i = trpt->bup.ovals[6];
		now.lk = trpt->bup.ovals[5];
		now.jump = trpt->bup.ovals[4];
		now.rs = trpt->bup.ovals[3];
		now.dl = trpt->bup.ovals[2];
		now.lv = trpt->bup.ovals[1];
		now.fe = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 7);
		goto R999;

	case 318: // STATE 1127
		;
		i = trpt->bup.ovals[1];
		now.st[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 319: // STATE 1133
		;
		i = trpt->bup.oval;
		;
		goto R999;

	case 320: // STATE 1137
		;
		i = trpt->bup.ovals[2];
		now.sess[ Index(i, 2) ] = trpt->bup.ovals[1];
		now.pc[ Index(i, 2) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 321: // STATE 1148
		;
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[4];
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.up[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 5);
		goto R999;

	case 322: // STATE 1156
		;
		j = trpt->bup.ovals[1];
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 323: // STATE 1156
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 324: // STATE 1156
		;
		j = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 326: // STATE 1160
		;
		wasknown = trpt->bup.ovals[2];
		outright = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 3);
		goto R999;

	case 327: // STATE 1167
		;
		fok = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 328: // STATE 1167
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 329: // STATE 1167
		;
		fok = trpt->bup.oval;
		;
		goto R999;
;
		;
		
	case 331: // STATE 1170
		;
		fok = trpt->bup.oval;
		;
		goto R999;

	case 332: // STATE 1176
		;
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[3];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 4);
		goto R999;

	case 333: // STATE 1179
		;
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 334: // STATE 1191
		;
		now.R[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 335: // STATE 1203
		;
		j = trpt->bup.ovals[1];
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 336: // STATE 1203
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 337: // STATE 1203
		;
		j = trpt->bup.oval;
		;
		goto R999;

	case 338: // STATE 1209
		;
		now.ck[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;

	case 339: // STATE 1211
		;
		now.clk = trpt->bup.oval;
		;
		goto R999;
;
		
	case 340: // STATE 1217
		goto R999;

	case 341: // STATE 1214
		;
		now.n_back = trpt->bup.ovals[1];
		now.clk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 342: // STATE 1223
		;
		now.bkR = trpt->bup.ovals[1];
		now.bk = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 343: // STATE 1228
		;
		h = trpt->bup.ovals[1];
		now.n_restore = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 344: // STATE 1235
		;
		h = trpt->bup.ovals[1];
		h = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 345: // STATE 1235
		;
		h = trpt->bup.oval;
		;
		goto R999;

	case 346: // STATE 1235
		;
		h = trpt->bup.oval;
		;
		goto R999;

	case 347: // STATE 1247
		;
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[10];
		now.marker[ Index(now.prim, 1) ] = trpt->bup.ovals[9];
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[8];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[7];
		now.lv = trpt->bup.ovals[6];
		now.dl = trpt->bup.ovals[5];
		now.wlen = trpt->bup.ovals[4];
		now.wr[ Index(now.wlen, 4) ] = trpt->bup.ovals[3];
		now.wv[ Index(now.wlen, 4) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 11);
		goto R999;

	case 348: // STATE 1249
		;
		confirmed = trpt->bup.ovals[1];
		confirmed = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;

	case 349: // STATE 1252
		;
		now.R[ Index(now.prim, 1) ] = trpt->bup.oval;
		;
		goto R999;
;
		
	case 350: // STATE 1256
		goto R999;
;
		
	case 351: // STATE 1254
		goto R999;

	case 352: // STATE 1260
		;
		now.n_reset = trpt->bup.oval;
		;
		goto R999;

	case 353: // STATE 1274
		;
		i = trpt->bup.ovals[12];
		now.marker[ Index(now.prim, 1) ] = trpt->bup.ovals[11];
		now.fl[ Index(now.prim, 1) ] = trpt->bup.ovals[10];
		now.R[ Index(now.prim, 1) ] = trpt->bup.ovals[9];
		now.tr[ Index(now.prim, 1) ] = trpt->bup.ovals[8];
		now.dh[ Index(now.prim, 1) ] = trpt->bup.ovals[7];
		now.lv = trpt->bup.ovals[6];
		now.dl = trpt->bup.ovals[5];
		now.wlen = trpt->bup.ovals[4];
		now.wr[ Index(now.wlen, 4) ] = trpt->bup.ovals[3];
		now.wv[ Index(now.wlen, 4) ] = trpt->bup.ovals[2];
		now.fD[ Index(now.prim, 1) ] = trpt->bup.ovals[1];
		now.fR[ Index(now.prim, 1) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 13);
		goto R999;

	case 354: // STATE 1277
		;
		i = trpt->bup.ovals[1];
		now.issued[ Index(i, 20) ] = trpt->bup.ovals[0];
		;
		ungrab_ints(trpt->bup.ovals, 2);
		goto R999;
;
		;
		
	case 356: // STATE 1288
		;
		p_restor(II);
		;
		;
		goto R999;
	}

