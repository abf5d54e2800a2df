# 070_monitoring.pl
#
# sfid in Prometheus: the files in monitoring/ against the real
# Debian programs, prometheus-postgres-exporter 0.11 and Prometheus 2.42.
#
#  rules     promtool check rules and promtool test rules (the unit tests
#            of every alert, monitoring/sfid-alerts.test.yml); every
#            alert's runbook_url and every metric of the queries file is a
#            section or a row of docs/monitoring.md.
#  exporter  a server with sfid preloaded (worker range 0..7, on the clock
#            shim), set up by the SQL of docs/monitoring.md, so that the
#            exporter logs in as the guide's role; the exporter reads
#            monitoring/postgres_exporter.yml.  After 5,000 ids and with one
#            session holding a worker number, /metrics holds exactly the
#            documented sfid_ metrics, with the values sfid's views give:
#            5,000 ids, 0 refusals, 1 of 8 worker numbers in use, a
#            horizon leading the clock by at most sfid.reserve_ahead, the
#            time left in the 41-bit layout, no reservation problem.
#  alerts    Prometheus scrapes the exporter every second and evaluates
#            the unchanged rules every second.  A healthy server: no alert.
#            Then sfid.reservation.tmp is made a directory: ids fail with
#            58030 once R is used up, sfid_refusals_total counts it and
#            SfidRefusals fires for 58030.  Then the server's clock steps
#            30 s back: the session's next id is refused with SF001, and
#            SfidClockRefusals and SfidClockStepped go to firing.  Then it
#            jumps 60 s forward, beyond sfid.max_clock_forward: the next id
#            is refused with SF002, SfidClockJumpedForward and SfidRefusals
#            fire.  Then the reservation file is corrupted while the server
#            is stopped: after the start ids fail with XX001, SfidRefusals
#            fires for it, and SfidReservationProblem with the reason as
#            its label.  The guide's PromQL examples return series.
#
# Everything listens on 127.0.0.1 (ports from 57000-57999 that are free);
# every wait is bounded; the exporter and Prometheus are stopped at the end,
# also when the test dies.  Runs in the monitoring stage (test/monitoring/,
# which the tap stage does not read), on Debian's 15.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";
use Test::More;

use File::Copy qw(copy);
use HTTP::Tiny;
use IO::Socket::INET;
use IPC::Run ();
use JSON::PP ();
use POSIX ();
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidFault;
use Time::HiRes qw(sleep time);

my $top = "$FindBin::RealBin/../..";
my $mon = "$top/monitoring";
my $guide = "$top/docs/monitoring.md";
my $EXPORTER = 'prometheus-postgres-exporter';

for my $prog ('promtool', 'prometheus', $EXPORTER)
{
	BAIL_OUT("$prog is missing: the monitoring stage installs it with apt")
	  unless grep { -x "$_/$prog" } split /:/, $ENV{PATH};
}

my $http = HTTP::Tiny->new(timeout => 5);
my $json = JSON::PP->new;
my %children;    # pid => name, stopped at the end whatever happens

# Start a program in the background, its output into $log.
sub spawn
{
	my ($log, @cmd) = @_;
	my $pid = fork() // die "fork: $!";
	if ($pid == 0)
	{
		open STDIN, '<', '/dev/null';
		open STDOUT, '>', $log or die "$log: $!";
		open STDERR, '>&', \*STDOUT;
		exec(@cmd) or die "exec $cmd[0]: $!";
	}
	$children{$pid} = $cmd[0];
	return $pid;
}

# SIGTERM, then at most 30 s for it to exit, then SIGKILL.  True if it
# exited on SIGTERM.
sub stop_child
{
	my ($pid) = @_;
	kill 'TERM', $pid;
	my $gone = wait_for(30, sub { waitpid($pid, POSIX::WNOHANG()) == $pid });
	if (!$gone)
	{
		kill 'KILL', $pid;
		waitpid($pid, 0);
	}
	delete $children{$pid};
	return $gone;
}

END
{
	stop_child($_) for keys %children;
}

sub slurp { return PostgreSQL::Test::Utils::slurp_file($_[0]); }

# A port of 57000-57999 that nothing listens on now.
my %taken;

sub free_port
{
	for my $try (1 .. 200)
	{
		my $port = 57000 + int(rand(1000));
		next if $taken{$port};
		my $s = IO::Socket::INET->new(LocalAddr => '127.0.0.1', LocalPort => $port,
			Proto => 'tcp', Listen => 1, ReuseAddr => 0)
		  or next;
		close $s;
		$taken{$port} = 1;
		return $port;
	}
	BAIL_OUT('no free port in 57000-57999');
}

# Poll $check (returns true when done) every 0.5 s for at most $seconds.
sub wait_for
{
	my ($seconds, $check) = @_;
	my $start = time();
	while (time() - $start < $seconds)
	{
		my $r = $check->();
		return $r if $r;
		sleep 0.5;
	}
	return;
}

# GET a URL; the body, or undef.
sub get
{
	my ($url) = @_;
	my $r = $http->get($url);
	return $r->{success} ? $r->{content} : undef;
}

###########################################################################
# Rules: promtool, and the guide has a section for each alert and metric
###########################################################################

my ($out, $err) = ('', '');
ok(IPC::Run::run([ 'promtool', 'check', 'rules', "$mon/sfid-alerts.yml" ], '>', \$out, '2>', \$err),
	'promtool check rules accepts sfid-alerts.yml')
  or diag($out . $err);
($out, $err) = ('', '');
ok(IPC::Run::run([ 'promtool', 'test', 'rules', 'sfid-alerts.test.yml' ],
		'>', \$out, '2>', \$err, init => sub { chdir $mon or die "chdir $mon: $!" }),
	'promtool test rules: every alert fires on its failure and not beside it')
  or diag($out . $err);

my $rules = slurp("$mon/sfid-alerts.yml");
my $queries = slurp("$mon/postgres_exporter.yml");
my $doc = slurp($guide);
my @alerts = $rules =~ /^\s+- alert: (\w+)$/mg;
cmp_ok(scalar @alerts, '>=', 8, 'the rules file has its alerts');
for my $alert (@alerts)
{
	like($doc, qr/^### \Q$alert\E$/m, "docs/monitoring.md has a section for alert $alert");
	like($rules, qr/runbook_url: "docs\/monitoring\.md#\L$alert\E"/,
		"alert $alert links its section of the guide");
}

# The metrics of the queries file: namespace (a top-level key) + column.
my (%documented, $namespace);
for my $line (split /\n/, $queries)
{
	$namespace = $1 if $line =~ /^(\w+):/;
	next unless $line =~ /^    - (\w+):/;
	my $column = $1;
	next if $queries =~ /^    - \Q$column\E:\n\s+usage: LABEL/m;
	$documented{"${namespace}_$column"} = 1;
}
cmp_ok(scalar keys %documented, '>=', 15, 'the queries file has its metrics');
like($doc, qr/^\| `\Q$_\E`/m, "docs/monitoring.md describes metric $_") for sort keys %documented;

# The other exporters' files (not run: Debian has neither) carry the same
# SQL, character for character.
sub queries_of
{
	my ($text) = @_;
	my @q;
	while ($text =~ /^( *)query: \|\n((?:\1  .*\n|\n)+)/mg)
	{
		my ($indent, $body) = (length($1) + 2, $2);
		$body =~ s/^ {$indent}//mg;
		$body =~ s/\s+\z//;
		push @q, $body;
	}
	return @q;
}
my @sql_of_exporter = queries_of($queries);
is(scalar @sql_of_exporter, 4, 'postgres_exporter.yml has its four queries');
for my $other ('sql_exporter.collector.yml', 'pg_exporter.yml')
{
	is_deeply([ queries_of(slurp("$mon/$other")) ], \@sql_of_exporter,
		"$other has postgres_exporter.yml's SQL");
}

###########################################################################
# The server, set up as the guide says
###########################################################################

my $node = fault_node('monitored', worker => [ 0, 7 ], clock => 'shim');
start_faked($node);

my @sql = $doc =~ /^```sql\n(.*?)^```$/msg;
cmp_ok(scalar @sql, '>=', 2, 'docs/monitoring.md has SQL to run');
for my $i (0 .. $#sql)
{
	my ($ret, $stdout, $stderr) = $node->psql('postgres', $sql[$i], on_error_stop => 1);
	is($ret, 0, "docs/monitoring.md SQL block " . ($i + 1) . " runs") or diag($stderr);
}

# One session keeps a worker number in use; 5,000 ids in all.
my $session = $node->background_psql('postgres', on_error_stop => 0);
$session->query_safe('\set VERBOSITY verbose');
$session->query_safe('SELECT count(snowflake_next()) FROM generate_series(1, 1000)');
$node->safe_psql('postgres', 'SELECT count(snowflake_next()) FROM generate_series(1, 4000)');

###########################################################################
# The exporter
###########################################################################

my $tmp = PostgreSQL::Test::Utils::tempdir();
my $exporter_port = free_port();
my $exporter_url = "http://127.0.0.1:$exporter_port/metrics";
{
	local $ENV{DATA_SOURCE_NAME} = sprintf('host=%s port=%d user=sfid_exporter dbname=postgres sslmode=disable',
		$node->host, $node->port);
	spawn("$tmp/exporter.log", $EXPORTER, "--web.listen-address=127.0.0.1:$exporter_port",
		"--extend.query-path=$mon/postgres_exporter.yml",
		'--disable-default-metrics', '--disable-settings-metrics');
}

# The sfid_ samples of one scrape: { "name{labels}" => value }, and names.
sub scrape
{
	my $body = get($exporter_url) // return;
	my %s;
	for (split /\n/, $body)
	{
		next unless /^(sfid_\w+)(\{[^}]*\})? (\S+)$/;
		my ($name, $labels, $value) = ($1, $2 // '', $3);
		$labels =~ s/,?server="[^"]*"//;
		$labels =~ s/^\{,/{/;
		$labels = '' if $labels eq '{}';
		$s{"$name$labels"} = $value;
	}
	return %s ? \%s : undef;
}

my $m = wait_for(60, \&scrape);
ok($m, 'the exporter serves sfid metrics') or diag(slurp("$tmp/exporter.log"));
$m //= {};
my %names = map { (my $n = $_) =~ s/\{.*//; $n => 1 } keys %$m;
is(join(' ', sort keys %names), join(' ', sort keys %documented),
	'/metrics has exactly the documented sfid_ metrics');
is($m->{sfid_ids_issued_total}, 5000, 'sfid_ids_issued_total: the 5,000 ids issued');
is($m->{sfid_clock_refusals_total}, 0, 'sfid_clock_refusals_total: none yet');
is($m->{sfid_workers_range_size}, 8, 'sfid_workers_range_size: 0..7 is 8 numbers');
is($m->{sfid_workers_in_use}, 1, 'sfid_workers_in_use: the one open session');
is($m->{sfid_workers_in_use_ratio}, 0.125, 'sfid_workers_in_use_ratio: 1 of 8');
is($m->{'sfid_reservation_problem{reason=""}'}, 0, 'sfid_reservation_problem: 0, reason empty');
my $lead = $m->{sfid_reservation_horizon_lead_seconds} // 'NaN';
ok($lead ne 'NaN' && $lead <= 1.0 && $lead > -120,
	"sfid_reservation_horizon_lead_seconds: R leads the clock by at most reserve_ahead (1 s): $lead");
# 2^41 ms after the epoch 2020-01-01: 2089-09-06 15:47:35.552 UTC
my $layout_end = ($SFID_EPOCH_MS + 2**41) / 1000;
ok(abs(($m->{sfid_layout_remaining_seconds} // 0) - ($layout_end - time())) < 60,
	'sfid_layout_remaining_seconds: the time until 2089-09-06 15:47:35.552 UTC');
is($m->{sfid_max_clock_forward_seconds}, 10, 'sfid_max_clock_forward_seconds: the default 10 s');
is($m->{"sfid_refusals_total{sqlstate=\"$_\"}"}, 0, "sfid_refusals_total: no $_ yet")
  for qw(SF002 SF003 XX001 58030 57014);
is($m->{sfid_standby_waiting}, 0, 'sfid_standby_waiting: no synchronous standby to wait for');

###########################################################################
# Prometheus, with the rules as shipped
###########################################################################

my $prom_port = free_port();
my $prom = "http://127.0.0.1:$prom_port";
copy("$mon/sfid-alerts.yml", "$tmp/sfid-alerts.yml") or die "copy: $!";
open my $fh, '>', "$tmp/prometheus.yml" or die "$tmp/prometheus.yml: $!";
print $fh <<"EOF";
global:
  scrape_interval: 1s
  evaluation_interval: 1s
rule_files:
  - $tmp/sfid-alerts.yml
scrape_configs:
  - job_name: sfid
    static_configs:
      - targets: ['127.0.0.1:$exporter_port']
EOF
close $fh;
spawn("$tmp/prometheus.log", 'prometheus', "--config.file=$tmp/prometheus.yml",
	"--storage.tsdb.path=$tmp/tsdb", "--web.listen-address=127.0.0.1:$prom_port");

# The result of an instant query, or undef.
sub query
{
	my ($q) = @_;
	my $body = get("$prom/api/v1/query?query=" . join('', map { sprintf('%%%02X', ord) } split //, $q))
	  // return;
	my $r = $json->decode($body);
	return $r->{status} eq 'success' ? $r->{data}{result} : undef;
}

# The alerts Prometheus has now: { name => [state, labels] } (firing
# wins), the name followed by /SQLSTATE for SfidRefusals.
sub alerts
{
	my $body = get("$prom/api/v1/alerts") // return {};
	my %a;
	for my $x (@{ $json->decode($body)->{data}{alerts} })
	{
		my $name = $x->{labels}{alertname};
		$name .= "/$x->{labels}{sqlstate}" if defined $x->{labels}{sqlstate};
		next if $a{$name} && $a{$name}[0] eq 'firing';
		$a{$name} = [ $x->{state}, $x->{labels} ];
	}
	return \%a;
}

# Wait until $name is firing; its labels, or undef.
sub firing
{
	my ($name, $seconds) = @_;
	my $a = wait_for($seconds, sub { my $a = alerts(); $a->{$name} && $a->{$name}[0] eq 'firing' && $a->{$name} });
	return $a ? $a->[1] : undef;
}

ok(wait_for(60, sub { my $r = query('sfid_ids_issued_total'); $r && @$r }),
	'Prometheus scrapes the exporter')
  or diag(slurp("$tmp/prometheus.log"));
# three evaluations of the rules with the data there (an evaluation
# missed on a busy machine would make this check weaker, not wrong)
sleep 3;
is(join(' ', sort keys %{ alerts() }), '', 'a healthy server: no sfid alert pending or firing');

###########################################################################
# An unwritable reservation file (58030): sfid.reservation.tmp a directory
###########################################################################

my $tmp_file = $node->data_dir . '/sfid.reservation.tmp';
mkdir $tmp_file or die "could not create directory $tmp_file: $!";
my ($ret, $state) = ('', '');
wait_for(30, sub { ($ret, $state) = sql_error($node, 'SELECT count(snowflake_next()) FROM generate_series(1, 20000)'); $state ne '' });
is($state, '58030', 'with the file unwritable, ids fail with 58030 once R is used up');
ok(firing('SfidRefusals/58030', 60), 'SfidRefusals fires for 58030');
cmp_ok(scrape()->{'sfid_refusals_total{sqlstate="58030"}'} // 0, '>=', 1, 'sfid_refusals_total counts the 58030');
rmdir $tmp_file or die "could not remove directory $tmp_file: $!";
# writes are retried after at most 5 s
ok(wait_for(30, sub { (sql_error($node, 'SELECT snowflake_next()'))[1] eq '' }),
	'ids resume once the file can be written');

###########################################################################
# A refusal: the clock 30 s back (SF001)
###########################################################################

# 30 s back, right after the session's last id: its worker number's next
# id is 30 s ahead of the clock, far beyond sfid.max_clock_wait (1 s).
$session->query_safe('SELECT snowflake_next()');
step_clock($node, -30, 'clock 30 s back');
$session->query('SELECT snowflake_next()');
like($session->{stderr}, qr/ERROR:\s+SF001: clock moved backwards/,
	'the session that issued ids is refused with SF001');
my $labels = firing('SfidClockRefusals', 60);
ok($labels, 'SfidClockRefusals fires');
is($labels->{severity} // '', 'page', 'SfidClockRefusals pages');
ok(firing('SfidClockStepped', 60), 'SfidClockStepped fires for the 30 s step back');
ok(!alerts()->{SfidReservationProblem}, 'no reservation problem alert for a clock step');
ok(!alerts()->{SfidClockJumpedForward}, 'no forward-jump alert for a step back');

###########################################################################
# A forward jump beyond sfid.max_clock_forward (SF002)
###########################################################################

# From 30 s behind to 30 s ahead: 60 s forward, beyond the default 10 s;
# the next id needs a reservation, which does not follow such a jump.
step_clock($node, 30, 'clock 60 s forward');
$session->query('SELECT snowflake_next()');
like($session->{stderr}, qr/ERROR:\s+SF002: clock jumped forward/,
	'the next id is refused with SF002');
$labels = firing('SfidClockJumpedForward', 60);
ok($labels, 'SfidClockJumpedForward fires');
is($labels->{severity} // '', 'page', 'SfidClockJumpedForward pages');
ok(firing('SfidRefusals/SF002', 60), 'SfidRefusals fires for SF002');
$session->quit;

###########################################################################
# A corrupt reservation file (XX001)
###########################################################################

$node->stop;
set_offset($node, 0);
my $file = $node->data_dir . '/sfid.reservation';
open my $rf, '+<:raw', $file or die "$file: $!";
seek $rf, 8, 0;
print $rf "\xff\xff\xff\xff";
close $rf;
start_faked($node);
($ret, $state) = sql_error($node, 'SELECT snowflake_next()');
is($state, 'XX001', 'after the corruption snowflake_next() fails with XX001');
ok(firing('SfidRefusals/XX001', 60), 'SfidRefusals fires for XX001');
$labels = firing('SfidReservationProblem', 90);
ok($labels, 'SfidReservationProblem fires');
like($labels->{reason} // '', qr/^reservation file corrupt \(/,
	"its reason label is sfid_status.reservation_problem: " . ($labels->{reason} // 'none'));

# The guide's PromQL examples give series on this server.
my @promql = $doc =~ /^```promql\n(.*?)^```$/msg;
cmp_ok(scalar @promql, '>=', 3, 'docs/monitoring.md has PromQL examples');
for my $q (@promql)
{
	chomp $q;
	my $r = query($q);
	ok($r && @$r, "the guide's PromQL gives a series: $q");
}

###########################################################################
# Stop everything
###########################################################################

for my $pid (sort keys %children)
{
	my $name = $children{$pid};
	ok(stop_child($pid), "$name stops on SIGTERM");
}
$node->stop;
done_testing();
