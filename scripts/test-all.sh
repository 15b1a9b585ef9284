#!/usr/bin/env bash
# `npm test`: every suite on a fresh machine of this kind. Order: types, unit, integration on the
# embedded PostgreSQL, the same integration suite on Debian's PostgreSQL, then the browser suite
# against the built app. Every suite runs even when an earlier one fails; the last line sums them.
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=$ROOT/.tmp/test-results
rm -rf "$OUT" && mkdir -p "$OUT"

# --- Debian packages the suites need ------------------------------------------------------------
# chromium: browser suite; postgresql: the PostgreSQL 15 suite; OCR-B and DejaVu fonts: the ID-scan tests
# draw synthetic cards with them; tesseract-ocr-ara: reading the Arabic name on an Emirates ID.
REQUIRED_DEBIAN=(chromium postgresql fonts-ocr-b fonts-dejavu-core tesseract-ocr-ara)
missing=()
for pkg in "${REQUIRED_DEBIAN[@]}"; do dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg"); done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian packages: ${missing[*]}"
    apt-get update -q >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null \
      || { echo "apt-get install ${missing[*]} failed"; exit 1; }
  else
    echo "Missing Debian packages. Run: sudo apt-get install -y ${missing[*]}"
    exit 1
  fi
fi

# The published lists and goAML schemas the tests read live beside the repository (../shared/data on
# this machine's layout); a checkout elsewhere finds them through AML_SHARED_DATA.
if [ -z "${AML_SHARED_DATA:-}" ]; then
  for candidate in "$ROOT/../shared/data" /work/shared/data; do
    if [ -d "$candidate/lists" ]; then export AML_SHARED_DATA=$(cd "$candidate" && pwd); break; fi
  done
fi
if [ -z "${AML_SHARED_DATA:-}" ] || [ ! -d "$AML_SHARED_DATA/lists" ]; then
  echo "The shared data folder (lists and goAML schemas) was not found beside the repository."
  echo "Set AML_SHARED_DATA to its path, e.g. AML_SHARED_DATA=/work/shared/data npm test"
  exit 1
fi
echo "Shared data: $AML_SHARED_DATA"

status=0
run() { # name, command…
  local name=$1; shift
  echo; echo "=== $name ==="
  "$@" || status=1
}

run "Type check" npm run --silent typecheck
run "Lint and format (Biome)" npx biome check .
run "Unit tests" npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$OUT/unit.json"
run "Integration tests (embedded PostgreSQL)" env -u DATABASE_URL \
  npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$OUT/integration-embedded.json"

# --- Debian's PostgreSQL: a throwaway cluster on a loopback port -----------------------------------
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
PGROOT=$(mktemp -d /tmp/aml-pg15-XXXXXX)
PGPORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres:postgres "$PGROOT"
if as_pg "$PGBIN/initdb -D $PGROOT/data -A trust -U postgres -E UTF8 --locale=C.UTF-8" >/dev/null \
  && as_pg "$PGBIN/pg_ctl -D $PGROOT/data -l $PGROOT/log -w -o \"-p $PGPORT -k $PGROOT -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" start" >/dev/null; then
  echo; echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on port $PGPORT"
  run "Integration tests (Debian PostgreSQL)" env DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres" \
    npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$OUT/integration-debian.json"
  as_pg "$PGBIN/pg_ctl -D $PGROOT/data -m fast stop" >/dev/null
else
  echo "Could not start Debian's PostgreSQL (see $PGROOT/log)"; status=1
fi
rm -rf "$PGROOT"

run "Build" npm run --silent build
run "Browser tests (Playwright, Chromium)" npx playwright test

node scripts/summarise-tests.mjs "$OUT" || status=1
exit $status
