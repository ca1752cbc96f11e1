package play

import (
	"fmt"

	"flip/game/record"
)

// helpView returns the help overlay: the rules of the game on screen,
// what par and "to go" mean, what Solve and Hint cost, and every key.
func (c *Controller) helpView() *FactsView {
	s := c.shelf.Rules().Spec()
	v := &FactsView{Here: -1, Par: -1, Title: "How to play " + s.Game.Title}
	rules := "Press a piece to turn " + reach[s.Shape][0] + ". Make every piece one colour, all white or all black."
	if !s.Game.EitherColour {
		rules = "Press a handle to turn " + reach[s.Shape][1] + ". Open every handle (level) to open the fridge."
	}
	if k := s.K(); k > 2 {
		rules = fmt.Sprintf("Press a piece to move %s one colour on, round %d colours (the pips count them). Make every piece one colour.", colourReach[s.Shape], k)
		if !s.Game.EitherColour {
			rules = fmt.Sprintf("Press a handle to turn %s one step on, round %d positions. Open every handle (level).", reach[s.Shape][1], k)
		}
	}
	if s.Torus {
		rules += " Wrap: the edges join, so a press reaches round to the other side."
	}
	v.Lines = []string{
		rules,
		"Par: the fewest presses that solve the puzzle from its start. It stays put while you play.",
		"To go: the fewest presses from the position on screen.",
		"Hint rings a row, then the press; Solve plays the answer; Learn's coach teaches a method to do by hand.",
		"With help, a puzzle counts as played, not as your solve. Solve at par for a Perfect finish.",
		"Some positions can never be solved: the marked pieces prove it. Fix mends it with the fewest changes.",
		"Menu: the game, the board, its shape, wrap and colours, the theme, Edit, Fix, Facts, Daily, Share, Stats.",
	}
	if !c.screen.keyboard() {
		v.Lines = append(v.Lines, "Tap a piece to press it; tap a button to use it.")
	} else {
		v.Lines = append(v.Lines, helpKeys...) // the action table's keys
	}
	return v
}

// statsView returns the statistics overlay for the rule set on screen: the
// counts in words and a chart of the player's solves by presses over par.
func (c *Controller) statsView() *FactsView {
	st := c.Stats()
	s := c.shelf.Rules().Spec()
	v := &FactsView{Here: -1, Par: 0}
	v.Title = fmt.Sprintf("Your statistics · %s %d×%d", s.Game.Title, s.Width, s.Height)
	if s.Torus {
		v.Title += " wrap"
	}
	if k := s.K(); k > 2 {
		v.Title += fmt.Sprintf(" · %d colours", k)
	}
	pct := 0
	if st.Played > 0 {
		pct = (100*st.Solved + st.Played/2) / st.Played
	}
	v.Lines = []string{
		fmt.Sprintf("Played %d · solved %d (%d%%) · at par %d", st.Played, st.Solved, pct, st.AtPar) + coachedWords(st.Coached),
		fmt.Sprintf("Daily streak %d · best %d", st.Streak, st.BestStreak),
		"Only your own solves count: a puzzle Solve, Hint or the coach helped with is played, not solved.",
	}
	if st.Solved == 0 {
		v.NoBars = "No solves yet on this board: the chart of your presses over par starts with the first."
		return v
	}
	v.Bars = st.OverPar[:]
	v.YMax, v.YTicks = niceScale(maxOf(v.Bars))
	v.XLabel = "presses over par"
	for i := range record.OverParBuckets {
		switch {
		case i == 0:
			v.XNames = append(v.XNames, "par")
		case i == record.OverParBuckets-1:
			v.XNames = append(v.XNames, fmt.Sprintf("+%d…", i))
		default:
			v.XNames = append(v.XNames, fmt.Sprintf("+%d", i))
		}
	}
	v.Legend = []string{"your solves", "par"}
	return v
}

// coachedWords adds the solves made with the coach to the statistics'
// counts, apart from the player's own; nothing when there are none.
func coachedWords(n int) string {
	if n == 0 {
		return ""
	}
	return fmt.Sprintf(" · with the coach %d", n)
}

// closeWords says how the overlay open closes, where the overlay does
// not say it itself (the coach's table does): by its key, Esc or a click
// outside it, or, on a touch screen, by a tap outside it.
func (c *Controller) closeWords() string {
	if !c.screen.keyboard() {
		return "A tap outside closes this."
	}
	switch c.screen.Overlay() {
	case OverlayFacts:
		return "Esc, F or a click outside closes this."
	case OverlayHelp:
		return "Esc, ? or a click outside closes this."
	}
	return "Esc or a click outside closes this."
}
