#!/usr/bin/env bash
# `npm start`: installs what is missing, builds the production site and serves it on http://localhost:4173/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-dependencies.sh
echo "==> Building the production site"
npm run -s build
echo "==> Serving"
exec npm run -s serve
