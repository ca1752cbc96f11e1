package main

import (
	"context"
	"fmt"
	"strings"
	"time"

	"flip/internal/driver"
)

// A tab is one page open with storage of its own and the HTTP cache
// off, so that its load downloads and compiles everything, and which
// marks when its WebAssembly was compiled (see instantiateMark) where the
// engine runs scripts before the page's.
type tab struct {
	p      driver.Page
	engine driver.Engine
	url    string
	ctx    context.Context // Chromium's chromedp context for the tab; nil elsewhere
}

// openTab opens url in a new page at the standard viewport, with the
// cache off; js, if not empty, runs first in it, before the page's
// scripts (and before instantiateMark).
func (h *headless) openTab(url, js string) (*tab, error) {
	var first []string
	if h.Engine() != driver.WebKit { // WebKit's WebDriver runs no script first
		if js != "" {
			first = append(first, js)
		}
		first = append(first, instantiateMark)
	}
	p, err := h.NewPage(context.Background(), driver.Options{Width: viewportW, Height: viewportH, First: first, NoCache: true})
	if err != nil {
		return nil, fmt.Errorf("opening a page for %s: %w", url, err)
	}
	t := &tab{p: p, engine: h.Engine(), url: url}
	if c, ok := p.(*driver.ChromiumPage); ok {
		t.ctx = c.Ctx()
	}
	if err := p.Navigate(context.Background(), url); err != nil {
		p.Close()
		return nil, fmt.Errorf("opening %s: %w%s", url, err, t.describe())
	}
	return t, nil
}

// close closes the tab and its storage.
func (t *tab) close() { t.p.Close() }

// waitFor waits until the JavaScript condition cond holds, testing it
// every interval. If it does not hold within timeout, the error names
// the page, the condition, what the page shows and what its console
// said.
func (t *tab) waitFor(what, cond string, every, timeout time.Duration) error {
	if err := driver.WaitFor(context.Background(), t.p, cond, every, timeout); err != nil {
		return fmt.Errorf("%s at %s in %s: %w", what, t.url, t.engine, err)
	}
	return nil
}

// evalIn evaluates a JavaScript expression in the tab.
func evalIn[T any](t *tab, expr string) (T, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var v T
	if err := t.p.Eval(ctx, expr, &v); err != nil {
		return v, fmt.Errorf("evaluating %s in %s: %w", expr, t.url, err)
	}
	return v, nil
}

// describe returns the tab's last console messages for an error, on
// lines of their own.
func (t *tab) describe() string {
	lines := t.p.Console()
	if len(lines) == 0 {
		return "\nconsole: (nothing)"
	}
	if len(lines) > 20 {
		lines = lines[len(lines)-20:]
	}
	return "\nconsole:\n  " + strings.Join(lines, "\n  ")
}

// click sends a real left click at (x, y) in CSS pixels.
func (t *tab) click(x, y float64) error {
	if err := t.p.Click(context.Background(), x, y); err != nil {
		return fmt.Errorf("clicking (%.0f, %.0f) in %s: %w", x, y, t.url, err)
	}
	return nil
}

// chromium returns the tab's chromedp context, or an error outside
// Chromium: for what only the DevTools protocol measures.
func (t *tab) chromium(what string) (context.Context, error) {
	if t.ctx == nil {
		return nil, fmt.Errorf("%s needs the DevTools protocol: the page is in %s", what, t.engine)
	}
	return t.ctx, nil
}
