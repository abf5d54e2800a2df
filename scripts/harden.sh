#!/usr/bin/env bash
# scripts/harden.sh: sanitizers and static analysis, one check after another:
#   warnings    the PGXS build with gcc and COPT=-Werror fails on any
#               warning, while a user's plain make (the Makefile's PG_CFLAGS:
#               -Wall -Wextra, no -Werror) only shows it
#   unit-asan   the C unit tests (make unitcheck) built with clang under
#               AddressSanitizer and UndefinedBehaviorSanitizer
#   regress-asan the pg_regress suite against a server whose backends load a
#               clang -fsanitize=address,undefined build of sfid.so (which
#               is also a clang COPT=-Werror build)
#   cppcheck    cppcheck on src/
#   clang-tidy  clang-tidy on src/, with the checks in .clang-tidy
#   modules     no module of src/ imports one that imports it back
#               (scripts/module_graph.pl; src/README has the map)
#   mutants     every mutant of test/torture/mutants still applies to src/
#               (the torture's negative controls must not rot with the code)
# Any finding fails its check.  Prints TAP, a test point per check.
#
# Everything is built in copies under /tmp: the source tree, its objects and
# the installed extension are left as they were.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

sfid_apt_install "${SFID_BASE_PACKAGES[@]}" clang-14 libclang-rt-14-dev clang-tidy-14 cppcheck

CLANG=clang-14
PG_SERVER_INCLUDE=$($PG_CONFIG --includedir-server)
PG_PKGLIBDIR=$($PG_CONFIG --pkglibdir)
PG_SHAREDIR=$($PG_CONFIG --sharedir)
ASAN_RUNTIME=$($CLANG -print-file-name=libclang_rt.asan-x86_64.so)
SANITIZE="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"

work=$(mktemp -d /tmp/sfid-harden.XXXXXX)
chmod 755 "$work"
cleanup() {
	if [ -n "${SFID_KEEP_WORK:-}" ]; then echo "harden: work kept in $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT


# A fresh copy of the source tree (no objects, no binaries), writable by the
# cluster user.  Prints its path.
fresh_tree() {
	local dir=$work/$1
	mkdir -p "$dir"
	tar -C "$SFID_ROOT" --exclude=.git --exclude=regress_instance --exclude=tmp_check \
		--exclude=results --exclude=log -cf - . | tar -C "$dir" -xf -
	make -C "$dir" -s clean >/dev/null 2>&1 || true
	if [ "$(id -u)" -eq 0 ]; then chown -R postgres:postgres "$dir"; fi
	echo "$dir"
}

# --- warnings -------------------------------------------------------------

check_warnings() {
	local tree flag
	for flag in -Wall -Wextra; do
		if ! grep -Eq "^PG_CFLAGS[[:space:]]*[+:]?=.*[[:space:]]$flag([[:space:]]|\$)" "$SFID_ROOT/Makefile"; then
			echo "the Makefile's PG_CFLAGS lacks $flag"
			return 1
		fi
	done
	if grep -Eq -- '-Werror' <(sed -n '/^PG_CFLAGS/,/^$/p' "$SFID_ROOT/Makefile"); then
		echo "the Makefile's PG_CFLAGS has -Werror: a newer compiler's warning would stop a user's build"
		return 1
	fi
	tree=$(fresh_tree warnings)
	make -C "$tree" -s -j2 COPT=-Werror
	# A warning of tomorrow's compiler, today: a user's build shows it and
	# succeeds; the test command's build fails on it.
	printf '\nstatic int sfid_harden_unused_variable(void) { int unused; return 0; }\n' >>"$tree/src/textform.c"
	make -C "$tree" -s clean >/dev/null
	if ! make -C "$tree" -s -j2 >"$work/user-build.log" 2>&1; then
		cat "$work/user-build.log"
		echo "a plain make failed on a warning"
		return 1
	fi
	grep -q 'warning:' "$work/user-build.log" || { echo "the injected warning was not shown"; return 1; }
	make -C "$tree" -s clean >/dev/null
	if make -C "$tree" -s -j2 COPT=-Werror >/dev/null 2>&1; then
		echo "make COPT=-Werror passed a warning"
		return 1
	fi
	echo "a warning fails make COPT=-Werror and not a plain make"
}

# --- unit tests under ASan and UBSan --------------------------------------

check_unit_asan() {
	local tree
	tree=$(fresh_tree unit)
	# CC carries the sanitizer flags so that every unit test rule gets them,
	# whatever flags the rule itself passes; -Wno-ignored-attributes because
	# PostgreSQL's headers use gcc's gnu_printf, which clang ignores.
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
		make -C "$tree" -s unitcheck \
		CC="$CLANG $SANITIZE -Wno-ignored-attributes"
}

# --- pg_regress against an instrumented sfid.so ----------------------------

# A PostgreSQL tree under $1 that the server treats as its own: copies of
# the binaries (PostgreSQL finds its lib and share directories relative to
# the running executable, so a copy in $1/usr/lib/postgresql/15/bin uses
# $1/usr/lib/... and $1/usr/share/...), and links to every installed file
# except sfid's, which the instrumented build then installs.
make_server_tree() {
	local root=$1 bindir pkglibdir sharedir
	bindir=$($PG_CONFIG --bindir)
	pkglibdir=$PG_PKGLIBDIR
	sharedir=$PG_SHAREDIR
	mkdir -p "$root$bindir" "$root$pkglibdir/bitcode" "$root$sharedir/extension"
	cp -a "$bindir/." "$root$bindir/"
	link_entries "$pkglibdir" "$root$pkglibdir"
	link_entries "$pkglibdir/bitcode" "$root$pkglibdir/bitcode"
	link_entries "$sharedir" "$root$sharedir"
	link_entries "$sharedir/extension" "$root$sharedir/extension"
	chmod -R a+rX "$root"
}

link_entries() {
	local from=$1 to=$2 f name
	for f in "$from"/*; do
		name=$(basename "$f")
		case $name in
			sfid* | bitcode | extension) continue ;;
		esac
		ln -s "$f" "$to/$name"
	done
}

# The ASan runtime, initialised lazily inside a libintl or locale call that
# holds glibc's lock, asks dlerror() for a message, and so takes that lock
# again and corrupts it (google/sanitizers#1270): Debian's postgres, psql
# and initdb then hang at startup.  The message is for the failed lookup of
# the Swift demangler; defining one that demangles nothing avoids it.
build_asan_shim() {
	cat >"$work/asan_shim.c" <<'EOF'
#include <stddef.h>
#include <stdint.h>

char	   *swift_demangle(const char *name, size_t len, char *out, size_t *outlen, uint32_t flags);

char *
swift_demangle(const char *name, size_t len, char *out, size_t *outlen, uint32_t flags)
{
	return NULL;
}
EOF
	$CLANG -shared -fPIC -O2 -o "$work/asan_shim.so" "$work/asan_shim.c"
	chmod a+r "$work/asan_shim.so"
}

check_regress_asan() {
	local root=$work/pgroot tree logs regress rc=0 n
	local pgconfig
	make_server_tree "$root"
	pgconfig=$root$($PG_CONFIG --bindir)/pg_config
	build_asan_shim

	tree=$(fresh_tree regress)
	# clang, -O1, both sanitizers, no JIT bitcode; PG_CFLAGS and -Werror apply.
	# No -fwrapv here, unlike the server's own flags, so that a signed
	# overflow in sfid's code is reported rather than wrapped.
	# Built against the installed headers, installed into the server tree.
	make -C "$tree" -s -j2 with_llvm=no CC=$CLANG \
		CFLAGS="-O1 -g $SANITIZE -fno-strict-aliasing -Wno-ignored-attributes -Werror"
	make -C "$tree" -s install PG_CONFIG="$pgconfig" with_llvm=no >/dev/null
	if ! nm -u "$root$PG_PKGLIBDIR/sfid.so" | grep __asan_init >/dev/null; then
		echo "the sfid.so installed for this check is not instrumented"
		return 1
	fi

	# One more test, last, that fails unless the backend runs with the ASan
	# runtime and the instrumented sfid.so mapped.
	cat >"$tree/sql/zz_asan_loaded.sql" <<EOF
-- written by scripts/harden.sh: this backend runs the instrumented sfid
SELECT count(*) > 0 AS asan_runtime_mapped
  FROM regexp_split_to_table(pg_read_file('/proc/self/maps'), E'\\n') AS l
  WHERE l LIKE '%libclang_rt.asan%';
SELECT count(*) > 0 AS instrumented_sfid_mapped
  FROM regexp_split_to_table(pg_read_file('/proc/self/maps'), E'\\n') AS l
  WHERE l LIKE '% $root$PG_PKGLIBDIR/sfid.so';
EOF
	cat >"$tree/expected/zz_asan_loaded.out" <<EOF
-- written by scripts/harden.sh: this backend runs the instrumented sfid
SELECT count(*) > 0 AS asan_runtime_mapped
  FROM regexp_split_to_table(pg_read_file('/proc/self/maps'), E'\\n') AS l
  WHERE l LIKE '%libclang_rt.asan%';
 asan_runtime_mapped 
---------------------
 t
(1 row)

SELECT count(*) > 0 AS instrumented_sfid_mapped
  FROM regexp_split_to_table(pg_read_file('/proc/self/maps'), E'\\n') AS l
  WHERE l LIKE '% $root$PG_PKGLIBDIR/sfid.so';
 instrumented_sfid_mapped 
--------------------------
 t
(1 row)

EOF
	# shellcheck disable=SC2016 # $(REGRESS) is make's, not the shell's
	regress=$(make -C "$tree" -s --no-print-directory -f Makefile -f - print-regress <<<'print-regress: ; @echo $(REGRESS)')
	logs=$work/sanitizer-logs
	mkdir -p "$logs"
	chmod 777 "$logs"
	if [ "$(id -u)" -eq 0 ]; then chown -R postgres:postgres "$tree"; fi

	# Every process of the run (pg_regress, initdb, psql, the postmaster and
	# so every backend) has the runtime preloaded; only sfid.so is
	# instrumented.  A report aborts the process and is written to $logs.
	sfid_as_cluster_user env \
		LD_PRELOAD="$ASAN_RUNTIME $work/asan_shim.so" \
		ASAN_OPTIONS="detect_leaks=0:abort_on_error=1:halt_on_error=1:log_path=$logs/asan" \
		UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$logs/ubsan" \
		make -C "$tree" -s installcheck TAP_TESTS= PG_CONFIG="$pgconfig" \
		REGRESS="$regress zz_asan_loaded" || rc=$?
	[ $rc -eq 0 ] || sfid_print_regress_diffs "$tree"
	n=$(find "$logs" -type f | wc -l)
	if [ "$n" -gt 0 ]; then
		echo "---- $n sanitizer report(s)"
		for f in "$logs"/*; do
			echo "---- $f"
			cat "$f"
		done
		rc=1
	fi
	if grep -qE 'AddressSanitizer|UndefinedBehaviorSanitizer|runtime error:' "$tree"/log/postmaster.log 2>/dev/null; then
		echo "---- sanitizer output in the server log"
		grep -E -A30 'AddressSanitizer|UndefinedBehaviorSanitizer|runtime error:' "$tree"/log/postmaster.log | head -100
		rc=1
	fi
	return $rc
}

# --- static analysis ------------------------------------------------------

check_cppcheck() {
	# One configuration, the one the server is built with (so Assert() is
	# compiled out as in Debian's build), and findings in src/ only.
	cppcheck -q --error-exitcode=1 --enable=warning,portability,performance \
		--inline-suppr --std=c11 --platform=unix64 \
		-D__GNUC__=12 -D__x86_64__ -D__linux__ \
		-I "$SFID_ROOT/src" -I "$PG_SERVER_INCLUDE" \
		--suppress=missingIncludeSystem "--suppress=*:$PG_SERVER_INCLUDE/*" \
		"$SFID_ROOT/src"
}

check_clang_tidy() {
	local out rc=0
	# checks from .clang-tidy at the top of the tree
	out=$(cd "$SFID_ROOT" && clang-tidy-14 --quiet src/*.c -- \
		-std=gnu11 -D_GNU_SOURCE -Isrc -I"$PG_SERVER_INCLUDE" -Wno-ignored-attributes 2>&1) || rc=$?
	# clang-tidy prints "N warnings generated" for suppressed ones too
	echo "$out" | grep -vE '^[0-9]+ warnings? (and [0-9]+ errors? )?generated\.?$|^Suppressed [0-9]+ warnings|^Use -header-filter|^$' || true
	return $rc
}

sfid_check warnings check_warnings
sfid_check unit-asan check_unit_asan
sfid_check regress-asan check_regress_asan
sfid_check cppcheck check_cppcheck
sfid_check clang-tidy check_clang_tidy
sfid_check modules perl "$SFID_ROOT/scripts/module_graph.pl" "$SFID_ROOT/src"

check_mutants() {
	local p
	for p in "$SFID_ROOT"/test/torture/mutants/*.patch; do
		patch -p1 --dry-run -s -d "$SFID_ROOT" <"$p" >/dev/null ||
			{ echo "${p#"$SFID_ROOT"/} no longer applies: update it with the code"; return 1; }
		echo "${p#"$SFID_ROOT"/} applies"
	done
}
sfid_check mutants check_mutants

sfid_tap_done
