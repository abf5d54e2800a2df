#!/usr/bin/env bash
# scripts/demo.sh: install what is missing, build and install sfid, start a
# throwaway PostgreSQL 15 with sfid preloaded, and show what it does.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

DEMO_DIR=${SFID_DEMO_DIR:-/tmp/sfid-demo}
DEMO_PORT=${SFID_DEMO_PORT:-5499}

sfid_apt_install "${SFID_BASE_PACKAGES[@]}"
sfid_build_and_install

sfid_say "starting a throwaway server in $DEMO_DIR (port $DEMO_PORT)"
sfid_start_throwaway_server "$DEMO_DIR" "$DEMO_PORT" </dev/null

PSQL=("$PG_BIN/psql" -X -h "$DEMO_DIR" -p "$DEMO_PORT" -U postgres)
"${PSQL[@]}" -q -c "CREATE DATABASE sfid_demo"

sfid_say "demo"
"${PSQL[@]}" -d sfid_demo -e <<'SQL'
CREATE EXTENSION sfid;
SET timezone = 'UTC';

-- A table keyed by Snowflake ids, with a UUIDv7 column beside it.
CREATE TABLE orders (
    id        bigint PRIMARY KEY DEFAULT snowflake_next(),
    public_id uuid NOT NULL DEFAULT uuidv7(),
    item      text NOT NULL
);
INSERT INTO orders (item)
SELECT 'item ' || i FROM generate_series(1, 10000) AS i;

-- Ids sort in creation order and decode to when and where they were made.
SELECT o.id, u.ts AS created, u.worker, u.seq, o.public_id, o.item
FROM orders AS o, LATERAL snowflake_unpack(o.id) AS u
ORDER BY o.id DESC
LIMIT 5;

-- How many rows each millisecond received.
SELECT u.ts AS millisecond, count(*) AS rows
FROM orders AS o, LATERAL snowflake_unpack(o.id) AS u
GROUP BY 1 ORDER BY 1 DESC LIMIT 3;

-- Unique and in order: as many distinct ids as rows, uuids in id order.
SELECT count(*) AS rows, count(DISTINCT id) AS distinct_ids,
       count(*) FILTER (WHERE next_uuid <= public_id) AS uuids_out_of_order
FROM (SELECT id, public_id, lead(public_id) OVER (ORDER BY id) AS next_uuid
      FROM orders) AS s;
SQL

stop_cmd="$PG_BIN/pg_ctl -D $DEMO_DIR/data stop"
if [ "$(id -u)" -eq 0 ]; then stop_cmd="runuser -u postgres -- $stop_cmd"; fi
sfid_say "the demo server is still running"
echo "Connect:  ${PSQL[*]} -d sfid_demo"
echo "Stop:     $stop_cmd"
