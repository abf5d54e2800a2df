// test/clients/node/prisma.js: Snowflake ids and UUIDv7 keys through Prisma
// Client 7 with the node-postgres driver adapter (docs/frameworks.md,
// Prisma).  The client is the one "prisma generate" made from
// prisma/schema.prisma into $SFID_PRISMA_CLIENT; the tables come from
// prisma/migration.sql, applied by hand (Prisma's migration engine is not
// available here).  Prisma Client 7 needs no engine binary.
'use strict';

const fs = require('fs');
const { check, checkExact, url, version, done, run } = require('./check');
const { PrismaClient } = require(process.env.SFID_PRISMA_CLIENT);
const { PrismaPg } = require('@prisma/adapter-pg');

const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url() }) });

// JSON.stringify throws on BigInt: send ids as strings
const bigintAsString = (key, value) => (typeof value === 'bigint' ? value.toString() : value);

run('prisma', async () => {
	await prisma.$executeRawUnsafe('SELECT 1');
	for (const statement of fs.readFileSync(`${__dirname}/prisma/migration.sql`, 'utf8').split(';')) {
		if (statement.replace(/--.*$/gm, '').trim()) await prisma.$executeRawUnsafe(statement);
	}

	// one row, and a batch: createManyAndReturn() brings the ids back
	const one = await prisma.item.create({ data: { n: 1 } });
	const batch = await prisma.item.createManyAndReturn({ data: Array.from({ length: 50 }, (_, i) => ({ n: i + 2 })) });
	check('ids arrive as BigInt', typeof one.id === 'bigint', typeof one.id);
	const rows = [one, ...batch];
	checkExact('create() and createManyAndReturn()', rows,
		await prisma.item.findMany({ where: { id: { in: rows.map((r) => r.id) } } }));
	const found = await prisma.item.findUnique({ where: { id: one.id } });
	check('findUnique({ where: { id } }) finds the row', found && found.n === 1);

	// JSON: a BigInt needs a replacer
	let thrown;
	try {
		JSON.stringify(found);
	} catch (e) {
		thrown = `${e.name}: ${e.message}`;
	}
	check('JSON.stringify(row) throws TypeError', /^TypeError/.test(thrown || ''), thrown);
	const json = JSON.stringify(found, bigintAsString);
	const back = JSON.parse(json);
	check(`JSON.stringify(row, bigintAsString) ${json} keeps the id`, back.id === one.id.toString());
	const again = await prisma.item.findUnique({ where: { id: BigInt(back.id) } });
	check('BigInt(id from JSON) finds the row', again && again.n === 1);

	// the trap: createMany() returns a count, no ids
	const many = await prisma.item.createMany({ data: [{ n: 100 }, { n: 101 }] });
	check('trap: createMany() returns { count: 2 } and no ids', JSON.stringify(many) === '{"count":2}', JSON.stringify(many));

	// a uuidv7() key
	const docs = await prisma.document.createManyAndReturn({ data: [{ n: 1 }, { n: 2 }] });
	docs.push(await prisma.document.create({ data: { n: 3 } }));
	const uuidv7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
	check('uuidv7() key: ids come back as version 7 UUID strings', docs.every((d) => uuidv7.test(d.id)), docs[0].id);
	checkExact('uuidv7() key', docs, await prisma.document.findMany({ where: { id: { in: docs.map((r) => r.id) } } }));

	done('prisma', `${version('@prisma/client')} (client only)`);
	await prisma.$disconnect();
});
