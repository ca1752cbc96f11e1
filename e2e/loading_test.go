package e2e

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"flip/internal/driver"
)

// TestLoadingProgress loads the page over a slow connection: the loading
// screen must count the download up in whole percents, never backwards,
// then say it is starting, and the game must start after it. With
// FLIP_SCREENSHOTS set it saves loading.png, the screen half-way.
func TestLoadingProgress(t *testing.T) {
	t.Parallel()
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
	// The .wasm an earlier test loaded would come from the HTTP cache
	// (NoCache turns it off), or from the cache of the service worker it
	// installed, where the throttling does not reach (bypassed below).
	p := newPage(t, driver.Chromium, driver.Options{Width: 900, Height: 700, First: []string{record}, NoCache: true}, strictConsole)
	// The site's .wasm is about 2.9 MB brotli: at 1 MB/s the download
	// takes about three seconds, many repaints of the bar even when the
	// machine is so loaded that the page repaints seldom.
	const throughput = 1 << 20
	if _, err := chromedp.Call(p.ctx, network.SetBypassServiceWorker, network.SetBypassServiceWorkerParams{Bypass: true}); err != nil {
		t.Fatalf("bypassing the service worker: %v", err)
	}
	if _, err := chromedp.Call(p.ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
		MatchedNetworkConditions: []*network.Conditions{{Latency: 20, DownloadThroughput: throughput, UploadThroughput: -1}},
	}); err != nil {
		t.Fatalf("slowing the network down: %v", err)
	}
	p.navigate(baseURL)

	half := `(() => { const m = /(\d+)%/.exec(document.getElementById("loading-text").textContent); return !!m && +m[1] >= 40; })()`
	if err := driver.WaitFor(context.Background(), p.drv, half, 20*time.Millisecond, 60*time.Second); err != nil {
		var seen []string
		_ = p.drv.Eval(context.Background(), `window.__loadingSeen`, &seen)
		t.Fatalf("waiting for the loading screen to pass 40%%: %v; it showed %q", err, seen)
	}
	if dir := os.Getenv("FLIP_SCREENSHOTS"); dir != "" {
		if err := os.WriteFile(filepath.Join(dir, "loading.png"), p.screenshot(), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	p.waitJS(`!!(window.flipgame && window.flipgame.snapshot() && !document.getElementById("loading"))`, 60*time.Second)
	checkProgress(t, eval[[]string](p, `window.__loadingSeen`))
	// The .wasm is preloaded from the page's head and the loader's fetch
	// takes that response: one download, not two.
	fetched := eval[[]string](p, `performance.getEntriesByType("resource").filter((e) => e.name.endsWith(".wasm")).map((e) => e.initiatorType + " " + e.transferSize)`)
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
