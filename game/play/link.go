package play

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"flip/game/puzzle"
	"flip/game/record"
	"flip/solver"
)

// OpenLink follows a permalink fragment (with or without its '#'): it
// opens the puzzle the link names and replays its presses, or, when the
// link is broken, says in an error notice which field was wrong and how,
// keeping what was valid of it (a rule set with a broken board opens that
// rule set's game). An empty fragment does nothing, and so does the link
// of the game already on screen, or kept for its rule set: the undo list
// stays. first says that the page is just opening.
func (c *Controller) OpenLink(frag string, first bool) {
	link, err := ParseFragment(frag)
	if errors.Is(err, ErrNoLink) {
		return
	}
	if link.Spec.Game != nil && !offered(link.Spec) {
		// The game's boards are 3×3 to 10×10: a link to another size
		// opens the game's default board.
		err = fmt.Errorf("size: the game's boards are %dx%d to %dx%d, not %dx%d",
			MinPickSize, MinPickSize, MaxPickSize, MaxPickSize, link.Spec.Width, link.Spec.Height)
		link = Link{Spec: solver.Classic(link.Spec.Game)}
	}
	if err == nil && !link.Daily.IsZero() {
		if err = record.CheckDaily(link.Daily, c.keep.Today()); err != nil {
			link.Puzzle = false
		}
	}
	if err != nil {
		msg := "Link ignored: " + err.Error() + "."
		switch {
		case link.Puzzle:
			// Only the presses were wrong: the puzzle opens at its start.
			msg = "Link's presses ignored: " + err.Error() + ". Here is its puzzle from the start."
			c.openLinked(link, first)
		case link.Spec.Game != nil && link.Spec != c.shelf.Rules().Spec():
			c.switchSpec(link.Spec, 0)
			if first {
				msg += " Here is a puzzle to play."
			}
		case first:
			msg += " Here is a puzzle to play."
		}
		c.screen.Notify(KindError, msg)
		return
	}
	c.screen.clearNotice() // an earlier link's error is old news
	c.screen.changed()
	c.openLinked(link, first)
}

// openLinked opens the puzzle of a link that was read, with its presses:
// the game already on screen, or kept for its rule set, when it is the
// link's (its undo list stays), or when it is the link's puzzle played
// further (a reload in the middle of Solve keeps the steps shown, which
// the address gets once the playback ends).
func (c *Controller) openLinked(link Link, first bool) {
	if g, ok := c.shelf.of(link.Spec); ok && extends(g, link, first) {
		if g != c.shelf.Game() {
			c.shelf.setMode(Playing)
			c.use(g)
		}
		if !first {
			c.present().sayPuzzle()
		}
		return
	}
	r, err := c.judge.Oracle().Rules(link.Spec)
	if err != nil {
		c.screen.Notify(KindError, "Link ignored: "+err.Error()+".")
		return
	}
	start := link.Pos
	if !link.Daily.IsZero() {
		if start, err = record.DailyBoard(r, link.Daily); err != nil {
			c.screen.Notify(KindError, "Link ignored: "+err.Error()+".")
			return
		}
	}
	c.shelf.setMode(Playing)
	if link.Daily.IsZero() {
		c.use(c.shelf.newGame(r, link.Pos))
	} else if g := findGame(c.shelf, c.keep, record.DailyID(r.Game(), link.Daily)); g != nil && extends(g, link, true) {
		c.use(g) // the player's game of the daily, played as far as the link or further
		return
	} else {
		c.use(&puzzle.Game{ID: record.DailyID(r.Game(), link.Daily), Daily: link.Daily, Model: puzzle.NewColourModel(r, start)})
	}
	for _, cell := range link.Presses {
		c.shelf.Game().Counted = true // the presses were made: the puzzle was played, by whoever
		c.shelf.Model().Press(cell)
	}
	c.shelf.Game().Finished = c.shelf.Model().Solved() && len(link.Presses) > 0 // a finish from elsewhere is not counted here
	c.keep.Touch(c.shelf.Game())
	if !first {
		c.present().sayPuzzle()
	}
}

// offered reports whether the game offers boards of spec's size: 3×3 to
// 10×10 (the solver takes more; the game's screens and tables do not).
func offered(s solver.Spec) bool {
	return s.Width >= MinPickSize && s.Width <= MaxPickSize && s.Height >= MinPickSize && s.Height <= MaxPickSize
}

// extends reports whether g is the puzzle link names at its presses, or,
// when the page is just opening (further), played further from them.
func extends(g *puzzle.Game, link Link, further bool) bool {
	m := g.Model
	if !g.Daily.Equal(link.Daily) || (link.Daily.IsZero() && m.StartPosition() != link.Pos) {
		return false
	}
	presses := m.Presses()
	if !further {
		return slices.Equal(presses, link.Presses)
	}
	return len(presses) >= len(link.Presses) && slices.Equal(presses[:len(link.Presses)], link.Presses)
}

// linkOf returns the permalink fragment of g: the puzzle (its start, or
// its daily date) and the presses made since.
func linkOf(g *puzzle.Game) string {
	m := g.Model
	if !g.Daily.IsZero() {
		return DailyFragment(m.Rules().Game(), g.Daily, m.Presses())
	}
	return PuzzleFragmentOf(m.Rules(), m.StartPosition(), m.Presses())
}

// openDaily opens the daily puzzle of date d for the game on screen, or
// the player's game of it when there is one.
func (c *Controller) openDaily(d time.Time, now time.Duration) {
	if err := record.CheckDaily(d, c.keep.Today()); err != nil {
		c.screen.Notify(KindWarning, "No daily puzzle: "+err.Error()+".")
		return
	}
	spec := solver.Classic(c.shelf.Rules().Game())
	id := record.DailyID(spec.Game, d)
	if c.shelf.Game().ID == id {
		c.present().sayPuzzle()
		return
	}
	// A daily is one puzzle: the player's game of it, finished or not,
	// wherever it was left (this tab or another).
	if g := findGame(c.shelf, c.keep, id); g != nil {
		c.stop()
		c.shelf.leaveShown()
		c.shelf.setMode(Playing)
		c.use(g)
		c.turned(solver.Full(spec.Width*spec.Height), now)
		c.present().sayPuzzle()
		return
	}
	r, err := c.judge.Oracle().Rules(spec)
	if err == nil {
		var b solver.Position
		if b, err = record.DailyBoard(r, d); err == nil {
			c.stop()
			c.shelf.leaveShown()
			c.shelf.setMode(Playing)
			c.use(&puzzle.Game{ID: id, Daily: d, Model: puzzle.NewColourModel(r, b)})
			c.turned(solver.Full(r.Cells()), now)
			c.screen.Notify(KindInfo, fmt.Sprintf("Daily puzzle #%d of %s, par %d: the same for everyone today.", record.DailyNumber(d), record.FormatDate(d), c.judge.Par().N))
			return
		}
	}
	c.screen.Notify(KindError, "No daily puzzle: "+err.Error()+".")
}

// shareOf is what Share asks the page to copy of g, at par: the puzzle's
// link and a line about it, the puzzle's start without the presses.
// After a daily puzzle the player solved (byPlayer), the line says how
// it went, with a picture of the presses.
func shareOf(g *puzzle.Game, par distance, byPlayer bool) *Share {
	m := g.Model
	s := m.Rules().Spec()
	sh := &Share{Fragment: PuzzleFragmentOf(m.Rules(), m.StartPosition(), nil)}
	parText := "impossible to solve"
	if par.OK {
		parText = fmt.Sprintf("par %d", par.N)
	}
	sh.Text = fmt.Sprintf("%s %d×%d · %s", s.Game.Title, s.Width, s.Height, parText)
	if !g.Daily.IsZero() {
		sh.Fragment = DailyFragment(s.Game, g.Daily, nil)
		sh.Text = fmt.Sprintf("Flip daily #%d · %s", record.DailyNumber(g.Daily), s.Game.Title)
		if byPlayer {
			mark := "✓"
			if m.Moves() > par.N {
				mark = fmt.Sprintf("+%d", m.Moves()-par.N)
			}
			sh.Text = fmt.Sprintf("Flip daily #%d · %d %s · par %d %s\n%s", record.DailyNumber(g.Daily),
				m.Moves(), plural(m.Moves(), "press", "presses"), par.N, mark, pressPicture(m.Rules(), m.Presses()))
		}
	}
	return sh
}

// pressPicture draws the cells pressed as a small emoji grid: a green
// square for a cell pressed an odd number of times, white elsewhere.
func pressPicture(r *solver.Rules, presses []int) string {
	odd := make([]bool, r.Cells())
	for _, p := range presses {
		odd[p] = !odd[p]
	}
	var sb strings.Builder
	for i, o := range odd {
		if i > 0 && i%r.Width() == 0 {
			sb.WriteByte('\n')
		}
		if o {
			sb.WriteString("🟩")
		} else {
			sb.WriteString("⬜")
		}
	}
	return sb.String()
}
