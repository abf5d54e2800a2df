#!/usr/bin/env bash
# bench/citus.sh: inserts per second through a Citus coordinator into a
# table keyed by DEFAULT snowflake_next(), against the same table keyed by
# a bigserial (Citus's own sequence handling), in one run.
#
# Builds the server (scripts/servers.sh; default 18-release, PostgreSQL 18.6
# without assertions), Citus for it (from ../shared/vendor or
# $SFID_CITUS_SOURCE, once) and sfid; starts a coordinator and two workers
# on this machine in /tmp/sfid-citus-bench (worker ranges 0-9, 10-19,
# 20-29; durability settings at their defaults, autovacuum and JIT off);
# distributes both tables by id (Citus's default 32 shards) and measures two
# shapes with pgbench through the coordinator:
#   single   one-row INSERT ... VALUES per transaction, several clients
#   batch    INSERT ... SELECT of 1,000 rows from generate_series, one client
# Rounds are interleaved (the order alternates), each pgbench run lasts a
# few seconds; the median of the rounds is reported with the ratio
# snowflake ÷ bigserial.  Prints a markdown section, writes it to
# bench/out/citus.md and puts it in bench/results.md (replacing the
# section of an earlier run; bench/run.sh rewrites that file, so run this
# after it).  Takes about 2 minutes once the server and Citus are built.
#
# Knobs (environment): SFID_CITUS_BENCH_PG (18-release; 18-assert is
# quicker to get but an assertion build), SFID_CITUS_BENCH_DIR
# (/tmp/sfid-citus-bench), SFID_CITUS_BENCH_PORT (5592: coordinator, then
# +1, +2), SFID_CITUS_BENCH_ROUNDS (5), SFID_CITUS_BENCH_SECONDS (5),
# SFID_CITUS_BENCH_CLIENTS (4), SFID_CITUS_BENCH_BATCH (1000).
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
source "$SFID_ROOT/scripts/servers.sh"

SERVER=${SFID_CITUS_BENCH_PG:-18-release}
DIR=${SFID_CITUS_BENCH_DIR:-/tmp/sfid-citus-bench}
PORT=${SFID_CITUS_BENCH_PORT:-5592}
ROUNDS=${SFID_CITUS_BENCH_ROUNDS:-5}
SECS=${SFID_CITUS_BENCH_SECONDS:-5}
CLIENTS=${SFID_CITUS_BENCH_CLIENTS:-4}
BATCH=${SFID_CITUS_BENCH_BATCH:-1000}
OUT=$SFID_ROOT/bench/out
NODES=(c w1 w2)
RANGES=("0 9" "10 19" "20 29")

LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)

sfid_apt_install "${SFID_BASE_PACKAGES[@]}"
sfid_server_use "$SERVER"
sfid_citus_use || exit 1
[ -z "${SFID_SERVER_ROOT:-}" ] || { echo "bench/citus.sh needs a server outside a root (18-assert or 18-release)" >&2; exit 2; }

sfid_say "building and installing sfid for PostgreSQL $SFID_SERVER_LABEL"
tree=$(mktemp -d /tmp/sfid-tree-citus-bench.XXXXXX)
sfid_build_in_copy "$tree" >/dev/null
sfid_as_root rm -rf "$tree"

node_psql() {
	local i=$1
	shift
	env PGOPTIONS="-c client_min_messages=warning" "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 \
		-h "$DIR/${NODES[$i]}" -p $((PORT + i)) -U postgres -d postgres "$@"
}

# At the end: stop the nodes and drop their data; their logs stay in $DIR.
cleanup() {
	local i
	for i in 2 1 0; do
		sfid_stop_server "$DIR/${NODES[$i]}"
		sfid_as_root rm -rf "$DIR/${NODES[$i]}/data"
	done
}
trap cleanup EXIT

sfid_say "starting a coordinator and two workers in $DIR (ports $PORT-$((PORT + 2)))"
for i in 0 1 2; do
	read -r lo hi <<<"${RANGES[$i]}"
	sfid_start_throwaway_server "$DIR/${NODES[$i]}" $((PORT + i)) <<CONF
shared_preload_libraries = 'citus,sfid'
sfid.worker_min = $lo
sfid.worker_max = $hi
max_connections = 200
max_prepared_transactions = 200
shared_buffers = 128MB
autovacuum = off
jit = off
citus.node_conninfo = 'sslmode=disable'
citus.local_hostname = '$DIR/${NODES[$i]}'
CONF
	node_psql "$i" -c 'CREATE EXTENSION citus'
done
node_psql 0 >/dev/null <<SQL
SELECT citus_set_coordinator_host('$DIR/c', $PORT);
SELECT citus_add_node('$DIR/w1', $((PORT + 1)));
SELECT citus_add_node('$DIR/w2', $((PORT + 2)));
CREATE EXTENSION sfid;
CREATE TABLE t_snowflake (id bigint PRIMARY KEY DEFAULT snowflake_next(), payload text NOT NULL);
CREATE TABLE t_bigserial (id bigserial PRIMARY KEY, payload text NOT NULL);
SELECT create_distributed_table('t_snowflake', 'id');
SELECT create_distributed_table('t_bigserial', 'id');
SQL
shards=$(node_psql 0 -c "SELECT count(*) FROM citus_shards WHERE table_name = 't_snowflake'::regclass")

# rows/s of one pgbench run: SHAPE TABLE
measure() {
	local shape=$1 table=$2 script rows clients tps
	script=$(mktemp /tmp/sfid-citus-bench.XXXXXX.sql)
	case $shape in
	single)
		echo "INSERT INTO $table (payload) VALUES ('payload');" >"$script"
		rows=1 clients=$CLIENTS
		;;
	batch)
		echo "INSERT INTO $table (payload) SELECT 'payload' FROM generate_series(1, $BATCH);" >"$script"
		rows=$BATCH clients=1
		;;
	esac
	tps=$("$PG_BIN/pgbench" -n -h "$DIR/c" -p "$PORT" -U postgres -c "$clients" -j "$clients" \
		-T "$SECS" -f "$script" postgres 2>&1 | sed -nE 's/^tps = ([0-9.]+) .*/\1/p')
	rm -f "$script"
	[ -n "$tps" ] || { echo "pgbench failed ($shape, $table)" >&2; return 1; }
	awk -v t="$tps" -v r="$rows" 'BEGIN { printf "%.0f\n", t * r }'
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

declare -A results=()
for shape in single batch; do
	sfid_say "$shape: $ROUNDS interleaved rounds of $SECS s per table"
	for r in $(seq 1 "$ROUNDS"); do
		if [ $((r % 2)) -eq 1 ]; then order=(t_snowflake t_bigserial); else order=(t_bigserial t_snowflake); fi
		for table in "${order[@]}"; do
			v=$(measure "$shape" "$table")
			results[$shape/$table]+="$v "
			printf '  round %d  %-12s %10s rows/s\n' "$r" "$table" "$v"
		done
	done
done

# The ids are the coordinator's (it evaluates the defaults of these
# statements), with no repeats.
check=$(node_psql 0 -c "SELECT count(*) || ' rows, ' || count(DISTINCT id) || ' distinct ids, worker numbers ' || min(u.worker) || '-' || max(u.worker)
	FROM t_snowflake, snowflake_unpack(t_snowflake.id) u")

row() {
	local shape=$1 label=$2 sf bs
	sf=$(tr ' ' '\n' <<<"${results[$shape/t_snowflake]}" | grep . | median)
	bs=$(tr ' ' '\n' <<<"${results[$shape/t_bigserial]}" | grep . | median)
	awk -v l="$label" -v s="$sf" -v b="$bs" 'BEGIN { printf "| %s | %.0f | %.0f | %.2f × |\n", l, s, b, s / b }'
}

mkdir -p "$OUT"
{
	echo "## Citus: inserts through the coordinator"
	echo
	echo "PostgreSQL $SFID_SERVER_LABEL, Citus $SFID_CITUS_VERSION; a coordinator and two workers on one machine ($(nproc) cores), $shards shards per table, durability settings at their defaults. Median rows/s of $ROUNDS interleaved pgbench rounds of $SECS s per table (\`bash bench/citus.sh\`, $(date -u +%Y-%m-%d); load average before: $LOAD_BEFORE)."
	if [[ $SERVER == *-assert ]]; then
		echo
		echo "**$SERVER is an assertion build**: absolute rates are lower than a release build's; read the ratio."
	fi
	echo
	echo "| statement, through the coordinator | \`DEFAULT snowflake_next()\` rows/s | \`bigserial\` rows/s | ratio |"
	echo "| --- | ---: | ---: | ---: |"
	row single "one-row \`INSERT ... VALUES\`, $CLIENTS clients"
	row batch "\`INSERT ... SELECT\` of $BATCH rows from \`generate_series\`, 1 client"
	echo
	echo "Snowflake table afterwards: $check (the coordinator's range is 0-9)."
} >"$OUT/citus.md"

# Replace this section in bench/results.md, or add it at the end.
results_md=$SFID_ROOT/bench/results.md
awk '/^## Citus: inserts through the coordinator/ { skip = 1; next } skip && /^## / { skip = 0 } !skip' \
	"$results_md" >"$results_md.tmp"
{
	sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$results_md.tmp"
	echo
	cat "$OUT/citus.md"
} >"$results_md"
rm -f "$results_md.tmp"

sfid_say "results"
cat "$OUT/citus.md"
echo
echo "Written: $OUT/citus.md; section in bench/results.md"
