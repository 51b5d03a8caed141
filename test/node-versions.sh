#!/usr/bin/env bash
# The generator and the generated packages on the other supported Node lines (CI's own Node is 20): installs
# pinned Node 22 and 24 from the npm registry's `node` package (a binary shipped in a registry package) into
# .tmp/, then runs, on each, the suites that exercise the generator CLI and the generated packages end to end:
# generation + --check, package imports and type-checks, REST and SOAP round trips over HTTP.
# Usage: bash test/node-versions.sh  (after npm ci; .ci/run calls it)
set -euo pipefail
cd "$(dirname "$0")/.."

VERSIONS=(22.23.3 24.21.0)
SUITES=(
  test/generate/cli.test.ts
  test/generate/packages.test.ts
  test/rest-server/accounting-roundtrip.test.ts
  test/rest-server/payments-roundtrip.test.ts
  test/soap-client/roundtrip.test.ts
)

for version in "${VERSIONS[@]}"; do
  prefix=".tmp/node-$version"
  if [ ! -x "$prefix/node_modules/.bin/node" ]; then
    npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node@$version" >/dev/null
  fi
  node_bin="$(cd "$prefix/node_modules/.bin" && pwd)/node"
  echo "== Node $("$node_bin" --version)"
  # vitest's workers are forked with process.execPath, so every test runs on this Node.
  "$node_bin" node_modules/vitest/vitest.mjs run "${SUITES[@]}"
done
