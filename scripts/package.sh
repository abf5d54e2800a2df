#!/usr/bin/env bash
# scripts/package.sh: build the Debian package and try it, one check after
# another:
#   build     dpkg-buildpackage (pg_buildext, debian/) in a copy of the tree
#   install   dpkg -i postgresql-15-sfid, in place of the files that
#             `make install` put there (saved first)
#   smoke     a fresh cluster with shared_preload_libraries = 'sfid':
#             CREATE EXTENSION sfid, snowflake_next(), uuidv7(),
#             snowflake_unpack(), the durable reservation above the ids
#   purge     dpkg --purge removes every file the package installed
#   restore   the files saved before the install are back, byte for byte
# Whatever fails, the package is purged and the saved files restored on the
# way out.  Prints TAP, a test point per check.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

sfid_apt_install "${SFID_BASE_PACKAGES[@]}" debhelper dpkg-dev postgresql-server-dev-all

PKG=postgresql-$PG_MAJOR-sfid
PG_PKGLIBDIR=$($PG_CONFIG --pkglibdir)
PG_SHAREDIR=$($PG_CONFIG --sharedir)

work=$(mktemp -d /tmp/sfid-package.XXXXXX)
chmod 755 "$work"
cluster=$work/cluster
saved=$work/saved.tar
# State shared between checks, which run in subshells: flag files.
deb_path=$work/deb.path
installed_flag=$work/package-installed
restored_flag=$work/restored


# sfid's installed files, relative to /: what `make install` puts there and
# what the package replaces.
installed_files() {
	local f
	for f in "$PG_PKGLIBDIR"/sfid.so "$PG_PKGLIBDIR"/bitcode/sfid.index.bc \
		"$PG_SHAREDIR"/extension/sfid.control "$PG_SHAREDIR"/extension/sfid--*.sql; do
		[ -f "$f" ] && echo "${f#/}"
	done
	if [ -d "$PG_PKGLIBDIR/bitcode/sfid" ]; then
		find "$PG_PKGLIBDIR/bitcode/sfid" -type f | sed 's|^/||'
	fi
	return 0
}

save_installed() {
	installed_files | sort >"$work/saved.list"
	if [ -s "$work/saved.list" ]; then
		tar -C / -cpf "$saved" -T "$work/saved.list"
		(cd / && xargs -d '\n' sha256sum <"$work/saved.list") >"$work/saved.sha256"
	fi
	echo "saved $(wc -l <"$work/saved.list") installed sfid file(s)"
}

stop_cluster() {
	if [ -f "$cluster/data/postmaster.pid" ]; then
		sfid_as_cluster_user "$PG_BIN/pg_ctl" -D "$cluster/data" -m immediate stop >/dev/null 2>&1 || true
	fi
}

# On any exit: stop the cluster, purge the package, put the saved files back.
cleanup() {
	stop_cluster
	if [ -e "$installed_flag" ]; then
		sfid_as_root dpkg --purge "$PKG" >/dev/null 2>&1 || true
	fi
	if [ ! -e "$restored_flag" ] && [ -s "$saved" ]; then
		sfid_as_root tar -C / -xpf "$saved" || true
	fi
	rm -rf "$work"
}
trap cleanup EXIT

# --- build ----------------------------------------------------------------

check_build() {
	local tree=$work/src/sfid
	mkdir -p "$tree"
	tar -C "$SFID_ROOT" --exclude=.git --exclude=regress_instance --exclude=tmp_check \
		--exclude=results --exclude=log --exclude='*.o' --exclude='*.bc' --exclude='*.so' \
		-cf - . | tar -C "$tree" -xf -
	make -C "$tree" -s clean >/dev/null 2>&1 || true
	(
		cd "$tree"
		dpkg-checkbuilddeps
		# debian/control must be what debian/control.in gives
		pg_buildext checkcontrol
		dpkg-buildpackage -us -uc -b >"$work/build.log" 2>&1 || {
			tail -n 60 "$work/build.log"
			exit 1
		}
	)
	deb=$(ls "$work"/src/"$PKG"_*.deb)
	echo "$deb" >"$deb_path"
	echo "built $(basename "$deb")"
	contents=$(dpkg-deb -c "$deb" | awk '{print $6}')
	grep -E 'sfid\.so$|sfid\.control$|sfid--.*\.sql$' <<<"$contents"
	grep -qx "\.$PG_PKGLIBDIR/sfid.so" <<<"$contents"
	grep -qx "\.$PG_SHAREDIR/extension/sfid.control" <<<"$contents"
	# the package's version (less its Debian revision) is the extension's
	local deb_version control_version
	deb_version=$(dpkg-deb -f "$deb" Version)
	control_version=$(sed -n "s/^default_version = '\(.*\)'/\1/p" "$SFID_ROOT/sfid.control")
	echo "package version $deb_version, extension version $control_version"
	[ "${deb_version%-*}" = "$control_version" ]
}

# --- install --------------------------------------------------------------

check_install() {
	local deb
	deb=$(cat "$deb_path")
	if dpkg-query -W -f='${Status}' "$PKG" 2>/dev/null | grep -q 'install ok installed'; then
		echo "$PKG is installed already: this test would remove it"
		return 1
	fi
	save_installed
	touch "$installed_flag"
	sfid_as_root dpkg -i "$deb"
	# every file of the package is on disk as the package has it
	sfid_as_root dpkg --verify "$PKG"
	dpkg -L "$PKG" | grep -E "/sfid\.so$"
}

# --- smoke ----------------------------------------------------------------

psql_cluster() {
	sfid_as_cluster_user "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 \
		-h "$cluster" -p 5499 -d postgres
}

check_smoke() {
	local out expected_version
	mkdir -p "$cluster"
	if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$cluster"; fi
	sfid_as_cluster_user "$PG_BIN/initdb" -D "$cluster/data" -A trust -U postgres >"$work/initdb.log" 2>&1 || {
		cat "$work/initdb.log"
		return 1
	}
	cat >>"$cluster/data/postgresql.conf" <<EOF
shared_preload_libraries = 'sfid'
listen_addresses = ''
port = 5499
unix_socket_directories = '$cluster'
EOF
	sfid_as_cluster_user "$PG_BIN/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w start >/dev/null || {
		cat "$cluster/server.log"
		return 1
	}
	expected_version=$(sed -n "s/^default_version = '\(.*\)'/\1/p" "$PG_SHAREDIR/extension/sfid.control")
	out=$(psql_cluster <<'EOF'
CREATE EXTENSION sfid;
SELECT 'version ' || extversion FROM pg_extension WHERE extname = 'sfid';
CREATE TEMP TABLE s AS SELECT snowflake_next() AS a, snowflake_next() AS b, uuidv7() AS u;
SELECT 'snowflake_next ' || (b > a AND a > 0) FROM s;
SELECT 'uuidv7 ' || (substr(u::text, 15, 1) = '7' AND substr(u::text, 20, 1) IN ('8', '9', 'a', 'b')) FROM s;
SELECT 'snowflake_unpack ' || (x.worker BETWEEN 0 AND 1023 AND x.seq >= 0
       AND x.ts BETWEEN now() - interval '1 minute' AND clock_timestamp())
  FROM s, LATERAL snowflake_unpack(s.b) AS x;
SELECT 'reservation ' || (h.reservation_horizon >= (snowflake_unpack(s.b)).ts) FROM sfid_status AS h, s;
EOF
	) || {
		echo "$out"
		tail -n 20 "$cluster/server.log"
		return 1
	}
	echo "$out"
	[ "$out" = "version $expected_version
snowflake_next true
uuidv7 true
snowflake_unpack true
reservation true" ]
}

# --- purge and restore ----------------------------------------------------

check_purge() {
	local left
	stop_cluster
	sfid_as_root dpkg --purge "$PKG"
	rm -f "$installed_flag"
	left=$(installed_files)
	if [ -n "$left" ]; then
		echo "left behind by the purge:"
		echo "$left"
		return 1
	fi
	echo "no sfid file left"
}

check_restore() {
	if [ ! -s "$saved" ]; then
		echo "nothing was installed before the package"
		touch "$restored_flag"
		return 0
	fi
	sfid_as_root tar -C / -xpf "$saved"
	touch "$restored_flag"
	(cd / && sha256sum --quiet -c "$work/saved.sha256") &&
		[ "$(installed_files | sort)" = "$(cat "$work/saved.list")" ] &&
		echo "restored $(wc -l <"$work/saved.list") file(s), identical to the ones saved"
}

sfid_check build check_build
if [ -s "$deb_path" ]; then
	sfid_check install check_install
	sfid_check smoke check_smoke
	sfid_check purge check_purge
	sfid_check restore check_restore
fi

sfid_tap_done
