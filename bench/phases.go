package bench

import (
	"strconv"
	"strings"
)

// MarksJS is JavaScript that gives the start's performance marks the game's
// and the floor's pages record (web/bridge.Mark…, bench/floor), as an
// object from the name without its "flip:" to performance.now() at the
// mark. It works in every engine: no script runs before the page's.
const MarksJS = `Object.fromEntries(performance.getEntriesByType("mark")
	.filter(m => m.name.startsWith("flip:")).map(m => [m.name.slice(5), m.startTime]))`

// A Phase is one span of the start: from the latest of the marks before
// To that the page recorded (the navigation's start if none) to To.
type Phase struct {
	Name string
	To   string // the mark that ends it
}

// Phases are the start's spans, in order, to the first drawn frame. The
// floor has no tables and no set-up: its Ebitengine start is counted from
// its main.
var Phases = []Phase{
	{"download and compile the .wasm", "compiled"},
	{"the loader shows “Starting…”", "run"},
	{"Go's runtime and package initialisers", "main"},
	{"the distance tables", "tables"},
	{"first puzzle, saved games, link; the game made", "setup"},
	{"Ebitengine starts (WebGL context, first tick)", "first-update"},
	{"the first Update", "first-draw"},
	{"the first Draw (layout, sprites, glyphs, drawing)", "first-frame"},
}

// Spans returns the length in ms of each of Phases given the marks, with
// ok false for a phase whose end the page did not mark.
func Spans(marks map[string]float64) (ms []float64, ok []bool) {
	from := 0.0
	for _, p := range Phases {
		at, has := marks[p.To]
		ms, ok = append(ms, at-from), append(ok, has)
		if has {
			from = at
		}
	}
	return ms, ok
}

// A PhaseColumn is one column of PhaseTable: the marks of each load of
// one page in one engine.
type PhaseColumn struct {
	Name  string
	Loads []map[string]float64
}

// PhaseTable returns a Markdown table of the median of each of Phases
// over each column's loads, in ms; "—" where no load marked the phase.
func PhaseTable(cols []PhaseColumn) string {
	var b strings.Builder
	b.WriteString("| phase |")
	for _, c := range cols {
		b.WriteString(" " + c.Name + " |")
	}
	b.WriteString("\n| --- |" + strings.Repeat(" ---: |", len(cols)) + "\n")
	for i, p := range Phases {
		b.WriteString("| " + p.Name + " |")
		for _, c := range cols {
			var xs []float64
			for _, m := range c.Loads {
				if span, ok := Spans(m); ok[i] {
					xs = append(xs, span[i])
				}
			}
			cell := "—"
			if len(xs) > 0 {
				cell = strconv.FormatFloat(Median(xs), 'f', 1, 64)
			}
			b.WriteString(" " + cell + " |")
		}
		b.WriteString("\n")
	}
	return b.String()
}
