package play

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"flip/game/oracle"
	"flip/solver"
)

// keepPerSpec is how many games of one rule set the store keeps besides
// the dailies of today and yesterday: the newest, so that a game left in
// one tab is not lost to a New in another.
const keepPerSpec = 4

// Restore makes s the controller's store and brings back what it holds:
// the games with their undo lists (of each rule set, the newest on
// screen when it is visited), the rule set last on screen, the target
// par, Solve's pace, the theme chosen and the player's record. Data of
// the v1 format is migrated: every game and the statistics are kept.
// Anything unreadable is dropped, never fatal: the game on screen stays.
// A nil s keeps nothing.
func (c *Controller) Restore(s Store) {
	c.store = s
	if s == nil {
		return
	}
	c.rec = c.readRecord()
	p := c.readProgress()
	if p == nil {
		return
	}
	want, _ := p.Current.spec()
	var current *game
	initial := c.g // the game made before Restore gives way to a saved one of its rule set
	delete(c.games, initial.model.rules.Spec())
	for _, sg := range newestFirst(p.Games) {
		spec, err := sg.Spec.spec()
		if err != nil {
			continue
		}
		if _, taken := c.games[spec]; taken {
			continue // a newer game of this rule set is the one shown
		}
		g, err := restore(sg, c.judge.Oracle())
		if err != nil {
			continue // one broken game does not cost the others
		}
		c.games[spec] = g
		if spec == want {
			current = g
		}
	}
	if _, ok := c.games[initial.model.rules.Spec()]; !ok {
		c.games[initial.model.rules.Spec()] = initial
	}
	if p.Target > 0 {
		c.target = p.Target
	}
	c.fast = p.Fast
	c.coaching = p.Coach
	c.screen.Prefs().setThemeChoice(parseThemeChoice(p.Theme))
	if current != nil {
		c.mode = Playing
		c.use(current)
	}
	c.coachUpdate()
	c.unsaved = p.V != savedVersion // migrated data is written in the new format
}

// readRecord reads the player's record: v2, or v1's statistics migrated
// as its base.
func (c *Controller) readRecord() record {
	if v, ok := c.store.Get(statsKey); ok {
		return decodeRecord(v)
	}
	r := newRecord()
	if v, ok := c.store.Get(statsKeyV1); ok {
		r.base = decodeStatsV1(v)
		clear(r.cache)
		c.statsDirty = len(r.base) > 0
	}
	return r
}

// readProgress reads the saved games: v2, or v1's migrated (each game
// given an id).
func (c *Controller) readProgress() *savedProgress {
	if v, ok := c.store.Get(progressKey); ok {
		return decodeProgress(v, savedVersion)
	}
	v, ok := c.store.Get(progressKeyV1)
	if !ok {
		return nil
	}
	p := decodeProgress(v, savedVersionV1)
	if p == nil {
		return nil
	}
	for i := range p.Games {
		sg := &p.Games[i]
		sg.ID, sg.Rev = c.newID(), 1
		if sg.Daily != "" {
			if spec, err := sg.Spec.spec(); err == nil {
				if d, err := ParseDate(sg.Daily); err == nil {
					sg.ID = dailyID(spec.Game, d)
				}
			}
		}
	}
	return p
}

// newestFirst returns games sorted newest first (At, then Rev).
func newestFirst(games []savedGame) []savedGame {
	out := slices.Clone(games)
	slices.SortStableFunc(out, func(a, b savedGame) int { return cmp.Or(cmp.Compare(b.At, a.At), cmp.Compare(b.Rev, a.Rev)) })
	return out
}

// newID returns a new puzzle id: random, so that two tabs never make the
// same one.
func (c *Controller) newID() string { return fmt.Sprintf("%016x", c.rng.Uint64()) }

// dailyID is the id of game g's daily puzzle of date d: the same in
// every tab, so that a daily is one puzzle, counted once.
func dailyID(g *solver.Game, d time.Time) string { return "daily:" + g.Name + ":" + FormatDate(d) }

// save writes what changed to the store, merged with what the store
// holds now (another tab may have written since): of each game the
// version with more changes, every game of either (the newest
// keepPerSpec of each rule set, and the recent dailies), and the union of
// the two records. A store that is full or refuses costs nothing but the
// saving.
func (c *Controller) save() {
	if c.store == nil {
		c.unsaved, c.statsDirty = false, false
		return
	}
	if c.unsaved {
		c.unsaved = false
		p := savedProgress{V: savedVersion, Current: specOf(c.rules.Spec()), Target: c.target, Fast: c.fast, Coach: c.coaching}
		if c.screen.Prefs().ThemeChoice() != ThemeSystem {
			p.Theme = c.screen.Prefs().ThemeChoice().String()
		}
		var mine []savedGame
		for _, g := range c.games {
			mine = append(mine, g.export())
		}
		for _, g := range c.left {
			mine = append(mine, g.export())
		}
		keep := c.keeper()
		w := &c.wrote
		o, news, shown := c.judge.Oracle(), c.onNews, c.shownIDs()
		c.update(progressKey, func(old string, ok bool) string {
			// What this tab wrote last, unless another tab wrote since,
			// needs no decoding.
			stored := w.games
			if !ok || old != w.progress {
				stored = nil
				if sp := decodeProgress(old, savedVersion); ok && sp != nil {
					stored = sp.Games
				}
			}
			q := p
			all, brought := mergeGames(stored, mine, o, shown)
			q.Games = keep(all)
			b, _ := json.Marshal(q)
			w.progress, w.games = string(b), q.Games
			if brought && news != nil {
				news() // another tab's changes to a game of this tab's
			}
			return w.progress
		})
	}
	if c.statsDirty {
		c.statsDirty = false
		mine := c.rec.clone()
		w := &c.wrote
		c.update(statsKey, func(old string, ok bool) string {
			r := mine.clone()
			switch {
			case ok && old == w.stats:
				r.mergeFrom(w.rec)
			case ok:
				r.mergeFrom(decodeRecord(old))
			}
			w.stats, w.rec = r.encode(), r
			return w.stats
		})
	}
}

// written is what this tab last wrote, raw and decoded: a write finds
// the store holding it unless another tab wrote since, and then merges
// with it without decoding it again.
type written struct {
	progress string
	games    []savedGame
	stats    string
	rec      record
}

// update writes key through f, at the moment of writing where the store
// is an Updater.
func (c *Controller) update(key string, f func(old string, ok bool) string) {
	if u, ok := c.store.(Updater); ok {
		u.Update(key, f)
		return
	}
	old, ok := c.store.Get(key)
	c.store.Set(key, f(old, ok))
}

// mergeGames merges stored, the games a store holds, with mine, this
// tab's, by id: of two versions of one game, one that has seen every
// change the other has, the other merged in where both moved on (see
// merge.go). brought reports whether the store held changes to a game
// of watch (the ids of the games this tab shows) that this tab has not
// seen.
func mergeGames(stored, mine []savedGame, o *oracle.Oracle, watch map[string]bool) (out []savedGame, brought bool) {
	byID := map[string]savedGame{}
	for _, g := range stored {
		byID[g.ID] = g
	}
	for _, g := range mine {
		old, ok := byID[g.ID]
		if !ok {
			byID[g.ID] = g
			continue
		}
		m, news := mergeSaved(old, g, o)
		byID[g.ID], brought = m, brought || (news && watch[g.ID])
	}
	out = make([]savedGame, 0, len(byID))
	for _, g := range byID {
		out = append(out, g)
	}
	slices.SortFunc(out, func(x, y savedGame) int { return strings.Compare(x.ID, y.ID) })
	return out, brought
}

// mergeSaved returns the version of one game that follows from a stored
// one and mine, and whether it holds changes mine had not seen.
func mergeSaved(stored, mine savedGame, o *oracle.Oracle) (savedGame, bool) {
	s, m := seenOf(stored), seenOf(mine)
	switch {
	case m.covers(s):
		return mine, false
	case s.covers(m):
		return stored, true
	}
	gs, err1 := restore(stored, o)
	gm, err2 := restore(mine, o)
	if err1 != nil || err2 != nil {
		return mine, false // a version that cannot be read does not cost mine
	}
	g, ok := merged(gs, gm)
	if !ok {
		return mine, false
	}
	return g.export(), true
}

// seenOf returns the changes a stored game has seen.
func seenOf(sg savedGame) versions {
	if sg.Seen == nil {
		return versions{"": sg.Rev}
	}
	return sg.Seen
}

// keeper returns what picks the games the store keeps: the dailies of
// today and yesterday, and of each rule set the newest keepPerSpec other
// games, always with the games this tab shows. It reads the controller
// now, not when it runs.
func (c *Controller) keeper() func([]savedGame) []savedGame {
	yesterday := FormatDate(Day(c.today()).AddDate(0, 0, -1))
	shown := c.shownIDs()
	return func(games []savedGame) []savedGame {
		count := map[savedSpec]int{}
		var out []savedGame
		for _, g := range newestFirst(games) {
			switch {
			case g.Daily != "":
				if g.Daily < yesterday && !shown[g.ID] {
					continue
				}
			case shown[g.ID]:
			default:
				if count[g.Spec] >= keepPerSpec {
					continue
				}
				count[g.Spec]++
			}
			out = append(out, g)
		}
		slices.SortFunc(out, func(x, y savedGame) int { return strings.Compare(x.ID, y.ID) })
		return out
	}
}

// shownIDs returns the ids of the games this tab shows, one per rule set
// visited.
func (c *Controller) shownIDs() map[string]bool {
	shown := map[string]bool{}
	for _, g := range c.games {
		shown[g.id] = true
	}
	return shown
}

// Sync brings in what another tab wrote to the store (the page calls it
// on the storage event, and after a write that merged another tab's
// changes: see OnStoreNews): the record is merged, and each game this tab
// has is brought up to the store's version where that has seen changes
// this tab has not — taken whole when it has seen all of this tab's too,
// merged otherwise (see merge.go). When that is the game on screen, a
// notice says so.
func (c *Controller) Sync(now time.Duration) {
	if c.store == nil {
		return
	}
	if v, ok := c.store.Get(statsKey); ok && c.rec.mergeFrom(decodeRecord(v)) {
		c.screen.changed()
	}
	v, ok := c.store.Get(progressKey)
	if !ok {
		return
	}
	p := decodeProgress(v, savedVersion)
	if p == nil {
		return
	}
	byID := map[string]savedGame{}
	for _, sg := range p.Games {
		byID[sg.ID] = sg
	}
	wrote := false
	for spec, g := range c.games {
		sg, ok := byID[g.id]
		if !ok || g.seen.covers(seenOf(sg)) {
			continue
		}
		ng, err := restore(sg, c.judge.Oracle())
		if err != nil {
			continue
		}
		both := !ng.seen.covers(g.seen) // both moved on: merge
		if both {
			if ng, ok = merged(ng, g); !ok {
				continue
			}
			wrote = true
		}
		c.games[spec] = ng
		if g == c.g {
			c.adopt(ng, now)
			if both {
				c.screen.Notify(KindInfo, "This game moved on in another tab too: the presses made in both are kept, in the order made.")
			} else {
				c.screen.Notify(KindInfo, "This game moved on in another tab: here it is as it stands there.")
			}
		}
	}
	c.unsaved = wrote
}

// OnStoreNews sets f to be called when a save of this tab's finds, in the
// store, changes of another tab's to a game this tab has (both tabs moved
// one game on at once) and writes the two merged: the page then calls
// Sync, so that this tab shows the merge as the other will. f may be
// called from the store's writes, outside the game's loop.
func (c *Controller) OnStoreNews(f func()) { c.onNews = f }

// adopt puts ng, another tab's version of the game on screen, on screen:
// the pieces that differ turn, and a finish it reached is counted. It is
// no change of this tab's.
func (c *Controller) adopt(ng *game, now time.Duration) {
	c.stop()
	c.mode = Playing
	from := c.shown
	c.use(ng)
	c.shown = from
	c.show(changed(from, ng.model.Position()), now)
}

// keyOf orders stored rule sets, so that the same data is written the
// same way.
func keyOf(s savedSpec) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// sortByKey sorts xs by the keyOf of their rule sets, each key worked out
// once (a JSON encoding per comparison was most of a save).
func sortByKey[T any](xs []T, spec func(T) savedSpec) {
	keys := make(map[savedSpec]string, len(xs))
	for _, x := range xs {
		keys[spec(x)] = keyOf(spec(x))
	}
	slices.SortFunc(xs, func(a, b T) int { return strings.Compare(keys[spec(a)], keys[spec(b)]) })
}
