// Package driver drives Flip's page in a real browser with one small
// interface and three engines: Chromium through the DevTools protocol
// (chromedp), Firefox through WebDriver BiDi, and WebKitGTK through W3C
// WebDriver (WebKitWebDriver and MiniBrowser). The browser tests,
// flipbench, fliplab and flipshots all open, evaluate, click, type, wait
// and take screenshots through it, so that one test runs in every engine.
// What only Chromium's protocol does (emulated media, the main thread's
// task time, traces) is in methods of [ChromiumPage] and
// [ChromiumBrowser].
//
// Chromium starts headless with chromiumFlags and a profile of its
// own; Firefox and WebKit draw into an X display: [Start] starts Xvfb for
// them when DISPLAY is not set (see Display).
package driver

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Engine names a browser engine.
type Engine string

// The engines.
const (
	Chromium Engine = "chromium" // Blink: Chrome, Edge, Android
	Firefox  Engine = "firefox"  // Gecko
	WebKit   Engine = "webkit"   // WebKit: every browser on iPhone and iPad, Safari
)

// Engines lists every engine, Chromium first.
var Engines = []Engine{Chromium, Firefox, WebKit}

// ErrUnsupported is wrapped by an error for something an engine cannot
// do through its protocol (a device scale factor in WebKitGTK, say).
var ErrUnsupported = errors.New("not supported by this engine")

// A Browser is one running browser.
type Browser interface {
	// Engine says which engine it is.
	Engine() Engine
	// Version is the browser's name and version, such as
	// "Firefox 153.0.1esr".
	Version() string
	// NewPage opens a new page with storage of its own (a new browser
	// context, user context or session), nothing loaded yet.
	NewPage(ctx context.Context, o Options) (Page, error)
	// Alive reports whether the browser is still running.
	Alive() bool
	// Close stops the browser and removes its profile.
	Close() error
}

// Options are how a new page is set up.
type Options struct {
	// Width and Height are the viewport in CSS pixels; 0 takes 1024×768.
	Width, Height int
	// Scale is the device pixels per CSS pixel; 0 takes 1.
	Scale float64
	// First are scripts run in every document the page loads, before
	// the page's own.
	First []string
	// NoCache turns off the HTTP cache, so that a load downloads
	// everything (the benchmarks' loads).
	NoCache bool
}

// A Page is one page (a tab) of a browser.
type Page interface {
	// Navigate loads url and waits until its document has loaded.
	Navigate(ctx context.Context, url string) error
	// Reload reloads the document and waits until it has loaded.
	Reload(ctx context.Context) error
	// Eval evaluates the JavaScript expression expr (a promise is
	// awaited) and decodes its value, as JSON, into out; out may be nil.
	Eval(ctx context.Context, expr string, out any) error
	// Click sends a real left click (pointer down and up) at (x, y) in
	// CSS pixels of the viewport.
	Click(ctx context.Context, x, y float64) error
	// Move moves the mouse to (x, y) with no button held.
	Move(ctx context.Context, x, y float64) error
	// Down and Up press and release the left mouse button at (x, y).
	Down(ctx context.Context, x, y float64) error
	Up(ctx context.Context, x, y float64) error
	// Tap sends a real one-finger touch (down, a short rest, up) at (x, y).
	Tap(ctx context.Context, x, y float64) error
	// Key presses and releases one key: a character ("n", " "), or a
	// key's name as KeyboardEvent.key gives it ("Enter", "Escape",
	// "ArrowLeft", "Tab", "Backspace", "Home", "End").
	Key(ctx context.Context, key string) error
	// Screenshot returns the viewport as a PNG, in device pixels.
	Screenshot(ctx context.Context) ([]byte, error)
	// SetViewport sets the viewport to w×h CSS pixels at scale device
	// pixels per CSS pixel.
	SetViewport(ctx context.Context, w, h int, scale float64) error
	// Console returns the console messages so far, oldest first, each as
	// "level: text (where)"; Errors only the errors and uncaught
	// exceptions among them.
	Console() []string
	Errors() []string
	// Close closes the page and its storage.
	Close() error
}

// WaitFor evaluates the JavaScript condition cond every interval until
// it is true, and fails after timeout with an error that names cond,
// what the page shows and its last console messages.
func WaitFor(ctx context.Context, p Page, cond string, every, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	var last error
	for {
		var ok bool
		err := p.Eval(ctx, "!!("+cond+")", &ok)
		if err == nil && ok {
			return nil
		}
		last = err
		if ctx.Err() != nil {
			return fmt.Errorf("waiting for %s: %w", cond, ctx.Err())
		}
		if time.Now().After(deadline) {
			break
		}
		select {
		case <-ctx.Done():
		case <-time.After(every):
		}
	}
	var text string
	_ = p.Eval(ctx, "document.body ? document.body.innerText.slice(0, 400) : ''", &text)
	msg := fmt.Sprintf("%s did not hold within %v", cond, timeout)
	if last != nil {
		msg += fmt.Sprintf(" (last: %v)", last)
	}
	return fmt.Errorf("%s\npage text: %q%s", msg, text, describe(p.Console()))
}

// describe returns console lines for an error message.
func describe(lines []string) string {
	if len(lines) == 0 {
		return "\nconsole: (nothing)"
	}
	if len(lines) > 20 {
		lines = lines[len(lines)-20:]
	}
	s := "\nconsole:"
	for _, l := range lines {
		s += "\n  " + l
	}
	return s
}

// GameReady is the condition under which the game's page is ready to be
// driven: window.flipgame answers with a snapshot.
const GameReady = "window.flipgame && window.flipgame.snapshot() !== null"

// A Tabber is a page that can open another tab of its browser on the
// same storage, as a player's second tab is: every engine's page is one
// (Chromium's NewTab returns its own page type; see SecondTab).
type Tabber interface {
	NewTab(ctx context.Context, o Options) (Page, error)
}

// SecondTab opens another tab beside p, sharing its storage, with o and
// nothing loaded yet.
func SecondTab(ctx context.Context, p Page, o Options) (Page, error) {
	switch q := p.(type) {
	case *ChromiumPage:
		return q.NewTab(ctx, o)
	case Tabber:
		return q.NewTab(ctx, o)
	}
	return nil, fmt.Errorf("a second tab of a %T: %w", p, ErrUnsupported)
}
