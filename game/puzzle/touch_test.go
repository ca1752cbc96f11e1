package puzzle_test

import (
	"maps"
	"testing"

	"flip/game/puzzle"
	"flip/solver"
)

// TestGameTouch: each Touch is one or more of the tab's changes: every
// state pushed since the last Touch is stamped with a change number of
// its own, in order; a change that pushed nothing (an Undo, a Redo)
// counts one; redone states keep the stamp they had.
func TestGameTouch(t *testing.T) {
	g := &puzzle.Game{ID: "g", Model: puzzle.NewModel(flipRules, solver.Board{})}
	stamps := func() []puzzle.Stamp {
		h, cur := g.Model.History()
		var out []puzzle.Stamp
		for _, e := range h[:cur+1] {
			out = append(out, e.ID)
		}
		return out
	}
	check := func(step string, seen puzzle.Versions, at int64, want ...puzzle.Stamp) {
		t.Helper()
		if !maps.Equal(g.Seen, seen) || g.At != at {
			t.Fatalf("%s: seen %v at %d, want %v at %d", step, g.Seen, g.At, seen, at)
		}
		got := stamps()
		if len(got) != len(want) {
			t.Fatalf("%s: stamps %v, want %v", step, got, want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("%s: stamps %v, want %v", step, got, want)
			}
		}
	}
	none := puzzle.Stamp{}
	g.Touch("A", 10) // nil Seen: made; nothing pushed: one change
	check("first touch", puzzle.Versions{"A": 1}, 10, none)

	g.Model.Press(1)
	g.Model.Press(2)
	g.Touch("A", 20)
	a2, a3 := puzzle.Stamp{Tab: "A", N: 2, At: 20}, puzzle.Stamp{Tab: "A", N: 3, At: 20}
	check("two presses", puzzle.Versions{"A": 3}, 20, none, a2, a3)

	g.Model.Undo()
	g.Touch("A", 30)
	check("undo", puzzle.Versions{"A": 4}, 30, none, a2)

	g.Model.Redo()
	g.Touch("B", 40)
	check("redo in another tab", puzzle.Versions{"A": 4, "B": 1}, 40, none, a2, a3)

	g.Model.Undo()
	g.Touch("B", 45)
	g.Model.Reset()
	g.Touch("B", 50)
	check("undo then reset", puzzle.Versions{"A": 4, "B": 3}, 50, none, a2, puzzle.Stamp{Tab: "B", N: 3, At: 50})
	if g.Model.CanRedo() {
		t.Error("the reset kept the redo list")
	}

	g.Model.Fix([]int{0, 5})
	g.Model.Toggle(7)
	g.Model.Press(4)
	g.Touch("A", 60)
	check("fix, toggle, press", puzzle.Versions{"A": 7, "B": 3}, 60, none, a2, puzzle.Stamp{Tab: "B", N: 3, At: 50},
		puzzle.Stamp{Tab: "A", N: 5, At: 60}, puzzle.Stamp{Tab: "A", N: 6, At: 60}, puzzle.Stamp{Tab: "A", N: 7, At: 60})

	g.Touch("A", 70) // nothing pushed since: one change, nothing restamped
	check("touch again", puzzle.Versions{"A": 8, "B": 3}, 70, none, a2, puzzle.Stamp{Tab: "B", N: 3, At: 50},
		puzzle.Stamp{Tab: "A", N: 5, At: 60}, puzzle.Stamp{Tab: "A", N: 6, At: 60}, puzzle.Stamp{Tab: "A", N: 7, At: 60})
}
