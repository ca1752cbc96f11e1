package colours

import (
	"errors"
	"fmt"
	"slices"
)

// CanSolve reports whether some presses solve p.
func (r *Rules) CanSolve(p Position) bool {
	g := r.linear()
	for _, goal := range r.goals {
		if _, ok := g.particular(r.gap(p, goal)); ok {
			return true
		}
	}
	return false
}

// gap returns goal − p, cell by cell, modulo K.
func (r *Rules) gap(p, goal Position) []uint8 {
	c := make([]uint8, r.n)
	for i := range c {
		c[i] = uint8(mod(goal.Get(i)-p.Get(i), r.k))
	}
	return c
}

// fixStatesMax is the largest number of syndromes MakeSolvable searches.
const fixStatesMax = 1 << 20

// ErrFixTooLarge is MakeSolvable's answer on a rule set with more weight
// patterns than it can search.
var ErrFixTooLarge = errors.New("too many weight patterns to search for the fewest steps")

// MakeSolvable returns the fewest single-cell steps (each turns one cell
// one colour on, as edit mode does; a cell stepped j times is listed j
// times, ascending) after which presses can solve p: nil when they
// already can. The steps change only the weighted sums of the
// certificates, so it searches breadth first over those sums (the
// syndromes), from the position's to a goal's.
func (r *Rules) MakeSolvable(p Position) ([]int, error) {
	if !r.Valid(p) {
		return nil, r.invalid()
	}
	if r.CanSolve(p) {
		return nil, nil
	}
	g := r.linear()
	m := len(g.blind)
	states := 1
	for range m {
		if states *= r.k; states > fixStatesMax {
			return nil, fmt.Errorf("%v in %d colours: %w", r.spec, r.k, ErrFixTooLarge)
		}
	}
	// A step on cell i adds column i of the weight patterns to the
	// syndrome, which is a number in base K, one digit per pattern.
	syn := func(c []uint8) int {
		s := 0
		for k := m - 1; k >= 0; k-- {
			d := 0
			for i, v := range c {
				d += int(g.blind[k][i]) * int(v)
			}
			s = s*r.k + d%r.k
		}
		return s
	}
	step := make([]int, r.n)
	for i := range step {
		unit := make([]uint8, r.n)
		unit[i] = 1
		step[i] = syn(unit)
	}
	add := func(a, b int) int {
		s, pow := 0, 1
		for range m {
			s += (a%r.k + b%r.k) % r.k * pow
			a, b, pow = a/r.k, b/r.k, pow*r.k
		}
		return s
	}
	// from[s]: the cell whose step last reached s, -1 for the start, -2
	// unreached. The start is the position's syndrome for goal 0 … each
	// goal g is reached at syndrome 0 of g − p; search from every goal's
	// gap at once and stop at 0.
	from := make([]int32, states)
	for i := range from {
		from[i] = -2
	}
	prev := make([]int32, states)
	var queue []int
	for _, goal := range r.goals {
		s := syn(r.gap(p, goal))
		// p + d reaches goal when syn(goal − p − d) = 0, so a step on i
		// takes s to s − step[i]; search with negated steps.
		if from[s] == -2 {
			from[s], prev[s] = -1, -1
			queue = append(queue, s)
		}
	}
	neg := make([]int, r.n)
	for i, s := range step {
		neg[i] = 0
		for range r.k - 1 {
			neg[i] = add(neg[i], s)
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		if s == 0 {
			var cells []int
			for from[s] >= 0 {
				cells = append(cells, int(from[s]))
				s = int(prev[s])
			}
			slices.Sort(cells)
			return cells, nil
		}
		for i, d := range neg {
			t := add(s, d)
			if from[t] == -2 {
				from[t], prev[t] = int32(i), int32(s)
				queue = append(queue, t)
			}
		}
	}
	return nil, fmt.Errorf("%v in %d colours: no steps make the position solvable", r.spec, r.k)
}

// Syndromes returns, for each goal in the order of Goals, the weighted
// sums of goal − p against each of the certificates' weight patterns,
// modulo K. A press changes none of them, and MakeSolvable's steps
// depend on them alone: two positions with the same syndromes need the
// same steps.
func (r *Rules) Syndromes(p Position) [][]uint8 {
	g := r.linear()
	out := make([][]uint8, len(r.goals))
	for gi, goal := range r.goals {
		c := r.gap(p, goal)
		s := make([]uint8, len(g.blind))
		for k, w := range g.blind {
			d := 0
			for i, v := range c {
				d += int(w[i]) * int(v)
			}
			s[k] = uint8(d % r.k)
		}
		out[gi] = s
	}
	return out
}
