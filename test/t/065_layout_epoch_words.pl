# 065_layout_epoch_words.pl
# Tags: logic
#
# sfid.epoch is read once, by the postmaster, where no transaction has
# started: the timestamptz input words that depend on the current time
# ('now', 'today', 'tomorrow', 'yesterday') have no meaning there.  A
# server given one must not start, and say which setting; it must never
# take the epoch those words give in the postmaster (2000-01-01).  Nor
# may the epoch depend on DateStyle, which servers sharing a keyspace
# need not share: '01/02/2020' is read alike (or refused) whatever it is.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

my $node = PostgreSQL::Test::Cluster->new('epoch_words');
$node->init;
$node->append_conf('postgresql.conf', sfid_conf(0, 1023));
for my $word ('today', 'now')
{
	$node->append_conf('postgresql.conf', "sfid.epoch = '$word'\n");
	my $offset = -s $node->logfile;
	if ($node->start(fail_ok => 1))
	{
		my $epoch = $node->safe_psql('postgres',
			'CREATE EXTENSION IF NOT EXISTS sfid; SELECT epoch FROM sfid_layout()');
		fail("sfid.epoch = '$word' stops the server (it started, epoch $epoch)");
		$node->stop;
		next;
	}
	pass("sfid.epoch = '$word' stops the server");
	like(slurp_file($node->logfile, $offset), qr/invalid value for parameter "sfid.epoch"/,
		'and names the setting');
}

$node->append_conf('postgresql.conf', "sfid.epoch = '01/02/2020'\n");
my @epochs;
for my $style ('ISO, MDY', 'ISO, DMY')
{
	$node->append_conf('postgresql.conf', "datestyle = '$style'\n");
	if ($node->start(fail_ok => 1))
	{
		push @epochs, $node->safe_psql('postgres',
			"CREATE EXTENSION IF NOT EXISTS sfid; SET datestyle = 'ISO'; SELECT epoch FROM sfid_layout()");
		$node->stop;
	}
	else
	{
		push @epochs, 'refused';
	}
}
is($epochs[1], $epochs[0], "sfid.epoch = '01/02/2020' does not depend on DateStyle");
done_testing();
