package play

import (
	"encoding/json"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"flip/solver"
)

// QuietSet is one certificate as snapshot().quiet reports it: a set of
// cells that every press changes an even number of, an odd number of which
// differ from Goal now, so Goal is out of reach.
type QuietSet struct {
	Goal  string `json:"goal"`  // the goal ruled out: "w" or "b" (Flip Game), "-" (Refrigerator); in K colours its digit
	Cells []int  `json:"cells"` // row-major, ascending
	// In K colours: each cell's weight, and the weighted sums modulo K
	// of the position and of the goal, which differ.
	Weights []int `json:"weights,omitempty"`
	Sum     int   `json:"sum,omitempty"`
	Want    int   `json:"want,omitempty"`
}

// QuietSets is snapshot().quiet: one QuietSet per goal ruled out, empty
// when the position can be solved. It is written as [] when empty, never
// null.
type QuietSets []QuietSet

// MarshalJSON writes q, [] when it is nil.
func (q QuietSets) MarshalJSON() ([]byte, error) {
	if q == nil {
		return []byte("[]"), nil
	}
	return json.Marshal([]QuietSet(q))
}

// Facts is snapshot().facts: the shape of the whole puzzle under its
// rules, the same for every position.
type Facts struct {
	// Nullity is d: the presses make 2^(cells-d) different changes, and
	// 2^d sets of presses change nothing.
	Nullity int `json:"nullity"`
	// Histogram counts the positions at each par (index = par), the
	// layers of the breadth-first search from the goals; nil (null) on
	// boards over 16 cells.
	Histogram []int `json:"histogram"`
	// Impossible counts the positions nothing solves; nil (null) on
	// boards over 16 cells.
	Impossible *int `json:"impossible"`
	// Solvable is the number of positions some presses solve, as an exact
	// decimal integer.
	Solvable string `json:"solvable"`
	// Quiet is, in K colours, the number of press sets that change
	// nothing (K^nullity when K is prime), as an exact decimal integer;
	// "" in two colours, where Nullity says it.
	Quiet string `json:"quiet,omitempty"`

	positions, solvable *big.Int
	lines               []string // the words on the rules, see words
	nullityLine         string
}

// facts returns the facts of the rules r, computed once per rule set.
func (j *judge) facts(r *solver.Rules) *Facts {
	if f, ok := j.factsOf[r]; ok {
		return f
	}
	f := &Facts{positions: r.Positions(), solvable: r.Solvable()}
	f.Solvable = digits(f.solvable)
	if r.HasTable() {
		if h, err := r.Histogram(); err == nil {
			f.Histogram = h.Counts
			f.Impossible = &h.Impossible
		}
	}
	q := r.QuietSets()
	if r.Colours() == 2 { // the judge's games say it as a nullity
		f.Nullity = r.Nullity()
		f.lines, f.nullityLine = f.words()
	} else {
		f.Quiet = digits(q)
		f.lines, _ = f.words()
		f.nullityLine = quietWords(q)
	}
	if j.factsOf == nil {
		j.factsOf = map[*solver.Rules]*Facts{}
	}
	j.factsOf[r] = f
	return f
}

// FactsView is the Puzzle facts overlay as drawn: a bar chart of the
// positions at each par and the facts in words.
type FactsView struct {
	Title string
	Bars  []int // positions at each par; nil when there is no chart
	Here  int   // the bar of the position on screen, or -1
	Par   int   // the bar of the puzzle's par, or -1
	// YMax is the top of the chart's scale: a round number at least the
	// tallest bar, and YTicks the counts to label on its axis.
	YMax   int
	YTicks []int
	XLabel string   // under the axis of pars
	XNames []string // the bars' names under the axis; nil: their numbers from 0
	Legend []string // what the highlighted bar and the par mark are
	NoBars string   // said in place of the chart when there is none
	Lines  []string // the facts in words
	Close  string   // how to close the overlay: View sets it (closeWords) where it is empty
	// Chase is the last-row table's picture in place of the chart; nil
	// when there is none.
	Chase *ChaseView
	// Docked: the overlay stands beside the board (Layout.Docked) and
	// leaves it in play, neither dimmed nor taking its clicks; KeepRow
	// is the board's row it must leave in sight.
	Docked  bool
	KeepRow int
}

// ChaseView is the picture of a board's last-row table: each last-row
// pattern that top-row presses clear, with those presses.
type ChaseView struct {
	Width int
	Lines []solver.ChaseLine
	// Lit is the line of the last row the coach looked up, -1 when none.
	Lit int
}

// factsView returns the overlay's contents for the position on screen.
func (c *Controller) factsView() *FactsView {
	r := c.shelf.Rules()
	f := c.judge.facts(r)
	s := r.Spec()
	v := &FactsView{Here: -1, Par: -1}
	v.Title = fmt.Sprintf("Puzzle facts · %s %d×%d", s.Game.Title, s.Width, s.Height)
	if s.Torus {
		v.Title += " wrap"
	}
	if s.K() > 2 {
		v.Title += fmt.Sprintf(" · %d colours", s.K())
	}
	n, ok, _ := c.judge.ToGo(c.shelf.Model())
	if f.Histogram != nil {
		v.Bars = f.Histogram
		if ok {
			v.Here = n
		}
		if p := c.judge.Par(); p.OK {
			v.Par = p.N
		}
		v.YMax, v.YTicks = niceScale(maxOf(v.Bars))
		v.XLabel = "fewest presses to solve: a puzzle's par"
		v.Legend = []string{"the position on screen (to go)", "this puzzle's par"}
	} else {
		v.NoBars = fmt.Sprintf("No chart: %s positions are too many to count by par (boards over 16 cells).", powerOrDigits(f.positions))
		if s.K() > 2 {
			v.NoBars = fmt.Sprintf("No chart: %s positions are too many to count by par here.", groups(f.positions))
		}
	}
	v.Lines = append(v.Lines, f.lines...)
	cnt, cok := c.judge.optimalCount(c.shelf.Model())
	switch {
	case !ok:
		v.Lines = append(v.Lines, "This position: cannot be solved")
	case n == 0:
		v.Lines = append(v.Lines, "This position: solved")
	case !cok && s.K() > 2:
		v.Lines = append(v.Lines, fmt.Sprintf("This position: %d to go", n))
	case !cok:
		v.Lines = append(v.Lines, fmt.Sprintf("This position: %d to go (its optimal answers are too many to count)", n))
	case cnt == 1:
		v.Lines = append(v.Lines, fmt.Sprintf("This position: %d to go, one optimal answer", n))
	default:
		v.Lines = append(v.Lines, fmt.Sprintf("This position: %d to go, %s different optimal answers", n, groups(big.NewInt(int64(cnt)))))
	}
	v.Lines = append(v.Lines, f.nullityLine)
	return v
}

// words returns the facts in words that hold for every position of the
// rules, computed once: they format integers of up to 31 digits.
func (f *Facts) words() (lines []string, nullityLine string) {
	lines = append(lines, "Positions: "+groups(f.positions))
	ratio := new(big.Int)
	if _, m := ratio.QuoRem(f.positions, f.solvable, new(big.Int)); m.Sign() == 0 {
		if ratio.Cmp(big.NewInt(1)) == 0 {
			lines = append(lines, fmt.Sprintf("Solvable: %s (all of them)", groups(f.solvable)))
		} else {
			lines = append(lines, fmt.Sprintf("Solvable: %s (1 in %s)", groups(f.solvable), groups(ratio)))
		}
	} else {
		lines = append(lines, "Solvable: "+groups(f.solvable))
	}
	if f.Histogram != nil {
		lines = append(lines, fmt.Sprintf("Largest par: %d", len(f.Histogram)-1))
	}
	d := f.Nullity
	if d == 0 {
		nullityLine = "Nullity 0: every position has one set of presses per goal it can reach."
	} else {
		// No-break spaces keep "N = 2ᵈ" on one line.
		nullityLine = fmt.Sprintf("Nullity %d: a solvable position has %s\u00a0=\u00a0%s different sets of presses for each goal it can reach.",
			d, groups(new(big.Int).Lsh(big.NewInt(1), uint(d))), PowerOfTwo(d))
	}
	return lines, nullityLine
}

func maxOf(xs []int) int {
	m := 0
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}

// niceScale returns a round top for a scale that reaches m, and the ticks
// to label on it (0 and up to four round steps).
func niceScale(m int) (top int, ticks []int) {
	if m <= 0 {
		return 1, []int{0, 1}
	}
	step := 1
	for {
		for _, k := range []int{1, 2, 5} {
			if s := step * k; (m+s-1)/s <= 4 {
				top = (m + s - 1) / s * s
				for t := 0; t <= top; t += s {
					ticks = append(ticks, t)
				}
				return top, ticks
			}
		}
		step *= 10
	}
}

// digits writes x in decimal: with strconv when it fits 64 bits, as it
// does on every board of at most 64 cells (math/big's conversion was code
// the page's first frame compiled and ran for the first time).
func digits(x *big.Int) string {
	if x.IsUint64() {
		return strconv.FormatUint(x.Uint64(), 10)
	}
	return x.String()
}

// groups writes x with its digits in groups of three: 1,267,650.
func groups(x *big.Int) string {
	s := digits(x)
	var b strings.Builder
	for i, ch := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(ch)
	}
	return b.String()
}

// PowerOfTwo writes 2 to the power n as people write it, the exponent
// raised: 2⁴, 2¹⁰⁰.
func PowerOfTwo(n int) string {
	const sup = "⁰¹²³⁴⁵⁶⁷⁸⁹"
	digits := []rune(sup)
	out := []rune{'2'}
	for _, d := range strconv.Itoa(n) {
		out = append(out, digits[d-'0'])
	}
	return string(out)
}

// powerOrDigits writes 2ⁿ as a power of two when it is long.
func powerOrDigits(x *big.Int) string {
	if x.BitLen() > 20 && new(big.Int).Lsh(big.NewInt(1), uint(x.BitLen()-1)).Cmp(x) == 0 {
		return PowerOfTwo(x.BitLen() - 1)
	}
	return groups(x)
}

// quietWords says, in K colours, how many press sets change nothing.
func quietWords(q *big.Int) string {
	if q.IsInt64() && q.Int64() == 1 {
		return "No quiet presses: every position has one set of presses per goal it can reach."
	}
	return fmt.Sprintf("Quiet press sets: %s change nothing, so a solvable position has %s different sets of presses for each goal it can reach.", groups(q), groups(q))
}
