// test/clients/node/kysely.js: Snowflake ids and UUIDv7 keys through
// Kysely 0.28 (docs/frameworks.md, Kysely).  The schema comes from a Kysely
// migration (Migrator); ids come back only with .returning('id').
'use strict';

const { check, checkExact, checkJson, connection, version, done, run } = require('./check');
const { Kysely, Migrator, PostgresDialect, sql } = require('kysely');
const { Pool } = require('pg');

const db = new Kysely({ dialect: new PostgresDialect({ pool: new Pool(connection()) }) });

const migrations = {
	'20260101_items': {
		async up(db) {
			await sql`CREATE EXTENSION IF NOT EXISTS sfid`.execute(db);
			await db.schema.createTable('items')
				.addColumn('id', 'bigint', (col) => col.primaryKey().defaultTo(sql`snowflake_next()`))
				.addColumn('n', 'integer', (col) => col.notNull())
				.execute();
			await db.schema.createTable('documents')
				.addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`uuidv7()`))
				.addColumn('n', 'integer', (col) => col.notNull())
				.execute();
		},
	},
};

run('kysely', async () => {
	const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
	const { error } = await migrator.migrateToLatest();
	check('the migration ran', !error, error && error.message);

	// one row, and a batch: .returning(['id', 'n']) brings the ids back
	const one = await db.insertInto('items').values({ n: 1 }).returning(['id', 'n']).executeTakeFirstOrThrow();
	const batch = await db.insertInto('items').values(Array.from({ length: 50 }, (_, i) => ({ n: i + 2 })))
		.returning(['id', 'n']).execute();
	check('ids arrive as strings (node-postgres reads bigint as text)', typeof one.id === 'string', typeof one.id);
	const rows = [one, ...batch];
	checkExact('insertInto().returning()', rows,
		await db.selectFrom('items').select(['id', 'n']).where('id', 'in', rows.map((r) => r.id)).execute());
	const found = await db.selectFrom('items').selectAll().where('id', '=', one.id).executeTakeFirst();
	check("where('id', '=', id) finds the row", found && found.n === 1);
	checkJson('JSON.stringify', one, JSON.stringify(found));

	// the trap: without .returning() the result has no id
	const noReturning = await db.insertInto('items').values({ n: 100 }).executeTakeFirst();
	check('trap: insertInto() without .returning() gives insertId undefined (and a row count)',
		noReturning.insertId === undefined && noReturning.numInsertedOrUpdatedRows === 1n,
		JSON.stringify(noReturning, (k, v) => (typeof v === 'bigint' ? `${v}n` : v)));

	// a uuidv7() key
	const docs = await db.insertInto('documents').values([{ n: 1 }, { n: 2 }]).returning(['id', 'n']).execute();
	const uuidv7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
	check('uuidv7() key: ids come back as version 7 UUID strings', docs.every((d) => uuidv7.test(d.id)), docs[0].id);
	checkExact('uuidv7() key', docs,
		await db.selectFrom('documents').select(['id', 'n']).where('id', 'in', docs.map((r) => r.id)).execute());

	done('kysely', version('kysely'));
	await db.destroy();
});
