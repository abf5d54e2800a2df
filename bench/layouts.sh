#!/usr/bin/env bash
# bench/layouts.sh: snowflake_next()'s rate in each layout, against the
# layout's own cap.
#
# One throwaway server per layout (sfid's default, Twitter's, Instagram's:
# a layout is kept for good, so each needs a data directory of its own),
# the rate part's SQL of bench/setup.sql on each, rounds interleaved
# across the layouts; the best round of each is compared with its cap,
# ids_per_ms * 1000 rows/s of one backend's worker number (sfid_layout()):
# 4,096,000 in the default and Twitter's layouts, 1,024,000 in Instagram's.
# Targets: the default layout at least 0.95 of its cap, every other layout
# at least 0.9.  Prints a PASS/MISS line per layout; exit status 0 when it
# ran.  bench/run.sh runs it after its own report.
#
# Knobs (environment): SFID_BENCH_PG_BIN (the server's bin directory, the
# one bench/run.sh uses by default), SFID_BENCH_DIR (/tmp/sfid-bench),
# SFID_BENCH_PORT (5591; the layouts take the next ports),
# SFID_BENCH_ROWS (4000000), SFID_BENCH_ROUNDS (7).
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"

PG_BIN=${SFID_BENCH_PG_BIN:-$PG_BIN}
BENCH=$SFID_ROOT/bench
DIR=${SFID_BENCH_DIR:-/tmp/sfid-bench}/layouts
PORT=${SFID_BENCH_PORT:-5591}
ROWS=${SFID_BENCH_ROWS:-4000000}
ROUNDS=${SFID_BENCH_ROUNDS:-7}

LAYOUTS=(default twitter instagram)
declare -A CONF=(
	[default]=""
	[twitter]="sfid.epoch = '2010-11-04 01:42:54.657+00'"
	[instagram]="sfid.epoch = '2011-08-24 21:07:01.721+00'
sfid.worker_bits = 13
sfid.sequence_bits = 10
sfid.worker_max = 8191"
)
declare -A TARGET=([default]=0.95 [twitter]=0.90 [instagram]=0.90)

psql_of() {
	local i=$1
	shift
	env PGOPTIONS="-c client_min_messages=warning" "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 \
		-h "$DIR/${LAYOUTS[$i]}" -p $((PORT + 1 + i)) -U postgres "$@"
}

cleanup() {
	local l
	for l in "${LAYOUTS[@]}"; do
		sfid_stop_server "$DIR/$l"
		sfid_as_root rm -rf "$DIR/$l/data"
	done
}
trap cleanup EXIT

for i in "${!LAYOUTS[@]}"; do
	l=${LAYOUTS[$i]}
	sfid_say "layout $l: a throwaway server in $DIR/$l (port $((PORT + 1 + i)))"
	mkdir -p "$DIR"
	sfid_start_throwaway_server "$DIR/$l" $((PORT + 1 + i)) <<<"${CONF[$l]}"
	psql_of "$i" -d postgres -c "CREATE DATABASE sfid_bench"
	psql_of "$i" -d sfid_bench -f "$BENCH/setup.sql"
done

sfid_say "snowflake_next(): $ROWS rows per query, one backend, $ROUNDS rounds interleaved across the layouts"
for ((r = 1; r <= ROUNDS; r++)); do
	for ((k = 0; k < ${#LAYOUTS[@]}; k++)); do
		i=$(((k + r - 1) % ${#LAYOUTS[@]}))
		echo "${LAYOUTS[$i]}: $(psql_of "$i" -d sfid_bench -c "SELECT rate_measure($r, 'snowflake_next()', 1, 1, $ROWS)")"
	done
done

sfid_say "layouts: best round against the layout's cap"
for i in "${!LAYOUTS[@]}"; do
	l=${LAYOUTS[$i]}
	psql_of "$i" -d sfid_bench -c "
		SELECT format('%s %-9s %s worker bits, %s sequence bits: %s M ids/s, cap %s M/s, %s of the cap (target %s)',
					  CASE WHEN best / cap >= ${TARGET[$l]} THEN 'PASS' ELSE 'MISS' END, '$l',
					  worker_bits, sequence_bits, to_char(best / 1e6, '990.000'),
					  to_char(cap / 1e6, '990.000'), to_char(best / cap, '0.000'), '${TARGET[$l]}')
		FROM (SELECT max(nrows / extract(epoch FROM finished - started)) AS best
				FROM rate_runs WHERE fn = 'snowflake_next()') b,
			 (SELECT worker_bits, sequence_bits, ids_per_ms * 1000.0 AS cap FROM sfid_layout()) l"
done
