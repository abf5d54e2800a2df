# test/perl/SfidNodes.pm: the server the multi-node tests (020-023) start.

package SfidNodes;

use strict;
use warnings;

use Exporter 'import';
use PostgreSQL::Test::Cluster;

our @EXPORT = qw(sfid_node);

# A started node with sfid preloaded and the worker range wmin..wmax;
# logical => 1 sets wal_level = logical for a publisher.
sub sfid_node
{
	my ($name, $wmin, $wmax, %p) = @_;
	my $node = PostgreSQL::Test::Cluster->new($name);
	$node->init(allows_streaming => $p{logical} ? 'logical' : 0);
	$node->append_conf(
		'postgresql.conf', qq{
shared_preload_libraries = 'sfid'
sfid.worker_min = $wmin
sfid.worker_max = $wmax
max_connections = 20
log_statement = none
});
	$node->start;
	return $node;
}

1;
