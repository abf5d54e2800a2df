# 069_layout_fixed_standby_clock_ref.pl
# Tags: logic
#
# A standby whose base backup holds no reservation file (its primary
# started with an sfid that did not record the layout at the first start,
# and issued no id before the backup) starts with none.  Given the wrong layout settings, it refuses the
# primary's ids (SF005) but still writes the primary's reservations to
# its file, in the primary's layout.  Once its settings are put back, as
# the hint says, and it is promoted, it issues ids: the clock reference
# in its file must be in the recorded layout's milliseconds too, not read
# as a forward jump of the clock by the difference of the two epochs.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $discord = "sfid.epoch = '2015-01-01 00:00:00+00'\n";
my $primary = PostgreSQL::Test::Cluster->new('primary');
$primary->init(allows_streaming => 1);
$primary->append_conf('postgresql.conf', sfid_conf(0, 511) . $discord);
$primary->start;
$primary->safe_psql('postgres', 'CREATE EXTENSION sfid');
$primary->backup('b');

my $standby = PostgreSQL::Test::Cluster->new('standby');
$standby->init_from_backup($primary, 'b', has_streaming => 1);
# as from a primary that started before sfid recorded the layout at the
# first start (sfid 1.3): the backup has no reservation file
unlink $standby->data_dir . '/sfid.reservation';
$standby->append_conf('postgresql.conf',
	"sfid.worker_min = 512\nsfid.worker_max = 1023\nsfid.epoch = '2020-01-01 00:00:00+00'\n");
$standby->start;
$primary->safe_psql('postgres', 'SELECT snowflake_next()');
$primary->wait_for_catchup($standby);
ok(-e $standby->data_dir . '/sfid.reservation', 'the standby wrote the primary\'s reservation');
like(slurp_file($standby->logfile), qr/Snowflake ids were issued in another layout/,
	'with the wrong settings the standby says its ids are in another layout');

$standby->stop;
$standby->append_conf('postgresql.conf', $discord);
$standby->start;
$primary->stop;
$standby->promote;
$standby->poll_query_until('postgres', 'SELECT NOT pg_is_in_recovery()') or die 'not promoted';
my ($ret, $out, $err) = $standby->psql('postgres', 'SELECT snowflake_next() > 0',
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
is($ret, 0, 'settings put back and promoted: ids are issued');
unlike($err, qr/SF002|clock jumped forward/, 'no forward jump of the clock is seen');

$standby->stop;
done_testing();
