package play

import (
	"flip/game/puzzle"
	"fmt"

	"flip/game/oracle"
	"flip/solver"
)

// judge is what the game knows the solver says about the puzzle in play:
// the par (and the start it is for, and whether it is the last word), the
// presses to go, the proof under way a slice a frame, the hint's cell,
// the explanation of a position that cannot be solved and the facts of
// the rule sets. It is the glue to game/oracle: it asks, and keeps only
// what the oracle does not. It reads the puzzle from the Model it is
// handed, never from the Controller.
type judge struct {
	o   *oracle.Oracle // the solver's answers: the rule sets, the searches, the proofs
	par distance
	// parStart is the start par is for: undo and redo across a Fix
	// change the start.
	parStart solver.Position
	// parSettled: par is the last word on parStart, proven or not (a
	// par the page did not prove at once is proven over the next
	// frames: see proveSoon).
	parSettled bool
	factsOf    map[*solver.Rules]*Facts // the facts of each rule set, worked out once
	// frame counts views: the search for the presses to go gets one
	// slice of each (see toGo).
	frame int
	// lostTold: the player was told that the solver's helper was let go.
	lostTold bool
}

// newJudge returns a judge that asks o.
func newJudge(o *oracle.Oracle) *judge { return &judge{o: o} }

// Oracle returns the oracle the judge asks, for the parts that need the
// rule sets built or a puzzle drawn.
func (j *judge) Oracle() *oracle.Oracle { return j.o }

// Par returns the puzzle's par as the judge knows it (see parWords for
// one not proven yet).
func (j *judge) Par() distance { return j.par }

// nextFrame counts a view: the next slice of a search is the next
// frame's.
func (j *judge) nextFrame() { j.frame++ }

// setPar makes the par start's, as far as the page can tell at once.
func (j *judge) setPar(r *solver.Rules, start solver.Position) {
	j.par, j.parStart = j.o.Distance(r, start), start
	j.parSettled = j.par.Proven || !j.par.OK
}

// startChanged recomputes the puzzle's par when undo, redo or Fix moved
// m to another start.
func (j *judge) startChanged(m *puzzle.Model) {
	if start := m.StartPosition(); start != j.parStart {
		j.setPar(m.Rules(), start)
	}
}

// ToGo returns the fewest presses that solve m's position, ok=false when
// no sequence does, and whether the number is proven minimal. It works
// them out at once, however long that takes; the view asks toGo instead.
func (j *judge) ToGo(m *puzzle.Model) (n int, ok, proven bool) {
	d := j.o.Distance(m.Rules(), m.Position())
	return d.N, d.OK, d.Proven
}

// toGo returns the presses to go from m's position if they are known or
// found within this frame's slice of the search, and false otherwise
// (see oracle.Soon): the view then says they are being worked out, and
// asks again in the next frame.
//
// A number not proven is at most the length of an answer the judge
// knows: each press made undone (K − 1 presses more on its cell), then
// the par's answer — the short search can find a longer one.
func (j *judge) toGo(m *puzzle.Model) (distance, bool) {
	r := m.Rules()
	d, known := j.o.Soon(r, m.Position(), j.frame)
	if known && d.OK && !d.Proven && j.par.OK && j.parStart == m.StartPosition() {
		d.N = min(d.N, j.par.N+(r.Colours()-1)*m.Moves())
	}
	return d, known
}

// counting reports whether the presses to go from m's position, or a par
// not yet proven, are still being worked out.
func (j *judge) counting(m *puzzle.Model) bool {
	return j.o.Counting(m.Rules(), m.Position()) || j.proving(m)
}

// away reports whether what is being worked out is worked out by the
// solver's helper alone: the page needs no frame until its reply wakes
// it.
func (j *judge) away() bool { return j.o.Waiting() && !j.o.WorkingHere() }

// setHelper makes h answer the oracle's long searches (oracle.Helper).
func (j *judge) setHelper(h oracle.Helper) { j.o.SetHelper(h) }

// helped reports whether the solver's helper answers the long searches.
func (j *judge) helped() bool { return j.o.Helped() }

// helperLost returns why the helper was let go, or nil.
func (j *judge) helperLost() error { return j.o.HelperLost() }

// newlyLost returns why the helper was let go the first time it is
// asked after that, and nil otherwise: the player is told once.
func (j *judge) newlyLost() error {
	err := j.o.HelperLost()
	if err == nil || j.lostTold {
		return nil
	}
	j.lostTold = true
	return err
}

// proveSoon gives this frame's slice to proving what the page could not
// prove at once (see oracle.Prove): the puzzle's par first, then the
// presses to go from m's position. Meanwhile the status says *at most N*
// and that it is proving, and the page keeps drawing frames. It reports
// whether a proof ended, so that the screen shows its answer.
func (j *judge) proveSoon(m *puzzle.Model) (ended bool) {
	r := m.Rules()
	if !j.parSettled {
		if d, over := j.o.Prove(r, j.parStart, j.frame); over {
			j.par, j.parSettled = d, true
			return true
		}
		return false
	}
	if j.provingToGo(m) {
		_, over := j.o.Prove(r, m.Position(), j.frame)
		return over
	}
	j.o.StopProof()
	return false
}

// proving reports whether a proof is due or under way, for the par or
// for the presses to go from m's position.
func (j *judge) proving(m *puzzle.Model) bool { return !j.parSettled || j.provingToGo(m) }

// provingToGo reports whether the presses to go from m's position are
// known but not proven, and their proof is due or under way.
func (j *judge) provingToGo(m *puzzle.Model) bool {
	r, p := m.Rules(), m.Position()
	d, known := j.o.Known(r, p)
	return known && d.OK && !d.Proven && !j.o.ProofOver(r, p)
}

// waitsForProof reports whether action a must wait for a proof under
// way: Solve and Hint, which show the fewest presses.
func (j *judge) waitsForProof(a Action, m *puzzle.Model) bool {
	return (a == ActSolve || a == ActHint) && j.proving(m)
}

// parWords is the par as the words say it: "12", or "at most 12" when it
// is not proven (yet).
func (j *judge) parWords() string {
	if j.par.OK && !j.par.Proven {
		return fmt.Sprintf("at most %d", j.par.N)
	}
	return fmt.Sprint(j.par.N)
}

// hintCell is the press the coach rings while it rings one (coached, -1
// when none), else the first press of the answer Solve would play on m's
// position: from the table, or from the search that found the presses to
// go.
func (j *judge) hintCell(m *puzzle.Model, coached int) (int, error) {
	if coached >= 0 {
		return coached, nil
	}
	return j.o.Hint(m.Rules(), m.Position())
}

// solveNow returns Solve's answer for m's position.
func (j *judge) solveNow(m *puzzle.Model) (solver.Answer, error) {
	return j.o.Solve(m.Rules(), m.Position())
}

// explanation returns the explanation of m's position: none in play when
// the start is solvable, since presses keep a solvable start solvable.
func (j *judge) explanation(m *puzzle.Model, mode Mode) *explanation {
	if mode == Playing && j.par.OK {
		// Presses keep a solvable start solvable: nothing to explain.
		return &explanation{}
	}
	return j.explainNow(m)
}

// explainNow returns the explanation of m's position, solvable start or
// not.
func (j *judge) explainNow(m *puzzle.Model) *explanation {
	return j.o.Explain(m.Rules(), m.Position())
}

// optimalCount returns how many optimal answers m's position has, and
// false when they are too many to count (see oracle.OptimalCount).
func (j *judge) optimalCount(m *puzzle.Model) (n int, ok bool) {
	return j.o.OptimalCount(m.Rules(), m.Position())
}
