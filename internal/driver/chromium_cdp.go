package driver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
)

// What only Chromium does, through the DevTools protocol: the other
// engines' protocols have no such commands, so these are methods of the
// Chromium types alone, not of Page and Browser.

// EmulateMedia makes the page see the media features as given, name to
// value (prefers-color-scheme: light, prefers-reduced-motion: reduce…),
// as the system's settings would set them (Emulation.setEmulatedMedia).
// Each call replaces the features of the last.
func (p *ChromiumPage) EmulateMedia(ctx context.Context, features map[string]string) error {
	c, done := p.within(ctx)
	defer done()
	var fs []*emulation.MediaFeature
	for name, value := range features {
		fs = append(fs, &emulation.MediaFeature{Name: name, Value: value})
	}
	if _, err := chromedp.Call(c, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Features: fs}); err != nil {
		return fmt.Errorf("chromium: emulating the media features %v: %w", features, err)
	}
	return nil
}

// TaskTime returns how long the page's main thread has spent running
// tasks since the page opened (Performance.getMetrics' TaskDuration),
// and when that was read (its Timestamp, a monotonic clock). Two reads
// give the thread's busy time per second of wall time between them.
func (p *ChromiumPage) TaskTime(ctx context.Context) (busy, at time.Duration, err error) {
	c, done := p.within(ctx)
	defer done()
	p.performance.Do(func() {
		if _, err := chromedp.Call(c, performance.Enable, performance.EnableParams{}); err != nil {
			p.perfErr = fmt.Errorf("chromium: enabling the Performance domain: %w", err)
		}
	})
	if p.perfErr != nil {
		return 0, 0, p.perfErr
	}
	res, err := chromedp.Call(c, performance.GetMetrics, cdp.Empty{})
	if err != nil {
		return 0, 0, fmt.Errorf("chromium: Performance.getMetrics: %w", err)
	}
	found := 0
	for _, m := range res.Metrics {
		d := time.Duration(m.Value * float64(time.Second))
		switch m.Name {
		case "TaskDuration":
			busy, found = d, found+1
		case "Timestamp":
			at, found = d, found+1
		}
	}
	if found != 2 {
		return 0, 0, fmt.Errorf("chromium: Performance.getMetrics: no TaskDuration or no Timestamp among %d metrics", len(res.Metrics))
	}
	return busy, at, nil
}

// A Trace is a recording of the browser's trace events, started by
// StartTrace and ended by Stop.
type Trace struct {
	browser context.Context
	mu      sync.Mutex
	events  []json.RawMessage
	done    chan struct{}
	cancel  context.CancelFunc
}

// StartTrace starts recording the trace events of the categories cats
// ("toplevel", "blink.user_timing", "gpu"…) in every process of the
// browser (Tracing.start). One trace at a time.
func (c *ChromiumBrowser) StartTrace(cats ...string) (*Trace, error) {
	ctx, cancel := context.WithCancel(c.ctx)
	t := &Trace{browser: c.ctx, done: make(chan struct{}), cancel: cancel}
	var once sync.Once
	err := chromedp.ListenBrowser(ctx, func(ev any) {
		switch e := ev.(type) {
		case *tracing.EventDataCollected:
			t.mu.Lock()
			for _, v := range e.Value {
				t.events = append(t.events, json.RawMessage(v))
			}
			t.mu.Unlock()
		case *tracing.EventTracingComplete:
			once.Do(func() { close(t.done) })
		}
	})
	if err != nil {
		cancel()
		return nil, fmt.Errorf("chromium: listening for trace events: %w", err)
	}
	_, err = chromedp.CallBrowser(c.ctx, tracing.Start, tracing.StartParams{
		TransferMode: tracing.StartTransferModeReportEvents,
		TraceConfig:  &tracing.TraceConfig{IncludedCategories: cats, RecordMode: tracing.TraceConfigRecordModeRecordUntilFull},
	})
	if err != nil {
		cancel()
		return nil, fmt.Errorf("chromium: starting a trace (Tracing.start): %w", err)
	}
	return t, nil
}

// Stop ends the trace and returns its events, each a JSON object of
// Chrome's trace event format (name, cat, ph, ts, dur, tdur, pid, tid,
// args), as chrome://tracing and ui.perfetto.dev read them inside
// {"traceEvents": […]}.
func (t *Trace) Stop() ([]json.RawMessage, error) {
	defer t.cancel()
	if _, err := chromedp.CallBrowser(t.browser, tracing.End, cdp.Empty{}); err != nil {
		return nil, fmt.Errorf("chromium: ending the trace (Tracing.end): %w", err)
	}
	select {
	case <-t.done:
	case <-time.After(60 * time.Second):
		return nil, errors.New("chromium: ending the trace: no Tracing.tracingComplete within 60 s")
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.events, nil
}
