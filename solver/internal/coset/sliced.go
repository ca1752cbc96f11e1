package coset

// splitNullity is the nullity above which a Search builds the split
// search in a slice of its own, ahead of the rest (Lightest may use one
// when the walk costs more than splitFloor).
const splitNullity = 12

// stepChunk is how many steps of a split walk Step takes between calls of
// expired: tens of microseconds.
const stepChunk = 1 << 10

// Search is Lightest in slices, for a caller that must not block for
// long: Step does the work a slice at a time, and once it reports the
// search over, Result returns exactly what Lightest returns. Only the
// split search is sliced — its tables, then its walk, which resumes where
// it stopped; everything else runs within one Step. A Search is not safe
// for concurrent use; different Searches are, even on one Space.
type Search struct {
	s      *Space
	cosets [][]uint64
	phase  int // 0 at first, 1 once the split search is built, 2 once begun, 3 over

	best      []uint64
	bw, bound int
	walks     []*splitWalk // the split walks still to run, in order
}

// Search returns the search for Lightest(cosets), with nothing done yet.
func (s *Space) Search(cosets [][]uint64) *Search {
	return &Search{s: s, cosets: cosets}
}

// Step works on the search and reports whether it is over. It stops early,
// reporting false, when expired returns true, which it asks after building
// the split search's tables, after the start of the search, and every
// 1,024 steps of a split walk (stepChunk). Once the search is over,
// further calls return true at once.
func (q *Search) Step(expired func() bool) bool {
	s := q.s
	switch q.phase {
	case 3:
		return true
	case 0:
		q.phase = 1
		if s.basis.k() > splitNullity {
			s.boardSplit()
			if expired() {
				return false
			}
		}
	}
	if q.phase == 1 {
		q.phase = 2
		best, bw, sp, done := s.prepare(q.cosets)
		switch {
		case done:
			q.over(best, bw, bw)
			return true
		case sp == nil:
			q.over(s.rest(q.cosets, best, bw))
			return true
		}
		q.best, q.bw = best, bw
		q.walks = sp.walks(s.basis, q.cosets)
		if expired() {
			return false
		}
	}
	for len(q.walks) > 0 {
		w := q.walks[0]
		for !w.run(stepChunk) {
			if expired() {
				return false
			}
		}
		q.bw = w.finish(q.best, q.bw)
		q.walks = q.walks[1:]
	}
	q.over(q.best, q.bw, q.bw)
	return true
}

// over ends the search with its answer.
func (q *Search) over(best []uint64, bw, bound int) {
	q.best, q.bw, q.bound, q.phase = best, bw, bound, 3
}

// Result returns the answer of a search that Step has reported over, as
// Lightest returns it: the lightest vector found, its weight and a lower
// bound.
func (q *Search) Result() (best []uint64, weight, bound int) {
	return q.best, q.bw, q.bound
}
