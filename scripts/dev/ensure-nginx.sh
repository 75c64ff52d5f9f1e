#!/usr/bin/env bash
# Installs Debian's nginx and its Brotli static module when they are missing (apt-get; root or sudo).
# Exits non-zero, saying why, when nginx cannot be installed: no root, no sudo, or no package mirror.
set -uo pipefail
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if [ -x /usr/sbin/nginx ] && [ -f "$BROTLI_MODULE" ]; then exit 0; fi

sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo_cmd="sudo"; else
    echo "nginx is not installed, and installing it needs root (or password-less sudo)." >&2
    exit 1
  fi
fi
echo "==> Installing Debian's nginx and its Brotli static module (apt-get install nginx libnginx-mod-http-brotli-static)"
if ! { $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-static; }; then
  # Brotli is optional (gzip_static still serves .gz files); nginx itself is not.
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq --no-install-recommends nginx || true
fi
if [ ! -x /usr/sbin/nginx ]; then
  echo "nginx could not be installed from the package mirror (apt-get failed)." >&2
  exit 1
fi
# Debian's package starts a system nginx on port 80; the site's server runs on its own, so stop that one.
if [ -f /run/nginx.pid ]; then /usr/sbin/nginx -s quit 2>/dev/null || true; fi
exit 0
