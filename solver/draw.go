package solver

import (
	"fmt"
	"math/rand/v2"
	"time"
)

// RandomSolvable returns a position drawn uniformly at random from those
// some presses solve: a random goal with a uniformly random press set
// applied.
func (r *Rules) RandomSolvable(rng *rand.Rand) Position {
	if r.bin != nil {
		return FromBoard(r.bin.RandomSolvable(rng))
	}
	return r.col.RandomSolvable(rng)
}

// Puzzle returns a position drawn uniformly at random among those exactly
// par presses from a goal; it needs a distance table (see Histogram).
func (r *Rules) Puzzle(par int, rng *rand.Rand) (Position, error) {
	if r.bin != nil {
		b, err := r.bin.Puzzle(par, rng)
		return FromBoard(b), err
	}
	return r.col.Puzzle(par, rng)
}

// DrawMax returns the largest par Draw draws at: the largest in the
// distance table where HasTable, and otherwise a par that random presses
// reach as a minimum often enough to draw quickly — every par up to the
// number of cells when no press set is quiet (each set of presses is then
// the only answer), fewer the more quiet sets there are.
func (r *Rules) DrawMax() int {
	if r.HasTable() {
		if h, err := r.Histogram(); err == nil {
			return max(1, h.Max())
		}
	}
	if r.bin != nil {
		if d := r.bin.Nullity(); d > 0 {
			return max(3, r.Cells()*4/(8+d))
		}
		return r.Cells()
	}
	if q := r.col.QuietSets(); q.BitLen() > 1 {
		return max(3, r.Cells()*4/(8+q.BitLen()))
	}
	return r.Cells()
}

// drawTries bounds the positions Draw tries on a board without a table.
const drawTries = 48

// Draw returns a new puzzle exactly par presses from solved (par is
// lowered to DrawMax), and its answer with Quick effort: where HasTable,
// uniformly among such positions (Puzzle); otherwise a random goal with
// par distinct cells each turned one colour back (K−1 presses), until the
// answer's length is par — not uniform, since positions with several
// answers of that length are likelier. It says so when no try of 48 hits
// par.
func (r *Rules) Draw(par int, rng *rand.Rand) (Position, Answer, error) {
	par = min(par, r.DrawMax())
	if r.HasTable() {
		p, err := r.Puzzle(par, rng)
		if err != nil {
			return Position{}, Answer{}, err
		}
		a, err := r.Solve(p)
		return p, a, err
	}
	goals := r.Goals()
	for range drawTries {
		p := goals[rng.IntN(len(goals))]
		for _, cell := range rng.Perm(r.Cells())[:min(par, r.Cells())] {
			for range r.k - 1 {
				p = r.Apply(p, cell)
			}
		}
		s := r.NewSearch(p, Quick)
		for !s.Step(time.Hour) {
		}
		if a, err := s.Answer(); err == nil && len(a.Presses) == par {
			return p, a, nil
		}
	}
	return Position{}, Answer{}, fmt.Errorf("no position at par %d turned up in %d tries", par, drawTries)
}

// Random returns a uniformly random position, solvable or not.
func (r *Rules) Random(rng *rand.Rand) Position {
	if r.bin != nil {
		var b Board
		for i := range r.Cells() {
			b.Set(i, rng.IntN(2) == 1)
		}
		return FromBoard(b)
	}
	return r.col.Random(rng)
}
