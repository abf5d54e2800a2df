# 061_portable_uuidv7.pl
# Tags: logic
#
# portable/uuidv7.sql, the PL/pgSQL uuidv7() for managed services, makes
# what its header promises, as sfid's own decoders read it.  The file is
# loaded into schema portable of a database with sfid, on a server whose
# clock is the shim (test/shim), and one session asks it for UUIDs until
# its clock has moved 30 ms past the first (at least 2,000 UUIDs):
#  - every UUID is version 7 (uuid_extract_version) with the RFC 9562
#    variant (binary 10 in the top bits of byte 8);
#  - uuidv7_to_timestamptz() reads a millisecond between the clock just
#    before the call (truncated to the millisecond) and just after it, and
#    the UUID lies between uuidv7_lower_bound() of that millisecond and of
#    the next;
#  - they strictly increase in the order made, across at least 30
#    milliseconds, and their milliseconds never go down.
# Then the server's clock steps back 5 s under the session: 1,000 more
# UUIDs, made while the clock reads behind the last one, are each greater
# than the one before and keep the last UUID's millisecond (or the one
# after: the fraction carries), not the clock's.  A transaction that rolls
# back takes the session's memory back with it (the setting is
# transactional, as the file says) and the next UUID is still greater than
# the last committed one.  A clock before 1970 is refused with 22008.
# Last, the SQL blocks of docs/managed-services.md marked for testing run
# in a database with the file loaded and no sfid, as on a managed service,
# and print what the guide shows.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use IPC::Run ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidDocs;
use SfidFault;
use Test::More;

my $root = "$FindBin::RealBin/../..";
my $file = "$root/portable/uuidv7.sql";
my $guide = "$root/docs/managed-services.md";

my $node = fault_node('portable', worker => [ 0, 7 ], clock => 'shim',
	conf => "timezone = 'UTC'\n");
start_faked($node);
$node->safe_psql('postgres', 'CREATE EXTENSION sfid; CREATE SCHEMA portable');

# Load the file as its header says, into schema portable.
my ($ret, $out, $err) = $node->psql('postgres', undef,
	extra_params => [ '-v', 'ON_ERROR_STOP=1', '-v', 'schema=portable', '-f', $file ]);
is($ret, 0, 'portable/uuidv7.sql loads with psql -f into the schema named by -v schema');
is($err, '', 'and prints no error or warning');

my $s = session_start($node);
session_query($s, q{
CREATE TEMP TABLE got (n int PRIMARY KEY, before timestamptz, u uuid, after timestamptz);
DO $$
DECLARE
	n int := 0;
	t0 timestamptz := clock_timestamp();
	b timestamptz;
	u uuid;
BEGIN
	LOOP
		n := n + 1;
		b := clock_timestamp();
		u := portable.uuidv7();
		INSERT INTO got VALUES (n, b, u, clock_timestamp());
		EXIT WHEN (n >= 2000 AND clock_timestamp() - t0 > interval '30 ms') OR n >= 1000000;
	END LOOP;
END $$});

my ($n, $v7, $variant, $in_clock, $in_bounds) = split /\|/, session_query($s, q{
SELECT count(*),
	count(*) FILTER (WHERE uuid_extract_version(u) = 7),
	count(*) FILTER (WHERE get_byte(uuid_send(u), 8) >> 6 = 2),
	count(*) FILTER (WHERE uuidv7_to_timestamptz(u) BETWEEN date_trunc('milliseconds', before) AND after),
	count(*) FILTER (WHERE u >= uuidv7_lower_bound(uuidv7_to_timestamptz(u))
		AND u < uuidv7_lower_bound(uuidv7_to_timestamptz(u) + interval '1 ms'))
FROM got});
cmp_ok($n, '>=', 2000, "the session made $n UUIDs");
is($v7, $n, 'every one is version 7 (uuid_extract_version)');
is($variant, $n, 'every one has the RFC 9562 variant (binary 10)');
is($in_clock, $n,
	'uuidv7_to_timestamptz() of each reads the millisecond of the clock around its call');
is($in_bounds, $n,
	'each lies between uuidv7_lower_bound() of its millisecond and of the next');

my ($pairs, $up, $ms_up, $ms) = split /\|/, session_query($s, q{
SELECT count(*), count(*) FILTER (WHERE u > pu),
	count(*) FILTER (WHERE uuidv7_to_timestamptz(u) >= uuidv7_to_timestamptz(pu)),
	(SELECT count(DISTINCT uuidv7_to_timestamptz(u)) FROM got)
FROM (SELECT u, lag(u) OVER (ORDER BY n) pu FROM got) s WHERE pu IS NOT NULL});
is($up, $pairs, 'each UUID is greater than the one made before it');
is($ms_up, $pairs, 'and its millisecond is not earlier');
cmp_ok($ms, '>=', 30, "they span $ms distinct milliseconds");

# The clock steps back 5 s under the session: the session reads its clock
# until it is behind the last UUID's millisecond (the shim's offset takes
# effect at the next reading), then makes 1,000 more.
session_query($s, q{
CREATE TEMP TABLE last AS SELECT u, uuidv7_to_timestamptz(u) AS ms FROM got ORDER BY n DESC LIMIT 1});
set_offset($node, -5);
my $back = session_query($s, q{
CREATE TEMP TABLE back (n int PRIMARY KEY, clock timestamptz, u uuid);
DO $$
DECLARE
	t0 timestamptz := clock_timestamp();
BEGIN
	WHILE clock_timestamp() >= (SELECT ms FROM last) LOOP
		IF clock_timestamp() - t0 > interval '60 s' THEN
			RAISE EXCEPTION 'the clock did not step back';
		END IF;
	END LOOP;
	INSERT INTO back SELECT n, clock_timestamp(), portable.uuidv7() FROM generate_series(1, 1000) n;
END $$;
SELECT count(*) FILTER (WHERE b.clock < l.ms),
	count(*) FILTER (WHERE b.u > coalesce(p.u, l.u)),
	count(*) FILTER (WHERE uuidv7_to_timestamptz(b.u) BETWEEN l.ms AND l.ms + interval '1 ms')
FROM back b CROSS JOIN last l LEFT JOIN back p ON p.n = b.n - 1});
is($back, '1000|1000|1000',
	'after a step back of the clock, each UUID is greater than the one before and keeps the last millisecond');

# A rolled-back transaction takes the session's memory back.
my $rb = session_query($s, q{
SELECT current_setting('sfid_portable.uuidv7_last') AS before \gset
BEGIN;
SELECT portable.uuidv7() AS inside \gset
ROLLBACK;
SELECT current_setting('sfid_portable.uuidv7_last') = :'before',
	portable.uuidv7() > (SELECT u FROM back ORDER BY n DESC LIMIT 1)});
is($rb, 't|t',
	'a rollback restores the last value to what it was before, and the next UUID is still greater than the last committed one');
session_quit($s);

# A clock before 1970: refused with 22008.
set_offset($node, -(time() + 10));
($ret, $out, $err) = $node->psql('postgres', 'SELECT portable.uuidv7()',
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:\s+22008: the clock is outside the range of a version 7 UUID/,
	'a clock before 1970 is refused with 22008');
set_offset($node, 0);

# The guide's examples, in a database without sfid, as on a managed service.
my @blocks = marked_blocks($guide);
cmp_ok(scalar @blocks, '>=', 2, 'docs/managed-services.md marks its SQL examples for this test');
$node->safe_psql('postgres', 'CREATE DATABASE managed');
($ret, $out, $err) = $node->psql('managed', undef,
	extra_params => [ '-v', 'ON_ERROR_STOP=1', '-f', $file ]);
is($ret, 0, 'portable/uuidv7.sql loads into public of a database without sfid');
for my $b (@blocks)
{
	my ($line, $sql, $expected) = @$b;
	my $got = '';
	IPC::Run::run(
		[
			'psql', '-X', '-q', '-t', '-d', $node->connstr('managed'),
			'-v', 'VERBOSITY=default', '-v', 'SHOW_CONTEXT=errors'
		],
		'<', \$sql, '>&', \$got);
	my $first = (split /\n/, $sql)[0];
	is(tidy($got), tidy($expected), "docs/managed-services.md:$line ($first) prints what the guide shows");
}

$node->stop;
done_testing();
