#!/bin/sh
# deploy/cloudnative-pg/queries.sh DATABASE: monitoring/postgres_exporter.yml
# as CloudNativePG's custom queries (docs/cloudnative-pg.md).  The queries
# stay the same; only where they run changes: postgres_exporter's
# "master: true" (run in the database of the connection) means "on the
# primary only" to CloudNativePG, which would leave the replicas'
# recovered horizons unscraped, so each query names instead the database
# where sfid is installed.
#   sh deploy/cloudnative-pg/queries.sh app >queries.yaml
#   kubectl create configmap sfid-monitoring --from-file=queries=queries.yaml
#   kubectl label configmap sfid-monitoring cnpg.io/reload=""
set -eu
db=${1:?usage: queries.sh DATABASE}
sed "s/^  master: true\$/  target_databases: [\"$db\"]/" "$(dirname "$0")/../../monitoring/postgres_exporter.yml"
