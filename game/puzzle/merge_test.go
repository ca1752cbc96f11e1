package puzzle_test

import (
	"cmp"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"flip/game/puzzle"
	"flip/solver"
)

// The tests of Merged play two tabs' versions of one game, each Touched
// after every change as the controller does, and hold the merge to a
// model kept by the test: each tab's line of changes (press a cell,
// Reset, edit some cells), the changes it has seen, and the rule of the
// merge in words: every change on either line, less those one tab
// undid (a change on one line only that the other tab saw), in the
// order made; each re-applied to the position it now follows (a press
// presses its cell, a Reset goes back to the start, an edit turns the
// same pieces and makes the result the start).

// mop is one change of the model: kind 'p' (press cell), 'r' (Reset) or
// 'e' (edit: turn cells over); id is its stamp.
type mop struct {
	kind  byte
	cells []int
	id    puzzle.Stamp
}

// mstate is a state the model works out: position, start, presses.
type mstate struct {
	pos, start solver.Board
	moves      int
}

// replay applies line to start by the rules, as the merge should.
func replay(r *solver.Rules, start solver.Board, line []*mop) []mstate {
	s := mstate{start, start, 0}
	out := []mstate{s}
	for _, o := range line {
		switch o.kind {
		case 'p':
			s = mstate{applyAll(r, s.pos, o.cells[0]), s.start, s.moves + 1}
		case 'r':
			s = mstate{s.start, s.start, 0}
		case 'e':
			p := s.pos
			for _, c := range o.cells {
				p.Toggle(c)
			}
			s = mstate{p, p, 0}
		}
		out = append(out, s)
	}
	return out
}

// mtab is one tab in the model: its line, its redo list, and its
// changes seen per tab (a change is seen when its number is within).
type mtab struct {
	line, redo []*mop
	seen       map[string]int
}

func (m *mtab) saw(o *mop) bool { return m.seen[o.id.Tab] >= o.id.N }

func (m *mtab) clone() *mtab {
	return &mtab{line: slices.Clone(m.line), redo: slices.Clone(m.redo), seen: maps.Clone(m.seen)}
}

// mergeModel is the merge by the rule in words.
func mergeModel(a, b *mtab) *mtab {
	var line []*mop
	for _, o := range a.line {
		if slices.Contains(b.line, o) || !b.saw(o) {
			line = append(line, o)
		}
	}
	for _, o := range b.line {
		if !slices.Contains(a.line, o) && !a.saw(o) {
			line = append(line, o)
		}
	}
	slices.SortStableFunc(line, func(x, y *mop) int { return cmp.Compare(x.id.At, y.id.At) })
	seen := maps.Clone(a.seen)
	for t, n := range b.seen {
		seen[t] = max(seen[t], n)
	}
	return &mtab{line: line, seen: seen}
}

// pair is the two tabs, real and modelled, sharing a clock.
type pair struct {
	t     *testing.T
	r     *solver.Rules
	start solver.Board
	clock int64
	g     map[string]*puzzle.Game
	m     map[string]*mtab
}

func newPair(t *testing.T, r *solver.Rules, start solver.Board) *pair {
	g := &puzzle.Game{ID: "g", Model: puzzle.NewModel(r, start)}
	return &pair{t: t, r: r, start: start, g: map[string]*puzzle.Game{"A": g, "B": cloneGame(g)},
		m: map[string]*mtab{"A": {seen: map[string]int{}}, "B": {seen: map[string]int{}}}}
}

// cloneGame returns a copy of g that shares nothing with it: another
// tab's version.
func cloneGame(g *puzzle.Game) *puzzle.Game {
	h, cur := g.Model.History()
	c := *g
	c.Seen = maps.Clone(g.Seen)
	c.Model = puzzle.NewModelOf(g.Model.Rules(), slices.Clone(h), cur)
	return &c
}

// do makes change op ("p5", "undo", "redo", "reset", "e0.3") in tab,
// in the game and the model, and reports whether it was possible.
func (p *pair) do(tab, op string) bool {
	p.t.Helper()
	g, m := p.g[tab], p.m[tab]
	var o *mop
	switch {
	case op == "undo":
		if g.Model.CanUndo() != (len(m.line) > 0) {
			p.t.Fatalf("%s: CanUndo %v with %d changes on the line", tab, g.Model.CanUndo(), len(m.line))
		}
		if _, ok := g.Model.Undo(); !ok {
			return false
		}
		m.redo = append(m.redo, m.line[len(m.line)-1])
		m.line = m.line[:len(m.line)-1]
	case op == "redo":
		if g.Model.CanRedo() != (len(m.redo) > 0) {
			p.t.Fatalf("%s: CanRedo %v with %d changes to redo", tab, g.Model.CanRedo(), len(m.redo))
		}
		if _, ok := g.Model.Redo(); !ok {
			return false
		}
		m.line = append(m.line, m.redo[len(m.redo)-1])
		m.redo = m.redo[:len(m.redo)-1]
	case op == "reset":
		s := replay(p.r, p.start, m.line)
		last := s[len(s)-1]
		if _, ok := g.Model.Reset(); ok != (last.moves != 0 || last.pos != last.start) {
			p.t.Fatalf("%s: Reset ok=%v at %d presses", tab, ok, last.moves)
		} else if !ok {
			return false
		}
		o = &mop{kind: 'r'}
	case op[0] == 'p':
		c, _ := strconv.Atoi(op[1:])
		g.Model.Press(c)
		o = &mop{kind: 'p', cells: []int{c}}
	case op[0] == 'e':
		var cells []int
		for _, f := range strings.Split(op[1:], ".") {
			c, _ := strconv.Atoi(f)
			cells = append(cells, c)
		}
		if len(cells) == 1 {
			g.Model.Toggle(cells[0])
		} else {
			g.Model.Fix(cells)
		}
		o = &mop{kind: 'e', cells: cells}
	default:
		p.t.Fatalf("unknown change %q", op)
	}
	p.clock++
	g.Touch(tab, p.clock)
	m.seen[tab]++
	if o != nil {
		o.id = puzzle.Stamp{Tab: tab, N: m.seen[tab], At: p.clock}
		m.line, m.redo = append(m.line, o), nil
	}
	return true
}

// sync brings tab to the other's version: taken whole when it covers
// tab's, merged otherwise. The merge is checked against the model both
// ways round, and both tabs end on it.
func (p *pair) sync(tab string) {
	p.t.Helper()
	other := map[string]string{"A": "B", "B": "A"}[tab]
	x, y := p.g[tab], p.g[other]
	if y.Seen.Covers(x.Seen) {
		p.g[tab], p.m[tab] = cloneGame(y), p.m[other].clone()
		p.check("taken whole", p.g[tab], p.m[tab])
		return
	}
	want := mergeModel(p.m[tab], p.m[other])
	xy, ok1 := puzzle.Merged(x, y)
	yx, ok2 := puzzle.Merged(y, x)
	if !ok1 || !ok2 {
		p.t.Fatalf("Merged: ok %v and %v, want true (one start)", ok1, ok2)
	}
	p.check("merged "+tab+" with "+other, xy, want)
	p.check("merged "+other+" with "+tab, yx, want)
	p.g[tab], p.g[other] = xy, cloneGame(xy)
	p.m[tab], p.m[other] = want, want.clone()
}

// check compares game g with the model's tab m: the stamps of the line,
// each state, no redo list beyond the model's, and the versions seen.
func (p *pair) check(what string, g *puzzle.Game, m *mtab) {
	p.t.Helper()
	h, cur := g.Model.History()
	states := replay(p.r, p.start, m.line)
	if cur != len(m.line) || len(h)-1-cur != len(m.redo) {
		p.t.Fatalf("%s: %d states and %d to redo, want %d and %d (model %s)", what, cur, len(h)-1-cur, len(m.line), len(m.redo), describe(m.line))
	}
	for i, e := range h[:cur+1] {
		want := states[i]
		if i > 0 && e.ID != m.line[i-1].id {
			p.t.Fatalf("%s: state %d is %+v's, want %+v's (model %s)", what, i, e.ID, m.line[i-1].id, describe(m.line))
		}
		if e.Pos[0] != want.pos || e.Start[0] != want.start || e.Moves != want.moves {
			p.t.Fatalf("%s: state %d is %s from %s after %d presses, want %s from %s after %d (model %s)", what, i,
				p.r.Encode(e.Pos), p.r.Encode(e.Start), e.Moves, p.r.Encode(solver.FromBoard(want.pos)), p.r.Encode(solver.FromBoard(want.start)), want.moves, describe(m.line))
		}
	}
	if !maps.Equal(map[string]int(g.Seen), m.seen) {
		p.t.Fatalf("%s: seen %v, want %v", what, g.Seen, m.seen)
	}
}

// describe writes a line of changes for a failure's message.
func describe(line []*mop) string {
	var parts []string
	for _, o := range line {
		parts = append(parts, fmt.Sprintf("%c%v@%s%d", o.kind, o.cells, o.id.Tab, o.id.N))
	}
	return strings.Join(parts, " ")
}

// TestMergedCases plays the cases the merge is for, one step at a time
// ("A p3": tab A presses cell 3; "sync A": A hears of B's version), and
// checks each sync against the model and against the presses written
// out by hand: the presses since the start, or since the last Reset or
// edit, of the game both tabs end on.
func TestMergedCases(t *testing.T) {
	for _, tc := range []struct {
		name    string
		steps   string
		presses []int  // Model.Presses() of the game both tabs end on
		edited  string // how the start came from the puzzle's: presses (p) and pieces turned (t)
	}{
		{"one covers the other: taken whole", "A p3, A p1, sync B, B p5, sync A", []int{3, 1, 5}, ""},
		{"covering with an undo: the undo stands", "A p3, A p1, sync B, B undo, sync A", []int{3}, ""},
		{"both moved on: in the order made", "A p3, sync B, A p1, B p5, A p2, sync A", []int{3, 1, 5, 2}, ""},
		{"the other way round: the same", "A p3, sync B, A p1, B p5, A p2, sync B", []int{3, 1, 5, 2}, ""},
		{"an undo takes back only the press it saw", "A p3, sync B, B p5, A undo, sync A", []int{5}, ""},
		{"an undo of a press the other never saw", "A p3, sync B, A p1, A undo, B p5, sync A", []int{3, 5}, ""},
		{"an undo and a redo", "A p3, A p1, sync B, A undo, B p5, A redo, sync B", []int{3, 1, 5}, ""},
		{"a reset re-applied", "A p3, A p4, sync B, A p1, B reset, A p2, sync A", []int{2}, ""},
		{"an edit re-applied", "A p3, sync B, A p1, B e0, A p2, sync B", []int{2}, "p3 p1 t0"},
		{"a fix re-applied after a press", "A p3, sync B, B e0.15, A p6, sync A", []int{6}, "p3 t0 t15"},
		{"two syncs", "A p3, sync B, A p1, B p5, sync A, A p2, B undo, sync B", []int{3, 1, 2}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := drawPuzzle(t, flipRules, 5, newRNG(7))
			p := newPair(t, flipRules, start)
			for _, step := range strings.Split(tc.steps, ", ") {
				tab, op, _ := strings.Cut(step, " ")
				if tab == "sync" {
					p.sync(op)
					continue
				}
				if !p.do(tab, op) {
					t.Fatalf("%s: not possible", step)
				}
			}
			a, b := p.g["A"], p.g["B"]
			ha, ca := a.Model.History()
			hb, cb := b.Model.History()
			if ca != cb || !slices.Equal(ha[:ca+1], hb[:cb+1]) {
				t.Fatalf("the tabs end on different games")
			}
			if got := a.Model.Presses(); !slices.Equal(got, tc.presses) {
				t.Errorf("presses %v, want %v", got, tc.presses)
			}
			wantStart := start
			for _, f := range strings.Fields(tc.edited) {
				c, _ := strconv.Atoi(f[1:])
				if f[0] == 't' {
					wantStart.Toggle(c)
				} else {
					wantStart = applyAll(flipRules, wantStart, c)
				}
			}
			if a.Model.Start() != wantStart {
				t.Errorf("start %s, want %s", flipRules.Encode(solver.FromBoard(a.Model.Start())), flipRules.Encode(solver.FromBoard(wantStart)))
			}
			if want := applyAll(flipRules, wantStart, tc.presses...); a.Model.Board() != want {
				t.Errorf("board %s, want %s", flipRules.Encode(solver.FromBoard(a.Model.Board())), flipRules.Encode(solver.FromBoard(want)))
			}
		})
	}
}

// TestMergedRandom plays random changes in two tabs, with random syncs
// either way, on both classic rule sets, checking every sync against
// the model, and a final sync each way.
func TestMergedRandom(t *testing.T) {
	for _, r := range classics {
		t.Run(r.Game().Name, func(t *testing.T) {
			rng := newRNG(11)
			for round := range 40 {
				p := newPair(t, r, drawPuzzle(t, r, 4, rng))
				for range 30 {
					tab := []string{"A", "B"}[rng.IntN(2)]
					switch k := rng.IntN(20); {
					case k < 8:
						p.do(tab, fmt.Sprint("p", rng.IntN(r.Cells())))
					case k < 11:
						p.do(tab, "undo")
					case k < 13:
						p.do(tab, "redo")
					case k < 15:
						p.do(tab, "reset")
					case k < 16:
						p.do(tab, fmt.Sprint("e", rng.IntN(r.Cells())))
					case k < 17:
						a, b := rng.IntN(r.Cells()), rng.IntN(r.Cells()-1)
						if b >= a {
							b++
						}
						p.do(tab, fmt.Sprintf("e%d.%d", a, b))
					default:
						p.sync(tab)
					}
					if t.Failed() {
						t.Fatalf("round %d", round)
					}
				}
				p.sync("A")
				p.sync("B")
			}
		})
	}
}

// TestMergedOtherFields: the merge joins the versions, keeps the later
// change's time and its BySolve and coach, and ORs the finish flags;
// two versions with no start in common do not merge.
func TestMergedOtherFields(t *testing.T) {
	p := newPair(t, flipRules, solver.Board{})
	p.do("A", "p3")
	p.sync("B")
	p.do("A", "p1")
	p.do("B", "p5")
	a, b := p.g["A"], p.g["B"]
	a.Assisted, a.BySolve, a.Hints, a.Finished = true, true, 2, true
	b.Counted, b.Coached, b.Hints = true, true, 1
	for _, xy := range [][2]*puzzle.Game{{a, b}, {b, a}} {
		m, ok := puzzle.Merged(xy[0], xy[1])
		if !ok {
			t.Fatal("Merged: false")
		}
		if m.ID != "g" || m.At != b.At || !maps.Equal(m.Seen, puzzle.Versions{"A": 2, "B": 1}) {
			t.Errorf("merged id %q at %d seen %v, want g at %d seen A:2 B:1", m.ID, m.At, m.Seen, b.At)
		}
		if !m.Assisted || m.BySolve || !m.Counted || !m.Coached || !m.Finished || m.Hints != 2 {
			t.Errorf("merged flags %+v: want assisted, counted, coached, finished, 2 hints, and B's BySolve (false: B changed last)", *m)
		}
	}

	other := &puzzle.Game{ID: "g", Model: puzzle.NewModel(flipRules, one(0))}
	other.Model.Press(2)
	other.Touch("C", 1)
	if _, ok := puzzle.Merged(a, other); ok {
		t.Error("two versions with different starts merged")
	}
}
