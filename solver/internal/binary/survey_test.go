package binary

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestProofSurvey solves two random positions of every board up to 32×32
// whose nullity is 21 to 32 and of every board the game offers (3×3 to
// 10×10) without a distance table, every shape, wrap and game, and checks
// that every answer is proven (the Lights Out tori of nullity 28 and 32,
// once the exceptions, by the periodic search). It prints each board's slowest solve in processor time (see threadCPU),
// slowest first. It takes about a
// minute, so it runs only with FLIP_PROOF_SURVEY=1:
//
//	FLIP_PROOF_SURVEY=1 go test -run TestProofSurvey -v ./solver/internal/binary/
func TestProofSurvey(t *testing.T) {
	if os.Getenv("FLIP_PROOF_SURVEY") == "" {
		t.Skip("set FLIP_PROOF_SURVEY=1 to survey every board of nullity 21 to 32 and the game's")
	}
	type row struct {
		spec    Spec
		nullity int
		slowest time.Duration
		proven  bool
	}
	var rows []row
	for w := 1; w <= MaxSide; w++ {
		for h := 1; h <= MaxSide; h++ {
			for _, sh := range Shapes {
				for _, torus := range []bool{false, true} {
					for _, g := range Games {
						s := Spec{Game: g, Width: w, Height: h, Shape: sh, Torus: torus}
						r := MustNew(s)
						k := r.Nullity()
						game := w >= 3 && h >= 3 && w <= 10 && h <= 10 // a board the game offers
						if r.Table() != nil || k > 32 || k <= 20 && !game {
							continue
						}
						r.Solve(Board{}) // the one-time set-up is not what this measures
						rng := rand.New(rand.NewPCG(uint64(w), uint64(h)))
						rw := row{spec: s, nullity: k, proven: true}
						for range 2 {
							b := r.RandomSolvable(rng)
							var a Answer
							var err error
							rw.slowest = max(rw.slowest, threadCPU(func() { a, err = r.Solve(b) }))
							if err != nil {
								t.Fatalf("%v: %v", s, err)
							}
							rw.proven = rw.proven && a.Proven
						}
						rows = append(rows, rw)
						if !rw.proven {
							t.Errorf("%v (nullity %d): an answer is not proven", s, k)
						}
					}
				}
			}
		}
	}
	slices.SortFunc(rows, func(a, b row) int { return int(b.slowest - a.slowest) })
	for _, r := range rows {
		if s := r.spec; s.Width <= 10 && s.Height <= 10 {
			t.Logf("slowest board the game offers: %v (nullity %d), %v", s, r.nullity, r.slowest)
			break
		}
	}
	var out strings.Builder
	for _, r := range rows {
		fmt.Fprintf(&out, "%-28v nullity %2d  slowest %10v  proven %v\n", r.spec, r.nullity, r.slowest.Round(time.Microsecond), r.proven)
	}
	t.Logf("%d boards, slowest first:\n%s", len(rows), out.String())
}
