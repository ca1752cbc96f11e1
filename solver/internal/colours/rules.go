package colours

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"

	"flip/solver/internal/binary"
)

// The numbers of colours a rule set may have (defined once, in the
// two-colour engine's Spec).
const (
	MinColours = binary.MinColours
	MaxColours = binary.MaxColours
)

// TableStates is the largest number of positions (K^cells) for which New
// builds a distance table: 2^24.
const TableStates = 1 << 24

// Rules is a K-colour rule set: the spec, the cells each press changes,
// the goals and, where K^cells ≤ TableStates, the distance table. The
// linear system that solves positions without a table is reduced on first
// use. A Rules is immutable once made and safe for concurrent use.
type Rules struct {
	spec  binary.Spec
	k     int
	n     int
	masks [][]int // masks[j]: the cells a press on j changes, ascending
	goals []Position

	tableOnce sync.Once
	table     *table
	built     atomic.Bool // the table is built

	ringOnce sync.Once
	ring     *ring

	kingOnce sync.Once
	king     *kingWrap // king with wrap on sides 3 divides: see kingwrap.go
}

// New returns the rule set s in k colours (s.Colours is set to k). It
// does not build the distance table: the first question that needs it
// does (see HasTable).
func New(s binary.Spec, k int) (*Rules, error) {
	if k < MinColours || k > MaxColours {
		return nil, fmt.Errorf("colours: %d: want %d to %d", k, MinColours, MaxColours)
	}
	s = s.WithColours(k)
	if err := s.Validate(); err != nil {
		return nil, fmt.Errorf("rule set %v: %w", s, err)
	}
	n := s.Cells()
	r := &Rules{spec: s, k: k, n: n, masks: make([][]int, n)}
	for j, m := range binary.Masks(s) {
		for i := 0; i < n; i++ {
			if m.Get(i) {
				r.masks[j] = append(r.masks[j], i)
			}
		}
	}
	r.goals = []Position{{}}
	if s.Game.EitherColour {
		for v := 1; v < k; v++ {
			r.goals = append(r.goals, Uniform(n, v))
		}
	}
	return r, nil
}

// Spec returns the rule set's spec.
func (r *Rules) Spec() binary.Spec { return r.spec }

// Colours returns K.
func (r *Rules) Colours() int { return r.k }

// Cells returns the number of cells.
func (r *Rules) Cells() int { return r.n }

// Mask returns the cells a press on cell j changes, ascending.
func (r *Rules) Mask(j int) []int { return append([]int(nil), r.masks[j]...) }

// Press returns p after a press on cell j: every cell of j's shape one
// colour on.
func (r *Rules) Press(p Position, j int) Position {
	for _, i := range r.masks[j] {
		p.Set(i, (p.Get(i)+1)%r.k)
	}
	return p
}

// Step returns p with cell i alone turned one colour on, as edit mode
// does.
func (r *Rules) Step(p Position, i int) Position {
	p.Set(i, (p.Get(i)+1)%r.k)
	return p
}

// Goals returns the solved positions: every cell of one colour (K of them)
// for the Flip Game, every handle open for the Refrigerator.
func (r *Rules) Goals() []Position { return append([]Position(nil), r.goals...) }

// GoalColour returns the colour of goal g's cells: g itself.
func (r *Rules) GoalColour(g int) int { return g }

// IsGoal reports whether p is solved.
func (r *Rules) IsGoal(p Position) bool {
	for _, g := range r.goals {
		if p == g {
			return true
		}
	}
	return false
}

// Valid reports whether every cell of p is a colour below K and every
// cell beyond the board is 0.
func (r *Rules) Valid(p Position) bool {
	var rest Position
	for i := range r.n {
		if p.Get(i) >= r.k {
			return false
		}
	}
	for k := range p {
		rest[k] = p[k]
		for i := range r.n {
			rest[k].Set(i, false)
		}
	}
	return rest == Position{}
}

// invalid is the error for a position with a colour of K or more, or a
// colour beyond the board.
func (r *Rules) invalid() error {
	return fmt.Errorf("%v in %d colours: the position has a colour outside 0 to %d", r.spec, r.k, r.k-1)
}

// HasTable reports whether the rule set has a distance table: K^cells ≤
// TableStates.
func (r *Rules) HasTable() bool { return states(r.k, r.n) <= TableStates }

// states returns k^n, or TableStates+1 when that is larger.
func states(k, n int) int {
	s := 1
	for range n {
		if s *= k; s > TableStates {
			return TableStates + 1
		}
	}
	return s
}

// RandomSolvable returns a position drawn uniformly at random from those
// some presses solve: a random goal with a uniformly random press set
// applied.
func (r *Rules) RandomSolvable(rng *rand.Rand) Position {
	c := make([]uint8, r.n)
	g := r.goals[rng.IntN(len(r.goals))]
	for i := range c {
		c[i] = uint8(g.Get(i))
	}
	for _, m := range r.masks {
		t := uint8(rng.IntN(r.k))
		for _, i := range m {
			c[i] = (c[i] + t) % uint8(r.k)
		}
	}
	return PositionOf(c)
}

// Random returns a uniformly random position, solvable or not.
func (r *Rules) Random(rng *rand.Rand) Position {
	c := make([]uint8, r.n)
	for i := range c {
		c[i] = uint8(rng.IntN(r.k))
	}
	return PositionOf(c)
}
