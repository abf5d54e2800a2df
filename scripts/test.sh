#!/usr/bin/env bash
# scripts/test.sh: install what is missing, build, and run every test:
#   unit     C unit tests of the pure generator core (no server)
#   regress  pg_regress on a temporary server with sfid preloaded
#   tap      TAP tests (PostgreSQL::Test::Cluster): churn, clock steps, crashes,
#            failover, several servers
#   harden   ASan/UBSan unit tests and pg_regress, cppcheck, clang-tidy
#   fuzz     libFuzzer harnesses of the pure core and the decoders
#   package  the .deb: build, install on a fresh cluster, smoke, purge, restore
# Ends with one summary line, "tests: N passed, N failed".
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

sfid_apt_install "${SFID_BASE_PACKAGES[@]}" libipc-run-perl libfaketime

passed=0
failed=0
stage_report=()

# run_stage NAME COMMAND...: run a stage, time it, and count its results
# with the stage's own counter (count_NAME reads the stage's output log).
run_stage() {
	local name=$1 log rc start secs
	shift
	log=$(mktemp /tmp/sfid-$name.XXXXXX.log)
	sfid_say "stage $name"
	start=$(date +%s)
	set +e
	"$@" 2>&1 | tee "$log"
	rc=${PIPESTATUS[0]}
	set -e
	secs=$(($(date +%s) - start))
	local p f
	read -r p f < <("count_$name" "$log" "$rc")
	passed=$((passed + p))
	failed=$((failed + f))
	stage_report+=("$(printf '%-8s %4ss  %s passed, %s failed (exit %s)' "$name" "$secs" "$p" "$f" "$rc")")
}

count_build() { if [ "$2" -eq 0 ]; then echo "1 0"; else echo "0 1"; fi; }

# Each unit binary prints "unit: N passed, N failed"; sum them all.  No such
# line at all, or a failing exit with no failure counted (a binary that died
# before its summary), counts as one failure.
count_unit() {
	local p f
	read -r p f < <(sed -nE 's/^unit: ([0-9]+) passed, ([0-9]+) failed.*/\1 \2/p' "$1" |
		awk '{ p += $1; f += $2; n++ } END { if (n) print p, f; else print 0, 1 }')
	if [ "$2" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
	echo "$p $f"
}

count_regress() {
	local ok bad
	ok=$(grep -cE '^(test| )\s*\S+\s+\.\.\. ok' "$1" || true)
	bad=$(grep -cE '\.\.\. FAILED' "$1" || true)
	if [ "$2" -ne 0 ] && [ "$bad" -eq 0 ]; then bad=1; fi
	echo "$ok $bad"
}

count_tap() {
	local ok bad
	ok=$(grep -cE '^test/t/\S+\.pl \.+ ok' "$1" || true)
	bad=$(grep -cE '^test/t/\S+\.pl \.+ (Dubious|Failed|not ok)' "$1" || true)
	if [ "$2" -ne 0 ] && [ "$bad" -eq 0 ]; then bad=1; fi
	echo "$ok $bad"
}

# harden, fuzz and package end with "NAME: N passed, N failed".
count_summary() {
	local log=$1 rc=$2 name=$3 line p f
	line=$(grep -E "^$name: [0-9]+ passed, [0-9]+ failed" "$log" | tail -n 1 || true)
	if [ -z "$line" ]; then echo "0 1"; return; fi
	read -r p f < <(sed -E "s/^$name: ([0-9]+) passed, ([0-9]+) failed.*/\1 \2/" <<<"$line")
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
	echo "$p $f"
}
count_harden() { count_summary "$1" "$2" harden; }
count_fuzz() { count_summary "$1" "$2" fuzz; }
count_package() { count_summary "$1" "$2" package; }

regress() {
	local tree=$1 rc=0
	sfid_as_cluster_user make -C "$tree" -s installcheck TAP_TESTS= || rc=$?
	if [ $rc -ne 0 ] && [ -f "$tree/regression.diffs" ]; then
		echo "---- regression.diffs"
		cat "$tree/regression.diffs"
	fi
	return $rc
}

tap() {
	local tree=$1 rc=0
	sfid_as_cluster_user make -C "$tree" -s installcheck REGRESS= || rc=$?
	if [ $rc -ne 0 ]; then
		for f in "$tree"/tmp_check/log/regress_log_*; do
			[ -f "$f" ] || continue
			echo "---- last lines of $f"
			tail -n 40 "$f"
		done
	fi
	return $rc
}

run_stage build sfid_build_and_install
run_stage unit make -C "$SFID_ROOT" -s unitcheck
tree=$(sfid_writable_tree)
run_stage regress regress "$tree"
run_stage tap tap "$tree"
run_stage harden bash "$SFID_ROOT/scripts/harden.sh"
run_stage fuzz bash "$SFID_ROOT/scripts/fuzz.sh"
run_stage package bash "$SFID_ROOT/scripts/package.sh"

sfid_say "summary"
printf '%s\n' "${stage_report[@]}"
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
