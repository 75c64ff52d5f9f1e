#!/usr/bin/env bash
# The production build (`npm run build`) against the local WordPress of `npm run wp:local`, made in a copy of the
# project so that dist/ keeps the demo build the other suites test. Prints the copy's directory on its last line
# and writes it to reports/wordpress-build.dir. scripts/test/test-wordpress.sh tests that build and removes the copy.
set -euo pipefail
cd "$(dirname "$0")/../../.."
root=$(pwd)
port=${WP_PORT:-8091}
mkdir -p reports

copy=$(mktemp -d /tmp/satori-wordpress-build.XXXXXX)
# A slim copy: the build reads neither the media sources nor git; public/ (the prepared media) is linked, not copied.
tar -c --exclude=./node_modules --exclude=./dist --exclude=./dist-ssr --exclude=./reports --exclude=./test-results \
  --exclude=./.wp-local --exclude=./shots --exclude=./.git --exclude=./media-src --exclude=./public . | tar -x -C "$copy"
ln -s "$root/node_modules" "$copy/node_modules"
ln -s "$root/public" "$copy/public"
mkdir -p "$copy/reports"
echo "$copy" >reports/wordpress-build.dir

cd "$copy"
# As deployments make it: the build refuses to start without both services. The local WordPress is plain http on
# 127.0.0.1, which the build accepts for this machine only; the form endpoint is https on a reserved .invalid
# address (nothing here posts to it). With both real, the build contains no msw at all.
VITE_WP_API_URL="http://127.0.0.1:$port" VITE_CONTACT_FORM_ENDPOINT="https://forms.wordpress-suite.invalid/f/contact" npm run -s build
echo "$copy"
