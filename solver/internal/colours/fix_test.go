package colours

// MakeSolvable against a breadth-first search over single-cell steps, with
// the breadth-first oracle of oracle_test.go deciding solvability.

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"testing"

	"flip/internal/testlong"
	"flip/solver/internal/binary"
)

// fewestSteps returns the fewest single-cell steps (each turns one cell
// one colour on) after which presses solve position x, by breadth-first
// search over the steps from x, using seen (len(o.dist) stamps, reused
// between calls; stamp new each call) to mark what it visited.
func fewestSteps(o *oracle, x int, seen []int32, stamp int32) int {
	frontier := []int{x}
	seen[x] = stamp
	for d := 0; ; d++ {
		var next []int
		for _, y := range frontier {
			if o.dist[y] >= 0 {
				return d
			}
			for i := range o.n {
				// Cell i one on: K − 1 goes round to 0.
				z := y + o.pow[i]
				if y/o.pow[i]%o.K == o.K-1 {
					z -= o.pow[i+1]
				}
				if seen[z] != stamp {
					seen[z] = stamp
					next = append(next, z)
				}
			}
		}
		frontier = next
	}
}

// fixCases are the rule sets TestMakeSolvable checks: boards with quiet
// press sets, so with positions no presses solve; from K = 5 on, the
// run's sample of them (specSample).
func fixCases(t *testing.T) []oracleCase {
	quiet := func(K int, keep func(binary.Spec) bool) func(binary.Spec) bool {
		return func(s binary.Spec) bool {
			r, err := New(s, K)
			return err == nil && r.QuietSets().Int64() > 1 && keep(s)
		}
	}
	var out []oracleCase
	for _, s := range specSample(t, 5, quiet(5, func(s binary.Spec) bool {
		return s.Shape == binary.RowCol && !s.Torus || s.Shape == binary.Cross && s.Torus
	})) {
		out = append(out, oracleCase{s, 5})
	}
	for _, s := range oracleSpecs(4, 3) {
		out = append(out, oracleCase{s, 3})
	}
	for _, K := range []int{4, 6} {
		for _, s := range specSample(t, K, quiet(K, anySpec)) {
			if testing.Short() && K == 6 && !s.Torus {
				continue // TestOracle leaves these oracles out with -short
			}
			out = append(out, oracleCase{s, K})
		}
	}
	return out
}

// TestMakeSolvable: on the rule sets of fixCases, MakeSolvable returns nil
// for random solvable positions and, for random impossible ones, steps in
// ascending order (Rules.Step turning the cell one colour on, as the
// test's own arithmetic does) after which the oracle and CanSolve say
// presses solve the position, and exactly as many as the fewest a
// breadth-first search over single steps finds. It refuses only where
// the weight patterns are more than it searches (more than 2^20 quiet
// sets). From K = 5 on, a run checks a sample of the rule sets, every
// shape, wrap and game among them (specSample), on positions of the run's
// seed; FLIP_LONG=1 checks them all, on the positions of a fixed seed.
func TestMakeSolvable(t *testing.T) {
	t.Parallel()
	rng := testlong.Rand(t, 13, 14)
	want := 16 // impossible positions per rule set, and a quarter as many solvable
	if testing.Short() {
		want = 5
	}
	checked, refused := 0, 0
	for _, tc := range fixCases(t) {
		r, err := New(tc.s, tc.K)
		if err != nil {
			t.Fatal(err)
		}
		if r.QuietSets().Int64() == 1 {
			continue
		}
		t.Run(fmt.Sprintf("%v/K%d", tc.s, tc.K), func(t *testing.T) {
			o := oracleFor(tc.s, tc.K)
			seen := make([]int32, len(o.dist))
			impossible, solvable := 0, 0
			for attempt := int32(1); attempt <= int32(50*want); attempt++ {
				x := rng.IntN(len(o.dist))
				ok := o.dist[x] >= 0
				if ok && solvable >= want/4 || !ok && impossible >= want {
					continue
				}
				c := o.cells(x)
				p := PositionOf(c)
				steps, err := r.MakeSolvable(p)
				if ok {
					solvable++
					if steps != nil || err != nil {
						t.Fatalf("%v: solvable, but MakeSolvable %v %v", c, steps, err)
					}
					continue
				}
				impossible++
				if errors.Is(err, ErrFixTooLarge) {
					if r.QuietSets().Cmp(big.NewInt(1<<20)) <= 0 {
						t.Fatalf("%v: %v with only %v quiet sets", c, err, r.QuietSets())
					}
					refused++
					continue
				}
				if err != nil {
					t.Fatalf("%v: %v", c, err)
				}
				if !slices.IsSorted(steps) {
					t.Fatalf("%v: steps %v not ascending", c, steps)
				}
				q, d := p, slices.Clone(c)
				for _, i := range steps {
					if i < 0 || i >= o.n {
						t.Fatalf("%v: step on cell %d", c, i)
					}
					q = r.Step(q, i)
					d[i] = uint8((int(d[i]) + 1) % o.K)
				}
				if q != PositionOf(d) {
					t.Fatalf("%v: Step gives %v, want %v", c, q.Cells(o.n), d)
				}
				if !o.solvable(d) || !r.CanSolve(q) {
					t.Fatalf("%v: after steps %v, %v: oracle %v, CanSolve %v", c, steps, d, o.solvable(d), r.CanSolve(q))
				}
				if fewest := fewestSteps(o, x, seen, attempt); len(steps) != fewest {
					t.Fatalf("%v: %d steps %v, but %d make it solvable", c, len(steps), steps, fewest)
				}
				checked++
				if impossible >= want && solvable >= want/4 {
					break
				}
			}
		})
	}
	t.Logf("%d positions made solvable, %d refused as too large", checked, refused)
	if checked < 8*want {
		t.Fatalf("only %d impossible positions checked", checked)
	}
}
