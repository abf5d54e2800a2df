#!/bin/bash
# model/check.sh: check sfid's reservation protocol with SPIN (model/README).
#
#   bash model/check.sh [--large] [NAME...]
#
# Runs every configuration of the table below (or those named): the
# guaranteed ones must end with 0 errors, the ones the guarantee table says
# are not guaranteed, and every mutant, must end with a counterexample,
# printed as a scenario from the model's "@@" labels.  First it checks that
# every C function the model names ("@c NAME") still exists in src/.
# --large (or SFID_MODEL_LARGE=1) checks a clock of 0..3 ms instead of 0..2.
# Exits non-zero when any of this does not hold.
set -u
here=$(cd "$(dirname "$0")" && pwd)
src="$here/../src"
maxt=2
names=()
for a in "$@"; do
	case "$a" in
	--large) maxt=3 ;;
	*) names+=("$a") ;;
	esac
done
[ "${SFID_MODEL_LARGE:-0}" = 1 ] && maxt=3

command -v spin >/dev/null || { echo "spin is not installed (apt-get install spin)"; exit 2; }

# 1. The C functions the model stands for.
missing=()
for f in $(grep -o '@c [a-z_][a-z0-9_]*' "$here/sfid.pml" | awk '{print $2}' | sort -u); do
	grep -rqw -- "$f" "$src" --include='*.c' --include='*.h' || missing+=("$f")
done
if [ ${#missing[@]} -gt 0 ]; then
	echo "model: functions named by model/sfid.pml (@c) that src/ no longer has:"
	printf '  %s\n' "${missing[@]}"
	echo "  rename them in model/sfid.pml, or model the change"
	exit 1
fi
echo "model: every function named by model/sfid.pml exists in src/"

# 2. The configurations: NAME EXPECT FLAGS.  EXPECT is pass (0 errors) or
# fail (a counterexample).  Guaranteed cases first (docs/operations.md,
# "The guarantee by replication mode"), then the cases it says are not
# guaranteed, then one mutant per rule (model/README).
single='-DCRASHES=1 -DBACKS=1 -DCKPTS=1'
sync1='-DNSB=1 -DSYNC=1 -DPROMOS=1 -DCRASHES=1 -DCKPTS=0 -DBACKS=1'
configs=(
	# --- guaranteed
	"single-crash		pass	-DCRASHES=2 -DBACKS=1 -DCKPTS=1"
	"single-clamp		pass	-DCRASHES=1 -DBACKS=1 -DCKPTS=0 -DCLAMP=1 -DSHARED=1 -DIDB=2"
	"single-power		pass	-DPOWER=1 -DCRASHES=0 -DSTOPS=1 -DBACKS=1 -DCKPTS=1"
	"single-fence		pass	-DFENCES=1 $single"
	"single-jump		pass	-DJUMPS=1 $single"
	"single-unwritable	pass	-DUNWRITABLE=1 -DRESTORES=1 $single"
	"single-upgrade		pass	-DUPGRADES=1 -DRESTORES=1 -DBACKS=1 -DCKPTS=1 -DCRASHES=0"
	"single-reset		pass	-DRESETS=1 -DCRASHES=1 -DBACKS=1"
	"sync				pass	$sync1 -DFENCES=1"
	"sync-standby		pass	-DNSB=1 -DSYNC=1 -DPROMOS=1 -DCRASHES=0 -DCKPTS=1 -DBACKS=1 -DSRESTARTS=1 -DUNWRITABLE=1"
	"sync-rejoin		pass	$sync1 -DPROMOS=2 -DREJOINS=1 -DCRASHES=0"
	"quorum-best		pass	-DNSB=2 -DSYNC=1 -DPROMOS=1 -DCRASHES=0 -DCKPTS=0 -DBACKS=1"
	"first-best			pass	-DNSB=2 -DSYNC=2 -DPROMOS=1 -DCRASHES=0 -DCKPTS=0 -DBACKS=1 -DSRESTARTS=1"
	# --- not guaranteed (docs/operations.md says so)
	"sync-standby-unwritable	fail	-DNSB=1 -DSYNC=1 -DPROMOS=1 -DCRASHES=0 -DCKPTS=1 -DBACKS=1 -DSRESTARTS=1 -DUNWRITABLE=1 -DRESTART_UNWRITABLE"
	"async				fail	-DEXACT -DNSB=1 -DSYNC=0 -DPROMOS=1 -DCRASHES=0 -DBACKS=1"
	"quorum-any			fail	-DEXACT -DNSB=2 -DSYNC=1 -DPROMOS=1 -DPROMOTE_BEST=0 -DCRASHES=0 -DBACKS=1"
	"pitr				fail	-DEXACT -DPITR=1 -DCRASHES=0 -DBACKS=1"
	# --- mutants: each rule broken once
	"M1-no-file			fail	-DMUTANT=1 $single"
	"M2-no-wal			fail	-DMUTANT=2 $sync1"
	"M3-no-sync-wait	fail	-DMUTANT=3 $sync1"
	"M4-publish-first	fail	-DMUTANT=4 $single"
	"M5-no-dir-fsync	fail	-DMUTANT=5 -DPOWER=1 -DCRASHES=0 -DCKPTS=1 -DBACKS=1"
	"M6-redo-no-file	fail	-DMUTANT=6 -DNSB=1 -DSYNC=1 -DPROMOS=1 -DCRASHES=0 -DCKPTS=1 -DBACKS=1 -DSRESTARTS=1"
	"M7-shutdown-no-floor	fail	-DMUTANT=7 -DNSB=1 -DSYNC=1 -DPROMOS=1 -DCRASHES=0 -DCKPTS=1 -DBACKS=1 -DSRESTARTS=1 -DUNWRITABLE=1"
	"M8-fence-memory	fail	-DMUTANT=8 -DFENCES=1 $single"
	"M9-restore-lowers	fail	-DMUTANT=9 -DNSB=1 -DSYNC=1 -DPROMOS=1 -DUNWRITABLE=1 -DRESTORES=1 -DCRASHES=1 -DBACKS=1 -DCKPTS=0"
	"M10-finding4		fail	-DMUTANT=10 $sync1 -DFENCES=1"
	"M11-no-marker		fail	-DMUTANT=11 -DUPGRADES=1 -DRESTORES=1 -DBACKS=1 -DCKPTS=1 -DCRASHES=0"
	"M12-floor-ignored	fail	-DMUTANT=12 -DFENCES=1 $single"
)

work=$(mktemp -d /tmp/sfid-model.XXXXXX)
trap 'rm -rf "$work"' EXIT
cp "$here/sfid.pml" "$work/"
cd "$work" || exit 2
bad=0
printf '%-22s %-6s %-8s %12s %10s %8s %8s\n' configuration expect result states memory total search
for line in "${configs[@]}"; do
	read -r name expect flags <<<"$line"
	if [ ${#names[@]} -gt 0 ] && [[ " ${names[*]} " != *" $name "* ]]; then
		continue
	fi
	flags="$flags -DMAXT=$maxt"
	rm -f sfid.pml.trail pan pan.*
	# (-DBFS -DNOHIDDEN gives the shortest counterexamples, at 10 to 30
	# times the states: SFID_MODEL_SEARCH='-DBFS' with flags -DNOHIDDEN)
	search=${SFID_MODEL_SEARCH:--DCOLLAPSE}
	[ "$search" = -DBFS ] && flags="$flags -DNOHIDDEN"
	# shellcheck disable=SC2086
	if ! spin $flags -a sfid.pml >spin.out 2>&1 ||
		! gcc -O0 -DSAFETY -DNOREDUCE $search -o pan pan.c >gcc.out 2>&1; then
		echo "$name: the model does not build"; cat spin.out gcc.out; bad=1; continue
	fi
	start=$(date +%s.%N)
	./pan -m2000000 -E >pan.out 2>&1
	secs=$(echo "$(date +%s.%N) - $start" | bc)
	cpu=$(sed -n 's/^pan: elapsed time \([0-9.e+]*\) seconds/\1/p' pan.out)
	errors=$(sed -n 's/.*errors: \([0-9]*\).*/\1/p' pan.out)
	states=$(awk '/states, stored/ {print $1; exit}' pan.out)
	mem=$(awk '/total actual memory usage/ {print $1; exit}' pan.out)
	if grep -q 'Search not completed' pan.out && [ "${errors:-0}" = 0 ]; then
		result=incomplete
	elif [ "${errors:-0}" = 0 ]; then
		result=pass
	else
		result=fail
	fi
	printf '%-22s %-6s %-8s %12s %8sMB %7.1fs %7ss\n' "$name" "$expect" "$result" "${states:-?}" "${mem:-?}" "$secs" "${cpu:-?}"
	if [ "$result" != "$expect" ]; then
		bad=1
		echo "  ^ expected $expect"
		[ "$result" = incomplete ] && grep -i 'error\|depth\|warning' pan.out | sed 's/^/    /'
	fi
	if [ -f sfid.pml.trail ]; then
		# the counterexample as a scenario: the model's labels, in order
		grep -o 'assertion violated.*' pan.out | head -1 | sed 's/^/    /'
		# shellcheck disable=SC2086
		spin $flags -t sfid.pml 2>/dev/null | sed -n 's/^ *@@ /    - /p' |
			awk '/^    - clock [0-9]+$/ { last = $0; next } { if (last) print last; last = ""; print }'
	fi
done
if [ $bad -ne 0 ]; then
	echo "model: FAILED (a configuration did not give the result expected)"
	exit 1
fi
echo "model: every guaranteed configuration passed, every other one gave its counterexample"
