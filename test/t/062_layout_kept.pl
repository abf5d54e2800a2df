# 062_layout_kept.pl
# Tags: behaviour
#
# A server's Snowflake layout (sfid.epoch, sfid.worker_bits) is chosen
# once and kept: the reservation file and the WAL carry it.  A standby
# or a restarted server whose settings give another layout than its ids
# were issued in refuses ids and the server-layout decoders with SF005,
# naming both layouts; sfid_reset_horizon() cannot change it; a bad
# setting stops the server; a reservation file of format 1 (before 1.4) is
# read as the default layout.  What an
# index on a decoder does across a standby, pg_dump into a server of
# another layout, and logical replication: the server-layout decoder is
# refused on a standby of another layout, and read in the new server's
# layout after a dump or on a subscriber, while the layout-explicit
# decoder means the same everywhere.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $discord = "sfid.epoch = '2015-01-01 00:00:00+00'\nsfid.worker_bits = 10\n";
my $explicit = q{snowflake_to_timestamptz(id, '2015-01-01 00:00:00+00', 10)};

my $primary = PostgreSQL::Test::Cluster->new('discord');
$primary->init(allows_streaming => 'logical');
$primary->append_conf('postgresql.conf', sfid_conf(0, 511) . $discord);
$primary->start;
$primary->safe_psql('postgres', qq{
CREATE EXTENSION sfid;
CREATE TABLE t (id bigint PRIMARY KEY DEFAULT snowflake_next(), n int);
CREATE INDEX t_here ON t (snowflake_to_timestamptz(id));
CREATE INDEX t_discord ON t ($explicit);
INSERT INTO t (n) SELECT g FROM generate_series(1, 100) g;
CREATE PUBLICATION p FOR TABLE t;
});
my $times = "SELECT string_agg($explicit\::text, ',' ORDER BY id) FROM t";
my $on_primary = $primary->safe_psql('postgres', $times);
is($primary->safe_psql('postgres', "SELECT count(*) FROM t WHERE snowflake_to_timestamptz(id) = $explicit"),
	'100', 'the server-layout decoder reads the primary\'s ids in its layout');

# a standby made with the default layout's settings
$primary->backup('b');
my $standby = PostgreSQL::Test::Cluster->new('default_standby');
$standby->init_from_backup($primary, 'b', has_streaming => 1);
$standby->append_conf('postgresql.conf', "sfid.epoch = '2020-01-01 00:00:00+00'\n");
$standby->start;
$primary->wait_for_catchup($standby);
my ($ret, $out, $err) = $standby->psql('postgres', 'SELECT max(snowflake_to_timestamptz(id)) FROM t');
like($err, qr/issued in another layout/, 'standby of another layout: the server-layout decoder is refused');
like($err, qr/epoch 2015-01-01 00:00:00 UTC, 10 worker bits.*epoch 2020-01-01 00:00:00 UTC/s,
	'standby: the message names both layouts');
is($standby->safe_psql('postgres', $times), $on_primary,
	'standby: the layout-explicit decoder reads as on the primary');
$standby->promote;
$standby->poll_query_until('postgres', 'SELECT NOT pg_is_in_recovery()') or die 'not promoted';
($ret, $out, $err) = $standby->psql('postgres', 'SELECT snowflake_next()', on_error_stop => 0,
	extra_params => ['-v', 'VERBOSITY=verbose']);
like($err, qr/SF005/, 'promoted standby of another layout: ids refused with SF005');
$standby->stop;

# a bad setting stops the server rather than fall back to the default layout
my $bad = PostgreSQL::Test::Cluster->new('bad_epoch');
$bad->init;
$bad->append_conf('postgresql.conf', sfid_conf(0, 1023) . "sfid.epoch = 'the year 2015'\n");
ok(!$bad->start(fail_ok => 1), 'a bad sfid.epoch stops the server at start');
like(slurp_file($bad->logfile), qr/invalid value for parameter "sfid.epoch": "the year 2015"/,
	'and says which setting');

# a reservation file of format 1 (sfid 1.3 and before) is in the default
# layout: read so by a default-layout server, refused by a Discord one
sub crc32c
{
	my $crc = 0xFFFFFFFF;
	for my $b (unpack 'C*', $_[0])
	{
		$crc ^= $b;
		$crc = ($crc >> 1) ^ (0x82F63B78 & -($crc & 1)) for 1 .. 8;
		$crc &= 0xFFFFFFFF;
	}
	return $crc ^ 0xFFFFFFFF;
}
my $v1 = PostgreSQL::Test::Cluster->new('format_1');
$v1->init;
$v1->append_conf('postgresql.conf', sfid_conf(0, 1023));
my $r_ms = int(time() * 1000) - 1577836800000 - 60000;
my $body = pack('a4 V q< q< q< a16', 'DIFS', 1, $r_ms, $r_ms, 1000, "\0" x 16);
my $file = $v1->data_dir . '/sfid.reservation';
open my $fh, '>:raw', $file or die "$file: $!";
print $fh $body, pack('V V', crc32c($body), 0);
close $fh;
$v1->start;
$v1->safe_psql('postgres', 'CREATE EXTENSION sfid');
cmp_ok($v1->safe_psql('postgres', 'SELECT snowflake_next() >> 22'), '>', $r_ms,
	'format 1 file, default settings: ids above its R');
$v1->stop;
is(-s $file, 80, 'and the file is written in format 2');
open $fh, '>:raw', $file or die "$file: $!";
print $fh $body, pack('V V', crc32c($body), 0);
close $fh;
$v1->append_conf('postgresql.conf', $discord);
$v1->start;
($ret, $out, $err) = $v1->psql('postgres', 'SELECT snowflake_next()');
like($err, qr/issued in the layout epoch 2020-01-01 00:00:00 UTC, 10 worker bits, 12 sequence bits; the settings give epoch 2015-01-01/,
	'format 1 file, Discord settings: refused, the file read as the default layout');
$v1->stop;

# the primary restarted with other settings
$primary->append_conf('postgresql.conf', "sfid.worker_bits = 12\n");
$primary->restart;
($ret, $out, $err) = $primary->psql('postgres', 'SELECT snowflake_next()',
	extra_params => ['-v', 'VERBOSITY=verbose']);
like($err, qr/SF005.*12 worker bits.*HINT:  A layout is kept for good/s,
	'restarted with another layout: ids refused, with a hint');
($ret, $out, $err) = $primary->psql('postgres', 'SELECT sfid_reset_horizon()',
	extra_params => ['-v', 'VERBOSITY=verbose']);
like($err, qr/SF005/, 'sfid_reset_horizon() cannot change the layout');
$primary->psql('postgres', 'SELECT snowflake_to_timestamptz(1)');
is($primary->safe_psql('postgres', q{SELECT refusals FROM sfid_refusals() WHERE sqlstate = 'SF005'}),
	'1', 'sfid_refusals() counts the id refused, not the operator nor the decoder');
$primary->append_conf('postgresql.conf', "sfid.worker_bits = 10\n");
$primary->restart;
$primary->safe_psql('postgres', 'INSERT INTO t (n) VALUES (101)');
is($primary->safe_psql('postgres', 'SELECT max(id) = (SELECT id FROM t WHERE n = 101) FROM t'), 't',
	'settings put back: ids again, above the old ones');
$on_primary = $primary->safe_psql('postgres', $times);

# pg_dump into a server of the default layout, and logical replication to one
my $other = PostgreSQL::Test::Cluster->new('default_layout');
$other->init;
$other->append_conf('postgresql.conf', sfid_conf(512, 1023));
$other->start;
my $dump = PostgreSQL::Test::Utils::tempdir() . '/t.sql';
command_ok([ 'pg_dump', '-d', $primary->connstr('postgres'), '-f', $dump ], 'pg_dump');
$other->safe_psql('postgres', 'CREATE DATABASE restored');
$other->command_ok([ 'psql', '-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', $other->connstr('restored'), '-f', $dump ],
	'restore into a server of the default layout');
is($other->safe_psql('restored', $times), $on_primary,
	'restored: the layout-explicit index means what it meant');
is($other->safe_psql('restored', "SELECT count(*) FROM t WHERE snowflake_to_timestamptz(id) = $explicit"),
	'0', 'restored: the server-layout decoder reads the ids in the new server\'s layout');
my $probe = "SELECT count(*) FROM t WHERE snowflake_to_timestamptz(id) >= '2022-01-01'";
my $by_index = $other->safe_psql('restored', "SET enable_seqscan = off; SET enable_bitmapscan = off; $probe");
my $by_scan = $other->safe_psql('restored', "SET enable_indexscan = off; SET enable_bitmapscan = off; $probe");
is($by_index, $by_scan, 'restored: its server-layout index agrees with a scan (rebuilt in that layout)');

$other->safe_psql('postgres', qq{
CREATE EXTENSION sfid;
CREATE TABLE t (id bigint PRIMARY KEY DEFAULT snowflake_next(), n int);
CREATE INDEX t_here ON t (snowflake_to_timestamptz(id));
CREATE INDEX t_discord ON t ($explicit);
});
$other->safe_psql('postgres',
	"CREATE SUBSCRIPTION s CONNECTION '" . $primary->connstr . " dbname=postgres' PUBLICATION p");
$other->poll_query_until('postgres', 'SELECT count(*) = 101 FROM t') or die 'not replicated';
is($other->safe_psql('postgres', $times), $on_primary,
	'subscriber: the layout-explicit decoder reads as on the publisher');
is($other->safe_psql('postgres', "SELECT count(*) FROM t WHERE snowflake_to_timestamptz(id) = $explicit"),
	'0', 'subscriber of another layout: the server-layout decoder reads in its own layout');

$other->stop;
$primary->stop;
done_testing();
