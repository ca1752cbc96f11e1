package oracle

import (
	"fmt"

	"flip/solver"
)

// Explanation is what the solver says about a position that cannot be
// solved: a certificate for each goal it rules out, and the fewest steps
// (each one cell one colour on) that make it solvable. It is the zero
// value for a solvable position.
type Explanation struct {
	Certs  []solver.Certificate // one per goal, in the order of Goals; nil when solvable
	Steps  []int                // what Fix changes, ascending, a cell once per step
	Fewest bool                 // no fewer steps do
	FixErr error                // MakeSolvable failed: Fix is not offered
	// Exact: the steps were chosen for this very position. Otherwise
	// they are another position's of the same FixKey (one a press away,
	// say): as few and as sure to make it solvable, but chosen among
	// equally few by that position's par (ask MakeSolvable again for
	// this one).
	Exact bool
}

// Impossible reports whether the position explained cannot be solved.
func (e *Explanation) Impossible() bool { return len(e.Certs) > 0 }

// explained is the last explanation, for a position.
type explained struct {
	key   key
	e     Explanation
	valid bool
}

// fixKey names the positions that need the same steps (solver.FixKey).
type fixKey struct {
	r   *solver.Rules
	key string
}

// fix is what MakeSolvable said for a position.
type fix struct {
	steps  []int
	fewest bool
	err    error
}

// fixesKept is the most MakeSolvable answers an Oracle keeps.
const fixesKept = 64

// Explain returns the explanation of p under r, from the last one
// computed when the position is the same (the view asks on every frame).
// A position whose distance is known to be solvable needs no
// certificate; MakeSolvable, a search of its own (on 9×9 king with wrap,
// tens of ms in the page), is reused for positions of the same FixKey,
// as presses in an impossible position are.
func (o *Oracle) Explain(r *solver.Rules, p solver.Position) *Explanation {
	k := key{r, p}
	if o.exp.valid && o.exp.key == k {
		return &o.exp.e
	}
	var e Explanation
	if d, known := o.Known(r, p); !known || !d.OK {
		e.Certs = r.Certificates(p)
		if len(e.Certs) > 0 {
			fk := fixKey{r, r.FixKey(p)}
			f, ok := o.fixes[fk]
			if !ok {
				f.steps, f.fewest, f.err = r.MakeSolvable(p)
				if len(o.fixes) >= fixesKept {
					clear(o.fixes)
				}
				o.fixes[fk] = f
				e.Exact = true
			}
			e.Steps, e.Fewest, e.FixErr = f.steps, f.fewest, f.err
			if e.FixErr == nil && len(e.Steps) == 0 {
				e.FixErr = fmt.Errorf("make solvable: no steps for %s", r.Encode(p))
			}
		}
	}
	o.exp = explained{key: k, e: e, valid: true}
	return &o.exp.e
}

// tally is the last OptimalCount, for a position.
type tally struct {
	key       key
	n         int
	ok, valid bool
}

// OptimalCount returns r.OptimalCount(p), from the last one computed
// when the position is the same: it walks up to 2^20 solutions, and the
// facts overlay shows it on every frame.
func (o *Oracle) OptimalCount(r *solver.Rules, p solver.Position) (int, bool) {
	k := key{r, p}
	if !o.tally.valid || o.tally.key != k {
		n, ok := r.OptimalCount(p)
		o.tally = tally{key: k, n: n, ok: ok, valid: true}
	}
	return o.tally.n, o.tally.ok
}
