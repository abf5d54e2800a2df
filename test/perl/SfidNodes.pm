# test/perl/SfidNodes.pm: a test server with sfid preloaded, as the tests
# that use it (replication, fan-in, guides) start one.

package SfidNodes;

use strict;
use warnings;

use Exporter 'import';
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils ();

our @EXPORT = qw(sfid_conf sfid_node batch_script sync_errors_sql);

# The postgresql.conf lines of a test server: sfid preloaded, the worker
# range wmin..wmax, and few connections.
sub sfid_conf
{
	my ($wmin, $wmax) = @_;
	return qq{
shared_preload_libraries = 'sfid'
sfid.worker_min = $wmin
sfid.worker_max = $wmax
max_connections = 20
log_statement = none
};
}

# A started node with sfid preloaded and the worker range wmin..wmax;
# logical => 1 sets wal_level = logical for a publisher.
sub sfid_node
{
	my ($name, $wmin, $wmax, %p) = @_;
	my $node = PostgreSQL::Test::Cluster->new($name);
	$node->init(allows_streaming => $p{logical} ? 'logical' : 0);
	$node->append_conf('postgresql.conf', sfid_conf($wmin, $wmax));
	$node->start;
	return $node;
}

# A pgbench script for $node: one batch of $rows ids per transaction, into
# t (id DEFAULT snowflake_next(), src, batch), with clock readings taken
# around the INSERT that generates them recorded in batches (src, batch,
# t_before, t_after); batch numbers come from the sequence batch_seq.
sub batch_script
{
	my ($node, $src, $rows) = @_;
	my $file = $node->basedir . "/batch_$src.sql";
	PostgreSQL::Test::Utils::append_to_file($file, qq{DO \$\$
DECLARE
	n bigint := nextval('batch_seq');
	b timestamptz;
	a timestamptz;
BEGIN
	b := clock_timestamp();
	INSERT INTO t (src, batch) SELECT '$src', n FROM generate_series(1, $rows);
	a := clock_timestamp();
	INSERT INTO batches VALUES ('$src', n, b, a);
END
\$\$;
});
	return $file;
}

# The SQL for a subscription's synchronisation errors in
# pg_stat_subscription_stats on $node: PostgreSQL 19 split sync_error_count
# into sync_table_error_count and sync_seq_error_count.
sub sync_errors_sql
{
	my ($node) = @_;
	return $node->safe_psql('postgres', 'SHOW server_version_num') >= 190000
	  ? '(sync_table_error_count + sync_seq_error_count)'
	  : 'sync_error_count';
}

1;
