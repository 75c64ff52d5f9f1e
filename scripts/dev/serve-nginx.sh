#!/usr/bin/env bash
# `npm run serve:nginx`: serves dist/ with the build's own nginx configuration in the foreground: HTTPS on
# 127.0.0.1:$PORT (default 8443) and, redirecting there, plain HTTP on $HTTP_PORT (default 8080). Installs
# Debian's nginx first when it is missing.
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! bash scripts/dev/ensure-nginx.sh; then
  echo "serve:nginx needs nginx; install it (apt-get install nginx libnginx-mod-http-brotli-static) and run again." >&2
  exit 1
fi
exec npx tsx scripts/dev/serve-nginx.ts
