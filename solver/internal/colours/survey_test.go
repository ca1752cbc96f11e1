package colours

import (
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"flip/solver/internal/binary"
)

// TestSurvey prints, as a Markdown table, how every board the game offers
// (3×3 to 10×10) is solved in every K ≥ 3 without a table: the number of
// quiet press sets, the trellis's width, the method Solve uses, whether 5
// random positions' answers were proven, and the time each took. It runs
// only with FLIP_SURVEY=1 (docs/solver.md, “More colours”, quotes it);
// FLIP_SURVEY=page gives the page's budget (game/play's pageBudget, 2^16)
// instead of SearchBudget, and lists the boards not proven with it.
func TestSurvey(t *testing.T) {
	mode := os.Getenv("FLIP_SURVEY")
	if mode == "" {
		t.Skip("FLIP_SURVEY=1 to run")
	}
	budget := SearchBudget
	if mode == "page" {
		budget = 1 << 16
	}
	rng := rand.New(rand.NewPCG(3, 4))
	fmt.Println("| K | rule set | quiet press sets | trellis states | method | proven | time each |")
	fmt.Println("| --- | --- | --- | --- | --- | --- | --- |")
	for K := 3; K <= MaxColours; K++ {
		for n := 3; n <= 10; n++ {
			for _, s := range specsOf(n, n) {
				if s.Game == binary.Fridge && s.Shape != binary.RowCol {
					continue
				}
				r, _ := New(s, K)
				if r.HasTable() {
					continue
				}
				proven := 0
				t0 := time.Now()
				for range 5 {
					a, err := r.SolveLinear(r.RandomSolvable(rng), budget)
					if err != nil {
						t.Fatal(err)
					}
					if a.Proven {
						proven++
					}
				}
				each := time.Since(t0) / 5
				g := r.linear().eachGoal()
				if proven < 5 || (mode != "page" && each > 20*time.Millisecond) || mode == "all" {
					w := fmt.Sprint(g.width)
					if g.width > TrellisStates {
						w = "> 2^21"
					}
					fmt.Printf("| %d | %v | %v | %s | %v | %d of 5 | %.0f ms |\n", K, s, r.QuietSets(), w, methodName(r, budget), proven, float64(each.Microseconds())/1000)
				}
			}
		}
	}
}

// methodName names how a search for a position with every goal in reach
// finds its answer with budget, and says when one trellis walk is for
// every goal at once.
func methodName(r *Rules, budget int) string {
	m, p := r.method(len(r.goals), budget)
	if m == byTrellis && p.any {
		return "trellis, every goal at once"
	}
	return m.String()
}
