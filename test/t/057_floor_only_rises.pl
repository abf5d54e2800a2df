# 057_floor_only_rises.pl
# Tags: logic
#
# What the operator's functions do to the floor and to the monitors:
#
#  1. sfid_reset_horizon() after sfid_raise_floor() in the same run keeps
#     the raised floor: the reset is allowed (a raised floor is no
#     reservation of this range's), but it starts from the later of the
#     clock and the floor, for a raised floor is a promise about every id,
#     whatever its worker number.  The first id after it is above the floor.
#  2. sfid_status can be cancelled while another backend holds the
#     reservation lock in a write that a stuck disk holds up (the I/O shim
#     sleeps 10 s in each fsync of the file): a monitoring query gives up
#     at its statement_timeout, while the write is still going on.
#  3. A failed write of the file by an operator's function (here
#     sfid_accept_clock() and sfid_raise_floor(), the data directory
#     unwritable) refuses the operator with 58030 but is no refusal of an id:
#     sfid_refusals() does not count it.  An id refused for the same reason
#     is counted.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault qw(fault_node start_faked sql_error issue_ids session_start session_send
  session_wait session_quit build_shim io_shim_set);
use Test::More;
use Time::HiRes qw(time);

my $shim = build_shim('sfid_io_shim');
my $shim_dir = PostgreSQL::Test::Utils::tempdir();
sub shim_set { io_shim_set($shim_dir, @_); return; }

my $node = fault_node('floor', worker => [ 0, 1023 ], clock => 'shim', conf => "fsync = on\n");
start_faked($node, offset => 0, preload => [$shim], env => { SFID_SHIM_DIR => $shim_dir });
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');

###########################################################################
# 1. The reset keeps a floor raised since the start
###########################################################################

my $floor = $node->safe_psql('postgres',
	q{SELECT sfid_raise_floor(clock_timestamp() + interval '3 s')});
my ($rc, $reset, $warning) = $node->psql('postgres', 'SELECT sfid_reset_horizon()');
is($rc, 0, 'sfid_reset_horizon() after sfid_raise_floor(), before any id: allowed') or diag $warning;
is($node->safe_psql('postgres', qq{SELECT '$reset'::timestamptz >= '$floor'::timestamptz}),
	't', 'it returns the raised floor, not the clock');
like($warning, qr/reset to the raised floor/, 'and its WARNING says so');
is($node->safe_psql('postgres', qq{SELECT sfid_recovered_horizon() >= '$floor'::timestamptz}),
	't', 'the floor stays where sfid_raise_floor() put it');
my $first = $node->safe_psql('postgres',
	q{SET sfid.max_clock_wait = '30s'; SELECT snowflake_to_timestamptz(snowflake_next())});
is($node->safe_psql('postgres', qq{SELECT '$first'::timestamptz > '$floor'::timestamptz}),
	't', "the first id after the reset is after the raised floor ($first > $floor)");

###########################################################################
# 2. sfid_status while a write holds the lock
###########################################################################

shim_set('delay_ms', '10000');
my $writer = session_start($node);
session_send($writer, 'SELECT sfid_accept_clock() IS NOT NULL');
my ($state, $err, $finished) = ('', '', 1);
my $start = time();
while (time() - $start < 9)
{
	($rc, my $out, $err) = $node->psql('postgres',
		q{SET statement_timeout = '300ms'; SELECT count(*) FROM sfid_status},
		extra_params => [ '-v', 'VERBOSITY=verbose' ]);
	($state) = $err =~ /ERROR:\s+([0-9A-Z]{5}):/;
	$state //= '';
	last if $state ne '';
}
($finished) = session_wait($writer, 0.5);
is($state, '57014', 'a query of sfid_status behind the write is cancelled by its statement_timeout')
  or diag $err;
is($finished, 0, 'while the write still holds the lock');
shim_set('delay_ms', undef);
($finished) = session_wait($writer, 60);
is($finished, 1, 'the write then finishes');
session_quit($writer);

###########################################################################
# 3. The operator's failed writes are no refusals of ids
###########################################################################

my $datadir = $node->data_dir;
chmod 0500, $datadir or die "chmod: $!";
my ($ret, $accept_state, $accept_err) = sql_error($node, 'SELECT sfid_accept_clock()');
is($accept_state, '58030', 'sfid_accept_clock() on an unwritable directory: 58030') or diag $accept_err;
my ($ret2, $raise_state) =
  sql_error($node, q{SELECT sfid_raise_floor(clock_timestamp() + interval '1 hour')});
is($raise_state, '58030', 'sfid_raise_floor() on an unwritable directory: 58030');
is($node->safe_psql('postgres', q{SELECT refusals FROM sfid_refusals() WHERE sqlstate = '58030'}),
	'0', 'neither is counted as a refusal of ids');

# Ids until their reservation is used up.
my $id_state = '';
$start = time();
while (time() - $start < 30)
{
	(undef, $id_state) = issue_ids($node, 5000);
	last if $id_state ne '';
}
is($id_state, '58030', 'an id needing a reservation then fails with 58030');
cmp_ok($node->safe_psql('postgres', q{SELECT refusals FROM sfid_refusals() WHERE sqlstate = '58030'}),
	'>=', 1, 'and that is counted');
chmod 0700, $datadir or die "chmod: $!";

$node->stop;
done_testing();
