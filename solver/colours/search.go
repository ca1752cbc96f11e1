package colours

import (
	"errors"
	"time"

	"flip/solver"
)

// Search is SolveLinear in steps, for a caller that must not wait: the
// page gives it a few milliseconds of each frame. King with wrap on
// sides 3 divides has a search of its own (kingwrap.go), run whole in the
// first step when its tables fit the budget; otherwise the trellis stops
// between cells, and when it is too wide the lift (K = 4 and 6: lift.go)
// or else the branch and bound runs whole in the first step, with the
// budget given.
type Search struct {
	r      *Rules
	budget int
	xs     [][]uint8 // each goal's one answer, nil when out of reach
	goal   int       // the goal the walk is for
	w      *walk
	best   []uint8
	bestW  int
	done   bool
	answer solver.Answer
	err    error
}

// NewSearch starts the search for p's answer, visiting at most budget
// nodes of the branch and bound (see SolveLinear for when the trellis
// runs instead).
func (r *Rules) NewSearch(p Position, budget int) *Search {
	s := &Search{r: r, budget: budget, bestW: -1}
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
		s.done, s.err = true, solver.ErrImpossible
		return s
	}
	if kw := r.kingWrap(); kw != nil && kw.tableWork(goals) <= budget*liftWork {
		// Faster than the trellis where both run (9×9 at K = 3: 6 ms
		// against 230).
		s.finish(kw.lightest(s.xs, budget*kingWrapPairs))
	} else if g.trellisGens(); !(g.width <= TrellisStates && (budget >= SearchBudget || g.width <= quickTrellis)) {
		if l := g.lifter(); l != nil && l.listable(goals, r.n, budget*liftWork) {
			s.finish(l.lightest(g.K, s.xs, budget*liftWork))
		} else {
			best, _, proven, bound := g.lightest(s.xs, budget)
			s.finish(best, proven, bound)
		}
	}
	return s
}

// Step works on the search for about d (between two cells of the
// trellis); it reports whether the search is over.
func (s *Search) Step(d time.Duration) bool {
	deadline := time.Now().Add(d)
	g := s.r.linear()
	for !s.done {
		if s.w == nil {
			for s.goal < len(s.xs) && s.xs[s.goal] == nil {
				s.goal++
			}
			if s.goal == len(s.xs) {
				s.finish(s.best, true, s.bestW)
				break
			}
			s.w = g.newWalk(s.xs[s.goal])
		}
		if s.w.step(1) {
			if x, wt := s.w.result(); s.bestW < 0 || wt < s.bestW {
				s.best, s.bestW = x, wt
			}
			s.w = nil
			s.goal++
		}
		if time.Now().After(deadline) {
			break
		}
	}
	return s.done
}

func (s *Search) finish(best []uint8, proven bool, bound int) {
	var presses []int
	for c, v := range best {
		for range v {
			presses = append(presses, c)
		}
	}
	s.answer = solver.Answer{Presses: presses, Proven: proven, Bound: bound}
	s.done = true
}

// Answer returns the search's answer once Step has reported it over, or
// solver.ErrImpossible.
func (s *Search) Answer() (solver.Answer, error) {
	if !s.done {
		return solver.Answer{}, errors.New("colours: the search is not over")
	}
	a := s.answer
	a.Presses = append([]int(nil), a.Presses...)
	return a, s.err
}
