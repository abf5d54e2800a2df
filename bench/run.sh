#!/usr/bin/env bash
# bench/run.sh: the sfid benchmark, one command.
#
# Installs what is missing, builds and installs sfid, starts a throwaway
# PostgreSQL 15 in /tmp/sfid-bench with sfid preloaded and shared_buffers
# pinned small, and measures in one run:
#   rates     rows/s of a constant, clock_timestamp(), nextval(),
#             snowflake_next(), snowflake_at() (a backfill of times that
#             rise by 1 us a row), gen_random_uuid() and uuidv7() in the
#             streaming shape, best of several interleaved rounds;
#   pairs     the aggregate rate of two concurrent backends for
#             clock_timestamp(), nextval() and snowflake_next();
#   inserts   1 M rows into tables keyed by identity, snowflake_next(),
#             gen_random_uuid() and uuidv7(): time, index size, WAL bytes,
#             and a chart of the time per batch as the tables grow;
#   layouts   then bench/layouts.sh: snowflake_next() in the default,
#             Twitter's and Instagram's layouts against each one's cap.
# Prints the results with a PASS/MISS line per target and writes them to
# bench/out/ (results.md, CSV data, insert-locality.png); the table and the
# chart are also copied to bench/results.md and bench/insert-locality.png.
# A MISS is reported, not an error: the exit status is 0 whenever the
# benchmark ran.  Takes about 2 minutes on 2 cores (build included).
#
# Knobs (environment): SFID_BENCH_PORT (5591), SFID_BENCH_DIR
# (/tmp/sfid-bench), SFID_BENCH_ROWS (4000000), SFID_BENCH_ROUNDS (7),
# SFID_BENCH_PAIR_ROUNDS (7), SFID_BENCH_INSERT_ROUNDS (3), SFID_BENCH_BATCHES
# (20), SFID_BENCH_BATCH_ROWS (50000),
# SFID_BENCH_SKIP_BUILD=1 to measure the sfid that is already installed,
# SFID_BENCH_PG_CONFIG to build for and run another PostgreSQL than Debian's
# 15 (its pg_config; sfid is installed into it, and the results stay in
# bench/out/, not copied over bench/results.md).  For instance, the ratio of
# 1 M snowflake_at() to 1 M snowflake_next() on a server of one's own:
#   SFID_BENCH_PG_CONFIG=/path/bin/pg_config SFID_BENCH_PORT=5599 \
#   SFID_BENCH_ROWS=1000000 bench/run.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
if [ -n "${SFID_BENCH_PG_CONFIG:-}" ]; then
	PG_CONFIG=$SFID_BENCH_PG_CONFIG
	export PG_CONFIG
	PG_BIN=$("$PG_CONFIG" --bindir)
fi

BENCH=$SFID_ROOT/bench
OUT=$BENCH/out
DIR=${SFID_BENCH_DIR:-/tmp/sfid-bench}
PORT=${SFID_BENCH_PORT:-5591}
ROWS=${SFID_BENCH_ROWS:-4000000}
ROUNDS=${SFID_BENCH_ROUNDS:-7}
PAIR_ROUNDS=${SFID_BENCH_PAIR_ROUNDS:-7}
INSERT_ROUNDS=${SFID_BENCH_INSERT_ROUNDS:-3}
BATCHES=${SFID_BENCH_BATCHES:-20}
BATCH_ROWS=${SFID_BENCH_BATCH_ROWS:-50000}
SHARED_BUFFERS=32MB

RATE_FNS=('constant' 'clock_timestamp()' 'nextval()' 'snowflake_next()' 'snowflake_at()' 'gen_random_uuid()' 'uuidv7()')
PAIR_FNS=('clock_timestamp()' 'nextval()' 'snowflake_next()')

# Load from others before anything of ours runs: the report warns when the
# machine was busy.
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)

sfid_apt_install "${SFID_BASE_PACKAGES[@]}" gnuplot-nox
if [ "${SFID_BENCH_SKIP_BUILD:-0}" = 1 ]; then
	sfid_say "measuring the installed sfid (SFID_BENCH_SKIP_BUILD=1)"
else
	sfid_build_and_install
fi

PSQL=(env PGOPTIONS="-c client_min_messages=warning" "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1
	-h "$DIR" -p "$PORT" -U postgres)
BENCH_STARTED=$(date +%s)

# At the end: stop the server and drop its data (about 1 GB of WAL); the
# server's log stays in $DIR.
cleanup() {
	sfid_stop_server "$DIR"
	sfid_as_root rm -rf "$DIR/data"
}

# The server's settings.  Durability stays on (fsync, synchronous_commit
# and full_page_writes at their defaults): each measured statement commits
# once, and the WAL column is meant to show what a real server writes.
# autovacuum is off so that no vacuum runs into an insert batch or adds WAL
# to it; JIT is off because it would compile the 4 M-row queries first.
SETTINGS="shared_buffers = $SHARED_BUFFERS, fsync = on, synchronous_commit = on, full_page_writes = on, max_wal_size = 1GB, autovacuum = off, jit = off"

sfid_say "starting a throwaway server in $DIR (port $PORT; $SETTINGS)"
sfid_start_throwaway_server "$DIR" "$PORT" <<CONF
shared_buffers = $SHARED_BUFFERS
fsync = on
synchronous_commit = on
full_page_writes = on
max_wal_size = 1GB
autovacuum = off
jit = off
log_checkpoints = on
sfid.worker_max = 1015
sfid.backfill_worker_min = 1016
sfid.backfill_worker_max = 1023
CONF
trap cleanup EXIT

"${PSQL[@]}" -d postgres -c "CREATE DATABASE sfid_bench"
PSQL+=(-d sfid_bench)
"${PSQL[@]}" -f "$BENCH/setup.sql"

# A round measures every function once on one backend, then each pair
# function on two backends at once.  Each pass starts one place further
# along its list, so that no function always runs first or after the
# slowest; and since the machine's noise comes in bursts, both kinds of
# measurement are spread over the whole run.
#
# Two backends: both connect, then wait for a common start time half a
# second ahead; the aggregate rate is both backends' rows divided by the
# wall time from the first start to the last finish.
rate_pass() {
	local r=$1 n=${#RATE_FNS[@]} i fn
	for ((i = 0; i < n; i++)); do
		fn=${RATE_FNS[$(((i + r - 1) % n))]}
		"${PSQL[@]}" -c "SELECT rate_measure($r, '$fn', 1, 1, $ROWS)"
	done
}

pair_pass() {
	local r=$1 n=${#PAIR_FNS[@]} i fn start b pid pids
	for ((i = 0; i < n; i++)); do
		fn=${PAIR_FNS[$(((i + r - 1) % n))]}
		start=$("${PSQL[@]}" -c "SELECT clock_timestamp() + interval '0.5 s'")
		pids=()
		for b in 1 2; do
			"${PSQL[@]}" -c "SELECT rate_measure($r, '$fn', 2, $b, $ROWS, '$start')" &
			pids+=($!)
		done
		for pid in "${pids[@]}"; do wait "$pid"; done
		"${PSQL[@]}" -c "
			SELECT format('  round %s  %-18s aggregate                %s M rows/s', $r, '$fn',
						  to_char(sum(nrows) / extract(epoch FROM max(finished) - min(started)) / 1e6, '990.00'))
			FROM rate_runs WHERE backends = 2 AND round = $r AND fn = '$fn'"
	done
}

sfid_say "rates: $ROWS rows per query; one backend in $ROUNDS rounds, two concurrent backends in $PAIR_ROUNDS, interleaved"
for ((r = 1; r <= ROUNDS || r <= PAIR_ROUNDS; r++)); do
	if ((r <= ROUNDS)); then rate_pass "$r"; fi
	if ((r <= PAIR_ROUNDS)); then pair_pass "$r"; fi
done

sfid_say "inserts: $BATCHES batches of $BATCH_ROWS rows per table, shared_buffers = $SHARED_BUFFERS, $INSERT_ROUNDS rounds"
CHECKPOINTS_BEFORE=$("${PSQL[@]}" -c "SELECT checkpoints_timed + checkpoints_req FROM pg_stat_bgwriter")
for ((r = 1; r <= INSERT_ROUNDS; r++)); do
	"${PSQL[@]}" -c "CALL insert_prepare()" -c "CHECKPOINT"
	"${PSQL[@]}" -c "CALL insert_round($r, $BATCHES, $BATCH_ROWS)"
	"${PSQL[@]}" -c "
		SELECT format('  round %s  %-18s %s s  index %s MB  WAL %s MB', round, key,
					  to_char(sum(ms) / 1000, '990.00'), to_char(max(index_bytes) / 1048576.0, '9990.0'),
					  to_char(sum(wal_bytes) / 1048576.0, '9990.0'))
		FROM insert_batches b JOIN insert_keys USING (key)
		WHERE round = $r GROUP BY round, key, ord ORDER BY ord"
done
CHECKPOINTS_AFTER=$("${PSQL[@]}" -c "SELECT checkpoints_timed + checkpoints_req FROM pg_stat_bgwriter")
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)

sfid_say "report"
rm -rf "$OUT"
mkdir -p "$OUT"
(cd "$OUT" && "${PSQL[@]}" \
	-v rows="$ROWS" -v rounds="$ROUNDS" -v pair_rounds="$PAIR_ROUNDS" \
	-v insert_rounds="$INSERT_ROUNDS" -v batches="$BATCHES" -v batch_rows="$BATCH_ROWS" \
	-v shared_buffers="$SHARED_BUFFERS" -v settings="$SETTINGS" \
	-v checkpoints=$((CHECKPOINTS_AFTER - CHECKPOINTS_BEFORE)) \
	-v cpus="$(nproc)" -v load_before="$LOAD_BEFORE" -v load_after="$LOAD_AFTER" \
	-v seconds=$(($(date +%s) - BENCH_STARTED)) \
	-f "$BENCH/report.sql" >results.md)

(cd "$OUT" && gnuplot -e "shared_buffers_mb=${SHARED_BUFFERS%MB}; batch_rows=$BATCH_ROWS" "$BENCH/insert-locality.gp")
if [ -z "${SFID_BENCH_PG_CONFIG:-}" ]; then
	cp "$OUT/results.md" "$BENCH/results.md"
	cp "$OUT/insert-locality.png" "$BENCH/insert-locality.png"
fi

echo
cat "$OUT/results.md"
echo
echo "Written: $OUT/ (results.md, rates.csv, insert-batches.csv, insert-locality.dat, insert-locality.png)"
[ -n "${SFID_BENCH_PG_CONFIG:-}" ] || echo "Copied:  bench/results.md and bench/insert-locality.png"

# Other layouts need servers of their own (a layout is kept for good).
echo
"$BENCH/layouts.sh"
