# 060_docs_sql.pl
# Tags: logic
#
# The guide's SQL runs as it stands: every ```sql block of
# docs/adopting.md marked with a "<!-- doctest -->" line right above it is
# run, in the order of the file, in one new database with sfid installed
# by the first block, through psql -t (tuples only) with psql's default
# verbosity and context (an ERROR's CONTEXT lines, as a reader sees them) and
# TimeZone UTC; what psql prints (results, NOTICEs, ERRORs) must be what the
# plain ``` block right below the SQL shows (blank lines aside), or nothing
# when there is none.  So the guide
# cannot drift from what the server prints, on any version of the matrix.
# At least one block must be marked, and every marked block must run.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use IPC::Run ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidDocs qw(marked_blocks tidy);
use SfidNodes qw(sfid_conf);
use Test::More;

my $guide = "$FindBin::RealBin/../../docs/adopting.md";

my @blocks = marked_blocks($guide);
cmp_ok(scalar @blocks, '>=', 5, 'docs/adopting.md marks its SQL examples for this test');

my $node = PostgreSQL::Test::Cluster->new('docs');
$node->init;
# the backfill range that "Ids for a past time" says the guide runs with
$node->append_conf('postgresql.conf', sfid_conf(0, 1015) . "timezone = 'UTC'\n"
	  . "sfid.backfill_worker_min = 1016\nsfid.backfill_worker_max = 1023\n");
$node->start;
$node->safe_psql('postgres', 'CREATE DATABASE guide');

for my $b (@blocks)
{
	my ($line, $sql, $expected) = @$b;
	my ($out, $err) = ('', '');
	IPC::Run::run(
		[
			'psql', '-X', '-q', '-t', '-d', $node->connstr('guide'),
			'-v', 'VERBOSITY=default', '-v', 'SHOW_CONTEXT=errors'
		],
		'<', \$sql, '>&', \$out);
	my $first = (split /\n/, $sql)[0];
	is(tidy($out), tidy($expected), "docs/adopting.md:$line ($first) prints what the guide shows");
}

$node->stop;
done_testing();
