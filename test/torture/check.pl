# test/torture/check.pl: the torture's checker on a run's folder, standalone
# (torture.pl runs the same checks at the end of a run).
#
#   perl test/torture/check.pl RUN_DIR [WORKER_MIN WORKER_MAX]
#
# Prints the figures; exits 1 if any id was received twice where the
# guarantee table does not say it can (TortureCheck.pm), went down
# within a session or carries a worker number outside the range, or any
# failure was unexpected.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use lib $FindBin::RealBin;

use TortureCheck qw(check_run report_lines);

my ($dir, $wmin, $wmax) = @ARGV;
die "usage: check.pl RUN_DIR [WORKER_MIN WORKER_MAX]\n" unless defined $dir && -d $dir;
my $r = check_run($dir, workers => [ $wmin // 0, $wmax // 1023 ]);
print "$_\n" for report_lines($r);
exit($r->{undocumented_repeats} || $r->{down} || $r->{bad_worker} || $r->{unexpected_errors} ? 1 : 0);
