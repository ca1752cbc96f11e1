package e2e

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"flip/game/play"
	"flip/internal/driver"
	"flip/internal/siteserver"
)

var (
	siteDist   string  // the built site's directory
	baseURL    string  // the site, served on loopback
	skipReason string  // why the tests skip, if they do
	browsers   engines // the running browsers, one per engine, started when first asked for
)

func TestMain(m *testing.M) { os.Exit(testMain(m)) }

// required reports whether a missing browser fails the tests rather
// than skipping them.
func required() bool { return os.Getenv("FLIP_REQUIRE_BROWSER") == "1" || os.Getenv("CI") == "true" }

func testMain(m *testing.M) int {
	if _, err := driver.Find(driver.Chromium); err != nil {
		if required() {
			fmt.Fprintln(os.Stderr, "e2e: browser tests are required here, but", err)
			return 1
		}
		fmt.Fprintln(os.Stderr, "e2e: skipping the browser tests:", err)
		skipReason = err.Error()
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

	defer browsers.close()
	if _, err := browsers.get(driver.Chromium); err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		return 1
	}
	return m.Run()
}

// engines keeps one running browser per engine.
type engines struct {
	mu      sync.Mutex
	running map[driver.Engine]driver.Browser
	failed  map[driver.Engine]error
}

// get returns engine e's browser, starting it the first time (again if
// it went away); a browser that would not start is not tried twice.
func (en *engines) get(e driver.Engine) (driver.Browser, error) {
	en.mu.Lock()
	defer en.mu.Unlock()
	if err := en.failed[e]; err != nil {
		return nil, err
	}
	if b := en.running[e]; b != nil && b.Alive() {
		return b, nil
	}
	if en.running == nil {
		en.running, en.failed = map[driver.Engine]driver.Browser{}, map[driver.Engine]error{}
	}
	b, err := driver.Start(context.Background(), e, driver.StartOptions{Width: 1024, Height: 768, BaselineWasm: true})
	if err != nil {
		en.failed[e] = err
		return nil, err
	}
	en.running[e] = b
	return b, nil
}

// close stops every browser started, and the X display if one was.
func (en *engines) close() {
	en.mu.Lock()
	defer en.mu.Unlock()
	for _, b := range en.running {
		b.Close()
	}
	driver.StopDisplay()
}

// browserFor returns engine e's browser for t, or skips t (fails it where
// every browser is required) when the engine is not installed.
func browserFor(t *testing.T, e driver.Engine) driver.Browser {
	t.Helper()
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	if only := os.Getenv("FLIP_ENGINES"); only != "" && !slices.Contains(strings.Split(only, ","), string(e)) {
		t.Skipf("FLIP_ENGINES=%s leaves out %s", only, e)
	}
	b, err := browsers.get(e)
	if err != nil {
		if _, missing := driver.Find(e); missing != nil && !required() {
			t.Skipf("browser test in %s: %v", e, missing)
		}
		t.Fatalf("starting %s: %v", e, err)
	}
	return b
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
	solver := filepath.Join(tmp, "solver.wasm")
	build = exec.Command(goBin, "build", "-trimpath", "-ldflags=-s -w", "-o", solver, "./cmd/flipworker")
	build.Dir = root
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		cleanup()
		return "", nil, fmt.Errorf("building the solver's wasm: %v\n%s", err, out)
	}
	dist := filepath.Join(tmp, "dist")
	site := exec.Command(goBin, "run", "./cmd/flipsite", "-wasm", wasm, "-solverwasm", solver, "-index", "index.html",
		"-wasmexec", wasmExec, "-out", dist)
	site.Dir = root
	if out, err := site.CombinedOutput(); err != nil {
		cleanup()
		return "", nil, fmt.Errorf("building the site: %v\n%s", err, out)
	}
	return dist, cleanup, nil
}

// page is one tab with the game open, in one engine.
type page struct {
	t      *testing.T
	engine driver.Engine
	drv    driver.Page
	ctx    context.Context // the tab's chromedp context, in Chromium only: for what only its protocol does
	// heldShot, when set, releases what a step holds down once the
	// screen has been compared (see matchesFullRedraw).
	heldShot func()
	rule     consoleRule // what the page's console may say
	closed   bool
}

// open opens the game at fragment (without '#') in a new Chromium tab of
// w×h CSS pixels and device scale factor dpr; see openIn.
func open(t *testing.T, fragment string, w, h int64, dpr float64, first ...string) *page {
	t.Helper()
	return openIn(t, driver.Chromium, fragment, w, h, dpr, first...)
}

// openIn opens the game at fragment (without '#') in a new page of engine
// e, with storage of its own, w×h CSS pixels and device scale factor dpr,
// with the scripts first run before the page's own, and waits for
// window.flipgame. The test fails at the end if the console showed an
// error, or the page broke its Content-Security-Policy (reported as a
// console error by [watchPolicy], where the engine runs scripts first).
func openIn(t *testing.T, e driver.Engine, fragment string, w, h int64, dpr float64, first ...string) *page {
	t.Helper()
	url := baseURL
	if fragment != "" {
		url += "#" + fragment
	}
	return openAt(t, e, url, w, h, dpr, first...)
}

// openAt is openIn at a whole address, on whatever server serves it.
func openAt(t *testing.T, e driver.Engine, url string, w, h int64, dpr float64, first ...string) *page {
	t.Helper()
	p := newPage(t, e, driver.Options{Width: int(w), Height: int(h), Scale: dpr, First: first}, strictConsole)
	p.navigate(url)
	p.waitJS(driver.GameReady, 60*time.Second)
	return p
}

// openReduced is open with the system asking for reduced motion,
// emulated through the DevTools protocol before the page loads: a press
// is drawn in one frame rather than over FlipDuration's frames, each of
// which costs this machine's software GPU tens of milliseconds. For the
// tests of what a press decides, not of how it moves (TestReducedMotion
// checks that the page follows the setting).
func openReduced(t *testing.T, fragment string, w, h int64, dpr float64) *page {
	t.Helper()
	p := newPage(t, driver.Chromium, driver.Options{Width: int(w), Height: int(h), Scale: dpr}, strictConsole)
	p.emulateMedia("prefers-reduced-motion", "reduce")
	url := baseURL
	if fragment != "" {
		url += "#" + fragment
	}
	p.navigate(url)
	p.waitJS(driver.GameReady, 60*time.Second)
	if !p.snapshot().ReducedMotion {
		t.Fatal("the page does not see the reduced motion asked for")
	}
	return p
}

// A consoleRule says what a test makes of its page's console.
type consoleRule bool

const (
	// strictConsole: every console error fails the test, and so does
	// every violation of the page's Content-Security-Policy (watchPolicy
	// runs first, where the engine runs scripts first).
	strictConsole consoleRule = true
	// lenientConsole is for a page that is meant to fail (no WebGL 2, a
	// script the policy blocks): its console is logged when the test
	// fails, and fails nothing itself.
	lenientConsole consoleRule = false
)

// newPage opens a new page of engine e with o, with storage of its own
// and nothing loaded yet (for what the test sets up before the page
// loads; then navigate), which closes when the test ends.
func newPage(t *testing.T, e driver.Engine, o driver.Options, rule consoleRule) *page {
	t.Helper()
	b := browserFor(t, e)
	if rule == strictConsole && e != driver.WebKit { // WebKit's WebDriver runs no script before the page's
		o.First = append([]string{watchPolicy}, o.First...)
	}
	dp, err := b.NewPage(context.Background(), o)
	if err != nil {
		t.Fatalf("opening a page in %s: %v", e, err)
	}
	return track(t, e, dp, rule)
}

// track returns the harness's page for dp, a page of engine e, and
// closes dp when the test ends, after failing the test for its console
// errors if rule is strictConsole, and logging its console if the test
// failed.
func track(t *testing.T, e driver.Engine, dp driver.Page, rule consoleRule) *page {
	p := &page{t: t, engine: e, drv: dp, rule: rule}
	if cp, ok := dp.(*driver.ChromiumPage); ok {
		p.ctx = cp.Ctx()
	}
	t.Cleanup(p.close)
	return p
}

// close closes the page before the test ends, with its console checked
// as at the end: a test that has done with a page closes it, since an
// open page still draws its frames and takes processor time from the
// others.
func (p *page) close() {
	p.t.Helper()
	if p.closed {
		return
	}
	p.closed = true
	if p.rule == strictConsole {
		for _, e := range p.drv.Errors() {
			p.t.Errorf("browser console error: %s", e)
		}
	}
	if p.t.Failed() {
		for _, l := range p.drv.Console() {
			p.t.Log(l)
		}
	}
	p.drv.Close()
}

// navigate loads url in the page and waits until its document has
// loaded (not for the game: see waitJS and driver.GameReady).
func (p *page) navigate(url string) {
	p.t.Helper()
	p.do("opening "+url, p.drv.Navigate(context.Background(), url))
}

// chromium returns the page's Chromium tab, for what only the DevTools
// protocol does (its Ctx); the test fails in another engine.
func (p *page) chromium() *driver.ChromiumPage {
	p.t.Helper()
	cp, ok := p.drv.(*driver.ChromiumPage)
	if !ok {
		p.t.Fatalf("this check needs the DevTools protocol; the page is in %s", p.engine)
	}
	return cp
}

// watchPolicy, run first in a page, turns every violation of its
// Content-Security-Policy into a console error.
const watchPolicy = `document.addEventListener("securitypolicyviolation", (e) =>
	console.error("Content-Security-Policy violation: " + e.effectiveDirective + " blocked " +
		(e.blockedURI || "inline code") + " at " + e.sourceFile + ":" + e.lineNumber));`

// waitJS polls a JavaScript condition until it holds.
func (p *page) waitJS(cond string, timeout time.Duration) {
	p.t.Helper()
	if err := driver.WaitFor(context.Background(), p.drv, cond, 20*time.Millisecond, timeout); err != nil {
		p.t.Fatalf("in %s: waiting for %v", p.engine, err)
	}
}

// eval evaluates a JavaScript expression.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	var v T
	if err := p.drv.Eval(context.Background(), expr, &v); err != nil {
		p.t.Fatalf("in %s: evaluating %s: %v", p.engine, expr, err)
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

// nextSnapshot returns the snapshot after the page's next animation
// frame: what a wait polls, a frame at a time rather than a time at a
// time.
func (p *page) nextSnapshot() Snapshot {
	p.t.Helper()
	return eval[Snapshot](p, inNextFrame("window.flipgame.snapshot()"))
}

// inNextFrame is JavaScript that evaluates expr in the page's next
// animation frame. A page that runs no frame answers after a second, so
// that the wait's own limit still fails the test.
func inNextFrame(expr string) string {
	return `new Promise((done) => {
		const read = () => done(` + expr + `);
		const t = setTimeout(read, 1000);
		requestAnimationFrame(() => { clearTimeout(t); read(); });
	})`
}

// afterFrames waits for n animation frames of the page (for a check
// that nothing happens: what would happen, would within them), and for
// n/60 s at least: a loaded machine runs fewer frames, not a shorter
// time.
func (p *page) afterFrames(n int) {
	p.t.Helper()
	eval[any](p, fmt.Sprintf(`new Promise((done) => {
		let left = %d, timed = false, framed = false;
		const end = () => { if (timed && framed) done(true); };
		setTimeout(() => { timed = true; end(); }, left * 1000 / 60);
		const tick = () => { if (--left > 0) requestAnimationFrame(tick); else { framed = true; end(); } };
		requestAnimationFrame(tick);
	})`, n))
}

// pageSays returns the string JavaScript expression expr once it
// contains want, read once per animation frame for 5 s at most, else
// its last value (the test then says what it holds). What the page
// writes outside the game's frames — the accessible twin, the live
// region, the saved game — follows a frame in a task of its own, after
// the snapshot already says what changed.
func (p *page) pageSays(expr, want string) string {
	p.t.Helper()
	var got string
	for end := time.Now().Add(5 * time.Second); ; {
		got = eval[string](p, inNextFrame("String("+expr+")"))
		if strings.Contains(got, want) || time.Now().After(end) {
			return got
		}
	}
}

func (p *page) layout() Layout { p.t.Helper(); return eval[Layout](p, "window.flipgame.layout()") }

// settle waits until cond holds for a snapshot that is not busy, and
// returns it.
func (p *page) settle(what string, cond func(Snapshot) bool) Snapshot {
	p.t.Helper()
	return p.settleFor(what, 30*time.Second, cond)
}

// settleFor is settle with a time limit of its own.
func (p *page) settleFor(what string, limit time.Duration, cond func(Snapshot) bool) Snapshot {
	p.t.Helper()
	return p.await(what, limit, func(s Snapshot) bool { return !s.Busy && cond(s) })
}

// await waits until cond holds for a snapshot, busy or not, and returns
// it.
func (p *page) await(what string, limit time.Duration, cond func(Snapshot) bool) Snapshot {
	p.t.Helper()
	deadline := time.Now().Add(limit)
	s := p.snapshot()
	for !cond(s) {
		if time.Now().After(deadline) {
			p.t.Fatalf("waiting for %s: last snapshot %+v", what, s)
		}
		s = p.nextSnapshot()
	}
	return s
}

// do runs one driver call, failing the test with what was asked.
func (p *page) do(what string, err error) {
	p.t.Helper()
	if err != nil {
		p.t.Fatalf("in %s: %s: %v", p.engine, what, err)
	}
}

// click sends a real left click at (x, y) in CSS pixels.
func (p *page) click(x, y float64) {
	p.t.Helper()
	p.do(fmt.Sprintf("clicking (%.0f, %.0f)", x, y), p.drv.Click(context.Background(), x, y))
}

// tap sends a real one-finger tap (touchstart, touchend) at (x, y).
func (p *page) tap(x, y float64) {
	p.t.Helper()
	p.do(fmt.Sprintf("tapping (%.0f, %.0f)", x, y), p.drv.Tap(context.Background(), x, y))
}

// move moves the mouse to (x, y), no button held.
func (p *page) move(x, y float64) {
	p.t.Helper()
	p.do(fmt.Sprintf("moving to (%.0f, %.0f)", x, y), p.drv.Move(context.Background(), x, y))
}

// mouseDown and mouseUp press and release the left button at (x, y).
func (p *page) mouseDown(x, y float64) {
	p.t.Helper()
	p.do(fmt.Sprintf("mouse down at (%.0f, %.0f)", x, y), p.drv.Down(context.Background(), x, y))
}
func (p *page) mouseUp(x, y float64) {
	p.t.Helper()
	p.do(fmt.Sprintf("mouse up at (%.0f, %.0f)", x, y), p.drv.Up(context.Background(), x, y))
}

// clickCell clicks the centre of cell i.
func (p *page) clickCell(l Layout, i int) {
	p.t.Helper()
	r := l.Cells[i]
	p.click(r.X+r.W/2, r.Y+r.H/2)
}

// clickButton clicks the centre of the named button. A button in the
// closed menu (a zero rectangle in l) is reached as a player reaches it:
// a click on Menu, then on the button, then Esc if the menu is still
// open after it (a setting leaves it open), so that what follows finds
// the board uncovered.
func (p *page) clickButton(l Layout, name string) {
	p.t.Helper()
	r, ok := l.Buttons[name]
	if !ok {
		p.t.Fatalf("layout has no button %q: %+v", name, l.Buttons)
	}
	if r.W > 0 {
		p.click(r.X+r.W/2, r.Y+r.H/2)
		return
	}
	m := l.Buttons["menu"]
	for range 3 {
		if o := p.snapshot().Overlay; o == "menu" || o == "" {
			break
		}
		// Another overlay would take the click: Esc closes it first
		// (or stops Solve first, when it plays).
		p.key("Escape")
		p.within(2*time.Second, func(s Snapshot) bool { return s.Overlay == "" })
	}
	if p.snapshot().Overlay != "menu" {
		p.click(m.X+m.W/2, m.Y+m.H/2)
		p.settle("the menu open", func(s Snapshot) bool { return s.Overlay == "menu" })
	}
	r = p.layout().Buttons[name]
	if r.W <= 0 {
		p.t.Fatalf("button %q is in neither play nor the open menu: %+v", name, r)
	}
	before := p.snapshot().Inputs
	p.click(r.X+r.W/2, r.Y+r.H/2)
	if s := p.settle("the click on "+name, func(s Snapshot) bool { return s.Inputs > before }); s.Overlay == "menu" {
		p.key("Escape")
		p.settle("the menu closed", func(s Snapshot) bool { return s.Overlay != "menu" })
	}
}

// key presses and releases one key: a character, or a key's name as
// KeyboardEvent.key gives it ("ArrowLeft", "Escape", "Enter").
func (p *page) key(k string) {
	p.t.Helper()
	p.do("pressing "+k, p.drv.Key(context.Background(), k))
}

// screenshot captures the viewport as PNG bytes.
func (p *page) screenshot() []byte {
	p.t.Helper()
	buf, err := p.drv.Screenshot(context.Background())
	p.do("taking a screenshot", err)
	return buf
}
