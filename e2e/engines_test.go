package e2e

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"flip/internal/driver"
	"flip/internal/siteserver"
	"flip/solver"
	"flip/web/bridge"
)

// TestEngines plays the game in each of the three engines players come
// in — Chromium (Blink), Firefox (Gecko) and WebKitGTK (WebKit, as on
// every iPhone) — through the one page driver: the board drawn as the
// link says (pixels at the cells), a real click and a key press that
// press as the rules say, Solve to its end with Next puzzle drawn, a
// reload that keeps the game, a broken link answered with an error
// notice, the accessible twin's grid, and the offline reload where the
// engine runs service workers on http://127.0.0.1. Without an engine's
// browser its subtest skips, saying what to install, unless
// FLIP_REQUIRE_BROWSER=1 or CI=true.
func TestEngines(t *testing.T) {
	for _, e := range driver.Engines {
		t.Run(string(e), func(t *testing.T) {
			t.Parallel()
			_, site := serveCopy(t) // a server of its own, stopped for the offline reload
			const start = "bwwbbbwbbwwbbwww"
			p := openAt(t, e, site.URL()+"#game=flip&board="+start, 1024, 768, 1)
			s := p.settle("the link's board", func(Snapshot) bool { return true })
			r := rulesFor(t, s, solver.Classic(solver.FlipGame))
			board := decode(t, r, start)
			checkAgainstModel(t, s, r, board, 0)
			checkStartMarks(t, p)
			l := p.layout()
			checkPixels(t, p.stillShot(), l, r, board, 1)

			// A click presses cell 5; an arrow and Enter press at the
			// keyboard's cursor, which the arrow shows on cell 0 first.
			p.clickCell(l, 5)
			board = r.Apply(solver.FromBoard(board), 5).Board()
			s = p.settle("the click's press", func(s Snapshot) bool { return s.Moves == 1 })
			checkAgainstModel(t, s, r, board, 1)
			p.key("ArrowRight")
			p.key("Enter")
			s = p.settle("the key's press", func(s Snapshot) bool { return s.Moves == 2 })
			cursor := -1
			for c := range l.Cells {
				if r.Encode(r.Apply(solver.FromBoard(board), c)) == s.Board {
					cursor = c
				}
			}
			if cursor < 0 {
				t.Fatalf("after ArrowRight and Enter the board is %s: no single press from %s gives it", s.Board, r.Encode(solver.FromBoard(board)))
			}
			board = r.Apply(solver.FromBoard(board), cursor).Board()
			checkAgainstModel(t, s, r, board, 2)
			checkPixels(t, p.stillShot(), l, r, board, 1)

			// A reload keeps the game: the same board and presses.
			p.reload()
			s = p.settle("the reloaded game", func(Snapshot) bool { return true })
			checkAgainstModel(t, s, r, board, 2)

			// The accessible twin: a grid of the board's cells.
			if n := eval[int](p, `document.querySelectorAll('[role="grid"] [role="gridcell"]').length`); n != len(l.Cells) {
				t.Errorf("the accessible twin's grid has %d cells, want %d", n, len(l.Cells))
			}

			// Solve to its end: Next puzzle drawn in Skip's place, and the
			// screen as a whole redraw draws it.
			par := distance(r, board)
			p.clickButton(l, "solve")
			s = p.settle("the end of Solve", func(s Snapshot) bool { return s.Solved && s.Steps == 0 })
			if s.Moves != 2+par || s.SolvedBy != "solver" {
				t.Errorf("after Solve: %d presses solved by %q, want %d by the solver", s.Moves, s.SolvedBy, 2+par)
			}
			shot := pngOf(t, p.stillShot())
			next, bg := l.Buttons["next"], shot.At(2, 2)
			if shot.At(int(next.X+next.W/2), int(next.Y+next.H/2)) == bg || shot.At(int(next.X+3), int(next.Y+next.H/2)) == bg {
				t.Errorf("Next puzzle is not drawn at %+v after Solve", next)
			}
			if !p.matchesFullRedraw("after Solve") {
				t.FailNow()
			}

			// A broken link: an error that says what was wrong.
			eval[any](p, `location.hash = "game=flip&board=bwxb"`)
			s = p.settle("the broken link's notice", func(s Snapshot) bool { return s.NoticeKind == "error" })
			if !strings.Contains(s.Notice, "board") {
				t.Errorf("a broken board gives the notice %q, which does not name the board", s.Notice)
			}

			checkOfflineReload(t, p, site)
		})
	}
}

// checkOfflineReload waits for the service worker to take control, stops
// the site's server and reloads: the game must come back from the
// worker's cache. An engine without service workers on
// http://127.0.0.1 skips this part, saying so.
func checkOfflineReload(t *testing.T, p *page, site *siteserver.Site) {
	t.Helper()
	if !eval[bool](p, `"serviceWorker" in navigator && window.isSecureContext`) {
		t.Logf("%s runs no service worker on %s here: no offline reload", p.engine, baseURL)
		return
	}
	const controlled = `navigator.serviceWorker.controller !== null && navigator.serviceWorker.controller.state === "activated"`
	if err := driver.WaitFor(context.Background(), p.drv, controlled, 100*time.Millisecond, 90*time.Second); err != nil {
		t.Fatalf("in %s: the service worker did not take control: %v", p.engine, err)
	}
	if _, err := site.Shutdown(5 * time.Second); err != nil {
		t.Fatal(err)
	}
	p.reload()
	s := p.settle("the game offline", func(Snapshot) bool { return true })
	if s.Moves == 0 || !s.Solved {
		t.Errorf("offline, the reloaded game shows %d presses, solved %v: want the solved game", s.Moves, s.Solved)
	}
	t.Logf("%s reloaded the game offline from the service worker's cache", p.engine)
}

// startMarks are the performance marks of the start, in the order the
// page records them (web/bridge.Mark…, docs/performance.md).
var startMarks = []string{"flip:compiled", "flip:run", "flip:main", "flip:tables", "flip:setup",
	"flip:first-update", "flip:first-draw", "flip:first-frame"}

// checkStartMarks checks that the page recorded each of startMarks once,
// in order (marks in one millisecond may be listed either way: WebKit
// and Firefox give whole milliseconds), the last at
// flipgame.firstFrameMs.
func checkStartMarks(t *testing.T, p *page) {
	t.Helper()
	type mark struct {
		Name string  `json:"name"`
		At   float64 `json:"at"`
	}
	marks := eval[[]mark](p, `performance.getEntriesByType("mark").filter(m => m.name.startsWith("flip:")).map(m => ({name: m.name, at: m.startTime}))`)
	at := map[string][]float64{}
	for _, m := range marks {
		at[m.Name] = append(at[m.Name], m.At)
	}
	// The solver's worker, started after the first frame, marks when it
	// answers: at most once by now, and after the first frame.
	if ready := at[bridge.MarkSolverReady]; len(ready) > 1 || len(ready) == 1 && len(at[bridge.MarkFirstFrame]) == 1 && ready[0] < at[bridge.MarkFirstFrame][0] {
		t.Errorf("the solver's worker marked %v, first frame %v: want at most once, after the first frame", ready, at[bridge.MarkFirstFrame])
	}
	marks = slices.DeleteFunc(marks, func(m mark) bool { return m.Name == bridge.MarkSolverReady })
	if len(marks) != len(startMarks) {
		t.Errorf("the page recorded %d start marks, %v; want %v", len(marks), marks, startMarks)
	}
	for i, name := range startMarks {
		switch {
		case len(at[name]) != 1:
			t.Errorf("the mark %s was recorded %d times, want once (all: %v)", name, len(at[name]), marks)
		case i > 0 && len(at[startMarks[i-1]]) == 1 && at[name][0] < at[startMarks[i-1]][0]:
			t.Errorf("the mark %s at %.1f ms comes before %s at %.1f ms", name, at[name][0], startMarks[i-1], at[startMarks[i-1]][0])
		}
	}
	last := at[startMarks[len(startMarks)-1]]
	if first := eval[float64](p, "window.flipgame.firstFrameMs"); len(last) == 1 && last[0] > first {
		t.Errorf("the mark %s is at %.1f ms, after the first frame at %.1f ms", startMarks[len(startMarks)-1], last[0], first)
	}
}
