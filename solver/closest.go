package solver

import (
	"errors"

	"flip/solver/internal/binary"
)

// ErrTwoColoursOnly is the error of a question the solver answers in two
// colours only: the optimal answer closest to a player's presses.
var ErrTwoColoursOnly = errors.New("answered in two colours only")

// Closest is what Rules.Closest finds for a set of presses: the set of
// presses of an optimal answer, and whether it is proven the closest.
type Closest = binary.Closest

// Closest returns, of the sets of presses that change a board exactly as
// pressed does (from the same start they reach the same position), one
// of the fewest presses, and of those one that shares the most cells with
// pressed: the optimal answer to a player's finish closest to their
// presses (docs/solver.md, “The optimal answer closest to a player's”).
// It is found in two colours only; in K colours the error is
// ErrTwoColoursOnly.
func (r *Rules) Closest(pressed Board) (Closest, error) {
	if r.bin == nil {
		return Closest{}, r.twoColoursOnly("the closest optimal answer")
	}
	return r.bin.Closest(pressed), nil
}

// QuietParts splits x, a set of presses that together change nothing,
// into disjoint sets that each change nothing, smallest first (see
// Closest); nil when x is empty or changes something, and in K colours.
func (r *Rules) QuietParts(x Board) []Board {
	if r.bin == nil {
		return nil
	}
	return r.bin.QuietParts(x)
}

// GoalDistances returns, for each goal in the order of Goals, the fewest
// presses that solve p toward that goal alone, -1 where it cannot be
// reached. It walks every solution: ok is false in K colours and when
// Nullity is over 20.
func (r *Rules) GoalDistances(p Position) (dist []int, ok bool) {
	if r.bin == nil || !r.valid(&p) {
		return nil, false
	}
	return r.bin.GoalDistances(p[0])
}

// twoColoursOnly is ErrTwoColoursOnly for what, on r.
func (r *Rules) twoColoursOnly(what string) error {
	return &colourError{what: what, spec: r.spec}
}

// colourError is ErrTwoColoursOnly with what was asked and of which rule
// set.
type colourError struct {
	what string
	spec Spec
}

func (e *colourError) Error() string {
	return e.what + " of " + e.spec.String() + " is " + ErrTwoColoursOnly.Error()
}

func (e *colourError) Unwrap() error { return ErrTwoColoursOnly }
