// Package puzzle is one puzzle in play: the Model (its position, the
// presses made, the undo list and the stamps that name each state in
// every tab), the Game that holds it with what its finish and the record
// need to know (its id, the versions seen, the finish flags, the hints,
// the coach's state), and the merge of two tabs' versions of one game.
package puzzle

import "flip/solver"

// State is what undo restores: the position and the presses made to reach
// it since the puzzle started. In two colours the position is plane 0.
type State struct {
	Pos   solver.Position
	Moves int
}

// Model is a puzzle in play: the rules and the list of states, with a
// cursor into it for undo and redo. Each state remembers the puzzle's
// start it belongs to, so that an edit made by Fix, which gives the
// puzzle a new start, is undone like a press.
type Model struct {
	rules   *solver.Rules
	history []Entry
	cur     int
}

// Entry is one state of the undo list, the start of its puzzle, and the
// cell pressed to reach it (-1 when no press did: a start, a Reset, a Fix).
// ID names it in every tab (see Stamp); fresh marks an entry pushed and
// not yet stamped (Game.Touch stamps it with the change that made it).
type Entry struct {
	State
	Start solver.Position
	Cell  int
	ID    Stamp
	fresh bool
}

// NewModel starts a two-colour puzzle from start.
func NewModel(rules *solver.Rules, start solver.Board) *Model {
	return NewColourModel(rules, solver.FromBoard(start))
}

// NewColourModel starts a puzzle from start, in the rule set's colours.
func NewColourModel(rules *solver.Rules, start solver.Position) *Model {
	return &Model{rules: rules, history: []Entry{{State: State{Pos: start}, Start: start, Cell: -1}}}
}

// Rules returns the puzzle's rule set.
func (m *Model) Rules() *solver.Rules { return m.rules }

// Start returns the puzzle's starting position in two colours: plane 0.
func (m *Model) Start() solver.Board { return m.history[m.cur].Start[0] }

// StartPosition returns the puzzle's starting position.
func (m *Model) StartPosition() solver.Position { return m.history[m.cur].Start }

// State returns the current state.
func (m *Model) State() State { return m.history[m.cur].State }

// Board returns the current position in two colours: plane 0.
func (m *Model) Board() solver.Board { return m.history[m.cur].Pos[0] }

// Position returns the current position.
func (m *Model) Position() solver.Position { return m.history[m.cur].Pos }

// Colours returns K.
func (m *Model) Colours() int { return m.rules.Colours() }

// Moves returns the presses made since the puzzle started (undo takes one
// back).
func (m *Model) Moves() int { return m.history[m.cur].Moves }

// Solved reports whether the current position is a goal.
func (m *Model) Solved() bool { return m.rules.IsGoal(m.Position()) }

// push makes s the current state of the current puzzle and drops the
// redo list.
func (m *Model) push(s State, cell int) {
	m.pushEntry(Entry{State: s, Start: m.StartPosition(), Cell: cell})
}

// pushEntry makes e the current entry of the undo list, after the
// current one, and drops the redo list.
func (m *Model) pushEntry(e Entry) {
	e.fresh = true
	m.history = append(m.history[:m.cur+1], e)
	m.cur++
}

// Press presses cell and returns the mask of cells it changed.
func (m *Model) Press(cell int) solver.Board {
	s := m.State()
	mask := m.rules.Press(cell)
	m.push(State{Pos: m.rules.Turn(s.Pos, mask), Moves: s.Moves + 1}, cell)
	return mask
}

// Changed returns the cells whose colour differs between a and b.
func Changed(a, b solver.Position) solver.Board {
	var out solver.Board
	for k := range a {
		x := a[k].Xor(b[k])
		for w := range out {
			out[w] |= x[w]
		}
	}
	return out
}

// Toggle turns the one piece on cell one colour on (over, in two
// colours), as edit mode does. The edited position becomes the puzzle's
// new start with no presses made, pushed on the undo list as Fix's is
// (pushEntry: the redo list is dropped), so Undo goes back to the puzzle
// as it was.
func (m *Model) Toggle(cell int) {
	var mask solver.Board
	mask.Set(cell, true)
	b := m.rules.Turn(m.Position(), mask)
	m.pushEntry(Entry{State: State{Pos: b}, Start: b, Cell: -1})
}

// Fix turns over the pieces on cells, as edit mode would one by one, and
// makes the result the puzzle's new start with no presses made, pushed on
// the undo list as Toggle's is (pushEntry: the redo list is dropped), so
// Undo goes back to the position and the puzzle before it. It returns the
// cells that changed.
func (m *Model) Fix(cells []int) solver.Board {
	from := m.Position()
	b := from
	for _, c := range cells {
		var one solver.Board
		one.Set(c, true)
		b = m.rules.Turn(b, one)
	}
	m.pushEntry(Entry{State: State{Pos: b}, Start: b, Cell: -1})
	return Changed(from, b)
}

// CanUndo reports whether there is a state to go back to.
func (m *Model) CanUndo() bool { return m.cur > 0 }

// CanRedo reports whether there is an undone state to go forward to.
func (m *Model) CanRedo() bool { return m.cur < len(m.history)-1 }

// Undo goes back one state and returns the cells that changed.
func (m *Model) Undo() (solver.Board, bool) {
	if !m.CanUndo() {
		return solver.Board{}, false
	}
	from := m.Position()
	m.cur--
	return Changed(from, m.Position()), true
}

// Redo goes forward one state and returns the cells that changed.
func (m *Model) Redo() (solver.Board, bool) {
	if !m.CanRedo() {
		return solver.Board{}, false
	}
	from := m.Position()
	m.cur++
	return Changed(from, m.Position()), true
}

// CanReset reports whether Reset would change anything.
func (m *Model) CanReset() bool { return m.State() != State{Pos: m.StartPosition()} }

// Reset goes back to the starting position with no presses made. It is a
// state of its own, so Undo takes it back. It returns the cells that
// changed.
func (m *Model) Reset() (solver.Board, bool) {
	if !m.CanReset() {
		return solver.Board{}, false
	}
	from, start := m.Position(), m.StartPosition()
	m.push(State{Pos: start}, -1)
	return Changed(from, start), true
}

// Presses returns the cells pressed, in order, from the puzzle's start
// (or its last Reset) to the position on screen.
func (m *Model) Presses() []int {
	n := m.Moves()
	out := make([]int, n)
	for i := range n {
		out[i] = m.history[m.cur-n+1+i].Cell
	}
	return out
}

// NewModelOf returns the model of a stored undo list: history, with
// state cur on screen. The caller has checked that each state follows
// from the one before it.
func NewModelOf(rules *solver.Rules, history []Entry, cur int) *Model {
	return &Model{rules: rules, history: history, cur: cur}
}

// History returns the undo list, redo list included, and the index of
// the state on screen. Callers must not change it.
func (m *Model) History() ([]Entry, int) { return m.history, m.cur }
