#!/usr/bin/perl
# scripts/count_tests.pl LOG EXIT: the results of one stage of the test
# command, read from its log, printed as "PASSED FAILED SKIPPED".
#
# The unit is the TAP test point: every runner of the stages prints TAP
# and runs under prove, and pg_regress and the isolation tester count one
# point per test file (as PostgreSQL 16 and later print them in TAP).
#  prove        "Files=F, Tests=T": T points; in its Test Summary Report,
#               "FILE (Wstat: ... Tests: T Failed: N)" names a file with N
#               failed points, or with none when the file itself failed
#               (exit status, no plan): that counts as one; each "FILE ..
#               skipped: WHY" (the file skipped all) is one skipped point
#  verbose      "ok N - ... # skip WHY" points are skipped, not passed
#  pg_regress   "All N tests passed." or "M of N tests failed." ("# "
#               before them on 16 and later)
#  MISSING      "MISSING: WHAT: WHY" lines (scripts/lib.sh) count as
#               skipped
# A stage whose log has none of these, or that exited non-zero with no
# failure counted, has failed once.
use strict;
use warnings;

my ($log, $exit) = @ARGV;
open my $fh, '<', $log or die "could not read $log: $!\n";
my ($tests, $failed, $skipped, $summaries, $regress_passed, $regress_failed) = (0, 0, 0, 0, 0, 0);
while (my $line = <$fh>)
{
	if ($line =~ /^Files=\d+, Tests=(\d+),/)
	{
		$tests += $1;
		$summaries++;
	}
	elsif ($line =~ /^\S.* \(Wstat: .*Tests: (\d+) Failed: (\d+)\)/)
	{
		$failed += $2 > 0 ? $2 : 1;
		$tests++ if $2 == 0;    # the file's failure is a point of its own
	}
	elsif ($line =~ /^\S+ \.+ skipped: /)
	{
		$skipped++;
	}
	elsif ($line =~ /^ok \d+.*# skip/i)
	{
		$skipped++;
		$tests--;
	}
	elsif ($line =~ /^(?:# )? *All (\d+) tests passed/)
	{
		$regress_passed += $1;
		$summaries++;
	}
	elsif ($line =~ /^(?:# )? *(\d+) of (\d+) tests failed/)
	{
		$regress_passed += $2 - $1;
		$regress_failed += $1;
		$summaries++;
	}
	elsif ($line =~ /^MISSING: /)
	{
		$skipped++;
	}
}
close $fh;
my $passed = ($tests > $failed ? $tests - $failed : 0) + $regress_passed;
$failed += $regress_failed;
$failed = 1 if $failed == 0 && ($exit != 0 || $summaries == 0);
print "$passed $failed $skipped\n";
