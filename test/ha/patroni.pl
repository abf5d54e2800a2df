# test/ha/patroni.pl: sfid under Patroni (test/ha/run.sh runs it).
#
# One etcd and three Patroni members of PostgreSQL 15 on 127.0.0.1, the
# clock shim in every member's environment: the leader's clock is right
# when the failovers start, the two others run SFID_HA_BEHIND seconds
# behind, so that whichever is promoted re-covers the milliseconds the old
# leader issued just before it died.
# Clients (test/torture/client.pl) churn sessions of dense snowflake_next()
# calls against the leader and record every id; TortureCheck.pm counts the
# repeats.
#
# Each failover aims at the window the guarantee table names for
# asynchronous replication: the clients stop (an idle spell longer than
# sfid.reserve_ahead, so the next id needs a new reservation), the
# leader's walsenders are frozen (SIGSTOP), the clients issue again for
# a moment (the reservation reaches no standby), then the leader is frozen
# and killed (its Patroni, its postmaster and every child), and Patroni
# promotes a replica, which has nothing of the burst.  Its clients follow
# it until its clock has passed the old leader's last id; then the old
# leader rejoins as Patroni does it (crash recovery, pg_rewind).
#
# sfid's configuration is docs/high-availability.md's, read from it
# (HaGuide.pm): sync and async start a new cluster from the guide's
# bootstrap.dcs block (with one worker range for the cluster in it);
# ranges starts a cluster without sfid and adds it with the guide's
# recipe for a running cluster, block by block (edit-config, the member
# ranges and a reload, the replicas' restart, a switchover, the old
# leader's restart), then checks every member runs sfid on its own range.
#
# Modes (SFID_HA_MODES, comma-separated; default all three):
#   sync     synchronous_mode: true, one worker range for the cluster
#   async    Patroni's default asynchronous replication, one worker range
#   ranges   asynchronous, a worker range per member (sfid's
#            recommendation, added to the running cluster), and split
#            brain: only the old leader's Patroni is frozen, its
#            PostgreSQL keeps issuing ids to its clients while the new
#            leader issues to its own, until the old Patroni resumes and
#            demotes it.  Before its failover, the guide's patronictl
#            reinit clones a replica while the leader issues ids
# SFID_HA_FAILOVERS   failovers per mode (default 1)
# SFID_HA_BEHIND      the promoted members' clock, seconds behind (20)
# SFID_HA_DIR         where the records, logs and report go
# SFID_HA_PORT        the first of 20 ports on 127.0.0.1 (58400)
#
# Counted: repeats among the ids received, and the old leader's ids left
# exposed (on the new leader's worker numbers, above the horizon it resumed
# above, within the milliseconds it went on to issue): actual repeats need
# the new leader's clients to ask in those very milliseconds, which on a
# busy machine they do for a few per cent of them, so the exposed ids are
# the deterministic measure.  Asserted: sync and ranges leave 0 exposed and
# give 0 repeats; async exposes some (the window was hit); in every mode
# the new leader issued ids past the old leader's last one, and the old
# leader rejoined (how: crash recovery, pg_rewind or a clone, from its
# Patroni's log, is reported) with the new leader's reservations (its
# sfid_recovered_horizon() reaches the new leader's last id).  The async
# repeats are reported.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use lib "$FindBin::RealBin/../torture";
use lib $FindBin::RealBin;

use File::Path qw(make_path rmtree);
use HTTP::Tiny;
use IPC::Run;
use POSIX qw(WNOHANG);
use Test::More;
use Time::HiRes qw(sleep time);

use SfidFault qw(build_shim write_shim_offset id_ms ms_unix);
use TortureCheck qw(check_run report_lines);
use HaIds qw(max_id exposed stop_clients);
use HaGuide qw(guide_block run_block);

my @MODES = split /,/, ($ENV{SFID_HA_MODES} || 'sync,async,ranges');
my $FAILOVERS = $ENV{SFID_HA_FAILOVERS} || 1;
my $BEHIND = $ENV{SFID_HA_BEHIND} || 20;
my $BASE = $ENV{SFID_HA_DIR} || die "SFID_HA_DIR is not set\n";
my $PORT = $ENV{SFID_HA_PORT} || 58400;
my $BIN = $ENV{SFID_HA_BIN} || '/usr/lib/postgresql/15/bin';
my $CLIENTS = 3;
my $SHIM = build_shim('sfid_clock_shim');

# The guide's blocks (docs/high-availability.md), run as they stand: the
# new cluster's bootstrap.dcs and member range, and the recipe that adds
# sfid to a running cluster.
my $BOOTSTRAP = guide_block('patroni-bootstrap', 'yaml');
my $MEMBER = guide_block('patroni-member', 'yaml');
my @ADD = map { guide_block("patroni-$_", 'sh') }
  qw(add-config add-reload restart-replicas switchover restart-old-leader);
my $REINIT = guide_block('patroni-reinit', 'sh');
my ($RMIN, $RMAX) = ($MEMBER =~ /sfid\.worker_min: (\d+)/, $MEMBER =~ /sfid\.worker_max: (\d+)/);
defined $RMAX or die "the guide's member block has no sfid.worker_min and sfid.worker_max\n";
my ($CANDIDATE) = $ADD[3] =~ /--candidate m(\d)\b/ or die "the guide's switchover names no candidate\n";

my @procs;    # every process this script started, to stop on any exit
my $http = HTTP::Tiny->new(timeout => 2);

sub say_ { diag(sprintf('%.1f ', time() - $^T) . join('', @_)); }

###########################################################################
# Processes, members, etcd
###########################################################################

sub spawn
{
	my ($cmd, $log, %env) = @_;
	my $pid = fork();
	die "fork: $!" unless defined $pid;
	if ($pid == 0)
	{
		POSIX::setsid();
		$ENV{$_} = $env{$_} for keys %env;
		open STDIN, '<', '/dev/null';
		open STDOUT, '>>', $log or die;
		open STDERR, '>&', \*STDOUT or die;
		exec @$cmd or die "exec $cmd->[0]: $!";
	}
	push @procs, $pid;
	return $pid;
}

sub reap { 1 while waitpid(-1, WNOHANG) > 0; }

# Bounded wait for a condition; returns its last value.
sub wait_for
{
	my ($seconds, $cond) = @_;
	my $end = time() + $seconds;
	while (1)
	{
		reap();
		my $v = $cond->();
		return $v if $v || time() > $end;
		sleep 0.3;
	}
}

sub children_of
{
	my ($pid) = @_;
	my @kids;
	for my $stat (glob('/proc/[0-9]*/stat'))
	{
		open my $sf, '<', $stat or next;
		my $line = <$sf>;
		close $sf;
		push @kids, $1 if defined $line && $line =~ /^(\d+) \(.*\) \S (\d+) / && $2 == $pid;
	}
	return @kids;
}

sub cmdline
{
	my ($pid) = @_;
	open my $fh, '<', "/proc/$pid/cmdline" or return '';
	local $/;
	my $c = <$fh> // '';
	$c =~ s/\0/ /g;
	return $c;
}

sub psql
{
	my ($m, $sql, $timeout) = @_;
	my ($out, $err) = ('', '');
	my $ok = eval {
		IPC::Run::run([ "$BIN/psql", '-XAtq', '-h', '127.0.0.1', '-p', $m->{pg}, '-d', 'postgres', '-c', $sql ],
			'>', \$out, '2>', \$err, IPC::Run::timeout($timeout // 10));
	};
	chomp $out;
	return $ok ? $out : undef;
}

sub postmaster_pid
{
	my ($m) = @_;
	open my $fh, '<', "$m->{dir}/data/postmaster.pid" or return;
	my $pid = <$fh>;
	close $fh;
	return unless defined $pid && $pid =~ /^(\d+)/ && kill(0, $1);
	return $1;
}

sub role
{
	my ($m) = @_;
	my $r = $http->get("http://127.0.0.1:$m->{api}/patroni");
	return '' unless $r->{success} && $r->{content} =~ /"role":\s*"(\w+)"/;
	my $role = $1;
	my ($state) = $r->{content} =~ /"state":\s*"(\w+)"/;
	return "$role/" . ($state // '');
}

sub is_leader
{
	my ($m) = @_;
	my $r = $http->get("http://127.0.0.1:$m->{api}/primary");
	return $r->{status} == 200;
}

my ($etcd_pid, $scope, @members, $mode);

# The test's own part of a member's patroni.yml: addresses, paths and
# Patroni's timings, no sfid.  The guide's blocks are merged into it.
sub member_yaml
{
	my ($m) = @_;
	my $sync = $mode eq 'sync' ? 'true' : 'false';
	return <<"EOF";
scope: $scope
name: $m->{name}
log:
  dir: $m->{dir}
  level: INFO
restapi:
  listen: 127.0.0.1:$m->{api}
  connect_address: 127.0.0.1:$m->{api}
etcd3:
  hosts: 127.0.0.1:$PORT
bootstrap:
  dcs:
    ttl: 10
    loop_wait: 2
    retry_timeout: 3
    maximum_lag_on_failover: 1048576
    synchronous_mode: $sync
    postgresql:
      parameters:
        max_connections: 40
        shared_buffers: 32MB
        fsync: 'on'
  initdb:
  - encoding: UTF8
  - data-checksums
  pg_hba:
  - local all all trust
  - host all all 127.0.0.1/32 trust
  - host replication all 127.0.0.1/32 trust
postgresql:
  listen: 127.0.0.1:$m->{pg}
  connect_address: 127.0.0.1:$m->{pg}
  data_dir: $m->{dir}/data
  bin_dir: $BIN
  pgpass: $m->{dir}/pgpass
  authentication:
    superuser:
      username: postgres
      password: sfid
    replication:
      username: replicator
      password: sfid
    rewind:
      username: postgres
      password: sfid
  parameters:
    unix_socket_directories: '$m->{dir}'
EOF
}

# Merge YAML texts into a member's patroni.yml, maps key by key, as an
# operator adds a block to the file (with Patroni's own Python and PyYAML).
my $MERGE = <<'PY';
import os, sys, yaml
def merge(a, b):
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(a.get(k), dict):
            merge(a[k], v)
        else:
            a[k] = v
path = sys.argv[1]
with open(path) as f:
    conf = yaml.safe_load(f)
for text in sys.argv[2:]:
    merge(conf, yaml.safe_load(text) or {})
with open(path + '.tmp', 'w') as f:
    yaml.safe_dump(conf, f, default_flow_style=False)
os.rename(path + '.tmp', path)
PY

sub merge_yaml
{
	my ($m, @texts) = @_;
	my $err = '';
	IPC::Run::run([ '/usr/bin/python3', '-c', $MERGE, "$m->{dir}/patroni.yml", @texts ], '2>', \$err)
	  or die "merging into $m->{name}'s patroni.yml: $err";
	return;
}

# The guide's member block with this member's range: the block's own for
# m1, the next ranges of the same size for m2 and m3, as its comment says.
sub member_block
{
	my ($m) = @_;
	(my $b = $MEMBER) =~ s/(sfid\.worker_min:) \d+/$1 $m->{wmin}/;
	$b =~ s/(sfid\.worker_max:) \d+/$1 $m->{wmax}/;
	return $b;
}

sub start_patroni
{
	my ($m) = @_;
	$m->{patroni} = spawn([ 'patroni', "$m->{dir}/patroni.yml" ], "$m->{dir}/patroni.out",
		LD_PRELOAD => $SHIM, SFID_CLOCK_FILE => "$m->{dir}/clock");
	return;
}

sub setup_cluster
{
	$scope = 'main';    # the guide's
	my $dir = "$BASE/$mode";
	rmtree($dir);
	make_path("$dir/etcd");
	$etcd_pid = spawn(
		[
			'etcd', '--name', 'e', '--data-dir', "$dir/etcd/data",
			'--listen-client-urls', "http://127.0.0.1:$PORT", '--advertise-client-urls', "http://127.0.0.1:$PORT",
			'--listen-peer-urls', 'http://127.0.0.1:' . ($PORT + 1),
			'--initial-advertise-peer-urls', 'http://127.0.0.1:' . ($PORT + 1),
			'--initial-cluster', 'e=http://127.0.0.1:' . ($PORT + 1)
		],
		"$dir/etcd/etcd.log");
	wait_for(30, sub { $http->get("http://127.0.0.1:$PORT/health")->{success} })
	  or BAIL_OUT('etcd did not start in 30 s');
	@members = ();
	for my $i (1 .. 3)
	{
		my $m = {
			name => "m$i", dir => "$dir/m$i", pg => $PORT + 10 + $i, api => $PORT + 20 + $i,
			wmin => $RMIN + ($i - 1) * ($RMAX - $RMIN + 1), wmax => $RMAX + ($i - 1) * ($RMAX - $RMIN + 1),
			# the member that leads when the failovers start runs the right
			# clock: m1, or in ranges the candidate of the guide's switchover
			offset => $i == ($mode eq 'ranges' ? $CANDIDATE : 1) ? 0 : -1000 * $BEHIND,
		};
		make_path($m->{dir});
		chmod 0700, $m->{dir};
		write_shim_offset("$m->{dir}/clock", $m->{offset});
		open my $fh, '>', "$m->{dir}/patroni.yml" or die;
		print $fh member_yaml($m);
		close $fh;
		# a new cluster from the guide's bootstrap.dcs, with one worker
		# range for the cluster in place of the member block; ranges adds
		# sfid to the running cluster below, with the guide's recipe
		merge_yaml($m, $BOOTSTRAP,
			"bootstrap: {dcs: {postgresql: {parameters: {sfid.worker_min: 0, sfid.worker_max: 1}}}}")
		  if $mode ne 'ranges';
		push @members, $m;
	}
	start_patroni($members[0]);
	wait_for(90, sub { is_leader($members[0]) }) or BAIL_OUT("$mode: m1 did not become the leader in 90 s");
	start_patroni($_) for @members[ 1, 2 ];
	wait_for(120, sub { streaming() == 2 }) or BAIL_OUT("$mode: the replicas did not stream in 120 s");
	add_sfid() if $mode eq 'ranges';
	psql(leader(), 'CREATE EXTENSION sfid') // BAIL_OUT('CREATE EXTENSION sfid failed');
	reinit_replica() if $mode eq 'ranges';
	if ($mode eq 'sync')
	{
		wait_for(60, sub { (psql(leader(), "SELECT count(*) FROM pg_stat_replication WHERE sync_state = 'sync'") // 0) == 1 })
		  or BAIL_OUT('sync: no synchronous standby in 60 s');
	}
	say_("$mode: cluster up, leader " . (leader() // {name => "none"})->{name} . ", replicas streaming");
	return;
}

sub leader
{
	my ($m) = grep { is_leader($_) } @members;
	return $m;
}

# Members streaming from the leader (Patroni's view of a healthy replica);
# not pg_basebackup's WAL stream while Patroni clones a member.
sub streaming
{
	my $l = leader() or return 0;
	return psql($l,
		"SELECT count(*) FROM pg_stat_replication WHERE state = 'streaming' AND application_name ~ '^m[0-9]+\$'")
	  // 0;
}

# Patroni's view of a member: does it wait for a restart?
sub pending_restart
{
	my ($m) = @_;
	my $r = $http->get("http://127.0.0.1:$m->{api}/patroni");
	return $r->{success} && $r->{content} =~ /"pending_restart":\s*true/;
}

# Every member streaming from the leader, none waiting for a restart.
sub settled
{
	return streaming() == 2 && !grep { pending_restart($_) } @members;
}

my $recipe_s;    # how long the guide's recipe took, for the report
my %total;       # mode => figures over its failovers

# The guide's recipe for adding sfid to a running cluster, block by block,
# with the waits the guide names between them (bounded here).
sub add_sfid
{
	my $log = "$BASE/$mode/recipe.log";
	my %env = (PATRONICTL_CONFIG_FILE => "$members[0]{dir}/patroni.yml");
	my $t0 = time();
	my ($config, $reload, $replicas, $switchover, $old_leader) = @ADD;
	my $step = sub {
		my ($what, $script, $cond, $wait) = @_;
		run_block($script, $log, 180, %env) or BAIL_OUT("ranges: the guide's $what failed (see $log)");
		wait_for($wait, $cond) or BAIL_OUT("ranges: after the guide's $what, not settled in $wait s (see $log)");
	};
	$step->('edit-config', $config, sub { !grep { !pending_restart($_) } @members }, 60);
	merge_yaml($_, member_block($_)) for @members;
	$step->('reload', $reload,
		sub { !grep { (psql($_, "SELECT current_setting('sfid.worker_min', true)") // '') ne $_->{wmin} } @members }, 60);
	$step->('restart of the replicas', $replicas,
		sub { streaming() == 2 && !grep { pending_restart($_) } @members[ grep { $_ != 0 } 0 .. 2 ] }, 120);
	$step->('switchover', $switchover, sub { is_leader($members[ $CANDIDATE - 1 ]) && streaming() == 2 }, 120);
	$step->('restart of the old leader', $old_leader, \&settled, 120);
	$recipe_s = time() - $t0;
	for my $m (@members)
	{
		is(psql($m, "SELECT current_setting('shared_preload_libraries') || ' ' || current_setting('sfid.worker_min') || '-' || current_setting('sfid.worker_max')"),
			"sfid $m->{wmin}-$m->{wmax}", "ranges: after the guide's recipe $m->{name} runs sfid on its own range");
	}
	say_(sprintf('ranges: the guide\'s recipe added sfid to the running cluster in %.0f s', $recipe_s));
	return;
}

# The guide's clone by hand, on a replica of a settled cluster (Patroni
# refuses to reinit the leader): the member streams again, and an id the
# leader issued before the clone is below its sfid_recovered_horizon()
# (the data directory was copied with sfid.reservation, the WAL since
# replayed).
sub reinit_replica
{
	my $l = leader() or return fail('ranges: no leader for the guide\'s reinit');
	my ($m) = grep { $_ != $l } @members;
	my $id = psql($l, 'SELECT snowflake_next()');
	(my $script = $REINIT) =~ s/\bm\d\b(?=\s*$)/$m->{name}/m;
	my $from = -s "$m->{dir}/patroni.log" // 0;
	my $t0 = time();
	my $done = run_block($script, "$BASE/$mode/reinit.log", 180, PATRONICTL_CONFIG_FILE => "$m->{dir}/patroni.yml");
	ok($done, "ranges: the guide's patronictl reinit of $m->{name} ran (see reinit.log)");
	my $back = $done && wait_for(120, \&settled);
	my $how = rejoin_how($m, $from);
	ok($back && $how =~ /clone/, "ranges: after the guide's reinit, $m->{name} streams again, by $how");
	ok($back && $id && knows_ids_upto($m, $id),
		"ranges: after the reinit, $m->{name}'s sfid_recovered_horizon() reached an id the leader issued before it");
	say_(sprintf('ranges: the guide\'s reinit of %s took %.0f s', $m->{name}, time() - $t0));
	push @{ $total{$mode}{rejoin} }, "reinit: $how";
	return;
}

# How a member rejoined, from what its Patroni logged since byte $from.
sub rejoin_how
{
	my ($m, $from) = @_;
	open my $fh, '<', "$m->{dir}/patroni.log" or return 'unknown (no patroni.log)';
	seek $fh, $from, 0;
	local $/;
	my $log = <$fh> // '';
	my $crash = $log =~ /crash recovery in a single user mode/ ? 'crash recovery, then ' : '';
	return 'a clone of the leader (data directory removed)' if $log =~ /Removing data directory|reinitializ/;
	return "${crash}pg_rewind" if $log =~ /pg_rewind exit code=0/;
	return "${crash}pg_rewind (failed)" if $log =~ /running pg_rewind/;
	return "${crash}no pg_rewind needed";
}

# A member that rejoined has replayed the new leader's reservations: its
# sfid_recovered_horizon() reaches the last id the new leader issued.
sub knows_ids_upto
{
	my ($m, $last_id) = @_;
	my $ms = int(ms_unix(id_ms($last_id)) * 1000 + 0.5);
	return wait_for(120, sub {
		(psql($m, "SELECT (extract(epoch FROM sfid_recovered_horizon()) * 1000)::bigint", 5) // 0) >= $ms;
	});
}

sub stop_cluster
{
	for my $m (@members)
	{
		kill 'KILL', $m->{patroni} if $m->{patroni};
		my $pm = postmaster_pid($m);
		kill 'KILL', $pm, children_of($pm) if $pm;
	}
	kill 'KILL', $etcd_pid if $etcd_pid;
	wait_for(10, sub { !grep { kill 0, $_ } @procs });
	@procs = ();
	return;
}

END
{
	kill 'KILL', $_ for @procs;
	for my $m (@members)
	{
		my $pm = postmaster_pid($m);
		kill 'KILL', $pm, children_of($pm) if $pm;
	}
}
$SIG{TERM} = $SIG{INT} = sub { die "ha: stopped by a signal\n"; };

###########################################################################
# Clients: one folder of records per group; target names where they go
###########################################################################

sub write_target
{
	my ($cdir, $m, $epoch) = @_;
	open my $fh, '>', "$cdir/target.tmp" or die;
	print $fh $m ? "$m->{name} 127.0.0.1 $m->{pg} $epoch\n" : "none\n";
	close $fh;
	rename("$cdir/target.tmp", "$cdir/target") or die;
	return;
}

sub start_clients
{
	my ($cdir, $first) = @_;
	make_path($cdir);
	my @h;
	for my $i ($first .. $first + $CLIENTS - 1)
	{
		push @h, IPC::Run::start(
			[ $^X, "$FindBin::RealBin/../torture/client.pl", $i, $cdir, 1000 + $i, int(time() + 900) ],
			'>', "$cdir/client_$i.out", '2>', "$cdir/client_$i.err");
	}
	return @h;
}

###########################################################################
# One failover
###########################################################################

# Freeze then kill a member's Patroni and PostgreSQL ($all), or freeze only
# its Patroni (split brain).
sub freeze
{
	my ($m, $all) = @_;
	my @pids = ($m->{patroni});
	if ($all)
	{
		my $pm = postmaster_pid($m);
		push @pids, $pm, children_of($pm) if $pm;
	}
	kill 'STOP', @pids;
	return @pids;
}

# The leader's walsenders: frozen, they send nothing more to the replicas
# (a frozen walreceiver would not do: the kernel keeps receiving for it).
sub walsenders
{
	my ($m) = @_;
	my $pm = postmaster_pid($m) or return ();
	return grep { cmdline($_) =~ /walsender/ } children_of($pm);
}

sub failover
{
	my ($n) = @_;
	my $dir = "$BASE/$mode/f$n";
	my $old = leader() or return fail("$mode #$n: no leader");
	my $split = $mode eq 'ranges';
	my $log_from = -s "$old->{dir}/patroni.log" // 0;

	# clients on the leader for a while, then an idle spell of 3 s (three
	# times sfid.reserve_ahead), walsenders frozen, then a short burst
	my $cd_old = "$dir/old";
	my @h_old = start_clients($cd_old, 1);
	write_target($cd_old, $old, 1);
	sleep 4;
	write_target($cd_old, undef, 1);
	sleep 3;
	my @ws = walsenders($old);
	kill 'STOP', @ws;
	write_target($cd_old, $old, 2);
	sleep 1.5;
	my $burst_last = max_id($cd_old);

	my @frozen = freeze($old, !$split);
	my $t_freeze = time();
	say_("$mode #$n: froze $old->{name} (" . ($split ? 'Patroni only' : 'Patroni and PostgreSQL')
		  . "), last id so far at " . ($burst_last ? sprintf('%.3f', ms_unix(id_ms($burst_last))) : '-'));
	if (!$split)
	{
		write_target($cd_old, undef, 3);
		kill 'KILL', @frozen;
		wait_for(15, sub { !grep { kill 0, $_ } @frozen });
	}

	# the replicas' horizons before a promotion: did one hold the burst?
	sleep 1;
	my $before_max = 0;
	for my $m (grep { $_ != $old } @members)
	{
		my $h = psql($m, "SELECT (extract(epoch FROM sfid_recovered_horizon()) * 1000)::bigint", 5) // 0;
		$before_max = $h if $h > $before_max;
	}

	my $new;
	wait_for(90, sub { ($new) = grep { $_ != $old && is_leader($_) } @members; $new })
	  or return fail("$mode #$n: no new leader in 90 s");
	my $t_promoted = time();
	kill 'CONT', @ws if $split;    # the old leader runs on, as it would
	my ($floor, $wmin, $wmax) = split /\|/, (psql($new,
		"SELECT (extract(epoch FROM sfid_recovered_horizon()) * 1000)::bigint, current_setting('sfid.worker_min'), current_setting('sfid.worker_max')", 10) // '||');
	say_(sprintf('%s #%d: %s promoted %.1f s after the freeze', $mode, $n, $new->{name}, $t_promoted - $t_freeze));

	# the new leader's clients, until its clock has passed the old leader's
	# last id by 3 s (the clock of the new one is $BEHIND s behind)
	my $cd_new = "$dir/new";
	my @h_new = start_clients($cd_new, 11);
	write_target($cd_new, $new, 4);
	# (the burst's last calls may still have been under way at the freeze).
	# Then on until the new leader has issued what the checks below are
	# about, however long the promotion took: ids of its own while the old
	# leader runs (ranges), or above the old leader's last id once its
	# clock has passed it; bounded, and a miss is a failure below.
	my $until = $t_freeze + $BEHIND + 4;
	sleep 0.5 while time() < $until;
	wait_for(120, sub { my $m = max_id($cd_new); $m > 0 && ($split || $m > max_id($cd_old)) });

	if ($split)
	{
		# the old leader kept issuing to its clients meanwhile; its Patroni,
		# resumed, demotes it at a later loop (73 s once, at load 5)
		kill 'CONT', @frozen;
		my $demoted = wait_for(150, sub { !is_leader($old) && (psql($old, 'SELECT pg_is_in_recovery()', 5) // '') eq 't' });
		# Patroni's own timing is not sfid's to assert (here it took 19 s
		# to over 150 s): past 150 s the old leader is fenced, as an
		# operator would, and the split brain checked is that long
		if (!$demoted)
		{
			my $pm = postmaster_pid($old);
			say_("$mode #$n: $old->{name} not demoted by its Patroni within 150 s: fenced (kill -9 of its postmaster)");
			kill 'KILL', $pm if $pm;
		}
		say_(sprintf('%s #%d: split brain lasted %.1f s', $mode, $n, time() - $t_promoted));
	}
	stop_clients($cd_old, @h_old);
	stop_clients($cd_new, @h_new);

	# the old leader rejoins as Patroni does it
	start_patroni($old) if !$split;
	my $rejoined = wait_for(120, sub { streaming() == 2 });
	my $how = rejoin_how($old, $log_from);
	ok($rejoined, "$mode #$n: $old->{name} rejoined as a replica of $new->{name}, by $how");

	# check the two groups' records together
	my $cdir = "$dir/all";
	make_path($cdir);
	symlink($_, "$cdir/" . (split m{/}, $_)[-1]) for glob("$cd_old/client_*.rec"), glob("$cd_new/client_*.rec");
	my $r = check_run($cdir, workers => [ 0, $RMAX + 2 * ($RMAX - $RMIN + 1) ]);
	my $new_ids = check_run($cd_new, workers => [ 0, $RMAX + 2 * ($RMAX - $RMIN + 1) ]);
	my $new_last = max_id($cd_new);
	my $old_last = max_id($cd_old);
	ok($new_last && knows_ids_upto($old, $new_last),
		"$mode #$n: rejoined by $how, $old->{name}'s sfid_recovered_horizon() reached the new leader's last id");
	push @{ $total{$mode}{rejoin} }, $how;
	my $covered = $new_ids->{ids} > 0 && ($split || $new_last > $old_last);
	my $exposed = exposed($cd_old, $floor, $wmin, $wmax, $new_last);
	open my $rep, '>', "$dir/report.txt" or die;
	print $rep "$_\n" for report_lines($r);
	close $rep;
	say_("$mode #$n: ids $r->{ids}, distinct $r->{distinct}, repeats $r->{repeats}, exposed $exposed; "
		  . "new leader $new_ids->{ids} ids; the replicas' highest horizon before the promotion "
		  . sprintf('%.0f ms, the new leader\'s %.0f ms below', ms_unix(id_ms($old_last)) * 1000 - $before_max,
			ms_unix(id_ms($old_last)) * 1000 - $floor)
		  . " the old leader's last id");
	diag("  $_") for grep { /repeat|first|again/i } report_lines($r);

	ok($burst_last > 0, "$mode #$n: ids were issued before the freeze");
	ok($covered, $split
		? "$mode #$n: the new leader issued ids while the old one did"
		: "$mode #$n: the new leader issued ids above the old leader's last one (its clock passed it)");
	is($r->{down}, 0, "$mode #$n: no id went down within a session");
	# a call that hung on the frozen leader ends by the client's own timer
	my $unexpected = $r->{unexpected_errors} - ($r->{errors}{TIMEOUT}{count} // 0);
	is($unexpected, 0, "$mode #$n: no unexpected failure");
	ok(defined $floor && $floor ne '', "$mode #$n: the new leader's sfid_recovered_horizon() was read");
	if ($mode eq 'async')
	{
		ok($exposed > 0, "$mode #$n: the window was hit: $exposed of the old leader's ids were issuable again");
		pass("$mode #$n: measured $r->{repeats} repeats among $r->{ids} ids (reported, not required)");
	}
	else
	{
		is($exposed, 0, "$mode #$n: none of the old leader's ids was issuable again");
		is($r->{repeats}, 0, "$mode #$n: no id issued twice among $r->{ids}");
	}
	$total{$mode}{ids} += $r->{ids};
	$total{$mode}{repeats} += $r->{repeats};
	$total{$mode}{exposed} += $exposed;
	$total{$mode}{failovers}++;
	return 1;
}

###########################################################################
# The run
###########################################################################

make_path($BASE);
for my $m (@MODES)
{
	$mode = $m;
	setup_cluster();
	failover($_) for 1 .. $FAILOVERS;
	stop_cluster();
}
open my $sum, '>', "$BASE/summary.txt" or die;
for my $m (@MODES)
{
	my $t = $total{$m} or next;
	my $line = sprintf('patroni %-6s failovers %d  ids %d  repeats %d  exposed %d  rejoined by %s', $m, $t->{failovers},
		$t->{ids}, $t->{repeats}, $t->{exposed}, join('; ', @{ $t->{rejoin} // [] }));
	$line .= sprintf('  (the guide\'s recipe took %.0f s)', $recipe_s) if $m eq 'ranges' && defined $recipe_s;
	print $sum "$line\n";
	diag($line);
}
close $sum;
done_testing();
