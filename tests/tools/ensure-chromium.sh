#!/usr/bin/env bash
# The browser tests drive Debian's Chromium. npm test calls this first so that `npm ci` then
# `npm test` passes on a fresh machine: when the browser is missing it is installed from
# Debian (with the Noto CJK and emoji fonts, so screenshots show every language), which needs
# root and apt-get; anywhere else it says what to install and stops.
set -euo pipefail

chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium_path" ] && exit 0

if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "The browser tests need Chromium at $chromium_path (or set CHROMIUM_PATH)." >&2
  echo "Install it as root with: apt-get install chromium fonts-noto-cjk fonts-noto-color-emoji" >&2
  exit 1
fi

echo "Installing Debian's chromium for the browser tests"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk fonts-noto-color-emoji >/dev/null
