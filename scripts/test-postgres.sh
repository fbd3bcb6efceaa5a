#!/usr/bin/env bash
# The API and database tests once more against a real PostgreSQL: a throwaway cluster of Debian's PostgreSQL on a
# free local port, removed whatever happens. Needs root (the cluster is made as the postgres user). Used by .ci/run
# and by `npm run test:shake`. Writes the Vitest report to .tmp/vitest-postgres.json; exits non-zero on a failure.
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || ! command -v pg_createcluster >/dev/null; then
  echo "test-postgres: Debian's PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 2
fi
pg_version=$(basename "$(dirname "$pg_bin")")

pg_port=${CI_PG_PORT:-5499}
while (echo >"/dev/tcp/127.0.0.1/$pg_port") 2>/dev/null; do pg_port=$((pg_port + 1)); done
cluster="ci$$"
cleanup() {
  pg_ctlcluster "$pg_version" "$cluster" stop >/dev/null 2>&1 || true
  pg_dropcluster "$pg_version" "$cluster" >/dev/null 2>&1 || true
}
trap cleanup EXIT
echo "test-postgres: starting PostgreSQL $pg_version on port $pg_port"
pg_createcluster "$pg_version" "$cluster" --port "$pg_port" -- --auth-local=trust --auth-host=scram-sha-256 >/dev/null
# A throwaway cluster need not survive a crash of the machine: no waiting for the disk at each commit, each database
# made from the template and each checkpoint (the tests make and drop a database per file). What the tests check
# (transactions, locks, concurrency) is the same; only durability is given up. Debian's clusters read conf.d/.
cat >"/etc/postgresql/$pg_version/$cluster/conf.d/throwaway.conf" <<'CONF'
fsync = off
synchronous_commit = off
full_page_writes = off
CONF
pg_ctlcluster "$pg_version" "$cluster" start
su postgres -c "psql -q -p $pg_port -c \"create role portal login superuser password 'portal'\""

echo "test-postgres: API and database tests on PostgreSQL (tests/unit touch no database: they ran on PGlite)"
mkdir -p .tmp
rm -f .tmp/vitest-postgres.json
# These start the real server or its commands on an embedded data folder (DATA_DIR), whatever TEST_DATABASE_URL
# says, or test the embedded database itself: on PostgreSQL they would only repeat the PGlite pass (about four minutes
# of CPU). A test of one of them that should also run on PostgreSQL takes DATABASE_URL from TEST_DATABASE_URL and
# leaves this list.
embedded_only=(tests/api/main.test.ts tests/api/operator-command.test.ts tests/api/mail-crash.test.ts tests/api/pglite.test.ts)
exclude_args=()
for file in "${embedded_only[@]}"; do
  grep -q TEST_DATABASE_URL "$file" && { echo "test-postgres: $file reads TEST_DATABASE_URL: take it off the embedded-only list" >&2; exit 2; }
  exclude_args+=(--exclude "$file")
done
TEST_DATABASE_URL="postgres://portal:portal@127.0.0.1:$pg_port/postgres" \
  npx vitest run --project node tests/api "${exclude_args[@]}" \
  --reporter=default --reporter=json --outputFile.json=.tmp/vitest-postgres.json
