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

SFID_CLIENT_PACKAGES=(pgbouncer python3-psycopg "postgresql-$PG_MAJOR-partman")
SFID_NPM_DIR=${SFID_NPM_DIR:-$SFID_CACHE/npm}
export SFID_NPM_DIR

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
