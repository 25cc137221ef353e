#!/usr/bin/env bash
# The linter and the type checker side by side: each uses one core, and they share nothing.
# Fails when either fails, after both have printed what they found.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run lint & lint=$!
npm run typecheck & types=$!
status=0
wait "$lint" || status=1
wait "$types" || status=1
exit "$status"
