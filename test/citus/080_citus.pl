# 080_citus.pl
#
# sfid on a Citus cluster: a coordinator and two workers, each on its own
# worker range, every node taking writes.
#
#   c   coordinator  sfid.worker_min/max = 0..9    (holds reference tables)
#   w1  worker       10..19
#   w2  worker       20..29
#   w3  worker added later, first misconfigured onto w1's range (10..19),
#       then moved to 30..39
#
# What it shows:
#  - CREATE EXTENSION sfid VERSION '1.1' on the coordinator reaches every
#    worker, ALTER EXTENSION sfid UPDATE too, and a worker added later gets
#    sfid when it joins;
#  - through every node: router and multi-row INSERTs, COPY, INSERT ...
#    SELECT from generate_series, a reference table.  Which node evaluated
#    each statement's defaults is read from the ids themselves (the node
#    whose range holds their worker numbers) and must be the node the
#    statement was sent to;
#  - INSERT ... SELECT from a distributed table (Citus repartitions it, or
#    pulls it to the coordinator): the defaults are evaluated in the shard
#    queries, so every new id carries the range of the node that holds its
#    source row's shard; a volatile default is never pushed down (EXPLAIN),
#    while copying ids between co-located tables is, and keeps them;
#  - create_distributed_table on an existing table keyed by
#    snowflake_next(): the ids move into shards unchanged;
#  - snowflake_lower_bound() ranges: pushed down to every shard as a
#    constant, pruned to one shard for an id, and to one partition per shard
#    in a table partitioned by time (EXPLAIN);
#  - a shard move keeps every id (the worker number of the node that made
#    it, not of the node that holds it now);
#  - the overlap alarm: sfid's subscriber trigger cannot see Citus traffic
#    (no replication origin), so replication_overlaps stays 0 while two
#    nodes issue on one range (their ids cannot be told apart); the
#    cross-node range check of the README finds the two nodes, and nothing
#    once the range is fixed.
# Figures: rows, distinct ids and uuids (no repeats), and the worker numbers
# seen per node.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use File::Temp ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidCitus;
use SfidFault qw(id_worker);
use Test::More;

my $skip = citus_skip_reason();
plan skip_all => $skip if defined $skip;

my $ROUTER = 100;        # single-row INSERTs per node
my $MULTI = 20;          # multi-row INSERTs per node ...
my $MULTI_ROWS = 50;     # ... of this many rows
my $COPY = 10000;        # rows COPied through each node
my $SELECT = 5000;       # rows of INSERT ... SELECT generate_series per node
my $REF = 100;           # rows into the reference table per node

my ($c, $w1, $w2) = citus_cluster();
my %node = (c => $c, w1 => $w1, w2 => $w2);
my %range = map { $_ => [ node_range($node{$_}) ] } keys %node;
my %name_of_port = map { $node{$_}->port => $_ } keys %node;

# The node whose range holds worker numbers lo..hi, or a description of
# why there is none.
sub evaluated_on
{
	my ($lo, $hi) = @_;
	for my $n (sort keys %range)
	{
		return $n if $lo >= $range{$n}[0] && $hi <= $range{$n}[1];
	}
	return "no single node (workers $lo..$hi)";
}

sub ext_version
{
	my ($n) = @_;
	return $n->safe_psql('postgres',
		"SELECT coalesce((SELECT extversion FROM pg_extension WHERE extname = 'sfid'), 'none')");
}

###########################################################################
# CREATE EXTENSION and ALTER EXTENSION UPDATE through the coordinator
###########################################################################

$c->safe_psql('postgres', "CREATE EXTENSION sfid VERSION '1.1'");
is(ext_version($node{$_}), '1.1',
	"$_: CREATE EXTENSION sfid VERSION '1.1' on the coordinator created it here")
  for sort keys %node;
$c->safe_psql('postgres', 'ALTER EXTENSION sfid UPDATE');
for my $n (sort keys %node)
{
	is(ext_version($node{$n}), '1.4', "$n: ALTER EXTENSION sfid UPDATE reached it");
	is($node{$n}->safe_psql('postgres',
		"SELECT to_regprocedure('uuidv7_to_timestamptz(uuid)') IS NOT NULL"),
		't', "$n: 1.2's uuidv7_to_timestamptz() exists");
}

###########################################################################
# Writes through every node
###########################################################################

# On PostgreSQL 18 an unqualified uuidv7() is the server's own: the
# defaults name sfid's.
$c->safe_psql(
	'postgres', q{
CREATE TABLE ev (
	id bigint PRIMARY KEY DEFAULT snowflake_next(),
	u uuid NOT NULL DEFAULT public.uuidv7(),
	kind text NOT NULL,
	via text NOT NULL,
	parent bigint
);
SELECT create_distributed_table('ev', 'id');
CREATE TABLE ref (
	id bigint PRIMARY KEY DEFAULT snowflake_next(),
	u uuid NOT NULL DEFAULT public.uuidv7(),
	via text NOT NULL
);
SELECT create_reference_table('ref');
});

my $tmp = File::Temp->newdir;
for my $n (sort keys %node)
{
	my $node = $node{$n};
	$node->safe_psql('postgres',
		join('', map { "INSERT INTO ev (kind, via) VALUES ('router', '$n');\n" } 1 .. $ROUTER));
	my $values = join(', ', map { "('multi', '$n')" } 1 .. $MULTI_ROWS);
	$node->safe_psql('postgres',
		join('', map { "INSERT INTO ev (kind, via) VALUES $values;\n" } 1 .. $MULTI));
	my $file = "$tmp/copy_$n.csv";
	PostgreSQL::Test::Utils::append_to_file($file, "copy,$n\n" x $COPY);
	$node->safe_psql('postgres', "\\copy ev (kind, via) FROM '$file' WITH (FORMAT csv)");
	my $sql = "INSERT INTO ev (kind, via) SELECT 'select', '$n' FROM generate_series(1, $SELECT)";
	like($node->safe_psql('postgres', "EXPLAIN (COSTS OFF) $sql"),
		qr/INSERT\/SELECT method: pull to coordinator/,
		"$n: INSERT ... SELECT from generate_series is planned on the node that runs it");
	$node->safe_psql('postgres', $sql);
	$node->safe_psql('postgres',
		join('', map { "INSERT INTO ref (via) VALUES ('$n');\n" } 1 .. $REF / 2)
		  . "INSERT INTO ref (via) SELECT '$n' FROM generate_series(1, " . $REF / 2 . ')');
}

my %expected = (router => $ROUTER, multi => $MULTI * $MULTI_ROWS, copy => $COPY, select => $SELECT);
my %seen;    # node => [min worker, max worker, ids] over everything it evaluated
sub saw
{
	my ($n, $lo, $hi, $count) = @_;
	my $s = $seen{$n} //= [ $lo, $hi, 0 ];
	$s->[0] = $lo if $lo < $s->[0];
	$s->[1] = $hi if $hi > $s->[1];
	$s->[2] += $count;
	return;
}
my @evaluated;    # "statement kind: evaluated on NODE" lines for the figures

for my $row (split /\n/, $c->safe_psql('postgres', q{
SELECT kind, via, min(u.worker), max(u.worker), count(*)
FROM ev, snowflake_unpack(ev.id) u GROUP BY 1, 2 ORDER BY 1, 2}))
{
	my ($kind, $via, $lo, $hi, $count) = split /\|/, $row;
	is($count, $expected{$kind}, "$kind through $via: $count rows");
	my $on = evaluated_on($lo, $hi);
	is($on, $via, "$kind through $via: the defaults were evaluated on $via (workers $lo..$hi)");
	saw($on, $lo, $hi, $count) if $node{$on};
	push @evaluated, "$kind through $via: on $on";
}
for my $row (split /\n/, $c->safe_psql('postgres', q{
SELECT via, min(u.worker), max(u.worker), count(*)
FROM ref, snowflake_unpack(ref.id) u GROUP BY 1 ORDER BY 1}))
{
	my ($via, $lo, $hi, $count) = split /\|/, $row;
	is($count, $REF, "reference table through $via: $count rows");
	my $on = evaluated_on($lo, $hi);
	is($on, $via, "reference table through $via: evaluated on $via (workers $lo..$hi)");
	saw($on, $lo, $hi, $count) if $node{$on};
	push @evaluated, "reference table through $via: on $on";
}

# Every replica of the reference table holds the same rows.
my $ref_shard = $c->safe_psql('postgres',
	"SELECT shardid FROM pg_dist_shard WHERE logicalrelid = 'ref'::regclass");
my %ref_digest = map {
	$_ => $node{$_}->safe_psql('postgres',
		"SELECT md5(string_agg(id || ' ' || u || ' ' || via, ',' ORDER BY id)) FROM ref_$ref_shard")
} keys %node;
is(scalar(keys %{ { reverse %ref_digest } }), 1,
	'the reference table\'s replicas on c, w1 and w2 are identical');

###########################################################################
# INSERT ... SELECT from a distributed table
###########################################################################

# Checks rows of $table whose column $parent names a row of $parent_table:
# each new id's worker number must be in the range of the node that holds
# the shard of its parent (that node ran the shard query that evaluated
# the default).  The parents' placements are looked up on the coordinator
# after the rows were pulled there (OFFSET 0).
sub check_by_parent
{
	my ($label, $table, $parent, $parent_table, $where, $rows) = @_;
	my $out = $c->safe_psql('postgres', qq{
SELECT p.nodeport, min(u.worker), max(u.worker), count(*)
FROM (SELECT id, $parent AS parent FROM $table WHERE $where OFFSET 0) e
	CROSS JOIN LATERAL snowflake_unpack(e.id) u
	CROSS JOIN LATERAL (SELECT nodeport FROM citus_shards s
		WHERE s.shardid = get_shard_id_for_distribution_column('$parent_table', e.parent)) p
GROUP BY 1 ORDER BY 1});
	my $total = 0;
	for my $row (split /\n/, $out)
	{
		my ($port, $lo, $hi, $count) = split /\|/, $row;
		my $holder = $name_of_port{$port} // "port $port";
		my $on = evaluated_on($lo, $hi);
		is($on, $holder,
			"$label: the $count rows whose source is on $holder got ids of $holder\'s range ($lo..$hi)");
		saw($on, $lo, $hi, $count) if $node{$on};
		$total += $count;
	}
	is($total, $rows, "$label: every row ($rows) was checked against its source's node");
	push @evaluated, "$label: on the nodes holding the source shards ("
	  . join(', ', map { $name_of_port{ (split /\|/)[0] } // '?' } split /\n/, $out) . ')';
	return;
}

my %insel = (
	'repartition from c' => [ $c, 'repartition', "SELECT 'repartition', 'c', id FROM ev WHERE kind = 'copy' AND via = 'w1'", $COPY ],
	'repartition from w2' => [ $w2, 'repartition', "SELECT 'repartition', 'w2', id FROM ev WHERE kind = 'multi'", 3 * $MULTI * $MULTI_ROWS ],
	'pull from w1' => [ $w1, 'pull to coordinator', "SELECT 'pull', 'w1', id FROM ev WHERE kind = 'router' ORDER BY id LIMIT 150", 150 ],
);
for my $label (sort keys %insel)
{
	my ($on, $method, $select, $rows) = @{ $insel{$label} };
	my $sql = "INSERT INTO ev (kind, via, parent) $select";
	like($on->safe_psql('postgres', "EXPLAIN (COSTS OFF) $sql"),
		qr/INSERT\/SELECT method: \Q$method\E/, "INSERT ... SELECT $label: method $method");
	like($on->safe_psql('postgres', "EXPLAIN (VERBOSE, COSTS OFF) $sql"),
		qr/Query: SELECT public\.snowflake_next\(\) AS id, public\.uuidv7\(\) AS u,/,
		"INSERT ... SELECT $label: the shard queries evaluate the defaults");
	$on->safe_psql('postgres', $sql);
	my ($kind, $via) = $select =~ /^SELECT '(\w+)', '(\w+)'/;
	check_by_parent("INSERT ... SELECT $label", 'ev', 'parent', 'ev',
		"kind = '$kind' AND via = '$via'", $rows);
}

# Co-located tables: a volatile default is never pushed down (Citus plans
# the statement as a repartition); without one the same statement is.
$c->safe_psql(
	'postgres', q{
CREATE TABLE tenants (tenant int PRIMARY KEY);
SELECT create_distributed_table('tenants', 'tenant');
INSERT INTO tenants SELECT generate_series(1, 400);
CREATE TABLE tenant_ev (
	tenant int NOT NULL,
	id bigint NOT NULL DEFAULT snowflake_next(),
	u uuid NOT NULL DEFAULT public.uuidv7(),
	PRIMARY KEY (tenant, id)
);
SELECT create_distributed_table('tenant_ev', 'tenant', colocate_with => 'tenants');
});
my $explicit = $c->safe_psql('postgres',
	"EXPLAIN (COSTS OFF) INSERT INTO tenant_ev SELECT tenant, tenant, '00000000-0000-7000-8000-000000000000' FROM tenants");
unlike($explicit, qr/INSERT\/SELECT method/,
	'co-located INSERT ... SELECT with explicit values is pushed down');
like($explicit, qr/Insert on tenant_ev_\d+ citus_table_alias/,
	'... each shard inserts into its co-located shard');
like($c->safe_psql('postgres', 'EXPLAIN (COSTS OFF) INSERT INTO tenant_ev (tenant) SELECT tenant FROM tenants'),
	qr/INSERT\/SELECT method: repartition/,
	'the same INSERT ... SELECT with the sfid defaults is not pushed down: Citus repartitions it');
$c->safe_psql('postgres', 'INSERT INTO tenant_ev (tenant) SELECT tenant FROM tenants');
check_by_parent('INSERT ... SELECT co-located, defaults', 'tenant_ev', 'tenant', 'tenants', 'true', 400);

# Copying ids between co-located tables is pushed down and keeps them.
$c->safe_psql(
	'postgres', q{
CREATE TABLE ev_copy (LIKE ev);
SELECT create_distributed_table('ev_copy', 'id', colocate_with => 'ev');
});
unlike($c->safe_psql('postgres', 'EXPLAIN (COSTS OFF) INSERT INTO ev_copy SELECT * FROM ev'),
	qr/INSERT\/SELECT method/, 'copying rows between co-located tables is pushed down');
$c->safe_psql('postgres', 'INSERT INTO ev_copy SELECT * FROM ev');
is($c->safe_psql('postgres', q{
SELECT (SELECT count(*) FROM ev) = (SELECT count(*) FROM ev_copy)
   AND NOT EXISTS (SELECT id, u FROM ev EXCEPT SELECT id, u FROM ev_copy)}),
	't', 'the pushed-down copy kept every id and uuid');

###########################################################################
# create_distributed_table on an existing table keyed by snowflake_next()
###########################################################################

$c->safe_psql(
	'postgres', q{
CREATE TABLE legacy (
	id bigint PRIMARY KEY DEFAULT snowflake_next(),
	u uuid NOT NULL DEFAULT public.uuidv7(),
	via text NOT NULL
);
INSERT INTO legacy (via) SELECT 'c, before' FROM generate_series(1, 2000);
});
my $digest_sql = "SELECT md5(string_agg(id || ' ' || u, ',' ORDER BY id)) FROM legacy";
my $legacy_before = $c->safe_psql('postgres', $digest_sql);
$c->safe_psql('postgres', q{
SELECT create_distributed_table('legacy', 'id');
SELECT truncate_local_data_after_distributing_table('legacy');
});
is($c->safe_psql('postgres',
	"SELECT count(*) FROM citus_shards WHERE table_name = 'legacy'::regclass"),
	$SfidCitus::SHARD_COUNT, "legacy is distributed in $SfidCitus::SHARD_COUNT shards");
is($c->safe_psql('postgres', $digest_sql), $legacy_before,
	'create_distributed_table kept every id and uuid of the existing rows');
for my $n (qw(w1 w2))
{
	$node{$n}->safe_psql('postgres', "INSERT INTO legacy (via) SELECT '$n' FROM generate_series(1, 500)");
}
for my $row (split /\n/, $c->safe_psql('postgres', q{
SELECT via, min(u.worker), max(u.worker), count(*) FROM legacy, snowflake_unpack(legacy.id) u
GROUP BY 1 ORDER BY 1}))
{
	my ($via, $lo, $hi, $count) = split /\|/, $row;
	my $maker = $via =~ /^(\w+)/ ? $1 : $via;
	is(evaluated_on($lo, $hi), $maker, "legacy, rows of $via: workers $lo..$hi, $maker\'s range");
	saw($maker, $lo, $hi, $count);
}

###########################################################################
# snowflake_lower_bound() ranges: pushed down and pruned
###########################################################################

my $half = int($c->safe_psql('postgres', 'SELECT count(*) FROM ev') / 2);
my ($mid_id, $mid_ts) = split /\|/, $c->safe_psql('postgres',
	"SELECT id, snowflake_to_timestamptz(id) FROM ev ORDER BY id OFFSET $half LIMIT 1");
my $lb = $c->safe_psql('postgres', "SELECT snowflake_lower_bound('$mid_ts')");
my $where = "id >= snowflake_lower_bound('$mid_ts')";
my $all_tasks = 'SET citus.explain_all_tasks = on; ';

my $plan = $c->safe_psql('postgres', "$all_tasks EXPLAIN (VERBOSE, COSTS OFF) SELECT count(*) FROM ev WHERE $where");
like($plan, qr/Task Count: $SfidCitus::SHARD_COUNT\b/,
	'a time range over a hash-distributed table reaches every shard');
my $pushed = () = $plan =~ /Query: SELECT count\(\*\) AS count FROM public\.ev_\d+ ev WHERE \(id OPERATOR\(pg_catalog\.>=\) '$lb'::bigint\)/g;
is($pushed, $SfidCitus::SHARD_COUNT,
	'the bound is computed once on the coordinator and pushed down to each shard as a constant');
my @ids = split /\n/, $c->safe_psql('postgres', 'SELECT id FROM ev');
my $above = grep { $_ >= $lb } @ids;
is($c->safe_psql('postgres', "SELECT count(*) FROM ev WHERE $where"), $above,
	"the range query counts the $above rows at or after the bound");

like($c->safe_psql('postgres', "EXPLAIN (COSTS OFF) SELECT * FROM ev WHERE id = $mid_id"),
	qr/Task Count: 1\b/, 'an id is pruned to one shard');

$c->safe_psql(
	'postgres', qq{
CREATE TABLE evp (
	id bigint NOT NULL DEFAULT snowflake_next(),
	u uuid NOT NULL DEFAULT public.uuidv7(),
	PRIMARY KEY (id)
) PARTITION BY RANGE (id);
CREATE TABLE evp_before PARTITION OF evp FOR VALUES FROM (MINVALUE) TO (snowflake_lower_bound('$mid_ts'));
CREATE TABLE evp_after PARTITION OF evp FOR VALUES FROM (snowflake_lower_bound('$mid_ts')) TO (MAXVALUE);
SELECT create_distributed_table('evp', 'id', colocate_with => 'ev');
INSERT INTO evp SELECT id, u FROM ev;
});
$plan = $c->safe_psql('postgres', "$all_tasks EXPLAIN (COSTS OFF) SELECT count(*) FROM evp WHERE $where");
my $after_scans = () = $plan =~ /on evp_after_\d+/g;
cmp_ok($after_scans, '>=', $SfidCitus::SHARD_COUNT,
	'in a table partitioned by time, each shard scans the later partition');
unlike($plan, qr/evp_before/, '... and no shard scans the earlier one');
is($c->safe_psql('postgres', "SELECT count(*) FROM evp WHERE $where"), $above,
	'the pruned query counts the same rows');

###########################################################################
# A shard move keeps the ids
###########################################################################

my $ev_digest = "SELECT md5(string_agg(id || ' ' || u, ',' ORDER BY id)) FROM ev";
my $before_move = $c->safe_psql('postgres', $ev_digest);
my ($shard, $from_port) = split /\|/, $c->safe_psql('postgres', qq{
SELECT shardid, nodeport FROM citus_shards
WHERE table_name = 'ev'::regclass AND nodeport = @{[ $w1->port ]} ORDER BY shardid LIMIT 1});
my $by_w1 = $w1->safe_psql('postgres',
	"SELECT count(*) FROM ev_$shard, snowflake_unpack(id) u WHERE u.worker BETWEEN $range{w1}[0] AND $range{w1}[1]");
$c->safe_psql('postgres', qq{
SELECT citus_move_shard_placement($shard, '@{[ $w1->host ]}', @{[ $w1->port ]},
	'@{[ $w2->host ]}', @{[ $w2->port ]}, shard_transfer_mode => 'block_writes')});
is($c->safe_psql('postgres', "SELECT nodeport FROM citus_shards WHERE shardid = $shard"),
	$w2->port, "shard $shard moved from w1 to w2 (with all co-located shards)");
is($c->safe_psql('postgres', $ev_digest), $before_move, 'the move kept every id and uuid');
is($w2->safe_psql('postgres',
	"SELECT count(*) FROM ev_$shard, snowflake_unpack(id) u WHERE u.worker BETWEEN $range{w1}[0] AND $range{w1}[1]"),
	$by_w1, "the $by_w1 rows w1 made in that shard now live on w2 and keep w1's worker numbers");

###########################################################################
# The overlap alarm: a node added later on w1's range
###########################################################################

# The check an operator runs on the coordinator: every node's range, read
# on that node, compared pairwise.
my $overlap_sql = q{
WITH r AS (
	SELECT n.nodename, n.nodeport,
		split_part(a.result, ' ', 1)::int AS lo, split_part(a.result, ' ', 2)::int AS hi
	FROM run_command_on_all_nodes($$SELECT current_setting('sfid.worker_min') || ' ' || current_setting('sfid.worker_max')$$) a
	JOIN pg_dist_node n USING (nodeid)
	WHERE a.success
)
SELECT a.nodeport || '-' || b.nodeport
FROM r a JOIN r b ON (a.nodename, a.nodeport) < (b.nodename, b.nodeport)
	AND a.lo <= b.hi AND b.lo <= a.hi
ORDER BY 1};
is($c->safe_psql('postgres', $overlap_sql), '', 'the range check finds no overlap among c, w1 and w2');

my $w3 = citus_node('w3', @{ $range{w1} });
add_worker($c, $w3);
$node{w3} = $w3;
$name_of_port{ $w3->port } = 'w3';
is(ext_version($w3), '1.4', 'w3: sfid was created when the node joined');

my ($wa, $wb) = sort { $a <=> $b } ($w1->port, $w3->port);
is($c->safe_psql('postgres', $overlap_sql), "$wa-$wb",
	'the range check finds w1 and w3 on the same range, and nothing else');

# sfid's subscriber trigger: Citus refuses it unless told to, and it sees
# no replication origin in Citus's traffic.
my ($ret, $out, $err) = $c->psql('postgres',
	"CREATE TRIGGER sfid_check BEFORE INSERT OR UPDATE ON ev FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id('id')");
like($err, qr/triggers are not supported on distributed tables/,
	'Citus refuses the overlap trigger on a distributed table by default');
$c->safe_psql('postgres', q{
SET citus.enable_unsafe_triggers = on;
CREATE TRIGGER sfid_check BEFORE INSERT OR UPDATE ON ev FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id('id');
ALTER TABLE ev ENABLE ALWAYS TRIGGER sfid_check;
});
for my $n (qw(w1 w3 w1 w3))
{
	$node{$n}->safe_psql('postgres', "INSERT INTO ev (kind, via) SELECT 'overlap', '$n' FROM generate_series(1, 1000)");
}
my %workers_of = map {
	$_ => [ split /\n/, $c->safe_psql('postgres',
		"SELECT DISTINCT u.worker FROM ev, snowflake_unpack(ev.id) u WHERE kind = 'overlap' AND via = '$_' ORDER BY 1") ]
} qw(w1 w3);
my ($w3_lo, $w3_hi) = (sort { $a <=> $b } @{ $workers_of{w3} })[ 0, -1 ];
is(evaluated_on($w3_lo, $w3_hi), 'w1',
	"w3's ids (workers $w3_lo..$w3_hi) carry w1's range: nothing in them tells the two nodes apart");
my %on_w1 = map { $_ => 1 } @{ $workers_of{w1} };
note "worker numbers in the ids of w1: @{ $workers_of{w1} }; of w3: @{ $workers_of{w3} }; shared: "
  . join(' ', grep { $on_w1{$_} } @{ $workers_of{w3} });
is($c->safe_psql('postgres',
	q{SELECT string_agg(result, ',' ORDER BY nodeid) FROM run_command_on_all_nodes('SELECT replication_overlaps FROM sfid_status')}),
	'0,0,0,0',
	'replication_overlaps stays 0 on every node: Citus writes carry no replication origin');

# The fix: w3 on a range of its own.
$w3->stop;
$w3->append_conf('postgresql.conf', "sfid.worker_min = 30\nsfid.worker_max = 39\n");
$w3->start;
$range{w3} = [ node_range($w3) ];
is("@{ $range{w3} }", '30 39', 'w3 restarted on 30..39');
is($c->safe_psql('postgres', $overlap_sql), '', 'the range check is clean again');
$w3->safe_psql('postgres', "INSERT INTO ev (kind, via) SELECT 'fixed', 'w3' FROM generate_series(1, 500)");
my ($lo, $hi) = split /\|/, $c->safe_psql('postgres',
	"SELECT min(u.worker), max(u.worker) FROM ev, snowflake_unpack(ev.id) u WHERE kind = 'fixed'");
is(evaluated_on($lo, $hi), 'w3', "w3's new ids carry its new range ($lo..$hi)");
saw('w3', $lo, $hi, 500);

###########################################################################
# Figures: no repeats among all ids and uuids made
###########################################################################

# ev_copy and evp hold copies of ev's rows; every other row was made once.
my ($rows, $ids, $uuids) = split /\|/, $c->safe_psql('postgres', q{
SELECT count(*), count(DISTINCT id), count(DISTINCT u) FROM (
	SELECT id, u FROM ev UNION ALL SELECT id, u FROM ref
	UNION ALL SELECT id, u FROM tenant_ev UNION ALL SELECT id, u FROM legacy) t});
is($ids, $rows, "no id repeats: $ids distinct ids in $rows rows");
is($uuids, $rows, "no uuid repeats: $uuids distinct uuids in $rows rows");
# ids w1 and w3 made on the shared range are left out of the per-node figures.
my @figures = ("figures: $rows rows, $ids distinct ids, $uuids distinct uuids");
push @figures, sprintf('  %-3s range %2d..%2d: ids with workers %d..%d (%d ids)',
	$_, @{ $range{$_} }, @{ $seen{$_} })
  for grep { $seen{$_} } sort keys %range;
push @figures, '  defaults evaluated:', map { "    $_" } @evaluated;
diag join("\n", @figures);

$_->stop for values %node;
done_testing();
