#!/usr/bin/perl
# test/cloud/oci-unpack.pl ARCHIVE DIR: unpack an OCI archive (what
# `buildah commit oci-archive:` writes) without any container tool, the way
# a runtime lays an image out: the archive is a tar of blobs; index.json
# names the manifest, the manifest names the configuration and the layers,
# and the layers, tars themselves, are extracted into DIR in order.  Prints
# the image's configuration (JSON) on stdout.  One image per archive.
use strict;
use warnings;

use File::Path qw(make_path);
use File::Temp qw(tempdir);
use JSON::PP;

my ($archive, $dir) = @ARGV;
die "usage: oci-unpack.pl ARCHIVE DIR\n" unless defined $dir;
my $oci = tempdir(CLEANUP => 1);
system('tar', '-xf', $archive, '-C', $oci) == 0 or die "could not untar $archive\n";

sub slurp
{
	my ($file) = @_;
	open my $fh, '<:raw', $file or die "$file: $!\n";
	local $/;
	return scalar <$fh>;
}
sub blob { my ($d) = @_; $d =~ s/^sha256://; return "$oci/blobs/sha256/$d"; }

my $index = decode_json(slurp("$oci/index.json"));
@{ $index->{manifests} } == 1 or die "$archive holds " . scalar(@{ $index->{manifests} }) . " images, not one\n";
my $manifest = decode_json(slurp(blob($index->{manifests}[0]{digest})));
make_path($dir);
for my $layer (@{ $manifest->{layers} })
{
	# GNU tar reads gzip-compressed and plain layers alike
	system('tar', '-xf', blob($layer->{digest}), '-C', $dir) == 0
	  or die "could not extract layer $layer->{digest}\n";
}
print slurp(blob($manifest->{config}{digest}));
