package bench

import (
	"cmp"
	"encoding/json"
	"math"
	"slices"
)

// A traceEvent is the part of a trace event that LongestTask reads.
type traceEvent struct {
	Name string  `json:"name"`
	Ph   string  `json:"ph"`
	Ts   float64 `json:"ts"`   // µs
	Dur  float64 `json:"dur"`  // µs, for ph X
	TDur float64 `json:"tdur"` // µs of the thread's CPU time, for ph X
	Pid  int     `json:"pid"`
	Tid  int     `json:"tid"`
	Args struct {
		Name string `json:"name"`
	} `json:"args"`
}

// LongestTask returns, of the main thread of the busiest renderer in the
// trace (the page's), the top-level task that ran the most CPU time from
// the first PressMark on (from the start if there is none): its
// wall time and its CPU time, in ms.
func LongestTask(raw []json.RawMessage) (wallMs, cpuMs float64) {
	type thread struct{ pid, tid int }
	from := math.Inf(1)
	mains := map[thread]bool{}
	tasks := map[thread][]traceEvent{}
	for _, r := range raw {
		var e traceEvent
		if json.Unmarshal(r, &e) != nil {
			continue
		}
		k := thread{e.Pid, e.Tid}
		switch {
		case e.Name == PressMark:
			from = min(from, e.Ts)
		case e.Ph == "M" && e.Name == "thread_name" && e.Args.Name == "CrRendererMain":
			mains[k] = true
		case e.Ph == "X":
			tasks[k] = append(tasks[k], e)
		}
	}
	if math.IsInf(from, 1) {
		from = math.Inf(-1)
	}
	var busiest float64
	for k, ts := range tasks {
		if !mains[k] {
			continue
		}
		// The top-level tasks: those no earlier task encloses.
		slices.SortFunc(ts, func(a, b traceEvent) int { return cmp.Or(cmp.Compare(a.Ts, b.Ts), cmp.Compare(b.Dur, a.Dur)) })
		busy, end := 0.0, math.Inf(-1)
		var top traceEvent
		for _, e := range ts {
			if e.Ts < end {
				continue // inside the task before
			}
			end = e.Ts + e.Dur
			if end >= from {
				busy += e.Dur
				if e.TDur > top.TDur {
					top = e
				}
			}
		}
		if busy > busiest {
			busiest, wallMs, cpuMs = busy, top.Dur/1000, top.TDur/1000
		}
	}
	return wallMs, cpuMs
}
