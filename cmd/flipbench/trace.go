package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// traceCategories are the trace categories -trace records: the
// renderer's tasks and frames, the GPU process's command buffer and
// swaps, V8 and Blink.
var traceCategories = []string{
	"devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.frame",
	"gpu", "gpu.service", "viz", "cc", "toplevel", "v8", "v8.wasm", "blink", "benchmark",
}

// A traceTarget is one thing -trace records: a page (game, floor, raw),
// what it does meanwhile (idle, Solve, a press) and the fragment it is
// opened with.
type traceTarget struct {
	spec     string // as given: NAME[#FRAGMENT][@ATTRIBUTES]
	name     string // raw, floor, solve, press
	fragment string
	attrs    string // WebGL context attributes to force, as antialias=0&depth=0
}

// contextOverride is JavaScript, run before the page's scripts, that
// makes every WebGL 2 context the page asks for take the attributes
// %s (a JSON object) over those the page passes: an experiment on a
// page whose getContext call cannot be changed, such as Ebitengine's.
const contextOverride = `(() => {
	const force = %s;
	const orig = HTMLCanvasElement.prototype.getContext;
	HTMLCanvasElement.prototype.getContext = function (type, attrs) {
		if (type === "webgl2") attrs = Object.assign({}, attrs || {}, force);
		return orig.call(this, type, attrs);
	};
})()`

// attrsJSON turns "antialias=0&depth=0" into {"antialias":false,"depth":false}.
func attrsJSON(attrs string) (string, error) {
	m := map[string]bool{}
	for _, kv := range strings.Split(attrs, "&") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok || (v != "0" && v != "1") {
			return "", fmt.Errorf("-trace: context attribute %q: want NAME=0 or NAME=1", kv)
		}
		m[k] = v == "1"
	}
	b, err := json.Marshal(m)
	return string(b), err
}

// parseTraceTargets reads -trace: a comma-separated list of raw, floor,
// solve and press, each optionally with #FRAGMENT (floor#animate,
// press#game=flip&size=9x9&…) and @ATTRIBUTES, WebGL context attributes
// forced on the page (floor#animate@antialias=0&depth=0).
func parseTraceTargets(s string) ([]traceTarget, error) {
	var out []traceTarget
	for _, spec := range strings.Split(s, ",") {
		spec = strings.TrimSpace(spec)
		if spec == "" {
			continue
		}
		rest, attrs, _ := strings.Cut(spec, "@")
		name, frag, _ := strings.Cut(rest, "#")
		switch name {
		case "raw", "floor", "solve", "press":
		default:
			return nil, fmt.Errorf("-trace: unknown target %q: want raw, floor, solve or press, each with an optional #fragment", spec)
		}
		if attrs != "" {
			if _, err := attrsJSON(attrs); err != nil {
				return nil, err
			}
		}
		out = append(out, traceTarget{spec: spec, name: name, fragment: frag, attrs: attrs})
	}
	if len(out) == 0 {
		return nil, errors.New("-trace: no target")
	}
	return out, nil
}

// runTraces records a Chromium trace of each target, writes it to
// OUT/trace-N-NAME.json (for chrome://tracing or ui.perfetto.dev) and
// prints what each frame spent its time on.
func runTraces(ctx context.Context, cfg config, stdout io.Writer, logf func(string, ...any)) error {
	if err := os.MkdirAll(cfg.out, 0o755); err != nil {
		return err
	}
	lab, err := startLab(ctx, cfg, cfg.trace, "trace", logf)
	if err != nil {
		return err
	}
	defer lab.close()
	targets, h := lab.targets, lab.browser
	for i, tg := range targets {
		p := lab.page(tg)
		logf("tracing %s", tg.spec)
		tr, err := traceOne(h, p, tg, cfg)
		if err != nil {
			return fmt.Errorf("tracing %s: %w", tg.spec, err)
		}
		name := strings.NewReplacer("#", "-", "&", "-", "=", "-", "/", "-").Replace(tg.spec)
		if len(name) > 60 {
			name = name[:60]
		}
		file := filepath.Join(cfg.out, fmt.Sprintf("trace-%d-%s.json", i+1, name))
		if err := tr.save(file); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "## %s\n\ntrace: %s (%d events)\n\n", tg.spec, file, len(tr.events))
		tr.analyse(stdout)
		fmt.Fprintln(stdout)
	}
	return nil
}

// A trace is what one recording collected: the trace events, and the
// page's frames over the same span.
type trace struct {
	events  []json.RawMessage
	frames  []float64 // intervals between requestAnimationFrame callbacks, ms
	presses []float64 // for press: ms from the click to the first frame that showed it
	note    string
}

// traceOne opens p for tg in a fresh tab, lets it settle, and records a
// trace while it does what tg says.
func traceOne(h *headless, p page, tg traceTarget, cfg config) (*trace, error) {
	js := cfg.traceJS
	if tg.attrs != "" {
		a, _ := attrsJSON(tg.attrs)
		js += ";\n" + fmt.Sprintf(contextOverride, a)
	}
	t, err := openTraced(h, p, tg.fragment, js, cfg)
	if err != nil {
		return nil, err
	}
	defer t.close()
	time.Sleep(cfg.settle)
	tr := &trace{}
	col, err := startTracing(h)
	if err != nil {
		return nil, err
	}
	var fs frameSample
	switch tg.name {
	case "raw", "floor":
		fs, err = record(t, func() error { time.Sleep(cfg.traceFor); return nil })
	case "solve":
		fs, err = record(t, func() error { return playSolve(t, cfg) })
	case "press":
		fs, err = record(t, func() error {
			lat, err := pressCells(t, 5)
			tr.presses = lat
			return err
		})
	}
	tr.events, _ = col.stop(h)
	if err != nil {
		return tr, err
	}
	tr.frames = fs.Intervals
	if tg.attrs != "" {
		tr.note = "WebGL context attributes forced: " + tg.attrs
	}
	if cfg.traceJS != "" {
		tr.note = strings.TrimPrefix(tr.note+"; with -tracejs", "; ")
	}
	return tr, nil
}

// openTraced opens p like page.open, first adding js, if not empty, to
// the scripts that run before the page's own.
func openTraced(h *headless, p page, fragment, js string, cfg config) (*tab, error) {
	if js == "" {
		return p.open(h, fragment, cfg)
	}
	url := p.url
	if fragment != "" {
		url += "#" + fragment
	}
	t, err := h.openTab(url, js)
	if err != nil {
		return nil, err
	}
	if err := t.waitFor("the "+p.name+"'s first frame", p.ready, readyPoll, cfg.readyTimeout); err != nil {
		t.close()
		return nil, err
	}
	return t, nil
}

// playSolve clicks Solve and waits until the playback ends.
func playSolve(t *tab, cfg config) error {
	solve, err := evalIn[rect](t, "window.flipgame.layout().buttons.solve")
	if err != nil {
		return err
	}
	return clickSolve(t, solve, cfg.par)
}

// clickSolve clicks the Solve button at solve and waits until the
// playback of par steps ends. It asks flipgame.busy(), not
// snapshot().busy: a snapshot is a few milliseconds of JSON on the
// page's main thread, ten times a second inside the frames measured.
func clickSolve(t *tab, solve rect, par int) error {
	if err := t.click(solve.X+solve.W/2, solve.Y+solve.H/2); err != nil {
		return err
	}
	if err := t.waitFor("the start of Solve", "window.flipgame.busy()", busyPoll, 10*time.Second); err != nil {
		return err
	}
	return t.waitFor("the end of Solve", "!window.flipgame.busy()", busyPoll, solveTimeout(par))
}

// A collector gathers the trace events the browser sends.
type collector struct {
	mu     sync.Mutex
	events []json.RawMessage
	done   chan struct{}
	once   sync.Once
	cancel context.CancelFunc
}

// startTracing starts tracing the whole browser with traceCategories.
func startTracing(h *headless) (*collector, error) {
	return startTracingCategories(h, traceCategories)
}

// startTracingCategories starts tracing the whole browser, recording
// the categories cats.
func startTracingCategories(h *headless, cats []string) (*collector, error) {
	ctx, cancel := context.WithCancel(h.ctx())
	c := &collector{done: make(chan struct{}), cancel: cancel}
	err := chromedp.ListenBrowser(ctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			c.mu.Lock()
			for _, v := range e.Value {
				c.events = append(c.events, json.RawMessage(v))
			}
			c.mu.Unlock()
		case *tracing.EventTracingComplete:
			c.once.Do(func() { close(c.done) })
		}
	})
	if err != nil {
		cancel()
		return nil, err
	}
	_, err = chromedp.CallBrowser(h.ctx(), tracing.Start, tracing.StartParams{
		TransferMode: tracing.StartTransferModeReportEvents,
		TraceConfig:  &tracing.TraceConfig{IncludedCategories: cats, RecordMode: tracing.TraceConfigRecordModeRecordUntilFull},
	})
	if err != nil {
		cancel()
		return nil, fmt.Errorf("starting the trace (Tracing.start): %w", err)
	}
	return c, nil
}

// stop ends the trace and returns its events.
func (c *collector) stop(h *headless) ([]json.RawMessage, error) {
	defer c.cancel()
	if _, err := chromedp.CallBrowser(h.ctx(), tracing.End, cdp.Empty{}); err != nil {
		return nil, fmt.Errorf("ending the trace (Tracing.end): %w", err)
	}
	select {
	case <-c.done:
	case <-time.After(60 * time.Second):
		return nil, errors.New("ending the trace: no Tracing.tracingComplete within 60 s")
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.events, nil
}

// save writes the trace in Chrome's JSON trace format.
func (tr *trace) save(file string) error {
	f, err := os.Create(file)
	if err != nil {
		return err
	}
	if _, err := io.WriteString(f, `{"traceEvents":[`); err != nil {
		f.Close()
		return err
	}
	for i, e := range tr.events {
		if i > 0 {
			io.WriteString(f, ",\n")
		}
		f.Write(e)
	}
	io.WriteString(f, "]}\n")
	return f.Close()
}
