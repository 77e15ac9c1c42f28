#!/usr/bin/env bash
# The browser journeys drive Debian's Chromium through playwright-core (Playwright's own browser download cannot work
# offline). Install it when missing and we are allowed to.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1
