#!/usr/bin/env bash
# scripts/cloud.sh [SERVER | tryit]: sfid as a CloudNativePG extension
# image, and the tests of that layout (docs/cloudnative-pg.md), then the
# try-it image (README, Install).  SERVER is a server of scripts/servers.sh
# that runs on the host, default 18-assert: CloudNativePG loads extensions
# from image volumes on PostgreSQL 18 and later only.  "tryit" makes and
# tests the try-it image only; SFID_CLOUD_TRYIT=0 leaves it out.
#
#  1. The server is copied (its sfid files, if a build stage installed
#     some, removed from the copy), so that the tests can only find sfid
#     where the operator would put it.
#  2. sfid is built against the copy and installed into a staging folder;
#     lib/sfid.so and share/extension/ (the control file and every script)
#     become the image, made with buildah from scratch (nothing pulled) and
#     written as an OCI archive, with the labels CloudNativePG's own
#     extension images carry (io.cloudnativepg.image.base.pgmajor and .os)
#     and the architecture in the image's configuration.
#  3. test/cloud/image.pl unpacks the archive (tar and the OCI index; no
#     container tool), checks the labels and the files, and starts the
#     server with extension_control_path, dynamic_library_path and
#     shared_preload_libraries as the operator sets them.
#  4. The regression suite and the isolation tester, then the TAP test of a
#     crash and a failover (014), run against that layout: the settings are
#     added to every server they start (pg_regress's --temp-config,
#     PostgreSQL::Test::Cluster's TEMP_CONFIG).
#  5. deploy/cloudnative-pg/*.yaml pass yamllint.
#  6. The try-it image: Debian 12 with Debian's PostgreSQL 15 (a root made
#     with mmdebstrap once, cached in $SFID_CACHE) and sfid's package
#     (dpkg-buildpackage, installed into a copy of the root), sfid
#     preloaded, and a command that starts the server; made with buildah
#     into an OCI archive.  Its test unpacks the archive, starts the server
#     in a chroot (no container runtime is used here) and runs the README's
#     quick start in it.
# Prints TAP, a test point per step (what a step prints goes to standard
# error); the archives are left in the work folder and printed
# (SFID_CLOUD_KEEP=0: removed).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
source "$SFID_ROOT/scripts/servers.sh"

server=${1:-18-assert}
distro=bookworm # the C library sfid is linked against: Debian 12's (servers.sh)
arch=$(dpkg --print-architecture)
sfid_apt_install buildah yamllint libipc-run-perl mmdebstrap debhelper dpkg-dev postgresql-server-dev-all

step() {
	local name=$1
	shift
	sfid_say "cloud: $name" >&2
	if "$@" >&2; then
		sfid_tap 0 "$name"
		last_ok=1
	else
		sfid_tap 1 "$name"
		last_ok=0
	fi
}

work=$(mktemp -d /tmp/sfid-cloud.XXXXXX)
chmod 755 "$work"
if [ "$server" != tryit ]; then
	sfid_server_use "$server"
	if [ -n "$SFID_SERVER_ROOT" ]; then
		sfid_tap 1 "cloud: $server runs in a root of its own; the image is made for host servers"
		sfid_tap_done
		exit 1
	fi
	major=$("$PG_CONFIG" --version | sed -E 's/^PostgreSQL ([0-9]+).*/\1/')
	image=$work/sfid-cnpg-pg$major-$distro-$arch.tar
fi

# 1. A copy of the server that knows nothing of sfid.
copy_server() {
	cp -a "$(dirname "$PG_BIN")" "$work/pg" || return
	pgc=$work/pg/bin/pg_config
	rm -f "$("$pgc" --pkglibdir)/sfid.so" "$("$pgc" --sharedir)"/extension/sfid.control \
		"$("$pgc" --sharedir)"/extension/sfid--*.sql
	echo "PostgreSQL $("$pgc" --version) copied to $work/pg, without sfid"
}

# 2. The image.
build_image() {
	local stage=$work/stage layout=$work/layout c
	sfid_copy_tree "$work/tree"
	make -C "$work/tree" -s clean PG_CONFIG="$pgc" >/dev/null || return
	make -C "$work/tree" -s -j2 PG_CONFIG="$pgc" COPT=-Werror || return
	make -C "$work/tree" -s install PG_CONFIG="$pgc" DESTDIR="$stage" >/dev/null || return
	mkdir -p "$layout/lib" "$layout/share/extension"
	cp "$stage$("$pgc" --pkglibdir)/sfid.so" "$layout/lib/" || return
	cp "$stage$("$pgc" --sharedir)"/extension/sfid* "$layout/share/extension/" || return
	chmod -R a+rX,go-w "$layout"
	local b=(buildah --root "$work/containers" --runroot "$work/run" --storage-driver vfs)
	c=$("${b[@]}" from scratch) || return
	"${b[@]}" copy --chown 0:0 "$c" "$layout" / >/dev/null || return
	"${b[@]}" config --os linux --arch "$arch" \
		--label io.cloudnativepg.image.base.pgmajor="$major" \
		--label io.cloudnativepg.image.base.os="$distro" \
		--label org.opencontainers.image.base.name=scratch \
		--label org.opencontainers.image.title="sfid $(sed -nE "s/^default_version = '(.*)'/\1/p" "$SFID_ROOT/sfid.control") for PostgreSQL $major on $distro $arch" \
		--label org.opencontainers.image.licenses=PostgreSQL \
		"$c" || return
	"${b[@]}" commit --quiet --format oci --rm "$c" "oci-archive:$image" >/dev/null || return
	rm -rf "$work/containers" "$work/run"
	echo "image: $image ($(du -h "$image" | cut -f1))"
}

# 3 and 4: as the cluster user, in the tree built above.
as_postgres() {
	chown -R postgres:postgres "$work"
	runuser -u postgres -- env SFID_CLOUD_IMAGE="$image" SFID_CLOUD_DIR="$work/unpacked" \
		SFID_CLOUD_PGMAJOR="$major" SFID_CLOUD_OS="$distro" SFID_CLOUD_ARCH="$arch" "$@"
}
layout_test() {
	as_postgres make -C "$work/tree" -s installcheck PG_CONFIG="$pgc" REGRESS= ISOLATION= \
		PROVE_TESTS=test/cloud/image.pl PROVE_FLAGS=--verbose
}
regress_on_layout() {
	local rc=0
	as_postgres make -C "$work/tree" -s regresscheck PG_CONFIG="$pgc" \
		EXTRA_REGRESS_OPTS="--temp-config=$work/unpacked/cnpg.conf" || rc=$?
	[ $rc -eq 0 ] || sfid_print_regress_diffs "$work/tree"
	return $rc
}
failover_on_layout() {
	local rc=0
	as_postgres env TEMP_CONFIG="$work/unpacked/cnpg.conf" make -C "$work/tree" -s tapcheck \
		PG_CONFIG="$pgc" PROVE_TESTS=test/t/014_promote_after_primary_crash.pl PROVE_FLAGS=--timer || rc=$?
	[ $rc -eq 0 ] || tail -n 40 "$work"/tree/tmp_check/log/regress_log_014*
	return $rc
}
lint_manifests() {
	yamllint -s "$SFID_ROOT"/deploy/cloudnative-pg/*.yaml && echo "yamllint: $(ls "$SFID_ROOT"/deploy/cloudnative-pg/*.yaml | wc -l) manifests clean"
}

# 6. The try-it image.
tryit_image=$work/sfid-tryit-pg15-$distro-$arch.tar
# Debian 12 with its updates and security suites: the package is built
# against the host's postgresql-15, which comes from the security suite.
tryit_sources=(
	"deb [signed-by=$SFID_DEBIAN_KEYRING] $SFID_DEBIAN_MIRROR $distro main"
	"deb [signed-by=$SFID_DEBIAN_KEYRING] $SFID_DEBIAN_MIRROR $distro-updates main"
	"deb [signed-by=$SFID_DEBIAN_KEYRING] ${SFID_DEBIAN_MIRROR%/debian}/debian-security $distro-security main"
)
tryit_root_tar=$SFID_CACHE/tryit-root-$distro-$(echo "postgresql-15 ${tryit_sources[*]}" | sha256sum | cut -c1-8).tar
make_tryit_root() {
	local root=$work/tryit-base
	sfid_say "making the try-it image's root ($distro, postgresql-15) in $tryit_root_tar, once"
	mmdebstrap --quiet --variant=apt --include=postgresql-15 "$distro" "$root" "${tryit_sources[@]}" || return 1
	tar -C "$root" -cf "$tryit_root_tar.tmp" . && mv "$tryit_root_tar.tmp" "$tryit_root_tar"
	rm -rf "$root"
}
build_tryit() {
	local src=$work/deb/sfid root=$work/tryit-root deb c
	sfid_cache_once "$tryit_root_tar" make_tryit_root || return
	sfid_copy_tree "$src"
	make -C "$src" -s clean >/dev/null 2>&1 || true
	(cd "$src" && dpkg-buildpackage -us -uc -b >"$work/deb/build.log" 2>&1) || { tail -n 40 "$work/deb/build.log"; return 1; }
	deb=$(ls "$work"/deb/postgresql-15-sfid_*.deb) || return
	mkdir -p "$root"
	tar -C "$root" -xf "$tryit_root_tar" || return
	cp "$deb" "$root/tmp/sfid.deb"
	chroot "$root" dpkg -i /tmp/sfid.deb >/dev/null || return
	rm "$root/tmp/sfid.deb"
	cat >"$root/etc/postgresql/15/main/conf.d/sfid.conf" <<-'CONF'
		# the try-it image: sfid preloaded, the whole worker range; only the
		# local socket is used, so no TLS (the image's layers do not keep
		# the group that lets postgres read Debian's snakeoil key)
		shared_preload_libraries = 'sfid'
		ssl = off
		sfid.worker_min = 0
		sfid.worker_max = 1023
	CONF
	cat >"$root/usr/local/bin/sfid-tryit" <<-'SH'
		#!/bin/sh
		# Start PostgreSQL 15 with sfid in the foreground; connect with
		# "podman exec -it CONTAINER psql -U postgres" (as the postgres user,
		# over the local socket: the image accepts no network login).
		mkdir -p /run/postgresql
		# an image's layers may come with their files owned by root
		chown -R postgres:postgres /run/postgresql /var/lib/postgresql /etc/postgresql /var/log/postgresql
		exec runuser -u postgres -- /usr/lib/postgresql/15/bin/postgres \
			-c config_file=/etc/postgresql/15/main/postgresql.conf
	SH
	chmod 755 "$root/usr/local/bin/sfid-tryit"
	local b=(buildah --root "$work/containers" --runroot "$work/run" --storage-driver vfs)
	c=$("${b[@]}" from scratch) || return
	"${b[@]}" copy "$c" "$root" / >/dev/null || return
	"${b[@]}" config --os linux --arch "$arch" --cmd /usr/local/bin/sfid-tryit \
		--label org.opencontainers.image.title="sfid $(dpkg-deb -f "$deb" Version) with Debian's PostgreSQL 15 ($distro $arch), to try it" \
		--label org.opencontainers.image.licenses=PostgreSQL "$c" || return
	"${b[@]}" commit --quiet --format oci --rm "$c" "oci-archive:$tryit_image" >/dev/null || return
	rm -rf "$work/containers" "$work/run" "$root"
	echo "image: $tryit_image ($(du -h "$tryit_image" | cut -f1)), from $(basename "$deb")"
}
# The image's command in a chroot of its unpacked layers, then the
# README's quick start through its psql.
tryit_quick_start() {
	local root=$work/tryit-unpacked config cmd sql out rc=0 i server_pid
	config=$(perl "$SFID_ROOT/test/cloud/oci-unpack.pl" "$tryit_image" "$root") || return
	cmd=$(perl -MJSON::PP -e 'print join " ", @{ decode_json(join "", <STDIN>)->{config}{Cmd} }' <<<"$config")
	echo "the image's command: $cmd"
	mount --bind /dev "$root/dev" && mount -t proc proc "$root/proc" && mount -t tmpfs tmpfs "$root/dev/shm" || return
	chroot "$root" $cmd >"$work/tryit-server.log" 2>&1 &
	server_pid=$!
	for i in $(seq 1 120); do
		chroot "$root" runuser -u postgres -- pg_isready -q && break
		kill -0 "$server_pid" 2>/dev/null || break
		sleep 0.5
	done
	sql=$(awk '/^## Quick start/ { q = 1 } q && /^```sql/ { s = 1; next } s && /^```/ { exit } s' "$SFID_ROOT/README.md")
	out=$(chroot "$root" runuser -u postgres -- psql -X -v ON_ERROR_STOP=1 -c 'CREATE DATABASE quickstart' 2>&1 &&
		echo "$sql" | chroot "$root" runuser -u postgres -- psql -X -v ON_ERROR_STOP=1 -d quickstart 2>&1) || rc=$?
	echo "$out"
	# The three newest ids, decoded by snowflake_unpack(): "(3 rows)" and
	# ids of the whole range's worker numbers, no error.
	if [ $rc -eq 0 ] && ! grep -q ERROR <<<"$out" && grep -q '^(3 rows)$' <<<"$out" &&
		grep -q '^INSERT 0 10000$' <<<"$out"; then
		echo "tryit: the quick start ran in the image"
	else
		rc=1
	fi
	chroot "$root" runuser -u postgres -- /usr/lib/postgresql/15/bin/pg_ctl -D /var/lib/postgresql/15/main -m fast stop >/dev/null 2>&1 || true
	wait
	umount "$root/dev/shm" "$root/proc" "$root/dev"
	[ $rc -eq 0 ] || tail -n 20 "$work/tryit-server.log"
	return $rc
}

if [ "$server" != tryit ]; then
	step "copy of $server" copy_server
	[ "$last_ok" = 0 ] || step image build_image
	if [ "$last_ok" = 1 ]; then
		step "layout (test/cloud/image.pl)" layout_test
		if [ -f "$work/unpacked/cnpg.conf" ]; then
			step "regress on the layout" regress_on_layout
			step "crash and failover on the layout (014)" failover_on_layout
		fi
	fi
	step "manifests (yamllint)" lint_manifests
fi
if [ "${SFID_CLOUD_TRYIT:-1}" = 1 ]; then
	step "try-it image" build_tryit
	[ "$last_ok" = 0 ] || step "quick start in the try-it image (chroot)" tryit_quick_start
fi
# What is left: everything when a step failed (for its logs); else the
# archives only, or nothing with SFID_CLOUD_KEEP=0 (the test command's
# stage).  Never while something is still mounted under the folder.
if [ "$sfid_tap_failed" -eq 0 ] && ! grep -q " $work/" /proc/mounts; then
	if [ "${SFID_CLOUD_KEEP:-1}" = 1 ]; then
		find "$work" -mindepth 1 -maxdepth 1 ! -name '*.tar' -exec rm -rf --one-file-system {} +
		ls "$work"/*.tar >&2
	else
		rm -rf --one-file-system "$work"
	fi
fi
sfid_tap_done
