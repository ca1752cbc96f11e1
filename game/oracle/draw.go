package oracle

import (
	"math/rand/v2"
	"time"

	"flip/solver"
)

// Draw returns a new puzzle under r exactly par presses from solved (par
// lowered to r.DrawMax()), drawn with rng as solver.Rules.Draw draws it,
// and remembers its answer: the par of the puzzle is then known at once.
func (o *Oracle) Draw(r *solver.Rules, par int, rng *rand.Rand) (solver.Position, error) {
	began := time.Now()
	p, a, err := r.Draw(par, rng)
	if err != nil {
		return solver.Position{}, err
	}
	if took := time.Since(began); took <= HereSlice {
		// Its search took no longer: r's are quick here (see soonAway).
		o.timed(r, took, true)
	}
	o.remember(key{r, p}, a, nil)
	return p, nil
}
