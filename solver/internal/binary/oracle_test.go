package binary

import "math/bits"

// The tests' brute-force oracle, the one model every exact answer of the
// package is checked against on boards of at most 16 cells. It knows
// nothing of elimination or tables: it tries every set of presses, and
// every set of cells.

// bruteDistances returns, for a board of n ≤ 16 cells with these press
// masks and goals, the fewest presses that solve each position (indexed by
// its bits), or -1 when none does: for every one of the 2^n sets of
// presses it XORs their masks together and keeps the smallest set that
// lands on each position from some goal.
func bruteDistances(n int, masks, goals []uint64) []int {
	dist := make([]int, 1<<n)
	for i := range dist {
		dist[i] = -1
	}
	for set := uint64(0); set < 1<<n; set++ {
		var reached uint64
		for c := range n {
			if set>>c&1 != 0 {
				reached ^= masks[c]
			}
		}
		size := bits.OnesCount64(set)
		for _, g := range goals {
			if x := reached ^ g; dist[x] < 0 || size < dist[x] {
				dist[x] = size
			}
		}
	}
	return dist
}

// bruteQuiet returns every set of cells of a board of n ≤ 16 cells that
// each press mask meets in an even number of cells, in increasing order of
// their bits: the left null space, found by trying all 2^n sets.
func bruteQuiet(n int, masks []uint64) []uint64 {
	var quiet []uint64
	for q := uint64(0); q < 1<<n; q++ {
		even := true
		for _, m := range masks {
			if bits.OnesCount64(q&m)&1 != 0 {
				even = false
				break
			}
		}
		if even {
			quiet = append(quiet, q)
		}
	}
	return quiet
}
