// Package coach is the step-by-step guide of a game: the method a person
// can follow by hand (light chasing and its last-row table, the
// Refrigerator's one-handle trick), what it says next, and its state as
// a game keeps and saves it. It knows the rules and the position, nothing
// of the page.
package coach

import (
	"fmt"
	"math/bits"
	"strings"

	"flip/solver"
)

// Coach is the step-by-step guide of a game: it teaches a method a person
// can follow by hand, rings the next press of it and says why, and never
// presses itself. Its state is what the method must remember beyond the
// position on screen; step is worked out from it and the position after
// every change (see update).
type Coach struct {
	// black: light chasing makes every piece black rather than white.
	black bool
	// plan is, for light chasing, the position whose last row was looked
	// up in the table, with table its top-row presses (bit c: column
	// c+1); for the Refrigerator, the position the coach started
	// teaching from.
	planned bool
	plan    solver.Board
	table   uint32
	// shown is the plan whose table picture was opened, so that it opens
	// once per plan; opened: the table on screen is the one the coach
	// opened, which it closes when the table's presses are made.
	shown  solver.Board
	opened bool

	step Step
}

// Step is what the coach says now: its method, the cell it rings (-1
// when none) and why, in one sentence or two.
type Step struct {
	Method Method
	Next   int
	Why    string
	About  int // the cell the reason is about (the piece chased, the handle turned alone), or -1
}

// MethodOf is the method the coach teaches on r: light chasing on the
// Flip Game with the cross shape and no wrap, the one-handle trick on the
// Refrigerator with an even number of rows and columns, or none.
func MethodOf(r *solver.Rules) Method {
	s := r.Spec()
	switch {
	case s.Colours != 0:
		return None // the methods are the two-colour games'
	case s.Game.EitherColour && s.Shape == solver.Cross && !s.Torus:
		return Chase
	case !s.Game.EitherColour && s.Shape == solver.RowCol && s.Width%2 == 0 && s.Height%2 == 0:
		return Single
	}
	return None
}

// New starts coaching b under r: light chasing picks the colour to
// chase toward, the one b can reach, or of two the one with the lower par.
func New(r *solver.Rules, b solver.Board) *Coach {
	k := &Coach{}
	if MethodOf(r) == Chase {
		if d, ok := r.GoalDistances(solver.FromBoard(b)); ok && len(d) == 2 && d[1] >= 0 && (d[0] < 0 || d[1] < d[0]) {
			k.black = true
		}
	}
	return k
}

// NoMethod is what the coach says on a board it has no method for.
const NoMethod = "No hand method for this board: the coach teaches the Flip Game with the cross shape and no wrap, and the Refrigerator with even sides. Hint helps here."

// noMethodColours is NoMethod in three colours or more.
const noMethodColours = "No hand method in more than two colours yet: the coach teaches the two-colour games. Hint helps here, in two steps."

// Update works out the coach's next step for position b under r; why
// explains an impossible position (empty when b can be solved).
func (k *Coach) Update(r *solver.Rules, b solver.Board, impossible string) {
	switch {
	case impossible != "":
		k.step = Step{Method: None, Next: -1, About: -1, Why: "No method can solve this position. " + impossible}
		return
	}
	switch MethodOf(r) {
	case Chase:
		k.step = k.chase(r, b)
	case Single:
		k.step = k.single(r, b)
	default:
		k.step = Step{Method: None, Next: -1, About: -1, Why: NoMethod}
		if r.Spec().Colours != 0 {
			k.step.Why = noMethodColours
		}
	}
}

// chase is light chasing's next step: press under the first piece, from
// the top, that is not the colour chased toward; when only the last row
// is left, the top-row presses the last-row table gives for it; then
// chase again.
func (k *Coach) chase(r *solver.Rules, b solver.Board) Step {
	w, h := r.Width(), r.Height()
	colour, goal := "white", solver.Board{}
	if k.black {
		colour, goal = "black", solver.Full(r.Cells())
	}
	d := b.Xor(goal)
	if d.IsZero() {
		k.planned = false
		return Step{Method: Chase, Next: -1, About: -1, Why: "Solved: every piece is " + colour + "."}
	}
	if k.planned && h > 1 {
		// The player is pressing the table's top row: the presses made
		// since the plan are row 2's changes.
		diff := b.Xor(k.plan)
		made := rowBits(diff, 1, w)
		if made&^k.table == 0 && diff == topPresses(r, made) {
			if made == k.table {
				// The table's presses are made: chase again.
				k.planned = false
			} else if made == 0 {
				return tableStart(rowBits(d, h-1, w), k.table, w)
			} else {
				left := k.table &^ made
				next := bits.TrailingZeros32(left)
				return Step{Method: Table, Next: next, About: -1, Why: fmt.Sprintf(
					"From the last-row table: press row 1, column %d (%d of %d), then chase again from the top.",
					next+1, bits.OnesCount32(made)+1, bits.OnesCount32(k.table))}
			}
		}
	}
	// The first piece above the last row that is not the colour.
	first := -1
	for i := 0; i < (h-1)*w; i++ {
		if d.Get(i) {
			first = i
			break
		}
	}
	if first >= 0 {
		row, col := first/w, first%w
		return Step{Method: Chase, Next: first + w, About: first, Why: fmt.Sprintf(
			"Row %d, column %d is not %s: press the piece below it (row %d, column %d). Chase row by row from the top; only the last row will be left.",
			row+1, col+1, colour, row+2, col+1)}
	}
	// Only the last row is left: the table says which top-row presses
	// clear it.
	last := rowBits(d, h-1, w)
	t, err := solver.Chase(w, h)
	if err != nil {
		return Step{Method: None, Next: -1, About: -1, Why: "No last-row table: " + err.Error()}
	}
	presses, ok := t.Lookup(last)
	if !ok {
		// The colour cannot be reached (the position was edited since
		// the coach chose it): chase toward the other.
		if nk := New(r, b); nk.black != k.black {
			k.black, k.planned = nk.black, false
			return k.chase(r, b)
		}
		return Step{Method: None, Next: -1, About: -1, Why: fmt.Sprintf("The last row %s cannot be cleared toward %s.", Pattern(last, w), colour)}
	}
	k.planned, k.plan, k.table = true, b, presses
	return tableStart(last, presses, w)
}

// tableStart is the step that starts the table's presses for last row
// last.
func tableStart(last, presses uint32, w int) Step {
	next := bits.TrailingZeros32(presses)
	return Step{Method: Table, Next: next, About: -1, Why: fmt.Sprintf(
		"Only the last row is left (%s). The last-row table (T) says: press row 1 at %s, then chase again from the top.",
		Pattern(last, w), columnList(presses))}
}

// rowBits returns row y of b as bits, column c at bit c.
func rowBits(b solver.Board, y, w int) uint32 {
	var out uint32
	for c := range w {
		if b.Get(y*w + c) {
			out |= 1 << c
		}
	}
	return out
}

// topPresses returns what pressing the top-row cells in cols changes.
func topPresses(r *solver.Rules, cols uint32) solver.Board {
	var b solver.Board
	for cols != 0 {
		c := bits.TrailingZeros32(cols)
		cols &= cols - 1
		b = b.Xor(r.Press(c))
	}
	return b
}

// Pattern writes a row's cells as the last-row table does: x for a set
// bit, . for a clear one, column 1 first.
func Pattern(bitsOf uint32, w int) string {
	var sb strings.Builder
	for c := range w {
		if bitsOf>>c&1 != 0 {
			sb.WriteByte('x')
		} else {
			sb.WriteByte('.')
		}
	}
	return sb.String()
}

// columnList names the columns set in cols: "columns 1 and 4".
func columnList(cols uint32) string {
	var names []string
	for cols != 0 {
		c := bits.TrailingZeros32(cols)
		cols &= cols - 1
		names = append(names, fmt.Sprint(c+1))
	}
	switch len(names) {
	case 0:
		return "no column"
	case 1:
		return "column " + names[0]
	}
	return "columns " + strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// single is the Refrigerator's next step. The one-handle trick: pressing
// every cell of a handle's row and column turns that handle alone (every
// other handle of its row and column turns twice). Done for every closed
// handle, the presses made twice cancel, which leaves the shortcut: press
// once each cell whose row and column together hold an odd number of
// closed handles. That is the only answer without a press made twice, so
// the optimal one, and it holds after each of its presses for the cells
// left: the coach teaches it from the first press, never the trick's
// presses that would cancel.
func (k *Coach) single(r *solver.Rules, b solver.Board) Step {
	if b.IsZero() {
		k.planned = false
		return Step{Method: Single, Next: -1, About: -1, Why: "Solved: every handle is open."}
	}
	w := r.Width()
	answer := fridgeAnswer(r, b)
	next := lowest(answer)
	odd := closedAcross(b, next, w, r.Height())
	if !k.planned {
		k.planned, k.plan = true, b // where the coach started teaching
	}
	why := fmt.Sprintf("Press each cell whose row and column hold an odd number of closed handles: %d left. Next: %s (%d closed).",
		answer.Count(), fmt.Sprintf("row %d, column %d", next/w+1, next%w+1), odd)
	if b == k.plan {
		// At the start, the trick and why the shortcut follows from it.
		why = fmt.Sprintf("Turn each closed handle alone by its row and column, and presses made twice cancel: press the cells whose row and column hold an odd number (%d).", answer.Count())
	}
	return Step{Method: Single, Next: next, About: -1, Why: why}
}

// closedAcross counts the closed handles in cell i's row and column
// together, i itself once.
func closedAcross(b solver.Board, i, w, h int) int {
	n := 0
	for c := range w {
		if b.Get(i/w*w + c) {
			n++
		}
	}
	for y := range h {
		if y != i/w && b.Get(y*w+i%w) {
			n++
		}
	}
	return n
}

// fridgeAnswer returns the presses that turn exactly the handles set in
// d on a Refrigerator with an even number of rows and columns: the cells
// whose row and column together hold an odd number of them.
func fridgeAnswer(r *solver.Rules, d solver.Board) solver.Board {
	w, h := r.Width(), r.Height()
	rows, cols := make([]int, h), make([]int, w)
	for i := range w * h {
		if d.Get(i) {
			rows[i/w]++
			cols[i%w]++
		}
	}
	var out solver.Board
	for i := range w * h {
		n := rows[i/w] + cols[i%w]
		if d.Get(i) {
			n-- // counted in its row and its column: once
		}
		if n%2 == 1 {
			out.Set(i, true)
		}
	}
	return out
}

// lowest returns the lowest cell set in b, or -1.
func lowest(b solver.Board) int {
	for w, x := range b {
		if x != 0 {
			return w*64 + bits.TrailingZeros64(x)
		}
	}
	return -1
}
