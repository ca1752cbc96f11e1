package headless

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"sync"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/cdp"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/systeminfo"
	"github.com/chromedp/chromedp"
)

// A Browser is a running headless Chromium with a profile of its own.
type Browser struct {
	// Ctx is the browser's first tab; open other tabs from it with
	// chromedp.NewContext. It is done once the browser has gone away.
	Ctx context.Context
	// Version is the browser's product, such as
	// HeadlessChrome/156.0.8078.79.
	Version string
	close   func()
}

// Start starts the Chromium at chrome with [Options], a new temporary
// profile, a window of w×h pixels and [GPUCompositing], and waits until
// it answers.
func Start(chrome string, w, h int) (*Browser, error) {
	return StartWith(chrome, w, h, GPUCompositing)
}

// StartWith is [Start] with the compositing c.
func StartWith(chrome string, w, h int, c Compositing) (*Browser, error) {
	profile, err := os.MkdirTemp("", "flip-chromium-profile-")
	if err != nil {
		return nil, fmt.Errorf("making a browser profile: %w", err)
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), Options(chrome, profile, w, h, c)...)
	ctx, cancel := chromedp.NewContext(allocCtx)
	b := &Browser{Ctx: ctx, close: sync.OnceFunc(func() {
		cancel()
		cancelAlloc()
		os.RemoveAll(profile)
	})}
	v, err := chromedp.CallBrowser(ctx, browser.GetVersion, cdp.Empty{})
	if err != nil {
		b.Close()
		return nil, fmt.Errorf("starting %s: %w", chrome, err)
	}
	b.Version = v.Product
	status, err := b.compositingStatus()
	if err != nil {
		b.Close()
		return nil, err
	}
	if onGPU := strings.HasPrefix(status, "enabled"); onGPU != (c == GPUCompositing) {
		b.Close()
		return nil, fmt.Errorf("starting %s for %s: it reports gpu_compositing %q", chrome, c, status)
	}
	return b, nil
}

// compositingStatus returns the browser's gpu_compositing feature
// status, as chrome://gpu shows it: "enabled…" when it composites on the
// GPU (here SwiftShader), otherwise in software ("disabled_software"
// here).
func (b *Browser) compositingStatus() (string, error) {
	info, err := chromedp.CallBrowser(b.Ctx, systeminfo.GetInfo, cdp.Empty{})
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

// Alive reports whether the browser is still running.
func (b *Browser) Alive() bool { return b.Ctx.Err() == nil }

// Close stops the browser and removes its profile. It may be called more
// than once.
func (b *Browser) Close() { b.close() }

// RunFirst returns an action that makes src run in every document the
// tab loads from then on, before the page's own scripts.
func RunFirst(src string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: src})
		if err != nil {
			return fmt.Errorf("adding a script to run first (Page.addScriptToEvaluateOnNewDocument): %w", err)
		}
		return nil
	})
}
