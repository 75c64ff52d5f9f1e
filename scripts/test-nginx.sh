#!/usr/bin/env bash
# The production-serving suite (e2e/nginx/): the production build in dist/ on a real nginx with the configuration
# the build shipped (npm run serve:nginx). When nginx cannot be installed here (not root, no package mirror),
# it says so loudly and skips only this suite.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
if ! bash scripts/ensure-nginx.sh; then
  printf '\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' >&2
  printf '!!! SKIPPED: the production-serving suite (e2e/nginx). nginx could not be installed\n' >&2
  printf '!!! on this machine (see the message above). Every other suite ran.\n' >&2
  printf '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n\n' >&2
  echo '{"skipped":"nginx could not be installed"}' > reports/playwright-nginx.json
  exit 0
fi
# The shipped configuration speaks TLS: a self-signed certificate for 127.0.0.1, made now and removed after,
# stands in for the site's (Playwright ignores the warning it causes; nothing else about TLS is relaxed).
tls_dir="$(mktemp -d)"
trap 'rm -rf "$tls_dir"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj '/CN=127.0.0.1' \
  -addext 'subjectAltName=IP:127.0.0.1,DNS:localhost' \
  -keyout "$tls_dir/key.pem" -out "$tls_dir/cert.pem" 2>/dev/null
NGINX_TLS_CERT="$tls_dir/cert.pem" NGINX_TLS_KEY="$tls_dir/key.pem" npx playwright test -c playwright.nginx.config.ts "$@"
