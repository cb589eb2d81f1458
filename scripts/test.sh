#!/usr/bin/env bash
# Every test of every package, then the browser tests. `npm install && npm test` runs this.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

step "type check"
npm run typecheck
step "lint"
npx eslint .
step "unit and server tests (Vitest)"
npx vitest run
step "browser tests (Playwright on Debian's Chromium)"
bash scripts/ensure-chromium.sh
npm run build
npx playwright test
