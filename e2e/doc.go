// Package e2e drives the real page in headless Chromium: it serves the
// built site with package web/server on a free loopback port, opens it,
// clicks the board and the buttons with real mouse events at the
// coordinates window.flipgame.layout() reports, and checks what
// window.flipgame.snapshot() and the pixels on screen say against the
// solver.
//
// The tests need Chromium (Debian's chromium package, or FLIP_CHROME set to
// a Chrome binary) and the built site (FLIP_DIST, as `make test` sets it;
// otherwise they build it into a temporary directory). Without a browser
// they skip, saying so — unless FLIP_REQUIRE_BROWSER=1 or CI=true, where
// they fail.
package e2e
