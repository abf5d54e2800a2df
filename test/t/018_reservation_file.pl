# 018_reservation_file.pl
# Tags: behaviour release
#
# The reservation file, $PGDATA/sfid.reservation (80 bytes: magic, version,
# R as an int64 little-endian at byte 8, ..., CRC-32C), when it is not what it
# should be:
#
#  missing   a fresh start: logged ("no reservation file"), ids are issued
#            and the file is created;
#  corrupt   (written while the server is stopped) snowflake_next() fails
#            with SQLSTATE XX001 (data corrupted) instead of guessing, while
#            uuidv7() keeps working, snowflake_convert() is refused with
#            XX001 too (its fence needs R); a clean stop leaves the file as
#            it is;
#            restoring the file makes ids resume above the last one;
#  unwritable (sfid.reservation.tmp made a directory while the server runs)
#            ids continue while R lasts, never above the R on disk, then fail
#            with SQLSTATE 58030 (I/O error); once the directory is gone, ids
#            resume.
#
# Figures: repeats among all ids received (must be 0), ids after each case
# (must be more than 0).

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Test::More;
use Time::HiRes qw(sleep time);

my $WORKER = 19;
my $UUID7 = qr/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

my $node = fault_node('resfile', worker => $WORKER);
my $file = $node->data_dir . '/sfid.reservation';
my $ledger = new_ledger('reservation file');

sub read_bytes
{
	open my $fh, '<:raw', $_[0] or return undef;
	local $/;
	my $b = <$fh>;
	close $fh;
	return $b;
}

sub write_bytes
{
	my ($path, $bytes) = @_;
	open my $fh, '>:raw', $path or die "could not write $path: $!";
	print $fh $bytes;
	close $fh or die "could not close $path: $!";
	return;
}

###########################################################################
# Missing file: a fresh start
###########################################################################

ok(!-e $file, 'a new cluster has no reservation file');
my $log_offset = 0;
$node->start;
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
like(slurp_file($node->logfile, $log_offset),
	qr/LOG:\s+sfid: no reservation file "sfid\.reservation", starting with no reservation/,
	'missing file: the start is logged as a fresh start');
issue_for($node, $ledger, 'fresh start', 0.5);
ok(defined reservation_ms($node), 'missing file: issuing ids created a valid file');

# The same after a clean stop and the file removed.
$node->stop;
unlink $file or die "could not remove $file: $!";
$log_offset = -s $node->logfile;
$node->start;
like(slurp_file($node->logfile, $log_offset),
	qr/sfid: no reservation file/, 'file removed while stopped: logged as a fresh start');
issue_for($node, $ledger, 'after the file was removed', 0.5);

###########################################################################
# Corrupt file
###########################################################################

$node->stop;
my $good = read_bytes($file);
is(length($good // ''), 80, 'the file has 80 bytes (format 2) after a clean stop');
my $last_before_corrupt = $ledger->max_of($ledger->phases);

# Two kinds of corruption: garbage of the wrong size, and one flipped bit in
# R (right size, checksum mismatch).
my $flipped = $good;
substr($flipped, 9, 1) = chr(ord(substr($flipped, 9, 1)) ^ 0x01);
for my $case (
	[ 'garbage', "this is not a reservation file\n", qr/wrong size/ ],
	[ 'flipped bit', $flipped, qr/checksum mismatch/ ])
{
	my ($label, $bytes, $reason) = @$case;
	write_bytes($file, $bytes);
	$log_offset = -s $node->logfile;
	$node->start;
	like(slurp_file($node->logfile, $log_offset),
		qr/WARNING:\s+sfid reservation file "sfid\.reservation" is corrupt \($reason\): Snowflake ids are refused/,
		"$label: the start warns that the file is corrupt");

	my ($ret, $state, $err) = sql_error($node, 'SELECT snowflake_next()');
	is($state, 'XX001', "$label: snowflake_next() fails with SQLSTATE XX001");
	like($err, qr/ERROR:.*sfid reservation file "sfid\.reservation" is corrupt/,
		"$label: the message says the file is corrupt");
	like($err, qr/HINT:.*sfid_restore_reservation\('\/path\/to\/a\/copy\/of\/the\/file'\)/,
		"$label: the hint says what to do");
	my ($ids, $st) = issue_ids($node);
	is($st, 'XX001', "$label: 20,000 ids are refused too ($st)");
	$ledger->add('while corrupt', @$ids);

	like($node->safe_psql('postgres', 'SELECT uuidv7()'), $UUID7,
		"$label: uuidv7() works");
	is($node->safe_psql('postgres',
			'SELECT count(DISTINCT u) FROM (SELECT uuidv7() u FROM generate_series(1, 1000)) s'),
		'1000', "$label: 1000 uuidv7() values are distinct");

	# A conversion fences ids above the keys it accepts, which needs R:
	# refused, and the table keeps its sequence.
	my $t = $label eq 'garbage' ? 'conv_garbage' : 'conv_flipped';
	($ret, $state, $err) = sql_error($node,
		"CREATE TABLE $t (id bigserial PRIMARY KEY); INSERT INTO $t DEFAULT VALUES; "
		  . "SELECT snowflake_convert('$t');");
	is($state, 'XX001', "$label: snowflake_convert() is refused with XX001 (no fence without R)");
	like($node->safe_psql('postgres',
			"SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = '$t'::regclass"),
		qr/^nextval/, "$label: and the table keeps its sequence");

	$node->stop;
	is(read_bytes($file), $bytes, "$label: a clean stop leaves the corrupt file as it was");
}

# Restore from a copy while the server runs: ids resume above the last one.
write_bytes($file, $flipped);
$node->start;
my $copy = $node->basedir . '/sfid.reservation.copy';
write_bytes($copy, $good);
$node->safe_psql('postgres', "SELECT sfid_restore_reservation('$copy')");
issue_for($node, $ledger, 'after sfid_restore_reservation()', 0.5);
cmp_ok($ledger->min('after sfid_restore_reservation()') // 0, '>', $last_before_corrupt,
	'sfid_restore_reservation() from a copy: ids resume above the last id before the corruption');
ok(defined reservation_ms($node), 'and the file is valid again');
$node->stop;

# Restore the file: ids resume above the last one.
write_bytes($file, $good);
$node->start;
issue_for($node, $ledger, 'after the file was restored', 0.5);
cmp_ok($ledger->min('after the file was restored') // 0, '>', $last_before_corrupt,
	'restored file: ids resume above the last id before the corruption');
is($ledger->count('while corrupt'), 0, 'no id was issued while the file was corrupt');

###########################################################################
# Unwritable file: sfid.reservation.tmp is a directory
###########################################################################

my $tmp = $node->data_dir . '/sfid.reservation.tmp';
issue_for($node, $ledger, 'before the directory', 0.5);
mkdir $tmp or die "could not create directory $tmp: $!";
my $r_on_disk = reservation_ms($node);

# Keep issuing until R is used up and an extension is needed.
my ($state, $err, $calls) = ('', '', 0);
my $start = time();
while (time() - $start < 30)
{
	my $ids;
	($ids, $state, $err) = issue_ids($node, 5000);
	last if $state ne '';
	$ledger->add('while the file cannot be written', @$ids);
	$calls++;
}
note sprintf('%d calls succeeded in %.1f s before the failure', $calls, time() - $start);
is($state, '58030', 'unwritable: snowflake_next() fails with SQLSTATE 58030 once R is used up');
like($err, qr/could not write sfid reservation file "sfid\.reservation"/,
	'unwritable: the message names the file');
note "failure:\n$err";
my $max_unwritable = $ledger->max('while the file cannot be written');
cmp_ok(id_ms($max_unwritable // 0), '<=', $r_on_disk,
	'unwritable: no id was issued above the R on disk');
is(reservation_ms($node), $r_on_disk, 'unwritable: the file still holds the same R');
like($node->safe_psql('postgres', 'SELECT uuidv7()'), $UUID7, 'unwritable: uuidv7() works');

rmdir $tmp or die "could not remove directory $tmp: $!";
my ($ok_calls) = issue_until($node, $ledger, 'after the directory was removed', 30,
	calls => 3, allow => [ '58030', 'SF001' ]);
is($ok_calls, 3, 'ids resume once the directory is gone');
cmp_ok(reservation_ms($node), '>', $r_on_disk, 'R advanced again');

$ledger->check('fresh start', 'after the file was removed', 'after the file was restored',
	'after the directory was removed');

$node->stop;
done_testing();
