"""test/clients/python/psycopg_example.py: Snowflake ids and UUIDv7 through
psycopg 3, the examples of the "Clients" section of docs/adopting.md.  Connects with
the libpq environment (PGHOST, PGPORT) to the database "app", which has
sfid installed, and prints one JSON object of findings, which
test/t/053_client_psycopg.pl checks."""

import datetime
import json

import psycopg

UTC = datetime.timezone.utc
out = {"psycopg_version": psycopg.__version__}

with psycopg.connect("dbname=app") as conn:
    conn.execute("""CREATE TABLE orders (
        id        bigint PRIMARY KEY DEFAULT snowflake_next(),
        public_id uuid NOT NULL DEFAULT public.uuidv7(),
        item      text NOT NULL)""")

# The README's example, as it is there
with psycopg.connect("dbname=app") as conn:
    id, public_id = conn.execute(
        "INSERT INTO orders (item) VALUES (%s) RETURNING id, public_id", ("book",)).fetchone()
    # id is an int (exact); public_id is a uuid.UUID, and public_id.version == 7
    conn.execute("SELECT item FROM orders WHERE id = %s", (id,))
    made = conn.execute("SELECT uuidv7_to_timestamptz(%s)", (public_id,)).fetchone()[0]

now = datetime.datetime.now(UTC)
with psycopg.connect("dbname=app") as conn:
    out["example_item"] = conn.execute("SELECT item FROM orders WHERE id = %s", (id,)).fetchone()[0]
    rows = conn.execute("""INSERT INTO orders (item) SELECT 'item ' || g FROM generate_series(1, 999) g
                           RETURNING id, id::text, public_id, item""").fetchall()
    rows.insert(0, (id, str(id), public_id, "book"))

    # bigint is a Python int: exact, and usable as a parameter
    out["id_type"] = type(id).__name__
    out["distinct_ids"] = len({r[0] for r in rows})
    out["id_matches_text"] = all(str(r[0]) == r[1] for r in rows)
    found = conn.execute("SELECT item FROM orders WHERE id = %s", (rows[500][0],)).fetchone()
    out["parameter_same_row"] = found is not None and found[0] == rows[500][3]

    # uuid is a uuid.UUID, version 7, increasing within the session
    out["uuid_type"] = type(public_id).__name__
    out["uuid_version"] = public_id.version
    out["uuid_sorted"] = [r[2] for r in rows[1:]] == sorted(r[2] for r in rows[1:])

    # the time: in SQL, or from the first 48 bits (Unix milliseconds)
    out["sql_time_error_s"] = (made - now).total_seconds()
    bits_time = datetime.datetime.fromtimestamp(int.from_bytes(public_id.bytes[:6], "big") / 1000, UTC)
    out["bits_time_error_s"] = (bits_time - now).total_seconds()
    # UUID.time is a version 1 field (100 ns since 1582-10-15): not this time
    v1_time = datetime.datetime(1582, 10, 15, tzinfo=UTC) + datetime.timedelta(microseconds=public_id.time // 10)
    out["uuid_time_as_v1_error_days"] = (v1_time - now).days

    sf_time = conn.execute("SELECT snowflake_to_timestamptz(%s)", (id,)).fetchone()[0]
    out["snowflake_time_matches"] = abs((sf_time - now).total_seconds()) < 5

print(json.dumps(out))
