# 004_single_user.pl
# Tags: behaviour release
#
# sfid preloaded in single-user mode (postgres --single), as an operator
# uses it to repair a cluster: shared memory, the named LWLock tranche and
# the reservation work without a postmaster (PostgreSQL 19 changed how
# tranches are registered there), ids are issued, the shutdown
# records the last one, and the server started normally afterwards issues
# above it.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use IPC::Run ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $node = PostgreSQL::Test::Cluster->new('single');
$node->init;
$node->append_conf('postgresql.conf', sfid_conf(5, 5));
$node->start;
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
$node->stop;

my $sql = "SELECT 'id=' || snowflake_next();\nSELECT 'id=' || snowflake_next();\n";
my ($out, $err) = ('', '');
IPC::Run::run(
	[ $node->config_data('--bindir') . '/postgres', '--single', '-D', $node->data_dir, 'postgres' ],
	'<', \$sql, '>', \$out, '2>', \$err);
my @ids = $out =~ /"id=(\d+)"/g;
is(scalar @ids, 2, 'single-user mode issues Snowflake ids') or diag "stdout: $out\nstderr: $err";
cmp_ok($ids[1], '>', $ids[0], 'in order') if @ids == 2;
like($err, qr/sfid: recorded last issued millisecond \d+ \(\d{4}-\d\d-\d\d [\d:.]+ UTC\) in "sfid.reservation" at shutdown/,
	'its shutdown records the last issued millisecond');

$node->start;
my $next = $node->safe_psql('postgres', 'SELECT snowflake_next()');
cmp_ok($next, '>', $ids[-1] // 0, 'the server started afterwards issues above them');
$node->stop;

done_testing();
