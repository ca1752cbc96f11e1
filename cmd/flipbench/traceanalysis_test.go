package main

import (
	"encoding/json"
	"testing"
)

// TestLongestRendererTaskFromPress checks that the press budget's task
// is looked for from the first press on: a trace started before the
// page loaded holds the load's long tasks, which are not a press's.
func TestLongestRendererTaskFromPress(t *testing.T) {
	events := []string{
		`{"name":"thread_name","ph":"M","pid":1,"tid":7,"args":{"name":"CrRendererMain"}}`,
		// The load: a long task before the first press.
		`{"name":"RunTask","ph":"X","pid":1,"tid":7,"ts":1000,"dur":300000,"tdur":250000}`,
		`{"name":"` + pressMark + `","cat":"blink.user_timing","ph":"I","pid":1,"tid":7,"ts":400000}`,
		// The press's task, which contains the mark, and a later one.
		`{"name":"RunTask","ph":"X","pid":1,"tid":7,"ts":399000,"dur":20000,"tdur":12000}`,
		`{"name":"RunTask","ph":"X","pid":1,"tid":7,"ts":450000,"dur":9000,"tdur":8000}`,
	}
	raw := make([]json.RawMessage, len(events))
	for i, e := range events {
		raw[i] = json.RawMessage(e)
	}
	wall, cpu := longestRendererTask(raw)
	if cpu != 12 || wall != 20 {
		t.Errorf("longest task from the first press: %v ms wall, %v ms CPU; want 20 and 12", wall, cpu)
	}
	// With no press mark, every task counts.
	if _, cpu := longestRendererTask(append(raw[:2:2], raw[3:]...)); cpu != 250 {
		t.Errorf("longest task with no press mark: %v ms CPU, want 250", cpu)
	}
}
