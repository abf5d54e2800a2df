# 071_layout_first_start.pl
# Tags: logic
#
# A preloaded server's first start writes sfid.reservation at once, with
# the settings' layout and no horizon yet (-1 at byte 8), so that the
# layout is recorded before any id: monitoring still shows that nothing
# is reserved (NULL) across a restart, and the first id reserves as
# before.  Such a file says nothing of another server's ids: a new
# cluster started once before pg_upgrade still waits for the old
# server's reservation (SF003), and its decoders with it.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf sfid_pg_upgrade);
use Test::More;

sub file_horizon
{
	my ($node) = @_;
	my $bytes = slurp_file($node->data_dir . '/sfid.reservation');
	return (length($bytes), unpack('q<', substr($bytes, 8, 8)));
}

my $status = q{SELECT reservation_horizon IS NULL, sfid_recovered_horizon() IS NULL,
	reservation_problem IS NULL FROM sfid_status};

my $old = PostgreSQL::Test::Cluster->new('old_first');
$old->init;
$old->append_conf('postgresql.conf', sfid_conf(0, 1023));
$old->start;
is_deeply([ file_horizon($old) ], [ 80, -1 ], 'the first start wrote the file: 80 bytes, no horizon');
like(slurp_file($old->logfile), qr/sfid: recorded the layout of this server's Snowflake ids/,
	'the first start says it recorded the layout');
$old->safe_psql('postgres', 'CREATE EXTENSION sfid');
is($old->safe_psql('postgres', $status), 't|t|t', 'first start: nothing reserved, no problem');
$old->restart;
is($old->safe_psql('postgres', $status), 't|t|t', 'restarted: still nothing reserved, no problem');
$old->safe_psql('postgres', q{
CREATE TABLE t (id bigint DEFAULT snowflake_next(), n int);
INSERT INTO t (n) SELECT g FROM generate_series(1, 10) g;
});
cmp_ok((file_horizon($old))[1], '>', 0, 'the first id reserved');
my $id = $old->safe_psql('postgres', 'SELECT max(id) FROM t');
$old->stop;

# the new cluster is started once (and so records its layout) before pg_upgrade
my $new = PostgreSQL::Test::Cluster->new('new_started');
$new->init;
$new->append_conf('postgresql.conf', sfid_conf(0, 1023));
$new->start;
$new->stop;
is((file_horizon($new))[1], -1, 'the new cluster recorded its layout, no horizon');
sfid_pg_upgrade($old, $new, 'pg_upgrade');
$new->start;
my ($ret, $out, $err) = $new->psql('postgres', 'SELECT snowflake_next()',
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/SF003/, "after pg_upgrade, the first start's file is no reservation: ids refused (SF003)");
($ret, $out, $err) = $new->psql('postgres', "SELECT snowflake_to_timestamptz($id)",
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/SF003/, 'and the server-layout decoders too');
$new->safe_psql('postgres', "SELECT sfid_restore_reservation('" . $old->data_dir . "')");
cmp_ok($new->safe_psql('postgres', 'SELECT snowflake_next()'), '>', $id,
	"restored: ids resume above the old server's");
$new->stop;
done_testing();
