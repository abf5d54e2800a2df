// test/clients/node/node_pg.js: Snowflake ids through node-postgres (npm
// "pg"), the examples of the "Clients" section of docs/adopting.md.  Connects with the libpq
// environment (PGHOST, PGPORT, PGDATABASE, PGUSER) to a database with sfid
// installed, and prints one JSON object of findings, which
// test/t/052_client_node_pg.pl checks.
'use strict';

const pg = require('pg');

// BigInt for int8 (OID 20) and for int8[] (OID 1016, which a parser for 20
// does not cover).  pg-types' own int8[] parser yields strings.
function useBigInt() {
	const parseInt8Array = pg.types.getTypeParser(1016);
	pg.types.setTypeParser(20, BigInt);
	pg.types.setTypeParser(1016, (v) => parseInt8Array(v).map((x) => (x === null ? null : BigInt(x))));
}

// JSON.stringify throws on BigInt; send ids as strings.
const bigintAsString = (key, value) => (typeof value === 'bigint' ? value.toString() : value);

async function connect() {
	const c = new pg.Client();
	await c.connect();
	return c;
}

async function main() {
	const out = {};
	let c = await connect();
	await c.query(`CREATE TABLE node_items (id bigint PRIMARY KEY DEFAULT snowflake_next(), n integer NOT NULL)`);
	out.node_pg_version = require('pg/package.json').version;

	// 1. The default: int8 arrives as a string, exact.
	const ins = await c.query(`INSERT INTO node_items (n) SELECT g FROM generate_series(1, 2000) g RETURNING id, n`);
	const ids = ins.rows.map((r) => r.id);
	out.default_type = typeof ids[0];
	out.ids = ids.length;
	out.distinct_strings = new Set(ids).size;

	// ... and Number() of it collapses distinct ids (2^53 < 2^63)
	out.distinct_numbers = new Set(ids.map(Number)).size;
	const victim = ins.rows.find((r) => BigInt(Number(r.id)) !== BigInt(r.id));
	const byNumber = await c.query('SELECT id, n FROM node_items WHERE id = $1', [Number(victim.id)]);
	out.lookup_by_number_same_row = byNumber.rows.length === 1 && byNumber.rows[0].n === victim.n;
	const byString = await c.query('SELECT id, n FROM node_items WHERE id = $1', [victim.id]);
	out.lookup_by_string_same_row = byString.rows.length === 1 && byString.rows[0].n === victim.n;
	await c.end();

	// 2. setTypeParser(20, parseInt) does the same damage in every result
	pg.types.setTypeParser(20, parseInt);
	c = await connect();
	const asInt = await c.query('SELECT id FROM node_items');
	out.parseint_type = typeof asInt.rows[0].id;
	out.parseint_distinct = new Set(asInt.rows.map((r) => r.id)).size;
	await c.end();

	// 3. BigInt: exact, but int8[] needs OID 1016 too, and JSON a replacer
	const parseInt8Array = pg.types.getTypeParser(1016);
	pg.types.setTypeParser(20, BigInt);
	c = await connect();
	let arr = await c.query('SELECT array_agg(id ORDER BY n) AS ids FROM node_items WHERE n <= 3');
	out.array_without_1016 = typeof arr.rows[0].ids[0];
	await c.end();
	useBigInt();
	c = await connect();
	const big = await c.query('SELECT id, n FROM node_items');
	out.bigint_type = typeof big.rows[0].id;
	out.bigint_distinct = new Set(big.rows.map((r) => r.id)).size;
	arr = await c.query('SELECT array_agg(id ORDER BY n) AS ids, array_agg(id::text ORDER BY n) AS texts FROM node_items WHERE n <= 3');
	out.array_with_1016 = typeof arr.rows[0].ids[0];
	out.array_exact = arr.rows[0].ids.every((id, i) => id.toString() === arr.rows[0].texts[i]);
	try {
		JSON.stringify(big.rows[0]);
		out.stringify_bigint = 'no error';
	} catch (e) {
		out.stringify_bigint = e.name;
	}
	const sent = JSON.parse(JSON.stringify(big.rows[0], bigintAsString));
	out.replacer_exact = typeof sent.id === 'string' && sent.id === big.rows[0].id.toString();
	const back = await c.query('SELECT n FROM node_items WHERE id = $1', [BigInt(sent.id)]);
	out.bigint_parameter_same_row = back.rows.length === 1 && back.rows[0].n === big.rows[0].n;
	await c.end();
	pg.types.setTypeParser(20, (v) => v);
	pg.types.setTypeParser(1016, parseInt8Array);

	// 4. JSON built in SQL: a bare bigint is a JSON number, which JSON.parse
	//    rounds; id::text or snowflake_to_text(id) arrive exact
	c = await connect();
	const js = await c.query(`
		SELECT id::text AS exact,
		       json_build_object('id', id) AS bare,
		       json_build_object('id', id::text) AS as_text,
		       json_build_object('id', snowflake_to_text(id)) AS short
		  FROM node_items WHERE n = $1`, [victim.n]);
	const r = js.rows[0];
	out.json_bare_type = typeof r.bare.id;
	out.json_bare_exact = String(r.bare.id) === r.exact;
	out.json_text_exact = r.as_text.id === r.exact;
	const fromShort = await c.query('SELECT snowflake_from_text($1)::text AS id', [r.short.id]);
	out.json_short_length = r.short.id.length;
	out.json_short_exact = fromShort.rows[0].id === r.exact;
	const agg = await c.query(`SELECT json_agg(json_build_object('id', id)) AS bare,
	                                 json_agg(json_build_object('id', id::text)) AS as_text
	                            FROM node_items`);
	out.json_agg_bare_distinct = new Set(agg.rows[0].bare.map((o) => o.id)).size;
	out.json_agg_text_distinct = new Set(agg.rows[0].as_text.map((o) => o.id)).size;
	await c.end();

	process.stdout.write(JSON.stringify(out) + '\n');
}

main().catch((e) => {
	process.stderr.write(`node_pg.js: ${e.stack}\n`);
	process.exit(1);
});
