package play_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/game/record"
	"flip/solver"
)

// day is the calendar of these tests: a fixed Thursday.
var day = time.Date(2026, time.November, 26, 12, 0, 0, 0, time.UTC)

// tab is one controller on a shared store, as one browser tab is; its
// clock runs on by a step per action.
type tab struct {
	t   *testing.T
	c   *play.Controller
	now time.Duration
}

// openTab starts a tab on st, as a page load does: a fresh puzzle, then
// what the store holds, then the link in the address, if any.
func openTab(t *testing.T, st record.Store, seed uint64, link string) *tab {
	t.Helper()
	rng := newRNG(seed)
	c := play.NewController(flipRules, solver.FromBoard(puzzle(t, flipRules, 5, rng)), rng, fridgeRules)
	c.Keeper().SetCalendar(func() time.Time { return day })
	c.Restore(st)
	c.OpenLink(link, true)
	c.Tick(t0) // the page's first frame, which saves what the link opened
	return &tab{t: t, c: c, now: t0}
}

// do applies an intent and lets every animation end.
func (b *tab) do(in play.Intent) {
	b.c.Do(in, b.now)
	b.now += 2 * time.Second
	b.c.Tick(b.now)
}

// finish makes the solver's answer by hand, press by press.
func (b *tab) finish() play.Snapshot {
	b.t.Helper()
	r := b.c.Shelf().Rules()
	presses, err := r.Solution(solver.FromBoard(b.c.Shelf().Model().Board()))
	if err != nil {
		b.t.Fatalf("no solution for %s: %v", r.Encode(solver.FromBoard(b.c.Shelf().Model().Board())), err)
	}
	for _, p := range presses {
		b.do(press(p))
	}
	s := b.c.Snapshot(b.now)
	if !s.Solved {
		b.t.Fatalf("not solved after the solution: %s", s.Board)
	}
	return s
}

func (b *tab) snap() play.Snapshot { return b.c.Snapshot(b.now) }

// TestTwoTabsAddUp is the first case: tab A on one puzzle, tab B
// opened on another; each solves its own; a reload of A counts both.
// Then A's game of the Refrigerator, pressed twice, is not lost when B,
// which never saw it, presses once and reloads.
func TestTwoTabsAddUp(t *testing.T) {
	for _, syncs := range []bool{false, true} {
		t.Run(fmt.Sprintf("storage events %v", syncs), func(t *testing.T) {
			st := &memStore{m: map[string]string{}}
			a := openTab(t, st, 1, "")
			a.do(press(0))
			b := openTab(t, st, 2, "")
			b.do(act(play.ActNew))
			if a.snap().Puzzle == b.snap().Puzzle {
				t.Fatal("New in tab B gave tab A's puzzle")
			}
			a.finish()
			if syncs {
				b.c.Sync(b.now)
			}
			b.finish()
			if syncs {
				a.c.Sync(a.now)
			}
			a = openTab(t, st, 3, "") // reload A
			if s := a.snap().Stats; s.Played != 2 || s.Solved != 2 {
				t.Errorf("after a solve in each tab and a reload: played %d solved %d, want 2 and 2", s.Played, s.Solved)
			}

			a.do(act(play.ActGame)) // A to the Refrigerator: two presses
			a.do(press(0))
			a.do(press(5))
			fridge := a.snap()
			b.do(press(3)) // B, on the Flip Game, presses once and reloads
			b = openTab(t, st, 4, "")
			if b.snap().Game == "flip" {
				b.do(act(play.ActGame))
			}
			if s := b.snap(); s.Puzzle != fridge.Puzzle || s.Board != fridge.Board || s.Moves != 2 {
				t.Errorf("tab B's Refrigerator: %s %s after %d presses, want tab A's %s %s after 2", s.Puzzle, s.Board, s.Moves, fridge.Puzzle, fridge.Board)
			}
		})
	}
}

// TestSyncBringsTheGameOn: a game open in two tabs moves on in one; the
// other, told by the storage event, shows it and says so.
func TestSyncBringsTheGameOn(t *testing.T) {
	st := &memStore{m: map[string]string{}}
	a := openTab(t, st, 1, "game=flip&board=bwwbbbwbbwwbbwww")
	b := openTab(t, st, 2, "")
	if a.snap().Puzzle != b.snap().Puzzle {
		t.Fatalf("tab B opened on %s, not tab A's game %s", b.snap().Puzzle, a.snap().Puzzle)
	}
	a.do(press(0))
	a.do(press(5))
	b.c.Sync(b.now)
	if s := b.snap(); s.Board != a.snap().Board || s.Moves != 2 || !strings.Contains(s.Notice, "another tab") {
		t.Errorf("tab B after A's presses: %s after %d, notice %q; want %s after 2 and a notice", s.Board, s.Moves, s.Notice, a.snap().Board)
	}
}

// TestDailyOnce: the daily is one puzzle, counted once: Next and Daily
// again show it finished; so does a reload; and its stats count one
// solve.
func TestDailyOnce(t *testing.T) {
	st := &memStore{m: map[string]string{}}
	a := openTab(t, st, 1, "")
	a.do(act(play.ActDaily))
	d := a.snap()
	if d.Daily != "2026-11-26" || d.Puzzle != "daily:flip:2026-11-26" {
		t.Fatalf("Daily opened %q (%s)", d.Daily, d.Puzzle)
	}
	fin := a.finish()
	a.do(act(play.ActNext))
	a.do(act(play.ActDaily))
	if s := a.snap(); !s.Solved || s.Moves != fin.Moves || s.SolvedBy != "player" {
		t.Errorf("Daily after Next: solved %v moves %d by %q, want the finished daily (%d presses)", s.Solved, s.Moves, s.SolvedBy, fin.Moves)
	}
	b := openTab(t, st, 2, "") // another tab, or a reload
	b.do(act(play.ActDaily))
	if s := b.snap(); !s.Solved || s.Moves != fin.Moves {
		t.Errorf("Daily in a new tab: solved %v moves %d, want the finished daily", s.Solved, s.Moves)
	}
	b.do(act(play.ActNew))
	b.do(act(play.ActDaily))
	if s := b.snap().Stats; s.Solved != 1 || s.Played != 1 || s.Streak != 1 {
		t.Errorf("stats after the daily, replayed: %+v, want one solve and a streak of 1", s)
	}
}

// TestDailyEdited: Edit turns the daily into a puzzle of the player's
// own: no daily in the header, the address, Share or the stats; Undo
// goes back to the daily.
func TestDailyEdited(t *testing.T) {
	st := &memStore{m: map[string]string{}}
	a := openTab(t, st, 1, "")
	a.do(act(play.ActDaily))
	a.do(act(play.ActEdit))
	if s := a.snap(); s.Daily != "" || strings.Contains(s.Link, "daily") || !strings.Contains(s.Notice, "no longer counts") {
		t.Errorf("after Edit on the daily: daily %q link %q notice %q", s.Daily, s.Link, s.Notice)
	}
	a.do(act(play.ActEdit)) // done editing, nothing turned over
	a.finish()
	s := a.snap()
	if s.Stats.Streak != 0 || strings.Contains(a.c.View(a.now).Title, "daily") {
		t.Errorf("the edited daily solved: streak %d, title %q", s.Stats.Streak, a.c.View(a.now).Title)
	}
	a.do(act(play.ActShare))
	for _, e := range a.c.Screen().TakeEffects() {
		if e.Share != nil && strings.Contains(e.Share.Text, "daily") {
			t.Errorf("Share of the edited daily says %q", e.Share.Text)
		}
	}
	for range 50 {
		if !a.c.Allowed(play.ActUndo) || a.snap().Daily != "" {
			break
		}
		a.do(act(play.ActUndo))
	}
	if s := a.snap(); s.Daily != "2026-11-26" || s.Moves != 0 {
		t.Errorf("Undo back past the edit: daily %q moves %d, want today's daily from its start", s.Daily, s.Moves)
	}
}

// TestHelpSurvivesReload: a hint, or Solve stopped by a reload, is part
// of the game: finished by hand after the reload, it is the solver's.
func TestHelpSurvivesReload(t *testing.T) {
	const link = "game=flip&board=bwwbbbwbbwwbbwww"
	t.Run("hint", func(t *testing.T) {
		st := &memStore{m: map[string]string{}}
		a := openTab(t, st, 1, link)
		a.do(act(play.ActHint))
		a = openTab(t, st, 2, link) // reload before any press
		if s := a.finish(); s.SolvedBy != "solver" {
			t.Errorf("finished by hand after a hint and a reload: solved by %q", s.SolvedBy)
		}
	})
	t.Run("solve", func(t *testing.T) {
		st := &memStore{m: map[string]string{}}
		a := openTab(t, st, 1, link)
		a.do(press(5))
		addr := a.snap().Link // the address: Solve's steps reach it at the end
		a.c.Do(act(play.ActSolve), a.now)
		for i := range 20 {
			a.c.Tick(a.now + time.Duration(i)*100*time.Millisecond)
		}
		mid := a.c.Snapshot(a.now + 2*time.Second)
		if mid.Steps == 0 || mid.Moves < 2 {
			t.Fatalf("Solve is not under way: %+v", mid)
		}
		b := openTab(t, st, 2, addr) // reload mid-Solve
		s := b.snap()
		if s.Moves != mid.Moves || s.Board != mid.Board {
			t.Errorf("reloaded mid-Solve: %s after %d presses, want the %d shown (%s)", s.Board, s.Moves, mid.Moves, mid.Board)
		}
		if s := b.finish(); s.SolvedBy != "solver" {
			t.Errorf("finished by hand after Solve and a reload: solved by %q", s.SolvedBy)
		}
	})
}

// TestUndoAfterLeaving: New, Next, Daily and Edit are undone by Undo,
// which goes back to the game left, with its presses and its undo list.
func TestUndoAfterLeaving(t *testing.T) {
	for _, a := range []play.Action{play.ActNew, play.ActNext, play.ActDaily, play.ActEdit} {
		t.Run(fmt.Sprint(a), func(t *testing.T) {
			b := openTab(t, &memStore{m: map[string]string{}}, 1, "game=flip&board=bwwbbbwbbwwbbwww")
			b.do(press(0))
			b.do(press(5))
			if a == play.ActNext {
				b.finish()
			}
			before := b.snap()
			b.do(act(a))
			if a == play.ActEdit {
				b.do(press(3)) // a piece turned over
			}
			if s := b.snap(); s.Board == before.Board && s.Puzzle == before.Puzzle && a != play.ActEdit {
				t.Fatalf("%v changed nothing", a)
			}
			for range 3 {
				if b.snap().Puzzle == before.Puzzle && b.snap().Board == before.Board && b.snap().Moves == before.Moves {
					break
				}
				b.do(act(play.ActUndo))
			}
			s := b.snap()
			if s.Puzzle != before.Puzzle || s.Board != before.Board || s.Moves != before.Moves {
				t.Errorf("Undo after %v: %s %s after %d, want %s %s after %d", a, s.Puzzle, s.Board, s.Moves, before.Puzzle, before.Board, before.Moves)
			}
			b.do(act(play.ActUndo)) // its own undo list is there
			if s := b.snap(); s.Moves != before.Moves-1 {
				t.Errorf("Undo once more after %v: %d presses, want %d", a, s.Moves, before.Moves-1)
			}
		})
	}
}

// TestMigrateV1 writes the v1 format and checks that every game and the
// statistics come through.
func TestMigrateV1(t *testing.T) {
	st := &memStore{m: map[string]string{
		"flip.progress.v1": `{"v":1,"current":{"game":"fridge","w":4,"h":4,"shape":"rowcol"},"target":7,"games":[` +
			`{"spec":{"game":"flip","w":4,"h":4,"shape":"cross"},"history":[{"b":"bwwbbbwbbwwbbwww","m":0,"s":"bwwbbbwbbwwbbwww","c":-1},{"b":"wbwbwbwbbwwbbwww","m":1,"s":"bwwbbbwbbwwbbwww","c":0}],"cur":1},` +
			`{"spec":{"game":"fridge","w":4,"h":4,"shape":"rowcol"},"history":[{"b":"-+------------+-","m":0,"s":"-+------------+-","c":-1}],"cur":0,"assisted":true}]}`,
		"flip.stats.v1": `{"v":1,"per":[{"spec":{"game":"flip","w":4,"h":4,"shape":"cross"},"stats":{"played":9,"solved":7,"atPar":4,"streak":2,"bestStreak":3,"lastDaily":"2026-11-25","overPar":[4,2,1,0,0,0]}}]}`,
	}}
	a := openTab(t, st, 1, "")
	if s := a.snap(); s.Game != "fridge" || s.Board != "-+------------+-" || s.Target != 7 {
		t.Errorf("migrated: on %s %s target %d, want the Refrigerator's game and target 7", s.Game, s.Board, s.Target)
	}
	a.do(act(play.ActGame))
	s := a.snap()
	if s.Game != "flip" || s.Board != "wbwbwbwbbwwbbwww" || s.Moves != 1 || !a.c.Allowed(play.ActUndo) {
		t.Errorf("migrated Flip Game: %s after %d presses, want wbwbwbwbbwwbbwww after 1 with its undo", s.Board, s.Moves)
	}
	if s.Stats != (play.SnapshotStats{Played: 9, Solved: 7, AtPar: 4, Streak: 2, BestStreak: 3}) {
		t.Errorf("migrated stats %+v", s.Stats)
	}
	// Written in the new format, and counted on from there.
	if !strings.Contains(st.m["flip.progress.v2"], `"v":2`) || !strings.Contains(st.m["flip.stats.v2"], `"played":9`) {
		t.Errorf("not written as v2: %q %q", st.m["flip.progress.v2"], st.m["flip.stats.v2"])
	}
	a.finish()
	if s := openTab(t, st, 2, "").c.Stats(); s.Solved != 7 && s.Solved != 8 {
		t.Errorf("after one more solve: %+v", s)
	}
}

// TestTwoTabsRandom: two tabs interleave random actions — presses,
// finishes, New, Daily, reloads, storage events — on one store. After
// every step the statistics a fresh tab reads equal those worked out from
// the union of both tabs' finishes (each puzzle once), and no game is
// stored with fewer changes than a tab had written for it.
func TestTwoTabsRandom(t *testing.T) {
	for seed := range uint64(6) {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			st := &memStore{m: map[string]string{}}
			tabs := []*tab{openTab(t, st, seed*10+1, ""), openTab(t, st, seed*10+2, "")}
			rng := rand.New(rand.NewPCG(seed, 99))
			type fin struct {
				by            play.SolvedBy
				presses, par  int
				played, daily bool
			}
			model := map[string]*fin{} // by puzzle id: what the tabs did
			wrote := map[string]int{}  // by puzzle id: the most changes a tab wrote
			note := func(b *tab, before play.Snapshot) {
				s := b.snap()
				f := model[s.Puzzle]
				if f == nil {
					f = &fin{daily: s.Daily != ""}
					model[s.Puzzle] = f
				}
				if s.Puzzle == before.Puzzle && s.Moves > before.Moves && s.Steps == 0 && before.SolvedBy == "" {
					f.played = true
				}
				if s.SolvedBy != "" && f.by == "" && before.SolvedBy == "" && s.Puzzle == before.Puzzle {
					f.by, f.presses, f.par = s.SolvedBy, s.Moves, s.Par
				}
			}
			for step := range 60 {
				i := rng.IntN(2)
				b := tabs[i]
				before := b.snap()
				var what string
				switch k := rng.IntN(10); {
				case k < 4:
					what = "press"
					b.do(press(rng.IntN(16)))
				case k < 6:
					what = "finish"
					if !before.Solved && before.Optimal > 0 && before.Game == "flip" {
						r := b.c.Shelf().Rules()
						ps, _ := r.Solution(solver.FromBoard(b.c.Shelf().Model().Board()))
						for _, p := range ps {
							prev := b.snap()
							b.do(press(p))
							note(b, prev)
						}
					}
				case k < 7:
					what = "New"
					b.do(act(play.ActNew))
				case k < 8:
					what = "Daily"
					b.do(act(play.ActDaily))
				case k < 9:
					what = "reload"
					tabs[i] = openTab(t, st, seed*100+uint64(step), "")
					b = tabs[i]
				default:
					what = "storage event"
					b.c.Sync(b.now)
				}
				note(b, before)
				// What the store holds now.
				var p struct {
					Games []struct {
						ID  string `json:"id"`
						Rev int    `json:"rev"`
					} `json:"games"`
				}
				json.Unmarshal([]byte(st.m["flip.progress.v2"]), &p)
				for _, g := range p.Games {
					if g.Rev < wrote[g.ID] {
						t.Fatalf("step %d (%s): game %s stored with %d changes, after a tab wrote %d", step, what, g.ID, g.Rev, wrote[g.ID])
					}
					wrote[g.ID] = g.Rev
				}
				// The stats from the union of the finishes.
				var want play.SnapshotStats
				for _, f := range model {
					if f.played {
						want.Played++
					}
					if f.by == "player" {
						want.Solved++
						if f.presses == f.par {
							want.AtPar++
						}
					}
				}
				got := openTab(t, st, 7, "").snap().Stats
				if got.Played != want.Played || got.Solved != want.Solved || got.AtPar != want.AtPar {
					t.Fatalf("step %d (%s in tab %d): stats read %+v, want %+v from the tabs' finishes", step, what, i, got, want)
				}
			}
		})
	}
}

var _ = solver.Classic
