package play

import "flip/solver"

// State is what undo restores: the position and the presses made to reach
// it since the puzzle started.
type State struct {
	Board solver.Board
	Moves int
}

// Model is a puzzle in play: the rules and the list of states, with a
// cursor into it for undo and redo. Each state remembers the puzzle's
// start it belongs to, so that an edit made by Fix, which gives the
// puzzle a new start, is undone like a press.
type Model struct {
	rules   *solver.Rules
	history []entry
	cur     int
}

// entry is one state of the undo list, the start of its puzzle, and the
// cell pressed to reach it (-1 when no press did: a start, a Reset, a Fix).
type entry struct {
	State
	start solver.Board
	cell  int
}

// NewModel starts a puzzle from start.
func NewModel(rules *solver.Rules, start solver.Board) *Model {
	return &Model{rules: rules, history: []entry{{State: State{Board: start}, start: start, cell: -1}}}
}

// Rules returns the puzzle's rule set.
func (m *Model) Rules() *solver.Rules { return m.rules }

// Start returns the puzzle's starting position.
func (m *Model) Start() solver.Board { return m.history[m.cur].start }

// State returns the current state.
func (m *Model) State() State { return m.history[m.cur].State }

// Board returns the current position.
func (m *Model) Board() solver.Board { return m.history[m.cur].Board }

// Moves returns the presses made since the puzzle started (undo takes one
// back).
func (m *Model) Moves() int { return m.history[m.cur].Moves }

// Solved reports whether the current position is a goal.
func (m *Model) Solved() bool { return m.rules.IsGoal(m.Board()) }

// push makes s the current state of the current puzzle and drops the
// redo list.
func (m *Model) push(s State, cell int) {
	m.pushEntry(entry{State: s, start: m.Start(), cell: cell})
}

func (m *Model) pushEntry(e entry) {
	m.history = append(m.history[:m.cur+1], e)
	m.cur++
}

// Press presses cell and returns the mask of cells it changed.
func (m *Model) Press(cell int) solver.Board {
	s := m.State()
	mask := m.rules.Press(cell)
	m.push(State{Board: s.Board.Xor(mask), Moves: s.Moves + 1}, cell)
	return mask
}

// Toggle turns over the one piece on cell, as edit mode does. The edited
// position becomes the puzzle's new start with no presses made; like Fix
// it keeps the undo list, so Undo goes back to the puzzle as it was.
func (m *Model) Toggle(cell int) {
	b := m.Board()
	b.Toggle(cell)
	m.pushEntry(entry{State: State{Board: b}, start: b, cell: -1})
}

// Fix turns over the pieces on cells, as edit mode would one by one, and
// makes the result the puzzle's new start with no presses made. Unlike
// Toggle it keeps the undo list: Undo goes back to the position and the
// puzzle before it. It returns the cells that changed.
func (m *Model) Fix(cells []int) solver.Board {
	var mask solver.Board
	for _, c := range cells {
		mask.Toggle(c)
	}
	b := m.Board().Xor(mask)
	m.pushEntry(entry{State: State{Board: b}, start: b, cell: -1})
	return mask
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
	from := m.Board()
	m.cur--
	return from.Xor(m.Board()), true
}

// Redo goes forward one state and returns the cells that changed.
func (m *Model) Redo() (solver.Board, bool) {
	if !m.CanRedo() {
		return solver.Board{}, false
	}
	from := m.Board()
	m.cur++
	return from.Xor(m.Board()), true
}

// CanReset reports whether Reset would change anything.
func (m *Model) CanReset() bool { return m.State() != State{Board: m.Start()} }

// Reset goes back to the starting position with no presses made. It is a
// state of its own, so Undo takes it back. It returns the cells that
// changed.
func (m *Model) Reset() (solver.Board, bool) {
	if !m.CanReset() {
		return solver.Board{}, false
	}
	from, start := m.Board(), m.Start()
	m.push(State{Board: start}, -1)
	return from.Xor(start), true
}

// Presses returns the cells pressed, in order, from the puzzle's start
// (or its last Reset) to the position on screen.
func (m *Model) Presses() []int {
	n := m.Moves()
	out := make([]int, n)
	for i := range n {
		out[i] = m.history[m.cur-n+1+i].cell
	}
	return out
}
