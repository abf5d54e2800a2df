# scripts/servers.sh: the PostgreSQL servers sfid is tested on, and where
# each one comes from.  Sourced (after lib.sh), not run.
#
#   15          Debian 12's own binary packages (release build)
#   15-assert   15.18 from Debian 12's source package, built with assertions
#   16-assert   16.15 from the vendored source (../shared/vendor), with
#               assertions: Debian's registry has no 16 in any suite
#   17          17.12 from Debian 13 (trixie)'s binary packages, in a trixie
#               root made with mmdebstrap (they need trixie's C library)
#   18-assert   18.6 from Debian unstable's source package, with assertions
#   19          19rc1 from Debian experimental's binary packages (release
#               build: its source package is not in the registry), in a
#               Debian unstable (sid) root; that root also holds sid's 18.6
#               binaries, which 19's pg_upgrade test upgrades from
#   19-assert   REL_19_STABLE of 2026-08-22 (19beta3 plus 79 fixes) from the
#               vendored source, with assertions: no 19.0 or 19rc1 source
#               is reachable here
#   18-release  the same 18.6 as 18-assert without assertions, for the
#               benchmark only
#   18-sid      sid's 18.6 binaries in the sid root: what 19's pg_upgrade
#               test upgrades from
#
# Everything built or downloaded is cached outside the work tree, in
# $SFID_CACHE (default /var/cache/sfid), one folder per server named by its
# version; a folder counts only once its build finished (.complete inside),
# so an interrupted build starts again.  Source packages come through a
# private apt directory: the system's sources.list is never touched.
#
# Each server is also built with the compiler of where it lives: Debian
# 12's gcc 12 (15, 15-assert, 18-assert), the trixie root's gcc 14 (17),
# the sid root's gcc 16 and clang 21 (19).
#
# After sfid_server_use NAME:
#   PG_BIN, PG_CONFIG   the server's programs, as seen where tests run
#   SFID_SERVER_ROOT    empty, or the root that NAME runs in
#   SFID_SERVER_LABEL   e.g. "17.12 (17)"
#   SFID_SERVER_CLANG   a clang to build with too (-Werror), or empty
# and sfid_in_server CMD... runs a command where that server lives (in its
# root when it has one), as root.

SFID_MATRIX=(15 15-assert 16-assert 17 18-assert 19 19-assert)
SFID_CACHE=${SFID_CACHE:-/var/cache/sfid}
SFID_DEBIAN_MIRROR=${SFID_DEBIAN_MIRROR:-http://deb.debian.org/debian}
SFID_DEBIAN_KEYRING=/usr/share/keyrings/debian-archive-keyring.gpg

# name -> source package, Debian version, suite it comes from
declare -A SFID_SOURCE_PACKAGE=([15-assert]=postgresql-15 [18-assert]=postgresql-18 [18-release]=postgresql-18)
declare -A SFID_SOURCE_VERSION=([15-assert]=15.18-0+deb12u1 [18-assert]=18.6-3 [18-release]=18.6-3)
declare -A SFID_SOURCE_SUITE=([15-assert]=bookworm [18-assert]=sid [18-release]=sid)

# name -> vendored source tarball and the version its prefix is named by.
# They are git archives, not release tarballs: without the generated
# parser files, so bison and flex build them.  Their SHA-256 are checked
# against the folder's SHA256SUMS; without the folder (a clone on its own)
# these servers are skipped, and the run says so.
declare -A SFID_VENDOR_TARBALL=([16-assert]=postgresql-16.15.tar.gz [19-assert]=postgresql-19-stable-b13fd289.tar.gz)
declare -A SFID_VENDOR_VERSION=([16-assert]=16.15 [19-assert]=19-stable-b13fd289)

# What building PostgreSQL from source needs on Debian 12.
SFID_PG_BUILD_PACKAGES=(build-essential bison flex pkg-config zlib1g-dev libssl-dev
	liblz4-dev libzstd-dev libipc-run-perl bzip2 xz-utils)

# Roots made with mmdebstrap, for binaries that need a newer C library:
# name -> suites (the first is the base), the server of the matrix that
# runs there, and the packages.  What every root needs for the tests:
SFID_ROOT_COMMON_PACKAGES=(build-essential util-linux perl locales-all libipc-run-perl libfaketime)
declare -A SFID_ROOT_SUITES=([trixie]=trixie [sid]="sid experimental")
declare -A SFID_ROOT_OF=([17]=trixie [19]=sid [18-sid]=sid)
declare -A SFID_ROOT_PACKAGES=(
	[trixie]="postgresql-17 postgresql-server-dev-17 postgresql-17-partman"
	# server-dev-19 needs experimental's libpq-dev; sid's 18 fits beside 19
	[sid]="libpq5/experimental libpq-dev/experimental postgresql-19/experimental
		postgresql-server-dev-19/experimental postgresql-client-19/experimental
		postgresql-18 postgresql-server-dev-18 clang"
)
declare -A SFID_ROOT_CLANG=([sid]=clang)

sfid_is_matrix_name() {
	local n
	for n in "${SFID_MATRIX[@]}" 18-release 18-sid; do [ "$n" = "$1" ] && return 0; done
	return 1
}

# Whether server NAME can be made here: a vendored one needs its tarball.
# Otherwise prints why it is skipped and returns 1.
sfid_server_available() {
	local tarball=${SFID_VENDOR_TARBALL[$1]:-}
	[ -z "$tarball" ] && return 0
	[ -f "$SFID_VENDOR_DIR/$tarball" ] && return 0
	echo "$1: skipped, no $SFID_VENDOR_DIR/$tarball (a clone without the vendored sources; set SFID_VENDOR_DIR to the folder holding them)"
	return 1
}

# The version a source-built server's prefix is named by.
sfid_source_version() {
	if [ -n "${SFID_VENDOR_VERSION[$1]:-}" ]; then
		echo "${SFID_VENDOR_VERSION[$1]}"
	else
		local v=${SFID_SOURCE_VERSION[$1]}
		echo "${v%-*}"
	fi
}

# The source tarball of server NAME: the vendored one, its SHA-256 checked,
# or the Debian source package's upstream tarball.  Prints its path.
sfid_pg_source() {
	local name=$1 tarball=${SFID_VENDOR_TARBALL[$1]:-} sum
	if [ -z "$tarball" ]; then
		sfid_fetch_orig "${SFID_SOURCE_PACKAGE[$name]}" "${SFID_SOURCE_VERSION[$name]}"
		return
	fi
	sum=$(awk -v f="$tarball" '$2 == f { print $1 }' "$SFID_VENDOR_DIR/SHA256SUMS")
	[ -n "$sum" ] || { echo "$tarball is not listed in $SFID_VENDOR_DIR/SHA256SUMS" >&2; return 1; }
	echo "$sum  $SFID_VENDOR_DIR/$tarball" | sha256sum --check --quiet >&2 ||
		{ echo "$SFID_VENDOR_DIR/$tarball: SHA-256 differs from SHA256SUMS" >&2; return 1; }
	echo "$SFID_VENDOR_DIR/$tarball"
}

# apt-get with the private lists of deb-src lines (bookworm and sid main).
sfid_private_apt() {
	local d=$SFID_CACHE/apt
	if [ ! -f "$d/sources.list" ]; then
		sfid_as_root mkdir -p "$d/lists/partial" "$d/cache/archives/partial"
		printf 'deb-src [signed-by=%s] %s %s main\n' \
			"$SFID_DEBIAN_KEYRING" "$SFID_DEBIAN_MIRROR" bookworm \
			"$SFID_DEBIAN_KEYRING" "$SFID_DEBIAN_MIRROR" sid |
			sfid_as_root tee "$d/sources.list" >/dev/null
	fi
	# sid's Release file is past its validity date in this registry; one
	# apt-get at a time on these lists (apt fails on their lock, not waits)
	sfid_with_lock /tmp/sfid-lock-private-apt \
		sfid_as_root apt-get -qq -o Dir::Etc::SourceList="$d/sources.list" \
		-o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists="$d/lists" \
		-o Dir::Cache="$d/cache" -o Acquire::Check-Valid-Until=false "$@"
}
# The upstream tarball of a source package at a version, downloaded once.
# Prints its path.
sfid_fetch_orig() {
	local pkg=$1 version=$2 dir=$SFID_CACHE/src upstream orig
	upstream=${version%-*}
	orig=$dir/${pkg}_$upstream.orig.tar.bz2
	if [ ! -f "$orig" ]; then
		sfid_as_root mkdir -p "$dir"
		sfid_private_apt update >&2
		(cd "$dir" && sfid_private_apt source --download-only "$pkg=$version") >&2
		[ -f "$orig" ] || { echo "no $orig after apt-get source" >&2; return 1; }
	fi
	echo "$orig"
}

# Build PostgreSQL from a Debian source package or a vendored tarball into
# $SFID_CACHE/pg-NAME-VERSION, once.
sfid_build_pg_from_source() {
	sfid_cache_once "$SFID_CACHE/pg-$1-$(sfid_source_version "$1")/.complete" sfid_build_pg_now "$1"
}

sfid_build_pg_now() {
	local name=$1 version prefix orig build flags start
	version=$(sfid_source_version "$name")
	prefix=$SFID_CACHE/pg-$name-$version
	sfid_apt_install "${SFID_PG_BUILD_PACKAGES[@]}"
	orig=$(sfid_pg_source "$name")
	sfid_say "building PostgreSQL $version ($name) into $prefix, once"
	start=$(date +%s)
	build=$(mktemp -d /tmp/sfid-pgbuild.XXXXXX)
	tar -C "$build" --strip-components=1 -xf "$orig"
	flags=(--prefix="$prefix" --enable-debug --enable-tap-tests --without-icu
		--without-readline --with-openssl --with-lz4 --with-zstd)
	case $name in
	*-assert) flags+=(--enable-cassert CFLAGS="-O1 -g") ;;
	*-release) flags+=(CFLAGS="-O2 -g") ;;
	esac
	sfid_as_root rm -rf "$prefix"
	(
		# a stage that runs under make (make cloudcheck) would pass its
		# MAKELEVEL on, and PostgreSQL's build makes its generated headers
		# only at level 0: the build would then fail on a missing header
		unset MAKELEVEL MAKEFLAGS MFLAGS
		cd "$build"
		./configure "${flags[@]}" >configure.log 2>&1 || { tail -n 30 configure.log; exit 1; }
		make -s -j2 >make.log 2>&1 || { tail -n 40 make.log; exit 1; }
		sfid_as_root make -s install >install.log 2>&1 || { tail -n 40 install.log; exit 1; }
	) || return 1
	rm -rf "$build"
	echo "built in $(($(date +%s) - start)) s" | sfid_as_root tee "$prefix/.complete"
}

# A root's folder: named by the root and a digest of its suites and
# packages, so that a new list makes a new root.
sfid_root_dir() {
	local name=$1
	echo "$SFID_CACHE/root-$name-$(echo "${SFID_ROOT_SUITES[$name]} ${SFID_ROOT_COMMON_PACKAGES[*]} ${SFID_ROOT_PACKAGES[$name]}" |
		sha256sum | cut -c1-8)"
}

# Make root NAME once: its suites, the common and its own packages.
sfid_make_root() {
	sfid_cache_once "$(sfid_root_dir "$1")/.complete" sfid_make_root_now "$1"
}

sfid_make_root_now() {
	local name=$1 root start include suite sources=() pkgs
	root=$(sfid_root_dir "$name")
	sfid_apt_install mmdebstrap
	sfid_say "making a Debian ${SFID_ROOT_SUITES[$name]} root in $root, once"
	start=$(date +%s)
	sfid_as_root rm -rf "$root"
	# shellcheck disable=SC2206 # the lists are words
	pkgs=("${SFID_ROOT_COMMON_PACKAGES[@]}" ${SFID_ROOT_PACKAGES[$name]})
	include=$(
		IFS=,
		echo "${pkgs[*]}"
	)
	for suite in ${SFID_ROOT_SUITES[$name]}; do
		sources+=("deb [signed-by=$SFID_DEBIAN_KEYRING] $SFID_DEBIAN_MIRROR $suite main")
	done
	# Debian's postgresql-common creates a cluster on install unless told
	# not to; sid's and experimental's Release files are past their date.
	sfid_as_root mmdebstrap --quiet --variant=apt --include="$include" \
		--aptopt='Acquire::Check-Valid-Until "false"' \
		--essential-hook='mkdir -p "$1/etc/postgresql-common/createcluster.d" && echo "create_main_cluster = false" >"$1/etc/postgresql-common/createcluster.d/sfid.conf"' \
		"${SFID_ROOT_SUITES[$name]%% *}" "$root" "${sources[@]}" || return 1
	echo "made in $(($(date +%s) - start)) s" | sfid_as_root tee "$root/.complete"
}

# Make server NAME available (building or downloading it the first time)
# and point PG_BIN, PG_CONFIG and SFID_SERVER_ROOT at it.
sfid_server_use() {
	local name=$1
	sfid_is_matrix_name "$name" || { echo "unknown server '$name' (one of: ${SFID_MATRIX[*]} 18-release 18-sid)" >&2; return 2; }
	sfid_server_available "$name" >&2 || return 3
	SFID_SERVER_NAME=$name
	SFID_SERVER_ROOT=
	SFID_SERVER_CLANG=
	case $name in
	15)
		sfid_apt_install "${SFID_BASE_PACKAGES[@]}"
		PG_BIN=/usr/lib/postgresql/15/bin
		;;
	17 | 19 | 18-sid)
		sfid_make_root "${SFID_ROOT_OF[$name]}"
		SFID_SERVER_ROOT=$(sfid_root_dir "${SFID_ROOT_OF[$name]}")
		SFID_SERVER_CLANG=${SFID_ROOT_CLANG[${SFID_ROOT_OF[$name]}]:-}
		PG_BIN=/usr/lib/postgresql/${name%%-*}/bin
		;;
	*)
		sfid_build_pg_from_source "$name"
		PG_BIN=$SFID_CACHE/pg-$name-$(sfid_source_version "$name")/bin
		;;
	esac
	PG_CONFIG=$PG_BIN/pg_config
	export PG_CONFIG
	SFID_SERVER_LABEL="$(sfid_in_server "$PG_CONFIG" --version | sed 's/^PostgreSQL //') ($name)"
}

# Run a command as root where the current server lives.  In a root, /proc,
# /dev and /tmp are the host's (in a private mount namespace, so nothing is
# left mounted), and the command runs with the root's programs.
sfid_in_server() {
	if [ -z "${SFID_SERVER_ROOT:-}" ]; then
		sfid_as_root "$@"
		return
	fi
	local pass=() v
	# the tests' own knobs cross into the root; nothing else of the host's
	for v in $(compgen -e); do
		case $v in SFID_* | PROVE_* | PG_TEST_*) pass+=("$v=${!v}") ;; esac
	done
	sfid_as_root unshare --mount --propagation private -- sh -c '
		root=$1; shift
		mount -t proc proc "$root/proc" &&
		mount --rbind /dev "$root/dev" &&
		mount --bind /tmp "$root/tmp" &&
		exec chroot "$root" env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@"
	' sh "$SFID_SERVER_ROOT" "${pass[@]}" "$@"
}

# Build and install sfid for the current server in TREE, an empty folder
# that becomes a copy of the source tree, left writable by the cluster user
# where the server lives (the tests write beside the sources).  Warnings
# are errors here (COPT=-Werror, as PostgreSQL's buildfarm adds it), never
# in a user's build; where the server's root has a clang, sfid is built
# with it too (in a copy of its own, not installed).
sfid_build_in_copy() {
	local tree=$1
	sfid_copy_tree "$tree"
	echo "sfid for PostgreSQL $SFID_SERVER_LABEL in $tree, $(sfid_in_server cc --version | head -n 1)"
	sfid_in_server make -C "$tree" -s clean PG_CONFIG="$PG_CONFIG" >/dev/null || return
	sfid_in_server make -C "$tree" -s -j2 PG_CONFIG="$PG_CONFIG" COPT=-Werror || return
	sfid_in_server make -C "$tree" -s install PG_CONFIG="$PG_CONFIG" >/dev/null || return
	if [ -n "${SFID_SERVER_CLANG:-}" ]; then
		# the server's CFLAGS are gcc's: clang gets PostgreSQL's essential ones
		sfid_copy_tree "$tree/clang-build"
		echo "and with $(sfid_in_server "$SFID_SERVER_CLANG" --version | head -n 1)"
		sfid_in_server make -C "$tree/clang-build" -s -j2 PG_CONFIG="$PG_CONFIG" \
			CC="$SFID_SERVER_CLANG" with_llvm=no \
			CFLAGS="-O2 -g -fno-strict-aliasing -fwrapv -Wno-ignored-attributes -Werror" || return
		sfid_as_root rm -rf "$tree/clang-build"
	fi
	sfid_in_server chown -R postgres:postgres "$tree"
}

# Copy the source tree (no build output) into folder TREE, made if missing.
sfid_copy_tree() {
	mkdir -p "$1"
	tar -C "$SFID_ROOT" --exclude=.git --exclude=regress_instance --exclude=isolation_instance --exclude=output_iso --exclude=tmp_check \
		--exclude=results --exclude=clang-build -cf - . | tar -C "$1" -xf -
}

# Run a command as the cluster user (postgres) where the server lives.
sfid_in_server_as_cluster_user() {
	sfid_in_server runuser -u postgres -- "$@"
}

###########################################################################
# Citus, for the citus stage of scripts/test.sh and bench/citus.sh
###########################################################################
#
# Citus is a test dependency only: sfid's packages never install it, and
# Debian does not package it.  Its source is the upstream release in the
# shared vendor folder next to a CI clone ($SFID_ROOT/../shared/vendor,
# see its README.md), or whatever SFID_CITUS_SOURCE names (a .tar.gz or an
# unpacked source tree).  It is built once per server, installed into that
# server's prefix in $SFID_CACHE, and marked built by a stamp there named
# by the Citus version (.citus-VERSION.complete), like the servers' own
# .complete: rebuilding the server removes the stamp with it.
#
# Citus 14 supports PostgreSQL 16 to 18, so of the matrix only 18-assert
# (and the benchmark's 18-release) can have it.

SFID_CITUS_SERVERS=(18-assert)
SFID_CITUS_SOURCE=${SFID_CITUS_SOURCE:-$SFID_VENDOR_DIR/citus-14.0.1.tar.gz}
# What Citus's configure needs beyond a compiler (libcurl is left out).
SFID_CITUS_BUILD_PACKAGES=(build-essential pkg-config liblz4-dev libzstd-dev)

# The Citus version of a source (tarball or tree), from its configure.
sfid_citus_source_version() {
	local src=$1
	if [ -d "$src" ]; then
		sed -nE "s/^PACKAGE_VERSION='([^']+)'.*/\1/p" "$src/configure"
	else
		tar -xzOf "$src" --wildcards '*/configure' 2>/dev/null |
			sed -nE "s/^PACKAGE_VERSION='([^']+)'.*/\1/p"
	fi
}

# The current server's installation prefix, as seen from here.
sfid_server_prefix() {
	echo "${SFID_SERVER_ROOT:-}$(dirname "$PG_BIN")"
}

# Build Citus VERSION from SRC for the current server, and write STAMP.
sfid_citus_build_now() {
	local src=$1 version=$2 stamp=$3 build start
	sfid_apt_install "${SFID_CITUS_BUILD_PACKAGES[@]}"
	sfid_say "building Citus $version for PostgreSQL $SFID_SERVER_LABEL, once"
	start=$(date +%s)
	build=$(mktemp -d /tmp/sfid-citusbuild.XXXXXX)
	if [ -d "$src" ]; then
		cp -a "$src/." "$build/"
	else
		tar -C "$build" --strip-components=1 -xzf "$src"
	fi
	(
		cd "$build"
		sfid_in_server ./configure PG_CONFIG="$PG_CONFIG" --without-libcurl >configure.log 2>&1 ||
			{ tail -n 30 configure.log; exit 1; }
		sfid_in_server make -s -j2 >make.log 2>&1 || { tail -n 40 make.log; exit 1; }
		sfid_in_server make -s install >install.log 2>&1 || { tail -n 40 install.log; exit 1; }
	) || { echo "building Citus $version failed" >&2; sfid_as_root rm -rf "$build"; return 2; }
	sfid_as_root rm -rf "$build"
	echo "built in $(($(date +%s) - start)) s" | sfid_as_root tee "$stamp"
}

# Make Citus available to the current server (after sfid_server_use):
# build it from SFID_CITUS_SOURCE the first time, or use a Citus already
# installed for that server.  Returns 1, after one line saying how to
# provide Citus, when there is none; 2 when the build failed.  Sets
# SFID_CITUS_VERSION and SFID_CITUS_LABEL (the version and where it came
# from).
sfid_citus_use() {
	local src=$SFID_CITUS_SOURCE version stamp control
	if [ -e "$src" ]; then
		version=$(sfid_citus_source_version "$src")
		[ -n "$version" ] || { echo "no Citus version found in $src" >&2; return 2; }
		stamp=$(sfid_server_prefix)/.citus-$version.complete
		SFID_CITUS_VERSION=$version
		if [ -f "$stamp" ]; then
			SFID_CITUS_LABEL="Citus $version (built from $src, $(cat "$stamp"))"
			return 0
		fi
		sfid_cache_once "$stamp" sfid_citus_build_now "$src" "$version" "$stamp" || return 2
		SFID_CITUS_LABEL="Citus $version (built from $src just now)"
		return 0
	fi
	control=${SFID_SERVER_ROOT:-}$(sfid_in_server "$PG_CONFIG" --sharedir)/extension/citus.control
	if [ -f "$control" ]; then
		SFID_CITUS_VERSION=$(sed -nE "s/^default_version = '([^']+)'.*/\1/p" "$control")
		SFID_CITUS_LABEL="Citus $SFID_CITUS_VERSION (installed)"
		return 0
	fi
	echo "citus: skipped, no Citus for PostgreSQL $SFID_SERVER_LABEL: install Citus for it, or set SFID_CITUS_SOURCE to a Citus 14 source tarball or tree (expected at $src)"
	return 1
}
