# 045_backfill.pl
# Tags: logic
#
# snowflake_at(): ids for a past time on the backfill worker numbers.
#
#  A. The settings: without a backfill range, snowflake_at() is refused
#     with 55000; a backfill range that overlaps the live one stops the
#     server at start, with a message that names both.
#  B. Two backfills of the same hour, in two sessions at once, beside a
#     session inserting live ids, all into one unique column: no
#     unique violation, each backfill on a number of its own, every
#     backfill id at its row's millisecond.
#  C. kill -9 of a backend in the middle of a backfill that commits in
#     batches, then the same backfill again after the crash restart: 0
#     repeats among every id committed, the rerun on another number (the
#     first one resumes above its durable mark, from the backfill file: a
#     checkpoint comes before the kill, so crash recovery replays none of
#     its WAL records), every id at its row's millisecond.
#
# Figures: repeats (must be 0), ids per pass.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use SfidNodes;
use Test::More;

###########################################################################
# A. The settings
###########################################################################

my $node = PostgreSQL::Test::Cluster->new('backfill');
$node->init;
$node->append_conf('postgresql.conf', sfid_conf(0, 7) . "restart_after_crash = on\n");
$node->start;
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
my ($rc, $out, $err) = $node->psql('postgres',
	"SELECT snowflake_at('2024-01-01')", extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  55000: snowflake_at\(\) needs a backfill range of worker numbers/,
	'without a backfill range, snowflake_at() is refused with 55000');
$node->stop;

$node->append_conf('postgresql.conf', "sfid.backfill_worker_min = 5\nsfid.backfill_worker_max = 11\n");
my $log_offset = -s $node->logfile;
ok(!$node->start(fail_ok => 1), 'a backfill range overlapping the live range stops the start');
like(slurp_file($node->logfile, $log_offset),
	qr/backfill worker numbers 5 to 11 overlap the live worker numbers 0 to 7/,
	'the refusal names both ranges');

$node->append_conf('postgresql.conf', "sfid.backfill_worker_min = 8\nsfid.backfill_worker_max = 11\n");
$node->start;

###########################################################################
# B. Two backfills of the same hour beside live inserts
###########################################################################

# 30,000 rows in one hour, times to the microsecond, some shared
$node->safe_psql('postgres', q{
CREATE TABLE hist (n int, created_at timestamptz);
INSERT INTO hist
  SELECT n, '2024-05-01 10:00:00+00'::timestamptz + ((n * 7919) % 3600000000 / 1000) * interval '1 ms'
    FROM generate_series(1, 30000) n;
CREATE TABLE t (id bigint PRIMARY KEY, src text, created_at timestamptz);
});

my @backfills = map { session_start($node) } 1 .. 2;
my $live = session_start($node);
session_send($live, q{
DO $$
BEGIN
  FOR i IN 1 .. 200 LOOP
    INSERT INTO t (id, src) SELECT snowflake_next(), 'live' FROM generate_series(1, 100);
  END LOOP;
END $$});
for my $i (0, 1)
{
	session_send($backfills[$i], qq{
INSERT INTO t (id, src, created_at)
  SELECT snowflake_at(created_at), 'backfill$i', created_at FROM hist ORDER BY created_at});
}
for my $s (@backfills, $live)
{
	my ($done, undef, $serr) = session_wait($s, $PostgreSQL::Test::Utils::timeout_default);
	ok($done && $serr !~ /ERROR/, 'a session of B finished without error') or diag $serr;
	session_quit($s);
}
is( $node->safe_psql('postgres', q{
SELECT string_agg(src || ':' || c, ' ' ORDER BY src) FROM (SELECT src, count(*) AS c FROM t GROUP BY src) s}),
	'backfill0:30000 backfill1:30000 live:20000',
	'every row of both backfills and of the live session is in the unique column');
is( $node->safe_psql('postgres', q{
SELECT count(DISTINCT src) || ' ' || count(DISTINCT (snowflake_unpack(id)).worker) || ' ' ||
       bool_and((snowflake_unpack(id)).worker BETWEEN 8 AND 11) || ' ' ||
       count(*) FILTER (WHERE (snowflake_unpack(id)).ts <> date_trunc('milliseconds', created_at))
  FROM t WHERE src LIKE 'backfill%'}),
	'2 2 true 0',
	'the two backfills: a backfill number each, every id at its row\'s millisecond');
is($node->safe_psql('postgres', q{SELECT bool_and((snowflake_unpack(id)).worker <= 7) FROM t WHERE src = 'live'}),
	't', 'live ids on live numbers');
is($node->safe_psql('postgres', q{SELECT string_agg(worker::text, ',' ORDER BY worker) FROM sfid_workers WHERE backfill}),
	$node->safe_psql('postgres', q{SELECT string_agg(DISTINCT (snowflake_unpack(id)).worker::text, ',') FROM t WHERE src LIKE 'backfill%'}),
	'sfid_workers marks the backfill numbers used as backfill');

###########################################################################
# C. kill -9 in the middle of a backfill, then the same backfill again
###########################################################################

$node->safe_psql('postgres', q{
CREATE TABLE hist2 (created_at timestamptz);
INSERT INTO hist2
  SELECT '2024-06-01 00:00:00+00'::timestamptz + n * interval '97 ms' FROM generate_series(1, 20000) n;
CREATE TABLE t2 (id bigint, pass int, created_at timestamptz);
CREATE PROCEDURE backfill(pass int, hold boolean) LANGUAGE plpgsql AS $$
DECLARE
  r record;
  n int := 0;
BEGIN
  FOR r IN SELECT created_at FROM hist2 ORDER BY created_at LOOP
    INSERT INTO t2 VALUES (snowflake_at(r.created_at), pass, r.created_at);
    n := n + 1;
    IF n % 500 = 0 THEN
      COMMIT;
      -- in the middle: wait here for the test's lock, to be killed
      IF hold AND n = 5000 THEN PERFORM pg_advisory_lock(42); END IF;
    END IF;
  END LOOP;
END $$;
});

my $holder = session_start($node);
session_query($holder, 'SELECT pg_advisory_lock(42)');
my $victim = session_start($node, keep_going => 1);
my $victim_pid = session_query($victim, 'SELECT pg_backend_pid()');
session_send($victim, 'CALL backfill(1, true)');
ok( $node->poll_query_until('postgres',
		"SELECT EXISTS (SELECT FROM pg_locks WHERE pid = $victim_pid AND locktype = 'advisory' AND NOT granted)"),
	'the first pass is in the middle, 5000 rows committed');
# a checkpoint first: crash recovery replays no mark of the first pass,
# which only the backfill file then carries
$node->safe_psql('postgres', 'CHECKPOINT');
$log_offset = -s $node->logfile;
ok(kill('KILL', $victim_pid), "kill -9 of the backfilling backend $victim_pid");
wait_for_crash_restart($node, $log_offset);
session_quit($victim);
session_quit($holder);

my $first = $node->safe_psql('postgres', q{SELECT count(*) || ' ' || string_agg(DISTINCT (snowflake_unpack(id)).worker::text, ',') FROM t2 WHERE pass = 1});
like($first, qr/^5000 \d+$/, "the first pass committed 5000 ids on one number ($first)");

$node->safe_psql('postgres', 'CALL backfill(2, false)');
my ($ids, $distinct, $workers, $off) = split /\|/, $node->safe_psql('postgres', q{
SELECT count(*), count(DISTINCT id), count(DISTINCT (snowflake_unpack(id)).worker),
       count(*) FILTER (WHERE (snowflake_unpack(id)).ts <> date_trunc('milliseconds', created_at))
  FROM t2});
is($ids, 25000, 'the rerun after the crash made all 20000 ids');
is($ids - $distinct, 0, 'no id repeats across the crash and the rerun');
is($workers, 2, 'the rerun took another backfill number');
is($off, 0, 'every id at its row\'s millisecond');
is( $node->safe_psql('postgres', q{
SELECT count(*) FROM t2 JOIN t USING (id)}), 0, 'no id of C repeats one of B');

done_testing();
