# test/cloud/image.pl
# Tags: behaviour
#
# The CloudNativePG extension image that scripts/cloud.sh built
# ($SFID_CLOUD_IMAGE, an OCI archive), as the operator uses it: unpacked
# here without any container tool (oci-unpack.pl: the archive is a tar of
# blobs), its layers extracted into $SFID_CLOUD_DIR/extensions/sfid, as an
# image volume is mounted at /extensions/NAME.  Asserted:
#  - the configuration's labels name the PostgreSQL major and the
#    distribution ($SFID_CLOUD_PGMAJOR, $SFID_CLOUD_OS), and its
#    architecture and OS are $SFID_CLOUD_ARCH and linux;
#  - the volume holds exactly lib/sfid.so and share/extension/ with the
#    control file and every script the Makefile installs, nothing else;
#  - the server under test has no sfid of its own (scripts/cloud.sh
#    removed it from its copy);
#  - started with extension_control_path = '$system:DIR/share',
#    dynamic_library_path = '$libdir:DIR/lib' (what the operator writes for
#    an extension named sfid) and shared_preload_libraries = 'sfid', the
#    postmaster has mapped the volume's sfid.so, CREATE EXTENSION sfid
#    installs the control file's default version, and snowflake_next() and
#    uuidv7() answer (the functions name '$libdir/sfid', which PostgreSQL
#    18 looks up along dynamic_library_path).
# It leaves DIR/cnpg.conf, those two settings, for scripts/cloud.sh to add
# to the servers of the regression suite and of TAP test 014.

use strict;
use warnings;

use FindBin;
use lib "$FindBin::RealBin/../perl";

use File::Find;
use IPC::Run ();
use File::Path qw(make_path remove_tree);
use JSON::PP;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use SfidNodes qw(sfid_conf);
use Test::More;

for my $v (qw(SFID_CLOUD_IMAGE SFID_CLOUD_DIR SFID_CLOUD_PGMAJOR SFID_CLOUD_OS SFID_CLOUD_ARCH))
{
	next if defined $ENV{$v};
	plan tests => 1;
	fail("$v is not set: run this test through scripts/cloud.sh");
	exit 0;
}
my $dir = $ENV{SFID_CLOUD_DIR};
my $volume = "$dir/extensions/sfid";
remove_tree($dir);
make_path($dir);

my ($config_json, $unpack_err);
IPC::Run::run([ 'perl', "$FindBin::RealBin/oci-unpack.pl", $ENV{SFID_CLOUD_IMAGE}, $volume ],
	'>', \$config_json, '2>', \$unpack_err)
  or BAIL_OUT("oci-unpack.pl: $unpack_err");
my $config = decode_json($config_json);
my $labels = $config->{config}{Labels} // {};
is($labels->{'io.cloudnativepg.image.base.pgmajor'}, $ENV{SFID_CLOUD_PGMAJOR},
	"label io.cloudnativepg.image.base.pgmajor is $ENV{SFID_CLOUD_PGMAJOR}");
is($labels->{'io.cloudnativepg.image.base.os'}, $ENV{SFID_CLOUD_OS},
	"label io.cloudnativepg.image.base.os is $ENV{SFID_CLOUD_OS}");
is($config->{architecture}, $ENV{SFID_CLOUD_ARCH}, "the image's architecture is $ENV{SFID_CLOUD_ARCH}");
is($config->{os}, 'linux', "the image's OS is linux");
like($labels->{'org.opencontainers.image.title'} // '',
	qr/ for PostgreSQL $ENV{SFID_CLOUD_PGMAJOR} on $ENV{SFID_CLOUD_OS} $ENV{SFID_CLOUD_ARCH}$/,
	'the title says which server, distribution and architecture it fits');

my @files;
find({ wanted => sub { push @files, substr($File::Find::name, length($volume) + 1) if -f $_ }, no_chdir => 1 },
	$volume);
my @scripts = map { "share/extension/$_" } split ' ', (slurp_file("$FindBin::RealBin/../../Makefile") =~ /^DATA = (.*)$/m)[0];
is_deeply([ sort @files ], [ sort('lib/sfid.so', 'share/extension/sfid.control', @scripts) ],
	'the volume holds lib/sfid.so, the control file and every script, nothing else');

my $node = PostgreSQL::Test::Cluster->new('cnpg');
my $pkglibdir = $node->config_data('--pkglibdir');
my $sharedir = $node->config_data('--sharedir');
ok(!-e "$pkglibdir/sfid.so" && !-e "$sharedir/extension/sfid.control",
	'the server has no sfid of its own');

my $conf = "extension_control_path = '\$system:$volume/share'\n"
  . "dynamic_library_path = '\$libdir:$volume/lib'\n";
open(my $fh, '>', "$dir/cnpg.conf") or die "$dir/cnpg.conf: $!";
print $fh $conf;
close $fh;

$node->init;
$node->append_conf('postgresql.conf', sfid_conf(0, 7) . $conf);
$node->start;
my ($postmaster) = slurp_file($node->data_dir . '/postmaster.pid') =~ /^(\d+)/;
my $maps = slurp_file("/proc/$postmaster/maps");
like($maps, qr{\Q$volume/lib/sfid.so\E}, "the postmaster mapped the volume's sfid.so (preloaded from it)");
$node->safe_psql('postgres', 'CREATE EXTENSION sfid');
my $default = (slurp_file("$volume/share/extension/sfid.control") =~ /^default_version = '([^']+)'/m)[0];
is($node->safe_psql('postgres', "SELECT extversion FROM pg_extension WHERE extname = 'sfid'"),
	$default, "CREATE EXTENSION sfid installed $default from the volume's scripts");
is($node->safe_psql('postgres',
	'SELECT snowflake_next() > 0, uuid_extract_version(public.uuidv7()) = 7'),
	't|t', 'snowflake_next() and uuidv7() answer');
ok($node->poll_query_until('postgres',
		q{SELECT count(*) = 1 FROM pg_stat_activity WHERE backend_type = 'sfid reserver'}),
	'the reserver runs');

# The monitoring queries as CloudNativePG runs them (queries.sh): in the
# database they name, as cnpg_metrics_exporter (a member of pg_monitor),
# in a transaction whose search_path is pg_catalog, public, pg_temp.
$node->safe_psql('postgres', q{CREATE DATABASE app; CREATE ROLE cnpg_metrics_exporter LOGIN IN ROLE pg_monitor});
$node->safe_psql('app', 'CREATE EXTENSION sfid');
my $queries_yaml = `sh $FindBin::RealBin/../../deploy/cloudnative-pg/queries.sh app`;
is($?, 0, 'deploy/cloudnative-pg/queries.sh app ran');
my $yaml_to_json = q{import sys, json, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)};
my ($json, $stderr);
IPC::Run::run([ 'python3', '-c', $yaml_to_json ], '<', \$queries_yaml, '>', \$json, '2>', \$stderr)
  or BAIL_OUT("python3 could not read the queries: $stderr");
my $queries = decode_json($json);
cmp_ok(scalar keys %$queries, '>=', 4, 'the custom queries hold every query of monitoring/postgres_exporter.yml');
for my $name (sort keys %$queries)
{
	my $q = $queries->{$name};
	ok(!exists $q->{master} && !exists $q->{primary}, "$name: runs on every instance, not the primary only");
	is_deeply($q->{target_databases}, ['app'], "$name: runs in database app");
	my $out = $node->safe_psql('app',
		"BEGIN; SET LOCAL search_path = pg_catalog, public, pg_temp; $q->{query}; COMMIT",
		extra_params => [ '-U', 'cnpg_metrics_exporter', '-A', '-P', 'tuples_only=off', '-P', 'footer=off' ]);
	my @lines = grep { !/^(BEGIN|SET|COMMIT)$/ } split /\n/, $out;
	my %columns = map { $_ => 1 } split /\|/, $lines[0] // '';
	my @missing = grep { !$columns{$_} } map { keys %$_ } @{ $q->{metrics} };
	is("@missing", '', "$name: returns every metric's column as cnpg_metrics_exporter");
}
$node->stop;
done_testing();
