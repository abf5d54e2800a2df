# 001_connection_churn.pl
# Tags: behaviour
#
# Snowflake ids stay unique when backends come and go.  A worker number's
# state lives in shared memory, so a backend that exits (normally, killed by
# pg_terminate_backend, or with any FATAL) leaves it behind and whoever takes
# the number next continues strictly after it.
#
#  1. pgbench -C (a new connection per transaction), several clients, dense
#     ids, with a worker range of ONE number (7): every backend shares it.
#  2. Sessions that end with FATAL (terminated in the middle of issuing,
#     terminating themselves, idle-in-transaction timeout): the next session,
#     with its clock held back so that it re-covers what was issued, still
#     continues strictly after the last id.
#  3. The same churn with a range of TWO numbers (7..8).
#
# Ids are recorded in a table without a unique key, so that duplicates are
# counted rather than rejected; the ids that are also a PRIMARY KEY default
# would make pgbench fail on a duplicate, and pgbench failures are checked too.

use strict;
use warnings;

use IPC::Run;
use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $CLIENTS = 4;
my $THREADS = 2;
my $TXNS_PER_CLIENT = 40;
my $PK_IDS_PER_TXN = 500;      # rows inserted into t, ids from the default
my $DENSE_IDS_PER_TXN = 5000;  # more ids per transaction, only recorded
my $TXNS = $CLIENTS * $TXNS_PER_CLIENT;

my $SFID_EPOCH_MS = 1577836800000;

# Fields of a Snowflake id, decoded in Perl (64-bit integers).
sub id_ms     { return $_[0] >> 22; }
sub id_worker { return ($_[0] >> 12) & 1023; }
sub id_epoch  { return (id_ms($_[0]) + $SFID_EPOCH_MS) / 1000.0; }

sub create_schema
{
	my ($node) = @_;
	$node->safe_psql(
		'postgres', q{
CREATE EXTENSION sfid;
-- The PRIMARY KEY makes a repeated id a pgbench failure.
CREATE TABLE t (
	id bigint PRIMARY KEY DEFAULT snowflake_next(),
	pid int NOT NULL DEFAULT pg_backend_pid()
);
-- No unique key: a repeated id is stored and counted.
CREATE TABLE seen (
	id bigint NOT NULL,
	pid int NOT NULL DEFAULT pg_backend_pid()
);
});
	return;
}

# Run pgbench with a new connection per transaction; returns its exit
# status, stdout and stderr.
sub run_churn
{
	my ($node, $label) = @_;
	my $script = $node->basedir . "/churn_$label.sql";
	append_to_file(
		$script, qq{
WITH ins AS (INSERT INTO t SELECT FROM generate_series(1, $PK_IDS_PER_TXN) RETURNING id)
INSERT INTO seen (id) SELECT id FROM ins;
INSERT INTO seen (id) SELECT snowflake_next() FROM generate_series(1, $DENSE_IDS_PER_TXN);
});
	my @cmd = (
		'pgbench', '-n', '-C',
		'-c', $CLIENTS, '-j', $THREADS, '-t', $TXNS_PER_CLIENT,
		'-f', $script,
		'-h', $node->host, '-p', $node->port, 'postgres');
	my ($stdout, $stderr) = ('', '');
	note "running: @cmd";
	IPC::Run::run(\@cmd, '>', \$stdout, '2>', \$stderr,
		IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default));
	my $rc = $? >> 8;
	note "pgbench stdout:\n$stdout";
	note "pgbench stderr:\n$stderr" if $stderr ne '';
	return ($rc, $stdout, $stderr);
}

# The assertions every churn run must pass.
sub check_churn
{
	my ($node, $label, $wmin, $wmax, $t_start, $rc, $stdout, $stderr) = @_;
	my $seen_total = $TXNS * ($PK_IDS_PER_TXN + $DENSE_IDS_PER_TXN);

	is($rc, 0, "$label: pgbench exits with status 0");
	like(
		$stdout,
		qr/number of transactions actually processed: $TXNS\/$TXNS\b/,
		"$label: pgbench processed all $TXNS transactions");
	unlike(
		$stdout,
		qr/number of failed transactions: [1-9]/,
		"$label: pgbench reports no failed transaction");
	unlike($stderr, qr/(ERROR|FATAL|aborted)/,
		"$label: pgbench reports no error and no aborted client");

	is( $node->safe_psql('postgres', 'SELECT count(*) FROM t'),
		$TXNS * $PK_IDS_PER_TXN,
		"$label: t holds all " . ($TXNS * $PK_IDS_PER_TXN) . ' rows');
	is( $node->safe_psql('postgres', 'SELECT count(*) FROM seen'),
		$seen_total, "$label: seen holds all $seen_total recorded ids");
	is( $node->safe_psql(
			'postgres',
			'SELECT count(*) FROM t WHERE NOT EXISTS (SELECT FROM seen WHERE seen.id = t.id)'
		),
		'0',
		"$label: every primary key id of t was also recorded in seen");

	my $dups = $node->safe_psql('postgres',
		'SELECT count(*) - count(DISTINCT id) FROM seen');
	is($dups, '0', "$label: no id was issued twice (count = count distinct)");
	if ($dups ne '0')
	{
		diag "$label: some repeated ids:\n"
		  . $node->safe_psql(
			'postgres', q{
SELECT s.id, count(*), string_agg(DISTINCT s.pid::text, ','), (snowflake_unpack(s.id)).*
FROM seen s GROUP BY s.id HAVING count(*) > 1 ORDER BY s.id LIMIT 10});
	}

	is( $node->safe_psql(
			'postgres',
			"SELECT count(*) FROM seen, snowflake_unpack(seen.id) u WHERE u.worker NOT BETWEEN $wmin AND $wmax"
		),
		'0',
		"$label: every id decodes to a worker number in $wmin..$wmax");
	is( $node->safe_psql(
			'postgres',
			"SELECT count(*) FROM seen, snowflake_unpack(seen.id) u WHERE u.ts < '$t_start'::timestamptz - interval '1 s' OR u.ts > clock_timestamp() + interval '1 s'"
		),
		'0',
		"$label: every id decodes to a time within the run");

	# Not properties of sfid, but of this test: it must really churn, so
	# that backend slots (max_connections = 20) are reused.
	my $pids = $node->safe_psql('postgres', 'SELECT count(DISTINCT pid) FROM t');
	cmp_ok($pids, '>=', $TXNS / 2,
		"$label: the transactions ran in many backends ($pids distinct pids for $TXNS transactions, 20 slots)"
	);
	return;
}

###########################################################################
# 1. One worker number, shared by every backend
###########################################################################

my $node = PostgreSQL::Test::Cluster->new('churn');
$node->init;
$node->append_conf('postgresql.conf', sfid_conf(7, 7));
$node->start;
create_schema($node);

my $t_start = $node->safe_psql('postgres', 'SELECT clock_timestamp()');
my ($rc, $stdout, $stderr) = run_churn($node, 'one_worker');
check_churn($node, 'one worker', 7, 7, $t_start, $rc, $stdout, $stderr);

# Several backends really did issue from number 7 in the same milliseconds,
# so the number's state was shared, not merely handed from one to the next.
my $shared_ms = $node->safe_psql(
	'postgres', q{
SELECT count(*) FROM (
	SELECT id >> 22 FROM seen GROUP BY 1 HAVING count(DISTINCT pid) > 1
) s});
cmp_ok($shared_ms, '>', 0,
	"one worker: some milliseconds hold ids from several backends ($shared_ms)");

###########################################################################
# 2. Sessions that end with FATAL; the next one continues after them
###########################################################################

# Start a session that holds its clock back by $rewind_ms (so that, without
# shared state, it would re-issue ids already given out) and return its clock
# reading and the next id.  With the clamp policy it keeps issuing under the
# last millisecond, so it need not wait for its clock to catch up.
sub next_after_rewind
{
	my ($node, $rewind_ms) = @_;
	my $out = $node->safe_psql(
		'postgres', qq{
SET sfid.on_clock_rewind = clamp;
SET sfid.max_clock_wait = '10s';
DO \$\$ BEGIN PERFORM sfid_test_clock_rewind($rewind_ms); END \$\$;
SELECT extract(epoch FROM clock_timestamp()), snowflake_next();
});
	my ($now, $id) = split /\|/, $out;
	return ($now, $id);
}

# Check that the session after a FATAL continues strictly after $last, and
# that its held-back clock really re-covered $last's millisecond.
sub check_continues_after
{
	my ($node, $label, $last) = @_;
	my $rewind_ms = 60000;
	my ($now, $next) = next_after_rewind($node, $rewind_ms);

	cmp_ok($now - $rewind_ms / 1000.0, '<', id_epoch($last),
		"$label: the next session's clock, held back ${rewind_ms} ms, reads before the last id"
	);
	cmp_ok($next, '>', $last,
		"$label: the next session continues strictly after the last id ($last)"
	);
	is(id_worker($next), 7, "$label: the next id is from worker number 7");
	return $next;
}

# 2a. pg_terminate_backend() while a session is streaming ids.  COPY TO STDOUT
# sends rows as they are made, so the ids received are ids really issued.
{
	my ($out, $err) = ('', '');
	my $log_offset = -s $node->logfile;
	my $timer = IPC::Run::timer($PostgreSQL::Test::Utils::timeout_default);
	my $h = IPC::Run::start(
		[
			'psql', '-XAtq', '-d',
			$node->connstr('postgres') . ' application_name=sfid_issuer',
			'-c',
			'COPY (SELECT snowflake_next() FROM (SELECT generate_series(1, 1000000000)) g) TO STDOUT'
		],
		'>', \$out, '2>', \$err, $timer);

	# Wait until a good number of ids has arrived.
	$h->pump until length($out) > 2_000_000 || $timer->is_expired;
	ok(!$timer->is_expired, 'terminate: the issuing session is streaming ids');

	is( $node->safe_psql(
			'postgres',
			"SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = 'sfid_issuer'"
		),
		'1',
		'terminate: pg_terminate_backend() hits the issuing backend');
	$h->finish;
	like(
		$err,
		qr/server closed the connection unexpectedly|connection to server was lost/,
		'terminate: psql lost its connection in the middle of COPY');
	# psql loses the FATAL message in the middle of COPY; the server log has it.
	like(
		slurp_file($node->logfile, $log_offset),
		qr/sfid_issuer FATAL:\s+terminating connection due to administrator command/,
		'terminate: the issuing session ended with FATAL (server log)');

	# Keep whole lines only: the last one may have been cut.
	$out =~ s/[^\n]*\z//;
	my @ids = split /\n/, $out;
	cmp_ok(scalar(@ids), '>', 50_000,
		'terminate: more than 50,000 ids were received before the kill');
	cmp_ok(scalar(@ids), '<', 1_000_000_000,
		'terminate: the session was killed in the middle of issuing');

	my ($bad_order, $bad_worker) = (0, 0);
	for my $i (0 .. $#ids)
	{
		$bad_worker++ if id_worker($ids[$i]) != 7;
		$bad_order++ if $i > 0 && $ids[$i] <= $ids[ $i - 1 ];
	}
	is($bad_order, 0,
		'terminate: the received ids strictly increase (no repeat within the session)');
	is($bad_worker, 0, 'terminate: the received ids are all from worker number 7');

	check_continues_after($node, 'terminate', $ids[-1]);
}

# 2b. A session that issues ids and then terminates itself (FATAL).
{
	my ($ret, $out, $err) = $node->psql(
		'postgres', q{
SELECT max(x) FROM (SELECT snowflake_next() x FROM (SELECT generate_series(1, 20000)) g) s;
SELECT pg_terminate_backend(pg_backend_pid());
});
	isnt($ret, 0, 'self-terminate: psql reports the lost connection');
	like(
		$err,
		qr/FATAL:\s+terminating connection due to administrator command/,
		'self-terminate: the session ended with FATAL');
	like($out, qr/^\d+$/m, 'self-terminate: the session returned its last id');
	my ($last) = $out =~ /^(\d+)$/m;
	check_continues_after($node, 'self-terminate', $last // 0);
}

# 2c. A session that issues ids inside a transaction and is then closed by
# idle_in_transaction_session_timeout (FATAL).
{
	my ($ret, $out, $err) = $node->psql(
		'postgres', q{
SET idle_in_transaction_session_timeout = '200ms';
BEGIN;
SELECT max(x) FROM (SELECT snowflake_next() x FROM (SELECT generate_series(1, 20000)) g) s;
\! sleep 1
SELECT 'still alive';
});
	isnt($ret, 0, 'idle timeout: psql reports the lost connection');
	like(
		$err,
		qr/FATAL:\s+terminating connection due to idle-in-transaction timeout/,
		'idle timeout: the session ended with FATAL');
	unlike($out, qr/still alive/,
		'idle timeout: the session did not survive the timeout');
	my ($last) = $out =~ /^(\d+)$/m;
	ok(defined $last, 'idle timeout: the session returned its last id');
	check_continues_after($node, 'idle timeout', $last // 0);
}

###########################################################################
# 3. Two worker numbers
###########################################################################

$node->stop;
$node->adjust_conf('postgresql.conf', 'sfid.worker_max', '8');
$node->start;
is($node->safe_psql('postgres', 'SHOW sfid.worker_max'),
	'8', 'two workers: sfid.worker_max is now 8');
$node->safe_psql('postgres', 'TRUNCATE t, seen');

$t_start = $node->safe_psql('postgres', 'SELECT clock_timestamp()');
($rc, $stdout, $stderr) = run_churn($node, 'two_workers');
check_churn($node, 'two workers', 7, 8, $t_start, $rc, $stdout, $stderr);

# Backends in the churn hold neighbouring slots, so both numbers get used.
my $workers = $node->safe_psql('postgres',
	'SELECT string_agg(w::text, \',\' ORDER BY w) FROM (SELECT DISTINCT u.worker w FROM seen, snowflake_unpack(seen.id) u) s'
);
is($workers, '7,8', 'two workers: ids come from both worker numbers 7 and 8');

$node->stop;

done_testing();
