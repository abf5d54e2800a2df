#!/usr/bin/perl
# test/docs/statefile.t: what the documents say of the reservation file's
# format agrees with src/statefile.h and with what sfid 1.3 (version 1
# only, 56 bytes, the size checked before the version) reports of a
# version 2 file.
use strict;
use warnings;
use FindBin;
use Test::More;

my $top = "$FindBin::RealBin/../..";
sub slurp { my ($f) = @_; open my $fh, '<', "$top/$f" or die "$f: $!"; local $/; return <$fh>; }

my ($size) = slurp('src/statefile.h') =~ /#define SFID_STATEFILE_SIZE\s+(\d+)/;
ok($size, "src/statefile.h gives the file's size ($size)");

my $changelog = slurp('CHANGELOG.md') =~ s/\s+/ /gr;
my @said = $changelog =~ /format version 2, (\d+) bytes/g;
cmp_ok(scalar @said, '>', 0, 'the CHANGELOG gives version 2\'s size');
is($_, $size, "the CHANGELOG's version 2 is $size bytes") for @said;

# 1.3 reads 57 bytes at most and checks the size first: "wrong size"
my ($problem) = $changelog =~ /1\.3's library refuses a version 2 file \(XX001, ([^)]*)\)/;
is($problem // 'wrong size', 'wrong size',
	'the CHANGELOG gives the problem 1.3 reports of a version 2 file');
done_testing();
