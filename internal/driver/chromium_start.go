package driver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/systeminfo"
	"github.com/chromedp/chromedp"
)

// findChromium returns the Chromium to drive: FLIP_CHROME if set, else
// the first of Chromium's usual names on PATH.
func findChromium() (string, error) {
	if p := os.Getenv("FLIP_CHROME"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("FLIP_CHROME=%s: %w", p, err)
		}
		return p, nil
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no Chromium found: install Debian's chromium (make browsers, or sudo apt-get install -y chromium), or set FLIP_CHROME=/path/to/chrome")
}

// chromiumFlags are the allocator options that start chrome headless
// with the profile directory profile and a window of o's size: WebGL 2
// on SwiftShader and nothing that reaches the network. With
// o.SoftwareCompositing, the browser composites in software, as with no
// GPU; with o.BaselineWasm, V8 compiles WebAssembly with Liftoff alone.
func chromiumFlags(chrome, profile string, o StartOptions) []chromedp.ExecAllocatorOption {
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chrome),
		chromedp.UserDataDir(profile),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("mute-audio", true),
		// Every new window (each browser context the tests and flipbench
		// open) would otherwise load the address bar's suggestion popup
		// (chrome://omnibox-popup.top-chrome, a WebUI page in a "WebUI Top
		// Renderer" process), whose script competes with the page under
		// test. Chromium 156 loads it unless all three are disabled
		// (TestNoOmniboxPopup); the figures: docs/performance.md, "The
		// bench's own method".
		chromedp.Flag("disable-features", "WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup"),
		chromedp.WindowSize(o.Width, o.Height),
	}
	if o.BaselineWasm {
		opts = append(opts, chromedp.Flag("js-flags", "--liftoff-only"))
	}
	if !o.SoftwareCompositing {
		// Chromium takes SwiftShader for a GPU and composites every frame
		// with it, as with a real GPU.
		opts = append(opts, chromedp.Flag("use-angle", "swiftshader"))
	}
	return opts
}

// startChromium starts the Chromium at path with chromiumFlags and a new
// temporary profile, waits until it answers, and checks that it
// composites as asked.
func startChromium(_ context.Context, path string, o StartOptions) (Browser, error) {
	profile, err := os.MkdirTemp("", "flip-chromium-profile-")
	if err != nil {
		return nil, fmt.Errorf("making a browser profile: %w", err)
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), chromiumFlags(path, profile, o)...)
	ctx, cancel := chromedp.NewContext(allocCtx)
	b := &ChromiumBrowser{ctx: ctx, close: sync.OnceFunc(func() {
		cancel()
		cancelAlloc()
		os.RemoveAll(profile)
	})}
	v, err := chromedp.CallBrowser(ctx, browser.GetVersion, cdp.Empty{})
	if err != nil {
		b.Close()
		return nil, fmt.Errorf("starting %s: %w", path, err)
	}
	b.version = v.Product
	status, err := b.compositing()
	if err != nil {
		b.Close()
		return nil, err
	}
	if onGPU := strings.HasPrefix(status, "enabled"); onGPU == o.SoftwareCompositing {
		b.Close()
		return nil, fmt.Errorf("starting %s (software compositing %v): it reports gpu_compositing %q", path, o.SoftwareCompositing, status)
	}
	return b, nil
}

// compositing returns the browser's gpu_compositing feature status, as
// chrome://gpu shows it: "enabled…" when it composites on the GPU (here
// SwiftShader), otherwise in software ("disabled_software" here).
func (c *ChromiumBrowser) compositing() (string, error) {
	info, err := chromedp.CallBrowser(c.ctx, systeminfo.GetInfo, cdp.Empty{})
	if err != nil {
		return "", fmt.Errorf("asking the browser how it composites (SystemInfo.getInfo): %w", err)
	}
	var features map[string]string
	if info.GPU != nil {
		if err := json.Unmarshal(info.GPU.FeatureStatus, &features); err != nil {
			return "", fmt.Errorf("the browser's GPU feature status %s: %w", info.GPU.FeatureStatus, err)
		}
	}
	s, ok := features["gpu_compositing"]
	if !ok {
		return "", fmt.Errorf("the browser's GPU feature status has no gpu_compositing: %v", features)
	}
	return s, nil
}

// runFirst returns a chromedp action that makes src run in every
// document the tab loads from then on, before the page's own scripts
// (Options.First).
func runFirst(src string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: src})
		if err != nil {
			return fmt.Errorf("adding a script to run first (Page.addScriptToEvaluateOnNewDocument): %w", err)
		}
		return nil
	})
}
