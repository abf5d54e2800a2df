# 055_convert_clock_step.pl
# Tags: logic
#
# snowflake_convert() accepts a table once every existing key is below the
# first id of the current millisecond, and says that every new id is above
# them.  New ids follow the clock, though, and the generator only keeps
# each worker number above what that number issued itself: a step back of
# the clock after the conversion (or a reservation that lags it) brings new
# ids below keys made just before it by another generator, where they sort
# before the old rows and may meet them.  A restart then resumes above the
# durable reservation, which is only as recent as the last ids issued.
#
# So the conversion fences this server's ids above the largest key it
# accepted (sfid_reservation_fence(): R made durable above it, and the
# floor every worker number resumes above raised to it).  Checked: a new id
# after a step back of the clock is above the key, in the same session (a
# worker number with state below the fence), after a restart and after a
# crash; a step back beyond sfid.max_clock_wait is refused with SF001,
# naming the fence, also for a worker number with nothing issued since the
# start; a conversion before the first id of a new server leaves
# sfid_restore_reservation() allowed.  The clock is held back in one
# backend with sfid_test_clock_rewind().

use strict;
use warnings;

use File::Copy ();
use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault qw(sql_error reservation_ms session_start session_query session_quit wait_for_crash_restart);
use SfidNodes qw(sfid_node);
use Test::More;

my $node = sfid_node('convert_clock', 0, 1023);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');

# One session: this backend's worker number issues an id, stays idle for
# 0.6 s, a key of another generator's from 0.2 s ago arrives, the table is
# converted, and the clock steps back by 0.5 s.
my $out = $node->safe_psql(
	'postgres', q{
SET client_min_messages = warning;
CREATE TABLE t (id bigint PRIMARY KEY, note text);
SELECT snowflake_next();
SELECT pg_sleep(0.6);
INSERT INTO t VALUES (snowflake_lower_bound(clock_timestamp() - interval '200 ms'), 'old');
SELECT snowflake_convert('t');
SELECT sfid_test_clock_rewind(500);
INSERT INTO t (note) VALUES ('new');
SELECT sfid_test_clock_rewind(0);
SELECT 'converted: ' || (SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 't'::regclass);
SELECT 'new above old: ' || ((SELECT id FROM t WHERE note = 'new') > (SELECT id FROM t WHERE note = 'old'));
});
like($out, qr/^converted: snowflake_next\(\)$/m, 'the table was converted');

like($out, qr/^new above old: true$/m,
	'a new id after a 0.5 s step back of the clock is above the key converted 0.2 s old');

# The durable side: the same after a restart.  The reservation was last
# extended when the ids above were issued, 4 s before the conversion; the
# restart and the step back (1.5 s) leave the clock between it and the key,
# within what a worker number waits out after a start.
$out = $node->safe_psql(
	'postgres', q{
SET client_min_messages = warning;
CREATE TABLE r (id bigint PRIMARY KEY, note text);
SELECT pg_sleep(4);
INSERT INTO r VALUES (snowflake_lower_bound(clock_timestamp() - interval '200 ms'), 'old');
SELECT snowflake_convert('r');
});
$node->restart;
$out = $node->safe_psql(
	'postgres', q{
SET client_min_messages = warning;
SELECT sfid_test_clock_rewind(1500);
INSERT INTO r (note) VALUES ('new');
SELECT sfid_test_clock_rewind(0);
SELECT 'new above old: ' || ((SELECT id FROM r WHERE note = 'new') > (SELECT id FROM r WHERE note = 'old'));
});

like($out, qr/^new above old: true$/m,
	'after a restart and a 1.5 s step back, a new id is above the key converted 0.2 s old');

# Beyond the wait budget: refused, and the refusal names the fence.
my ($ret, $state, $err) = sql_error(
	$node, q{
SET client_min_messages = warning;
SELECT snowflake_next();
CREATE TABLE q (id bigint PRIMARY KEY, note text);
SELECT pg_sleep(0.3);
INSERT INTO q VALUES (snowflake_lower_bound(clock_timestamp() - interval '100 ms'), 'old');
SELECT snowflake_convert('q');
SELECT sfid_test_clock_rewind(5000);
INSERT INTO q (note) VALUES ('new');
});
is($state, 'SF001', 'a step back of 5 s after the conversion is refused with SF001');
like($err, qr/that snowflake_convert\(\) raised above the keys of a table it converted/,
	'and the detail says the worker number resumes above a converted table\'s keys');
is($node->safe_psql('postgres', "SELECT count(*) FROM q WHERE note = 'new'"), '0',
	'no id below the key was issued');

# The same after a crash (kill -9 of a backend), where no shutdown records
# the floor: only the reservation that the fence made durable keeps new ids
# above the key.  The reservation was last extended by the ids above, more
# than 4 s before; the step back of 6 s would bring ids below the key
# without the fence, unless the crash restart took more than 5.8 s.
# sfid.max_clock_wait is raised so that the wait for the clock to pass the
# fence (about 6 s) is not refused.
$node->append_conf('postgresql.conf', "restart_after_crash = on\n");
$node->reload;
my $victim = session_start($node);
my $pid = session_query($victim, 'SELECT pg_backend_pid()');
session_query(
	$victim, q{
SET client_min_messages = warning;
CREATE TABLE c (id bigint PRIMARY KEY, note text);
SELECT pg_sleep(4);
INSERT INTO c VALUES (snowflake_lower_bound(clock_timestamp() - interval '200 ms'), 'old');
SELECT snowflake_convert('c')});
my $log_offset = -s $node->logfile;
ok(kill('KILL', $pid), "kill -9 of backend $pid");
wait_for_crash_restart($node, $log_offset);
session_quit($victim);
$out = $node->safe_psql(
	'postgres', q{
SET client_min_messages = warning;
SET sfid.max_clock_wait = '30s';
SELECT sfid_test_clock_rewind(6000);
INSERT INTO c (note) VALUES ('new');
SELECT sfid_test_clock_rewind(0);
SELECT 'new above old: ' || ((SELECT id FROM c WHERE note = 'new') > (SELECT id FROM c WHERE note = 'old'));
});
like($out, qr/^new above old: true$/m,
	'after a crash and a 6 s step back, a new id is above the key converted 0.2 s old');

# The same for a worker number with nothing issued since the start (here,
# every number: the server has just restarted, and the conversion issues
# no id).  It resumes above the floor too, and the floor is the fence, not
# a horizon recovered at startup: the refusal names the converted table's
# keys and a step of the clock, as for a number with state.
$node->restart;
($ret, $state, $err) = sql_error(
	$node, q{
SET client_min_messages = warning;
CREATE TABLE f (id bigint PRIMARY KEY, note text);
INSERT INTO f VALUES (snowflake_lower_bound(clock_timestamp() - interval '100 ms'), 'old');
SELECT snowflake_convert('f');
SELECT sfid_test_clock_rewind(5000);
INSERT INTO f (note) VALUES ('new');
});
is($state, 'SF001',
	'a worker number with no state since the start: a step back of 5 s after the conversion is refused with SF001');
like($err, qr/clock moved backwards by \d+ ms/, 'and the message says the clock moved backwards')
  or diag $err;
like($err, qr/that snowflake_convert\(\) raised above the keys of a table it converted/,
	'and the detail names the converted table\'s keys, not a recovered horizon');
is($node->safe_psql('postgres', "SELECT count(*) FROM f WHERE note = 'new'"), '0',
	'no id below the key was issued');

$node->stop;

# A conversion on a new server before its first id: the dump and restore
# workflow of docs/operations.md (a new server loaded with pg_restore, its
# bigserial tables converted, then the old server's reservation restored
# with sfid_restore_reservation() "before its first id").  The fence makes
# R durable at the key, which by itself lets no id out: it is no
# reservation for ids, so the restore is still allowed, and ids resume
# above the old server's.
my $copy = $node->basedir . '/old.reservation';
File::Copy::copy($node->data_dir . '/sfid.reservation', $copy) or die "copy: $!";
my $old_r = reservation_ms($node);
my $new = sfid_node('convert_new', 0, 1023);
$new->safe_psql(
	'postgres', q{
SET client_min_messages = warning;
CREATE EXTENSION sfid;
CREATE TABLE s (id bigserial PRIMARY KEY, note text);
INSERT INTO s (note) VALUES ('old');
SELECT snowflake_convert('s');
});
($ret, $state, $err) = sql_error($new, "SELECT sfid_restore_reservation('$copy')");
is($state, '',
	'a new server: sfid_restore_reservation() after a conversion and before the first id is allowed')
  or diag $err;
my $first = $new->safe_psql('postgres', "INSERT INTO s (note) VALUES ('new') RETURNING id");
cmp_ok($first >> 22, '>', $old_r // 0, "and its first id is above the old server's reservation");
$new->stop;

done_testing();
