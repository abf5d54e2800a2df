// test/clients/node/knex.js: Snowflake ids and UUIDv7 keys through knex 3
// (docs/frameworks.md, knex).  The schema comes from the migration in
// knex-migrations/; ids come back only with .returning('id').
'use strict';

const { check, checkExact, checkJson, connection, version, done, run } = require('./check');
const knex = require('knex')({
	client: 'pg',
	connection: connection(),
	migrations: { directory: `${__dirname}/knex-migrations` },
});

run('knex', async () => {
	await knex.migrate.latest();
	const def = await knex.raw(`SELECT pg_get_expr(adbin, adrelid) AS d FROM pg_attrdef
	                             WHERE adrelid = 'items'::regclass`);
	check('the migration sets DEFAULT snowflake_next()', def.rows[0].d === 'snowflake_next()', def.rows[0].d);

	// one row, and a batch: .returning(['id', 'n']) brings the ids back
	const [one] = await knex('items').insert({ n: 1 }).returning(['id', 'n']);
	const batch = await knex('items').insert(Array.from({ length: 50 }, (_, i) => ({ n: i + 2 }))).returning(['id', 'n']);
	check('ids arrive as strings (node-postgres reads bigint as text)', typeof one.id === 'string', typeof one.id);
	const rows = [one, ...batch];
	checkExact('insert().returning()', rows, await knex('items').whereIn('id', rows.map((r) => r.id)).select('id', 'n'));
	const found = await knex('items').where({ id: one.id }).first();
	check('where({ id }) finds the row', found && found.n === 1);
	checkJson('JSON.stringify', one, JSON.stringify(found));

	// the trap: without .returning() there is no id, only a driver result
	const noReturning = await knex('items').insert({ n: 100 });
	check('trap: insert() without .returning() gives no id (a result with rowCount 1 and no rows)',
		!Array.isArray(noReturning) && noReturning.rowCount === 1 && noReturning.rows.length === 0);
	let destructured;
	try {
		const [id] = await knex('items').insert({ n: 101 });
		destructured = `no error, id ${id}`;
	} catch (e) {
		destructured = `${e.name}: ${e.message}`;
	}
	check('trap: const [id] = await knex(...).insert(...) throws TypeError (not iterable)',
		/^TypeError: .*not iterable/.test(destructured), destructured);

	// a uuidv7() key
	const docs = await knex('documents').insert([{ n: 1 }, { n: 2 }]).returning(['id', 'n']);
	const uuidv7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
	check('uuidv7() key: ids come back as version 7 UUID strings', docs.every((d) => uuidv7.test(d.id)), docs[0].id);
	checkExact('uuidv7() key', docs, await knex('documents').whereIn('id', docs.map((r) => r.id)).select('id', 'n'));

	done('knex', version('knex'));
	await knex.destroy();
});
