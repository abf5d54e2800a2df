# 058_extension_left_behind.pl
# Tags: logic
#
# A database whose sfid was left below 1.3 (ALTER EXTENSION sfid UPDATE
# missed it, or pg_upgrade carried it over as it was) runs 1.2's
# snowflake_convert(): PL/pgSQL that fences nothing above the keys it
# accepts.  The 1.4 library serves that database too: the first
# snowflake_next() of each backend there warns, and snowflake_convert()
# there is refused until the extension is updated.  A database at 1.4 on
# the same server is not bothered.  pg_upgrade keeps a database's version:
# one at 1.2 upgraded (here from this server's PostgreSQL to the same, so
# that any installation can run it) is warned about and refused alike.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_node sfid_conf sfid_pg_upgrade);
use Test::More;

my $node = sfid_node('left_behind', 0, 1023);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
$node->safe_psql('postgres', 'CREATE DATABASE old12');
$node->safe_psql('old12', "CREATE EXTENSION sfid VERSION '1.2'");

my ($rc, $out, $err) = $node->psql('old12', 'SELECT snowflake_next() > 0; SELECT snowflake_next() > 0');
is($rc, 0, 'snowflake_next() works in a database at 1.2');
like($err, qr/WARNING:  extension sfid in database "old12" is at version 1\.2, below 1\.3/,
	'and its first call in a backend warns');
is(scalar(() = $err =~ /WARNING/g), 1, 'once per backend');
like($err, qr/HINT:  Run ALTER EXTENSION sfid UPDATE in this database/, 'naming the fix');
ok($node->log_contains('extension sfid in database "old12" is at version 1.2'),
	'the server log has it too');

($rc, $out, $err) = $node->psql('postgres', 'SELECT snowflake_next() > 0');
is($err, '', 'a database at 1.4 gets no warning');

# 1.2's snowflake_convert(): refused, nothing changed.
($rc, $out, $err) = $node->psql(
	'old12', q{
CREATE TABLE t (id bigserial PRIMARY KEY);
INSERT INTO t DEFAULT VALUES;
SELECT snowflake_convert('t');
}, extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  55000: snowflake_convert\(\) of sfid 1\.2 cannot fence the keys it would convert/,
	'snowflake_convert() of 1.2 is refused with 55000');
like($err, qr/HINT:  Run ALTER EXTENSION sfid UPDATE in database "old12" first/, 'with the fix as a hint');
is( $node->safe_psql('old12',
		q{SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 't'::regclass}),
	q{nextval('t_id_seq'::regclass)},
	'and the table keeps its sequence');

# Updated, it converts (and fences).
$node->safe_psql('old12', 'ALTER EXTENSION sfid UPDATE');
($rc, $out, $err) = $node->psql('old12', q{SELECT snowflake_convert('t')});
is($rc, 0, 'after ALTER EXTENSION sfid UPDATE, snowflake_convert() converts') or diag $err;
($rc, $out, $err) = $node->psql('old12', 'SELECT snowflake_next() > 0');
is($err, '', 'and snowflake_next() no longer warns');

# A function of the same name outside the extension is left alone.
($rc, $out, $err) = $node->psql(
	'postgres', q{
CREATE FUNCTION public.snowflake_convert(t text) RETURNS text LANGUAGE sql AS $$SELECT t$$;
SELECT public.snowflake_convert('mine');
});
is($out, 'mine', 'a snowflake_convert() of the user\'s own runs') or diag $err;

# pg_upgrade with a database at 1.2.
$node->safe_psql('postgres', 'CREATE DATABASE kept12');
$node->safe_psql('kept12', "CREATE EXTENSION sfid VERSION '1.2'");
$node->safe_psql('kept12', 'CREATE TABLE t (id bigserial PRIMARY KEY); INSERT INTO t DEFAULT VALUES');
$node->stop;
my $new = PostgreSQL::Test::Cluster->new('left_behind_new');
$new->init;
$new->append_conf('postgresql.conf', sfid_conf(0, 1023));
sfid_pg_upgrade($node, $new, 'pg_upgrade of a server with a database at 1.2');
$new->start;
is($new->safe_psql('kept12', "SELECT extversion FROM pg_extension WHERE extname = 'sfid'"),
	'1.2', 'pg_upgrade kept the database at 1.2');
($rc, $out, $err) = $new->psql('kept12', 'SELECT snowflake_next()');
like($err, qr/WARNING:  extension sfid in database "kept12" is at version 1\.2, below 1\.3/,
	'after pg_upgrade, its first snowflake_next() warns (before SF003 refuses it)');
($rc, $out, $err) = $new->psql('kept12', q{SELECT snowflake_convert('t')});
like($err, qr/snowflake_convert\(\) of sfid 1\.2 cannot fence the keys it would convert/,
	'and its snowflake_convert() is refused');
$new->stop;
done_testing();
