// test/clients/node/check.js: what the Node framework programs share.  Each
// program checks its findings with check() and ends with done(), which
// prints "STACK: N passed, N failed" and sets the exit code; the runner
// (test/clients/run.sh) reads the lines.  Connection: the libpq
// environment (PGHOST, PGPORT, PGUSER, PGDATABASE) that the runner sets.
'use strict';

let passed = 0;
let failed = 0;

function check(name, ok, detail) {
	if (ok) {
		passed++;
		console.log(`ok - ${name}`);
	} else {
		failed++;
		console.log(`not ok - ${name}${detail === undefined ? '' : `: ${detail}`}`);
	}
	return ok;
}

// Rows [{id, n}] as inserted, and the rows that a lookup by their ids found:
// each id must find the row it was returned for (same n), once.
function checkExact(label, inserted, found) {
	const byId = new Map(found.map((r) => [String(r.id), r]));
	const lost = inserted.filter((r) => !byId.has(String(r.id)) || byId.get(String(r.id)).n !== r.n);
	check(`${label}: ${inserted.length} ids, each finds its row by id`, inserted.length > 0 && lost.length === 0,
		`${lost.length} of ${inserted.length} did not, e.g. ${lost.length ? String(lost[0].id) : ''}`);
	check(`${label}: the ids are distinct`, new Set(inserted.map((r) => String(r.id))).size === inserted.length);
}

// A row sent through JSON and parsed back, as a browser or another service
// would get it: the id must be the same decimal string.
function checkJson(label, row, json) {
	const back = JSON.parse(json);
	check(`${label}: JSON ${json.slice(0, 60)} keeps the id`, String(back.id) === String(row.id) && typeof back.id === 'string',
		`sent ${String(row.id)}, got ${String(back.id)} (${typeof back.id})`);
}

function connection() {
	return {
		host: process.env.PGHOST,
		port: Number(process.env.PGPORT),
		user: process.env.PGUSER,
		database: process.env.PGDATABASE,
	};
}

function url() {
	const c = connection();
	return `postgresql://${c.user}@${c.host}:${c.port}/${c.database}`;
}

// A package's version, read from its package.json (some packages do not
// export it).
function version(name) {
	const fs = require('fs');
	const dirs = [...(process.env.NODE_PATH || '').split(':'), ...module.paths].filter(Boolean);
	for (const d of dirs) {
		try {
			return JSON.parse(fs.readFileSync(`${d}/${name}/package.json`, 'utf8')).version;
		} catch (e) {
			// not here
		}
	}
	return '?';
}

function done(stack, version) {
	console.log(`${stack} ${version}: ${passed} passed, ${failed} failed`);
	process.exitCode = failed === 0 && passed > 0 ? 0 : 1;
}

function run(stack, main) {
	main().catch((e) => {
		check(`${stack} ran to the end`, false, e.stack);
		done(stack, '?');
	});
}

module.exports = { check, checkExact, checkJson, connection, url, version, done, run };
