package record_test

import (
	"maps"
	"slices"
	"testing"

	"flip/game/puzzle"
	"flip/game/record"
	"flip/solver"
)

// syncTab is one tab of a browser in these tests: its keeper, its view
// of the shared storage, and its games.
type syncTab struct {
	k     *record.Keeper
	s     *tabStore
	games map[solver.Spec]*puzzle.Game
	news  int // calls of the keeper's OnNews
}

func openTab(t *testing.T, shared map[string]string, name string) *syncTab {
	t.Helper()
	tb := &syncTab{k: newKeeper(name), s: newTabStore(shared)}
	tb.k.OnNews(func() { tb.news++ })
	tb.games, _, _, _ = tb.k.Restore(tb.s)
	if tb.games == nil {
		tb.games = map[solver.Spec]*puzzle.Game{}
	}
	return tb
}

// save saves the tab's games and lets the page's task write them.
func (tb *syncTab) save() {
	tb.k.SetUnsaved(true)
	tb.k.Save(record.Settings{Current: flipRules.Spec()}, slices.Collect(maps.Values(tb.games)), nil)
	tb.s.flush()
}

// sync runs Sync as the page does on a storage event, putting each game
// handed back in place of the tab's, and returns what it handed back.
func (tb *syncTab) sync(t *testing.T) (news bool, handed []*puzzle.Game, both []bool) {
	t.Helper()
	news = tb.k.Sync(tb.games, func(spec solver.Spec, old, ng *puzzle.Game, b bool) {
		if tb.games[spec] != old {
			t.Errorf("Sync handed back a game for %v that is not the tab's", spec)
		}
		tb.games[spec] = ng
		handed, both = append(handed, ng), append(both, b)
	})
	return news, handed, both
}

func flipGame(tb *syncTab) *puzzle.Game { return tb.games[flipRules.Spec()] }

// TestKeeperSync: two tabs over one storage. Sync hands back another
// tab's version of a game when it has seen changes this tab has not —
// whole when it covers this tab's, merged (both) when both moved on —
// never the tab's own writes; the record's news comes once.
func TestKeeperSync(t *testing.T) {
	shared := map[string]string{}
	a := openTab(t, shared, "A")
	a.games[flipRules.Spec()] = newGame("g1", flipRules, solver.FromBoard(decode(t, flipRules, "bwwbbbwbbwwbbwww")), "A", 100, 1)
	a.save()

	b := openTab(t, shared, "B")
	if g := flipGame(b); g == nil || !slices.Equal(g.Model.Presses(), []int{1}) {
		t.Fatalf("tab B opened on %v, want A's game", g)
	}
	if news, handed, _ := a.sync(t); news || len(handed) != 0 {
		t.Fatalf("A's own write came back: news %v, %d games", news, len(handed))
	}

	// B moves on alone: A takes its version whole.
	press(flipGame(b), "B", 200, 5)
	b.save()
	if _, handed, _ := b.sync(t); len(handed) != 0 {
		t.Fatal("B's own write came back to B")
	}
	_, handed, both := a.sync(t)
	if len(handed) != 1 || both[0] || !slices.Equal(flipGame(a).Model.Presses(), []int{1, 5}) {
		t.Fatalf("A after B's press: %d handed back (both %v), presses %v, want B's game whole, 1 5", len(handed), both, flipGame(a).Model.Presses())
	}
	if a.k.Pending() {
		t.Error("A has something to save after taking B's version whole")
	}
	if _, handed, _ := a.sync(t); len(handed) != 0 {
		t.Error("the same version handed back twice")
	}

	// Both move on: A merges, in the order made, and must save the merge.
	press(flipGame(a), "A", 300, 2)
	press(flipGame(b), "B", 310, 7)
	b.save()
	_, handed, both = a.sync(t)
	if len(handed) != 1 || !both[0] || !slices.Equal(flipGame(a).Model.Presses(), []int{1, 5, 2, 7}) {
		t.Fatalf("A after both pressed: %d handed back (both %v), presses %v, want the merge 1 5 2 7", len(handed), both, flipGame(a).Model.Presses())
	}
	if !a.k.Pending() {
		t.Error("A has nothing to save after a merge")
	}
	a.save()
	_, handed, both = b.sync(t)
	if len(handed) != 1 || both[0] || !slices.Equal(flipGame(b).Model.Presses(), []int{1, 5, 2, 7}) {
		t.Fatalf("B after A's merge: %d handed back (both %v), presses %v, want A's whole", len(handed), both, flipGame(b).Model.Presses())
	}

	// A save that finds the other tab's changes to a game it shows merges
	// them in, and says so (OnNews).
	a.news, b.news = 0, 0
	press(flipGame(a), "A", 400, 3)
	press(flipGame(b), "B", 410, 9)
	a.save()
	if a.news != 0 {
		t.Errorf("A's save found news: only its own changes were new")
	}
	b.save()
	if b.news != 1 {
		t.Errorf("B's save over A's changes called OnNews %d times, want 1", b.news)
	}
	_, _, both = a.sync(t)
	if want := []int{1, 5, 2, 7, 3, 9}; len(both) != 1 || both[0] || !slices.Equal(flipGame(a).Model.Presses(), want) {
		t.Errorf("A after B's merging save: presses %v, want %v", flipGame(a).Model.Presses(), want)
	}

	// The record: B's finish reaches A once.
	b.k.Note(flipGame(b), func(e *record.Entry) { e.Played = true })
	b.k.Note(flipGame(b), func(e *record.Entry) { e.By, e.Presses, e.Par = record.SolvedByPlayer, 6, 4 })
	b.save()
	if news, _, _ := a.sync(t); !news {
		t.Error("B's finish: no news for A")
	}
	if st := a.k.Stats(flipRules.Spec()); st.Played != 1 || st.Solved != 1 || st.OverPar[2] != 1 {
		t.Errorf("A's stats after B's finish: %+v", st)
	}
	if news, _, _ := a.sync(t); news {
		t.Error("the same record was news twice")
	}
}
