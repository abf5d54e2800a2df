# 054_pgbouncer_transaction_pool.pl
# Tags: logic
#
# Snowflake ids behind PgBouncer in transaction mode, where each transaction
# of a client may run on another server backend.  What the README's
# "Clients" section says, shown:
#
#  1. Uniqueness: many clients on a few server backends get distinct ids,
#     and each server backend's ids strictly increase.  A client's ids need
#     not: consecutive transactions on two backends of the same millisecond
#     order by worker number, not by the client's order.
#  2. Settings belong to the server backend: a plain SET by one client is
#     seen by the next client on that backend; SET LOCAL is not; ALTER
#     DATABASE ... SET reaches every backend.  snowflake_last(), like
#     currval(), returns another client's id across transactions, and the
#     right one within a transaction.
#  3. A consumer polling "WHERE id > last_seen" misses a row whose
#     transaction took its id earlier but committed later; a time margin
#     below last_seen (and skipping ids already seen) finds it.
#
# Needs pgbouncer (Debian package pgbouncer, which scripts/test.sh
# installs); skipped where it is missing (the trixie root).

use strict;
use warnings;

use FindBin;
use IPC::Run;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_node);
use Test::More;

my ($pgbouncer) = grep { -x $_ } ('/usr/sbin/pgbouncer', '/usr/bin/pgbouncer');
plan skip_all => 'pgbouncer is not installed here (scripts/test.sh installs it on the host)'
  unless $pgbouncer;

# libpq 19 offers a "grease" protocol version (3.9999) that Debian 12's
# PgBouncer 1.18 refuses ("bad packet header"); a client of 19 through
# such a PgBouncer asks for 3.0 (libpq 18 and later read
# PGMAXPROTOCOLVERSION, older ones ignore it).
$ENV{PGMAXPROTOCOLVERSION} = '3.0';

my $CLIENTS = 20;
my $POOL = 4;
my $TXNS_PER_CLIENT = 1000;

my $node = sfid_node('bouncer', 3, 5);
my $user = $node->safe_psql('postgres', 'SELECT current_user');
$node->safe_psql('postgres', 'CREATE DATABASE app');
$node->safe_psql('postgres', 'CREATE DATABASE app_conf');
$node->safe_psql('app', q{
CREATE EXTENSION sfid;
CREATE SEQUENCE ord;
-- no unique key: a repeated id is stored and counted
CREATE TABLE seen (client int, ord bigint, id bigint, pid int, worker int);
CREATE TABLE feed (id bigint PRIMARY KEY DEFAULT snowflake_next(), what text);
});
$node->safe_psql('app_conf', 'CREATE EXTENSION sfid');

# PgBouncer, transaction pooling, on a Unix socket of its own (in a short
# folder: socket paths hold at most 107 bytes)
my $dir = PostgreSQL::Test::Utils::tempdir_short();
my $bport = PostgreSQL::Test::Cluster::get_free_port();
my $nhost = $node->host;
my $nport = $node->port;
append_to_file("$dir/users.txt", qq{"$user" ""\n});
append_to_file(
	"$dir/pgbouncer.ini", qq{
[databases]
app = host=$nhost port=$nport dbname=app pool_size=$POOL
one = host=$nhost port=$nport dbname=app pool_size=1
conf = host=$nhost port=$nport dbname=app_conf pool_size=$POOL

[pgbouncer]
pool_mode = transaction
listen_port = $bport
unix_socket_dir = $dir
auth_type = trust
auth_file = $dir/users.txt
max_client_conn = 100
logfile = $dir/pgbouncer.log
pidfile = $dir/pgbouncer.pid
});
my $bouncer = IPC::Run::start([ $pgbouncer, "$dir/pgbouncer.ini" ],
	'>', \my $bouncer_out, '2>', \my $bouncer_err);
my $version = `$pgbouncer --version`;
($version) = $version =~ /^(PgBouncer \S+)/m;
note "running $version on port $bport";

# psql through PgBouncer: stdout, or die with stderr
sub bsql
{
	my ($db, $sql) = @_;
	my ($out, $err);
	for my $try (1 .. 50)
	{
		($out, $err) = ('', '');
		IPC::Run::run([ 'psql', '-XAtq', '-v', 'ON_ERROR_STOP=1', '-h', $dir, '-p', $bport, '-d', $db, '-c', $sql ],
			'>', \$out, '2>', \$err, IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default));
		last unless $? != 0 && $err =~ /No such file or directory|Connection refused/;
		select(undef, undef, undef, 0.1);    # PgBouncer is still starting
	}
	die "psql through PgBouncer failed: $err" if $? != 0;
	chomp $out;
	return $out;
}

is(bsql('app', 'SELECT 1'), '1', 'PgBouncer answers');

###########################################################################
# 1. Many clients on a few server backends
###########################################################################

my $script = $node->basedir . '/txn.sql';
append_to_file($script,
	"INSERT INTO seen VALUES (:client_id, nextval('ord'), snowflake_next(), pg_backend_pid(), sfid_worker());\n");
my ($out, $err) = ('', '');
IPC::Run::run(
	[ 'pgbench', '-n', '-c', $CLIENTS, '-j', 2, '-t', $TXNS_PER_CLIENT, '-f', $script,
		'-h', $dir, '-p', $bport, 'app' ],
	'>', \$out, '2>', \$err, IPC::Run::timeout($PostgreSQL::Test::Utils::timeout_default));
my $txns = $CLIENTS * $TXNS_PER_CLIENT;
like($out, qr/number of transactions actually processed: $txns\/$txns\b/,
	"pgbench through PgBouncer: $CLIENTS clients processed all $txns transactions")
  or diag "$out\n$err";

my ($rows, $distinct, $backends, $clients_on_several) = split /\|/, $node->safe_psql('app', q{
SELECT count(*), count(DISTINCT id), count(DISTINCT pid),
       (SELECT count(*) FROM (SELECT client FROM seen GROUP BY client HAVING count(DISTINCT pid) > 1) c)
  FROM seen});
is($rows, $txns, "$txns ids recorded");
is($distinct, $txns, "all $txns ids are distinct");
cmp_ok($backends, '<=', $POOL, "they came from at most $POOL server backends ($backends)");
is($clients_on_several, $CLIENTS, "every client's transactions ran on several server backends");

my ($backend_drops, $client_drops, $client_pairs) = split /\|/, $node->safe_psql('app', q{
SELECT count(*) FILTER (WHERE id <= lag_backend),
       count(*) FILTER (WHERE id < lag_client),
       count(lag_client)
  FROM (SELECT id, lag(id) OVER (PARTITION BY pid ORDER BY ord) AS lag_backend,
               lag(id) OVER (PARTITION BY client ORDER BY ord) AS lag_client
          FROM seen) s});
is($backend_drops, 0, "each server backend's ids strictly increase");
cmp_ok($client_drops, '>', 0,
	"$client_drops of $client_pairs consecutive transactions of one client got a smaller id than the one before");
my $same_ms_crossings = $node->safe_psql('app', q{
SELECT count(*) FROM (
  SELECT id, lag(id) OVER w AS prev, worker, lag(worker) OVER w AS prev_worker, pid, lag(pid) OVER w AS prev_pid
    FROM seen WINDOW w AS (PARTITION BY client ORDER BY ord)) s
 WHERE prev IS NOT NULL AND pid <> prev_pid AND worker < prev_worker AND id >> 22 = prev >> 22});
is($client_drops, $same_ms_crossings,
	"every drop in a client's ids is a move to a lower worker number within one millisecond ($same_ms_crossings)");

###########################################################################
# 2. Settings and snowflake_last() belong to the server backend
###########################################################################

# "one" has a single server backend, so consecutive clients share it.
my $pid1 = bsql('one', 'SET sfid.on_clock_rewind = clamp; SELECT pg_backend_pid()');
my ($pid2, $seen) = split /\|/, bsql('one', q{SELECT pg_backend_pid(), current_setting('sfid.on_clock_rewind')});
is($pid2, $pid1, 'the next client runs on the same server backend');
is($seen, 'clamp', 'a plain SET by one client is seen by the next client');
bsql('one', 'RESET sfid.on_clock_rewind');
is( bsql('one', q{BEGIN; SET LOCAL sfid.on_clock_rewind = clamp; SELECT current_setting('sfid.on_clock_rewind'); COMMIT;}),
	'clamp', 'SET LOCAL holds within its transaction');
is(bsql('one', q{SELECT current_setting('sfid.on_clock_rewind')}),
	'refuse', 'SET LOCAL is not seen by the next client');

$node->safe_psql('postgres', q{ALTER DATABASE app_conf SET sfid.on_clock_rewind = clamp});
my $clamped = '';
for my $i (1 .. 8)
{
	$clamped = bsql('conf', q{SELECT current_setting('sfid.on_clock_rewind')});
	last if $clamped ne 'clamp';
}
is($clamped, 'clamp', 'ALTER DATABASE ... SET reaches the server backends of every client');

my $other_id = bsql('one', 'SELECT snowflake_next()');
is(bsql('one', 'SELECT snowflake_last()'), $other_id,
	"across transactions, snowflake_last() returns the id another client's transaction took");
my ($ins_id, $last) = split /\n/, bsql('one',
	q{BEGIN; INSERT INTO feed (what) VALUES ('x') RETURNING id; SELECT snowflake_last(); COMMIT;});
is($last, $ins_id, 'within the transaction of the INSERT, snowflake_last() is its id');

###########################################################################
# 3. "WHERE id > last_seen" needs a time margin
###########################################################################

my ($a_in, $a_out, $a_err) = ('', '', '');
my $timer = IPC::Run::timer($PostgreSQL::Test::Utils::timeout_default);
my $writer_a = IPC::Run::start([ 'psql', '-XAtq', '-h', $dir, '-p', $bport, '-d', 'app' ],
	'<', \$a_in, '>', \$a_out, '2>', \$a_err, $timer);
$a_in .= "BEGIN;\nINSERT INTO feed (what) VALUES ('a, committed late') RETURNING id;\n";
$writer_a->pump until $a_out =~ /^(\d+)$/m || $timer->is_expired;
my ($id_a) = $a_out =~ /^(\d+)$/m;
ok(defined $id_a, "writer A took id $id_a and has not committed");

my $id_b = bsql('app', q{INSERT INTO feed (what) VALUES ('b, committed at once') RETURNING id});
cmp_ok($id_b, '>', $id_a, 'writer B took a larger id and committed');

# the consumer has read everything up to B
my $last_seen = bsql('app', q{SELECT max(id) FROM feed WHERE what LIKE 'b%'});
$a_in .= "COMMIT;\n\\echo committed\n";
$writer_a->pump until $a_out =~ /^committed$/m || $timer->is_expired;
$writer_a->finish;
like($a_out, qr/^committed$/m, 'writer A committed');

is(bsql('app', "SELECT count(*) FROM feed WHERE id > $last_seen"),
	'0', 'polling "id > last_seen" misses the row of writer A');
is( bsql('app', qq{
SELECT string_agg(what, ', ' ORDER BY id) FROM feed
 WHERE id > snowflake_lower_bound(snowflake_to_timestamptz($last_seen) - interval '10 seconds')
   AND id <> $last_seen AND what LIKE 'a%'}),
	'a, committed late',
	'polling from 10 s below last_seen, skipping ids already seen, finds it');

$bouncer->kill_kill;
$node->stop;
done_testing();
