package main

import (
	"context"
	"os"

	"flip/internal/driver"
)

// lab is what -trace and -compare work in: their targets, the game's
// site and both floors served on loopback, and a browser that has shown
// one page already (the first page a browser shows starts its GPU
// process).
type lab struct {
	targets []traceTarget
	pages   served
	browser *headless
	close   func()
}

// startLab parses spec's targets, builds the floors in a temporary
// directory named for what, serves the three sites and starts the
// browser. Close the lab when done.
func startLab(ctx context.Context, cfg config, spec, what string, logf func(string, ...any)) (*lab, error) {
	targets, err := parseTraceTargets(spec)
	if err != nil {
		return nil, err
	}
	root, err := moduleRoot(ctx, cfg.goCmd)
	if err != nil {
		return nil, err
	}
	tmp, err := os.MkdirTemp("", "flipbench-"+what+"-")
	if err != nil {
		return nil, err
	}
	l := &lab{targets: targets, close: func() { os.RemoveAll(tmp) }}
	fail := func(err error) (*lab, error) { l.close(); return nil, err }
	logf("building the floor (bench/floor) and its site")
	floor, err := buildFloor(ctx, cfg.goCmd, root, tmp)
	if err != nil {
		return fail(err)
	}
	rawDir, err := makeRawFloor(root, tmp)
	if err != nil {
		return fail(err)
	}
	pages, stop, err := serve(sites{game: cfg.dist, floor: floor.Dir, raw: rawDir})
	if err != nil {
		return fail(err)
	}
	l.pages = pages
	removeTmp := l.close
	l.close = func() { stop(); removeTmp() }
	if l.browser, err = startBrowser(driver.Chromium, cfg.compositing()); err != nil {
		return fail(err)
	}
	closeServing := l.close
	l.close = func() { l.browser.Close(); closeServing() }
	if t, err := pages.raw.open(l.browser, "", cfg); err == nil {
		t.close()
	}
	return l, nil
}

// page returns the site a target is on.
func (l *lab) page(tg traceTarget) page {
	switch tg.name {
	case "raw":
		return l.pages.raw
	case "floor":
		return l.pages.floor
	}
	return l.pages.game
}
