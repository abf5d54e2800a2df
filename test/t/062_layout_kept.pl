# 062_layout_kept.pl
# Tags: behaviour
#
# A server's Snowflake layout (sfid.epoch, sfid.worker_bits) is chosen
# once and kept: the reservation file and the WAL carry it.  A standby
# or a restarted server whose settings give another layout than its ids
# were issued in refuses ids and the server-layout decoders with SF005,
# naming both layouts; sfid_reset_horizon() cannot change it.  What an
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
