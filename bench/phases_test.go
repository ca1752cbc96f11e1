package bench

import (
	"strings"
	"testing"
)

// TestSpans checks that a phase runs from the latest mark before it, so
// that the floor's Ebitengine start counts from its main.
func TestSpans(t *testing.T) {
	floor := map[string]float64{"compiled": 100, "run": 101, "main": 130, "first-update": 180, "first-draw": 181, "first-frame": 190}
	ms, ok := Spans(floor)
	want := []float64{100, 1, 29, 0, 0, 50, 1, 9}
	wantOK := []bool{true, true, true, false, false, true, true, true}
	for i := range Phases {
		if ok[i] != wantOK[i] || (ok[i] && ms[i] != want[i]) {
			t.Errorf("%s: %g ms (marked %v), want %g (%v)", Phases[i].Name, ms[i], ok[i], want[i], wantOK[i])
		}
	}
	var sum float64
	for i, v := range ms {
		if ok[i] {
			sum += v
		}
	}
	if sum != floor["first-frame"] {
		t.Errorf("the phases add up to %g ms, want the first frame's %g", sum, floor["first-frame"])
	}
}

// TestPhaseTable checks the medians and the cells of unmarked phases.
func TestPhaseTable(t *testing.T) {
	load := func(main, frame float64) map[string]float64 {
		return map[string]float64{"compiled": 100, "run": 100, "main": main, "first-update": frame - 2, "first-draw": frame - 1, "first-frame": frame}
	}
	got := PhaseTable([]PhaseColumn{{Name: "floor", Loads: []map[string]float64{load(110, 200), load(130, 260), load(120, 900)}}})
	for _, want := range []string{
		"| phase | floor |\n| --- | ---: |\n",
		"| Go's runtime and package initialisers | 20.0 |\n",
		"| the distance tables | — |\n",
		"| Ebitengine starts (WebGL context, first tick) | 128.0 |\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the table has no %q:\n%s", want, got)
		}
	}
}
