package colours

import (
	"math/big"
	"sync"
)

// ring is a rule set's presses as a linear system over the integers
// modulo K, reduced once to Howell form. Column j of the matrix A is press
// j's mask (1 on the cells it changes); a press set is a vector x of one
// count in [0, K) per cell, and it changes the cells by A·x.
type ring struct {
	K, n int
	// solve are the Howell rows of [Aᵀ | I] whose pivot is in the left
	// half: reducing (c | 0) by them leaves (0 | −x) with A·x = c when c
	// can be reached at all (see particular).
	solve  [][]uint8
	solveP []int
	// quiet is the kernel of A: the press sets that change nothing. Each
	// is the right half of a Howell row whose left half is 0; every quiet
	// set is Σ tᵢ·quiet[i] for exactly one choice of tᵢ in [0, order[i]).
	quiet  [][]uint8
	quietP []int // quiet[i]'s pivot cell
	order  []int
	// blind is the kernel of Aᵀ: weights that every press changes by a
	// multiple of K (the certificates' weights), with the same property.
	// The shapes are symmetric (A = Aᵀ), so it is quiet under another name
	// unless a shape is not.
	blind      [][]uint8
	blindOrder []int

	blindOnce sync.Once
	blinds    [][]uint8 // every weight pattern, when few: see blindList

	masks    [][]int
	orders   [][]int // the orders of the cells the trellis may walk in
	eachOnce sync.Once
	each     trellis // the trellis walked for one goal at a time: see eachGoal
	anyOnce  sync.Once
	anyGoal  *trellis // the trellis over every uniform goal at once: see anyGoalTrellis
	liftOnce sync.Once
	lift     *lifter // the lift's factors, for K = 4 and 6: see lifter
}

// newRing reduces the system of masks modulo K; the trellis may walk the
// cells in any of orders.
func newRing(K, n int, masks [][]int, orders [][]int) *ring {
	g := &ring{K: K, n: n, masks: masks, orders: orders}
	g.solve, g.solveP, g.quiet, g.quietP, g.order = reduce(K, n, masks, false)
	if symmetric(n, masks) {
		g.blind, g.blindOrder = g.quiet, g.order
	} else {
		_, _, g.blind, _, g.blindOrder = reduce(K, n, masks, true)
	}
	return g
}

// reduce puts [Aᵀ | I] (or [A | I] when transpose) in Howell form and
// splits its rows into those with a pivot in the left half and the right
// halves of the others.
func reduce(K, n int, masks [][]int, transpose bool) (lead [][]uint8, leadP []int, kern [][]uint8, kernP, order []int) {
	m := len(masks)
	rows := make([][]uint8, m)
	for i := range rows {
		rows[i] = make([]uint8, n+m)
		rows[i][n+i] = 1
	}
	for j, m := range masks {
		for _, i := range m {
			if transpose {
				rows[i][j] = 1 // row i of A
			} else {
				rows[j][i] = 1 // row j of Aᵀ: press j's mask
			}
		}
	}
	h, piv := howell(rows, n+m, K)
	for i, row := range h {
		if piv[i] < n {
			lead, leadP = append(lead, row), append(leadP, piv[i])
			continue
		}
		kern = append(kern, row[n:2*n])
		kernP = append(kernP, piv[i]-n)
		order = append(order, K/int(row[piv[i]]))
	}
	return lead, leadP, kern, kernP, order
}

// symmetric reports whether cell i is in press j's mask exactly when cell
// j is in press i's.
func symmetric(n int, masks [][]int) bool {
	in := make(map[[2]int]bool)
	for j, m := range masks {
		for _, i := range m {
			in[[2]int{i, j}] = true
		}
	}
	for k := range in {
		if !in[[2]int{k[1], k[0]}] {
			return false
		}
	}
	return true
}

// particular returns a press set x with A·x = c, or false when there is
// none.
func (g *ring) particular(c []uint8) ([]uint8, bool) {
	n, K := g.n, g.K
	v := make([]int, 2*n)
	for i, x := range c {
		v[i] = int(x)
	}
	for r, row := range g.solve {
		col := g.solveP[r]
		p := int(row[col])
		if v[col]%p != 0 {
			return nil, false
		}
		if q := v[col] / p; q != 0 {
			for j := col; j < 2*n; j++ {
				v[j] = mod(v[j]-q*int(row[j]), K)
			}
		}
	}
	for _, x := range v[:n] {
		if x != 0 {
			return nil, false
		}
	}
	x := make([]uint8, n)
	for j := range x {
		x[j] = uint8(mod(-v[n+j], K))
	}
	return x, true
}

// quietCount returns the number of quiet press sets: Π order[i].
func (g *ring) quietCount() *big.Int {
	c := big.NewInt(1)
	for _, o := range g.order {
		c.Mul(c, big.NewInt(int64(o)))
	}
	return c
}

// ring returns r's system, reducing it on the first call.
func (r *Rules) linear() *ring {
	r.ringOnce.Do(func() { r.ring = newRing(r.k, r.n, r.masks, cellOrders(r.spec)) })
	return r.ring
}
