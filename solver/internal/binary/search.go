package binary

import (
	"errors"
	"math/bits"
	"time"

	"flip/solver/internal/coset"
)

// errSearching is Answer's error before the search is done.
var errSearching = errors.New("search not done: call Step until it reports done")

// Search is a Solve in progress that runs in slices, for a caller that
// must not block for long, such as a page that has a frame to draw every
// 16 ms: create it with NewSearch, call Step with a time budget until it
// reports done (at most about one budget of work per call), then read
// Answer. The answer is exactly Solve's.
//
// Only the split search (see SolveLinear) is sliced: the one step that can
// take long on the boards the game offers, 9×9 king with wrap among them,
// whose walk of 2^14 members of B per goal Step resumes where it stopped.
// Everything else — a distance table, the Gaussian elimination on the
// first use of a Rules, the descent that starts every search, a walk of at
// most 2^16 solutions — runs within the first Step; natively each takes
// under a millisecond on the game's boards (up to 10×10). On larger boards
// a Step may take far longer than its budget when the answer needs the
// periodic search of a torus (up to about 0.12 s natively, on the Lights
// Out tori of nullity 32) or the bounded local search.
//
// A Search is not safe for concurrent use; different Searches are, even
// on one Rules.
type Search struct {
	r      *Rules
	b      Board
	phase  int // 0 at first, 1 after the elimination, 2 once begun
	done   bool
	answer Answer
	err    error

	// The lightest-coset search in progress, once begun.
	q *coset.Search
}

// NewSearch returns a search for b's answer, with nothing done yet.
func (r *Rules) NewSearch(b Board) *Search { return &Search{r: r, b: b} }

// Step works on the search for about budget at most (see Search for the
// exceptions) and reports whether it is done. Once it is, further calls
// return true at once.
func (s *Search) Step(budget time.Duration) bool {
	if s.done {
		return true
	}
	start := time.Now()
	expired := func() bool { return time.Since(start) >= budget }
	// The elimination, done once per Rules, gets a Step of its own; so do
	// the split search's tables (see coset.Search).
	if s.phase == 0 && s.r.table == nil {
		s.r.linear()
		s.phase = 1
		if expired() {
			return false
		}
	}
	if s.phase < 2 {
		s.phase = 2
		if !s.begin() {
			s.done = true
			return true
		}
	}
	if !s.q.Step(expired) {
		return false
	}
	s.answer = answerOf(s.q.Result())
	s.done = true
	return true
}

// begin does the search's first part: the whole search when the board
// has a distance table or the position cannot be solved, and otherwise
// the start of the lightest-coset search. It reports whether that search
// remains to be run.
func (s *Search) begin() bool {
	r := s.r
	if r.table != nil {
		s.answer, s.err = r.Solve(s.b)
		return false
	}
	sys := r.linear()
	cosets, err := sys.cosets(s.b, r.goals)
	if err != nil {
		s.err = err
		return false
	}
	s.q = sys.space.Search(cosets)
	return true
}

// Done reports whether the search is over.
func (s *Search) Done() bool { return s.done }

// Answer returns the search's answer, as Solve would, once Step has
// reported done; before that it returns an error.
func (s *Search) Answer() (Answer, error) {
	if !s.done {
		return Answer{}, errSearching
	}
	return s.answer, s.err
}

// answerOf returns the answer whose presses are the cells set in best, of
// weight bw, with the lower bound bound.
func answerOf(best []uint64, bw, bound int) Answer {
	presses := make([]int, 0, bw)
	for k, word := range best {
		for word != 0 {
			presses = append(presses, k*64+bits.TrailingZeros64(word))
			word &= word - 1
		}
	}
	return Answer{Presses: presses, Proven: bound == bw, Bound: bound}
}
