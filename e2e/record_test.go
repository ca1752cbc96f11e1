package e2e

import (
	"context"
	"strings"
	"testing"
	"time"

	"flip/internal/driver"
)

// secondTab opens another tab in p's browser context (the same storage,
// as a player's second tab is) at fragment, and waits for the game. Its
// console is held to what openIn's is.
func (p *page) secondTab(fragment string) *page {
	p.t.Helper()
	o := driver.Options{Width: 1024, Height: 768}
	if p.engine != driver.WebKit { // WebKit's WebDriver runs no script before the page's
		o.First = []string{watchPolicy}
	}
	tab, err := driver.SecondTab(context.Background(), p.drv, o)
	if err != nil {
		p.t.Fatalf("a second tab in %s: %v", p.engine, err)
	}
	q := track(p.t, p.engine, tab, strictConsole)
	url := baseURL
	if fragment != "" {
		url += "#" + fragment
	}
	q.navigate(url)
	q.waitJS(driver.GameReady, 60*time.Second)
	return q
}

// TestTwoTabs: two tabs of one browser lose nothing. Tab A on one
// puzzle, tab B opened on another; each solves its own, in both orders;
// a reload of each counts both solves. A's Refrigerator game, pressed
// twice, is there in B after B pressed and reloaded; and a game open in
// both moves on in the one that did not press.
func TestTwoTabs(t *testing.T) {
	for _, order := range []string{"A first", "B first"} {
		t.Run(order, func(t *testing.T) {
			t.Parallel()
			a := open(t, "game=flip&board=bwwbbbwbbwwbbwww", 1024, 768, 1)
			a.settle("tab A", func(Snapshot) bool { return true })
			b := a.secondTab("")
			b.clickButton(b.layout(), "new")
			b.settle("tab B's new puzzle", func(s Snapshot) bool { return s.Board != a.snapshot().Board && s.Moves == 0 })
			if a.snapshot().Puzzle == b.snapshot().Puzzle {
				t.Fatal("the two tabs show one puzzle")
			}
			first, second := a, b
			if order == "B first" {
				first, second = b, a
			}
			solveByClicks(t, first, classicFlip, first.layout())
			solveByClicks(t, second, classicFlip, second.layout())
			for name, p := range map[string]*page{"A": a, "B": b} {
				p.reload()
				if s := p.settle("the reload", func(Snapshot) bool { return true }); s.Stats.Played != 2 || s.Stats.Solved != 2 {
					t.Errorf("tab %s reloaded: played %d solved %d, want 2 and 2", name, s.Stats.Played, s.Stats.Solved)
				}
			}

			// A's Refrigerator: two presses; B presses once and reloads.
			l := a.layout()
			a.clickButton(l, "mode")
			a.settle("the Refrigerator", func(s Snapshot) bool { return s.Game == "fridge" })
			a.clickCell(l, 0)
			a.settle("a press", func(s Snapshot) bool { return s.Moves == 1 })
			a.clickCell(l, 5)
			fridge := a.settle("a press", func(s Snapshot) bool { return s.Moves == 2 })
			b.clickButton(b.layout(), "next")
			b.settle("next", func(s Snapshot) bool { return s.Moves == 0 && !s.Solved })
			b.clickCell(b.layout(), 3)
			b.settle("a press", func(s Snapshot) bool { return s.Moves == 1 })
			b.reload()
			b.settle("the reload", func(Snapshot) bool { return true })
			if b.snapshot().Game != "fridge" {
				b.clickButton(b.layout(), "mode")
			}
			s := b.settle("the Refrigerator in B", func(s Snapshot) bool { return s.Game == "fridge" })
			if s.Puzzle != fridge.Puzzle || s.Board != fridge.Board || s.Moves != 2 {
				t.Errorf("tab B's Refrigerator: %s after %d presses, want tab A's %s after 2", s.Board, s.Moves, fridge.Board)
			}
			// Now both show that game: A presses, B follows.
			a.clickCell(l, 10)
			a.settle("a press", func(s Snapshot) bool { return s.Moves == 3 })
			s = b.settle("B following A", func(s Snapshot) bool { return s.Moves == 3 })
			if s.Board != a.snapshot().Board || !strings.Contains(s.Notice, "another tab") {
				t.Errorf("tab B after A's press: %s, notice %q", s.Board, s.Notice)
			}
		})
	}
}

// TestDailyRecord: Daily → solve → Next → Daily shows today's daily
// finished, with Share, and it counts once; Edit on a daily makes it the
// player's own puzzle in the header, the address and Share, and Undo
// goes back to the daily.
func TestDailyRecord(t *testing.T) {
	t.Parallel()
	p := openReduced(t, "", 390, 844, 2)
	l := p.layout()
	p.clickButton(l, "daily")
	d := p.settle("the daily", func(s Snapshot) bool { return s.Daily != "" })
	fin := solveByClicks(t, p, classicFlip, l)
	p.clickButton(l, "next")
	p.settle("next", func(s Snapshot) bool { return s.Daily == "" })
	p.clickButton(l, "daily")
	s := p.settle("the daily again", func(s Snapshot) bool { return s.Daily != "" })
	if !s.Solved || s.Moves != fin.Moves || s.Puzzle != d.Puzzle {
		t.Errorf("Daily after Next: solved %v after %d presses, want the finished daily (%d)", s.Solved, s.Moves, fin.Moves)
	}
	if s.Stats.Played != 1 || s.Stats.Solved != 1 {
		t.Errorf("the daily, replayed: stats %+v, want one solve", s.Stats)
	}

	// Edit on a fresh daily: another game (Undo back).
	p.clickButton(l, "edit")
	s = p.settle("editing", func(s Snapshot) bool { return s.Mode == "edit" })
	p.waitJS(`!location.hash.includes("daily=")`, 10*time.Second)
	if s.Daily != "" || !strings.Contains(s.Notice, "no longer counts") {
		t.Errorf("editing the daily: daily %q, address %q, notice %q", s.Daily, eval[string](p, "location.hash"), s.Notice)
	}
	p.clickButton(l, "undo")
	s = p.settle("undo", func(s Snapshot) bool { return s.Daily != "" })
	if s.Puzzle != d.Puzzle {
		t.Errorf("Undo after Edit: %s, want the daily %s", s.Puzzle, d.Puzzle)
	}
}

// TestReloadMidSolve: Hint, a press, Solve, a reload while Solve plays:
// the steps shown are there, the game is the solver's, and finishing it
// by hand keeps it so.
func TestReloadMidSolve(t *testing.T) {
	t.Parallel()
	p := open(t, "game=flip&board=bwwbbbwbbwwbbwww", 1024, 768, 1)
	l := p.layout()
	p.clickCell(l, 5)
	p.settle("a press", func(s Snapshot) bool { return s.Moves == 1 })
	p.clickButton(l, "solve")
	p.waitJS("window.flipgame.snapshot().step >= 1", 20*time.Second)
	// The address follows Solve while it plays: the press and the steps
	// shown are in it before the playback ends.
	p.waitJS(`(location.hash.split("presses=")[1] || "").split(".").length >= 3`, 10*time.Second)
	if s := p.snapshot(); s.Steps == 0 {
		t.Errorf("the address got Solve's steps only after the playback ended (%q)", eval[string](p, "location.hash"))
	}
	shown := p.snapshot().Moves
	p.reload()
	s := p.settle("the reload", func(Snapshot) bool { return true })
	if s.Moves < shown {
		t.Errorf("reloaded mid-Solve: %d presses, want the %d shown", s.Moves, shown)
	}
	if !s.Solved {
		s = solveByClicks(t, p, classicFlip, l)
	}
	if s.SolvedBy != "solver" {
		t.Errorf("finished after a reload mid-Solve: solved by %q, want the solver", s.SolvedBy)
	}
}

// TestLinksKeepWhatIsValid: a valid board with broken presses opens the
// board, with an error naming presses; a size the game does not offer
// is an error naming it, and the game's default board opens.
func TestLinksKeepWhatIsValid(t *testing.T) {
	t.Parallel()
	p := openReduced(t, "game=flip&board=bwwbbbwbbwwbbwwb&presses=3.99", 1024, 768, 1)
	s := p.settle("the link", func(Snapshot) bool { return true })
	if s.Board != "bwwbbbwbbwwbbwwb" || s.Moves != 0 || s.NoticeKind != "error" || !strings.Contains(s.Notice, "presses") || !strings.Contains(s.Notice, "99") {
		t.Errorf("broken presses: board %s moves %d notice %q (%s)", s.Board, s.Moves, s.Notice, s.NoticeKind)
	}
	for _, size := range []string{"1x1", "2x5", "11x11", "32x32"} {
		eval[any](p, `location.hash = "game=fridge&size=`+size+`&board=-"`)
		s := p.settle("the link to "+size, func(s Snapshot) bool { return strings.Contains(s.Notice, size) })
		if s.Game != "fridge" || s.Width != 4 || s.Height != 4 || s.NoticeKind != "error" || !strings.Contains(s.Notice, "size") {
			t.Errorf("size %s: %s %dx%d, notice %q", size, s.Game, s.Width, s.Height, s.Notice)
		}
	}
}

// TestAnnouncementsAndUndo: the screen reader hears what is now true
// after Skip to end and after a link; Undo after New goes back.
func TestAnnouncementsAndUndo(t *testing.T) {
	t.Parallel()
	p := openReduced(t, "game=flip&board=bwwbbbwbbwwbbwww", 1024, 768, 1)
	l := p.layout()
	p.clickButton(l, "solve")
	p.waitJS("window.flipgame.snapshot().step >= 1", 20*time.Second)
	p.clickButton(l, "skip")
	s := p.settle("the skip", func(s Snapshot) bool { return s.Solved })
	live := p.pageSays(`document.getElementById('announce').textContent`, "Solved by the solver")
	if !strings.Contains(s.Announcement, "Skipped to the end") || !strings.Contains(live, "Solved by the solver") {
		t.Errorf("after Skip to end: announcement %q, live region %q", s.Announcement, live)
	}
	eval[any](p, `location.hash = "game=fridge&board=-+------------+-"`)
	s = p.settle("the link", func(s Snapshot) bool { return s.Game == "fridge" })
	if !strings.Contains(s.Announcement, "Refrigerator") {
		t.Errorf("after a link: announcement %q", s.Announcement)
	}
	p.clickCell(l, 0)
	before := p.settle("a press", func(s Snapshot) bool { return s.Moves == 1 })
	p.clickButton(l, "new")
	p.settle("new", func(s Snapshot) bool { return s.Moves == 0 && s.Puzzle != before.Puzzle })
	p.clickButton(l, "undo")
	s = p.settle("undo", func(s Snapshot) bool { return s.Puzzle == before.Puzzle })
	if s.Board != before.Board || s.Moves != 1 {
		t.Errorf("Undo after New: %s after %d, want %s after 1", s.Board, s.Moves, before.Board)
	}
}
