# 081_citus_faults.pl
#
# Faults on one node of a Citus cluster, with sfid's guarantees as on a
# single server.
#
#   c   coordinator  worker number 0
#   w1  worker       worker number 10, clock under libfaketime,
#                    sfid.max_clock_wait = 10s
#   w2  worker       worker number 20, clock under libfaketime,
#                    sfid.max_clock_wait = 1s (the default)
#
# One worker number per node, as in the single-server fault tests
# (SfidFault): every backend of a node continues the same number's
# sequence, so ids are dense and a replay cannot hide.  Every id a client
# receives is recorded in a ledger on the Perl side.
#
# 1. w1 killed mid-load: w1 issues ids and takes a stream of INSERT ...
#    RETURNING id through it; under that load its clock steps back 8 s (it
#    now reads milliseconds already issued, and the load waits for it);
#    then the postmaster and every process of w1 get SIGKILL, like a power
#    loss, and w1 is started again.  Shared memory is gone; w1 must resume
#    above its durable reservation, waiting for its clock, without
#    repeating an id.
# 2. w2's clock steps back 8 s: ids w2 makes are refused with SF001 (direct
#    calls, INSERTs through w2, and an INSERT ... SELECT on the coordinator
#    whose shard queries run on w2), while the coordinator's own INSERTs,
#    whose defaults it evaluates, still land in w2's shards; w2 counts the
#    refusals; a call allowed to wait longer than the clock is behind waits
#    the rest out, counted as one wait; no id repeats.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use IPC::Run;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidCitus;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $skip = citus_skip_reason();
plan skip_all => $skip if defined $skip;
plan skip_all => "libfaketime is not installed ($FAKETIME_LIB)"
  unless -f $FAKETIME_LIB;

my ($c, $w1, $w2) = citus_cluster(
	nodes => [ [ 'c', 0, 0 ], [ 'w1', 10, 10 ], [ 'w2', 20, 20 ] ],
	faked => { w1 => 1, w2 => 1 },
	conf => { w1 => "sfid.max_clock_wait = '10s'\n" });
$c->safe_psql(
	'postgres', q{
CREATE EXTENSION sfid;
CREATE TABLE ev (
	id bigint PRIMARY KEY DEFAULT snowflake_next(),
	u uuid NOT NULL DEFAULT public.uuidv7(),
	via text NOT NULL
);
SELECT create_distributed_table('ev', 'id');
});

# ids of an INSERT ... RETURNING id through $node, into the ledger.
sub insert_into_ledger
{
	my ($node, $ledger, $phase, $via, $rows) = @_;
	my @ids = split /\n/, $node->safe_psql('postgres',
		"INSERT INTO ev (via) SELECT '$via' FROM generate_series(1, $rows) RETURNING id");
	$ledger->add($phase, @ids);
	return scalar @ids;
}

###########################################################################
# 1. w1 killed with SIGKILL mid-load, clock 8 s behind
###########################################################################

my $ledger = new_ledger('w1 killed mid-load');
issue_for($w1, $ledger, 'before the kill', 1.5);
insert_into_ledger($w1, $ledger, 'before the kill', 'w1', 2000);

# The load: INSERT ... RETURNING id through w1, 2,000 rows a statement.
my $load_file = $w1->basedir . '/load.sql';
PostgreSQL::Test::Utils::append_to_file($load_file,
	"INSERT INTO ev (via) SELECT 'w1 load' FROM generate_series(1, 2000) RETURNING id;\n" x 1000);
my ($load_out, $load_err) = ('', '');
my $load = IPC::Run::start(
	[ 'psql', '-XAtq', '-v', 'ON_ERROR_STOP=1', '-d', $w1->connstr('postgres'), '-f', $load_file ],
	'<', \undef, '>', \$load_out, '2>', \$load_err);
my $start = time();
while (($load_out =~ tr/\n//) < 6000 && time() - $start < 60)
{
	$load->pump_nb;
	sleep 0.05;
}

# The clock steps back 8 s under the load, which now waits for it
# (sfid.max_clock_wait is 10 s): the statements in flight are killed.
my $server_after_back = step_clock($w1, '-8', 'w1 steps back under the load');
$load->pump_nb;
my $lines_at_step = ($load_out =~ tr/\n//);

# Like a power loss: SIGKILL to the postmaster and every process it started.
my @pids = split ' ', `ps --ppid $w1->{_pid} -o pid=`;
$w1->kill9;
my $killed = kill('KILL', @pids);
ok($killed > 0,
	sprintf('SIGKILL to w1\'s postmaster and %d of its processes, mid-load', $killed));
my $r_at_kill = reservation_ms($w1);
$load->finish;
my @load_ids = grep { /^\d+$/ } split /\n/, $load_out;
$ledger->add('before the kill', @load_ids);
cmp_ok(scalar @load_ids, '>=', 6000,
	sprintf('the load through w1 received %d ids before the kill (%d by the time the step was seen)',
		scalar @load_ids, $lines_at_step));
like($load_err, qr/server closed the connection|terminating connection|connection to server/,
	'the load lost its connection');
my $max_before = $ledger->max('before the kill');
ok(id_unix($max_before) > $server_after_back,
	sprintf('w1: after the step back the clock re-covers %.0f ms of issued ids',
		1000 * (id_unix($max_before) - $server_after_back)));
cmp_ok($r_at_kill, '>=', id_ms($max_before),
	'w1: R in the file at the kill covers every id received before it');

# Restart; processes of the killed node may linger for a moment.
$start = time();
sleep 0.2 while kill(0, @pids) && time() - $start < 30;
start_faked($w1);
my $server_after = expect_clock($w1, -8, 'w1 after the restart');
ok(id_unix($max_before) > $server_after,
	sprintf('after the restart w1\'s clock still re-covers %.0f ms of issued ids',
		1000 * (id_unix($max_before) - $server_after)));

my ($calls, $first) = issue_until($w1, $ledger, 'after the restart', 60, calls => 3);
is($calls, 3, 'w1: three calls of 20,000 ids succeeded after the restart');
note sprintf('w1: the first call after the restart returned after %.1f s', $first // -1);
cmp_ok(id_ms($ledger->min('after the restart') // 0), '>', id_ms($max_before),
	'w1: ids after the restart are above every id received before the kill');
cmp_ok(insert_into_ledger($w1, $ledger, 'after the restart', 'w1 after', 2000), '==', 2000,
	'w1: INSERTs through w1 work again');
insert_into_ledger($c, $ledger, 'coordinator after', 'c after', 2000);
$ledger->check('after the restart', 'coordinator after');

###########################################################################
# 2. w2's clock steps back 8 s
###########################################################################

$ledger = new_ledger('w2 clock 8 s behind');
issue_for($w2, $ledger, 'before the step', 1.5);
insert_into_ledger($w2, $ledger, 'before the step', 'w2', 2000);
insert_into_ledger($c, $ledger, 'before the step', 'c', 2000);
my $max_w2 = $ledger->max('before the step');
$server_after_back = step_clock($w2, '-8', 'w2 steps back');
ok(id_unix($max_w2) > $server_after_back + 3,
	sprintf('w2: its clock is %.0f ms behind its last id',
		1000 * (id_unix($max_w2) - $server_after_back)));

my ($ret, $state, $err) = sql_error($w2, 'SELECT snowflake_next()');
is($state, 'SF001', 'w2: snowflake_next() is refused with SF001');
note "w2: " . (split /\n/, $err)[0];
($ret, $state, $err) = sql_error($w2, "INSERT INTO ev (via) VALUES ('w2 refused')");
is($state, 'SF001', 'w2: an INSERT through w2 is refused with SF001');
($ret, $state, $err) = sql_error($c,
	"INSERT INTO ev (via) SELECT 'c repartition' FROM ev WHERE via = 'c'");
is($state, 'SF001',
	'c: an INSERT ... SELECT whose shard queries run on w2 is refused with SF001');
like($err, qr/clock moved backwards/, '... with sfid\'s message from w2');
my $onto_w2 = $c->safe_psql('postgres', qq{
WITH i AS (INSERT INTO ev (via) SELECT 'c during' FROM generate_series(1, 1000) RETURNING id)
SELECT count(*) FROM i});
is($onto_w2, 1000, 'c: the coordinator\'s own INSERTs go on (it evaluates their defaults)');
cmp_ok($c->safe_psql('postgres', qq{
SELECT count(*) FROM ev e JOIN citus_shards s
	ON s.shardid = get_shard_id_for_distribution_column('ev', e.id)
WHERE e.via = 'c during' AND s.nodeport = @{[ $w2->port ]}}), '>', 0,
	'... and some of those rows are stored on w2');

# The refusals above were counted by w2's worker number (the coordinator's
# INSERT ... SELECT at least once).  A call allowed to wait longer than the
# clock is behind then waits the rest of the step out, and is counted: what
# sfid did, whatever the time the statements above took.
my $counters = 'SELECT sum(clock_waits), sum(clock_refusals) FROM sfid_workers';
my ($waits0, $refusals0) = split /\|/, $w2->safe_psql('postgres', $counters);
cmp_ok($refusals0, '>=', 3, "w2: the refused calls were counted ($refusals0 refusals)");
my ($behind, $waited_id) = split /\|/, $w2->safe_psql('postgres', q{
SET sfid.max_clock_wait = '10s';
SELECT clock_timestamp() < (SELECT max(last_issued_at) FROM sfid_workers), snowflake_next()});
is($behind, 't', 'w2: its clock was still behind its last id when a call could wait 10 s');
$ledger->add('after the step', $waited_id);
my ($waits, $refusals) = split /\|/, $w2->safe_psql('postgres', $counters);
is($waits - $waits0, 1, "w2: that call waited the rest of the step out, counted once ($waits waits)");
is($refusals, $refusals0, 'w2: ... and was not refused');
($calls, $first) = issue_until($w2, $ledger, 'after the step', 60, calls => 3);
is($calls, 3, 'w2: then three calls of 20,000 ids succeeded');
step_clock($w2, '+0', 'w2 back to the real time');
insert_into_ledger($w2, $ledger, 'after the step', 'w2 after', 2000);
$ledger->check('after the step');

my ($rows, $ids, $uuids) = split /\|/,
  $c->safe_psql('postgres', 'SELECT count(*), count(DISTINCT id), count(DISTINCT u) FROM ev');
is($ids, $rows, "ev: $ids distinct ids in $rows rows");
is($uuids, $rows, "ev: $uuids distinct uuids in $rows rows");

$_->stop for ($c, $w1, $w2);
done_testing();
