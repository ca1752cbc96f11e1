package play

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

// stamp names a state of a game's undo list in every tab: the tab that
// made it, that tab's count of changes to the game with it, and when
// (Unix milliseconds). States saved before stamps existed have none.
type stamp struct {
	tab string
	n   int
	at  int64
}

// versions is what a version of a game has seen: for each tab, how many
// of its changes.
type versions map[string]int

// covers reports whether v has seen every change o has.
func (v versions) covers(o versions) bool {
	for t, n := range o {
		if v[t] < n {
			return false
		}
	}
	return true
}

// saw reports whether v has seen the change that made a state stamped s.
// A state without a stamp predates both versions.
func (v versions) saw(s stamp) bool { return s.tab == "" || v[s.tab] >= s.n }

// total is the number of changes v has seen.
func (v versions) total() int {
	n := 0
	for _, k := range v {
		n += k
	}
	return n
}

// join returns the changes either has seen.
func (v versions) join(o versions) versions {
	out := maps.Clone(v)
	if out == nil {
		out = versions{}
	}
	for t, n := range o {
		out[t] = max(out[t], n)
	}
	return out
}

// sameState reports whether a and b are one state of a game's undo
// list: the same stamp, or, for states without one, the same content.
func sameState(a, b entry) bool {
	if a.id.tab != "" || b.id.tab != "" {
		return a.id == b.id
	}
	return a.State == b.State && a.start == b.start && a.cell == b.cell
}

// line returns the states from a game's start to the one on screen (the
// redo list left out).
func (g *game) line() []entry { return g.model.history[:g.model.cur+1] }

// merged returns the merge of two versions of one game that both moved
// on (neither covers the other), and false when they share no start,
// which two versions of one game always do.
func merged(x, y *game) (*game, bool) {
	lx, ly := x.line(), y.line()
	p := 0
	for p < len(lx) && p < len(ly) && sameState(lx[p], ly[p]) {
		p++
	}
	if p == 0 || x.model.rules != y.model.rules {
		return nil, false
	}
	// A change is a state made since the common past, with the state it
	// followed where it was made: what it did is worked out from the two.
	type change struct{ e, prev entry }
	var cs []change
	has := func(line []entry, e entry) bool {
		return slices.ContainsFunc(line, func(o entry) bool { return sameState(o, e) })
	}
	for i := p; i < len(lx); i++ {
		if has(ly[p:], lx[i]) || !y.seen.saw(lx[i].id) {
			cs = append(cs, change{lx[i], lx[i-1]})
		}
	}
	for i := p; i < len(ly); i++ {
		if !has(lx[p:], ly[i]) && !x.seen.saw(ly[i].id) {
			cs = append(cs, change{ly[i], ly[i-1]})
		}
	}
	slices.SortStableFunc(cs, func(a, b change) int {
		return cmp.Or(cmp.Compare(a.e.id.at, b.e.id.at), cmp.Compare(a.e.id.tab, b.e.id.tab), cmp.Compare(a.e.id.n, b.e.id.n))
	})
	r := x.model.rules
	m := &Model{rules: r, history: slices.Clone(lx[:p]), cur: p - 1}
	for _, ch := range cs {
		cur := m.history[m.cur]
		var ne entry
		switch {
		case ch.e.cell >= 0: // a press
			ne = entry{State: State{Pos: r.Apply(cur.Pos, ch.e.cell), Moves: cur.Moves + 1}, start: cur.start, cell: ch.e.cell}
		case ch.e.start == ch.prev.start: // a Reset
			ne = entry{State: State{Pos: cur.start}, start: cur.start, cell: -1}
		default: // a new start (an edit, a Fix): the same pieces changed
			pos, k := cur.Pos, r.Colours()
			for i := range r.Cells() {
				d := ch.e.Pos.Get(i) - ch.prev.Pos.Get(i) + k
				pos.Set(i, (pos.Get(i)+d)%k)
			}
			ne = entry{State: State{Pos: pos}, start: pos, cell: -1}
		}
		ne.id = ch.e.id
		m.history = append(m.history, ne)
		m.cur++
	}
	later := x
	if y.at > x.at {
		later = y
	}
	g := &game{id: x.id, seen: x.seen.join(y.seen), at: max(x.at, y.at), model: m, daily: x.daily,
		assisted: x.assisted || y.assisted, bySolve: later.bySolve, counted: x.counted || y.counted,
		hints: max(x.hints, y.hints), coach: later.coach, coached: x.coached || y.coached, finished: x.finished || y.finished}
	return g, true
}
