#!/usr/bin/env bash
# Playwright drives Debian's Chromium at /usr/bin/chromium; a browser download is never attempted.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  echo "==> Installing Debian's Chromium (apt-get install chromium)"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y chromium
fi
