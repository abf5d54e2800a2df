# test/perl/SfidNodes.pm: a test server with sfid preloaded, as the tests
# that use it (replication, fan-in, guides) start one.

package SfidNodes;

use strict;
use warnings;

use Exporter 'import';
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils ();
use Cwd ();

our @EXPORT = qw(sfid_conf sfid_node batch_script sync_errors_sql sfid_pg_upgrade);

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


# pg_upgrade from the stopped $old to the initialised, stopped $new, as a
# test point named $name; @extra are more options (e.g. --copy).  It runs
# in a temporary folder, where pg_upgrade writes its scripts.
sub sfid_pg_upgrade
{
	my ($old, $new, $name, @extra) = @_;
	local $Test::Builder::Level = $Test::Builder::Level + 1;
	my $cwd = Cwd::getcwd();
	chdir PostgreSQL::Test::Utils::tempdir() or die "chdir: $!";
	my $ok = PostgreSQL::Test::Utils::command_ok(
		[
			'pg_upgrade', '--no-sync', @extra,
			'-d', $old->data_dir, '-D', $new->data_dir,
			'-b', $old->config_data('--bindir'), '-B', $new->config_data('--bindir'),
			'-s', $new->host, '-p', $old->port, '-P', $new->port
		],
		$name);
	chdir $cwd or die "chdir: $!";
	return $ok;
}

1;
