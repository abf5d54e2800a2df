# 040_pg_upgrade.pl
# Tags: behaviour release
#
# pg_upgrade from an older PostgreSQL to the server under test, with sfid
# installed in both.  $SFID_UPGRADE_FROM names the
# old installation (its prefix, holding bin/); scripts/test.sh sets it,
# after installing sfid there, for the 18 with assertions to the 15 with
# assertions, for the 19 with assertions to the 16 with assertions, and for
# the 19 release build to sid's 18.  From 15 and 16, the old server has
# sfid 1.1 (as installed before 1.2), which the new server then updates;
# from 18 and later, the current version.
#
# pg_upgrade copies no file of sfid's, and the new server runs with its
# clock 20 s behind the real time, so behind the old server's last ids
# (pg_upgrade itself takes a few seconds).  Without the old
# reservation, no new id may be issued at all:
#  1. the upgraded table arrives intact (rows, ids, its defaults still call
#     sfid's functions);
#  2. snowflake_next() is refused with SQLSTATE SF003, and sfid_status says
#     why, until sfid_restore_reservation() reads the old server's file;
#  3. then new ids (dense, on the same worker number as the old ones) are
#     all above the old ones: no repeats;
#  4. from 15 and 16: ALTER EXTENSION sfid UPDATE from 1.1 (run first: 1.2 brings
#     the restore function) keeps the copies of functions that the new
#     server has itself (a WARNING each), and the view on one still works;
#     from 18: the extension arrives at the current version;
#  5. a second pg_upgrade, with the old file copied into the new data
#     directory before its start (the other documented way), issues at once;
#  6. a brand-new server issues ids with no extra step.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use File::Copy qw(copy);
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use SfidNodes qw(sfid_conf sfid_pg_upgrade);
use Test::More;
use Time::HiRes qw(sleep time);

my $old_prefix = $ENV{SFID_UPGRADE_FROM};
plan skip_all => 'SFID_UPGRADE_FROM does not name an old installation with sfid '
  . '(scripts/test.sh sets it on 18-assert, 19-assert and 19)'
  unless $old_prefix && -x "$old_prefix/bin/pg_ctl";

my $WORKER = 71;
my $ROWS = 200_000;

my $old = PostgreSQL::Test::Cluster->new('old', install_path => $old_prefix);
$old->init(extra => ['--data-checksums']);    # as initdb does by default from 18 on
$old->append_conf('postgresql.conf', sfid_conf($WORKER, $WORKER));
$old->start;
my $old_version = $old->safe_psql('postgres', 'SHOW server_version');
my $old_major = int($old->safe_psql('postgres', 'SHOW server_version_num') / 10000);
# From 18 on the server has its own uuidv7() in pg_catalog, found first:
# the table asks for sfid's, as the README says to.
my ($old_extversion, $uuid_default) = $old_major < 18 ? ('1.1', 'uuidv7()') : ('', 'public.uuidv7()');
$old->safe_psql('postgres', qq{
CREATE EXTENSION sfid } . ($old_extversion ? "VERSION '$old_extversion'" : '') . qq{;
CREATE TABLE t (id bigint PRIMARY KEY DEFAULT snowflake_next(),
                u uuid NOT NULL DEFAULT $uuid_default, n int);
INSERT INTO t (n) SELECT g FROM generate_series(1, $ROWS) g;
CREATE VIEW versions AS SELECT uuid_extract_version(u) AS v, count(*) FROM t GROUP BY 1;
});
my $old_max = $old->safe_psql('postgres', 'SELECT max(id) FROM t');
my $old_sum = $old->safe_psql('postgres', 'SELECT sum(n) FROM t');
$old->stop;
note "old server: PostgreSQL $old_version, $ROWS rows, last id $old_max";

# pg_upgrade into a new data directory of the server under test, whose
# postgresql.conf has sfid and the same worker range.
sub upgrade
{
	my ($name) = @_;
	my $new = PostgreSQL::Test::Cluster->new($name);
	$new->init;
	$new->append_conf('postgresql.conf', sfid_conf($WORKER, $WORKER));
	use_clock_shim($new);
	set_offset($new, -20);
	sfid_pg_upgrade($old, $new, "$name: pg_upgrade from $old_version", '--copy');
	return $new;
}

# the new ids; the old ones are in the table
my $ledger = new_ledger('pg_upgrade');

###########################################################################
# 1-3. Without the old file: refused until restored
###########################################################################

my $new = upgrade('new');
ok(!-e $new->data_dir . '/sfid.reservation', 'pg_upgrade carried no reservation file over');
ok(-e $new->data_dir . '/sfid.after_pg_upgrade', 'sfid noted that pg_upgrade made this data directory');
start_faked($new);
expect_clock($new, -20, 'new server');
my $now = $new->safe_psql('postgres', 'SELECT extract(epoch FROM clock_timestamp())');
ok(id_unix($old_max) > $now,
	sprintf("the new server's clock is %.1f s behind the old server's last id", id_unix($old_max) - $now));

is($new->safe_psql('postgres', 'SELECT count(*), max(id), sum(n) FROM t'),
	"$ROWS|$old_max|$old_sum", 'the table arrived intact');
like($new->safe_psql('postgres',
		"SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 't'::regclass ORDER BY adnum"),
	qr/^snowflake_next\(\)\npublic\.uuidv7\(\)$/,
	"its defaults still call sfid's functions (uuidv7() qualified: the server has its own)");

###########################################################################
# 4. The extension update on the new server (first: 1.2 brings
#    sfid_restore_reservation() and sfid_status.reservation_problem)
###########################################################################

my $default_version = $new->safe_psql('postgres',
	"SELECT default_version FROM pg_available_extensions WHERE name = 'sfid'");
is($new->safe_psql('postgres', "SELECT extversion FROM pg_extension WHERE extname = 'sfid'"),
	$old_extversion || $default_version, 'the extension arrived at the old server\'s version');
my ($update_rc, $update_out, $notices) = $new->psql('postgres', 'ALTER EXTENSION sfid UPDATE');
is($update_rc, 0, 'ALTER EXTENSION sfid UPDATE on the new server');
if ($old_extversion)
{
	like($notices, qr/sfid keeps public\.uuid_extract_version\(uuid\): PostgreSQL's own function of that name comes first/,
		'the update keeps the copies made on the old server (a view uses one), and says so');
}
else
{
	like($notices, qr/version "\Q$default_version\E" of extension "sfid" is already installed/,
		'the extension is at the current version already');
}
my $kept = $new->safe_psql('postgres', q{
SELECT string_agg(p.proname || '/' || p.pronargs, ',' ORDER BY p.proname, p.pronargs)
  FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
 WHERE d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sfid')
   AND p.proname IN ('uuidv7', 'uuid_extract_timestamp', 'uuid_extract_version')});
is($kept, $old_extversion ? 'uuid_extract_timestamp/1,uuid_extract_version/1,uuidv7/0,uuidv7/1' : 'uuidv7/0',
	'sfid keeps every function the old server had: code of the old server may call them qualified');
is($new->safe_psql('postgres', 'SELECT v, count FROM versions'), "7|$ROWS",
	'the view still works');
my ($ret, $state, $err) = sql_error($new, 'INSERT INTO t (n) VALUES (0)');
is($state, 'SF003', 'snowflake_next() is refused with SF003 after pg_upgrade');
like($err, qr/HINT:.*sfid_restore_reservation\('\/path\/to\/old\/data\/directory'\)/, 'the hint names sfid_restore_reservation()');
like($err, qr/HINT:.*run ALTER EXTENSION sfid UPDATE first if the extension is older/,
	'and the plain ALTER EXTENSION sfid UPDATE, with no version to copy');
is($new->safe_psql('postgres', 'SELECT reservation_problem FROM sfid_status'),
	'reservation unknown after pg_upgrade', 'sfid_status says why');
is($new->safe_psql('postgres', 'SELECT count(*) FROM t'), $ROWS, 'no row was added');

my $restored = $new->safe_psql('postgres',
	"SELECT extract(epoch FROM sfid_restore_reservation('" . $old->data_dir . "'))");
cmp_ok($restored, '>=', id_unix($old_max), "sfid_restore_reservation() took R from the old server's file");
ok(!-e $new->data_dir . '/sfid.after_pg_upgrade', 'and removed the marker');

# New ids, into the table and the ledger; the clock catches up meanwhile.
my $wait = "SET sfid.max_clock_wait = '30s';\n";
my $inserted = 0;
for (1 .. 10)
{
	my ($ids, $s, $e) = issue_ids($new, undef, prefix => $wait);
	if ($s ne '')
	{
		fail("snowflake_next() failed after the restore with $s: $e");
		last;
	}
	$ledger->add('new server', @$ids);
	$inserted += $new->safe_psql('postgres',
		"WITH i AS (INSERT INTO t (n) SELECT -g FROM generate_series(1, 20000) g RETURNING 1) SELECT count(*) FROM i");
}
cmp_ok($ledger->min('new server'), '>', $old_max, "every new id is above the old server's last id");
is($new->safe_psql('postgres', 'SELECT count(*), count(DISTINCT id) FROM t WHERE id > ' . $old_max),
	"$inserted|$inserted", "$inserted new rows, all with new ids");
$ledger->check('new server');

$new->stop;

###########################################################################
# 5. The old file copied in before the first start
###########################################################################

my $new2 = upgrade('new2');
copy($old->data_dir . '/sfid.reservation', $new2->data_dir . '/sfid.reservation')
  or die "copy: $!";
start_faked($new2);
($ret, $state, $err) = sql_error($new2, "SET sfid.max_clock_wait = '30s'; INSERT INTO t (n) VALUES (0) RETURNING id");
is($state, '', 'with the old file copied in, ids are issued at once') or diag $err;
ok(!-e $new2->data_dir . '/sfid.after_pg_upgrade', 'and the marker is gone');
cmp_ok($new2->safe_psql('postgres', 'SELECT max(id) FROM t'), '>', $old_max, 'above the old ids');
$new2->stop;

###########################################################################
# 6. A brand-new server needs no step
###########################################################################

my $fresh = PostgreSQL::Test::Cluster->new('fresh');
$fresh->init;
$fresh->append_conf('postgresql.conf', sfid_conf($WORKER, $WORKER));
$fresh->start;
$fresh->safe_psql('postgres', 'CREATE EXTENSION sfid');
($ret, $state, $err) = sql_error($fresh, 'SELECT snowflake_next()');
is($state, '', 'a brand-new server issues ids with no extra step') or diag $err;
ok(!-e $fresh->data_dir . '/sfid.after_pg_upgrade', 'and has no marker');
$fresh->stop;

done_testing();
