package record_test

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"testing"
	"time"

	"flip/game/coach"
	"flip/game/oracle"
	"flip/game/puzzle"
	"flip/game/record"
	"flip/solver"
)

// today is the keepers' calendar in these tests.
var today = time.Date(2026, 11, 23, 15, 0, 0, 0, time.UTC)

// threeRules is a three-colour rule set, built through the oracle like
// any other read from storage.
var threeRules = solver.MustNew(solver.Classic(solver.FlipGame).WithColours(3))

// newKeeper returns a keeper naming its changes tab, dated today.
func newKeeper(tab string) *record.Keeper {
	n := 0
	k := record.NewKeeper(oracle.New(flipRules, fridgeRules), tab, func() string { n++; return fmt.Sprintf("%s-v1-%d", tab, n) })
	k.SetCalendar(func() time.Time { return today })
	return k
}

// newGame returns game id of r from start, played in tab at at: each of
// cells pressed, one change each.
func newGame(id string, r *solver.Rules, start solver.Position, tab string, at int64, cells ...int) *puzzle.Game {
	g := &puzzle.Game{ID: id, Model: puzzle.NewColourModel(r, start)}
	g.Touch(tab, at)
	for _, c := range cells {
		at++
		press(g, tab, at, c)
	}
	return g
}

// press presses cell in g, one change of tab's at at.
func press(g *puzzle.Game, tab string, at int64, cell int) {
	g.Model.Press(cell)
	g.Touch(tab, at)
}

// sameGame fails unless got is want as saved: everything a game holds.
func sameGame(t *testing.T, what string, got, want *puzzle.Game) {
	t.Helper()
	if got == nil {
		t.Fatalf("%s: no game, want %s", what, want.ID)
	}
	if got.ID != want.ID || !maps.Equal(got.Seen, want.Seen) || got.At != want.At || !got.Daily.Equal(want.Daily) {
		t.Errorf("%s: id %q seen %v at %d daily %v, want %q %v %d %v", what, got.ID, got.Seen, got.At, got.Daily, want.ID, want.Seen, want.At, want.Daily)
	}
	if got.Assisted != want.Assisted || got.BySolve != want.BySolve || got.Counted != want.Counted || got.Hints != want.Hints ||
		got.Coached != want.Coached || got.Finished != want.Finished {
		t.Errorf("%s: flags %+v, want %+v", what, *got, *want)
	}
	r := want.Model.Rules()
	if got.Model.Rules().Spec() != r.Spec() {
		t.Fatalf("%s: rules %v, want %v", what, got.Model.Rules().Spec(), r.Spec())
	}
	gh, gc := got.Model.History()
	wh, wc := want.Model.History()
	if gc != wc || !slices.Equal(gh, wh) {
		t.Errorf("%s: undo list %v at %d, want %v at %d", what, gh, gc, wh, wc)
	}
	if a, b := got.Coach.Export(r), want.Coach.Export(r); !reflect.DeepEqual(a, b) {
		t.Errorf("%s: coach %+v, want %+v", what, a, b)
	}
}

// played returns three games and one left behind: the Flip Game's with a
// redo list, help and the coach; the Refrigerator's daily, finished by
// Solve; a three-colour game; and an older Flip Game puzzle left for
// Undo.
func played(t *testing.T) (shown, left []*puzzle.Game) {
	t.Helper()
	f := newGame("f1", flipRules, solver.FromBoard(decode(t, flipRules, "bwwbbbwbbwwbbwww")), "A", 1000, 1, 6, 11)
	f.Model.Undo()
	f.Touch("A", 1010)
	f.Assisted, f.Hints, f.Counted = true, 2, true
	f.Coach = coach.New(flipRules, f.Model.Board())
	f.Coach.Update(flipRules, f.Model.Board(), "")

	d := record.Day(today)
	start, err := record.DailyBoard(fridgeRules, d)
	if err != nil {
		t.Fatal(err)
	}
	fr := newGame(record.DailyID(fridgeRules.Game(), d), fridgeRules, start, "A", 2000, 0, 5)
	fr.Daily, fr.BySolve, fr.Finished, fr.Coached, fr.Counted = d, true, true, true, true

	k3 := newGame("k3", threeRules, threeRules.Goals()[0], "A", 3000, 4, 4, 9)
	k3.Model.Toggle(2)
	k3.Touch("A", 3010)

	old := newGame("f0", flipRules, solver.FromBoard(decode(t, flipRules, "wwwwwbbwwbbwwwww")), "A", 500, 5)
	return []*puzzle.Game{f, fr, k3}, []*puzzle.Game{old}
}

// decode reads a board written as the solver encodes it.
func decode(t testing.TB, r *solver.Rules, s string) solver.Board {
	t.Helper()
	b, err := r.Decode(s)
	if err != nil {
		t.Fatalf("Decode(%q): %v", s, err)
	}
	return b.Board()
}

// TestKeeperRoundTrip: what one keeper saves, a new keeper (a reload)
// restores: of each rule set the newest game, ids, versions, undo lists
// with their stamps and cursor, the daily's date, the flags and the
// coach; the game left behind through Find; and the settings. On every
// kind of store: plain, an Updater, and one whose writes wait.
func TestKeeperRoundTrip(t *testing.T) {
	set := record.Settings{Current: fridgeRules.Spec(), Target: 7, Fast: true, Coach: true, Theme: "dark"}
	for _, kind := range []string{"plain", "updater", "deferred"} {
		t.Run(kind, func(t *testing.T) {
			m := map[string]string{}
			var s record.Store
			flush := func() {}
			switch kind {
			case "plain":
				s = &memStore{m}
			case "updater":
				s = &updStore{memStore{m}}
			default:
				ts := newTabStore(m)
				s, flush = ts, ts.flush
			}
			shown, left := played(t)
			k := newKeeper("A")
			if games, _, _, ok := k.Restore(s); ok || games != nil {
				t.Fatalf("an empty store restored %d games, ok %v", len(games), ok)
			}
			if k.Pending() {
				t.Fatal("pending before any change")
			}
			k.SetUnsaved(true)
			k.Save(set, shown, left)
			if k.Pending() {
				t.Fatal("still pending after Save")
			}
			flush()
			if len(m) == 0 {
				t.Fatal("nothing written")
			}

			k2 := newKeeper("B")
			games, got, migrated, ok := k2.Restore(&memStore{maps.Clone(m)})
			if !ok || migrated {
				t.Fatalf("Restore: ok %v migrated %v, want true and false", ok, migrated)
			}
			if got != set {
				t.Errorf("settings %+v, want %+v", got, set)
			}
			if len(games) != len(shown) {
				t.Fatalf("%d games restored, want %d", len(games), len(shown))
			}
			for _, g := range shown {
				sameGame(t, g.ID, games[g.Model.Rules().Spec()], g)
			}
			sameGame(t, "the game left behind", k2.Find("f0"), left[0])
			if g := k2.Find("nothing"); g != nil {
				t.Errorf("Find of an unknown id: %s", g.ID)
			}
		})
	}
}

// saved returns a store holding the games of played and a record of
// two puzzles played, one of them solved, and the progress decoded.
func saved(t *testing.T) (map[string]string, map[string]any) {
	t.Helper()
	shown, left := played(t)
	k := newKeeper("A")
	s := &memStore{map[string]string{}}
	k.Restore(s)
	k.Note(shown[0], func(e *record.Entry) { e.Played = true })
	k.Note(left[0], func(e *record.Entry) { e.Played = true })
	k.Note(left[0], func(e *record.Entry) { e.By, e.Presses, e.Par = record.SolvedByPlayer, 1, 1 })
	k.SetUnsaved(true)
	k.Save(record.Settings{Current: flipRules.Spec(), Target: 5}, shown, left)
	var p map[string]any
	if err := json.Unmarshal([]byte(s.m[record.ProgressKey]), &p); err != nil {
		t.Fatal(err)
	}
	return s.m, p
}

// gameOf returns the stored game id of p, decoded.
func gameOf(t *testing.T, p map[string]any, id string) map[string]any {
	t.Helper()
	for _, g := range p["games"].([]any) {
		if g := g.(map[string]any); g["id"] == id {
			return g
		}
	}
	t.Fatalf("no game %s stored", id)
	return nil
}

// TestKeeperDropsBrokenGames: a game that is broken or foreign (an
// unknown rule set, a cursor out of its list, a board that does not fit,
// a press that does not follow, no id, a bad date…) is dropped, alone:
// every other game, the settings and the record are restored; a
// progress value that cannot be read at all is no progress, and the
// record stays. Never a panic.
func TestKeeperDropsBrokenGames(t *testing.T) {
	good, p := saved(t)
	for _, tc := range []struct {
		name  string
		spoil func(g map[string]any)
	}{
		{"unknown rule set", func(g map[string]any) { g["spec"].(map[string]any)["game"] = "chess" }},
		{"unknown shape", func(g map[string]any) { g["spec"].(map[string]any)["shape"] = "star" }},
		{"one colour", func(g map[string]any) { g["spec"].(map[string]any)["k"] = 1 }},
		{"a huge board", func(g map[string]any) { g["spec"].(map[string]any)["w"] = 400 }},
		{"negative cursor", func(g map[string]any) { g["cur"] = -1 }},
		{"cursor past the end", func(g map[string]any) { g["cur"] = 4 }},
		{"no history", func(g map[string]any) { g["history"] = []any{} }},
		{"a board that does not fit", func(g map[string]any) { state(g, 0)["b"] = "wwb" }},
		{"a bad character", func(g map[string]any) { state(g, 1)["s"] = "x" + state(g, 1)["s"].(string)[1:] }},
		{"a press that does not follow", func(g map[string]any) { state(g, 1)["c"] = 2.0 }},
		{"a press off the board", func(g map[string]any) { state(g, 1)["c"] = 99.0 }},
		{"presses without a press", func(g map[string]any) { state(g, 0)["m"] = 3.0 }},
		{"a first state that is a press", func(g map[string]any) { state(g, 0)["c"] = 0.0 }},
		{"a stamp the game has not seen", func(g map[string]any) { state(g, 1)["n"] = 99.0 }},
		{"no id", func(g map[string]any) { g["id"] = "" }},
		{"a bad daily date", func(g map[string]any) { g["daily"] = "2026-13-01" }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := deepCopy(t, p)
			tc.spoil(gameOf(t, q, "f1"))
			m := maps.Clone(good)
			b, _ := json.Marshal(q)
			m[record.ProgressKey] = string(b)
			if m[record.ProgressKey] == good[record.ProgressKey] {
				t.Fatal("the spoiling changed nothing")
			}
			k := newKeeper("B")
			games, set, _, ok := k.Restore(&memStore{m})
			if !ok || set.Target != 5 {
				t.Fatalf("Restore: ok %v target %d, want the progress read", ok, set.Target)
			}
			if g := games[flipRules.Spec()]; g == nil || g.ID != "f0" {
				t.Errorf("the Flip Game's game: %v, want the one left behind, f0 (f1 dropped)", g)
			}
			if k.Find("f1") != nil {
				t.Error("Find gave back the broken game")
			}
			if games[fridgeRules.Spec()] == nil || games[threeRules.Spec()] == nil {
				t.Errorf("the other games went with the broken one: %d games", len(games))
			}
			if st := k.Stats(flipRules.Spec()); st.Played != 2 || st.Solved != 1 {
				t.Errorf("the record: %+v, want 2 played, 1 solved", st)
			}
		})
	}
	for name, v := range map[string]string{
		"broken JSON":    good[record.ProgressKey][:len(good[record.ProgressKey])/2],
		"not an object":  `[1,2,3]`,
		"a newer format": `{"v":3,"games":[]}`,
		"an older one":   `{"v":1,"games":[]}`,
		"empty":          ``,
	} {
		t.Run(name, func(t *testing.T) {
			m := maps.Clone(good)
			m[record.ProgressKey] = v
			k := newKeeper("B")
			games, _, _, ok := k.Restore(&memStore{m})
			if ok || len(games) != 0 {
				t.Errorf("Restore: ok %v with %d games, want no progress", ok, len(games))
			}
			if st := k.Stats(flipRules.Spec()); st.Played != 2 || st.Solved != 1 {
				t.Errorf("the record: %+v, want 2 played, 1 solved", st)
			}
			m[record.StatsKey] = v
			k = newKeeper("C")
			k.Restore(&memStore{m})
			if st := k.Stats(flipRules.Spec()); st != (record.Stats{}) {
				t.Errorf("an unreadable record gave %+v", st)
			}
		})
	}
}

// state returns state i of a stored game's undo list.
func state(g map[string]any, i int) map[string]any { return g["history"].([]any)[i].(map[string]any) }

// deepCopy copies decoded JSON.
func deepCopy(t *testing.T, v map[string]any) map[string]any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out map[string]any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestKeeperDropsBrokenLogEntries: an entry of the record that makes no
// sense (an unknown finisher, a finish without presses, no id) is left
// out; the others count.
func TestKeeperDropsBrokenLogEntries(t *testing.T) {
	good, _ := saved(t)
	var st map[string]any
	if err := json.Unmarshal([]byte(good[record.StatsKey]), &st); err != nil {
		t.Fatal(err)
	}
	log := st["log"].([]any)
	if len(log) != 2 {
		t.Fatalf("%d entries in the log, want 2", len(log))
	}
	spec := log[0].(map[string]any)["spec"]
	st["log"] = append(log,
		map[string]any{"id": "x1", "spec": spec, "played": true, "by": "robot", "presses": 3},
		map[string]any{"id": "x2", "spec": spec, "played": true, "by": "player"},
		map[string]any{"id": "", "spec": spec, "played": true},
		map[string]any{"id": "x3", "spec": spec, "played": true, "daily": "yesterday"},
		map[string]any{"id": "x4", "spec": spec, "played": true, "by": "player", "presses": 4, "par": 4},
	)
	b, _ := json.Marshal(st)
	m := maps.Clone(good)
	m[record.StatsKey] = string(b)
	k := newKeeper("B")
	k.Restore(&memStore{m})
	if got := k.Stats(flipRules.Spec()); got.Played != 3 || got.Solved != 2 || got.AtPar != 2 {
		t.Errorf("stats %+v, want 3 played, 2 solved at par (the good entries only)", got)
	}
}
