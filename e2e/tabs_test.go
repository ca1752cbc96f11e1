package e2e

import (
	"strings"
	"testing"
	"time"

	"flip/internal/driver"
	"flip/solver"
)

// TestTabsKeepEveryPress is the report of a press lost between two tabs,
// in each engine: tab A opens a 6×6 game and presses cell 0; tab B opens
// the page (the same game) and presses 7 and 14; tab A, told by the
// storage events, shows the three presses, and its press on 21 keeps
// them: both tabs, and a reload, show 0.7.14.21. Then B finishes the
// game, and A shows the finish.
func TestTabsKeepEveryPress(t *testing.T) {
	const link = "game=flip&size=6x6&board=bwbbwwbbwwbwbwbbbbwwbwbwbbwbwbwwbbwb"
	for _, e := range driver.Engines {
		t.Run(string(e), func(t *testing.T) {
			t.Parallel()
			a := openIn(t, e, link, 1024, 768, 1)
			la := a.layout()
			a.clickCell(la, 0)
			a.settle("A's press", func(s Snapshot) bool { return s.Moves == 1 })
			a.waitJS(`(localStorage.getItem("flip.progress.v2") || "").includes('"c":0')`, 10*time.Second)
			b := a.secondTab("")
			lb := b.layout()
			for i, cell := range []int{7, 14} {
				b.clickCell(lb, cell)
				b.settle("B's press", func(s Snapshot) bool { return s.Moves == 2+i })
			}
			a.settle("A hearing of B's presses", func(s Snapshot) bool { return strings.HasSuffix(s.Link, "presses=0.7.14") })
			a.clickCell(la, 21)
			want := "presses=0.7.14.21"
			a.settle("A's press on 21", func(s Snapshot) bool { return s.Moves == 4 })
			for name, p := range map[string]*page{"A": a, "B": b} {
				if s := p.settleFor("tab "+name+" with every press", 10*time.Second, func(s Snapshot) bool { return strings.HasSuffix(s.Link, want) }); !strings.HasSuffix(s.Link, want) {
					t.Errorf("tab %s: %s, want %s", name, s.Link, want)
				}
			}
			a.reload()
			if s := a.settle("A reloaded", func(Snapshot) bool { return true }); !strings.HasSuffix(s.Link, want) {
				t.Errorf("tab A reloaded: %s, want %s", s.Link, want)
			}

			// B finishes; A shows the finish.
			spec := solver.Classic(solver.FlipGame)
			spec.Width, spec.Height = 6, 6
			fin := solveByClicks(t, b, rulesFor(t, b.snapshot(), spec), b.layout())
			s := a.settleFor("A hearing of B's finish", 10*time.Second, func(s Snapshot) bool { return s.Solved })
			if !s.Solved || s.Moves != fin.Moves || s.Board != fin.Board {
				t.Errorf("tab A after B's finish: %s after %d presses (solved %v), want %s after %d", s.Board, s.Moves, s.Solved, fin.Board, fin.Moves)
			}
		})
	}
}
