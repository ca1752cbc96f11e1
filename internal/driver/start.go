package driver

import (
	"context"
	"fmt"
)

// StartOptions are how a browser is started.
type StartOptions struct {
	// Width and Height are the window in CSS pixels; 0 takes 1024×768.
	Width, Height int
	// SoftwareCompositing starts Chromium without --use-angle=swiftshader:
	// it then composites in software, as with no GPU, and gives WebGL
	// SwiftShader alone (by default it takes SwiftShader for a GPU and
	// composites every frame with it). On this machine a page that draws
	// next to nothing holds 60 frames a second only this way (make bench,
	// the raw floor). Start checks chrome://gpu's gpu_compositing. The
	// other engines ignore it.
	SoftwareCompositing bool
	// BaselineWasm has Chromium compile WebAssembly with V8's baseline
	// compiler alone (--js-flags=--liftoff-only) rather than compiling
	// it again with TurboFan in the background: the page behaves the
	// same, and loads with about half the processor time
	// (docs/testing.md). For the tests, which measure no speed; make
	// bench keeps the defaults. The other engines ignore it (the same
	// switch in Firefox's and WebKit's prefs saved nothing measurable).
	BaselineWasm bool
}

// Find returns the program that starts engine e, or an error that says
// exactly what to install (or which variable to set).
func Find(e Engine) (string, error) {
	switch e {
	case Chromium:
		return findChromium()
	case Firefox:
		return findFirefox()
	case WebKit:
		return findWebKit()
	}
	return "", fmt.Errorf("no engine %q: want one of %v", e, Engines)
}

// Start finds and starts engine e's browser with a profile of its own,
// and an X display (Xvfb) for the engines that need one.
func Start(ctx context.Context, e Engine, o StartOptions) (Browser, error) {
	if o.Width == 0 || o.Height == 0 {
		o.Width, o.Height = 1024, 768
	}
	path, err := Find(e)
	if err != nil {
		return nil, err
	}
	switch e {
	case Chromium:
		return startChromium(ctx, path, o)
	case Firefox:
		return startFirefox(ctx, path, o)
	default:
		return startWebKit(ctx, path, o)
	}
}
