# 066_layout_no_ids_restart.pl
# Tags: logic
#
# A server that reads Snowflake ids but has issued none (its rows came by
# COPY, a restore or a subscription) has an expression index on
# snowflake_to_timestamptz(id), built in its layout.  Restarted with other
# layout settings, it must not read the same ids in the new layout: the
# index would then disagree with a scan of the table.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $id = 584712821147648000;	# 2024-06-01 12:00:00 UTC in the default layout
my $node = PostgreSQL::Test::Cluster->new('reader');
$node->init;
$node->append_conf('postgresql.conf', sfid_conf(0, 1023));
$node->start;
$node->safe_psql('postgres', qq{
CREATE EXTENSION sfid;
CREATE TABLE t (id bigint);
INSERT INTO t VALUES ($id);
CREATE INDEX t_ts ON t (snowflake_to_timestamptz(id));
});

$node->append_conf('postgresql.conf', "sfid.epoch = '2015-01-01 00:00:00+00'\n");
$node->restart;
my ($ret, $now, $err) = $node->psql('postgres', "SELECT snowflake_to_timestamptz($id)");
my $probe = "SELECT count(*) FROM t WHERE snowflake_to_timestamptz(id) = '$now'";
if ($ret != 0)
{
	like($err, qr/another layout/, 'restarted in another layout: the decoder is refused');
}
else
{
	is($node->safe_psql('postgres', "SET enable_seqscan = off; SET enable_bitmapscan = off; $probe"),
		$node->safe_psql('postgres', "SET enable_indexscan = off; SET enable_bitmapscan = off; $probe"),
		"restarted in another layout: the index agrees with a scan (the decoder reads $now)");
}

$node->stop;
done_testing();
