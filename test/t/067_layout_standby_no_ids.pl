# 067_layout_standby_no_ids.pl
# Tags: logic
#
# A hot standby whose layout settings differ from its primary's must not
# read the primary's ids in its own layout, even when the primary has
# issued none itself (its rows came by COPY or a subscription): an index
# on snowflake_to_timestamptz(id), built on the primary, would disagree
# with a scan on the standby.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $id = 584712821147648000;	# 2024-06-01 12:00:00 UTC in the default layout
my $primary = PostgreSQL::Test::Cluster->new('primary');
$primary->init(allows_streaming => 1);
$primary->append_conf('postgresql.conf', sfid_conf(0, 511));
$primary->start;
$primary->safe_psql('postgres', qq{
CREATE EXTENSION sfid;
CREATE TABLE t (id bigint);
INSERT INTO t VALUES ($id);
CREATE INDEX t_ts ON t (snowflake_to_timestamptz(id));
});
$primary->backup('b');
my $standby = PostgreSQL::Test::Cluster->new('discord_standby');
$standby->init_from_backup($primary, 'b', has_streaming => 1);
$standby->append_conf('postgresql.conf', "sfid.epoch = '2015-01-01 00:00:00+00'\n");
$standby->start;
$primary->wait_for_catchup($standby);

my ($ret, $now, $err) = $standby->psql('postgres', "SELECT snowflake_to_timestamptz($id)");
if ($ret != 0)
{
	like($err, qr/another layout/, 'standby of another layout: the decoder is refused');
}
else
{
	is($now, '2024-06-01 12:00:00+00',
		"standby of another layout: the decoder reads the primary's layout (it reads $now)");
}

$standby->stop;
$primary->stop;
done_testing();
