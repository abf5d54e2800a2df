# 056_convert_one_clock.pl
# Tags: logic
#
# snowflake_convert() decides twice on the clock: the fence (every key below
# the clock's millisecond is fenced, src/convert.c) and the refusal (a key
# at or after the first id of now refuses the conversion).  Both must use
# one reading, so that a key is either fenced or refused, never accepted
# with no fence.  With two readings, a key in a millisecond between them
# passes both: not fenced (at or after the first reading), not refused
# (below the second), and a step back of the clock after the conversion
# brings new ids below it.
#
# The window between two readings is a few microseconds, or as long as the
# backend is descheduled.  Here it is held open: the clock shim shifts
# sfid's clock (clock_gettime()) 500 ms behind PostgreSQL's own
# (gettimeofday(): clock_timestamp()), as two readings taken 500 ms apart
# would be.  A key 200 ms before PostgreSQL's clock is 300 ms after sfid's:
# it must be refused.  A key 800 ms before PostgreSQL's clock, below sfid's
# reading, is converted and fenced.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault qw(fault_node start_faked sql_error);
use Test::More;

my $node = fault_node('one_clock', worker => [ 0, 1023 ], clock => 'shim');
start_faked($node, offset => -0.5, env => { SFID_CLOCK_SHIM_REAL_GETTIMEOFDAY => '1' });
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');

# A key between the two readings.
my ($ret, $state, $err) = sql_error(
	$node, q{
SET client_min_messages = warning;
CREATE TABLE t (id bigserial PRIMARY KEY, note text);
INSERT INTO t VALUES (snowflake_lower_bound(clock_timestamp() - interval '200 ms'), 'between');
SELECT snowflake_convert('t');
});
is($state, '55000',
	'a key at or after the millisecond the fence decided on is refused, though below a later reading')
  or diag $err;
like($err, qr/not all below the first Snowflake id of now/, 'with the refusal of a key from the future');
is( $node->safe_psql('postgres',
		q{SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 't'::regclass}),
	q{nextval('t_id_seq'::regclass)},
	'and the table keeps its sequence');

# Had it been accepted, it must have been fenced: the floor would be at the
# key.  It was neither; a key below the reading is both.
$node->safe_psql(
	'postgres', q{
SET client_min_messages = warning;
CREATE TABLE u (id bigserial PRIMARY KEY, note text);
INSERT INTO u VALUES (snowflake_lower_bound(clock_timestamp() - interval '800 ms'), 'below');
SELECT snowflake_convert('u');
});
is( $node->safe_psql(
		'postgres', q{
SELECT sfid_recovered_horizon() >= snowflake_to_timestamptz(id) FROM u WHERE note = 'below'}),
	't',
	'a key below the reading is converted and fenced: every id resumes above it');

# The reading is the one sfid_convert_inspect() returns, in every row.
is( $node->safe_psql(
		'postgres', q{
BEGIN;
CREATE TABLE v (id bigint PRIMARY KEY);
SELECT count(DISTINCT clock_bound) = 1
       AND min(clock_bound) <= snowflake_lower_bound(clock_timestamp() - interval '400 ms')
  FROM sfid_convert_inspect('v', 'id');
ROLLBACK;}),
	't',
	'sfid_convert_inspect() returns its reading of sfid\'s clock as clock_bound');

# A database still at 1.3: its snowflake_convert() reads the clock again
# after sfid_convert_inspect(), which returns no clock_bound there, so the
# C function refuses the key itself.
$node->safe_psql('postgres', 'CREATE DATABASE at13');
$node->safe_psql('at13', "CREATE EXTENSION sfid VERSION '1.3'");
my ($rc13, $out13, $err13) = $node->psql(
	'at13', q{
SET client_min_messages = warning;
CREATE TABLE t (id bigserial PRIMARY KEY, note text);
INSERT INTO t VALUES (snowflake_lower_bound(clock_timestamp() - interval '200 ms'), 'between');
SELECT snowflake_convert('t');
}, extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err13, qr/ERROR:  55000: existing keys of public\.t are not all below the first Snowflake id of now/,
	'in a database at 1.3, the same key is refused too');

$node->stop;
done_testing();
