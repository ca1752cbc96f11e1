package colours

import (
	"errors"
	"time"

	"flip/solver/internal/binary"
)

// Search is SolveLinear in steps, for a caller that must not wait: the
// page gives it a few milliseconds of each frame. King with wrap on
// sides 3 divides has a search of its own (kingwrap.go), where one
// goal's tables fit the budget, that stops between columns of a goal's
// tables and every 2^15 pairs it tries; otherwise the trellis stops
// between cells, and when it is too wide the lift (K = 4 and 6: lift.go)
// stops between goals' lists and every 2^16 words it looks at, or else
// the branch and bound runs whole in the first step, with the budget
// given.
type Search struct {
	r      *Rules
	m      method
	xs     [][]uint8 // each goal's one answer, nil when out of reach
	tr     *trellis  // the trellis walked, when it is
	kw     *kingWalk // king with wrap's search, when it runs
	lw     *liftWalk // the lift, when it runs
	budget int       // the branch and bound's, when it runs
	goal   int       // the goal the walk is for
	w      *walk
	best   []uint8
	bestW  int
	done   bool
	answer binary.Answer
	err    error
}

// NewSearch starts the search for p's answer, visiting at most budget
// nodes of the branch and bound (see SolveLinear for when the trellis
// runs instead).
func (r *Rules) NewSearch(p Position, budget int) *Search {
	s := &Search{r: r, bestW: -1}
	if !r.Valid(p) {
		s.done, s.err = true, r.invalid()
		return s
	}
	g := r.linear()
	s.xs = make([][]uint8, len(r.goals))
	goals := 0
	for gi, goal := range r.goals {
		if x, ok := g.particular(r.gap(p, goal)); ok {
			s.xs[gi] = x
			goals++
		}
	}
	if goals == 0 {
		s.done, s.err = true, binary.ErrImpossible
		return s
	}
	m, plan := r.method(goals, budget)
	s.m = m
	switch m {
	case byTrellis:
		// Step walks it, for each goal in turn, or once for all.
		s.tr = plan.t
		if plan.any {
			for gi := range s.xs {
				if s.xs[gi] != nil {
					s.xs = s.xs[gi : gi+1]
					break
				}
			}
		}
	case byKingWrap:
		// Step walks it a goal at a time.
		s.kw = r.kingWrap().newWalk(s.xs, budget*kingWrapPairs)
	case byLift:
		s.lw = g.lifter().newWalk(g.K, s.xs, budget*liftWork)
	case byBranchAndBound:
		s.budget = budget
	}
	return s
}

// Sliced reports whether every step of the search is short: a few
// milliseconds natively, whatever its budget. Only the branch and bound
// runs whole, within the budget given to NewSearch.
func (s *Search) Sliced() bool { return s.done || s.m != byBranchAndBound }

// A method is a way the search finds the lightest answer.
type method int

const (
	byKingWrap method = iota
	byTrellis
	byLift
	byBranchAndBound
)

// String names the method, as the survey prints it.
func (m method) String() string {
	return [...]string{"king with wrap", "trellis", "lift", "branch and bound"}[m]
}

// method returns how a search with budget and goals goals in reach finds
// the lightest answer: king with wrap's own search, a step a goal, where
// one goal's tables fit the budget (faster than the trellis where both
// run: 9×9 at K = 3, 6 ms against 230); else the trellis where its states fit (and, for a budget
// below SearchBudget, its work fits quickWork), walked as the plan says;
// else the lift where listing its parts fits; else the branch and bound.
func (r *Rules) method(goals, budget int) (method, trellisPlan) {
	g := r.linear()
	var p trellisPlan
	p.t, p.work, p.any = g.plan(goals, r.spec.Game.EitherColour)
	switch {
	case r.kingWrap() != nil && r.kingWrap().tableWork(1) <= budget*liftWork:
		return byKingWrap, p
	case p.t != nil && (budget >= SearchBudget || p.work <= quickWork):
		return byTrellis, p
	case g.lifter() != nil && g.lifter().listable(goals, r.n, budget*liftWork):
		return byLift, p
	}
	return byBranchAndBound, p
}

// A trellisPlan is the trellis a search would walk (nil when none fits
// TrellisStates), the work of its walks, and whether one walk is for
// every goal at once (ring.plan).
type trellisPlan struct {
	t    *trellis
	work int
	any  bool
}

// Step works on the search for about d, stopping where the search does
// (see Search); it reports whether the search is over.
func (s *Search) Step(d time.Duration) bool {
	deadline := time.Now().Add(d)
	for !s.done {
		switch s.m {
		case byKingWrap:
			if s.kw.step() {
				s.finish(s.kw.result())
			}
		case byLift:
			if s.lw.step() {
				s.finish(s.lw.result())
			}
		case byBranchAndBound:
			best, _, proven, bound := s.r.linear().lightest(s.xs, s.budget)
			s.finish(best, proven, bound)
		default:
			s.stepTrellis()
		}
		if time.Now().After(deadline) {
			break
		}
	}
	return s.done
}

// stepTrellis walks the trellis one cell on, for the goal in turn.
func (s *Search) stepTrellis() {
	if s.w == nil {
		for s.goal < len(s.xs) && s.xs[s.goal] == nil {
			s.goal++
		}
		if s.goal == len(s.xs) {
			s.finish(s.best, true, s.bestW)
			return
		}
		s.w = s.r.linear().newWalk(s.tr, s.xs[s.goal])
	}
	if s.w.step(1) {
		if x, wt := s.w.result(); s.bestW < 0 || wt < s.bestW {
			s.best, s.bestW = x, wt
		}
		s.w = nil
		s.goal++
	}
}

func (s *Search) finish(best []uint8, proven bool, bound int) {
	var presses []int
	for c, v := range best {
		for range v {
			presses = append(presses, c)
		}
	}
	s.answer = binary.Answer{Presses: presses, Proven: proven, Bound: bound}
	s.done = true
}

// Answer returns the search's answer once Step has reported it over, or
// binary.ErrImpossible.
func (s *Search) Answer() (binary.Answer, error) {
	if !s.done {
		return binary.Answer{}, errors.New("colours: the search is not over")
	}
	a := s.answer
	a.Presses = append([]int(nil), a.Presses...)
	return a, s.err
}
