# test/perl/SfidCitus.pm: the Citus cluster the 08x tests start.
#
# A coordinator and two workers on one machine, each with Citus and sfid
# preloaded ('citus,sfid': Citus must come first) and a worker range of its
# own.  Nodes reach each other through the test's Unix socket directory
# (PostgreSQL::Test::Cluster puts every node's socket there), so
# citus.local_hostname is that directory too.
#
# These tests live in test/citus/, which only the citus stage of
# scripts/test.sh reads, after it has built Citus for the server.

package SfidCitus;

use strict;
use warnings;

use Exporter 'import';
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils ();
use SfidFault qw(fault_node start_faked);
use SfidNodes qw(sfid_conf);
use Test::More;

our @EXPORT = qw(citus_skip_reason citus_conf citus_node citus_cluster
  add_worker node_range);

our $SHARD_COUNT = 8;

# Why these tests cannot run here, or undef when they can.
sub citus_skip_reason
{
	my $sharedir = `pg_config --sharedir`;
	chomp $sharedir;
	return "Citus is not installed for this server ($sharedir/extension/citus.control)"
	  unless -f "$sharedir/extension/citus.control";
	return undef;
}

# The postgresql.conf lines of a Citus node with sfid, after sfid_conf():
# Citus needs prepared transactions for multi-shard writes and opens a
# connection per shard it works on.
sub citus_conf
{
	my ($host) = @_;
	return qq{
shared_preload_libraries = 'citus,sfid'
max_connections = 100
max_prepared_transactions = 100
wal_level = logical
citus.node_conninfo = 'sslmode=disable'
citus.local_hostname = '$host'
citus.shard_count = $SHARD_COUNT
citus.shard_replication_factor = 1
};
}

# A started node with Citus created in the postgres database.  %p:
# faked => 1 starts it under libfaketime (SfidFault), conf => extra lines.
sub citus_node
{
	my ($name, $wmin, $wmax, %p) = @_;
	my $node = fault_node($name, worker => [ $wmin, $wmax ]);
	$node->append_conf('postgresql.conf',
		citus_conf($node->host) . ($p{conf} // ''));
	if ($p{faked})
	{
		start_faked($node);
	}
	else
	{
		$node->start;
	}
	$node->safe_psql('postgres', 'CREATE EXTENSION citus');
	return $node;
}

# A coordinator and the workers given, as [name, wmin, wmax] (default: c
# 0..9, w1 10..19, w2 20..29), the coordinator in the metadata (so that it
# holds reference tables) and every worker added.  %p: nodes => that list,
# faked => { name => 1 } (under libfaketime), conf => { name => lines }.
# Returns the nodes in that order.
sub citus_cluster
{
	my (%p) = @_;
	my @spec = @{ $p{nodes} // [ [ 'c', 0, 9 ], [ 'w1', 10, 19 ], [ 'w2', 20, 29 ] ] };
	my @nodes = map {
		citus_node(@$_, faked => $p{faked}{ $_->[0] }, conf => $p{conf}{ $_->[0] })
	} @spec;
	my $c = $nodes[0];
	$c->safe_psql('postgres',
		"SELECT citus_set_coordinator_host('" . $c->host . "', " . $c->port . ')');
	add_worker($c, $_) for @nodes[ 1 .. $#nodes ];
	return @nodes;
}

# Add a started Citus node to the coordinator's cluster as a worker.
sub add_worker
{
	my ($c, $w) = @_;
	$c->safe_psql('postgres',
		"SELECT citus_add_node('" . $w->host . "', " . $w->port . ')');
	return;
}

# A node's worker range as sfid sees it: (min, max).
sub node_range
{
	my ($node) = @_;
	return split /\|/,
	  $node->safe_psql('postgres',
		"SELECT current_setting('sfid.worker_min') || '|' || current_setting('sfid.worker_max')");
}

1;
