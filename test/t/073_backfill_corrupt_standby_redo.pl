# 073_backfill_corrupt_standby_redo.pl
# Tags: logic
#
# A standby whose sfid.backfill is corrupt knows none of the marks the file
# held.  Replaying a later backfill mark must not write a file that reads
# as valid with those marks gone: after a restart and a promotion, the
# numbers they belonged to would start again from nothing and issue the
# ids of the first pass again.
#
#  1. The primary issues a pass of snowflake_at() ids (number A's mark),
#     the standby replays it and makes a restartpoint past it.
#  2. The standby's sfid.backfill is corrupted, the standby restarts.
#  3. The primary issues a second pass at the same times (another number,
#     B, since A's mark is past them); the standby replays its mark.
#  4. The standby restarts and is promoted; a third pass at the same
#     times must repeat no id of the first two.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $conf = sfid_conf(0, 7) . "sfid.backfill_worker_min = 8\nsfid.backfill_worker_max = 11\n";
my $primary = PostgreSQL::Test::Cluster->new('bfc_primary');
$primary->init(allows_streaming => 1);
$primary->append_conf('postgresql.conf', $conf);
$primary->start;
$primary->safe_psql('postgres', q{
CREATE EXTENSION sfid;
CREATE TABLE hist (created_at timestamptz);
INSERT INTO hist
  SELECT '2024-07-01 00:00:00+00'::timestamptz + n * interval '53 ms' FROM generate_series(1, 200) n;
CREATE TABLE t (id bigint, pass int);
});
$primary->backup('b');
my $standby = PostgreSQL::Test::Cluster->new('bfc_standby');
$standby->init_from_backup($primary, 'b', has_streaming => 1);
$standby->start;

my $pass = q{INSERT INTO t SELECT snowflake_at(created_at), %d FROM hist ORDER BY created_at};

# 1.
$primary->safe_psql('postgres', sprintf($pass, 1));
$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));
$primary->safe_psql('postgres', 'CHECKPOINT');
$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));
$standby->safe_psql('postgres', 'CHECKPOINT');

# 2.
$standby->stop;
my $file = $standby->data_dir . '/sfid.backfill';
my $size = -s $file;
ok($size, 'the standby has a backfill file');
open my $fh, '+<', $file or die "$file: $!";
binmode $fh;
print $fh "\0" x $size;
close $fh;
my $log = -s $standby->logfile;
$standby->start;
like(slurp_file($standby->logfile, $log), qr/sfid backfill file "sfid\.backfill" is corrupt/,
	'the standby finds its backfill file corrupt');

# 3.
$primary->safe_psql('postgres', sprintf($pass, 2));
$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));
is($primary->safe_psql('postgres',
		q{SELECT count(DISTINCT (snowflake_unpack(id)).worker) FROM t}), '2',
	'the two passes took two backfill numbers');
$standby->safe_psql('postgres', 'CHECKPOINT');

# 4.
$primary->stop;
$standby->restart;
$standby->promote;
$standby->poll_query_until('postgres', 'SELECT NOT pg_is_in_recovery()')
  or die 'the standby was not promoted';
my ($rc, $out, $err) = $standby->psql('postgres', sprintf($pass, 3));
note "third pass: rc $rc, $err";
is($standby->safe_psql('postgres',
		q{SELECT count(*) FROM (SELECT id FROM t GROUP BY id HAVING count(*) > 1) d}), '0',
	'no backfill id of the first passes is issued again after the promotion');
$standby->stop;
done_testing();
