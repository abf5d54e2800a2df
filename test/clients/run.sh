#!/usr/bin/env bash
# test/clients/run.sh: the clients stage of scripts/test.sh.  Runs each
# framework program of test/clients/ (docs/frameworks.md) against a
# throwaway server with sfid preloaded, one fresh database per stack:
#
#   django        Django 3.2 + psycopg2       test/clients/python/django_example.py
#   sqlalchemy    SQLAlchemy 1.4 + psycopg2   test/clients/python/sqlalchemy_example.py
#   activerecord  ActiveRecord 6.1 + ruby-pg  test/clients/ruby/activerecord_example.rb
#   jdbc          pgjdbc 42.5 + Jackson       test/clients/java/JdbcExample.java
#   hibernate     Hibernate 3.6               test/clients/java/hibernate/
#   go-pgx        Go 1.19 + pgx v4            test/clients/go/pgx_example/main.go
#   node-postgres node-postgres 8             test/clients/node/pg.js
#   knex, kysely, sequelize, typeorm, drizzle, prisma
#                                             test/clients/node/NAME.js
#   guide         docs/frameworks.md's snippets are excerpts of those files
#                                             test/clients/guide_snippets.py
#
# Each program prints "ok - ..." and "not ok - ..." lines (the traps are
# checks that the trap happens) and exits non-zero if any failed.  A stack
# passes when its program exits 0 with no "not ok"; a stack whose packages
# are missing is a skipped point that says why.  Prints TAP, a test point
# per stack.
#
# Usage: test/clients/run.sh [SERVER [STACK...]]
#   SERVER  a server of scripts/servers.sh that runs on this host (default
#           15, Debian's), with sfid already installed for it (test.sh's
#           build stage does that); STACK... only these stacks
# The frameworks are installed first when missing (scripts/clients.sh).
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/lib.sh"
source "$SFID_ROOT/scripts/servers.sh"
source "$SFID_ROOT/scripts/clients.sh"

PY=/usr/bin/python3 # Debian's, where the python3-* packages install
JARS=/usr/share/java
NPM_MODULES=$SFID_FRAMEWORKS_NPM_DIR/node_modules

# The version of the Debian packages given, "pkg version, ...".
deb_versions() {
	local p sep=
	for p in "$@"; do
		printf '%s%s %s' "$sep" "$p" "$(dpkg-query -W -f='${Version}' "$p" 2>/dev/null || echo missing)"
		sep=', '
	done
	echo
}

# missing_STACK: print why the stack cannot run here, or nothing.
missing_python() {
	[ -x "$PY" ] || { echo "$PY is not installed"; return; }
	"$PY" -c "import $1" 2>/dev/null || echo "$PY cannot import $1 (apt: $2)"
}
missing_guide() { [ -x "$PY" ] || echo "$PY is not installed"; }
missing_django() { missing_python "django, psycopg2" "python3-django python3-psycopg2"; }
missing_sqlalchemy() { missing_python "sqlalchemy, psycopg2" "python3-sqlalchemy python3-psycopg2"; }
missing_activerecord() {
	command -v ruby >/dev/null || { echo "ruby is not installed (apt: ruby-activerecord ruby-pg)"; return; }
	ruby -e 'require "active_record"; require "pg"' 2>/dev/null || echo "ruby cannot load active_record and pg (apt: ruby-activerecord ruby-pg)"
}
missing_jars() {
	local j
	if ! command -v java >/dev/null || ! command -v javac >/dev/null; then
		echo "no java and javac (apt: default-jdk-headless)"
		return
	fi
	for j in "$@"; do [ -f "$JARS/$j.jar" ] || { echo "$JARS/$j.jar is missing"; return; }; done
}
JDBC_JARS=(postgresql jackson-databind jackson-core jackson-annotations)
HIBERNATE_JARS=(hibernate3 antlr commons-collections3 dom4j geronimo-jpa_2.0_spec geronimo-jta-1.2-spec
	hibernate-commons-annotations slf4j-api slf4j-nop "${JDBC_JARS[@]}")
missing_jdbc() { missing_jars "${JDBC_JARS[@]}"; }
missing_hibernate() { missing_jars "${HIBERNATE_JARS[@]}"; }
missing_go-pgx() {
	command -v go >/dev/null || { echo "go is not installed (apt: golang-go)"; return; }
	[ -d /usr/share/gocode/src/github.com/jackc/pgx/v4 ] || echo "pgx v4 is not in /usr/share/gocode (apt: golang-github-jackc-pgx-v4-dev)"
}
missing_node() {
	command -v node >/dev/null || { echo "node is not installed"; return; }
	[ -f "$NPM_MODULES/$1/package.json" ] || echo "$1 is not installed in $NPM_MODULES (npm ci of test/clients/node/package-lock.json)"
	return 0
}
missing_node-postgres() { missing_node pg; }
missing_knex() { missing_node knex; }
missing_kysely() { missing_node kysely; }
missing_sequelize() { missing_node sequelize; }
missing_typeorm() { missing_node typeorm; }
missing_drizzle() { missing_node drizzle-orm; missing_node drizzle-kit; }
missing_prisma() { missing_node @prisma/client; missing_node @prisma/adapter-pg; missing_node prisma; }

# what_STACK: the packages tested, for the summary.
what_guide() { echo "docs/frameworks.md"; }
what_django() { deb_versions python3-django python3-psycopg2; }
what_sqlalchemy() { deb_versions python3-sqlalchemy python3-psycopg2; }
what_activerecord() { deb_versions ruby-activerecord ruby-pg; }
what_jdbc() { deb_versions libpostgresql-jdbc-java libjackson2-databind-java; }
what_hibernate() { deb_versions libhibernate3-java libpostgresql-jdbc-java; }
what_go-pgx() { echo "$(go version | cut -d' ' -f3), $(deb_versions golang-github-jackc-pgx-v4-dev)"; }
node_version() { node -p "require('$NPM_MODULES/$1/package.json').version"; }
what_node() { echo "node $(node --version), $1 $(node_version "$1")${2:+, $2 $(node_version "$2")}"; }
what_node-postgres() { what_node pg; }
what_knex() { what_node knex pg; }
what_kysely() { what_node kysely pg; }
what_sequelize() { what_node sequelize pg; }
what_typeorm() { what_node typeorm pg; }
what_drizzle() { what_node drizzle-orm drizzle-kit; }
what_prisma() { what_node @prisma/client @prisma/adapter-pg; }

# run_STACK: run the stack's program (the libpq environment is set).
run_guide() { "$PY" "$SFID_ROOT/test/clients/guide_snippets.py"; }
run_django() { "$PY" "$SFID_ROOT/test/clients/python/django_example.py"; }
run_sqlalchemy() { "$PY" "$SFID_ROOT/test/clients/python/sqlalchemy_example.py"; }
run_activerecord() { ruby "$SFID_ROOT/test/clients/ruby/activerecord_example.rb"; }
classpath() {
	local j cp=
	for j in "$@"; do cp+=${cp:+:}$JARS/$j.jar; done
	echo "$cp"
}
run_jdbc() {
	local classes=$work/jdbc-classes cp
	cp=$(classpath "${JDBC_JARS[@]}")
	mkdir -p "$classes"
	javac -nowarn -d "$classes" -cp "$cp" "$SFID_ROOT/test/clients/java/JdbcExample.java" \
		"$SFID_ROOT/test/clients/java/Check.java" &&
		java -cp "$classes:$cp" JdbcExample
}
run_hibernate() {
	local src=$SFID_ROOT/test/clients/java/hibernate classes=$work/hibernate-classes cp
	cp=$(classpath "${HIBERNATE_JARS[@]}")
	mkdir -p "$classes/example"
	javac -nowarn -d "$classes" -cp "$cp" "$src/HibernateExample.java" "$src"/example/*.java \
		"$SFID_ROOT/test/clients/java/Check.java" &&
		cp "$src"/example/*.hbm.xml "$classes/example/" && cp "$src/import.sql" "$classes/" &&
		java -cp "$classes:$cp" HibernateExample
}
run_go-pgx() {
	# Debian's Go packages, no module proxy; the build cache stays between runs
	mkdir -p "$SFID_CACHE/go-build" 2>/dev/null || sfid_as_root mkdir -p "$SFID_CACHE/go-build"
	(cd "$SFID_ROOT/test/clients/go/pgx_example" &&
		GOPATH=/usr/share/gocode GO111MODULE=off GOFLAGS='' GOCACHE=$SFID_CACHE/go-build go run main.go)
}
run_node() { NODE_PATH=$NPM_MODULES node "$SFID_ROOT/test/clients/node/$1.js"; }
run_node-postgres() { run_node pg; }
run_knex() { run_node knex; }
run_kysely() { run_node kysely; }
run_sequelize() { run_node sequelize; }
run_typeorm() { run_node typeorm; }
run_drizzle() { run_node drizzle; }
run_prisma() {
	# "prisma generate" makes the client beside the schema, and finds
	# @prisma/client from there: a copy with the modules linked in.  The
	# CLI fetches its schema engine before any command, though generate
	# does not use it: PRISMA_SCHEMA_ENGINE_BINARY names a stand-in that
	# fails if anything runs it.
	local gen=$work/prisma
	mkdir -p "$gen"
	cp -r "$SFID_ROOT/test/clients/node/prisma" "$gen/"
	ln -s "$NPM_MODULES" "$gen/node_modules"
	printf '#!/bin/sh\necho "the schema engine is not available here" >&2\nexit 1\n' >"$gen/no-schema-engine"
	chmod +x "$gen/no-schema-engine"
	(cd "$gen" && PRISMA_SCHEMA_ENGINE_BINARY=$gen/no-schema-engine CHECKPOINT_DISABLE=1 PRISMA_HIDE_UPDATE_MESSAGE=1 \
		"$NPM_MODULES/.bin/prisma" generate --schema prisma/schema.prisma >"$gen/generate.log" 2>&1) ||
		{ cat "$gen/generate.log"; echo "not ok - prisma generate"; return 1; }
	SFID_PRISMA_CLIENT=$gen/generated run_node prisma
}

# test/clients/run.sh --run-one STACK: one stack's program, in a process
# of its own that the main loop can time out.
if [ "${1:-}" = --run-one ]; then
	work=$SFID_CLIENTS_WORK
	"run_$2"
	exit
fi

SFID_STACKS=(guide django sqlalchemy activerecord jdbc hibernate go-pgx node-postgres knex kysely sequelize typeorm drizzle prisma)
server=${1:-15}
[ $# -gt 0 ] && shift
stacks=("$@")
[ ${#stacks[@]} -gt 0 ] || stacks=("${SFID_STACKS[@]}")

sfid_server_use "$server"
if [ -n "$SFID_SERVER_ROOT" ]; then
	# the frameworks are installed on the host, not in the server's root
	for stack in "${stacks[@]}"; do
		sfid_tap_skip "$stack" "$SFID_SERVER_LABEL runs in a Debian root, and the frameworks are installed on the host"
	done
	sfid_tap_done
	exit 0
fi
sharedir=$("$PG_CONFIG" --sharedir)
if [ ! -f "$sharedir/extension/sfid.control" ]; then
	sfid_tap 1 "sfid is not installed for PostgreSQL $SFID_SERVER_LABEL ($sharedir/extension); build it first (scripts/test.sh --stage clients does)"
	sfid_tap_done
	exit 1
fi

sfid_apt_install "${SFID_FRAMEWORK_PACKAGES[@]}" || echo "apt could not install every framework package: the stacks that miss one are skipped"
sfid_install_node_frameworks || echo "npm ci failed: the Node stacks are skipped"

work=$(mktemp -d /tmp/sfid-clients.XXXXXX)
chmod 755 "$work"
cleanup() {
	sfid_stop_server "$work/server"
	rm -rf "$work"
}
trap cleanup EXIT

# A free TCP port on the loopback (JDBC has no Unix sockets).
free_port() {
	"$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

port=$(free_port)
sfid_say "clients: a throwaway PostgreSQL $SFID_SERVER_LABEL with sfid preloaded on 127.0.0.1:$port"
echo "listen_addresses = '127.0.0.1'" | sfid_start_throwaway_server "$work/server" "$port"
export PGHOST=127.0.0.1 PGPORT=$port PGUSER=postgres
unset PGPASSWORD PGSERVICE PGOPTIONS
# the programs run from the work tree: no __pycache__ there
export PYTHONDONTWRITEBYTECODE=1

for stack in "${stacks[@]}"; do
	if ! declare -F "run_$stack" >/dev/null; then
		sfid_tap 1 "$stack: unknown stack; one of: ${SFID_STACKS[*]}"
		continue
	fi
	sfid_say "clients: $stack" >&2
	why=$({ "missing_$stack" || true; } | head -n 1)
	if [ -n "$why" ]; then
		sfid_tap_skip "$stack" "$why"
		continue
	fi
	db=${stack//-/_}
	sfid_as_cluster_user "$PG_BIN/createdb" -h "$work/server" -p "$port" -U postgres "$db"
	start=$(date +%s)
	set +e
	PGDATABASE=$db SFID_CLIENTS_WORK=$work timeout 300 bash "$0" --run-one "$stack" >"$work/$stack.log" 2>&1
	rc=$?
	set -e
	secs=$(($(date +%s) - start))
	cat "$work/$stack.log" >&2
	ok=$(grep -c '^ok - ' "$work/$stack.log" || true)
	bad=$(grep -c '^not ok - ' "$work/$stack.log" || true)
	what=$("what_$stack")
	if [ "$rc" -eq 0 ] && [ "$bad" -eq 0 ] && [ "$ok" -gt 0 ]; then
		sfid_tap 0 "$stack: $ok checks, $secs s ($what)"
	else
		sfid_tap 1 "$stack: $bad of $((ok + bad)) checks failed, exit $rc, $secs s ($what)"
	fi
done
echo "# clients: PostgreSQL $SFID_SERVER_LABEL"
sfid_tap_done
