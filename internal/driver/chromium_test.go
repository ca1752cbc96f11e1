package driver

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// startChromiumOrSkip starts Chromium, or skips the test when it is not
// installed (fails, when FLIP_REQUIRE_BROWSER=1).
func startChromiumOrSkip(t *testing.T, o StartOptions) *ChromiumBrowser {
	t.Helper()
	if _, err := Find(Chromium); err != nil {
		if os.Getenv("FLIP_REQUIRE_BROWSER") == "1" {
			t.Fatalf("FLIP_REQUIRE_BROWSER=1 and %v", err)
		}
		t.Skip("this test needs Chromium: ", err)
	}
	b, err := Start(context.Background(), Chromium, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b.(*ChromiumBrowser)
}

// TestStartCompositing starts Chromium both ways and checks that it
// composites as asked: Start fails when chrome://gpu's gpu_compositing
// says otherwise, so this fails if chromiumFlags gave both the same
// flags.
func TestStartCompositing(t *testing.T) {
	t.Parallel()
	for _, software := range []bool{false, true} {
		b := startChromiumOrSkip(t, StartOptions{Width: 640, Height: 480, SoftwareCompositing: software})
		status, err := b.compositing()
		b.Close()
		if err != nil || (status == "enabled") == software {
			t.Errorf("software compositing %v: gpu_compositing %q (%v)", software, status, err)
		}
	}
}

// TestNoOmniboxPopup opens a page as the tests and flipbench do, in a
// new browser context, and checks that the browser has not loaded the
// address bar's suggestion popup (a WebUI page of its own) beside it.
func TestNoOmniboxPopup(t *testing.T) {
	t.Parallel()
	b := startChromiumOrSkip(t, StartOptions{Width: 640, Height: 480})
	p, err := b.NewPage(context.Background(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if err := p.Navigate(context.Background(), "about:blank"); err != nil {
		t.Fatal(err)
	}
	// The popup, when it loads, does so within a second of the window.
	time.Sleep(1500 * time.Millisecond)
	all := target.Filter{{Exclude: false}} // every type, browser_ui included
	r, err := chromedp.CallBrowser(b.Ctx(), target.GetTargets, target.GetTargetsParams{Filter: all})
	if err != nil {
		t.Fatal(err)
	}
	for _, ti := range r.TargetInfos {
		if strings.HasPrefix(ti.URL, "chrome://omnibox-popup") {
			t.Errorf("the browser loaded %s (%s) beside the window", ti.URL, ti.Type)
		}
	}
}

// TestChromiumOnly checks what only Chromium's protocol does: emulated
// media as the page sees it, the main thread's task time growing with a
// busy loop, and a trace holding a mark the page left.
func TestChromiumOnly(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	url := serveTestPage(t)
	b := startChromiumOrSkip(t, StartOptions{})
	tr, err := b.StartTrace("blink.user_timing", "toplevel")
	if err != nil {
		t.Fatal(err)
	}
	pg, err := b.NewPage(ctx, Options{NoCache: true})
	if err != nil {
		t.Fatal(err)
	}
	defer pg.Close()
	p := pg.(*ChromiumPage)
	if err := p.Navigate(ctx, url); err != nil {
		t.Fatal(err)
	}

	for _, scheme := range []string{"light", "dark"} {
		if err := p.EmulateMedia(ctx, map[string]string{"prefers-color-scheme": scheme, "prefers-reduced-motion": "reduce"}); err != nil {
			t.Fatal(err)
		}
		var got []bool
		if err := p.Eval(ctx, `["(prefers-color-scheme: `+scheme+`)", "(prefers-reduced-motion: reduce)"].map(q => matchMedia(q).matches)`, &got); err != nil {
			t.Fatal(err)
		}
		if len(got) != 2 || !got[0] || !got[1] {
			t.Errorf("emulating %s and reduced motion: the page's matchMedia says %v", scheme, got)
		}
	}

	busy0, at0, err := p.TaskTime(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Eval(ctx, `(() => { performance.mark("driver-test"); const end = performance.now() + 200; while (performance.now() < end) {} })()`, nil); err != nil {
		t.Fatal(err)
	}
	busy1, at1, err := p.TaskTime(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if busy1-busy0 < 150*time.Millisecond || at1-at0 < busy1-busy0 {
		t.Errorf("a 200 ms busy loop: task time %v → %v, read at %v → %v; want it to grow by about 200 ms, no more than the time between", busy0, busy1, at0, at1)
	}

	events, err := tr.Stop()
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, raw := range events {
		var e struct{ Name string }
		if json.Unmarshal(raw, &e) == nil && e.Name == "driver-test" {
			found = true
		}
	}
	if !found {
		t.Errorf("the trace's %d events lack the page's performance.mark", len(events))
	}
}

// TestChromiumNewTab checks that a page's second tab shares its storage
// (and a page of its own does not), that it has the viewport asked for,
// and that closing it leaves the first page working.
func TestChromiumNewTab(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	url := serveTestPage(t)
	b := startChromiumOrSkip(t, StartOptions{})
	open := func(p Page, err error) *ChromiumPage {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { p.Close() })
		if err := p.Navigate(ctx, url); err != nil {
			t.Fatal(err)
		}
		return p.(*ChromiumPage)
	}
	first := open(b.NewPage(ctx, Options{}))
	if err := first.Eval(ctx, `localStorage.setItem("driver-test", "shared")`, nil); err != nil {
		t.Fatal(err)
	}
	second := open(first.NewTab(ctx, Options{Width: 500, Height: 400}))
	other := open(b.NewPage(ctx, Options{}))
	for _, tc := range []struct {
		name string
		p    *ChromiumPage
		want any
	}{{"the second tab", second, "shared"}, {"a page of its own", other, nil}} {
		var got any
		if err := tc.p.Eval(ctx, `localStorage.getItem("driver-test")`, &got); err != nil {
			t.Fatal(err)
		}
		if got != tc.want {
			t.Errorf("%s reads %v from the first page's storage, want %v", tc.name, got, tc.want)
		}
	}
	var size []int
	if err := second.Eval(ctx, `[innerWidth, innerHeight]`, &size); err != nil || len(size) != 2 || size[0] != 500 || size[1] != 400 {
		t.Errorf("the second tab's viewport is %v (%v), want 500×400", size, err)
	}
	second.Close()
	var ok bool
	if err := first.Eval(ctx, `localStorage.getItem("driver-test") === "shared"`, &ok); err != nil || !ok {
		t.Errorf("after the second tab closed, the first page answers %v (%v)", ok, err)
	}
}
