# 068_layout_pg_upgrade_decoders.pl
# Tags: logic
#
# pg_upgrade copies the index files but not the reservation file, so the
# new server does not know the layout of its ids until the old file is
# restored.  Started with other layout settings than the old server's,
# it must not read those ids in its own layout meanwhile: its copied
# index on snowflake_to_timestamptz(id) holds the old layout's times.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf sfid_pg_upgrade);
use Test::More;

my $discord = "sfid.epoch = '2015-01-01 00:00:00+00'\n";
my $old = PostgreSQL::Test::Cluster->new('old_discord');
$old->init;
$old->append_conf('postgresql.conf', sfid_conf(0, 1023) . $discord);
$old->start;
$old->safe_psql('postgres', q{
CREATE EXTENSION sfid;
CREATE TABLE t (id bigint DEFAULT snowflake_next(), n int);
INSERT INTO t (n) SELECT g FROM generate_series(1, 10) g;
CREATE INDEX t_ts ON t (snowflake_to_timestamptz(id));
});
my $id = $old->safe_psql('postgres', 'SELECT min(id) FROM t');
my $then = $old->safe_psql('postgres', "SELECT snowflake_to_timestamptz($id)");
$old->stop;

my $new = PostgreSQL::Test::Cluster->new('new_default');
$new->init;
$new->append_conf('postgresql.conf', sfid_conf(0, 1023));
sfid_pg_upgrade($old, $new, 'pg_upgrade');
$new->start;
my ($ret, $now, $err) = $new->psql('postgres', "SELECT snowflake_to_timestamptz($id)");
if ($ret != 0)
{
	like($err, qr/layout|pg_upgrade/, 'after pg_upgrade, layout unknown: the decoder is refused');
}
else
{
	is($now, $then, "after pg_upgrade, the decoder reads the old server's layout (it reads $now)");
}
$new->stop;
done_testing();
