#!/usr/bin/env bash
# scripts/test.sh: install what is missing, build, and run every test on
# every PostgreSQL of the matrix (scripts/servers.sh):
#   unit             C unit tests of the pure parts (no server), once
#   build/SERVER     sfid built and installed for that server
#   regress/SERVER   pg_regress and the isolation tester, each on a temporary
#                    server with sfid preloaded
#   tap/SERVER       TAP tests (PostgreSQL::Test::Cluster): churn, clock
#                    steps, crashes, failover, several servers, pg_upgrade
#   harden           ASan/UBSan unit tests and pg_regress, cppcheck, clang-tidy
#   fuzz             libFuzzer harnesses of the pure core and the decoders
#   package          the .deb: build, install on a fresh cluster, smoke, purge
#   docs             every link and anchor of the README and docs/ resolves
#                    (scripts/check_docs.pl)
#   citus/SERVER     TAP tests test/t/08*.pl on a Citus cluster (coordinator
#                    and two workers), on 18-assert only (Citus 14 supports
#                    PostgreSQL 16-18); Citus is built once from
#                    ../shared/vendor or $SFID_CITUS_SOURCE, else skipped
#   clients/SERVER   the frameworks of docs/frameworks.md (Django, SQLAlchemy,
#                    ActiveRecord, JDBC, Hibernate, Go pgx, node-postgres,
#                    knex, Kysely, Sequelize, TypeORM, drizzle, Prisma) on a
#                    throwaway server (scripts/frameworks.sh); on Debian's
#                    PostgreSQL 15 unless --pg names servers
#   torture/SERVER   scripts/torture.sh for $SFID_TORTURE_MINUTES (default
#                    3) minutes: seeded random faults (crashes, restarts,
#                    clock steps of every server process, slow and failing
#                    fsync, failovers, a cut-off standby and split brain;
#                    power losses and torn writes on LazyFS, built from
#                    ../shared/vendor, else skipped) under clients that
#                    check every id; on
#                    15-assert, built with assertions, so that an Assert of
#                    sfid or PostgreSQL in crash recovery, redo or promotion
#                    stops the server loudly (or on the first --pg given)
# harden, fuzz and package run against Debian's own PostgreSQL 15.
#
# Usage: scripts/test.sh [--pg SERVER]... [--stage STAGE]...
#   --pg      only these servers (default: the whole matrix, 15 15-assert
#             17 18-assert 19; each is built the first time and cached in
#             $SFID_CACHE, default /var/cache/sfid)
#   --stage   only these stages: docs unit regress tap harden fuzz package
#             citus torture clients (default: all; build runs whenever
#             regress, tap, citus or clients does)
# Ends with one summary line over everything, "tests: N passed, N failed".
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$SFID_ROOT/scripts/servers.sh"

servers=()
stages=()
while [ $# -gt 0 ]; do
	case $1 in
	--pg)
		sfid_is_matrix_name "${2:-}" || { echo "unknown server '${2:-}'; one of: ${SFID_MATRIX[*]}" >&2; exit 2; }
		servers+=("$2")
		shift 2
		;;
	--stage)
		case ${2:-} in unit | regress | tap | harden | fuzz | package | citus | clients | docs | torture) ;;
		*) echo "unknown stage '${2:-}'; one of: docs unit regress tap harden fuzz package citus torture clients" >&2; exit 2 ;;
		esac
		stages+=("$2")
		shift 2
		;;
	-h | --help)
		sed -n '2,/^[^#]/p' "$0" | sed '$d; s/^# \{0,1\}//'
		exit 0
		;;
	*)
		echo "unknown argument '$1' (try --help)" >&2
		exit 2
		;;
	esac
done
# the clients stage runs on the servers named, else on Debian's 15 (as CI does)
client_servers=("${servers[@]}")
[ ${#client_servers[@]} -gt 0 ] || client_servers=(15)
# the torture's server: the first one asked for, else 15-assert
torture_server=${servers[0]:-15-assert}
[ ${#servers[@]} -gt 0 ] || servers=("${SFID_MATRIX[@]}")
[ ${#stages[@]} -gt 0 ] || stages=(docs unit regress tap harden fuzz package citus torture clients)
wanted() {
	local s
	for s in "${stages[@]}"; do [ "$s" = "$1" ] && return 0; done
	return 1
}

source "$SFID_ROOT/scripts/clients.sh"
apt_packages=("${SFID_BASE_PACKAGES[@]}" libipc-run-perl libfaketime "${SFID_CLIENT_PACKAGES[@]}")
wanted clients && apt_packages+=("${SFID_FRAMEWORK_PACKAGES[@]}")
sfid_apt_install "${apt_packages[@]}"
wanted tap && sfid_install_node_pg
# a failed npm ci is not fatal: the clients stage skips the Node stacks and says so
wanted clients && { sfid_install_node_frameworks || echo "npm ci of test/clients/node failed"; }

run_start=$(date +%s)
# the tree each server's sfid was built in, for the stages after its tests
declare -A built_tree=()
passed=0
failed=0
stage_report=()
last_rc=0

# run_stage NAME COUNTER COMMAND...: run a stage, time it, and count its
# results with count_COUNTER (which reads the stage's output log).
run_stage() {
	local name=$1 counter=$2 log rc start secs p f
	shift 2
	log=$(mktemp /tmp/sfid-stage.XXXXXX.log)
	sfid_say "stage $name"
	start=$(date +%s)
	set +e
	"$@" 2>&1 | tee "$log"
	rc=${PIPESTATUS[0]}
	last_rc=$rc
	set -e
	secs=$(($(date +%s) - start))
	read -r p f < <("count_$counter" "$log" "$rc")
	passed=$((passed + p))
	failed=$((failed + f))
	stage_report+=("$(printf '%-20s %5ss  %4s passed, %s failed (exit %s)' "$name" "$secs" "$p" "$f" "$rc")")
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
	ok=$(grep -cE '^(test| )\s*\S+\s+\.\.\. ok|^ok [0-9]+ ' "$1" || true)
	bad=$(grep -cE '\.\.\. FAILED|^not ok [0-9]+ ' "$1" || true)
	if [ "$2" -ne 0 ] && [ "$bad" -eq 0 ]; then bad=1; fi
	if [ "$2" -eq 0 ] && [ "$ok" -eq 0 ]; then bad=1; fi
	echo "$ok $bad"
}

count_tap() {
	local ok bad
	ok=$(grep -cE '^test/t/\S+\.pl \.+ ok' "$1" || true)
	bad=$(grep -cE '^test/t/\S+\.pl \.+ (Dubious|Failed|not ok)' "$1" || true)
	if [ "$2" -ne 0 ] && [ "$bad" -eq 0 ]; then bad=1; fi
	if [ "$2" -eq 0 ] && [ "$ok" -eq 0 ]; then bad=1; fi
	echo "$ok $bad"
}

# The citus stage counts like tap, and as nothing when Citus was missing.
count_citus() {
	if grep -q '^citus: skipped' "$1" && [ "$2" -eq 0 ]; then echo "0 0"; else count_tap "$@"; fi
}

# harden, fuzz and package end with "NAME: N passed, N failed".
count_summary() {
	local log=$1 rc=$2 name=$3 line p f
	line=$(grep -E "^$name: [0-9]+ passed, [0-9]+ failed" "$log" | tail -n 1 || true)
	if [ -z "$line" ]; then
		echo "0 1"
		return
	fi
	read -r p f < <(sed -E "s/^$name: ([0-9]+) passed, ([0-9]+) failed.*/\1 \2/" <<<"$line")
	if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
	echo "$p $f"
}
count_harden() { count_summary "$1" "$2" harden; }
count_fuzz() { count_summary "$1" "$2" fuzz; }
count_package() { count_summary "$1" "$2" package; }
count_clients() { count_summary "$1" "$2" clients; }

# check_docs.pl ends with "docs: N links checked, N broken".
count_docs() {
	local line
	line=$(grep -E '^docs: [0-9]+ links checked, [0-9]+ broken' "$1" | tail -n 1 || true)
	if [ -z "$line" ]; then echo "0 1"; return; fi
	read -r n b < <(sed -E 's/^docs: ([0-9]+) links checked, ([0-9]+) broken.*/\1 \2/' <<<"$line")
	echo "$((n - b)) $b"
}
count_torture() { count_summary "$1" "$2" torture; }

# The old installation that 040_pg_upgrade upgrades from, by the server
# under test: 15 with assertions for 18 with assertions (both built here),
# sid's 18 binaries for 19 (both in the sid root).
declare -A upgrade_from=([18-assert]=15-assert [19]=18-sid)

# Build and install sfid for old server $1 (from a tree of its own); print
# its prefix, as seen where the tests run.
upgrade_source() {
	(
		tree=$(mktemp -d /tmp/sfid-tree-upgrade-from.XXXXXX)
		sfid_server_use "$1" >&2
		sfid_build_in_copy "$tree" >&2
		sfid_as_root rm -rf "$tree"
		dirname "$PG_BIN"
	)
}

regress() {
	local rc=0
	sfid_in_server_as_cluster_user make -C "$tree" -s installcheck TAP_TESTS= PG_CONFIG="$PG_CONFIG" || rc=$?
	[ $rc -eq 0 ] || sfid_print_regress_diffs "$tree"
	return $rc
}

# TAP tests in $tree as the cluster user (a command prefix such as
# env PROVE_TESTS=..., after the logs' glob), $SFID_TAP_JOBS at a time
# (default 2: they spend most of their time waiting for clocks, restarts
# and standbys, not computing); on failure, the logs' last lines.
prove_tree() {
	local logs=$1 lines=$2 rc=0 f
	shift 2
	sfid_in_server_as_cluster_user "$@" make -C "$tree" -s installcheck REGRESS= ISOLATION= PG_CONFIG="$PG_CONFIG" \
		PROVE_FLAGS="-j${SFID_TAP_JOBS:-2}" || rc=$?
	if [ $rc -ne 0 ]; then
		for f in "$tree"/tmp_check/log/$logs; do
			[ -f "$f" ] || continue
			echo "---- last lines of $f"
			tail -n "$lines" "$f"
		done
	fi
	return $rc
}

# TAP tests that pace themselves with CPU work, which a test running beside
# them disturbs: they run after the others, one at a time.
SFID_SERIAL_TAP_TESTS=(test/t/016_clamp_small_step.pl)

# TAP tests that spend a minute or more mostly asleep: started first, so
# that the others run beside them instead of after them.
SFID_EARLY_TAP_TESTS=(test/t/037_idle_forward_steps.pl)

# The TAP tests selected (PROVE_TESTS, default all): the early ones first,
# the serial ones last.
tap() {
	local selected=() early=() parallel=() serial=() t s rc=0
	read -r -a selected < <(cd "$tree" && echo ${PROVE_TESTS:-test/t/*.pl})
	for t in "${selected[@]}"; do
		for s in "${SFID_SERIAL_TAP_TESTS[@]}"; do [ "$t" = "$s" ] && { serial+=("$t"); continue 2; }; done
		for s in "${SFID_EARLY_TAP_TESTS[@]}"; do [ "$t" = "$s" ] && { early+=("$t"); continue 2; }; done
		parallel+=("$t")
	done
	parallel=("${early[@]}" "${parallel[@]}")
	if [ ${#parallel[@]} -gt 0 ]; then
		prove_tree 'regress_log_*' 40 env PROVE_TESTS="${parallel[*]}" || rc=$?
	fi
	if [ ${#serial[@]} -gt 0 ]; then
		SFID_TAP_JOBS=1 prove_tree 'regress_log_*' 40 env PROVE_TESTS="${serial[*]}" || rc=$?
	fi
	return $rc
}

# The Citus TAP tests (SFID_CITUS=1 lets them run) on a Citus cluster of
# the current server, Citus built for it first; no Citus is a skip.
citus_tap() {
	local rc=0
	sfid_citus_use || rc=$?
	[ $rc -eq 1 ] && return 0
	[ $rc -eq 0 ] || return $rc
	echo "$SFID_CITUS_LABEL"
	prove_tree 'regress_log_08*' 60 env SFID_CITUS=1 PROVE_TESTS='test/t/08*.pl'
}

wanted docs && run_stage docs docs perl "$SFID_ROOT/scripts/check_docs.pl"
wanted unit && run_stage unit unit make -C "$SFID_ROOT" -s unitcheck COPT=-Werror

if wanted regress || wanted tap; then
	for server in "${servers[@]}"; do
		sfid_server_use "$server"
		tree=$(mktemp -d "/tmp/sfid-tree-$server.XXXXXX")
		chmod 755 "$tree"
		run_stage "build/$server" build sfid_build_in_copy "$tree"
		if [ "$last_rc" -ne 0 ]; then
			echo "build failed: no tests on $server (they would test what was installed before)"
			continue
		fi
		wanted regress && run_stage "regress/$server" regress regress
		if wanted tap; then
			if [ -n "${upgrade_from[$server]:-}" ]; then
				export SFID_UPGRADE_FROM
				SFID_UPGRADE_FROM=$(upgrade_source "${upgrade_from[$server]}")
			fi
			run_stage "tap/$server" tap tap
			unset SFID_UPGRADE_FROM
		fi
		built_tree[$server]=$tree
	done
fi

if wanted citus; then
	for server in "${servers[@]}"; do
		[[ " ${SFID_CITUS_SERVERS[*]} " == *" $server "* ]] || continue
		sfid_server_use "$server"
		tree=${built_tree[$server]:-}
		if [ -z "$tree" ]; then
			tree=$(mktemp -d "/tmp/sfid-tree-$server.XXXXXX")
			chmod 755 "$tree"
			run_stage "build/$server" build sfid_build_in_copy "$tree"
		fi
		run_stage "citus/$server" citus citus_tap
	done
fi

# The torture builds and installs sfid for its server itself, in a tree of
# its own.
if wanted torture; then
	run_stage "torture/$torture_server" torture bash "$SFID_ROOT/scripts/torture.sh" \
		--pg "$torture_server" --minutes "${SFID_TORTURE_MINUTES:-3}"
fi

if wanted clients; then
	for server in "${client_servers[@]}"; do
		sfid_server_use "$server"
		if [ -z "${built_tree[$server]:-}" ] && [ -z "$SFID_SERVER_ROOT" ]; then
			tree=$(mktemp -d "/tmp/sfid-tree-$server.XXXXXX")
			chmod 755 "$tree"
			run_stage "build/$server" build sfid_build_in_copy "$tree"
			built_tree[$server]=$tree
			[ "$last_rc" -eq 0 ] || { echo "build failed: no clients on $server"; continue; }
		fi
		run_stage "clients/$server" clients bash "$SFID_ROOT/scripts/frameworks.sh" "$server"
	done
fi

# The stages below use Debian's PostgreSQL 15 (and reinstall sfid there).
if wanted harden || wanted fuzz || wanted package; then
	sfid_server_use 15
	sfid_build_and_install
	wanted harden && run_stage harden harden bash "$SFID_ROOT/scripts/harden.sh"
	wanted fuzz && run_stage fuzz fuzz bash "$SFID_ROOT/scripts/fuzz.sh"
	wanted package && run_stage package package bash "$SFID_ROOT/scripts/package.sh"
fi

sfid_say "summary"
printf '%s\n' "${stage_report[@]}"
echo "servers: ${servers[*]}; wall time $(($(date +%s) - run_start)) s"
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
