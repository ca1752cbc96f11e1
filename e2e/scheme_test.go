package e2e

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestNoWebGL2FollowsScheme opens the page in a browser without WebGL 2
// under an emulated light scheme, then switches the scheme to dark while
// it is open: the message screen takes each scheme's colours at once,
// and its words keep their contrast (WCAG AA, 4.5:1) in both. With
// FLIP_SCREENSHOTS set it saves nowebgl-light.png and nowebgl-dark.png.
func TestNoWebGL2FollowsScheme(t *testing.T) {
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	ctx, cancel := chromedp.NewContext(browserCtx)
	defer cancel()
	hide := `HTMLCanvasElement.prototype.getContext = ((get) => function (kind, ...rest) {
		return kind === "webgl2" ? null : get.call(this, kind, ...rest);
	})(HTMLCanvasElement.prototype.getContext);`
	scheme := func(s string) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
				Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: s}},
			})
			return err
		})
	}
	err := chromedp.Do(ctx,
		chromedp.EmulateViewport(800, 600),
		scheme("light"),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error { return runFirst(ctx, tg, hide) }),
		chromedp.Navigate(baseURL),
	)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(withTimeout(ctx, 20*time.Second), chromedp.Poll[bool](`document.getElementById("loading-text").className === "error"`)); err != nil {
		t.Fatalf("waiting for the no-WebGL message: %v", err)
	}
	for _, tt := range []struct{ scheme, bg string }{{"light", "rgb(238, 241, 245)"}, {"dark", "rgb(27, 32, 42)"}} {
		if tt.scheme == "dark" {
			if err := chromedp.Do(ctx, scheme("dark")); err != nil {
				t.Fatal(err)
			}
		}
		got, err := chromedp.Run(ctx, chromedp.Evaluate[map[string]any](`(() => {
			const lum = (c) => {
				const [r, g, b] = c.match(/\d+/g).slice(0, 3).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
				return 0.2126 * r + 0.7152 * g + 0.0722 * b;
			};
			const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
			const bg = getComputedStyle(document.getElementById("loading")).backgroundColor;
			const words = ["#loading h1", "#loading p", "#loading-text"].map((s) => ratio(getComputedStyle(document.querySelector(s)).color, bg));
			return { bg, body: getComputedStyle(document.body).backgroundColor, minContrast: Math.min(...words) };
		})()`))
		if err != nil {
			t.Fatal(err)
		}
		if got["bg"] != tt.bg || got["body"] != tt.bg {
			t.Errorf("%s scheme: the message screen is %v on a page of %v, want %s", tt.scheme, got["bg"], got["body"], tt.bg)
		}
		if c, _ := got["minContrast"].(float64); c < 4.5 {
			t.Errorf("%s scheme: the words' lowest contrast is %.2f:1, want at least 4.5:1", tt.scheme, c)
		}
		if dir := os.Getenv("FLIP_SCREENSHOTS"); dir != "" {
			shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "nowebgl-"+tt.scheme+".png"), shot, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
