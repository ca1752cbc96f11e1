package play_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"flip/game/play"
	"flip/solver"
)

// explainSpecs are boards the game offers that have impossible positions:
// the classics and others of every shape, with and without wrap.
var explainSpecs = []solver.Spec{
	solver.Classic(solver.FlipGame),
	{Game: solver.Fridge, Width: 4, Height: 4, Shape: solver.Cross},
	{Game: solver.Fridge, Width: 3, Height: 3, Shape: solver.RowCol},
	{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross},
	{Game: solver.FlipGame, Width: 3, Height: 3, Shape: solver.King, Torus: true},
	{Game: solver.Fridge, Width: 5, Height: 5, Shape: solver.King},
	{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross, Torus: true},
	{Game: solver.Fridge, Width: 9, Height: 9, Shape: solver.RowCol},
}

// solvable reports, by the solver's search, whether b can be solved.
func solvable(t testing.TB, r *solver.Rules, b solver.Board) bool {
	t.Helper()
	_, err := r.Solve(solver.FromBoard(b))
	return err == nil
}

// checkQuiet checks a snapshot's quiet sets against the rules, without
// the solver's help: each set meets every press mask in an even number of
// cells and has an odd number of cells off its goal; every goal of the
// game is ruled out once.
func checkQuiet(t testing.TB, r *solver.Rules, b solver.Board, quiet play.QuietSets) {
	t.Helper()
	var goals []string
	for _, q := range quiet {
		goals = append(goals, q.Goal)
		if len(q.Cells) == 0 {
			t.Fatalf("%s: an empty set for goal %q", r.Encode(solver.FromBoard(b)), q.Goal)
		}
		var set solver.Board
		for _, c := range q.Cells {
			if c < 0 || c >= r.Cells() {
				t.Fatalf("%s: cell %d off the board", r.Encode(solver.FromBoard(b)), c)
			}
			set.Set(c, true)
		}
		for p := range r.Cells() {
			m := r.Press(p)
			n := 0
			for _, c := range q.Cells {
				if m.Get(c) {
					n++
				}
			}
			if n%2 != 0 {
				t.Fatalf("%s: press %d changes %d cells of the set %v for %q", r.Encode(solver.FromBoard(b)), p, n, q.Cells, q.Goal)
			}
		}
		goalSet := q.Goal == "b" || q.Goal == "+"
		off := 0
		for _, c := range q.Cells {
			if b.Get(c) != goalSet {
				off++
			}
		}
		if off%2 != 1 {
			t.Fatalf("%s: %d cells of %v off goal %q, want an odd number", r.Encode(solver.FromBoard(b)), off, q.Cells, q.Goal)
		}
	}
	want := []string{"-"}
	if r.Game().EitherColour {
		want = []string{"w", "b"}
	}
	if !slices.Equal(goals, want) {
		t.Fatalf("%s: quiet sets for goals %v, want %v", r.Encode(solver.FromBoard(b)), goals, want)
	}
}

// impossibles returns up to n impossible positions of r: the single
// pieces that are, then random ones.
func impossibles(t testing.TB, r *solver.Rules, n int, rng *rand.Rand) []solver.Board {
	var out []solver.Board
	for i := 0; i < r.Cells() && len(out) < n/2; i++ {
		if !solvable(t, r, one(i)) {
			out = append(out, one(i))
		}
	}
	for tries := 0; len(out) < n && tries < 50*n; tries++ {
		var b solver.Board
		for i := range r.Cells() {
			b.Set(i, rng.IntN(2) == 1)
		}
		if !solvable(t, r, b) {
			out = append(out, b)
		}
	}
	return out
}

// TestQuiet checks the explanation of impossible positions: the quiet
// sets in the snapshot, the marked cells, and the words with their
// numbers.
func TestQuiet(t *testing.T) {
	rng := newRNG(7)
	for _, spec := range explainSpecs {
		r := solver.MustNew(spec)
		t.Run(spec.String(), func(t *testing.T) {
			n := 40
			if r.Cells() > 16 {
				n = 6
			}
			bs := impossibles(t, r, n, rng)
			if len(bs) == 0 {
				t.Fatal("no impossible position found")
			}
			for _, b := range bs {
				c := newController(r, b)
				v := c.View(t0)
				checkQuiet(t, r, b, v.State.Quiet)
				first := v.State.Quiet[0].Cells
				for i, cv := range v.Cells {
					if cv.Marked != slices.Contains(first, i) {
						t.Fatalf("%s: cell %d marked %v; the first set is %v", r.Encode(solver.FromBoard(b)), i, cv.Marked, first)
					}
				}
				if v.Detail.Kind != play.KindWarning {
					t.Errorf("%s: detail kind %v, want warning", r.Encode(solver.FromBoard(b)), v.Detail.Kind)
				}
				noun := "pieces"
				if !spec.Game.EitherColour {
					noun = "handles"
				}
				if want := fmt.Sprintf("of the %d marked %s", len(first), noun); !strings.Contains(v.Detail.Text, want) {
					t.Errorf("%s: detail %q does not say %q", r.Encode(solver.FromBoard(b)), v.Detail.Text, want)
				}
				toggles, _, err := r.MakeSolvable(solver.FromBoard(b))
				if err != nil {
					t.Fatal(err)
				}
				if want := fmt.Sprintf("Fix: turn over %d ", len(toggles)); !strings.Contains(v.Detail.Text, want) {
					t.Errorf("%s: detail %q does not say %q", r.Encode(solver.FromBoard(b)), v.Detail.Text, want)
				}
				if !v.Buttons[play.BtnFix].Enabled {
					t.Errorf("%s: Fix not offered", r.Encode(solver.FromBoard(b)))
				}
			}
		})
	}
}

var fridgeCross = solver.MustNew(solver.Spec{Game: solver.Fridge, Width: 4, Height: 4, Shape: solver.Cross})

// TestQuietWords checks the words of the classic cases in full.
func TestQuietWords(t *testing.T) {
	for _, tc := range []struct {
		r    *solver.Rules
		b    string
		want string
	}{
		// The words follow the sets the solver gives; these pin the
		// phrasing of each game.
		{fridgeCross, "+---------------", "Every press turns an even number of the "},
		{flipRules, "bwwwwwwwwwwwwwww", "Every press turns over an even number of the "},
	} {
		b := decode(t, tc.r, tc.b)
		c := newController(tc.r, b)
		d := c.View(t0).Detail.Text
		if !strings.HasPrefix(d, tc.want) {
			t.Errorf("%s: detail %q, want it to start %q", tc.b, d, tc.want)
		}
		certs := tc.r.Certificates(solver.FromBoard(b))
		off, goal := 0, tc.r.Goals()[certs[0].Goal].Board()
		for _, i := range certs[0].Cells {
			if b.Get(i) != goal.Get(i) {
				off++
			}
		}
		word := map[bool]string{true: "closed", false: "black"}[tc.r == fridgeCross]
		if certs[0].Goal == 1 { // all black
			word = "white"
		}
		if want := fmt.Sprintf("but %d of them %s %s now", off, map[bool]string{true: "is", false: "are"}[off == 1], word); !strings.Contains(d, want) {
			t.Errorf("%s: detail %q, want %q", tc.b, d, want)
		}
	}
}

// TestQuietSolvable checks that a solvable position has no quiet sets,
// no marks, no Fix, and that quiet is written as [].
func TestQuietSolvable(t *testing.T) {
	c := newController(flipRules, puzzle(t, flipRules, 3, newRNG(2)))
	v := c.View(t0)
	if len(v.State.Quiet) != 0 {
		t.Errorf("quiet %v on a solvable position", v.State.Quiet)
	}
	for i, cv := range v.Cells {
		if cv.Marked {
			t.Errorf("cell %d marked on a solvable position", i)
		}
	}
	if v.Buttons[play.BtnFix].Enabled || c.Allowed(play.ActFix) {
		t.Error("Fix offered on a solvable position")
	}
	js, err := json.Marshal(v.State)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(js), `"quiet":[]`) {
		t.Errorf("snapshot JSON %s: want \"quiet\":[]", js)
	}
	var back play.Snapshot
	if err := json.Unmarshal(js, &back); err != nil {
		t.Fatal(err)
	}
}

// fewestToggles returns, by enumeration, the fewest cells (up to max) to
// turn over to make b solvable, or -1.
func fewestToggles(t testing.TB, r *solver.Rules, b solver.Board, most int) int {
	n := r.Cells()
	var try func(b solver.Board, from, k int) bool
	try = func(b solver.Board, from, k int) bool {
		if k == 0 {
			return solvable(t, r, b)
		}
		for i := from; i < n; i++ {
			b.Toggle(i)
			if try(b, i+1, k-1) {
				return true
			}
			b.Toggle(i)
		}
		return false
	}
	for k := 0; k <= most; k++ {
		if try(b, 0, k) {
			return k
		}
	}
	return -1
}

// TestFix checks Make solvable: it turns over the fewest pieces, the
// result is the puzzle's start, it says which, and Undo and Redo take it
// back and forth.
func TestFix(t *testing.T) {
	rng := newRNG(11)
	for _, spec := range explainSpecs {
		r := solver.MustNew(spec)
		t.Run(spec.String(), func(t *testing.T) {
			n := 12
			if r.Cells() > 16 {
				n = 3
			}
			for _, b := range impossibles(t, r, n, rng) {
				c := newController(r, b)
				if r.Cells() <= 16 {
					// Some presses first: Undo must come back to them.
					c.Do(press(0), t0)
					b = r.Apply(solver.FromBoard(b), 0).Board()
				}
				now := t0 + play.FlipDuration
				moves := c.Shelf().Model().Moves()
				start := c.Shelf().Model().Start()
				if !c.Allowed(play.ActFix) {
					t.Fatalf("%s: Fix not allowed", r.Encode(solver.FromBoard(b)))
				}
				c.Do(act(play.ActFix), now)
				fixed := c.Shelf().Model().Board()
				changed := b.Xor(fixed)
				k := changed.Count()
				if !solvable(t, r, fixed) {
					t.Fatalf("%s: Fix left %s unsolvable", r.Encode(solver.FromBoard(b)), r.Encode(solver.FromBoard(fixed)))
				}
				if r.Cells() <= 16 {
					if want := fewestToggles(t, r, b, k); want != k {
						t.Errorf("%s: Fix turned over %d pieces, %d do", r.Encode(solver.FromBoard(b)), k, want)
					}
				} else if k > r.Nullity() {
					t.Errorf("%s: Fix turned over %d pieces, more than the nullity %d", r.Encode(solver.FromBoard(b)), k, r.Nullity())
				}
				if c.Shelf().Model().Start() != fixed || c.Shelf().Model().Moves() != 0 {
					t.Errorf("after Fix: start %s, moves %d; want the fixed position with no presses", r.Encode(solver.FromBoard(c.Shelf().Model().Start())), c.Shelf().Model().Moves())
				}
				if p, ok := c.Par(); !ok || p != mustDist(t, r, fixed) {
					t.Errorf("after Fix: par %d %v, want %d", p, ok, mustDist(t, r, fixed))
				}
				nt := c.Screen().Notice()
				verb := "Turned over the piece"
				if !r.Game().EitherColour {
					verb = "Turned the handle"
				}
				if nt.Kind != play.KindInfo || !strings.HasPrefix(nt.Text, verb) || !strings.HasSuffix(nt.Text, " to make it solvable.") {
					t.Errorf("after Fix: notice %+v", nt)
				}
				for i := range r.Cells() {
					name := fmt.Sprintf("row %d, column %d", i/r.Width()+1, i%r.Width()+1)
					if changed.Get(i) != containsName(nt.Text, name) {
						t.Errorf("notice %q and cell %d (changed %v)", nt.Text, i, changed.Get(i))
					}
				}
				if c.Allowed(play.ActFix) {
					t.Error("Fix still offered on the fixed position")
				}
				now += play.FlipDuration
				c.Do(act(play.ActUndo), now)
				if c.Shelf().Model().Board() != b || c.Shelf().Model().Start() != start || c.Shelf().Model().Moves() != moves {
					t.Errorf("Undo after Fix: board %s start %s moves %d; want %s %s %d",
						r.Encode(solver.FromBoard(c.Shelf().Model().Board())), r.Encode(solver.FromBoard(c.Shelf().Model().Start())), c.Shelf().Model().Moves(), r.Encode(solver.FromBoard(b)), r.Encode(solver.FromBoard(start)), moves)
				}
				if _, ok := c.Par(); ok != solvable(t, r, start) {
					t.Errorf("Undo after Fix: par ok %v", ok)
				}
				now += play.FlipDuration
				c.Do(act(play.ActRedo), now)
				if c.Shelf().Model().Board() != fixed || c.Shelf().Model().Start() != fixed {
					t.Errorf("Redo: board %s, want %s", r.Encode(solver.FromBoard(c.Shelf().Model().Board())), r.Encode(solver.FromBoard(fixed)))
				}
			}
		})
	}
}

// containsName reports whether the notice names the cell exactly (row 1,
// column 1 is not row 1, column 10).
func containsName(text, name string) bool {
	for _, end := range []string{" ", ";", " to"} {
		if strings.Contains(text, name+end) {
			return true
		}
	}
	return strings.HasSuffix(text, name)
}

func mustDist(t testing.TB, r *solver.Rules, b solver.Board) int {
	t.Helper()
	a, err := r.Solve(solver.FromBoard(b))
	if err != nil {
		t.Fatalf("%s: %v", r.Encode(solver.FromBoard(b)), err)
	}
	if r.Cells() <= 16 {
		d, _ := dist(t, r, b)
		return d
	}
	return len(a.Presses)
}

// TestFacts checks snapshot().facts against the known counts of the
// classic boards, and the overlay's opening and closing.
func TestFacts(t *testing.T) {
	c := newController(flipRules, puzzle(t, flipRules, 3, newRNG(3)))
	f := c.Snapshot(t0).Facts
	if !slices.Equal(f.Histogram, []int{2, 32, 228, 880, 1562, 1136, 256}) || f.Impossible == nil || *f.Impossible != 61440 ||
		f.Solvable != "4096" || f.Nullity != 4 {
		t.Errorf("Flip Game 4×4 facts %+v", f)
	}
	fr := newController(fridgeRules, one(0)).Snapshot(t0).Facts
	want := []int{1}
	for k := 1; k <= 16; k++ {
		want = append(want, want[k-1]*(16-k+1)/k) // C(16, k)
	}
	if !slices.Equal(fr.Histogram, want) || *fr.Impossible != 0 || fr.Solvable != "65536" || fr.Nullity != 0 {
		t.Errorf("Refrigerator 4×4 facts %+v", fr)
	}
	big := newController(solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.Cross}), solver.Board{})
	bf := big.Snapshot(t0).Facts
	if bf.Histogram != nil || bf.Impossible != nil || bf.Solvable != fmt.Sprint(1<<23) || bf.Nullity != 2 {
		t.Errorf("Flip Game 5×5 facts %+v", bf)
	}
	js, _ := json.Marshal(bf)
	if !strings.Contains(string(js), `"histogram":null`) || !strings.Contains(string(js), `"impossible":null`) {
		t.Errorf("5×5 facts JSON %s: want null histogram and impossible", js)
	}

	if v := c.View(t0); v.Overlay != nil || v.State.Overlay != "" {
		t.Fatal("overlay open at the start")
	}
	c.Do(act(play.ActFacts), t0)
	v := c.View(t0)
	if v.Overlay == nil || v.State.Overlay != "facts" || !v.Buttons[play.BtnFacts].On {
		t.Fatalf("after Facts: overlay %v, snapshot %q", v.Overlay, v.State.Overlay)
	}
	o := v.Overlay
	n, _, _ := c.ToGo()
	if p, _ := c.Par(); o.Here != n || o.Par != p || len(o.Bars) != 7 || o.YMax < 1562 {
		t.Errorf("overlay here %d par %d bars %v top %d", o.Here, o.Par, o.Bars, o.YMax)
	}
	cnt, _ := flipRules.OptimalCount(solver.FromBoard(c.Shelf().Model().Board()))
	line := fmt.Sprintf("This position: %d to go, %d different optimal", n, cnt)
	if cnt == 1 {
		line = fmt.Sprintf("This position: %d to go, one optimal answer", n)
	}
	if !slices.ContainsFunc(o.Lines, func(l string) bool { return strings.HasPrefix(l, line) }) {
		t.Errorf("overlay lines %q, want one starting %q", o.Lines, line)
	}
	c.Do(act(play.ActStop), t0)
	if c.View(t0).Overlay != nil {
		t.Error("Esc did not close the overlay")
	}
	c.Do(act(play.ActFacts), t0)
	c.Do(act(play.ActClose), t0)
	if c.View(t0).Overlay != nil || c.Allowed(play.ActClose) {
		t.Error("a click outside did not close the overlay")
	}
	c.Do(act(play.ActFacts), t0)
	c.Do(act(play.ActFacts), t0)
	if c.View(t0).Overlay != nil {
		t.Error("F twice left the overlay open")
	}
	big.Do(act(play.ActFacts), t0)
	if o := big.View(t0).Overlay; o == nil || o.Bars != nil || o.NoBars == "" {
		t.Errorf("5×5 overlay %+v: want words in place of the chart", o)
	}
}

// TestQuietEveryBoard checks, on every size, shape and wrap the picker
// offers, one impossible position: its quiet sets against the rules, and
// that Fix makes it solvable.
func TestQuietEveryBoard(t *testing.T) {
	if testing.Short() {
		t.Skip("every board: slow")
	}
	rng := newRNG(13)
	for _, g := range solver.Games {
		for _, sh := range solver.Shapes {
			for _, torus := range []bool{false, true} {
				for n := play.MinPickSize; n <= play.MaxPickSize; n++ {
					spec := solver.Spec{Game: g, Width: n, Height: n, Shape: sh, Torus: torus}
					r := solver.MustNew(spec)
					if r.Nullity() == 0 {
						continue
					}
					bs := impossibles(t, r, 2, rng)
					if len(bs) == 0 {
						t.Errorf("%v: nullity %d and no impossible position found", spec, r.Nullity())
						continue
					}
					b := bs[len(bs)-1]
					c := newController(r, b)
					checkQuiet(t, r, b, c.Snapshot(t0).Quiet)
					c.Do(act(play.ActFix), t0)
					if !solvable(t, r, c.Shelf().Model().Board()) {
						t.Errorf("%v: Fix left %s unsolvable", spec, r.Encode(solver.FromBoard(c.Shelf().Model().Board())))
					}
				}
			}
		}
	}
}
