package driver

import (
	"context"
	"errors"
	"fmt"
	"math"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"time"
)

// webkitInstall is what to install for the WebKit engine.
const webkitInstall = "install Debian's webkit2gtk-driver (apt-get install -y webkit2gtk-driver)"

// findWebKit returns WebKitWebDriver's program: $FLIP_WEBKITDRIVER, or
// WebKitWebDriver on the PATH; and checks that there is a MiniBrowser
// for it to drive (see findMiniBrowser).
func findWebKit() (string, error) {
	path := os.Getenv("FLIP_WEBKITDRIVER")
	if path != "" {
		if _, err := os.Stat(path); err != nil {
			return "", fmt.Errorf("FLIP_WEBKITDRIVER: %w", err)
		}
	} else {
		var err error
		if path, err = exec.LookPath("WebKitWebDriver"); err != nil {
			return "", errors.New("no WebKitWebDriver on the PATH: " + webkitInstall + ", or set FLIP_WEBKITDRIVER")
		}
	}
	if _, err := findMiniBrowser(); err != nil {
		return "", err
	}
	return path, nil
}

// miniBrowsers are where Debian's WebKitGTK packages put MiniBrowser.
var miniBrowsers = []string{
	"/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
	"/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser",
	"/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser",
	"/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
	"/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser",
}

// findMiniBrowser returns the MiniBrowser that WebKitWebDriver starts
// for a session: $FLIP_MINIBROWSER, or the first of miniBrowsers there is.
func findMiniBrowser() (string, error) {
	if p := os.Getenv("FLIP_MINIBROWSER"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("FLIP_MINIBROWSER: %w", err)
		}
		return p, nil
	}
	for _, p := range miniBrowsers {
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no MiniBrowser for WebKitWebDriver to drive: " + webkitInstall + ", or set FLIP_MINIBROWSER")
}

// webkit is WebKitGTK's MiniBrowser driven through WebKitWebDriver.
//
// A WebKitWebDriver has one session at a time, and a session is one
// MiniBrowser with storage of its own (MiniBrowser --automation keeps
// its data in memory), so every page has a driver and a MiniBrowser of
// its own. Start makes the first page's ahead of time, which checks that
// both run.
//
// MiniBrowser's toolbar keeps its window at least 447 pixels wide; a
// GTK style sheet in the browser's own XDG_CONFIG_HOME shrinks it to 290
// (and 20 pixels high), so that a phone's viewport fits.
type webkit struct {
	driver, mini, display string
	dir                   string // XDG_CONFIG_HOME, _CACHE_HOME and _DATA_HOME of the drivers and MiniBrowsers
	version               string

	mu     sync.Mutex
	spare  *webkitPage // the session Start opened, until NewPage takes it
	pages  map[*webkitPage]bool
	closed bool
}

// startWebKit starts WebKitWebDriver at path on the X display of Display
// and opens a session with MiniBrowser. Each page sets its own window's
// size, so o is not used.
func startWebKit(ctx context.Context, path string, _ StartOptions) (Browser, error) {
	mini, err := findMiniBrowser()
	if err != nil {
		return nil, err
	}
	display, err := Display(ctx)
	if err != nil {
		return nil, fmt.Errorf("webkit: %w", err)
	}
	dir, err := os.MkdirTemp("", "flip-webkit-")
	if err != nil {
		return nil, fmt.Errorf("webkit: %w", err)
	}
	for _, gtk := range []string{"gtk-3.0", "gtk-4.0"} {
		if err == nil {
			err = os.MkdirAll(filepath.Join(dir, "config", gtk), 0o755)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, "config", gtk, "gtk.css"), []byte(smallToolbar), 0o644)
		}
	}
	if err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("webkit: writing a GTK style sheet: %w", err)
	}
	wk := &webkit{driver: path, mini: mini, display: display, dir: dir, pages: make(map[*webkitPage]bool)}
	p, err := wk.open(ctx, 1)
	if err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	wk.spare = p
	return wk, nil
}

// smallToolbar is the GTK style sheet that lets MiniBrowser's window be
// narrow: its widgets lose their padding, margins and borders and their
// text shrinks. The page's content is not GTK's to style.
const smallToolbar = `/* flip's page driver: MiniBrowser's toolbar as small as it gets */
* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }
`

func (wk *webkit) Engine() Engine { return WebKit }
func (wk *webkit) Version() string {
	wk.mu.Lock()
	defer wk.mu.Unlock()
	return wk.version
}

// Alive reports whether the browser has not been closed. (Each page has
// its own processes; a page whose MiniBrowser died fails on its own.)
func (wk *webkit) Alive() bool {
	wk.mu.Lock()
	defer wk.mu.Unlock()
	return !wk.closed
}

// Close closes every page, which stops their drivers and MiniBrowsers,
// and removes the browser's directory.
func (wk *webkit) Close() error {
	wk.mu.Lock()
	if wk.closed {
		wk.mu.Unlock()
		return nil
	}
	wk.closed = true
	pages := wk.pages
	wk.pages = nil
	wk.spare = nil
	wk.mu.Unlock()
	for p := range pages {
		p.Close()
	}
	os.RemoveAll(wk.dir)
	return nil
}

// NewPage opens a new MiniBrowser (through a driver of its own) with its
// viewport w×h. Its scale can only be a whole number, set for good as
// the MiniBrowser starts (GDK_SCALE); it cannot run scripts first
// (classic WebDriver has no preload scripts): another scale or any First
// gives an error that wraps ErrUnsupported. NoCache is ignored: the
// session's MiniBrowser starts with an empty cache in memory.
func (wk *webkit) NewPage(ctx context.Context, o Options) (Page, error) {
	w, h, scale := viewport(o.Width, o.Height, o.Scale)
	if scale != math.Trunc(scale) || scale < 1 || scale > 4 {
		return nil, fmt.Errorf("webkit: a device scale factor of %g (WebKitGTK takes 1, 2, 3 or 4): %w", scale, ErrUnsupported)
	}
	if len(o.First) > 0 {
		return nil, fmt.Errorf("webkit: scripts to run first (classic WebDriver has no preload scripts): %w", ErrUnsupported)
	}
	var p *webkitPage
	wk.mu.Lock()
	if wk.spare != nil && scale == 1 {
		p, wk.spare = wk.spare, nil
	}
	wk.mu.Unlock()
	if p == nil {
		var err error
		if p, err = wk.open(ctx, int(scale)); err != nil {
			return nil, err
		}
	}
	if err := p.SetViewport(ctx, w, h, scale); err != nil {
		p.Close()
		return nil, fmt.Errorf("opening a page: %w", err)
	}
	return p, nil
}

// open starts a driver and opens a session with a new MiniBrowser that
// draws at scale device pixels per CSS pixel.
func (wk *webkit) open(ctx context.Context, scale int) (*webkitPage, error) {
	wk.mu.Lock()
	closed := wk.closed
	wk.mu.Unlock()
	if closed {
		return nil, errors.New("webkit: the browser is closed")
	}
	p, err := wk.startDriver(ctx, scale)
	if err != nil {
		return nil, err
	}
	var session struct {
		SessionID    string `json:"sessionId"`
		Capabilities struct {
			BrowserName    string `json:"browserName"`
			BrowserVersion string `json:"browserVersion"`
		} `json:"capabilities"`
	}
	caps := map[string]any{"alwaysMatch": map[string]any{
		"browserName": "MiniBrowser",
		"webkitgtk:browserOptions": map[string]any{
			"binary": wk.mini,
			"args":   []string{"--automation"},
		},
	}}
	if err := p.c.do(ctx, http.MethodPost, "/session", map[string]any{"capabilities": caps}, &session); err != nil {
		p.kill()
		return nil, fmt.Errorf("%w%s", err, p.out.describe())
	}
	p.c.session = session.SessionID
	wk.mu.Lock()
	defer wk.mu.Unlock()
	if wk.closed {
		go p.Close()
		return nil, errors.New("webkit: the browser is closed")
	}
	if wk.version == "" {
		wk.version = session.Capabilities.BrowserName + " " + session.Capabilities.BrowserVersion + " (WebKitGTK)"
	}
	wk.pages[p] = true
	return p, nil
}

// startDriver starts a WebKitWebDriver on a free port and waits until it
// answers; it returns the page it is for, with no session yet.
func (wk *webkit) startDriver(ctx context.Context, scale int) (*webkitPage, error) {
	var last error
	for range 3 { // another program may take the free port first
		port, err := freePort()
		if err != nil {
			return nil, fmt.Errorf("webkit: %w", err)
		}
		cmd := exec.Command(wk.driver, "--port="+strconv.Itoa(port), "--host=127.0.0.1")
		cmd.Env = append(os.Environ(),
			"DISPLAY="+wk.display,
			"GDK_BACKEND=x11",
			"GDK_SCALE="+strconv.Itoa(scale),
			"XDG_CONFIG_HOME="+filepath.Join(wk.dir, "config"),
			"XDG_CACHE_HOME="+filepath.Join(wk.dir, "cache"),
			"XDG_DATA_HOME="+filepath.Join(wk.dir, "data"),
		)
		cmd.SysProcAttr = procAttr()
		p := &webkitPage{wk: wk, cmd: cmd, scale: float64(scale), exited: make(chan struct{}), out: &tailWriter{keep: 40}}
		p.w3cInput = w3cInput{p.perform}
		cmd.Stdout, cmd.Stderr = p.out, p.out
		p.c = &wdClient{base: "http://127.0.0.1:" + strconv.Itoa(port), name: "webkit", http: &http.Client{}}
		if err := cmd.Start(); err != nil {
			return nil, fmt.Errorf("webkit: starting %s: %w", wk.driver, err)
		}
		go func() {
			cmd.Wait()
			close(p.exited)
		}()
		if last = p.waitReady(ctx); last == nil {
			return p, nil
		}
		p.kill()
		if ctx.Err() != nil {
			break
		}
	}
	return nil, last
}

// waitReady waits until the driver answers GET /status with ready.
func (p *webkitPage) waitReady(ctx context.Context) error {
	deadline := time.Now().Add(20 * time.Second)
	for {
		var status struct {
			Ready bool `json:"ready"`
		}
		err := p.c.do(ctx, http.MethodGet, "/status", nil, &status)
		if err == nil && status.Ready {
			return nil
		}
		select {
		case <-p.exited:
			return fmt.Errorf("webkit: starting %s: it exited%s", p.wk.driver, p.out.describe())
		case <-ctx.Done():
			return fmt.Errorf("webkit: starting %s: %w", p.wk.driver, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("webkit: starting %s: no answer after 20s (%v)%s", p.wk.driver, err, p.out.describe())
		}
	}
}

// freePort returns a TCP port on 127.0.0.1 that nothing listens on now.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("finding a free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
