package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"flip/internal/driver"
	"flip/internal/siteserver"
)

// Service workers are kept per browser context, so these tests each open
// the site in a browser context of their own, from a server of their own
// on a copy of the site: the first visit is really the first, and the
// tests can stop the server or deploy another build without disturbing
// the other tests. (The other tests share the default context, in which
// the first page that starts registers the worker; a test that shapes
// the network, like TestLoadingProgress, bypasses it.)

// TestOffline visits the site once online, until its service worker is
// active and controls the page; then the server stops and the network
// is switched off (DevTools, the page's and the worker's), and a reload
// must still start the game and draw the board, with no request failing
// and nothing on the console.
func TestOffline(t *testing.T) {
	t.Parallel()
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	dir, site := serveCopy(t)
	tab := newTab(t)
	tab.navigate(site.URL())
	tab.waitJS(`!!(window.flipgame && window.flipgame.snapshot())`, 60*time.Second)
	start := time.Now()
	tab.waitJS(`navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === "activated"`, 90*time.Second)
	t.Logf("the service worker was active and in control %.1f s after the first frame", time.Since(start).Seconds())

	// The cache holds the whole site: every file flipsite wrote that a
	// visitor fetches (not the compressed copies, the build's
	// manifest.json or the worker itself).
	cached := eval[[]string](tab.page, `(async () => {
		const keys = await caches.keys();
		if (keys.length !== 1) return ["caches: " + keys.join(", ")];
		const reqs = await (await caches.open(keys[0])).keys();
		return reqs.map((r) => new URL(r.url).pathname);
	})()`)
	var want []string
	for _, name := range siteFiles(t, dir) {
		switch {
		case name == "index.html":
			want = append(want, "/")
		case name == "manifest.json" || name == "sw.js":
		default:
			want = append(want, "/"+name)
		}
	}
	slices.Sort(cached)
	slices.Sort(want)
	if !slices.Equal(cached, want) {
		t.Errorf("the service worker cached\n%q\nwant every file of the site\n%q", cached, want)
	}

	checkInstallable(t, tab.ctx, true)

	if _, err := site.Shutdown(5 * time.Second); err != nil {
		t.Fatal(err)
	}
	// Network conditions are DevTools only.
	offline := true
	if _, err := chromedp.Call(tab.ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		EmulateOfflineServiceWorker: &offline,
		MatchedNetworkConditions:    []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}},
	}); err != nil {
		t.Fatalf("switching the network off: %v", err)
	}
	// The rule above leaves navigator.onLine alone.
	if _, err := chromedp.Call(tab.ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
		t.Fatalf("switching the network off: %v", err)
	}
	start = time.Now()
	tab.do("reloading offline", tab.drv.Reload(context.Background()))
	tab.waitJS(`!!(window.flipgame && window.flipgame.snapshot())`, 60*time.Second)
	t.Logf("offline, the reload drew its first frame after %.1f s", time.Since(start).Seconds())
	s := eval[Snapshot](tab.page, "window.flipgame.snapshot()")
	if len(s.Board) != 16 || s.Width != 4 || s.Height != 4 {
		t.Fatalf("offline, the board is %q (%d×%d), want 16 cells of 4×4", s.Board, s.Width, s.Height)
	}
	if online := eval[bool](tab.page, "navigator.onLine"); online {
		t.Error("navigator.onLine is true: the network was not switched off")
	}
	// The board is on the canvas: the felt's green is on screen.
	if n := feltPixels(t, tab.page.screenshot()); n < 1000 {
		t.Errorf("offline, the screenshot shows %d pixels of felt, want the board", n)
	}
	tab.check()
}

// TestUpdateBanner deploys a second build while the page is open: the
// page must not reload by itself, but say so in a banner with a Reload
// button, and the button must bring the new build (and only it).
func TestUpdateBanner(t *testing.T) {
	t.Parallel()
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	dir, site := serveCopy(t)
	tab := newTab(t)
	p := tab.page
	tab.navigate(site.URL())
	tab.waitJS(`!!(window.flipgame && window.flipgame.snapshot())`, 60*time.Second)
	tab.waitJS(`navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === "activated"`, 90*time.Second)
	l := p.layout()
	p.clickCell(l, 5)
	p.settle("the press", func(s Snapshot) bool { return s.Moves == 1 })
	eval[bool](p, `window.__sameDocument = true`)

	start := time.Now()
	deploy(t, dir, "<!-- the second build of TestUpdateBanner -->")
	t.Logf("deployed the second build in %.1f s", time.Since(start).Seconds())
	// What the browser does by itself on navigations and every day, and
	// the page when it comes back into view after an hour.
	eval[bool](p, `navigator.serviceWorker.getRegistration().then((r) => r.update()).then(() => true)`)
	tab.waitJS(`!document.getElementById("update-box").hidden`, 90*time.Second)

	banner := eval[map[string]string](p, `(() => {
		const region = document.getElementById("update"), b = document.getElementById("update-reload");
		const r = b.getBoundingClientRect();
		return { role: region.getAttribute("role"), live: region.getAttribute("aria-live"), text: region.textContent.replace(/\s+/g, " ").trim(),
			tag: b.tagName, type: b.type, visible: String(r.width >= 44 && r.height >= 44 && document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2) === b) };
	})()`)
	if banner["role"] != "status" || banner["live"] != "polite" {
		t.Errorf("the banner's region has role %q, aria-live %q; want status, polite", banner["role"], banner["live"])
	}
	if !strings.Contains(banner["text"], "A new version of Flip is ready.") || !strings.Contains(banner["text"], "Reload") {
		t.Errorf("the banner says %q", banner["text"])
	}
	if banner["tag"] != "BUTTON" || banner["type"] != "button" || banner["visible"] != "true" {
		t.Errorf("Reload is a %s of type %s, visible and at least 44 px: %s; want a button on top", banner["tag"], banner["type"], banner["visible"])
	}
	checkBannerColours(t, tab)
	if s := p.snapshot(); s.Moves != 1 || !eval[bool](p, `window.__sameDocument === true`) {
		t.Fatalf("the page reloaded or lost the press by itself (moves %d)", s.Moves)
	}
	if html := eval[string](p, `document.documentElement.outerHTML`); strings.Contains(html, "second build") {
		t.Fatal("the open page is already the second build")
	}

	r := eval[Rect](p, `(() => { const r = document.getElementById("update-reload").getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}; })()`)
	p.click(r.X+r.W/2, r.Y+r.H/2)
	tab.waitAcrossLoads(`window.__sameDocument === undefined && document.readyState === "complete" && !!(window.flipgame && window.flipgame.snapshot())`, 60*time.Second)
	if html := eval[string](p, `document.documentElement.outerHTML`); !strings.Contains(html, "the second build of TestUpdateBanner") {
		t.Error("after Reload the page is not the second build")
	}
	tab.waitJS(`navigator.serviceWorker.controller !== null`, 30*time.Second)
	if hidden := eval[bool](p, `document.getElementById("update-box").hidden`); !hidden {
		t.Error("the new build shows the banner too")
	}
	// The old build's cache is gone; the new one's holds the new page.
	tab.waitJS(`caches.keys().then((k) => k.length === 1)`, 30*time.Second)
	cachedPage := eval[string](p, `caches.keys().then((k) => caches.open(k[0])).then((c) => c.match(location.origin + "/")).then((r) => r.text())`)
	if !strings.Contains(cachedPage, "the second build of TestUpdateBanner") {
		t.Error("the cache does not hold the second build's page")
	}
	tab.check()
}

// checkBannerColours checks the update banner in the dark scheme and in
// an emulated light one: each has its own box, and the words and the
// buttons' labels keep a contrast of at least 4.5:1 (WCAG AA). With
// FLIP_SCREENSHOTS set it saves update-dark.png and update-light.png.
func checkBannerColours(t *testing.T, tab *swTab) {
	t.Helper()
	p := tab.page
	for _, tt := range []struct{ scheme, box string }{{"light", "rgb(255, 255, 255)"}, {"dark", "rgb(42, 49, 63)"}} {
		p.emulateMedia("prefers-color-scheme", tt.scheme)
		got := eval[map[string]any](p, `(() => {
			const lum = (c) => {
				const [r, g, b] = c.match(/\d+/g).slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
				return 0.2126 * r + 0.7152 * g + 0.0722 * b;
			};
			const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
			const style = (id) => getComputedStyle(document.getElementById(id));
			const box = style("update-box").backgroundColor;
			return { box, contrast: Math.min(ratio(style("update-box").color, box),
				ratio(style("update-reload").color, style("update-reload").backgroundColor),
				ratio(style("update-later").color, box)) };
		})()`)
		if got["box"] != tt.box {
			t.Errorf("%s scheme: the banner is %v, want %s", tt.scheme, got["box"], tt.box)
		}
		if c, _ := got["contrast"].(float64); c < 4.5 {
			t.Errorf("%s scheme: the banner's lowest contrast is %.2f:1, want at least 4.5:1", tt.scheme, c)
		}
		if dir := os.Getenv("FLIP_SCREENSHOTS"); dir != "" {
			if err := os.WriteFile(filepath.Join(dir, "update-"+tt.scheme+".png"), p.screenshot(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestUpdateOnReloadIsSilent deploys a second build and reloads: the
// old worker serves the new page from the network, the browser installs
// the new worker, and the page, which is already that build, lets it in
// without a banner and without reloading again.
func TestUpdateOnReloadIsSilent(t *testing.T) {
	t.Parallel()
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	dir, site := serveCopy(t)
	tab := newTab(t)
	p := tab.page
	tab.navigate(site.URL())
	tab.waitJS(`!!(window.flipgame && window.flipgame.snapshot())`, 60*time.Second)
	tab.waitJS(`navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === "activated"`, 90*time.Second)
	first := eval[[]string](p, `caches.keys()`)

	deploy(t, dir, "<!-- the second build of TestUpdateOnReloadIsSilent -->")
	p.do("reloading", p.drv.Reload(context.Background()))
	tab.waitJS(`!!(window.flipgame && window.flipgame.snapshot())`, 60*time.Second)
	if html := eval[string](p, `document.documentElement.outerHTML`); !strings.Contains(html, "the second build of TestUpdateOnReloadIsSilent") {
		t.Fatal("the reload did not bring the second build from the network")
	}
	eval[bool](p, `window.__sameDocument = true`)
	// The new worker takes over: one cache, the new build's.
	tab.waitJS(`caches.keys().then((k) => k.length === 1 && k[0] !== `+jsString(first[0])+`)`, 90*time.Second)
	tab.waitJS(`navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === "activated"`, 30*time.Second)
	p.afterFrames(30) // a reload would have begun by now
	if !eval[bool](p, `window.__sameDocument === true`) {
		t.Error("the page reloaded by itself")
	}
	if !eval[bool](p, `document.getElementById("update-box").hidden`) {
		t.Error("the page offers to reload into the build it already is")
	}
	tab.check()
}

// TestInstallable opens the game in the browser's default context (not
// off the record, where Chromium never installs) and asks whether
// Chromium would offer to install it, once the service worker controls
// the page.
func TestInstallable(t *testing.T) {
	t.Parallel()
	p := open(t, "", 1024, 768, 1)
	p.waitJS(`navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === "activated"`, 90*time.Second)
	// Every test page is a fresh browser context, which Chromium treats
	// as off the record: that one reason aside, it would install the site.
	checkInstallable(t, p.ctx, true)
}

// checkInstallable asks Chromium what it makes of the page's web app
// manifest (Page.getAppManifest) and whether it would offer to install
// the site (Page.getInstallabilityErrors), which only DevTools tells: no
// manifest errors, and no reason not to install (but, if offTheRecord,
// that the browser context is one).
func checkInstallable(t *testing.T, ctx context.Context, offTheRecord bool) {
	t.Helper()
	m, err := chromedp.Call(ctx, cdppage.GetAppManifest, cdppage.GetAppManifestParams{})
	if err != nil {
		t.Fatalf("Page.getAppManifest: %v", err)
	}
	if !strings.HasSuffix(m.URL, "/flip.webmanifest") || m.Manifest == nil {
		t.Errorf("Chromium found the manifest %q (parsed: %v), want flip.webmanifest", m.URL, m.Manifest != nil)
	}
	for _, e := range m.Errors {
		t.Errorf("the web app manifest: %s (line %d)", e.Message, e.Line)
	}
	inst, err := chromedp.Call(ctx, cdppage.GetInstallabilityErrors, cdp.Empty{})
	if err != nil {
		t.Fatalf("Page.getInstallabilityErrors: %v", err)
	}
	for _, e := range inst.InstallabilityErrors {
		if !offTheRecord || e.ErrorID != "in-incognito" {
			t.Errorf("Chromium would not install the site: %s %v", e.ErrorID, e.ErrorArguments)
		}
	}
}

// jsString quotes s as a JavaScript string.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// A swTab is a Chromium page in a browser context of its own; it
// records the requests that fail, for check. (Its console errors and
// policy violations fail the test, as every strictConsole page's do.)
type swTab struct {
	*page
	mu     sync.Mutex
	failed []string
}

// TestWorkerWaitsForPause checks that the page registers its service
// worker only once the player pauses (index.html, whenPaused): not while
// cells are pressed from the moment the page is ready, each press less
// than the pause after the last, and soon after the last press.
func TestWorkerWaitsForPause(t *testing.T) {
	t.Parallel()
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	_, site := serveCopy(t)
	tab := newTab(t)
	tab.navigate(site.URL())
	tab.waitJS(`!!(window.flipgame && window.flipgame.snapshot())`, 60*time.Second)
	p := tab.page
	const registered = `navigator.serviceWorker.getRegistration().then((r) => r !== undefined)`
	l := p.layout()
	ready := time.Now()
	var last time.Time // the last press, as the page saw it at the latest
	for i := range 8 {
		p.clickCell(l, (i*5)%len(l.Cells))
		last = time.Now()
		if eval[bool](p, registered) {
			t.Fatalf("the worker was registered by press %d, %.1f s after the page was ready, while the player was pressing", i+1, time.Since(ready).Seconds())
		}
		time.Sleep(500 * time.Millisecond)
	}
	for !eval[bool](p, registered) {
		if time.Since(last) > 60*time.Second {
			t.Fatal("the worker was not registered within 60 s of the last press")
		}
		time.Sleep(100 * time.Millisecond)
	}
	// The pause is 2 s from the last press (its pointerdown came before
	// the click returned, so a little less from last); the presses'
	// animations end within a second.
	if d := time.Since(last); d < 1800*time.Millisecond {
		t.Errorf("the worker was registered %.1f s after the last press, before a pause of 2 s", d.Seconds())
	}
	tab.waitJS(`navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === "activated"`, 90*time.Second)
	tab.check()
}

// newTab opens a page in a new browser context, which ends with the
// test, and records its failed requests from then on.
func newTab(t *testing.T) *swTab {
	t.Helper()
	tab := &swTab{page: newPage(t, driver.Chromium, driver.Options{Width: 1024, Height: 768, Scale: 1}, strictConsole)}
	// A request that fails is an event of the Network domain: DevTools only.
	err := chromedp.Listen(tab.ctx, func(ev any) {
		if ev, ok := ev.(*network.EventLoadingFailed); ok && !ev.Canceled {
			tab.mu.Lock()
			tab.failed = append(tab.failed, fmt.Sprintf("request %s (%s) failed: %s %s", ev.RequestID, ev.Type, ev.ErrorText, ev.BlockedReason))
			tab.mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(tab.ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatalf("Network.enable: %v", err)
	}
	return tab
}

// waitAcrossLoads polls a JavaScript condition until it holds, through
// the navigations of the tab meanwhile (which fail an evaluation, or
// leave it unanswered: each has 5 s).
func (tab *swTab) waitAcrossLoads(cond string, timeout time.Duration) {
	tab.t.Helper()
	deadline := time.Now().Add(timeout)
	var err error
	for time.Now().Before(deadline) {
		var ok bool
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err = tab.drv.Eval(ctx, cond, &ok)
		cancel()
		if err == nil && ok {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	tab.t.Fatalf("waiting for %s: %v", cond, err)
}

// check fails the test for every request that failed so far; the
// harness fails it for the console's errors and policy violations when
// the page closes.
func (tab *swTab) check() {
	tab.t.Helper()
	time.Sleep(200 * time.Millisecond) // let the last events arrive
	tab.mu.Lock()
	defer tab.mu.Unlock()
	for _, f := range tab.failed {
		tab.t.Errorf("%s", f)
	}
}

// siteFiles lists the files of the site in dir.
func siteFiles(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		if n := e.Name(); e.Type().IsRegular() && !strings.HasSuffix(n, ".br") && !strings.HasSuffix(n, ".gz") {
			names = append(names, n)
		}
	}
	return names
}

// serveCopy copies the built site into a new temporary directory and
// serves it on loopback until the test ends.
func serveCopy(t *testing.T) (string, *siteserver.Site) {
	t.Helper()
	dir := copySite(t)
	site, err := siteserver.Loopback(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	return dir, site
}

// copySite copies the built site into a new temporary directory.
func copySite(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	entries, err := os.ReadDir(siteDist)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if !e.Type().IsRegular() {
			continue
		}
		if err := copyFile(filepath.Join(siteDist, e.Name()), filepath.Join(dir, e.Name())); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// deploy rebuilds the site in dir, as a deployment would, from the same
// game and loader and the repository's index.html with marker added in
// its <head>: a build whose page, and so whose service worker, differ.
func deploy(t *testing.T, dir, marker string) {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	root := filepath.Dir(filepath.Dir(file))
	in := t.TempDir()
	page, err := os.ReadFile(filepath.Join(root, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	page = bytes.Replace(page, []byte("<head>\n"), []byte("<head>\n"+marker+"\n"), 1)
	if err := os.WriteFile(filepath.Join(in, "index.html"), page, 0o644); err != nil {
		t.Fatal(err)
	}
	var wasm, solver, exec_ string
	for _, name := range siteFiles(t, dir) {
		switch {
		case strings.HasPrefix(name, "solver.") && strings.HasSuffix(name, ".wasm"):
			solver = filepath.Join(in, "solver.wasm")
			err = copyFile(filepath.Join(dir, name), solver)
		case strings.HasSuffix(name, ".wasm"):
			wasm = filepath.Join(in, "flip.wasm")
			err = copyFile(filepath.Join(dir, name), wasm)
		case strings.HasPrefix(name, "wasm_exec."):
			exec_ = filepath.Join(in, "wasm_exec.js")
			err = copyFile(filepath.Join(dir, name), exec_)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skipf("deploying a second build needs the go command: %v", err)
	}
	cmd := exec.Command(goBin, "run", "./cmd/flipsite", "-brotli", "1", "-wasm", wasm, "-solverwasm", solver, "-wasmexec", exec_,
		"-index", filepath.Join(in, "index.html"), "-out", dir)
	cmd.Dir = root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the second site: %v\n%s", err, out)
	}
}

// feltPixels counts the pixels of a PNG screenshot near the felt's green.
func feltPixels(t *testing.T, shot []byte) int {
	t.Helper()
	img := pngOf(t, shot)
	n := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if near(r>>8, 0x1f) && near(g>>8, 0x6b) && near(bl>>8, 0x48) {
				n++
			}
		}
	}
	return n
}

func near(v uint32, want int) bool { d := int(v) - want; return d > -12 && d < 12 }
