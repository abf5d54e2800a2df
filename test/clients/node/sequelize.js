// test/clients/node/sequelize.js: Snowflake ids and UUIDv7 keys through
// Sequelize 6 (docs/frameworks.md, Sequelize).  The schema comes from the
// model definitions (sequelize.sync()).
'use strict';

const { check, checkExact, checkJson, url, version, done, run } = require('./check');
const { Sequelize, DataTypes, Op } = require('sequelize');

const sequelize = new Sequelize(url(), { logging: false });

const Item = sequelize.define('Item', {
	id: { type: DataTypes.BIGINT, primaryKey: true, defaultValue: sequelize.literal('snowflake_next()') },
	n: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'items', timestamps: false });

const Document = sequelize.define('Document', {
	id: { type: DataTypes.UUID, primaryKey: true, defaultValue: sequelize.literal('uuidv7()') },
	n: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'documents', timestamps: false });

run('sequelize', async () => {
	await sequelize.query('CREATE EXTENSION IF NOT EXISTS sfid');
	await sequelize.sync();
	const [def] = await sequelize.query(`SELECT pg_get_expr(adbin, adrelid) AS d FROM pg_attrdef
	                                      WHERE adrelid = 'items'::regclass`, { type: 'SELECT' });
	check('sync() sets DEFAULT snowflake_next()', def.d === 'snowflake_next()', def.d);

	// one row, and a batch
	const one = await Item.create({ n: 1 });
	const batch = await Item.bulkCreate(Array.from({ length: 50 }, (_, i) => ({ n: i + 2 })));
	check('ids arrive as strings (BIGINT)', typeof one.id === 'string', typeof one.id);
	const rows = [one, ...batch].map((r) => r.get({ plain: true }));
	checkExact('create() and bulkCreate()', rows,
		(await Item.findAll({ where: { id: { [Op.in]: rows.map((r) => r.id) } } })).map((r) => r.get({ plain: true })));
	const found = await Item.findByPk(one.id);
	check('findByPk(id) finds the row', found && found.n === 1);
	checkJson('JSON.stringify(instance)', one, JSON.stringify(found));

	// a uuidv7() key
	const docs = (await Document.bulkCreate([{ n: 1 }, { n: 2 }])).map((r) => r.get({ plain: true }));
	docs.push((await Document.create({ n: 3 })).get({ plain: true }));
	const uuidv7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
	check('uuidv7() key: ids come back as version 7 UUID strings', docs.every((d) => uuidv7.test(d.id)), String(docs[0].id));
	checkExact('uuidv7() key', docs,
		(await Document.findAll({ where: { id: { [Op.in]: docs.map((r) => r.id) } } })).map((r) => r.get({ plain: true })));

	done('sequelize', version('sequelize'));
	await sequelize.close();
});
