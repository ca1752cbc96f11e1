package binary

// Syndromes returns, for each goal in the order of Goals, the parities of
// b ⊕ goal against each basis vector of the left null space (bit i for
// vector i): zero for a goal b can reach. A press changes none of them, so
// two positions with the same syndromes differ by presses and need the
// same toggles to become solvable (see MakeSolvable). It returns nil when
// every position can be solved, or when the left null space has more than
// 64 dimensions.
func (r *Rules) Syndromes(b Board) []uint64 {
	q := r.quiet()
	if q.d() == 0 || q.d() > 64 {
		return nil
	}
	out := make([]uint64, len(r.goals))
	for i, g := range r.goals {
		c := b.Xor(g)
		out[i] = q.syndrome(&c)
	}
	return out
}
