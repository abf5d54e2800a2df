# 039_fsync_off.pl
#
# sfid's guarantee rests on fsync: with fsync = off a power loss can take
# the reservation horizon back and ids repeat.  sfid says so with a
# WARNING (SQLSTATE 01000) in the log when the server starts with fsync
# off, and when a reload turns it off (the reserver sees the reload); a
# server with fsync on says nothing of the kind.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $warning = qr/WARNING:  01000: fsync is off, so sfid cannot promise that no id is issued twice/;

my $node = PostgreSQL::Test::Cluster->new('fsync_off');
$node->init;
$node->append_conf('postgresql.conf', sfid_conf(3, 3) . "log_error_verbosity = verbose\nfsync = off\n");
$node->start;
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
like(slurp_file($node->logfile), $warning, 'a start with fsync = off logs the warning');
cmp_ok($node->safe_psql('postgres', 'SELECT snowflake_next()'), '>', 0, 'and ids are issued all the same');

$node->append_conf('postgresql.conf', "fsync = on\n");
my $offset = -s $node->logfile;
$node->restart;
$node->safe_psql('postgres', 'SELECT snowflake_next()');
unlike(slurp_file($node->logfile, $offset), $warning, 'a start with fsync = on does not');

# a reload that turns fsync off: the reserver says it
$offset = -s $node->logfile;
$node->safe_psql('postgres', 'ALTER SYSTEM SET fsync = off; SELECT pg_reload_conf()');
ok($node->wait_for_log($warning, $offset), 'a reload that turns fsync off logs it');
my $n = () = slurp_file($node->logfile, $offset) =~ /$warning/g;
is($n, 1, 'once, by the reserver (not by every process that reloads)');

$node->stop;
done_testing();
