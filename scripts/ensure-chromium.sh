#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing (needs root and the Debian archive).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing and this user cannot apt-get it: run 'sudo apt-get install -y chromium'." >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
