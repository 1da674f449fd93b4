#!/bin/sh
# Serves the existing production build (.next) on 127.0.0.1:3300 over the
# benchmark catalog, for product-page.ts and search.ts --url. Never builds.
#
#   tests/bench/serve.sh                                   # SQLite var/bench/catalog-100k.db
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/chemmart_bench tests/bench/serve.sh
#   PORT=3301 SQLITE_PATH=var/bench/other.db tests/bench/serve.sh
set -eu
cd "$(dirname "$0")/../.."
if [ ! -f .next/BUILD_ID ]; then
  echo "[serve] no production build in .next (npm start or next build makes one); this script does not build" >&2
  exit 1
fi
# The local demo's kind of start (scripts/deployment.mjs): no NODE_ENV=production of our own,
# server.mjs runs the build with it.
unset NODE_ENV
export SQLITE_PATH="${SQLITE_PATH:-var/bench/catalog-100k.db}"
if [ -z "${DATABASE_URL:-}" ] && [ ! -f "$SQLITE_PATH" ]; then
  echo "[serve] $SQLITE_PATH is missing: npx tsx tests/bench/catalog-db.ts builds it" >&2
  exit 1
fi
# As in production, pages name their public address (absolute canonical links, JSON-LD); without it
# Lighthouse's SEO audit fails every page on a relative canonical.
export PUBLIC_BASE_URL="${PUBLIC_BASE_URL:-http://127.0.0.1:${PORT:-3300}}"
echo "[serve] .next build $(cat .next/BUILD_ID), database ${DATABASE_URL:-$SQLITE_PATH}, http://127.0.0.1:${PORT:-3300}" >&2
exec node scripts/server.mjs -H 127.0.0.1 -p "${PORT:-3300}"
