package coach_test

import (
	"reflect"
	"strings"
	"testing"

	"flip/game/coach"
	"flip/solver"
)

func rules(t *testing.T, s solver.Spec) *solver.Rules {
	t.Helper()
	r, err := solver.New(s)
	if err != nil {
		t.Fatalf("%v: %v", s, err)
	}
	return r
}

// TestMethodOf: light chasing on the Flip Game with the cross shape and
// no wrap, the one-handle trick (Single) on the Refrigerator with an
// even number of rows and columns, nothing otherwise.
func TestMethodOf(t *testing.T) {
	flip, fridge := solver.FlipGame, solver.Fridge
	for _, tc := range []struct {
		spec solver.Spec
		want coach.Method
	}{
		{solver.Classic(flip), coach.Chase},
		{solver.Spec{Game: flip, Width: 3, Height: 3, Shape: solver.Cross}, coach.Chase},
		{solver.Spec{Game: flip, Width: 5, Height: 2, Shape: solver.Cross}, coach.Chase},
		{solver.Spec{Game: flip, Width: 4, Height: 4, Shape: solver.Cross, Torus: true}, coach.None},
		{solver.Spec{Game: flip, Width: 4, Height: 4, Shape: solver.King}, coach.None},
		{solver.Spec{Game: flip, Width: 4, Height: 4, Shape: solver.RowCol}, coach.None},
		{solver.Classic(flip).WithColours(3), coach.None},
		{solver.Classic(fridge), coach.Single},
		{solver.Spec{Game: fridge, Width: 2, Height: 6, Shape: solver.RowCol}, coach.Single},
		{solver.Spec{Game: fridge, Width: 3, Height: 4, Shape: solver.RowCol}, coach.None},
		{solver.Spec{Game: fridge, Width: 4, Height: 3, Shape: solver.RowCol}, coach.None},
		{solver.Spec{Game: fridge, Width: 4, Height: 4, Shape: solver.Cross}, coach.None},
		{solver.Spec{Game: fridge, Width: 4, Height: 4, Shape: solver.RowCol, Torus: true}, coach.Single},
		{solver.Classic(fridge).WithColours(3), coach.None},
	} {
		if got := coach.MethodOf(rules(t, tc.spec)); got != tc.want {
			t.Errorf("MethodOf(%v) = %q, want %q", tc.spec, got, tc.want)
		}
	}
}

// chaseColour is the colour light chasing should make every piece, by
// the rule in words: the one the position can reach, of two the one
// with the lower par, white on a tie.
func chaseColour(t *testing.T, r *solver.Rules, b solver.Board) (black, ok bool) {
	d, ok := r.GoalDistances(solver.FromBoard(b))
	if !ok || len(d) != 2 || (d[0] < 0 && d[1] < 0) {
		return false, false
	}
	return d[0] < 0 || (d[1] >= 0 && d[1] < d[0]), true
}

// TestCoachChases follows the coach on every position of a 3×3 Flip
// Game (and random 4×4 and 5×3 ones) until it is solved, and checks
// each step: while a piece of the rows above the last is not the colour
// chased toward, the coach chases — it rings the cell below the first
// such piece, row by row from the top, and says why about that piece;
// when only the last row is left, the table's presses, in the top row,
// once; then chasing again solves the puzzle.
func TestCoachChases(t *testing.T) {
	for _, tc := range []struct {
		spec      solver.Spec
		wantTable bool // some chase needs the table (on 4×4 none does: the top row's presses leave the last row as it is)
	}{
		{solver.Spec{Game: solver.FlipGame, Width: 3, Height: 3, Shape: solver.Cross}, true},
		{solver.Classic(solver.FlipGame), false},
		{solver.Spec{Game: solver.FlipGame, Width: 5, Height: 3, Shape: solver.Cross}, true},
	} {
		spec := tc.spec
		r := rules(t, spec)
		w, h := r.Width(), r.Height()
		n, withTable := 0, 0
		for i := range uint64(1) << r.Cells() {
			if r.Cells() > 9 && i%97 != 0 {
				continue // a sample of the larger boards
			}
			b := solver.Board{i}
			black, ok := chaseColour(t, r, b)
			if !ok {
				continue
			}
			n++
			goal := solver.Board{}
			if black {
				goal = solver.Full(r.Cells())
			}
			k := coach.New(r, b)
			tables, inTable := 0, false
			for step := 0; ; step++ {
				k.Update(r, b, "")
				s := k.Step()
				d := b.Xor(goal)
				if d.IsZero() {
					if s.Method != coach.Chase || s.Next != -1 || !strings.HasPrefix(s.Why, "Solved") {
						t.Fatalf("%v %s solved: step %+v", spec, r.Encode(solver.FromBoard(b)), s)
					}
					break
				}
				if step > 4*r.Cells() {
					t.Fatalf("%v from %s: not solved after %d presses", spec, r.Encode(solver.FromBoard(solver.Board{i})), step)
				}
				first := -1
				for c := 0; c < (h-1)*w; c++ {
					if d.Get(c) {
						first = c
						break
					}
				}
				switch {
				case s.Method == coach.Table:
					if !inTable {
						if first >= 0 {
							t.Fatalf("%v %s: the table's step with row %d not done", spec, r.Encode(solver.FromBoard(b)), first/w+1)
						}
						tables++
						inTable = true
					}
					if s.Next < 0 || s.Next >= w {
						t.Fatalf("%v %s: the table's press %d is not in the top row", spec, r.Encode(solver.FromBoard(b)), s.Next)
					}
				case s.Method == coach.Chase:
					inTable = false
					if first < 0 {
						t.Fatalf("%v %s: chasing with only the last row left: %+v", spec, r.Encode(solver.FromBoard(b)), s)
					}
					if s.Next != first+w || s.About != first {
						t.Fatalf("%v %s (toward black %v): rings %d about %d, want %d below %d", spec, r.Encode(solver.FromBoard(b)), black, s.Next, s.About, first+w, first)
					}
				default:
					t.Fatalf("%v %s: step %+v", spec, r.Encode(solver.FromBoard(b)), s)
				}
				b = r.Apply(solver.FromBoard(b), s.Next).Board()
			}
			if tables > 1 {
				t.Fatalf("%v from %s: the table %d times", spec, r.Encode(solver.FromBoard(solver.Board{i})), tables)
			}
			withTable += tables
		}
		if n == 0 || (withTable > 0) != tc.wantTable {
			t.Fatalf("%v: %d positions tried, %d needed the table", spec, n, withTable)
		}
	}
}

// TestCoachFridge follows the coach on random Refrigerator positions:
// the one-handle trick's shortcut is the only answer without a press
// made twice, so following it solves in exactly the solver's par.
func TestCoachFridge(t *testing.T) {
	r := rules(t, solver.Classic(solver.Fridge))
	for i := uint64(1); i < 1<<16; i += 331 {
		b := solver.Board{i}
		par, err := r.Distance(solver.FromBoard(b))
		if err != nil {
			t.Fatal(err)
		}
		k := coach.New(r, b)
		presses := 0
		for ; ; presses++ {
			k.Update(r, b, "")
			s := k.Step()
			if b.IsZero() {
				if s.Method != coach.Single || s.Next != -1 {
					t.Fatalf("solved: step %+v", s)
				}
				break
			}
			if s.Method != coach.Single || s.Next < 0 || presses > par {
				t.Fatalf("from %s after %d presses (par %d): step %+v", r.Encode(solver.FromBoard(solver.Board{i})), presses, par, s)
			}
			b = r.Apply(solver.FromBoard(b), s.Next).Board()
		}
		if presses != par {
			t.Errorf("from %s: solved in %d presses, par %d", r.Encode(solver.FromBoard(solver.Board{i})), presses, par)
		}
	}
}

// TestCoachNone: no method, and an impossible position, ring nothing
// and say why.
func TestCoachNone(t *testing.T) {
	king := rules(t, solver.Spec{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.King})
	k := coach.New(king, solver.Board{1})
	k.Update(king, solver.Board{1}, "")
	if s := k.Step(); s.Method != coach.None || s.Next != -1 || s.Why != coach.NoMethod {
		t.Errorf("the king shape: %+v", s)
	}
	flip := rules(t, solver.Classic(solver.FlipGame))
	k = coach.New(flip, solver.Board{1})
	k.Update(flip, solver.Board{1}, "It is odd.")
	if s := k.Step(); s.Method != coach.None || s.Next != -1 || !strings.HasSuffix(s.Why, "It is odd.") {
		t.Errorf("an impossible position: %+v", s)
	}
}

// TestCoachExportRestore: a coach saved at every step of a chase, on
// every position of a 3×3 board, and restored takes up where it was:
// the same saved form, the same step, the same table due, the same last
// row; a nil coach is saved as nil, and a saved coach that makes no
// sense under the rules is not restored.
func TestCoachExportRestore(t *testing.T) {
	r := rules(t, solver.Spec{Game: solver.FlipGame, Width: 3, Height: 3, Shape: solver.Cross})
	midTable := 0 // coaches saved between two of the table's presses
	for i := range uint64(1) << r.Cells() {
		b := solver.Board{i}
		k := coach.New(r, b)
		for range 40 {
			k.Update(r, b, "")
			if k.TableDue() {
				k.OpenedTable()
			}
			saved := k.Export(r)
			back := coach.Restore(saved, r)
			if back == nil {
				t.Fatalf("%+v not restored", *saved)
			}
			if again := back.Export(r); !reflect.DeepEqual(again, saved) {
				t.Fatalf("saved %+v, restored and saved again %+v", *saved, *again)
			}
			back.Update(r, b, "")
			if back.Step() != k.Step() || back.TableDue() != k.TableDue() {
				t.Fatalf("%s: restored coach: step %+v due %v, want %+v %v", r.Encode(solver.FromBoard(b)), back.Step(), back.TableDue(), k.Step(), k.TableDue())
			}
			rk, okk := k.LastRow(r)
			rb, okb := back.LastRow(r)
			if rk != rb || okk != okb {
				t.Fatalf("restored coach's last row %b %v, want %b %v", rb, okb, rk, okk)
			}
			s := k.Step()
			if s.Method == coach.Table && strings.Contains(s.Why, " of ") {
				midTable++
			}
			if s.Next < 0 {
				break
			}
			b = r.Apply(solver.FromBoard(b), s.Next).Board()
		}
	}
	if midTable == 0 {
		t.Fatal("no chase was saved between two of the table's presses")
	}
	var none *coach.Coach
	if none.Export(r) != nil || coach.Restore(nil, r) != nil {
		t.Error("a nil coach saved or restored as something")
	}
	for _, bad := range []coach.Saved{{Table: 1 << 4}, {Plan: "wwb"}, {Shown: "x"}} {
		if coach.Restore(&bad, r) != nil {
			t.Errorf("%+v restored", bad)
		}
	}
}
