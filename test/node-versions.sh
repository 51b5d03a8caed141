#!/usr/bin/env bash
# The generator and the generated packages on the other supported Node lines (CI's own Node is 20): installs
# pinned Node 20.19.0 (the engines' floor), 22 and 24 from the npm registry's `node` package (a binary shipped in a
# registry package) into .tmp/, then
# - on 22 and 24, runs the suites that exercise the generator CLI and the generated packages end to end:
#   generation + --check, package imports and type-checks, REST and SOAP round trips over HTTP;
# - on all three, the packed and file:-installed packages outside the repository (require() and import() of every
#   entry, an HTTP round trip, the bins): one install, whose scripts each Node runs (SVC_PACKAGING_NODES), which
#   costs seconds per Node where a vitest run per Node would install again. Their type-checks are Node-independent
#   and run once, in npm test.
# Usage: bash test/node-versions.sh  (after npm ci; .ci/run calls it)
set -euo pipefail
cd "$(dirname "$0")/.."

FLOOR=20.19.0
VERSIONS=(22.23.3 24.21.0)
SUITES=(
  test/generate/cli.test.ts
  test/generate/packages.test.ts
  test/rest-server/accounting-roundtrip.test.ts
  test/rest-server/payments-roundtrip.test.ts
  test/soap-client/roundtrip.test.ts
)

# Prints the path of the pinned Node binary, installing it first if needed.
node_binary() {
  local prefix=".tmp/node-$1"
  if [ ! -x "$prefix/node_modules/.bin/node" ]; then
    npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node@$1" >/dev/null
  fi
  echo "$(cd "$prefix/node_modules/.bin" && pwd)/node"
}

packaging_nodes=("$(node_binary "$FLOOR")")
for version in "${VERSIONS[@]}"; do
  node_bin="$(node_binary "$version")"
  packaging_nodes+=("$node_bin")
  echo "== Node $("$node_bin" --version)"
  # vitest's workers are forked with process.execPath, so every test runs on this Node.
  "$node_bin" node_modules/vitest/vitest.mjs run "${SUITES[@]}"
done

echo "== packed and file:-installed packages on Node $FLOOR ${VERSIONS[*]} (and this Node, $(node --version))"
SVC_PACKAGING_NODES="$(IFS=:; echo "${packaging_nodes[*]}")" node node_modules/vitest/vitest.mjs run test/pipeline/packaging.test.ts
