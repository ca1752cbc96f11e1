package record_test

import (
	"errors"
	"testing"

	"flip/solver"
)

// The classic rule sets, built once for all tests.
var (
	flipRules   = solver.MustNew(solver.Classic(solver.FlipGame))
	fridgeRules = solver.MustNew(solver.Classic(solver.Fridge))
	classics    = []*solver.Rules{flipRules, fridgeRules}
)

// dist returns the solver's distance of b, and false when b is impossible.
func dist(t testing.TB, r *solver.Rules, b solver.Board) (int, bool) {
	t.Helper()
	d, err := r.Distance(solver.FromBoard(b))
	if errors.Is(err, solver.ErrImpossible) {
		return -1, false
	}
	if err != nil {
		t.Fatalf("Distance(%s): %v", r.Encode(solver.FromBoard(b)), err)
	}
	return d, true
}
