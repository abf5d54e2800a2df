// test/clients/node/pg.js: Snowflake ids and UUIDv7 keys through plain
// node-postgres 8 (docs/frameworks.md, node-postgres).  The README's
// "Clients" section and test/t/052 cover its type parsers in depth; this is
// the short form the frameworks guide starts from, and one more trap.
'use strict';

const { check, checkExact, checkJson, connection, version, done, run } = require('./check');
const pg = require('pg');

run('node-postgres', async () => {
	let client = new pg.Client(connection());
	await client.connect();
	await client.query(`CREATE EXTENSION IF NOT EXISTS sfid`);
	await client.query(`CREATE TABLE items (id bigint PRIMARY KEY DEFAULT snowflake_next(), n integer NOT NULL)`);
	await client.query(`CREATE TABLE documents (id uuid PRIMARY KEY DEFAULT uuidv7(), n integer NOT NULL)`);

	// one row, and a batch: RETURNING brings the ids back, as strings
	const one = (await client.query('INSERT INTO items (n) VALUES ($1) RETURNING id, n', [1])).rows[0];
	const batch = (await client.query(`INSERT INTO items (n) SELECT * FROM unnest($1::integer[]) RETURNING id, n`,
		[Array.from({ length: 50 }, (_, i) => i + 2)])).rows;
	check('ids arrive as strings', typeof one.id === 'string', typeof one.id);
	const rows = [one, ...batch];
	checkExact('INSERT ... RETURNING id', rows,
		(await client.query('SELECT id, n FROM items WHERE id = ANY($1)', [rows.map((r) => r.id)])).rows);
	checkJson('JSON.stringify', one, JSON.stringify(one));

	const docs = (await client.query('INSERT INTO documents (n) VALUES (1), (2) RETURNING id, n')).rows;
	const uuidv7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
	check('uuidv7() key: ids come back as version 7 UUID strings', docs.every((d) => uuidv7.test(d.id)), docs[0].id);
	checkExact('uuidv7() key', docs,
		(await client.query('SELECT id, n FROM documents WHERE id = ANY($1::uuid[])', [docs.map((r) => r.id)])).rows);
	await client.end();

	// the trap: pg.defaults.parseInt8 = true (set to get count(*) as a
	// number) turns every bigint into a Number, ids included
	pg.defaults.parseInt8 = true;
	client = new pg.Client(connection());
	await client.connect();
	const parsed = (await client.query('SELECT id, id::text AS stored, n FROM items WHERE id = ANY($1::bigint[])',
		[rows.map((r) => r.id)])).rows;
	const inexact = parsed.filter((r) => BigInt(r.id) !== BigInt(r.stored));
	check(`trap: pg.defaults.parseInt8 = true: ${inexact.length} of ${parsed.length} ids come back rounded (e.g. ${inexact.length ? `${inexact[0].stored} as ${BigInt(inexact[0].id)}` : '-'})`,
		typeof parsed[0].id === 'number' && inexact.length > 0);
	await client.end();
	pg.defaults.parseInt8 = false;

	done('node-postgres', version('pg'));
});
