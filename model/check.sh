#!/bin/bash
# model/check.sh: check sfid's reservation protocol with SPIN (model/README).
#
#   bash model/check.sh [--large] [--jobs N] [NAME...]
#
# Prints TAP (prove can read it): one test that every C function the model
# names ("@c NAME") still exists in src/; one test per configuration of the
# table below (the guaranteed ones must end with 0 errors, the ones the
# guarantee table says are not guaranteed with a counterexample); per
# mutant, one test that it gives a counterexample whose trail passes through
# the mutant's own step (a line "@@ mutant: ..." that the model prints only
# where the mutated code does something the rule forbids), and one test
# that its control, the same configuration unmutated, passes.  A mutant
# killed by another hole of the model is "not ok".  Each counterexample is
# printed as "#" lines: the scenario of the model's "@@" labels.
#
# --large (or SFID_MODEL_LARGE=1): the clock at 0..3 ms instead of 0..2.
# --jobs N (or SFID_MODEL_JOBS): runs at once (default: the number of CPUs).
# NAME: only those configurations or mutants (a mutant brings its control).
# Exits non-zero when any test is not ok.
set -u
here=$(cd "$(dirname "$0")" && pwd)
src="$here/../src"
maxt=2
jobs=${SFID_MODEL_JOBS:-$(nproc 2>/dev/null || echo 1)}
names=()
while [ $# -gt 0 ]; do
	case "$1" in
	--large) maxt=3 ;;
	--jobs) jobs=$2; shift ;;
	*) names+=("$1") ;;
	esac
	shift
done
[ "${SFID_MODEL_LARGE:-0}" = 1 ] && maxt=3

command -v spin >/dev/null || { echo "Bail out! spin is not installed (apt-get install spin)"; exit 2; }

# The configurations: NAME EXPECT FLAGS.  EXPECT is pass (0 errors) or fail
# (a counterexample).  Guaranteed cases first (docs/operations.md, "The
# guarantee by replication mode"), then the cases it says are not
# guaranteed.
single='-DCRASHES=1 -DBACKS=1 -DCKPTS=1'
sync1='-DNSB=1 -DSYNC=1 -DPROMOS=1 -DCRASHES=1 -DCKPTS=0 -DBACKS=1'
rejoin='-DNSB=1 -DSYNC=1 -DPROMOS=2 -DREJOINS=1 -DCRASHES=0 -DCKPTS=0 -DBACKS=1'
standby='-DNSB=1 -DSYNC=1 -DPROMOS=1 -DCKPTS=1 -DBACKS=1 -DUNWRITABLE=1'
# backfill: one number (two for the switch), one snowflake_at() session; no
# snowflake_next() and no reserver (live ids are on other numbers; R's
# protocol beside the marks, live ids reserving R, is backfill-live's)
bf='-DBF=1 -DIDB=0 -DRESERVER=0'
configs=(
	# --- guaranteed
	"single-crash		pass	-DCRASHES=2 -DBACKS=1 -DCKPTS=1 -DIDB=2"
	"single-clamp		pass	-DCRASHES=1 -DBACKS=1 -DCKPTS=0 -DCLAMP=1 -DSHARED=1 -DIDB=2"
	"single-power		pass	-DPOWER=1 -DCRASHES=0 -DSTOPS=1 -DBACKS=1 -DCKPTS=1"
	"single-stop		pass	-DSTOPS=1 -DCRASHES=0 -DBACKS=1 -DCKPTS=0 -DIDB=2"
	"single-fence		pass	-DFENCES=1 -DSTOPS=1 -DCRASHES=0 -DBACKS=1 -DCKPTS=0"
	"single-jump		pass	-DJUMPS=1 $single"
	"single-unwritable	pass	-DUNWRITABLE=1 -DRESTORES=1 $single"
	"single-upgrade		pass	-DUPGRADES=1 -DRESTORES=1 -DBACKS=1 -DCKPTS=1 -DCRASHES=0"
	"single-reset		pass	-DRESETS=1 -DCRASHES=1 -DBACKS=1"
	"single-fence-reset	pass	-DFENCES=1 -DRESETS=1 -DCRASHES=1 -DBACKS=2 -DCKPTS=0"
	"sync				pass	$sync1 -DFENCES=1 -DSPLIT=0"
	"sync-standby		pass	-DNSB=1 -DSYNC=1 -DPROMOS=1 -DCKPTS=0 -DBACKS=1 -DCRASHES=0 -DSRESTARTS=1 -DSTOPS=1"
	"sync-standby-unwritable	pass	$standby -DCRASHES=0 -DSRESTARTS=1 -DRESTART_UNWRITABLE"
	"sync-standby-crash	pass	$standby -DCRASHES=0 -DSCRASHES=1"
	"sync-promoted-crash	pass	-DNSB=1 -DSYNC=1 -DPROMOS=1 -DUNWRITABLE=1 -DCRASHES=1 -DBACKS=1 -DCKPTS=0"
	"sync-rejoin		pass	$rejoin"
	"sync-rejoin-unwritable	pass	$rejoin -DUNWRITABLE=1"
	"quorum-best		pass	-DNSB=2 -DSYNC=1 -DPROMOS=1 -DCRASHES=0 -DCKPTS=0 -DBACKS=1"
	"first-best			pass	-DNSB=2 -DSYNC=2 -DPROMOS=1 -DCRASHES=0 -DCKPTS=0 -DBACKS=1 -DSRESTARTS=1"
	"backfill-crash		pass	$bf -DCRASHES=2 -DBACKS=1 -DCKPTS=1"
	"backfill-power		pass	$bf -DPOWER=1 -DSTOPS=1 -DCRASHES=1 -DBACKS=1 -DCKPTS=1"
	"backfill-unwritable	pass	$bf -DUNWRITABLE=1 -DCRASHES=1 -DBACKS=1 -DCKPTS=1"
	"backfill-switch	pass	-DBF=2 -DIDB=0 -DRESERVER=0 -DCRASHES=1 -DBACKS=1 -DCKPTS=0"
	"backfill-upgrade	pass	$bf -DUPGRADES=1 -DCRASHES=1 -DBACKS=1 -DCKPTS=1"
	"backfill-live		pass	-DBF=1 -DIDB=1 -DRESERVER=0 -DCRASHES=1 -DBACKS=0 -DCKPTS=0"
	"backfill-sync		pass	$bf -DNSB=1 -DSYNC=1 -DPROMOS=1 -DCRASHES=1 -DCKPTS=1 -DBACKS=1 -DSRESTARTS=1"
	"backfill-quorum	pass	$bf -DNSB=2 -DSYNC=1 -DPROMOS=1 -DCRASHES=0 -DCKPTS=0 -DBACKS=1 -DPROMOTE_BEST=2"
	# --- not guaranteed (docs/operations.md says so)
	"async				fail	-DEXACT -DNSB=1 -DSYNC=0 -DPROMOS=1 -DCRASHES=0 -DBACKS=1"
	"quorum-any			fail	-DEXACT -DNSB=2 -DSYNC=1 -DPROMOS=1 -DPROMOTE_BEST=0 -DCRASHES=0 -DBACKS=1"
	"pitr				fail	-DEXACT -DPITR=1 -DCRASHES=0 -DBACKS=1"
	"backfill-async		fail	-DEXACT $bf -DNSB=1 -DSYNC=0 -DPROMOS=1 -DCRASHES=0 -DBACKS=1"
	# ANY 1: the standby with the highest sfid_recovered_horizon() (R's) may
	# lack the last backfill mark; the one that received the most WAL has it
	"backfill-quorum-horizon	fail	-DEXACT $bf -DNSB=2 -DSYNC=1 -DPROMOS=1 -DCRASHES=0 -DCKPTS=0 -DBACKS=1 -DPROMOTE_BEST=1"
	# a standby whose sfid.backfill cannot be written: its redo goes on with
	# the mark in memory only (R's redo holds instead): a restart past the
	# restartpoint loses it.  Not guaranteed as the C stands.
	"backfill-standby-unwritable	pass	-DEXACT $bf -DNSB=1 -DSYNC=1 -DPROMOS=1 -DCKPTS=1 -DBACKS=1 -DUNWRITABLE=1 -DCRASHES=0 -DSRESTARTS=1"
)
# The mutants: NAME CONFIGURATION MUTANT (sfid.pml's M_...).  Each breaks one
# rule (model/README); its configuration is a guaranteed one, the control.
mutants=(
	"no-file					single-crash			M_NO_FILE"
	"no-wal						sync					M_NO_WAL"
	"no-sync-wait				sync					M_NO_SYNC_WAIT"
	"publish-first				single-crash			M_PUBLISH_FIRST"
	"no-dir-fsync				single-power			M_NO_DIR_FSYNC"
	"redo-no-file				sync-standby			M_REDO_NO_FILE"
	"redo-memory-restart		sync-standby-unwritable	M_REDO_MEMORY"
	"redo-memory-standby-crash	sync-standby-crash		M_REDO_MEMORY"
	"redo-memory-promoted-crash	sync-promoted-crash		M_REDO_MEMORY"
	"redo-memory-rejoin			sync-rejoin-unwritable	M_REDO_MEMORY"
	"fence-memory				sync					M_FENCE_MEMORY"
	"no-marker					single-upgrade			M_NO_MARKER"
	"shutdown-one-worker		single-stop			M_SHUTDOWN_ONE_WORKER"
	"no-reread					single-fence			M_NO_REREAD"
	"reset-no-durable-floor		single-fence-reset		M_RESET_NO_DURABLE_FLOOR"
	"bf-memory					backfill-crash			M_BF_MEMORY"
	"bf-publish-early			backfill-unwritable		M_BF_PUBLISH_EARLY"
	"bf-no-sync-wait			backfill-sync			M_BF_NO_SYNC_WAIT"
	"bf-redo-no-raise			backfill-sync			M_BF_REDO_NO_RAISE"
	"bf-no-load					backfill-crash			M_BF_NO_LOAD"
	"bf-switch-no-mark			backfill-switch			M_BF_SWITCH_NO_MARK"
	"bf-shutdown-low			backfill-power			M_BF_SHUTDOWN_LOW"
	"bf-no-unknown				backfill-upgrade		M_BF_NO_UNKNOWN"
	"bf-redo-memory				backfill-standby-unwritable	M_BF_REDO_MEMORY"
)

declare -A cflags cexpect
corder=()
for line in "${configs[@]}"; do
	read -r name expect flags <<<"$line"
	cflags[$name]=$flags; cexpect[$name]=$expect; corder+=("$name")
done
selected() { [ ${#names[@]} -eq 0 ] || [[ " ${names[*]} " == *" $1 "* ]]; }

# What to run: the configurations selected, the mutants selected and their
# controls.  A run is NAME|FLAGS.
declare -A want
runs=()
mrows=()
for line in "${mutants[@]}"; do
	read -r name config macro <<<"$line"
	[ -n "${cflags[$config]:-}" ] || { echo "Bail out! mutant $name: no configuration $config"; exit 2; }
	[ "${cexpect[$config]}" = pass ] || { echo "Bail out! mutant $name: its control $config is not guaranteed"; exit 2; }
	if selected "$name"; then
		mrows+=("$name $config")
		runs+=("m:$name|${cflags[$config]} -DMUTANT=$macro")
		want[$config]=1
	fi
done
for name in "${corder[@]}"; do
	selected "$name" && want[$name]=1
done
cruns=()
for name in "${corder[@]}"; do
	[ -n "${want[$name]:-}" ] && cruns+=("c:$name|${cflags[$name]}")
done
# the configurations first, the longest ones early (they are listed late)
runs=("${cruns[@]}" "${runs[@]}")

work=$(mktemp -d /tmp/sfid-model.XXXXXX)
trap 'rm -rf "$work"' EXIT
n_tests=$((1 + ${#cruns[@]} + 2 * ${#mrows[@]}))
echo "1..$n_tests"
echo "# the clock at 0..$maxt ms, $jobs runs at once"

# 1. The C functions the model stands for.
missing=()
for f in $(grep -o '@c [a-z_][a-z0-9_]*' "$here/sfid.pml" | awk '{print $2}' | sort -u); do
	grep -rqw -- "$f" "$src" --include='*.c' --include='*.h' || missing+=("$f")
done
t=1
if [ ${#missing[@]} -gt 0 ]; then
	echo "not ok $t - every function named by model/sfid.pml (@c) exists in src/"
	printf '#   missing: %s (rename it in model/sfid.pml, or model the change)\n' "${missing[@]}"
else
	echo "ok $t - every function named by model/sfid.pml (@c) exists in src/"
fi

# One run in its own directory: spin, gcc, pan; then the trail replayed.
# Writes result (pass, fail, incomplete, build), states, memory, seconds,
# pan's own seconds, and the scenario.
run_one() {
	local id=$1 flags="$2 -DMAXT=$maxt" d="$work/$1" search start
	mkdir -p "$d" && cp "$here/sfid.pml" "$d/" && cd "$d" || return
	# (-DBFS -DNOHIDDEN gives the shortest counterexamples, at 10 to 30
	# times the states: SFID_MODEL_SEARCH=-DBFS)
	search=${SFID_MODEL_SEARCH:--DCOLLAPSE}
	[ "$search" = -DBFS ] && flags="$flags -DNOHIDDEN"
	# shellcheck disable=SC2086
	if ! spin $flags -a sfid.pml >spin.out 2>&1 ||
		! gcc -O0 -DSAFETY -DNOREDUCE $search -o pan pan.c >gcc.out 2>&1; then
		echo build >result
		return
	fi
	start=$(date +%s.%N)
	./pan -m2000000 -E >pan.out 2>&1
	echo "$(date +%s.%N) - $start" | bc >secs
	local errors
	errors=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' pan.out)
	if [ -z "$errors" ]; then
		echo error >result		# pan did not end its search (killed, out of memory)
	elif grep -q 'Search not completed' pan.out && [ "$errors" = 0 ]; then
		echo incomplete >result
	elif [ "$errors" = 0 ]; then
		echo pass >result
	else
		echo fail >result
	fi
	if [ -f sfid.pml.trail ]; then
		# shellcheck disable=SC2086
		spin $flags -t sfid.pml >trail.out 2>&1
		{
			grep -o 'assertion violated.*' pan.out | head -1
			sed -n 's/^ *@@ /- /p' trail.out |
				awk '/^- clock [0-9]+$/ { last = $0; next } { if (last) print last; last = ""; print }'
		} >scenario
	fi
}

i=0
for r in "${runs[@]}"; do
	id=${r%%|*}; id=${id/:/-}
	while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
	( run_one "$id" "${r#*|}" ) &
	i=$((i + 1))
done
wait

# The figures of a run, for the test's line.
figures() {
	local d="$work/$1" states mem cpu
	states=$(awk '/states, stored/ {print $1; exit}' "$d/pan.out" 2>/dev/null)
	mem=$(awk '/total actual memory usage/ {print $1; exit}' "$d/pan.out" 2>/dev/null)
	cpu=$(sed -n 's/^pan: elapsed time \([0-9.e+]*\) seconds/\1/p' "$d/pan.out" 2>/dev/null)
	printf '%s states, %s MB, %.1f s (search %s s)' "${states:-?}" "${mem:-?}" "$(cat "$d/secs" 2>/dev/null || echo 0)" "${cpu:-?}"
}
scenario() { [ -f "$work/$1/scenario" ] && sed 's/^/#     /' "$work/$1/scenario"; }

bad=0
declare -A cresult
for r in "${cruns[@]}"; do
	name=${r%%|*}; name=${name#c:}
	result=$(cat "$work/c-$name/result" 2>/dev/null || echo build)
	cresult[$name]=$result
	t=$((t + 1))
	if [ "$result" = "${cexpect[$name]}" ]; then ok=ok; else ok="not ok"; bad=1; fi
	echo "$ok $t - $name: expect ${cexpect[$name]}, got $result ($(figures "c-$name"))"
	[ "$result" = build ] && sed 's/^/#   /' "$work/c-$name/spin.out" "$work/c-$name/gcc.out" 2>/dev/null | head -20
	[ "$result" = incomplete ] && grep -i 'error\|depth\|warning' "$work/c-$name/pan.out" | sed 's/^/#   /'
	scenario "c-$name"
done
for row in "${mrows[@]}"; do
	read -r name config <<<"$row"
	d="$work/m-$name"
	result=$(cat "$d/result" 2>/dev/null || echo build)
	t=$((t + 1))
	if [ "$result" = fail ] && grep -q '^ *@@ mutant:' "$d/trail.out" 2>/dev/null; then
		echo "ok $t - mutant $name on $config: a counterexample through the mutant's step ($(figures "m-$name"))"
	else
		bad=1
		if [ "$result" = fail ]; then
			echo "not ok $t - mutant $name on $config: a counterexample, but not through the mutant's step (another hole)"
		else
			echo "not ok $t - mutant $name on $config: not caught, got $result ($(figures "m-$name"))"
		fi
	fi
	scenario "m-$name"
	t=$((t + 1))
	if [ "${cresult[$config]}" = pass ]; then
		echo "ok $t - control of mutant $name: $config unmutated passes"
	else
		bad=1
		echo "not ok $t - control of mutant $name: $config unmutated got ${cresult[$config]}"
	fi
done
if [ $bad -ne 0 ]; then
	echo "# model: FAILED (a configuration or a mutant did not give the result expected)"
	exit 1
fi
echo "# model: every guaranteed configuration passed, every other one and every mutant gave its counterexample"
