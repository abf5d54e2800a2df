# test/ha/HaGuide.pm: the blocks of docs/high-availability.md that the ha
# tests run as the guide writes them.
#
# A block is marked by a line "<!-- ha-test: NAME -->" right above its
# fence, at the fence's own indent (a block inside a list item is indented
# with it); the indent is taken off every line.  A test that runs a block
# takes it from here, so the guide cannot drift from what was tested.

package HaGuide;

use strict;
use warnings;

use Exporter 'import';
use FindBin;
use IPC::Run;

our @EXPORT_OK = qw(guide_block run_block);

my $GUIDE = "$FindBin::RealBin/../../docs/high-availability.md";
my $text;

# The text of block NAME, whose fence names the language LANG.
sub guide_block
{
	my ($name, $lang) = @_;
	if (!defined $text)
	{
		open my $g, '<', $GUIDE or die "$GUIDE: $!";
		local $/;
		$text = <$g>;
		close $g;
	}
	$text =~ /^([ \t]*)<!-- ha-test: \Q$name\E -->[ \t]*\n\1```\Q$lang\E[ \t]*\n(.*?)^\1```[ \t]*$/ms
	  or die "docs/high-availability.md has no ```$lang block marked ha-test: $name\n";
	my ($indent, $body) = ($1, $2);
	$body =~ s/^\Q$indent\E//mg;
	return $body;
}

# Run a shell block (or the text given for it, a block with a value put in)
# with bash -e and the environment added, its output appended to $log;
# bounded by $timeout seconds.  True when it exited 0.
sub run_block
{
	my ($script, $log, $timeout, %env) = @_;
	local %ENV = (%ENV, %env);
	open my $l, '>>', $log or die "$log: $!";
	print $l "\$ $_\n" for split /\n/, $script;
	close $l;
	my $ok = eval {
		IPC::Run::run([ 'bash', '-e', '-c', $script ], '<', '/dev/null', '>>', $log, '2>>', $log,
			IPC::Run::timeout($timeout));
	};
	return $ok;
}

1;
