#!/usr/bin/env bash
# Make sure a Chromium the end-to-end tests can drive is present (and pdftotext, for the print test).
# Order: CHROMIUM_PATH if set, Playwright's own browser if installed, else
# Debian's chromium package (installed with apt-get when missing; browser
# downloads by Playwright are not possible on the build machines).
set -euo pipefail

# The print test (tests/e2e/print.spec.ts) reads the text of a PDF with pdftotext (Debian's poppler-utils).
ensure_pdftotext() {
  if command -v pdftotext >/dev/null 2>&1; then
    return 0
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "pdftotext is missing and apt-get is unavailable: install poppler-utils for the print test." >&2
    return 0
  fi
  local sudo=""
  if [[ "$(id -u)" -ne 0 ]]; then
    sudo="sudo"
  fi
  echo "Installing Debian's poppler-utils (pdftotext)…"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq poppler-utils >/dev/null
}
ensure_pdftotext

if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  if [[ -x "$CHROMIUM_PATH" ]]; then
    echo "Using CHROMIUM_PATH=$CHROMIUM_PATH"
    exit 0
  fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi

if node -e "const {chromium}=require('@playwright/test');process.exit(require('fs').existsSync(chromium.executablePath())?0:1)" 2>/dev/null; then
  echo "Using Playwright's own Chromium."
  exit 0
fi

# Debian's chromium (diagrams, Lighthouse, the admin screenshots) and its chromium-headless-shell,
# the old headless mode the end-to-end tests run in (about a quarter faster; config/chromium.ts).
HEADLESS_SHELL=/usr/lib/chromium/chromium-headless-shell
if [[ -x /usr/bin/chromium && -x "$HEADLESS_SHELL" ]]; then
  echo "Using Debian's Chromium at /usr/bin/chromium and its headless shell for the tests."
  exit 0
fi

missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ -x "$HEADLESS_SHELL" ]] || missing+=(chromium-headless-shell)

if ! command -v apt-get >/dev/null 2>&1; then
  if [[ -x /usr/bin/chromium ]]; then
    echo "Using Debian's Chromium at /usr/bin/chromium (no headless shell and no apt-get: the tests run in it, slower)."
    exit 0
  fi
  echo "No Chromium found and apt-get is unavailable: install Chromium and set CHROMIUM_PATH." >&2
  exit 1
fi

SUDO=""
if [[ "$(id -u)" -ne 0 ]]; then
  SUDO="sudo"
fi
echo "Installing Debian's ${missing[*]}…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
echo "Installed $(/usr/bin/chromium --version 2>/dev/null || echo chromium), with its headless shell."
