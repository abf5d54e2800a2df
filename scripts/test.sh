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
#   citus/SERVER     TAP tests test/citus/*.pl on a Citus cluster (coordinator
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
#   ha               scripts/ha.sh: Patroni (one failover per mode) and
#                    pgBackRest (one restore per case) on Debian's 15
#   cloud/SERVER     scripts/cloud.sh: the CloudNativePG extension image,
#                    built and unpacked, then regress and TAP 014 with sfid
#                    loaded from it; on 18-assert, or on the servers --pg
#                    names that CloudNativePG's image volumes serve
#                    (18-assert, 19-assert)
# harden, fuzz and package run against Debian's own PostgreSQL 15.
#
# Usage: scripts/test.sh [--pg SERVER]... [--stage STAGE]...
#   --pg      only these servers (default: the whole matrix, 15 15-assert
#             16-assert 17 18-assert 19 19-assert; each is built the first
#             time and cached in $SFID_CACHE, default /var/cache/sfid;
#             16-assert and 19-assert are skipped without ../shared/vendor)
#   --stage   only these stages (default: all; build runs whenever regress,
#             tap, citus, clients or monitoring does)
#   SFID_TEST_LOAD=N in the environment runs stress-ng --cpu N beside the
#   whole run (a test must not depend on the machine's speed)
# Each stage is a make target of its own (make unitcheck, regresscheck,
# tapcheck, ...: docs/development.md).  Its results are read from its
# runner's own summary (prove's, pg_regress's, or a script's "NAME: N
# passed, N failed"), and the run ends with one line over everything,
# "tests: N passed, N failed".
# TAP tests of sfid's own logic run on 15-assert and 19-assert only (see
# their "# Tags:" line); SFID_TAP_ALL=1, or PROVE_TESTS, runs them anywhere.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$SFID_ROOT/scripts/servers.sh"

# The stages, in the order they run.  A new stage: its name here, a
# count_NAME below (or one of those there), and one block that runs it.
SFID_STAGES=(docs unit ha clients monitoring harden fuzz package model torture regress tap citus cloud)

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
		[[ " ${SFID_STAGES[*]} " == *" ${2:-} "* ]] ||
			{ echo "unknown stage '${2:-}'; one of: ${SFID_STAGES[*]}" >&2; exit 2; }
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
# the cloud stage: the servers named that image volumes serve, else 18-assert
cloud_servers=()
for s in "${servers[@]}"; do [[ $s == 18-assert || $s == 19-assert ]] && cloud_servers+=("$s"); done
[ ${#servers[@]} -gt 0 ] || cloud_servers=(18-assert)
# the torture's server: the first one asked for, else 15-assert
torture_server=${servers[0]:-15-assert}
[ ${#servers[@]} -gt 0 ] || servers=("${SFID_MATRIX[@]}")
[ ${#stages[@]} -gt 0 ] || stages=("${SFID_STAGES[@]}")
wanted() {
	local s
	for s in "${stages[@]}"; do [ "$s" = "$1" ] && return 0; done
	return 1
}

# The old installation that 040_pg_upgrade upgrades from, by the server
# under test: 15 with assertions for 18 with assertions, 16 with assertions
# for 19 with assertions (all built on the host), sid's 18 binaries for 19
# (both in the sid root).  One pair per server: sfid's own steps (marker,
# SF003, restore) are the same for every pair.
declare -A upgrade_from=([18-assert]=15-assert [19-assert]=16-assert [19]=18-sid)

# From empty caches the source-built servers, the roots, LazyFS and Citus
# take over half an hour of building on both cores, while most stages
# mostly wait (for Patroni, clocks, restarts, standbys).  So they are made
# in the background, one after another in the order the stages need them,
# while the foreground runs what is ready: first the stages on Debian's 15
# and the model, then the torture, then the matrix.  A stage that needs
# something still being made waits for it (sfid_cache_once).  The summary
# repeats what was made.
prepare_log=$(mktemp /tmp/sfid-prepare.XXXXXX.log)
prepare() {
	sfid_server_available "$1" >/dev/null || return 0
	(sfid_server_use "$1") || echo "preparing $1 failed: its stages will say why"
}
prepare_caches() {
	local s
	if wanted torture; then
		prepare "$torture_server"
		(source "$SFID_ROOT/scripts/lazyfs.sh" && sfid_lazyfs_build) || echo "preparing LazyFS failed"
	fi
	for s in "${servers[@]}"; do
		if wanted regress || wanted tap; then
			prepare "$s"
			if wanted tap && [ -n "${upgrade_from[$s]:-}" ]; then prepare "${upgrade_from[$s]}"; fi
		fi
		if wanted citus && [[ " ${SFID_CITUS_SERVERS[*]} " == *" $s "* ]]; then
			(sfid_server_use "$s" && sfid_citus_use) || echo "preparing Citus for $s failed"
		fi
	done
	if wanted clients; then
		for s in "${client_servers[@]}"; do prepare "$s"; done
	fi
}
# What the builds need is installed first, so that on a fresh machine they
# start before the stages' own, longer, apt installs.
if wanted regress || wanted tap || wanted citus || wanted torture; then
	sfid_apt_install "${SFID_PG_BUILD_PACKAGES[@]}" mmdebstrap
fi
prepare_caches >"$prepare_log" 2>&1 &
prepare_pid=$!

# What runs beside the stages stops with the run: the load, and the
# preparation's loop, so that it starts nothing more (a build or an apt-get
# under way is left to finish: killing one could leave dpkg half done; it
# holds its cache entry's lock until then).
stop_beside() {
	if jobs -rp | grep -qx "$prepare_pid"; then kill "$prepare_pid" 2>/dev/null || true; fi
	[ -z "${load_pid:-}" ] || kill "$load_pid" 2>/dev/null || true
}
trap stop_beside EXIT

source "$SFID_ROOT/scripts/clients.sh"
apt_packages=("${SFID_BASE_PACKAGES[@]}" libipc-run-perl libfaketime "${SFID_CLIENT_PACKAGES[@]}")
wanted clients && apt_packages+=("${SFID_FRAMEWORK_PACKAGES[@]}")
wanted monitoring && apt_packages+=(prometheus prometheus-postgres-exporter)
wanted model && apt_packages+=(spin)
sfid_apt_install "${apt_packages[@]}"
wanted tap && sfid_install_node_pg
# a failed npm ci is not fatal: the clients stage skips the Node stacks and says so
wanted clients && { sfid_install_node_frameworks || echo "npm ci of test/clients/node failed"; }

# SFID_TEST_LOAD=N: N busy CPU hogs (stress-ng --cpu N) beside the whole
# run, the way to check that a test does not depend on the machine's speed.
if [ "${SFID_TEST_LOAD:-0}" -gt 0 ]; then
	sfid_apt_install stress-ng
	stress-ng --cpu "$SFID_TEST_LOAD" --quiet &
	load_pid=$!
	echo "load: stress-ng --cpu $SFID_TEST_LOAD (pid $load_pid) beside the run"
fi

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

# prove's summary, for each prove run of the stage: "Files=N, Tests=M, ..."
# and, when some failed, one line per failed file in its "Test Summary
# Report" ("t/x.pl (Wstat: ...)").  A file is one test.  No summary, or a
# failing exit with no failure counted, counts as one failure.
count_prove() {
	local files bad
	files=$(sed -nE 's/^Files=([0-9]+), Tests=.*/\1/p' "$1" | awk '{ n += $1 } END { print n + 0 }')
	bad=$(grep -cE '^\S+ +\(Wstat: [0-9]+' "$1" || true)
	if [ "$2" -ne 0 ] && [ "$bad" -eq 0 ]; then bad=1; fi
	if ! grep -qE '^Files=[0-9]+, Tests=' "$1"; then bad=$((bad > 0 ? bad : 1)); fi
	echo "$((files - bad < 0 ? 0 : files - bad)) $bad"
}
count_unit() { count_prove "$@"; }
count_tap() { count_prove "$@"; }

# pg_regress's and the isolation tester's summaries: "All N tests passed."
# or "M of N tests failed." (16 and later put "# " before them).
count_regress() {
	local ok bad
	read -r ok bad < <(sed -nE \
		-e 's/^(# )? *All ([0-9]+) tests passed.*/\2 0/p' \
		-e 's/^(# )? *([0-9]+) of ([0-9]+) tests failed.*/\3 \2/p' "$1" |
		awk '{ n += $1; f += $2; runs++ } END { print n - f, (runs ? f : 1) }')
	if [ "$2" -ne 0 ] && [ "$bad" -eq 0 ]; then bad=1; fi
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
count_ha() { count_summary "$1" "$2" ha; }

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
	sfid_in_server_as_cluster_user make -C "$tree" -s regresscheck PG_CONFIG="$PG_CONFIG" || rc=$?
	[ $rc -eq 0 ] || sfid_print_regress_diffs "$tree"
	return $rc
}

# TAP tests in $tree as the cluster user (a command prefix such as
# env PROVE_TESTS=..., after the logs' glob), $SFID_TAP_JOBS at a time
# (default 3: they spend most of their time waiting for clocks, restarts
# and standbys, not computing), each test's time shown (--timer); on
# failure, the logs' last lines.
prove_tree() {
	local logs=$1 lines=$2 rc=0 f
	shift 2
	sfid_in_server_as_cluster_user "$@" make -C "$tree" -s tapcheck PG_CONFIG="$PG_CONFIG" \
		PROVE_FLAGS="-j${SFID_TAP_JOBS:-3} --timer" || rc=$?
	if [ $rc -ne 0 ]; then
		for f in "$tree"/tmp_check/log/$logs; do
			[ -f "$f" ] || continue
			echo "---- last lines of $f"
			tail -n "$lines" "$f"
		done
	fi
	return $rc
}

# Which TAP test runs where is said by the test itself, in a header line
# "# Tags: KIND [MODIFIER]..." (test/README):
#   logic      sfid's own logic: clock-step decisions, the reservation
#              file's writes, conversion, clients and poolers, the guides'
#              SQL.  What they test does not change with the server, so
#              they run on the servers of SFID_TAP_FULL_SERVERS in the run
#              (the oldest and the newest PostgreSQL built with
#              assertions), or on every server when the run has none.
#   behaviour  PostgreSQL's behaviour under sfid (crash recovery, redo,
#              standbys, promotion, logical replication, pg_upgrade, shared
#              memory, single-user mode, the background worker): every
#              server.
#   release    also on a release build beside its assertion build (below).
#   early      started first: it spends a minute or more asleep, and the
#              others run beside it.
# PROVE_TESTS or SFID_TAP_ALL=1 runs whatever is asked, anywhere.
SFID_TAP_FULL_SERVERS=(15-assert 19-assert)

# The tags of TAP test $1 (a path in $tree), one line.
tap_tags() {
	sed -n 's/^# Tags: //p;/^[^#]/q' "$tree/$1" | head -n 1
}

# A release build whose major the run also has built with assertions runs
# the same branch's code (15 is Debian's 15.20 binaries, 15-assert 15.18
# from Debian's source; 19 is 19rc1, 19-assert REL_19_STABLE of August),
# so only the tests tagged release, where the binaries themselves matter:
# Debian's packaging and patches (preload and recovery, single-user mode,
# restarts, promotion, the reservation file's place) and the version's
# pg_dump and pg_upgrade.  17, a release build with no assertion build
# beside it, runs everything, at -O2 as Debian builds it.

# Whether server $1 is such a release build in this run.  (Should the
# assertion build fail, the run fails with it: nothing goes untested
# silently.)
tap_release_beside_assert() {
	[ -z "${PROVE_TESTS:-}" ] && [ "${SFID_TAP_ALL:-0}" != 1 ] &&
		[[ $1 != *-* ]] && [[ " ${servers[*]} " == *" $1-assert "* ]] &&
		sfid_server_available "$1-assert" >/dev/null
}

# Whether the TAP stage of server $1 leaves the logic tests out.
tap_logic_elsewhere() {
	[ -z "${PROVE_TESTS:-}" ] && [ "${SFID_TAP_ALL:-0}" != 1 ] &&
		[[ " ${tap_full_servers[*]} " != *" $1 "* ]]
}

# The TAP tests selected (PROVE_TESTS, default all, less those that run
# elsewhere by their tags), the early ones first.  A test without a tag
# line fails the stage: where it runs must be said.
tap() {
	local selected=() early=() parallel=() left=() t tags release=0 logic=0
	read -r -a selected < <(cd "$tree" && echo ${PROVE_TESTS:-test/t/*.pl})
	if tap_release_beside_assert "$server"; then release=1; elif tap_logic_elsewhere "$server"; then logic=1; fi
	for t in "${selected[@]}"; do
		tags=" $(tap_tags "$t") "
		if [[ $tags != *" logic "* && $tags != *" behaviour "* ]]; then
			echo "tap: $t has no '# Tags: logic' or '# Tags: behaviour' line (test/README)"
			return 1
		fi
		if { [ $release -eq 1 ] && [[ $tags != *" release "* ]]; } ||
			{ [ $logic -eq 1 ] && [[ $tags == *" logic "* ]]; }; then
			left+=("$t")
			continue
		fi
		if [[ $tags == *" early "* ]]; then early+=("$t"); else parallel+=("$t"); fi
	done
	parallel=("${early[@]}" "${parallel[@]}")
	if [ $release -eq 1 ]; then
		echo "tap: a release build beside $server-assert: ${#left[@]} tests run on $server-assert only (SFID_TAP_ALL=1 runs them here): ${left[*]##*/}"
	elif [ ${#left[@]} -gt 0 ]; then
		echo "tap: ${#left[@]} tests of sfid's own logic run on ${tap_full_servers[*]} (SFID_TAP_ALL=1 runs them here): ${left[*]##*/}"
	fi
	[ ${#parallel[@]} -eq 0 ] || prove_tree 'regress_log_*' 40 env PROVE_TESTS="${parallel[*]}"
}

# The Citus TAP tests (test/citus/) on a Citus cluster of
# the current server, Citus built for it first; no Citus is a skip.
citus_tap() {
	local rc=0
	sfid_citus_use || rc=$?
	[ $rc -eq 1 ] && return 0
	[ $rc -eq 0 ] || return $rc
	echo "$SFID_CITUS_LABEL"
	prove_tree 'regress_log_08*' 60 env PROVE_TESTS='test/citus/*.pl'
}

wanted docs && run_stage docs docs make -C "$SFID_ROOT" -s docscheck
wanted unit && run_stage unit unit make -C "$SFID_ROOT" -s unitcheck COPT=-Werror

# First what runs on Debian's 15 or on no server, while the servers of the
# matrix are made beside (prepare_caches); then the torture, on 15-assert;
# then the matrix, server by server.

# Patroni and pgBackRest on Debian's 15 (scripts/ha.sh installs and builds).
if wanted ha; then
	run_stage ha ha bash "$SFID_ROOT/scripts/ha.sh"
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

# The monitoring stage: Debian's Prometheus and postgres_exporter against
# Debian's 15 (test/monitoring/*.pl, which the tap stage skips).  Their packages
# may start the services on install; the test runs its own on 127.0.0.1
# and free ports of 57000-57999, so none is left running.
monitoring_tap() {
	local svc
	for svc in prometheus prometheus-postgres-exporter; do
		if systemctl is-active -q "$svc" 2>/dev/null; then sfid_as_root systemctl disable -q --now "$svc"; fi
		if [ -x "/etc/init.d/$svc" ]; then sfid_as_root "/etc/init.d/$svc" stop >/dev/null 2>&1 || true; fi
	done
	prove_tree 'regress_log_07*' 60 env PROVE_TESTS='test/monitoring/*.pl'
}
if wanted monitoring; then
	sfid_server_use 15
	tree=${built_tree[15]:-}
	if [ -z "$tree" ]; then
		tree=$(mktemp -d /tmp/sfid-tree-15.XXXXXX)
		chmod 755 "$tree"
		run_stage build/15 build sfid_build_in_copy "$tree"
		[ "$last_rc" -eq 0 ] && built_tree[15]=$tree
	fi
	if [ -n "${built_tree[15]:-}" ]; then
		run_stage monitoring/15 tap monitoring_tap
	else
		echo "build failed: no monitoring stage"
	fi
fi

# The stages below use Debian's PostgreSQL 15 (and reinstall sfid there).
if wanted harden || wanted fuzz || wanted package; then
	sfid_server_use 15
	sfid_build_and_install
	wanted harden && run_stage harden harden make -C "$SFID_ROOT" -s hardencheck
	wanted fuzz && run_stage fuzz fuzz make -C "$SFID_ROOT" -s fuzzcheck
	wanted package && run_stage package package make -C "$SFID_ROOT" -s packagecheck
fi

# The SPIN model of the reservation protocol (model/README), no server:
# one line per configuration, "NAME EXPECT RESULT ...".
count_model() {
	awk -v rc="$2" '$2 ~ /^(pass|fail)$/ && $3 ~ /^(pass|fail|incomplete)$/ { if ($2 == $3) p++; else f++ }
		END { if (rc != 0 && f == 0) f = 1; if (p + f == 0) f = 1; print p + 0, f + 0 }' "$1"
}
wanted model && run_stage model model bash "$SFID_ROOT/model/check.sh"

# The torture builds and installs sfid for its server itself, in a tree of
# its own.
if wanted torture; then
	run_stage "torture/$torture_server" torture bash "$SFID_ROOT/scripts/torture.sh" \
		--pg "$torture_server" --minutes "${SFID_TORTURE_MINUTES:-3}"
fi

# The servers of this run that get every TAP test (see tap_tags).
tap_full_servers=()
for server in "${servers[@]}"; do
	[[ " ${SFID_TAP_FULL_SERVERS[*]} " == *" $server "* ]] && sfid_server_available "$server" >/dev/null &&
		tap_full_servers+=("$server")
done
[ ${#tap_full_servers[@]} -gt 0 ] || tap_full_servers=("${servers[@]}")

if wanted regress || wanted tap; then
	for server in "${servers[@]}"; do
		sfid_server_available "$server" || continue
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
			if [ -n "${upgrade_from[$server]:-}" ] && sfid_server_available "${upgrade_from[$server]}"; then
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

# The CloudNativePG extension image (scripts/cloud.sh), on a copy of the
# server that has no sfid of its own.
count_cloud() { count_summary "$1" "$2" cloud; }
if wanted cloud; then
	for server in "${cloud_servers[@]}"; do
		sfid_server_available "$server" || continue
		run_stage "cloud/$server" cloud env SFID_CLOUD_KEEP=0 bash "$SFID_ROOT/scripts/cloud.sh" "$server"
	done
fi

sfid_say "summary"
printf '%s\n' "${stage_report[@]}"
if grep -qE '^== (building|making)|^(built|made) in|failed' "$prepare_log"; then
	echo "made beside the stages (log: $prepare_log):"
	grep -E '^== (building|making)|^(built|made) in|failed' "$prepare_log" | sed 's/^== /  /; s/^\([bm]\)/    \1/'
fi
echo "servers: ${servers[*]}; wall time $(($(date +%s) - run_start)) s${load_pid:+; under stress-ng --cpu $SFID_TEST_LOAD}"
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
