#!/usr/bin/env bash
# The formatter's check (Prettier, a few seconds), then the linter and the type checker side by side in two lines of about equal length (on a slow machine: the linter
# 61 s with the packages and the e2e suite 32 s, then the OpenAPI document's lint about 15 s; the server, the web and
# the benchmarks 91 s), each on one core.
# Fails when either fails, after both have printed what they found.
set -uo pipefail
cd "$(dirname "$0")/.."
{ npm run format:check || exit 1; npm run lint; lint=$?; npm run typecheck:rest || exit 1; npm run lint:api || exit 1; exit "$lint"; } & first=$!
npm run typecheck:apps & second=$!
status=0
wait "$first" || status=1
wait "$second" || status=1
exit "$status"
