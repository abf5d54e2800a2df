#!/usr/bin/perl
# test/docs/links.t: every link of the README and the guides resolves.
# In README.md, CHANGELOG.md and docs/*.md,
# every [text](target) outside code: a relative file must exist, and an
# anchor (#section) must name a heading of its file, as GitHub makes them
# (lower case, punctuation dropped, spaces to hyphens, -1, -2... for
# repeats).  Web links are not fetched.  One test, which lists every
# broken link when it fails.
use strict;
use warnings;
use File::Basename qw(dirname);
use File::Spec;
use FindBin;
use Test::More;

my $top = File::Spec->rel2abs("$FindBin::RealBin/../..");
my @files = ("$top/README.md", "$top/CHANGELOG.md", sort glob("$top/docs/*.md"));

my %anchors_of;
sub anchors
{
	my ($file) = @_;
	return $anchors_of{$file} if $anchors_of{$file};
	my (%seen, %anchors);
	open(my $fh, '<', $file) or return $anchors_of{$file} = {};
	my $fence = 0;
	while (my $line = <$fh>)
	{
		if ($line =~ /^\s*```/) { $fence = !$fence; next; }
		next if $fence || $line !~ /^#{1,6}\s+(.*?)\s*#*\s*$/;
		my $slug = lc $1;
		$slug =~ s/\[([^\]]*)\]\([^)]*\)/$1/g;    # a link's text only
		$slug =~ s/[^\p{L}\p{N} _-]//g;
		$slug =~ s/ /-/g;
		my $n = $seen{$slug}++;
		$anchors{ $n ? "$slug-$n" : $slug } = 1;
	}
	return $anchors_of{$file} = \%anchors;
}

my ($checked, @broken) = (0);
for my $file (@files)
{
	open(my $fh, '<', $file) or die "$file: $!";
	my ($fence, $n) = (0, 0);
	while (my $line = <$fh>)
	{
		$n++;
		if ($line =~ /^\s*```/) { $fence = !$fence; next; }
		next if $fence;
		(my $text = $line) =~ s/`[^`]*`//g;    # inline code is no link
		while ($text =~ /\]\(([^)\s]+)\)/g)
		{
			my $target = $1;
			next if $target =~ m{^[a-z]+:}i;    # http:, https:, mailto:
			$checked++;
			my ($path, $anchor) = $target =~ /^([^#]*)(?:#(.*))?$/;
			my $dest = $path eq '' ? $file : File::Spec->rel2abs($path, dirname($file));
			my $where = File::Spec->abs2rel($file, $top) . ":$n";
			if (!-e $dest)
			{
				push @broken, "$where: $target: no such file";
			}
			elsif (defined $anchor && $anchor ne '' && !anchors($dest)->{$anchor})
			{
				push @broken, "$where: $target: no heading #$anchor in " . File::Spec->abs2rel($dest, $top);
			}
		}
	}
}
ok(!@broken, sprintf('every link and anchor resolves (%d links in %d files)', $checked, scalar @files));
diag("broken link: $_") for @broken;
done_testing();
