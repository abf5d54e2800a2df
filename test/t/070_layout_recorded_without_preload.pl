# 070_layout_recorded_without_preload.pl
# Tags: logic
#
# A server that issued ids in a layout, then runs without sfid preloaded:
# its decoders read ids in the layout its data directory records, whatever
# the settings a session or a reload gives them, and refuse (SF005) where
# the settings name another layout rather than read an id otherwise.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $at = '2024-06-01 12:00:00+00';
my $node = PostgreSQL::Test::Cluster->new('recorded');
$node->init;
$node->append_conf('postgresql.conf',
	sfid_conf(0, 1023) . "sfid.epoch = '2015-01-01 00:00:00+00'\ntimezone = 'UTC'\n");
$node->start;
$node->safe_psql('postgres', 'CREATE EXTENSION sfid; SELECT snowflake_next()');
my $id = $node->safe_psql('postgres', "SELECT snowflake_lower_bound('$at')");

# the same settings, sfid no longer preloaded
$node->append_conf('postgresql.conf', "shared_preload_libraries = ''\n");
$node->restart;
is($node->safe_psql('postgres', "SELECT snowflake_to_timestamptz($id)"),
	'2024-06-01 12:00:00+00', 'without preload, an id reads in the recorded layout');

sub refused
{
	my ($sql, $name) = @_;
	my ($ret, $out, $err) = $node->psql('postgres', $sql, extra_params => ['-v', 'VERBOSITY=verbose']);
	ok($ret != 0 && $err =~ /SF005/, "$name: refused with SF005 ($out)");
}

{
	local $ENV{PGOPTIONS} = '-c sfid.epoch=2020-01-01';
	refused("SELECT snowflake_to_timestamptz($id)", 'another epoch in the connection options');
}
refused("SET sfid.worker_bits = 12; SELECT snowflake_to_timestamptz($id)",
	'other worker bits set in the session');

# a reload into other settings changes nothing but the refusal
$node->append_conf('postgresql.conf', "sfid.epoch = '2020-01-01 00:00:00+00'\n");
$node->reload;
refused("SELECT snowflake_to_timestamptz($id)", 'another epoch after a reload');
refused("SELECT epoch FROM sfid_layout()", 'sfid_layout() after a reload');
is($node->safe_psql('postgres',
		"SET sfid.epoch = '2015-01-01 00:00:00+00'; SELECT snowflake_to_timestamptz($id)"),
	'2024-06-01 12:00:00+00', 'settings that name the recorded layout read it');

$node->stop;
done_testing();
