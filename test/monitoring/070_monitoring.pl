# 070_monitoring.pl
#
# sfid in Prometheus: the files in monitoring/ against the real Debian
# programs, prometheus-postgres-exporter 0.11, prometheus-sql-exporter 0.4
# and Prometheus 2.42.
#
#  rules     promtool check rules and promtool test rules (the unit tests
#            of every alert, monitoring/sfid-alerts.test.yml); every
#            alert's runbook_url and every metric of the queries file is a
#            section or a row of docs/monitoring.md, every dashboard panel
#            a row; prometheus-sql-exporter.yml has the queries file's SQL.
#  exporters a server with sfid preloaded (worker range 0..7, on the clock
#            shim) and installed in a schema of its own (CREATE EXTENSION
#            sfid SCHEMA sfid), set up by the SQL of docs/monitoring.md, so
#            that both exporters log in as the guide's role and find sfid
#            through the search_path the guide gives it: postgres_exporter
#            reads monitoring/postgres_exporter.yml, prometheus-sql-exporter
#            monitoring/prometheus-sql-exporter.yml (its connection pointed
#            at the test's server).  After 5,000 ids and with one session
#            holding a worker number, /metrics holds exactly the documented
#            sfid_ metrics, with the values sfid's views give: 5,000 ids, 0
#            refusals, 1 of 8 worker numbers in use, a horizon leading the
#            clock by at most sfid.reserve_ahead, the time left in the
#            41-bit layout, no reservation problem; through the guide's
#            scrape job, the second exporter gives the same names and
#            values.
#  alerts    Prometheus scrapes both every second and evaluates the
#            unchanged rules every second.  A healthy server: no alert.
#            Then sfid.reservation.tmp is made a directory: ids fail with
#            58030 once R is used up, sfid_refusals_total counts it and
#            SfidRefusals fires for 58030.  Then the server restarts with
#            its clock 30 s behind the horizon it recovers: every id is
#            refused with SF001, and before any id is issued
#            sfid_clock_refusals_total counts them and SfidClockRefusals
#            fires.  Then the server's clock steps 30 s back: the session's
#            next id is refused with SF001, counted, and SfidClockStepped
#            fires.  Then it jumps 60 s forward, beyond
#            sfid.max_clock_forward: the next id is refused with SF002,
#            SfidClockJumpedForward and SfidRefusals fire.  Then the
#            reservation file is corrupted while the server is stopped:
#            after the start ids fail with XX001, SfidRefusals fires for it,
#            and SfidReservationProblem with the reason as its label.
#  dashboard every panel's query in monitoring/sfid-dashboard.json gives a
#            series from that Prometheus.
#
# Everything listens on 127.0.0.1 (ports from 57000-57999 that are free);
# every wait is bounded; the exporters and Prometheus are stopped at the
# end, also when the test dies.  Runs in the monitoring stage
# (test/monitoring/, which the tap stage does not read), on Debian's 15.

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
my $SQL_EXPORTER = 'prometheus-sql-exporter';

for my $prog ('promtool', 'prometheus', $EXPORTER, $SQL_EXPORTER)
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

# The second exporter's file carries the same SQL, character for
# character: a query: | block in one, a named one under queries: in the
# other.
sub queries_of
{
	my ($text) = @_;
	my @q;
	while ($text =~ /^( *)(?:query|sfid\w*): \|\n((?:\1  .*\n|\n)+)/mg)
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
is_deeply([ queries_of(slurp("$mon/prometheus-sql-exporter.yml")) ], \@sql_of_exporter,
	"prometheus-sql-exporter.yml has postgres_exporter.yml's SQL");

# The dashboard: every panel is a row of the guide's table.
my $dashboard = $json->decode(slurp("$mon/sfid-dashboard.json"));
my @panels = map { $_->{type} eq 'row' ? @{ $_->{panels} // [] } : $_ } @{ $dashboard->{panels} };
cmp_ok(scalar @panels, '>=', 8, 'the dashboard has its panels');
like($doc, qr/^\| \Q$_->{title}\E \|/m, "docs/monitoring.md describes panel \"$_->{title}\"") for @panels;

###########################################################################
# The server, set up as the guide says
###########################################################################

my $node = fault_node('monitored', worker => [ 0, 7 ], clock => 'shim');
start_faked($node);

# sfid in a schema of its own, as the README suggests when names clash;
# the test's own sessions find it on their search_path, the exporters'
# role through the guide's setup.
$node->safe_psql('postgres', q{CREATE SCHEMA sfid; CREATE EXTENSION sfid SCHEMA sfid;
	ALTER ROLE CURRENT_USER SET search_path = "$user", public, sfid});

my @sql = $doc =~ /^```sql\n(.*?)^```$/msg;
cmp_ok(scalar @sql, '>=', 2, 'docs/monitoring.md has SQL to run');
for my $i (0 .. $#sql)
{
	my ($ret, $stdout, $stderr) = $node->psql('postgres', $sql[$i], on_error_stop => 1);
	is($ret, 0, "docs/monitoring.md SQL block " . ($i + 1) . " runs") or diag($stderr);
}

is($node->safe_psql('postgres', q{SELECT setting FROM pg_settings WHERE name = 'search_path'},
		connstr => $node->connstr('postgres') . ' user=sfid_exporter'),
	'sfid', "the guide's setup puts sfid's schema on the exporter role's search_path");

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

# The second route: the shipped file, its connection pointed at the test's
# server, its queries run every second.
my $sql_exporter_port = free_port();
{
	my $conf = slurp("$mon/prometheus-sql-exporter.yml");
	my $url = sprintf(q{'postgres://sfid_exporter@/postgres?host=%s&port=%d&sslmode=disable'},
		$node->host, $node->port);
	ok($conf =~ s{^(\s+- )'postgres://[^']*'$}{$1$url}m, 'prometheus-sql-exporter.yml has a connection to set');
	ok($conf =~ s/^(\s+interval:) 15s$/$1 1s/m, 'prometheus-sql-exporter.yml has an interval to set');
	open my $cf, '>', "$tmp/sql-exporter.yml" or die "$tmp/sql-exporter.yml: $!";
	print $cf $conf;
	close $cf;
	spawn("$tmp/sql-exporter.log", $SQL_EXPORTER, "-config.file=$tmp/sql-exporter.yml",
		"-web.listen-address=127.0.0.1:$sql_exporter_port");
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
  for qw(SF002 SF003 XX001 58030 57014 SF005);
is($m->{sfid_standby_waiting}, 0, 'sfid_standby_waiting: no synchronous standby to wait for');

###########################################################################
# Prometheus, with the rules as shipped
###########################################################################

my $prom_port = free_port();
my $prom = "http://127.0.0.1:$prom_port";
copy("$mon/sfid-alerts.yml", "$tmp/sfid-alerts.yml") or die "copy: $!";
# the guide's scrape job for prometheus-sql-exporter, as it stands but for
# the target
my ($sql_job) = grep { /job_name: sfid_sql/ } $doc =~ /^```yaml\n(.*?)^```$/msg;
ok($sql_job && $sql_job =~ s/^scrape_configs:\n//, "docs/monitoring.md has prometheus-sql-exporter's scrape job");
$sql_job //= '';
ok($sql_job =~ s/'localhost:9237'/'127.0.0.1:$sql_exporter_port'/, 'the scrape job has a target to set');
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
$sql_job
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
# The second route gives the same metrics, with the same values where
# they hold still.
my %by_job;
ok(wait_for(60, sub {
	my $r = query('count by (__name__, job) ({__name__=~"sfid_.+"})') // [];
	%by_job = ();
	push @{ $by_job{ $_->{metric}{job} } }, $_->{metric}{__name__} for @$r;
	# both: a scrape slower than the interval on a busy machine leaves a gap
	$by_job{$_} && @{ $by_job{$_} } == keys %documented or return for qw(sfid sfid_sql);
	1 }),
	'Prometheus has every sfid metric from prometheus-sql-exporter')
  or diag(slurp("$tmp/sql-exporter.log"));
is(join(' ', sort @{ $by_job{sfid_sql} // [] }), join(' ', sort @{ $by_job{sfid} // [] }),
	'both routes give the same metric names');
for my $q ('sfid_ids_issued_total', 'sfid_workers_range_size', 'sfid_workers_in_use',
	'sfid_refusals_total{sqlstate="58030"}', 'sfid_reservation_problem{reason=""}')
{
	my %v;
	wait_for(30, sub {
		for my $job ('sfid', 'sfid_sql')
		{
			my $sel = $q =~ /\}$/ ? substr($q, 0, -1) . ", job=\"$job\"}" : "$q\{job=\"$job\"}";
			$v{$job} = join(',', map { $_->{value}[1] } @{ query($sel) // [] });
		}
		$v{sfid} ne '' && $v{sfid} eq $v{sfid_sql} });
	is($v{sfid_sql}, $v{sfid}, "$q: the same value from both routes ($v{sfid})");
}

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
# A restart with the clock behind the recovered horizon (SF001 before any id)
###########################################################################

# As after a failover to a standby whose clock is behind, or a restore:
# the server recovers R, which leads its clock by 30 s, and every worker
# number resumes above it.  No id can be issued for 30 s; the refusals are
# counted, and alerted on, while they happen.
$session->quit;
$node->stop;
start_faked($node, offset => -30);
my (%refused, $metrics, $fired);
# until the alert fires, or an id is issued (the clock passed R, 30 s on)
wait_for(
	90,
	sub {
		my ($r, $st, $stderr) = sql_error($node, 'SELECT snowflake_next()');
		$refused{ $st eq '' ? 'issued' : $st }++;
		my $a = alerts();
		$fired = $a->{SfidClockRefusals} && $a->{SfidClockRefusals}[0] eq 'firing';
		return $fired || $st ne 'SF001';
	});
ok($fired && !$refused{issued},
	'after a restart with the clock 30 s behind the horizon, SfidClockRefusals fires before any id is issued');
is(join(' ', sort keys %refused), 'SF001',
	'every id was refused with SF001: ' . join(', ', map { "$_ $refused{$_}" } sort keys %refused));
$metrics = scrape() // {};
cmp_ok($metrics->{sfid_clock_refusals_total} // 0, '>=', 1,
	'sfid_clock_refusals_total counts them: ' . ($metrics->{sfid_clock_refusals_total} // 'none'));
is($metrics->{sfid_ids_issued_total}, 0, 'before any id is issued');
is($node->safe_psql('postgres',
		'SELECT count(*) FILTER (WHERE last_issued_at IS NULL AND clock_refusals > 0) > 0, sum(ids_issued) FROM sfid_workers'),
	't|0', 'sfid_workers lists the refused worker numbers, which have issued nothing');
my $labels = alerts()->{SfidClockRefusals}[1];
is($labels->{severity} // '', 'page', 'SfidClockRefusals pages');

# Back to the right clock: ids resume after the horizon recovered then.
$node->stop;
start_faked($node, offset => 0);
$session = $node->background_psql('postgres', on_error_stop => 0);
$session->query_safe('\set VERBOSITY verbose');
$session->query_safe('SELECT snowflake_next()');

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
ok(wait_for(30, sub { (scrape() // {})->{sfid_clock_refusals_total} }),
	'sfid_clock_refusals_total counts it');
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

###########################################################################
# The dashboard: every panel's query gives series from this Prometheus
###########################################################################

# Grafana's variables as Grafana fills them: every server, and a range of
# at least four scrapes.
for my $panel (@panels)
{
	for my $target (@{ $panel->{targets} })
	{
		my $q = $target->{expr};
		$q =~ s/\$instance\b/.*/g;
		$q =~ s/\$__rate_interval\b/1m/g;
		unlike($q, qr/\$/, "panel \"$panel->{title}\": no variable left to fill in $q");
		my $r = query($q);
		ok($r && @$r, "panel \"$panel->{title}\" gives series: $q");
	}
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
