package record

import (
	"cmp"
	"encoding/json"
	"slices"
	"strings"
	"time"

	"flip/game/oracle"
	"flip/game/puzzle"
	"flip/solver"
)

// keepPerSpec is how many games of one rule set the store keeps besides
// the dailies of today and yesterday: the newest, so that a game left in
// one tab is not lost to a New in another.
const keepPerSpec = 4

// Keeper keeps the player's record and the saved games in a Store: it
// reads them back (Restore), writes what changed, merged with what the
// store holds (Save), and brings in another tab's writes (Sync). It dates
// the dailies by its calendar, and names this tab's changes by its tab.
type Keeper struct {
	store      Store
	oracle     *oracle.Oracle // builds the rule sets of the games read
	newID      func() string  // names the games of the v1 format
	tab        string         // this tab's name in the games' versions (random)
	onNews     func()         // see OnNews
	wrote      written        // what Save last wrote
	today      func() time.Time
	rec        record // the player's record: the statistics derive from it
	unsaved    bool   // progress changed since it was last saved
	statsDirty bool
}

// NewKeeper returns a keeper with no store yet (see Restore), naming this
// tab's changes tab, reading rule sets through o and naming games of the
// v1 format by newID. Its calendar is time.Now.
func NewKeeper(o *oracle.Oracle, tab string, newID func() string) *Keeper {
	return &Keeper{oracle: o, newID: newID, tab: tab, today: time.Now, rec: newRecord()}
}

// Settings are what the saved progress holds besides the games: the rule
// set last on screen, the target par, Solve's pace, the coach (Learn) and
// the theme chosen ("light", "dark", or "" for the system's).
type Settings struct {
	Current solver.Spec
	Target  int
	Fast    bool
	Coach   bool
	Theme   string
}

// Restore makes s the keeper's store and brings back what it holds: the
// player's record, and the games with their undo lists, of each rule set
// the newest, with the settings. Data of the v1 format is migrated:
// every game and the statistics are kept (migrated reports it, so that
// it is written in the new format). Anything unreadable is dropped, never
// fatal; ok is false when there is no progress to read. A nil s keeps
// nothing.
func (k *Keeper) Restore(s Store) (games map[solver.Spec]*puzzle.Game, set Settings, migrated, ok bool) {
	k.store = s
	if s == nil {
		return nil, set, false, false
	}
	k.rec = k.readRecord()
	p := k.readProgress()
	if p == nil {
		return nil, set, false, false
	}
	set.Current, _ = p.Current.spec()
	set.Target, set.Fast, set.Coach, set.Theme = p.Target, p.Fast, p.Coach, p.Theme
	games = map[solver.Spec]*puzzle.Game{}
	for _, sg := range newestFirst(p.Games) {
		spec, err := sg.Spec.spec()
		if err != nil {
			continue
		}
		if _, taken := games[spec]; taken {
			continue // a newer game of this rule set is the one shown
		}
		g, err := restoreGame(sg, k.oracle)
		if err != nil {
			continue // one broken game does not cost the others
		}
		games[spec] = g
	}
	return games, set, p.V != savedVersion, true
}

// readRecord reads the player's record: v2, or v1's statistics migrated
// as its base.
func (k *Keeper) readRecord() record {
	if v, ok := k.store.Get(statsKey); ok {
		return decodeRecord(v)
	}
	r := newRecord()
	if v, ok := k.store.Get(statsKeyV1); ok {
		r.base = decodeStatsV1(v)
		clear(r.cache)
		k.statsDirty = len(r.base) > 0
	}
	return r
}

// readProgress reads the saved games: v2, or v1's migrated (each game
// given an id).
func (k *Keeper) readProgress() *savedProgress {
	if v, ok := k.store.Get(progressKey); ok {
		return decodeProgress(v, savedVersion)
	}
	v, ok := k.store.Get(progressKeyV1)
	if !ok {
		return nil
	}
	p := decodeProgress(v, savedVersionV1)
	if p == nil {
		return nil
	}
	for i := range p.Games {
		sg := &p.Games[i]
		sg.ID, sg.Rev = k.newID(), 1
		if sg.Daily != "" {
			if spec, err := sg.Spec.spec(); err == nil {
				if d, err := ParseDate(sg.Daily); err == nil {
					sg.ID = DailyID(spec.Game, d)
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

// Pending reports whether Save has anything to write.
func (k *Keeper) Pending() bool { return k.unsaved || k.statsDirty }

// Touch records a change to g made in this tab: one more of this tab's
// changes, stamped now (see puzzle.Game.Touch), and progress to save.
func (k *Keeper) Touch(g *puzzle.Game) {
	g.Touch(k.tab, k.Today().UnixMilli())
	k.unsaved = true
}

// SetUnsaved says whether the progress has changed since it was last
// saved: a change to a game or a setting makes it true.
func (k *Keeper) SetUnsaved(b bool) { k.unsaved = b }

// Save writes what changed to the store, merged with what the store
// holds now (another tab may have written since): set and, of each
// game, the version with more changes, every game of either (the newest
// keepPerSpec of each rule set, and the recent dailies), and the union of
// the two records. shown are the games this tab shows, one per rule set
// visited; left the games it left behind for Undo. A store that is full
// or refuses costs nothing but the saving.
func (k *Keeper) Save(set Settings, shown, left []*puzzle.Game) {
	if k.store == nil {
		k.unsaved, k.statsDirty = false, false
		return
	}
	if k.unsaved {
		k.unsaved = false
		p := savedProgress{V: savedVersion, Current: specOf(set.Current), Target: set.Target, Fast: set.Fast, Coach: set.Coach, Theme: set.Theme}
		var mine []savedGame
		for _, g := range shown {
			mine = append(mine, exportGame(g))
		}
		for _, g := range left {
			mine = append(mine, exportGame(g))
		}
		ids := shownIDs(shown)
		keep := k.keeper(ids)
		w := &k.wrote
		o, news := k.oracle, k.onNews
		k.update(progressKey, func(old string, ok bool) string {
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
			all, brought := mergeGames(stored, mine, o, ids)
			q.Games = keep(all)
			b, _ := json.Marshal(q)
			w.progress, w.games = string(b), q.Games
			if brought && news != nil {
				news() // another tab's changes to a game of this tab's
			}
			return w.progress
		})
	}
	if k.statsDirty {
		k.statsDirty = false
		mine := k.rec.clone()
		w := &k.wrote
		k.update(statsKey, func(old string, ok bool) string {
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
func (k *Keeper) update(key string, f func(old string, ok bool) string) {
	if u, ok := k.store.(Updater); ok {
		u.Update(key, f)
		return
	}
	old, ok := k.store.Get(key)
	k.store.Set(key, f(old, ok))
}

// mergeGames merges stored, the games a store holds, with mine, this
// tab's, by id: of two versions of one game, one that has seen every
// change the other has, the other merged in where both moved on (see
// puzzle.Merged). brought reports whether the store held changes to a game
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
	case m.Covers(s):
		return mine, false
	case s.Covers(m):
		return stored, true
	}
	gs, err1 := restoreGame(stored, o)
	gm, err2 := restoreGame(mine, o)
	if err1 != nil || err2 != nil {
		return mine, false // a version that cannot be read does not cost mine
	}
	g, ok := puzzle.Merged(gs, gm)
	if !ok {
		return mine, false
	}
	return exportGame(g), true
}

// seenOf returns the changes a stored game has seen.
func seenOf(sg savedGame) puzzle.Versions {
	if sg.Seen == nil {
		return puzzle.Versions{"": sg.Rev}
	}
	return sg.Seen
}

// keeper returns what picks the games the store keeps: the dailies of
// today and yesterday, and of each rule set the newest keepPerSpec other
// games, always with shown, the games this tab shows. It reads the
// calendar now, not when it runs.
func (k *Keeper) keeper(shown map[string]bool) func([]savedGame) []savedGame {
	yesterday := FormatDate(Day(k.today()).AddDate(0, 0, -1))
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

// shownIDs returns the ids of games.
func shownIDs(games []*puzzle.Game) map[string]bool {
	shown := map[string]bool{}
	for _, g := range games {
		shown[g.ID] = true
	}
	return shown
}

// Sync brings in what another tab wrote to the store (the page calls it
// on the storage event, and after a write that merged another tab's
// changes: see OnNews): the record is merged (news reports that it
// changed), and each of games, this tab's, is brought up to the store's
// version where that has seen changes this tab has not — taken whole
// when it has seen all of this tab's too, merged otherwise (both; see
// puzzle.Merged). adopt is given each game so changed, as ng, in turn.
func (k *Keeper) Sync(games map[solver.Spec]*puzzle.Game, adopt func(spec solver.Spec, old, ng *puzzle.Game, both bool)) (news bool) {
	if k.store == nil {
		return false
	}
	if v, ok := k.store.Get(statsKey); ok && k.rec.mergeFrom(decodeRecord(v)) {
		news = true
	}
	v, ok := k.store.Get(progressKey)
	if !ok {
		return news
	}
	p := decodeProgress(v, savedVersion)
	if p == nil {
		return news
	}
	byID := map[string]savedGame{}
	for _, sg := range p.Games {
		byID[sg.ID] = sg
	}
	wrote := false
	for spec, g := range games {
		sg, ok := byID[g.ID]
		if !ok || g.Seen.Covers(seenOf(sg)) {
			continue
		}
		ng, err := restoreGame(sg, k.oracle)
		if err != nil {
			continue
		}
		both := !ng.Seen.Covers(g.Seen) // both moved on: merge
		if both {
			if ng, ok = puzzle.Merged(ng, g); !ok {
				continue
			}
			wrote = true
		}
		adopt(spec, g, ng, both)
	}
	k.unsaved = wrote
	return news
}

// OnNews sets f to be called when a save of this tab's finds, in the
// store, changes of another tab's to a game this tab has (both tabs moved
// one game on at once) and writes the two merged: the page then calls
// Sync, so that this tab shows the merge as the other will. f may be
// called from the store's writes, outside the game's loop.
func (k *Keeper) OnNews(f func()) { k.onNews = f }

// Find returns the game with id the store holds; nil when there is none.
func (k *Keeper) Find(id string) *puzzle.Game {
	if k.store == nil {
		return nil
	}
	v, ok := k.store.Get(progressKey)
	if !ok {
		return nil
	}
	if p := decodeProgress(v, savedVersion); p != nil {
		for _, sg := range p.Games {
			if sg.ID == id {
				if g, err := restoreGame(sg, k.oracle); err == nil {
					return g
				}
			}
		}
	}
	return nil
}

// Note notes what f says of g in the player's record.
func (k *Keeper) Note(g *puzzle.Game, f func(*Entry)) {
	e := Entry{ID: g.ID, Spec: specOf(g.Model.Rules().Spec())}
	if !g.Daily.IsZero() {
		e.Daily = FormatDate(g.Daily)
	}
	f(&e)
	if k.rec.note(e) {
		k.statsDirty = true
	}
}

// Stats returns the player's statistics for spec, as they stand today.
func (k *Keeper) Stats(spec solver.Spec) Stats { return k.rec.stats(spec).Current(k.today()) }

// Tab returns this tab's name in the games' versions.
func (k *Keeper) Tab() string { return k.tab }

// SetCalendar sets the clock the daily puzzle is dated by (time.Now by
// default); tests set a fixed day.
func (k *Keeper) SetCalendar(today func() time.Time) { k.today = today }

// Today returns the time by the keeper's calendar.
func (k *Keeper) Today() time.Time { return k.today() }

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
