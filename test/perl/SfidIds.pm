# test/perl/SfidIds.pm: the ids the tests received, kept and read one way
# for the fault tests (SfidFault.pm), the torture (TortureCheck.pm) and the
# high-availability tests (test/ha/HaIds.pm).
#
#  call_ids(FIRST, ENC)   the ids of one call as the torture's client
#                         records it (test/torture/client.pl): its first id
#                         and the differences between the ones after it as
#                         run-length pairs (zigzag, BER, base64; '-' when
#                         the call returned one id)
#  SfidIds::Set           a set of ids: one bitmap of the 4,096 sequence
#                         numbers per (millisecond, worker number) seen, so
#                         that millions of dense ids take a few megabytes.
#                         add(ID, TAG) returns undef for a new id, and for a
#                         repeat the TAG that was given when its millisecond
#                         and worker number were first seen (where to look
#                         for the first time it was received).

package SfidIds;

use strict;
use warnings;

use Exporter 'import';
use MIME::Base64 qw(decode_base64);

our @EXPORT_OK = qw(call_ids);

sub call_ids
{
	my ($id, $enc) = @_;
	my @ids = ($id);
	return @ids if $enc eq '-';
	my @pairs = unpack('w*', decode_base64($enc));
	while (my ($z, $count) = splice(@pairs, 0, 2))
	{
		my $d = $z % 2 ? -($z + 1) / 2 : $z / 2;
		push @ids, $id += $d for 1 .. $count;
	}
	return @ids;
}

package SfidIds::Set;

use strict;
use warnings;

sub new
{
	my ($class) = @_;
	return bless { bits => {}, first => {}, distinct => 0 }, $class;
}

sub add
{
	my ($self, $id, $tag) = @_;
	my $key = $id >> 12;
	my $b = \$self->{bits}{$key};
	if (!defined $$b)
	{
		$$b = '';
		$self->{first}{$key} = $tag;
	}
	return $self->{first}{$key} if vec($$b, $id & 4095, 1);
	vec($$b, $id & 4095, 1) = 1;
	$self->{distinct}++;
	return undef;
}

sub distinct { return $_[0]{distinct}; }

1;
