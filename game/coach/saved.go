package coach

import "flip/solver"

// Saved is a game's coach as stored.
type Saved struct {
	Black bool   `json:"black,omitempty"`
	Plan  string `json:"plan,omitempty"` // the position the plan started from; "" when none
	Table uint32 `json:"table,omitempty"`
	Shown string `json:"shown,omitempty"`
}

// Export writes k as stored; nil for no coach.
func (k *Coach) Export(r *solver.Rules) *Saved {
	if k == nil {
		return nil
	}
	sc := &Saved{Black: k.black, Table: k.table}
	if k.planned {
		sc.Plan = r.Encode(solver.FromBoard(k.plan))
	}
	if k.shown != (solver.Board{}) {
		sc.Shown = r.Encode(solver.FromBoard(k.shown))
	}
	return sc
}

// Restore reads a stored coach; nil, to start afresh, for one that makes
// no sense under r.
func Restore(sc *Saved, r *solver.Rules) *Coach {
	if sc == nil || sc.Table>>min(r.Width(), 32) != 0 {
		return nil
	}
	k := &Coach{black: sc.Black, table: sc.Table}
	if sc.Plan != "" {
		b, err := r.Decode(sc.Plan)
		if err != nil {
			return nil
		}
		k.planned, k.plan = true, b.Board()
	}
	if sc.Shown != "" {
		b, err := r.Decode(sc.Shown)
		if err != nil {
			return nil
		}
		k.shown = b.Board()
	}
	return k
}
