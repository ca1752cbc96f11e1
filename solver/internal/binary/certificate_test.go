package binary_test

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"sync"
	"testing"

	"flip/solver/internal/binary"
)

// certificateError says what is wrong with c as a certificate that b
// cannot reach c's goal, checking both conditions cell by cell: every
// press changes an even number of c's cells, and an odd number of them
// differ from the goal in b.
func certificateError(r *binary.Rules, b binary.Board, c binary.Certificate) string {
	var goal *binary.Board
	for _, g := range r.Goals() {
		if r.Symbol(g, 0) == c.Goal {
			goal = &g
		}
	}
	if goal == nil {
		return fmt.Sprintf("goal %q is not one of the game's", c.Goal)
	}
	if len(c.Cells) == 0 {
		return "no cells"
	}
	for k, i := range c.Cells {
		if i < 0 || i >= r.Cells() || k > 0 && i <= c.Cells[k-1] {
			return fmt.Sprintf("cells %v: not ascending cells of the board", c.Cells)
		}
	}
	for p := range r.Cells() {
		changed := 0
		for _, i := range c.Cells {
			if r.Press(p).Get(i) {
				changed++
			}
		}
		if changed%2 != 0 {
			return fmt.Sprintf("cells %v: a press on %d changes %d of them", c.Cells, p, changed)
		}
	}
	off := 0
	for _, i := range c.Cells {
		if b.Get(i) != goal.Get(i) {
			off++
		}
	}
	if off%2 == 0 {
		return fmt.Sprintf("cells %v: %d of them differ from goal %q, an even number", c.Cells, off, c.Goal)
	}
	if got := r.OffGoal(b, c); got != off {
		return fmt.Sprintf("cells %v: OffGoal = %d, want %d", c.Cells, got, off)
	}
	return ""
}

// checkCertificates checks r.Certificates(b) given whether b is solvable:
// nil when it is, otherwise one valid certificate per goal, in the order of
// Goals. It returns the certificates.
func checkCertificates(t *testing.T, r *binary.Rules, b binary.Board, solvable bool) []binary.Certificate {
	t.Helper()
	certs := r.Certificates(b)
	if solvable {
		if certs != nil {
			t.Fatalf("%v %s: solvable, but Certificates = %v", r.Spec(), r.Encode(b), certs)
		}
		return nil
	}
	goals := r.Goals()
	if len(certs) != len(goals) {
		t.Fatalf("%v %s: impossible, Certificates = %v; want one per goal", r.Spec(), r.Encode(b), certs)
	}
	for i, c := range certs {
		if want := r.Symbol(goals[i], 0); c.Goal != want {
			t.Fatalf("%v %s: certificate %d is for goal %q, want %q", r.Spec(), r.Encode(b), i, c.Goal, want)
		}
		if msg := certificateError(r, b, c); msg != "" {
			t.Fatalf("%v %s: certificate for %q: %s", r.Spec(), r.Encode(b), c.Goal, msg)
		}
		if !c.Lightest && r.Nullity() <= 24 {
			t.Fatalf("%v %s: not Lightest with nullity %d", r.Spec(), r.Encode(b), r.Nullity())
		}
	}
	return certs
}

// lightestOdd returns, by enumeration of quiet (every quiet set), the
// fewest cells of one that meets c in an odd number of cells, or -1.
func lightestOdd(quiet []uint64, c uint64) int {
	best := -1
	for _, q := range quiet {
		if bits.OnesCount64(q&c)%2 == 1 {
			if w := bits.OnesCount64(q); best < 0 || w < best {
				best = w
			}
		}
	}
	return best
}

// checkLightest checks every certificate of b against enumeration.
func checkLightest(t *testing.T, r *binary.Rules, quiet []uint64, b binary.Board, certs []binary.Certificate) {
	t.Helper()
	for i, c := range certs {
		want := lightestOdd(quiet, b.Xor(r.Goals()[i]).Index())
		if len(c.Cells) != want {
			t.Fatalf("%v %s: certificate for %q has %d cells %v; the lightest has %d", r.Spec(), r.Encode(b), c.Goal, len(c.Cells), c.Cells, want)
		}
	}
}

// TestCertificatesClassic checks every position of both 4×4 games: no
// certificate for a solvable one, and for each of the 61440 impossible Flip
// Game positions one valid and lightest certificate per colour.
func TestCertificatesClassic(t *testing.T) {
	for _, g := range binary.Games {
		r := binary.MustNew(binary.Classic(g))
		dist := binary.BruteDistances(r)
		quiet := binary.BruteQuiet(r)
		impossible := 0
		for x, d := range dist {
			b := binary.BoardOf(uint64(x))
			certs := checkCertificates(t, r, b, d >= 0)
			checkLightest(t, r, quiet, b, certs)
			if certs != nil {
				impossible++
			}
		}
		if want := map[string]int{"flip": 61440, "fridge": 0}[g.Name]; impossible != want {
			t.Errorf("%s: %d impossible positions have certificates, want %d", g.Name, impossible, want)
		}
	}
}

// TestCertificatesSmallBoards checks validity and lightness by enumeration
// on every rule set of at most 12 cells: every position when that is
// cheap, else 300 random impossible ones.
func TestCertificatesSmallBoards(t *testing.T) {
	for _, s := range everySmallSpec() {
		if s.Cells() > 12 {
			continue
		}
		t.Run(s.String(), func(t *testing.T) {
			t.Parallel()
			r := binary.MustNew(s)
			dist := binary.BruteDistances(r)
			quiet := binary.BruteQuiet(r)
			if len(quiet) != 1<<r.Nullity() {
				t.Fatalf("%d quiet sets, nullity %d", len(quiet), r.Nullity())
			}
			rng := rand.New(rand.NewPCG(uint64(s.Width), uint64(s.Height)))
			all := len(quiet)*len(dist) <= 1<<20
			for i := range len(dist) {
				x := i
				if !all {
					if i == 300 {
						break
					}
					x = rng.IntN(len(dist))
				}
				b := binary.BoardOf(uint64(x))
				checkLightest(t, r, quiet, b, checkCertificates(t, r, b, dist[x] >= 0))
			}
		})
	}
}

// TestCertificatesRandomBoards checks certificates of random positions on
// every shape, 3×3 to 10×10, wrapping or not, both games, against the
// independent gf2System: none just when some goal can be reached, and
// each one valid.
func TestCertificatesRandomBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 16))
	for n := 3; n <= 10; n++ {
		for _, sh := range binary.Shapes {
			for _, torus := range []bool{false, true} {
				for _, g := range binary.Games {
					s := binary.Spec{Game: g, Width: n, Height: n, Shape: sh, Torus: torus}
					r := binary.MustNew(s)
					ts := newGF2System(r)
					for i := range 12 {
						var b binary.Board
						if i%4 == 0 {
							b = r.RandomSolvable(rng)
						} else {
							for c := range r.Cells() {
								b.Set(c, rng.IntN(2) == 1)
							}
						}
						solvable := false
						for _, goal := range r.Goals() {
							if _, ok := ts.solve(b.Xor(goal)); ok {
								solvable = true
							}
						}
						checkCertificates(t, r, b, solvable)
					}
				}
			}
		}
	}
}

// TestCertificatesLargeNullity checks certificates on 9×9 king with wrap,
// the game's board with the largest null space (nullity 32, more than 2^24
// quiet sets): valid, and lightest when the search can prove it.
func TestCertificatesLargeNullity(t *testing.T) {
	for _, g := range binary.Games {
		r := binary.MustNew(binary.Spec{Game: g, Width: 9, Height: 9, Shape: binary.King, Torus: true})
		if r.Nullity() != 32 {
			t.Fatalf("%v: nullity %d, want 32", r.Spec(), r.Nullity())
		}
		ts := newGF2System(r)
		rng := rand.New(rand.NewPCG(9, 9))
		for range 4 {
			var b binary.Board
			for c := range r.Cells() {
				b.Set(c, rng.IntN(2) == 1)
			}
			solvable := false
			for _, goal := range r.Goals() {
				if _, ok := ts.solve(b.Xor(goal)); ok {
					solvable = true
				}
			}
			checkCertificates(t, r, b, solvable)
		}
	}
}

func ExampleRules_Certificates() {
	r := binary.MustNew(binary.Classic(binary.FlipGame))
	b, _ := r.Parse("bwww\nwwww\nwwww\nwwww\n")
	for _, c := range r.Certificates(b) {
		fmt.Printf("goal %c: cells %v, %d off goal\n", c.Goal, c.Cells, r.OffGoal(b, c))
	}
	// Output:
	// goal w: cells [0 1 2 5 7 10 11 15], 1 off goal
	// goal b: cells [0 1 2 5 7 10 11 15], 7 off goal
}

// TestCertificatesConcurrent asks a fresh rule set for certificates and
// toggles from several goroutines at once, so that they race for its
// one-time work (elimination, the light-set list, the syndrome ball), and
// compares with the answers asked one at a time.
func TestCertificatesConcurrent(t *testing.T) {
	s := binary.Spec{Game: binary.FlipGame, Width: 6, Height: 6, Shape: binary.King, Torus: true}
	rng := rand.New(rand.NewPCG(6, 6))
	boards := make([]binary.Board, 8)
	for i := range boards {
		for c := range s.Cells() {
			boards[i].Set(c, rng.IntN(2) == 1)
		}
	}
	r := binary.MustNew(s)
	type answer struct {
		certs   []binary.Certificate
		toggled []int
	}
	got := make([]answer, len(boards))
	var wg sync.WaitGroup
	for i, b := range boards {
		wg.Go(func() {
			toggled, _, err := r.MakeSolvable(b)
			if err != nil {
				t.Error(err)
			}
			got[i] = answer{r.Certificates(b), toggled}
		})
	}
	wg.Wait()
	alone := binary.MustNew(s)
	for i, b := range boards {
		toggled, _, _ := alone.MakeSolvable(b)
		if want := (answer{alone.Certificates(b), toggled}); !reflect.DeepEqual(got[i], want) {
			t.Errorf("%s: %+v concurrently, %+v alone", r.Encode(b), got[i], want)
		}
	}
}
