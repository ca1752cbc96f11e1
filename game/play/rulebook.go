package play

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"time"

	"flip/solver"
)

// rulebook holds the rule sets the player has visited, each built once,
// draws puzzles under them, and remembers the last distance it computed
// (a board larger than 16 cells is solved by a search, not a table).
type rulebook struct {
	sets map[solver.Spec]*solver.Rules
	rng  *rand.Rand

	last struct {
		rules  *solver.Rules
		board  solver.Board
		d      distance
		answer *solver.Answer // the search's answer, nil for a table's or an impossible position
	}
	// counting is the search under way for the distance of the position
	// on screen, on a board without a table: it gets a slice of each
	// frame (see distanceSoon) so that no frame waits for a whole solve.
	counting counting
	lastExp  struct {
		rules *solver.Rules
		board solver.Board
		e     explanation
	}
	facts  map[*solver.Rules]*Facts
	colour colourBook           // three colours or more
	fixes  map[fixKey]fixAnswer // MakeSolvable's answers, by syndromes
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
	rb := &rulebook{sets: map[solver.Spec]*solver.Rules{}, rng: rng, fixes: map[fixKey]fixAnswer{}}
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

// counting is the search under way for the distance of the position on
// screen, on a board without a table: it gets a slice of each frame (see
// distanceSoon) so that no frame waits for a whole solve.
type counting struct {
	rules     *solver.Rules
	board     solver.Board
	s         *solver.Search
	steppedAt int // the frame that last gave it a slice
}

// quickNullity is the largest nullity whose searches start in the frame
// that asks: up to 2^12 solutions per goal, well under a millisecond in
// the page. Larger null spaces (9×9 king with wrap has 32) start in the
// next frame.
const quickNullity = 12

// countSlice is the time a frame gives the search for a distance (see
// distanceSoon): a few milliseconds of a 16 ms frame.
var countSlice = 3 * time.Millisecond

// distance returns the fewest presses that solve b under r, working it
// out at once, however long that takes (finishing the search under way
// if it is for b).
func (rb *rulebook) distance(r *solver.Rules, b solver.Board) distance {
	if d, ok := rb.known(r, b); ok {
		return d
	}
	if t := r.Table(); t != nil {
		n := t.Distance(b.Index())
		return rb.remember(r, b, distance{n: n, ok: n >= 0, proven: true}, nil)
	}
	s := rb.counting.s
	if !rb.counts(r, b) {
		s = r.NewSearch(b)
	}
	for !s.Step(time.Hour) {
	}
	rb.counting = counting{}
	return rb.found(r, b, s)
}

// known returns the distance of b under r when it is the last one found.
func (rb *rulebook) known(r *solver.Rules, b solver.Board) (distance, bool) {
	if rb.last.rules == r && rb.last.board == b {
		return rb.last.d, true
	}
	return distance{}, false
}

// distanceSoon returns the distance of b under r if it is known or found
// within this frame's slice of the search, and false otherwise. The game
// asks about the position on screen every frame, so the search goes on a
// slice a frame (one slice however often a frame asks) until it ends or
// the position changes. A table answers at once; on the game's larger
// boards most searches end within their first slice, and 9×9 king with
// wrap within a few.
func (rb *rulebook) distanceSoon(r *solver.Rules, b solver.Board, frame int) (distance, bool) {
	if d, ok := rb.known(r, b); ok {
		return d, true
	}
	if r.Table() != nil {
		return rb.distance(r, b), true
	}
	ct := &rb.counting
	if ct.rules != r || ct.board != b {
		ct.rules, ct.board, ct.s = r, b, r.NewSearch(b)
		if r.Nullity() > quickNullity {
			// Its first slice alone (the descent that starts the
			// search) can take most of a frame in the page: it waits
			// for the next frame, so that the frame showing the press
			// has only the press to draw.
			ct.steppedAt = frame
			return distance{}, false
		}
	} else if ct.steppedAt == frame {
		return distance{}, false
	}
	ct.steppedAt = frame
	if !ct.s.Step(countSlice) {
		return distance{}, false
	}
	s := ct.s
	rb.counting = counting{}
	return rb.found(r, b, s), true
}

// counts reports whether a search for b's distance under r is under way.
func (rb *rulebook) counts(r *solver.Rules, b solver.Board) bool {
	return rb.counting.s != nil && rb.counting.rules == r && rb.counting.board == b
}

// found remembers the distance a finished search found.
func (rb *rulebook) found(r *solver.Rules, b solver.Board, s *solver.Search) distance {
	a, err := s.Answer()
	switch {
	case err == nil:
		return rb.remember(r, b, distance{n: len(a.Presses), ok: true, proven: a.Proven}, &a)
	case errors.Is(err, solver.ErrImpossible):
		// Elimination proves an impossibility: no search is involved.
		return rb.remember(r, b, distance{n: -1, proven: true}, nil)
	}
	return rb.remember(r, b, distance{}, nil)
}

// remember makes d the last distance found, for b under r.
func (rb *rulebook) remember(r *solver.Rules, b solver.Board, d distance, a *solver.Answer) distance {
	rb.last.rules, rb.last.board, rb.last.d, rb.last.answer = r, b, d, a
	return d
}

// solve returns b's answer under r, from the last search when it was
// for b.
func (rb *rulebook) solve(r *solver.Rules, b solver.Board) (solver.Answer, error) {
	if rb.counts(r, b) {
		rb.distance(r, b)
	}
	if rb.last.rules == r && rb.last.board == b && rb.last.answer != nil {
		a := *rb.last.answer
		a.Presses = append([]int(nil), a.Presses...)
		return a, nil
	}
	return r.Solve(b)
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
