#!/bin/sh
# need-chromium.sh makes sure there is a Chromium for the browser tests:
# FLIP_CHROME when it is set (it must then name a program that runs), else
# one on PATH; it installs Debian's chromium when there is none and this
# user may, and otherwise says exactly what to run.
set -e
if [ -n "${FLIP_CHROME:-}" ]; then
	if [ -f "$FLIP_CHROME" ] && [ -x "$FLIP_CHROME" ]; then exit 0; fi
	echo "need-chromium: FLIP_CHROME=$FLIP_CHROME is not a program that can run." >&2
	echo "Set it to a Chrome or Chromium binary, or unset it to use chromium from PATH." >&2
	exit 1
fi
for b in chromium chromium-browser google-chrome google-chrome-stable; do
	if command -v "$b" >/dev/null 2>&1; then exit 0; fi
done
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
	echo "need-chromium: installing Debian's chromium for the browser tests"
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
	exit 0
fi
echo "need-chromium: the browser tests need Chromium. Install it with:" >&2
echo "    sudo apt-get install -y chromium" >&2
echo "(or put a chromium binary on PATH, or set FLIP_CHROME=/path/to/chrome)" >&2
exit 1
