#!/usr/bin/perl
# scripts/module_graph.pl: the modules of src/ and what each imports, and a
# check that no module imports one that imports it back (directly or
# through others).  A module is a name: src/NAME.c and src/NAME.h; it
# imports another when either of its files includes the other's header.
# Prints the graph, then "module graph: no cycle", or each cycle and exits 1.
#
# Usage: perl scripts/module_graph.pl [SRC_DIR]
use strict;
use warnings;

my $src = shift // do { my $d = $0; $d =~ s{/[^/]*$}{}; "$d/../src" };
my %imports;
opendir(my $dh, $src) or die "$src: $!";
for my $file (sort grep { /\.[ch]$/ } readdir $dh)
{
	(my $module = $file) =~ s/\.[ch]$//;
	$imports{$module} //= {};
	open(my $fh, '<', "$src/$file") or die "$src/$file: $!";
	while (<$fh>)
	{
		next unless /^\s*#\s*include\s+"([^"]+)\.h"/;
		my $other = $1;
		next if $other eq $module || !-e "$src/$other.h";
		$imports{$module}{$other} = 1;
	}
}
closedir $dh;

for my $m (sort keys %imports)
{
	printf "%-20s %s\n", $m, join(' ', sort keys %{ $imports{$m} });
}

# depth-first search; a module on the current path seen again is a cycle
my (%state, @path, @cycles);
sub visit
{
	my ($m) = @_;
	$state{$m} = 1;
	push @path, $m;
	for my $o (sort keys %{ $imports{$m} })
	{
		if (($state{$o} // 0) == 1)
		{
			my @from = @path;
			shift @from while $from[0] ne $o;
			push @cycles, join(' -> ', @from, $o);
		}
		visit($o) unless $state{$o};
	}
	pop @path;
	$state{$m} = 2;
}
visit($_) for grep { !$state{$_} } sort keys %imports;

if (@cycles)
{
	print "module graph: cycle: $_\n" for @cycles;
	exit 1;
}
print "module graph: no cycle among " . scalar(keys %imports) . " modules\n";
