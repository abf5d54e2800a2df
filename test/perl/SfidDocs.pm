# SfidDocs.pm: the SQL examples of a guide, as tests run them.
#
# A guide marks an example it wants run with a "<!-- doctest -->" line
# right above a ```sql block; the plain ``` block right below it, if any,
# is what psql -t prints for it.  marked_blocks() reads them; tidy() puts
# psql's output and the guide's in the same shape (psql's file-and-line
# prefix, trailing blanks and blank lines dropped).

package SfidDocs;

use strict;
use warnings;

use Exporter 'import';

our @EXPORT = qw(marked_blocks tidy);

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

# What psql prints, as a user reading the guide would compare it.
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

1;
