# test/torture/torture.pl: the fault torture (test/torture/run.sh runs it).
#
# In the spirit of Jepsen's nemesis and FoundationDB's simulation: a primary
# and a streaming standby with the same small worker range, several clients
# churning short sessions of dense snowflake_next() calls against whichever
# server is the primary, and a seeded random schedule of every fault the
# test suite knows:
#
#   crash_all            kill -9 of every process of the primary, restart
#   restart_immediate    pg_ctl stop -m immediate, restart
#   restart_fast         pg_ctl stop -m fast, restart
#   kill_backend         kill -9 of one client backend (a crash restart)
#   kill_reserver        kill -9 of the "sfid reserver" (a crash restart)
#   term_reserver        SIGTERM of the reserver (it is started again)
#   clock_back_within    a step back of every process of a server (the
#                        clock shim) within sfid.max_clock_wait (1 s)
#   clock_back_beyond    ... of 1.5 to 5.5 s, beyond it
#   clock_forward_within a step forward within sfid.max_clock_forward (10 s)
#   clock_forward_beyond ... of 12 to 52 s, beyond it
#   fsync_slow           each fsync of the reservation file 20 to 320 ms
#                        slower (the I/O shim)
#   fsync_fail           each fsync of the temporary reservation file fails
#   disk_full            for 1 to 7 s, writes to the temporary reservation
#                        file and to the WAL fail with ENOSPC (the I/O shim)
#   disk_readonly        ... every open for writing, rename and those writes
#                        fail with EROFS
#   wal_fsync_fail       ... every fsync of the WAL fails (a PANIC, and again
#                        in crash recovery while it lasts)
#   failover_sync        the primary killed (kill -9 of every process, or
#   failover_async       stop -m immediate) at a random moment, the standby
#                        promoted with its clock 1.5 to 6 s behind; the old
#                        primary rebuilt as a standby of it (pg_rewind or
#                        pg_basebackup), synchronous or asynchronous
#                        replication chosen for the next round
#   partition_failover   (packet filter) the primary cut off from its
#                        synchronous standby while clients use it, the
#                        standby promoted while the old primary still runs
#                        (split brain), then the old primary fenced and
#                        rebuilt
#   partition_sync       ... the replication link cut for 2 to 18 s, then
#                        healed, in synchronous or asynchronous replication
#   link_poor            ... the link losing 5 to 50 % of its packets, or
#                        held to 20 to 500 packets a second, for as long
#   power_loss           (LazyFS) kill -9 of every process of the primary,
#                        then what was not fsynced is dropped; restart
#   power_loss_standby   ... of the standby; power_loss_both: of both
#   power_loss_recovery  ... and again during the start, clock behind
#   torn_reservation     (LazyFS) the next write of sfid.reservation.tmp,
#   torn_wal             or of the WAL segment, torn; then as a power loss
#
# The quorum shape (SFID_TORTURE_SHAPE=quorum) runs four servers instead:
# the primary, two standbys under synchronous_standby_names = 'ANY 1 (..)'
# and a cascading standby that streams from the first of them.  The
# faults above that need the one standby of the pair (failover,
# partition_failover) are replaced by:
#
#   failover_quorum      the primary killed, at times after one quorum
#                        standby was stopped while ids flowed; each
#                        standby's sfid_recovered_horizon() read, the
#                        highest promoted with its clock behind (the
#                        documented procedure); the old primary rebuilt,
#                        the others made to follow the new one
#   promote_unconfirmed  one quorum standby stopped while ids flow, the
#                        primary killed, and that standby, which did not
#                        confirm the last reservations, promoted on
#                        purpose with its clock behind: the repeats the
#                        guarantee table's quorum row documents
#                        (TortureCheck.pm classifies them)
#   disk_standby         a full or read-only disk (the I/O shim) on one
#                        of the standbys, for 1 to 7 s
#   partition_cascade    (packet filter) the cascading standby cut off
#                        from its upstream standby for 2 to 18 s
#
# and the power losses of a standby take one of the three.
#
# A clock step or a disk fault is undone after a few seconds (the clock
# returns to the server's base offset, which the forward-jump guard sees as
# no jump), or only after the next fault, so that faults overlap: a crash
# with the clock behind, a failover during a slow disk.  Ids, refusals and
# failures are recorded by the clients (client.pl); faults.log holds what
# was done, by epoch; TortureCheck.pm checks it all at the end.
#
# The schedule is drawn from the seed before anything else runs, so a seed
# gives the same faults with the same parameters in the same order; how
# many of them fit in the time depends on the machine.  Every wait is
# bounded; the run ends by itself after SFID_TORTURE_MINUTES, and every
# server is stopped (PostgreSQL::Test::Cluster also stops them on any exit).
#
# Settings (environment; test/torture/run.sh sets them):
#   SFID_TORTURE_MINUTES   how long to inject faults (default 3)
#   SFID_TORTURE_SEED      the seed (default: drawn, and printed)
#   SFID_TORTURE_CLIENTS   clients in parallel (default 3)
#   SFID_TORTURE_BACKFILL  clients of snowflake_at() beside them (default
#                          0), on the backfill range 2..1023
#   SFID_TORTURE_LAYOUT    the servers' Snowflake layout: default, discord,
#                          twitter or instagram (SfidFault's use_layout())
#   SFID_TORTURE_SHAPE     pair (default) or quorum (above)
#   SFID_TORTURE_DIR       where the records and the report go

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use lib $FindBin::RealBin;

use File::Path qw(make_path rmtree);
use IO::Handle;
use IPC::Run;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault qw(build_shim use_clock_shim set_offset start_faked reservation_ms ms_unix use_layout);
use SfidNodes qw(sfid_conf);
use Test::More;
use Time::HiRes qw(sleep time);
use TortureCheck qw(check_run report_lines);

my $MINUTES = $ENV{SFID_TORTURE_MINUTES} // 3;
my $SEED = $ENV{SFID_TORTURE_SEED} // int(time() * 1000 + $$) % 2_000_000_000;
my $CLIENTS = $ENV{SFID_TORTURE_CLIENTS} // 3;
my ($WMIN, $WMAX) = (0, 1);
my $BACKFILL = $ENV{SFID_TORTURE_BACKFILL} // 0;
my $SHAPE = $ENV{SFID_TORTURE_SHAPE} || 'pair';
die "SFID_TORTURE_SHAPE must be pair or quorum, not '$SHAPE'\n" unless $SHAPE =~ /^(?:pair|quorum)$/;
my ($BWMIN, $BWMAX) = (2, 1023);    # the backfill range, when it has clients
my $LAYOUT = $ENV{SFID_TORTURE_LAYOUT} || 'default';
my $LAYOUT_CONF = use_layout($LAYOUT);    # ids are read in it from now on
my %LAYOUT_BITS = (instagram => [ 13, 10 ]);
# sfid.max_clock_wait, the default; the forward steps are drawn around
# sfid.max_clock_forward's default of 10 s
my $MAX_CLOCK_WAIT_MS = 1000;

# A signal or the last-resort alarm ends the run through die, so that
# PostgreSQL::Test::Cluster's END block stops the servers; $ABORT keeps the
# fault loop from taking that die for one fault's failure.
my $ABORT = 0;
$SIG{TERM} = $SIG{INT} = sub { $ABORT = 1; die "torture: stopped by a signal\n"; };
$SIG{ALRM} = sub { $ABORT = 1; die "torture: out of time\n"; };
# The faults, then the check, which reads every id in Perl: about as long
# again as the faults on a loaded machine (seen: over 19 min for a
# 30-minute quorum run at load 17), plus 20 min for set-up and stops.
alarm(int(2 * 60 * $MINUTES) + 1200);

###########################################################################
# The schedule, drawn from the seed before anything else uses rand()
###########################################################################

srand($SEED);

my %CONF = (
	reserve_ahead => (qw(30ms 200ms 1s 1s))[ int(rand(4)) ],
	checkpoint_timeout => (qw(30s 5min))[ int(rand(2)) ],
	standby_base_ms => -int(500 + rand(2500)),
	first_mode => (qw(sync async))[ int(rand(2)) ],
);
# drawn only in the quorum shape, so that a seed of the pair shape gives
# the schedule it always gave
if ($SHAPE eq 'quorum')
{
	$CONF{base_c_ms} = -int(500 + rand(2500));
	$CONF{base_d_ms} = -int(500 + rand(2500));
	$CONF{first_mode} = 'sync';
}

my @KINDS = (
	[ crash_all => 2, 4 ], [ restart_immediate => 1.5, 4 ], [ restart_fast => 1.5, 4 ],
	[ kill_backend => 2, 3 ], [ kill_reserver => 1, 3 ], [ term_reserver => 1, 2 ],
	[ clock_back_within => 2, 5 ], [ clock_back_beyond => 2, 5 ],
	[ clock_forward_within => 2, 5 ], [ clock_forward_beyond => 2, 5 ],
	[ fsync_slow => 1.5, 4 ], [ fsync_fail => 1.5, 3 ],
	[ disk_full => 1, 15 ], [ disk_readonly => 1, 15 ], [ wal_fsync_fail => 1, 15 ],
	[ failover => 2.5, 25 ]);
# Power losses need each data directory on a LazyFS mount of its own
# (test/torture/run.sh makes them as root): SFID_TORTURE_LAZYFS is
# "NODE=MOUNT:BACKING:CONTROL ..." for the nodes a and b.
my %LAZYFS;
for (split ' ', $ENV{SFID_TORTURE_LAZYFS} // '')
{
	my ($name, $mnt, $backing, $ctl) = /^(\w+)=([^:]+):([^:]+):([^:]+)$/
	  or die "SFID_TORTURE_LAZYFS: cannot read '$_'\n";
	$LAZYFS{$name} = { mnt => $mnt, backing => $backing, ctl => $ctl };
}
if (%LAZYFS)
{
	push @KINDS, [ power_loss => 2.5, 6 ], [ power_loss_standby => 1.5, 6 ],
	  [ power_loss_both => 1.5, 8 ], [ power_loss_recovery => 1.5, 10 ],
	  [ torn_reservation => 1.5, 8 ], [ torn_wal => 1.5, 8 ];
}
else
{
	diag 'torture: power-loss and torn-write faults skipped: no LazyFS mounts (SFID_TORTURE_LAZYFS)';
}
# Partitions need the keeper of scripts/netfault.sh (root): SFID_TORTURE_NET
# is its control folder.
my $NET = $ENV{SFID_TORTURE_NET} || '';
if ($NET)
{
	push @KINDS, [ partition_failover => 1.5, 35 ], [ partition_sync => 1.5, 25 ], [ link_poor => 1, 25 ];
}
else
{
	diag 'torture: partition faults skipped: no network fault keeper (SFID_TORTURE_NET)';
}
if ($SHAPE eq 'quorum')
{
	my %pair_only = map { $_ => 1 } qw(failover partition_failover);
	@KINDS = grep { !$pair_only{ $_->[0] } } @KINDS;
	push @KINDS, [ failover_quorum => 2.5, 45 ], [ promote_unconfirmed => 0.8, 50 ], [ disk_standby => 1, 15 ];
	push @KINDS, [ partition_cascade => 1, 25 ] if $NET;
}
# SFID_TORTURE_ONLY=kind,kind: draw only these (to chase one fault)
if ($ENV{SFID_TORTURE_ONLY})
{
	my %only = map { $_ => 1 } split /,/, $ENV{SFID_TORTURE_ONLY};
	@KINDS = grep { $only{ $_->[0] } } @KINDS;
	die "SFID_TORTURE_ONLY names no fault kind: $ENV{SFID_TORTURE_ONLY}\n" unless @KINDS;
}
my $WEIGHTS = 0;
$WEIGHTS += $_->[1] for @KINDS;

sub draw_kind
{
	my $x = rand($WEIGHTS);
	for my $k (@KINDS)
	{
		return @$k if ($x -= $k->[1]) < 0;
	}
	return @{ $KINDS[-1] };
}

# One fault of the schedule: its kind and every parameter it needs.
sub draw_event
{
	my ($kind) = @_;
	my %ev = (kind => $kind, pause => 0.5 + rand(2.5), u => rand(), on_standby => rand() < 0.2);
	if ($kind =~ /^clock_/)
	{
		$ev{step_ms} =
			$kind eq 'clock_back_within' ? -int(100 + rand(0.8 * $MAX_CLOCK_WAIT_MS))
		  : $kind eq 'clock_back_beyond' ? -int(1500 + rand(4000))
		  : $kind eq 'clock_forward_within' ? int(1000 + rand(7000))
		  :                                  int(12000 + rand(40000));
	}
	if ($kind =~ /^clock_|^fsync_/)
	{
		$ev{hold} = 1 + rand(6);
		$ev{hold_over} = rand() < 0.35;    # undone only after the next fault
	}
	$ev{delay_ms} = int(20 + rand(300)) if $kind eq 'fsync_slow';
	if ($kind =~ /^disk_|^wal_fsync/)
	{
		$ev{hold} = 1 + rand(6);
		# the restarts that end the fault's PANICs come with the clock
		# behind, as after a power loss: a lost R would be issued again
		$ev{behind_ms} = int(1500 + rand(1500));
	}
	if ($kind eq 'failover')
	{
		$ev{moment} = rand(2);
		$ev{kill} = rand() < 0.5 ? 'kill9' : 'immediate';
		$ev{behind_ms} = int(1500 + rand(4500));
		$ev{rebuild} = rand() < 0.5 ? 'rewind' : 'basebackup';
		$ev{next_mode} = rand() < 0.5 ? 'sync' : 'async';
	}
	if ($kind eq 'partition_sync' || $kind eq 'link_poor')
	{
		# long enough, at times, for wal_sender_timeout (10 s) to end
		# the link, so that the standby must connect again once healed
		$ev{hold} = 2 + rand(16);
		$ev{dense} = 0.5 + rand(2);
		$ev{mode} = rand() < 0.7 ? 'sync' : 'async';
		$ev{loss_pct} = int(5 + rand(46));
		$ev{pps} = int(20 + rand(480)) if rand() < 0.5;    # else a lossy link
	}
	if ($kind eq 'partition_failover')
	{
		$ev{hold} = 1 + rand(5);        # cut off, clients on the primary
		$ev{split} = 1 + rand(4);       # both primaries running
		# more than the cut and the promotion take, so that the new
		# primary's clock reaches back over ids the old one may issue
		$ev{behind_ms} = int(5000 + rand(7000));
		$ev{rebuild} = rand() < 0.5 ? 'rewind' : 'basebackup';
		$ev{next_mode} = rand() < 0.5 ? 'sync' : 'async';
	}
	if ($kind eq 'failover_quorum' || $kind eq 'promote_unconfirmed')
	{
		$ev{moment} = rand(2);
		$ev{kill} = rand() < 0.5 ? 'kill9' : 'immediate';
		$ev{rebuild} = rand() < 0.5 ? 'rewind' : 'basebackup';
		$ev{next_mode} = rand() < 0.8 ? 'sync' : 'async';
		# promote_unconfirmed: the ids the stopped standby lacks are those
		# of this stretch, less reserve_ahead; long enough for some to be
		# issued again on a loaded machine
		$ev{dense} = $kind eq 'promote_unconfirmed' ? 3 + rand(5) : 1 + rand(3);
		# failover_quorum: one quorum standby stopped first, at times;
		# promote_unconfirmed: the clock behind by what passed since that
		# standby stopped, and by this much more
		$ev{down} = $kind eq 'promote_unconfirmed' || rand() < 0.4;
		$ev{behind_ms} = $kind eq 'promote_unconfirmed' ? int(500 + rand(1500)) : int(1500 + rand(4500));
	}
	if ($kind eq 'disk_standby')
	{
		$ev{hold} = 1 + rand(6);
		$ev{file} = rand() < 0.5 ? 'enospc' : 'readonly';
	}
	if ($kind eq 'partition_cascade')
	{
		$ev{hold} = 2 + rand(16);
		$ev{dense} = 0.5 + rand(2);
	}
	if ($kind =~ /^power_loss|^torn_/)
	{
		# a stretch of dense ids first, so that reservations are in flight
		$ev{dense} = 0.5 + rand(2.5);
		# the primary starts again with its clock behind, as after a
		# failover: ids issued under a lost R would be issued again
		$ev{behind_ms} = int(1500 + rand(1500));
		$ev{recovery_after} = rand(1.5) if $kind eq 'power_loss_recovery';
		# torn writes: the first write that follows, in 2 to 4 parts, of
		# which one of the first ones reaches the disk
		$ev{parts} = 2 + int(rand(3));
		$ev{persist} = 1 + int(rand($ev{parts} - 1));
	}
	return \%ev;
}

# A run opens with one power loss, one torn write and one partition (each
# drawn within its group, the three in a drawn order), so that even the
# short run of the test command has each of them where it can; then the
# faults are drawn by weight.
my @SCHEDULE;
{
	my %takes = map { $_->[0] => $_->[2] } @KINDS;
	my @opening;
	for my $group (qr/^power_loss/, qr/^torn_/, qr/^partition_|^link_/)
	{
		my @in = grep { /$group/ } map { $_->[0] } @KINDS;
		push @opening, $in[ int(rand(@in)) ] if @in && !$ENV{SFID_TORTURE_ONLY};
	}
	@opening = map { $_->[1] } sort { $a->[0] <=> $b->[0] } map { [ rand(), $_ ] } @opening;
	my $planned = 0;
	while ($planned < $MINUTES * 60 * 3 + 60 || @SCHEDULE < $MINUTES * 60)
	{
		my $kind = @opening ? shift @opening : (draw_kind())[0];
		my $ev = draw_event($kind);
		push @SCHEDULE, $ev;
		$planned += $ev->{pause} + $takes{$kind} + ($ev->{hold} // 0);
	}
}

my $dir = $ENV{SFID_TORTURE_DIR} // "$PostgreSQL::Test::Utils::tmp_check/torture";
rmtree($dir);
make_path($dir);
diag sprintf(
	'torture: seed %d, %s shape, %s min, %d clients, %s layout, worker numbers %d..%d, reserve_ahead %s, checkpoint_timeout %s, '
	  . 'standby clock base %+d ms, replication %s first; %d faults drawn',
	$SEED, $SHAPE, $MINUTES, $CLIENTS, $LAYOUT, $WMIN, $WMAX, $CONF{reserve_ahead}, $CONF{checkpoint_timeout},
	$CONF{standby_base_ms}, $CONF{first_mode}, scalar @SCHEDULE);

###########################################################################
# Servers
###########################################################################

my $IO_SHIM = build_shim('sfid_io_shim');
my @harness_failures;
my %figures;    # counters beyond faults by kind (failovers covered, rebuilds...)

sub harness_failure
{
	my ($what) = @_;
	push @harness_failures, $what;
	diag "torture: HARNESS FAILURE: $what";
	return 0;    # false, and defined: not taken for a fault that died
}

# psql with a timeout: (ok, stdout, stderr).
sub psql_t
{
	my ($node, $sql, $timeout) = @_;
	my ($out, $err, $timed_out) = ('', '');
	my $ret = eval {
		$node->psql('postgres', $sql,
			stdout => \$out, stderr => \$err, timeout => $timeout // 10,
			timed_out => \$timed_out, on_error_stop => 1,
			extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	};
	return (0, '', $@ || 'psql failed') unless defined $ret;
	return ($ret == 0 && !$timed_out, $out, $err);
}

# Poll until $sql returns 't' or $seconds have passed.
sub wait_until
{
	my ($node, $sql, $seconds) = @_;
	my $end = time() + $seconds;
	while (time() < $end)
	{
		my ($ok, $out) = psql_t($node, $sql, 5);
		return 1 if $ok && $out eq 't';
		sleep 0.2;
	}
	return 0;
}

sub wait_ready
{
	my ($node, $seconds) = @_;
	return wait_until($node, 'SELECT true', $seconds // 90);
}

my $PRISTINE_CONF;    # postgresql.conf lines every node gets

# A node on both shims.  The first is made by initdb; a standby, from a
# backup of it ($from), keeps the pristine postgresql.conf of the first and
# streams from $upstream (default $from).
sub make_node
{
	my ($name, $base_ms, $from, $upstream) = @_;
	my $node = PostgreSQL::Test::Cluster->new($name);
	use_clock_shim($node);
	$node->{torture_base_ms} = $base_ms;
	set_offset($node, $base_ms / 1000);
	make_path($node->basedir . '/io_shim');
	if ($from)
	{
		$node->init_from_backup($from, 'first', has_streaming => 1);
		$node->{torture_conf} = $from->{torture_conf};
		reset_standby_conf($node, $upstream // $from);
		onto_lazyfs($node);
		return $node;
	}
	$node->init(allows_streaming => 1);
	$node->append_conf('postgresql.conf', sfid_conf($WMIN, $WMAX) . $LAYOUT_CONF
		  . ($BACKFILL ? "sfid.backfill_worker_min = $BWMIN\nsfid.backfill_worker_max = $BWMAX\n" : '') . qq{
fsync = on
restart_after_crash = on
max_connections = 40
shared_buffers = '16MB'
wal_keep_size = '256MB'
log_line_prefix = '%m [%p] %b '
log_timezone = 'UTC'
sfid.reserve_ahead = '$CONF{reserve_ahead}'
checkpoint_timeout = '$CONF{checkpoint_timeout}'
listen_addresses = '127.0.0.1'
wal_sender_timeout = '10s'
});
	# replication over TCP, which the partitions cut; clients on sockets
	$node->append_conf('pg_hba.conf', "host replication all 127.0.0.1/32 trust\n");
	# On LazyFS, the start after a power loss need not fsync every file of
	# the data directory (30 s and more through FUSE): a clear-cache left
	# nothing unsynced behind, and syncfs() is quick.
	$node->append_conf('postgresql.conf', "recovery_init_sync_method = syncfs\n") if %LAZYFS;
	$node->{torture_conf} = slurp_file($node->data_dir . '/postgresql.conf');
	onto_lazyfs($node);
	return $node;
}

sub offset_ms
{
	my ($node) = @_;
	return int(1000 * ($node->{sfid_offset} // 0));
}

# When the primary's clock goes back, by a fault undone or by a failover to
# a standby whose clock is behind, its ids may be refused (SF001) until the
# clock is back where it was: the real time by which every such step has
# been caught up, for the calm stretch at the end.
my $caught_up_at = 0;

sub owe_catch_up
{
	my ($ms) = @_;
	my $at = time() + $ms / 1000;
	$caught_up_at = $at if $ms > 0 && $at > $caught_up_at;
	return;
}

sub set_offset_ms
{
	my ($node, $ms) = @_;
	set_offset($node, $ms / 1000);
	return;
}

# The node's clock back to its base offset, said in the faults' log.
sub clock_to_base
{
	my ($node) = @_;
	my $base = $node->{torture_base_ms};
	log_fault('clock_return', sprintf('%s offset %+d -> %+d ms', $node->name, offset_ms($node), $base));
	set_offset_ms($node, $base);
	return;
}

# Start a node on both shims; 0 if it did not start.  A process of the
# node's last run still alive (a postmaster that a stopped LazyFS hid from
# kill_all, one that is still dying or not yet reaped) would make the start
# fail on a lock file (postmaster.pid, or the socket's): it is killed
# first.  A start that failed on a lock all the same is tried again, for
# up to a minute: once every process of the node is gone, and once the
# process the lock names (PostgreSQL's hint) is gone too.  That one can be
# a postmaster that died on its own (a PANIC on its vanished disk) and is
# not yet reaped: a zombie has no working directory nor command line, so
# kill_all cannot find it, and init reaps orphans in its own time (seen
# to take over a second).  When the process the lock names is alive and
# is not the node's (pids are used again: the clients' psql come and go),
# the lock file is stale and is removed, as PostgreSQL itself would if
# that pid were free.
sub start_node
{
	my ($node) = @_;
	if (my $left = kill_all($node))
	{
		$figures{'start: a process of the last run was still alive, killed first'} += $left;
	}
	# a LazyFS that stopped (its keeper killed it when it hung): what it
	# held unsynced is lost, as in a power loss
	remount_if_stopped($node, 'start') or return 0;
	my $end = time() + 60;
	for (my $try = 1;; $try++)
	{
		my $log_offset = -s $node->logfile // 0;
		# a server that exits during its start (a standby whose WAL went
		# past the fork of the timeline it must follow) makes pg_ctl
		# succeed and PostgreSQL::Test::Cluster bail out: a failed start
		my $started = eval {
			no warnings 'redefine';
			local *Test::Builder::BAIL_OUT = sub { die "bailed out: $_[1]\n"; };
			start_faked($node, preload => [$IO_SHIM],
				env => { SFID_SHIM_DIR => $node->basedir . '/io_shim' }, fail_ok => 1);
		};
		die $@ if $ABORT;
		if (!defined $started)
		{
			$figures{'start: the server exited during its start'}++;
			$node->{_pid} = undef;
			return 0;
		}
		return 1 if $started;
		my $log = slurp_file($node->logfile, $log_offset);
		last if time() > $end || $log !~ /lock file "([^"]*)" already exists/;
		my $lock = $1;
		$lock = $node->data_dir . "/$lock" unless $lock =~ m{^/};
		$figures{'start: failed on a lock file, started again'}++ if $try == 1;
		kill_all($node);
		my ($holder) = $log =~ /another postmaster \(PID (\d+)\)/;
		if ($holder)
		{
			sleep 0.1 while time() < $end && zombie_or_node_postmaster($node, $holder);
			if (kill 0, $holder)
			{
				# alive, and neither a zombie nor the node's: stale
				unlink $lock;
				$figures{'start: a stale lock file removed (its pid used again)'}++;
			}
		}
		sleep 0.2;
	}
	# pg_ctl can miss a start that happened: seen once on 19-assert on
	# LazyFS, the server ready 1.3 s after its start and pg_ctl waiting
	# for 72 s.  A server that accepts connections has started; counted.
	return 0 unless wait_ready($node, 30);
	$figures{'start: pg_ctl gave up, the server accepted connections'}++;
	return 1;
}

# Whether $pid is a zombie, or a postgres process started for this node
# (its command line names the data directory): a process a new start must
# wait out.
sub zombie_or_node_postmaster
{
	my ($node, $pid) = @_;
	return 0 unless kill 0, $pid;
	return 1 if zombie($pid);
	return started_for($node, $pid);
}

# Whether process $pid was started for this node: its command line names
# the data directory.
sub started_for
{
	my ($node, $pid) = @_;
	return index(eval { slurp_file("/proc/$pid/cmdline") } // '', $node->data_dir) >= 0;
}

sub io_shim_set
{
	my ($node, $name, $contents) = @_;
	my $file = $node->basedir . "/io_shim/$name";
	if (defined $contents)
	{
		open my $fh, '>', "$file.tmp" or die "could not write $file.tmp: $!";
		print $fh $contents;
		close $fh;
		rename("$file.tmp", $file) or die "could not rename $file.tmp: $!";
	}
	else
	{
		unlink $file;
	}
	return;
}

# Every process of a node: each process whose working directory is the
# node's data directory (the postmaster changes to it at its start and its
# children inherit it), and the postmaster that postmaster.pid, or else the
# start, names.  The working directory finds a postmaster that the other
# two miss: one started while pg_ctl gave up, or whose LazyFS stopped (a
# torn write hides postmaster.pid), and it outlives a new mount, whose path
# is the same.  A pid is taken only while its process is still this node's:
# pids are used again.
sub node_pids
{
	my ($node) = @_;
	my $data = $node->data_dir;
	my %dir = ($data => 1);
	my $target = readlink($data);    # on LazyFS, a link to the mount
	$dir{$target} = 1 if defined $target;
	my %pids;
	for my $proc (glob('/proc/[0-9]*'))
	{
		my $cwd = readlink("$proc/cwd") // next;    # another user's: not ours
		$cwd =~ s/ \(deleted\)$//;
		$pids{ substr($proc, 6) } = 1 if $dir{$cwd};
	}
	my $pm;
	if (open my $fh, '<', "$data/postmaster.pid")
	{
		my $line = <$fh>;
		$pm = $1 if defined $line && $line =~ /^(\d+)/;
	}
	$pm //= $node->{_pid};
	if ($pm && started_for($node, $pm))
	{
		$pids{$pm} = 1;
		for my $stat (glob('/proc/[0-9]*/stat'))
		{
			open my $sf, '<', $stat or next;
			my $line = <$sf>;
			close $sf;
			$pids{$1} = 1 if defined $line && $line =~ /^(\d+) \(.*\) \S (\d+) / && $2 == $pm;
		}
	}
	return grep { kill 0, $_ } sort { $a <=> $b } keys %pids;
}

# Whether process $pid is dead and not yet reaped.
sub zombie
{
	my ($pid) = @_;
	my $stat = eval { slurp_file("/proc/$pid/stat") } // '';
	return $stat =~ /^\d+ \(.*\) Z /s;
}

# kill -9 of every process of a node, again until none is left (a process
# caught in a dying file system's I/O goes slowly, and a postmaster may
# fork meanwhile), then until each is reaped: a killed postmaster that is
# still a zombie is alive to kill(pid, 0), and the next start takes its
# lock files for a live server's.  Bounded.  The number of processes
# killed.
sub kill_all
{
	my ($node) = @_;
	my %killed;
	my $end = time() + 120;
	while (my @pids = node_pids($node))
	{
		if (time() > $end)
		{
			harness_failure($node->name . ': processes still alive 120 s after kill -9: ' . join(' ', @pids));
			last;
		}
		kill 'KILL', @pids;
		$killed{$_} = 1 for @pids;
		sleep 0.05;
	}
	sleep 0.05 while time() < $end && grep { zombie($_) } keys %killed;
	$node->{_pid} = undef;
	return scalar keys %killed;
}

sub stop_node
{
	my ($node, $mode) = @_;
	if ($mode eq 'kill9')
	{
		kill_all($node);
		return 1;
	}
	return 1 unless defined $node->{_pid};
	return $node->stop($mode, fail_ok => 1);
}

###########################################################################
# LazyFS: a power loss drops what was written and not fsynced
###########################################################################

# The LazyFS log lines that end a command, by command.
my %LAZYFS_DONE = ('clear-cache' => qr/cache is cleared\./, 'cache-checkpoint' => qr/checkpoint is done\./);

# Send a command to the node's LazyFS; for the commands of %LAZYFS_DONE,
# wait (bounded) until its log says it is done.  True on success.
sub lazyfs_cmd
{
	my ($node, $cmd) = @_;
	my $fs = $LAZYFS{ $node->name } or return 0;
	my $log = "$fs->{ctl}/lazyfs.log";
	my $done = $LAZYFS_DONE{ (split /::/, $cmd)[0] };
	my $count = sub { my $n = () = slurp_file($log) =~ /$done/g; $n };
	my $before = $done ? $count->() : 0;
	# LazyFS reads its fifo 100 bytes at a time, newline included: a longer
	# command is cut in two, and the tail is lost (a torn-op without its
	# persist= never tears anything)
	die "LazyFS command too long (over 100 bytes): lazyfs::$cmd\n" if length("lazyfs::$cmd\n") > 100;
	# non-blocking: a LazyFS that is gone has no reader, and open fails
	use Fcntl qw(O_WRONLY O_NONBLOCK);
	sysopen(my $fifo, "$fs->{ctl}/faults.fifo", O_WRONLY | O_NONBLOCK) or return 0;
	syswrite($fifo, "lazyfs::$cmd\n") or return 0;
	close $fifo;
	return 1 unless $done;
	my $end = time() + 60;
	sleep 0.05 while $count->() <= $before && time() < $end;
	return $count->() > $before;
}

# Move a node's data directory (not yet started) onto its LazyFS mount, in
# its place a symlink, and make the copy durable.
sub onto_lazyfs
{
	my ($node) = @_;
	my $fs = $LAZYFS{ $node->name } or return;
	my $data = $node->data_dir;
	my $on = "$fs->{mnt}/d";    # short: see lazyfs_cmd
	rmtree($on);
	system('cp', '-a', $data, $on) == 0 or die "could not copy $data to $on";
	rmtree($data);
	symlink($on, $data) or die "could not link $data to $on: $!";
	lazyfs_cmd($node, 'cache-checkpoint') or die 'LazyFS did not checkpoint ' . $node->name;
	return;
}

# True while the node's LazyFS answers (a torn write makes it exit).
sub lazyfs_alive
{
	my ($node) = @_;
	return -d $LAZYFS{ $node->name }{mnt} . '/d/global';
}

# How many times the node's LazyFS stopped answering and its keeper
# killed it (scripts/lazyfs.sh); 0 without LazyFS.
sub lazyfs_hung
{
	my ($node) = @_;
	my $fs = $LAZYFS{ $node->name } or return 0;
	my $n = () = (eval { slurp_file("$fs->{ctl}/hung") } // '') =~ /\n/g;
	return $n;
}

# The nodes among @nodes whose LazyFS hung and was killed by its keeper
# since the counts in %$before (name => lazyfs_hung), waiting for the
# first such kill for as long as the keeper takes (a 60 s stat every 5 s).
sub lazyfs_killed_since
{
	my ($before, @nodes) = @_;
	my $end = time() + 70;
	my @killed;
	while (time() < $end)
	{
		@killed = grep { lazyfs_hung($_) > $before->{ $_->name } } @nodes;
		last if @killed;
		sleep 0.2;
	}
	return @killed;
}

# Mount the node's LazyFS again if it stopped (every process of the node
# killed first), counted under $what; 0 after a harness failure.
sub remount_if_stopped
{
	my ($node, $what) = @_;
	return 1 unless $LAZYFS{ $node->name } && !lazyfs_alive($node);
	$figures{"$what: LazyFS had stopped, mounted again"}++;
	kill_all($node);
	return lazyfs_remount($node) || harness_failure('LazyFS of ' . $node->name . ' was not mounted again within 60 s');
}

# A new LazyFS on the node's mount (its backing folder holds what reached
# the disk); every process of the node must be gone.
sub lazyfs_remount
{
	my ($node) = @_;
	my $ctl = $LAZYFS{ $node->name }{ctl};
	my $mounts = () = slurp_file("$ctl/mounts") =~ /\n/g;
	open my $fh, '>', "$ctl/ask/remount" or die "could not ask for a remount: $!";
	close $fh;
	my $end = time() + 60;
	while (time() < $end)
	{
		my $now = () = slurp_file("$ctl/mounts") =~ /\n/g;
		return 1 if $now > $mounts && lazyfs_alive($node);
		sleep 0.1;
	}
	return 0;
}

# Power loss of a node: every process killed, then what it wrote and did
# not fsync dropped.
sub power_off
{
	my ($node) = @_;
	my %hung = ($node->name => lazyfs_hung($node));
	kill_all($node);
	return 1 if lazyfs_cmd($node, 'clear-cache');
	# a LazyFS that hung is killed by its keeper: its cache is lost with
	# it, which is the power loss asked for
	lazyfs_killed_since(\%hung, $node)
	  or return harness_failure('LazyFS did not clear its cache for ' . $node->name);
	$figures{'power loss: LazyFS had hung, killed by its keeper (its cache lost)'}++;
	kill_all($node);
	return 1;
}

# Ask the network fault keeper (scripts/netfault.sh) for VERB on PORT and
# wait until it is applied.  True on success.
my $net_seq = 0;
my $net_faulty = 0;    # a cut, lossy or slow link not yet healed

sub net_cmd
{
	my ($verb, $port, $n) = @_;
	$net_seq++;
	my $req = join(' ', $net_seq, $verb, grep { defined } $port, $n);
	open my $fh, '>', "$NET/ask/request.tmp" or return harness_failure("netfault: could not write a request: $!");
	print $fh "$req\n";
	close $fh;
	rename "$NET/ask/request.tmp", "$NET/ask/request"
	  or return harness_failure("netfault: could not send a request: $!");
	my $end = time() + 20;
	while (time() < $end)
	{
		my $done = -f "$NET/done" ? slurp_file("$NET/done") : '';
		if ($done =~ /^$net_seq (.*)/)
		{
			if ($1 eq 'ok')
			{
				$net_faulty = $verb ne 'heal';
				return 1;
			}
			return harness_failure("netfault: '$req' failed (iptables refused it)");
		}
		sleep 0.05;
	}
	return harness_failure("netfault: no answer to '$req' within 20 s");
}

###########################################################################
# The topology, the target file, the fault log
###########################################################################

my $node_a = make_node('a', 0);
start_node($node_a) or BAIL_OUT('the first primary did not start');
$node_a->safe_psql('postgres', 'CREATE EXTENSION sfid');
$node_a->backup('first');
my $node_b = make_node('b', $CONF{standby_base_ms}, $node_a);
start_node($node_b) or BAIL_OUT('the first standby did not start');
my ($primary, $standby) = ($node_a, $node_b);
my @NODES = ($node_a, $node_b);
# The quorum shape: c the second quorum standby, d a cascading standby of
# the first.  @quorum names the standbys of synchronous_standby_names,
# $standby is the first of them, %up says where each standby streams from.
my (@quorum, $cascade, %up);
if ($SHAPE eq 'quorum')
{
	my $node_c = make_node('c', $CONF{base_c_ms}, $node_a);
	start_node($node_c) or BAIL_OUT('the standby c did not start');
	my $node_d = make_node('d', $CONF{base_d_ms}, $node_a, $node_b);
	start_node($node_d) or BAIL_OUT('the cascading standby d did not start');
	push @NODES, $node_c, $node_d;
	@quorum = ($node_b, $node_c);
	$cascade = $node_d;
	%up = (b => $node_a, c => $node_a, d => $node_b);
}

# The standbys, and the node each streams from.
sub standbys { return $SHAPE eq 'pair' ? ($standby) : grep { $_ != $primary } @NODES; }
sub upstream { my ($node) = @_; return $SHAPE eq 'pair' ? $primary : $up{ $node->name }; }
my $mode = $CONF{first_mode};
my $epoch = 0;

sub write_target
{
	my $line = sprintf("%s %s %d %d\n", $primary->name, $primary->host, $primary->port, $epoch);
	open my $fh, '>', "$dir/target.tmp" or die "could not write $dir/target.tmp: $!";
	print $fh $line;
	close $fh;
	rename("$dir/target.tmp", "$dir/target") or die "rename: $!";
	return;
}

open my $FAULTS, '>>', "$dir/faults.log" or die "could not open $dir/faults.log: $!";
$FAULTS->autoflush(1);

# A new epoch: what the clients do from now on is attributed to it.
sub log_fault
{
	my ($kind, $details) = @_;
	$epoch++;
	write_target();
	printf $FAULTS "%d\t%.3f\t%s\t%s\n", $epoch, time(), $kind, $details // '';
	# on stderr, which prove passes on at once (its stdout is buffered)
	diag sprintf('[%6.1f s] epoch %d: %s %s', time() - $^T, $epoch, $kind, $details // '');
	return;
}

# A standby's own settings: the pristine postgresql.conf of the first node
# (pg_rewind and pg_basebackup copy the primary's) with its own port and
# socket folder, no ALTER SYSTEM of the primary's, and streaming from $from
# with its own name as application_name.  Written durably, as ALTER SYSTEM
# writes: a standby repointed and then powered off must not come back
# following its old upstream.
sub reset_standby_conf
{
	my ($node, $from) = @_;
	my $data = $node->data_dir;
	write_synced("$data/postgresql.conf",
		$node->{torture_conf}
		  . sprintf("port = %d\nunix_socket_directories = '%s'\n", $node->port, $node->host)
		  . sprintf("primary_conninfo = 'host=127.0.0.1 port=%d connect_timeout=5 application_name=%s'\n",
			$from->port, $node->name));
	write_synced("$data/postgresql.auto.conf",
		"# Do not edit this file manually!\n# It will be overwritten by the ALTER SYSTEM command.\n");
	unlink "$data/recovery.signal";
	write_synced("$data/standby.signal", '');
	return;
}

# Write a file whole and durably: a temporary file fsynced, renamed over
# it, and the directory fsynced.
sub write_synced
{
	my ($path, $contents) = @_;
	open my $fh, '>', "$path.tmp" or die "could not write $path.tmp: $!";
	print $fh $contents;
	$fh->flush && $fh->sync or die "could not fsync $path.tmp: $!";
	close $fh;
	rename("$path.tmp", $path) or die "could not rename $path.tmp: $!";
	my ($dir) = $path =~ m{^(.*)/};
	open my $dh, '<', $dir or die "could not open $dir: $!";
	$dh->sync or die "could not fsync $dir: $!";
	close $dh;
	return;
}

# Every standby streams from its upstream, and has replayed what the
# primary wrote before.
sub wait_streaming
{
	my ($seconds) = @_;
	my %hung = map { $_->name => lazyfs_hung($_) } standbys();
	return 1 if wait_streaming_once($seconds);
	# a standby stuck on a LazyFS that deadlocked: once its keeper has
	# killed it, a power loss of that standby; started again
	my @stuck = lazyfs_killed_since(\%hung, standbys()) or return 0;
	for my $node (@stuck)
	{
		$figures{'standby: LazyFS hung, killed by its keeper (a power loss), started again'}++;
		kill_all($node);
		start_node($node) or return 0;
	}
	return wait_streaming_once($seconds);
}

sub wait_streaming_once
{
	my ($seconds) = @_;
	my $end = time() + $seconds;
	my $left = sub { $end - time() > 5 ? $end - time() : 5 };
	for my $node (standbys())
	{
		my $name = $node->name;
		wait_until(upstream($node),
			"SELECT count(*) = 1 FROM pg_stat_replication WHERE application_name = '$name' AND state = 'streaming'",
			$left->())
		  or return 0;
	}
	my ($ok, $lsn) = psql_t($primary, 'SELECT pg_current_wal_lsn()', 5);
	return 0 unless $ok;
	for my $node (standbys())
	{
		wait_until($node, "SELECT pg_last_wal_replay_lsn() >= '$lsn'::pg_lsn", $left->()) or return 0;
	}
	return 1;
}

# Synchronous or asynchronous replication to the standby, from now on.
# In the quorum shape, synchronous is 'ANY 1 (s1, s2)' of the two quorum
# standbys, each then in sync_state 'quorum'.
sub set_mode
{
	my ($new_mode) = @_;
	$mode = $new_mode;
	my @names = $SHAPE eq 'pair' ? ($standby->name) : map { $_->name } @quorum;
	my $list = join(', ', map { "'$_'" } @names);
	my $sql = $mode ne 'sync' ? 'ALTER SYSTEM RESET synchronous_standby_names'
	  : $SHAPE eq 'pair' ? "ALTER SYSTEM SET synchronous_standby_names = '$names[0]'"
	  : 'ALTER SYSTEM SET synchronous_standby_names = ' . "'ANY 1 (" . join(', ', @names) . ")'";
	my ($ok, undef, $err) = psql_t($primary, "$sql; SELECT pg_reload_conf()", 10);
	return harness_failure("could not set $mode replication: $err") unless $ok;
	return 1 unless $mode eq 'sync';
	my $state = $SHAPE eq 'pair' ? 'sync' : 'quorum';
	wait_until($primary,
		sprintf("SELECT count(*) = %d FROM pg_stat_replication WHERE application_name IN (%s) AND sync_state = '%s'",
			scalar @names, $list, $state),
		60)
	  or return harness_failure("the standbys (@names) did not become synchronous ($state) in 60 s");
	return 1;
}

wait_streaming(60) or BAIL_OUT('the first standby is not streaming');
set_mode($mode);
log_fault('start', $SHAPE eq 'pair' ? "primary a, standby b, $mode replication"
	: "primary a, quorum standbys b and c (ANY 1), cascading standby d of b, $mode replication");

###########################################################################
# Clients
###########################################################################

my $RUN_END = time() + 60 * $MINUTES;
my @clients;
for my $i (1 .. $CLIENTS + $BACKFILL)
{
	my ($out, $err) = ('', '');
	my $h = IPC::Run::start(
		[ $^X, "$FindBin::RealBin/client.pl", $i, $dir, $SEED, int($RUN_END + 300), $i > $CLIENTS ? 'backfill' : 'live' ],
		'>', "$dir/client_$i.out", '2>', "$dir/client_$i.err");
	push @clients, $h;
}

###########################################################################
# The faults
###########################################################################

# After a crash, a restart or a failover: the primary must come back.
sub primary_back
{
	my ($what) = @_;
	my $hung = lazyfs_hung($primary);
	return 1 if wait_ready($primary, 90);
	# its LazyFS deadlocked and its keeper killed it: a power loss, the
	# server started again on a new mount (start_node)
	if (lazyfs_hung($primary) > $hung)
	{
		$figures{"$what: LazyFS of the primary hung, killed by its keeper (a power loss)"}++;
		stop_node($primary, 'kill9');
		start_node($primary) && wait_ready($primary, 90) and return 1;
	}
	harness_failure("$what: the primary did not accept connections within 90 s");
	# one more chance: stop whatever is left, start again
	stop_node($primary, 'kill9');
	start_node($primary) && wait_ready($primary, 90) and return 1;
	harness_failure("$what: the primary could not be started again");
	return 0;
}

sub restart_primary
{
	my ($how) = @_;
	stop_node($primary, $how) or harness_failure("stop -m $how failed");
	start_node($primary) or harness_failure("start after $how failed");
	return primary_back($how);
}

sub pid_of
{
	my ($node, $where) = @_;
	my ($ok, $out) = psql_t($node, "SELECT coalesce(string_agg(pid::text, ' ' ORDER BY pid), '') FROM pg_stat_activity WHERE $where", 5);
	return $ok ? split(/ /, $out) : ();
}

# After kill -9 of process $pid: the postmaster must restart every
# process.  A backend may have ended by itself between being chosen and
# the signal: then its exit is clean and nothing restarts (counted).
sub crash_restart_after
{
	my ($what, $log_offset, $pid) = @_;
	my $end = time() + 30;
	my ($seen, $log) = (0, '');
	while (!$seen && time() < $end)
	{
		$log = slurp_file($primary->logfile, $log_offset);
		$seen = $log =~ /all server processes terminated; reinitializing/;
		last if !$seen && time() > $end - 25 && $log !~ /\(PID $pid\) was terminated by signal 9/;
		sleep 0.1 unless $seen;
	}
	if (!$seen && $log !~ /\(PID $pid\) was terminated by signal 9/)
	{
		$figures{"$what: the process had ended before the signal (no crash)"}++;
	}
	elsif (!$seen)
	{
		harness_failure("$what: no crash restart within 30 s");
	}
	return primary_back($what);
}

sub kill_one
{
	my ($ev, $what, $signal, $where) = @_;
	my ($pid, $log_offset);
	my $end = time() + 10;
	while (time() < $end)
	{
		my @pids = pid_of($primary, $where);
		if (@pids)
		{
			$pid = $pids[ int($ev->{u} * @pids) ];
			$log_offset = -s $primary->logfile;
			last if kill $signal, $pid;    # else it had just exited: another
		}
		undef $pid;
		sleep 0.1;
	}
	if (!defined $pid)
	{
		log_fault($what, 'none found to kill');
		return 1;
	}
	log_fault($what, "pid $pid ($signal)");
	return crash_restart_after($what, $log_offset, $pid) if $signal eq 'KILL';
	# SIGTERM of the reserver: a new one within a few seconds
	wait_until($primary,
		"SELECT count(*) = 1 FROM pg_stat_activity WHERE backend_type = 'sfid reserver' AND pid <> $pid", 20)
	  or harness_failure('no new reserver within 20 s of SIGTERM');
	return 1;
}

my @pending;    # undo steps of faults held over the next one

# How long a fault lasts: $ev->{hold} s, then $undo; or, held over, until
# the next fault that is not a clock or fsync fault has run.
sub hold_fault
{
	my ($ev, $undo) = @_;
	if ($ev->{hold_over})
	{
		push @pending, $undo;
	}
	else
	{
		sleep $ev->{hold};
		$undo->();
	}
	return 1;
}

# ', held over the next fault' or ', for N s', for the faults' log lines.
sub hold_text
{
	my ($ev) = @_;
	return $ev->{hold_over} ? ', held over the next fault' : sprintf(', for %.1f s', $ev->{hold});
}

sub clock_fault
{
	my ($ev) = @_;
	my $node = $ev->{on_standby} ? $standby : $primary;
	my $before = offset_ms($node);
	my $to = $before + $ev->{step_ms};
	log_fault($ev->{kind}, sprintf('%+d ms on %s (%s), offset %+d -> %+d ms%s',
		$ev->{step_ms}, $node->name, $node == $primary ? 'primary' : 'standby', $before, $to,
		hold_text($ev)));
	set_offset_ms($node, $to);
	my $undo = sub {
		owe_catch_up(offset_ms($node) - $node->{torture_base_ms}) if $node == $primary;
		clock_to_base($node);
	};
	return hold_fault($ev, $undo);
}

sub fsync_fault
{
	my ($ev) = @_;
	my $node = $primary;
	if ($ev->{kind} eq 'fsync_slow')
	{
		log_fault('fsync_slow', sprintf('%d ms per fsync on %s%s', $ev->{delay_ms}, $node->name,
			hold_text($ev)));
		io_shim_set($node, 'delay_ms', $ev->{delay_ms});
	}
	else
	{
		log_fault('fsync_fail', sprintf('on %s%s', $node->name,
			hold_text($ev)));
		io_shim_set($node, 'fail', '');
	}
	my $undo = sub {
		log_fault('fsync_restore', $node->name);
		io_shim_set($node, 'delay_ms', undef);
		io_shim_set($node, 'fail', undef);
	};
	return hold_fault($ev, $undo);
}

# A disk fault of the primary (the I/O shim) for a while: a full disk, a
# disk gone read-only, or a failing WAL fsync.  PostgreSQL PANICs at its
# next WAL write or fsync, and again in each crash recovery while the
# fault lasts; clients get refusals (58030) or lose their connection.  At
# its end the clock steps back, then the fault goes: the restart that
# follows comes with the clock behind, as after a power loss, so that an R
# the fault kept from the disk would be issued again.  A server that gave
# up (its startup process failed) is started again, as an operator or an
# HA manager would; then the clock returns.
sub disk_fault
{
	my ($ev) = @_;
	my $node = $primary;
	my $file = { disk_full => 'enospc', disk_readonly => 'readonly', wal_fsync_fail => 'wal_fsync_fail' }
	  ->{ $ev->{kind} };
	my $base = $node->{torture_base_ms};
	log_fault($ev->{kind}, sprintf('on %s, for %.1f s, then the clock %d ms behind until it is back',
		$node->name, $ev->{hold}, $ev->{behind_ms}));
	io_shim_set($node, $file, '');
	sleep $ev->{hold};
	owe_catch_up($ev->{behind_ms});
	set_offset_ms($node, $base - $ev->{behind_ms});
	io_shim_set($node, $file, undef);
	log_fault('disk_restore', $node->name);
	if (!wait_ready($node, 30))
	{
		$figures{"$ev->{kind}: the server had given up, started again"}++;
		kill_all($node);
		start_node($node) or harness_failure("$ev->{kind}: the start after the fault failed");
	}
	my $back = primary_back($ev->{kind});
	clock_to_base($node);
	return $back;
}

# Run a program with a time limit: true if it exited 0.
sub run_limited
{
	my ($seconds, @cmd) = @_;
	my ($out, $err) = ('', '');
	my $ok = eval {
		IPC::Run::run(\@cmd, '>', \$out, '2>', \$err, IPC::Run::timeout($seconds));
	};
	print "# ran @cmd: " . ($ok ? 'ok' : 'FAILED') . "\n$out$err\n";
	return $ok;
}


# After a failover: the old primary rebuilt as a standby of the new one,
# the replication mode drawn for the next round, the new primary's clock
# back to its base.
sub rejoin_old_primary
{
	my ($old, $new, $ev) = @_;
	rebuild_standby($old, $new, $ev->{rebuild}) or return 0;
	wait_streaming(90) or return harness_failure('the rebuilt standby is not streaming after 90 s');
	set_mode($ev->{next_mode}) or return 0;
	log_fault('rebuilt', sprintf('%s is a standby of %s (%s), %s replication; %s clock back to %+d ms',
		$old->name, $new->name, $ev->{rebuild}, $mode, $new->name, $new->{torture_base_ms}));
	owe_catch_up(offset_ms($new) - $new->{torture_base_ms});
	set_offset_ms($new, $new->{torture_base_ms});
	return 1;
}

# The old primary (stopped) becomes a standby of the new one.
sub rebuild_standby
{
	my ($node, $from, $method) = @_;
	my $data = $node->data_dir;
	if ($method eq 'rewind')
	{
		# pg_rewind reads the timeline from the source's control file,
		# which a promotion updates only at its next checkpoint
		psql_t($from, 'CHECKPOINT', 60);
		# a standby killed needs crash recovery first, which pg_rewind runs
		# in single-user mode, and that refuses standby mode
		unlink "$data/standby.signal";
		if (!run_limited(300, 'pg_rewind', '--target-pgdata', $data,
				'--source-server', $from->connstr('postgres'), '--no-sync'))
		{
			$figures{'rebuild: pg_rewind failed, pg_basebackup instead'}++;
			$method = 'basebackup';
		}
	}
	if ($method eq 'basebackup')
	{
		# on LazyFS, the data directory is a symlink to the mount; its
		# contents go, the directory stays: one made again through the
		# mount would be LazyFS's (root's), and the server refuses it
		my $real = -l $data ? readlink($data) : $data;
		# LazyFS died once under pg_rewind's writes (with four mounts on
		# a loaded machine): mounted again, what it held unsynced is lost
		# as in a power loss, and the copy is made anew
		remount_if_stopped($node, 'rebuild') or return 0;
		opendir(my $dh, $real) or return harness_failure("cannot read $real: $!");
		rmtree([ map { "$real/$_" } grep { !/^\.\.?$/ } readdir($dh) ]);
		closedir($dh);
		# the WAL stream answers every second (its default, 10 s, is
		# wal_sender_timeout here); on a loaded machine its walsender can
		# end all the same: then once more, the WAL fetched at the end
		# (wal_keep_size keeps it)
		if (!run_limited(300, 'pg_basebackup', '-D', $real, '-h', $from->host, '-p', $from->port,
				'--no-sync', '-X', 'stream', '-s', '1', '-c', 'fast'))
		{
			$figures{'rebuild: pg_basebackup failed, again with -X fetch'}++;
			run_limited(300, 'pg_basebackup', '-D', $real, '-h', $from->host, '-p', $from->port,
				'--no-sync', '-X', 'fetch', '-c', 'fast')
			  or return harness_failure('pg_basebackup failed, with -X stream and with -X fetch');
		}
		chmod 0700, $real;
	}
	$figures{"rebuild: $method"}++;
	reset_standby_conf($node, $from);
	# the copy was made with --no-sync: durable before a power loss can come
	!$LAZYFS{ $node->name } || lazyfs_cmd($node, 'cache-checkpoint')
	  or return harness_failure('LazyFS did not checkpoint the rebuilt ' . $node->name);
	set_offset_ms($node, $node->{torture_base_ms});
	my $log_offset = -s $node->logfile // 0;
	return 1 if start_node($node);
	# a rewound copy that PostgreSQL itself refuses is copied anew (seen
	# once on LazyFS: "replication checkpoint has wrong magic 0", a file
	# pg_rewind had copied read back as zeros); a refusal of sfid's stays
	# a failure
	my ($why) = slurp_file($node->logfile, $log_offset) =~ /(?:FATAL|PANIC):\s+(.*)/;
	if ($method eq 'rewind' && defined $why && $why !~ /sfid|reservation|snowflake/i)
	{
		$figures{ 'rebuild: the rewound copy did not start (' . ($why =~ s/\d+/N/gr) . '), pg_basebackup instead' }++;
		kill_all($node);
		return rebuild_standby($node, $from, 'basebackup');
	}
	return harness_failure("the rebuilt standby " . $node->name . " did not start");
}

sub failover
{
	my ($ev) = @_;
	my $kind = "failover_$mode";
	if (!wait_streaming(30))
	{
		log_fault($kind, 'skipped: the standby is not streaming');
		return harness_failure('the standby is not streaming (or not replaying) before a failover');
	}
	my ($old, $new) = ($primary, $standby);
	my $behind = offset_ms($old) - $ev->{behind_ms};
	set_offset_ms($new, $behind);
	owe_catch_up($ev->{behind_ms});
	sleep $ev->{moment};
	log_fault($kind, sprintf('%s killed (%s), %s promoted with its clock at %+d ms (%d ms behind)',
		$old->name, $ev->{kill}, $new->name, $behind, $ev->{behind_ms}));
	stop_node($old, $ev->{kill});

	# let the standby replay what it received
	my ($prev, $stable) = ('', 0);
	my $end = time() + 30;
	while (time() < $end && $stable < 3)
	{
		my ($ok, $out) = psql_t($new, 'SELECT pg_last_wal_replay_lsn()', 5);
		$stable = $ok && $out eq $prev ? $stable + 1 : 0;
		$prev = $out;
		sleep 0.3;
	}
	my $r_old = reservation_ms($old);
	my $r_new = reservation_ms($new);
	my $covered = defined $r_old && defined $r_new && $r_new >= $r_old;
	my $note = sprintf('R of %s %s, replayed by %s %s', $old->name, $r_old // 'none',
		$new->name, $r_new // 'none');
	if ($covered)
	{
		$figures{"$kind: the standby's R covered the old primary's"}++;
	}
	else
	{
		$figures{"$kind: the standby's R behind the old primary's"}++;
		if ($mode eq 'async' && defined $r_old)
		{
			# Beyond what asynchronous replication guarantees (the README's
			# table): promote only once the standby's clock has passed every
			# id the old primary can have issued.
			my $wait = ms_unix($r_old) - (time() + offset_ms($new) / 1000) + 0.05;
			$wait = 60 if $wait > 60;
			$note .= sprintf(', not covered: promotion waits %.1f s for the clock', $wait > 0 ? $wait : 0);
			sleep $wait if $wait > 0;
		}
	}
	printf $FAULTS "%d\t%.3f\t%s\t%s\n", $epoch, time(), 'note', $note;
	diag "  $note";

	run_limited(90, 'pg_ctl', '-D', $new->data_dir, '-w', '-t', '60', 'promote')
	  or return harness_failure('pg_ctl promote failed');
	wait_until($new, 'SELECT NOT pg_is_in_recovery()', 60)
	  or return harness_failure('the promoted standby is still in recovery after 60 s');
	($primary, $standby) = ($new, $old);
	$mode = 'async';    # the new primary has no standby yet
	log_fault('promoted', $new->name . ' is the primary');
	primary_back('promotion') or return 0;

	return rejoin_old_primary($old, $new, $ev);
}

# Start the primary again with its clock behind by $ev->{behind_ms}; once
# it is back, its clock returns (a forward step within the guard).
sub start_behind
{
	my ($ev, $what) = @_;
	my $base = $primary->{torture_base_ms};
	owe_catch_up($ev->{behind_ms});
	set_offset_ms($primary, $base - $ev->{behind_ms});
	start_node($primary) or harness_failure("start after $what failed");
	my $back = primary_back($what);
	clock_to_base($primary);
	return $back;
}

# Power losses (LazyFS), each after a stretch of dense ids.
sub power_fault
{
	my ($ev) = @_;
	my $k = $ev->{kind};
	sleep $ev->{dense};
	if ($k eq 'power_loss')
	{
		log_fault($k, sprintf('of %s (primary), then start with its clock %d ms behind', $primary->name, $ev->{behind_ms}));
		power_off($primary) or return 0;
		return start_behind($ev, $k);
	}
	if ($k eq 'power_loss_standby' || $k eq 'power_loss_both')
	{
		my @sb = standbys();
		my $victim = $sb[ int($ev->{u} * @sb) ];
		my @nodes = $k eq 'power_loss_both' ? ($primary, $victim) : ($victim);
		log_fault($k, 'of ' . join(' and ', map { $_->name } @nodes) . ", $mode replication, then start"
			  . (@nodes > 1 ? " (the primary's clock $ev->{behind_ms} ms behind)" : ''));
		kill_all($_) for @nodes;
		power_off($_) or return 0 for @nodes;
		start_node($victim) or harness_failure('start of ' . $victim->name . " after $k failed");
		if (@nodes > 1) { start_behind($ev, $k) or return 0; }
		else { primary_back($k) or return 0; }
		wait_streaming(90) or return harness_failure("the standby is not streaming 90 s after $k");
		return 1;
	}
	# power_loss_recovery: the primary starts with its clock behind, and
	# the power goes again while it recovers
	my $behind = offset_ms($primary) - $ev->{behind_ms};
	log_fault($k, sprintf('of %s, start with its clock at %+d ms (%d ms behind), power loss again %.1f s into the start',
		$primary->name, $behind, $ev->{behind_ms}, $ev->{recovery_after}));
	power_off($primary) or return 0;
	owe_catch_up($ev->{behind_ms});
	set_offset_ms($primary, $behind);
	start_node($primary) or harness_failure("start after $k failed");
	sleep $ev->{recovery_after};
	power_off($primary) or return 0;
	start_node($primary) or harness_failure("second start after $k failed");
	primary_back($k) or return 0;
	clock_to_base($primary);
	return 1;
}

# A torn write of the primary: the next write to the reservation file's
# temporary file, or to the WAL segment being written, in parts of which
# only the first ones reach the disk; then LazyFS stops, as the machine
# would.  Every process is then killed and the file system mounted again.
sub torn_fault
{
	my ($ev) = @_;
	my $k = $ev->{kind};
	my $node = $primary;
	my $fs = $LAZYFS{ $node->name };
	my $rel = 'sfid.reservation.tmp';
	if ($k eq 'torn_wal')
	{
		my ($ok, $seg) = psql_t($node, 'SELECT pg_walfile_name(pg_current_wal_lsn())', 10);
		return harness_failure("$k: no WAL segment name") unless $ok && $seg =~ /^[0-9A-F]{24}$/;
		$rel = "pg_wal/$seg";
	}
	sleep $ev->{dense};
	my $persist = join(',', 1 .. $ev->{persist});
	log_fault($k, sprintf('%s of %s: its next write in %d parts, part %s reaches the disk, then LazyFS stops; '
		  . 'start with the clock %d ms behind', $rel, $node->name, $ev->{parts}, $persist, $ev->{behind_ms}));
	lazyfs_cmd($node, "torn-op::file=$fs->{backing}/d/${rel}::parts=$ev->{parts}::persist=$persist")
	  or return harness_failure("$k: LazyFS did not take the command");
	my $end = time() + 30;
	sleep 0.1 while lazyfs_alive($node) && time() < $end;
	my $torn = !lazyfs_alive($node);
	$figures{ $torn ? "$k: torn" : "$k: no write within 30 s, a power loss instead" }++;
	kill_all($node);
	# a clear-cache when nothing was torn; a new mount in any case, which
	# also drops a torn write still armed
	$torn || power_off($node) or return 0;
	lazyfs_remount($node) or return harness_failure("$k: LazyFS was not mounted again within 60 s");
	return start_behind($ev, $k);
}

# The primary cut off from its synchronous standby while both run and
# clients keep using the primary: every packet of the replication link
# dropped (scripts/netfault.sh), so that what is in flight is lost as on a
# cut link.  Then the standby promoted with its clock behind while the old
# primary still runs (split brain: sessions already on it go on), and only
# then the old primary fenced (kill -9), the link healed and the old
# primary rebuilt.  Synchronous replication promises that the old primary
# issued no id under an R the standby lacks: 0 repeats, even with both
# running.
sub partition_failover
{
	my ($ev) = @_;
	my $k = 'partition_failover';
	$mode eq 'sync' or set_mode('sync') or return 0;
	wait_streaming(30) or return harness_failure("$k: the standby is not streaming");
	my ($old, $new) = ($primary, $standby);
	my $behind = offset_ms($old) - $ev->{behind_ms};
	log_fault($k, sprintf('%s cut off from its synchronous standby %s for %.1f s while clients use it, '
		  . 'then %s promoted with its clock at %+d ms (%d ms behind) while %s runs %.1f s more, then fenced',
		$old->name, $new->name, $ev->{hold}, $new->name, $behind, $ev->{behind_ms}, $old->name, $ev->{split}));
	net_cmd('cut', $old->port) or return 0;
	sleep $ev->{hold};
	owe_catch_up($ev->{behind_ms});
	set_offset_ms($new, $behind);
	my $r_new = reservation_ms($new);
	run_limited(90, 'pg_ctl', '-D', $new->data_dir, '-w', '-t', '60', 'promote')
	  or return harness_failure('pg_ctl promote failed');
	wait_until($new, 'SELECT NOT pg_is_in_recovery()', 60)
	  or return harness_failure('the promoted standby is still in recovery after 60 s');
	($primary, $standby) = ($new, $old);
	$mode = 'async';
	log_fault('promoted', $new->name . ' is a primary, ' . $old->name . ' still runs (split brain)');
	sleep $ev->{split};
	my $r_old = reservation_ms($old);
	log_fault('fenced', sprintf('%s killed; R of %s %s, recovered by %s %s', $old->name, $old->name,
		$r_old // 'none', $new->name, $r_new // 'none'));
	$figures{ defined $r_old && defined $r_new && $r_new >= $r_old
		? "$k: the standby's R covered the old primary's"
		: "$k: the standby's R behind the old primary's" }++;
	kill_all($old);
	net_cmd('heal') or return 0;
	primary_back('promotion') or return 0;
	return rejoin_old_primary($old, $new, $ev);
}

# The replication link cut (partition_sync) or poor (link_poor: a share of
# its packets lost, or its packet rate held low) for a while, in synchronous or
# asynchronous replication, while both servers run and clients use the
# primary; then healed.  With a synchronous standby, calls that need a new
# R wait for it (and are cancelled by their statement_timeout, 57014); the
# standby must stream again once healed, connecting anew when the cut
# outlived wal_sender_timeout.
sub link_fault
{
	my ($ev) = @_;
	my $k = $ev->{kind};
	my $port = $primary->port;
	$mode eq $ev->{mode} or set_mode($ev->{mode}) or return 0;
	wait_streaming(30) or return harness_failure("$k: the standby is not streaming");
	sleep $ev->{dense};
	my ($what, @cmd) =
		$k eq 'partition_sync' ? ('cut', 'cut', $port)
	  : $ev->{pps}              ? ("held to $ev->{pps} packets a second", 'slow', $port, $ev->{pps})
	  :                           ("losing $ev->{loss_pct} % of its packets", 'lossy', $port, $ev->{loss_pct});
	log_fault($k, sprintf('the link of %s to its %s standby %s %s for %.1f s, then healed',
		$primary->name, $mode eq 'sync' ? 'synchronous' : 'asynchronous', $standby->name, $what, $ev->{hold}));
	net_cmd(@cmd) or return 0;
	sleep $ev->{hold};
	my ($ok, $pid) = psql_t($primary, 'SELECT pid FROM pg_stat_replication', 5);
	net_cmd('heal') or return 0;
	log_fault('healed', 'the link of ' . $primary->name);
	$figures{ sprintf('%s: %s', $k,
		$ok && $pid =~ /^\d+$/ ? 'the walsender lived through it' : 'the walsender was gone (the standby connected anew)') }++;
	wait_streaming(90) or return harness_failure("$k: the standby did not stream again within 90 s of the heal");
	return 1;
}

###########################################################################
# The quorum shape's faults
###########################################################################

# Wait (bounded) until the node's replay stops moving: it has replayed what
# it received.
sub settle
{
	my ($node) = @_;
	my ($prev, $stable) = ('', 0);
	my $end = time() + 30;
	while (time() < $end && $stable < 3)
	{
		my ($ok, $out) = psql_t($node, 'SELECT pg_last_wal_replay_lsn()', 5);
		$stable = $ok && $out eq $prev ? $stable + 1 : 0;
		$prev = $out;
		sleep 0.3;
	}
	return $stable >= 3;
}

# sfid_recovered_horizon() of a standby, in ms since 1970, or undef.
sub horizon_ms
{
	my ($node) = @_;
	my ($ok, $out) = psql_t($node, 'SELECT (extract(epoch FROM sfid_recovered_horizon()) * 1000)::bigint', 10);
	return $ok && $out =~ /^-?\d+$/ ? $out : undef;
}

# Whether the node's postmaster runs.
sub start_alive
{
	my ($node) = @_;
	return defined $node->{_pid} && kill(0, $node->{_pid});
}

# A standby streams from $from from now on: its settings rewritten, a
# restart; if it does not stream $from's timeline and replay up to $from's
# position within 60 s (its WAL went past the point where the new timeline
# forked off), it is rebuilt from $from.
sub follow
{
	my ($node, $from, $ev) = @_;
	my $log_offset = -s $node->logfile // 0;
	reset_standby_conf($node, $from);
	if (defined $node->{_pid} && wait_ready($node, 10))
	{
		# primary_conninfo changes on reload: a new walreceiver
		psql_t($node, 'SELECT pg_reload_conf()', 10);
	}
	else
	{
		kill_all($node);
		start_node($node) or $figures{'reshape: a standby did not start to follow, rebuilt'}++;
	}
	my ($ok, $pos) = psql_t($primary,
		"SELECT ('x' || substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8))::bit(32)::int || ' ' || pg_current_wal_lsn()",
		10);
	my ($tli, $lsn) = $ok ? split(/ /, $pos) : (0, '0/0');
	my $end = time() + 60;
	while (time() < $end)
	{
		my ($done, $out) = psql_t($node, "SELECT coalesce((SELECT received_tli = $tli FROM pg_stat_wal_receiver "
			  . "WHERE status = 'streaming'), false) AND pg_last_wal_replay_lsn() >= '$lsn'::pg_lsn", 5);
		return 1 if $done && $out eq 't';
		# the standby's WAL went past the point where the new timeline forked off
		last if slurp_file($node->logfile, $log_offset)
			  =~ /is not a child of this server's history|forked off current database system timeline/
		  || !start_alive($node);
		sleep 0.2;
	}
	$figures{ 'reshape: a standby could not follow (its WAL had gone past the fork), rebuilt' }++;
	kill_all($node);
	return rebuild_standby($node, $from, $ev->{rebuild});
}

# After a promotion in the quorum shape: the quorum standbys are the first
# two of the old quorum standbys (but the new primary), the old primary
# and the cascading standby; the third is the cascading standby, of the
# first quorum standby.  The old primary is rebuilt, every other standby
# made to follow its upstream, the first quorum standby first.
sub reshape
{
	my ($new, $old, $ev) = @_;
	my %seen;
	my @order = grep { $_ != $new && !$seen{ $_->name }++ } @quorum, $old, $cascade;
	@quorum = @order[ 0, 1 ];
	$cascade = $order[2];
	$standby = $quorum[0];
	%up = map { $_->name => $new } @quorum;
	$up{ $cascade->name } = $quorum[0];
	for my $node (@order)
	{
		if ($node == $old)
		{
			rebuild_standby($old, $up{ $old->name }, $ev->{rebuild}) or return 0;
		}
		else
		{
			follow($node, $up{ $node->name }, $ev) or return 0;
		}
	}
	wait_streaming(120) or return harness_failure('the standbys are not all streaming 120 s after the promotion');
	set_mode($ev->{next_mode}) or return 0;
	log_fault('rebuilt', sprintf('%s rebuilt (%s); %s the primary, %s its quorum standbys (%s replication), '
		  . '%s cascading of %s; %s clock back to %+d ms', $old->name, $ev->{rebuild}, $new->name,
		join(' and ', map { $_->name } @quorum), $mode, $cascade->name, $quorum[0]->name, $new->name,
		$new->{torture_base_ms}));
	owe_catch_up(offset_ms($new) - $new->{torture_base_ms});
	set_offset_ms($new, $new->{torture_base_ms});
	return 1;
}

# failover_quorum: the documented procedure.  The primary killed, at times
# after one quorum standby was stopped while ids flowed (so that the other
# alone confirmed the last reservations); every standby that runs read
# once it has replayed what it received, the one with the highest
# sfid_recovered_horizon() promoted with its clock behind (a quorum
# standby on a tie).  0 repeats expected.
#
# promote_unconfirmed: the counterexample the guarantee table documents.
# One quorum standby stopped while ids flow, the primary killed, and that
# standby, which did not confirm the last reservations, started and
# promoted on purpose with its clock behind by what passed since it
# stopped and more: it issues some of the old primary's last ids again.
# Its log line says so; TortureCheck.pm classifies those repeats.
sub failover_quorum
{
	my ($ev) = @_;
	my $k = $ev->{kind};
	$mode eq 'sync' or set_mode('sync') or return 0;
	wait_streaming(90) or return harness_failure("$k: the standbys are not all streaming within 90 s");
	my $old = $primary;
	my ($down, $other) = $ev->{down} ? (int($ev->{u} * 2) ? @quorum[ 1, 0 ] : @quorum) : ();
	if ($k eq 'promote_unconfirmed')
	{
		log_fault($k, sprintf('promotes %s on purpose, a quorum standby that did not confirm: %s stopped (kill -9) '
			  . 'while ids flow for %.1f s, confirmed by %s alone, then %s killed (%s) and %s promoted with its '
			  . 'clock %d ms behind more than the time since it stopped (the quorum row of the guarantee table: '
			  . 'it can issue ids again)',
			$down->name, $down->name, $ev->{dense}, $other->name, $old->name, $ev->{kill}, $down->name,
			$ev->{behind_ms}));
	}
	else
	{
		log_fault($k, sprintf('%s%s killed (%s), the standby of highest sfid_recovered_horizon() promoted '
			  . 'with its clock %d ms behind',
			$down ? sprintf('%s stopped (kill -9) while ids flow for %.1f s, then ', $down->name, $ev->{dense}) : '',
			$old->name, $ev->{kill}, $ev->{behind_ms}));
	}
	my $stopped_at = time();
	if ($down)
	{
		kill_all($down);
		sleep $ev->{dense};
	}
	sleep $ev->{moment};
	stop_node($old, $ev->{kill});
	my $r_old = reservation_ms($old);
	my $new;
	if ($k eq 'promote_unconfirmed')
	{
		$new = $down;
		start_node($new) or return harness_failure("$k: " . $new->name . ' did not start');
		wait_ready($new, 90) or return harness_failure("$k: " . $new->name . ' did not accept connections in 90 s');
		settle($new);
		my $h = horizon_ms($new);
		$figures{ defined $h && defined $r_old && $h >= int(ms_unix($r_old) * 1000)
			? "$k: the unconfirmed standby's horizon covered the old primary's R all the same"
			: "$k: the unconfirmed standby's horizon behind the old primary's R" }++;
	}
	else
	{
		my @cand = grep { !$down || $_ != $down } standbys();
		settle($_) for @cand;
		my %h = map { $_->name => horizon_ms($_) } @cand;
		my %in_quorum = map { $_->name => 1 } @quorum;
		($new) = sort {
			($h{ $b->name } // -1) <=> ($h{ $a->name } // -1)
			  || ($in_quorum{ $b->name } // 0) <=> ($in_quorum{ $a->name } // 0)
			  || $a->name cmp $b->name
		} @cand;
		return harness_failure("$k: no standby answered with its sfid_recovered_horizon()")
		  unless defined $h{ $new->name };
		my $note = sprintf('horizons: %s; R of %s %s',
			join(', ', map { $_->name . ' ' . ($h{ $_->name } // 'none') } @cand), $old->name,
			defined $r_old ? int(ms_unix($r_old) * 1000) : 'none');
		printf $FAULTS "%d\t%.3f\t%s\t%s\n", $epoch, time(), 'note', $note;
		diag "  $note";
		$figures{ defined $r_old && $h{ $new->name } >= int(ms_unix($r_old) * 1000)
			? "$k: the highest horizon covered the old primary's R"
			: "$k: the highest horizon behind the old primary's R" }++;
		$figures{"$k: promoted " . ($in_quorum{ $new->name } ? 'a quorum standby' : 'the cascading standby')}++;
		$figures{"$k: with a quorum standby stopped"}++ if $down;
	}
	# the clock behind: promote_unconfirmed's by what passed since the
	# standby stopped too, so that it reaches back over the ids it lacks
	my $behind_ms = $ev->{behind_ms} + ($k eq 'promote_unconfirmed' ? int(1000 * (time() - $stopped_at)) : 0);
	my $behind = offset_ms($old) - $behind_ms;
	owe_catch_up($behind_ms);
	set_offset_ms($new, $behind);
	run_limited(90, 'pg_ctl', '-D', $new->data_dir, '-w', '-t', '60', 'promote')
	  or return harness_failure('pg_ctl promote failed');
	wait_until($new, 'SELECT NOT pg_is_in_recovery()', 60)
	  or return harness_failure('the promoted standby is still in recovery after 60 s');
	$primary = $new;
	$mode = 'async';
	set_mode('async') or return 0;
	log_fault('promoted', sprintf('%s is the primary, its clock at %+d ms (%d ms behind)%s', $new->name, $behind,
		$behind_ms, $k eq 'promote_unconfirmed' ? ', promoted on purpose without having confirmed' : ''));
	primary_back('promotion') or return 0;
	# a quorum standby stopped (failover_quorum) starts in reshape
	return reshape($new, $old, $ev);
}

# A full or read-only disk (the I/O shim) on one of the standbys for a
# while: its walreceiver and its replay of reservations fail, the other
# quorum standby confirms; then restored, and the standby must stream
# again (started again if it gave up).
sub disk_standby
{
	my ($ev) = @_;
	my @sb = standbys();
	my $node = $sb[ int($ev->{u} * @sb) ];
	log_fault('disk_standby', sprintf('%s on %s (%s), %s replication, for %.1f s',
		$ev->{file} eq 'enospc' ? 'disk full' : 'disk read-only', $node->name,
		$node == $cascade ? 'cascading standby' : 'quorum standby', $mode, $ev->{hold}));
	io_shim_set($node, $ev->{file}, '');
	sleep $ev->{hold};
	io_shim_set($node, $ev->{file}, undef);
	log_fault('disk_restore', $node->name);
	if (!wait_ready($node, 30))
	{
		$figures{'disk_standby: the standby had given up, started again'}++;
		kill_all($node);
		start_node($node) or harness_failure('disk_standby: the start of ' . $node->name . ' after the fault failed');
	}
	wait_streaming(90) or return harness_failure('disk_standby: the standbys are not all streaming 90 s after it');
	return 1;
}

# The cascading standby cut off from its upstream standby (every packet to
# or from the upstream's port dropped) for a while, then healed.
sub partition_cascade
{
	my ($ev) = @_;
	my $k = 'partition_cascade';
	my $from = upstream($cascade);
	wait_streaming(90) or return harness_failure("$k: the standbys are not all streaming within 90 s");
	sleep $ev->{dense};
	log_fault($k, sprintf('the link of the cascading standby %s to its upstream %s cut for %.1f s, then healed',
		$cascade->name, $from->name, $ev->{hold}));
	net_cmd('cut', $from->port) or return 0;
	sleep $ev->{hold};
	net_cmd('heal') or return 0;
	log_fault('healed', 'the link of ' . $from->name);
	wait_streaming(90) or return harness_failure("$k: the cascading standby did not stream again within 90 s of the heal");
	return 1;
}

sub run_fault
{
	my ($ev) = @_;
	my $k = $ev->{kind};
	if ($k eq 'crash_all')
	{
		log_fault($k, 'every process of ' . $primary->name . ', then start');
		kill_all($primary);
		start_node($primary) or harness_failure('start after kill -9 of every process failed');
		return primary_back($k);
	}
	if ($k eq 'restart_immediate' || $k eq 'restart_fast')
	{
		my $how = $k eq 'restart_fast' ? 'fast' : 'immediate';
		log_fault($k, $primary->name);
		return restart_primary($how);
	}
	return kill_one($ev, $k, 'KILL',
		"application_name LIKE 'torture_client%' AND backend_type = 'client backend' AND state = 'active'")
	  if $k eq 'kill_backend';
	return kill_one($ev, $k, 'KILL', "backend_type = 'sfid reserver'") if $k eq 'kill_reserver';
	return kill_one($ev, $k, 'TERM', "backend_type = 'sfid reserver'") if $k eq 'term_reserver';
	if ($k =~ /^clock_/)
	{
		$ev->{on_standby} = 0 unless defined $standby->{_pid};
		return clock_fault($ev);
	}
	return fsync_fault($ev) if $k =~ /^fsync_/;
	return disk_standby($ev) if $k eq 'disk_standby';
	return disk_fault($ev) if $k =~ /^disk_|^wal_fsync/;
	return failover($ev) if $k eq 'failover';
	return partition_failover($ev) if $k eq 'partition_failover';
	return link_fault($ev) if $k eq 'partition_sync' || $k eq 'link_poor';
	return power_fault($ev) if $k =~ /^power_loss/;
	return torn_fault($ev) if $k =~ /^torn_/;
	return failover_quorum($ev) if $k eq 'failover_quorum' || $k eq 'promote_unconfirmed';
	return partition_cascade($ev) if $k eq 'partition_cascade';
	die "unknown fault $k";
}

my $done = 0;
for my $ev (@SCHEDULE)
{
	my $until = time() + $ev->{pause};
	sleep 0.1 while time() < $until && time() < $RUN_END;
	last if time() >= $RUN_END;
	my $ok = eval { run_fault($ev) };
	die $@ if $ABORT;
	if (!defined $ok)
	{
		harness_failure("$ev->{kind}: $@");
		$ok = 0;
	}
	$done++;
	# a fault that ended early must not leave the link cut
	net_cmd('heal') if $net_faulty;
	if (@pending && $ev->{kind} !~ /^clock_|^fsync_/)
	{
		$_->() for @pending;
		@pending = ();
	}
	if (!$ok)
	{
		diag 'torture: stopping early after a harness failure';
		last;
	}
	my @dead = grep { !$clients[$_]->pumpable } 0 .. $#clients;
	if (@dead)
	{
		harness_failure('client ' . join(', ', map { $_ + 1 } @dead) . ' died: '
			  . join(' | ', map { slurp_file("$dir/client_" . ($_ + 1) . '.err') } @dead));
		last;
	}
}
$_->() for @pending;
@pending = ();
diag sprintf('torture: %d of %d faults drawn were run in %.1f min; checking', $done, scalar @SCHEDULE, (time() - $^T) / 60);

# The time of the first call that returned ids in a client's records past
# the offsets in %$offsets (file => bytes), or undef; moves the offsets on.
sub ids_since
{
	my ($offsets) = @_;
	my $first;
	for my $file (sort keys %$offsets)
	{
		open my $fh, '<', $file or next;
		seek($fh, $offsets->{$file}, 0);
		while (my $line = <$fh>)
		{
			last unless $line =~ /\n$/;    # a line still being written
			$offsets->{$file} += length $line;
			my ($tag, $time, @f) = split /\t/, $line;
			$first = $time if $tag eq 'C' && $f[5] > 0 && (!defined $first || $time < $first);
		}
		close $fh;
	}
	return $first;
}

# A last stretch without faults: ids must come again, once the clocks have
# caught up with the last ids and a failed write's back-off (at most 5 s)
# has passed.  It lasts at least 8 s, and ends at the first ids after that
# or at its deadline.
log_fault('calm', 'no more faults');
my $calm_start = time();
my $calm_deadline = ($caught_up_at > $calm_start ? $caught_up_at : $calm_start) + 5 + 5;
my %rec_offset = map { $_ => -s $_ // 0 } glob("$dir/client_*.rec");
my $calm_ids_at;
while (time() < $calm_deadline)
{
	$calm_ids_at //= ids_since(\%rec_offset);
	last if defined $calm_ids_at && time() - $calm_start >= 8;
	sleep 0.25;
}
$calm_ids_at //= ids_since(\%rec_offset);

###########################################################################
# Stop, check
###########################################################################

open my $stop, '>', "$dir/stop" or die "could not write $dir/stop: $!";
close $stop;
for my $h (@clients)
{
	eval {
		$h->finish(IPC::Run::timeout(60));
		1;
	} or do {
		harness_failure("a client did not stop within 60 s: $@");
		eval { $h->kill_kill };
	};
}
for my $node (@NODES)
{
	$node->stop('fast', fail_ok => 1) or harness_failure($node->name . ': pg_ctl stop -m fast failed');
}
close $FAULTS;

my $r = check_run($dir, workers => [ $WMIN, $BACKFILL ? $BWMAX : $WMAX ],
	backfill => $BACKFILL ? [ $BWMIN, $BWMAX ] : [ 1, 0 ],
	layout => $LAYOUT_BITS{$LAYOUT} // [ 10, 12 ]);
my @report = (
	sprintf('torture: seed %d, %s shape, %.1f min of faults (%s asked), %d faults of %d drawn, %d clients, reserve_ahead %s, checkpoint_timeout %s',
		$SEED, $SHAPE, ($calm_start - $^T) / 60, $MINUTES, $done, scalar @SCHEDULE, $CLIENTS,
		$CONF{reserve_ahead}, $CONF{checkpoint_timeout}),
	report_lines($r),
	map { sprintf('%-60s %d', $_, $figures{$_}) } sort keys %figures);
push @report, sprintf('calm: first ids %s after the last fault (deadline %.1f s)',
	defined $calm_ids_at ? sprintf('%.1f s', $calm_ids_at - $calm_start) : 'never', $calm_deadline - $calm_start);
push @report, "harness failures: " . scalar @harness_failures;
push @report, "  $_" for @harness_failures;
open my $rep, '>', "$dir/report.txt" or die "could not write $dir/report.txt: $!";
print $rep "$_\n" for @report;
close $rep;
note $_ for @report;

cmp_ok($done, '>', 0, "faults were injected ($done)");
cmp_ok($r->{ids}, '>', 0, "ids were received ($r->{ids})");
is($r->{undocumented_repeats}, 0,
	"no id was received twice but where the guarantee table says it can ($r->{distinct} distinct ids, "
	  . "$r->{documented_repeats} documented repeats)");
is($r->{down}, 0, 'no id went down within a session');
is($r->{bad_worker}, 0, sprintf('every id carries a worker number in %d..%d', $WMIN, $BACKFILL ? $BWMAX : $WMAX));
cmp_ok($r->{backfill_ids}, '>', 0, "the backfill clients received ids ($r->{backfill_ids})") if $BACKFILL;
is($r->{unexpected_errors}, 0, "no unexpected failure ($r->{expected_errors} expected refusals and lost connections)");
ok(defined $calm_ids_at && $calm_ids_at <= $calm_deadline,
	sprintf('ids were received after the last fault (%s, within %.1f s: the clocks caught up, a write back-off and 5 s)',
		defined $calm_ids_at ? sprintf('after %.1f s', $calm_ids_at - $calm_start) : 'none',
		$calm_deadline - $calm_start));
is(scalar @harness_failures, 0, 'the harness ran every fault to its end');

done_testing();
