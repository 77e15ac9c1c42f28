#!/usr/bin/env bash
# Every test: types, the generated client's freshness, unit and API suites on embedded PGlite, the API suites again on
# a PostgreSQL server, and the browser journeys in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export TEST_REPORT_DIR=${TEST_REPORT_DIR:-$PWD/node_modules/.cache/test-reports}
rm -rf "$TEST_REPORT_DIR" && mkdir -p "$TEST_REPORT_DIR"

echo "== api-types are generated from the current contract"
pnpm --filter @vendor/api-types check
echo "== lint: formatting, code rules and the architecture's import boundaries"
pnpm lint
echo "== the contract lints clean (Spectral spectral:oas, Redocly recommended)"
pnpm lint:api
echo "== typecheck"
pnpm typecheck
echo "== unit, API and contract tests on embedded PGlite"
pnpm test:unit
PG_URL=${TEST_DATABASE_URL:-postgresql://postgres@127.0.0.1:5432/test}
if node scripts/pg-reachable.mjs "$PG_URL"; then
  echo "== API and contract tests on PostgreSQL ($PG_URL)"
  TEST_DATABASE_URL=$PG_URL pnpm test:pg
elif [ -n "${CI:-}" ]; then
  echo "PostgreSQL is not reachable at $PG_URL; CI must run the suite on it." >&2
  exit 1
else
  echo "== PostgreSQL not reachable at $PG_URL: the PostgreSQL pass is left to CI (set TEST_DATABASE_URL to run it here)"
fi
echo "== browser journeys in Chromium"
pnpm test:browser
echo "== summary"
node scripts/test-summary.mjs "$TEST_REPORT_DIR"
