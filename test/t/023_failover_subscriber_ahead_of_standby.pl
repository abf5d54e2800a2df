# 023_failover_subscriber_ahead_of_standby.pl
# Tags: behaviour
#
# Several servers, unplanned failover under a subscriber whose asynchronous
# standby had fallen behind it.  The primary p streams to a standby s and
# publishes to two subscribers, each with the overlap check trigger:
#
#   p         sfid.worker_min/max = 0..9, wal_level = logical
#   s         physical standby of p (same range)
#   c_recipe  20..29, subscription sub_recipe: re-pointed with the README's
#             recipe, which also sets the subscription's origin to the new
#             slot's LSN
#   c_naive   30..39, subscription sub_naive: re-pointed with ALTER
#             SUBSCRIPTION ... CONNECTION only
#
# s loses its connection to p; p commits a last batch ("tail") that both
# subscribers receive and s never does; p dies (immediate stop); s is
# promoted, slots are created on s, the subscribers re-pointed, s writes.
#
# The subscribers' origins hold p's LSNs, beyond the point where s's
# timeline forked.  A logical walsender starts decoding at the LSN the
# subscriber asks for when that is above the slot's, so without the recipe's
# pg_replication_origin_advance() the first transactions of s, whose LSNs
# lie below the subscriber's origin, are skipped without an error.  Asserted:
# c_recipe receives every row written on s, with no apply error after the
# re-pointing, no repeated id and no overlap counted; c_naive (the control)
# misses some rows of s, silently.  Both keep the tail rows that s never had:
# what an operator must reconcile after an unplanned failover (README).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes;
use Test::More;

my $TXNS = 20;              # transactions written on s after the promotion
my $ROWS_PER_TXN = 500;

my $SCHEMA = q{
CREATE EXTENSION sfid;
CREATE TABLE t (
	id bigint PRIMARY KEY DEFAULT snowflake_next(),
	src text NOT NULL
);
};

sub apply_errors
{
	my ($node, $sub) = @_;
	return $node->safe_psql('postgres',
		"SELECT apply_error_count + " . sync_errors_sql($node) . " FROM pg_stat_subscription_stats WHERE subname = '$sub'");
}

sub origin_lsn
{
	my ($node, $sub) = @_;
	return $node->safe_psql('postgres',
		"SELECT remote_lsn FROM pg_replication_origin_status o JOIN pg_subscription s ON o.external_id = 'pg_' || s.oid WHERE s.subname = '$sub'");
}

sub count_src
{
	my ($node, $src) = @_;
	return $node->safe_psql('postgres', "SELECT count(*) FROM t WHERE src = '$src'");
}

my $p = sfid_node('p', 0, 9, logical => 1);
$p->safe_psql('postgres', $SCHEMA . 'CREATE PUBLICATION pub FOR TABLE t');
$p->backup('b');
my $s = PostgreSQL::Test::Cluster->new('s');
$s->init_from_backup($p, 'b', has_streaming => 1);
$s->start;

my %c = (recipe => sfid_node('c_recipe', 20, 29), naive => sfid_node('c_naive', 30, 39));
for my $k (sort keys %c)
{
	$c{$k}->safe_psql(
		'postgres', $SCHEMA . qq{
CREATE TRIGGER sfid_check BEFORE INSERT OR UPDATE ON t
	FOR EACH ROW EXECUTE FUNCTION sfid_check_replicated_id('id');
ALTER TABLE t ENABLE REPLICA TRIGGER sfid_check;
CREATE SUBSCRIPTION sub_$k CONNECTION '@{[ $p->connstr ]} dbname=postgres' PUBLICATION pub;
});
	$c{$k}->wait_for_subscription_sync($p, "sub_$k");
}

###########################################################################
# p writes; s falls behind; p writes a tail that only the subscribers get
###########################################################################

$p->safe_psql('postgres', "INSERT INTO t (src) SELECT 'p' FROM generate_series(1, 10000)");
$p->wait_for_catchup($_) for ('sub_recipe', 'sub_naive', $s);

# Cut s off from p (an asynchronous standby that lags, taken to the limit).
$s->append_conf('postgresql.conf', "primary_conninfo = ''");
$s->reload;
$s->poll_query_until('postgres', 'SELECT count(*) = 0 FROM pg_stat_wal_receiver')
  or die 's kept its WAL receiver';

$p->safe_psql('postgres', "INSERT INTO t (src) SELECT 'tail' FROM generate_series(1, 20000)");
$p->wait_for_catchup($_) for ('sub_recipe', 'sub_naive');
my $max_p = $p->safe_psql('postgres', 'SELECT max(id) FROM t');
my %origin_before = map { $_ => origin_lsn($c{$_}, "sub_$_") } keys %c;
$p->stop('immediate');

is(count_src($c{$_}, 'tail'), 20000, "c_$_ received p's tail") for sort keys %c;

###########################################################################
# Failover: promote s, one slot per subscriber, re-point them
###########################################################################

$s->promote;
$s->poll_query_until('postgres', 'SELECT NOT pg_is_in_recovery()')
  or die 's did not leave recovery';
is(count_src($s, 'tail'), 0, 's never received p\'s tail');

my %slot_lsn;
for my $k (sort keys %c)
{
	$slot_lsn{$k} = $s->safe_psql('postgres',
		"SELECT lsn FROM pg_create_logical_replication_slot('sub_$k', 'pgoutput')");
	note "c_$k: origin at $origin_before{$k} (p's LSN), slot sub_$k created on s at $slot_lsn{$k}";
	is( $s->safe_psql('postgres', "SELECT '$origin_before{$k}'::pg_lsn > '$slot_lsn{$k}'::pg_lsn"),
		't', "c_$k\'s origin is ahead of s\'s new slot (the subscriber was ahead of the standby)");
}

my $conn_s = $s->connstr . ' dbname=postgres';

# The recipe: disable, wait for the apply worker to exit, set the origin to
# the new slot's LSN, point at s, enable.
my $cr = $c{recipe};
$cr->safe_psql('postgres', 'ALTER SUBSCRIPTION sub_recipe DISABLE');
$cr->poll_query_until('postgres',
	"SELECT count(*) = 0 FROM pg_stat_subscription WHERE subname = 'sub_recipe' AND pid IS NOT NULL")
  or die 'the apply worker of sub_recipe did not exit';
$cr->safe_psql(
	'postgres', qq{
SELECT pg_replication_origin_advance('pg_' || oid, '$slot_lsn{recipe}') FROM pg_subscription WHERE subname = 'sub_recipe';
ALTER SUBSCRIPTION sub_recipe CONNECTION '$conn_s';
ALTER SUBSCRIPTION sub_recipe ENABLE;
});
is(origin_lsn($cr, 'sub_recipe'), $slot_lsn{recipe}, 'c_recipe: the origin was set to the new slot\'s LSN');

# The control: the connection only.
$c{naive}->safe_psql('postgres', "ALTER SUBSCRIPTION sub_naive CONNECTION '$conn_s'");

for my $k (sort keys %c)
{
	$s->poll_query_until('postgres',
		"SELECT count(*) = 1 FROM pg_stat_replication WHERE application_name = 'sub_$k' AND state = 'streaming'")
	  or die "c_$k did not connect to s";
}
my %errors_repointed = map { $_ => apply_errors($c{$_}, "sub_$_") } keys %c;

###########################################################################
# s writes; what the subscribers hold
###########################################################################

$s->safe_psql('postgres', "INSERT INTO t (src) SELECT 's' FROM generate_series(1, $ROWS_PER_TXN)")
  for 1 .. $TXNS;
my $rows_s = $TXNS * $ROWS_PER_TXN;
# Then a marker row beyond the subscribers' old origin LSN (p's), in the
# next WAL segment: once c_naive has it, whatever of s's rows it lacks were
# skipped, not delayed.
$s->safe_psql('postgres', 'SELECT pg_switch_wal()');
$s->safe_psql('postgres', "INSERT INTO t (src) VALUES ('marker')");
is( $s->safe_psql('postgres',
		"SELECT pg_current_wal_lsn() > '$origin_before{naive}'::pg_lsn"),
	't', 'the marker row lies beyond c_naive\'s old origin');
$s->wait_for_catchup($_) for ('sub_recipe', 'sub_naive');
$c{naive}->poll_query_until('postgres', "SELECT count(*) = 1 FROM t WHERE src = 'marker'")
  or die 'c_naive did not receive the marker row';

is(count_src($cr, 's'), $rows_s, "c_recipe received all $rows_s rows written on s");
my $expected = 10000 + 20000 + $rows_s + 1;
is($cr->safe_psql('postgres', 'SELECT count(*) || \' \' || count(DISTINCT id) FROM t'),
	"$expected $expected", "c_recipe: $expected rows (p's, the tail, s's, the marker), all ids distinct");
is(apply_errors($cr, 'sub_recipe'), $errors_repointed{recipe},
	'c_recipe: no apply error after the re-pointing');
is($cr->safe_psql('postgres', 'SELECT replication_overlaps FROM sfid_status'), '0',
	'c_recipe: no overlap counted (same origin, same range)');
cmp_ok($cr->safe_psql('postgres', "SELECT min(id) FROM t WHERE src = 's'"), '>', $max_p,
	'c_recipe: every id of s is above every id p issued, the tail included');

my $naive_s = count_src($c{naive}, 's');
cmp_ok($naive_s, '<', $rows_s,
	"control: c_naive, re-pointed without moving its origin, silently missed "
	  . ($rows_s - $naive_s) . " of the $rows_s rows of s");
is(apply_errors($c{naive}, 'sub_naive'), $errors_repointed{naive},
	'control: and reported no apply error');

# Subscribers first: a walsender never holds up s's shutdown.
$_->stop for (values %c, $s);
done_testing();
