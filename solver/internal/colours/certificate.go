package colours

// Certificate proves a position cannot reach a goal: a weight for each
// cell such that every press changes the weighted sum of the cells by a
// multiple of K, while the position's weighted sum is not the goal's. No
// press changes the sum modulo K, so no presses close the gap.
type Certificate struct {
	Goal    int     // the goal's index in Goals: its colour for the Flip Game
	Weights []uint8 // one per cell, 0 … K−1; 0 leaves the cell out
	Sum     int     // Σ weightᵢ·colourᵢ mod K for the position
	Want    int     // the same sum for the goal
}

// blindListMax is the largest number of weight patterns Certificates looks
// through for the lightest; beyond it, it takes the first generator that
// works.
const blindListMax = 1 << 16

// Certificates returns, for a position no presses solve, one certificate
// per goal: the weights with the fewest cells, then the smallest total
// weight, among every pattern when there are at most 2^16 of them
// (otherwise the first that works of the Howell generators). It returns
// nil when p can be solved (or is not a position of r).
func (r *Rules) Certificates(p Position) []Certificate {
	if !r.Valid(p) || r.CanSolve(p) {
		return nil
	}
	g := r.linear()
	list := g.blindList()
	var out []Certificate
	for gi, goal := range r.goals {
		var best []uint8
		score := func(y []uint8) (int, int) {
			n, s := 0, 0
			for _, v := range y {
				if v != 0 {
					n++
					s += int(v)
				}
			}
			return n, s
		}
		consider := func(y []uint8) {
			if r.weigh(y, p) == r.weigh(y, goal) {
				return
			}
			if best == nil {
				best = y
				return
			}
			n1, s1 := score(y)
			n0, s0 := score(best)
			if n1 < n0 || n1 == n0 && s1 < s0 {
				best = y
			}
		}
		if list != nil {
			for _, y := range list {
				consider(y)
			}
		} else {
			for _, y := range g.blind {
				consider(y)
			}
		}
		if best == nil {
			panic("colours: an impossible position with no certificate")
		}
		out = append(out, Certificate{Goal: gi, Weights: append([]uint8(nil), best...), Sum: r.weigh(best, p), Want: r.weigh(best, goal)})
	}
	return out
}

// weigh returns Σ yᵢ·colourᵢ mod K.
func (r *Rules) weigh(y []uint8, p Position) int {
	s := 0
	for i, v := range y {
		if v != 0 {
			s += int(v) * p.Get(i)
		}
	}
	return s % r.k
}

// blindList returns every weight pattern of the certificates' space, or
// nil when there are more than blindListMax, listing them on the first
// call.
func (g *ring) blindList() [][]uint8 {
	g.blindOnce.Do(func() { g.blinds = g.listBlind() })
	return g.blinds
}

func (g *ring) listBlind() [][]uint8 {
	total := 1
	for _, o := range g.blindOrder {
		if total *= o; total > blindListMax {
			return nil
		}
	}
	list := [][]uint8{make([]uint8, g.n)}
	for i, y := range g.blind {
		var more [][]uint8
		for _, base := range list {
			v := base
			for t := 1; t < g.blindOrder[i]; t++ {
				next := make([]uint8, g.n)
				for c := range next {
					next[c] = uint8((int(v[c]) + int(y[c])) % g.K)
				}
				more = append(more, next)
				v = next
			}
		}
		list = append(list, more...)
	}
	return list
}

// LightestCertificates reports whether Certificates gives each goal's
// lightest certificate: the weight patterns number at most blindListMax.
func (r *Rules) LightestCertificates() bool { return r.linear().blindList() != nil }
