# test/torture/checker.t: the torture's checker (TortureCheck.pm) on run
# folders made up here, so that what it catches and what it excuses is
# tested apart from any server.  test/torture/run.sh runs it before a run.
#
#   prove test/torture/checker.t

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use lib $FindBin::RealBin;

use File::Temp qw(tempdir);
use Test::More;
use TortureCheck qw(check_run);

# An id of millisecond MS, worker W, sequence S.
sub id { my ($ms, $w, $s) = @_; return ($ms << 22) | ($w << 12) | $s; }

# A run folder: faults.log from [epoch, kind, details] (details default
# 'details'), one client's records from lines (tab-separated fields after
# the tag).
sub run_dir
{
	my ($faults, @records) = @_;
	my $dir = tempdir(CLEANUP => 1);
	open my $fh, '>', "$dir/faults.log" or die $!;
	printf $fh "%d\t%.3f\t%s\t%s\n", $_->[0], 1000 + $_->[0], $_->[1], $_->[2] // 'details' for @$faults;
	close $fh;
	open $fh, '>', "$dir/client_1.rec" or die $!;
	print $fh join("\t", @$_), "\n" for @records;
	close $fh;
	return $dir;
}

# A session of one call that returned the single id ID, in EPOCH, on NODE
# (default a).
sub session
{
	my ($s, $epoch, $id, $t, $node) = @_;
	$node //= 'a';
	return ([ 'S', $t, $s, $node, $epoch, 100 + $s, 1, 'default' ],
		[ 'C', $t + 0.1, $s, 1, $node, $epoch, $epoch, 1, $id, '-' ], [ 'Q', $t + 0.2, $s ]);
}

sub failure
{
	my ($s, $epoch, $state, $message) = @_;
	return [ 'E', 2000 + $s, $s, 1, 'a', $epoch, $state, $message ];
}

my $faults = [ [ 1, 'start' ], [ 2, 'wal_fsync_fail' ], [ 3, 'disk_restore' ], [ 4, 'clock_return' ],
	[ 5, 'partition_sync' ] ];

# Repeats and ids that go down are caught.
my $r = check_run(run_dir($faults, session(1, 1, id(1000, 1, 5), 1), session(2, 4, id(1000, 1, 5), 2)),
	workers => [ 0, 1 ]);
is($r->{repeats}, 1, 'an id received in two sessions is a repeat');
is($r->{distinct}, 1, 'and counted once among the distinct ids');
$r = check_run(run_dir($faults, session(1, 1, id(1000, 1, 5), 1), session(2, 1, id(1000, 1, 6), 2)),
	workers => [ 0, 1 ]);
is($r->{repeats}, 0, 'two different ids are no repeat');
$r = check_run(run_dir($faults, session(1, 1, id(1000, 7, 5), 1)), workers => [ 0, 1 ]);
is($r->{bad_worker}, 1, 'a worker number outside the range is caught');

# PostgreSQL's PANIC on a failed WAL fsync is expected while a disk fault
# lasts, and after it; the same PANIC, or a disk's SQLSTATE, elsewhere is not.
my $panic = 'psql:<stdin>:5: PANIC:  58030: could not fdatasync file "000000010000000000000003": Input/output error';
$r = check_run(run_dir($faults, failure(1, 1, '58030', $panic), failure(2, 2, '58030', $panic),
	failure(3, 3, '58030', $panic)));
is($r->{errors}{PANIC_IO}{count}, 3,
	'a WAL fsync PANIC in a wal_fsync_fail epoch, the one after, or the one before (a call that began before it), is PANIC_IO');
is($r->{unexpected_errors}, 0, 'and expected');
$r = check_run(run_dir($faults, failure(1, 5, '58030', $panic)));
is($r->{unexpected_errors}, 1, 'a WAL fsync PANIC during a partition is unexpected');
$r = check_run(run_dir($faults, failure(1, 5, '42501', 'ERROR:  42501: could not open file "base/5/1259": Read-only file system')));
ok($r->{errors}{'42501 outside disk_readonly'}, 'a read-only disk error outside disk_readonly is reported as such');
is($r->{unexpected_errors}, 1, 'and is unexpected');
$r = check_run(run_dir($faults, failure(1, 2, 'XX000', 'ERROR:  XX000: some internal error')));
is($r->{unexpected_errors}, 1, 'an XX000 that is no WAL PANIC is unexpected, whatever the fault');
$r = check_run(run_dir($faults, failure(1, 5, '58030', 'ERROR:  58030: could not write sfid reservation file "sfid.reservation": Input/output error')));
is($r->{unexpected_errors}, 0, "sfid's own refusal for an unwritable reservation file is expected");

# Repeats after a promotion: documented when a fault kind that says it
# promotes an unconfirmed standby (promote_unconfirmed) did it, the id
# received first from the old primary and again from the promoted one;
# undocumented after the documented procedure (failover_quorum), or when
# the second sighting is not the promoted server's.
my @unconfirmed = ([ 1, 'start' ], [ 2, 'promote_unconfirmed', 'promotes c on purpose' ],
	[ 3, 'promoted', 'c is the primary' ], [ 4, 'rebuilt', 'a quorum standby of c' ], [ 5, 'crash_all' ]);
my @procedure = ([ 1, 'start' ], [ 2, 'failover_quorum', 'a killed, the highest horizon promoted' ],
	[ 3, 'promoted', 'c is the primary' ], [ 4, 'rebuilt', 'a quorum standby of c' ], [ 5, 'crash_all' ]);
$r = check_run(run_dir(\@unconfirmed, session(1, 2, id(1000, 1, 5), 1, 'a'), session(2, 3, id(1000, 1, 5), 2, 'c')),
	workers => [ 0, 1 ]);
is($r->{repeats}, 1, 'an id of the old primary received again from the standby promoted unconfirmed is a repeat');
is($r->{documented_repeats}, 1, 'documented');
is($r->{undocumented_repeats}, 0, 'and not undocumented');
is_deeply($r->{documented_by}, { 'epoch 2: promote_unconfirmed promotes c on purpose' => 1 },
	'counted under the fault that explains it');

# The first sighting is the call that received the id first, not the first
# call that received any id of its millisecond and worker: here client 1's
# file, read first, has c's id 4 of that millisecond, and client 2 the old
# primary's id 5, then c's id 5 again.
{
	my $dir = run_dir(\@unconfirmed, session(1, 3, id(1000, 1, 4), 3, 'c'));
	open my $fh, '>', "$dir/client_2.rec" or die $!;
	print $fh join("\t", @$_), "\n"
	  for session(1, 2, id(1000, 1, 5), 1, 'a'), session(2, 3, id(1000, 1, 5), 4, 'c');
	close $fh;
	$r = check_run($dir, workers => [ 0, 1 ]);
	is($r->{repeats}, 1, 'a repeat in a millisecond another client received first is one repeat');
	is($r->{documented_repeats}, 1, 'documented by the promotion between its own two sightings');
}
$r = check_run(run_dir(\@unconfirmed, session(1, 5, id(1000, 1, 5), 1, 'c'), session(2, 5, id(1000, 1, 5), 2, 'c')),
	workers => [ 0, 1 ]);
is($r->{undocumented_repeats}, 1, 'a repeat of the promoted server with itself, after the promotion, is undocumented');
$r = check_run(run_dir(\@unconfirmed, session(1, 1, id(1000, 1, 5), 1, 'a'), session(2, 2, id(1000, 1, 5), 2, 'a')),
	workers => [ 0, 1 ]);
is($r->{undocumented_repeats}, 1, 'a repeat on the old primary before the promotion is undocumented');
$r = check_run(run_dir(\@procedure, session(1, 2, id(1000, 1, 5), 1, 'a'), session(2, 3, id(1000, 1, 5), 2, 'c')),
	workers => [ 0, 1 ]);
is($r->{documented_repeats}, 0, 'a repeat after the documented procedure (the highest horizon promoted) is not documented');
is($r->{undocumented_repeats}, 1, 'it is undocumented');
my @twice = (@unconfirmed, [ 6, 'failover_quorum', 'c killed' ], [ 7, 'promoted', 'a is the primary' ]);
$r = check_run(run_dir(\@twice, session(1, 2, id(1000, 1, 5), 1, 'a'), session(2, 7, id(1000, 1, 5), 2, 'a')),
	workers => [ 0, 1 ]);
is($r->{undocumented_repeats}, 1, 'a repeat after a later promotion by the procedure is undocumented');

done_testing();
