# 053_client_psycopg.pl
# Tags: logic
#
# Snowflake ids and UUIDv7 through psycopg 3 (Debian's python3-psycopg), as
# the "Clients" section of docs/adopting.md says:
# test/clients/python/psycopg_example.py runs the examples and prints what it
# found; this test checks it.
#
#  - bigint arrives as a Python int, exact, and goes back as a parameter;
#  - uuid arrives as uuid.UUID with version 7;
#  - UUID.time reads the version 1 fields (Python 3.11), so it is no time
#    for a version 7 UUID: decode the time in SQL (uuidv7_to_timestamptz),
#    or from the first 48 bits.
#
# Skipped where Debian's python3 has no psycopg (the trixie root).

use strict;
use warnings;

use FindBin;
use JSON::PP;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_node);
use Test::More;

# Debian's python3, where python3-psycopg installs (not a python3 of one's own on PATH)
my $python = '/usr/bin/python3';
plan skip_all => "$python with psycopg 3 is not installed here (scripts/test.sh installs python3-psycopg on the host)"
  unless -x $python && system($python, '-c', 'import psycopg') == 0;

my $node = sfid_node('psycopg', 3, 5);
$node->safe_psql('postgres', 'CREATE DATABASE app');
$node->safe_psql('app', 'CREATE EXTENSION sfid');

local $ENV{PGHOST} = $node->host;
local $ENV{PGPORT} = $node->port;
local $ENV{PGDATABASE} = 'app';
my ($stdout, $stderr);
my $ok = IPC::Run::run([ $python, "$FindBin::RealBin/../clients/python/psycopg_example.py" ],
	'>', \$stdout, '2>', \$stderr, IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default));
is($ok ? 0 : $? >> 8, 0, 'psycopg_example.py ran to the end') or diag $stderr;
my $r = eval { decode_json($stdout) } // {};
note "psycopg_example.py: $stdout";

is($r->{example_item}, 'book', "the README's example inserts and finds its row by id");
is($r->{id_type}, 'int', 'bigint arrives as int');
is($r->{distinct_ids}, 1000, '1,000 distinct ids arrive as 1,000 distinct ints');
ok($r->{id_matches_text}, 'each int equals the id as text');
ok($r->{parameter_same_row}, 'an int parameter finds its row');
is($r->{uuid_type}, 'UUID', 'uuid arrives as uuid.UUID');
is($r->{uuid_version}, 7, 'UUID.version is 7');
ok($r->{uuid_sorted}, 'the UUIDs of one session sort in the order they were made');
cmp_ok(abs($r->{sql_time_error_s}), '<', 5, "uuidv7_to_timestamptz() in SQL gives the time ($r->{sql_time_error_s} s off)");
cmp_ok(abs($r->{bits_time_error_s}), '<', 5, "the first 48 bits give the time ($r->{bits_time_error_s} s off)");
cmp_ok(abs($r->{uuid_time_as_v1_error_days}), '>', 365,
	"UUID.time read as a version 1 time is $r->{uuid_time_as_v1_error_days} days off");
ok($r->{snowflake_time_matches}, 'snowflake_to_timestamptz() agrees with the clock');

$node->stop;
done_testing();
