#!/usr/bin/env bash
# The OpenAPI document the server generates from its route table (what /api/openapi.json serves), written to a file
# and linted with Redocly's recommended rules: any error fails (warnings are printed). Offline: the rules come with
# @redocly/cli, and its telemetry and update notice are off.
set -euo pipefail
cd "$(dirname "$0")/.."
document=.tmp/openapi.json
node --import tsx apps/server/src/cli-api-document.ts "$document"
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx --no-install redocly lint --extends recommended --format stylish "$document"
