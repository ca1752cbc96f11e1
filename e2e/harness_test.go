package e2e

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"flip/game/play"
	"flip/internal/headless"
	"flip/internal/siteserver"
)

var (
	siteDist   string          // the built site's directory
	baseURL    string          // the site, served on loopback
	browserCtx context.Context // the browser every test opens its tabs in
	skipReason string          // why the tests skip, if they do
)

func TestMain(m *testing.M) { os.Exit(testMain(m)) }

func testMain(m *testing.M) int {
	chrome := findChrome()
	if chrome == "" {
		msg := "no Chromium found: install Debian's chromium (apt-get install -y chromium) or set FLIP_CHROME"
		if os.Getenv("FLIP_REQUIRE_BROWSER") == "1" || os.Getenv("CI") == "true" {
			fmt.Fprintln(os.Stderr, "e2e: browser tests are required here, but "+msg)
			return 1
		}
		fmt.Fprintln(os.Stderr, "e2e: skipping the browser tests: "+msg)
		skipReason = msg
		return m.Run()
	}
	dist, cleanup, err := siteDir()
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		return 1
	}
	defer cleanup()
	siteDist = dist

	site, err := siteserver.Loopback(dist)
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e: serving", dist+":", err)
		return 1
	}
	defer site.Close()
	baseURL = site.URL()

	browser, err := headless.Start(chrome, 1024, 768)
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		return 1
	}
	defer browser.Close()
	browserCtx = browser.Ctx
	return m.Run()
}

// findChrome returns the browser to drive, or "".
func findChrome() string {
	p, err := headless.Find()
	if err != nil {
		return ""
	}
	return p
}

// siteDir returns the built site: FLIP_DIST when set (make test sets it),
// else a fresh build in a temporary directory.
func siteDir() (string, func(), error) {
	if d := os.Getenv("FLIP_DIST"); d != "" {
		if _, err := os.Stat(filepath.Join(d, "index.html")); err != nil {
			return "", nil, fmt.Errorf("FLIP_DIST=%s holds no built site (run make build): %w", d, err)
		}
		return d, func() {}, nil
	}
	tmp, err := os.MkdirTemp("", "flip-e2e-site-")
	if err != nil {
		return "", nil, err
	}
	cleanup := func() { os.RemoveAll(tmp) }
	_, file, _, _ := runtime.Caller(0)
	root := filepath.Dir(filepath.Dir(file))
	goBin, err := exec.LookPath("go")
	if err != nil {
		cleanup()
		return "", nil, fmt.Errorf("building the site without FLIP_DIST: %w", err)
	}
	goroot, err := exec.Command(goBin, "env", "GOROOT").Output()
	if err != nil {
		cleanup()
		return "", nil, fmt.Errorf("go env GOROOT: %w", err)
	}
	wasmExec := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js")
	wasm := filepath.Join(tmp, "flip.wasm")
	build := exec.Command(goBin, "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, ".")
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		cleanup()
		return "", nil, fmt.Errorf("building the wasm: %v\n%s", err, out)
	}
	dist := filepath.Join(tmp, "dist")
	site := exec.Command(goBin, "run", "./cmd/flipsite", "-wasm", wasm, "-index", "index.html",
		"-wasmexec", wasmExec, "-out", dist)
	site.Dir = root
	if out, err := site.CombinedOutput(); err != nil {
		cleanup()
		return "", nil, fmt.Errorf("building the site: %v\n%s", err, out)
	}
	return dist, cleanup, nil
}

// page is one tab with the game open.
type page struct {
	t      *testing.T
	ctx    context.Context
	errors chan string // console errors and exceptions: each fails the test
	logs   chan string // every console message, shown when the test fails
}

// open opens the game at fragment (without '#') in a new tab of w×h CSS
// pixels and device scale factor dpr, with the scripts first run before
// the page's own, and waits for window.flipgame. The
// test fails at the end if the console showed an error, or the page broke
// its Content-Security-Policy (reported as a console error by
// [watchPolicy]).
func open(t *testing.T, fragment string, w, h int64, dpr float64, first ...string) *page {
	t.Helper()
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	// Every test page is a fresh browser context: its own storage, so
	// that one test's saved game is not another's start.
	ctx, cancel := chromedp.NewContext(browserCtx, chromedp.WithNewBrowserContext())
	p := &page{t: t, ctx: ctx, errors: make(chan string, 64), logs: make(chan string, 256)}
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			line := fmt.Sprintf("console.%s: %s (%s:%d)", m.Type, m.Text, m.URL, m.Line+1)
			if m.Type == chromedp.ConsoleError || m.IsException() {
				select {
				case p.errors <- line:
				default:
				}
			}
			select {
			case p.logs <- line:
			default:
			}
		}
	}()
	t.Cleanup(func() {
		cancel()
		close(p.errors)
		close(p.logs)
		for e := range p.errors {
			t.Errorf("browser console error: %s", e)
		}
		if t.Failed() {
			for l := range p.logs {
				t.Log(l)
			}
		}
	})
	url := baseURL
	if fragment != "" {
		url += "#" + fragment
	}
	actions := []chromedp.Action[chromedp.Void]{chromedp.EmulateViewport(w, h, chromedp.EmulateScale(dpr)), headless.RunFirst(watchPolicy)}
	for _, src := range first {
		actions = append(actions, headless.RunFirst(src))
	}
	if err := chromedp.Do(ctx, append(actions, chromedp.Navigate(url))...); err != nil {
		t.Fatalf("opening %s: %v", url, err)
	}
	p.waitJS("window.flipgame && window.flipgame.snapshot() !== null", 60*time.Second)
	return p
}

// watchPolicy, run first in a page, turns every violation of its
// Content-Security-Policy into a console error.
const watchPolicy = `document.addEventListener("securitypolicyviolation", (e) =>
	console.error("Content-Security-Policy violation: " + e.effectiveDirective + " blocked " +
		(e.blockedURI || "inline code") + " at " + e.sourceFile + ":" + e.lineNumber));`

// waitJS polls a JavaScript condition until it holds.
func (p *page) waitJS(cond string, timeout time.Duration) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, timeout)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](cond, chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		p.t.Fatalf("waiting for %s: %v", cond, err)
	}
}

// eval evaluates a JavaScript expression.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// Snapshot and Layout are the page contract's own types: the tests decode
// window.flipgame's values into them, so a field renamed on one side
// cannot go unnoticed on the other.
type (
	Snapshot = play.Snapshot
	Rect     = play.Rect
	Layout   = play.PageLayout
)

func (p *page) snapshot() Snapshot {
	p.t.Helper()
	return eval[Snapshot](p, "window.flipgame.snapshot()")
}
func (p *page) layout() Layout { p.t.Helper(); return eval[Layout](p, "window.flipgame.layout()") }

// settle waits until cond holds for a snapshot that is not busy, and
// returns it.
func (p *page) settle(what string, cond func(Snapshot) bool) Snapshot {
	p.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	var s Snapshot
	for time.Now().Before(deadline) {
		s = p.snapshot()
		if !s.Busy && cond(s) {
			return s
		}
		time.Sleep(25 * time.Millisecond)
	}
	p.t.Fatalf("waiting for %s: last snapshot %+v", what, s)
	return s
}

// click sends a real left click at (x, y) in CSS pixels.
func (p *page) click(x, y float64) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.MouseClickXY(x, y)); err != nil {
		p.t.Fatalf("clicking (%.0f, %.0f): %v", x, y, err)
	}
}

// tap sends a real one-finger tap (touchstart, touchend) at (x, y).
func (p *page) tap(x, y float64) {
	p.t.Helper()
	err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		for _, typ := range []input.DispatchTouchEventType{input.DispatchTouchEventTypeTouchStart, input.DispatchTouchEventTypeTouchEnd} {
			params := input.DispatchTouchEventParams{Type: typ, TouchPoints: []*input.TouchPoint{}}
			if typ == input.DispatchTouchEventTypeTouchStart {
				params.TouchPoints = []*input.TouchPoint{{X: x, Y: y}}
			}
			if _, err := cdp.Call(ctx, t, input.DispatchTouchEvent, params); err != nil {
				return err
			}
			time.Sleep(60 * time.Millisecond) // a finger rests a moment
		}
		return nil
	}))
	if err != nil {
		p.t.Fatalf("tapping (%.0f, %.0f): %v", x, y, err)
	}
}

// move moves the mouse to (x, y), no button held.
func (p *page) move(x, y float64) { p.mouse(input.DispatchMouseEventTypeMouseMoved, x, y) }

// mouseDown and mouseUp press and release the left button at (x, y).
func (p *page) mouseDown(x, y float64) {
	p.mouse(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))
}
func (p *page) mouseUp(x, y float64) {
	p.mouse(input.DispatchMouseEventTypeMouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1))
}

func (p *page) mouse(typ input.DispatchMouseEventType, x, y float64, opts ...chromedp.MouseOption) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.MouseEvent(typ, x, y, opts...)); err != nil {
		p.t.Fatalf("mouse %s at (%.0f, %.0f): %v", typ, x, y, err)
	}
}

// clickCell clicks the centre of cell i.
func (p *page) clickCell(l Layout, i int) {
	p.t.Helper()
	r := l.Cells[i]
	p.click(r.X+r.W/2, r.Y+r.H/2)
}

// clickButton clicks the centre of the named button.
func (p *page) clickButton(l Layout, name string) {
	p.t.Helper()
	r, ok := l.Buttons[name]
	if !ok || r.W <= 0 {
		p.t.Fatalf("layout has no button %q: %+v", name, l.Buttons)
	}
	p.click(r.X+r.W/2, r.Y+r.H/2)
}

// key presses and releases keys: characters, or chromedp/kb's names such
// as kb.ArrowLeft.
func (p *page) key(k string) {
	p.t.Helper()
	if err := chromedp.Do(p.ctx, chromedp.KeyEvent(k)); err != nil {
		p.t.Fatalf("pressing %s: %v", k, err)
	}
}

// screenshot captures the viewport as PNG bytes.
func (p *page) screenshot() []byte {
	p.t.Helper()
	buf, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	return buf
}

// runFirst makes src run in every document the tab tg loads, before the
// page's own scripts.
func runFirst(ctx context.Context, tg *chromedp.Target, src string) error {
	_, err := headless.RunFirst(src)(ctx, tg)
	return err
}

// withTimeout is ctx with a deadline; its cancel runs when ctx ends.
func withTimeout(ctx context.Context, d time.Duration) context.Context {
	c, cancel := context.WithTimeout(ctx, d)
	context.AfterFunc(c, cancel)
	return c
}
