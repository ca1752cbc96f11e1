package play

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"flip/solver"
)

// review is the look back at a finish of the player's: of the optimal
// answers from the puzzle's start, the one that shares the most presses
// with the player's, and the player's presses it shows were waste.
type review struct {
	optimal   []int        // the answer's cells, ascending
	cancelled []int        // cells pressed an even number (≥ 2) of times, ascending
	extra     []int        // cells pressed an odd number of times that the answer does without
	times     map[int]int  // how many times the player pressed each cell
	answer    solver.Board // optimal as a board
	wasted    map[int]int  // the cells of cancelled and extra, and how many times each was pressed
	count     int          // the optimal answers there are; 0 when too many to count
	words     string
}

// ReviewView is snapshot().review: the look back's answer and the
// player's waste, each list of cells ascending.
type ReviewView struct {
	Optimal   []int `json:"optimal"`
	Cancelled []int `json:"cancelled"`
	Extra     []int `json:"extra"`
}

// reviewKey is what a look back is for: the game, at its revision
// (every press, undo, redo, reset and fix is one: see turned).
type reviewKey struct {
	g   *game
	rev int
}

// lookBack returns the look back at the puzzle on screen, nil unless the
// player made the presses that finished it (Solve did not). It is worked
// out once per finish.
func (c *Controller) lookBack() *review {
	if c.SolvedBy() == "" || c.g.bySolve || !c.par.ok || c.colours() > 2 {
		return nil // the look back's closest answer is worked out in two colours
	}
	key := reviewKey{c.g, c.g.seen.total()}
	if c.reviewed.key == key {
		return c.reviewed.r
	}
	c.reviewed.key, c.reviewed.r = key, c.review(c.model.Presses())
	return c.reviewed.r
}

// review works the look back out for the player's presses from the
// puzzle's start.
func (c *Controller) review(presses []int) *review {
	r, w := c.rules, c.rules.Width()
	rv := &review{times: map[int]int{}, wasted: map[int]int{}}
	var odd solver.Board
	for _, p := range presses {
		rv.times[p]++
		odd.Toggle(p)
	}
	best, err := r.Closest(c.model.Start(), odd)
	if errors.Is(err, solver.ErrImpossible) || err != nil {
		return nil
	}
	rv.count, rv.answer = best.Count, best.Presses
	for i := range r.Cells() {
		if best.Presses.Get(i) {
			rv.optimal = append(rv.optimal, i)
		}
	}
	cells := make([]int, 0, len(rv.times))
	for cell := range rv.times {
		cells = append(cells, cell)
	}
	slices.Sort(cells)
	wasted := 0
	var twice []string
	for _, cell := range cells {
		n := rv.times[cell]
		switch {
		case n%2 == 0:
			rv.cancelled = append(rv.cancelled, cell)
			rv.wasted[cell] = n
			wasted += n
			if len(twice) < maxNamed {
				twice = append(twice, fmt.Sprintf("row %d, column %d %s", cell/w+1, cell%w+1, timesWord(n)))
			}
		case !best.Presses.Get(cell):
			rv.extra = append(rv.extra, cell)
			rv.wasted[cell] = n
		}
	}
	moves, par := len(presses), c.par.n
	if moves <= par {
		others := ""
		switch {
		case rv.count == 1:
			others = " It is the only optimal answer."
		case rv.count > 1:
			others = fmt.Sprintf(" There %s %s other optimal %s.", plural(rv.count-1, "is", "are"), groups(big.NewInt(int64(rv.count-1))), plural(rv.count-1, "answer", "answers"))
		}
		rv.words = fmt.Sprintf("Look back: your %d %s %s an optimal answer.%s", moves, plural(moves, "press", "presses"), plural(moves, "is", "are"), others)
		return rv
	}
	var parts []string
	if wasted > 0 {
		if more := len(rv.cancelled) - len(twice); more > 0 {
			twice = append(twice, fmt.Sprintf("%d more %s", more, plural(more, "cell", "cells")))
		}
		parts = append(parts, fmt.Sprintf("%d %s cancelled (%s)", wasted, plural(wasted, "press", "presses"), strings.Join(twice, "; ")))
	}
	if n := len(rv.extra); n > 0 {
		parts = append(parts, fmt.Sprintf("%d %s not needed — this answer in %d (ringed) does without %s", n, plural(n, "was", "were"), par, plural(n, "it", "them")))
	}
	rv.words = "Look back: " + strings.Join(parts, "; ") + "."
	return rv
}

// maxNamed is how many cells the look back names of those pressed in
// vain: the rest it counts, and the board tags them all.
const maxNamed = 2

// timesWord says how many times a cell was pressed: "twice", "4 times".
func timesWord(n int) string {
	if n == 2 {
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

// view returns the look back as the snapshot reports it.
func (rv *review) view() *ReviewView {
	if rv == nil {
		return nil
	}
	v := &ReviewView{Optimal: []int{}, Cancelled: []int{}, Extra: []int{}}
	v.Optimal = append(v.Optimal, rv.optimal...)
	v.Cancelled = append(v.Cancelled, rv.cancelled...)
	v.Extra = append(v.Extra, rv.extra...)
	return v
}
