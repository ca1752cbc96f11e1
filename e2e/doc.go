// Package e2e drives the real page in Chromium, Firefox and WebKit: it
// serves the built site with package web/server on a free loopback port,
// opens it, clicks the board and the buttons with real mouse events at
// the coordinates window.flipgame.layout() reports, and checks what
// window.flipgame.snapshot() and the pixels on screen say against the
// solver.
//
// The tests need the browsers (make browsers; FLIP_CHROME, FLIP_FIREFOX
// and FLIP_WEBKITDRIVER name others) and the built site (FLIP_DIST, as
// `make test` sets it; otherwise they build it into a temporary
// directory). Without a browser they skip, saying so — unless
// FLIP_REQUIRE_BROWSER=1 or CI=true, where they fail.
//
// The tests run at once, as many as go test's -parallel allows: a test
// without subtests calls t.Parallel; a test whose cases (engines, boards,
// windows) run at once calls t.Parallel in each case and not in itself,
// so that it runs first, its cases side by side, rather than its cases
// queueing behind every other test (docs/testing.md, "How the browser
// tests save time").
package e2e
