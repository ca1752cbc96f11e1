package solver

import (
	"errors"
	"math/bits"
	"time"
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

	// The split search in progress: its walks (see split.walks), run in
	// order.
	cosets [][]uint64
	best   []uint64
	bw     int
	walks  []*splitWalk
}

// NewSearch returns a search for b's answer, with nothing done yet.
func (r *Rules) NewSearch(b Board) *Search { return &Search{r: r, b: b} }

// splitNullity is the nullity above which Step builds the split search
// ahead of the search (lightest may use one when the walk costs more than
// splitFloor).
const splitNullity = 12

// stepChunk is how many steps of a split walk Step takes between looks
// at the clock: tens of microseconds.
const stepChunk = 1 << 10

// Step works on the search for about budget at most (see Search for the
// exceptions) and reports whether it is done. Once it is, further calls
// return true at once.
func (s *Search) Step(budget time.Duration) bool {
	if s.done {
		return true
	}
	start := time.Now()
	// The set-up, done once per Rules, gets Steps of its own: the
	// elimination, then the split search's tables.
	if s.phase == 0 && s.r.table == nil {
		sys := s.r.linear()
		s.phase = 1
		if time.Since(start) >= budget {
			return false
		}
		if sys.nullity() > splitNullity {
			sys.boardSplit(s.r)
			if time.Since(start) >= budget {
				return false
			}
		}
	}
	if s.phase < 2 {
		s.phase = 2
		if !s.begin() {
			s.done = true
			return true
		}
		if time.Since(start) >= budget {
			return false
		}
	}
	for len(s.walks) > 0 {
		w := s.walks[0]
		for !w.run(stepChunk) {
			if time.Since(start) >= budget {
				return false
			}
		}
		s.bw = w.finish(s.best, s.bw)
		s.walks = s.walks[1:]
	}
	s.answer = answerOf(s.best, s.bw, s.bw)
	s.done = true
	return true
}

// begin does the search's first part: the whole search unless it is a
// split search, which it sets up. It reports whether the split search
// remains to be walked.
func (s *Search) begin() bool {
	r := s.r
	if r.table != nil {
		s.answer, s.err = r.Solve(s.b)
		return false
	}
	sys := r.linear()
	if !sys.fits(&s.b) {
		s.err = ErrImpossible
		return false
	}
	for _, g := range r.goals {
		if x0, ok := sys.particular(s.b.Xor(g)); ok {
			s.cosets = append(s.cosets, x0)
		}
	}
	if s.cosets == nil {
		s.err = ErrImpossible
		return false
	}
	best, bw, sp, done := sys.null.prepare(s.cosets, func() *split { return sys.boardSplit(r) })
	switch {
	case done:
		s.answer = answerOf(best, bw, bw)
		return false
	case sp == nil:
		s.answer = answerOf(sys.null.rest(s.cosets, r.spec.Width, r.spec.Height, best, bw, func() *periodic { return sys.torusPeriodic(r) }))
		return false
	}
	s.best, s.bw = best, bw
	s.walks = sp.walks(sys.null, s.cosets)
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
