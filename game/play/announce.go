package play

import "fmt"

// Announcements are what a screen reader says after an action (the page
// puts them in an aria-live region): short words with the numbers, such
// as "Row 2, column 3 pressed. Par 5, 3 to go." Each has a sequence
// number, so that the same words said twice are announced twice.

// announcements are what the screen said last, for screen readers.
type announcements struct {
	words string // the last announcement
	seq   int    // counts announcements
	later string // an announcement waiting for the presses to go (see sayStanding)
}

// say records an announcement.
func (s *Screen) say(words string) {
	s.said.words = words
	s.said.seq++
	s.said.later = ""
	s.version++
}

// sayLater keeps prefix to announce once the presses to go are known.
func (s *Screen) sayLater(prefix string) { s.said.later = prefix }

// waiting returns the announcement waiting for the presses to go, ""
// when none.
func (s *Screen) waiting() string { return s.said.later }

// sayStanding announces prefix and where the puzzle stands after it
// (see standing); while the presses to go are still being worked out,
// once they are: the words wait rather than go out without the numbers.
func (c *Controller) sayStanding(prefix string) {
	if s, ok := c.standing(); ok {
		c.screen.say(prefix + s)
		return
	}
	c.screen.sayLater(prefix)
}

// Announcement returns the last announcement and its sequence number.
func (s *Screen) Announcement() (words string, seq int) { return s.said.words, s.said.seq }

// standing says where the puzzle stands: the par and the presses to go,
// the finish, or why the position can never be solved. ok is false while
// the presses to go are still being worked out (see toGo).
func (c *Controller) standing() (words string, ok bool) {
	moves := c.shelf.Model().Moves()
	back := ""
	if rv := c.lookBack(); rv != nil {
		back = " " + rv.said
	}
	switch c.SolvedBy() {
	case SolvedByPlayer:
		if moves <= c.judge.Par().N {
			return "Solved at par." + back, true
		}
		return fmt.Sprintf("Solved in %d %s, par %s.", moves, plural(moves, "press", "presses"), c.judge.parWords()) + back, true
	case SolvedBySolver, SolvedByCoach:
		return c.finishWords() + "." + back, true
	}
	d, known := c.judge.toGo(c.shelf.Model())
	switch {
	case !known:
		return "", false
	case !d.OK:
		if e := c.judge.explanation(c.shelf.Model(), c.shelf.Mode()); e.Impossible() {
			return "Impossible to solve. " + c.explainText(e), true
		}
		return "Impossible to solve.", true
	}
	coach := ""
	if c.coachOn() && c.shelf.Mode() == Playing {
		coach = " Coach: " + c.shelf.Game().Coach.Step().Why
	}
	toGo := fmt.Sprintf("%d to go", d.N)
	if !d.Proven {
		toGo = "at most " + toGo
	}
	if c.judge.Par().OK {
		return fmt.Sprintf("Par %s, %s.", c.judge.parWords(), toGo) + coach, true
	}
	if !d.Proven {
		return fmt.Sprintf("At most %d to go.", d.N) + coach, true
	}
	return fmt.Sprintf("%d to go.", d.N) + coach, true
}

// cellWords names a cell for the ear: "Row 2, column 3".
func (c *Controller) cellWords(cell int) string {
	w := c.shelf.Rules().Width()
	return fmt.Sprintf("Row %d, column %d", cell/w+1, cell%w+1)
}

// CellName is a cell's accessible name: where it is and what it shows,
// "row 2, column 3, black" (Flip Game) or "row 2, column 3, closed"
// (Refrigerator).
func CellName(look Look, row, col int, piece bool) string {
	c := 0
	if piece {
		c = 1
	}
	return CellColourName(look, row, col, c, 2)
}

// CellColourName names a cell of a board of k colours for the accessible
// twin: as CellName in two colours, and in more "row 2, column 3, orange,
// colour 3 of 5" (colour 1 is 0, white; colour v+1 shows v pips), a
// handle "position 3 of 5" (1 is open).
func CellColourName(look Look, row, col, colour, k int) string {
	if k > 2 {
		switch {
		case look == Handles && colour == 0:
			return fmt.Sprintf("row %d, column %d, open, position 1 of %d", row+1, col+1, k)
		case look == Handles:
			return fmt.Sprintf("row %d, column %d, position %d of %d", row+1, col+1, colour+1, k)
		}
		return fmt.Sprintf("row %d, column %d, %s, colour %d of %d", row+1, col+1, colourNames[colour], colour+1, k)
	}
	piece := colour != 0
	state := "white"
	switch {
	case look == Handles && piece:
		state = "closed"
	case look == Handles:
		state = "open"
	case piece:
		state = "black"
	}
	return fmt.Sprintf("row %d, column %d, %s", row+1, col+1, state)
}

// colourNames are the discs' colours as the renderer paints them (see
// game/theme.go), in order: colour v+1 of K is colourNames[v].
var colourNames = [...]string{"white", "black", "orange", "sky blue", "purple", "red"}
