# 047_backfill_pg_upgrade.pl
# Tags: behaviour
#
# snowflake_at() across pg_upgrade, from this server to itself.
# pg_upgrade copies no file of sfid's: the new data directory gets a
# backfill file with the marks unknown, and snowflake_at() is refused with
# SF003, even once the old sfid.reservation is copied in (which lifts the
# refusal of snowflake_next()).  With the old sfid.backfill copied over it,
# the same backfill again takes another number: 0 repeats.
#
# Figures: repeats (must be 0).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use File::Copy qw(copy);
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf sfid_pg_upgrade);
use Test::More;

my $conf = sfid_conf(0, 7) . "sfid.backfill_worker_min = 8\nsfid.backfill_worker_max = 11\n";

my $old = PostgreSQL::Test::Cluster->new('bf_old');
$old->init;
$old->append_conf('postgresql.conf', $conf);
$old->start;
$old->safe_psql('postgres', q{
CREATE EXTENSION sfid;
CREATE TABLE hist (created_at timestamptz);
INSERT INTO hist
  SELECT '2024-08-01 00:00:00+00'::timestamptz + n * interval '61 ms' FROM generate_series(1, 10000) n;
CREATE TABLE t (id bigint, pass int);
INSERT INTO t SELECT snowflake_at(created_at), 1 FROM hist ORDER BY created_at;
SELECT snowflake_next();
});
$old->stop;

my $new = PostgreSQL::Test::Cluster->new('bf_new');
$new->init;
$new->append_conf('postgresql.conf', $conf);
# copy mode, the default (15 has no --copy)
sfid_pg_upgrade($old, $new, 'pg_upgrade');
ok(-e $new->data_dir . '/sfid.backfill', 'pg_upgrade\'s server wrote a backfill file');

# the documented step for R, before the first start
copy($old->data_dir . '/sfid.reservation', $new->data_dir . '/sfid.reservation') or die "copy: $!";
$new->start;
my ($rc, $out, $err) = $new->psql('postgres', q{SELECT snowflake_at('2024-08-01 00:00:01+00')},
	extra_params => [ '-v', 'VERBOSITY=verbose' ]);
like($err, qr/ERROR:  SF003: backfill marks are not known after pg_upgrade/,
	'snowflake_at() is refused with SF003, the reservation restored or not');
is($new->safe_psql('postgres', 'SELECT snowflake_next() > 0'), 't', 'snowflake_next() works');
$new->stop;

copy($old->data_dir . '/sfid.backfill', $new->data_dir . '/sfid.backfill') or die "copy: $!";
$new->start;
$new->safe_psql('postgres',
	q{INSERT INTO t SELECT snowflake_at(created_at), 2 FROM hist ORDER BY created_at});
my ($ids, $distinct, $workers) = split /\|/, $new->safe_psql('postgres',
	q{SELECT count(*), count(DISTINCT id), count(DISTINCT (snowflake_unpack(id)).worker) FROM t});
is($ids, 20000, 'both passes are in the table');
is($ids - $distinct, 0, 'no id repeats across pg_upgrade');
is($workers, 2, 'the rerun took another number');
$new->stop;
done_testing();
