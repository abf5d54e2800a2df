# test/ha/restore.pl: sfid restored by pgBackRest (test/ha/run.sh runs it).
#
# Every pgBackRest and pg_ctl step is a block of docs/high-availability.md
# run as the guide writes it (HaGuide.pm reads them; only the times are
# this run's): the archive settings, stanza-create and check, the backup,
# the restores, the start with no clients, sfid_raise_floor(), the opening
# to clients, and the two cases of "When it goes wrong".
#
# A primary on the clock shim archives its WAL with pgbackrest archive-push
# into a local repository; clients (test/torture/client.pl) issue dense ids
# into it and record them.  A full backup is taken while ids are issued;
# later a point in time is noted, a WAL switch archives it, ids flow for a
# few seconds more (their WAL never archived), and the primary is lost
# (kill -9 of every process).  Then, each on a fresh data directory with
# its clock SFID_HA_BEHIND seconds behind the moment the primary was lost:
#
#   latest         the guide's restore: the latest backup and all archived WAL
#   pitr           the guide's restore to a point in time
#
# each twice: as it comes (clients at once: the repeats are measured and
# reported), and with sfid's procedure (0 repeats required).  The
# point-in-time restore as it comes leaves out --target-action=promote,
# pgBackRest's default: the server pauses at the target, the guide's
# sfid_raise_floor() fails with 25006, and the guide's
# pg_wal_replay_resume() ends recovery.  The latest restore with the
# procedure first raises a floor taken too early (the point in time), then
# the right one, as the guide says to.  The clients of each restored server
# run until its clock has passed the lost primary's last id.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use lib "$FindBin::RealBin/../torture";
use lib $FindBin::RealBin;

use File::Path qw(make_path rmtree);
use IPC::Run;
use POSIX ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(sleep time);

use SfidFault qw(fault_node start_faked use_clock_shim set_offset offset_file clock_shim_lib id_ms ms_unix);
use TortureCheck qw(check_run report_lines);
use HaIds qw(max_id exposed stop_clients);
use HaGuide qw(guide_block run_block);

# The guide's blocks, read before anything starts: a missing one fails at once.
my $ARCHIVE = guide_block('archive', '');
my $STANZA = guide_block('stanza', 'sh');
my $BACKUP = guide_block('backup', 'sh');
my $RESTORE_LATEST = guide_block('restore-latest', 'sh');
my $RESTORE_PITR = guide_block('restore-pitr', 'sh');
my $START = guide_block('start-no-clients', 'sh');
my $GUIDE_SQL = guide_block('raise-floor', 'sql');
my $OPEN = guide_block('open', 'sh');
my $RESUME = guide_block('resume', 'sql');
$GUIDE_SQL =~ /sfid_raise_floor\('[0-9][0-9 :.-]+\+00'\)/ or die "the guide's block does not raise the floor to a time\n";
$RESTORE_PITR =~ /--target='[^']+' --target-action=promote/
  or die "the guide's point-in-time restore does not promote at its target\n";
$STANZA =~ /stanza-create/ && $STANZA =~ /\bcheck\b/ or die "the guide's stanza block lacks stanza-create or check\n";

# The guide's raise-floor block with a time of this run (UTC, without zone).
sub floor_sql
{
	my ($utc) = @_;
	(my $sql = $GUIDE_SQL) =~ s/'[0-9][0-9 :.-]+\+00'/'$utc+00'/;
	return $sql;
}

my $BEHIND = $ENV{SFID_HA_BEHIND} || 20;
my $BASE = ($ENV{SFID_HA_DIR} || PostgreSQL::Test::Utils::tempdir()) . '/restore';
my $CLIENTS = 3;
rmtree($BASE);
make_path($BASE);
my $LOG = "$BASE/guide-blocks.log";    # what the guide's blocks printed

sub say_ { diag(sprintf('%.1f ', time() - $^T) . join('', @_)); }

# psql through a socket directory; (exit ok, output, error output).  The
# error is printed with its SQLSTATE (VERBOSITY verbose).
sub psql_at
{
	my ($dir, $port, $sql) = @_;
	my ($out, $err) = ('', '');
	my $ok = eval {
		IPC::Run::run([ 'psql', '-XAtq', '-v', 'ON_ERROR_STOP=1', '-v', 'VERBOSITY=verbose', '-h', $dir, '-p', $port,
				'-d', 'postgres', '-c', $sql ],
			'<', '/dev/null', '>', \$out, '2>', \$err, IPC::Run::timeout(60));
	};
	chomp $out;
	return ($ok, $out, $err);
}

###########################################################################
# The primary and its repository
###########################################################################

my $conf = "$BASE/pgbackrest.conf";
my %PB = (PGBACKREST_CONFIG => $conf);    # how the guide's commands find it
my $p = fault_node('primary', worker => [ 0, 1 ], allows_streaming => 1, clock => 'shim', conf => $ARCHIVE);
make_path("$BASE/$_") for qw(repo log lock spool);
open my $fh, '>', $conf or die;
print $fh <<"EOF";
[global]
repo1-path=$BASE/repo
repo1-retention-full=2
log-path=$BASE/log
lock-path=$BASE/lock
spool-path=$BASE/spool
log-level-console=warn
start-fast=y
archive-timeout=60
compress-type=none

[main]
pg1-path=@{[ $p->data_dir ]}
pg1-port=@{[ $p->port ]}
pg1-socket-path=@{[ $p->host ]}
EOF
close $fh;

start_faked($p, env => \%PB);
$p->safe_psql('postgres', 'CREATE EXTENSION sfid');
ok(run_block($STANZA, $LOG, 180, %PB), "the guide's stanza-create and check (archive-push works)");


###########################################################################
# Clients
###########################################################################

sub write_target
{
	my ($cdir, $node) = @_;
	open my $t, '>', "$cdir/target.tmp" or die;
	print $t $node ? sprintf("%s %s %d 1\n", $node->name, $node->host, $node->port) : "none\n";
	close $t;
	rename("$cdir/target.tmp", "$cdir/target") or die;
	return;
}

sub start_clients
{
	my ($cdir, $first, $node) = @_;
	make_path($cdir);
	write_target($cdir, $node);
	return map {
		IPC::Run::start([ $^X, "$FindBin::RealBin/../torture/client.pl", $_, $cdir, 2000 + $_, int(time() + 600) ],
			'>', "$cdir/client_$_.out", '2>', "$cdir/client_$_.err")
	} $first .. $first + $CLIENTS - 1;
}

# The primary lost: every process of it stopped, then killed (the page
# cache survives, as on a machine whose disk is moved; what matters here
# is that the last WAL segment was never archived).
sub kill_server
{
	my ($node) = @_;
	open my $f, '<', $node->data_dir . '/postmaster.pid' or die;
	my ($pm) = <$f> =~ /(\d+)/;
	close $f;
	my @pids = ($pm);
	for my $stat (glob('/proc/[0-9]*/stat'))
	{
		open my $sf, '<', $stat or next;
		my $line = <$sf> // '';
		close $sf;
		push @pids, $1 if $line =~ /^(\d+) \(.*\) \S (\d+) / && $2 == $pm;
	}
	kill 'STOP', @pids;
	kill 'KILL', @pids;
	$node->{_pid} = undef;
	my $end = time() + 30;
	sleep 0.1 while time() < $end && grep { kill 0, $_ } @pids;
	return;
}

###########################################################################
# Ids, a backup, a point in time, the loss
###########################################################################

my $cd_p = "$BASE/primary";
my @h = start_clients($cd_p, 1, $p);
sleep 2;
ok(run_block($BACKUP, $LOG, 180, %PB), "the guide's full backup, while ids are issued");
sleep 2;
my $pitr = $p->safe_psql('postgres', "SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US+00')");
sleep 2;
# a commit after the point: recovery stops at the first commit past its
# target, and snowflake_next() commits nothing
$p->safe_psql('postgres', 'CREATE TABLE pitr_mark AS SELECT now() AS t');
my $segment = $p->safe_psql('postgres', 'SELECT pg_walfile_name(pg_switch_wal())');
my $archived = $p->poll_query_until('postgres',
	"SELECT coalesce(last_archived_wal >= '$segment', false) FROM pg_stat_archiver");
ok($archived, 'the WAL holding the point in time is archived');
sleep 3;    # ids whose WAL is never archived
kill_server($p);
my $t_lost = time();    # a moment when the primary was surely gone
stop_clients($cd_p, @h);
my $last = max_id($cd_p);
say_(sprintf('primary lost at %.3f; its last id at %.3f; point in time %s', $t_lost, ms_unix(id_ms($last)), $pitr));
ok($last > 0, 'the primary issued ids before it was lost');

###########################################################################
# Restores
###########################################################################

my %figure;
my $n = 0;

sub restore_case
{
	my ($case, $procedure) = @_;
	$n++;
	my $label = "$case, " . ($procedure ? 'with sfid_raise_floor()' : 'as it comes');
	my $r = PostgreSQL::Test::Cluster->new("r$n");
	$r->init;
	my $port = $r->port;
	my $data = $r->data_dir;
	rmtree($data);
	mkdir($data, 0700) or die;
	my $script = $RESTORE_LATEST;
	if ($case eq 'pitr')
	{
		($script = $RESTORE_PITR) =~ s/--target='[^']+'/--target='$pitr'/;
		# as it comes: pgBackRest's default target action, pause
		$script =~ s/ --target-action=promote// unless $procedure;
	}
	# pgBackRest's settings in the environment of its commands and of the
	# restored server, whose restore_command runs pgbackrest archive-get
	ok(run_block($script, $LOG, 300, %PB, PGBACKREST_PG1_PATH => $data), "$label: the guide's restore");
	$r->append_conf('postgresql.conf',
		"port = $port\nunix_socket_directories = '" . $r->host . "'\narchive_mode = off\n");
	# its clock $BEHIND s behind the moment the primary was lost, however
	# long the restore took
	my $offset = -(time() - $t_lost + $BEHIND);
	use_clock_shim($r);
	my $horizon_sql = "SELECT (extract(epoch FROM sfid_recovered_horizon()) * 1000)::bigint";
	my $recovered;

	if ($procedure)
	{
		# the guide's start, on the clock shim as start_faked() does it
		set_offset($r, $offset);
		my %env = (%PB, PGBACKREST_PG1_PATH => $data, PGDATA => $data, PGPORT => $port,
			LD_PRELOAD => clock_shim_lib(), SFID_CLOCK_FILE => offset_file($r));
		ok(run_block($START, $LOG, 300, %env), "$label: the guide's start with no clients; recovery ended");
		$r->_update_pid(1);
		my ($reach) = psql_at($r->host, $port, 'SELECT 1');
		my (undef, $listen) = psql_at($data, $port, 'SHOW listen_addresses');
		ok(!$reach && $listen eq '', "$label: no client could reach it (no TCP, no socket where clients look)");
		(undef, $recovered) = psql_at($data, $port, $horizon_sql);

		# the guide's block with the time the primary was lost; for the
		# latest backup, first with a time taken too early (the point in
		# time, before the lost primary's last ids), then the right one,
		# as "When it goes wrong" says
		my $lost = POSIX::strftime('%Y-%m-%d %H:%M:%S', gmtime(int $t_lost))
		  . sprintf('.%03d', 1000 * ($t_lost - int $t_lost));
		my @times = (($case eq 'latest' ? ($pitr =~ s/\+00$//r) : ()), $lost);
		my @floors;
		for my $t (@times)
		{
			my ($ok, $floor, $err) = psql_at($data, $port, floor_sql($t));
			ok($ok, "$label: the guide's sfid_raise_floor('$t+00')") or diag($err);
			say_("$label: sfid_raise_floor('$t+00') -> $floor");
			push @floors, $floor;
		}
		if (@floors == 2)
		{
			my (undef, $later) = psql_at($data, $port,
				"SELECT '$floors[1]'::timestamptz > '$floors[0]'::timestamptz");
			is($later, 't', "$label: raised again, the floor rose from the one taken too early");
		}
		ok(run_block($OPEN, $LOG, 120, %env), "$label: the guide's opening to clients");
		$r->_update_pid(1);
	}
	else
	{
		start_faked($r, offset => $offset, env => { %PB, PGBACKREST_PG1_PATH => $data });
		if ($case eq 'pitr')
		{
			# paused at the target, still in recovery: the guide's floor
			# fails with 25006, and its pg_wal_replay_resume() promotes
			$r->poll_query_until('postgres', 'SELECT pg_get_wal_replay_pause_state() = \'paused\'')
			  or return fail("$label: the restore did not pause at its target");
			my ($ok, undef, $err) = psql_at($r->host, $port, floor_sql($pitr =~ s/\+00$//r));
			ok(!$ok && $err =~ /ERROR:  25006: cannot execute sfid_raise_floor\(\) during recovery/,
				"$label: paused at the target, sfid_raise_floor() fails with 25006") or diag($err);
			($ok, undef, $err) = psql_at($r->host, $port, $RESUME);
			ok($ok, "$label: the guide's pg_wal_replay_resume()") or diag($err);
		}
		$r->poll_query_until('postgres', 'SELECT NOT pg_is_in_recovery()')
		  or return fail("$label: the restored server did not leave recovery");
		$recovered = $r->safe_psql('postgres', $horizon_sql);
	}
	# where ids resume: the horizon replayed, or the floor raised
	my $floor = $r->safe_psql('postgres', $horizon_sql);
	my $cd = "$BASE/$case-" . ($procedure ? 'procedure' : 'plain');
	my @hr = start_clients($cd, 11, $r);
	# until its clock has passed the lost primary's last id by 2 s
	my $until = ms_unix(id_ms($last)) + 2 - $offset;
	my $end = time() + $BEHIND + 60;
	sleep 0.5 while time() < $until && time() < $end;
	# then on until a client has an id past it, however slow the calls
	# were on a busy machine (a call can wait seconds for an fsync);
	# bounded, and a miss is a failure below
	$end = time() + 90;
	sleep 2 while time() < $end && max_id($cd) <= $last;
	stop_clients($cd, @hr);
	$r->stop('immediate');

	make_path("$cd/all");
	symlink($_, "$cd/all/" . (split m{/}, $_)[-1]) for glob("$cd_p/client_*.rec"), glob("$cd/client_*.rec");
	my $c = check_run("$cd/all", workers => [ 0, 1 ]);
	my $mine = check_run($cd, workers => [ 0, 1 ]);
	open my $rep, '>', "$cd/report.txt" or die;
	print $rep "$_\n" for report_lines($c);
	close $rep;
	my $exposed = exposed($cd_p, $floor, 0, 1, max_id($cd));
	say_(sprintf('%s: recovered horizon %.0f ms below the last id; %d ids after the restore, %d repeats, %d exposed; %s',
		$label, ms_unix(id_ms($last)) * 1000 - $recovered, $mine->{ids}, $c->{repeats}, $exposed,
		join(', ', map { "$_ $mine->{errors}{$_}{count}" } sort keys %{ $mine->{errors} })));
	ok($mine->{ids} > 0 && max_id($cd) > $last, "$label: the restored server issued ids past the lost primary's last one");
	ok($recovered < ms_unix(id_ms($last)) * 1000, "$label: the restore knew less than the lost primary had issued");
	is($c->{down}, 0, "$label: no id went down within a session");
	if ($procedure)
	{
		is($exposed, 0, "$label: none of the lost primary's ids was issuable again");
		is($c->{repeats}, 0, "$label: no id issued twice among $c->{ids}");
		ok(($mine->{errors}{SF001}{count} // 0) > 0, "$label: ids were refused (SF001) while the clock was behind the floor");
	}
	else
	{
		ok($exposed > 0, "$label: $exposed of the lost primary's ids were issuable again");
		pass("$label: measured $c->{repeats} repeats among $c->{ids} ids (reported, not required)");
	}
	$figure{$label} = "ids $c->{ids}  repeats $c->{repeats}  exposed $exposed";
	return;
}

restore_case('latest', 0);
restore_case('latest', 1);
restore_case('pitr', 0);
restore_case('pitr', 1);

open my $sum, '>', "$BASE/../summary-restore.txt" or die;
for my $k (sort keys %figure)
{
	my $line = sprintf('restore %-34s %s', $k, $figure{$k});
	print $sum "$line\n";
	diag($line);
}
close $sum;
done_testing();
