package e2e

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"testing"
	"time"

	"flip/solver"
)

// TestBoundsHold: on 10×10 cross with wrap in 6 colours, where the page's
// short search can answer far above the fewest presses, a press made at
// once after the puzzle opens never shows an "at most N to go" above
// what undoing the press and playing the par's answer takes: par +
// (K − 1) × presses made. (The page once said "at most 105 to go" one
// press from a par of 10.)
func TestBoundsHold(t *testing.T) {
	t.Parallel()
	const k = 6
	spec := solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross, Torus: true}
	cr, err := solver.New(spec.WithColours(k))
	if err != nil {
		t.Fatal(err)
	}
	// Ten presses solve it; the short search answers 30 for it, and 105
	// for it after a press on cell 55.
	rng := rand.New(rand.NewPCG(6, 4))
	var start solver.Position
	for range 10 {
		cell := rng.IntN(100)
		for range k - 1 { // one press taken back
			start = cr.Apply(start, cell)
		}
	}
	board := cr.Encode(start)
	p := openReduced(t, fmt.Sprintf("game=flip&size=10x10&shape=cross&torus=1&colors=%d&board=%s", k, board), 1024, 768, 1)
	p.clickCell(p.layout(), 55)
	atMost := regexp.MustCompile(`at most (\d+) to go`)
	deadline := time.Now().Add(20 * time.Second)
	seen := 0
	for time.Now().Before(deadline) {
		s := p.nextSnapshot() // a frame at a time: the status changes once a frame at most
		if s.Moves == 1 {
			if m := atMost.FindStringSubmatch(s.Status); m != nil {
				seen++
				if n, _ := strconv.Atoi(m[1]); n > s.Par+(k-1)*s.Moves {
					t.Fatalf("%q: at most %d to go, one press from a par of %d (never more than %d)", s.Status, n, s.Par, s.Par+(k-1))
				}
			}
			if s.Proven && s.ParProven && !s.Busy {
				break
			}
		}
	}
	t.Logf("%d snapshots said at most; the last: %q", seen, p.snapshot().Status)
}
