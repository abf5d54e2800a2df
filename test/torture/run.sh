#!/usr/bin/env bash
# test/torture/run.sh: the fault torture.  A primary and a standby with one
# small worker range, clients churning sessions of dense snowflake_next()
# calls, and a seeded random schedule of every fault the tests know: kill -9
# of every server process, immediate and fast restarts, kills of a backend
# and of the reserver, clock steps of every server process back and forward
# (test/shim/sfid_clock_shim.c), slow and failing fsync
# (test/shim/sfid_io_shim.c), synchronous and asynchronous failover to a
# standby whose clock is behind, the old primary rebuilt with pg_rewind or
# pg_basebackup, power losses and torn writes (LazyFS, scripts/lazyfs.sh),
# and a cut, lossy or slow replication link (scripts/netfault.sh).  Every
# id the clients receive is checked: none may repeat, none may go down
# within a session.  See test/torture/torture.pl.
#
# Usage: test/torture/run.sh [--minutes N] [--seed S] [--pg SERVER] [--clients N]
#                           [--backfill N] [--only KIND,...] [--layout NAME] [--shape S] [--keep]
#   --minutes  how long to inject faults (default 3); the run then takes
#              about a minute more to set up, stop and check
#   --seed     the schedule's seed (default: drawn, printed first); a seed
#              gives the same faults in the same order
#   --pg       the server (default 15-assert, built with assertions); one of
#              scripts/servers.sh's (15 installs into Debian's own
#              PostgreSQL, as the other stages that use it do)
#   --clients  clients in parallel (default 3)
#   --backfill clients of snowflake_at() beside them (default 1; 0 for
#              none), walking one window of past time, on the backfill
#              range 2..1023
#   --only     only these faults, e.g. --only failover,crash_all (the kinds
#              are listed in test/torture/torture.pl), to chase one
#   --layout   the servers' Snowflake layout: default, discord, twitter or
#              instagram (13 worker bits, 10 sequence bits)
#   --shape    pair (default): a primary and a standby; quorum: a primary,
#              two standbys under 'ANY 1 (b, c)' and a cascading standby of
#              b, failovers that promote the standby of highest
#              sfid_recovered_horizon(), and one fault kind that promotes
#              an unconfirmed standby on purpose (its repeats are
#              documented, and counted apart)
#   --keep     keep the work tree (records, logs) even when the run passed
#   --patch    build sfid with this patch applied (patch -p1) to the copy:
#              the negative controls of docs/development.md
# Prints TAP: the torture's own test points, the checker's tests and one
# point for no server left running; exits non-zero on any repeat the guarantee table does not document, any id
# that went down within a session, any unexpected failure, any harness
# failure, a server left running or a checker test that fails.  A fault
# kind that cannot run here (no LazyFS, no packet filter) is said on a
# MISSING line (scripts/lib.sh).
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib.sh"
source "$SFID_ROOT/scripts/servers.sh"
source "$SFID_ROOT/scripts/lazyfs.sh"
source "$SFID_ROOT/scripts/netfault.sh"

minutes=3
seed=
server=15-assert
clients=3
backfill=1
only=
layout=default
keep=0
patch_file=
shape=pair
while [ $# -gt 0 ]; do
	case $1 in
	--minutes)
		[[ ${2:-} =~ ^[0-9]+([.][0-9]+)?$ ]] || { echo "--minutes needs a number" >&2; exit 2; }
		minutes=$2
		shift 2
		;;
	--seed)
		[[ ${2:-} =~ ^[0-9]+$ ]] || { echo "--seed needs a whole number" >&2; exit 2; }
		seed=$2
		shift 2
		;;
	--pg)
		sfid_is_matrix_name "${2:-}" || { echo "unknown server '${2:-}'; one of: ${SFID_MATRIX[*]}" >&2; exit 2; }
		server=$2
		shift 2
		;;
	--clients)
		[[ ${2:-} =~ ^[1-9][0-9]?$ ]] || { echo "--clients needs a number from 1 to 99" >&2; exit 2; }
		clients=$2
		shift 2
		;;
	--backfill)
		[[ ${2:-} =~ ^[0-9][0-9]?$ ]] || { echo "--backfill needs a number from 0 to 99" >&2; exit 2; }
		backfill=$2
		shift 2
		;;
	--only)
		[[ ${2:-} =~ ^[a-z_,]+$ ]] || { echo "--only needs fault kinds, e.g. failover,crash_all" >&2; exit 2; }
		only=$2
		shift 2
		;;
	--layout)
		[[ ${2:-} =~ ^(default|discord|twitter|instagram)$ ]] || { echo "--layout needs default, discord, twitter or instagram" >&2; exit 2; }
		layout=$2
		shift 2
		;;
	--shape)
		[[ ${2:-} =~ ^(pair|quorum)$ ]] || { echo "--shape needs pair or quorum" >&2; exit 2; }
		shape=$2
		shift 2
		;;
	--keep)
		keep=1
		shift
		;;
	--patch)
		[ -f "${2:-}" ] || { echo "--patch needs a patch file" >&2; exit 2; }
		patch_file=$(realpath "$2")
		shift 2
		;;
	-h | --help)
		sed -n '2,${/^#/!q;p}' "$0" | sed 's/^# \{0,1\}//'
		exit 0
		;;
	*)
		echo "unknown argument '$1' (try --help)" >&2
		exit 2
		;;
	esac
done
[ -n "$seed" ] || seed=$(((RANDOM << 16 | RANDOM << 1 | RANDOM & 1) % 2000000000))
bf=${backfill#0}
sh=${shape#pair}
echo "torture: seed $seed, $minutes min on $server, $shape shape, $clients clients${bf:+ and $bf of snowflake_at()}${only:+, only $only}, $layout layout (again: test/torture/run.sh --pg $server --minutes $minutes --seed $seed${sh:+ --shape $sh}${bf:+ --backfill $bf}${only:+ --only $only} --layout $layout${patch_file:+ --patch $patch_file})"

sfid_apt_install "${SFID_BASE_PACKAGES[@]}" libipc-run-perl
sfid_server_use "$server"
tree=$(mktemp -d "/tmp/sfid-tree-torture-$server.XXXXXX")
chmod 755 "$tree"
if ! sfid_build_in_copy "$tree"; then
	sfid_tap 1 "torture: build of sfid for $server"
	sfid_tap_done
	exit 1
fi
if [ -n "$patch_file" ]; then
	echo "torture: sfid built with $patch_file applied"
	if ! { patch -s -d "$tree" -p1 <"$patch_file" &&
		sfid_in_server make -C "$tree" -s -j2 PG_CONFIG="$PG_CONFIG" &&
		sfid_in_server make -C "$tree" -s install PG_CONFIG="$PG_CONFIG" >/dev/null; }; then
		sfid_tap 1 "torture: build with $patch_file"
		sfid_tap_done
		exit 1
	fi
	sfid_in_server chown -R postgres:postgres "$tree"
fi

# The power-loss faults need each server's data directory on a LazyFS
# mount of its own, made here as root (see scripts/lazyfs.sh).  Servers in
# a root of their own (17, 19) would not see the mounts: skipped there.
lazyfs_base=
nodes="a b"
[ "$shape" = pair ] || nodes="a b c d"
export SFID_TORTURE_LAZYFS=
stop_lazyfs() {
	local n
	[ -n "$lazyfs_base" ] || return 0
	for n in $nodes; do
		sfid_lazyfs_stop "$lazyfs_base/ctl_$n" "$lazyfs_base/mnt_$n" ||
			echo "torture: the LazyFS mount $lazyfs_base/mnt_$n could not be unmounted" >&2
		# its log with the run's records (faults taken, torn writes done)
		# written as the cluster user, whose folder that is
		[ ! -d "${SFID_TORTURE_DIR:-}" ] ||
			cat "$lazyfs_base/ctl_$n/lazyfs.earlier.log" "$lazyfs_base/ctl_$n/lazyfs.log" 2>/dev/null |
			runuser -u postgres -- tee "$SFID_TORTURE_DIR/lazyfs_$n.log" >/dev/null || true
	done
	rm -rf "$lazyfs_base"
	lazyfs_base=
}
trap stop_lazyfs EXIT
if [ -n "${SFID_SERVER_ROOT:-}" ]; then
	sfid_missing "torture: power losses and torn writes" "$server runs in a root of its own, which does not see LazyFS mounts"
elif sfid_lazyfs_build; then
	# short paths: LazyFS takes commands of up to 100 bytes, file names in them
	lazyfs_base=$(mktemp -d /tmp/lzXXXXXX)
	chmod 755 "$lazyfs_base"
	for n in $nodes; do
		sfid_lazyfs_keep "$lazyfs_base/mnt_$n" "$lazyfs_base/b$n" "$lazyfs_base/ctl_$n" \
			"${SFID_TORTURE_LAZYFS_CACHE:-128MB}" postgres ||
			{ sfid_tap 1 "torture: LazyFS mounts"; sfid_tap_done; exit 1; }
		SFID_TORTURE_LAZYFS+="$n=$lazyfs_base/mnt_$n:$lazyfs_base/b$n:$lazyfs_base/ctl_$n "
	done
else
	sfid_missing "torture: power losses and torn writes" "LazyFS could not be built (scripts/lazyfs.sh)"
fi

# The partitions need a root keeper that filters packets (scripts/netfault.sh).
net_ctl=
export SFID_TORTURE_NET=
stop_netfault() {
	[ -n "$net_ctl" ] || return 0
	sfid_netfault_stop "$net_ctl" || echo "torture: the packet filters of the partitions could not all be removed" >&2
	rm -rf "$net_ctl"
	net_ctl=
}
trap 'stop_netfault; stop_lazyfs' EXIT
if sfid_netfault_usable; then
	net_ctl=$(mktemp -d /tmp/sfid-netfault.XXXXXX)
	chmod 755 "$net_ctl"
	# the cluster user where the server lives: a root has its own uids
	if sfid_netfault_keep "$net_ctl" "$(sfid_in_server id -u postgres)"; then
		SFID_TORTURE_NET=$net_ctl
	else
		sfid_missing "torture: partitions" "the packet filter's chain could not be made"
	fi
else
	sfid_missing "torture: partitions" "no packet filter (scripts/netfault.sh)"
fi

export SFID_TORTURE_MINUTES=$minutes SFID_TORTURE_SEED=$seed SFID_TORTURE_CLIENTS=$clients SFID_TORTURE_BACKFILL=$backfill
export SFID_TORTURE_ONLY=$only SFID_TORTURE_LAYOUT=$layout SFID_TORTURE_SHAPE=$shape
export SFID_TORTURE_DIR=$tree/torture-run
# torture.pl bounds every wait and ends by itself; this is the last resort
limit=$(awk -v m="$minutes" 'BEGIN { printf "%d", 2 * m * 60 + 1500 }')
log=$(mktemp /tmp/sfid-torture.XXXXXX.log)
set +e
sfid_in_server_as_cluster_user timeout --kill-after=60 "$limit" \
	make -C "$tree" -s installcheck REGRESS= PG_CONFIG="$PG_CONFIG" \
	PROVE_TESTS=test/torture/torture.pl PROVE_FLAGS=--verbose 2>&1 | tee "$log" >&2
rc=${PIPESTATUS[0]}
set -e

# the torture's own points, as this script's
sfid_tap_from_log "$log" "$rc" "torture.pl"

# The checker itself, on run folders made up by the test: what it catches
# and what it excuses.
rc=0
prove "$SFID_ROOT/test/torture/checker.t" >&2 || rc=$?
sfid_tap $rc "the checker catches and excuses what it must (test/torture/checker.t)"

# No server may outlive the run (pg_ctl starts them in sessions of their
# own, out of reach of timeout): stop any that did, and count it.
left=0
for pidfile in "$tree"/tmp_check/t_*_data/pgdata/postmaster.pid; do
	[ -f "$pidfile" ] || continue
	pid=$(head -n 1 "$pidfile")
	if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
		echo "torture: a server was left running: $(dirname "$pidfile") (pid $pid); stopping it"
		sfid_in_server_as_cluster_user "$PG_BIN/pg_ctl" -D "$(dirname "$pidfile")" -m immediate stop || true
		left=$((left + 1))
	fi
done
sfid_tap "$left" "no server left running after the run"
stop_netfault
stop_lazyfs

if [ -f "$SFID_TORTURE_DIR/report.txt" ]; then
	sfid_say "torture: report"
	sed 's/^/# /' "$SFID_TORTURE_DIR/report.txt"
else
	echo "torture: no report (the run did not get to its checks); see $tree/tmp_check/log"
fi
sfid_tree_done "$tree" "$keep" torture "tmp_check/log, torture-run"
rm -f "$log"
sfid_tap_done
