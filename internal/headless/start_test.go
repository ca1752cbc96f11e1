package headless

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// findOrSkip returns the browser, skipping the test if there is none.
func findOrSkip(t *testing.T) string {
	t.Helper()
	chrome, err := Find()
	if errors.Is(err, ErrNotFound) {
		t.Skip("needs a browser: ", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	return chrome
}

// TestStartWithCompositing starts the browser both ways and checks that
// it composites as asked: StartWith fails when chrome://gpu's
// gpu_compositing says otherwise, so this fails if Options gave both
// the same flags.
func TestStartWithCompositing(t *testing.T) {
	chrome := findOrSkip(t)
	for _, c := range []Compositing{GPUCompositing, SoftwareCompositing} {
		b, err := StartWith(chrome, 640, 480, c)
		if err != nil {
			t.Errorf("%s: %v", c, err)
			continue
		}
		status, err := b.compositingStatus()
		b.Close()
		if err != nil || (status == "enabled") != (c == GPUCompositing) {
			t.Errorf("%s: gpu_compositing %q (%v)", c, status, err)
		}
	}
}

// TestNoOmniboxPopup opens a window as the tests and flipbench do, a new
// browser context, and checks that the browser has not loaded the
// address bar's suggestion popup (a WebUI page of its own) beside it.
func TestNoOmniboxPopup(t *testing.T) {
	chrome := findOrSkip(t)
	b, err := Start(chrome, 640, 480)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx, cancel := chromedp.NewContext(b.Ctx, chromedp.WithNewBrowserContext())
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatal(err)
	}
	// The popup, when it loads, does so within a second of the window.
	time.Sleep(1500 * time.Millisecond)
	all := target.Filter{{Exclude: false}} // every type, browser_ui included
	r, err := chromedp.CallBrowser(b.Ctx, target.GetTargets, target.GetTargetsParams{Filter: all})
	if err != nil {
		t.Fatal(err)
	}
	for _, ti := range r.TargetInfos {
		if strings.HasPrefix(ti.URL, "chrome://omnibox-popup") {
			t.Errorf("the browser loaded %s (%s) beside the window", ti.URL, ti.Type)
		}
	}
}
