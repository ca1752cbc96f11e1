package play

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"flip/solver"
)

// rulebook holds the rule sets the player has visited, each built once,
// draws puzzles under them, and remembers the last distance it computed
// (a board larger than 16 cells is solved by a search, not a table).
type rulebook struct {
	sets map[solver.Spec]*solver.Rules
	rng  *rand.Rand

	last struct {
		rules *solver.Rules
		board solver.Board
		d     distance
	}
	lastExp struct {
		rules *solver.Rules
		board solver.Board
		e     explanation
	}
	facts map[*solver.Rules]*Facts
	// lastCount is the last OptimalCount, which walks 2^Nullity
	// solutions: the facts overlay shows it on every frame.
	lastCount struct {
		rules     *solver.Rules
		board     solver.Board
		count     int
		ok, valid bool
	}
}

// optimalCount returns r.OptimalCount(b), from the last one computed when
// the position is the same.
func (rb *rulebook) optimalCount(r *solver.Rules, b solver.Board) (int, bool) {
	lc := &rb.lastCount
	if !lc.valid || lc.rules != r || lc.board != b {
		lc.count, lc.ok = r.OptimalCount(b)
		lc.rules, lc.board, lc.valid = r, b, true
	}
	return lc.count, lc.ok
}

// distance is the fewest presses that solve a position, when any do.
type distance struct {
	n      int
	ok     bool // false: no sequence of presses solves the position
	proven bool // n is proven minimal, or (when !ok) the position is proven impossible
}

func newRulebook(rng *rand.Rand, sets ...*solver.Rules) *rulebook {
	rb := &rulebook{sets: map[solver.Spec]*solver.Rules{}, rng: rng}
	for _, r := range sets {
		rb.sets[r.Spec()] = r
	}
	return rb
}

// rules returns the rule set of spec, building it the first time.
func (rb *rulebook) rules(spec solver.Spec) (*solver.Rules, error) {
	if r, ok := rb.sets[spec]; ok {
		return r, nil
	}
	r, err := solver.New(spec)
	if err != nil {
		return nil, err
	}
	rb.sets[spec] = r
	return r, nil
}

// distance returns the fewest presses that solve b under r.
func (rb *rulebook) distance(r *solver.Rules, b solver.Board) distance {
	if rb.last.rules == r && rb.last.board == b {
		return rb.last.d
	}
	var d distance
	if t := r.Table(); t != nil {
		n := t.Distance(b.Index())
		d = distance{n: n, ok: n >= 0, proven: true}
	} else if a, err := r.Solve(b); err == nil {
		d = distance{n: len(a.Presses), ok: true, proven: a.Proven}
	} else if errors.Is(err, solver.ErrImpossible) {
		// Elimination proves an impossibility: no search is involved.
		d = distance{n: -1, proven: true}
	}
	rb.last.rules, rb.last.board, rb.last.d = r, b, d
	return d
}

// maxTarget is the largest par New can draw at under r: the largest in
// the distance table, or, on larger boards, a par that random presses
// reach as a minimum often enough to draw quickly — every par up to the
// number of cells when the null space is trivial (each set of presses is
// then the only answer), fewer the larger the null space.
func maxTarget(r *solver.Rules) int {
	if h, err := r.Histogram(); err == nil {
		return max(1, h.Max())
	}
	if d := r.Nullity(); d > 0 {
		return max(3, r.Cells()*4/(8+d))
	}
	return r.Cells()
}

// exactDraw reports whether New draws uniformly at an exact par under r:
// boards with a distance table do. Larger boards draw at an exact par too,
// but not uniformly (see draw).
func exactDraw(r *solver.Rules) bool { return r.Table() != nil }

// drawTries bounds the positions draw tries on a board without a table.
const drawTries = 48

// draw picks a new puzzle under r at exactly target presses from solved:
// uniformly among such positions where a distance table exists; on larger
// boards, by pressing target random cells of a random goal until the
// solver's exact par of the result is target (not uniform: positions with
// several answers of that length are likelier). It says so when no try
// hits the target.
func (rb *rulebook) draw(r *solver.Rules, target int) (solver.Board, error) {
	target = min(target, maxTarget(r))
	if exactDraw(r) {
		return r.Puzzle(target, rb.rng)
	}
	goals := r.Goals()
	for range drawTries {
		b := goals[rb.rng.IntN(len(goals))]
		for _, cell := range rb.rng.Perm(r.Cells())[:target] {
			b = b.Xor(r.Press(cell))
		}
		if d := rb.distance(r, b); d.ok && d.n == target {
			return b, nil
		}
	}
	return solver.Board{}, fmt.Errorf("no position at par %d turned up in %d tries", target, drawTries)
}
