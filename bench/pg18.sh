#!/usr/bin/env bash
# bench/pg18.sh: sfid's uuidv7() against PostgreSQL 18's own, same run.
#
# PostgreSQL 18 has uuidv7() in pg_catalog; sfid keeps its own (reached
# schema-qualified).  This builds PostgreSQL 18 without assertions (a
# release build, scripts/servers.sh's 18-release, cached after the first
# run), installs sfid there, starts a throwaway server (/tmp/sfid-bench18,
# port 5592, shared_buffers = 32MB, autovacuum and JIT off) and measures,
# interleaved, best of several rounds, in the shapes of bench/run.sh:
#   rates     rows/s of clock_timestamp(), gen_random_uuid(), the server's
#             pg_catalog.uuidv7() and sfid's public.uuidv7(), streaming;
#   inserts   1 M rows in 20 committed batches into tables keyed by each
#             UUID generator: time and primary-key size.
# Prints a Markdown report and writes it to bench/results-pg18.md.
# Knobs: SFID_BENCH_ROWS (4000000), SFID_BENCH_ROUNDS (7),
# SFID_BENCH_INSERT_ROUNDS (3).
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
source "$SFID_ROOT/scripts/servers.sh"

DIR=/tmp/sfid-bench18
PORT=5592
ROWS=${SFID_BENCH_ROWS:-4000000}
ROUNDS=${SFID_BENCH_ROUNDS:-7}
INSERT_ROUNDS=${SFID_BENCH_INSERT_ROUNDS:-3}
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)

sfid_server_use 18-release
tree=$(mktemp -d /tmp/sfid-bench18-tree.XXXXXX)
sfid_build_in_copy "$tree" >/dev/null
sfid_as_root rm -rf "$tree"

PSQL=("$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 -h "$DIR" -p "$PORT" -U postgres -d postgres)
cleanup() {
	sfid_stop_server "$DIR"
	sfid_as_root rm -rf "$DIR/data"
}
sfid_say "starting PostgreSQL $SFID_SERVER_LABEL in $DIR (port $PORT)"
sfid_start_throwaway_server "$DIR" "$PORT" <<CONF
shared_buffers = 32MB
max_wal_size = 1GB
autovacuum = off
jit = off
CONF
trap cleanup EXIT

"${PSQL[@]}" <<'SQL'
CREATE EXTENSION sfid;
CREATE UNLOGGED TABLE rates (round int, fn text, ord int, rows_per_s float8);
CREATE UNLOGGED TABLE inserts (round int, key text, ord int, secs float8, index_bytes bigint);
CREATE TABLE candidates (fn text, expr text, ord int, insert_key bool);
INSERT INTO candidates VALUES
	('clock_timestamp()', 'clock_timestamp()', 1, false),
	('gen_random_uuid()', 'gen_random_uuid()', 2, true),
	('pg_catalog.uuidv7()', 'pg_catalog.uuidv7()', 3, true),
	('public.uuidv7()', 'public.uuidv7()', 4, true);

-- One streaming query over nrows rows, timed in the server.
CREATE FUNCTION rate(r int, f text, nrows bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE c record; t0 timestamptz; n bigint;
BEGIN
	SELECT * INTO STRICT c FROM candidates WHERE fn = f;
	t0 := clock_timestamp();
	EXECUTE format('SELECT count(x) FROM (SELECT %s x FROM (SELECT generate_series(1, %s)) g) s',
				   c.expr, nrows) INTO n;
	INSERT INTO rates VALUES (r, f, c.ord, n / extract(epoch FROM clock_timestamp() - t0));
END $$;

-- 1 M rows into each key's table, 20 batches of 50,000, tables taking turns.
CREATE PROCEDURE insert_round(r int) LANGUAGE plpgsql AS $$
DECLARE c record; t0 timestamptz; secs float8[] := '{}'; keys text[]; exprs text[]; n int; j int;
BEGIN
	SELECT array_agg(fn ORDER BY ord), array_agg(expr ORDER BY ord) INTO keys, exprs
	  FROM candidates WHERE insert_key;
	n := array_length(keys, 1);
	FOR i IN 1..n LOOP
		EXECUTE format('DROP TABLE IF EXISTS ins_%s', i);
		EXECUTE format('CREATE TABLE ins_%s (id uuid PRIMARY KEY DEFAULT %s)', i, exprs[i]);
		secs[i] := 0;
	END LOOP;
	COMMIT;
	FOR b IN 1..20 LOOP
		FOR k IN 0..n - 1 LOOP
			j := 1 + (k + b + r) % n;
			t0 := clock_timestamp();
			EXECUTE format('INSERT INTO ins_%s SELECT FROM generate_series(1, 50000)', j);
			COMMIT;
			secs[j] := secs[j] + extract(epoch FROM clock_timestamp() - t0);
		END LOOP;
	END LOOP;
	FOR i IN 1..n LOOP
		INSERT INTO inserts SELECT r, keys[i], i, secs[i], pg_relation_size(format('ins_%s_pkey', i));
	END LOOP;
	COMMIT;
END $$;
SQL

sfid_say "rates: $ROWS rows per query, $ROUNDS interleaved rounds"
mapfile -t FNS < <("${PSQL[@]}" -c "SELECT fn FROM candidates ORDER BY ord")
for ((r = 1; r <= ROUNDS; r++)); do
	for ((i = 0; i < ${#FNS[@]}; i++)); do
		fn=${FNS[$(((i + r) % ${#FNS[@]}))]}
		"${PSQL[@]}" -c "SELECT rate($r, '$fn', $ROWS)"
	done
	echo "  round $r done"
done
sfid_say "inserts: 1,000,000 rows per key, $INSERT_ROUNDS rounds"
for ((r = 1; r <= INSERT_ROUNDS; r++)); do
	"${PSQL[@]}" -c "CHECKPOINT" -c "CALL insert_round($r)"
	echo "  round $r done"
done
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)

sfid_say "report"
report=$("${PSQL[@]}" <<SQL
\\echo '## sfid uuidv7() against PostgreSQL 18''s own'
\\echo
SELECT format('Measured %s by \`bash bench/pg18.sh\` on PostgreSQL %s (release build from Debian''s source package, no assertions), %s cores, load average %s before and %s after. Best of $ROUNDS interleaved rounds of $ROWS streamed rows; inserts: best of $INSERT_ROUNDS rounds of 1,000,000 rows in 20 committed batches, tables taking turns, shared_buffers = 32MB.',
			  to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD'), current_setting('server_version'),
			  $(nproc), '$LOAD_BEFORE', '$LOAD_AFTER');
\\echo
\\echo '\`pg_catalog.uuidv7()\` is PostgreSQL 18''s own, \`public.uuidv7()\` is sfid''s.'
\\echo
\\echo '| generator | rows/s, one backend | ÷ \`clock_timestamp()\` | ÷ PostgreSQL 18''s \`uuidv7()\` |'
\\echo '| --- | ---: | ---: | ---: |'
WITH best AS (SELECT fn, ord, max(rows_per_s) v FROM rates GROUP BY fn, ord)
SELECT format('| \`%s\` | %s M | %s × | %s × |', b.fn, to_char(b.v / 1e6, 'FM990.00'),
			  to_char(b.v / c.v, 'FM990.00'), to_char(b.v / u.v, 'FM990.00'))
  FROM best b, best c, best u
 WHERE c.fn = 'clock_timestamp()' AND u.fn LIKE 'pg_catalog%' ORDER BY b.ord;
\\echo
\\echo '| 1,000,000 inserts, key column only | time | ÷ PostgreSQL 18''s | index | ÷ PostgreSQL 18''s |'
\\echo '| --- | ---: | ---: | ---: | ---: |'
WITH best AS (SELECT key, ord, min(secs) s, max(index_bytes) ib FROM inserts GROUP BY key, ord)
SELECT format('| \`DEFAULT %s\` | %s s | %s × | %s MB | %s × |', b.key, to_char(b.s, 'FM990.00'),
			  to_char(b.s / u.s, 'FM990.00'), to_char(b.ib / 1048576.0, 'FM9990.0'),
			  to_char(b.ib::float8 / u.ib, 'FM990.00'))
  FROM best b, best u WHERE u.key LIKE 'pg_catalog%' ORDER BY b.ord;
SQL
)
echo "$report" | tee "$SFID_ROOT/bench/results-pg18.md"
echo
echo "Written: bench/results-pg18.md"
