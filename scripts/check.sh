#!/usr/bin/env bash
# Every check CI runs: the linter and the type checker, the build and its bundle budget, then the unit and
# integration suite beside the e2e suite. They share no port, folder nor database (the e2e server runs on its own
# embedded database in .tmp/e2e-data, on ports 3100–3199), and the e2e suite mostly waits on its browser, so side
# by side they take about the time of the longer one. The e2e suite's report is printed after the other's.
# Fails when any step fails, after both suites have printed what they found.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/static-checks.sh || exit 1
npm run build || exit 1
npm run check:bundle || exit 1

e2e_log=$(mktemp)
trap 'rm -f "$e2e_log"' EXIT
npx playwright test -c e2e/playwright.config.ts >"$e2e_log" 2>&1 &
e2e=$!

status=0
npm run test:unit || status=1
wait "$e2e" || status=1

echo
echo "── e2e (Playwright) ──"
cat "$e2e_log"
exit "$status"
