package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// A traceEvent is one event of a Chrome JSON trace.
type traceEvent struct {
	Name string          `json:"name"`
	Cat  string          `json:"cat"`
	Ph   string          `json:"ph"`
	Ts   float64         `json:"ts"`   // µs
	Dur  float64         `json:"dur"`  // µs, for ph X
	TDur float64         `json:"tdur"` // µs of the thread's CPU time, for ph X
	Pid  int             `json:"pid"`
	Tid  int             `json:"tid"`
	Args json.RawMessage `json:"args"`
}

// A span is a complete event on one thread: a trace's X event, or a
// B/E pair.
type span struct {
	name, cat  string
	start, end float64 // µs
	cpu        float64 // µs of the thread's CPU time, when the trace says
	depth      int     // 0 for a span no other span on its thread encloses
}

// threadKey names a thread of a process.
type threadKey struct{ pid, tid int }

// syncCall matches the names of trace events that wait for another
// process or thread: a synchronous round trip from the renderer to the
// GPU process, a finish, a fence, a read back.
var syncCall = regexp.MustCompile(`(?i)wait|finish|sync|readpixels|geterror|getparameter|getshaderprecision|flush`)

// analyse prints what the trace shows: the frame intervals the page saw,
// and for every busy thread its busy time per frame and where it went.
func (tr *trace) analyse(w io.Writer) {
	var evs []traceEvent
	for _, raw := range tr.events {
		var e traceEvent
		if json.Unmarshal(raw, &e) == nil {
			evs = append(evs, e)
		}
	}
	procs, threads := map[int]string{}, map[threadKey]string{}
	for _, e := range evs {
		if e.Ph != "M" {
			continue
		}
		var a struct{ Name string }
		json.Unmarshal(e.Args, &a)
		switch e.Name {
		case "process_name":
			procs[e.Pid] = a.Name
		case "thread_name":
			threads[threadKey{e.Pid, e.Tid}] = a.Name
		}
	}
	spans := spansByThread(evs)
	lo, hi := traceSpan(evs)
	wall := (hi - lo) / 1000
	frames := len(tr.frames) + 1
	if tr.note != "" {
		fmt.Fprintf(w, "(%s)\n\n", tr.note)
	}
	fmt.Fprintf(w, "%.0f ms traced; the page saw %d frames: interval p50 %.1f ms, p95 %.1f ms, worst %.1f ms\n",
		wall, frames, percentile(tr.frames, 50), percentile(tr.frames, 95), maximum(tr.frames))
	if len(tr.presses) > 0 {
		fmt.Fprintf(w, "presses, ms from pointerdown to the frame after the one that showed them: %v\n", roundAll(tr.presses))
	}
	fmt.Fprintln(w)

	type busyThread struct {
		key   threadKey
		busy  float64 // ms
		cpu   float64 // ms of CPU time in the busy spans
		spans []span
	}
	var busy []busyThread
	for k, ss := range spans {
		b, c := 0.0, 0.0
		for _, s := range ss {
			if s.depth == 0 {
				b += (s.end - s.start) / 1000
				c += s.cpu / 1000
			}
		}
		if b >= 0.02*wall {
			busy = append(busy, busyThread{k, b, c, ss})
		}
	}
	sort.Slice(busy, func(i, j int) bool { return busy[i].busy > busy[j].busy })
	fmt.Fprintln(w, "A thread's busy time is the wall time of its tasks; its CPU time is what it ran of that. Busy time the thread did not run is time it waited: for the processor, or (the GPU process's SwapBuffers) for SwiftShader's own threads, which record nothing.")
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| process / thread | busy, % of wall | busy per frame | CPU per frame | longest top-level event |")
	fmt.Fprintln(w, "| --- | ---: | ---: | ---: | --- |")
	for _, b := range busy {
		var longest span
		for _, s := range b.spans {
			if s.depth == 0 && s.end-s.start > longest.end-longest.start {
				longest = s
			}
		}
		fmt.Fprintf(w, "| %s / %s | %.0f%% | %.2f ms | %.2f ms | %s %.1f ms (CPU %.1f ms) |\n", procs[b.key.pid], threads[b.key], 100*b.busy/wall,
			b.busy/float64(frames), b.cpu/float64(frames), longest.name, (longest.end-longest.start)/1000, longest.cpu/1000)
	}
	fmt.Fprintln(w)
	for _, b := range busy {
		if threads[b.key] == "CrRendererMain" {
			longestTasks(w, procs[b.key.pid], b.spans, 3)
		}
	}
	for _, b := range busy {
		if len(busy) > 6 && b.busy < 0.1*wall {
			continue
		}
		fmt.Fprintf(w, "%s / %s, per frame (inclusive ms, count):\n", procs[b.key.pid], threads[b.key])
		type agg struct {
			name  string
			total float64
			count int
		}
		byName := map[string]*agg{}
		for _, s := range b.spans {
			if s.depth > 4 {
				continue
			}
			a := byName[s.name]
			if a == nil {
				a = &agg{name: s.name}
				byName[s.name] = a
			}
			a.total += (s.end - s.start) / 1000
			a.count++
		}
		var all []*agg
		for _, a := range byName {
			all = append(all, a)
		}
		sort.Slice(all, func(i, j int) bool { return all[i].total > all[j].total })
		for i, a := range all {
			if i >= 14 {
				break
			}
			flag := ""
			if syncCall.MatchString(a.name) {
				flag = "  ← waits"
			}
			fmt.Fprintf(w, "  %7.2f ms %6.2f×  %s%s\n", a.total/float64(frames), float64(a.count)/float64(frames), a.name, flag)
		}
		var waits []string
		for _, a := range all {
			if syncCall.MatchString(a.name) && a.total/float64(frames) >= 0.05 {
				waits = append(waits, fmt.Sprintf("%s %.2f ms ×%.1f", a.name, a.total/float64(frames), float64(a.count)/float64(frames)))
			}
		}
		if len(waits) > 0 {
			fmt.Fprintf(w, "  waits per frame: %s\n", strings.Join(waits, "; "))
		}
	}
}

// spansByThread turns the X events and B/E pairs into spans per thread,
// with their nesting depth.
func spansByThread(evs []traceEvent) map[threadKey][]span {
	out := map[threadKey][]span{}
	open := map[threadKey][]traceEvent{}
	for _, e := range evs {
		k := threadKey{e.Pid, e.Tid}
		switch e.Ph {
		case "X":
			out[k] = append(out[k], span{name: e.Name, cat: e.Cat, start: e.Ts, end: e.Ts + e.Dur, cpu: e.TDur})
		case "B":
			open[k] = append(open[k], e)
		case "E":
			st := open[k]
			if len(st) == 0 {
				continue
			}
			b := st[len(st)-1]
			open[k] = st[:len(st)-1]
			out[k] = append(out[k], span{name: b.Name, cat: b.Cat, start: b.Ts, end: e.Ts})
		}
	}
	for k, ss := range out {
		slices.SortFunc(ss, func(a, b span) int {
			if a.start != b.start {
				if a.start < b.start {
					return -1
				}
				return 1
			}
			if a.end > b.end {
				return -1
			}
			if a.end < b.end {
				return 1
			}
			return 0
		})
		var stack []float64 // ends of the enclosing spans
		for i := range ss {
			for len(stack) > 0 && stack[len(stack)-1] <= ss[i].start {
				stack = stack[:len(stack)-1]
			}
			ss[i].depth = len(stack)
			stack = append(stack, ss[i].end)
		}
		out[k] = ss
	}
	return out
}

// traceSpan returns the first and last timestamps of the trace's timed
// events, in µs.
func traceSpan(evs []traceEvent) (lo, hi float64) {
	first := true
	for _, e := range evs {
		if e.Ph == "M" || e.Ts == 0 {
			continue
		}
		end := e.Ts + e.Dur
		if first {
			lo, hi, first = e.Ts, end, false
			continue
		}
		lo, hi = min(lo, e.Ts), max(hi, end)
	}
	return lo, hi
}

// roundAll rounds each value to a tenth.
func roundAll(xs []float64) []float64 {
	out := make([]float64, len(xs))
	for i, x := range xs {
		out[i] = float64(int(x*10+0.5)) / 10
	}
	return out
}

// pressMark is the performance.mark pressRecorder leaves at each
// pointerdown: the trace's tasks before the first one are the page's
// load.
const pressMark = "flipbench:press"

// longestRendererTask returns the longest top-level task on the main
// thread of the busiest renderer in the trace (the page's) from the
// first pressMark on (from the start if there is none): its wall time
// and the CPU time the thread ran of it, in ms. The task that ran the
// most CPU time is the one returned.
func longestRendererTask(raw []json.RawMessage) (wallMs, cpuMs float64) {
	var evs []traceEvent
	from := math.Inf(1)
	for _, r := range raw {
		var e traceEvent
		if json.Unmarshal(r, &e) != nil {
			continue
		}
		evs = append(evs, e)
		if e.Name == pressMark {
			from = math.Min(from, e.Ts)
		}
	}
	if math.IsInf(from, 1) {
		from = math.Inf(-1)
	}
	mains := map[threadKey]bool{}
	for _, e := range evs {
		if e.Ph == "M" && e.Name == "thread_name" {
			var a struct{ Name string }
			json.Unmarshal(e.Args, &a)
			if a.Name == "CrRendererMain" {
				mains[threadKey{e.Pid, e.Tid}] = true
			}
		}
	}
	var busiest float64
	for k, ss := range spansByThread(evs) {
		if !mains[k] {
			continue
		}
		busy := 0.0
		var top span
		for _, s := range ss {
			if s.depth == 0 && s.end >= from {
				busy += s.end - s.start
				if s.cpu > top.cpu {
					top = s
				}
			}
		}
		if busy > busiest {
			busiest, wallMs, cpuMs = busy, (top.end-top.start)/1000, top.cpu/1000
		}
	}
	return wallMs, cpuMs
}

// longestTasks prints the n top-level tasks of a thread's spans that ran
// the most CPU time (what the press budget measures), with what they
// contain: each nested event of 1 ms or more.
func longestTasks(w io.Writer, proc string, ss []span, n int) {
	var tops []int
	for i, s := range ss {
		if s.depth == 0 {
			tops = append(tops, i)
		}
	}
	sort.Slice(tops, func(a, b int) bool {
		return ss[tops[a]].cpu > ss[tops[b]].cpu
	})
	for _, i := range tops[:min(n, len(tops))] {
		t := ss[i]
		fmt.Fprintf(w, "%s main thread, a task of %.1f ms (CPU %.1f ms):\n", proc, (t.end-t.start)/1000, t.cpu/1000)
		for j := i + 1; j < len(ss) && ss[j].start < t.end; j++ {
			if d := ss[j].end - ss[j].start; d >= 1000 && ss[j].depth <= 8 {
				fmt.Fprintf(w, "  %s%s %.1f ms\n", strings.Repeat("  ", ss[j].depth-1), ss[j].name, d/1000)
			}
		}
	}
	fmt.Fprintln(w)
}
