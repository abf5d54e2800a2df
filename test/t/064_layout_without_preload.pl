# 064_layout_without_preload.pl
# Tags: logic
#
# Without preloading, the server-layout decoders read the layout settings
# from the configuration once per backend.  They are IMMUTABLE, so every
# session of the server must read an id alike, whatever its connection
# options or its database's and role's settings say: an expression index
# built in one session is read in the others.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

my $id = 584712821147648000;	# 2024-06-01 12:00:00 UTC in the default layout
my $node = PostgreSQL::Test::Cluster->new('no_preload');
$node->init;
$node->start;
$node->safe_psql('postgres', qq{
CREATE EXTENSION sfid;
CREATE TABLE t (id bigint);
CREATE INDEX t_ts ON t (snowflake_to_timestamptz(id));
});
my $plain = $node->safe_psql('postgres', "SELECT snowflake_to_timestamptz($id)");
is($plain, '2024-06-01 12:00:00+00', 'a plain session reads the default layout');

{
	local $ENV{PGOPTIONS} = "-c sfid.epoch=2015-01-01";
	my ($ret, $out, $err) = $node->psql('postgres', "SELECT snowflake_to_timestamptz($id)");
	ok($ret != 0 || $out eq $plain,
		"a session's connection options do not change the decoders ($out)");
	$node->psql('postgres', "INSERT INTO t VALUES ($id)");
}

$node->safe_psql('postgres', "ALTER DATABASE postgres SET sfid.epoch = '2015-01-01'");
my ($ret, $out, $err) = $node->psql('postgres', "SELECT snowflake_to_timestamptz($id)");
ok($ret != 0 || $out eq $plain, "a database's settings do not change the decoders ($out)");
$node->safe_psql('postgres', 'ALTER DATABASE postgres RESET sfid.epoch');

my $probe = "SELECT count(*) FROM t WHERE snowflake_to_timestamptz(id) = '$plain'";
is($node->safe_psql('postgres', "SET enable_seqscan = off; SET enable_bitmapscan = off; $probe"),
	$node->safe_psql('postgres', "SET enable_indexscan = off; SET enable_bitmapscan = off; $probe"),
	'the index agrees with a scan');

$node->stop;
done_testing();
