package play_test

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestSolveStopSays checks what a stop of Solve says, by Esc, by Solve
// clicked again and by a click on the board: how many of the answer's
// steps were played, counted independently as the presses the model
// holds; and nothing of stopping once the last step is on the board.
func TestSolveStopSays(t *testing.T) {
	r := flipRules
	k := maxPar(t, r)
	start := puzzle(t, r, k, newRNG(5))
	for _, in := range []play.Intent{act(play.ActStop), act(play.ActSolve), press(5)} {
		for _, played := range []int{0, 1, 3, k - 1, k} {
			c := newController(r, start)
			c.Do(act(play.ActSolve), t0)
			now := t0
			for c.Shelf().Model().Moves() < played {
				now += frame
				c.Tick(now)
			}
			if _, _, _, ok := c.Stage().Playback(); !ok {
				t.Fatalf("the playback ended at %d presses of %d", played, k)
			}
			c.Do(in, now)
			if _, _, _, ok := c.Stage().Playback(); ok {
				t.Fatalf("%s did not stop Solve", describe(in))
			}
			got := c.Screen().Notice().Text
			want := fmt.Sprintf("Solve stopped after %d of %d steps.", played, k)
			switch played {
			case 0:
				want = fmt.Sprintf("Solve stopped before its first step (of %d).", k)
			case k:
				// The answer is all on the board: nothing stopped.
				if strings.Contains(strings.ToLower(got), "stop") {
					t.Errorf("%s after the last of %d steps says %q", describe(in), k, got)
				}
				if by := c.SolvedBy(); by != play.SolvedBySolver {
					t.Errorf("%s after the last step: solved by %q", describe(in), by)
				}
				continue
			}
			if got != want {
				t.Errorf("%s after %d presses of %d: %q, want %q", describe(in), played, k, got, want)
			}
		}
	}
}

// TestEditWords checks the words of edit mode: the how-to line describes
// editing, not the rules of play, and each button the lines name is on
// screen, or the lines say how to reach it (Done is in the menu); on a
// touch screen they speak of taps and name no keys.
func TestEditWords(t *testing.T) {
	for _, touch := range []bool{false, true} {
		for _, link := range []string{"game=flip", "game=fridge", "game=flip&colors=4"} {
			c := newController(flipRules, solver.Board{})
			c.OpenLink(link, true)
			if touch {
				c.Screen().SetTouch()
			}
			playHowTo := c.View(t0).HowTo
			c.Do(act(play.ActEdit), t0)
			v := c.View(t0)
			if c.Shelf().Mode() != play.Editing {
				t.Fatalf("%s: not editing", link)
			}
			what := fmt.Sprintf("%s touch=%v", link, touch)
			if v.HowTo == playHowTo || !strings.Contains(v.HowTo, "Edit") {
				t.Errorf("%s: edit mode's how-to line %q (play's: %q)", what, v.HowTo, playHowTo)
			}
			for _, text := range []string{v.HowTo, v.Detail.Text} {
				for b := range play.NumButtons {
					bv := v.Buttons[b]
					if bv.Label == "" || !regexp.MustCompile(`\b`+regexp.QuoteMeta(bv.Label)+`\b`).MatchString(text) {
						continue
					}
					menu := v.Buttons[play.BtnMenu]
					if bv.Hidden && !(b.InMenu() && !menu.Hidden && strings.Contains(text, menu.Label)) {
						t.Errorf("%s: %q names %s, which is not on screen, and not how to reach it", what, text, bv.Label)
					}
				}
				if touch && (strings.Contains(text, "lick") || strings.Contains(text, "(or ")) {
					t.Errorf("%s: %q speaks of clicks or keys on a touch screen", what, text)
				}
			}
			for _, sentence := range strings.SplitAfter(v.Detail.Text, ".") {
				if sentence = strings.TrimSpace(sentence); sentence != "" && strings.Contains(v.HowTo, sentence) {
					t.Errorf("%s: the detail line says %q, as the how-to line does", what, sentence)
				}
			}
			if !strings.Contains(v.Detail.Text, "Done") {
				t.Errorf("%s: the detail line %q does not say how to go back to play", what, v.Detail.Text)
			}
		}
	}
}

// TestAlreadySolvedNamesTheButton checks that Hint and Solve on a solved
// board name the button that draws another puzzle as the screen shows
// it: Next puzzle on a finished board, New on one that starts solved.
func TestAlreadySolvedNamesTheButton(t *testing.T) {
	r := flipRules
	start := puzzle(t, r, 1, newRNG(3))
	a, err := r.Solve(solver.FromBoard(start))
	if err != nil {
		t.Fatal(err)
	}
	finished := newController(r, start)
	finished.Do(press(a.Presses[0]), t0)
	for name, c := range map[string]*play.Controller{"finished": finished, "starts solved": newController(r, solver.Board{})} {
		for _, in := range []play.Action{play.ActHint, play.ActSolve} {
			now := t0 + time.Second
			c.Do(act(in), now)
			v := c.View(now)
			shown := v.Buttons[play.BtnNew]
			hidden := v.Buttons[play.BtnNext]
			if shown.Hidden {
				shown, hidden = hidden, shown
			}
			if got := c.Screen().Notice().Text; !strings.Contains(got, shown.Label) || strings.Contains(got, hidden.Label) {
				t.Errorf("%s, %s: %q; the button on screen reads %q", name, describe(act(in)), got, shown.Label)
			}
		}
	}
}

// TestFixWords checks what Fix says in two and in K colours against the
// position before and after it: each piece named is one Fix moved, with
// how many colours (steps) on, in singular or plural as the numbers
// say, and every piece it moved is named.
func TestFixWords(t *testing.T) {
	rng := newRNG(17)
	tried := 0
	for _, spec := range []struct {
		link    string
		cells   int
		symbols string
	}{
		{"game=flip", 16, "bw"}, {"game=flip&size=5x5", 25, "bw"}, {"game=fridge&size=4x4&shape=cross", 16, "-+"},
		{"game=flip&colors=3", 16, "012"}, {"game=flip&size=5x5&colors=5", 25, "01234"},
		{"game=fridge&size=5x5&shape=rowcol&colors=4", 25, "0123"}, {"game=flip&size=5x5&colors=6", 25, "012345"},
		{"game=fridge&size=4x4&shape=cross&colors=6", 16, "012345"},
	} {
		found := 0
		for try := 0; try < 300 && found < 4; try++ {
			b := make([]byte, spec.cells)
			for i := range b {
				b[i] = spec.symbols[0]
				if rng.IntN(4) == 0 {
					b[i] = spec.symbols[rng.IntN(len(spec.symbols))]
				}
			}
			link := spec.link + "&board=" + string(b)
			c := newController(flipRules, solver.Board{})
			c.OpenLink(link, true)
			s := c.Snapshot(t0)
			if s.Notice != "" || !c.Allowed(play.ActFix) {
				continue
			}
			found++
			tried++
			checkFixWords(t, c, link, s)
		}
		if found == 0 {
			t.Errorf("%s: no position to fix", spec.link)
		}
	}
	if tried == 0 {
		t.Fatal("nothing tried")
	}
}

// checkFixWords presses Fix on c, opened on link, and checks what it says.
func checkFixWords(t *testing.T, c *play.Controller, link string, s play.Snapshot) {
	t.Helper()
	name := regexp.MustCompile(`row (\d+), column (\d+)`)
	group := regexp.MustCompile(`^the (piece|pieces|handle|handles) at (.+?)(?: (one|two|three|four|five) (colour|colours|step|steps) on)?$`)
	numbers := map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
	k, flip := s.Colors, strings.Contains(link, "game=flip")
	before := s.Board
	c.Do(act(play.ActFix), t0)
	after := c.Snapshot(t0).Board
	moved := map[string]int{} // "r,c": steps on
	w := s.Width
	for i := range before {
		if before[i] == after[i] {
			continue
		}
		steps := 1
		if k > 2 {
			steps = (int(after[i]-'0') - int(before[i]-'0') + k) % k
		}
		moved[fmt.Sprintf("%d,%d", i/w+1, i%w+1)] = steps
	}
	text := c.Screen().Notice().Text
	t.Logf("%s: %s", link, text)
	verb := "Turned "
	if k == 2 && flip {
		verb = "Turned over "
	}
	body, ok := strings.CutPrefix(text, verb)
	if ok {
		body, ok = strings.CutSuffix(body, " to make it solvable.")
	}
	if !ok {
		t.Errorf("%s: %q", link, text)
		return
	}
	named := map[string]bool{}
	for _, g := range strings.Split(strings.TrimSuffix(body, ","), ", and ") {
		m := group.FindStringSubmatch(g)
		if m == nil || (m[3] == "") != (k == 2) {
			t.Errorf("%s: %q: cannot read %q", link, text, g)
			continue
		}
		noun, cells := m[1], name.FindAllStringSubmatch(m[2], -1)
		if strings.HasPrefix(noun, "piece") != flip || strings.HasSuffix(noun, "s") != (len(cells) > 1) {
			t.Errorf("%s: %q: %q for %d cells", link, text, noun, len(cells))
		}
		steps := 1
		if k > 2 {
			steps = numbers[m[3]]
			unit := map[bool]string{true: "colour", false: "step"}[flip]
			if steps > 1 {
				unit += "s"
			}
			if m[4] != unit {
				t.Errorf("%s: %q: %q %q", link, text, m[3], m[4])
			}
		}
		for _, cell := range cells {
			rc := cell[1] + "," + cell[2]
			if _, err := strconv.Atoi(cell[1]); err != nil || moved[rc] != steps || named[rc] {
				t.Errorf("%s: %q names row %s, column %s as %d on; Fix moved it %d", link, text, cell[1], cell[2], steps, moved[rc])
			}
			named[rc] = true
		}
	}
	if len(named) != len(moved) {
		t.Errorf("%s: %q names %d pieces; Fix moved %v", link, text, len(named), moved)
	}
}

// TestCloseWords checks how the overlays say they close: by Esc, their
// key or a click where there is a keyboard, by a tap on a touch screen.
func TestCloseWords(t *testing.T) {
	for _, touch := range []bool{false, true} {
		for _, in := range []play.Action{play.ActHelp, play.ActFacts, play.ActStats} {
			c := newController(flipRules, solver.Board{})
			if touch {
				c.Screen().SetTouch()
			}
			c.Do(act(in), t0)
			v := c.View(t0)
			if v.Overlay == nil {
				t.Fatalf("%s opened nothing", describe(act(in)))
			}
			got := v.Overlay.Close
			if touch != (strings.Contains(got, "tap") && !strings.Contains(got, "click") && !strings.Contains(got, "Esc")) {
				t.Errorf("%s, touch %v: %q", describe(act(in)), touch, got)
			}
		}
	}
}
