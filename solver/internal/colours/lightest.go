package colours

// The lightest answer: every answer for a goal is one answer x₀ plus a
// quiet press set Σ tᵢ·qᵢ (tᵢ in [0, orderᵢ)), and the par is the least
// weight (the sum of the counts, each in [0, K)) over all of them and all
// goals. The search is a branch and bound over the tᵢ in the order of the
// quiet sets' pivots: once t₀ … tⱼ are chosen, a cell c can still change
// only by the later quiet sets that touch it, and those move it within a
// coset of the subgroup their counts on c generate, of order K/d with d
// the gcd of K and those counts. So c ends at least (its count now) mod d,
// and the sum of those is a lower bound on every answer below the node. A
// cell no later set touches has d = K: its count is final.

// SearchBudget is the number of nodes the search visits before it stops
// with the best answer found and a lower bound: a few tenths of a second.
const SearchBudget = 1 << 22

// lightest finds, over the goals' particular answers xs (nil for a goal
// out of reach), the lightest answer. It returns it, its goal, whether the
// search covered everything (proven), and a bound no answer is below.
func (g *ring) lightest(xs [][]uint8, budget int) (best []uint8, goal int, proven bool, bound int) {
	K, n := g.K, g.n
	m := len(g.quiet)
	// div[j][c]: the gcd of K and the counts on c of the quiet sets j…m-1.
	div := make([][]uint8, m+1)
	div[m] = make([]uint8, n)
	for c := range div[m] {
		div[m][c] = uint8(K)
	}
	for j := m - 1; j >= 0; j-- {
		div[j] = make([]uint8, n)
		for c := range n {
			div[j][c] = uint8(gcd(int(div[j+1][c]), int(g.quiet[j][c])))
		}
	}
	boundAt := func(x []int, j int) int {
		s := 0
		for c, v := range x {
			s += v % int(div[j][c])
		}
		return s
	}
	bestW, goal := -1, -1
	nodes := 0
	proven = true
	bound = -1
	x := make([]int, n)
	var walk func(j int)
	walk = func(j int) {
		nodes++
		if nodes > budget {
			proven = false
			return
		}
		b := boundAt(x, j)
		if bestW >= 0 && b >= bestW {
			return
		}
		if j == m {
			bestW = b
			best = make([]uint8, n)
			for c, v := range x {
				best[c] = uint8(v)
			}
			return
		}
		q := g.quiet[j]
		for t := 0; t < g.order[j]; t++ {
			if t > 0 {
				for c := g.quietP[j]; c < n; c++ {
					if q[c] != 0 {
						x[c] = (x[c] + int(q[c])) % K
					}
				}
			}
			walk(j + 1)
			if !proven {
				break
			}
		}
		// Undo: t·q was added for t = the last value tried.
		last := g.order[j] - 1
		if !proven {
			return
		}
		for c := g.quietP[j]; c < n; c++ {
			if q[c] != 0 {
				x[c] = mod(x[c]-last*int(q[c]), K)
			}
		}
	}
	for _, x0 := range xs {
		if x0 == nil {
			continue
		}
		root := 0
		for c, v := range x0 {
			root += int(v) % int(div[0][c])
		}
		if bound < 0 || root < bound {
			bound = root
		}
	}
	// Each goal gets its share of the budget, so that every goal's answers
	// are looked at even when the first goal's search runs out.
	reach := 0
	for _, x0 := range xs {
		if x0 != nil {
			reach++
		}
	}
	share := max(budget/max(reach, 1), m+1)
	allProven := true
	for gi, x0 := range xs {
		if x0 == nil {
			continue
		}
		for c, v := range x0 {
			x[c] = int(v)
		}
		before := bestW
		nodes, proven = 0, true
		budget = share
		walk(0)
		if bestW != before {
			goal = gi
		}
		allProven = allProven && proven
	}
	proven = allProven
	if proven {
		bound = bestW
	}
	return best, goal, proven, bound
}
