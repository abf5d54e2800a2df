-- bench/setup.sql: the measuring helpers and result tables of bench/run.sh.
--
-- Everything measured is timed inside the server with clock_timestamp(), so
-- client round trips and psql start-up never count.  Results go to unlogged
-- tables: they write no WAL that could be mistaken for the WAL measured.

CREATE EXTENSION sfid;

-- What nextval() is measured on: a plain sequence, CACHE 1 like the one an
-- identity column gets by default.
CREATE SEQUENCE bench_seq;

-- The candidates of the rate part, in the order the report lists them.
CREATE TABLE rate_fns (fn text PRIMARY KEY, expr text NOT NULL, ord int NOT NULL);
INSERT INTO rate_fns VALUES
	('constant', '1', 1),
	('clock_timestamp()', 'clock_timestamp()', 2),
	('nextval()', 'nextval(''bench_seq'')', 3),
	('snowflake_next()', 'snowflake_next()', 4),
	-- a backfill in order of time: 1 us a row (1000 ids a millisecond), from
	-- 30 days (2,592,000,000,000 us) before this round's transaction, so
	-- that no two rounds cover the same times (each would take another
	-- backfill number); the arithmetic is the cheapest that makes a time
	-- per row (an interval with days would cost more than the call)
	('snowflake_at()', 'snowflake_at(now() + (generate_series - 2592000000000) * interval ''1 us'')', 5),
	('gen_random_uuid()', 'gen_random_uuid()', 6),
	('uuidv7()', 'uuidv7()', 7);

-- One timed query: which round, how many backends ran it at once, and when
-- it started and finished by the server's clock.
CREATE UNLOGGED TABLE rate_runs (
	round		int NOT NULL,
	fn			text NOT NULL,
	backends	int NOT NULL,
	backend		int NOT NULL,
	worker		int,			-- this backend's Snowflake worker number
	started		timestamptz NOT NULL,
	finished	timestamptz NOT NULL,
	nrows		bigint NOT NULL
);

-- Run fn over nrows streamed rows and record the time.  With start_at, wait
-- until then first, so that concurrent backends start together.
CREATE FUNCTION rate_measure(round int, fn text, backends int, backend int,
							 nrows bigint, start_at timestamptz DEFAULT NULL)
RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
	q		text;
	n		bigint;
	t0		timestamptz;
	t1		timestamptz;
	w		int;
BEGIN
	SELECT format('SELECT count(x) FROM (SELECT %s x FROM (SELECT generate_series(1, %s)) g) s',
				  expr, nrows)
	INTO STRICT q FROM rate_fns f WHERE f.fn = rate_measure.fn;
	IF start_at IS NOT NULL THEN
		PERFORM pg_sleep_until(start_at);
	END IF;
	t0 := clock_timestamp();
	EXECUTE q INTO n;
	t1 := clock_timestamp();
	IF n <> nrows THEN
		RAISE EXCEPTION 'counted % rows, expected %', n, nrows;
	END IF;
	SELECT u.worker INTO w FROM snowflake_unpack(snowflake_next()) u;
	INSERT INTO rate_runs VALUES (round, fn, backends, backend, w, t0, t1, n);
	RETURN format('  round %s  %-18s %s%s M rows/s', round, fn,
				  CASE WHEN backends > 1 THEN format('backend %s (worker %4s)  ', backend, w) ELSE '' END,
				  to_char(n / extract(epoch FROM t1 - t0) / 1e6, '990.00'));
END
$$;

-- The tables of the insert-locality part: one per key, key column only, so
-- that the times compare the keys and nothing else.
CREATE TABLE insert_keys (key text PRIMARY KEY, tbl text NOT NULL, coldef text NOT NULL, ord int NOT NULL);
INSERT INTO insert_keys VALUES
	('identity', 'ins_identity', 'id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY', 1),
	('snowflake_next()', 'ins_snowflake', 'id bigint PRIMARY KEY DEFAULT snowflake_next()', 2),
	('gen_random_uuid()', 'ins_uuidv4', 'id uuid PRIMARY KEY DEFAULT gen_random_uuid()', 3),
	('uuidv7()', 'ins_uuidv7', 'id uuid PRIMARY KEY DEFAULT uuidv7()', 4);

CREATE UNLOGGED TABLE insert_batches (
	round		int NOT NULL,
	key			text NOT NULL,
	batch		int NOT NULL,
	rows_so_far bigint NOT NULL,
	ms			float8 NOT NULL,	-- INSERT and COMMIT of this batch
	wal_bytes	numeric NOT NULL,	-- WAL inserted by them
	index_bytes bigint NOT NULL,	-- primary key size after the batch
	table_bytes bigint NOT NULL		-- heap size after the batch
);

-- Fresh, empty tables for a round.
CREATE PROCEDURE insert_prepare()
LANGUAGE plpgsql AS $$
DECLARE
	k		record;
BEGIN
	FOR k IN SELECT * FROM insert_keys ORDER BY ord LOOP
		EXECUTE format('DROP TABLE IF EXISTS %I', k.tbl);
		EXECUTE format('CREATE TABLE %I (%s)', k.tbl, k.coldef);
	END LOOP;
END
$$;

-- Fill every table with nbatches batches of batch_rows rows, one committed
-- transaction per batch, the tables taking turns batch by batch (in an order
-- that rotates) so that a noisy moment hits them all alike.
CREATE PROCEDURE insert_round(round int, nbatches int, batch_rows int)
LANGUAGE plpgsql AS $$
DECLARE
	keys	text[];
	tbls	text[];
	nkeys	int;
	i		int;
	j		int;
	t0		timestamptz;
	t1		timestamptz;
	l0		pg_lsn;
	l1		pg_lsn;
BEGIN
	SELECT array_agg(key ORDER BY ord), array_agg(tbl ORDER BY ord)
	INTO keys, tbls FROM insert_keys;
	nkeys := array_length(keys, 1);
	FOR b IN 1..nbatches LOOP
		FOR i IN 0..nkeys - 1 LOOP
			j := 1 + (i + b + round) % nkeys;
			COMMIT;
			l0 := pg_current_wal_insert_lsn();
			t0 := clock_timestamp();
			EXECUTE format('INSERT INTO %I SELECT FROM generate_series(1, %s)', tbls[j], batch_rows);
			COMMIT;
			t1 := clock_timestamp();
			l1 := pg_current_wal_insert_lsn();
			INSERT INTO insert_batches VALUES
				(round, keys[j], b, b::bigint * batch_rows,
				 extract(epoch FROM t1 - t0) * 1000, l1 - l0,
				 pg_relation_size(tbls[j] || '_pkey'), pg_relation_size(tbls[j]));
		END LOOP;
	END LOOP;
END
$$;
