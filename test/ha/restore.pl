# test/ha/restore.pl: sfid restored by pgBackRest (test/ha/run.sh runs it).
#
# A primary on the clock shim archives its WAL with pgbackrest archive-push
# into a local repository; clients (test/torture/client.pl) issue dense ids
# into it and record them.  A full backup is taken while ids are issued;
# later a point in time is noted, a WAL switch archives it, ids flow for a
# few seconds more (their WAL never archived), and the primary is lost
# (kill -9 of every process).  Then, each on a fresh data directory with
# its clock SFID_HA_BEHIND seconds behind the moment the primary was lost:
#
#   latest         pgbackrest restore: the latest backup and all archived WAL
#   pitr           pgbackrest restore --type=time --target=<the point>
#
# each twice: as it comes (clients at once: the repeats are measured and
# reported), and with sfid's procedure (before any id, SELECT
# sfid_raise_floor('<when the primary was lost>'), the block of
# docs/high-availability.md: 0 repeats required).
# The clients of each restored server run until its clock has passed the
# lost primary's last id.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use lib "$FindBin::RealBin/../torture";
use lib $FindBin::RealBin;

use File::Path qw(make_path rmtree);
use IPC::Run;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use Time::HiRes qw(sleep time);

use SfidFault qw(fault_node start_faked use_clock_shim set_offset id_ms ms_unix);
use TortureCheck qw(check_run report_lines);
use HaIds qw(max_id exposed stop_clients);

# The procedure's SQL, as docs/high-availability.md gives it (the block
# marked "<!-- ha-test: raise-floor -->"), so that the guide cannot drift.
my $GUIDE_SQL = do
{
	open my $g, '<', "$FindBin::RealBin/../../docs/high-availability.md" or die "the guide: $!";
	local $/;
	my $text = <$g>;
	$text =~ /<!-- ha-test: raise-floor -->\s*```sql\s*\n(.*?)```/s
	  or die "docs/high-availability.md has no raise-floor block\n";
	$1;
};
$GUIDE_SQL =~ /sfid_raise_floor\('[0-9][0-9 :.-]+\+00'\)/ or die "the guide's block does not raise the floor to a time\n";

my $BEHIND = $ENV{SFID_HA_BEHIND} || 20;
my $BASE = ($ENV{SFID_HA_DIR} || PostgreSQL::Test::Utils::tempdir()) . '/restore';
my $CLIENTS = 3;
rmtree($BASE);
make_path($BASE);

sub say_ { diag(sprintf('%.1f ', time() - $^T) . join('', @_)); }

###########################################################################
# The primary and its repository
###########################################################################

my $conf = "$BASE/pgbackrest.conf";
my $p = fault_node('primary', worker => [ 0, 1 ], allows_streaming => 1, clock => 'shim',
	conf => "archive_mode = on\narchive_command = 'pgbackrest --config=$conf --stanza=sfid archive-push %p'\n");
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

[sfid]
pg1-path=@{[ $p->data_dir ]}
pg1-port=@{[ $p->port ]}
pg1-socket-path=@{[ $p->host ]}
EOF
close $fh;

sub pgbackrest
{
	my @args = @_;
	my ($out, $err) = ('', '');
	my $ok = IPC::Run::run([ 'pgbackrest', "--config=$conf", '--stanza=sfid', @args ],
		'>', \$out, '2>', \$err, IPC::Run::timeout(180));
	diag("pgbackrest @args: $out$err") unless $ok;
	return $ok;
}

start_faked($p);
$p->safe_psql('postgres', 'CREATE EXTENSION sfid');
ok(pgbackrest('stanza-create'), 'pgbackrest stanza-create');
ok(pgbackrest('check'), 'pgbackrest check: archive-push works');

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
ok(pgbackrest('backup', '--type=full'), 'a full backup while ids are issued');
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
	rmtree($r->data_dir);
	mkdir($r->data_dir, 0700) or die;
	my @target = $case eq 'pitr' ? ('--type=time', "--target=$pitr", '--target-action=promote') : ();
	ok(pgbackrest('restore', '--pg1-path=' . $r->data_dir, @target), "$label: pgbackrest restore");
	$r->append_conf('postgresql.conf',
		"port = $port\nunix_socket_directories = '" . $r->host . "'\narchive_mode = off\n");
	# its clock $BEHIND s behind the moment the primary was lost, however
	# long the restore took
	my $offset = -(time() - $t_lost + $BEHIND);
	use_clock_shim($r);
	start_faked($r, offset => $offset);
	$r->poll_query_until('postgres', 'SELECT NOT pg_is_in_recovery()')
	  or return fail("$label: the restored server did not leave recovery");
	my $recovered = $r->safe_psql('postgres',
		"SELECT (extract(epoch FROM sfid_recovered_horizon()) * 1000)::bigint");

	if ($procedure)
	{
		# the guide's own block, with the time the primary was lost
		my $lost = $r->safe_psql('postgres', sprintf("SELECT to_timestamp(%.3f) AT TIME ZONE 'UTC'", $t_lost));
		(my $sql = $GUIDE_SQL) =~ s/'[0-9][0-9 :.-]+\+00'/'$lost+00'/;
		my $floor = $r->safe_psql('postgres', $sql);
		say_("$label: $sql -> $floor");
	}
	# where ids resume: the horizon replayed, or the floor raised
	my $floor = $r->safe_psql('postgres', "SELECT (extract(epoch FROM sfid_recovered_horizon()) * 1000)::bigint");
	my $cd = "$BASE/$case-" . ($procedure ? 'procedure' : 'plain');
	my @hr = start_clients($cd, 11, $r);
	# until its clock has passed the lost primary's last id by 2 s
	my $until = ms_unix(id_ms($last)) + 2 - $offset;
	my $end = time() + $BEHIND + 60;
	sleep 0.5 while time() < $until && time() < $end;
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
