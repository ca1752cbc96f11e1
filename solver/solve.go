package solver

import (
	"errors"
	"fmt"
	"time"

	"flip/solver/internal/binary"
	"flip/solver/internal/colours"
)

// Effort is how hard a search works for the fewest presses.
type Effort int

const (
	// Thorough is Solve's effort, what flipsolve answers: in two colours
	// exact on every board of up to 10×10 (see docs/solver.md); in K
	// colours exact on every board the game offers, given up to a few
	// tenths of a second natively for the hardest.
	Thorough Effort = iota
	// Quick is a page's effort, for an answer that must come within a
	// few frames: the same as Thorough in two colours; in K colours a
	// distance table only where it has at most 2^18 positions, the
	// trellis only within a bounded work, and at most 2^16 nodes of the
	// branch and bound, so that some answers come not proven (a Thorough
	// search may then prove or better them: see Search.Sliced).
	Quick
)

// quickTableStates is the most positions (K^cells) a K-colour table may
// have for a Quick search to build it: 3×3 at K = 3 and 4.
const quickTableStates = 1 << 18

// quickBudget is the most nodes a Quick search's branch and bound visits
// for one position: the boards that need it most (docs/solver.md, “Which
// boards are proven”) would otherwise hold a frame for seconds.
const quickBudget = 1 << 16

// errSearching is Answer's error before the search is over.
var errSearching = errors.New("search not over: call Step until it reports done")

// Solve returns an answer for p with Thorough effort, or ErrImpossible. A
// cell pressed j times is listed j times. With a distance table the
// answer is proven minimal and each press lowers the distance by one, the
// lowest-numbered cell that does first; without one it is the lightest
// answer the search finds, in ascending cells, proven minimal unless the
// search ran out of budget (then Bound is a count no answer is below). A
// position with a colour of K or more is an error.
func (r *Rules) Solve(p Position) (Answer, error) {
	if r.bin != nil {
		if !r.valid(&p) {
			return Answer{}, r.invalid()
		}
		return r.bin.Solve(p[0])
	}
	return r.col.Solve(p)
}

// Solution returns the presses of Solve's answer for p.
func (r *Rules) Solution(p Position) ([]int, error) {
	a, err := r.Solve(p)
	return a.Presses, err
}

// Par returns the number of presses of Solve's answer for p, whether it
// is proven minimal, or ErrImpossible.
func (r *Rules) Par(p Position) (n int, proven bool, err error) {
	if r.bin != nil {
		if !r.valid(&p) {
			return 0, false, r.invalid()
		}
		return r.bin.Par(p[0])
	}
	return r.col.Par(p)
}

// Distance returns Par's count alone, or ErrImpossible.
func (r *Rules) Distance(p Position) (int, error) {
	n, _, err := r.Par(p)
	return n, err
}

// Hint returns the first press of Solve's answer: -1 with a nil error
// when p is solved, and ErrImpossible when it cannot be.
func (r *Rules) Hint(p Position) (int, error) {
	a, err := r.Solve(p)
	if err != nil || len(a.Presses) == 0 {
		return -1, err
	}
	return a.Presses[0], nil
}

// invalid is the error for a position that is not one of r's.
func (r *Rules) invalid() error {
	return fmt.Errorf("%v: the position has a colour outside 0 to %d or a cell beyond the board", r.spec, r.k-1)
}

// Search is a search for a position's answer that runs in slices, for a
// caller that must not block for long, such as a page with a frame to
// draw every 16 ms: create it with NewSearch, call Step with a time
// budget until it reports done (about one budget of work per call, save
// the exceptions docs/solver.md names), then read Answer. With Thorough
// effort the answer is exactly Solve's. A Search is not safe for
// concurrent use; different Searches are, even on one Rules.
type Search struct {
	bin    *binary.Search
	col    *colours.Search
	first  func() (Answer, error) // an answer the first Step gives whole (a K-colour table's)
	long   bool                   // see LongFirstStep
	done   bool
	answer Answer
	err    error
}

// longNullity is the largest nullity whose two-colour searches start
// within a short step: up to 2^12 solutions per goal, well under a
// millisecond in the page.
const longNullity = 12

// NewSearch returns a search for p's answer with effort e, with nothing
// (or, in K colours, the elimination) done yet.
func (r *Rules) NewSearch(p Position, e Effort) *Search {
	switch {
	case !r.valid(&p):
		return &Search{done: true, err: r.invalid()}
	case r.bin != nil:
		long := r.bin.Table() == nil && r.bin.Nullity() > longNullity
		return &Search{bin: r.bin.NewSearch(p[0]), long: long}
	case e == Quick && r.col.States() <= quickTableStates,
		e == Thorough && r.col.TableReady():
		return &Search{first: func() (Answer, error) { return r.col.Solve(p) }}
	case e == Quick:
		return &Search{col: r.col.NewSearch(p, quickBudget)}
	}
	return &Search{col: r.col.NewSearch(p, colours.SearchBudget)}
}

// Step works on the search for about budget and reports whether it is
// over. Once it is, further calls return true at once.
func (s *Search) Step(budget time.Duration) bool {
	if s.done {
		return true
	}
	switch {
	case s.first != nil:
		s.answer, s.err = s.first()
	case s.bin != nil:
		if !s.bin.Step(budget) {
			return false
		}
		s.answer, s.err = s.bin.Answer()
	default:
		if !s.col.Step(budget) {
			return false
		}
		s.answer, s.err = s.col.Answer()
	}
	s.done = true
	return true
}

// Bounded reports whether each Step keeps close to its budget: a
// two-colour search whose first step is not long (LongFirstStep), or a
// search that is over. A K-colour search's step is one unit of its method
// (a goal's table, a trellis cell, the whole branch and bound), which
// takes up to tens of milliseconds on the largest boards whatever the
// budget.
func (s *Search) Bounded() bool { return s.done || s.bin != nil && !s.long }

// Done reports whether the search is over.
func (s *Search) Done() bool { return s.done }

// Sliced reports whether every Step of the search is short, whatever its
// effort: false only for the K-colour branch and bound, which runs whole
// in one Step, so that a caller proving an answer over frames does not
// start it (a Quick answer is then the last word).
func (s *Search) Sliced() bool { return s.col == nil || s.col.Sliced() }

// Answer returns the search's answer, or ErrImpossible, once Step has
// reported it over; before that it returns an error.
func (s *Search) Answer() (Answer, error) {
	if !s.done {
		return Answer{}, errSearching
	}
	a := s.answer
	a.Presses = append([]int(nil), a.Presses...)
	return a, s.err
}

// LongFirstStep reports whether the search's first Step may take most of
// a page's frame whatever its budget: the descent that starts a
// two-colour search over more than 2^12 solutions per goal (9×9 king
// with wrap has 2^32). A caller drawing frames may give it a frame of its
// own.
func (s *Search) LongFirstStep() bool { return s.long }

// QuickIsThorough reports whether a Quick search answers every position
// as a Thorough one does: in two colours, where they are the same search,
// and where the distance table answers (HasTable). Elsewhere a Thorough
// search may prove or better a Quick answer that is not proven.
func (r *Rules) QuickIsThorough() bool { return r.bin != nil || r.HasTable() }
