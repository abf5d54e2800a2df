#!/usr/bin/env bash
# test/ha/run.sh: sfid in the operations stack, on Debian's PostgreSQL 15.
# Patroni 3.0 with one etcd and three members (test/ha/patroni.pl): one
# failover per mode (synchronous, asynchronous with one worker range,
# asynchronous with a worker range per member, added to the running
# cluster, and split brain), the promoted member's clock behind;
# pgBackRest (test/ha/restore.pl): the latest backup restored after the
# primary is lost, and a point-in-time restore, each before and after
# sfid's procedure.  Both run the blocks of docs/high-availability.md as
# written.  Every id the clients receive is counted; see the guide for the
# figures.
#
# Usage: test/ha/run.sh [--failovers N] [--only patroni|restore] [--modes sync,async,ranges] [--keep]
#   --failovers  failovers per Patroni mode (default 1)
#   --only       run one of the two tests
#   --modes      the Patroni modes (default all three)
#   --keep       keep the records and logs even when the run passed
# Prints TAP: the two tests' points and one for nothing left running.
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib.sh"
source "$SFID_ROOT/scripts/servers.sh"

failovers=1
only=
modes=sync,async,ranges
keep=0
while [ $# -gt 0 ]; do
	case $1 in
	--failovers)
		[[ ${2:-} =~ ^[1-9][0-9]?$ ]] || { echo "--failovers needs a number from 1 to 99" >&2; exit 2; }
		failovers=$2
		shift 2
		;;
	--only)
		[[ ${2:-} =~ ^(patroni|restore)$ ]] || { echo "--only needs patroni or restore" >&2; exit 2; }
		only=$2
		shift 2
		;;
	--modes)
		[[ ${2:-} =~ ^(sync|async|ranges)(,(sync|async|ranges))*$ ]] || { echo "--modes needs sync, async or ranges, comma-separated" >&2; exit 2; }
		modes=$2
		shift 2
		;;
	--keep)
		keep=1
		shift
		;;
	-h | --help)
		sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'
		exit 0
		;;
	*)
		echo "unknown argument '$1' (try --help)" >&2
		exit 2
		;;
	esac
done

# Debian's packages; none of them starts a service here that could hold a
# port (no systemd in a container, and the tests use ports of their own),
# but a machine with systemd gets etcd started: stop it.
sfid_apt_install "${SFID_BASE_PACKAGES[@]}" libipc-run-perl patroni etcd-server pgbackrest
if command -v systemctl >/dev/null && systemctl is-active --quiet etcd 2>/dev/null; then
	sfid_as_root systemctl disable --now etcd || true
fi
sfid_server_use 15
tree=$(mktemp -d /tmp/sfid-tree-ha.XXXXXX)
chmod 755 "$tree"

# This sfid goes into a private copy of Debian's PostgreSQL 15 tree, not
# into the system's: the servers here run for minutes, and a sfid.so that
# another build replaces under them is loaded again by their next backend.
# PostgreSQL finds its lib and share directories relative to the running
# executable (as in scripts/harden.sh), so copies of the binaries with links
# to every installed file but sfid's make a tree of its own.
private_server_tree() {
	local pg=$1 bindir pkglibdir sharedir d f
	bindir=$($PG_CONFIG --bindir)
	pkglibdir=$($PG_CONFIG --pkglibdir)
	sharedir=$($PG_CONFIG --sharedir)
	mkdir -p "$pg$bindir" "$pg$pkglibdir" "$pg$sharedir/extension"
	cp -a "$bindir/." "$pg$bindir/"
	for d in "$pkglibdir" "$sharedir" "$sharedir/extension"; do
		for f in "$d"/*; do
			case $(basename "$f") in sfid* | bitcode | extension) continue ;; esac
			ln -s "$f" "$pg$d/"
		done
	done
	make -C "$tree" -s install PG_CONFIG="$PG_CONFIG" DESTDIR="$pg" >/dev/null
	echo "$pg$bindir"
}
sfid_copy_tree "$tree"
if ! make -C "$tree" -s -j2 PG_CONFIG="$PG_CONFIG" COPT=-Werror || ! bin=$(private_server_tree "$tree/pg"); then
	sfid_tap 1 "ha: build of sfid"
	sfid_tap_done
	exit 1
fi
chown -R postgres:postgres "$tree"
export SFID_HA_BIN=$bin

tests=()
[ "$only" = restore ] || tests+=(test/ha/patroni.pl)
[ "$only" = patroni ] || tests+=(test/ha/restore.pl)
export SFID_HA_DIR=$tree/ha-run SFID_HA_FAILOVERS=$failovers SFID_HA_MODES=$modes
log=$(mktemp /tmp/sfid-ha.XXXXXX.log)
set +e
# the two tests side by side: they mostly wait (Patroni's ttl, clocks
# catching up); every wait in them is bounded, and this is the last resort
sfid_in_server_as_cluster_user timeout --kill-after=30 $((900 + 300 * failovers)) \
	make -C "$tree" -s installcheck REGRESS= ISOLATION= PG_CONFIG="$bin/pg_config" \
	PROVE_TESTS="${tests[*]}" PROVE_FLAGS="--verbose -j${#tests[@]}" 2>&1 | tee "$log" >&2
rc=${PIPESTATUS[0]}
set -e
sfid_tap_from_log "$log" "$rc" "the ha tests"

# Nothing may outlive the run: Patroni, etcd, pgBackRest's servers.
left=$(pgrep -u postgres -f "$tree" || true)
if [ -n "$left" ]; then
	echo "ha: processes left running, killed: $left"
	kill -9 $left 2>/dev/null || true
fi
sfid_tap "$([ -z "$left" ] && echo 0 || echo 1)" "nothing left running after the run (Patroni, etcd, servers)"
sed 's/^/# /' "$SFID_HA_DIR"/summary*.txt 2>/dev/null || true
sfid_tree_done "$tree" "$keep" ha "ha-run, tmp_check/log"
rm -f "$log"
sfid_tap_done
