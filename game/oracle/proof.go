package oracle

import "flip/solver"

// Prove gives the proof of p's distance under r this frame's slice,
// starting it (and dropping any other) if it is not under way, and
// returns the distance it found once it is over: proven, or else the
// lighter of its answer and the Quick one. Where the Quick answer is
// proven or no Thorough search could better it (solver.Rules.
// QuickIsThorough), or p cannot be solved, it is over at once; a search that would
// not go in slices (solver.Search.Sliced) is not started, and the Quick
// answer is the last word. The answers of proofs that are over are kept
// by position, and Known, Distance and Solve give them from then on.
func (o *Oracle) Prove(r *solver.Rules, p solver.Position, frame int) (Distance, bool) {
	k := key{r, p}
	o.collect()
	if a, ok := o.over[k]; ok {
		return distanceOf(a), true
	}
	pf := &o.proof
	if !pf.under(k) {
		quick, err := o.Solve(r, p)
		if err != nil {
			// Impossible (always proven), or not a position of r.
			return o.Distance(r, p), true
		}
		if quick.Proven || r.QuickIsThorough() {
			return o.end(k, quick), true
		}
		s := r.NewSearch(p, solver.Thorough)
		if !s.Sliced() {
			return o.end(k, quick), true
		}
		o.drop(Prove, &o.away.proof)
		*pf = proof{key: k, quick: quick, s: s, steppedAt: frame - 1}
		if o.away.h != nil {
			pf.s, pf.away = nil, true
			o.away.proof = o.ask(Prove, k)
		}
	}
	if pf.away {
		return Distance{}, false // the helper's reply ends it (collect)
	}
	if pf.steppedAt == frame {
		return Distance{}, false
	}
	pf.steppedAt = frame
	if !pf.s.Step(ProofSlice) {
		return Distance{}, false
	}
	a, err := pf.s.Answer()
	if err != nil || !a.Proven && len(a.Presses) >= len(pf.quick.Presses) {
		a = pf.quick
	}
	return o.end(k, a), true
}

// end records a as the answer of the proof of k, which is over, and
// returns its distance.
func (o *Oracle) end(k key, a solver.Answer) Distance {
	o.proof = proof{}
	if o.over == nil || len(o.over) >= proofsKept {
		o.over = map[key]solver.Answer{}
	}
	o.over[k] = a
	return distanceOf(a)
}

// ProofOver reports whether the proof of p's distance under r is over
// (its answer kept).
func (o *Oracle) ProofOver(r *solver.Rules, p solver.Position) bool {
	_, ok := o.over[key{r, p}]
	return ok
}

// StopProof drops the proof under way, if any.
func (o *Oracle) StopProof() {
	o.drop(Prove, &o.away.proof)
	o.proof = proof{}
}
