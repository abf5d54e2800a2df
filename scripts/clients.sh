# scripts/clients.sh: the clients, pooler and partition manager that the
# adoption tests (test/t/05*.pl) drive on the host's servers, installed
# where test.sh can find them.  Sourced (after lib.sh and servers.sh), not run.
#
#   apt   pgbouncer, python3-psycopg (psycopg 3), pg_partman for Debian's
#         PostgreSQL, and node with npm when no node is on PATH
#   npm   node-postgres at the version test/clients/package-lock.json pins,
#         installed with "npm ci" into $SFID_NPM_DIR (default
#         $SFID_CACHE/npm), outside the work tree, once per lock file
#
# A server without one of them (the trixie root has no node, psycopg or
# pgbouncer; source builds have no pg_partman) skips that test and says why.
#
# The frameworks of the clients stage (test/clients/run.sh), installed
# only when that stage runs:
#
#   apt   Django 3.2, SQLAlchemy 1.4 and psycopg2; ActiveRecord 6.1 and
#         ruby-pg; pgjdbc 42.5, Hibernate 3.6, Jackson and a JDK; Go 1.19
#         and pgx v4 (GOPATH=/usr/share/gocode, GO111MODULE=off)
#   npm   knex, Kysely, Sequelize, TypeORM, drizzle-orm and drizzle-kit,
#         Prisma and node-postgres at the versions that
#         test/clients/node/package-lock.json pins, with "npm ci
#         --ignore-scripts" into $SFID_FRAMEWORKS_NPM_DIR (default
#         $SFID_CACHE/npm-frameworks), once per lock file.  No install
#         script is needed: Prisma's would download engines from a host
#         that is not reachable here, and Prisma Client 7 needs none.

SFID_CLIENT_PACKAGES=(pgbouncer python3-psycopg "postgresql-$PG_MAJOR-partman")
SFID_NPM_DIR=${SFID_NPM_DIR:-$SFID_CACHE/npm}
export SFID_NPM_DIR
SFID_FRAMEWORK_PACKAGES=(python3-django python3-psycopg2 python3-sqlalchemy ruby-activerecord ruby-pg
	default-jdk-headless libpostgresql-jdbc-java libhibernate3-java libslf4j-java libjackson2-databind-java
	golang-go golang-github-jackc-pgx-v4-dev)
SFID_FRAMEWORKS_NPM_DIR=${SFID_FRAMEWORKS_NPM_DIR:-$SFID_CACHE/npm-frameworks}
export SFID_FRAMEWORKS_NPM_DIR

sfid_install_node_pg() {
	local lock=$SFID_ROOT/test/clients/package-lock.json
	command -v node >/dev/null && command -v npm >/dev/null || sfid_apt_install nodejs npm
	if [ -d "$SFID_NPM_DIR/node_modules/pg" ] && cmp -s "$lock" "$SFID_NPM_DIR/package-lock.json"; then
		return 0
	fi
	sfid_say "installing node-postgres into $SFID_NPM_DIR (npm ci)"
	sfid_as_root mkdir -p "$SFID_NPM_DIR"
	sfid_as_root cp "$SFID_ROOT/test/clients/package.json" "$lock" "$SFID_NPM_DIR/"
	(cd "$SFID_NPM_DIR" && sfid_as_root npm ci --no-audit --no-fund --loglevel=error)
}

# The Node frameworks, from test/clients/node's lock file (after node and
# npm, which sfid_install_node_pg brings when missing).
sfid_install_node_frameworks() {
	local src=$SFID_ROOT/test/clients/node
	command -v node >/dev/null && command -v npm >/dev/null || sfid_apt_install nodejs npm
	if [ -d "$SFID_FRAMEWORKS_NPM_DIR/node_modules/prisma" ] &&
		cmp -s "$src/package-lock.json" "$SFID_FRAMEWORKS_NPM_DIR/package-lock.json"; then
		return 0
	fi
	sfid_say "installing the Node frameworks into $SFID_FRAMEWORKS_NPM_DIR (npm ci)"
	sfid_as_root mkdir -p "$SFID_FRAMEWORKS_NPM_DIR"
	sfid_as_root rm -f "$SFID_FRAMEWORKS_NPM_DIR/package-lock.json"
	sfid_as_root cp "$src/package.json" "$src/package-lock.json" "$SFID_FRAMEWORKS_NPM_DIR/"
	(cd "$SFID_FRAMEWORKS_NPM_DIR" && sfid_as_root npm ci --ignore-scripts --no-audit --no-fund --loglevel=error) || {
		# a lock file that does not match what was installed is not kept
		sfid_as_root rm -f "$SFID_FRAMEWORKS_NPM_DIR/package-lock.json"
		return 1
	}
}
