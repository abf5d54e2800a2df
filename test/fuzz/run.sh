#!/usr/bin/env bash
# test/fuzz/run.sh: build the libFuzzer harnesses in test/fuzz (clang,
# -fsanitize=fuzzer,address,undefined) and run each for a bounded time,
# starting from its committed corpus in test/fuzz/corpus/<harness>/:
#   snowflake   the Snowflake generator's decisions (src/generator.c) under
#               clock steps, policies, horizons, restarts and racing backends
#   uuidv7      UUIDv7 stamps and their packing (src/generator.c)
#   statefile   the reservation file reader (src/statefile.c)
#   textform    the 13-character text form decoder (src/textform.c)
# A harness fails on a crash, a sanitizer report, a violated property, a
# timeout or a failed build.  New inputs go to a scratch copy of the corpus;
# a failing input is printed and kept under /tmp to be added to the corpus.
# SFID_FUZZ_SECONDS sets each harness's time (default 20); harnesses run
# as many at once as there are cores.  Prints TAP, a test point per harness.
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib.sh"

sfid_apt_install "${SFID_BASE_PACKAGES[@]}" clang-14 libclang-rt-14-dev

CLANG=clang-14
SECONDS_EACH=${SFID_FUZZ_SECONDS:-20}
HARNESSES=(snowflake uuidv7 statefile textform)
PG_SERVER_INCLUDE=$($PG_CONFIG --includedir-server)
PG_PKGLIBDIR=$($PG_CONFIG --pkglibdir)

# What each harness is built from, with what, and the longest input worth
# trying (the decoders' inputs are a few dozen bytes; the generator scripts
# are longer).
sources() {
	case $1 in
		snowflake | uuidv7) echo src/generator.c ;;
		statefile) echo src/statefile.c ;;
		textform) echo src/textform.c ;;
	esac
}
extra_flags() {
	case $1 in
		statefile) echo "-Wno-ignored-attributes -I$PG_SERVER_INCLUDE -L$PG_PKGLIBDIR -lpgport" ;;
	esac
}
max_len() {
	case $1 in
		statefile | textform) echo 64 ;;
		*) echo 2048 ;;
	esac
}

work=$(mktemp -d /tmp/sfid-fuzz.XXXXXX)
keep=0
cleanup() {
	if [ "$keep" -eq 1 ] || [ -n "${SFID_KEEP_WORK:-}" ]; then
		echo "fuzz: work kept in $work"
	else
		rm -rf "$work"
	fi
}
trap cleanup EXIT

build() {
	local h=$1
	# shellcheck disable=SC2046
	$CLANG -g -O1 -std=gnu11 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
		-fno-omit-frame-pointer -Wall -Wextra -Werror -I"$SFID_ROOT/src" \
		-o "$work/fuzz_$h" "$SFID_ROOT/test/fuzz/fuzz_$h.c" \
		$(for s in $(sources "$h"); do echo "$SFID_ROOT/$s"; done) $(extra_flags "$h")
}

# Run one harness; its output goes to $work/$h.log, its verdict to $work/$h.rc.
run() {
	local h=$1 rc=0
	mkdir -p "$work/corpus/$h" "$work/artifacts/$h"
	if ! build "$h" >"$work/$h.log" 2>&1; then
		echo "build failed" >>"$work/$h.log"
		echo 1 >"$work/$h.rc"
		return
	fi
	# The scratch corpus comes first: libFuzzer writes new inputs only there.
	UBSAN_OPTIONS=print_stacktrace=1 \
		"$work/fuzz_$h" -max_total_time="$SECONDS_EACH" -timeout=10 -rss_limit_mb=2048 \
		-max_len="$(max_len "$h")" -print_final_stats=1 \
		-artifact_prefix="$work/artifacts/$h/" \
		"$work/corpus/$h" "$SFID_ROOT/test/fuzz/corpus/$h" >>"$work/$h.log" 2>&1 || rc=$?
	echo $rc >"$work/$h.rc"
}

sfid_say "fuzz: ${#HARNESSES[@]} harnesses, ${SECONDS_EACH}s each"
jobs_max=$(nproc)
start=$(date +%s)
for h in "${HARNESSES[@]}"; do
	while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do sleep 0.2; done
	run "$h" &
done
wait

for h in "${HARNESSES[@]}"; do
	rc=$(cat "$work/$h.rc" 2>/dev/null || echo 1)
	runs=$(sed -nE 's/^stat::number_of_executed_units: ([0-9]+)/\1/p' "$work/$h.log" | tail -1)
	cov=$(grep -oE 'cov: [0-9]+' "$work/$h.log" | tail -1)
	if [ "$rc" -eq 0 ]; then
		sfid_tap 0 "$h: ${runs:-?} runs, $cov"
	else
		sfid_tap 1 "$h (exit $rc)"
		keep=1
		{
			sfid_say "fuzz: $h failed; the end of its log:"
			tail -n 60 "$work/$h.log"
			for a in "$work/artifacts/$h"/*; do
				[ -f "$a" ] || continue
				echo "---- failing input $a ($(stat -c %s "$a") bytes); to keep it as a regression input:"
				echo "     cp $a $SFID_ROOT/test/fuzz/corpus/$h/"
				od -A d -t x1 "$a" | head -n 20
			done
		} >&2
	fi
done
echo "# fuzz: $(($(date +%s) - start)) s"
sfid_tap_done
