package e2e

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"flip/internal/driver"
)

// TestNoWebGL2FollowsScheme opens the page in a browser without WebGL 2
// under an emulated light scheme, then switches the scheme to dark while
// it is open: the message screen takes each scheme's colours at once,
// and its words keep their contrast (WCAG AA, 4.5:1) in both. With
// FLIP_SCREENSHOTS set it saves nowebgl-light.png and nowebgl-dark.png.
func TestNoWebGL2FollowsScheme(t *testing.T) {
	t.Parallel()
	hide := `HTMLCanvasElement.prototype.getContext = ((get) => function (kind, ...rest) {
		return kind === "webgl2" ? null : get.call(this, kind, ...rest);
	})(HTMLCanvasElement.prototype.getContext);`
	p := newPage(t, driver.Chromium, driver.Options{Width: 800, Height: 600, First: []string{hide}}, lenientConsole)
	p.emulateMedia("prefers-color-scheme", "light")
	p.navigate(baseURL)
	p.waitJS(`document.getElementById("loading-text").className === "error"`, 20*time.Second)
	for _, tt := range []struct{ scheme, bg string }{{"light", "rgb(238, 241, 245)"}, {"dark", "rgb(27, 32, 42)"}} {
		if tt.scheme == "dark" {
			p.emulateMedia("prefers-color-scheme", "dark")
		}
		got := eval[map[string]any](p, `(() => {
			const lum = (c) => {
				const [r, g, b] = c.match(/\d+/g).slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
				return 0.2126 * r + 0.7152 * g + 0.0722 * b;
			};
			const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
			const bg = getComputedStyle(document.getElementById("loading")).backgroundColor;
			const words = ["#loading h1", "#loading p", "#loading-text"].map((s) => ratio(getComputedStyle(document.querySelector(s)).color, bg));
			return { bg, body: getComputedStyle(document.body).backgroundColor, minContrast: Math.min(...words) };
		})()`)
		if got["bg"] != tt.bg || got["body"] != tt.bg {
			t.Errorf("%s scheme: the message screen is %v on a page of %v, want %s", tt.scheme, got["bg"], got["body"], tt.bg)
		}
		if c, _ := got["minContrast"].(float64); c < 4.5 {
			t.Errorf("%s scheme: the words' lowest contrast is %.2f:1, want at least 4.5:1", tt.scheme, c)
		}
		if dir := os.Getenv("FLIP_SCREENSHOTS"); dir != "" {
			if err := os.WriteFile(filepath.Join(dir, "nowebgl-"+tt.scheme+".png"), p.screenshot(), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
