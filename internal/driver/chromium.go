package driver

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// A ChromiumBrowser is a headless Chromium driven through the DevTools
// protocol, with a profile of its own. Ctx gives its chromedp context,
// for what only the protocol does at the browser's level.
type ChromiumBrowser struct {
	ctx     context.Context // the browser's first tab; done once the browser has gone away
	version string          // the product, such as HeadlessChrome/156.0.8078.79
	close   func()
}

// Ctx returns the browser's first tab's chromedp context.
func (c *ChromiumBrowser) Ctx() context.Context { return c.ctx }

func (c *ChromiumBrowser) Engine() Engine  { return Chromium }
func (c *ChromiumBrowser) Version() string { return c.version }
func (c *ChromiumBrowser) Alive() bool     { return c.ctx.Err() == nil }
func (c *ChromiumBrowser) Close() error    { c.close(); return nil }

// NewPage opens a tab in a new browser context.
func (c *ChromiumBrowser) NewPage(_ context.Context, o Options) (Page, error) {
	p, err := openTab(c.ctx, o, chromedp.WithNewBrowserContext())
	if err != nil {
		return nil, err
	}
	return p, nil
}

// NewTab opens another tab in p's browser context, with o and nothing
// loaded yet: it shares p's storage, cache and service workers, as a
// second tab of one player's browser does. Closing it leaves p open;
// closing p's browser context (p.Close) closes it too.
func (p *ChromiumPage) NewTab(_ context.Context, o Options) (*ChromiumPage, error) {
	return openTab(p.ctx, o)
}

// openTab opens a tab under the chromedp context parent with opts, and
// sets it up as o says.
func openTab(parent context.Context, o Options, opts ...chromedp.ContextOption) (*ChromiumPage, error) {
	ctx, cancel := chromedp.NewContext(parent, opts...)
	p := &ChromiumPage{ctx: ctx, cancel: cancel}
	fail := func(what string, err error) (*ChromiumPage, error) {
		cancel()
		return nil, fmt.Errorf("chromium: opening a page: %s: %w", what, err)
	}
	if err := chromedp.Do(ctx); err != nil { // creates the context and the tab
		return fail("a new tab", err)
	}
	go p.follow()
	w, h, s := viewport(o.Width, o.Height, o.Scale)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(w), int64(h), chromedp.EmulateScale(s))); err != nil {
		return fail("its viewport", err)
	}
	for _, src := range o.First {
		if err := chromedp.Do(ctx, runFirst(src)); err != nil {
			return fail("a script to run first", err)
		}
	}
	if o.NoCache {
		if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
			return fail("Network.enable", err)
		}
		if _, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
			return fail("Network.setCacheDisabled", err)
		}
	}
	return p, nil
}

// A ChromiumPage is a tab of headless Chromium. Beside the Page methods
// it has what only the DevTools protocol does ([ChromiumPage.EmulateMedia],
// [ChromiumPage.TaskTime], [ChromiumPage.NewTab]); Ctx gives its chromedp
// context for the rest (network conditions, permissions, the
// accessibility tree, the web app manifest), which the browser tests
// use. A test that must set such things up before the page loads opens
// the page (Browser.NewPage loads nothing), sets them through Ctx, and
// then navigates.
type ChromiumPage struct {
	ctx         context.Context
	cancel      context.CancelFunc
	log         consoleLog
	performance sync.Once // enables the Performance domain, for TaskTime
	perfErr     error
}

// Ctx returns the tab's chromedp context.
func (p *ChromiumPage) Ctx() context.Context { return p.ctx }

// follow records the tab's console until it closes.
func (p *ChromiumPage) follow() {
	for m, err := range chromedp.Console(p.ctx) {
		if err != nil {
			return
		}
		line := fmt.Sprintf("%s: %s", m.Type, m.Text)
		if m.URL != "" {
			line += fmt.Sprintf(" (%s:%d)", m.URL, m.Line+1)
		}
		p.log.add(line, m.Type == chromedp.ConsoleError || m.IsException())
	}
}

// within returns the tab's chromedp context, ended early when ctx ends.
func (p *ChromiumPage) within(ctx context.Context) (context.Context, func()) {
	c, cancel := context.WithCancel(p.ctx)
	stop := context.AfterFunc(ctx, cancel)
	return c, func() { stop(); cancel() }
}

// run runs actions in the tab, ended early when ctx ends.
func (p *ChromiumPage) run(ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) error {
	c, done := p.within(ctx)
	defer done()
	if err := chromedp.Do(c, actions...); err != nil {
		return fmt.Errorf("chromium: %s: %w", what, err)
	}
	return nil
}

func (p *ChromiumPage) Navigate(ctx context.Context, url string) error {
	return p.run(ctx, "navigating to "+url, chromedp.Navigate(url))
}

func (p *ChromiumPage) Reload(ctx context.Context) error {
	return p.run(ctx, "reloading", chromedp.Reload())
}

func (p *ChromiumPage) Eval(ctx context.Context, expr string, out any) error {
	c, done := p.within(ctx)
	defer done()
	raw, err := chromedp.Run(c, chromedp.Evaluate[[]byte](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		return fmt.Errorf("chromium: evaluating %s: %w", short(expr), err)
	}
	if out == nil {
		return nil
	}
	if len(raw) == 0 {
		raw = []byte("null")
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return fmt.Errorf("chromium: evaluating %s: decoding %s: %w", short(expr), short(string(raw)), err)
	}
	return nil
}

func (p *ChromiumPage) Click(ctx context.Context, x, y float64) error {
	return p.run(ctx, fmt.Sprintf("clicking (%.0f, %.0f)", x, y), chromedp.MouseClickXY(x, y))
}

func (p *ChromiumPage) Move(ctx context.Context, x, y float64) error {
	return p.mouse(ctx, input.DispatchMouseEventTypeMouseMoved, x, y)
}

func (p *ChromiumPage) Down(ctx context.Context, x, y float64) error {
	return p.mouse(ctx, input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))
}

func (p *ChromiumPage) Up(ctx context.Context, x, y float64) error {
	return p.mouse(ctx, input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))
}

func (p *ChromiumPage) mouse(ctx context.Context, typ input.DispatchMouseEventType, x, y float64, opts ...chromedp.MouseOption) error {
	return p.run(ctx, fmt.Sprintf("mouse %s at (%.0f, %.0f)", typ, x, y), chromedp.MouseEvent(typ, x, y, opts...))
}

func (p *ChromiumPage) Tap(ctx context.Context, x, y float64) error {
	return p.run(ctx, fmt.Sprintf("tapping (%.0f, %.0f)", x, y), chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for _, typ := range []input.DispatchTouchEventType{input.DispatchTouchEventTypeTouchStart, input.DispatchTouchEventTypeTouchEnd} {
			params := input.DispatchTouchEventParams{Type: typ, TouchPoints: []*input.TouchPoint{}}
			if typ == input.DispatchTouchEventTypeTouchStart {
				params.TouchPoints = []*input.TouchPoint{{X: x, Y: y}}
			}
			if _, err := cdp.Call(ctx, t, input.DispatchTouchEvent, params); err != nil {
				return err
			}
			time.Sleep(TapRest)
		}
		return nil
	}))
}

// TapRest is how long a tap's finger rests on the screen.
const TapRest = 60 * time.Millisecond

// keyRunes maps a key's name (KeyboardEvent.key) to the rune chromedp's
// kb package types it with.
var keyRunes = sync.OnceValue(func() map[string]rune {
	m := make(map[string]rune)
	for r, k := range kb.Keys {
		if len([]rune(k.Key)) > 1 {
			if old, ok := m[k.Key]; !ok || r < old {
				m[k.Key] = r
			}
		}
	}
	return m
})

func (p *ChromiumPage) Key(ctx context.Context, key string) error {
	keys := key
	if r, ok := keyRunes()[key]; ok {
		keys = string(r)
	} else if len([]rune(key)) != 1 {
		return fmt.Errorf("chromium: no key named %q", key)
	}
	return p.run(ctx, "pressing "+key, chromedp.KeyEvent(keys))
}

func (p *ChromiumPage) Screenshot(ctx context.Context) ([]byte, error) {
	c, done := p.within(ctx)
	defer done()
	buf, err := chromedp.Run(c, chromedp.CaptureScreenshot())
	if err != nil {
		return nil, fmt.Errorf("chromium: screenshot: %w", err)
	}
	return buf, nil
}

func (p *ChromiumPage) SetViewport(ctx context.Context, w, h int, scale float64) error {
	w, h, scale = viewport(w, h, scale)
	return p.run(ctx, fmt.Sprintf("setting the viewport to %d×%d at %g", w, h, scale),
		chromedp.EmulateViewport(int64(w), int64(h), chromedp.EmulateScale(scale)))
}

func (p *ChromiumPage) Console() []string { return p.log.all() }
func (p *ChromiumPage) Errors() []string  { return p.log.errors() }

func (p *ChromiumPage) Close() error { p.cancel(); return nil }
