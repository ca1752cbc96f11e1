package play

import (
	"fmt"
	"slices"
	"strings"

	"flip/game/oracle"
	"flip/solver"
)

// explanation is what the solver says about a position that cannot be
// solved (see oracle.Explanation): the oracle works it out once per
// position, and the view asks on every frame.
type explanation = oracle.Explanation

// markedCells returns the cells the board marks, the first certificate's,
// and in K colours the weight each shows (nil in two colours, where the
// pieces carry no numbers).
func (c *Controller) markedCells(e *explanation) ([]int, map[int]int) {
	cert := e.Certs[0]
	if c.colours() == 2 {
		return cert.Cells, nil
	}
	weightOf := map[int]int{}
	for _, i := range cert.Cells {
		weightOf[i] = int(cert.Weights[i])
	}
	return cert.Cells, weightOf
}

// shownCert returns the certificate the board marks: the first one.
// When another goal needs a different set, others is true.
func shownCert(e *explanation) (cert solver.Certificate, others bool) {
	cert = e.Certs[0]
	for _, o := range e.Certs[1:] {
		if !slices.Equal(o.Weights, cert.Weights) {
			others = true
		}
	}
	return cert, others
}

// explainText says in words why the position on screen cannot be solved,
// with the numbers of the marked set, and how far it is from one that can.
func (c *Controller) explainText(e *explanation) string {
	if c.colours() > 2 { // the words of K colours: weighted sums
		return c.explainColours(e)
	}
	cert, others := shownCert(e)
	flip := c.shelf.Rules().Game().EitherColour
	b := c.shelf.Model().Board()
	set := 0 // marked pieces that are set: black, or closed
	for _, i := range cert.Cells {
		if b.Get(i) {
			set++
		}
	}
	n := len(cert.Cells)
	var sb strings.Builder
	if flip {
		fmt.Fprintf(&sb, "Every press turns over an even number of the %d marked pieces, but ", n)
		// The certificate's goal tells which colour its odd count is of.
		odd, word, goal, other := set, "black", "white", "black"
		if cert.Goal == 1 { // all black
			odd, word, goal, other = n-set, "white", "black", "white"
		}
		fmt.Fprintf(&sb, "%d of them %s %s now, so they can never all ", odd, plural(odd, "is", "are"), word)
		switch {
		case len(e.Certs) > 1 && !others:
			sb.WriteString("match.")
		case others:
			fmt.Fprintf(&sb, "be %s (another set rules out %s).", goal, other)
		default:
			fmt.Fprintf(&sb, "be %s.", goal)
		}
	} else {
		fmt.Fprintf(&sb, "Every press turns an even number of the %d marked handles, but %d of them %s closed now, so they can never all be open.",
			n, set, plural(set, "is", "are"))
	}
	if e.FixErr == nil {
		fmt.Fprintf(&sb, " Fix: turn over %s to make it solvable.", pieces(len(e.Steps), flip))
		if !e.Fewest {
			sb.WriteString(" (Perhaps not the fewest.)")
		}
	}
	return sb.String()
}

// cellNames names cells for the player: "row 2, column 3", joined with
// "and".
func cellNames(cells []int, w int) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = fmt.Sprintf("row %d, column %d", c/w+1, c%w+1)
	}
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], "; ") + " and " + names[len(names)-1]
}

// explainColours is explainText in K colours: the weighted sum the
// marked pieces' numbers make, which every press changes by a multiple of
// K, now and at the goal, with the numbers on screen.
func (c *Controller) explainColours(e *explanation) string {
	k := c.colours()
	w := e.Certs[0]
	var terms []string
	for i, v := range w.Weights {
		if v == 0 {
			continue
		}
		name := fmt.Sprintf("r%dc%d", i/c.shelf.Rules().Width()+1, i%c.shelf.Rules().Width()+1)
		if v == 1 {
			terms = append(terms, name)
		} else {
			terms = append(terms, fmt.Sprintf("%d·%s", v, name))
		}
	}
	sum := strings.Join(terms, " + ")
	if len(terms) > 4 {
		sum = fmt.Sprintf("the sum of the %d marked pieces, each times its number,", len(terms))
	}
	var sb strings.Builder
	flip := c.shelf.Rules().Game().EitherColour
	if flip {
		fmt.Fprintf(&sb, "Every press changes %s by a multiple of %d (a colour counts as its number, 0 to %d); here it is %d, ", sum, k, k-1, w.Sum)
		same := true
		for _, o := range e.Certs[1:] {
			same = same && o.Want == w.Want && fmt.Sprint(o.Weights) == fmt.Sprint(w.Weights)
		}
		if same {
			fmt.Fprintf(&sb, "and every one-colour board needs %d.", w.Want)
		} else {
			fmt.Fprintf(&sb, "and all colour %d needs %d (other weights rule out the other colours).", w.Goal+1, w.Want)
		}
	} else {
		fmt.Fprintf(&sb, "Every press changes %s by a multiple of %d (a handle counts its turns from open); here it is %d, and all open needs 0.", sum, k, w.Sum)
	}
	if e.FixErr == nil {
		fmt.Fprintf(&sb, " Fix: turn %s one step on to make it solvable.", pieces(len(e.Steps), flip))
	}
	return sb.String()
}

// pieces counts n pieces of the Flip Game (flip) or handles of the
// Refrigerator: "1 piece", "3 handles".
func pieces(n int, flip bool) string {
	if flip {
		return fmt.Sprintf("%d %s", n, plural(n, "piece", "pieces"))
	}
	return fmt.Sprintf("%d %s", n, plural(n, "handle", "handles"))
}
