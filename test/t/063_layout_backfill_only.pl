# 063_layout_backfill_only.pl
# Tags: logic
#
# A server that has issued ids only with snowflake_at() has no
# reservation file, yet its backfill ids were issued in its layout: a
# restart with other layout settings must refuse snowflake_at() (SF005)
# rather than issue, in the new layout, ids whose bits are those of ids
# already issued.  With 10 worker bits, backfill number 500 and sequence
# s below 2048 pack to the same bits as number 1000 and sequence s with
# 11 worker bits, in the same millisecond.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $ts = q{'2024-06-01 12:00:00+00'};
my $node = PostgreSQL::Test::Cluster->new('backfill_only');
$node->init;
$node->append_conf('postgresql.conf', sfid_conf(0, 499)
	  . "sfid.backfill_worker_min = 500\nsfid.backfill_worker_max = 501\n");
$node->start;
$node->safe_psql('postgres', qq{
CREATE EXTENSION sfid;
CREATE TABLE u (id bigint PRIMARY KEY);
INSERT INTO u SELECT snowflake_at($ts) FROM generate_series(1, 3000);
});
is($node->safe_psql('postgres', 'SELECT reservation_horizon FROM sfid_status'), '',
	'only snowflake_at(): nothing reserved for snowflake_next()');
ok(-e $node->data_dir . '/sfid.reservation', 'the first start recorded the layout');

$node->append_conf('postgresql.conf', "sfid.worker_bits = 11\nsfid.worker_max = 999\n"
	  . "sfid.backfill_worker_min = 1000\nsfid.backfill_worker_max = 1001\n");
$node->restart;
my ($ret, $out, $err) = $node->psql('postgres',
	"INSERT INTO u SELECT snowflake_at($ts) FROM generate_series(1, 3000)",
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
unlike($err, qr/duplicate key/, 'another layout: no backfill id issued twice');
like($err, qr/SF005/, 'another layout: snowflake_at() refused with SF005');

$node->stop;
done_testing();
