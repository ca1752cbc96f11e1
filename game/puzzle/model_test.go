package puzzle_test

import (
	"fmt"
	"testing"

	"flip/game/puzzle"
	"flip/solver"
)

func TestModelPress(t *testing.T) {
	tests := []struct {
		rules   *solver.Rules
		start   string
		presses []int
	}{
		{flipRules, "wwwwwwwwwwwwwwww", []int{0}},
		{flipRules, "wwwwwwwwwwwwwwww", []int{5, 5}},
		{flipRules, "bwwbbbwbbwwbbwww", []int{0, 3, 12, 15, 6, 9}},
		{fridgeRules, "-+--------------", []int{1}},
		{fridgeRules, "-+--------------", []int{0, 1, 2, 3, 4, 10, 15, 0}},
		{solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 5, Height: 3, Shape: solver.King, Torus: true}),
			"bwbwbwbwbwbwbwb", []int{0, 4, 14, 7}},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%v/%s/%v", tt.rules.Spec(), tt.start, tt.presses), func(t *testing.T) {
			start := decode(t, tt.rules, tt.start)
			m := puzzle.NewModel(tt.rules, start)
			if m.Moves() != 0 || m.Board() != start || m.Start() != start || m.Rules() != tt.rules {
				t.Fatalf("new model: moves %d, board %s, start %s", m.Moves(), tt.rules.Encode(solver.FromBoard(m.Board())), tt.rules.Encode(solver.FromBoard(m.Start())))
			}
			want := start
			for i, c := range tt.presses {
				mask := m.Press(c)
				if mask != tt.rules.Press(c) {
					t.Errorf("press %d on %d: returned mask %s, want the rule's %s", i, c, tt.rules.Encode(solver.FromBoard(mask)), tt.rules.Encode(solver.FromBoard(tt.rules.Press(c))))
				}
				want = tt.rules.Apply(solver.FromBoard(want), c).Board()
				if got := m.Board(); got != want {
					t.Errorf("after press %d on %d: board %s, want %s", i, c, tt.rules.Encode(solver.FromBoard(got)), tt.rules.Encode(solver.FromBoard(want)))
				}
				if m.Moves() != i+1 {
					t.Errorf("after press %d: Moves %d, want %d", i, m.Moves(), i+1)
				}
				if s := m.State(); s.Pos[0] != want || s.Moves != i+1 {
					t.Errorf("after press %d: State %+v disagrees with Board/Moves", i, s)
				}
				if m.Solved() != tt.rules.IsGoal(solver.FromBoard(want)) {
					t.Errorf("after press %d: Solved %v, rules say %v", i, m.Solved(), tt.rules.IsGoal(solver.FromBoard(want)))
				}
				if !m.CanUndo() || m.CanRedo() || !m.CanReset() {
					t.Errorf("after press %d: CanUndo %v CanRedo %v CanReset %v, want true false true", i, m.CanUndo(), m.CanRedo(), m.CanReset())
				}
				if m.Start() != start {
					t.Errorf("after press %d: Start changed to %s", i, tt.rules.Encode(solver.FromBoard(m.Start())))
				}
			}
		})
	}
}

func TestModelUndoRedo(t *testing.T) {
	r := flipRules
	start := decode(t, r, "bwwbbbwbbwwbbwww")
	presses := []int{0, 5, 10, 15}
	m := puzzle.NewModel(r, start)

	if m.CanUndo() || m.CanRedo() || m.CanReset() {
		t.Fatalf("new model: CanUndo %v CanRedo %v CanReset %v, want all false", m.CanUndo(), m.CanRedo(), m.CanReset())
	}
	if mask, ok := m.Undo(); ok || !mask.IsZero() || m.Board() != start {
		t.Fatalf("Undo on a new model: (%s, %v), board %s; want nothing to change", r.Encode(solver.FromBoard(mask)), ok, r.Encode(solver.FromBoard(m.Board())))
	}
	if mask, ok := m.Redo(); ok || !mask.IsZero() || m.Board() != start {
		t.Fatalf("Redo on a new model: (%s, %v), board %s; want nothing to change", r.Encode(solver.FromBoard(mask)), ok, r.Encode(solver.FromBoard(m.Board())))
	}

	boards := []solver.Board{start} // boards[i]: after i presses
	for _, c := range presses {
		m.Press(c)
		boards = append(boards, r.Apply(solver.FromBoard(boards[len(boards)-1]), c).Board())
	}
	// Undo all the way back, checking each step.
	for i := len(presses); i > 0; i-- {
		mask, ok := m.Undo()
		if !ok {
			t.Fatalf("Undo with %d presses made: not ok", i)
		}
		if mask != r.Press(presses[i-1]) {
			t.Errorf("Undo of press %d: changed %s, want the press mask %s", i, r.Encode(solver.FromBoard(mask)), r.Encode(solver.FromBoard(r.Press(presses[i-1]))))
		}
		if m.Board() != boards[i-1] || m.Moves() != i-1 {
			t.Errorf("after undoing to %d presses: board %s moves %d, want %s and %d", i-1, r.Encode(solver.FromBoard(m.Board())), m.Moves(), r.Encode(solver.FromBoard(boards[i-1])), i-1)
		}
		if !m.CanRedo() || m.CanUndo() != (i-1 > 0) {
			t.Errorf("at %d presses after undo: CanUndo %v CanRedo %v", i-1, m.CanUndo(), m.CanRedo())
		}
	}
	if _, ok := m.Undo(); ok {
		t.Fatal("Undo past the start succeeded")
	}
	// Redo all the way forward.
	for i := 1; i <= len(presses); i++ {
		mask, ok := m.Redo()
		if !ok {
			t.Fatalf("Redo to %d presses: not ok", i)
		}
		if mask != r.Press(presses[i-1]) {
			t.Errorf("Redo of press %d: changed %s, want %s", i, r.Encode(solver.FromBoard(mask)), r.Encode(solver.FromBoard(r.Press(presses[i-1]))))
		}
		if m.Board() != boards[i] || m.Moves() != i {
			t.Errorf("after redoing to %d presses: board %s moves %d, want %s and %d", i, r.Encode(solver.FromBoard(m.Board())), m.Moves(), r.Encode(solver.FromBoard(boards[i])), i)
		}
		if m.CanRedo() != (i < len(presses)) || !m.CanUndo() {
			t.Errorf("at %d presses after redo: CanUndo %v CanRedo %v", i, m.CanUndo(), m.CanRedo())
		}
	}
	if _, ok := m.Redo(); ok {
		t.Fatal("Redo past the last press succeeded")
	}
}

func TestModelPressAfterUndoDropsRedo(t *testing.T) {
	r := fridgeRules
	start := solver.Board{}
	m := puzzle.NewModel(r, start)
	m.Press(1)
	m.Press(2)
	m.Press(3)
	m.Undo()
	m.Undo()
	if !m.CanRedo() {
		t.Fatal("CanRedo false after two undos")
	}
	m.Press(7)
	want := applyAll(r, start, 1, 7)
	if m.Board() != want || m.Moves() != 2 {
		t.Fatalf("board %s moves %d, want %s and 2", r.Encode(solver.FromBoard(m.Board())), m.Moves(), r.Encode(solver.FromBoard(want)))
	}
	if m.CanRedo() {
		t.Fatal("CanRedo true after a new press: the redo list should be gone")
	}
	if _, ok := m.Redo(); ok || m.Board() != want {
		t.Fatalf("Redo after a new press changed the board to %s", r.Encode(solver.FromBoard(m.Board())))
	}
	m.Undo()
	if m.Board() != applyAll(r, start, 1) || m.Moves() != 1 {
		t.Fatalf("undo of the new press: board %s moves %d", r.Encode(solver.FromBoard(m.Board())), m.Moves())
	}
}

func TestModelReset(t *testing.T) {
	r := flipRules
	start := decode(t, r, "bwwbbbwbbwwbbwww")

	t.Run("fresh", func(t *testing.T) {
		m := puzzle.NewModel(r, start)
		if mask, ok := m.Reset(); ok || !mask.IsZero() {
			t.Fatalf("Reset of a fresh model = (%s, %v), want nothing", r.Encode(solver.FromBoard(mask)), ok)
		}
		if m.CanUndo() {
			t.Fatal("a refused Reset left something to undo")
		}
	})

	t.Run("undoable", func(t *testing.T) {
		m := puzzle.NewModel(r, start)
		m.Press(4)
		m.Press(9)
		before := m.Board()
		mask, ok := m.Reset()
		if !ok {
			t.Fatal("Reset after two presses: not ok")
		}
		if want := before.Xor(start); mask != want {
			t.Errorf("Reset changed %s, want %s", r.Encode(solver.FromBoard(mask)), r.Encode(solver.FromBoard(want)))
		}
		if m.Board() != start || m.Moves() != 0 {
			t.Errorf("after Reset: board %s moves %d, want the start and 0", r.Encode(solver.FromBoard(m.Board())), m.Moves())
		}
		if m.CanReset() {
			t.Error("CanReset true right after Reset")
		}
		if !m.CanUndo() || m.CanRedo() {
			t.Errorf("after Reset: CanUndo %v CanRedo %v, want true false", m.CanUndo(), m.CanRedo())
		}
		if mask, ok := m.Undo(); !ok || mask != before.Xor(start) {
			t.Fatalf("Undo of Reset = (%s, %v)", r.Encode(solver.FromBoard(mask)), ok)
		}
		if m.Board() != before || m.Moves() != 2 {
			t.Errorf("after undoing Reset: board %s moves %d, want %s and 2", r.Encode(solver.FromBoard(m.Board())), m.Moves(), r.Encode(solver.FromBoard(before)))
		}
		if _, ok := m.Redo(); !ok || m.Board() != start || m.Moves() != 0 {
			t.Errorf("Redo of Reset: board %s moves %d, want the start and 0", r.Encode(solver.FromBoard(m.Board())), m.Moves())
		}
		// Three undos: the reset, then both presses.
		m.Undo()
		m.Undo()
		m.Undo()
		if m.Board() != start || m.Moves() != 0 || m.CanUndo() {
			t.Errorf("after undoing everything: board %s moves %d CanUndo %v", r.Encode(solver.FromBoard(m.Board())), m.Moves(), m.CanUndo())
		}
	})

	t.Run("same board, presses made", func(t *testing.T) {
		m := puzzle.NewModel(r, start)
		m.Press(6)
		m.Press(6) // back on the start, but two presses counted
		if m.Board() != start || m.Moves() != 2 {
			t.Fatalf("board %s moves %d", r.Encode(solver.FromBoard(m.Board())), m.Moves())
		}
		if !m.CanReset() {
			t.Fatal("CanReset false with two presses counted")
		}
		mask, ok := m.Reset()
		if !ok || !mask.IsZero() || m.Moves() != 0 || m.Board() != start {
			t.Fatalf("Reset = (%s, %v), moves %d; want no cell changed and 0 moves", r.Encode(solver.FromBoard(mask)), ok, m.Moves())
		}
	})

	t.Run("after undo to start", func(t *testing.T) {
		m := puzzle.NewModel(r, start)
		m.Press(1)
		m.Undo()
		if m.CanReset() {
			t.Fatal("CanReset true at the start with no presses counted")
		}
	})
}

func TestModelToggle(t *testing.T) {
	for _, r := range classics {
		t.Run(r.Game().Name, func(t *testing.T) {
			rng := newRNG(7)
			for cell := range r.Cells() {
				m := puzzle.NewModel(r, drawPuzzle(t, r, 3, rng))
				m.Press(cell)
				m.Press((cell + 1) % r.Cells())
				m.Undo() // leave something to redo as well
				before := m.Board()
				m.Toggle(cell)
				got := m.Board()
				if diff := got.Xor(before); diff != one(cell) {
					t.Errorf("Toggle(%d) changed %s, want just that cell", cell, r.Encode(solver.FromBoard(diff)))
				}
				if m.Start() != got {
					t.Errorf("Toggle(%d): start %s, want the edited board %s", cell, r.Encode(solver.FromBoard(m.Start())), r.Encode(solver.FromBoard(got)))
				}
				if m.Moves() != 0 || !m.CanUndo() || m.CanRedo() || m.CanReset() {
					t.Errorf("Toggle(%d): moves %d CanUndo %v CanRedo %v CanReset %v, want a new start that Undo takes back", cell, m.Moves(), m.CanUndo(), m.CanRedo(), m.CanReset())
				}
				// Undo goes back to the puzzle as it was, with its press.
				if _, ok := m.Undo(); !ok || m.Board() != before || m.Moves() != 1 {
					t.Errorf("Toggle(%d) then Undo: board %s moves %d, want %s after 1 press", cell, r.Encode(solver.FromBoard(m.Board())), m.Moves(), r.Encode(solver.FromBoard(before)))
				}
				if m.Rules() != r {
					t.Errorf("Toggle(%d) changed the rules", cell)
				}
			}
		})
	}
}

// TestModelRandomOps runs random presses, undos, redos, resets and toggles
// against a plain list of states kept by the test.
func TestModelRandomOps(t *testing.T) {
	type state struct {
		board solver.Board
		moves int
		start solver.Board
	}
	for _, r := range classics {
		t.Run(r.Game().Name, func(t *testing.T) {
			rng := newRNG(42)
			start := drawPuzzle(t, r, 4, rng)
			m := puzzle.NewModel(r, start)
			hist, cur := []state{{start, 0, start}}, 0
			for step := range 2000 {
				var op string
				switch k := rng.IntN(20); {
				case k < 9:
					c := rng.IntN(r.Cells())
					op = fmt.Sprint("press ", c)
					m.Press(c)
					s := hist[cur]
					hist = append(hist[:cur+1], state{r.Apply(solver.FromBoard(s.board), c).Board(), s.moves + 1, s.start})
					cur++
				case k < 13:
					op = "undo"
					_, ok := m.Undo()
					if ok != (cur > 0) {
						t.Fatalf("step %d: Undo ok=%v with %d states before", step, ok, cur)
					}
					if cur > 0 {
						cur--
					}
				case k < 17:
					op = "redo"
					_, ok := m.Redo()
					if ok != (cur < len(hist)-1) {
						t.Fatalf("step %d: Redo ok=%v", step, ok)
					}
					if ok {
						cur++
					}
				case k < 19:
					op = "reset"
					_, ok := m.Reset()
					st := hist[cur].start
					want := hist[cur] != state{st, 0, st}
					if ok != want {
						t.Fatalf("step %d: Reset ok=%v, want %v", step, ok, want)
					}
					if ok {
						hist = append(hist[:cur+1], state{st, 0, st})
						cur++
					}
				default:
					c := rng.IntN(r.Cells())
					op = fmt.Sprint("toggle ", c)
					m.Toggle(c)
					b := hist[cur].board
					b.Toggle(c)
					hist = append(hist[:cur+1], state{b, 0, b})
					cur++
				}
				want := hist[cur]
				start := want.start
				if m.Board() != want.board || m.Moves() != want.moves {
					t.Fatalf("step %d (%s): board %s moves %d, want %s and %d", step, op, r.Encode(solver.FromBoard(m.Board())), m.Moves(), r.Encode(solver.FromBoard(want.board)), want.moves)
				}
				if m.CanUndo() != (cur > 0) || m.CanRedo() != (cur < len(hist)-1) || m.CanReset() != (want != state{start, 0, start}) {
					t.Fatalf("step %d (%s): CanUndo %v CanRedo %v CanReset %v", step, op, m.CanUndo(), m.CanRedo(), m.CanReset())
				}
				if m.Start() != start {
					t.Fatalf("step %d (%s): start %s, want %s", step, op, r.Encode(solver.FromBoard(m.Start())), r.Encode(solver.FromBoard(start)))
				}
			}
		})
	}
}

// TestModelFix checks that Fix makes a new start that Reset goes back
// to, and that Undo crosses it back to the old puzzle and its presses.
func TestModelFix(t *testing.T) {
	r := flipRules
	m := puzzle.NewModel(r, solver.Board{})
	m.Press(5)
	before := m.Board()
	changed := m.Fix([]int{0, 3})
	want := before.Xor(one(0)).Xor(one(3))
	if changed != one(0).Xor(one(3)) || m.Board() != want || m.Start() != want || m.Moves() != 0 {
		t.Fatalf("after Fix: board %s start %s moves %d changed %s", r.Encode(solver.FromBoard(m.Board())), r.Encode(solver.FromBoard(m.Start())), m.Moves(), r.Encode(solver.FromBoard(changed)))
	}
	if m.CanReset() || m.CanRedo() || !m.CanUndo() {
		t.Fatalf("after Fix: reset %v redo %v undo %v; want only undo", m.CanReset(), m.CanRedo(), m.CanUndo())
	}
	m.Press(1)
	m.Reset()
	if m.Board() != want || m.Moves() != 0 {
		t.Fatalf("Reset after Fix went to %s, want the fixed start %s", r.Encode(solver.FromBoard(m.Board())), r.Encode(solver.FromBoard(want)))
	}
	m.Undo() // the reset
	m.Undo() // press 1
	m.Undo() // the fix
	if m.Board() != before || m.Start() != (solver.Board{}) || m.Moves() != 1 {
		t.Fatalf("Undo of Fix: board %s start %s moves %d", r.Encode(solver.FromBoard(m.Board())), r.Encode(solver.FromBoard(m.Start())), m.Moves())
	}
	m.Redo()
	if m.Board() != want || m.Start() != want {
		t.Fatalf("Redo of Fix: board %s start %s", r.Encode(solver.FromBoard(m.Board())), r.Encode(solver.FromBoard(m.Start())))
	}
}
