package bench

import (
	"context"
	"fmt"
	"time"

	"flip/internal/driver"
)

// The viewport, in CSS pixels, of every page measured, at a device
// scale factor of 1 (as in the browser tests).
const ViewportW, ViewportH = 1024, 768

// StartBrowser starts engine e's browser at the viewport's size,
// Chromium compositing in software if software is set.
func StartBrowser(e driver.Engine, software bool) (driver.Browser, error) {
	return driver.Start(context.Background(), e, driver.StartOptions{Width: ViewportW, Height: ViewportH, SoftwareCompositing: software})
}

// A Tab is one page open with storage of its own and the HTTP cache
// off, so that its load downloads and compiles everything.
type Tab struct {
	driver.Page
	Engine driver.Engine
	URL    string
}

// Open opens p, with fragment (without '#') if not empty, in a fresh
// page of b and waits up to timeout until its first frame is drawn.
// The scripts first run before the page's own, where the engine can
// (WebKit's WebDriver runs no script first).
func Open(b driver.Browser, p Page, fragment string, timeout time.Duration, first ...string) (*Tab, error) {
	url := p.URL
	if fragment != "" {
		url += "#" + fragment
	}
	o := driver.Options{Width: ViewportW, Height: ViewportH, NoCache: true}
	if b.Engine() != driver.WebKit {
		o.First = first
	}
	pg, err := b.NewPage(context.Background(), o)
	if err != nil {
		return nil, fmt.Errorf("the %s page: %w", p.Name, err)
	}
	t := &Tab{Page: pg, Engine: b.Engine(), URL: url}
	if err := pg.Navigate(context.Background(), url); err != nil {
		pg.Close()
		return nil, fmt.Errorf("the %s page: %w", p.Name, err)
	}
	if err := t.WaitFor("the "+p.Name+"'s first frame", p.Ready, 25*time.Millisecond, timeout); err != nil {
		pg.Close()
		return nil, err
	}
	return t, nil
}

// WaitFor waits until the JavaScript condition cond holds, testing it
// every interval; what names it for the error, which also says what the
// page shows and what its console said.
func (t *Tab) WaitFor(what, cond string, every, timeout time.Duration) error {
	if err := driver.WaitFor(context.Background(), t.Page, cond, every, timeout); err != nil {
		return fmt.Errorf("%s at %s in %s: %w", what, t.URL, t.Engine, err)
	}
	return nil
}

// Eval evaluates a JavaScript expression in the tab.
func Eval[T any](t *Tab, expr string) (T, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var v T
	if err := t.Eval(ctx, expr, &v); err != nil {
		return v, fmt.Errorf("%s: %w", t.URL, err)
	}
	return v, nil
}

// ClickAt sends a real left click at (x, y) in CSS pixels.
func (t *Tab) ClickAt(x, y float64) error {
	if err := t.Click(context.Background(), x, y); err != nil {
		return fmt.Errorf("clicking (%.0f, %.0f) in %s: %w", x, y, t.URL, err)
	}
	return nil
}

// A Session keeps a browser of Engine running for measurements, starting
// a new one if it goes away (on a shared machine, something else may end
// it). Software is Chromium's software compositing; Logf, if not nil,
// logs a restart.
type Session struct {
	Engine   driver.Engine
	Software bool
	Logf     func(string, ...any)
	b        driver.Browser
}

// Do runs measure with the browser, starting one if there is none. If
// measure fails because the browser went away, it starts a new browser
// and runs measure once more.
func (s *Session) Do(measure func(driver.Browser) error) error {
	for attempt := 0; ; attempt++ {
		if s.b == nil || !s.b.Alive() {
			s.Close()
			b, err := StartBrowser(s.Engine, s.Software)
			if err != nil {
				return err
			}
			s.b = b
		}
		err := measure(s.b)
		if err == nil || s.b.Alive() || attempt == 1 {
			return err
		}
		if s.Logf != nil {
			s.Logf("the browser went away (%v); starting a new one and measuring again", err)
		}
	}
}

// Describe names the browser for a log: Chromium by its compositing.
func (s *Session) Describe() string {
	switch {
	case s.Engine != driver.Chromium:
		return string(s.Engine)
	case s.Software:
		return "software compositing"
	}
	return "GPU compositing on SwiftShader"
}

// Close stops the browser, if one is running.
func (s *Session) Close() {
	if s.b != nil {
		s.b.Close()
		s.b = nil
	}
}

// Busy waits settle, runs during and returns the tab's main-thread busy
// time meanwhile, in ms per second of wall time (Chromium only: the
// Performance domain's TaskDuration, turned on before settle).
func Busy(t *Tab, settle time.Duration, during func() error) (float64, error) {
	cp, ok := t.Page.(*driver.ChromiumPage)
	if !ok {
		return 0, fmt.Errorf("the main thread's busy time takes Chromium's Performance domain, not %s", t.Engine)
	}
	if _, _, err := cp.TaskTime(context.Background()); err != nil {
		return 0, err
	}
	time.Sleep(settle)
	busy0, at0, err := cp.TaskTime(context.Background())
	if err != nil {
		return 0, err
	}
	if err := during(); err != nil {
		return 0, err
	}
	busy1, at1, err := cp.TaskTime(context.Background())
	if err != nil {
		return 0, err
	}
	if at1 <= at0 {
		return 0, fmt.Errorf("the Performance domain's Timestamp did not advance (%v then %v)", at0, at1)
	}
	return float64(busy1-busy0) / float64(at1-at0) * 1000, nil
}
