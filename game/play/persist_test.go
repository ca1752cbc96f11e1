package play_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/game/record"
	"flip/solver"
)

// memStore is a Store in memory; full makes every Set fail.
type memStore struct {
	m    map[string]string
	full bool
}

func (s *memStore) Get(k string) (string, bool) { v, ok := s.m[k]; return v, ok }
func (s *memStore) Set(k, v string) error {
	if s.full {
		return errors.New("quota exceeded")
	}
	s.m[k] = v
	return nil
}

// TestRestore plays two rule sets, undoes a press, and checks that a new
// controller on the same store comes back to the same game — the rule
// set, the position, the presses, undo and redo — and the other rule
// set's game when switched to.
func TestRestore(t *testing.T) {
	st := &memStore{m: map[string]string{}}
	c := newController(flipRules, puzzle(t, flipRules, 5, newRNG(1)), fridgeRules)
	c.Restore(st)
	now := t0
	for _, cell := range []int{1, 6, 11} {
		c.Do(press(cell), now)
		now += time.Second
	}
	c.Do(act(play.ActGame), now) // to the Refrigerator
	now += time.Second
	c.Do(press(0), now)
	now += time.Second
	c.Do(press(5), now)
	now += time.Second
	c.Do(act(play.ActUndo), now)
	now += time.Second
	want := c.Snapshot(now)

	d := newController(flipRules, solver.Board{}, fridgeRules)
	d.Restore(st)
	got := d.Snapshot(t0)
	if got.Game != "fridge" || got.Board != want.Board || got.Moves != 1 || got.Start != want.Start || got.Link != want.Link {
		t.Fatalf("restored %s %s moves %d start %s link %s; want %s %s 1 %s %s", got.Game, got.Board, got.Moves, got.Start, got.Link, want.Game, want.Board, want.Start, want.Link)
	}
	if !d.Allowed(play.ActRedo) || !d.Allowed(play.ActUndo) {
		t.Error("the restored game lost its undo or redo")
	}
	d.Do(act(play.ActGame), t0) // back to the Flip Game: the game left there
	if sn := d.Snapshot(t0); sn.Game != "flip" || sn.Moves != 3 || !strings.HasSuffix(sn.Link, "&presses=1.6.11") {
		t.Fatalf("the Flip Game's game: %s moves %d link %s", sn.Game, sn.Moves, sn.Link)
	}
	if st := d.Stats(); st.Played != 1 {
		t.Errorf("restored stats: played %d, want 1", st.Played)
	}
}

// TestRestoreIgnoresGarbage: corrupt JSON, an old format, a board of the
// wrong length, a history that does not add up, storage that refuses:
// each is ignored and the game on screen stays as it was.
func TestRestoreIgnoresGarbage(t *testing.T) {
	good := &memStore{m: map[string]string{}}
	c := newController(flipRules, puzzle(t, flipRules, 3, newRNG(2)))
	c.Restore(good)
	c.Do(press(4), t0)
	saved := good.m["flip.progress.v2"]
	if saved == "" {
		t.Fatal("nothing saved after a press")
	}
	bad := map[string]string{
		"corrupt JSON":    `{"v":2,"games":[`,
		"not an object":   `[1,2,3]`,
		"old format":      strings.Replace(saved, `"v":2`, `"v":0`, 1),
		"no id":           strings.Replace(saved, `"id":"`, `"idx":"`, 1),
		"wrong length":    strings.Replace(saved, `"b":"`, `"b":"w`, 1),
		"bad character":   strings.Replace(saved, `"s":"`, `"s":"x`, 1),
		"press elsewhere": strings.Replace(saved, `"c":4`, `"c":5`, 1),
		"press off board": strings.Replace(saved, `"c":4`, `"c":99`, 1),
		"state past end":  strings.Replace(saved, `"cur":1`, `"cur":7`, 1),
		"unknown game":    strings.Replace(saved, `"game":"flip"`, `"game":"chess"`, -1),
		"huge board":      strings.Replace(saved, `"w":4`, `"w":400`, -1),
	}
	for name, v := range bad {
		if v == saved {
			t.Fatalf("%s: the corruption changed nothing", name)
		}
		start := puzzle(t, flipRules, 2, newRNG(3))
		d := newController(flipRules, start)
		key := "flip.progress.v2"
		if name == "unknown game" {
			key = "flip.progress.v1" // the v1 keys are read through the same checks
		}
		d.Restore(&memStore{m: map[string]string{key: v, "flip.stats.v2": v, "flip.stats.v1": v}})
		if d.Shelf().Model().Board() != start || d.Shelf().Model().Moves() != 0 {
			t.Errorf("%s: restored %s moves %d; want the fresh puzzle", name, flipRules.Encode(solver.FromBoard(d.Shelf().Model().Board())), d.Shelf().Model().Moves())
		}
		if d.Screen().Notice().Kind == play.KindError {
			t.Errorf("%s: an error notice %q", name, d.Screen().Notice().Text)
		}
		d.Do(press(0), t0) // and it plays
		if d.Shelf().Model().Moves() != 1 {
			t.Errorf("%s: a press after restoring garbage made %d presses", name, d.Shelf().Model().Moves())
		}
	}
	// Storage that refuses every write costs nothing but the saving.
	full := &memStore{m: map[string]string{}, full: true}
	e := newController(flipRules, puzzle(t, flipRules, 3, newRNG(4)))
	e.Restore(full)
	e.Do(press(1), t0)
	if e.Shelf().Model().Moves() != 1 {
		t.Error("a full store stopped the game")
	}
}

// TestOpenLinkReplaysPresses: a link with presses opens the puzzle's start
// and replays them, so Undo goes back to the start; the link of the game
// on screen keeps its whole undo list.
func TestOpenLinkReplaysPresses(t *testing.T) {
	start := decode(t, flipRules, "bwwbbbwbbwwbbwww")
	c := newController(flipRules, puzzle(t, flipRules, 2, newRNG(5)))
	c.OpenLink("#game=flip&board=bwwbbbwbbwwbbwww&presses=3.7.12", false)
	if got, want := c.Shelf().Model().Board(), applyAll(flipRules, start, 3, 7, 12); got != want || c.Shelf().Model().Moves() != 3 || c.Shelf().Model().Start() != start {
		t.Fatalf("after the link: %s moves %d", flipRules.Encode(solver.FromBoard(got)), c.Shelf().Model().Moves())
	}
	for i := range 3 {
		c.Do(act(play.ActUndo), t0+time.Duration(i)*time.Second)
	}
	if c.Shelf().Model().Board() != start || c.Shelf().Model().Moves() != 0 {
		t.Fatalf("three undos: %s moves %d", flipRules.Encode(solver.FromBoard(c.Shelf().Model().Board())), c.Shelf().Model().Moves())
	}
	c.Do(act(play.ActRedo), t0+time.Hour)
	link := c.Snapshot(t0 + time.Hour).Link
	c.OpenLink(link, false) // the page's own address: nothing changes
	if !c.Allowed(play.ActRedo) || c.Shelf().Model().Moves() != 1 {
		t.Errorf("opening the game's own link lost its redo (moves %d)", c.Shelf().Model().Moves())
	}
	// A link with a valid game and a broken board keeps the game.
	c.OpenLink("#game=fridge&board=bwbw", false)
	if c.Shelf().Rules().Game() != solver.Fridge || c.Screen().Notice().Kind != play.KindError || !strings.Contains(c.Screen().Notice().Text, "board") {
		t.Errorf("fridge link with a broken board: game %s, notice %+v", c.Shelf().Rules().Game().Name, c.Screen().Notice())
	}
	c.OpenLink("#game=flip&board=bwwbbbwbbwwbbwww&presses=3.16", false)
	if n := c.Screen().Notice(); n.Kind != play.KindError || !strings.Contains(n.Text, "presses") {
		t.Errorf("a press off the board: notice %+v", n)
	}
}

// TestDailyLinkAndStats: a daily link opens the day's board for anyone, a
// date still to come is refused in words, and the streak counts the
// player's daily solves but not the solver's.
func TestDailyLinkAndStats(t *testing.T) {
	today := time.Date(2026, 11, 23, 15, 0, 0, 0, time.UTC)
	c := newController(flipRules, puzzle(t, flipRules, 2, newRNG(6)), fridgeRules)
	c.Keeper().SetCalendar(func() time.Time { return today })
	c.OpenLink("#game=flip&daily=2026-11-24", false)
	if n := c.Screen().Notice(); n.Kind != play.KindError || !strings.Contains(n.Text, "still to come") {
		t.Fatalf("tomorrow's daily: notice %+v", n)
	}
	c.OpenLink("#game=flip&daily=2026-11-22", false)
	want, _ := record.DailyBoard(flipRules, time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC))
	sn := c.Snapshot(t0)
	if sn.Daily != "2026-11-22" || c.Shelf().Model().Position() != want || sn.Par != 6 {
		t.Fatalf("yesterday's daily: %+v", sn)
	}
	// Solve it as the player would, at par.
	answer, _ := flipRules.Solution(want)
	now := t0
	for _, cell := range answer {
		c.Do(press(cell), now)
		now += time.Second
	}
	sn = c.Snapshot(now)
	if sn.SolvedBy != "player" || sn.Stats.Solved != 1 || sn.Stats.AtPar != 1 || sn.Stats.Streak != 1 {
		t.Fatalf("after solving the daily: by %q, stats %+v", sn.SolvedBy, sn.Stats)
	}
	c.Do(act(play.ActShare), now)
	eff := c.Screen().TakeEffects()
	if len(eff) != 1 || eff[0].Share == nil || !strings.HasPrefix(eff[0].Share.Text, "Flip daily #22 · 6 presses · par 6 ✓\n") ||
		eff[0].Share.Fragment != "game=flip&daily=2026-11-22" || strings.Count(eff[0].Share.Text, "🟩") != 6 {
		t.Errorf("share after the daily: %+v", eff)
	}
	// Today's, by the button; finished by Solve: played, not solved.
	c.Do(act(play.ActDaily), now)
	if sn := c.Snapshot(now); sn.Daily != "2026-11-23" {
		t.Fatalf("Daily: %+v", sn)
	}
	c.Do(press(0), now+time.Second)
	c.Do(act(play.ActSolve), now+2*time.Second)
	for n := now + 2*time.Second; c.Stage().Busy(n); n += 10 * time.Millisecond {
		c.Tick(n)
	}
	if c.Shelf().Model().Solved() {
		sn = c.Snapshot(now + time.Minute)
		if sn.SolvedBy != "solver" || sn.Stats.Played != 2 || sn.Stats.Solved != 1 || sn.Stats.Streak != 1 {
			t.Errorf("today's daily finished by Solve: by %q stats %+v", sn.SolvedBy, sn.Stats)
		}
	}
}
