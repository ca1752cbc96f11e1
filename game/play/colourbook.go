package play

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"flip/solver"
	"flip/solver/colours"
)

// colourBook is the rulebook's part for three colours or more: each rule
// set's K-colour solver, built once, and the last answer it gave.
type colourBook struct {
	sets map[solver.Spec]*colours.Rules
	last struct {
		r *colours.Rules
		p colours.Position
		d distance
		a *solver.Answer
	}
	lastExp struct {
		r *solver.Rules
		p colours.Position
		e explanation
	}
	counting colourCounting
	proof    colourProof
}

// colourCounting is the search under way for the position on screen: it
// gets a slice of each frame, as the two-colour search does.
type colourCounting struct {
	r         *colours.Rules
	p         colours.Position
	s         *colours.Search
	steppedAt int // the frame that last gave it a slice
}

// colourKey is a position under a K-colour rule set.
type colourKey struct {
	r *colours.Rules
	p colours.Position
}

// colourProof is the solver's own search, with its whole budget, for a
// position whose answer within pageBudget was not proven: it gets a slice
// of each frame, as the count does (see Controller.proveSoon), and the
// answers of the proofs that are over are kept by position.
type colourProof struct {
	key       colourKey
	s         *colours.Search // nil when no proof is under way
	quick     solver.Answer   // the answer within pageBudget, for key
	steppedAt int
	over      map[colourKey]solver.Answer
}

// proofSlice is the time a proof gets of each frame: twice the count's
// (countSlice), since nothing else waits on it while the board is still.
var proofSlice = 6 * time.Millisecond

// proofsKept is the most answers of proofs that are over the page keeps.
const proofsKept = 64

// pageBudget is the most nodes the branch and bound visits for one
// position in the page, where the boards that need it most (see
// docs/solver.md, “Which boards are proven”) would otherwise hold a frame
// for seconds: an answer it does not finish is said to be not proven.
const pageBudget = 1 << 16

// colourRules returns r's K-colour solver.
func (rb *rulebook) colourRules(r *solver.Rules) *colours.Rules {
	cb := &rb.colour
	if cr, ok := cb.sets[r.Spec()]; ok {
		return cr
	}
	cr, err := colours.New(r.Spec(), r.Spec().K())
	if err != nil {
		panic(fmt.Sprintf("play: a rule set the solver built has no colours solver: %v", err))
	}
	if cb.sets == nil {
		cb.sets = map[solver.Spec]*colours.Rules{}
	}
	cb.sets[r.Spec()] = cr
	return cr
}

// colourSolve returns p's answer under r in K colours, remembering it.
func (rb *rulebook) colourSolve(r *solver.Rules, p colours.Position) (solver.Answer, error) {
	cr := rb.colourRules(r)
	cb := &rb.colour
	if a, ok := cb.proof.over[colourKey{cr, p}]; ok {
		a.Presses = append([]int(nil), a.Presses...)
		return a, nil
	}
	if cb.last.r == cr && cb.last.p == p {
		if cb.last.a == nil {
			return solver.Answer{}, solver.ErrImpossible
		}
		a := *cb.last.a
		a.Presses = append([]int(nil), a.Presses...)
		return a, nil
	}
	var a solver.Answer
	var err error
	switch ct := &cb.counting; {
	case cheapTable(cr):
		a, err = cr.Solve(p)
	case ct.r == cr && ct.p == p && ct.s != nil:
		for !ct.s.Step(time.Hour) {
		}
		a, err = ct.s.Answer()
		*ct = colourCounting{}
	default:
		a, err = cr.SolveLinear(p, pageBudget)
	}
	return a, cb.remember(cr, p, a, err)
}

// remember makes a (or err) the last answer found, for p under cr, and
// returns err.
func (cb *colourBook) remember(cr *colours.Rules, p colours.Position, a solver.Answer, err error) error {
	cb.last.r, cb.last.p = cr, p
	switch {
	case err == nil:
		cb.last.d, cb.last.a = distance{n: len(a.Presses), ok: true, proven: a.Proven}, &a
	case errors.Is(err, solver.ErrImpossible):
		cb.last.d, cb.last.a = distance{n: -1, proven: true}, nil
	default:
		cb.last.d, cb.last.a = distance{}, nil
	}
	return err
}

// colourDistanceSoon is distanceSoon in K colours: the distance of p if
// it is known or found within this frame's slice of the search.
func (rb *rulebook) colourDistanceSoon(r *solver.Rules, p colours.Position, frame int) (distance, bool) {
	cr := rb.colourRules(r)
	cb := &rb.colour
	if cb.last.r == cr && cb.last.p == p || cheapTable(cr) {
		return rb.colourDistance(r, p), true
	}
	if a, ok := cb.proof.over[colourKey{cr, p}]; ok {
		return answerDistance(a), true
	}
	ct := &cb.counting
	if ct.r != cr || ct.p != p || ct.s == nil {
		ct.r, ct.p, ct.s = cr, p, cr.NewSearch(p, pageBudget)
	} else if ct.steppedAt == frame {
		return distance{}, false
	}
	ct.steppedAt = frame
	if !ct.s.Step(countSlice) {
		return distance{}, false
	}
	a, err := ct.s.Answer()
	ct.s = nil
	cb.remember(cr, p, a, err)
	return cb.last.d, true
}

// colourKnown returns p's distance under r if it is known already.
func (rb *rulebook) colourKnown(r *solver.Rules, p colours.Position) (distance, bool) {
	cr := rb.colourRules(r)
	cb := &rb.colour
	if _, ok := cb.proof.over[colourKey{cr, p}]; ok || cb.last.r == cr && cb.last.p == p {
		return rb.colourDistance(r, p), true
	}
	return distance{}, false
}

// colourProve gives the proof of p's distance under r this frame's slice,
// starting it (and dropping any other) if it is not under way, and
// returns the distance it found once it is over: proven, or else the
// lighter of its answer and the one within pageBudget. A search that
// would not go in slices (the branch and bound: see colours.Search) is
// not started, and the answer within pageBudget is the last word.
func (rb *rulebook) colourProve(r *solver.Rules, p colours.Position, frame int) (distance, bool) {
	cr := rb.colourRules(r)
	pf := &rb.colour.proof
	key := colourKey{cr, p}
	if a, ok := pf.over[key]; ok {
		return answerDistance(a), true
	}
	if pf.s == nil || pf.key != key {
		quick, err := rb.colourSolve(r, p)
		if err != nil {
			// Impossible (always proven), or not a position of r.
			return rb.colourDistance(r, p), true
		}
		pf.key, pf.quick, pf.s = key, quick, cr.NewSearch(p, colours.SearchBudget)
		if !pf.s.Sliced() {
			return pf.end(key, quick), true
		}
		pf.steppedAt = frame - 1
	}
	if pf.steppedAt == frame {
		return distance{}, false
	}
	pf.steppedAt = frame
	if !pf.s.Step(proofSlice) {
		return distance{}, false
	}
	a, err := pf.s.Answer()
	if err != nil || !a.Proven && len(a.Presses) >= len(pf.quick.Presses) {
		a = pf.quick
	}
	return pf.end(key, a), true
}

// end records a as the answer of the proof of key, which is over, and
// returns its distance.
func (pf *colourProof) end(key colourKey, a solver.Answer) distance {
	pf.s = nil
	if pf.over == nil || len(pf.over) >= proofsKept {
		pf.over = map[colourKey]solver.Answer{}
	}
	pf.over[key] = a
	return answerDistance(a)
}

// colourProofOver reports whether the proof of p's distance under r is
// over (its answer kept).
func (rb *rulebook) colourProofOver(r *solver.Rules, p colours.Position) bool {
	_, ok := rb.colour.proof.over[colourKey{rb.colourRules(r), p}]
	return ok
}

// colourStopProof drops the proof under way, if any.
func (rb *rulebook) colourStopProof() { rb.colour.proof.s = nil }

// colourCounts reports whether a search for p's distance under r is under
// way.
func (rb *rulebook) colourCounts(r *solver.Rules, p colours.Position) bool {
	ct := &rb.colour.counting
	return ct.s != nil && ct.p == p && ct.r == rb.colourRules(r)
}

// colourDistance returns the fewest presses that solve p under r.
func (rb *rulebook) colourDistance(r *solver.Rules, p colours.Position) distance {
	if a, ok := rb.colour.proof.over[colourKey{rb.colourRules(r), p}]; ok {
		return answerDistance(a)
	}
	rb.colourSolve(r, p)
	return rb.colour.last.d
}

// answerDistance is the distance an answer shows.
func answerDistance(a solver.Answer) distance {
	return distance{n: len(a.Presses), ok: true, proven: a.Proven}
}

// colourMaxTarget is maxTarget in K colours: the largest par of the table
// where the table is cheap, otherwise every par up to the number of cells
// when each press set is the only answer, fewer the more quiet sets.
func (rb *rulebook) colourMaxTarget(r *solver.Rules) int {
	cr := rb.colourRules(r)
	if cheapTable(cr) {
		if h, err := cr.Histogram(); err == nil {
			return max(1, h.Max())
		}
	}
	if q := cr.QuietSets(); q.Cmp(big.NewInt(1)) > 0 {
		return max(3, r.Cells()*4/(8+q.BitLen()))
	}
	return r.Cells()
}

// cheapTable reports whether cr's distance table is quick to build in the
// page: at most 2^18 positions (3×3 in 3 and 4 colours).
func cheapTable(cr *colours.Rules) bool {
	n := 1
	for range cr.Cells() {
		if n *= cr.Colours(); n > 1<<18 {
			return false
		}
	}
	return true
}

// colourDraw is draw in K colours: uniformly at target from the table
// where it is cheap; otherwise a random goal with target distinct cells'
// presses taken back, until the par of the result is target.
func (rb *rulebook) colourDraw(r *solver.Rules, target int) (colours.Position, error) {
	cr := rb.colourRules(r)
	target = min(target, rb.colourMaxTarget(r))
	if cheapTable(cr) {
		return cr.Puzzle(target, rb.rng)
	}
	goals := cr.Goals()
	for range drawTries {
		p := goals[rb.rng.IntN(len(goals))]
		// Each cell turned one colour back (K−1 presses): one press
		// each puts it right, so the par is at most target.
		for _, cell := range rb.rng.Perm(r.Cells())[:min(target, r.Cells())] {
			for range cr.Colours() - 1 {
				p = cr.Press(p, cell)
			}
		}
		if d := rb.colourDistance(r, p); d.ok && d.n == target {
			return p, nil
		}
	}
	return colours.Position{}, fmt.Errorf("no position at par %d turned up in %d tries", target, drawTries)
}
