package main

import (
	"fmt"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/performance"
	"github.com/chromedp/chromedp"
)

// idleCost waits settle with nobody touching the page, then returns the
// page's main-thread busy time in milliseconds per second of wall time
// over the next span: the growth of the Performance domain's
// TaskDuration over the growth of its Timestamp.
func idleCost(t *tab, settle, span time.Duration) (float64, error) {
	if err := enablePerformance(t); err != nil {
		return 0, err
	}
	time.Sleep(settle)
	before, err := taskMetrics(t)
	if err != nil {
		return 0, err
	}
	time.Sleep(span)
	after, err := taskMetrics(t)
	if err != nil {
		return 0, err
	}
	wall := after.timestamp - before.timestamp
	if wall <= 0 {
		return 0, fmt.Errorf("Performance.getMetrics on %s: Timestamp did not advance (%v then %v)", t.url, before.timestamp, after.timestamp)
	}
	return (after.taskDuration - before.taskDuration) / wall * 1000, nil
}

// enablePerformance turns on the DevTools protocol's Performance domain
// in the tab (Chromium only).
func enablePerformance(t *tab) error {
	ctx, err := t.chromium("Performance.getMetrics")
	if err != nil {
		return err
	}
	if _, err := chromedp.Call(ctx, performance.Enable, performance.EnableParams{}); err != nil {
		return fmt.Errorf("enabling the Performance domain on %s: %w", t.url, err)
	}
	return nil
}

// metrics are the two figures of Performance.getMetrics that idleCost
// uses, in seconds.
type metrics struct{ taskDuration, timestamp float64 }

// taskMetrics reads TaskDuration and Timestamp from the tab.
func taskMetrics(t *tab) (metrics, error) {
	ctx, err := t.chromium("Performance.getMetrics")
	if err != nil {
		return metrics{}, err
	}
	res, err := chromedp.Call(ctx, performance.GetMetrics, cdp.Empty{})
	if err != nil {
		return metrics{}, fmt.Errorf("Performance.getMetrics on %s: %w", t.url, err)
	}
	var m metrics
	found := 0
	for _, x := range res.Metrics {
		switch x.Name {
		case "TaskDuration":
			m.taskDuration = x.Value
			found++
		case "Timestamp":
			m.timestamp = x.Value
			found++
		}
	}
	if found != 2 {
		return m, fmt.Errorf("Performance.getMetrics on %s: no TaskDuration or no Timestamp among %d metrics", t.url, len(res.Metrics))
	}
	return m, nil
}
