# 052_client_node_pg.pl
# Tags: logic
#
# Snowflake ids through node-postgres (npm "pg"), as the "Clients" section of
# docs/adopting.md says: test/clients/node/node_pg.js runs its examples
# against a server with sfid and prints what it found; this test checks it.
#
#  - the default (int8 as a string) is exact;
#  - Number() and setTypeParser(20, parseInt) collapse distinct ids, and a
#    row looked up by a Number()-rounded id is not the row;
#  - setTypeParser(20, BigInt) is exact, but int8[] (OID 1016) still arrives
#    as strings until it gets a parser too, and JSON.stringify throws until
#    it gets a replacer;
#  - json_build_object('id', id) is a JSON number that the client rounds;
#    id::text and snowflake_to_text(id) arrive exact.
#
# Needs node and node-postgres, which scripts/test.sh installs (node from
# apt when missing, "pg" with npm ci into $SFID_NPM_DIR); skipped where
# they are missing (the trixie root has no node).

use strict;
use warnings;

use FindBin;
use JSON::PP;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_node);
use Test::More;

my $npm_dir = $ENV{SFID_NPM_DIR} // '/var/cache/sfid/npm';
my $node_bin = `command -v node 2>/dev/null`;
chomp $node_bin;
plan skip_all => 'node is not installed here (scripts/test.sh installs it on the host)'
  if $node_bin eq '';
plan skip_all => "node-postgres is not installed in $npm_dir (scripts/test.sh installs it with npm ci)"
  unless -f "$npm_dir/node_modules/pg/package.json";

my $node = sfid_node('node_pg', 3, 5);
$node->safe_psql('postgres', 'CREATE DATABASE app');
$node->safe_psql('app', 'CREATE EXTENSION sfid');

my $script = "$FindBin::RealBin/../clients/node/node_pg.js";
local $ENV{PGHOST} = $node->host;
local $ENV{PGPORT} = $node->port;
local $ENV{PGDATABASE} = 'app';
local $ENV{NODE_PATH} = "$npm_dir/node_modules";
my ($stdout, $stderr);
my $ok = IPC::Run::run([ $node_bin, $script ], '>', \$stdout, '2>', \$stderr,
	IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default));
is($ok ? 0 : $? >> 8, 0, 'node_pg.js ran to the end') or diag $stderr;
my $r = eval { decode_json($stdout) } // {};
note "node_pg.js: $stdout";
note 'node ' . `$node_bin --version` . "node-postgres $r->{node_pg_version}";

my $rows = $node->safe_psql('app', 'SELECT count(*), count(DISTINCT id) FROM node_items');
is($rows, '2000|2000', 'the table holds 2,000 rows with distinct ids');

# the default
is($r->{default_type}, 'string', 'default: int8 arrives as a string');
is($r->{distinct_strings}, 2000, 'default: 2,000 distinct ids arrive as 2,000 distinct strings');
ok($r->{lookup_by_string_same_row}, 'default: the string finds its row');

# Number() and parseInt
cmp_ok($r->{distinct_numbers}, '<', 2000,
	"Number(): 2,000 distinct ids become $r->{distinct_numbers} distinct numbers");
ok(defined $r->{lookup_by_number_same_row} && !$r->{lookup_by_number_same_row},
	'Number(): a rounded id does not find its row');
is($r->{parseint_type}, 'number', 'setTypeParser(20, parseInt): ids arrive as numbers');
cmp_ok($r->{parseint_distinct}, '<', 2000,
	"setTypeParser(20, parseInt): $r->{parseint_distinct} distinct values for 2,000 ids");

# BigInt
is($r->{bigint_type}, 'bigint', 'setTypeParser(20, BigInt): ids arrive as BigInt');
is($r->{bigint_distinct}, 2000, 'setTypeParser(20, BigInt): all 2,000 stay distinct');
is($r->{array_without_1016}, 'string', 'int8[] (OID 1016) still arrives as strings with a parser for 20 only');
is($r->{array_with_1016}, 'bigint', 'with a parser for 1016 too, int8[] elements are BigInt');
ok($r->{array_exact}, 'int8[] elements are exact');
is($r->{stringify_bigint}, 'TypeError', 'JSON.stringify of a row with a BigInt throws TypeError');
ok($r->{replacer_exact}, 'a replacer sends the id as an exact string');
ok($r->{bigint_parameter_same_row}, 'a BigInt parameter finds its row');

# JSON built in SQL
is($r->{json_bare_type}, 'number', "json_build_object('id', id): the id is a JSON number");
ok(defined $r->{json_bare_exact} && !$r->{json_bare_exact},
	"json_build_object('id', id): the client gets a rounded id");
cmp_ok($r->{json_agg_bare_distinct}, '<', 2000,
	"json_agg of bare ids: $r->{json_agg_bare_distinct} distinct values for 2,000 ids");
ok($r->{json_text_exact}, "json_build_object('id', id::text): exact");
is($r->{json_agg_text_distinct}, 2000, 'json_agg of id::text: 2,000 distinct');
is($r->{json_short_length}, 13, 'snowflake_to_text(id) is 13 characters');
ok($r->{json_short_exact}, 'snowflake_to_text(id) reads back exactly with snowflake_from_text()');

$node->stop;
done_testing();
