#ifdef PEG
struct T_SRC {
	char *fl; int ln;
} T_SRC[NTRANS];

void
tr_2_src(int m, char *file, int ln)
{	T_SRC[m].fl = file;
	T_SRC[m].ln = ln;
}

void
putpeg(int n, int m)
{	printf("%5d	trans %4d ", m, n);
	printf("%s:%d\n",
		T_SRC[n].fl, T_SRC[n].ln);
}
#endif

void
settable(void)
{	Trans *T;
	Trans *settr(int, int, int, int, int, char *, int, int, int);

	trans = (Trans ***) emalloc(2*sizeof(Trans **));

	/* proctype 0: :init: */

	trans[0] = (Trans **) emalloc(1289*sizeof(Trans *));

	T = trans[ 0][23] = settr(22,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(22,2,1,0,0,"ATOMIC", 1, 2, 0);
	trans[0][1]	= settr(0,2,14,3,3,"i = 0", 1, 2, 0);
	trans[0][15]	= settr(14,2,14,1,0,".(goto)", 1, 2, 0);
	T = trans[0][14] = settr(13,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(13,2,2,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(13,2,12,0,0,"DO", 1, 2, 0);
	trans[0][2]	= settr(1,2,14,4,4,"((i<(1+0)))", 1, 2, 0); /* m: 3 -> 14,0 */
	reached0[3] = 1;
	trans[0][3]	= settr(0,0,0,0,0,"fR[i] = -(1)",0,0,0);
	trans[0][4]	= settr(0,0,0,0,0,"fD[i] = -(1)",0,0,0);
	trans[0][5]	= settr(0,0,0,0,0,"R[i] = -(1)",0,0,0);
	trans[0][6]	= settr(0,0,0,0,0,"fl[i] = -(1)",0,0,0);
	trans[0][7]	= settr(0,0,0,0,0,"dh[i] = -(1)",0,0,0);
	trans[0][8]	= settr(0,0,0,0,0,"att[i] = (i>0)",0,0,0);
	trans[0][9]	= settr(0,0,0,0,0,"strm[i] = 1",0,0,0);
	trans[0][10]	= settr(0,0,0,0,0,"up[i] = 1",0,0,0);
	trans[0][11]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][12]	= settr(11,2,17,2,0,"else", 1, 2, 0);
	trans[0][13]	= settr(12,2,17,1,0,"goto :b0", 1, 2, 0); /* m: 17 -> 0,1285 */
	reached0[17] = 1;
	trans[0][16]	= settr(15,2,17,1,0,"break", 1, 2, 0);
	trans[0][17]	= settr(16,0,1285,5,5,"fe = -(1)", 1, 2, 0); /* m: 18 -> 0,1285 */
	reached0[18] = 1;
	trans[0][18]	= settr(0,0,0,0,0,"st[0] = -(1)",0,0,0);
	trans[0][19]	= settr(0,0,0,0,0,"st[1] = -(1)",0,0,0);
	trans[0][20]	= settr(0,0,0,0,0,"sess[0] = -(1)",0,0,0);
	trans[0][21]	= settr(0,0,0,0,0,"sess[1] = -(1)",0,0,0);
	trans[0][22]	= settr(0,0,0,0,0,"prim = 0",0,0,0);
	trans[0][1286]	= settr(1285,0,1285,1,0,".(goto)", 0, 2, 0);
	T = trans[0][1285] = settr(1284,0,0,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,61,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,96,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,104,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,128,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,145,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,156,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,166,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,190,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,215,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,238,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,248,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,252,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,258,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,264,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,268,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,273,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,284,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,339,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,352,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,365,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,483,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,615,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,723,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,736,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,747,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,780,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,941,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,974,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,980,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,1097,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,1220,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,1225,0,0,"DO", 0, 2, 0);
	T = T->nxt	= settr(1284,0,1258,0,0,"DO", 0, 2, 0);
	    T->nxt	= settr(1284,0,1284,0,0,"DO", 0, 2, 0);
	T = trans[ 0][61] = settr(60,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(60,2,24,0,0,"ATOMIC", 1, 2, 0);
	trans[0][24]	= settr(23,2,29,6,0,"((up[prim]&&(tr[prim]==0)))", 1, 2, 0);
	T = trans[0][29] = settr(28,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(28,2,25,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(28,2,27,0,0,"IF", 1, 2, 0);
	trans[0][25]	= settr(24,2,40,7,7,"((pc[0]==0))", 1, 2, 0); /* m: 26 -> 40,0 */
	reached0[26] = 1;
	trans[0][26]	= settr(0,0,0,0,0,"b = 0",0,0,0);
	trans[0][30]	= settr(29,2,31,1,0,".(goto)", 1, 2, 0); /* m: 31 -> 0,40 */
	reached0[31] = 1;
	trans[0][27]	= settr(26,2,40,8,8,"((pc[1]==0))", 1, 2, 0); /* m: 28 -> 40,0 */
	reached0[28] = 1;
	trans[0][28]	= settr(0,0,0,0,0,"b = 1",0,0,0);
	trans[0][31]	= settr(30,2,40,9,9,"w = ( ((b==0)) -> (0) : (( (0) -> (0) : (1) )) )", 1, 2, 0); /* m: 32 -> 0,40 */
	reached0[32] = 1;
	trans[0][32]	= settr(0,0,0,0,0,"fs = ( ((fl[prim]==-(1))) -> (-(1)) : ((((fl[prim]*2)+2)-1)) )",0,0,0);
	trans[0][33]	= settr(0,0,0,0,0,"res = ( ((st[w]>fs)) -> (st[w]) : (fs) )",0,0,0);
	trans[0][34]	= settr(0,0,0,0,0,"ok = 1",0,0,0);
	T = trans[0][40] = settr(39,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(39,2,35,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(39,2,37,0,0,"IF", 1, 2, 0);
	trans[0][35]	= settr(34,2,47,10,10,"(((res==-(1))||(clk>(res/2))))", 1, 2, 0); /* m: 36 -> 47,0 */
	reached0[36] = 1;
	trans[0][36]	= settr(0,0,0,0,0,"nx = (clk*2)",0,0,0);
	trans[0][41]	= settr(40,2,47,1,0,".(goto)", 1, 2, 0);
	trans[0][37]	= settr(36,2,38,2,0,"else", 1, 2, 0);
	trans[0][38]	= settr(37,2,47,11,11,"nx = (res+1)", 1, 2, 0); /* m: 39 -> 0,47 */
	reached0[39] = 1;
	trans[0][39]	= settr(0,0,0,0,0,"ok = (((res%2)<(2-1))&&((clk==(res/2))||0))",0,0,0);
	T = trans[0][47] = settr(46,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(46,2,42,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(46,2,45,0,0,"IF", 1, 2, 0);
	trans[0][42]	= settr(41,2,59,12,12,"((ok&&((nx/2)>R[prim])))", 1, 2, 0); /* m: 43 -> 59,0 */
	reached0[43] = 1;
	trans[0][43]	= settr(0,0,0,0,0,"ok = (((R[prim]!=-(1))&&(clk>R[prim]))&&(((res==-(1))||((res/2)<R[prim]))||(((res/2)==R[prim])&&((res%2)<(2-1)))))",0,0,0);
	trans[0][44]	= settr(0,0,0,0,0,"nx = ( (((res+1)>(R[prim]*2))) -> ((res+1)) : ((R[prim]*2)) )",0,0,0);
	trans[0][48]	= settr(47,2,59,1,0,".(goto)", 1, 2, 0);
	trans[0][45]	= settr(44,2,46,2,0,"else", 1, 2, 0);
	trans[0][46]	= settr(45,2,59,1,0,"(1)", 1, 2, 0);
	T = trans[0][59] = settr(58,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(58,2,49,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(58,2,57,0,0,"IF", 1, 2, 0);
	trans[0][49]	= settr(48,0,1285,13,13,"(ok)", 1, 2, 0); /* m: 50 -> 1285,0 */
	reached0[50] = 1;
	trans[0][50]	= settr(0,0,0,0,0,"printf('@@ backend %d issues (worker %d, ms %d, seq %d)\\n',b,w,(nx/2),(nx%2))",0,0,0);
	trans[0][51]	= settr(0,0,0,0,0,"assert(!(issued[((w*(((3+1)+1)*2))+nx)]))",0,0,0);
	trans[0][52]	= settr(0,0,0,0,0,"assert(((sess[b]==-(1))||(nx>sess[b])))",0,0,0);
	trans[0][53]	= settr(0,0,0,0,0,"assert(((nx/2)>keymax))",0,0,0);
	trans[0][54]	= settr(0,0,0,0,0,"issued[((w*(((3+1)+1)*2))+nx)] = 1",0,0,0);
	trans[0][55]	= settr(0,0,0,0,0,"sess[b] = nx",0,0,0);
	trans[0][56]	= settr(0,0,0,0,0,"st[w] = nx",0,0,0);
	trans[0][60]	= settr(59,0,1285,14,14,".(goto)", 1, 2, 0);
	trans[0][57]	= settr(56,2,58,2,0,"else", 1, 2, 0);
	trans[0][58]	= settr(57,0,1285,15,15,"(1)", 1, 2, 0); /* m: 60 -> 1285,0 */
	reached0[60] = 1;
	T = trans[ 0][96] = settr(95,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(95,2,62,0,0,"ATOMIC", 1, 2, 0);
	trans[0][62]	= settr(61,2,67,16,0,"((up[prim]&&(lk==0)))", 1, 2, 0);
	T = trans[0][67] = settr(66,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(66,2,63,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(66,2,65,0,0,"IF", 1, 2, 0);
	trans[0][63]	= settr(62,2,94,17,17,"(((pc[0]==0)&&(((R[prim]==-(1))||(clk>R[prim]))||(fl[prim]>=R[prim]))))", 1, 2, 0); /* m: 64 -> 94,0 */
	reached0[64] = 1;
	trans[0][64]	= settr(0,0,0,0,0,"b = 0",0,0,0);
	trans[0][68]	= settr(67,2,94,1,0,".(goto)", 1, 2, 0);
	trans[0][65]	= settr(64,2,94,18,18,"(((pc[1]==0)&&(((R[prim]==-(1))||(clk>R[prim]))||(fl[prim]>=R[prim]))))", 1, 2, 0); /* m: 66 -> 94,0 */
	reached0[66] = 1;
	trans[0][66]	= settr(0,0,0,0,0,"b = 1",0,0,0);
	T = trans[0][94] = settr(93,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(93,2,69,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(93,2,71,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(93,2,73,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(93,2,80,0,0,"IF", 1, 2, 0);
	trans[0][69]	= settr(68,0,1285,19,19,"((tr[prim]!=0))", 1, 2, 0); /* m: 70 -> 1285,0 */
	reached0[70] = 1;
	trans[0][70]	= settr(0,0,0,0,0,"printf('@@ backend %d refused: R not known (XX001 or SF003)\\n',b)",0,0,0);
	trans[0][95]	= settr(94,0,1285,20,20,".(goto)", 1, 2, 0);
	trans[0][71]	= settr(70,0,1285,21,21,"(((tr[prim]==0)&&jump))", 1, 2, 0); /* m: 72 -> 1285,0 */
	reached0[72] = 1;
	trans[0][72]	= settr(0,0,0,0,0,"printf('@@ backend %d refused: the clock jumped forward (SF002)\\n',b)",0,0,0);
	trans[0][73]	= settr(72,2,78,22,0,"((((tr[prim]==0)&&!(jump))&&(dh[prim]<clk)))", 1, 2, 0);
	T = trans[ 0][78] = settr(77,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(77,0,74,0,0,"sub-sequence", 1, 2, 0);
	trans[0][74]	= settr(73,0,1285,23,23,"fen[b] = 0", 1, 2, 0); /* m: 75 -> 0,1285 */
	reached0[75] = 1;
	trans[0][75]	= settr(0,0,0,0,0,"lk = (b+1)",0,0,0);
	trans[0][76]	= settr(0,0,0,0,0,"val[b] = ( ((dh[prim]>( (((clk+1)<(3+1))) -> ((clk+1)) : ((3+1)) ))) -> (dh[prim]) : (( (((clk+1)<(3+1))) -> ((clk+1)) : ((3+1)) )) )",0,0,0);
	trans[0][77]	= settr(0,0,0,0,0,"pc[b] = 1",0,0,0);
	trans[0][79]	= settr(0,0,0,0,0,"printf('@@ backend %d reserves R' = %d (clock %d)\\n',b,val[b],clk)",0,0,0);
	trans[0][80]	= settr(79,2,93,24,24,"((((tr[prim]==0)&&!(jump))&&(dh[prim]>=clk)))", 1, 2, 0); /* m: 81 -> 93,0 */
	reached0[81] = 1;
	trans[0][81]	= settr(0,0,0,0,0,"fen[b] = 0",0,0,0);
	trans[0][82]	= settr(0,0,0,0,0,"lk = (b+1)",0,0,0);
	T = trans[ 0][93] = settr(92,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(92,0,83,0,0,"sub-sequence", 1, 2, 0);
	trans[0][83]	= settr(82,2,91,25,25,"val[b] = dh[prim]", 1, 2, 0);
	T = trans[0][91] = settr(90,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(90,2,84,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(90,2,87,0,0,"IF", 1, 2, 0);
	trans[0][84]	= settr(83,0,1285,26,26,"(!(lv))", 1, 2, 0); /* m: 85 -> 1285,0 */
	reached0[85] = 1;
	trans[0][85]	= settr(0,0,0,0,0,"pc[b] = 4",0,0,0);
	trans[0][86]	= settr(0,0,0,0,0,"printf('@@ R %d is durable in the file only: WAL-log it\\n',val[b])",0,0,0);
	trans[0][92]	= settr(91,0,1285,27,27,".(goto)", 1, 2, 0); /* m: 95 -> 0,1285 */
	reached0[95] = 1;
	trans[0][87]	= settr(86,2,88,2,0,"else", 1, 2, 0);
	trans[0][88]	= settr(87,0,1285,28,28,"lk = 0", 1, 2, 0); /* m: 89 -> 0,1285 */
	reached0[89] = 1;
	trans[0][89]	= settr(0,0,0,0,0,"lsn[b] = dl",0,0,0);
	trans[0][90]	= settr(0,0,0,0,0,"pc[b] = 5",0,0,0);
	T = trans[ 0][104] = settr(103,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(103,2,97,0,0,"ATOMIC", 1, 2, 0);
	trans[0][97]	= settr(96,2,102,29,0,"(((((((up[prim]&&(lk==0))&&(tr[prim]==0))&&!(jump))&&(dh[prim]<(clk+1)))&&(dh[prim]<(3+1)))&&(pc[1]==0)))", 1, 2, 0);
	T = trans[ 0][102] = settr(101,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(101,0,98,0,0,"sub-sequence", 1, 2, 0);
	trans[0][98]	= settr(97,0,1285,30,30,"fen[1] = 0", 1, 2, 0); /* m: 99 -> 0,1285 */
	reached0[99] = 1;
	trans[0][99]	= settr(0,0,0,0,0,"lk = (1+1)",0,0,0);
	trans[0][100]	= settr(0,0,0,0,0,"val[1] = ( ((dh[prim]>( (((clk+1)<(3+1))) -> ((clk+1)) : ((3+1)) ))) -> (dh[prim]) : (( (((clk+1)<(3+1))) -> ((clk+1)) : ((3+1)) )) )",0,0,0);
	trans[0][101]	= settr(0,0,0,0,0,"pc[1] = 1",0,0,0);
	trans[0][103]	= settr(0,0,0,0,0,"printf('@@ the reserver reserves R' = %d (clock %d)\\n',val[1],clk)",0,0,0);
	T = trans[ 0][128] = settr(127,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(127,2,105,0,0,"ATOMIC", 1, 2, 0);
	trans[0][105]	= settr(104,2,126,31,31,"(((((((up[prim]&&(lk==0))&&(n_fence<0))&&(tr[prim]==0))&&(clk>0))&&((clk-1)>keymax))&&(pc[0]==0)))", 1, 2, 0); /* m: 106 -> 126,0 */
	reached0[106] = 1;
	trans[0][106]	= settr(0,0,0,0,0,"n_fence = (n_fence+1)",0,0,0);
	trans[0][107]	= settr(0,0,0,0,0,"fkey = (clk-1)",0,0,0);
	trans[0][108]	= settr(0,0,0,0,0,"fen[0] = 1",0,0,0);
	trans[0][109]	= settr(0,0,0,0,0,"lk = 1",0,0,0);
	trans[0][110]	= settr(0,0,0,0,0,"printf('@@ snowflake_convert(): keys up to ms %d; the fence\\n',fkey)",0,0,0);
	T = trans[0][126] = settr(125,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(125,2,111,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(125,2,114,0,0,"IF", 1, 2, 0);
	trans[0][111]	= settr(110,0,1285,32,32,"((dh[prim]<fkey))", 1, 2, 0); /* m: 112 -> 1285,0 */
	reached0[112] = 1;
	trans[0][112]	= settr(0,0,0,0,0,"val[0] = fkey",0,0,0);
	trans[0][113]	= settr(0,0,0,0,0,"pc[0] = 1",0,0,0);
	trans[0][127]	= settr(126,0,1285,33,33,".(goto)", 1, 2, 0);
	trans[0][114]	= settr(113,2,125,2,0,"else", 1, 2, 0);
	T = trans[ 0][125] = settr(124,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(124,0,115,0,0,"sub-sequence", 1, 2, 0);
	trans[0][115]	= settr(114,2,123,34,34,"val[0] = dh[prim]", 1, 2, 0);
	T = trans[0][123] = settr(122,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(122,2,116,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(122,2,119,0,0,"IF", 1, 2, 0);
	trans[0][116]	= settr(115,0,1285,35,35,"(!(lv))", 1, 2, 0); /* m: 117 -> 1285,0 */
	reached0[117] = 1;
	trans[0][117]	= settr(0,0,0,0,0,"pc[0] = 4",0,0,0);
	trans[0][118]	= settr(0,0,0,0,0,"printf('@@ R %d is durable in the file only: WAL-log it\\n',val[0])",0,0,0);
	trans[0][124]	= settr(123,0,1285,36,36,".(goto)", 1, 2, 0); /* m: 127 -> 0,1285 */
	reached0[127] = 1;
	trans[0][119]	= settr(118,2,120,2,0,"else", 1, 2, 0);
	trans[0][120]	= settr(119,0,1285,37,37,"lk = 0", 1, 2, 0); /* m: 121 -> 0,1285 */
	reached0[121] = 1;
	trans[0][121]	= settr(0,0,0,0,0,"lsn[0] = dl",0,0,0);
	trans[0][122]	= settr(0,0,0,0,0,"pc[0] = 6",0,0,0);
	T = trans[ 0][145] = settr(144,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(144,2,129,0,0,"ATOMIC", 1, 2, 0);
	trans[0][129]	= settr(128,2,134,38,0,"(up[prim])", 1, 2, 0);
	T = trans[0][134] = settr(133,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(133,2,130,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(133,2,132,0,0,"IF", 1, 2, 0);
	trans[0][130]	= settr(129,2,143,39,39,"((pc[0]==1))", 1, 2, 0); /* m: 131 -> 143,0 */
	reached0[131] = 1;
	trans[0][131]	= settr(0,0,0,0,0,"b = 0",0,0,0);
	trans[0][135]	= settr(134,2,143,1,0,".(goto)", 1, 2, 0);
	trans[0][132]	= settr(131,2,143,40,40,"((pc[1]==1))", 1, 2, 0); /* m: 133 -> 143,0 */
	reached0[133] = 1;
	trans[0][133]	= settr(0,0,0,0,0,"b = 1",0,0,0);
	T = trans[0][143] = settr(142,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(142,2,136,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(142,2,141,0,0,"IF", 1, 2, 0);
	trans[0][136]	= settr(135,0,1285,41,41,"(unw[prim])", 1, 2, 0); /* m: 137 -> 1285,0 */
	reached0[137] = 1;
	trans[0][137]	= settr(0,0,0,0,0,"lk = 0",0,0,0);
	trans[0][138]	= settr(0,0,0,0,0,"pc[b] = 0",0,0,0);
	trans[0][139]	= settr(0,0,0,0,0,"fkey = ( (fen[b]) -> (-(1)) : (fkey) )",0,0,0);
	trans[0][140]	= settr(0,0,0,0,0,"printf('@@ backend %d: the file cannot be written (58030)\\n',b)",0,0,0);
	trans[0][144]	= settr(143,0,1285,42,42,".(goto)", 1, 2, 0);
	trans[0][141]	= settr(140,2,142,2,0,"else", 1, 2, 0);
	trans[0][142]	= settr(141,0,1285,43,43,"pc[b] = 2", 1, 2, 0); /* m: 144 -> 0,1285 */
	reached0[144] = 1;
	T = trans[ 0][156] = settr(155,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(155,2,146,0,0,"ATOMIC", 1, 2, 0);
	trans[0][146]	= settr(145,2,151,44,0,"(up[prim])", 1, 2, 0);
	T = trans[0][151] = settr(150,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(150,2,147,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(150,2,149,0,0,"IF", 1, 2, 0);
	trans[0][147]	= settr(146,0,1285,45,45,"((pc[0]==2))", 1, 2, 0); /* m: 148 -> 1285,0 */
	reached0[148] = 1;
	trans[0][148]	= settr(0,0,0,0,0,"b = 0",0,0,0);
	trans[0][152]	= settr(151,2,153,1,0,".(goto)", 1, 2, 0); /* m: 153 -> 0,1285 */
	reached0[153] = 1;
	trans[0][149]	= settr(148,0,1285,46,46,"((pc[1]==2))", 1, 2, 0); /* m: 150 -> 1285,0 */
	reached0[150] = 1;
	trans[0][150]	= settr(0,0,0,0,0,"b = 1",0,0,0);
	trans[0][153]	= settr(152,0,1285,47,47,"fR[prim] = val[b]", 1, 2, 0); /* m: 154 -> 0,1285 */
	reached0[154] = 1;
	trans[0][154]	= settr(0,0,0,0,0,"pc[b] = 3",0,0,0);
	trans[0][155]	= settr(0,0,0,0,0,"printf('@@ file renamed: R %d\\n',val[b])",0,0,0);
	T = trans[ 0][166] = settr(165,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(165,2,157,0,0,"ATOMIC", 1, 2, 0);
	trans[0][157]	= settr(156,2,162,48,0,"(up[prim])", 1, 2, 0);
	T = trans[0][162] = settr(161,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(161,2,158,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(161,2,160,0,0,"IF", 1, 2, 0);
	trans[0][158]	= settr(157,0,1285,49,49,"((pc[0]==3))", 1, 2, 0); /* m: 159 -> 1285,0 */
	reached0[159] = 1;
	trans[0][159]	= settr(0,0,0,0,0,"b = 0",0,0,0);
	trans[0][163]	= settr(162,2,164,1,0,".(goto)", 1, 2, 0); /* m: 164 -> 0,1285 */
	reached0[164] = 1;
	trans[0][160]	= settr(159,0,1285,50,50,"((pc[1]==3))", 1, 2, 0); /* m: 161 -> 1285,0 */
	reached0[161] = 1;
	trans[0][161]	= settr(0,0,0,0,0,"b = 1",0,0,0);
	trans[0][164]	= settr(163,0,1285,51,51,"fD[prim] = fR[prim]", 1, 2, 0); /* m: 165 -> 0,1285 */
	reached0[165] = 1;
	trans[0][165]	= settr(0,0,0,0,0,"pc[b] = 4",0,0,0);
	T = trans[ 0][190] = settr(189,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(189,2,167,0,0,"ATOMIC", 1, 2, 0);
	trans[0][167]	= settr(166,2,172,52,0,"((up[prim]&&(wlen<4)))", 1, 2, 0);
	T = trans[0][172] = settr(171,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(171,2,168,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(171,2,170,0,0,"IF", 1, 2, 0);
	trans[0][168]	= settr(167,2,185,53,53,"((pc[0]==4))", 1, 2, 0); /* m: 169 -> 185,0 */
	reached0[169] = 1;
	trans[0][169]	= settr(0,0,0,0,0,"b = 0",0,0,0);
	trans[0][173]	= settr(172,2,174,1,0,".(goto)", 1, 2, 0); /* m: 174 -> 0,185 */
	reached0[174] = 1;
	trans[0][170]	= settr(169,2,185,54,54,"((pc[1]==4))", 1, 2, 0); /* m: 171 -> 185,0 */
	reached0[171] = 1;
	trans[0][171]	= settr(0,0,0,0,0,"b = 1",0,0,0);
	trans[0][174]	= settr(173,2,185,55,55,"wv[wlen] = val[b]", 1, 2, 0); /* m: 175 -> 0,185 */
	reached0[175] = 1;
	trans[0][175]	= settr(0,0,0,0,0,"wr[wlen] = 0",0,0,0);
	trans[0][176]	= settr(0,0,0,0,0,"wlen = (wlen+1)",0,0,0);
	trans[0][177]	= settr(0,0,0,0,0,"dl = wlen",0,0,0);
	trans[0][178]	= settr(0,0,0,0,0,"lv = 1",0,0,0);
	trans[0][179]	= settr(0,0,0,0,0,"printf('@@ WAL record R %d flushed\\n',val[b])",0,0,0);
	trans[0][180]	= settr(0,0,0,0,0,"dh[prim] = ( ((dh[prim]>val[b])) -> (dh[prim]) : (val[b]) )",0,0,0);
	T = trans[0][185] = settr(184,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(184,2,181,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(184,2,183,0,0,"IF", 1, 2, 0);
	trans[0][181]	= settr(180,0,1285,56,56,"(!(fen[b]))", 1, 2, 0); /* m: 182 -> 1285,0 */
	reached0[182] = 1;
	trans[0][182]	= settr(0,0,0,0,0,"rs = 1",0,0,0);
	trans[0][186]	= settr(185,2,187,1,0,".(goto)", 1, 2, 0); /* m: 187 -> 0,1285 */
	reached0[187] = 1;
	trans[0][183]	= settr(182,2,184,2,0,"else", 1, 2, 0);
	trans[0][184]	= settr(183,0,1285,57,57,"(1)", 1, 2, 0); /* m: 187 -> 1285,0 */
	reached0[187] = 1;
	trans[0][187]	= settr(186,0,1285,58,58,"lsn[b] = dl", 1, 2, 0); /* m: 188 -> 0,1285 */
	reached0[188] = 1;
	trans[0][188]	= settr(0,0,0,0,0,"lk = 0",0,0,0);
	trans[0][189]	= settr(0,0,0,0,0,"pc[b] = ( (fen[b]) -> (6) : (5) )",0,0,0);
	T = trans[ 0][215] = settr(214,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(214,2,191,0,0,"ATOMIC", 1, 2, 0);
	trans[0][191]	= settr(190,2,196,59,0,"(up[prim])", 1, 2, 0);
	T = trans[0][196] = settr(195,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(195,2,192,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(195,2,194,0,0,"IF", 1, 2, 0);
	trans[0][192]	= settr(191,2,205,60,60,"((pc[0]==5))", 1, 2, 0); /* m: 193 -> 205,0 */
	reached0[193] = 1;
	trans[0][193]	= settr(0,0,0,0,0,"b = 0",0,0,0);
	trans[0][197]	= settr(196,2,198,1,0,".(goto)", 1, 2, 0); /* m: 198 -> 0,205 */
	reached0[198] = 1;
	trans[0][194]	= settr(193,2,205,61,61,"((pc[1]==5))", 1, 2, 0); /* m: 195 -> 205,0 */
	reached0[195] = 1;
	trans[0][195]	= settr(0,0,0,0,0,"b = 1",0,0,0);
	trans[0][198]	= settr(197,2,205,62,62,"confirmed = 1", 1, 2, 0);
	T = trans[0][205] = settr(204,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(204,2,199,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(204,2,203,0,0,"IF", 1, 2, 0);
	trans[0][199]	= settr(198,2,202,63,0,"((lsn[b]>0))", 1, 2, 0);
	T = trans[ 0][202] = settr(201,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(201,0,200,0,0,"sub-sequence", 1, 2, 0);
	trans[0][200]	= settr(199,2,213,64,64,"confirmed = 0", 1, 2, 0); /* m: 201 -> 0,213 */
	reached0[201] = 1;
	trans[0][201]	= settr(0,0,0,0,0,"confirmed = 1",0,0,0);
	trans[0][206]	= settr(205,2,213,1,0,".(goto)", 1, 2, 0);
	trans[0][203]	= settr(202,2,204,2,0,"else", 1, 2, 0);
	trans[0][204]	= settr(203,2,213,1,0,"(1)", 1, 2, 0);
	T = trans[0][213] = settr(212,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(212,2,207,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(212,2,211,0,0,"IF", 1, 2, 0);
	trans[0][207]	= settr(206,0,1285,65,65,"(confirmed)", 1, 2, 0); /* m: 208 -> 1285,0 */
	reached0[208] = 1;
	trans[0][208]	= settr(0,0,0,0,0,"R[prim] = ( ((R[prim]>val[b])) -> (R[prim]) : (val[b]) )",0,0,0);
	trans[0][209]	= settr(0,0,0,0,0,"pc[b] = 0",0,0,0);
	trans[0][210]	= settr(0,0,0,0,0,"printf('@@ R %d published\\n',val[b])",0,0,0);
	trans[0][214]	= settr(213,0,1285,66,66,".(goto)", 1, 2, 0);
	trans[0][211]	= settr(210,2,212,2,0,"else", 1, 2, 0);
	trans[0][212]	= settr(211,0,1285,67,67,"(1)", 1, 2, 0); /* m: 214 -> 1285,0 */
	reached0[214] = 1;
	T = trans[ 0][238] = settr(237,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(237,2,216,0,0,"ATOMIC", 1, 2, 0);
	trans[0][216]	= settr(215,2,224,68,68,"((up[prim]&&(pc[0]==6)))", 1, 2, 0); /* m: 217 -> 224,0 */
	reached0[217] = 1;
	trans[0][217]	= settr(0,0,0,0,0,"confirmed = 1",0,0,0);
	T = trans[0][224] = settr(223,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(223,2,218,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(223,2,222,0,0,"IF", 1, 2, 0);
	trans[0][218]	= settr(217,2,221,69,0,"((lsn[0]>0))", 1, 2, 0);
	T = trans[ 0][221] = settr(220,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(220,0,219,0,0,"sub-sequence", 1, 2, 0);
	trans[0][219]	= settr(218,2,236,70,70,"confirmed = 0", 1, 2, 0); /* m: 220 -> 0,236 */
	reached0[220] = 1;
	trans[0][220]	= settr(0,0,0,0,0,"confirmed = 1",0,0,0);
	trans[0][225]	= settr(224,2,226,1,0,".(goto)", 1, 2, 0); /* m: 226 -> 0,236 */
	reached0[226] = 1;
	trans[0][222]	= settr(221,2,223,2,0,"else", 1, 2, 0);
	trans[0][223]	= settr(222,2,236,71,71,"(1)", 1, 2, 0); /* m: 226 -> 236,0 */
	reached0[226] = 1;
	trans[0][226]	= settr(225,2,236,72,72,"fe = ( ((fe>fkey)) -> (fe) : (fkey) )", 1, 2, 0); /* m: 227 -> 0,236 */
	reached0[227] = 1;
	trans[0][227]	= settr(0,0,0,0,0,"fl[prim] = ( ((fl[prim]>fkey)) -> (fl[prim]) : (fkey) )",0,0,0);
	T = trans[0][236] = settr(235,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(235,2,228,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(235,2,234,0,0,"IF", 1, 2, 0);
	trans[0][228]	= settr(227,0,1285,73,73,"(confirmed)", 1, 2, 0); /* m: 229 -> 1285,0 */
	reached0[229] = 1;
	trans[0][229]	= settr(0,0,0,0,0,"R[prim] = ( ((R[prim]>val[0])) -> (R[prim]) : (val[0]) )",0,0,0);
	trans[0][230]	= settr(0,0,0,0,0,"keymax = ( ((keymax>fkey)) -> (keymax) : (fkey) )",0,0,0);
	trans[0][231]	= settr(0,0,0,0,0,"printf('@@ the fence holds: ids above ms %d\\n',fkey)",0,0,0);
	trans[0][232]	= settr(0,0,0,0,0,"fkey = -(1)",0,0,0);
	trans[0][233]	= settr(0,0,0,0,0,"pc[0] = 0",0,0,0);
	trans[0][237]	= settr(236,0,1285,74,74,".(goto)", 1, 2, 0);
	trans[0][234]	= settr(233,2,235,2,0,"else", 1, 2, 0);
	trans[0][235]	= settr(234,0,1285,75,75,"(1)", 1, 2, 0); /* m: 237 -> 1285,0 */
	reached0[237] = 1;
	T = trans[ 0][248] = settr(247,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(247,2,239,0,0,"ATOMIC", 1, 2, 0);
	trans[0][239]	= settr(238,2,244,76,0,"(up[prim])", 1, 2, 0);
	T = trans[0][244] = settr(243,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(243,2,240,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(243,2,242,0,0,"IF", 1, 2, 0);
	trans[0][240]	= settr(239,0,1285,77,77,"((pc[0]==5))", 1, 2, 0); /* m: 241 -> 1285,0 */
	reached0[241] = 1;
	trans[0][241]	= settr(0,0,0,0,0,"b = 0",0,0,0);
	trans[0][245]	= settr(244,2,246,1,0,".(goto)", 1, 2, 0); /* m: 246 -> 0,1285 */
	reached0[246] = 1;
	trans[0][242]	= settr(241,0,1285,78,78,"((pc[1]==5))", 1, 2, 0); /* m: 243 -> 1285,0 */
	reached0[243] = 1;
	trans[0][243]	= settr(0,0,0,0,0,"b = 1",0,0,0);
	trans[0][246]	= settr(245,0,1285,79,79,"pc[b] = 0", 1, 2, 0); /* m: 247 -> 0,1285 */
	reached0[247] = 1;
	trans[0][247]	= settr(0,0,0,0,0,"printf('@@ backend %d: its wait for the standbys cancelled\\n',b)",0,0,0);
	T = trans[ 0][252] = settr(251,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(251,2,249,0,0,"ATOMIC", 1, 2, 0);
	trans[0][249]	= settr(248,0,1285,80,80,"((up[prim]&&(clk<3)))", 1, 2, 0); /* m: 250 -> 1285,0 */
	reached0[250] = 1;
	trans[0][250]	= settr(0,0,0,0,0,"clk = (clk+1)",0,0,0);
	trans[0][251]	= settr(0,0,0,0,0,"printf('@@ clock %d\\n',clk)",0,0,0);
	T = trans[ 0][258] = settr(257,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(257,2,253,0,0,"ATOMIC", 1, 2, 0);
	trans[0][253]	= settr(252,0,1285,81,81,"(((up[prim]&&(n_back<1))&&(clk>0)))", 1, 2, 0); /* m: 254 -> 1285,0 */
	reached0[254] = 1;
	trans[0][254]	= settr(0,0,0,0,0,"n_back = (n_back+1)",0,0,0);
	trans[0][255]	= settr(0,0,0,0,0,"clk = (clk-1)",0,0,0);
	trans[0][256]	= settr(0,0,0,0,0,"jump = 0",0,0,0);
	trans[0][257]	= settr(0,0,0,0,0,"printf('@@ the clock steps back to %d\\n',clk)",0,0,0);
	T = trans[ 0][264] = settr(263,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(263,2,259,0,0,"ATOMIC", 1, 2, 0);
	trans[0][259]	= settr(258,0,1285,82,82,"(((up[prim]&&(n_jump<0))&&(clk<3)))", 1, 2, 0); /* m: 260 -> 1285,0 */
	reached0[260] = 1;
	trans[0][260]	= settr(0,0,0,0,0,"n_jump = (n_jump+1)",0,0,0);
	trans[0][261]	= settr(0,0,0,0,0,"clk = 3",0,0,0);
	trans[0][262]	= settr(0,0,0,0,0,"jump = 1",0,0,0);
	trans[0][263]	= settr(0,0,0,0,0,"printf('@@ the clock jumps forward to %d, beyond max_clock_forward\\n',clk)",0,0,0);
	T = trans[ 0][268] = settr(267,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(267,2,265,0,0,"ATOMIC", 1, 2, 0);
	trans[0][265]	= settr(264,0,1285,83,83,"((up[prim]&&jump))", 1, 2, 0); /* m: 266 -> 1285,0 */
	reached0[266] = 1;
	trans[0][266]	= settr(0,0,0,0,0,"jump = 0",0,0,0);
	trans[0][267]	= settr(0,0,0,0,0,"printf('@@ sfid_accept_clock()\\n')",0,0,0);
	T = trans[ 0][273] = settr(272,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(272,2,269,0,0,"ATOMIC", 1, 2, 0);
	trans[0][269]	= settr(268,0,1285,84,84,"(((up[prim]&&(n_ckpt<1))&&(ck[prim]<wlen)))", 1, 2, 0); /* m: 270 -> 1285,0 */
	reached0[270] = 1;
	trans[0][270]	= settr(0,0,0,0,0,"n_ckpt = (n_ckpt+1)",0,0,0);
	trans[0][271]	= settr(0,0,0,0,0,"ck[prim] = wlen",0,0,0);
	trans[0][272]	= settr(0,0,0,0,0,"printf('@@ checkpoint\\n')",0,0,0);
	T = trans[ 0][284] = settr(283,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(283,2,274,0,0,"ATOMIC", 1, 2, 0);
	trans[0][274]	= settr(273,2,281,85,0,"(up[prim])", 1, 2, 0);
	T = trans[0][281] = settr(280,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(280,2,275,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(280,2,277,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(280,2,279,0,0,"IF", 1, 2, 0);
	trans[0][275]	= settr(274,0,1285,86,86,"((((((0!=prim)&&up[0])&&att[0])&&strm[0])&&(rcv[0]<wlen)))", 1, 2, 0); /* m: 276 -> 1285,0 */
	reached0[276] = 1;
	trans[0][276]	= settr(0,0,0,0,0,"n = 0",0,0,0);
	trans[0][282]	= settr(281,0,1285,87,87,".(goto)", 1, 2, 0); /* m: 283 -> 0,1285 */
	reached0[283] = 1;
	trans[0][277]	= settr(276,0,1285,88,88,"((((1+0)>1)&&(((((1!=prim)&&up[1])&&att[1])&&strm[1])&&(rcv[1]<wlen))))", 1, 2, 0); /* m: 278 -> 1285,0 */
	reached0[278] = 1;
	trans[0][278]	= settr(0,0,0,0,0,"n = 1",0,0,0);
	trans[0][279]	= settr(278,0,1285,89,89,"((((1+0)>2)&&(((((2!=prim)&&up[2])&&att[2])&&strm[2])&&(rcv[2]<wlen))))", 1, 2, 0); /* m: 280 -> 1285,0 */
	reached0[280] = 1;
	trans[0][280]	= settr(0,0,0,0,0,"n = 2",0,0,0);
	trans[0][283]	= settr(0,0,0,0,0,"rcv[n] = (rcv[n]+1)",0,0,0);
	T = trans[ 0][339] = settr(338,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(338,2,291,0,0,"ATOMIC", 1, 2, 0);
	T = trans[0][291] = settr(290,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(290,2,285,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(290,2,287,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(290,2,289,0,0,"IF", 1, 2, 0);
	trans[0][285]	= settr(284,2,337,90,90,"(((((0!=prim)&&up[0])&&att[0])&&(rep[0]<rcv[0])))", 1, 2, 0); /* m: 286 -> 337,0 */
	reached0[286] = 1;
	trans[0][286]	= settr(0,0,0,0,0,"n = 0",0,0,0);
	trans[0][292]	= settr(291,2,337,1,0,".(goto)", 1, 2, 0);
	trans[0][287]	= settr(286,2,337,91,91,"((((1+0)>1)&&((((1!=prim)&&up[1])&&att[1])&&(rep[1]<rcv[1]))))", 1, 2, 0); /* m: 288 -> 337,0 */
	reached0[288] = 1;
	trans[0][288]	= settr(0,0,0,0,0,"n = 1",0,0,0);
	trans[0][289]	= settr(288,2,337,92,92,"((((1+0)>2)&&((((2!=prim)&&up[2])&&att[2])&&(rep[2]<rcv[2]))))", 1, 2, 0); /* m: 290 -> 337,0 */
	reached0[290] = 1;
	trans[0][290]	= settr(0,0,0,0,0,"n = 2",0,0,0);
	T = trans[ 0][337] = settr(336,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(336,0,293,0,0,"sub-sequence", 1, 2, 0);
	trans[0][293]	= settr(292,2,300,93,93,"h = wv[rep[n]]", 1, 2, 0); /* m: 294 -> 0,300 */
	reached0[294] = 1;
	trans[0][294]	= settr(0,0,0,0,0,"outright = wr[rep[n]]",0,0,0);
	trans[0][295]	= settr(0,0,0,0,0,"wasknown = (tr[n]==0)",0,0,0);
	T = trans[0][300] = settr(299,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(299,2,296,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(299,2,298,0,0,"IF", 1, 2, 0);
	trans[0][296]	= settr(295,2,323,94,94,"((!(outright)&&wasknown))", 1, 2, 0); /* m: 297 -> 323,0 */
	reached0[297] = 1;
	trans[0][297]	= settr(0,0,0,0,0,"h = ( ((dh[n]>h)) -> (dh[n]) : (h) )",0,0,0);
	trans[0][301]	= settr(300,2,302,1,0,".(goto)", 1, 2, 0); /* m: 302 -> 0,323 */
	reached0[302] = 1;
	trans[0][298]	= settr(297,2,299,2,0,"else", 1, 2, 0);
	trans[0][299]	= settr(298,2,323,95,95,"(1)", 1, 2, 0); /* m: 302 -> 323,0 */
	reached0[302] = 1;
	trans[0][302]	= settr(301,2,323,96,96,"fok = 1", 1, 2, 0);
	T = trans[0][323] = settr(322,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(322,2,303,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(322,2,321,0,0,"IF", 1, 2, 0);
	trans[0][303]	= settr(302,2,319,97,0,"((((h!=dh[n])||outright)||!(wasknown)))", 1, 2, 0);
	T = trans[0][319] = settr(318,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(318,2,304,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(318,2,306,0,0,"IF", 1, 2, 0);
	trans[0][304]	= settr(303,2,329,98,98,"(unw[n])", 1, 2, 0); /* m: 305 -> 329,0 */
	reached0[305] = 1;
	trans[0][305]	= settr(0,0,0,0,0,"fok = 0",0,0,0);
	trans[0][320]	= settr(319,2,329,1,0,".(goto)", 1, 2, 0);
	trans[0][306]	= settr(305,2,309,2,0,"else", 1, 2, 0);
	T = trans[ 0][309] = settr(308,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(308,0,307,0,0,"sub-sequence", 1, 2, 0);
	trans[0][307]	= settr(306,2,317,99,99,"fR[n] = h", 1, 2, 0); /* m: 308 -> 0,317 */
	reached0[308] = 1;
	trans[0][308]	= settr(0,0,0,0,0,"fD[n] = h",0,0,0);
	trans[0][310]	= settr(0,0,0,0,0,"dh[n] = h",0,0,0);
	trans[0][311]	= settr(0,0,0,0,0,"tr[n] = 0",0,0,0);
	T = trans[0][317] = settr(316,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(316,2,312,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(316,2,315,0,0,"IF", 1, 2, 0);
	trans[0][312]	= settr(311,2,329,100,100,"(outright)", 1, 2, 0); /* m: 313 -> 329,0 */
	reached0[313] = 1;
	trans[0][313]	= settr(0,0,0,0,0,"R[n] = h",0,0,0);
	trans[0][314]	= settr(0,0,0,0,0,"fl[n] = h",0,0,0);
	trans[0][318]	= settr(317,2,329,1,0,".(goto)", 1, 2, 0);
	trans[0][315]	= settr(314,2,316,2,0,"else", 1, 2, 0);
	trans[0][316]	= settr(315,2,329,1,0,"(1)", 1, 2, 0);
	trans[0][324]	= settr(323,2,329,1,0,".(goto)", 1, 2, 0);
	trans[0][321]	= settr(320,2,322,2,0,"else", 1, 2, 0);
	trans[0][322]	= settr(321,2,329,1,0,"(1)", 1, 2, 0);
	T = trans[0][329] = settr(328,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(328,2,325,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(328,2,327,0,0,"IF", 1, 2, 0);
	trans[0][325]	= settr(324,2,335,101,101,"(fok)", 1, 2, 0); /* m: 326 -> 335,0 */
	reached0[326] = 1;
	trans[0][326]	= settr(0,0,0,0,0,"R[n] = ( ((R[n]>h)) -> (R[n]) : (h) )",0,0,0);
	trans[0][330]	= settr(329,2,335,1,0,".(goto)", 1, 2, 0);
	trans[0][327]	= settr(326,2,328,2,0,"else", 1, 2, 0);
	trans[0][328]	= settr(327,2,335,1,0,"(1)", 1, 2, 0);
	T = trans[0][335] = settr(334,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(334,2,331,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(334,2,333,0,0,"IF", 1, 2, 0);
	trans[0][331]	= settr(330,0,1285,102,102,"((fok||!(outright)))", 1, 2, 0); /* m: 332 -> 1285,0 */
	reached0[332] = 1;
	trans[0][332]	= settr(0,0,0,0,0,"fl[n] = ( ((fl[n]>h)) -> (fl[n]) : (h) )",0,0,0);
	trans[0][336]	= settr(335,0,1285,103,103,".(goto)", 1, 2, 0); /* m: 338 -> 0,1285 */
	reached0[338] = 1;
	trans[0][333]	= settr(332,2,334,2,0,"else", 1, 2, 0);
	trans[0][334]	= settr(333,0,1285,104,104,"(1)", 1, 2, 0); /* m: 336 -> 1285,0 */
	reached0[336] = 1;
	trans[0][338]	= settr(0,0,0,0,0,"rep[n] = (rep[n]+1)",0,0,0);
	T = trans[ 0][352] = settr(351,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(351,2,340,0,0,"ATOMIC", 1, 2, 0);
	trans[0][340]	= settr(339,2,347,105,0,"((n_ckpt<1))", 1, 2, 0);
	T = trans[0][347] = settr(346,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(346,2,341,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(346,2,343,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(346,2,345,0,0,"IF", 1, 2, 0);
	trans[0][341]	= settr(340,0,1285,106,106,"(((((0!=prim)&&up[0])&&att[0])&&(ck[0]<rep[0])))", 1, 2, 0); /* m: 342 -> 1285,0 */
	reached0[342] = 1;
	trans[0][342]	= settr(0,0,0,0,0,"n = 0",0,0,0);
	trans[0][348]	= settr(347,2,349,1,0,".(goto)", 1, 2, 0); /* m: 349 -> 0,1285 */
	reached0[349] = 1;
	trans[0][343]	= settr(342,0,1285,107,107,"((((1+0)>1)&&((((1!=prim)&&up[1])&&att[1])&&(ck[1]<rep[1]))))", 1, 2, 0); /* m: 344 -> 1285,0 */
	reached0[344] = 1;
	trans[0][344]	= settr(0,0,0,0,0,"n = 1",0,0,0);
	trans[0][345]	= settr(344,0,1285,108,108,"((((1+0)>2)&&((((2!=prim)&&up[2])&&att[2])&&(ck[2]<rep[2]))))", 1, 2, 0); /* m: 346 -> 1285,0 */
	reached0[346] = 1;
	trans[0][346]	= settr(0,0,0,0,0,"n = 2",0,0,0);
	trans[0][349]	= settr(348,0,1285,109,109,"n_ckpt = (n_ckpt+1)", 1, 2, 0); /* m: 350 -> 0,1285 */
	reached0[350] = 1;
	trans[0][350]	= settr(0,0,0,0,0,"ck[n] = rep[n]",0,0,0);
	trans[0][351]	= settr(0,0,0,0,0,"printf('@@ restartpoint on standby %d\\n',n)",0,0,0);
	T = trans[ 0][365] = settr(364,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(364,2,353,0,0,"ATOMIC", 1, 2, 0);
	trans[0][353]	= settr(352,2,360,110,0,"(((0==2)&&(n_srestart<0)))", 1, 2, 0);
	T = trans[0][360] = settr(359,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(359,2,354,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(359,2,356,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(359,2,358,0,0,"IF", 1, 2, 0);
	trans[0][354]	= settr(353,0,1285,111,111,"((((0!=prim)&&up[0])&&att[0]))", 1, 2, 0); /* m: 355 -> 1285,0 */
	reached0[355] = 1;
	trans[0][355]	= settr(0,0,0,0,0,"n = 0",0,0,0);
	trans[0][361]	= settr(360,2,362,1,0,".(goto)", 1, 2, 0); /* m: 362 -> 0,1285 */
	reached0[362] = 1;
	trans[0][356]	= settr(355,0,1285,112,112,"((((1+0)>1)&&(((1!=prim)&&up[1])&&att[1])))", 1, 2, 0); /* m: 357 -> 1285,0 */
	reached0[357] = 1;
	trans[0][357]	= settr(0,0,0,0,0,"n = 1",0,0,0);
	trans[0][358]	= settr(357,0,1285,113,113,"((((1+0)>2)&&(((2!=prim)&&up[2])&&att[2])))", 1, 2, 0); /* m: 359 -> 1285,0 */
	reached0[359] = 1;
	trans[0][359]	= settr(0,0,0,0,0,"n = 2",0,0,0);
	trans[0][362]	= settr(361,0,1285,114,114,"n_srestart = (n_srestart+1)", 1, 2, 0); /* m: 363 -> 0,1285 */
	reached0[363] = 1;
	trans[0][363]	= settr(0,0,0,0,0,"strm[n] = (1-strm[n])",0,0,0);
	trans[0][364]	= settr(0,0,0,0,0,"printf('@@ standby %d streaming: %d\\n',n,strm[n])",0,0,0);
	T = trans[ 0][483] = settr(482,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(482,2,366,0,0,"ATOMIC", 1, 2, 0);
	trans[0][366]	= settr(365,2,374,115,115,"((up[prim]&&(n_crash<1)))", 1, 2, 0); /* m: 367 -> 374,0 */
	reached0[367] = 1;
	trans[0][367]	= settr(0,0,0,0,0,"n_crash = (n_crash+1)",0,0,0);
	T = trans[0][374] = settr(373,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(373,2,368,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(373,2,370,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(373,2,372,0,0,"IF", 1, 2, 0);
	trans[0][368]	= settr(367,2,481,116,116,"(((pc[0]==4)||(pc[1]==4)))", 1, 2, 0); /* m: 369 -> 481,0 */
	reached0[369] = 1;
	trans[0][369]	= settr(0,0,0,0,0,"printf('@@ crash of the primary after a rename, before its WAL insert\\n')",0,0,0);
	trans[0][375]	= settr(374,2,376,1,0,".(goto)", 1, 2, 0); /* m: 376 -> 0,481 */
	reached0[376] = 1;
	trans[0][370]	= settr(369,2,481,117,117,"(((pc[0]==3)||(pc[1]==3)))", 1, 2, 0); /* m: 371 -> 481,0 */
	reached0[371] = 1;
	trans[0][371]	= settr(0,0,0,0,0,"printf('@@ crash of the primary after a rename, before the directory fsync\\n')",0,0,0);
	trans[0][372]	= settr(371,2,373,2,0,"else", 1, 2, 0);
	trans[0][373]	= settr(372,2,481,118,118,"printf('@@ crash of the primary\\n')", 1, 2, 0); /* m: 376 -> 0,481 */
	reached0[376] = 1;
	trans[0][376]	= settr(375,2,481,119,119,"up[prim] = 0", 1, 2, 0);
	T = trans[0][481] = settr(480,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(480,2,469,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(480,2,479,0,0,"IF", 1, 2, 0);
	T = trans[ 0][469] = settr(468,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(468,0,402,0,0,"sub-sequence", 1, 2, 0);
	T = trans[ 0][402] = settr(401,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(401,0,377,0,0,"sub-sequence", 1, 2, 0);
	trans[0][377]	= settr(376,2,389,120,120,"fe = -(1)", 1, 2, 0); /* m: 378 -> 0,389 */
	reached0[378] = 1;
	trans[0][378]	= settr(0,0,0,0,0,"lv = 0",0,0,0);
	trans[0][379]	= settr(0,0,0,0,0,"dl = 0",0,0,0);
	trans[0][380]	= settr(0,0,0,0,0,"rs = 0",0,0,0);
	trans[0][381]	= settr(0,0,0,0,0,"jump = 0",0,0,0);
	trans[0][382]	= settr(0,0,0,0,0,"lk = 0",0,0,0);
	trans[0][383]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][390]	= settr(389,2,389,1,0,".(goto)", 1, 2, 0);
	T = trans[0][389] = settr(388,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(388,2,384,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(388,2,387,0,0,"DO", 1, 2, 0);
	trans[0][384]	= settr(383,2,389,121,121,"((i<2))", 1, 2, 0); /* m: 385 -> 389,0 */
	reached0[385] = 1;
	trans[0][385]	= settr(0,0,0,0,0,"st[i] = -(1)",0,0,0);
	trans[0][386]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][387]	= settr(386,2,392,2,0,"else", 1, 2, 0);
	trans[0][388]	= settr(387,2,392,1,0,"goto :b2", 1, 2, 0); /* m: 392 -> 0,399 */
	reached0[392] = 1;
	trans[0][391]	= settr(390,2,392,1,0,"break", 1, 2, 0);
	trans[0][392]	= settr(391,2,399,122,122,"i = 0", 1, 2, 0);
	trans[0][400]	= settr(399,2,399,1,0,".(goto)", 1, 2, 0);
	T = trans[0][399] = settr(398,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(398,2,393,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(398,2,397,0,0,"DO", 1, 2, 0);
	trans[0][393]	= settr(392,2,399,123,123,"((i<2))", 1, 2, 0); /* m: 394 -> 399,0 */
	reached0[394] = 1;
	trans[0][394]	= settr(0,0,0,0,0,"pc[i] = 0",0,0,0);
	trans[0][395]	= settr(0,0,0,0,0,"sess[i] = -(1)",0,0,0);
	trans[0][396]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][397]	= settr(396,2,414,2,0,"else", 1, 2, 0);
	trans[0][398]	= settr(397,2,414,1,0,"goto :b3", 1, 2, 0);
	trans[0][401]	= settr(400,2,414,1,0,"break", 1, 2, 0);
	T = trans[ 0][414] = settr(413,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(413,0,403,0,0,"sub-sequence", 1, 2, 0);
	trans[0][403]	= settr(402,2,412,124,124,"up[prim] = 1", 1, 2, 0); /* m: 404 -> 0,412 */
	reached0[404] = 1;
	trans[0][404]	= settr(0,0,0,0,0,"dh[prim] = fR[prim]",0,0,0);
	trans[0][405]	= settr(0,0,0,0,0,"R[prim] = fR[prim]",0,0,0);
	trans[0][406]	= settr(0,0,0,0,0,"fl[prim] = fR[prim]",0,0,0);
	trans[0][407]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	T = trans[0][412] = settr(411,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(411,2,408,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(411,2,410,0,0,"IF", 1, 2, 0);
	trans[0][408]	= settr(407,2,465,125,125,"(((fR[prim]==-(1))&&marker[prim]))", 1, 2, 0); /* m: 409 -> 465,0 */
	reached0[409] = 1;
	trans[0][409]	= settr(0,0,0,0,0,"tr[prim] = 2",0,0,0);
	trans[0][413]	= settr(412,2,415,1,0,".(goto)", 1, 2, 0); /* m: 415 -> 0,465 */
	reached0[415] = 1;
	trans[0][410]	= settr(409,2,411,2,0,"else", 1, 2, 0);
	trans[0][411]	= settr(410,2,465,126,126,"(1)", 1, 2, 0); /* m: 415 -> 465,0 */
	reached0[415] = 1;
	trans[0][415]	= settr(414,2,465,127,127,"j = ck[prim]", 1, 2, 0);
	trans[0][466]	= settr(465,2,465,1,0,".(goto)", 1, 2, 0);
	T = trans[0][465] = settr(464,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(464,2,416,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(464,2,463,0,0,"DO", 1, 2, 0);
	trans[0][416]	= settr(415,2,461,128,0,"((j<wlen))", 1, 2, 0);
	T = trans[ 0][461] = settr(460,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(460,0,417,0,0,"sub-sequence", 1, 2, 0);
	trans[0][417]	= settr(416,2,424,129,129,"h = wv[j]", 1, 2, 0); /* m: 418 -> 0,424 */
	reached0[418] = 1;
	trans[0][418]	= settr(0,0,0,0,0,"outright = wr[j]",0,0,0);
	trans[0][419]	= settr(0,0,0,0,0,"wasknown = (tr[prim]==0)",0,0,0);
	T = trans[0][424] = settr(423,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(423,2,420,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(423,2,422,0,0,"IF", 1, 2, 0);
	trans[0][420]	= settr(419,2,447,130,130,"((!(outright)&&wasknown))", 1, 2, 0); /* m: 421 -> 447,0 */
	reached0[421] = 1;
	trans[0][421]	= settr(0,0,0,0,0,"h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )",0,0,0);
	trans[0][425]	= settr(424,2,426,1,0,".(goto)", 1, 2, 0); /* m: 426 -> 0,447 */
	reached0[426] = 1;
	trans[0][422]	= settr(421,2,423,2,0,"else", 1, 2, 0);
	trans[0][423]	= settr(422,2,447,131,131,"(1)", 1, 2, 0); /* m: 426 -> 447,0 */
	reached0[426] = 1;
	trans[0][426]	= settr(425,2,447,132,132,"fok = 1", 1, 2, 0);
	T = trans[0][447] = settr(446,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(446,2,427,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(446,2,445,0,0,"IF", 1, 2, 0);
	trans[0][427]	= settr(426,2,443,133,0,"((((h!=dh[prim])||outright)||!(wasknown)))", 1, 2, 0);
	T = trans[0][443] = settr(442,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(442,2,428,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(442,2,430,0,0,"IF", 1, 2, 0);
	trans[0][428]	= settr(427,2,453,134,134,"(unw[prim])", 1, 2, 0); /* m: 429 -> 453,0 */
	reached0[429] = 1;
	trans[0][429]	= settr(0,0,0,0,0,"fok = 0",0,0,0);
	trans[0][444]	= settr(443,2,453,1,0,".(goto)", 1, 2, 0);
	trans[0][430]	= settr(429,2,433,2,0,"else", 1, 2, 0);
	T = trans[ 0][433] = settr(432,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(432,0,431,0,0,"sub-sequence", 1, 2, 0);
	trans[0][431]	= settr(430,2,441,135,135,"fR[prim] = h", 1, 2, 0); /* m: 432 -> 0,441 */
	reached0[432] = 1;
	trans[0][432]	= settr(0,0,0,0,0,"fD[prim] = h",0,0,0);
	trans[0][434]	= settr(0,0,0,0,0,"dh[prim] = h",0,0,0);
	trans[0][435]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	T = trans[0][441] = settr(440,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(440,2,436,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(440,2,439,0,0,"IF", 1, 2, 0);
	trans[0][436]	= settr(435,2,453,136,136,"(outright)", 1, 2, 0); /* m: 437 -> 453,0 */
	reached0[437] = 1;
	trans[0][437]	= settr(0,0,0,0,0,"R[prim] = h",0,0,0);
	trans[0][438]	= settr(0,0,0,0,0,"fl[prim] = h",0,0,0);
	trans[0][442]	= settr(441,2,453,1,0,".(goto)", 1, 2, 0);
	trans[0][439]	= settr(438,2,440,2,0,"else", 1, 2, 0);
	trans[0][440]	= settr(439,2,453,1,0,"(1)", 1, 2, 0);
	trans[0][448]	= settr(447,2,453,1,0,".(goto)", 1, 2, 0);
	trans[0][445]	= settr(444,2,446,2,0,"else", 1, 2, 0);
	trans[0][446]	= settr(445,2,453,1,0,"(1)", 1, 2, 0);
	T = trans[0][453] = settr(452,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(452,2,449,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(452,2,451,0,0,"IF", 1, 2, 0);
	trans[0][449]	= settr(448,2,459,137,137,"(fok)", 1, 2, 0); /* m: 450 -> 459,0 */
	reached0[450] = 1;
	trans[0][450]	= settr(0,0,0,0,0,"R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )",0,0,0);
	trans[0][454]	= settr(453,2,459,1,0,".(goto)", 1, 2, 0);
	trans[0][451]	= settr(450,2,452,2,0,"else", 1, 2, 0);
	trans[0][452]	= settr(451,2,459,1,0,"(1)", 1, 2, 0);
	T = trans[0][459] = settr(458,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(458,2,455,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(458,2,457,0,0,"IF", 1, 2, 0);
	trans[0][455]	= settr(454,2,465,138,138,"((fok||!(outright)))", 1, 2, 0); /* m: 456 -> 465,0 */
	reached0[456] = 1;
	trans[0][456]	= settr(0,0,0,0,0,"fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )",0,0,0);
	trans[0][460]	= settr(459,2,462,1,0,".(goto)", 1, 2, 0); /* m: 462 -> 0,465 */
	reached0[462] = 1;
	trans[0][457]	= settr(456,2,458,2,0,"else", 1, 2, 0);
	trans[0][458]	= settr(457,2,465,139,139,"(1)", 1, 2, 0); /* m: 462 -> 465,0 */
	reached0[462] = 1;
	trans[0][462]	= settr(461,2,465,140,140,"j = (j+1)", 1, 2, 0);
	trans[0][463]	= settr(462,2,468,2,0,"else", 1, 2, 0);
	trans[0][464]	= settr(463,2,468,1,0,"goto :b4", 1, 2, 0); /* m: 468 -> 0,477 */
	reached0[468] = 1;
	trans[0][467]	= settr(466,2,468,1,0,"break", 1, 2, 0);
	trans[0][468]	= settr(467,2,477,141,141,"ck[prim] = wlen", 1, 2, 0);
	T = trans[ 0][477] = settr(476,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(476,0,475,0,0,"sub-sequence", 1, 2, 0);
	T = trans[0][475] = settr(474,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(474,2,470,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(474,2,471,0,0,"IF", 1, 2, 0);
	trans[0][470]	= settr(469,0,1285,142,142,"clk = clk", 1, 2, 0); /* m: 478 -> 0,1285 */
	reached0[478] = 1;
	trans[0][476]	= settr(475,2,478,1,0,".(goto)", 1, 2, 0); /* m: 478 -> 0,1285 */
	reached0[478] = 1;
	trans[0][471]	= settr(470,0,1285,143,143,"(((n_back<1)&&(clk>0)))", 1, 2, 0); /* m: 472 -> 1285,0 */
	reached0[472] = 1;
	trans[0][472]	= settr(0,0,0,0,0,"clk = (clk-1)",0,0,0);
	trans[0][473]	= settr(0,0,0,0,0,"n_back = (n_back+1)",0,0,0);
	trans[0][474]	= settr(0,0,0,0,0,"printf('@@ the clock is 1 ms behind after it\\n')",0,0,0);
	trans[0][478]	= settr(477,0,1285,144,144,"printf('@@ restart with crash recovery: R = floor = %d\\n',fl[prim])", 1, 2, 0); /* m: 482 -> 0,1285 */
	reached0[482] = 1;
	trans[0][482]	= settr(481,0,1285,145,145,".(goto)", 1, 2, 0);
	trans[0][479]	= settr(478,0,1285,146,146,"((n_promo<0))", 1, 2, 0); /* m: 480 -> 1285,0 */
	reached0[480] = 1;
	trans[0][480]	= settr(0,0,0,0,0,"printf('@@ the primary stays down\\n')",0,0,0);
	T = trans[ 0][615] = settr(614,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(614,2,484,0,0,"ATOMIC", 1, 2, 0);
	trans[0][484]	= settr(483,2,508,147,147,"(((up[prim]&&(n_stop<0))&&(lk==0)))", 1, 2, 0); /* m: 485 -> 508,0 */
	reached0[485] = 1;
	trans[0][485]	= settr(0,0,0,0,0,"n_stop = (n_stop+1)",0,0,0);
	T = trans[0][508] = settr(507,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(507,2,486,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(507,2,495,0,0,"IF", 1, 2, 0);
	trans[0][486]	= settr(485,2,493,148,0,"((fl[prim]>dh[prim]))", 1, 2, 0);
	T = trans[0][493] = settr(492,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(492,2,487,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(492,2,491,0,0,"IF", 1, 2, 0);
	trans[0][487]	= settr(486,2,490,149,0,"(!(unw[prim]))", 1, 2, 0);
	T = trans[ 0][490] = settr(489,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(489,0,488,0,0,"sub-sequence", 1, 2, 0);
	trans[0][488]	= settr(487,2,605,150,150,"fR[prim] = fl[prim]", 1, 2, 0); /* m: 489 -> 0,605 */
	reached0[489] = 1;
	trans[0][489]	= settr(0,0,0,0,0,"fD[prim] = fl[prim]",0,0,0);
	trans[0][494]	= settr(493,2,510,1,0,".(goto)", 1, 2, 0); /* m: 510 -> 0,605 */
	reached0[510] = 1;
	trans[0][491]	= settr(490,2,492,2,0,"else", 1, 2, 0);
	trans[0][492]	= settr(491,2,605,151,151,"(1)", 1, 2, 0); /* m: 510 -> 605,0 */
	reached0[510] = 1;
	trans[0][509]	= settr(508,2,510,1,0,".(goto)", 1, 2, 0); /* m: 510 -> 0,605 */
	reached0[510] = 1;
	trans[0][495]	= settr(494,2,498,2,0,"else", 1, 2, 0);
	T = trans[ 0][498] = settr(497,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(497,0,496,0,0,"sub-sequence", 1, 2, 0);
	trans[0][496]	= settr(495,2,506,152,152,"h = ( ((st[0]>st[1])) -> (st[0]) : (st[1]) )", 1, 2, 0); /* m: 497 -> 0,506 */
	reached0[497] = 1;
	trans[0][497]	= settr(0,0,0,0,0,"h = ( ((h==-(1))) -> (-(1)) : ((h/2)) )",0,0,0);
	trans[0][499]	= settr(0,0,0,0,0,"h = ( ((h>fl[prim])) -> (h) : (fl[prim]) )",0,0,0);
	T = trans[0][506] = settr(505,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(505,2,500,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(505,2,504,0,0,"IF", 1, 2, 0);
	trans[0][500]	= settr(499,2,503,153,0,"((((h!=-(1))&&(h<dh[prim]))&&!(unw[prim])))", 1, 2, 0);
	T = trans[ 0][503] = settr(502,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(502,0,501,0,0,"sub-sequence", 1, 2, 0);
	trans[0][501]	= settr(500,2,605,154,154,"fR[prim] = h", 1, 2, 0); /* m: 502 -> 0,605 */
	reached0[502] = 1;
	trans[0][502]	= settr(0,0,0,0,0,"fD[prim] = h",0,0,0);
	trans[0][507]	= settr(506,2,510,1,0,".(goto)", 1, 2, 0); /* m: 510 -> 0,605 */
	reached0[510] = 1;
	trans[0][504]	= settr(503,2,505,2,0,"else", 1, 2, 0);
	trans[0][505]	= settr(504,2,605,155,155,"(1)", 1, 2, 0); /* m: 510 -> 605,0 */
	reached0[510] = 1;
	trans[0][510]	= settr(509,2,605,156,156,"ck[prim] = wlen", 1, 2, 0); /* m: 511 -> 0,605 */
	reached0[511] = 1;
	trans[0][511]	= settr(0,0,0,0,0,"up[prim] = 0",0,0,0);
	trans[0][512]	= settr(0,0,0,0,0,"printf('@@ clean shutdown: file R %d\\n',fR[prim])",0,0,0);
	T = trans[ 0][605] = settr(604,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(604,0,538,0,0,"sub-sequence", 1, 2, 0);
	T = trans[ 0][538] = settr(537,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(537,0,513,0,0,"sub-sequence", 1, 2, 0);
	trans[0][513]	= settr(512,2,525,157,157,"fe = -(1)", 1, 2, 0); /* m: 514 -> 0,525 */
	reached0[514] = 1;
	trans[0][514]	= settr(0,0,0,0,0,"lv = 0",0,0,0);
	trans[0][515]	= settr(0,0,0,0,0,"dl = 0",0,0,0);
	trans[0][516]	= settr(0,0,0,0,0,"rs = 0",0,0,0);
	trans[0][517]	= settr(0,0,0,0,0,"jump = 0",0,0,0);
	trans[0][518]	= settr(0,0,0,0,0,"lk = 0",0,0,0);
	trans[0][519]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][526]	= settr(525,2,525,1,0,".(goto)", 1, 2, 0);
	T = trans[0][525] = settr(524,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(524,2,520,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(524,2,523,0,0,"DO", 1, 2, 0);
	trans[0][520]	= settr(519,2,525,158,158,"((i<2))", 1, 2, 0); /* m: 521 -> 525,0 */
	reached0[521] = 1;
	trans[0][521]	= settr(0,0,0,0,0,"st[i] = -(1)",0,0,0);
	trans[0][522]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][523]	= settr(522,2,528,2,0,"else", 1, 2, 0);
	trans[0][524]	= settr(523,2,528,1,0,"goto :b5", 1, 2, 0); /* m: 528 -> 0,535 */
	reached0[528] = 1;
	trans[0][527]	= settr(526,2,528,1,0,"break", 1, 2, 0);
	trans[0][528]	= settr(527,2,535,159,159,"i = 0", 1, 2, 0);
	trans[0][536]	= settr(535,2,535,1,0,".(goto)", 1, 2, 0);
	T = trans[0][535] = settr(534,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(534,2,529,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(534,2,533,0,0,"DO", 1, 2, 0);
	trans[0][529]	= settr(528,2,535,160,160,"((i<2))", 1, 2, 0); /* m: 530 -> 535,0 */
	reached0[530] = 1;
	trans[0][530]	= settr(0,0,0,0,0,"pc[i] = 0",0,0,0);
	trans[0][531]	= settr(0,0,0,0,0,"sess[i] = -(1)",0,0,0);
	trans[0][532]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][533]	= settr(532,2,550,2,0,"else", 1, 2, 0);
	trans[0][534]	= settr(533,2,550,1,0,"goto :b6", 1, 2, 0);
	trans[0][537]	= settr(536,2,550,1,0,"break", 1, 2, 0);
	T = trans[ 0][550] = settr(549,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(549,0,539,0,0,"sub-sequence", 1, 2, 0);
	trans[0][539]	= settr(538,2,548,161,161,"up[prim] = 1", 1, 2, 0); /* m: 540 -> 0,548 */
	reached0[540] = 1;
	trans[0][540]	= settr(0,0,0,0,0,"dh[prim] = fR[prim]",0,0,0);
	trans[0][541]	= settr(0,0,0,0,0,"R[prim] = fR[prim]",0,0,0);
	trans[0][542]	= settr(0,0,0,0,0,"fl[prim] = fR[prim]",0,0,0);
	trans[0][543]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	T = trans[0][548] = settr(547,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(547,2,544,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(547,2,546,0,0,"IF", 1, 2, 0);
	trans[0][544]	= settr(543,2,601,162,162,"(((fR[prim]==-(1))&&marker[prim]))", 1, 2, 0); /* m: 545 -> 601,0 */
	reached0[545] = 1;
	trans[0][545]	= settr(0,0,0,0,0,"tr[prim] = 2",0,0,0);
	trans[0][549]	= settr(548,2,551,1,0,".(goto)", 1, 2, 0); /* m: 551 -> 0,601 */
	reached0[551] = 1;
	trans[0][546]	= settr(545,2,547,2,0,"else", 1, 2, 0);
	trans[0][547]	= settr(546,2,601,163,163,"(1)", 1, 2, 0); /* m: 551 -> 601,0 */
	reached0[551] = 1;
	trans[0][551]	= settr(550,2,601,164,164,"j = ck[prim]", 1, 2, 0);
	trans[0][602]	= settr(601,2,601,1,0,".(goto)", 1, 2, 0);
	T = trans[0][601] = settr(600,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(600,2,552,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(600,2,599,0,0,"DO", 1, 2, 0);
	trans[0][552]	= settr(551,2,597,165,0,"((j<wlen))", 1, 2, 0);
	T = trans[ 0][597] = settr(596,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(596,0,553,0,0,"sub-sequence", 1, 2, 0);
	trans[0][553]	= settr(552,2,560,166,166,"h = wv[j]", 1, 2, 0); /* m: 554 -> 0,560 */
	reached0[554] = 1;
	trans[0][554]	= settr(0,0,0,0,0,"outright = wr[j]",0,0,0);
	trans[0][555]	= settr(0,0,0,0,0,"wasknown = (tr[prim]==0)",0,0,0);
	T = trans[0][560] = settr(559,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(559,2,556,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(559,2,558,0,0,"IF", 1, 2, 0);
	trans[0][556]	= settr(555,2,583,167,167,"((!(outright)&&wasknown))", 1, 2, 0); /* m: 557 -> 583,0 */
	reached0[557] = 1;
	trans[0][557]	= settr(0,0,0,0,0,"h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )",0,0,0);
	trans[0][561]	= settr(560,2,562,1,0,".(goto)", 1, 2, 0); /* m: 562 -> 0,583 */
	reached0[562] = 1;
	trans[0][558]	= settr(557,2,559,2,0,"else", 1, 2, 0);
	trans[0][559]	= settr(558,2,583,168,168,"(1)", 1, 2, 0); /* m: 562 -> 583,0 */
	reached0[562] = 1;
	trans[0][562]	= settr(561,2,583,169,169,"fok = 1", 1, 2, 0);
	T = trans[0][583] = settr(582,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(582,2,563,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(582,2,581,0,0,"IF", 1, 2, 0);
	trans[0][563]	= settr(562,2,579,170,0,"((((h!=dh[prim])||outright)||!(wasknown)))", 1, 2, 0);
	T = trans[0][579] = settr(578,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(578,2,564,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(578,2,566,0,0,"IF", 1, 2, 0);
	trans[0][564]	= settr(563,2,589,171,171,"(unw[prim])", 1, 2, 0); /* m: 565 -> 589,0 */
	reached0[565] = 1;
	trans[0][565]	= settr(0,0,0,0,0,"fok = 0",0,0,0);
	trans[0][580]	= settr(579,2,589,1,0,".(goto)", 1, 2, 0);
	trans[0][566]	= settr(565,2,569,2,0,"else", 1, 2, 0);
	T = trans[ 0][569] = settr(568,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(568,0,567,0,0,"sub-sequence", 1, 2, 0);
	trans[0][567]	= settr(566,2,577,172,172,"fR[prim] = h", 1, 2, 0); /* m: 568 -> 0,577 */
	reached0[568] = 1;
	trans[0][568]	= settr(0,0,0,0,0,"fD[prim] = h",0,0,0);
	trans[0][570]	= settr(0,0,0,0,0,"dh[prim] = h",0,0,0);
	trans[0][571]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	T = trans[0][577] = settr(576,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(576,2,572,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(576,2,575,0,0,"IF", 1, 2, 0);
	trans[0][572]	= settr(571,2,589,173,173,"(outright)", 1, 2, 0); /* m: 573 -> 589,0 */
	reached0[573] = 1;
	trans[0][573]	= settr(0,0,0,0,0,"R[prim] = h",0,0,0);
	trans[0][574]	= settr(0,0,0,0,0,"fl[prim] = h",0,0,0);
	trans[0][578]	= settr(577,2,589,1,0,".(goto)", 1, 2, 0);
	trans[0][575]	= settr(574,2,576,2,0,"else", 1, 2, 0);
	trans[0][576]	= settr(575,2,589,1,0,"(1)", 1, 2, 0);
	trans[0][584]	= settr(583,2,589,1,0,".(goto)", 1, 2, 0);
	trans[0][581]	= settr(580,2,582,2,0,"else", 1, 2, 0);
	trans[0][582]	= settr(581,2,589,1,0,"(1)", 1, 2, 0);
	T = trans[0][589] = settr(588,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(588,2,585,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(588,2,587,0,0,"IF", 1, 2, 0);
	trans[0][585]	= settr(584,2,595,174,174,"(fok)", 1, 2, 0); /* m: 586 -> 595,0 */
	reached0[586] = 1;
	trans[0][586]	= settr(0,0,0,0,0,"R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )",0,0,0);
	trans[0][590]	= settr(589,2,595,1,0,".(goto)", 1, 2, 0);
	trans[0][587]	= settr(586,2,588,2,0,"else", 1, 2, 0);
	trans[0][588]	= settr(587,2,595,1,0,"(1)", 1, 2, 0);
	T = trans[0][595] = settr(594,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(594,2,591,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(594,2,593,0,0,"IF", 1, 2, 0);
	trans[0][591]	= settr(590,2,601,175,175,"((fok||!(outright)))", 1, 2, 0); /* m: 592 -> 601,0 */
	reached0[592] = 1;
	trans[0][592]	= settr(0,0,0,0,0,"fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )",0,0,0);
	trans[0][596]	= settr(595,2,598,1,0,".(goto)", 1, 2, 0); /* m: 598 -> 0,601 */
	reached0[598] = 1;
	trans[0][593]	= settr(592,2,594,2,0,"else", 1, 2, 0);
	trans[0][594]	= settr(593,2,601,176,176,"(1)", 1, 2, 0); /* m: 598 -> 601,0 */
	reached0[598] = 1;
	trans[0][598]	= settr(597,2,601,177,177,"j = (j+1)", 1, 2, 0);
	trans[0][599]	= settr(598,2,604,2,0,"else", 1, 2, 0);
	trans[0][600]	= settr(599,2,604,1,0,"goto :b7", 1, 2, 0); /* m: 604 -> 0,613 */
	reached0[604] = 1;
	trans[0][603]	= settr(602,2,604,1,0,"break", 1, 2, 0);
	trans[0][604]	= settr(603,2,613,178,178,"ck[prim] = wlen", 1, 2, 0);
	T = trans[ 0][613] = settr(612,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(612,0,611,0,0,"sub-sequence", 1, 2, 0);
	T = trans[0][611] = settr(610,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(610,2,606,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(610,2,607,0,0,"IF", 1, 2, 0);
	trans[0][606]	= settr(605,0,1285,179,179,"clk = clk", 1, 2, 0); /* m: 612 -> 0,1285 */
	reached0[612] = 1;
	trans[0][612]	= settr(611,0,1285,180,180,".(goto)", 1, 2, 0); /* m: 614 -> 0,1285 */
	reached0[614] = 1;
	trans[0][607]	= settr(606,0,1285,181,181,"(((n_back<1)&&(clk>0)))", 1, 2, 0); /* m: 608 -> 1285,0 */
	reached0[608] = 1;
	trans[0][608]	= settr(0,0,0,0,0,"clk = (clk-1)",0,0,0);
	trans[0][609]	= settr(0,0,0,0,0,"n_back = (n_back+1)",0,0,0);
	trans[0][610]	= settr(0,0,0,0,0,"printf('@@ the clock is 1 ms behind after it\\n')",0,0,0);
	trans[0][614]	= settr(0,0,0,0,0,"printf('@@ restart: R = floor = %d\\n',fl[prim])",0,0,0);
	T = trans[ 0][723] = settr(722,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(722,2,616,0,0,"ATOMIC", 1, 2, 0);
	trans[0][616]	= settr(615,2,713,182,182,"((up[prim]&&(n_power<0)))", 1, 2, 0); /* m: 617 -> 713,0 */
	reached0[617] = 1;
	trans[0][617]	= settr(0,0,0,0,0,"n_power = (n_power+1)",0,0,0);
	trans[0][618]	= settr(0,0,0,0,0,"printf('@@ power loss (file R %d, of which durable %d)\\n',fR[prim],fD[prim])",0,0,0);
	trans[0][619]	= settr(0,0,0,0,0,"up[prim] = 0",0,0,0);
	trans[0][620]	= settr(0,0,0,0,0,"fR[prim] = fD[prim]",0,0,0);
	T = trans[ 0][713] = settr(712,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(712,0,646,0,0,"sub-sequence", 1, 2, 0);
	T = trans[ 0][646] = settr(645,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(645,0,621,0,0,"sub-sequence", 1, 2, 0);
	trans[0][621]	= settr(620,2,633,183,183,"fe = -(1)", 1, 2, 0); /* m: 622 -> 0,633 */
	reached0[622] = 1;
	trans[0][622]	= settr(0,0,0,0,0,"lv = 0",0,0,0);
	trans[0][623]	= settr(0,0,0,0,0,"dl = 0",0,0,0);
	trans[0][624]	= settr(0,0,0,0,0,"rs = 0",0,0,0);
	trans[0][625]	= settr(0,0,0,0,0,"jump = 0",0,0,0);
	trans[0][626]	= settr(0,0,0,0,0,"lk = 0",0,0,0);
	trans[0][627]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][634]	= settr(633,2,633,1,0,".(goto)", 1, 2, 0);
	T = trans[0][633] = settr(632,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(632,2,628,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(632,2,631,0,0,"DO", 1, 2, 0);
	trans[0][628]	= settr(627,2,633,184,184,"((i<2))", 1, 2, 0); /* m: 629 -> 633,0 */
	reached0[629] = 1;
	trans[0][629]	= settr(0,0,0,0,0,"st[i] = -(1)",0,0,0);
	trans[0][630]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][631]	= settr(630,2,636,2,0,"else", 1, 2, 0);
	trans[0][632]	= settr(631,2,636,1,0,"goto :b8", 1, 2, 0); /* m: 636 -> 0,643 */
	reached0[636] = 1;
	trans[0][635]	= settr(634,2,636,1,0,"break", 1, 2, 0);
	trans[0][636]	= settr(635,2,643,185,185,"i = 0", 1, 2, 0);
	trans[0][644]	= settr(643,2,643,1,0,".(goto)", 1, 2, 0);
	T = trans[0][643] = settr(642,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(642,2,637,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(642,2,641,0,0,"DO", 1, 2, 0);
	trans[0][637]	= settr(636,2,643,186,186,"((i<2))", 1, 2, 0); /* m: 638 -> 643,0 */
	reached0[638] = 1;
	trans[0][638]	= settr(0,0,0,0,0,"pc[i] = 0",0,0,0);
	trans[0][639]	= settr(0,0,0,0,0,"sess[i] = -(1)",0,0,0);
	trans[0][640]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][641]	= settr(640,2,658,2,0,"else", 1, 2, 0);
	trans[0][642]	= settr(641,2,658,1,0,"goto :b9", 1, 2, 0);
	trans[0][645]	= settr(644,2,658,1,0,"break", 1, 2, 0);
	T = trans[ 0][658] = settr(657,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(657,0,647,0,0,"sub-sequence", 1, 2, 0);
	trans[0][647]	= settr(646,2,656,187,187,"up[prim] = 1", 1, 2, 0); /* m: 648 -> 0,656 */
	reached0[648] = 1;
	trans[0][648]	= settr(0,0,0,0,0,"dh[prim] = fR[prim]",0,0,0);
	trans[0][649]	= settr(0,0,0,0,0,"R[prim] = fR[prim]",0,0,0);
	trans[0][650]	= settr(0,0,0,0,0,"fl[prim] = fR[prim]",0,0,0);
	trans[0][651]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	T = trans[0][656] = settr(655,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(655,2,652,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(655,2,654,0,0,"IF", 1, 2, 0);
	trans[0][652]	= settr(651,2,709,188,188,"(((fR[prim]==-(1))&&marker[prim]))", 1, 2, 0); /* m: 653 -> 709,0 */
	reached0[653] = 1;
	trans[0][653]	= settr(0,0,0,0,0,"tr[prim] = 2",0,0,0);
	trans[0][657]	= settr(656,2,659,1,0,".(goto)", 1, 2, 0); /* m: 659 -> 0,709 */
	reached0[659] = 1;
	trans[0][654]	= settr(653,2,655,2,0,"else", 1, 2, 0);
	trans[0][655]	= settr(654,2,709,189,189,"(1)", 1, 2, 0); /* m: 659 -> 709,0 */
	reached0[659] = 1;
	trans[0][659]	= settr(658,2,709,190,190,"j = ck[prim]", 1, 2, 0);
	trans[0][710]	= settr(709,2,709,1,0,".(goto)", 1, 2, 0);
	T = trans[0][709] = settr(708,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(708,2,660,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(708,2,707,0,0,"DO", 1, 2, 0);
	trans[0][660]	= settr(659,2,705,191,0,"((j<wlen))", 1, 2, 0);
	T = trans[ 0][705] = settr(704,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(704,0,661,0,0,"sub-sequence", 1, 2, 0);
	trans[0][661]	= settr(660,2,668,192,192,"h = wv[j]", 1, 2, 0); /* m: 662 -> 0,668 */
	reached0[662] = 1;
	trans[0][662]	= settr(0,0,0,0,0,"outright = wr[j]",0,0,0);
	trans[0][663]	= settr(0,0,0,0,0,"wasknown = (tr[prim]==0)",0,0,0);
	T = trans[0][668] = settr(667,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(667,2,664,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(667,2,666,0,0,"IF", 1, 2, 0);
	trans[0][664]	= settr(663,2,691,193,193,"((!(outright)&&wasknown))", 1, 2, 0); /* m: 665 -> 691,0 */
	reached0[665] = 1;
	trans[0][665]	= settr(0,0,0,0,0,"h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )",0,0,0);
	trans[0][669]	= settr(668,2,670,1,0,".(goto)", 1, 2, 0); /* m: 670 -> 0,691 */
	reached0[670] = 1;
	trans[0][666]	= settr(665,2,667,2,0,"else", 1, 2, 0);
	trans[0][667]	= settr(666,2,691,194,194,"(1)", 1, 2, 0); /* m: 670 -> 691,0 */
	reached0[670] = 1;
	trans[0][670]	= settr(669,2,691,195,195,"fok = 1", 1, 2, 0);
	T = trans[0][691] = settr(690,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(690,2,671,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(690,2,689,0,0,"IF", 1, 2, 0);
	trans[0][671]	= settr(670,2,687,196,0,"((((h!=dh[prim])||outright)||!(wasknown)))", 1, 2, 0);
	T = trans[0][687] = settr(686,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(686,2,672,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(686,2,674,0,0,"IF", 1, 2, 0);
	trans[0][672]	= settr(671,2,697,197,197,"(unw[prim])", 1, 2, 0); /* m: 673 -> 697,0 */
	reached0[673] = 1;
	trans[0][673]	= settr(0,0,0,0,0,"fok = 0",0,0,0);
	trans[0][688]	= settr(687,2,697,1,0,".(goto)", 1, 2, 0);
	trans[0][674]	= settr(673,2,677,2,0,"else", 1, 2, 0);
	T = trans[ 0][677] = settr(676,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(676,0,675,0,0,"sub-sequence", 1, 2, 0);
	trans[0][675]	= settr(674,2,685,198,198,"fR[prim] = h", 1, 2, 0); /* m: 676 -> 0,685 */
	reached0[676] = 1;
	trans[0][676]	= settr(0,0,0,0,0,"fD[prim] = h",0,0,0);
	trans[0][678]	= settr(0,0,0,0,0,"dh[prim] = h",0,0,0);
	trans[0][679]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	T = trans[0][685] = settr(684,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(684,2,680,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(684,2,683,0,0,"IF", 1, 2, 0);
	trans[0][680]	= settr(679,2,697,199,199,"(outright)", 1, 2, 0); /* m: 681 -> 697,0 */
	reached0[681] = 1;
	trans[0][681]	= settr(0,0,0,0,0,"R[prim] = h",0,0,0);
	trans[0][682]	= settr(0,0,0,0,0,"fl[prim] = h",0,0,0);
	trans[0][686]	= settr(685,2,697,1,0,".(goto)", 1, 2, 0);
	trans[0][683]	= settr(682,2,684,2,0,"else", 1, 2, 0);
	trans[0][684]	= settr(683,2,697,1,0,"(1)", 1, 2, 0);
	trans[0][692]	= settr(691,2,697,1,0,".(goto)", 1, 2, 0);
	trans[0][689]	= settr(688,2,690,2,0,"else", 1, 2, 0);
	trans[0][690]	= settr(689,2,697,1,0,"(1)", 1, 2, 0);
	T = trans[0][697] = settr(696,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(696,2,693,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(696,2,695,0,0,"IF", 1, 2, 0);
	trans[0][693]	= settr(692,2,703,200,200,"(fok)", 1, 2, 0); /* m: 694 -> 703,0 */
	reached0[694] = 1;
	trans[0][694]	= settr(0,0,0,0,0,"R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )",0,0,0);
	trans[0][698]	= settr(697,2,703,1,0,".(goto)", 1, 2, 0);
	trans[0][695]	= settr(694,2,696,2,0,"else", 1, 2, 0);
	trans[0][696]	= settr(695,2,703,1,0,"(1)", 1, 2, 0);
	T = trans[0][703] = settr(702,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(702,2,699,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(702,2,701,0,0,"IF", 1, 2, 0);
	trans[0][699]	= settr(698,2,709,201,201,"((fok||!(outright)))", 1, 2, 0); /* m: 700 -> 709,0 */
	reached0[700] = 1;
	trans[0][700]	= settr(0,0,0,0,0,"fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )",0,0,0);
	trans[0][704]	= settr(703,2,706,1,0,".(goto)", 1, 2, 0); /* m: 706 -> 0,709 */
	reached0[706] = 1;
	trans[0][701]	= settr(700,2,702,2,0,"else", 1, 2, 0);
	trans[0][702]	= settr(701,2,709,202,202,"(1)", 1, 2, 0); /* m: 706 -> 709,0 */
	reached0[706] = 1;
	trans[0][706]	= settr(705,2,709,203,203,"j = (j+1)", 1, 2, 0);
	trans[0][707]	= settr(706,2,712,2,0,"else", 1, 2, 0);
	trans[0][708]	= settr(707,2,712,1,0,"goto :b10", 1, 2, 0); /* m: 712 -> 0,721 */
	reached0[712] = 1;
	trans[0][711]	= settr(710,2,712,1,0,"break", 1, 2, 0);
	trans[0][712]	= settr(711,2,721,204,204,"ck[prim] = wlen", 1, 2, 0);
	T = trans[ 0][721] = settr(720,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(720,0,719,0,0,"sub-sequence", 1, 2, 0);
	T = trans[0][719] = settr(718,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(718,2,714,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(718,2,715,0,0,"IF", 1, 2, 0);
	trans[0][714]	= settr(713,0,1285,205,205,"clk = clk", 1, 2, 0); /* m: 720 -> 0,1285 */
	reached0[720] = 1;
	trans[0][720]	= settr(719,0,1285,206,206,".(goto)", 1, 2, 0); /* m: 722 -> 0,1285 */
	reached0[722] = 1;
	trans[0][715]	= settr(714,0,1285,207,207,"(((n_back<1)&&(clk>0)))", 1, 2, 0); /* m: 716 -> 1285,0 */
	reached0[716] = 1;
	trans[0][716]	= settr(0,0,0,0,0,"clk = (clk-1)",0,0,0);
	trans[0][717]	= settr(0,0,0,0,0,"n_back = (n_back+1)",0,0,0);
	trans[0][718]	= settr(0,0,0,0,0,"printf('@@ the clock is 1 ms behind after it\\n')",0,0,0);
	trans[0][722]	= settr(0,0,0,0,0,"printf('@@ restart with crash recovery: R = floor = %d\\n',fl[prim])",0,0,0);
	T = trans[ 0][736] = settr(735,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(735,2,724,0,0,"ATOMIC", 1, 2, 0);
	trans[0][724]	= settr(723,2,731,208,0,"((n_unw<0))", 1, 2, 0);
	T = trans[0][731] = settr(730,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(730,2,725,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(730,2,727,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(730,2,729,0,0,"IF", 1, 2, 0);
	trans[0][725]	= settr(724,0,1285,209,209,"((up[0]&&!(unw[0])))", 1, 2, 0); /* m: 726 -> 1285,0 */
	reached0[726] = 1;
	trans[0][726]	= settr(0,0,0,0,0,"n = 0",0,0,0);
	trans[0][732]	= settr(731,2,733,1,0,".(goto)", 1, 2, 0); /* m: 733 -> 0,1285 */
	reached0[733] = 1;
	trans[0][727]	= settr(726,0,1285,210,210,"((((1+0)>1)&&(up[1]&&!(unw[1]))))", 1, 2, 0); /* m: 728 -> 1285,0 */
	reached0[728] = 1;
	trans[0][728]	= settr(0,0,0,0,0,"n = 1",0,0,0);
	trans[0][729]	= settr(728,0,1285,211,211,"((((1+0)>2)&&(up[2]&&!(unw[2]))))", 1, 2, 0); /* m: 730 -> 1285,0 */
	reached0[730] = 1;
	trans[0][730]	= settr(0,0,0,0,0,"n = 2",0,0,0);
	trans[0][733]	= settr(732,0,1285,212,212,"n_unw = (n_unw+1)", 1, 2, 0); /* m: 734 -> 0,1285 */
	reached0[734] = 1;
	trans[0][734]	= settr(0,0,0,0,0,"unw[n] = 1",0,0,0);
	trans[0][735]	= settr(0,0,0,0,0,"printf('@@ node %d cannot write its file\\n',n)",0,0,0);
	T = trans[ 0][747] = settr(746,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(746,2,743,0,0,"ATOMIC", 1, 2, 0);
	T = trans[0][743] = settr(742,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(742,2,737,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(742,2,739,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(742,2,741,0,0,"IF", 1, 2, 0);
	trans[0][737]	= settr(736,0,1285,213,213,"(unw[0])", 1, 2, 0); /* m: 738 -> 1285,0 */
	reached0[738] = 1;
	trans[0][738]	= settr(0,0,0,0,0,"n = 0",0,0,0);
	trans[0][744]	= settr(743,2,745,1,0,".(goto)", 1, 2, 0); /* m: 745 -> 0,1285 */
	reached0[745] = 1;
	trans[0][739]	= settr(738,0,1285,214,214,"((((1+0)>1)&&unw[1]))", 1, 2, 0); /* m: 740 -> 1285,0 */
	reached0[740] = 1;
	trans[0][740]	= settr(0,0,0,0,0,"n = 1",0,0,0);
	trans[0][741]	= settr(740,0,1285,215,215,"((((1+0)>2)&&unw[2]))", 1, 2, 0); /* m: 742 -> 1285,0 */
	reached0[742] = 1;
	trans[0][742]	= settr(0,0,0,0,0,"n = 2",0,0,0);
	trans[0][745]	= settr(744,0,1285,216,216,"unw[n] = 0", 1, 2, 0); /* m: 746 -> 0,1285 */
	reached0[746] = 1;
	trans[0][746]	= settr(0,0,0,0,0,"printf('@@ node %d can write its file again\\n',n)",0,0,0);
	T = trans[ 0][780] = settr(779,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(779,2,748,0,0,"ATOMIC", 1, 2, 0);
	trans[0][748]	= settr(747,2,755,217,0,"(((n_srestart<0)&&(0!=2)))", 1, 2, 0);
	T = trans[0][755] = settr(754,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(754,2,749,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(754,2,751,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(754,2,753,0,0,"IF", 1, 2, 0);
	trans[0][749]	= settr(748,2,764,218,218,"((((0!=prim)&&up[0])&&att[0]))", 1, 2, 0); /* m: 750 -> 764,0 */
	reached0[750] = 1;
	trans[0][750]	= settr(0,0,0,0,0,"n = 0",0,0,0);
	trans[0][756]	= settr(755,2,757,1,0,".(goto)", 1, 2, 0); /* m: 757 -> 0,764 */
	reached0[757] = 1;
	trans[0][751]	= settr(750,2,764,219,219,"((((1+0)>1)&&(((1!=prim)&&up[1])&&att[1])))", 1, 2, 0); /* m: 752 -> 764,0 */
	reached0[752] = 1;
	trans[0][752]	= settr(0,0,0,0,0,"n = 1",0,0,0);
	trans[0][753]	= settr(752,2,764,220,220,"((((1+0)>2)&&(((2!=prim)&&up[2])&&att[2])))", 1, 2, 0); /* m: 754 -> 764,0 */
	reached0[754] = 1;
	trans[0][754]	= settr(0,0,0,0,0,"n = 2",0,0,0);
	trans[0][757]	= settr(756,2,764,221,221,"n_srestart = (n_srestart+1)", 1, 2, 0);
	T = trans[0][764] = settr(763,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(763,2,758,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(763,2,762,0,0,"IF", 1, 2, 0);
	trans[0][758]	= settr(757,2,761,222,0,"(((fl[n]>dh[n])&&!(unw[n])))", 1, 2, 0);
	T = trans[ 0][761] = settr(760,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(760,0,759,0,0,"sub-sequence", 1, 2, 0);
	trans[0][759]	= settr(758,2,777,223,223,"fR[n] = fl[n]", 1, 2, 0); /* m: 760 -> 0,777 */
	reached0[760] = 1;
	trans[0][760]	= settr(0,0,0,0,0,"fD[n] = fl[n]",0,0,0);
	trans[0][765]	= settr(764,2,777,1,0,".(goto)", 1, 2, 0);
	trans[0][762]	= settr(761,2,763,2,0,"else", 1, 2, 0);
	trans[0][763]	= settr(762,2,777,1,0,"(1)", 1, 2, 0);
	T = trans[ 0][777] = settr(776,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(776,0,766,0,0,"sub-sequence", 1, 2, 0);
	trans[0][766]	= settr(765,2,775,224,224,"up[n] = 1", 1, 2, 0); /* m: 767 -> 0,775 */
	reached0[767] = 1;
	trans[0][767]	= settr(0,0,0,0,0,"dh[n] = fR[n]",0,0,0);
	trans[0][768]	= settr(0,0,0,0,0,"R[n] = fR[n]",0,0,0);
	trans[0][769]	= settr(0,0,0,0,0,"fl[n] = fR[n]",0,0,0);
	trans[0][770]	= settr(0,0,0,0,0,"tr[n] = 0",0,0,0);
	T = trans[0][775] = settr(774,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(774,2,771,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(774,2,773,0,0,"IF", 1, 2, 0);
	trans[0][771]	= settr(770,0,1285,225,225,"(((fR[n]==-(1))&&marker[n]))", 1, 2, 0); /* m: 772 -> 1285,0 */
	reached0[772] = 1;
	trans[0][772]	= settr(0,0,0,0,0,"tr[n] = 2",0,0,0);
	trans[0][776]	= settr(775,2,778,1,0,".(goto)", 1, 2, 0); /* m: 778 -> 0,1285 */
	reached0[778] = 1;
	trans[0][773]	= settr(772,2,774,2,0,"else", 1, 2, 0);
	trans[0][774]	= settr(773,0,1285,226,226,"(1)", 1, 2, 0); /* m: 778 -> 1285,0 */
	reached0[778] = 1;
	trans[0][778]	= settr(777,0,1285,227,227,"rep[n] = ck[n]", 1, 2, 0); /* m: 779 -> 0,1285 */
	reached0[779] = 1;
	trans[0][779]	= settr(0,0,0,0,0,"printf('@@ standby %d restarts: R = floor = %d from its file\\n',n,fl[n])",0,0,0);
	T = trans[ 0][941] = settr(940,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(940,2,781,0,0,"ATOMIC", 1, 2, 0);
	trans[0][781]	= settr(780,2,788,228,0,"((n_promo<0))", 1, 2, 0);
	T = trans[0][788] = settr(787,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(787,2,782,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(787,2,784,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(787,2,786,0,0,"IF", 1, 2, 0);
	trans[0][782]	= settr(781,2,801,229,229,"((((0!=prim)&&up[0])&&att[0]))", 1, 2, 0); /* m: 783 -> 801,0 */
	reached0[783] = 1;
	trans[0][783]	= settr(0,0,0,0,0,"n = 0",0,0,0);
	trans[0][789]	= settr(788,2,790,1,0,".(goto)", 1, 2, 0); /* m: 790 -> 0,801 */
	reached0[790] = 1;
	trans[0][784]	= settr(783,2,801,230,230,"((((1+0)>1)&&(((1!=prim)&&up[1])&&att[1])))", 1, 2, 0); /* m: 785 -> 801,0 */
	reached0[785] = 1;
	trans[0][785]	= settr(0,0,0,0,0,"n = 1",0,0,0);
	trans[0][786]	= settr(785,2,801,231,231,"((((1+0)>2)&&(((2!=prim)&&up[2])&&att[2])))", 1, 2, 0); /* m: 787 -> 801,0 */
	reached0[787] = 1;
	trans[0][787]	= settr(0,0,0,0,0,"n = 2",0,0,0);
	trans[0][790]	= settr(789,2,801,232,232,"ok = 1", 1, 2, 0);
	T = trans[ 0][801] = settr(800,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(800,0,791,0,0,"sub-sequence", 1, 2, 0);
	trans[0][791]	= settr(790,2,798,233,233,"h = fl[n]", 1, 2, 0); /* m: 792 -> 0,798 */
	reached0[792] = 1;
	trans[0][792]	= settr(0,0,0,0,0,"j = rep[n]",0,0,0);
	trans[0][799]	= settr(798,2,798,1,0,".(goto)", 1, 2, 0);
	T = trans[0][798] = settr(797,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(797,2,793,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(797,2,796,0,0,"DO", 1, 2, 0);
	trans[0][793]	= settr(792,2,798,234,234,"((j<rcv[n]))", 1, 2, 0); /* m: 794 -> 798,0 */
	reached0[794] = 1;
	trans[0][794]	= settr(0,0,0,0,0,"h = ( ((h>wv[j])) -> (h) : (wv[j]) )",0,0,0);
	trans[0][795]	= settr(0,0,0,0,0,"j = (j+1)",0,0,0);
	trans[0][796]	= settr(795,2,802,2,0,"else", 1, 2, 0);
	trans[0][797]	= settr(796,2,802,1,0,"goto :b11", 1, 2, 0); /* m: 802 -> 0,825 */
	reached0[802] = 1;
	trans[0][800]	= settr(799,2,802,1,0,"break", 1, 2, 0);
	trans[0][802]	= settr(801,2,825,235,235,"best = h", 1, 2, 0); /* m: 803 -> 0,825 */
	reached0[803] = 1;
	trans[0][803]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][826]	= settr(825,2,825,1,0,".(goto)", 1, 2, 0);
	T = trans[0][825] = settr(824,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(824,2,804,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(824,2,823,0,0,"DO", 1, 2, 0);
	trans[0][804]	= settr(803,2,820,236,0,"((i<(1+0)))", 1, 2, 0);
	T = trans[0][820] = settr(819,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(819,2,805,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(819,2,818,0,0,"IF", 1, 2, 0);
	trans[0][805]	= settr(804,2,816,237,0,"(((i!=n)&&(((i!=prim)&&up[i])&&att[i])))", 1, 2, 0);
	T = trans[ 0][816] = settr(815,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(815,0,806,0,0,"sub-sequence", 1, 2, 0);
	trans[0][806]	= settr(805,2,813,238,238,"h = fl[i]", 1, 2, 0); /* m: 807 -> 0,813 */
	reached0[807] = 1;
	trans[0][807]	= settr(0,0,0,0,0,"j = rep[i]",0,0,0);
	trans[0][814]	= settr(813,2,813,1,0,".(goto)", 1, 2, 0);
	T = trans[0][813] = settr(812,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(812,2,808,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(812,2,811,0,0,"DO", 1, 2, 0);
	trans[0][808]	= settr(807,2,813,239,239,"((j<rcv[i]))", 1, 2, 0); /* m: 809 -> 813,0 */
	reached0[809] = 1;
	trans[0][809]	= settr(0,0,0,0,0,"h = ( ((h>wv[j])) -> (h) : (wv[j]) )",0,0,0);
	trans[0][810]	= settr(0,0,0,0,0,"j = (j+1)",0,0,0);
	trans[0][811]	= settr(810,2,817,2,0,"else", 1, 2, 0);
	trans[0][812]	= settr(811,2,817,1,0,"goto :b13", 1, 2, 0); /* m: 817 -> 0,825 */
	reached0[817] = 1;
	trans[0][815]	= settr(814,2,817,1,0,"break", 1, 2, 0);
	trans[0][817]	= settr(816,2,825,240,240,"ok = (ok&&(h<=best))", 1, 2, 0); /* m: 822 -> 0,825 */
	reached0[822] = 1;
	trans[0][821]	= settr(820,2,822,1,0,".(goto)", 1, 2, 0); /* m: 822 -> 0,825 */
	reached0[822] = 1;
	trans[0][818]	= settr(817,2,819,2,0,"else", 1, 2, 0);
	trans[0][819]	= settr(818,2,825,241,241,"(1)", 1, 2, 0); /* m: 822 -> 825,0 */
	reached0[822] = 1;
	trans[0][822]	= settr(821,2,825,242,242,"i = (i+1)", 1, 2, 0);
	trans[0][823]	= settr(822,2,939,2,0,"else", 1, 2, 0);
	trans[0][824]	= settr(823,2,939,1,0,"goto :b12", 1, 2, 0);
	trans[0][827]	= settr(826,2,939,1,0,"break", 1, 2, 0);
	T = trans[0][939] = settr(938,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(938,2,828,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(938,2,937,0,0,"IF", 1, 2, 0);
	trans[0][828]	= settr(827,2,881,243,243,"(ok)", 1, 2, 0); /* m: 829 -> 881,0 */
	reached0[829] = 1;
	trans[0][829]	= settr(0,0,0,0,0,"n_promo = (n_promo+1)",0,0,0);
	trans[0][830]	= settr(0,0,0,0,0,"up[prim] = 0",0,0,0);
	trans[0][831]	= settr(0,0,0,0,0,"att[prim] = 0",0,0,0);
	trans[0][882]	= settr(881,2,881,1,0,".(goto)", 1, 2, 0);
	T = trans[0][881] = settr(880,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(880,2,832,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(880,2,879,0,0,"DO", 1, 2, 0);
	trans[0][832]	= settr(831,2,877,244,0,"((rep[n]<rcv[n]))", 1, 2, 0);
	T = trans[ 0][877] = settr(876,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(876,0,833,0,0,"sub-sequence", 1, 2, 0);
	trans[0][833]	= settr(832,2,840,245,245,"h = wv[rep[n]]", 1, 2, 0); /* m: 834 -> 0,840 */
	reached0[834] = 1;
	trans[0][834]	= settr(0,0,0,0,0,"outright = wr[rep[n]]",0,0,0);
	trans[0][835]	= settr(0,0,0,0,0,"wasknown = (tr[n]==0)",0,0,0);
	T = trans[0][840] = settr(839,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(839,2,836,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(839,2,838,0,0,"IF", 1, 2, 0);
	trans[0][836]	= settr(835,2,863,246,246,"((!(outright)&&wasknown))", 1, 2, 0); /* m: 837 -> 863,0 */
	reached0[837] = 1;
	trans[0][837]	= settr(0,0,0,0,0,"h = ( ((dh[n]>h)) -> (dh[n]) : (h) )",0,0,0);
	trans[0][841]	= settr(840,2,842,1,0,".(goto)", 1, 2, 0); /* m: 842 -> 0,863 */
	reached0[842] = 1;
	trans[0][838]	= settr(837,2,839,2,0,"else", 1, 2, 0);
	trans[0][839]	= settr(838,2,863,247,247,"(1)", 1, 2, 0); /* m: 842 -> 863,0 */
	reached0[842] = 1;
	trans[0][842]	= settr(841,2,863,248,248,"fok = 1", 1, 2, 0);
	T = trans[0][863] = settr(862,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(862,2,843,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(862,2,861,0,0,"IF", 1, 2, 0);
	trans[0][843]	= settr(842,2,859,249,0,"((((h!=dh[n])||outright)||!(wasknown)))", 1, 2, 0);
	T = trans[0][859] = settr(858,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(858,2,844,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(858,2,846,0,0,"IF", 1, 2, 0);
	trans[0][844]	= settr(843,2,869,250,250,"(unw[n])", 1, 2, 0); /* m: 845 -> 869,0 */
	reached0[845] = 1;
	trans[0][845]	= settr(0,0,0,0,0,"fok = 0",0,0,0);
	trans[0][860]	= settr(859,2,869,1,0,".(goto)", 1, 2, 0);
	trans[0][846]	= settr(845,2,849,2,0,"else", 1, 2, 0);
	T = trans[ 0][849] = settr(848,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(848,0,847,0,0,"sub-sequence", 1, 2, 0);
	trans[0][847]	= settr(846,2,857,251,251,"fR[n] = h", 1, 2, 0); /* m: 848 -> 0,857 */
	reached0[848] = 1;
	trans[0][848]	= settr(0,0,0,0,0,"fD[n] = h",0,0,0);
	trans[0][850]	= settr(0,0,0,0,0,"dh[n] = h",0,0,0);
	trans[0][851]	= settr(0,0,0,0,0,"tr[n] = 0",0,0,0);
	T = trans[0][857] = settr(856,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(856,2,852,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(856,2,855,0,0,"IF", 1, 2, 0);
	trans[0][852]	= settr(851,2,869,252,252,"(outright)", 1, 2, 0); /* m: 853 -> 869,0 */
	reached0[853] = 1;
	trans[0][853]	= settr(0,0,0,0,0,"R[n] = h",0,0,0);
	trans[0][854]	= settr(0,0,0,0,0,"fl[n] = h",0,0,0);
	trans[0][858]	= settr(857,2,869,1,0,".(goto)", 1, 2, 0);
	trans[0][855]	= settr(854,2,856,2,0,"else", 1, 2, 0);
	trans[0][856]	= settr(855,2,869,1,0,"(1)", 1, 2, 0);
	trans[0][864]	= settr(863,2,869,1,0,".(goto)", 1, 2, 0);
	trans[0][861]	= settr(860,2,862,2,0,"else", 1, 2, 0);
	trans[0][862]	= settr(861,2,869,1,0,"(1)", 1, 2, 0);
	T = trans[0][869] = settr(868,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(868,2,865,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(868,2,867,0,0,"IF", 1, 2, 0);
	trans[0][865]	= settr(864,2,875,253,253,"(fok)", 1, 2, 0); /* m: 866 -> 875,0 */
	reached0[866] = 1;
	trans[0][866]	= settr(0,0,0,0,0,"R[n] = ( ((R[n]>h)) -> (R[n]) : (h) )",0,0,0);
	trans[0][870]	= settr(869,2,875,1,0,".(goto)", 1, 2, 0);
	trans[0][867]	= settr(866,2,868,2,0,"else", 1, 2, 0);
	trans[0][868]	= settr(867,2,875,1,0,"(1)", 1, 2, 0);
	T = trans[0][875] = settr(874,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(874,2,871,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(874,2,873,0,0,"IF", 1, 2, 0);
	trans[0][871]	= settr(870,2,881,254,254,"((fok||!(outright)))", 1, 2, 0); /* m: 872 -> 881,0 */
	reached0[872] = 1;
	trans[0][872]	= settr(0,0,0,0,0,"fl[n] = ( ((fl[n]>h)) -> (fl[n]) : (h) )",0,0,0);
	trans[0][876]	= settr(875,2,878,1,0,".(goto)", 1, 2, 0); /* m: 878 -> 0,881 */
	reached0[878] = 1;
	trans[0][873]	= settr(872,2,874,2,0,"else", 1, 2, 0);
	trans[0][874]	= settr(873,2,881,255,255,"(1)", 1, 2, 0); /* m: 878 -> 881,0 */
	reached0[878] = 1;
	trans[0][878]	= settr(877,2,881,256,256,"rep[n] = (rep[n]+1)", 1, 2, 0);
	trans[0][879]	= settr(878,2,884,2,0,"else", 1, 2, 0);
	trans[0][880]	= settr(879,2,884,1,0,"goto :b14", 1, 2, 0); /* m: 884 -> 0,897 */
	reached0[884] = 1;
	trans[0][883]	= settr(882,2,884,1,0,"break", 1, 2, 0);
	trans[0][884]	= settr(883,2,897,257,257,"wlen = rcv[n]", 1, 2, 0); /* m: 885 -> 0,897 */
	reached0[885] = 1;
	trans[0][885]	= settr(0,0,0,0,0,"ck[n] = wlen",0,0,0);
	trans[0][886]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][898]	= settr(897,2,897,1,0,".(goto)", 1, 2, 0);
	T = trans[0][897] = settr(896,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(896,2,887,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(896,2,895,0,0,"DO", 1, 2, 0);
	trans[0][887]	= settr(886,2,892,258,0,"((i<(1+0)))", 1, 2, 0);
	T = trans[0][892] = settr(891,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(891,2,888,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(891,2,890,0,0,"IF", 1, 2, 0);
	trans[0][888]	= settr(887,2,897,259,259,"((((i!=n)&&att[i])&&(rcv[i]>wlen)))", 1, 2, 0); /* m: 889 -> 897,0 */
	reached0[889] = 1;
	trans[0][889]	= settr(0,0,0,0,0,"att[i] = 0",0,0,0);
	trans[0][893]	= settr(892,2,894,1,0,".(goto)", 1, 2, 0); /* m: 894 -> 0,897 */
	reached0[894] = 1;
	trans[0][890]	= settr(889,2,891,2,0,"else", 1, 2, 0);
	trans[0][891]	= settr(890,2,897,260,260,"(1)", 1, 2, 0); /* m: 894 -> 897,0 */
	reached0[894] = 1;
	trans[0][894]	= settr(893,2,897,261,261,"i = (i+1)", 1, 2, 0);
	trans[0][895]	= settr(894,2,900,2,0,"else", 1, 2, 0);
	trans[0][896]	= settr(895,2,900,1,0,"goto :b15", 1, 2, 0); /* m: 900 -> 0,927 */
	reached0[900] = 1;
	trans[0][899]	= settr(898,2,900,1,0,"break", 1, 2, 0);
	trans[0][900]	= settr(899,2,927,262,262,"att[n] = 0", 1, 2, 0); /* m: 901 -> 0,927 */
	reached0[901] = 1;
	trans[0][901]	= settr(0,0,0,0,0,"prim = n",0,0,0);
	T = trans[ 0][927] = settr(926,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(926,0,902,0,0,"sub-sequence", 1, 2, 0);
	trans[0][902]	= settr(901,2,914,263,263,"fe = -(1)", 1, 2, 0); /* m: 903 -> 0,914 */
	reached0[903] = 1;
	trans[0][903]	= settr(0,0,0,0,0,"lv = 0",0,0,0);
	trans[0][904]	= settr(0,0,0,0,0,"dl = 0",0,0,0);
	trans[0][905]	= settr(0,0,0,0,0,"rs = 0",0,0,0);
	trans[0][906]	= settr(0,0,0,0,0,"jump = 0",0,0,0);
	trans[0][907]	= settr(0,0,0,0,0,"lk = 0",0,0,0);
	trans[0][908]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][915]	= settr(914,2,914,1,0,".(goto)", 1, 2, 0);
	T = trans[0][914] = settr(913,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(913,2,909,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(913,2,912,0,0,"DO", 1, 2, 0);
	trans[0][909]	= settr(908,2,914,264,264,"((i<2))", 1, 2, 0); /* m: 910 -> 914,0 */
	reached0[910] = 1;
	trans[0][910]	= settr(0,0,0,0,0,"st[i] = -(1)",0,0,0);
	trans[0][911]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][912]	= settr(911,2,917,2,0,"else", 1, 2, 0);
	trans[0][913]	= settr(912,2,917,1,0,"goto :b16", 1, 2, 0); /* m: 917 -> 0,924 */
	reached0[917] = 1;
	trans[0][916]	= settr(915,2,917,1,0,"break", 1, 2, 0);
	trans[0][917]	= settr(916,2,924,265,265,"i = 0", 1, 2, 0);
	trans[0][925]	= settr(924,2,924,1,0,".(goto)", 1, 2, 0);
	T = trans[0][924] = settr(923,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(923,2,918,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(923,2,922,0,0,"DO", 1, 2, 0);
	trans[0][918]	= settr(917,2,924,266,266,"((i<2))", 1, 2, 0); /* m: 919 -> 924,0 */
	reached0[919] = 1;
	trans[0][919]	= settr(0,0,0,0,0,"pc[i] = 0",0,0,0);
	trans[0][920]	= settr(0,0,0,0,0,"sess[i] = -(1)",0,0,0);
	trans[0][921]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][922]	= settr(921,2,935,2,0,"else", 1, 2, 0);
	trans[0][923]	= settr(922,2,935,1,0,"goto :b17", 1, 2, 0);
	trans[0][926]	= settr(925,2,935,1,0,"break", 1, 2, 0);
	T = trans[ 0][935] = settr(934,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(934,0,933,0,0,"sub-sequence", 1, 2, 0);
	T = trans[0][933] = settr(932,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(932,2,928,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(932,2,929,0,0,"IF", 1, 2, 0);
	trans[0][928]	= settr(927,0,1285,267,267,"clk = clk", 1, 2, 0); /* m: 936 -> 0,1285 */
	reached0[936] = 1;
	trans[0][934]	= settr(933,2,936,1,0,".(goto)", 1, 2, 0); /* m: 936 -> 0,1285 */
	reached0[936] = 1;
	trans[0][929]	= settr(928,0,1285,268,268,"(((n_back<1)&&(clk>0)))", 1, 2, 0); /* m: 930 -> 1285,0 */
	reached0[930] = 1;
	trans[0][930]	= settr(0,0,0,0,0,"clk = (clk-1)",0,0,0);
	trans[0][931]	= settr(0,0,0,0,0,"n_back = (n_back+1)",0,0,0);
	trans[0][932]	= settr(0,0,0,0,0,"printf('@@ the clock is 1 ms behind after it\\n')",0,0,0);
	trans[0][936]	= settr(935,0,1285,269,269,"printf('@@ standby %d promoted: R = floor = %d, clock %d\\n',n,fl[n],clk)", 1, 2, 0); /* m: 940 -> 0,1285 */
	reached0[940] = 1;
	trans[0][940]	= settr(939,0,1285,270,270,".(goto)", 1, 2, 0);
	trans[0][937]	= settr(936,2,938,2,0,"else", 1, 2, 0);
	trans[0][938]	= settr(937,0,1285,271,271,"(1)", 1, 2, 0); /* m: 940 -> 1285,0 */
	reached0[940] = 1;
	T = trans[ 0][974] = settr(973,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(973,2,942,0,0,"ATOMIC", 1, 2, 0);
	trans[0][942]	= settr(941,2,949,272,0,"((n_rejoin<0))", 1, 2, 0);
	T = trans[0][949] = settr(948,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(948,2,943,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(948,2,945,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(948,2,947,0,0,"IF", 1, 2, 0);
	trans[0][943]	= settr(942,2,970,273,273,"(((0!=prim)&&!(att[0])))", 1, 2, 0); /* m: 944 -> 970,0 */
	reached0[944] = 1;
	trans[0][944]	= settr(0,0,0,0,0,"n = 0",0,0,0);
	trans[0][950]	= settr(949,2,951,1,0,".(goto)", 1, 2, 0); /* m: 951 -> 0,970 */
	reached0[951] = 1;
	trans[0][945]	= settr(944,2,970,274,274,"((((1+0)>1)&&((1!=prim)&&!(att[1]))))", 1, 2, 0); /* m: 946 -> 970,0 */
	reached0[946] = 1;
	trans[0][946]	= settr(0,0,0,0,0,"n = 1",0,0,0);
	trans[0][947]	= settr(946,2,970,275,275,"((((1+0)>2)&&((2!=prim)&&!(att[2]))))", 1, 2, 0); /* m: 948 -> 970,0 */
	reached0[948] = 1;
	trans[0][948]	= settr(0,0,0,0,0,"n = 2",0,0,0);
	trans[0][951]	= settr(950,2,970,276,276,"n_rejoin = (n_rejoin+1)", 1, 2, 0); /* m: 952 -> 0,970 */
	reached0[952] = 1;
	trans[0][952]	= settr(0,0,0,0,0,"fR[n] = fR[prim]",0,0,0);
	trans[0][953]	= settr(0,0,0,0,0,"fD[n] = fR[prim]",0,0,0);
	trans[0][954]	= settr(0,0,0,0,0,"rcv[n] = wlen",0,0,0);
	trans[0][955]	= settr(0,0,0,0,0,"rep[n] = wlen",0,0,0);
	trans[0][956]	= settr(0,0,0,0,0,"ck[n] = wlen",0,0,0);
	trans[0][957]	= settr(0,0,0,0,0,"unw[n] = 0",0,0,0);
	trans[0][958]	= settr(0,0,0,0,0,"marker[n] = 0",0,0,0);
	T = trans[ 0][970] = settr(969,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(969,0,959,0,0,"sub-sequence", 1, 2, 0);
	trans[0][959]	= settr(958,2,968,277,277,"up[n] = 1", 1, 2, 0); /* m: 960 -> 0,968 */
	reached0[960] = 1;
	trans[0][960]	= settr(0,0,0,0,0,"dh[n] = fR[n]",0,0,0);
	trans[0][961]	= settr(0,0,0,0,0,"R[n] = fR[n]",0,0,0);
	trans[0][962]	= settr(0,0,0,0,0,"fl[n] = fR[n]",0,0,0);
	trans[0][963]	= settr(0,0,0,0,0,"tr[n] = 0",0,0,0);
	T = trans[0][968] = settr(967,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(967,2,964,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(967,2,966,0,0,"IF", 1, 2, 0);
	trans[0][964]	= settr(963,0,1285,278,278,"(((fR[n]==-(1))&&marker[n]))", 1, 2, 0); /* m: 965 -> 1285,0 */
	reached0[965] = 1;
	trans[0][965]	= settr(0,0,0,0,0,"tr[n] = 2",0,0,0);
	trans[0][969]	= settr(968,2,971,1,0,".(goto)", 1, 2, 0); /* m: 971 -> 0,1285 */
	reached0[971] = 1;
	trans[0][966]	= settr(965,2,967,2,0,"else", 1, 2, 0);
	trans[0][967]	= settr(966,0,1285,279,279,"(1)", 1, 2, 0); /* m: 971 -> 1285,0 */
	reached0[971] = 1;
	trans[0][971]	= settr(970,0,1285,280,280,"att[n] = 1", 1, 2, 0); /* m: 972 -> 0,1285 */
	reached0[972] = 1;
	trans[0][972]	= settr(0,0,0,0,0,"strm[n] = 1",0,0,0);
	trans[0][973]	= settr(0,0,0,0,0,"printf('@@ node %d rebuilt as a standby of node %d\\n',n,prim)",0,0,0);
	T = trans[ 0][980] = settr(979,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(979,2,975,0,0,"ATOMIC", 1, 2, 0);
	trans[0][975]	= settr(974,0,1285,281,281,"(((0&&!(bk))&&up[prim]))", 1, 2, 0); /* m: 976 -> 1285,0 */
	reached0[976] = 1;
	trans[0][976]	= settr(0,0,0,0,0,"bk = 1",0,0,0);
	trans[0][977]	= settr(0,0,0,0,0,"bkR = fR[prim]",0,0,0);
	trans[0][978]	= settr(0,0,0,0,0,"bkw = wlen",0,0,0);
	trans[0][979]	= settr(0,0,0,0,0,"printf('@@ base backup (file R %d)\\n',bkR)",0,0,0);
	T = trans[ 0][1097] = settr(1096,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(1096,2,981,0,0,"ATOMIC", 1, 2, 0);
	trans[0][981]	= settr(980,2,988,282,282,"((((0&&bk)&&(n_pitr<0))&&up[prim]))", 1, 2, 0); /* m: 982 -> 988,0 */
	reached0[982] = 1;
	trans[0][982]	= settr(0,0,0,0,0,"n_pitr = (n_pitr+1)",0,0,0);
	trans[0][983]	= settr(0,0,0,0,0,"up[prim] = 0",0,0,0);
	trans[0][984]	= settr(0,0,0,0,0,"i = bkw",0,0,0);
	trans[0][989]	= settr(988,2,988,1,0,".(goto)", 1, 2, 0);
	T = trans[0][988] = settr(987,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(987,2,987,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(987,2,985,0,0,"DO", 1, 2, 0);
	trans[0][987]	= settr(986,2,1087,283,283,"goto :b18", 1, 2, 0); /* m: 991 -> 0,1087 */
	reached0[991] = 1;
	trans[0][985]	= settr(984,2,988,284,284,"((i<wlen))", 1, 2, 0); /* m: 986 -> 988,0 */
	reached0[986] = 1;
	trans[0][986]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][990]	= settr(989,2,991,1,0,"break", 1, 2, 0);
	trans[0][991]	= settr(990,2,1087,285,285,"fR[prim] = bkR", 1, 2, 0); /* m: 992 -> 0,1087 */
	reached0[992] = 1;
	trans[0][992]	= settr(0,0,0,0,0,"fD[prim] = bkR",0,0,0);
	trans[0][993]	= settr(0,0,0,0,0,"ck[prim] = bkw",0,0,0);
	trans[0][994]	= settr(0,0,0,0,0,"wlen = i",0,0,0);
	T = trans[ 0][1087] = settr(1086,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1086,0,1020,0,0,"sub-sequence", 1, 2, 0);
	T = trans[ 0][1020] = settr(1019,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1019,0,995,0,0,"sub-sequence", 1, 2, 0);
	trans[0][995]	= settr(994,2,1007,286,286,"fe = -(1)", 1, 2, 0); /* m: 996 -> 0,1007 */
	reached0[996] = 1;
	trans[0][996]	= settr(0,0,0,0,0,"lv = 0",0,0,0);
	trans[0][997]	= settr(0,0,0,0,0,"dl = 0",0,0,0);
	trans[0][998]	= settr(0,0,0,0,0,"rs = 0",0,0,0);
	trans[0][999]	= settr(0,0,0,0,0,"jump = 0",0,0,0);
	trans[0][1000]	= settr(0,0,0,0,0,"lk = 0",0,0,0);
	trans[0][1001]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][1008]	= settr(1007,2,1007,1,0,".(goto)", 1, 2, 0);
	T = trans[0][1007] = settr(1006,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(1006,2,1002,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(1006,2,1005,0,0,"DO", 1, 2, 0);
	trans[0][1002]	= settr(1001,2,1007,287,287,"((i<2))", 1, 2, 0); /* m: 1003 -> 1007,0 */
	reached0[1003] = 1;
	trans[0][1003]	= settr(0,0,0,0,0,"st[i] = -(1)",0,0,0);
	trans[0][1004]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][1005]	= settr(1004,2,1010,2,0,"else", 1, 2, 0);
	trans[0][1006]	= settr(1005,2,1010,1,0,"goto :b19", 1, 2, 0); /* m: 1010 -> 0,1017 */
	reached0[1010] = 1;
	trans[0][1009]	= settr(1008,2,1010,1,0,"break", 1, 2, 0);
	trans[0][1010]	= settr(1009,2,1017,288,288,"i = 0", 1, 2, 0);
	trans[0][1018]	= settr(1017,2,1017,1,0,".(goto)", 1, 2, 0);
	T = trans[0][1017] = settr(1016,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(1016,2,1011,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(1016,2,1015,0,0,"DO", 1, 2, 0);
	trans[0][1011]	= settr(1010,2,1017,289,289,"((i<2))", 1, 2, 0); /* m: 1012 -> 1017,0 */
	reached0[1012] = 1;
	trans[0][1012]	= settr(0,0,0,0,0,"pc[i] = 0",0,0,0);
	trans[0][1013]	= settr(0,0,0,0,0,"sess[i] = -(1)",0,0,0);
	trans[0][1014]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][1015]	= settr(1014,2,1032,2,0,"else", 1, 2, 0);
	trans[0][1016]	= settr(1015,2,1032,1,0,"goto :b20", 1, 2, 0);
	trans[0][1019]	= settr(1018,2,1032,1,0,"break", 1, 2, 0);
	T = trans[ 0][1032] = settr(1031,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1031,0,1021,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1021]	= settr(1020,2,1030,290,290,"up[prim] = 1", 1, 2, 0); /* m: 1022 -> 0,1030 */
	reached0[1022] = 1;
	trans[0][1022]	= settr(0,0,0,0,0,"dh[prim] = fR[prim]",0,0,0);
	trans[0][1023]	= settr(0,0,0,0,0,"R[prim] = fR[prim]",0,0,0);
	trans[0][1024]	= settr(0,0,0,0,0,"fl[prim] = fR[prim]",0,0,0);
	trans[0][1025]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	T = trans[0][1030] = settr(1029,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1029,2,1026,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1029,2,1028,0,0,"IF", 1, 2, 0);
	trans[0][1026]	= settr(1025,2,1083,291,291,"(((fR[prim]==-(1))&&marker[prim]))", 1, 2, 0); /* m: 1027 -> 1083,0 */
	reached0[1027] = 1;
	trans[0][1027]	= settr(0,0,0,0,0,"tr[prim] = 2",0,0,0);
	trans[0][1031]	= settr(1030,2,1033,1,0,".(goto)", 1, 2, 0); /* m: 1033 -> 0,1083 */
	reached0[1033] = 1;
	trans[0][1028]	= settr(1027,2,1029,2,0,"else", 1, 2, 0);
	trans[0][1029]	= settr(1028,2,1083,292,292,"(1)", 1, 2, 0); /* m: 1033 -> 1083,0 */
	reached0[1033] = 1;
	trans[0][1033]	= settr(1032,2,1083,293,293,"j = ck[prim]", 1, 2, 0);
	trans[0][1084]	= settr(1083,2,1083,1,0,".(goto)", 1, 2, 0);
	T = trans[0][1083] = settr(1082,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(1082,2,1034,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(1082,2,1081,0,0,"DO", 1, 2, 0);
	trans[0][1034]	= settr(1033,2,1079,294,0,"((j<wlen))", 1, 2, 0);
	T = trans[ 0][1079] = settr(1078,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1078,0,1035,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1035]	= settr(1034,2,1042,295,295,"h = wv[j]", 1, 2, 0); /* m: 1036 -> 0,1042 */
	reached0[1036] = 1;
	trans[0][1036]	= settr(0,0,0,0,0,"outright = wr[j]",0,0,0);
	trans[0][1037]	= settr(0,0,0,0,0,"wasknown = (tr[prim]==0)",0,0,0);
	T = trans[0][1042] = settr(1041,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1041,2,1038,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1041,2,1040,0,0,"IF", 1, 2, 0);
	trans[0][1038]	= settr(1037,2,1065,296,296,"((!(outright)&&wasknown))", 1, 2, 0); /* m: 1039 -> 1065,0 */
	reached0[1039] = 1;
	trans[0][1039]	= settr(0,0,0,0,0,"h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )",0,0,0);
	trans[0][1043]	= settr(1042,2,1044,1,0,".(goto)", 1, 2, 0); /* m: 1044 -> 0,1065 */
	reached0[1044] = 1;
	trans[0][1040]	= settr(1039,2,1041,2,0,"else", 1, 2, 0);
	trans[0][1041]	= settr(1040,2,1065,297,297,"(1)", 1, 2, 0); /* m: 1044 -> 1065,0 */
	reached0[1044] = 1;
	trans[0][1044]	= settr(1043,2,1065,298,298,"fok = 1", 1, 2, 0);
	T = trans[0][1065] = settr(1064,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1064,2,1045,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1064,2,1063,0,0,"IF", 1, 2, 0);
	trans[0][1045]	= settr(1044,2,1061,299,0,"((((h!=dh[prim])||outright)||!(wasknown)))", 1, 2, 0);
	T = trans[0][1061] = settr(1060,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1060,2,1046,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1060,2,1048,0,0,"IF", 1, 2, 0);
	trans[0][1046]	= settr(1045,2,1071,300,300,"(unw[prim])", 1, 2, 0); /* m: 1047 -> 1071,0 */
	reached0[1047] = 1;
	trans[0][1047]	= settr(0,0,0,0,0,"fok = 0",0,0,0);
	trans[0][1062]	= settr(1061,2,1071,1,0,".(goto)", 1, 2, 0);
	trans[0][1048]	= settr(1047,2,1051,2,0,"else", 1, 2, 0);
	T = trans[ 0][1051] = settr(1050,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1050,0,1049,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1049]	= settr(1048,2,1059,301,301,"fR[prim] = h", 1, 2, 0); /* m: 1050 -> 0,1059 */
	reached0[1050] = 1;
	trans[0][1050]	= settr(0,0,0,0,0,"fD[prim] = h",0,0,0);
	trans[0][1052]	= settr(0,0,0,0,0,"dh[prim] = h",0,0,0);
	trans[0][1053]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	T = trans[0][1059] = settr(1058,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1058,2,1054,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1058,2,1057,0,0,"IF", 1, 2, 0);
	trans[0][1054]	= settr(1053,2,1071,302,302,"(outright)", 1, 2, 0); /* m: 1055 -> 1071,0 */
	reached0[1055] = 1;
	trans[0][1055]	= settr(0,0,0,0,0,"R[prim] = h",0,0,0);
	trans[0][1056]	= settr(0,0,0,0,0,"fl[prim] = h",0,0,0);
	trans[0][1060]	= settr(1059,2,1071,1,0,".(goto)", 1, 2, 0);
	trans[0][1057]	= settr(1056,2,1058,2,0,"else", 1, 2, 0);
	trans[0][1058]	= settr(1057,2,1071,1,0,"(1)", 1, 2, 0);
	trans[0][1066]	= settr(1065,2,1071,1,0,".(goto)", 1, 2, 0);
	trans[0][1063]	= settr(1062,2,1064,2,0,"else", 1, 2, 0);
	trans[0][1064]	= settr(1063,2,1071,1,0,"(1)", 1, 2, 0);
	T = trans[0][1071] = settr(1070,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1070,2,1067,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1070,2,1069,0,0,"IF", 1, 2, 0);
	trans[0][1067]	= settr(1066,2,1077,303,303,"(fok)", 1, 2, 0); /* m: 1068 -> 1077,0 */
	reached0[1068] = 1;
	trans[0][1068]	= settr(0,0,0,0,0,"R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )",0,0,0);
	trans[0][1072]	= settr(1071,2,1077,1,0,".(goto)", 1, 2, 0);
	trans[0][1069]	= settr(1068,2,1070,2,0,"else", 1, 2, 0);
	trans[0][1070]	= settr(1069,2,1077,1,0,"(1)", 1, 2, 0);
	T = trans[0][1077] = settr(1076,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1076,2,1073,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1076,2,1075,0,0,"IF", 1, 2, 0);
	trans[0][1073]	= settr(1072,2,1083,304,304,"((fok||!(outright)))", 1, 2, 0); /* m: 1074 -> 1083,0 */
	reached0[1074] = 1;
	trans[0][1074]	= settr(0,0,0,0,0,"fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )",0,0,0);
	trans[0][1078]	= settr(1077,2,1080,1,0,".(goto)", 1, 2, 0); /* m: 1080 -> 0,1083 */
	reached0[1080] = 1;
	trans[0][1075]	= settr(1074,2,1076,2,0,"else", 1, 2, 0);
	trans[0][1076]	= settr(1075,2,1083,305,305,"(1)", 1, 2, 0); /* m: 1080 -> 1083,0 */
	reached0[1080] = 1;
	trans[0][1080]	= settr(1079,2,1083,306,306,"j = (j+1)", 1, 2, 0);
	trans[0][1081]	= settr(1080,2,1086,2,0,"else", 1, 2, 0);
	trans[0][1082]	= settr(1081,2,1086,1,0,"goto :b21", 1, 2, 0); /* m: 1086 -> 0,1095 */
	reached0[1086] = 1;
	trans[0][1085]	= settr(1084,2,1086,1,0,"break", 1, 2, 0);
	trans[0][1086]	= settr(1085,2,1095,307,307,"ck[prim] = wlen", 1, 2, 0);
	T = trans[ 0][1095] = settr(1094,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1094,0,1093,0,0,"sub-sequence", 1, 2, 0);
	T = trans[0][1093] = settr(1092,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1092,2,1088,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1092,2,1089,0,0,"IF", 1, 2, 0);
	trans[0][1088]	= settr(1087,0,1285,308,308,"clk = clk", 1, 2, 0); /* m: 1094 -> 0,1285 */
	reached0[1094] = 1;
	trans[0][1094]	= settr(1093,0,1285,309,309,".(goto)", 1, 2, 0); /* m: 1096 -> 0,1285 */
	reached0[1096] = 1;
	trans[0][1089]	= settr(1088,0,1285,310,310,"(((n_back<1)&&(clk>0)))", 1, 2, 0); /* m: 1090 -> 1285,0 */
	reached0[1090] = 1;
	trans[0][1090]	= settr(0,0,0,0,0,"clk = (clk-1)",0,0,0);
	trans[0][1091]	= settr(0,0,0,0,0,"n_back = (n_back+1)",0,0,0);
	trans[0][1092]	= settr(0,0,0,0,0,"printf('@@ the clock is 1 ms behind after it\\n')",0,0,0);
	trans[0][1096]	= settr(0,0,0,0,0,"printf('@@ point-in-time recovery to record %d: R = floor = %d, clock %d\\n',i,fl[prim],clk)",0,0,0);
	T = trans[ 0][1220] = settr(1219,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(1219,2,1098,0,0,"ATOMIC", 1, 2, 0);
	trans[0][1098]	= settr(1097,2,1102,311,311,"(((up[prim]&&(n_upgrade<0))&&(lk==0)))", 1, 2, 0); /* m: 1099 -> 1102,0 */
	reached0[1099] = 1;
	trans[0][1099]	= settr(0,0,0,0,0,"n_upgrade = (n_upgrade+1)",0,0,0);
	T = trans[ 0][1102] = settr(1101,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1101,0,1100,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1100]	= settr(1099,2,1110,312,312,"h = ( ((st[0]>st[1])) -> (st[0]) : (st[1]) )", 1, 2, 0); /* m: 1101 -> 0,1110 */
	reached0[1101] = 1;
	trans[0][1101]	= settr(0,0,0,0,0,"h = ( ((h==-(1))) -> (-(1)) : ((h/2)) )",0,0,0);
	trans[0][1103]	= settr(0,0,0,0,0,"h = ( ((h>fl[prim])) -> (h) : (fl[prim]) )",0,0,0);
	T = trans[0][1110] = settr(1109,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1109,2,1104,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1109,2,1108,0,0,"IF", 1, 2, 0);
	trans[0][1104]	= settr(1103,2,1107,313,0,"(((h!=-(1))&&(h<dh[prim])))", 1, 2, 0);
	T = trans[ 0][1107] = settr(1106,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1106,0,1105,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1105]	= settr(1104,2,1210,314,314,"fR[prim] = h", 1, 2, 0); /* m: 1106 -> 0,1210 */
	reached0[1106] = 1;
	trans[0][1106]	= settr(0,0,0,0,0,"fD[prim] = h",0,0,0);
	trans[0][1111]	= settr(1110,2,1112,1,0,".(goto)", 1, 2, 0); /* m: 1112 -> 0,1210 */
	reached0[1112] = 1;
	trans[0][1108]	= settr(1107,2,1109,2,0,"else", 1, 2, 0);
	trans[0][1109]	= settr(1108,2,1210,315,315,"(1)", 1, 2, 0); /* m: 1112 -> 1210,0 */
	reached0[1112] = 1;
	trans[0][1112]	= settr(1111,2,1210,316,316,"oldR = fR[prim]", 1, 2, 0); /* m: 1113 -> 0,1210 */
	reached0[1113] = 1;
	trans[0][1113]	= settr(0,0,0,0,0,"up[prim] = 0",0,0,0);
	trans[0][1114]	= settr(0,0,0,0,0,"fR[prim] = -(1)",0,0,0);
	trans[0][1115]	= settr(0,0,0,0,0,"fD[prim] = -(1)",0,0,0);
	trans[0][1116]	= settr(0,0,0,0,0,"marker[prim] = 1",0,0,0);
	trans[0][1117]	= settr(0,0,0,0,0,"ck[prim] = wlen",0,0,0);
	T = trans[ 0][1210] = settr(1209,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1209,0,1143,0,0,"sub-sequence", 1, 2, 0);
	T = trans[ 0][1143] = settr(1142,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1142,0,1118,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1118]	= settr(1117,2,1130,317,317,"fe = -(1)", 1, 2, 0); /* m: 1119 -> 0,1130 */
	reached0[1119] = 1;
	trans[0][1119]	= settr(0,0,0,0,0,"lv = 0",0,0,0);
	trans[0][1120]	= settr(0,0,0,0,0,"dl = 0",0,0,0);
	trans[0][1121]	= settr(0,0,0,0,0,"rs = 0",0,0,0);
	trans[0][1122]	= settr(0,0,0,0,0,"jump = 0",0,0,0);
	trans[0][1123]	= settr(0,0,0,0,0,"lk = 0",0,0,0);
	trans[0][1124]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][1131]	= settr(1130,2,1130,1,0,".(goto)", 1, 2, 0);
	T = trans[0][1130] = settr(1129,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(1129,2,1125,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(1129,2,1128,0,0,"DO", 1, 2, 0);
	trans[0][1125]	= settr(1124,2,1130,318,318,"((i<2))", 1, 2, 0); /* m: 1126 -> 1130,0 */
	reached0[1126] = 1;
	trans[0][1126]	= settr(0,0,0,0,0,"st[i] = -(1)",0,0,0);
	trans[0][1127]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][1128]	= settr(1127,2,1133,2,0,"else", 1, 2, 0);
	trans[0][1129]	= settr(1128,2,1133,1,0,"goto :b22", 1, 2, 0); /* m: 1133 -> 0,1140 */
	reached0[1133] = 1;
	trans[0][1132]	= settr(1131,2,1133,1,0,"break", 1, 2, 0);
	trans[0][1133]	= settr(1132,2,1140,319,319,"i = 0", 1, 2, 0);
	trans[0][1141]	= settr(1140,2,1140,1,0,".(goto)", 1, 2, 0);
	T = trans[0][1140] = settr(1139,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(1139,2,1134,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(1139,2,1138,0,0,"DO", 1, 2, 0);
	trans[0][1134]	= settr(1133,2,1140,320,320,"((i<2))", 1, 2, 0); /* m: 1135 -> 1140,0 */
	reached0[1135] = 1;
	trans[0][1135]	= settr(0,0,0,0,0,"pc[i] = 0",0,0,0);
	trans[0][1136]	= settr(0,0,0,0,0,"sess[i] = -(1)",0,0,0);
	trans[0][1137]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][1138]	= settr(1137,2,1155,2,0,"else", 1, 2, 0);
	trans[0][1139]	= settr(1138,2,1155,1,0,"goto :b23", 1, 2, 0);
	trans[0][1142]	= settr(1141,2,1155,1,0,"break", 1, 2, 0);
	T = trans[ 0][1155] = settr(1154,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1154,0,1144,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1144]	= settr(1143,2,1153,321,321,"up[prim] = 1", 1, 2, 0); /* m: 1145 -> 0,1153 */
	reached0[1145] = 1;
	trans[0][1145]	= settr(0,0,0,0,0,"dh[prim] = fR[prim]",0,0,0);
	trans[0][1146]	= settr(0,0,0,0,0,"R[prim] = fR[prim]",0,0,0);
	trans[0][1147]	= settr(0,0,0,0,0,"fl[prim] = fR[prim]",0,0,0);
	trans[0][1148]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	T = trans[0][1153] = settr(1152,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1152,2,1149,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1152,2,1151,0,0,"IF", 1, 2, 0);
	trans[0][1149]	= settr(1148,2,1206,322,322,"(((fR[prim]==-(1))&&marker[prim]))", 1, 2, 0); /* m: 1150 -> 1206,0 */
	reached0[1150] = 1;
	trans[0][1150]	= settr(0,0,0,0,0,"tr[prim] = 2",0,0,0);
	trans[0][1154]	= settr(1153,2,1156,1,0,".(goto)", 1, 2, 0); /* m: 1156 -> 0,1206 */
	reached0[1156] = 1;
	trans[0][1151]	= settr(1150,2,1152,2,0,"else", 1, 2, 0);
	trans[0][1152]	= settr(1151,2,1206,323,323,"(1)", 1, 2, 0); /* m: 1156 -> 1206,0 */
	reached0[1156] = 1;
	trans[0][1156]	= settr(1155,2,1206,324,324,"j = ck[prim]", 1, 2, 0);
	trans[0][1207]	= settr(1206,2,1206,1,0,".(goto)", 1, 2, 0);
	T = trans[0][1206] = settr(1205,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(1205,2,1157,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(1205,2,1204,0,0,"DO", 1, 2, 0);
	trans[0][1157]	= settr(1156,2,1202,325,0,"((j<wlen))", 1, 2, 0);
	T = trans[ 0][1202] = settr(1201,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1201,0,1158,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1158]	= settr(1157,2,1165,326,326,"h = wv[j]", 1, 2, 0); /* m: 1159 -> 0,1165 */
	reached0[1159] = 1;
	trans[0][1159]	= settr(0,0,0,0,0,"outright = wr[j]",0,0,0);
	trans[0][1160]	= settr(0,0,0,0,0,"wasknown = (tr[prim]==0)",0,0,0);
	T = trans[0][1165] = settr(1164,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1164,2,1161,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1164,2,1163,0,0,"IF", 1, 2, 0);
	trans[0][1161]	= settr(1160,2,1188,327,327,"((!(outright)&&wasknown))", 1, 2, 0); /* m: 1162 -> 1188,0 */
	reached0[1162] = 1;
	trans[0][1162]	= settr(0,0,0,0,0,"h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )",0,0,0);
	trans[0][1166]	= settr(1165,2,1167,1,0,".(goto)", 1, 2, 0); /* m: 1167 -> 0,1188 */
	reached0[1167] = 1;
	trans[0][1163]	= settr(1162,2,1164,2,0,"else", 1, 2, 0);
	trans[0][1164]	= settr(1163,2,1188,328,328,"(1)", 1, 2, 0); /* m: 1167 -> 1188,0 */
	reached0[1167] = 1;
	trans[0][1167]	= settr(1166,2,1188,329,329,"fok = 1", 1, 2, 0);
	T = trans[0][1188] = settr(1187,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1187,2,1168,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1187,2,1186,0,0,"IF", 1, 2, 0);
	trans[0][1168]	= settr(1167,2,1184,330,0,"((((h!=dh[prim])||outright)||!(wasknown)))", 1, 2, 0);
	T = trans[0][1184] = settr(1183,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1183,2,1169,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1183,2,1171,0,0,"IF", 1, 2, 0);
	trans[0][1169]	= settr(1168,2,1194,331,331,"(unw[prim])", 1, 2, 0); /* m: 1170 -> 1194,0 */
	reached0[1170] = 1;
	trans[0][1170]	= settr(0,0,0,0,0,"fok = 0",0,0,0);
	trans[0][1185]	= settr(1184,2,1194,1,0,".(goto)", 1, 2, 0);
	trans[0][1171]	= settr(1170,2,1174,2,0,"else", 1, 2, 0);
	T = trans[ 0][1174] = settr(1173,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1173,0,1172,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1172]	= settr(1171,2,1182,332,332,"fR[prim] = h", 1, 2, 0); /* m: 1173 -> 0,1182 */
	reached0[1173] = 1;
	trans[0][1173]	= settr(0,0,0,0,0,"fD[prim] = h",0,0,0);
	trans[0][1175]	= settr(0,0,0,0,0,"dh[prim] = h",0,0,0);
	trans[0][1176]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	T = trans[0][1182] = settr(1181,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1181,2,1177,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1181,2,1180,0,0,"IF", 1, 2, 0);
	trans[0][1177]	= settr(1176,2,1194,333,333,"(outright)", 1, 2, 0); /* m: 1178 -> 1194,0 */
	reached0[1178] = 1;
	trans[0][1178]	= settr(0,0,0,0,0,"R[prim] = h",0,0,0);
	trans[0][1179]	= settr(0,0,0,0,0,"fl[prim] = h",0,0,0);
	trans[0][1183]	= settr(1182,2,1194,1,0,".(goto)", 1, 2, 0);
	trans[0][1180]	= settr(1179,2,1181,2,0,"else", 1, 2, 0);
	trans[0][1181]	= settr(1180,2,1194,1,0,"(1)", 1, 2, 0);
	trans[0][1189]	= settr(1188,2,1194,1,0,".(goto)", 1, 2, 0);
	trans[0][1186]	= settr(1185,2,1187,2,0,"else", 1, 2, 0);
	trans[0][1187]	= settr(1186,2,1194,1,0,"(1)", 1, 2, 0);
	T = trans[0][1194] = settr(1193,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1193,2,1190,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1193,2,1192,0,0,"IF", 1, 2, 0);
	trans[0][1190]	= settr(1189,2,1200,334,334,"(fok)", 1, 2, 0); /* m: 1191 -> 1200,0 */
	reached0[1191] = 1;
	trans[0][1191]	= settr(0,0,0,0,0,"R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )",0,0,0);
	trans[0][1195]	= settr(1194,2,1200,1,0,".(goto)", 1, 2, 0);
	trans[0][1192]	= settr(1191,2,1193,2,0,"else", 1, 2, 0);
	trans[0][1193]	= settr(1192,2,1200,1,0,"(1)", 1, 2, 0);
	T = trans[0][1200] = settr(1199,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1199,2,1196,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1199,2,1198,0,0,"IF", 1, 2, 0);
	trans[0][1196]	= settr(1195,2,1206,335,335,"((fok||!(outright)))", 1, 2, 0); /* m: 1197 -> 1206,0 */
	reached0[1197] = 1;
	trans[0][1197]	= settr(0,0,0,0,0,"fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )",0,0,0);
	trans[0][1201]	= settr(1200,2,1203,1,0,".(goto)", 1, 2, 0); /* m: 1203 -> 0,1206 */
	reached0[1203] = 1;
	trans[0][1198]	= settr(1197,2,1199,2,0,"else", 1, 2, 0);
	trans[0][1199]	= settr(1198,2,1206,336,336,"(1)", 1, 2, 0); /* m: 1203 -> 1206,0 */
	reached0[1203] = 1;
	trans[0][1203]	= settr(1202,2,1206,337,337,"j = (j+1)", 1, 2, 0);
	trans[0][1204]	= settr(1203,2,1209,2,0,"else", 1, 2, 0);
	trans[0][1205]	= settr(1204,2,1209,1,0,"goto :b24", 1, 2, 0); /* m: 1209 -> 0,1218 */
	reached0[1209] = 1;
	trans[0][1208]	= settr(1207,2,1209,1,0,"break", 1, 2, 0);
	trans[0][1209]	= settr(1208,2,1218,338,338,"ck[prim] = wlen", 1, 2, 0);
	T = trans[ 0][1218] = settr(1217,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1217,0,1216,0,0,"sub-sequence", 1, 2, 0);
	T = trans[0][1216] = settr(1215,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1215,2,1211,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1215,2,1212,0,0,"IF", 1, 2, 0);
	trans[0][1211]	= settr(1210,0,1285,339,339,"clk = clk", 1, 2, 0); /* m: 1217 -> 0,1285 */
	reached0[1217] = 1;
	trans[0][1217]	= settr(1216,0,1285,340,340,".(goto)", 1, 2, 0); /* m: 1219 -> 0,1285 */
	reached0[1219] = 1;
	trans[0][1212]	= settr(1211,0,1285,341,341,"(((n_back<1)&&(clk>0)))", 1, 2, 0); /* m: 1213 -> 1285,0 */
	reached0[1213] = 1;
	trans[0][1213]	= settr(0,0,0,0,0,"clk = (clk-1)",0,0,0);
	trans[0][1214]	= settr(0,0,0,0,0,"n_back = (n_back+1)",0,0,0);
	trans[0][1215]	= settr(0,0,0,0,0,"printf('@@ the clock is 1 ms behind after it\\n')",0,0,0);
	trans[0][1219]	= settr(0,0,0,0,0,"printf('@@ pg_upgrade (the old file has R %d): a new server, clock %d, trouble %d (2: SF003 until restored)\\n',oldR,clk,tr[prim])",0,0,0);
	T = trans[ 0][1225] = settr(1224,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(1224,2,1221,0,0,"ATOMIC", 1, 2, 0);
	trans[0][1221]	= settr(1220,0,1285,342,342,"((((0&&!(bk))&&up[prim])&&(fR[prim]!=-(1))))", 1, 2, 0); /* m: 1222 -> 1285,0 */
	reached0[1222] = 1;
	trans[0][1222]	= settr(0,0,0,0,0,"bk = 1",0,0,0);
	trans[0][1223]	= settr(0,0,0,0,0,"bkR = fR[prim]",0,0,0);
	trans[0][1224]	= settr(0,0,0,0,0,"printf('@@ a copy of the file is taken (R %d)\\n',bkR)",0,0,0);
	T = trans[ 0][1258] = settr(1257,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(1257,2,1226,0,0,"ATOMIC", 1, 2, 0);
	trans[0][1226]	= settr(1225,2,1233,343,343,"(((((((((up[prim]&&(n_restore<0))&&(lk==0))&&!(rs))&&(st[0]==-(1)))&&(st[1]==-(1)))&&((oldR!=-(1))||bk))&&(wlen<4))&&!(unw[prim])))", 1, 2, 0); /* m: 1227 -> 1233,0 */
	reached0[1227] = 1;
	trans[0][1227]	= settr(0,0,0,0,0,"n_restore = (n_restore+1)",0,0,0);
	trans[0][1228]	= settr(0,0,0,0,0,"h = ( ((oldR!=-(1))) -> (oldR) : (bkR) )",0,0,0);
	T = trans[0][1233] = settr(1232,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1232,2,1229,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1232,2,1231,0,0,"IF", 1, 2, 0);
	trans[0][1229]	= settr(1228,2,1238,344,344,"((tr[prim]==0))", 1, 2, 0); /* m: 1230 -> 1238,0 */
	reached0[1230] = 1;
	trans[0][1230]	= settr(0,0,0,0,0,"h = ( ((dh[prim]>h)) -> (dh[prim]) : (h) )",0,0,0);
	trans[0][1234]	= settr(1233,2,1235,1,0,".(goto)", 1, 2, 0); /* m: 1235 -> 0,1238 */
	reached0[1235] = 1;
	trans[0][1231]	= settr(1230,2,1232,2,0,"else", 1, 2, 0);
	trans[0][1232]	= settr(1231,2,1238,345,345,"(1)", 1, 2, 0); /* m: 1235 -> 1238,0 */
	reached0[1235] = 1;
	trans[0][1235]	= settr(1234,2,1238,346,346,"h = ( ((h>fl[prim])) -> (h) : (fl[prim]) )", 1, 2, 0);
	T = trans[ 0][1238] = settr(1237,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1237,0,1236,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1236]	= settr(1235,2,1250,347,347,"fR[prim] = h", 1, 2, 0); /* m: 1237 -> 0,1250 */
	reached0[1237] = 1;
	trans[0][1237]	= settr(0,0,0,0,0,"fD[prim] = h",0,0,0);
	trans[0][1239]	= settr(0,0,0,0,0,"wv[wlen] = h",0,0,0);
	trans[0][1240]	= settr(0,0,0,0,0,"wr[wlen] = 0",0,0,0);
	trans[0][1241]	= settr(0,0,0,0,0,"wlen = (wlen+1)",0,0,0);
	trans[0][1242]	= settr(0,0,0,0,0,"dl = wlen",0,0,0);
	trans[0][1243]	= settr(0,0,0,0,0,"lv = 1",0,0,0);
	trans[0][1244]	= settr(0,0,0,0,0,"dh[prim] = h",0,0,0);
	trans[0][1245]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	trans[0][1246]	= settr(0,0,0,0,0,"marker[prim] = 0",0,0,0);
	trans[0][1247]	= settr(0,0,0,0,0,"fl[prim] = ( ((fl[prim]>h)) -> (fl[prim]) : (h) )",0,0,0);
	T = trans[ 0][1250] = settr(1249,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1249,0,1248,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1248]	= settr(1247,2,1255,348,348,"confirmed = 0", 1, 2, 0); /* m: 1249 -> 0,1255 */
	reached0[1249] = 1;
	trans[0][1249]	= settr(0,0,0,0,0,"confirmed = 1",0,0,0);
	T = trans[0][1255] = settr(1254,2,0,0,0,"IF", 1, 2, 0);
	T = T->nxt	= settr(1254,2,1251,0,0,"IF", 1, 2, 0);
	    T->nxt	= settr(1254,2,1253,0,0,"IF", 1, 2, 0);
	trans[0][1251]	= settr(1250,0,1285,349,349,"(confirmed)", 1, 2, 0); /* m: 1252 -> 1285,0 */
	reached0[1252] = 1;
	trans[0][1252]	= settr(0,0,0,0,0,"R[prim] = ( ((R[prim]>h)) -> (R[prim]) : (h) )",0,0,0);
	trans[0][1256]	= settr(1255,0,1285,350,350,".(goto)", 1, 2, 0); /* m: 1257 -> 0,1285 */
	reached0[1257] = 1;
	trans[0][1253]	= settr(1252,2,1254,2,0,"else", 1, 2, 0);
	trans[0][1254]	= settr(1253,0,1285,351,351,"(1)", 1, 2, 0); /* m: 1256 -> 1285,0 */
	reached0[1256] = 1;
	trans[0][1257]	= settr(0,0,0,0,0,"printf('@@ sfid_restore_reservation(): R = %d\\n',h)",0,0,0);
	T = trans[ 0][1284] = settr(1283,2,0,0,0,"ATOMIC", 1, 2, 0);
	T->nxt	= settr(1283,2,1259,0,0,"ATOMIC", 1, 2, 0);
	trans[0][1259]	= settr(1258,2,1263,352,352,"((((((((up[prim]&&(n_reset<0))&&(lk==0))&&!(rs))&&(st[0]==-(1)))&&(st[1]==-(1)))&&(wlen<4))&&!(unw[prim])))", 1, 2, 0); /* m: 1260 -> 1263,0 */
	reached0[1260] = 1;
	trans[0][1260]	= settr(0,0,0,0,0,"n_reset = (n_reset+1)",0,0,0);
	T = trans[ 0][1263] = settr(1262,0,0,0,0,"sub-sequence", 1, 2, 0);
	T->nxt	= settr(1262,0,1261,0,0,"sub-sequence", 1, 2, 0);
	trans[0][1261]	= settr(1260,2,1280,353,353,"fR[prim] = clk", 1, 2, 0); /* m: 1262 -> 0,1280 */
	reached0[1262] = 1;
	trans[0][1262]	= settr(0,0,0,0,0,"fD[prim] = clk",0,0,0);
	trans[0][1264]	= settr(0,0,0,0,0,"wv[wlen] = clk",0,0,0);
	trans[0][1265]	= settr(0,0,0,0,0,"wr[wlen] = 1",0,0,0);
	trans[0][1266]	= settr(0,0,0,0,0,"wlen = (wlen+1)",0,0,0);
	trans[0][1267]	= settr(0,0,0,0,0,"dl = wlen",0,0,0);
	trans[0][1268]	= settr(0,0,0,0,0,"lv = 1",0,0,0);
	trans[0][1269]	= settr(0,0,0,0,0,"dh[prim] = clk",0,0,0);
	trans[0][1270]	= settr(0,0,0,0,0,"tr[prim] = 0",0,0,0);
	trans[0][1271]	= settr(0,0,0,0,0,"R[prim] = clk",0,0,0);
	trans[0][1272]	= settr(0,0,0,0,0,"fl[prim] = clk",0,0,0);
	trans[0][1273]	= settr(0,0,0,0,0,"marker[prim] = 0",0,0,0);
	trans[0][1274]	= settr(0,0,0,0,0,"i = 0",0,0,0);
	trans[0][1281]	= settr(1280,2,1280,1,0,".(goto)", 1, 2, 0);
	T = trans[0][1280] = settr(1279,2,0,0,0,"DO", 1, 2, 0);
	T = T->nxt	= settr(1279,2,1275,0,0,"DO", 1, 2, 0);
	    T->nxt	= settr(1279,2,1278,0,0,"DO", 1, 2, 0);
	trans[0][1275]	= settr(1274,2,1280,354,354,"((i<(2*(((3+1)+1)*2))))", 1, 2, 0); /* m: 1276 -> 1280,0 */
	reached0[1276] = 1;
	trans[0][1276]	= settr(0,0,0,0,0,"issued[i] = 0",0,0,0);
	trans[0][1277]	= settr(0,0,0,0,0,"i = (i+1)",0,0,0);
	trans[0][1278]	= settr(1277,2,1282,2,0,"else", 1, 2, 0);
	trans[0][1279]	= settr(1278,2,1282,1,0,"goto :b25", 1, 2, 0);
	trans[0][1282]	= settr(1281,2,1283,1,0,"break", 1, 2, 0);
	trans[0][1283]	= settr(1282,0,1285,355,0,"printf('@@ sfid_reset_horizon() on a new worker range: R = %d\\n',clk)", 1, 2, 0);
	trans[0][1287]	= settr(1286,0,1288,1,0,"break", 0, 2, 0);
	trans[0][1288]	= settr(1287,0,0,356,356,"-end-", 0, 3500, 0);
	/* np_ demon: */
	trans[_NP_] = (Trans **) emalloc(3*sizeof(Trans *));
	T = trans[_NP_][0] = settr(9997,0,1,_T5,0,"(np_)", 1,2,0);
	    T->nxt	  = settr(9998,0,0,_T2,0,"(1)",   0,2,0);
	T = trans[_NP_][1] = settr(9999,0,1,_T5,0,"(np_)", 1,2,0);
}

Trans *
settr(	int t_id, int a, int b, int c, int d,
	char *t, int g, int tpe0, int tpe1)
{	Trans *tmp = (Trans *) emalloc(sizeof(Trans));

	tmp->atom  = a&(6|32);	/* only (2|8|32) have meaning */
	if (!g) tmp->atom |= 8;	/* no global references */
	tmp->st    = b;
	tmp->tpe[0] = tpe0;
	tmp->tpe[1] = tpe1;
	tmp->tp    = t;
	tmp->t_id  = t_id;
	tmp->forw  = c;
	tmp->back  = d;
	return tmp;
}

Trans *
cpytr(Trans *a)
{	Trans *tmp = (Trans *) emalloc(sizeof(Trans));

	int i;
	tmp->atom  = a->atom;
	tmp->st    = a->st;
#ifdef HAS_UNLESS
	tmp->e_trans = a->e_trans;
	for (i = 0; i < HAS_UNLESS; i++)
		tmp->escp[i] = a->escp[i];
#endif
	tmp->tpe[0] = a->tpe[0];
	tmp->tpe[1] = a->tpe[1];
	for (i = 0; i < 6; i++)
	{	tmp->qu[i] = a->qu[i];
		tmp->ty[i] = a->ty[i];
	}
	tmp->tp    = (char *) emalloc(strlen(a->tp)+1);
	strcpy(tmp->tp, a->tp);
	tmp->t_id  = a->t_id;
	tmp->forw  = a->forw;
	tmp->back  = a->back;
	return tmp;
}

#ifndef NOREDUCE
int
srinc_set(int n)
{	if (n <= 2) return LOCAL;
	if (n <= 2+  DELTA) return Q_FULL_F; /* 's' or nfull  */
	if (n <= 2+2*DELTA) return Q_EMPT_F; /* 'r' or nempty */
	if (n <= 2+3*DELTA) return Q_EMPT_T; /* empty */
	if (n <= 2+4*DELTA) return Q_FULL_T; /* full  */
	if (n ==   5*DELTA) return GLOBAL;
	if (n ==   6*DELTA) return TIMEOUT_F;
	if (n ==   7*DELTA) return ALPHA_F;
	Uerror("cannot happen srinc_class");
	return BAD;
}
int
srunc(int n, int m)
{	switch(m) {
	case Q_FULL_F: return n-2;
	case Q_EMPT_F: return n-2-DELTA;
	case Q_EMPT_T: return n-2-2*DELTA;
	case Q_FULL_T: return n-2-3*DELTA;
	case ALPHA_F:
	case TIMEOUT_F: return 257; /* non-zero, and > MAXQ */
	}
	Uerror("cannot happen srunc");
	return 0;
}
#endif
int cnt;
#ifdef HAS_UNLESS
int
isthere(Trans *a, int b)
{	Trans *t;
	for (t = a; t; t = t->nxt)
		if (t->t_id == b)
			return 1;
	return 0;
}
#endif
#ifndef NOREDUCE
int
mark_safety(Trans *t) /* for conditional safety */
{	int g = 0, i, j, k;

	if (!t) return 0;
	if (t->qu[0])
		return (t->qu[1])?2:1;	/* marked */

	for (i = 0; i < 2; i++)
	{	j = srinc_set(t->tpe[i]);
		if (j >= GLOBAL && j != ALPHA_F)
			return -1;
		if (j != LOCAL)
		{	k = srunc(t->tpe[i], j);
			if (g == 0
			||  t->qu[0] != k
			||  t->ty[0] != j)
			{	t->qu[g] = k;
				t->ty[g] = j;
				g++;
	}	}	}
	return g;
}
#endif
void
retrans(int n, int m, int is, short srcln[], uchar reach[], uchar lpstate[])
	/* process n, with m states, is=initial state */
{	Trans *T0, *T1, *T2, *T3;
	Trans *T4, *T5; /* t_reverse or has_unless */
	int i;
#if defined(HAS_UNLESS) || !defined(NOREDUCE)
	int k;
#endif
#ifndef NOREDUCE
	int g, h, j, aa;
#endif
#ifdef HAS_UNLESS
	int p;
#endif
	if (state_tables >= 4)
	{	printf("STEP 1 %s\n", 
			procname[n]);
		for (i = 1; i < m; i++)
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
			crack(n, i, T0, srcln);
		return;
	}
	do {
		for (i = 1, cnt = 0; i < m; i++)
		{	T2 = trans[n][i];
			T1 = T2?T2->nxt:(Trans *)0;
/* prescan: */		for (T0 = T1; T0; T0 = T0->nxt)
/* choice in choice */	{	if (T0->st && trans[n][T0->st]
				&&  trans[n][T0->st]->nxt)
					break;
			}
#if 0
		if (T0)
		printf("\tstate %d / %d: choice in choice\n",
		i, T0->st);
#endif
			if (T0)
			for (T0 = T1; T0; T0 = T0->nxt)
			{	T3 = trans[n][T0->st];
				if (!T3->nxt)
				{	T2->nxt = cpytr(T0);
					T2 = T2->nxt;
					imed(T2, T0->st, n, i);
					continue;
				}
				do {	T3 = T3->nxt;
					T2->nxt = cpytr(T3);
					T2 = T2->nxt;
					imed(T2, T0->st, n, i);
				} while (T3->nxt);
				cnt++;
			}
		}
	} while (cnt);
	if (state_tables >= 3)
	{	printf("STEP 2 %s\n", 
			procname[n]);
		for (i = 1; i < m; i++)
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
			crack(n, i, T0, srcln);
		return;
	}
	for (i = 1; i < m; i++)
	{	if (trans[n][i] && trans[n][i]->nxt) /* optimize */
		{	T1 = trans[n][i]->nxt;
#if 0
			printf("\t\tpull %d (%d) to %d\n",
			T1->st, T1->forw, i);
#endif
			srcln[i] = srcln[T1->st];	/* Oyvind Teig, 5.2.0 */

			if (!trans[n][T1->st]) continue;
			T0 = cpytr(trans[n][T1->st]);
			trans[n][i] = T0;
			reach[T1->st] = 1;
			imed(T0, T1->st, n, i);
			for (T1 = T1->nxt; T1; T1 = T1->nxt)
			{
#if 0
			printf("\t\tpull %d (%d) to %d\n",
				T1->st, T1->forw, i);
#endif
		/*		srcln[i] = srcln[T1->st];  gh: not useful */
				if (!trans[n][T1->st]) continue;
				T0->nxt = cpytr(trans[n][T1->st]);
				T0 = T0->nxt;
				reach[T1->st] = 1;
				imed(T0, T1->st, n, i);
	}	}	}
	if (state_tables >= 2)
	{	printf("STEP 3 %s\n", 
			procname[n]);
		for (i = 1; i < m; i++)
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
			crack(n, i, T0, srcln);
		return;
	}
#ifdef HAS_UNLESS
	for (i = 1; i < m; i++)
	{	if (!trans[n][i]) continue;
		/* check for each state i if an
		 * escape to some state p is defined
		 * if so, copy and mark p's transitions
		 * and prepend them to the transition-
		 * list of state i
		 */
	 if (!like_java) /* the default */
	 {	for (T0 = trans[n][i]; T0; T0 = T0->nxt)
		for (k = HAS_UNLESS-1; k >= 0; k--)
		{	if (p = T0->escp[k])
			for (T1 = trans[n][p]; T1; T1 = T1->nxt)
			{	if (isthere(trans[n][i], T1->t_id))
					continue;
				T2 = cpytr(T1);
				T2->e_trans = p;
				T2->nxt = trans[n][i];
				trans[n][i] = T2;
		}	}
	 } else /* outermost unless checked first */
	 {	T4 = T3 = (Trans *) 0;
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
		for (k = HAS_UNLESS-1; k >= 0; k--)
		{	if (p = T0->escp[k])
			for (T1 = trans[n][p]; T1; T1 = T1->nxt)
			{	if (isthere(trans[n][i], T1->t_id))
					continue;
				T2 = cpytr(T1);
				T2->nxt = (Trans *) 0;
				T2->e_trans = p;
				if (T3)	T3->nxt = T2;
				else	T4 = T2;
				T3 = T2;
		}	}
		if (T4)
		{	T3->nxt = trans[n][i];
			trans[n][i] = T4;
		}
	 }
	}
#endif
#ifndef NOREDUCE
	for (i = 1; i < m; i++)
	{	if (a_cycles)
		{ /* moves through these states are visible */
	#if PROG_LAB>0 && defined(HAS_NP)
			if (progstate[n][i])
				goto degrade;
			for (T1 = trans[n][i]; T1; T1 = T1->nxt)
				if (progstate[n][T1->st])
					goto degrade;
	#endif
			if (accpstate[n][i] || visstate[n][i])
				goto degrade;
			for (T1 = trans[n][i]; T1; T1 = T1->nxt)
				if (accpstate[n][T1->st])
					goto degrade;
		}
		T1 = trans[n][i];
		if (!T1) continue;
		g = mark_safety(T1);	/* V3.3.1 */
		if (g < 0) goto degrade; /* global */
		/* check if mixing of guards preserves reduction */
		if (T1->nxt)
		{	k = 0;
			for (T0 = T1; T0; T0 = T0->nxt)
			{	if (!(T0->atom&8))
					goto degrade;
				for (aa = 0; aa < 2; aa++)
				{	j = srinc_set(T0->tpe[aa]);
					if (j >= GLOBAL && j != ALPHA_F)
						goto degrade;
					if (T0->tpe[aa]
					&&  T0->tpe[aa]
					!=  T1->tpe[0])
						k = 1;
			}	}
			/* g = 0;	V3.3.1 */
			if (k)	/* non-uniform selection */
			for (T0 = T1; T0; T0 = T0->nxt)
			for (aa = 0; aa < 2; aa++)
			{	j = srinc_set(T0->tpe[aa]);
				if (j != LOCAL)
				{	k = srunc(T0->tpe[aa], j);
					for (h = 0; h < 6; h++)
						if (T1->qu[h] == k
						&&  T1->ty[h] == j)
							break;
					if (h >= 6)
					{	T1->qu[g%6] = k;
						T1->ty[g%6] = j;
						g++;
			}	}	}
			if (g > 6)
			{	T1->qu[0] = 0;	/* turn it off */
				printf("pan: warning, line %d, ",
					srcln[i]);
			 	printf("too many stmnt types (%d)",
					g);
			  	printf(" in selection\n");
			  goto degrade;
			}
		}
		/* mark all options global if >=1 is global */
		for (T1 = trans[n][i]; T1; T1 = T1->nxt)
			if (!(T1->atom&8)) break;
		if (T1)
degrade:	for (T1 = trans[n][i]; T1; T1 = T1->nxt)
			T1->atom &= ~8;	/* mark as unsafe */
		/* can only mix 'r's or 's's if on same chan */
		/* and not mixed with other local operations */
		T1 = trans[n][i];
		if (!T1 || T1->qu[0]) continue;
		j = T1->tpe[0];
		if (T1->nxt && T1->atom&8)
		{ if (j == 5*DELTA)
		  {	printf("warning: line %d ", srcln[i]);
			printf("mixed condition ");
			printf("(defeats reduction)\n");
			goto degrade;
		  }
		  for (T0 = T1; T0; T0 = T0->nxt)
		  for (aa = 0; aa < 2; aa++)
		  if  (T0->tpe[aa] && T0->tpe[aa] != j)
		  {	printf("warning: line %d ", srcln[i]);
			printf("[%d-%d] mixed %stion ",
				T0->tpe[aa], j, 
				(j==5*DELTA)?"condi":"selec");
			printf("(defeats reduction)\n");
			printf("	'%s' <-> '%s'\n",
				T1->tp, T0->tp);
			goto degrade;
		} }
	}
#endif
	for (i = 1; i < m; i++)
	{	T2 = trans[n][i];
		if (!T2
		||  T2->nxt
		||  strncmp(T2->tp, ".(goto)", 7)
		||  !stopstate[n][i])
			continue;
		stopstate[n][T2->st] = 1;
	}
	if (state_tables && !verbose)
	{	if (dodot)
		{	char buf[256], *q = buf, *p = procname[n];
			while (*p != '\0')
			{	if (*p != ':')
				{	*q++ = *p;
				}
				p++;
			}
			*q = '\0';
			printf("digraph ");
			switch (Btypes[n]) {
			case I_PROC:  printf("init {\n"); break;
			case N_CLAIM: printf("claim_%s {\n", buf); break;
			case E_TRACE: printf("notrace {\n"); break;
			case N_TRACE: printf("trace {\n"); break;
			default:      printf("p_%s {\n", buf); break;
			}
			printf("size=\"8,10\";\n");
			printf("  GT [shape=box,style=dotted,label=\"%s\"];\n", buf);
			printf("  GT -> S%d;\n", is);
		} else
		{	switch (Btypes[n]) {
			case I_PROC:  printf("init\n"); break;
			case N_CLAIM: printf("claim %s\n", procname[n]); break;
			case E_TRACE: printf("notrace assertion\n"); break;
			case N_TRACE: printf("trace assertion\n"); break;
			default:      printf("proctype %s\n", procname[n]); break;
		}	}
		for (i = 1; i < m; i++)
		{	reach[i] = 1;
		}
		tagtable(n, m, is, srcln, reach);
		if (dodot) printf("}\n");
	} else
	for (i = 1; i < m; i++)
	{	int nrelse;
		if (Btypes[n] != N_CLAIM)
		{	for (T0 = trans[n][i]; T0; T0 = T0->nxt)
			{	if (T0->st == i
				&& strcmp(T0->tp, "(1)") == 0)
				{	printf("error: proctype '%s' ",
						procname[n]);
		  			printf("line %d, state %d: has un",
						srcln[i], i);
					printf("conditional self-loop\n");
					pan_exit(1);
		}	}	}
		nrelse = 0;
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
		{	if (strcmp(T0->tp, "else") == 0)
				nrelse++;
		}
		if (nrelse > 1)
		{	printf("error: proctype '%s' state",
				procname[n]);
		  	printf(" %d, inherits %d", i, nrelse);
		  	printf(" 'else' stmnts\n");
			pan_exit(1);
	}	}
#if !defined(LOOPSTATE) && !defined(BFS_PAR)
	if (state_tables)
#endif
	do_dfs(n, m, is, srcln, reach, lpstate);

	if (!t_reverse)
	{	return;
	}
	/* process n, with m states, is=initial state -- reverse list */
	if (!state_tables && Btypes[n] != N_CLAIM)
	{	for (i = 1; i < m; i++)
		{	Trans *Tx = (Trans *) 0; /* list of escapes */
			Trans *Ty = (Trans *) 0; /* its tail element */
			T1 = (Trans *) 0; /* reversed list */
			T2 = (Trans *) 0; /* its tail */
			T3 = (Trans *) 0; /* remembers possible 'else' */

			/* find unless-escapes, they should go first */
			T4 = T5 = T0 = trans[n][i];
	#ifdef HAS_UNLESS
			while (T4 && T4->e_trans) /* escapes are first in orig list */
			{	T5 = T4;	  /* remember predecessor */
				T4 = T4->nxt;
			}
	#endif
			/* T4 points to first non-escape, T5 to its parent, T0 to original list */
			if (T4 != T0)		 /* there was at least one escape */
			{	T3 = T5->nxt;		 /* start of non-escapes */
				T5->nxt = (Trans *) 0;	 /* separate */
				Tx = T0;		 /* start of the escapes */
				Ty = T5;		 /* its tail */
				T0 = T3;		 /* the rest, to be reversed */
			}
			/* T0 points to first non-escape, Tx to the list of escapes, Ty to its tail */

			/* first tail-add non-escape transitions, reversed */
			T3 = (Trans *) 0;
			for (T5 = T0; T5; T5 = T4)
			{	T4 = T5->nxt;
	#ifdef HAS_UNLESS
				if (T5->e_trans)
				{	printf("error: cannot happen!\n");
					continue;
				}
	#endif
				if (strcmp(T5->tp, "else") == 0)
				{	T3 = T5;
					T5->nxt = (Trans *) 0;
				} else
				{	T5->nxt = T1;
					if (!T1) { T2 = T5; }
					T1 = T5;
			}	}
			/* T3 points to a possible else, which is removed from the list */
			/* T1 points to the reversed list so far (without escapes) */
			/* T2 points to the tail element -- where the else should go */
			if (T2 && T3)
			{	T2->nxt = T3;	/* add else */
			} else
			{	if (T3) /* there was an else, but there's no tail */
				{	if (!T1)	/* and no reversed list */
					{	T1 = T3; /* odd, but possible */
					} else		/* even stranger */
					{	T1->nxt = T3;
			}	}	}

			/* add in the escapes, to that they appear at the front */
			if (Tx && Ty) { Ty->nxt = T1; T1 = Tx; }

			trans[n][i] = T1;
			/* reversed, with escapes first and else last */
	}	}
	if (state_tables && verbose)
	{	printf("FINAL proctype %s\n", 
			procname[n]);
		for (i = 1; i < m; i++)
		for (T0 = trans[n][i]; T0; T0 = T0->nxt)
			crack(n, i, T0, srcln);
	}
}
void
imed(Trans *T, int v, int n, int j)	/* set intermediate state */
{	progstate[n][T->st] |= progstate[n][v];
	accpstate[n][T->st] |= accpstate[n][v];
	stopstate[n][T->st] |= stopstate[n][v];
	mapstate[n][j] = T->st;
}
void
tagtable(int n, int m, int is, short srcln[], uchar reach[])
{	Trans *z;

	if (is >= m || !trans[n][is]
	||  is <= 0 || reach[is] == 0)
		return;
	reach[is] = 0;
	if (state_tables)
	for (z = trans[n][is]; z; z = z->nxt)
	{	if (dodot)
			dot_crack(n, is, z);
		else
			crack(n, is, z, srcln);
	}

	for (z = trans[n][is]; z; z = z->nxt)
	{
#ifdef HAS_UNLESS
		int i, j;
#endif
		tagtable(n, m, z->st, srcln, reach);
#ifdef HAS_UNLESS
		for (i = 0; i < HAS_UNLESS; i++)
		{	j = trans[n][is]->escp[i];
			if (!j) break;
			tagtable(n, m, j, srcln, reach);
		}
#endif
	}
}

extern Trans *t_id_lkup[];

void
dfs_table(int n, int m, int is, short srcln[], uchar reach[], uchar lpstate[])
{	Trans *z;

	if (is >= m || is <= 0 || !trans[n][is])
		return;
	if ((reach[is] & (4|8|16)) != 0)
	{	if ((reach[is] & (8|16)) == 16)	/* on stack, not yet recorded */
		{	lpstate[is] = 1;
			reach[is] |= 8; /* recorded */
			if (state_tables && verbose)
			{	printf("state %d line %d is a loopstate\n", is, srcln[is]);
		}	}
		return;
	}
	reach[is] |= (4|16);	/* visited | onstack */
	for (z = trans[n][is]; z; z = z->nxt)
	{	t_id_lkup[z->t_id] = z;
#ifdef HAS_UNLESS
		int i, j;
#endif
		dfs_table(n, m, z->st, srcln, reach, lpstate);
#ifdef HAS_UNLESS
		for (i = 0; i < HAS_UNLESS; i++)
		{	j = trans[n][is]->escp[i];
			if (!j) break;
			dfs_table(n, m, j, srcln, reach, lpstate);
		}
#endif
	}
	reach[is] &= ~16; /* no longer on stack */
}
void
do_dfs(int n, int m, int is, short srcln[], uchar reach[], uchar lpstate[])
{	int i;
	dfs_table(n, m, is, srcln, reach, lpstate);
	for (i = 0; i < m; i++)
		reach[i] &= ~(4|8|16);
}
void
crack(int n, int j, Trans *z, short srcln[])
{	int i;

	if (!z) return;
	printf("	state %3d -(tr %3d)-> state %3d  ",
		j, z->forw, z->st);
	printf("[id %3d tp %3d", z->t_id, z->tpe[0]);
	if (z->tpe[1]) printf(",%d", z->tpe[1]);
#ifdef HAS_UNLESS
	if (z->e_trans)
		printf(" org %3d", z->e_trans);
	else if (state_tables >= 2)
	for (i = 0; i < HAS_UNLESS; i++)
	{	if (!z->escp[i]) break;
		printf(" esc %d", z->escp[i]);
	}
#endif
	printf("]");
	printf(" [%s%s%s%s%s] %s:%d => ",
		z->atom&6?"A":z->atom&32?"D":"-",
		accpstate[n][j]?"a" :"-",
		stopstate[n][j]?"e" : "-",
		progstate[n][j]?"p" : "-",
		z->atom & 8 ?"L":"G",
		PanSource, srcln[j]);
	for (i = 0; z->tp[i]; i++)
		if (z->tp[i] == '\n')
			printf("\\n");
		else
			putchar(z->tp[i]);
	if (verbose && z->qu[0])
	{	printf("\t[");
		for (i = 0; i < 6; i++)
			if (z->qu[i])
				printf("(%d,%d)",
				z->qu[i], z->ty[i]);
		printf("]");
	}
	printf("\n");
	fflush(stdout);
}
/* spin -a m.pml; cc -o pan pan.c; ./pan -D | dot -Tps > foo.ps; ps2pdf foo.ps */
void
dot_crack(int n, int j, Trans *z)
{	int i;

	if (!z) return;
	printf("	S%d -> S%d  [color=black", j, z->st);

	if (z->atom&6) printf(",style=dashed");
	else if (z->atom&32) printf(",style=dotted");
	else if (z->atom&8) printf(",style=solid");
	else printf(",style=bold");

	printf(",label=\"");
	for (i = 0; z->tp[i]; i++)
	{	if (z->tp[i] == '\\'
		&&  z->tp[i+1] == 'n')
		{	i++; printf(" ");
		} else
		{	putchar(z->tp[i]);
	}	}
	printf("\"];\n");
	if (accpstate[n][j]) printf("  S%d [color=red,style=bold];\n", j);
	else if (progstate[n][j]) printf("  S%d [color=green,style=bold];\n", j);
	if (stopstate[n][j]) printf("  S%d [color=blue,style=bold,shape=box];\n", j);
}

#ifdef VAR_RANGES
#define BYTESIZE	32	/* 2^8 : 2^3 = 256:8 = 32 */

typedef struct Vr_Ptr {
	char	*nm;
	uchar	vals[BYTESIZE];
	struct Vr_Ptr *nxt;
} Vr_Ptr;
Vr_Ptr *ranges = (Vr_Ptr *) 0;

void
logval(char *s, int v)
{	Vr_Ptr *tmp;

	if (v<0 || v > 255) return;
	for (tmp = ranges; tmp; tmp = tmp->nxt)
		if (!strcmp(tmp->nm, s))
			goto found;
	tmp = (Vr_Ptr *) emalloc(sizeof(Vr_Ptr));
	tmp->nxt = ranges;
	ranges = tmp;
	tmp->nm = s;
found:
	tmp->vals[(v)/8] |= 1<<((v)%8);
}

void
dumpval(uchar X[], int range)
{	int w, x, i, j = -1;

	for (w = i = 0; w < range; w++)
	for (x = 0; x < 8; x++, i++)
	{
from:		if ((X[w] & (1<<x)))
		{	printf("%d", i);
			j = i;
			goto upto;
	}	}
	return;
	for (w = 0; w < range; w++)
	for (x = 0; x < 8; x++, i++)
	{
upto:		if (!(X[w] & (1<<x)))
		{	if (i-1 == j)
				printf(", ");
			else
				printf("-%d, ", i-1);
			goto from;
	}	}
	if (j >= 0 && j != 255)
		printf("-255");
}

void
dumpranges(void)
{	Vr_Ptr *tmp;
	printf("\nValues assigned within ");
	printf("interval [0..255]:\n");
	for (tmp = ranges; tmp; tmp = tmp->nxt)
	{	printf("\t%s\t: ", tmp->nm);
		dumpval(tmp->vals, BYTESIZE);
		printf("\n");
	}
}
#endif
