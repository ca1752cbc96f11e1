package play

import (
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strings"

	"flip/game/puzzle"
	"flip/solver"
)

// review is the look back at a finish of the player's. Its answer is, of
// the sets of presses that take the puzzle's start to the player's finish
// (the same colour, in the Flip Game), one of the fewest presses, and of
// those one sharing the most cells with the player's odd-count set; every
// press of the player's is in it (kept), cancelled by another on the same
// cell, or replaced: the player's presses outside the answer fall into
// groups that each did the work of some of the answer's presses the
// player did not make (or of none: together they changed nothing).
type review struct {
	optimal   []int         // the answer's cells, ascending
	kept      []int         // cells pressed an odd number of times that the answer has
	cancelled []int         // cells pressed an even number (≥ 2) of times
	extra     []int         // cells pressed an odd number of times that the answer does without
	added     []int         // the answer's cells not pressed an odd number of times: the board rings them
	groups    []reviewGroup // extra, grouped by the answer's presses each group did the work of
	fewest    int           // the answer's size: the fewest presses to the player's finish
	ringed    solver.Board  // added as a board
	wasted    map[int]int   // per cell, the presses made there that are not in the answer
	words     string        // what the panel says, within maxLookBack when it can be
	said      string        // what is announced: the words with every cell named that they name at most
}

// reviewGroup is presses of the player's outside the answer that together
// did the work of some of the answer's presses the player did not make:
// pressing both sets changes nothing.
type reviewGroup struct {
	presses []int // the player's cells, ascending
	work    []int // the answer's cells, ascending; empty when the presses changed nothing together
}

// ReviewView is snapshot().review: the look back's answer and what became
// of each of the player's presses, each list of cells ascending.
type ReviewView struct {
	Optimal   []int         `json:"optimal"`
	Fewest    int           `json:"fewest"`
	Kept      []int         `json:"kept"`
	Cancelled []int         `json:"cancelled"`
	Extra     []int         `json:"extra"`
	Ringed    []int         `json:"ringed"`
	Groups    []ReviewGroup `json:"groups"`
}

// ReviewGroup is one entry of ReviewView.Groups: presses of the player's
// that together did the work of the answer's presses Work (none: they
// changed nothing together).
type ReviewGroup struct {
	Presses []int `json:"presses"`
	Work    []int `json:"work"`
}

// reviewKey is what a look back is for: the game, its start and the
// presses from it, two bytes a cell.
type reviewKey struct {
	g       *puzzle.Game
	start   solver.Position
	presses string
}

// lookBack returns the look back at the puzzle on screen, nil unless the
// player made the presses that finished it (Solve did not). It is worked
// out once per finish.
func (c *Controller) lookBack() *review {
	if c.SolvedBy() == "" || c.shelf.Game().BySolve || !c.judge.Par().OK {
		return nil
	}
	presses := c.shelf.Model().Presses()
	b := make([]byte, 0, 2*len(presses))
	for _, p := range presses {
		b = append(b, byte(p>>8), byte(p))
	}
	key := reviewKey{c.shelf.Game(), c.shelf.Model().StartPosition(), string(b)}
	if r, ok := c.screen.lookedBack(key); ok {
		return r
	}
	r := c.review(presses)
	c.screen.keepLookBack(key, r)
	return r
}

// review works the look back out for the player's presses from the
// puzzle's start: nil where the solver finds no closest optimal answer
// (it does in two colours only: solver.ErrTwoColoursOnly).
func (c *Controller) review(presses []int) *review {
	r := c.shelf.Rules()
	times := map[int]int{}
	var odd solver.Board
	for _, p := range presses {
		times[p]++
		odd.Toggle(p)
	}
	closest, err := r.Closest(odd)
	if err != nil {
		return nil
	}
	rv := &review{wasted: map[int]int{}}
	answer := closest.Presses // exact on every board the game offers
	rv.fewest = answer.Count()
	for i := range r.Cells() {
		n, in := times[i], answer.Get(i)
		switch {
		case in:
			rv.optimal = append(rv.optimal, i)
			if n%2 == 1 {
				rv.kept = append(rv.kept, i)
			} else {
				rv.added = append(rv.added, i)
				rv.ringed.Set(i, true)
			}
		case n%2 == 1:
			rv.extra = append(rv.extra, i)
		}
		if n > 0 && n%2 == 0 {
			rv.cancelled = append(rv.cancelled, i)
		}
		switch {
		case n%2 == 1 && !in:
			rv.wasted[i] = n
		case n >= 2:
			rv.wasted[i] = n - n%2 // those that cancelled
		}
	}
	for _, part := range r.QuietParts(odd.Xor(answer)) {
		var g reviewGroup
		for i := range r.Cells() {
			switch {
			case !part.Get(i):
			case odd.Get(i):
				g.presses = append(g.presses, i)
			default:
				g.work = append(g.work, i)
			}
		}
		rv.groups = append(rv.groups, g)
	}
	rv.words, rv.said = c.reviewWords(rv, times, len(presses))
	return rv
}

// view returns the look back as the snapshot reports it.
func (rv *review) view() *ReviewView {
	if rv == nil {
		return nil
	}
	v := &ReviewView{
		Optimal: ints(rv.optimal), Fewest: rv.fewest, Kept: ints(rv.kept), Cancelled: ints(rv.cancelled),
		Extra: ints(rv.extra), Ringed: ints(rv.added), Groups: []ReviewGroup{},
	}
	for _, g := range rv.groups {
		v.Groups = append(v.Groups, ReviewGroup{Presses: ints(g.presses), Work: ints(g.work)})
	}
	return v
}

// ints returns a copy of x, [] when empty, for JSON.
func ints(x []int) []int { return append([]int{}, x...) }

// reviewWords says the look back: at the fewest presses, that the
// player's are optimal; over, what became of each press (the numbers add
// up to the presses made), and, when the player's colour takes more than
// the par, that the par is toward the other. The panel's words are as
// short as they need to be to fit (see overWords); the announcement's
// name every cell the look back names at most.
func (c *Controller) reviewWords(rv *review, times map[int]int, moves int) (panel, said string) {
	par := c.judge.Par().N
	if moves == rv.fewest {
		if moves > par {
			words := fmt.Sprintf("Look back: your %d %s %s the fewest that make %s; par %d is to %s.", moves, plural(moves, "press", "presses"), plural(moves, "is", "are"), c.finishColour(), par, c.otherColour())
			return words, words
		}
		others := ""
		if n, ok := c.shelf.Rules().OptimalCount(c.shelf.Model().StartPosition()); ok && n == 1 {
			others = " It is the only optimal answer."
		} else if ok && n > 1 {
			others = fmt.Sprintf(" There %s %s other optimal %s.", plural(n-1, "is", "are"), groups(big.NewInt(int64(n-1))), plural(n-1, "answer", "answers"))
		}
		words := fmt.Sprintf("Look back: your %d %s %s an optimal answer.%s", moves, plural(moves, "press", "presses"), plural(moves, "is", "are"), others)
		return words, words
	}
	said = c.overWords(rv, times, moves, 0)
	panel = said
	for level := 1; len(panel) > maxLookBack && level <= 3; level++ {
		panel = c.overWords(rv, times, moves, level)
	}
	return panel, said
}

// maxLookBack is the most characters the look back says when it can say
// less: about three lines of the panel on a 320×480 screen.
const maxLookBack = 175

// overWords says the look back over the fewest presses, with less the
// higher level is: from 1 without naming the cells pressed an even number
// of times, from 2 with the groups of replaced presses told together
// (what they all did), at 3 without naming their cells either. The board
// rings and tags them all the same.
func (c *Controller) overWords(rv *review, times map[int]int, moves, level int) string {
	w, par := c.shelf.Rules().Width(), c.judge.Par().N
	groups := rv.groups
	if level >= 2 && len(groups) > 1 {
		var all reviewGroup
		for _, g := range groups {
			all.presses, all.work = append(all.presses, g.presses...), append(all.work, g.work...)
		}
		slices.Sort(all.presses)
		slices.Sort(all.work)
		groups = []reviewGroup{all}
	}
	named := maxGroupNamed
	if level >= 3 {
		named = 0
	}
	var parts []string
	kept, fewest := len(rv.kept), rv.fewest
	switch {
	case len(rv.added) == 0:
		parts = append(parts, fmt.Sprintf("%d alone %s it", kept, plural(kept, "solves", "solve")))
	case kept == 0:
		parts = append(parts, fmt.Sprintf("none is in this answer in %d", fewest))
	case len(groups) > 1:
		parts = append(parts, fmt.Sprintf("%d %s in this answer in %d (%s its other %d)", kept, plural(kept, "is", "are"), fewest, plural(len(rv.added), "the ring marks", "the rings mark"), len(rv.added)))
	default:
		parts = append(parts, fmt.Sprintf("%d %s in this answer in %d", kept, plural(kept, "is", "are"), fewest))
	}
	n, twice := 0, []int{}
	for _, cell := range slices.Sorted(maps.Keys(times)) {
		if k := times[cell] - times[cell]%2; k > 0 {
			n += k
			twice = append(twice, cell)
		}
	}
	if n > 0 && level >= 1 {
		parts = append(parts, fmt.Sprintf("%d cancelled out", n))
	} else if n > 0 {
		var names []string
		for _, cell := range twice[:min(len(twice), maxNamed)] {
			names = append(names, timesWords(cell, times[cell], w))
		}
		if more := len(twice) - len(names); more > 0 {
			names = append(names, fmt.Sprintf("%d more %s", more, plural(more, "cell", "cells")))
		}
		parts = append(parts, fmt.Sprintf("%d cancelled out (%s)", n, strings.Join(names, "; ")))
	}
	var more []string
	switch extra := len(rv.extra); {
	case len(groups) == 1:
		parts = append(parts, "the other "+groupWords(groups[0], w, kept, named))
	case len(groups) > 1:
		replaced := slices.ContainsFunc(groups, func(g reviewGroup) bool { return len(g.work) > 0 })
		unneeded := slices.ContainsFunc(groups, func(g reviewGroup) bool { return len(g.work) == 0 })
		what := map[[2]bool]string{{true, false}: "replaced", {false, true}: "not needed", {true, true}: "replaced or not needed"}[[2]bool{replaced, unneeded}]
		parts = append(parts, fmt.Sprintf("the other %d were %s", extra, what))
		for i, g := range groups {
			if i == maxGroups && len(groups) > maxGroups+1 {
				rest := reviewGroup{}
				for _, g := range groups[i:] {
					rest.presses, rest.work = append(rest.presses, g.presses...), append(rest.work, g.work...)
				}
				more = append(more, "the other "+groupWords(rest, w, -1, named))
				break
			}
			more = append(more, groupWords(g, w, -1, named))
		}
	}
	words := "Look back: of your " + fmt.Sprintf("%d %s, ", moves, plural(moves, "press", "presses")) + joinAnd(parts) + "."
	if len(more) > 0 {
		words += " " + capital(strings.Join(more, "; ")) + "."
	}
	if rv.fewest > par {
		words += fmt.Sprintf(" %s takes %d; par %d is to %s.", c.finishColourCap(), rv.fewest, par, c.otherColour())
	}
	return words
}

// maxNamed is how many cells the look back names of those pressed an
// even number of times: the rest it counts, and the board tags them all.
const maxNamed = 2

// maxGroups is how many groups of replaced presses the look back tells
// one by one; the rest it tells together.
const maxGroups = 2

// maxGroupNamed is the most cells of a group, on either side, that the
// look back names; it counts a side with more (see groupWords).
const maxGroupNamed = 3

// groupWords says what one group of the player's presses did. After
// "the other", for the only group (its work is every ringed press, and
// kept is how many of the answer's presses the player made): "3 (row 1,
// column 2; …) together did the work of its other one, ringed (row 4,
// column 3)". For one of several (kept < 0): "row 1, column 2 and row 2,
// column 1 together did the work of one ringed (row 4, column 3)", "4 of
// them together changed nothing". It names a side of at most named
// cells.
func groupWords(g reviewGroup, w, kept, named int) string {
	all := kept >= 0
	n, m := len(g.presses), len(g.work)
	who := cellNames(g.presses, w)
	switch {
	case all && n <= named:
		who = fmt.Sprintf("%d (%s)", n, who)
	case all:
		who = fmt.Sprint(n)
	case n > named:
		who = fmt.Sprintf("%d of them", n)
	}
	if m == 0 {
		return who + " together changed nothing"
	}
	work := fmt.Sprintf("%d ringed", m)
	switch {
	case all && kept == 0:
		work = fmt.Sprintf("its %d, ringed", m)
		if m == 1 {
			work = "its one press, ringed"
		}
	case all:
		work = fmt.Sprintf("its other %d, ringed", m)
		if m == 1 {
			work = "its other one, ringed"
		}
	case m == 1:
		work = "one ringed"
	}
	if m <= named {
		work += " (" + cellNames(g.work, w) + ")"
	}
	return who + " together did the work of " + work
}

// capital returns s with its first letter upper case.
func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// finishColour names the finish on screen: "every piece white".
func (c *Controller) finishColour() string {
	if c.shelf.Model().Board().IsZero() {
		return "every piece white"
	}
	return "every piece black"
}

// finishColourCap names the finish on screen to start a sentence: "All
// white".
func (c *Controller) finishColourCap() string {
	if c.shelf.Model().Board().IsZero() {
		return "All white"
	}
	return "All black"
}

// otherColour names the Flip Game's other finish: "all black".
func (c *Controller) otherColour() string {
	if c.shelf.Model().Board().IsZero() {
		return "all black"
	}
	return "all white"
}

// joinAnd joins words with commas and a last "and".
func joinAnd(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// timesWords names a cell pressed n ≥ 2 times and the presses there
// that cancelled: "row 1, column 1 twice", "row 1, column 1 4 times",
// "2 of the 3 at row 1, column 1".
func timesWords(cell, n, w int) string {
	name := fmt.Sprintf("row %d, column %d", cell/w+1, cell%w+1)
	switch {
	case n%2 == 1:
		return fmt.Sprintf("%d of the %d at %s", n-1, n, name)
	case n == 2:
		return name + " twice"
	}
	return fmt.Sprintf("%s %d times", name, n)
}
