# 003_preload_and_recovery.pl
# Tags: behaviour release
#
# Where sfid refuses to work, and says so:
#  (a) without shared_preload_libraries, snowflake_next() fails with SQLSTATE
#      55000 naming shared_preload_libraries, while uuidv7() and
#      snowflake_unpack(), which need no shared memory, keep working;
#      snowflake_convert() refuses with 55000 too and leaves the table as it
#      was (a conversion without the fence would leave a table whose inserts
#      all fail);
#  (b) an invalid worker range stops the server at start with a message that
#      names the setting, and the same node starts once the range is valid;
#  (c) on a hot standby snowflake_next() fails with SQLSTATE 25006, as
#      nextval() does, while uuidv7() and snowflake_unpack() work.

use strict;
use warnings;

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;

# Run SQL that is expected to fail; return (SQLSTATE, full stderr).  psql is
# told to print the SQLSTATE (VERBOSITY verbose), so the code is read from
# the server's own report, not guessed from the wording.
sub sql_error
{
	my ($node, $sql) = @_;
	my ($ret, $stdout, $stderr) = $node->psql(
		'postgres', $sql,
		extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	my ($state) = $stderr =~ /ERROR:\s+([0-9A-Z]{5}):/;
	return ($ret, $state // '', $stderr);
}

###########################################################################
# (a) sfid not preloaded
###########################################################################

my $plain = PostgreSQL::Test::Cluster->new('not_preloaded');
$plain->init;
$plain->start;

is( $plain->safe_psql('postgres', 'SHOW shared_preload_libraries'),
	'', 'not_preloaded: shared_preload_libraries is empty');

my ($ret, $stdout, $stderr) =
  $plain->psql('postgres', 'CREATE EXTENSION sfid');
is($ret, 0, 'not_preloaded: CREATE EXTENSION sfid succeeds');
is($stderr, '', 'not_preloaded: CREATE EXTENSION sfid prints nothing on stderr');

like(
	$plain->safe_psql('postgres', 'SELECT uuidv7()'),
	qr/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
	'not_preloaded: uuidv7() returns a version 7 UUID');

is( $plain->safe_psql(
		'postgres',
		"SELECT count(DISTINCT u) FROM (SELECT uuidv7() u FROM generate_series(1, 1000)) s"),
	'1000',
	'not_preloaded: 1000 calls of uuidv7() give 1000 distinct values');

# 2020-01-01 00:00:00.001 UTC, worker 5, sequence 9
is( $plain->safe_psql(
		'postgres',
		"SET TimeZone = 'UTC'; SELECT ts, worker, seq FROM snowflake_unpack((1::bigint << 22) | (5 << 12) | 9)"),
	'2020-01-01 00:00:00.001+00|5|9',
	'not_preloaded: snowflake_unpack() decodes an id');

my ($state, $err);
($ret, $state, $err) = sql_error($plain, 'SELECT snowflake_next()');
isnt($ret, 0, 'not_preloaded: snowflake_next() fails');
is($state, '55000',
	'not_preloaded: snowflake_next() fails with SQLSTATE 55000 (object not in prerequisite state)'
);
like(
	$err,
	qr/ERROR:.*shared_preload_libraries/,
	'not_preloaded: the error message mentions shared_preload_libraries');
like($err, qr/HINT:.*shared_preload_libraries/,
	'not_preloaded: the hint says how to fix it');

# The same error from inside PL/pgSQL, as an application would catch it.
is( $plain->safe_psql(
		'postgres', q{
CREATE FUNCTION pg_temp.try_next() RETURNS text LANGUAGE plpgsql AS $$
BEGIN
	PERFORM snowflake_next();
	RETURN 'no error';
EXCEPTION WHEN object_not_in_prerequisite_state THEN
	RETURN 'caught ' || SQLSTATE;
END $$;
SELECT pg_temp.try_next();}),
	'caught 55000',
	'not_preloaded: PL/pgSQL catches the error as object_not_in_prerequisite_state');

# snowflake_convert() refuses too, and changes nothing: converted without
# a fence, the table would take no insert (its default would fail).
$plain->safe_psql('postgres', q{
CREATE TABLE t3 (id bigserial PRIMARY KEY, v text);
INSERT INTO t3 (id, v) VALUES (915694545059328163, 'x');});
($ret, $state, $err) = sql_error($plain, q{SELECT snowflake_convert('t3')});
is($state, '55000', 'not_preloaded: snowflake_convert() fails with SQLSTATE 55000');
like($err, qr/ERROR:.*snowflake_convert\(\).*\n.*HINT:.*shared_preload_libraries/s,
	'not_preloaded: ... naming snowflake_convert() and, in the hint, the fix');
is( $plain->safe_psql('postgres', q{
SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef
 WHERE adrelid = 't3'::regclass AND adnum = 1}),
	"nextval('t3_id_seq'::regclass)",
	'not_preloaded: the key keeps its default');
is($plain->safe_psql('postgres', q{INSERT INTO t3 (v) VALUES ('new') RETURNING id}),
	'1', 'not_preloaded: the table still takes inserts from its sequence');

# The failure must not have hurt the session or the server.
is($plain->safe_psql('postgres', 'SELECT 1'),
	'1', 'not_preloaded: server still answers after the error');

$plain->stop;

###########################################################################
# (b) invalid worker ranges stop the server at start
###########################################################################

my $bad = PostgreSQL::Test::Cluster->new('bad_settings');
$bad->init;
$bad->append_conf('postgresql.conf', "shared_preload_libraries = 'sfid'\n");

# Each case: settings, and the message the log must show.
my @bad_cases = (
	[
		'sfid.worker_min = 5000',
		{ 'sfid.worker_min' => '5000' },
		qr/invalid value for parameter "sfid\.worker_min": "5000"/
	],
	[
		'sfid.worker_max = -1',
		{ 'sfid.worker_max' => '-1' },
		qr/invalid value for parameter "sfid\.worker_max": "-1"/
	],
	[
		'sfid.worker_min = 10, sfid.worker_max = 5',
		{ 'sfid.worker_min' => '10', 'sfid.worker_max' => '5' },
		qr/sfid\.worker_min \(10\) is greater than sfid\.worker_max \(5\)/
	],);

foreach my $case (@bad_cases)
{
	my ($label, $settings, $message) = @$case;

	# Start from a config with no sfid.worker_* line, then add this case's.
	$bad->adjust_conf('postgresql.conf', 'sfid.worker_min', undef);
	$bad->adjust_conf('postgresql.conf', 'sfid.worker_max', undef);
	$bad->append_conf('postgresql.conf', "$_ = $settings->{$_}\n")
	  foreach sort keys %$settings;

	my $log_offset = -s $bad->logfile // 0;
	my $started = $bad->start(fail_ok => 1);
	ok(!$started, "bad_settings ($label): the server does not start");
	$bad->stop if $started;    # keep the later cases meaningful

	my $log = slurp_file($bad->logfile, $log_offset);
	like($log, qr/FATAL:.*$message/,
		"bad_settings ($label): the log names the setting in a FATAL message"
	);
}

# Control: the same node, with a valid one-number range, starts and issues
# ids from that number; so the failures above came from the settings.
$bad->adjust_conf('postgresql.conf', 'sfid.worker_min', undef);
$bad->adjust_conf('postgresql.conf', 'sfid.worker_max', undef);
$bad->append_conf('postgresql.conf',
	"sfid.worker_min = 1023\nsfid.worker_max = 1023\n");
ok($bad->start(fail_ok => 1),
	'bad_settings: with sfid.worker_min = sfid.worker_max = 1023 the server starts');
$bad->safe_psql('postgres', 'CREATE EXTENSION sfid');
is( $bad->safe_psql(
		'postgres',
		'SELECT min(worker), max(worker), count(*) FROM (SELECT (snowflake_unpack(snowflake_next())).worker FROM generate_series(1, 100)) s'
	),
	'1023|1023|100',
	'bad_settings: ids come from worker number 1023');
$bad->stop;

###########################################################################
# (c) physical hot standby
###########################################################################

my $primary = PostgreSQL::Test::Cluster->new('primary');
$primary->init(allows_streaming => 1);
$primary->append_conf(
	'postgresql.conf', q{
shared_preload_libraries = 'sfid'
sfid.worker_min = 3
sfid.worker_max = 3
});
$primary->start;
$primary->safe_psql('postgres',
	'CREATE EXTENSION sfid; CREATE SEQUENCE s; CREATE TABLE ids (id bigint PRIMARY KEY DEFAULT snowflake_next())'
);
$primary->safe_psql('postgres',
	'INSERT INTO ids SELECT FROM generate_series(1, 1000)');

$primary->backup('bkp');
my $standby = PostgreSQL::Test::Cluster->new('standby');
$standby->init_from_backup($primary, 'bkp', has_streaming => 1);
$standby->append_conf('postgresql.conf', "hot_standby = on\n");
$standby->start;

# Rows written after the backup reach the standby by streaming.
$primary->safe_psql('postgres',
	'INSERT INTO ids SELECT FROM generate_series(1, 1000)');
$primary->wait_for_catchup($standby);

is($standby->safe_psql('postgres', 'SELECT pg_is_in_recovery()'),
	't', 'standby: is in recovery');
is($standby->safe_psql('postgres', 'SELECT count(*) FROM ids'),
	'2000', 'standby: sees the 2000 ids written on the primary');

# The built-in reference: nextval() is refused in recovery with 25006.
($ret, $state, $err) = sql_error($standby, "SELECT nextval('s')");
is($state, '25006', 'standby: nextval() fails with SQLSTATE 25006 (reference)');

($ret, $state, $err) = sql_error($standby, 'SELECT snowflake_next()');
isnt($ret, 0, 'standby: snowflake_next() fails');
is($state, '25006',
	'standby: snowflake_next() fails with SQLSTATE 25006 (read-only SQL transaction), like nextval()'
);
like($err, qr/snowflake_next\(\)/,
	'standby: the error message names snowflake_next()');

like(
	$standby->safe_psql('postgres', 'SELECT uuidv7()'),
	qr/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
	'standby: uuidv7() works');
is( $standby->safe_psql(
		'postgres',
		"SELECT count(DISTINCT u) FROM (SELECT uuidv7() u FROM generate_series(1, 1000)) s"),
	'1000',
	'standby: 1000 calls of uuidv7() give 1000 distinct values');
is( $standby->safe_psql(
		'postgres',
		'SELECT count(*) FILTER (WHERE worker = 3), count(*) FROM ids, snowflake_unpack(id)'),
	'2000|2000',
	'standby: snowflake_unpack() decodes the replicated ids to worker 3');

# The primary keeps issuing, strictly after what it issued before.
my $max_before = $primary->safe_psql('postgres', 'SELECT max(id) FROM ids');
my $next = $primary->safe_psql('postgres', 'SELECT snowflake_next()');
cmp_ok($next, '>', $max_before,
	'primary: snowflake_next() still works and is above every replicated id');

$standby->stop;
$primary->stop;

done_testing();
