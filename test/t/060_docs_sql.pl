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
use SfidNodes qw(sfid_conf);
use Test::More;

my $guide = "$FindBin::RealBin/../../docs/adopting.md";

# The marked blocks of a Markdown file: [line, sql, expected output or ''].
sub marked_blocks
{
	my ($file) = @_;
	open(my $fh, '<', $file) or die "$file: $!";
	my @lines = <$fh>;
	close $fh;
	my @blocks;
	for (my $i = 0; $i < @lines; $i++)
	{
		next unless $lines[$i] =~ /^(\s*)<!-- doctest -->\s*$/;
		my $indent = $1;
		my $start = $i + 1;
		die "$file:" . ($start + 1) . ": a doctest mark must be followed by ```sql\n"
		  unless ($lines[$start] // '') =~ /^\Q$indent\E```sql\s*$/;
		my ($j, $sql) = ($start + 1, '');
		$sql .= substr($lines[$j++], length $indent) while $j < @lines && $lines[$j] !~ /^\s*```\s*$/;
		die "$file:" . ($start + 1) . ": unterminated sql block\n" if $j >= @lines;
		my $expected = '';
		if (($lines[ $j + 1 ] // '') =~ /^\Q$indent\E```\s*$/)
		{
			my $k = $j + 2;
			while ($k < @lines && $lines[$k] !~ /^\s*```\s*$/)
			{
				my $l = $lines[ $k++ ];
				$l = substr($l, length $indent) if substr($l, 0, length $indent) eq $indent;
				$expected .= $l;
			}
		}
		push @blocks, [ $start + 1, $sql, $expected ];
	}
	return @blocks;
}

# What psql prints, as a user reading the guide would compare it: psql's
# file-and-line prefix dropped, trailing blanks and blank lines dropped.
sub tidy
{
	my ($text) = @_;
	$text =~ s/^psql:<stdin>:\d+: //mg;
	$text =~ s/[ \t]+$//mg;
	$text =~ s/\n\n+/\n/g;
	$text =~ s/\n+\z//;
	$text =~ s/\A\n+//;
	return $text;
}

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
