package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"

	"flip/solver"
)

// reload reloads the page in its tab (the same browser context, so the
// same storage) and waits for the game.
func (p *page) reload() {
	p.t.Helper()
	// The old document is marked, so that the wait below cannot see its
	// game; and while the new one replaces it, an evaluation can land in
	// a context that is going away: that is asked again.
	eval[any](p, "window.__flipReloading = true")
	p.do("reloading", p.drv.Reload(context.Background()))
	const ready = "!!(!window.__flipReloading && window.flipgame && window.flipgame.snapshot() !== null)"
	deadline := time.Now().Add(60 * time.Second)
	for {
		var ok bool
		err := p.drv.Eval(context.Background(), ready, &ok)
		if err == nil && ok {
			return
		}
		if time.Now().After(deadline) {
			p.t.Fatalf("waiting for the reloaded page (%s): %v", ready, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// classicFlip is the rule set of the tests below.
var classicFlip = solver.MustNew(solver.Classic(solver.FlipGame))

// TestProgressSurvivesReload: the game of each rule set, its presses and
// its undo list, survive switching the board size and back, and a reload.
func TestProgressSurvivesReload(t *testing.T) {
	t.Parallel()
	r := classicFlip
	start := "bwwbbbwbbwwbbwww"
	p := openReduced(t, "game=flip&board="+start, 1024, 768, 1)
	l := p.layout()
	b := decode(t, r, start)
	p.clickCell(l, 0)
	p.settle("press 0", func(s Snapshot) bool { return s.Moves == 1 })
	p.clickCell(l, 5)
	p.settle("press 5", func(s Snapshot) bool { return s.Moves == 2 })
	p.clickButton(l, "undo")
	s := p.settle("undo", func(s Snapshot) bool { return s.Moves == 1 })
	checkAgainstModel(t, s, r, r.Apply(solver.FromBoard(b), 0).Board(), 1)

	// Another size and back: the 4×4 game is where it was, redo and all.
	p.clickButton(l, "sizeUp")
	s = p.settle("5×5", func(s Snapshot) bool { return s.Width == 5 })
	five := s.Board
	l5 := p.layout()
	p.clickCell(l5, 12)
	s = p.settle("5×5 press", func(s Snapshot) bool { return s.Moves == 1 })
	five12 := s.Board
	p.clickButton(l5, "sizeDown")
	s = p.settle("back to 4×4", func(s Snapshot) bool { return s.Width == 4 })
	checkAgainstModel(t, s, r, r.Apply(solver.FromBoard(b), 0).Board(), 1)
	if s.Start != start {
		t.Fatalf("back on 4×4 the start is %s, want %s", s.Start, start)
	}
	p.clickButton(l, "redo")
	s = p.settle("redo", func(s Snapshot) bool { return s.Moves == 2 })
	checkAgainstModel(t, s, r, r.Apply(r.Apply(solver.FromBoard(b), 0), 5).Board(), 2)

	// A reload: the same game, the same link, and undo goes back to the
	// start.
	link := s.Link
	// The address follows the game in a task after the frame (as the
	// saved game does): a reload before it would open the last link.
	p.pageSays("location.hash", link)
	p.reload()
	s = p.settle("after the reload", func(Snapshot) bool { return true })
	if s.Link != link || s.Moves != 2 || s.Start != start {
		t.Fatalf("after the reload: link %q moves %d start %s; want %q, 2, %s", s.Link, s.Moves, s.Start, link, start)
	}
	p.clickButton(l, "undo")
	p.settle("undo after reload", func(s Snapshot) bool { return s.Moves == 1 })
	p.clickButton(l, "undo")
	s = p.settle("second undo after reload", func(s Snapshot) bool { return s.Moves == 0 })
	checkAgainstModel(t, s, r, b, 0)
	// And the 5×5 game was kept too.
	p.clickButton(l, "sizeUp")
	s = p.settle("5×5 again", func(s Snapshot) bool { return s.Width == 5 })
	if s.Board != five12 || s.Moves != 1 || s.Start != five {
		t.Fatalf("the 5×5 game after a reload: %s moves %d start %s; want %s, 1, %s", s.Board, s.Moves, s.Start, five12, five)
	}
}

// TestPressesLink: a link with presses replays them from the start, and
// Undo takes them back one by one.
func TestPressesLink(t *testing.T) {
	t.Parallel()
	r := classicFlip
	start := "bwwbbbwbbwwbbwww"
	p := openReduced(t, "game=flip&board="+start+"&presses=3.7.12", 1024, 768, 1)
	s := p.settle("link", func(Snapshot) bool { return true })
	b := decode(t, r, start)
	checkAgainstModel(t, s, r, r.Apply(r.Apply(r.Apply(solver.FromBoard(b), 3), 7), 12).Board(), 3)
	if s.Start != start || s.Link != "game=flip&board="+start+"&presses=3.7.12" {
		t.Fatalf("start %s link %q", s.Start, s.Link)
	}
	p.clickButton(p.layout(), "undo")
	s = p.settle("undo", func(s Snapshot) bool { return s.Moves == 2 })
	checkAgainstModel(t, s, r, r.Apply(r.Apply(solver.FromBoard(b), 3), 7).Board(), 2)
}

// solveByClicks clicks the solver's answer for the position on screen.
func solveByClicks(t *testing.T, p *page, r *solver.Rules, l Layout, extra ...int) Snapshot {
	t.Helper()
	s := p.snapshot()
	moves := s.Moves
	for _, c := range extra {
		p.clickCell(l, c)
		moves++
		p.settle("an extra press", func(s Snapshot) bool { return s.Moves == moves })
	}
	b := decode(t, r, p.snapshot().Board)
	answer, err := r.Solution(solver.FromBoard(b))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range answer {
		p.clickCell(l, c)
		moves++
		p.settle("a press of the answer", func(s Snapshot) bool { return s.Moves == moves })
	}
	return p.settle("solved", func(s Snapshot) bool { return s.Solved })
}

// TestFinishes: a finish at par, over par and by Solve, each with its own
// words and solvedBy; a solved board refuses presses; Next starts a new
// puzzle; the statistics count only the player's solves and survive a
// reload.
func TestFinishes(t *testing.T) {
	t.Parallel()
	r := classicFlip
	p := open(t, "game=flip&board=bwwbbbwbbwwbbwww", 1024, 768, 1)
	l := p.layout()
	s := solveByClicks(t, p, r, l)
	if s.SolvedBy != "player" || !strings.HasPrefix(s.Status, "Perfect!") || s.Moves != s.Par {
		t.Fatalf("at par: %+v", s)
	}
	if s.Stats.Played != 1 || s.Stats.Solved != 1 || s.Stats.AtPar != 1 {
		t.Fatalf("stats after a solve at par: %+v", s.Stats)
	}
	// A solved board refuses presses, in words.
	p.clickCell(l, 0)
	s = p.settle("a refused press", func(s Snapshot) bool { return s.Notice != "" })
	if s.Moves != s.Par || s.NoticeKind != "warning" || !s.Solved {
		t.Fatalf("a press on the solved board: %+v", s)
	}
	// Next: a new puzzle with the same settings.
	p.clickButton(l, "next")
	s = p.settle("next", func(s Snapshot) bool { return !s.Solved && s.Moves == 0 })
	if s.SolvedBy != "" || s.Game != "flip" || s.Optimal != s.Target || s.Par != s.Target {
		t.Fatalf("after Next: %+v", s)
	}

	// Over par: two wasted presses.
	s = solveByClicks(t, p, r, l, 6, 6)
	if s.SolvedBy != "player" || s.Moves != s.Par+2 || !strings.HasPrefix(s.Status, fmt.Sprintf("Solved in %d presses — par %d", s.Moves, s.Par)) {
		t.Fatalf("over par: %+v", s)
	}
	if s.Stats.Played != 2 || s.Stats.Solved != 2 || s.Stats.AtPar != 1 {
		t.Fatalf("stats after a solve over par: %+v", s.Stats)
	}

	// By the solver: played, not solved.
	p.clickButton(l, "next")
	p.settle("next", func(s Snapshot) bool { return !s.Solved && s.Moves == 0 })
	p.clickCell(l, 9)
	p.settle("a press", func(s Snapshot) bool { return s.Moves == 1 })
	p.clickButton(l, "solve")
	s = p.settle("Solve's finish", func(s Snapshot) bool { return s.Solved && s.Steps == 0 })
	if s.SolvedBy != "solver" || !strings.HasPrefix(s.Status, "Solved by the solver") {
		t.Fatalf("by the solver: %+v", s)
	}
	if s.Stats.Played != 3 || s.Stats.Solved != 2 || s.Stats.AtPar != 1 {
		t.Fatalf("stats after Solve's finish: %+v", s.Stats)
	}
	p.reload()
	s = p.settle("after the reload", func(Snapshot) bool { return true })
	if s.Stats.Played != 3 || s.Stats.Solved != 2 || s.Stats.AtPar != 1 || s.SolvedBy != "solver" {
		t.Fatalf("after a reload: solved by %q, stats %+v", s.SolvedBy, s.Stats)
	}
	p.clickButton(l, "stats")
	s = p.settle("the stats", func(s Snapshot) bool { return s.Overlay == "stats" })
	p.key("\x1b") // Esc
	p.settle("stats closed", func(s Snapshot) bool { return s.Overlay == "" })
}

// TestFastClicks: 25 quick clicks on one cell are 25 presses: the piece
// ends turned once, and no press is lost.
func TestFastClicks(t *testing.T) {
	t.Parallel()
	r := classicFlip
	start := "bwwbbbwbbwwbbwww"
	p := open(t, "game=flip&board="+start, 1024, 768, 1)
	l := p.layout()
	for range 25 {
		p.clickCell(l, 5)
	}
	s := p.settle("25 presses", func(s Snapshot) bool { return s.Moves == 25 })
	checkAgainstModel(t, s, r, r.Apply(solver.FromBoard(decode(t, r, start)), 5).Board(), 25)
}

// TestSolveStoppedByClick: a click on the board during Solve stops it and
// says so, pressing nothing; the board is the start with Solve's presses
// so far.
func TestSolveStoppedByClick(t *testing.T) {
	t.Parallel()
	r := solver.MustNew(solver.Classic(solver.Fridge))
	start := "+++-+--++----+-+" // par 12
	p := open(t, "game=fridge&board="+start, 1024, 768, 1)
	l := p.layout()
	p.clickButton(l, "solve")
	p.waitJS("window.flipgame.snapshot().step >= 2", 20*time.Second)
	p.clickCell(l, 0)
	s := p.settle("stopped", func(s Snapshot) bool { return s.Steps == 0 })
	if want := fmt.Sprintf("Solve stopped after %d of 12 steps.", s.Moves); s.NoticeKind != "info" || s.Notice != want || s.Solved {
		t.Fatalf("after a click during Solve: notice %q, want %q: %+v", s.Notice, want, s)
	}
	answer, _ := r.Solution(solver.FromBoard(decode(t, r, start)))
	b := decode(t, r, start)
	for _, c := range answer[:s.Moves] {
		b = r.Apply(solver.FromBoard(b), c).Board()
	}
	checkAgainstModel(t, s, r, b, s.Moves)
}

// TestHelpKey: ? opens the help, Esc closes it, F1 opens it too, and a
// click outside closes it.
func TestHelpKey(t *testing.T) {
	t.Parallel()
	p := openReduced(t, "game=flip&board=bwwbbbwbbwwbbwww", 1024, 768, 1)
	p.key("?")
	p.settle("help", func(s Snapshot) bool { return s.Overlay == "help" })
	p.key("\x1b")
	p.settle("help closed", func(s Snapshot) bool { return s.Overlay == "" })
	p.clickButton(p.layout(), "help")
	p.settle("help by its button", func(s Snapshot) bool { return s.Overlay == "help" })
	p.click(3, 3)
	s := p.settle("help closed by a click outside", func(s Snapshot) bool { return s.Overlay == "" })
	if s.Moves != 0 {
		t.Fatalf("closing the help pressed a cell: %+v", s)
	}
}

// TestShareCopiesLink: with the clipboard granted through the DevTools
// protocol, Share puts the puzzle's start (not the presses) and a line
// about it on the clipboard and says so.
func TestShareCopiesLink(t *testing.T) {
	t.Parallel()
	start := "bwwbbbwbbwwbbwww"
	p := openReduced(t, "game=flip&board="+start, 1024, 768, 1)
	// Browser.setPermission, for the page's browser context: DevTools only.
	origin := strings.TrimSuffix(baseURL, "/")
	for _, name := range []string{"clipboard-read", "clipboard-write"} {
		_, err := chromedp.CallBrowser(p.ctx, browser.SetPermission, browser.SetPermissionParams{
			Permission: &browser.PermissionDescriptor{Name: name, AllowWithoutSanitization: true},
			Setting:    browser.PermissionSettingGranted, Origin: origin, BrowserContextID: chromedp.FromContext(p.ctx).BrowserContextID,
		})
		if err != nil {
			t.Fatalf("granting %s: %v", name, err)
		}
	}
	l := p.layout()
	p.clickCell(l, 2)
	p.settle("a press", func(s Snapshot) bool { return s.Moves == 1 })
	p.clickButton(l, "share")
	s := p.settle("shared", func(s Snapshot) bool { return s.Notice != "" })
	if s.NoticeKind != "success" || !strings.HasPrefix(s.Notice, "Link copied") {
		t.Fatalf("after Share: %+v", s)
	}
	var text string
	p.do("reading the clipboard", p.drv.Eval(context.Background(), "navigator.clipboard.readText()", &text))
	want := baseURL + "#game=flip&board=" + start
	if !strings.HasSuffix(text, "\n"+want) || !strings.HasPrefix(text, "Flip Game 4×4 · par ") {
		t.Fatalf("clipboard %q, want a line and %s", text, want)
	}
}

// TestDaily: a daily link gives the same board in two fresh browser
// contexts (no server, no shared storage), and a date still to come is
// refused in words.
func TestDaily(t *testing.T) {
	t.Parallel()
	day := time.Now().UTC().AddDate(0, 0, -1).Format("2006-01-02")
	a := openReduced(t, "game=fridge&daily="+day, 1024, 768, 1)
	b := openReduced(t, "game=fridge&daily="+day, 390, 844, 2)
	sa := a.settle("daily in a", func(Snapshot) bool { return true })
	sb := b.settle("daily in b", func(Snapshot) bool { return true })
	if sa.Daily != day || sb.Daily != day || sa.Board != sb.Board || sa.Game != "fridge" || sa.Par < 3 {
		t.Fatalf("the daily of %s: %s (%s) and %s (%s), par %d", day, sa.Board, sa.Daily, sb.Board, sb.Daily, sa.Par)
	}
	tomorrow := time.Now().UTC().AddDate(0, 0, 2).Format("2006-01-02")
	c := openReduced(t, "game=flip&daily="+tomorrow, 1024, 768, 1)
	sc := c.settle("a daily still to come", func(Snapshot) bool { return true })
	if sc.NoticeKind != "error" || !strings.Contains(sc.Notice, "still to come") || sc.Daily != "" {
		t.Fatalf("tomorrow's daily: %+v", sc)
	}
	// The Daily button opens today's.
	c.clickButton(c.layout(), "daily")
	today := time.Now().UTC().Format("2006-01-02")
	c.settle("today's daily", func(s Snapshot) bool { return s.Daily == today })
}

// TestCorruptStorage: garbage in storage — corrupt JSON, a board of the
// wrong length, JSON of the wrong type — is ignored: the page starts, says
// no error, and plays; a fresh page on the same garbage starts a new game.
func TestCorruptStorage(t *testing.T) {
	t.Parallel()
	p := openReduced(t, "", 1024, 768, 1)
	p.clickCell(p.layout(), 3)
	p.settle("a press", func(s Snapshot) bool { return s.Moves == 1 })
	saved := p.pageSays(`localStorage.getItem("flip.progress.v2") || ""`, `"history"`) // saved in a task after the press's frame
	if !strings.Contains(saved, `"history"`) {
		t.Fatalf("nothing saved: %q", saved)
	}
	for _, junk := range []string{`{"v":2,"games":[`, strings.Replace(saved, `"b":"`, `"b":"bw`, 1), `null`, `"\u0000"`} {
		eval[bool](p, fmt.Sprintf(`localStorage.setItem("flip.progress.v2", %s); localStorage.setItem("flip.stats.v2", %s); true`, quote(junk), quote(junk)))
		p.reload()
		s := p.settle("after corrupt storage", func(Snapshot) bool { return true })
		// The address still names the game (with its press), so the
		// page opens it from the link, storage or not.
		if s.NoticeKind == "error" || len(s.Board) != 16 || !strings.HasPrefix(s.Link, "game=flip&board=") {
			t.Fatalf("storage %q: %+v", junk, s)
		}
		moves := s.Moves
		before := eval[string](p, `String(localStorage.getItem("flip.progress.v2"))`)
		p.clickCell(p.layout(), 8)
		p.settle("a press after corrupt storage", func(s Snapshot) bool { return s.Moves == moves+1 })
		// The press is written in a task after its frame: the garbage
		// written next must not be overwritten by it.
		p.pageSays(`localStorage.getItem("flip.progress.v2") !== `+quote(before)+` ? "written" : "not yet"`, "written")
	}
	// Without a link in the address, only storage could bring a game back.
	eval[bool](p, `localStorage.setItem("flip.progress.v2", "{\"v\":2,\"games\":["); true`)
	p.navigate(baseURL)
	p.waitJS("window.flipgame && window.flipgame.snapshot() !== null", 60*time.Second)
	s := p.settle("a fresh page on garbage", func(Snapshot) bool { return true })
	if s.NoticeKind == "error" || s.Moves != 0 || s.Optimal < 1 {
		t.Fatalf("a fresh page on corrupt storage: %+v", s)
	}
}

// recordWrites, run first in a page, records each localStorage write and
// each WebGL draw with the task it ran in: calls before the same
// microtask checkpoint share a task (the game's frame, from its update to
// its drawing, is one run of the module with none in between).
const recordWrites = `(() => {
	let task = 0, open = false;
	const taskNow = () => {
		if (!open) {
			open = true;
			task++;
			queueMicrotask(() => { open = false; });
		}
		return task;
	};
	window.__writes = [];
	window.__drawTasks = new Set();
	const set = Storage.prototype.setItem;
	Storage.prototype.setItem = function (k, v) {
		window.__writes.push({ key: k, task: taskNow() });
		return set.call(this, k, v);
	};
	const draw = WebGL2RenderingContext.prototype.drawElements;
	WebGL2RenderingContext.prototype.drawElements = function () {
		window.__drawTasks.add(taskNow());
		return draw.apply(this, arguments);
	};
})();`

// TestSaveOutsideFrames: the progress a press changes is written to
// localStorage, but in a task of its own, not in the task that runs the
// press's frame
// (localStorage.setItem is synchronous: 5 ms of a press's frame in a CPU
// profile); and what was written is what a reload reads.
func TestSaveOutsideFrames(t *testing.T) {
	t.Parallel()
	p := open(t, "game=flip&board=bwwbbbwbbwwbbwww", 1024, 768, 1, recordWrites)
	l := p.layout()
	for i, cell := range []int{0, 5, 10} {
		p.clickCell(l, cell)
		p.settle("a press", func(s Snapshot) bool { return s.Moves == i+1 })
	}
	p.waitJS(`window.__writes.some((w) => w.key === "flip.progress.v2")`, 10*time.Second)
	if in := eval[int](p, `window.__writes.filter((w) => window.__drawTasks.has(w.task)).length`); in != 0 {
		t.Fatalf("%d of %d writes to localStorage were made in a task that drew a frame", in, eval[int](p, `window.__writes.length`))
	}
	if eval[int](p, `window.__drawTasks.size`) == 0 {
		t.Fatal("no WebGL draw went through the recorder: it would see no write made in a frame")
	}
	p.reload()
	if s := p.settle("after the reload", func(Snapshot) bool { return true }); s.Moves != 3 {
		t.Fatalf("after the reload: %d presses, want 3", s.Moves)
	}
}
