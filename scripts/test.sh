#!/usr/bin/env bash
# scripts/test.sh: install what is missing, build, and run the stages of
# the test command on the servers of the matrix (scripts/servers.sh).  The
# stages are declared once, in test/stages.txt (--list prints them).
#
# Usage: scripts/test.sh [--pg SERVER]... [--stage STAGE]... [--list]
#   --pg      only these servers (default: the whole matrix of
#             scripts/servers.sh; each is built the first time and cached
#             in $SFID_CACHE, default /var/cache/sfid)
#   --stage   only these stages (default: all)
#   --list    print the stages and exit
# Environment:
#   SFID_VENDOR_DIR   the vendored sources (PostgreSQL 16 and 19 with
#                     assertions, LazyFS, Citus; default ../shared/vendor
#                     beside the clone).  Without them those servers, the
#                     torture's power losses and the citus stage are
#                     skipped, each said in the summary
#   SFID_TEST_LOAD=N  stress-ng --cpu N beside the whole run (a test must
#                     not depend on the machine's speed)
#   SFID_TORTURE_MINUTES  the torture's length (default 3)
#   CI=true           a skip of anything the run names fails the run
# Every stage's runner prints TAP and runs under prove, except pg_regress
# and the isolation tester, which count each test file once.  The run
# ends with one line over every stage, "tests: N passed, N failed, N
# skipped", counted in TAP test points (scripts/count_tests.pl).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$SFID_ROOT/scripts/servers.sh"

# The stages, in the order they run, from test/stages.txt.
SFID_STAGES=()
declare -A stage_target=() stage_when=()
while IFS='|' read -r name target _ when _; do
	read -r name <<<"$name"
	read -r target <<<"$target"
	read -r when <<<"$when"
	SFID_STAGES+=("$name")
	stage_target[$name]=$target
	stage_when[$name]=$when
done < <(grep -v '^#' "$SFID_ROOT/test/stages.txt")

# The stage table as --list and --help print it.
print_stages() {
	grep -v '^#' "$SFID_ROOT/test/stages.txt" |
		awk -F' *[|] *' '{ printf "  %-11s make %-16s %-10s %-8s %s\n", $1, $2, $3, $4, $6 }'
}

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
	--list)
		print_stages
		exit 0
		;;
	-h | --help)
		sed -n '2,/^[^#]/p' "$0" | sed '$d; s/^# \{0,1\}//'
		echo "Stages (test/stages.txt), in the order they run:"
		print_stages
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
wanted monitoring && apt_packages+=(prometheus prometheus-postgres-exporter prometheus-sql-exporter)
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
skipped=0
stage_report=()
missing=()    # what the run names and could not have: "WHAT: WHY"
last_rc=0

# run_stage NAME COMMAND...: run a stage, time it, and count its results
# from its standard output (scripts/count_tests.pl), where the runners print
# their TAP and summaries; standard error, where a runner's checks print
# what they ran (a nested prove or pg_regress among them), is shown and not
# counted.  Its MISSING lines are listed in the summary.
run_stage() {
	local name=$1 log rc start secs p f k
	shift
	log=$(mktemp /tmp/sfid-stage.XXXXXX.log)
	sfid_say "stage $name"
	start=$(date +%s)
	set +e
	{
		"$@" 2>&3 | tee "$log"
		rc=${PIPESTATUS[0]}
	} 3>&2
	last_rc=$rc
	set -e
	secs=$(($(date +%s) - start))
	if [[ $name == build/* ]]; then
		# a build is no test: it counts only when it fails
		p=0 f=$((rc != 0)) k=0
	else
		read -r p f k < <(perl "$SFID_ROOT/scripts/count_tests.pl" "$log" "$rc")
	fi
	passed=$((passed + p))
	failed=$((failed + f))
	skipped=$((skipped + k))
	while IFS= read -r line; do missing+=("${line#MISSING: }"); done < <(grep '^MISSING: ' "$log" || true)
	stage_report+=("$(printf '%-20s %5ss  %5s passed, %s failed, %s skipped (exit %s)' "$name" "$secs" "$p" "$f" "$k" "$rc")")
}

# A server of the run that cannot be made here: said, and counted skipped.
server_missing() {
	local why
	why=$(sfid_server_available "$1") && return 1
	[[ " ${missing[*]} " == *"server $1: "* ]] || { why=${why#"$1": }; missing+=("server $1: ${why#skipped, }"); skipped=$((skipped + 1)); }
	return 0
}

# Build sfid for the current server in a tree of its own, once per run,
# as a stage; true when built.  $tree is set to the tree.
ensure_built() {
	local server=$1
	tree=${built_tree[$server]:-}
	[ -z "$tree" ] || return 0
	tree=$(mktemp -d "/tmp/sfid-tree-$server.XXXXXX")
	chmod 755 "$tree"
	run_stage "build/$server" sfid_build_in_copy "$tree"
	[ "$last_rc" -eq 0 ] || return 1
	built_tree[$server]=$tree
}

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
#              they run once, on the first server of SFID_TAP_FULL_SERVERS
#              that the run has (the oldest PostgreSQL built with
#              assertions, else the newest), or on every server when the
#              run has none.
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
	if [ $rc -eq 1 ]; then
		sfid_missing "citus on $server" "no Citus source ($SFID_CITUS_SOURCE)"
		return 0
	fi
	[ $rc -eq 0 ] || return $rc
	echo "$SFID_CITUS_LABEL"
	prove_tree 'regress_log_08*' 60 env PROVE_TESTS='test/citus/*.pl'
}

# The stages, each a function stage_NAME (or, for a stage with no server
# and no function, its make target), run in the table's order.  The
# stages of the matrix (regress, tap) run server by server, each server
# built once.

stage_unit() { run_stage unit make -C "$SFID_ROOT" -s unitcheck COPT=-Werror; }

# Patroni and pgBackRest on Debian's 15 (test/ha/run.sh installs and builds).
stage_ha() { run_stage ha make -C "$SFID_ROOT" -s hacheck; }

stage_clients() {
	local server
	for server in "${client_servers[@]}"; do
		server_missing "$server" && continue
		sfid_server_use "$server"
		if [ -z "$SFID_SERVER_ROOT" ] && ! ensure_built "$server"; then
			echo "build failed: no clients on $server"
			continue
		fi
		run_stage "clients/$server" make -C "$SFID_ROOT" -s clientscheck SFID_CLIENTS_SERVER="$server"
	done
}

# The monitoring stage: Debian's Prometheus and its two exporters against
# Debian's 15 (test/monitoring/*.pl, which the tap stage skips).  Their packages
# may start the services on install; the test runs its own on 127.0.0.1
# and free ports of 57000-57999, so none is left running.
monitoring_tap() {
	local svc
	for svc in prometheus prometheus-postgres-exporter prometheus-sql-exporter; do
		if systemctl is-active -q "$svc" 2>/dev/null; then sfid_as_root systemctl disable -q --now "$svc"; fi
		if [ -x "/etc/init.d/$svc" ]; then sfid_as_root "/etc/init.d/$svc" stop >/dev/null 2>&1 || true; fi
	done
	prove_tree 'regress_log_07*' 60 env PROVE_TESTS='test/monitoring/*.pl'
}
stage_monitoring() {
	sfid_server_use 15
	if ensure_built 15; then
		run_stage monitoring/15 monitoring_tap
	else
		echo "build failed: no monitoring stage"
	fi
}

# harden, fuzz and package use Debian's PostgreSQL 15, with this tree's
# sfid installed there (once).
installed_on_15=0
on_debian_15() {
	sfid_server_use 15
	[ $installed_on_15 -eq 1 ] || sfid_build_and_install
	installed_on_15=1
}
stage_harden() { on_debian_15 && run_stage harden make -C "$SFID_ROOT" -s hardencheck; }
stage_fuzz() { on_debian_15 && run_stage fuzz make -C "$SFID_ROOT" -s fuzzcheck; }
stage_package() { on_debian_15 && run_stage package make -C "$SFID_ROOT" -s packagecheck; }

# The torture builds and installs sfid for its server itself, in a tree of
# its own.
stage_torture() {
	server_missing "$torture_server" && return 0
	run_stage "torture/$torture_server" make -C "$SFID_ROOT" -s torturecheck \
		ARGS="--pg $torture_server --minutes ${SFID_TORTURE_MINUTES:-3}"
}

# The CloudNativePG extension image and the try-it image (scripts/cloud.sh),
# on a copy of the server that has no sfid of its own.
stage_cloud() {
	local server
	for server in "${cloud_servers[@]}"; do
		server_missing "$server" && continue
		run_stage "cloud/$server" env SFID_CLOUD_KEEP=0 make -C "$SFID_ROOT" -s cloudcheck ARGS="$server"
	done
}

# regress and tap, server by server.
matrix_done=0
stage_matrix() {
	local server
	[ $matrix_done -eq 0 ] || return 0
	matrix_done=1
	for server in "${servers[@]}"; do
		server_missing "$server" && continue
		sfid_server_use "$server"
		if ! ensure_built "$server"; then
			echo "build failed: no tests on $server (they would test what was installed before)"
			continue
		fi
		wanted regress && run_stage "regress/$server" regress
		if wanted tap; then
			if [ -n "${upgrade_from[$server]:-}" ] && ! server_missing "${upgrade_from[$server]}"; then
				export SFID_UPGRADE_FROM
				SFID_UPGRADE_FROM=$(upgrade_source "${upgrade_from[$server]}")
			fi
			run_stage "tap/$server" tap
			unset SFID_UPGRADE_FROM
		fi
	done
}
stage_regress() { stage_matrix; }
stage_tap() { stage_matrix; }

stage_citus() {
	local server
	for server in "${servers[@]}"; do
		[[ " ${SFID_CITUS_SERVERS[*]} " == *" $server "* ]] || continue
		server_missing "$server" && continue
		sfid_server_use "$server"
		ensure_built "$server" || continue
		run_stage "citus/$server" citus_tap
	done
}

# The servers of this run that get every TAP test (see tap_tags).
tap_full_servers=()
for server in "${SFID_TAP_FULL_SERVERS[@]}"; do
	[[ " ${servers[*]} " == *" $server "* ]] && sfid_server_available "$server" >/dev/null &&
		{ tap_full_servers=("$server"); break; }
done
[ ${#tap_full_servers[@]} -gt 0 ] || tap_full_servers=("${servers[@]}")

run_one_stage() {
	if declare -F "stage_$1" >/dev/null; then
		"stage_$1"
	else
		run_stage "$1" make -C "$SFID_ROOT" -s "${stage_target[$1]}"
	fi
}

# A stage that runs beside: in the background, its output in a file, its
# counts handed back in another; collected after the last stage.
beside_pids=()
beside_dirs=()
start_beside() {
	local dir
	dir=$(mktemp -d /tmp/sfid-beside.XXXXXX)
	(
		passed=0 failed=0 skipped=0 stage_report=() missing=()
		run_one_stage "$1" >"$dir/log" 2>&1
		declare -p passed failed skipped stage_report missing >"$dir/counts"
	) &
	beside_pids+=($!)
	beside_dirs+=("$dir")
	sfid_say "stage $1: runs beside the stages after it; its output comes at the end"
}
collect_beside() {
	local i
	for i in "${!beside_pids[@]}"; do
		wait "${beside_pids[$i]}" || true
		cat "${beside_dirs[$i]}/log"
		(
			# shellcheck disable=SC1091
			source "${beside_dirs[$i]}/counts" 2>/dev/null || { echo "0 1 0"; exit; }
			echo "$passed $failed $skipped"
			printf '%s\n' "${stage_report[@]}" >"${beside_dirs[$i]}/report"
			[ ${#missing[@]} -eq 0 ] || printf '%s\n' "${missing[@]}" >"${beside_dirs[$i]}/missing"
		) >"${beside_dirs[$i]}/sum"
		read -r p f k <"${beside_dirs[$i]}/sum"
		passed=$((passed + p))
		failed=$((failed + f))
		skipped=$((skipped + k))
		[ ! -s "${beside_dirs[$i]}/report" ] || mapfile -t -O "${#stage_report[@]}" stage_report <"${beside_dirs[$i]}/report"
		[ ! -s "${beside_dirs[$i]}/missing" ] || mapfile -t -O "${#missing[@]}" missing <"${beside_dirs[$i]}/missing"
		rm -rf "${beside_dirs[$i]}"
	done
}

for stage in "${SFID_STAGES[@]}"; do
	wanted "$stage" || continue
	if [ "${stage_when[$stage]}" = beside ]; then
		start_beside "$stage"
	else
		run_one_stage "$stage"
	fi
done
collect_beside

sfid_say "summary"
printf '%s\n' "${stage_report[@]}"
if grep -qE '^== (building|making)|^(built|made) in|failed' "$prepare_log"; then
	echo "made beside the stages (log: $prepare_log):"
	grep -E '^== (building|making)|^(built|made) in|failed' "$prepare_log" | sed 's/^== /  /; s/^\([bm]\)/    \1/'
fi
if [ ${#missing[@]} -gt 0 ]; then
	echo "skipped, named by the run but not to be had here:"
	printf '  %s\n' "${missing[@]}"
fi
echo "servers: ${servers[*]}; wall time $(($(date +%s) - run_start)) s${load_pid:+; under stress-ng --cpu $SFID_TEST_LOAD}"
echo "tests: $passed passed, $failed failed, $skipped skipped"
if [ "${CI:-}" = true ] && [ ${#missing[@]} -gt 0 ]; then
	echo "CI=true: a run in CI must have every server, stage and fault kind it names (${#missing[@]} missing above)"
	exit 1
fi
[ "$failed" -eq 0 ]
