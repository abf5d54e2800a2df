# 072_layout_unreadable_without_preload.pl
# Tags: logic
#
# Without sfid preloaded, the decoders read the layout that the data
# directory's reservation file records.  A file that exists but cannot be
# read (here: no permission) must give the decoders' own clear error, with
# the file access's SQLSTATE (42501 for a permission denied), naming the
# file; not an internal error of the error machinery.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $node = PostgreSQL::Test::Cluster->new('unreadable');
$node->init;
$node->append_conf('postgresql.conf', sfid_conf(0, 1023) . "timezone = 'UTC'\n");
$node->start;
$node->safe_psql('postgres', 'CREATE EXTENSION sfid; SELECT snowflake_next()');
my $id = $node->safe_psql('postgres', 'SELECT snowflake_next()');

$node->append_conf('postgresql.conf', "shared_preload_libraries = ''\n");
$node->stop;
my $file = $node->data_dir . '/sfid.reservation';
ok(-f $file, 'the data directory records the layout');
chmod 0000, $file or die "chmod $file: $!";
$node->start;

my ($ret, $out, $err) = $node->psql('postgres', "SELECT snowflake_to_timestamptz($id)",
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
isnt($ret, 0, 'a decoder is refused when the recorded layout cannot be read');
like($err, qr/ERROR:  42501: the Snowflake layout recorded in the data directory is unknown/,
	'with the decoders\' message and the file access\'s SQLSTATE')
  or diag $err;
like($err, qr/sfid\.reservation.*Permission denied/s, 'naming the file and the cause');
unlike($err, qr/errstart was not called/, 'not an error of the error machinery');

chmod 0600, $file;
$node->stop;
done_testing();
