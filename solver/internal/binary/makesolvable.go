package binary

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
)

// errMakeSolvableTooLarge is returned by MakeSolvable when the null space
// is too large to describe a cell by the certificates it is in.
var errMakeSolvableTooLarge = errors.New("make solvable: nullity above 64")

// The equally short sets of toggles MakeSolvable compares by their par:
// each costs a solve, a table look-up on a board with a distance table and
// a SolveLinear (a millisecond or so in the page) otherwise.
const (
	maxTies       = 256
	maxLinearTies = 16
)

// The sets of syndromes MakeSolvable tries before it settles for a short
// answer that is not proven the shortest: more when it knows the exact
// distance of every syndrome and wastes no step, fewer when it knows them
// only near zero (nullity above 20).
const (
	makeSolvableBudget       = 1 << 18
	sparseMakeSolvableBudget = 1 << 15
)

// MakeSolvable returns the fewest cells to toggle (each changed on its own,
// as in Edit mode) so that b can be solved for some goal, in ascending
// order, or nil when b can be solved already. Of equally few cells it
// picks those that leave the lowest par (see Par), and of those the
// lexicographically smallest list; when more sets are equally few than it
// can afford to solve (on large boards there can be hundreds of
// thousands), it compares the first it meets: 256 on a board with a
// distance table, 16 otherwise. Cells beyond the board are ignored.
//
// One toggle fixes the parity of every certificate that has its cell, and
// can break others, so this is a search of its own: b ⊕ t can reach goal g
// exactly when t meets every basis vector Q_i of the left null space as
// often, mod 2, as b ⊕ g does — when t has b ⊕ g's syndrome. A cell's
// syndrome is the list of basis vectors that have it; MakeSolvable tries
// sets of distinct nonzero cell syndromes, one more at a time, until some
// XOR to a goal's syndrome (with the basis in reduced form, d toggles
// always do), and then every choice of cells for them.
//
// fewest is true when no fewer cells do. It is false only when the search
// gives up after 2^15 sets of syndromes (2^18 up to nullity 20), which on
// the boards the game offers happens only on 9×9 king with wrap (nullity
// 32); the answer is
// then the lead cell of each basis certificate that is odd (a toggle on it
// changes that certificate's parity alone), shortened while any two
// toggles can be swapped for one. It returns an
// error when the nullity is above 64 (never on boards of up to 10×10).
func (r *Rules) MakeSolvable(b Board) (toggled []int, fewest bool, err error) {
	q := r.quiet()
	if q.d() == 0 {
		return nil, true, nil
	}
	if q.syn == nil {
		return nil, false, fmt.Errorf("%v: %w (nullity %d)", r.spec, errMakeSolvableTooLarge, q.d())
	}
	var targets []uint64
	for _, g := range r.goals {
		c := b.Xor(g)
		s := q.syndrome(&c)
		if s == 0 {
			return nil, true, nil
		}
		if !slices.Contains(targets, s) {
			targets = append(targets, s)
		}
	}
	// The distinct nonzero syndromes, in order of their lowest cell, and
	// the cells of each in ascending order. A lightest t never has two
	// cells of one syndrome (they cancel) nor one of syndrome zero.
	var syns []uint64
	cells := map[uint64][]int{}
	for c, s := range q.syn {
		if s == 0 {
			continue
		}
		if _, ok := cells[s]; !ok {
			syns = append(syns, s)
		}
		cells[s] = append(cells[s], c)
	}
	index := make(map[uint64]int, len(syns))
	for i, s := range syns {
		index[s] = i
	}

	near := q.near(syns)
	budget, ties := makeSolvableBudget, maxTies
	if near.dense == nil {
		budget = sparseMakeSolvableBudget
	}
	if r.table == nil {
		ties = maxLinearTies
	}
	visited := 0
	for w := 1; w <= q.d(); w++ {
		// sets holds the sets of w syndrome indices, ascending, whose
		// syndromes XOR to a target: w-1 chosen by a depth-first walk that
		// skips every branch near says cannot reach a target, the last
		// looked up.
		var sets [][]int
		chosen := make([]int, 0, w)
		var walk func(start int, acc uint64) bool
		walk = func(start int, acc uint64) bool {
			if visited++; visited > budget {
				return false
			}
			left := w - len(chosen)
			reachable := false
			for _, t := range targets {
				if near.within(acc^t, left) {
					reachable = true
				}
			}
			if !reachable {
				return true
			}
			if left == 1 {
				for _, t := range targets {
					if j, ok := index[acc^t]; ok && j >= start {
						sets = append(sets, append(slices.Clone(chosen), j))
					}
				}
				return len(sets) < ties
			}
			for i := start; i < len(syns); i++ {
				chosen = append(chosen, i)
				ok := walk(i+1, acc^syns[i])
				chosen = chosen[:len(chosen)-1]
				if !ok {
					return false
				}
			}
			return true
		}
		if !walk(0, 0) && len(sets) == 0 {
			toggled := q.shortToggles(targets, index, syns, cells)
			return toggled, false, nil
		}
		if len(sets) > 0 {
			toggled, err := r.bestToggles(b, sets, syns, cells, ties)
			return toggled, err == nil, err
		}
	}
	panic("unreachable: the leads of the reduced basis make every syndrome")
}

// shortToggles returns a short set of cells whose syndromes XOR to one of
// the targets, with no proof that it is the shortest: the leads of the
// target with fewest bits (lead i is the one cell of basis vector i among
// the leads, so its syndrome is bit i alone), shortened while two cells'
// syndromes XOR to a third cell's.
func (q *quietSpace) shortToggles(targets []uint64, index map[uint64]int, syns []uint64, cells map[uint64][]int) []int {
	t := targets[0]
	for _, u := range targets[1:] {
		if bits.OnesCount64(u) < bits.OnesCount64(t) {
			t = u
		}
	}
	var set []uint64 // the syndromes chosen
	for ; t != 0; t &= t - 1 {
		set = append(set, q.syn[q.lead[bits.TrailingZeros64(t)]])
	}
	for shorter := true; shorter; {
		shorter = false
		for i := 0; i < len(set) && !shorter; i++ {
			for j := i + 1; j < len(set) && !shorter; j++ {
				if _, ok := index[set[i]^set[j]]; ok && !slices.Contains(set, set[i]^set[j]) {
					set[i] = set[i] ^ set[j]
					set = slices.Delete(set, j, j+1)
					shorter = true
				}
			}
		}
	}
	toggled := make([]int, len(set))
	for k, u := range set {
		toggled[k] = cells[u][0]
	}
	slices.Sort(toggled)
	return toggled
}

// nearBudget bounds the syndromes a syndromeBall holds.
const nearBudget = 1 << 20

// syndromeBall knows, for the syndromes near zero, the fewest distinct
// cell syndromes that XOR to each: all of them when there are at most
// nearBudget (a breadth-first search over the whole space), otherwise
// those within a radius that keeps it under the budget.
type syndromeBall struct {
	dense  []uint8 // dense[s]: the fewest for s; nil when sparse
	sparse map[uint64]uint8
	radius int // sparse holds every syndrome made of at most radius
}

// within reports whether s might be the XOR of at most k cell syndromes:
// false only when it certainly is not.
func (b *syndromeBall) within(s uint64, k int) bool {
	if b.dense != nil {
		return int(b.dense[s]) <= k
	}
	if d, ok := b.sparse[s]; ok {
		return int(d) <= k
	}
	return k > b.radius
}

// near returns the ball for syns, the space's distinct nonzero cell
// syndromes, building it on the first call: it depends on the rules alone.
func (q *quietSpace) near(syns []uint64) *syndromeBall {
	q.nearOnce.Do(func() {
		b := &syndromeBall{}
		if 1<<q.d() <= nearBudget {
			b.dense = make([]uint8, 1<<q.d())
			fill(b.dense, unreached)
			b.dense[0] = 0
			frontier := []uint64{0}
			for d := uint8(1); len(frontier) > 0; d++ {
				var next []uint64
				for _, s := range frontier {
					for _, u := range syns {
						if x := s ^ u; b.dense[x] == unreached {
							b.dense[x] = d
							next = append(next, x)
						}
					}
				}
				frontier = next
			}
		} else {
			b.sparse = map[uint64]uint8{0: 0}
			frontier := []uint64{0}
			for d := uint8(1); len(b.sparse)+len(frontier)*len(syns) <= nearBudget && len(frontier) > 0; d++ {
				var next []uint64
				for _, s := range frontier {
					for _, u := range syns {
						if _, ok := b.sparse[s^u]; !ok {
							b.sparse[s^u] = d
							next = append(next, s^u)
						}
					}
				}
				frontier = next
				b.radius = int(d)
			}
		}
		q.ball = b
	})
	return q.ball
}

// bestToggles returns, of the first ties choices of one cell per syndrome
// of each set, the cells whose toggling leaves the lowest par, the
// lexicographically smallest list on a tie.
func (r *Rules) bestToggles(b Board, sets [][]int, syns []uint64, cells map[uint64][]int, ties int) ([]int, error) {
	var best []int
	bestPar, tried := -1, 0
	for _, set := range sets {
		pick := make([]int, len(set)) // pick[k]: which cell of syndrome set[k]
		for {
			t := make([]int, len(set))
			x := b
			for k, i := range set {
				t[k] = cells[syns[i]][pick[k]]
				x.Toggle(t[k])
			}
			slices.Sort(t)
			par, _, err := r.Par(x)
			if err != nil {
				return nil, fmt.Errorf("%v: toggling %v should make %s solvable: %w", r.spec, t, r.Encode(b), err)
			}
			if best == nil || par < bestPar || par == bestPar && slices.Compare(t, best) < 0 {
				best, bestPar = t, par
			}
			if tried++; tried == ties {
				return best, nil
			}
			// The next choice, like an odometer.
			k := len(set) - 1
			for ; k >= 0; k-- {
				if pick[k]++; pick[k] < len(cells[syns[set[k]]]) {
					break
				}
				pick[k] = 0
			}
			if k < 0 {
				break
			}
		}
	}
	return best, nil
}
