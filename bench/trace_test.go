package bench

import (
	"encoding/json"
	"testing"
)

// TestLongestTaskFromPress checks that the press budget's task is looked
// for from the first press on, among the top-level tasks of the busiest
// renderer's main thread: a trace started before the page loaded holds
// the load's long tasks, which are not a press's.
func TestLongestTaskFromPress(t *testing.T) {
	events := []string{
		`{"name":"thread_name","ph":"M","pid":1,"tid":7,"args":{"name":"CrRendererMain"}}`,
		`{"name":"thread_name","ph":"M","pid":2,"tid":7,"args":{"name":"CrRendererMain"}}`,
		// The load: a long task before the first press.
		`{"name":"RunTask","ph":"X","pid":1,"tid":7,"ts":1000,"dur":300000,"tdur":250000}`,
		`{"name":"` + PressMark + `","cat":"blink.user_timing","ph":"I","pid":1,"tid":7,"ts":400000}`,
		// The press's task, which contains the mark and a nested event
		// that is no task of its own, and a later one.
		`{"name":"RunTask","ph":"X","pid":1,"tid":7,"ts":399000,"dur":20000,"tdur":12000}`,
		`{"name":"Inner","ph":"X","pid":1,"tid":7,"ts":399500,"dur":19000,"tdur":11000}`,
		`{"name":"RunTask","ph":"X","pid":1,"tid":7,"ts":450000,"dur":9000,"tdur":8000}`,
		// Another renderer, less busy, with a task of more CPU time; and
		// a thread that is no renderer's main thread.
		`{"name":"RunTask","ph":"X","pid":2,"tid":7,"ts":450000,"dur":15000,"tdur":14000}`,
		`{"name":"RunTask","ph":"X","pid":1,"tid":9,"ts":450000,"dur":90000,"tdur":90000}`,
	}
	raw := make([]json.RawMessage, len(events))
	for i, e := range events {
		raw[i] = json.RawMessage(e)
	}
	if wall, cpu := LongestTask(raw); cpu != 12 || wall != 20 {
		t.Errorf("longest task from the first press: %v ms wall, %v ms CPU; want 20 and 12", wall, cpu)
	}
	// With no press mark, every task counts.
	if _, cpu := LongestTask(append(raw[:3:3], raw[4:]...)); cpu != 250 {
		t.Errorf("longest task with no press mark: %v ms CPU, want 250", cpu)
	}
}
