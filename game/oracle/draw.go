package oracle

import (
	"math/rand/v2"

	"flip/solver"
)

// Draw returns a new puzzle under r exactly par presses from solved (par
// lowered to r.DrawMax()), drawn with rng as solver.Rules.Draw draws it,
// and remembers its answer: the par of the puzzle is then known at once.
func (o *Oracle) Draw(r *solver.Rules, par int, rng *rand.Rand) (solver.Position, error) {
	p, a, err := r.Draw(par, rng)
	if err != nil {
		return solver.Position{}, err
	}
	o.remember(key{r, p}, a, nil)
	return p, nil
}
