// test/clients/node/typeorm.js: Snowflake ids and UUIDv7 keys through
// TypeORM 1.1 (docs/frameworks.md, TypeORM).  Entities are declared with
// EntitySchema (plain JavaScript; decorators say the same in TypeScript),
// and the schema comes from a migration that TypeORM runs.
'use strict';

require('reflect-metadata');
const { check, checkExact, checkJson, connection, version, done, run } = require('./check');
const { DataSource, EntitySchema, In } = require('typeorm');

const Item = new EntitySchema({
	name: 'Item',
	tableName: 'items',
	columns: {
		id: { type: 'bigint', primary: true, default: () => 'snowflake_next()' },
		n: { type: 'integer' },
	},
});

const Document = new EntitySchema({
	name: 'Document',
	tableName: 'documents',
	columns: {
		id: { type: 'uuid', primary: true, default: () => 'uuidv7()' },
		n: { type: 'integer' },
	},
});

class CreateExtension1767225600000 {
	async up(queryRunner) {
		await queryRunner.query('CREATE EXTENSION IF NOT EXISTS sfid');
	}

	async down(queryRunner) {
		await queryRunner.query('DROP EXTENSION sfid');
	}
}

const c = connection();
const dataSource = new DataSource({
	type: 'postgres', host: c.host, port: c.port, username: c.user, database: c.database,
	entities: [Item, Document],
	migrations: [CreateExtension1767225600000],
	migrationsRun: true,
	synchronize: true,
	logging: false,
});

run('typeorm', async () => {
	await dataSource.initialize();
	const [def] = await dataSource.query(`SELECT pg_get_expr(adbin, adrelid) AS d FROM pg_attrdef
	                                       WHERE adrelid = 'items'::regclass`);
	check('synchronize sets DEFAULT snowflake_next()', def.d === 'snowflake_next()', def.d);
	const items = dataSource.getRepository('Item');
	const documents = dataSource.getRepository('Document');

	// one row, and a batch: save() reads the default back (RETURNING)
	const one = await items.save({ n: 1 });
	const batch = await items.save(Array.from({ length: 50 }, (_, i) => ({ n: i + 2 })));
	check('ids arrive as strings (bigint)', typeof one.id === 'string', typeof one.id);
	const rows = [one, ...batch];
	checkExact('save() and save([...])', rows, await items.findBy({ id: In(rows.map((r) => r.id)) }));
	const found = await items.findOneBy({ id: one.id });
	check('findOneBy({ id }) finds the row', found && found.n === 1);
	checkJson('JSON.stringify(entity)', one, JSON.stringify(found));

	// insert() through the query builder: .returning('id') names what to read
	const viaBuilder = await dataSource.createQueryBuilder().insert().into('Item')
		.values([{ n: 200 }, { n: 201 }]).returning(['id', 'n']).execute();
	checkExact('createQueryBuilder().insert().returning()', viaBuilder.raw, await items.findBy({ id: In(viaBuilder.raw.map((r) => r.id)) }));

	// a uuidv7() key
	const docs = await documents.save([{ n: 1 }, { n: 2 }]);
	const uuidv7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
	check('uuidv7() key: ids come back as version 7 UUID strings', docs.every((d) => uuidv7.test(d.id)), String(docs[0].id));
	checkExact('uuidv7() key', docs, await documents.findBy({ id: In(docs.map((r) => r.id)) }));

	done('typeorm', version('typeorm'));
	await dataSource.destroy();
});
