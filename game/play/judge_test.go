package play

import (
	"flip/game/puzzle"
	"testing"

	"flip/game/oracle"
	"flip/solver"
)

// TestJudge holds the judge's API to what the solver says of a Model it
// is handed: the par is its start's, and taken anew when the start moves
// (startChanged); the presses to go are the solver's; the hint is the
// coach's press when there is one, else one that brings the position a
// press nearer; a solvable start in play has nothing to explain, an
// impossible position in edit mode has; Solve and Hint wait for nothing
// on a board the page proves at once. Mutation-checked: startChanged
// made a no-op, and hintCell ignoring the coach's press, each fail it.
func TestJudge(t *testing.T) {
	r := solver.MustNew(solver.Classic(solver.FlipGame))
	dist := func(p solver.Position) int {
		t.Helper()
		d, err := r.Distance(p)
		if err != nil {
			t.Fatalf("Distance: %v", err)
		}
		return d
	}
	start := r.Apply(r.Apply(r.Apply(solver.Position{}, 3), 6), 9)
	second := r.Apply(solver.Position{}, 5)
	j := newJudge(oracle.New(r))
	m := puzzle.NewColourModel(r, start)
	j.setPar(r, start)
	if p := j.Par(); !p.OK || !p.Proven || p.N != dist(start) {
		t.Fatalf("par %+v, want %d, proven", p, dist(start))
	}
	if n, ok, proven := j.ToGo(m); !ok || !proven || n != dist(start) {
		t.Errorf("to go %d (ok %v, proven %v) at the start, want %d", n, ok, proven, dist(start))
	}

	// Another start (as a Fix, or undo across one, makes it).
	j.startChanged(puzzle.NewColourModel(r, second))
	if p := j.Par(); p.N != dist(second) {
		t.Errorf("par %d after the start changed, want the new start's %d", p.N, dist(second))
	}
	j.setPar(r, start)

	if cell, err := j.hintCell(m, 7); err != nil || cell != 7 {
		t.Errorf("hintCell with the coach's press 7: %d, %v", cell, err)
	}
	cell, err := j.hintCell(m, -1)
	if err != nil || cell < 0 {
		t.Fatalf("hintCell: %d, %v", cell, err)
	}
	if got, want := dist(r.Apply(m.Position(), cell)), dist(m.Position())-1; got != want {
		t.Errorf("the hint %d leaves %d to go, want %d", cell, got, want)
	}
	if d, known := j.toGo(m); !known || d.N != dist(m.Position()) {
		t.Errorf("toGo %+v (known %v), want %d", d, known, dist(m.Position()))
	}
	if j.waitsForProof(ActSolve, m) || j.waitsForProof(ActHint, m) || j.counting(m) {
		t.Error("on a board the page proves at once, Solve or Hint waits for a proof")
	}
	if e := j.explanation(m, Playing); e.Impossible() {
		t.Error("a solvable start in play has an explanation")
	}

	// An impossible position, as edit mode makes one.
	ed := puzzle.NewColourModel(r, start)
	ed.Toggle(0)
	j.setPar(r, ed.StartPosition())
	if _, ok, _ := j.ToGo(ed); ok {
		t.Fatal("one piece turned over is solvable in the Flip Game: pick another position")
	}
	if e := j.explanation(ed, Editing); !e.Impossible() {
		t.Error("an impossible position in edit mode has no explanation")
	}
	f := j.frame
	j.nextFrame()
	if j.frame != f+1 {
		t.Errorf("nextFrame: frame %d, want %d", j.frame, f+1)
	}
}
