# 050_convert_dump_restore.pl
# Tags: behaviour release
#
# Tables converted with snowflake_convert() survive pg_dump and restore:
# the dump carries DEFAULT snowflake_next() and no dropped sequence, old
# and new keys come back unchanged, and new rows keep getting ids above
# them, whether a superuser restores or a database owner who is not one
# (sfid is trusted).  Also: converting while clients insert.
#
#  - a bigserial table, referenced by a foreign key from a table keyed by
#    an identity column (ALWAYS);
#  - a partitioned table keyed by bigserial;
#  - a table of pgEdge-style keys (epoch 2023, node in the low bits).

use strict;
use warnings;

use FindBin;
use IPC::Run;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_node);
use Test::More;

my $node = sfid_node('convert', 3, 5);
$node->safe_psql('postgres', 'CREATE DATABASE app');
$node->safe_psql(
	'app', q{
CREATE EXTENSION sfid;
CREATE TABLE customers (id bigserial PRIMARY KEY, name text NOT NULL);
CREATE TABLE orders (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    customer_id bigint NOT NULL REFERENCES customers,
    item        text NOT NULL);
CREATE TABLE events (id bigserial, what text, PRIMARY KEY (id)) PARTITION BY RANGE (id);
CREATE TABLE events_old PARTITION OF events FOR VALUES FROM (MINVALUE) TO (1000000000);
CREATE TABLE events_new PARTITION OF events FOR VALUES FROM (1000000000) TO (MAXVALUE);
CREATE TABLE pgedge (id bigint PRIMARY KEY, made timestamptz NOT NULL DEFAULT clock_timestamp());

INSERT INTO customers (name) SELECT 'old ' || i FROM generate_series(1, 100) i;
INSERT INTO orders (customer_id, item) SELECT 1 + i % 100, 'old' FROM generate_series(1, 1000) i;
INSERT INTO events (what) SELECT 'old' FROM generate_series(1, 500);
INSERT INTO pgedge
  SELECT ((floor(extract(epoch FROM ts) * 1000)::bigint - 1672531200000) << 22) | 7, ts
    FROM generate_series(now() - interval '300 days', now() - interval '1 second', interval '1 hour') ts;
});

# Clients keep inserting into customers while it is converted: the
# conversion waits for their transactions and they wait for it; none fails.
my $script = $node->basedir . '/insert.sql';
append_to_file($script, "INSERT INTO customers (name) VALUES ('during');\n");
my ($bench_out, $bench_err) = ('', '');
my $bench = IPC::Run::start(
	[ 'pgbench', '-n', '-c', 4, '-j', 2, '-T', 3, '-f', $script, '-h', $node->host, '-p', $node->port, 'app' ],
	'>', \$bench_out, '2>', \$bench_err, IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default));
$node->poll_query_until('app', q{SELECT count(*) > 100 FROM customers WHERE name = 'during'})
  or die 'pgbench did not start inserting';

my ($ret, $stdout, $stderr);
for my $table ('customers', 'orders', 'events', 'pgedge')
{
	($ret, $stdout, $stderr) = $node->psql('app', "SELECT snowflake_convert('$table')");
	is($ret, 0, "snowflake_convert('$table') succeeds");
	like($stderr, qr/NOTICE:  converted column "id" of public\.$table: /, "... and says what it did");
}
$bench->finish;
is($bench->result(0), 0, 'the inserting clients ran through the conversion (pgbench exit status 0)');
like($bench_out, qr/number of failed transactions: 0 /, 'pgbench counts no failed transaction');
unlike($bench_err, qr/ERROR|aborted/, 'no inserting client failed');
my ($during_seq, $during_sfid) = split /\|/, $node->safe_psql('app', q{
SELECT count(*) FILTER (WHERE id < 1000000), count(*) FILTER (WHERE id >= snowflake_lower_bound(now() - interval '1 hour'))
  FROM customers WHERE name = 'during'});
cmp_ok($during_seq, '>', 0, "rows inserted before the conversion have sequence keys ($during_seq)");
cmp_ok($during_sfid, '>', 0, "rows inserted after it have Snowflake ids ($during_sfid)");

($ret, $stdout, $stderr) = $node->psql('app', "SELECT snowflake_convert('customers')");
like($stderr, qr/already has DEFAULT public\.snowflake_next\(\): nothing to do/, 'a second run finds nothing to do');

$node->safe_psql(
	'app', q{
INSERT INTO customers (name) VALUES ('new');
INSERT INTO orders (customer_id, item)
  SELECT id, 'new' FROM customers WHERE name = 'new'
  UNION ALL SELECT 1, 'new for an old customer';
INSERT INTO events (what) SELECT 'new' FROM generate_series(1, 10);
INSERT INTO pgedge DEFAULT VALUES;
});

# The state to compare after each restore: keys, rows and defaults.
my $state_sql = q{
SELECT 'customers', count(*), md5(string_agg(id::text || name, ',' ORDER BY id)) FROM customers
UNION ALL SELECT 'orders', count(*), md5(string_agg(id::text || customer_id || item, ',' ORDER BY id)) FROM orders
UNION ALL SELECT 'events', count(*), md5(string_agg(id::text || what || tableoid::regclass::text, ',' ORDER BY id)) FROM events
UNION ALL SELECT 'pgedge', count(*), md5(string_agg(id::text || made::text, ',' ORDER BY id)) FROM pgedge
UNION ALL SELECT 'defaults', count(*), string_agg(c.relname || '=' || pg_get_expr(d.adbin, d.adrelid), ' ' ORDER BY c.relname)
  FROM pg_attrdef d JOIN pg_class c ON c.oid = d.adrelid JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
 WHERE a.attname = 'id'
UNION ALL SELECT 'sequences', count(*), string_agg(relname, ' ') FROM pg_class WHERE relkind = 'S'
ORDER BY 1};
my $state = $node->safe_psql('app', $state_sql);
note "state before the dump:\n$state";
like($state, qr/^defaults\|6\|customers=snowflake_next\(\) events=snowflake_next\(\) events_new=snowflake_next\(\) events_old=snowflake_next\(\) orders=snowflake_next\(\) pgedge=snowflake_next\(\)$/m,
	'every converted key column, partitions too, defaults to snowflake_next()');
like($state, qr/^sequences\|0\|$/m, 'no sequence is left');
is( $node->safe_psql('app', q{
SELECT count(*) FROM (SELECT made, lag(made) OVER (ORDER BY id) AS prev FROM pgedge) s WHERE made < prev}),
	'0', 'pgEdge-style keys and new ids together sort by time');

my $dump = $node->basedir . '/app.dump';
$node->command_ok([ 'pg_dump', '-Fc', '-f', $dump, '-d', $node->connstr('app') ], 'pg_dump of the converted database');
my $sql_dump = '';
IPC::Run::run([ 'pg_restore', '-f', '-', $dump ], '>', \$sql_dump);
like($sql_dump, qr/CREATE TABLE public\.customers \(\n\s+id bigint DEFAULT public\.snowflake_next\(\) NOT NULL/,
	'the dump creates the table with DEFAULT public.snowflake_next()');
unlike($sql_dump, qr/CREATE SEQUENCE|GENERATED ALWAYS AS IDENTITY/, 'the dump has no sequence and no identity');

# restore as the superuser
$node->safe_psql('postgres', 'CREATE DATABASE restored');
$node->command_ok([ 'pg_restore', '--exit-on-error', '-d', $node->connstr('restored'), $dump ],
	'pg_restore into a new database, as a superuser');
is($node->safe_psql('restored', $state_sql), $state, 'the restored database has the same keys, rows and defaults');

# restore as a database owner who is not a superuser
$node->safe_psql('postgres', q{
CREATE ROLE app_owner LOGIN;
CREATE DATABASE restored_by_owner OWNER app_owner;});
$node->command_ok(
	[ 'pg_restore', '--exit-on-error', '--no-owner', '-U', 'app_owner', '-d', $node->connstr('restored_by_owner'), $dump ],
	'pg_restore into a new database, as its owner, who is not a superuser');
is($node->safe_psql('restored_by_owner', $state_sql), $state, 'that database has the same keys, rows and defaults');

for my $db ('restored', 'restored_by_owner')
{
	my $as = $db eq 'restored' ? '' : 'SET ROLE app_owner; ';
	my $new = $node->safe_psql($db, qq{${as}
INSERT INTO customers (name) VALUES ('after restore') RETURNING id > (SELECT max(id) FROM customers WHERE name <> 'after restore');});
	is($new, 't', "$db: a new row gets an id above every restored key");
	($ret, $stdout, $stderr) = $node->psql($db, "${as}SELECT snowflake_convert('orders')");
	like($stderr, qr/nothing to do/, "$db: snowflake_convert() finds the restored table converted");
}

$node->stop;
done_testing();
