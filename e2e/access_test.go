package e2e

import (
	"encoding/json"
	"fmt"
	"regexp"
	"testing"

	"github.com/chromedp/cdproto/accessibility"
	"github.com/chromedp/chromedp"

	"flip/solver"
)

// axText reads a string out of an accessibility value.
func axText(v *accessibility.Value) string {
	if v == nil {
		return ""
	}
	var s string
	if json.Unmarshal(v.Value, &s) != nil {
		return ""
	}
	return s
}

// axTree fetches the page's accessibility tree through the DevTools
// protocol (Accessibility.getFullAXTree), which only it offers.
func (p *page) axTree() []*accessibility.Node {
	p.t.Helper()
	res, err := chromedp.Call(p.ctx, accessibility.GetFullAXTree, accessibility.GetFullAXTreeParams{})
	if err != nil {
		p.t.Fatalf("accessibility tree: %v", err)
	}
	return res.Nodes
}

var cellName = regexp.MustCompile(`^row (\d+), column (\d+), (black|white|open|closed)$`)

// TestAccessibleBoard: the accessibility tree holds a grid of W×H named
// cells that say what the board shows; focusing a cell and pressing Enter
// presses it exactly once, through the same controller as a click; the
// arrow keys move between cells; the live region says what happened.
func TestAccessibleBoard(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		frag string
		spec solver.Spec
	}{
		{"game=flip&board=bwwbbbwbbwwbbwww", solver.Classic(solver.FlipGame)},
		{"game=fridge&size=5x3&shape=king&board=+-+-+-+-+-+-+-+", solver.Spec{Game: solver.Fridge, Width: 5, Height: 3, Shape: solver.King}},
	} {
		p := openReduced(t, tc.frag, 1024, 768, 1)
		s := p.settle("start", func(Snapshot) bool { return true })
		r := rulesFor(t, s, tc.spec)
		checkAXGrid(t, p, s)

		// Enter on the focused first cell: one press, not two.
		eval[bool](p, `document.querySelector('[role=grid] button').focus(); true`)
		p.key("Enter")
		s = p.settle("Enter on a cell", func(s Snapshot) bool { return s.Moves == 1 })
		p.waitStill()
		p.afterFrames(24) // 400 ms more: a second press the key set off, late
		if again := p.snapshot(); again.Moves != 1 {
			t.Fatalf("Enter on a focused cell made %d presses", again.Moves)
		}
		b := r.Apply(solver.FromBoard(decode(t, r, s.Start)), 0)
		checkAgainstModel(t, s, r, b.Board(), 1)
		live := eval[string](p, `document.getElementById("announce").textContent`)
		if live != s.Announcement || !regexp.MustCompile(`^Row 1, column 1 pressed\. `).MatchString(live) {
			t.Errorf("live region %q, announcement %q", live, s.Announcement)
		}
		checkAXGrid(t, p, s)

		// An arrow moves the focus; Space presses the cell there.
		p.key("ArrowRight")
		if name := eval[string](p, `document.activeElement.getAttribute("aria-label")`); !regexp.MustCompile(`^row 1, column 2, `).MatchString(name) {
			t.Fatalf("after ArrowRight the focus is on %q", name)
		}
		p.key(" ")
		s = p.settle("Space on a cell", func(s Snapshot) bool { return s.Moves == 2 })
		checkAgainstModel(t, s, r, r.Apply(b, 1).Board(), 2)

		// The panel's actions are real buttons: Undo by its name.
		eval[bool](p, `document.querySelector('[role=toolbar] button[data-name=undo]').click(); true`)
		s = p.settle("Undo from the toolbar", func(s Snapshot) bool { return s.Moves == 1 })
		checkAgainstModel(t, s, r, b.Board(), 1)
	}
}

// checkAXGrid finds the board's grid in the accessibility tree and checks
// that its W×H cells are named for the board the snapshot shows.
func checkAXGrid(t *testing.T, p *page, s Snapshot) {
	t.Helper()
	nodes := p.axTree()
	grids, cells := 0, map[string]bool{}
	for _, n := range nodes {
		if n.Ignored {
			continue
		}
		switch axText(n.Role) {
		case "grid":
			grids++
		case "button":
			if m := cellName.FindStringSubmatch(axText(n.Name)); m != nil {
				cells[axText(n.Name)] = true
			}
		}
	}
	if grids != 1 || len(cells) != s.Width*s.Height {
		t.Fatalf("accessibility tree: %d grids and %d named cells, want 1 and %d", grids, len(cells), s.Width*s.Height)
	}
	for i, ch := range s.Board {
		state := map[rune]string{'b': "black", 'w': "white", '+': "closed", '-': "open"}[ch]
		name := fmt.Sprintf("row %d, column %d, %s", i/s.Width+1, i%s.Width+1, state)
		if !cells[name] {
			t.Errorf("no cell named %q in the accessibility tree (board %s)", name, s.Board)
		}
	}
}
