# 038_crash_after_rename.pl
# Tags: behaviour
#
# A crash between the two durable steps of a reservation: the file holds
# the new R (renamed over the old one), but no WAL record carries it, so a
# synchronous standby still has the R before it.  After the crash restart
# the primary knows that R from its file only.  A fence below it
# (snowflake_convert() of keys made meanwhile by another generator) must
# still reach the standby: otherwise a failover to it, with a clock behind
# the keys, brings new ids below the converted keys (the SPIN model finds
# it too when the record is left out: model/README).
#
# The I/O shim (test/shim/sfid_io_shim.c, abort_after_rename) aborts the
# process that renames the file, right after the rename.  Checked: the
# standby's recovered horizon covers the fenced key, and on the promoted
# standby a session with its clock held between the standby's old R and the
# key gets no id below the key (it waits for the clock or is refused).

use strict;
use warnings;

use File::Basename qw(dirname);
use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;

# the shim's control files live beside it
my $shim = build_shim('sfid_io_shim');
my $shim_dir = dirname($shim);

my $primary = fault_node('primary', worker => 9, allows_streaming => 1, clock => 'shim',
	conf => "sfid.reserve_ahead = '5s'\nrestart_after_crash = on\n");
start_faked($primary, preload => [$shim], env => { SFID_SHIM_DIR => $shim_dir });
$primary->safe_psql('postgres', 'CREATE EXTENSION sfid');
$primary->backup('b');
my $standby = PostgreSQL::Test::Cluster->new('standby');
$standby->init_from_backup($primary, 'b', has_streaming => 1);
$standby->start;
$primary->append_conf('postgresql.conf', "synchronous_standby_names = 'standby'\n");
$primary->reload;
$primary->poll_query_until('postgres',
	"SELECT sync_state = 'sync' FROM pg_stat_replication WHERE application_name = 'standby'")
  or die 'the standby did not become synchronous';

# An id: R = its clock + 5 s, confirmed by the standby (the reserver may
# extend it once more while that id is recent).  6 s later, R1 is what the
# standby has, and the next id needs a new R; the process that writes it
# crashes right after the rename.
$primary->safe_psql('postgres', 'SELECT snowflake_next()');
sleep 6;
$primary->wait_for_catchup($standby);
my $r1 = recovered_ms($standby);
PostgreSQL::Test::Utils::append_to_file("$shim_dir/abort_after_rename", '');
my $log_offset = -s $primary->logfile;
# (the reserver may be the one that makes it, and crashes)
my ($ret, $stdout, $stderr) = $primary->psql('postgres', 'SELECT snowflake_next()');
SfidFault::wait_for_crash_restart($primary, $log_offset);
like(substr(slurp_file($primary->logfile), $log_offset), qr/was terminated by signal 6/,
	'a process aborted, and the server went through a crash restart');
ok(!-e "$shim_dir/abort_after_rename", 'the shim aborted after a rename');
my $rx = reservation_ms($primary);
cmp_ok($rx, '>', $r1, "the primary's file holds the new R (crash after the rename)");
is(recovered_ms($standby), $r1,
	'the standby never received it');

# Another generator's key, 200 ms above R1 and so below the file's R: the
# conversion fences ids above it.  It must be in the past (the conversion
# refuses keys ahead of the clock), and R1 may lead the first id by more
# than the 6 s slept (the reserver extends R while that id is recent), so
# wait until the clock has passed it (bounded), whatever the machine's
# speed.  The key is R1 + 200 ms, not the clock's: on a loaded machine the
# wait can end after the clock passed the file's R too.
my $clock_ms_sql = "SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint - $SFID_EPOCH_MS";
$primary->poll_query_until('postgres', "$clock_ms_sql > $r1 + 300")
  or die "the primary's clock did not pass R1 ($r1)";
my $key_at = sprintf('to_timestamp(%.3f)', ($SFID_EPOCH_MS + $r1 + 200) / 1000);
my $key = $primary->safe_psql(
	'postgres', qq{
SET client_min_messages = warning;
CREATE TABLE t (id bigint PRIMARY KEY, note text);
INSERT INTO t VALUES (snowflake_lower_bound($key_at), 'old');
SELECT snowflake_convert('t');
SELECT id FROM t;
});
$key = (split /\n/, $key)[-1];
my $key_ms = id_ms($key);
ok($key_ms > $r1 && $key_ms < $rx, "the key's ms ($key_ms) lies between R1 ($r1) and the file's R ($rx)");
$primary->wait_for_catchup($standby);
my $standby_r = recovered_ms($standby);
cmp_ok($standby_r, '>=', $key_ms,
	"the synchronous standby's horizon covers the fenced key");

# Failover: the primary dies, the standby is promoted, and a session's clock
# is held halfway between R1 and the key.
$primary->stop('immediate');
promote_and_wait($standby);
my $target = int(($r1 + $key_ms) / 2);
($ret, $stdout, $stderr) = $standby->psql(
	'postgres', qq{
\\set VERBOSITY verbose
SET client_min_messages = warning;
SELECT sfid_test_clock_rewind(((extract(epoch FROM clock_timestamp()) * 1000)::bigint - $SFID_EPOCH_MS - $target));
SELECT snowflake_next();
});
my $id = (split /\n/, $stdout)[-1] // '';
note "after promotion with the clock at ms $target: ret $ret, id '$id', $stderr";
ok(($ret == 0 && $id =~ /^\d+$/ && id_ms($id) > $key_ms) || $stderr =~ /ERROR:  SF001:/,
	'the promoted standby issues no id at or below the converted key (or refuses with SF001)');

done_testing();
