package play

import (
	"fmt"
	"strings"
)

// fixWords says what Fix did to make the position solvable: which pieces
// (handles) it turned over, or, in K colours, how many colours (steps)
// on it moved each — cells lists a cell once for each step, ascending.
func (c *Controller) fixWords(cells []int) string {
	flip := c.shelf.Rules().Game().EitherColour
	piece := map[bool]string{true: "piece", false: "handle"}[flip]
	if c.colours() == 2 {
		verb := "Turned over"
		if !flip {
			verb = "Turned"
		}
		return fmt.Sprintf("%s %s to make it solvable.", verb, c.piecesAt(piece, cells))
	}
	// Group the cells by how far each moved, fewest steps first.
	steps := map[int]int{}
	var order []int
	for _, cell := range cells {
		if steps[cell] == 0 {
			order = append(order, cell)
		}
		steps[cell]++
	}
	unit := map[bool][2]string{true: {"colour", "colours"}, false: {"step", "steps"}}[flip]
	var parts []string
	for n := 1; n < c.colours(); n++ {
		var group []int
		for _, cell := range order {
			if steps[cell] == n {
				group = append(group, cell)
			}
		}
		if len(group) > 0 {
			parts = append(parts, fmt.Sprintf("%s %s %s on", c.piecesAt(piece, group), numberWords[n], plural(n, unit[0], unit[1])))
		}
	}
	if len(parts) == 1 {
		return "Turned " + parts[0] + " to make it solvable."
	}
	return "Turned " + strings.Join(parts, ", and ") + ", to make it solvable."
}

// piecesAt names the pieces (or handles) on cells: "the piece at row 1,
// column 4", "the pieces at row 1, column 4 and row 2, column 3".
func (c *Controller) piecesAt(piece string, cells []int) string {
	if len(cells) != 1 {
		piece += "s"
	}
	return "the " + piece + " at " + cellNames(cells, c.shelf.Rules().Width())
}

// numberWords spells the numbers of steps a piece may move, 1 to 5.
var numberWords = [...]string{1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
