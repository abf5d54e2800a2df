// test/clients/node/drizzle.js: Snowflake ids and UUIDv7 keys through
// drizzle-orm 0.45 on node-postgres (docs/frameworks.md, drizzle).  The
// schema is declared with pgTable; drizzle-kit turns it into the migration
// (its API, the same SQL as "drizzle-kit generate"), which this runs.
'use strict';

const { check, checkExact, connection, version, done, run } = require('./check');
const { Pool } = require('pg');
const { drizzle } = require('drizzle-orm/node-postgres');
const { eq, inArray, sql } = require('drizzle-orm');
const { pgTable, bigint, integer, uuid } = require('drizzle-orm/pg-core');
const { generateDrizzleJson, generateMigration } = require('drizzle-kit/api');

// the schema: mode 'bigint' is exact
const items = pgTable('items', {
	id: bigint('id', { mode: 'bigint' }).primaryKey().default(sql`snowflake_next()`),
	n: integer('n').notNull(),
});
const documents = pgTable('documents', {
	id: uuid('id').primaryKey().default(sql`uuidv7()`),
	n: integer('n').notNull(),
});
// the trap: the same table declared with mode 'number'
const itemsAsNumber = pgTable('items', {
	id: bigint('id', { mode: 'number' }).primaryKey().default(sql`snowflake_next()`),
	n: integer('n').notNull(),
});

// JSON.stringify throws on BigInt: send ids as strings
const bigintAsString = (key, value) => (typeof value === 'bigint' ? value.toString() : value);

const pool = new Pool(connection());
const db = drizzle(pool);

run('drizzle', async () => {
	await db.execute(sql`CREATE EXTENSION IF NOT EXISTS sfid`);
	const migration = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ items, documents }));
	for (const statement of migration) await db.execute(sql.raw(statement));
	check('drizzle-kit writes DEFAULT snowflake_next()', migration.some((s) => s.includes('DEFAULT snowflake_next()')),
		migration.join(' '));

	// mode 'bigint': one row and a batch, .returning()
	const [one] = await db.insert(items).values({ n: 1 }).returning();
	const batch = await db.insert(items).values(Array.from({ length: 50 }, (_, i) => ({ n: i + 2 }))).returning();
	check("mode 'bigint': ids arrive as BigInt", typeof one.id === 'bigint', typeof one.id);
	const rows = [one, ...batch];
	checkExact("mode 'bigint'", rows, await db.select().from(items).where(inArray(items.id, rows.map((r) => r.id))));
	const [found] = await db.select().from(items).where(eq(items.id, one.id));
	check('eq(items.id, id) finds the row', found && found.n === 1);
	let thrown;
	try {
		JSON.stringify(found);
	} catch (e) {
		thrown = `${e.name}: ${e.message}`;
	}
	check("mode 'bigint': JSON.stringify(row) throws TypeError", /^TypeError/.test(thrown || ''), thrown);
	const json = JSON.stringify(found, bigintAsString);
	const back = JSON.parse(json);
	check(`mode 'bigint': JSON.stringify(row, bigintAsString) ${json} keeps the id`, back.id === one.id.toString());
	const [again] = await db.select().from(items).where(eq(items.id, BigInt(back.id)));
	check('BigInt(id from JSON) finds the row', again && again.n === 1);

	// the trap, mode 'number': the ids are rounded to doubles, silently
	// (stored: the id as the database wrote it, as text; mapWith(String)
	// keeps drizzle from decoding it as the column)
	const asNumber = await db.insert(itemsAsNumber).values(Array.from({ length: 50 }, (_, i) => ({ n: 1000 + i })))
		.returning({ id: itemsAsNumber.id, n: itemsAsNumber.n, stored: sql`${itemsAsNumber.id}::text`.mapWith(String) });
	const inexact = asNumber.filter((r) => BigInt(r.id) !== BigInt(r.stored));
	check(`trap: mode 'number': ${inexact.length} of 50 returned ids are not the stored id (e.g. ${inexact.length ? `${inexact[0].stored} came back as ${BigInt(inexact[0].id)}` : '-'})`,
		inexact.length > 0);
	// A lookup by a returned id sends String(number), the shortest decimal
	// that reads back as the same double: an id no row has, or another row's
	// id (ids made in one millisecond are consecutive), now and then the
	// row's own id by luck.
	let nothing = 0;
	let other = 0;
	for (const r of inexact) {
		const hit = await db.select().from(itemsAsNumber).where(eq(itemsAsNumber.id, r.id));
		if (hit.length === 0) nothing++;
		else if (hit[0].n !== r.n) other++;
	}
	check(`trap: mode 'number': a lookup by the returned id misses its row for ${nothing + other} of ${inexact.length} (${nothing} find 0 rows, ${other} another row)`,
		nothing + other > inexact.length / 2);

	// a uuidv7() key
	const docs = await db.insert(documents).values([{ n: 1 }, { n: 2 }]).returning();
	const uuidv7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
	check('uuidv7() key: ids come back as version 7 UUID strings', docs.every((d) => uuidv7.test(d.id)), docs[0].id);
	checkExact('uuidv7() key', docs, await db.select().from(documents).where(inArray(documents.id, docs.map((r) => r.id))));

	done('drizzle-orm', version('drizzle-orm'));
	await pool.end();
});
