package main

import (
	"context"
	"fmt"
	"iter"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	chromes "flip/internal/headless"
)

// A tab is one page open in its own browser context, whose HTTP cache
// is disabled, so that its load downloads and compiles everything, and
// which marks when its WebAssembly was compiled (see instantiateMark).
type tab struct {
	ctx     context.Context
	cancel  context.CancelFunc
	url     string
	console *consoleLog
}

// openTab opens url in a new tab of a new browser context, at the
// standard viewport, with the cache disabled.
func (h *headless) openTab(url string) (*tab, error) {
	ctx, cancel := chromedp.NewContext(h.Ctx, chromedp.WithNewBrowserContext())
	t := &tab{ctx: ctx, cancel: cancel, url: url, console: &consoleLog{}}
	if err := chromedp.Do(ctx); err != nil { // creates the context and the tab
		cancel()
		return nil, fmt.Errorf("opening a tab for %s: %w", url, err)
	}
	go t.console.follow(chromedp.Console(ctx))
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		cancel()
		return nil, fmt.Errorf("opening %s: Network.enable: %w", url, err)
	}
	if _, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
		cancel()
		return nil, fmt.Errorf("opening %s: Network.setCacheDisabled: %w", url, err)
	}
	if err := chromedp.Do(ctx, chromes.RunFirst(instantiateMark)); err != nil {
		cancel()
		return nil, fmt.Errorf("opening %s: %w", url, err)
	}
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(viewportW, viewportH, chromedp.EmulateScale(1)),
		chromedp.Navigate(url),
	); err != nil {
		cancel()
		return nil, fmt.Errorf("opening %s: %w%s", url, err, t.console.describe())
	}
	return t, nil
}

// close closes the tab and its browser context.
func (t *tab) close() { t.cancel() }

// waitFor waits until the JavaScript condition cond holds, testing it
// every interval from a timer in the page. If it does not hold within
// timeout, the error names the page, the condition, what the page shows
// and what its console said.
func (t *tab) waitFor(what, cond string, every, timeout time.Duration) error {
	ctx, cancel := context.WithTimeout(t.ctx, timeout)
	defer cancel()
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](cond, chromedp.WithPollingInterval(every)))
	if err == nil {
		return nil
	}
	if t.ctx.Err() != nil || ctx.Err() != context.DeadlineExceeded {
		return fmt.Errorf("%s at %s: waiting for %s: %w%s", what, t.url, cond, err, t.console.describe())
	}
	text, _ := evalIn[string](t, "document.body ? document.body.innerText.slice(0, 400) : ''")
	return fmt.Errorf("%s at %s: %s did not happen within %v (waiting for %s): %v\npage text: %q%s",
		what, t.url, what, timeout, cond, err, strings.TrimSpace(text), t.console.describe())
}

// evalIn evaluates a JavaScript expression in the tab.
func evalIn[T any](t *tab, expr string) (T, error) {
	ctx, cancel := context.WithTimeout(t.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		return v, fmt.Errorf("evaluating %s in %s: %w", expr, t.url, err)
	}
	return v, nil
}

// A consoleLog keeps the last messages of a page's console.
type consoleLog struct {
	mu    sync.Mutex
	lines []string
}

// consoleKeep is how many messages a consoleLog keeps.
const consoleKeep = 20

// follow records the console messages of a tab until it closes.
func (c *consoleLog) follow(messages iter.Seq2[chromedp.ConsoleMessage, error]) {
	for m, err := range messages {
		if err != nil {
			return
		}
		line := fmt.Sprintf("%s: %s", m.Type, m.Text)
		if m.URL != "" {
			line += fmt.Sprintf(" (%s:%d)", m.URL, m.Line+1)
		}
		c.mu.Lock()
		c.lines = append(c.lines, line)
		if len(c.lines) > consoleKeep {
			c.lines = c.lines[len(c.lines)-consoleKeep:]
		}
		c.mu.Unlock()
	}
}

// describe returns the messages for an error, on lines of their own.
func (c *consoleLog) describe() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.lines) == 0 {
		return "\nconsole: (nothing)"
	}
	return "\nconsole:\n  " + strings.Join(c.lines, "\n  ")
}

// click sends a real left click at (x, y) in CSS pixels.
func (t *tab) click(x, y float64) error {
	if err := chromedp.Do(t.ctx, chromedp.MouseClickXY(x, y)); err != nil {
		return fmt.Errorf("clicking (%.0f, %.0f) in %s: %w", x, y, t.url, err)
	}
	return nil
}
