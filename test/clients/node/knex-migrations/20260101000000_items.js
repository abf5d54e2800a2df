// test/clients/node/knex-migrations/20260101000000_items.js: the knex
// migration of test/clients/node/knex.js (docs/frameworks.md, knex).
exports.up = async (knex) => {
	await knex.raw('CREATE EXTENSION IF NOT EXISTS sfid');
	await knex.schema.createTable('items', (t) => {
		t.bigInteger('id').primary().defaultTo(knex.raw('snowflake_next()'));
		t.integer('n').notNullable();
	});
	await knex.schema.createTable('documents', (t) => {
		t.uuid('id').primary().defaultTo(knex.raw('uuidv7()'));
		t.integer('n').notNullable();
	});
};

exports.down = async (knex) => {
	await knex.schema.dropTable('documents');
	await knex.schema.dropTable('items');
};
