package play

import (
	"errors"
	"fmt"
	"strings"
	"time"

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
	if err == nil && !link.Daily.IsZero() {
		err = CheckDaily(link.Daily, c.today())
	}
	if err != nil {
		if link.Spec.Game != nil && link.Spec != c.rules.Spec() {
			c.switchSpec(link.Spec, 0)
		}
		msg := "Link ignored: " + err.Error() + "."
		if first {
			msg += " Here is a puzzle to play."
		}
		c.Notify(KindError, msg)
		return
	}
	c.ui.notice = Notice{} // an earlier link's error is old news
	c.version++
	if g, ok := c.games[link.Spec]; ok && c.linkOf(g) == strings.TrimPrefix(frag, "#") {
		if g != c.g {
			c.mode = Playing
			c.use(g)
		}
		return
	}
	r, err := c.book.rules(link.Spec)
	if err != nil {
		c.Notify(KindError, "Link ignored: "+err.Error()+".")
		return
	}
	start := link.Board
	if !link.Daily.IsZero() {
		if start, err = DailyBoard(r, link.Daily); err != nil {
			c.Notify(KindError, "Link ignored: "+err.Error()+".")
			return
		}
	}
	c.mode = Playing
	c.load(r, start)
	c.g.daily = link.Daily
	for _, cell := range link.Presses {
		c.g.counted = true // the presses were made: the puzzle was played, by whoever
		c.model.Press(cell)
	}
	c.g.finished = c.model.Solved() && len(link.Presses) > 0 // a finish from elsewhere is not counted here
	c.unsaved = true
}

// linkOf returns the permalink fragment of g: the puzzle (its start, or
// its daily date) and the presses made since.
func (c *Controller) linkOf(g *game) string {
	m := g.model
	if !g.daily.IsZero() {
		return DailyFragment(m.rules.Game(), g.daily, m.Presses())
	}
	return PuzzleFragment(m.rules, m.Start(), m.Presses())
}

// openDaily opens the daily puzzle of date d for the game on screen, or
// the player's game of it when there is one.
func (c *Controller) openDaily(d time.Time, now time.Duration) {
	if err := CheckDaily(d, c.today()); err != nil {
		c.Notify(KindWarning, "No daily puzzle: "+err.Error()+".")
		return
	}
	spec := solver.Classic(c.rules.Game())
	if g, ok := c.games[spec]; ok && g.daily.Equal(d) {
		c.stop()
		c.mode = Playing
		c.use(g)
		c.turned(solver.Full(spec.Width*spec.Height), now)
		return
	}
	r, err := c.book.rules(spec)
	if err == nil {
		var b solver.Board
		if b, err = DailyBoard(r, d); err == nil {
			c.stop()
			c.mode = Playing
			c.load(r, b)
			c.g.daily = d
			c.turned(solver.Full(r.Cells()), now)
			c.Notify(KindInfo, fmt.Sprintf("Daily puzzle #%d of %s, par %d: the same for everyone today.", DailyNumber(d), FormatDate(d), c.par.n))
			return
		}
	}
	c.Notify(KindError, "No daily puzzle: "+err.Error()+".")
}

// share asks the page to copy the puzzle's link and a line about it: the
// puzzle's start, without the presses. After a daily puzzle the player
// solved, the line says how it went, with a picture of the presses.
func (c *Controller) share() {
	s := c.rules.Spec()
	sh := &Share{Fragment: PuzzleFragment(c.rules, c.model.Start(), nil)}
	parText := "impossible to solve"
	if c.par.ok {
		parText = fmt.Sprintf("par %d", c.par.n)
	}
	sh.Text = fmt.Sprintf("%s %d×%d · %s", s.Game.Title, s.Width, s.Height, parText)
	if !c.g.daily.IsZero() {
		sh.Fragment = DailyFragment(s.Game, c.g.daily, nil)
		sh.Text = fmt.Sprintf("Flip daily #%d · %s", DailyNumber(c.g.daily), s.Game.Title)
		if c.SolvedBy() == SolvedByPlayer {
			mark := "✓"
			if c.model.Moves() > c.par.n {
				mark = fmt.Sprintf("+%d", c.model.Moves()-c.par.n)
			}
			sh.Text = fmt.Sprintf("Flip daily #%d · %d %s · par %d %s\n%s", DailyNumber(c.g.daily),
				c.model.Moves(), plural(c.model.Moves(), "press", "presses"), c.par.n, mark, pressPicture(c.rules, c.model.Presses()))
		}
	}
	c.lastShare = sh.Text
	c.effects = append(c.effects, Effect{Share: sh})
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
