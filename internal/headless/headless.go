// Package headless finds the Chromium that Flip's browser tests and
// benchmarks drive, and gives the flags they start it with: headless,
// WebGL 2 on SwiftShader, nothing that reaches the network, and a profile
// of its own.
package headless

import (
	"errors"
	"fmt"
	"os"
	"os/exec"

	"github.com/chromedp/chromedp"
)

// ErrNotFound says how to get the browser when there is none.
var ErrNotFound = errors.New("no Chromium found: install Debian's chromium (make browsers, or sudo apt-get install -y chromium), or set FLIP_CHROME=/path/to/chrome")

// Find returns the browser to drive: FLIP_CHROME if set, else the first of
// Chromium's usual names on PATH.
func Find() (string, error) {
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
	return "", ErrNotFound
}

// Compositing is how the browser composites its pages. WebGL runs on
// SwiftShader either way.
type Compositing int

const (
	// GPUCompositing is the flags of DESIGN.md (--use-angle=swiftshader):
	// Chromium takes SwiftShader for a GPU and composites every frame of
	// the page with it, as it does with a real GPU. The browser tests and
	// the benchmarks use it.
	GPUCompositing Compositing = iota
	// SoftwareCompositing leaves the flag out: headless Chromium then
	// composites in software, as with no GPU, and gives WebGL SwiftShader
	// alone. On this machine a page that draws next to nothing holds 60
	// frames a second only this way (make bench, the raw floor).
	SoftwareCompositing
)

// String names the compositing for people.
func (c Compositing) String() string {
	if c == SoftwareCompositing {
		return "software compositing"
	}
	return "GPU compositing on SwiftShader"
}

// Options returns the allocator options that start chrome headless with
// the profile directory profile, a window of w×h pixels and compositing c.
func Options(chrome, profile string, w, h int, c Compositing) []chromedp.ExecAllocatorOption {
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
		// open) would otherwise load the address bar's suggestion popup, a
		// WebUI page that ran 3 s of script on this machine's 2 cores
		// while the page under test was measured (flipbench -trace).
		// Chromium 156 loads it (chrome://omnibox-popup.top-chrome, in a
		// "WebUI Top Renderer" process) unless all three are disabled: with
		// WebUIOmniboxPopup alone it still ran 140 ms of script on its
		// main thread while the game started (a trace of a load).
		chromedp.Flag("disable-features", "WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup"),
		chromedp.WindowSize(w, h),
	}
	if c == GPUCompositing {
		opts = append(opts, chromedp.Flag("use-angle", "swiftshader"))
	}
	return opts
}
