package puzzle

import (
	"cmp"
	"maps"
	"slices"
)

// Two tabs of one browser can play one game at once: each saves its
// version, and each hears of the other's through the storage event. A
// version says which changes it has seen (versions: per tab, how many of
// that tab's changes), and every state of its undo list is stamped with
// the change that made it. Of two versions of a game:
//
//   - one that has seen every change the other has is the newer: it is
//     taken whole, undo list and all;
//   - otherwise both moved on from a common past, and they are merged:
//     the states the two have in common, then every state either made
//     since that the other had not seen undone, in the order made, each
//     applied again (a press presses the same cell; a Reset goes back to
//     the start; an edit or a Fix changes the same pieces). No press of
//     either is lost, and an Undo in one takes back only what it saw.
//
// Both tabs merge alike (the order is by the stamps alone), so they end
// on the same game.

// Stamp names a state of a game's undo list in every tab: the tab that
// made it, that tab's count of changes to the game with it, and when
// (Unix milliseconds). States saved before stamps existed have none.
type Stamp struct {
	Tab string
	N   int
	At  int64
}

// Versions is what a version of a game has seen: for each tab, how many
// of its changes.
type Versions map[string]int

// Covers reports whether v has seen every change o has.
func (v Versions) Covers(o Versions) bool {
	for t, n := range o {
		if v[t] < n {
			return false
		}
	}
	return true
}

// Saw reports whether v has seen the change that made a state stamped s.
// A state without a stamp predates both versions.
func (v Versions) Saw(s Stamp) bool { return s.Tab == "" || v[s.Tab] >= s.N }

// Total is the number of changes v has seen.
func (v Versions) Total() int {
	n := 0
	for _, k := range v {
		n += k
	}
	return n
}

// Join returns the changes either has seen.
func (v Versions) Join(o Versions) Versions {
	out := maps.Clone(v)
	if out == nil {
		out = Versions{}
	}
	for t, n := range o {
		out[t] = max(out[t], n)
	}
	return out
}

// sameState reports whether a and b are one state of a game's undo
// list: the same stamp, or, for states without one, the same content.
func sameState(a, b Entry) bool {
	if a.ID.Tab != "" || b.ID.Tab != "" {
		return a.ID == b.ID
	}
	return a.State == b.State && a.Start == b.Start && a.Cell == b.Cell
}

// line returns the states from a game's start to the one on screen (the
// redo list left out).
func (g *Game) line() []Entry { return g.Model.history[:g.Model.cur+1] }

// Merged returns the merge of two versions of one game that both moved
// on (neither covers the other), and false when they share no start,
// which two versions of one game always do.
func Merged(x, y *Game) (*Game, bool) {
	lx, ly := x.line(), y.line()
	p := 0
	for p < len(lx) && p < len(ly) && sameState(lx[p], ly[p]) {
		p++
	}
	if p == 0 || x.Model.rules != y.Model.rules {
		return nil, false
	}
	// A change is a state made since the common past, with the state it
	// followed where it was made: what it did is worked out from the two.
	type change struct{ e, prev Entry }
	var cs []change
	has := func(line []Entry, e Entry) bool {
		return slices.ContainsFunc(line, func(o Entry) bool { return sameState(o, e) })
	}
	for i := p; i < len(lx); i++ {
		if has(ly[p:], lx[i]) || !y.Seen.Saw(lx[i].ID) {
			cs = append(cs, change{lx[i], lx[i-1]})
		}
	}
	for i := p; i < len(ly); i++ {
		if !has(lx[p:], ly[i]) && !x.Seen.Saw(ly[i].ID) {
			cs = append(cs, change{ly[i], ly[i-1]})
		}
	}
	slices.SortStableFunc(cs, func(a, b change) int {
		return cmp.Or(cmp.Compare(a.e.ID.At, b.e.ID.At), cmp.Compare(a.e.ID.Tab, b.e.ID.Tab), cmp.Compare(a.e.ID.N, b.e.ID.N))
	})
	r := x.Model.rules
	m := &Model{rules: r, history: slices.Clone(lx[:p]), cur: p - 1}
	for _, ch := range cs {
		cur := m.history[m.cur]
		var ne Entry
		switch {
		case ch.e.Cell >= 0: // a press
			ne = Entry{State: State{Pos: r.Apply(cur.Pos, ch.e.Cell), Moves: cur.Moves + 1}, Start: cur.Start, Cell: ch.e.Cell}
		case ch.e.Start == ch.prev.Start: // a Reset
			ne = Entry{State: State{Pos: cur.Start}, Start: cur.Start, Cell: -1}
		default: // a new start (an edit, a Fix): the same pieces changed
			pos, k := cur.Pos, r.Colours()
			for i := range r.Cells() {
				d := ch.e.Pos.Get(i) - ch.prev.Pos.Get(i) + k
				pos.Set(i, (pos.Get(i)+d)%k)
			}
			ne = Entry{State: State{Pos: pos}, Start: pos, Cell: -1}
		}
		ne.ID = ch.e.ID
		m.history = append(m.history, ne)
		m.cur++
	}
	later := x
	if y.At > x.At {
		later = y
	}
	g := &Game{ID: x.ID, Seen: x.Seen.Join(y.Seen), At: max(x.At, y.At), Model: m, Daily: x.Daily,
		Assisted: x.Assisted || y.Assisted, BySolve: later.BySolve, Counted: x.Counted || y.Counted,
		Hints: max(x.Hints, y.Hints), Coach: later.Coach, Coached: x.Coached || y.Coached, Finished: x.Finished || y.Finished}
	return g, true
}
