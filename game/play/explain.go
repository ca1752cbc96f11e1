package play

import (
	"fmt"
	"strings"

	"flip/solver"
	"flip/solver/colours"
)

// explanation is what the solver says about a position that cannot be
// solved: a certificate for each goal it rules out, and the fewest pieces
// to turn over to make it solvable. It is computed once per position (the
// view asks on every frame) and is the zero value for a solvable one.
type explanation struct {
	certs   []solver.Certificate // one per goal, in the order of Goals; nil when solvable
	toggles []int                // what Fix turns over, ascending
	fewest  bool                 // no fewer toggles do
	fixErr  error                // MakeSolvable failed: Fix is not offered
	// exact: the toggles were chosen for this very position. Otherwise
	// they are another position's of the same syndromes (one a press
	// away, say): as few and as sure to make it solvable, but chosen
	// among equally few by that position's par (Controller.fix then asks again).
	exact bool
	// weights are the K-colour certificates (three colours or more), one
	// per goal, in the place of certs; marked and weightOf are the first
	// one's cells and the weight of each, worked out once for the board.
	weights  []colours.Certificate
	marked   []int
	weightOf map[int]int
}

// fixAnswer is what MakeSolvable said for a position.
type fixAnswer struct {
	toggles []int
	fewest  bool
	err     error
}

// fixKey names the positions that need the same toggles: presses change
// no syndrome (see solver.Syndromes).
type fixKey struct {
	rules *solver.Rules
	syn   string
}

// impossible reports whether the position the explanation is for cannot
// be solved.
func (e *explanation) impossible() bool { return len(e.certs) > 0 || len(e.weights) > 0 }

// explain returns the explanation of b under r, from the last one
// computed when the position is the same.
func (rb *rulebook) explain(r *solver.Rules, b solver.Board) *explanation {
	if rb.lastExp.rules == r && rb.lastExp.board == b {
		return &rb.lastExp.e
	}
	var e explanation
	if d, known := rb.known(r, b); !known || !d.ok {
		// Certificates is nil for a position some goal is reachable
		// from: it needs no search for the presses to go.
		e.certs = r.Certificates(b)
		if len(e.certs) > 0 {
			// MakeSolvable searches (on 9×9 king with wrap, 2^15 sets:
			// tens of ms in the page): presses in an impossible
			// position reuse the last search for its syndromes.
			key := fixKey{r, fmt.Sprint(r.Syndromes(b))}
			f, ok := rb.fixes[key]
			if !ok {
				f.toggles, f.fewest, f.err = r.MakeSolvable(b)
				if len(rb.fixes) >= 64 {
					clear(rb.fixes)
				}
				rb.fixes[key] = f
				e.exact = true
			}
			e.toggles, e.fewest, e.fixErr = f.toggles, f.fewest, f.err
			if e.fixErr == nil && len(e.toggles) == 0 {
				e.fixErr = fmt.Errorf("make solvable: no toggles for %s", r.Encode(b))
			}
		}
	}
	rb.lastExp.rules, rb.lastExp.board, rb.lastExp.e = r, b, e
	return &rb.lastExp.e
}

// explanation returns the explanation of the position on screen.
func (c *Controller) explanation() *explanation {
	if c.mode == Playing && c.par.ok {
		// Presses keep a solvable start solvable: nothing to explain.
		return &explanation{}
	}
	return c.explainNow()
}

// explainNow returns the explanation of the position on screen, solvable
// start or not.
func (c *Controller) explainNow() *explanation {
	if c.colours() > 2 {
		return c.book.explainColours(c.rules, c.model.Position())
	}
	return c.book.explain(c.rules, c.model.Board())
}

// explainColours is explain in K colours: the weights of each goal's
// certificate and the fewest single-cell steps that make the position
// solvable.
func (rb *rulebook) explainColours(r *solver.Rules, p colours.Position) *explanation {
	le := &rb.colour.lastExp
	if le.r == r && le.p == p {
		return &le.e
	}
	var e explanation
	if d := rb.colourDistance(r, p); !d.ok {
		cr := rb.colourRules(r)
		e.weights = cr.Certificates(p)
		if len(e.weights) > 0 {
			e.weightOf = map[int]int{}
			for i, v := range e.weights[0].Weights {
				if v != 0 {
					e.marked = append(e.marked, i)
					e.weightOf[i] = int(v)
				}
			}
			e.toggles, e.fixErr = cr.MakeSolvable(p)
			e.fewest, e.exact = true, true
			if e.fixErr == nil && len(e.toggles) == 0 {
				e.fixErr = fmt.Errorf("make solvable: no steps for %s", encode(r, p))
			}
		}
	}
	le.r, le.p, le.e = r, p, e
	return &le.e
}

// markedCells returns the cells the board marks and, in K colours, the
// weight each shows (nil in two colours).
func (e *explanation) markedCells() ([]int, map[int]int) {
	if len(e.weights) > 0 {
		return e.marked, e.weightOf
	}
	cert, _ := e.shownCert()
	return cert.Cells, nil
}

// shownCert returns the certificate the board marks: the first one.
// When another goal needs a different set, others is true.
func (e *explanation) shownCert() (cert solver.Certificate, others bool) {
	cert = e.certs[0]
	for _, o := range e.certs[1:] {
		if !equalCells(o.Cells, cert.Cells) {
			others = true
		}
	}
	return cert, others
}

func equalCells(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// explainText says in words why the position on screen cannot be solved,
// with the numbers of the marked set, and how far it is from one that can.
func (c *Controller) explainText(e *explanation) string {
	if len(e.weights) > 0 {
		return c.explainColours(e)
	}
	cert, others := e.shownCert()
	flip := c.rules.Game().EitherColour
	b := c.model.Board()
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
		if cert.Goal == 'b' {
			odd, word, goal, other = n-set, "white", "black", "white"
		}
		fmt.Fprintf(&sb, "%d of them %s %s now, so they can never all ", odd, plural(odd, "is", "are"), word)
		switch {
		case len(e.certs) > 1 && !others:
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
	if e.fixErr == nil {
		fmt.Fprintf(&sb, " Fix: turn over %s to make it solvable.", pieces(len(e.toggles), flip))
		if !e.fewest {
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
	w := e.weights[0]
	var terms []string
	for i, v := range w.Weights {
		if v == 0 {
			continue
		}
		name := fmt.Sprintf("r%dc%d", i/c.rules.Width()+1, i%c.rules.Width()+1)
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
	flip := c.rules.Game().EitherColour
	if flip {
		fmt.Fprintf(&sb, "Every press changes %s by a multiple of %d (a colour counts as its number, 0 to %d); here it is %d, ", sum, k, k-1, w.Sum)
		same := true
		for _, o := range e.weights[1:] {
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
	if e.fixErr == nil {
		fmt.Fprintf(&sb, " Fix: turn %s one step on to make it solvable.", pieces(len(e.toggles), flip))
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
