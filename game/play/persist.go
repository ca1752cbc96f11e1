package play

import (
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

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
		g, err := restore(sg, c.book)
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
	c.prefs.theme = parseThemeChoice(p.Theme)
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
func (c *Controller) newID() string { return fmt.Sprintf("%016x", c.book.rng.Uint64()) }

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
		if c.prefs.theme != ThemeSystem {
			p.Theme = c.prefs.theme.String()
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
			q.Games = keep(mergeGames(stored, mine))
			b, _ := json.Marshal(q)
			w.progress, w.games = string(b), q.Games
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

// mergeGames merges two lists of games by id: of two versions of one
// game, the one with more changes (Rev), the newer (At) of two with as
// many; b's when they are the same.
func mergeGames(a, b []savedGame) []savedGame {
	byID := map[string]savedGame{}
	for _, list := range [][]savedGame{a, b} {
		for _, g := range list {
			if old, ok := byID[g.ID]; !ok || g.Rev > old.Rev || (g.Rev == old.Rev && g.At >= old.At) {
				byID[g.ID] = g
			}
		}
	}
	out := make([]savedGame, 0, len(byID))
	for _, g := range byID {
		out = append(out, g)
	}
	slices.SortFunc(out, func(x, y savedGame) int { return strings.Compare(x.ID, y.ID) })
	return out
}

// keeper returns what picks the games the store keeps: the dailies of
// today and yesterday, and of each rule set the newest keepPerSpec other
// games, always with the games this tab shows. It reads the controller
// now, not when it runs.
func (c *Controller) keeper() func([]savedGame) []savedGame {
	yesterday := FormatDate(Day(c.today()).AddDate(0, 0, -1))
	shown := map[string]bool{}
	for _, g := range c.games {
		shown[g.id] = true
	}
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

// Sync brings in what another tab wrote to the store (the page calls it
// on the storage event): the record is merged, and a game this tab has
// of which the store holds a version with more changes is brought up to
// it; when that is the game on screen, a notice says so.
func (c *Controller) Sync(now time.Duration) {
	if c.store == nil {
		return
	}
	if v, ok := c.store.Get(statsKey); ok && c.rec.mergeFrom(decodeRecord(v)) {
		c.version++
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
	for spec, g := range c.games {
		sg, ok := byID[g.id]
		if !ok || sg.Rev <= g.rev {
			continue
		}
		ng, err := restore(sg, c.book)
		if err != nil {
			continue
		}
		c.games[spec] = ng
		if g == c.g {
			c.stop()
			c.mode = Playing
			c.use(ng)
			c.turned(solver.Full(c.rules.Cells()), now)
			c.Notify(KindInfo, "This game moved on in another tab: here it is as it stands there.")
		}
	}
	c.unsaved = false
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
