# scripts/lib.sh: what the demo, the tests and the benchmark share.
# Sourced, not run.  Works as root (as CI runs) and as a user with sudo.

set -euo pipefail

SFID_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PG_MAJOR=15
PG_BIN=/usr/lib/postgresql/$PG_MAJOR/bin
export PG_CONFIG=$PG_BIN/pg_config

sfid_say() { printf '\n== %s\n' "$*"; }

# The vendored sources that Debian lacks (PostgreSQL 16 and 19 to build with
# assertions, LazyFS, Citus): in CI, a folder beside the clone.
SFID_VENDOR_DIR=${SFID_VENDOR_DIR:-$SFID_ROOT/../shared/vendor}

# Run a command as root: directly when we are root, else through sudo.
sfid_as_root() {
	if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# Run a command holding the lock file LOCK (flock), so that processes that
# run it wait for each other.  The command does not inherit the lock: a
# daemon it starts would keep it.
sfid_with_lock() {
	local lock=$1
	shift
	(
		flock 9
		chmod a+rw "$lock" 2>/dev/null || true # a root run and a user's share it
		"$@" 9>&-
	) 9>>"$lock"
}

# Make a cache entry once: run the command unless STAMP exists, holding a
# lock named by STAMP, so that two processes that need the same entry (the
# background preparation of scripts/test.sh and a stage, two test runs)
# wait for each other instead of making it twice.  The command writes
# STAMP when it succeeds.
sfid_cache_once() {
	[ -f "$1" ] && return 0
	sfid_with_lock "/tmp/sfid-lock$(echo "$1" | tr / _)" sfid_unless_file "$@"
}

# Run the command unless FILE exists (checked again under the lock).
sfid_unless_file() {
	local file=$1
	shift
	if [ ! -f "$file" ]; then "$@"; fi
}

# initdb and the TAP framework refuse root: as root, clusters run as the
# postgres OS user that the postgresql-15 package creates.
sfid_as_cluster_user() {
	if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Install the Debian packages given that are not installed yet.
sfid_apt_install() {
	local missing=() pkg
	for pkg in "$@"; do
		dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	sfid_say "installing with apt: ${missing[*]}"
	# Another apt (a fresh machine's unattended upgrades, a second test
	# run) may hold the locks: wait for it instead of failing.  install
	# waits on dpkg's lock by itself; update is retried.
	local tries=0
	until sfid_as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 update -qq; do
		tries=$((tries + 1))
		[ $tries -lt 60 ] || return 1
		echo "apt-get update failed (another apt holding its lock?); again in 10 s" >&2
		sleep 10
	done
	sfid_as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=900 install -y -qq \
		--no-install-recommends "${missing[@]}" >/dev/null
}

# Packages every command needs: a compiler, the server and its headers.
SFID_BASE_PACKAGES=(build-essential postgresql-$PG_MAJOR postgresql-server-dev-$PG_MAJOR)

# Build sfid and install it into the PostgreSQL 15 tree.
sfid_build_and_install() {
	sfid_say "building and installing sfid"
	make -C "$SFID_ROOT" -s -j2 PG_CONFIG="$PG_CONFIG" >/dev/null
	sfid_as_root make -C "$SFID_ROOT" -s install PG_CONFIG="$PG_CONFIG" >/dev/null
}

# After a failed installcheck in TREE: print pg_regress's and the isolation
# tester's diffs.
sfid_print_regress_diffs() {
	local f
	for f in "$1/regression.diffs" "$1/output_iso/regression.diffs"; do
		[ -f "$f" ] || continue
		echo "---- ${f#"$1"/}"
		cat "$f"
	done
}

# Stop the server whose data directory is DIR/data, if it runs.
sfid_stop_server() {
	if [ -f "$1/data/postmaster.pid" ]; then
		sfid_as_cluster_user "$PG_BIN/pg_ctl" -D "$1/data" -m fast -w stop >/dev/null || true
	fi
}

# Start a new throwaway cluster with sfid preloaded in DIR/data, replacing
# whatever DIR held: socket in DIR, port PORT, no TCP, log in DIR/server.log.
# Extra postgresql.conf lines come on standard input.
sfid_start_throwaway_server() {
	local dir=$1 port=$2
	sfid_stop_server "$dir"
	sfid_as_root rm -rf "$dir"
	mkdir -p "$dir"
	if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$dir"; fi
	sfid_as_cluster_user "$PG_BIN/initdb" -D "$dir/data" -U postgres -A trust >/dev/null
	{
		cat <<CONF
port = $port
listen_addresses = ''
unix_socket_directories = '$dir'
shared_preload_libraries = 'sfid'
sfid.worker_min = 0
sfid.worker_max = 1023
CONF
		cat
	} | sfid_as_cluster_user tee -a "$dir/data/postgresql.conf" >/dev/null
	sfid_as_cluster_user "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start >/dev/null
}

# A copy of the source tree that the cluster user can write to (the tests
# write results/ and tmp_check/ beside the sources).  Prints its path.
sfid_writable_tree() {
	if [ "$(id -u)" -ne 0 ]; then
		echo "$SFID_ROOT"
		return
	fi
	local dir
	dir=$(mktemp -d /tmp/sfid-tree.XXXXXX)
	cp -a "$SFID_ROOT/." "$dir/"
	chown -R postgres:postgres "$dir"
	echo "$dir"
}

# The stage scripts (harden, fuzz, package, clients, torture, ha) print
# TAP on standard output, one test point per check, that prove reads (the
# test command runs each under prove, as it runs the TAP tests): what a
# check prints goes to standard error, so that no line of it is taken for
# TAP.  sfid_tap STATUS DESCRIPTION prints one point, ok when STATUS is 0;
# sfid_tap_skip DESCRIPTION REASON one skipped point; sfid_tap_done the
# plan, failing if any point failed.
sfid_tap_count=0
sfid_tap_failed=0
sfid_tap() {
	sfid_tap_count=$((sfid_tap_count + 1))
	if [ "$1" -eq 0 ]; then
		echo "ok $sfid_tap_count - $2"
	else
		echo "not ok $sfid_tap_count - $2"
		sfid_tap_failed=$((sfid_tap_failed + 1))
	fi
}
sfid_tap_skip() {
	sfid_tap_count=$((sfid_tap_count + 1))
	echo "ok $sfid_tap_count - $1 # skip $2"
}
sfid_tap_done() {
	echo "1..$sfid_tap_count"
	[ "$sfid_tap_failed" -eq 0 ]
}

# The end of a runner that worked in TREE: removed when every point passed
# and KEEP is 0, else kept and named (WHAT says what in it to look at).
sfid_tree_done() {
	local tree=$1 keep=$2 runner=$3 what=$4
	if [ "$sfid_tap_failed" -eq 0 ] && [ "$keep" -eq 0 ]; then
		sfid_as_root rm -rf "$tree"
	else
		echo "$runner: records and logs kept in $tree ($what)"
	fi
}

# The test points of an inner prove --verbose run, whose output is in LOG
# and whose exit status was RC, as this script's own; WHAT names the run.
sfid_tap_from_log() {
	local log=$1 rc=$2 what=$3 line points=0
	while IFS= read -r line; do
		points=$((points + 1))
		case $line in
		ok*) sfid_tap 0 "$(sed -E 's/^ok [0-9]+ (- )?//' <<<"$line")" ;;
		*) sfid_tap 1 "$(sed -E 's/^not ok [0-9]+ (- )?//' <<<"$line")" ;;
		esac
	done < <(grep -E '^(not )?ok [0-9]+' "$log" || true)
	if [ "$rc" -ne 0 ] && [ "$sfid_tap_failed" -eq 0 ]; then sfid_tap 1 "$what exited $rc"; fi
	[ "$points" -gt 0 ] || sfid_tap 1 "$what printed no test point"
}

# What a run names but could not have (a server whose source is missing,
# LazyFS or Citus that could not be built) is said on a line of its own,
# "MISSING: WHAT: WHY", which the test command lists in its summary and
# counts as skipped; under CI=true such a skip fails the run.
sfid_missing() {
	echo "MISSING: $1: $2"
}

# A stage made of named checks (harden.sh, package.sh): sfid_check runs one
# check in a subshell that stops at its first failing command, times it and
# prints its TAP point; its output goes to standard error.
sfid_check() {
	local name=$1 start secs rc
	shift
	sfid_say "$name" >&2
	start=$(date +%s)
	set +e
	(
		set -e
		"$@"
	) >&2
	rc=$?
	set -e
	secs=$(($(date +%s) - start))
	sfid_tap "$rc" "$name (${secs} s$([ "$rc" -eq 0 ] || echo ", exit $rc"))"
	return 0
}
