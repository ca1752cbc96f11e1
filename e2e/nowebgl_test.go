package e2e

import (
	"strings"
	"testing"
	"time"

	"flip/internal/driver"
)

// TestNoWebGL2 opens the page in a browser that offers no WebGL 2: the page
// must say so in words instead of loading the game or going blank.
func TestNoWebGL2(t *testing.T) {
	t.Parallel()
	hide := `(() => {
		const get = HTMLCanvasElement.prototype.getContext;
		HTMLCanvasElement.prototype.getContext = function (kind, ...rest) {
			return kind === "webgl2" ? null : get.call(this, kind, ...rest);
		};
	})();`
	p := openWithoutWebGL2(t, hide)
	if !eval[bool](p, `(() => { const r = document.getElementById("loading").getBoundingClientRect(); return r.width > 0 && r.height > 0; })()`) {
		t.Fatal("the message box is not visible")
	}
	if eval[bool](p, `typeof window.flipgame !== "undefined"`) {
		t.Fatal("the game started without WebGL 2")
	}
}

// TestNoWebGL2Interface opens the page in a browser with no WebGL 2 at all
// (no WebGL2RenderingContext): the page must say so at once, without
// downloading the game.
func TestNoWebGL2Interface(t *testing.T) {
	t.Parallel()
	p := openWithoutWebGL2(t, `delete window.WebGL2RenderingContext;`)
	// The preload in the page's head may have begun the download; the
	// loader must not have started the game or asked for it again.
	if n := eval[int](p, `performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".wasm") && e.initiatorType !== "link").length`); n != 0 {
		t.Errorf("the loader fetched the .wasm %d times, want none", n)
	}
	if eval[bool](p, `typeof window.flipgame !== "undefined" || !!document.querySelector("canvas")`) {
		t.Fatal("the game started without WebGL 2")
	}
}

// openWithoutWebGL2 opens the page in a new Chromium tab with hide run
// before its scripts, waits for the loading screen's error, and checks
// that it names WebGL 2.
func openWithoutWebGL2(t *testing.T, hide string) *page {
	t.Helper()
	p := newPage(t, driver.Chromium, driver.Options{First: []string{hide}}, lenientConsole)
	p.navigate(baseURL)
	p.waitJS(`(document.getElementById("loading-text") || {}).className === "error"`, 20*time.Second)
	if msg := eval[string](p, `document.getElementById("loading-text").textContent`); !strings.Contains(msg, "WebGL 2") {
		t.Fatalf("the page says %q, want it to name WebGL 2", msg)
	}
	return p
}
