#!/bin/sh
# need-chromium.sh makes sure Debian's Chromium is installed for the browser
# tests: it installs it when missing and this user may, and otherwise says
# exactly what to run.
set -e
for b in chromium chromium-browser google-chrome; do
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
