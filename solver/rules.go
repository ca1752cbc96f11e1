package solver

import (
	"fmt"

	"flip/solver/internal/binary"
	"flip/solver/internal/colours"
)

// Rules is a rule set ready to play and solve, in any number of colours:
// the one type the rest of the program asks. Its methods take and give
// Positions of its K colours; which engine answers (the two-colour one,
// with its distance tables and its searches over GF(2), or the K-colour
// one over the integers modulo K) is its own business, and a caller never
// picks one by the number of colours. A Rules is immutable (what it
// computes later is computed once) and safe for concurrent use; use it
// through its pointer.
type Rules struct {
	spec  Spec
	k     int
	masks []Board        // masks[i]: the cells a press on i changes
	board Board          // every cell of the board
	bin   *binary.Rules  // the engine for two colours, else nil
	col   *colours.Rules // the engine for three or more, else nil
}

// New builds the rule set s: in two colours with its distance table when
// the board has at most TableCells cells; in K colours with what the
// first question that needs it builds then (see HasTable).
func New(s Spec) (*Rules, error) {
	if err := s.Validate(); err != nil {
		return nil, fmt.Errorf("rule set %v: %w", s, err)
	}
	r := &Rules{spec: s, k: s.K(), board: Full(s.Cells())}
	if r.k == 2 {
		b, err := binary.New(s)
		if err != nil {
			return nil, err
		}
		r.bin = b
		r.masks = make([]Board, s.Cells())
		for i := range r.masks {
			r.masks[i] = b.Press(i)
		}
		return r, nil
	}
	c, err := colours.New(s, r.k)
	if err != nil {
		return nil, err
	}
	r.col, r.masks = c, binary.Masks(s)
	return r, nil
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
func (r *Rules) Cells() int { return len(r.masks) }

// Colours returns K, the colours a press cycles through: 2 to MaxColours.
func (r *Rules) Colours() int { return r.k }

// Press returns the cells a press on cell i changes.
func (r *Rules) Press(i int) Board { return r.masks[i] }

// Apply returns p after a press on cell i: every cell of its shape one
// colour on (in two colours, turned over).
func (r *Rules) Apply(p Position, i int) Position { return r.Turn(p, r.masks[i]) }

// Turn returns p with every cell of cells one colour on, modulo K: in two
// colours, turned over. A press turns its shape's cells; edit mode turns
// one cell.
func (r *Rules) Turn(p Position, cells Board) Position {
	if r.k == 2 {
		p[0] = p[0].Xor(cells)
		return p
	}
	for i := range r.Cells() {
		if cells.Get(i) {
			p.Set(i, (p.Get(i)+1)%r.k)
		}
	}
	return p
}

// Goals returns the solved positions, in the order Certificate.Goal
// counts them: every cell of colour 0 first, then (the Flip Game) every
// cell of colour 1, and so on.
func (r *Rules) Goals() []Position {
	if r.bin != nil {
		var out []Position
		for _, g := range r.bin.Goals() {
			out = append(out, FromBoard(g))
		}
		return out
	}
	return r.col.Goals()
}

// IsGoal reports whether p is solved.
func (r *Rules) IsGoal(p Position) bool {
	if r.bin != nil {
		return p[1].IsZero() && p[2].IsZero() && r.bin.IsGoal(p[0])
	}
	return r.col.IsGoal(p)
}

// Valid reports whether p is a position of the rule set: every cell a
// colour below K, and nothing beyond the board.
func (r *Rules) Valid(p Position) bool { return r.valid(&p) }

// valid is Valid without the copy of p: every answer asks it first.
func (r *Rules) valid(p *Position) bool {
	if r.bin != nil {
		var off uint64 // a cell beyond the board, or a colour above 1
		for w := range p[0] {
			off |= p[0][w]&^r.board[w] | p[1][w] | p[2][w]
		}
		return off == 0
	}
	return r.col.Valid(*p)
}
