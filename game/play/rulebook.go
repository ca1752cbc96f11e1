package play

import (
	"errors"
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

// maxTarget is the largest par New can draw at under r.
func maxTarget(r *solver.Rules) int {
	if h, err := r.Histogram(); err == nil {
		return max(1, h.Max())
	}
	return r.Cells()
}

// exactDraw reports whether New draws at an exact par under r: boards
// with a distance table do; larger boards draw a random solvable position.
func exactDraw(r *solver.Rules) bool { return r.Table() != nil }

// draw picks a new puzzle under r: uniformly among positions at exactly
// target where a distance table exists, else a random solvable position.
func (rb *rulebook) draw(r *solver.Rules, target int) (solver.Board, error) {
	if exactDraw(r) {
		return r.Puzzle(min(target, maxTarget(r)), rb.rng)
	}
	return r.RandomSolvable(rb.rng), nil
}
