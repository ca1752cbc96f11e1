package binary

import (
	"errors"
	"fmt"
	"sync"
)

// Spec names a rule set: a game on a board of a size with a press shape,
// in two colours or more. It is a comparable value, so it can key a cache
// or travel in a permalink.
type Spec struct {
	Game          *Game
	Width, Height int
	Shape         Shape
	Torus         bool
	// Colours is K, the number of colours (or handle positions) a press
	// cycles through, 3 to MaxColours; 0 is the two of the judge
	// problems, which this package solves. A rule set of 3 or more is
	// solved by the K-colour engine (solver/internal/colours); New here
	// refuses it, so that no two-colour answer is ever given for it.
	Colours uint8
}

// The numbers of colours a rule set may have: the one definition, which
// the front end (flip/solver) and the K-colour engine use.
const (
	MinColours = 2
	MaxColours = 6
)

// K returns the number of colours: 2 when Colours is 0.
func (s Spec) K() int {
	if s.Colours == 0 {
		return 2
	}
	return int(s.Colours)
}

// WithColours returns s in k colours, k from 2 to MaxColours: Colours is
// 0 for 2.
func (s Spec) WithColours(k int) Spec {
	s.Colours = 0
	if k > 2 {
		s.Colours = uint8(k)
	}
	return s
}

// Classic returns the judge problem's rule set for g: 4×4 with g's shape.
func Classic(g *Game) Spec {
	return Spec{Game: g, Width: 4, Height: 4, Shape: g.Shape}
}

// Cells returns the number of cells on the board.
func (s Spec) Cells() int { return s.Width * s.Height }

// String describes the spec, as in "flip 4x4 cross" or "fridge 5x3 king torus".
func (s Spec) String() string {
	name := "?"
	if s.Game != nil {
		name = s.Game.Name
	}
	t := ""
	if s.Torus {
		t = " torus"
	}
	c := ""
	if s.Colours != 0 {
		c = fmt.Sprintf(" %d colours", s.Colours)
	}
	return fmt.Sprintf("%s %dx%d %s%s%s", name, s.Width, s.Height, s.Shape, t, c)
}

// Validate reports what is wrong with s, if anything.
func (s Spec) Validate() error {
	switch {
	case s.Game == nil:
		return errors.New("no game")
	case s.Width < 1 || s.Width > MaxSide || s.Height < 1 || s.Height > MaxSide:
		return fmt.Errorf("board size %dx%d: want 1x1 to %dx%d", s.Width, s.Height, MaxSide, MaxSide)
	case int(s.Shape) >= len(shapeNames):
		return fmt.Errorf("unknown shape %d", s.Shape)
	case s.Colours != 0 && (s.Colours < 3 || s.Colours > MaxColours):
		return fmt.Errorf("%d colours: want 2 to %d (written 0 for 2)", s.Colours, MaxColours)
	}
	return nil
}

// ErrImpossible is returned for a position that no sequence of presses solves.
var ErrImpossible = errors.New("impossible: no sequence of presses solves this position")

// Rules is a rule set ready to play and solve: the spec, one press mask per
// cell, the goal positions and, for boards of at most TableCells cells, the
// distance table. The linear systems that solve boards without a table are
// reduced on first use. A Rules is immutable (what it computes later is
// computed once) and safe for concurrent use; use it through its pointer.
type Rules struct {
	spec    Spec
	presses []Board
	goals   []Board
	table   *Table

	linearOnce sync.Once
	sys        *system // the presses' system: see linear
	quietOnce  sync.Once
	quietSp    *quietSpace // the left null space: see quiet
}

// New builds the two-colour rule set for s, including its distance table
// when the board has at most TableCells cells. A spec of 3 colours or
// more is an error: this engine would answer it as if it had two (see
// Masks for its geometry alone).
func New(s Spec) (*Rules, error) {
	if err := s.Validate(); err != nil {
		return nil, fmt.Errorf("rule set %v: %w", s, err)
	}
	if s.Colours != 0 {
		return nil, fmt.Errorf("rule set %v: the two-colour engine answers two colours only", s)
	}
	n := s.Cells()
	r := &Rules{spec: s, presses: Masks(s)}
	r.goals = []Board{{}}
	if s.Game.EitherColour {
		r.goals = append(r.goals, Full(n))
	}
	if n <= TableCells {
		r.table = buildTable(r)
	}
	return r, nil
}

// Masks returns, for a valid spec of any number of colours, the cells a
// press on each cell changes: mask i for cell i.
func Masks(s Spec) []Board {
	m := make([]Board, s.Cells())
	for i := range m {
		m[i] = s.Shape.mask(s.Width, s.Height, i/s.Width, i%s.Width, s.Torus)
	}
	return m
}

// MustNew is New for specs known to be valid; it panics on an invalid one.
func MustNew(s Spec) *Rules {
	r, err := New(s)
	if err != nil {
		panic(err)
	}
	return r
}

// Spec returns the rule set's spec.
func (r *Rules) Spec() Spec { return r.spec }

// Game returns the rule set's game.
func (r *Rules) Game() *Game { return r.spec.Game }

// Width returns the number of columns.
func (r *Rules) Width() int { return r.spec.Width }

// Height returns the number of rows.
func (r *Rules) Height() int { return r.spec.Height }

// Cells returns the number of cells.
func (r *Rules) Cells() int { return len(r.presses) }

// Press returns the mask of cells that a press on cell i changes.
func (r *Rules) Press(i int) Board { return r.presses[i] }

// Apply returns b after a press on cell i.
func (r *Rules) Apply(b Board, i int) Board { return b.Xor(r.presses[i]) }

// Goals returns the solved positions.
func (r *Rules) Goals() []Board { return append([]Board(nil), r.goals...) }

// IsGoal reports whether b is solved.
func (r *Rules) IsGoal(b Board) bool {
	for _, g := range r.goals {
		if b == g {
			return true
		}
	}
	return false
}

// Table returns the distance table, or nil for a board too large to have one.
func (r *Rules) Table() *Table { return r.table }
