#!/usr/bin/perl
# test/docs/facts.t: what is written in several files agrees.
#
#  stages    test/stages.txt declares the stages; scripts/test.sh --list
#            and --help print them; docs/development.md's stage table has
#            their rows in their order with their make targets; src/README's
#            test levels name each; the Makefile has each target.
#  version   sfid.control's default_version is the version that the
#            README's Upgrading section and the CHANGELOG update to, that
#            src/sfid.h, META.json and debian/changelog give, and whose
#            update script the Makefile installs.
#  release   META.json's release_status is "stable" exactly when neither
#            the CHANGELOG nor debian/changelog calls that version
#            unreleased.
#  matrix    every server of scripts/servers.sh's matrix is named in the
#            README's Development section, and every PostgreSQL release
#            that servers.sh builds from source is the one the README's
#            Supported versions and development.md's server table give.
#  self      no file of the tree cites a numbered issue, a finding, a review or a
#            file outside the repository (the vendored sources' folder
#            excepted: it is where the test command looks for them).
#  runnable  every script the guides run by its path (a file that starts
#            with "#!", other than the Perl that prove or perl runs) is
#            executable in git, as a user's clone gets it.
use strict;
use warnings;
use FindBin;
use Test::More;

my $top = "$FindBin::RealBin/../..";
sub slurp { my ($f) = @_; open my $fh, '<', "$top/$f" or die "$f: $!"; local $/; return <$fh>; }

# stages
my @stages;
my %target;
for (split /\n/, slurp('test/stages.txt'))
{
	next if /^#/ || !/\S/;
	my ($name, $t) = map { s/^\s+|\s+$//gr } (split /\|/)[ 0, 1 ];
	push @stages, $name;
	$target{$name} = $t;
}
cmp_ok(scalar @stages, '>', 0, 'test/stages.txt declares stages');
my @listed = map { /^\s+(\S+)/ ? $1 : () } split /\n/, `bash "$top/scripts/test.sh" --list`;
is_deeply(\@listed, \@stages, 'scripts/test.sh --list prints the stages of test/stages.txt');
my @help = map { /^\s+(\S+)\s+make / ? $1 : () } split /\n/, `bash "$top/scripts/test.sh" --help`;
is_deeply(\@help, \@stages, 'scripts/test.sh --help prints them');

my $dev = slurp('docs/development.md');
my ($table) = $dev =~ /\n\| stage \| `make` target \|[^\n]*\n\|[-|]+\n((?:\|[^\n]*\n)+)/;
my (@dev_stages, @bad_targets);
for my $row (split /\n/, $table // '')
{
	my ($stage, $make) = $row =~ /^\| `([a-z]+)(?:\/[A-Z0-9a-z-]+)?` \| `make ([a-z]+)`/ or next;
	next if $stage eq 'build';
	push @dev_stages, $stage;
	push @bad_targets, "$stage: $make" if ($target{$stage} // '') ne $make;
}
is_deeply(\@dev_stages, \@stages, 'docs/development.md\'s stage table has a row for each stage, in order');
is_deeply(\@bad_targets, [], 'and each row names the stage\'s make target');

my ($levels) = slurp('src/README') =~ /What each level of tests covers\n-+\n(.*?)(?=\n[^\n]+\n-{3,}\n|\z)/s;
my @unnamed = grep { ($levels // '') !~ /^  \Q$_\E\s/m } @stages;
is_deeply(\@unnamed, [], 'src/README\'s test levels name every stage');

my $makefile = slurp('Makefile');
my @no_rule = grep { $makefile !~ /^(?:[a-z ]+ )?\Q$target{$_}\E(?: [a-z ]+)?:/m } @stages;
is_deeply(\@no_rule, [], 'the Makefile has a rule for every stage\'s target');

# version
my ($version) = slurp('sfid.control') =~ /default_version = '([\d.]+)'/;
ok($version, "sfid.control's default_version ($version)");
my ($readme_to) = slurp('README.md') =~ /`ALTER EXTENSION sfid UPDATE` moves an installed [^`]*? to\s+([\d.]+),/s;
is($readme_to, $version, 'the README\'s Upgrading section updates to it');
my ($changelog_to) = slurp('CHANGELOG.md') =~ /moves 1\.0 to [\d. to]*?([\d.]+)\)/;
is($changelog_to, $version, 'the CHANGELOG says the same');
my ($h) = slurp('src/sfid.h') =~ /SFID_VERSION_STRING\s+"([\d.]+)"/;
is($h, "$version.0", 'src/sfid.h\'s SFID_VERSION_STRING');
my $meta = slurp('META.json');
my @meta_versions = $meta =~ /"version": "([\d.]+)"/g;
is_deeply([ grep { $_ ne "$version.0" } @meta_versions[0, 1] ], [], 'META.json\'s versions');
my $deb = slurp('debian/changelog');
my ($deb_version, $deb_dist) = $deb =~ /^sfid \(([\d.]+)-\d+\) (\S+);/;
is($deb_version, $version, 'debian/changelog\'s version');
like($makefile, qr/sfid--[\d.]+--\Q$version\E\.sql/, 'the Makefile installs the update script to it');

# release
my ($status) = $meta =~ /"release_status": "(\w+)"/;
my $unreleased = slurp('CHANGELOG.md') =~ /^## \Q$version\E \(unreleased\)/m ? 1 : 0;
is($deb_dist eq 'UNRELEASED' ? 1 : 0, $unreleased, 'debian/changelog and the CHANGELOG agree on whether it is released');
is($status eq 'stable' ? 0 : 1, $unreleased, "META.json's release_status ($status) agrees with them");

# matrix
my ($matrix) = slurp('scripts/servers.sh') =~ /^SFID_MATRIX=\(([^)]*)\)/m;
my ($development) = slurp('README.md') =~ /\n## Development\n(.*?)\n## /s;
my @unnamed_servers = grep { ($development // '') !~ /`\Q$_\E`/ } split ' ', $matrix;
is_deeply(\@unnamed_servers, [], "the README's Development section names every server of the matrix ($matrix)");

my $servers_sh = slurp('scripts/servers.sh');
my @built = (($servers_sh =~ /SFID_SOURCE_VERSION=\(([^)]*)\)/)[0] =~ /=(\d+\.\d+)-/g,
	($servers_sh =~ /SFID_VENDOR_VERSION=\(([^)]*)\)/)[0] =~ /=(\d+\.\d+)\b/g);
my ($supported) = slurp('README.md') =~ /\n### Supported versions\n(.*?)\n## /s;
my ($server_table) = $dev =~ /\n\| server \| where it comes from[^\n]*\n(.*?)\n\n/s;
my @unsaid = map { my $v = $_; ((($supported // '') =~ /\b\Q$v\E\b/ ? () : "README: $v"),
	(($server_table // '') =~ /\b\Q$v\E\b/ ? () : "development.md: $v")) } @built;
cmp_ok(scalar @built, '>', 0, 'servers.sh builds releases from source (' . join(' ', @built) . ')');
is_deeply(\@unsaid, [], 'the README and development.md give those releases');

# self
my @cites;
for my $file (split /\n/, `git -C "$top" ls-files`)
{
	next if $file =~ /package-lock\.json$|^test\/docs\/facts\.t$/ || -B "$top/$file";
	my $n = 0;
	for my $line (split /\n/, slurp($file))
	{
		$n++;
		push @cites, "$file:$n: $line"
		  if $line =~ /\(issue #?\d+\)|\bissue #\d+|\bissue \d+(?=[).,;:]|$)|\bfindings? \d|\bfinding\b(?! fails)|\b(?:found by|an? adversarial) review\b|\.\.\/shared\b(?!\/vendor)/i;
	}
}
is_deeply(\@cites, [], 'no file cites a numbered issue, a finding, a review or a file outside the repository')
  or diag(join("\n", @cites));

# runnable
my @not_runnable;
for (split /\n/, `git -C "$top" ls-files -s`)
{
	my ($mode, $file) = /^(\d+) \S+ \d+\t(.*)$/ or next;
	next if $mode eq '100755' || $mode eq '120000' || $file =~ /\.(?:t|pl|pm)$/ || !-f "$top/$file";
	open my $fh, '<', "$top/$file" or next;
	read($fh, my $magic, 2);
	push @not_runnable, $file if ($magic // '') eq '#!';
}
is_deeply(\@not_runnable, [], 'every script with a "#!" line is executable in git')
  or diag(join("\n", @not_runnable));

done_testing();
