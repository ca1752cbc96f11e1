#!/bin/sh
# need-browsers.sh makes sure the three engines the browser tests drive are
# there: Chromium (FLIP_CHROME, or chromium on PATH), Firefox ESR
# (FLIP_FIREFOX, or firefox-esr / firefox on PATH), WebKitGTK's WebDriver
# (FLIP_WEBKITDRIVER, or WebKitWebDriver on PATH) with its MiniBrowser,
# and Xvfb for the two that draw into an X display. It installs Debian's
# packages for whatever is missing when this user may, and otherwise says
# exactly what to run.
set -e
missing=""
has() { command -v "$1" >/dev/null 2>&1; }
if [ -n "${FLIP_CHROME:-}" ]; then
	if ! [ -f "$FLIP_CHROME" ] || ! [ -x "$FLIP_CHROME" ]; then
		echo "need-browsers: FLIP_CHROME=$FLIP_CHROME is not a program that can run." >&2
		echo "Set it to a Chrome or Chromium binary, or unset it to use chromium from PATH." >&2
		exit 1
	fi
elif ! has chromium && ! has chromium-browser && ! has google-chrome && ! has google-chrome-stable; then
	missing="$missing chromium"
fi
if [ -z "${FLIP_FIREFOX:-}" ] && ! has firefox-esr && ! has firefox; then
	missing="$missing firefox-esr"
fi
minibrowser=""
for d in /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib; do
	for v in webkit2gtk-4.1 webkit2gtk-4.0 webkitgtk-6.0; do
		[ -x "$d/$v/MiniBrowser" ] && minibrowser="$d/$v/MiniBrowser"
	done
done
if [ -z "${FLIP_WEBKITDRIVER:-}" ] && { ! has WebKitWebDriver || [ -z "$minibrowser$FLIP_MINIBROWSER" ]; }; then
	missing="$missing webkit2gtk-driver"
fi
if [ -z "${DISPLAY:-}" ] && ! has Xvfb; then
	missing="$missing xvfb"
fi
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ] && has apt-get; then
	echo "need-browsers: installing Debian's$missing for the browser tests"
	apt-get update -qq
	# shellcheck disable=SC2086
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
	exit 0
fi
echo "need-browsers: the browser tests need$missing. Install them with:" >&2
echo "    sudo apt-get install -y$missing" >&2
echo "(or set FLIP_CHROME, FLIP_FIREFOX, FLIP_WEBKITDRIVER to the programs)" >&2
exit 1
