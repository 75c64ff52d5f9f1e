#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the demo site (the embedded mock posts and form provider: no
# WordPress, no keys, pages marked noindex) and serves it on http://localhost:4173/ as production serves a build.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash scripts/dev/ensure-dependencies.sh
echo "==> Building the demo site (npm run build:demo)"
npm run -s build:demo
echo "==> Serving"
exec npm run -s serve
