package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestNoWebGL2 opens the page in a browser that offers no WebGL 2: the page
// must say so in words instead of loading the game or going blank.
func TestNoWebGL2(t *testing.T) {
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	ctx, cancel := chromedp.NewContext(browserCtx)
	defer cancel()
	hide := `(() => {
		const get = HTMLCanvasElement.prototype.getContext;
		HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
			return kind === "webgl2" ? null : get.call(this, kind, ...rest);
		};
	})();`
	openWithoutWebGL2(t, ctx, hide)
	visible, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => { const r = document.getElementById("loading").getBoundingClientRect(); return r.width > 0 && r.height > 0; })()`))
	if err != nil || !visible {
		t.Fatalf("the message box is not visible (%v)", err)
	}
	if started, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`typeof window.flipgame !== "undefined"`)); started {
		t.Fatal("the game started without WebGL 2")
	}
}

// TestNoWebGL2Interface opens the page in a browser with no WebGL 2 at all
// (no WebGL2RenderingContext): the page must say so at once, without
// downloading the game.
func TestNoWebGL2Interface(t *testing.T) {
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	ctx, cancel := chromedp.NewContext(browserCtx)
	defer cancel()
	openWithoutWebGL2(t, ctx, `delete window.WebGL2RenderingContext;`)
	// The preload in the page's head may have begun the download; the
	// loader must not have started the game or asked for it again.
	n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".wasm") && e.initiatorType !== "link").length`))
	if err != nil {
		t.Fatal(err)
	}
	if n != 0 {
		t.Errorf("the loader fetched the .wasm %d times, want none", n)
	}
	if started, _ := chromedp.Run(ctx, chromedp.Evaluate[bool](`typeof window.flipgame !== "undefined" || !!document.querySelector("canvas")`)); started {
		t.Fatal("the game started without WebGL 2")
	}
}

// openWithoutWebGL2 opens the page in ctx with hide run before its
// scripts, waits for the loading screen's error, and checks that it names
// WebGL 2.
func openWithoutWebGL2(t *testing.T, ctx context.Context, hide string) {
	t.Helper()
	err := chromedp.Do(ctx,
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			return runFirst(ctx, tg, hide)
		}),
		chromedp.Navigate(baseURL),
	)
	if err != nil {
		t.Fatal(err)
	}
	msg, err := chromedp.Run(withTimeout(ctx, 20*time.Second), chromedp.Poll[string](`(document.getElementById("loading-text") || {}).className === "error" && document.getElementById("loading-text").textContent`))
	if err != nil {
		t.Fatalf("waiting for the no-WebGL message: %v", err)
	}
	if !strings.Contains(msg, "WebGL 2") {
		t.Fatalf("the page says %q, want it to name WebGL 2", msg)
	}
}
