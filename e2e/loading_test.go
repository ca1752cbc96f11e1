package e2e

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// TestLoadingProgress loads the page over a slow connection: the loading
// screen must count the download up in whole percents, never backwards,
// then say it is starting, and the game must start after it. With
// FLIP_SCREENSHOTS set it saves loading.png, the screen half-way.
func TestLoadingProgress(t *testing.T) {
	if skipReason != "" {
		t.Skip("browser test: " + skipReason)
	}
	ctx, cancel := chromedp.NewContext(browserCtx)
	defer cancel()
	// Every text the status line shows, in order, and the bar's width then.
	record := `(() => {
		window.__loadingSeen = [];
		new MutationObserver(() => {
			const line = document.getElementById("loading-text");
			const bar = document.getElementById("loading-bar");
			if (!line || !bar) return;
			const seen = window.__loadingSeen;
			const entry = line.textContent + " | " + bar.style.transform;
			if (seen[seen.length - 1] !== entry) seen.push(entry);
		}).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
	})();`
	// The site's .wasm is about 2.9 MB brotli: at 1 MB/s the download
	// takes about three seconds, many repaints of the bar even when the
	// machine is so loaded that the page repaints seldom.
	const throughput = 1 << 20
	err := chromedp.Do(ctx,
		chromedp.EmulateViewport(900, 700),
		chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			if _, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{}); err != nil {
				return err
			}
			// The .wasm an earlier test loaded would come from the HTTP
			// cache, or from the cache of the service worker it installed,
			// where the throttling does not reach.
			if _, err := cdp.Call(ctx, tg, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
				return err
			}
			if _, err := cdp.Call(ctx, tg, network.SetBypassServiceWorker, network.SetBypassServiceWorkerParams{Bypass: true}); err != nil {
				return err
			}
			if _, err := cdp.Call(ctx, tg, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
				MatchedNetworkConditions: []*network.Conditions{{Latency: 20, DownloadThroughput: throughput, UploadThroughput: -1}},
			}); err != nil {
				return err
			}
			return runFirst(ctx, tg, record)
		}),
		chromedp.Navigate(baseURL),
	)
	if err != nil {
		t.Fatalf("opening the page over a slow connection: %v", err)
	}

	half, err := chromedp.Run(withTimeout(ctx, 60*time.Second), chromedp.Poll[bool](
		`(() => { const m = /(\d+)%/.exec(document.getElementById("loading-text").textContent); return !!m && +m[1] >= 40; })()`,
		chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil || !half {
		seen, _ := chromedp.Run(ctx, chromedp.Evaluate[[]string](`window.__loadingSeen`))
		t.Fatalf("waiting for the loading screen to pass 40%%: %v; it showed %q", err, seen)
	}
	if dir := os.Getenv("FLIP_SCREENSHOTS"); dir != "" {
		shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatalf("screenshot: %v", err)
		}
		if err := os.WriteFile(filepath.Join(dir, "loading.png"), shot, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	if _, err := chromedp.Run(withTimeout(ctx, 60*time.Second), chromedp.Poll[bool](
		`!!(window.flipgame && window.flipgame.snapshot() && !document.getElementById("loading"))`,
		chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		t.Fatalf("waiting for the game to start and the loading screen to go: %v", err)
	}
	seen, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`window.__loadingSeen`))
	if err != nil {
		t.Fatal(err)
	}
	checkProgress(t, seen)
	// The .wasm is preloaded from the page's head and the loader's fetch
	// takes that response: one download, not two.
	fetched, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".wasm")).map((e) => e.initiatorType + " " + e.transferSize)`))
	if err != nil {
		t.Fatal(err)
	}
	if len(fetched) != 1 {
		t.Errorf("the page fetched the .wasm %d times (%q), want once", len(fetched), fetched)
	}
}

// progressLine is one repaint of the loading screen: "Loading the game…
// 42% | scaleX(0.42…)".
var progressLine = regexp.MustCompile(`^Loading the game… (\d+)% \| scaleX\(([0-9.e-]+)\)$`)

// checkProgress checks what the loading screen showed, in order.
func checkProgress(t *testing.T, seen []string) {
	t.Helper()
	last, counts := -1, 0
	for i, s := range seen {
		if m := progressLine.FindStringSubmatch(s); m != nil {
			pct, _ := strconv.Atoi(m[1])
			scale, err := strconv.ParseFloat(m[2], 64)
			if err != nil || pct < last || pct > 99 || int(scale*100) != pct {
				t.Errorf("repaint %d shows %q after %d%%: want a percent from %d to 99 matching the bar", i, s, last, max(last, 0))
			}
			last, counts = pct, counts+1
			continue
		}
		if s == "Starting… | scaleX(1)" {
			if counts < 3 {
				t.Errorf("the loading screen said it was starting after only %d percent figures: %q", counts, seen)
			}
			return
		}
	}
	t.Errorf("the loading screen never said \"Starting…\" with a full bar; it showed %q", seen)
}
