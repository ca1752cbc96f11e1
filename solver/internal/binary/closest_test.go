package binary_test

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"flip/solver/internal/binary"
)

// TestClosest holds Closest to its definition on every 3×3 and 4×4 rule
// set, by brute force over every press set: of the sets that change a
// board as the pressed set does, the answer has the fewest presses, and of
// those it shares the most cells with the pressed set. GoalDistances is
// held to the fewest presses toward each goal alone.
func TestClosest(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 29))
	for _, side := range []int{3, 4} {
		for _, g := range binary.Games {
			for _, sh := range binary.Shapes {
				for _, torus := range []bool{false, true} {
					r := binary.MustNew(binary.Spec{Game: g, Width: side, Height: side, Shape: sh, Torus: torus})
					n := r.Cells()
					// effect[x] is the position press set x makes from all clear.
					effect := make([]uint16, 1<<n)
					for x := 1; x < 1<<n; x++ {
						effect[x] = effect[x&(x-1)] ^ uint16(r.Press(bits.TrailingZeros16(uint16(x))).Index())
					}
					for trial := 0; trial < 40; trial++ {
						pressed := uint16(rng.IntN(1 << n))
						fewest, shared := n+1, -1
						for x := 0; x < 1<<n; x++ {
							if effect[x] != effect[pressed] {
								continue
							}
							w, s := bits.OnesCount16(uint16(x)), bits.OnesCount16(uint16(x)&pressed)
							if w < fewest || w == fewest && s > shared {
								fewest, shared = w, s
							}
						}
						c := r.Closest(binary.BoardOf(uint64(pressed)))
						got := uint16(c.Presses.Index())
						if !c.Exact || effect[got] != effect[pressed] || bits.OnesCount16(got) != fewest || bits.OnesCount16(got&pressed) != shared {
							t.Errorf("%v pressed %0*b: Closest %0*b (exact %v): %d presses sharing %d, want %d sharing %d",
								r.Spec(), n, pressed, n, got, c.Exact, bits.OnesCount16(got), bits.OnesCount16(got&pressed), fewest, shared)
						}
						// GoalDistances: the fewest presses toward each goal.
						b := binary.BoardOf(uint64(rng.IntN(1 << n)))
						goals := r.Goals()
						wantD := make([]int, len(goals))
						for gi, g := range goals {
							wantD[gi] = -1
							for x := 0; x < 1<<n; x++ {
								if binary.BoardOf(b.Index()^uint64(effect[x])) == g {
									if w := bits.OnesCount16(uint16(x)); wantD[gi] < 0 || w < wantD[gi] {
										wantD[gi] = w
									}
								}
							}
						}
						if d, ok := r.GoalDistances(b); !ok || !slices.Equal(d, wantD) {
							t.Errorf("%v %s: GoalDistances %v (%v), want %v", r.Spec(), r.Encode(b), d, ok, wantD)
						}
					}
				}
			}
		}
	}
}

// TestClosestGameBoards holds Closest to an independent model on every
// square board the game offers (3×3 to 10×10, each shape, with and
// without wrap) whose presses are not independent. The test finds the
// null space itself, by elimination on the press masks; where it has at
// most 2^20 members it walks them all for the best answer (fewest
// presses, then most shared); beyond (9×9 king with wrap, nullity 32) it
// holds the answer's size to the proven fewest of the Refrigerator on the
// same board, whose one goal makes that the fewest presses that do what
// the pressed set does. Every answer must do what the pressed set does.
func TestClosestGameBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	for _, sh := range binary.Shapes {
		for _, torus := range []bool{false, true} {
			for side := 3; side <= 10; side++ {
				r := binary.MustNew(binary.Spec{Game: binary.Fridge, Width: side, Height: side, Shape: sh, Torus: torus})
				null := nullSpace(r)
				if len(null) == 0 {
					continue
				}
				n := r.Cells()
				trials := 4
				if len(null) > 16 {
					trials = 2
				}
				for range trials {
					var p binary.Board
					for i := range n {
						p.Set(i, rng.IntN(3) == 0)
					}
					c := r.Closest(p)
					if !c.Exact || effectOf(r, c.Presses) != effectOf(r, p) {
						t.Fatalf("%v: Closest of %v is %v (exact %v), which does something else", r.Spec(), cellList(p), cellList(c.Presses), c.Exact)
					}
					got := [2]int{c.Presses.Count(), c.Presses.Xor(p).Count()}
					if len(null) <= 20 {
						want := [2]int{n + 1, 0}
						x := p
						for i := 0; i < 1<<len(null); i++ {
							if i > 0 {
								x = x.Xor(null[bits.TrailingZeros(uint(i))])
							}
							if w := [2]int{x.Count(), x.Xor(p).Count()}; w[0] < want[0] || w[0] == want[0] && w[1] < want[1] {
								want = w
							}
						}
						if got != want {
							t.Errorf("%v pressed %v: Closest %v has %d presses, %d differing; want %d, %d", r.Spec(), cellList(p), cellList(c.Presses), got[0], got[1], want[0], want[1])
						}
						continue
					}
					start := r.Goals()[0].Xor(effectOf(r, p))
					a, err := r.Solve(start)
					if err != nil || !a.Proven || len(a.Presses) != got[0] {
						t.Errorf("%v pressed %v: Closest has %d presses; Solve %v (proven %v, %v)", r.Spec(), cellList(p), got[0], a.Presses, a.Proven, err)
					}
				}
			}
		}
	}
}

// TestQuietParts: the parts of a set that changes nothing are disjoint,
// each changes nothing, and together they are the set; a set that
// changes something has none.
func TestQuietParts(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 1))
	for _, spec := range []binary.Spec{
		binary.Classic(binary.FlipGame),
		{Game: binary.FlipGame, Width: 5, Height: 5, Shape: binary.Cross},
		{Game: binary.FlipGame, Width: 9, Height: 9, Shape: binary.King, Torus: true},
		{Game: binary.FlipGame, Width: 10, Height: 10, Shape: binary.Cross, Torus: true},
	} {
		r := binary.MustNew(spec)
		null := nullSpace(r)
		for range 20 {
			var x binary.Board
			for _, v := range null {
				if rng.IntN(2) == 0 {
					x = x.Xor(v)
				}
			}
			parts := r.QuietParts(x)
			var union binary.Board
			for _, part := range parts {
				if part.IsZero() || !effectOf(r, part).IsZero() || union.Xor(part).Count() != union.Count()+part.Count() {
					t.Fatalf("%v %v: part %v of %v", spec, cellList(x), cellList(part), len(parts))
				}
				union = union.Xor(part)
			}
			if union != x {
				t.Errorf("%v: parts of %v make %v", spec, cellList(x), cellList(union))
			}
		}
		var one binary.Board
		one.Set(0, true)
		if parts := r.QuietParts(one); parts != nil {
			t.Errorf("%v: one press has parts %v", spec, parts)
		}
	}
}

// nullSpace returns a basis of the press sets that change nothing, found
// by elimination on r's press masks (not the solver's system): each press
// is reduced by the earlier ones, tracking which presses it combines, and
// one that reduces to nothing gives a member.
func nullSpace(r *binary.Rules) []binary.Board {
	type row struct{ mask, combo binary.Board }
	var pivots []row
	var null []binary.Board
	for i := range r.Cells() {
		x := row{mask: r.Press(i)}
		x.combo.Set(i, true)
		for !x.mask.IsZero() {
			low := lowest(x.mask)
			j := slices.IndexFunc(pivots, func(p row) bool { return lowest(p.mask) == low })
			if j < 0 {
				pivots = append(pivots, x)
				break
			}
			x.mask, x.combo = x.mask.Xor(pivots[j].mask), x.combo.Xor(pivots[j].combo)
		}
		if x.mask.IsZero() {
			null = append(null, x.combo)
		}
	}
	return null
}

// lowest returns the lowest cell set in b.
func lowest(b binary.Board) int {
	for i := range binary.MaxCells {
		if b.Get(i) {
			return i
		}
	}
	return -1
}

// effectOf returns what pressing every cell of x does to a clear board.
func effectOf(r *binary.Rules, x binary.Board) binary.Board {
	var e binary.Board
	for i := range r.Cells() {
		if x.Get(i) {
			e = e.Xor(r.Press(i))
		}
	}
	return e
}

// cellList returns the cells set in b, ascending.
func cellList(b binary.Board) []int {
	var cells []int
	for i := range binary.MaxCells {
		if b.Get(i) {
			cells = append(cells, i)
		}
	}
	return cells
}
