package record_test

import (
	"testing"
	"time"

	"flip/game/puzzle"
	"flip/game/record"
	"flip/solver"
)

// TestKeeperNoteStats notes the puzzles of a few days, as the controller
// does (played at the first press, then the finish), and checks each
// rule set's statistics against a count made by hand; a reload keeps
// them, and a streak whose last daily is older than yesterday is over.
func TestKeeperNoteStats(t *testing.T) {
	k := newKeeper("A")
	s := &memStore{map[string]string{}}
	k.Restore(s)
	game := func(id string, r *solver.Rules, daily string) *puzzle.Game {
		g := newGame(id, r, solver.Position{}, "A", 1)
		if daily != "" {
			g.Daily = date(t, daily)
		}
		return g
	}
	finish := func(g *puzzle.Game, by record.SolvedBy, presses, par int) {
		k.Note(g, func(e *record.Entry) { e.Played = true })
		if by != record.SolvedByNone {
			k.Note(g, func(e *record.Entry) { e.By, e.Presses, e.Par = by, presses, par })
		}
	}
	atPar := game("p1", flipRules, "")
	finish(atPar, record.SolvedByPlayer, 4, 4)                                // played, solved at par
	finish(game("p2", flipRules, ""), record.SolvedByPlayer, 7, 4)            // played, solved 3 over par
	finish(game("help", flipRules, ""), record.SolvedBySolver, 6, 4)          // with help: played only
	finish(game("solve", flipRules, ""), record.SolvedBySolver, 9, 4)         // by the solver: played only
	finish(game("coach", flipRules, ""), record.SolvedByCoach, 4, 4)          // with the coach: played, coached
	finish(game("left", flipRules, ""), record.SolvedByNone, 0, 0)            // played, not finished
	finish(game("d1", flipRules, "2026-11-21"), record.SolvedByPlayer, 3, 3)  // a daily at par
	finish(game("d2", flipRules, "2026-11-22"), record.SolvedByPlayer, 12, 3) // the next day's, 9 over: the last bucket
	finish(game("r1", fridgeRules, ""), record.SolvedByPlayer, 5, 4)          // another rule set's
	if !k.Pending() {
		t.Fatal("nothing pending after the notes")
	}
	k.Note(atPar, func(e *record.Entry) { e.By, e.Presses, e.Par = record.SolvedBySolver, 9, 4 }) // finished again: the first finish stands
	k.Note(game("none", flipRules, ""), func(*record.Entry) {})                                   // noted with nothing: counts nothing

	want := record.Stats{Played: 8, Solved: 4, AtPar: 2, Coached: 1, Streak: 2, BestStreak: 2, LastDaily: "2026-11-22",
		OverPar: [record.OverParBuckets]int{2, 0, 0, 1, 0, 1}}
	if got := k.Stats(flipRules.Spec()); got != want {
		t.Errorf("the Flip Game's stats\n got %+v\nwant %+v", got, want)
	}
	wantFridge := record.Stats{Played: 1, Solved: 1, OverPar: [record.OverParBuckets]int{0, 1}}
	if got := k.Stats(fridgeRules.Spec()); got != wantFridge {
		t.Errorf("the Refrigerator's stats\n got %+v\nwant %+v", got, wantFridge)
	}

	k.Save(record.Settings{}, nil, nil)
	k2 := newKeeper("B")
	k2.Restore(s)
	if got := k2.Stats(flipRules.Spec()); got != want {
		t.Errorf("after a reload\n got %+v\nwant %+v", got, want)
	}
	k2.SetCalendar(func() time.Time { return date(t, "2026-11-24") })
	if got := k2.Stats(flipRules.Spec()); got.Streak != 0 || got.BestStreak != 2 {
		t.Errorf("two days after the last daily: streak %d best %d, want 0 and 2", got.Streak, got.BestStreak)
	}
}
