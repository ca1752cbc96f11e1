//go:build js && wasm

package bridge

import (
	"strconv"
	"syscall/js"

	"flip/game"
	"flip/game/play"
)

// mirror is the canvas's accessible twin in the page's DOM, kept in step
// with what the game publishes: a grid (role="grid") of W×H cells, each a
// real button named for where it is and what it shows, the panel's
// actions as real buttons, and an aria-live region that says what each
// action did. It is visually hidden but focusable: Tab reaches it, arrows
// move between cells, Enter or Space presses. Every click on it reaches
// the controller through Game.PostIntent, the same way a click on the
// canvas does, and the canvas never sees the keys (Ebitengine listens on
// its canvas only), so nothing is applied twice.
type mirror struct {
	g       *game.Game
	doc     js.Value
	grid    js.Value
	cells   []js.Value
	names   []string
	cols    int
	rows    int
	buttons [play.NumButtons]js.Value
	live    js.Value
	saidSeq int
	focused int // the cell with tabindex 0
	funcs   []js.Func
	cellFns []js.Func // the cells' callbacks, released when the grid is rebuilt

	// What the DOM shows, so that an update touches only what changed:
	// a press publishes a few times a frame while it animates, and
	// reading or writing the DOM is a call out of WebAssembly each.
	board  string
	look   play.Look
	colors int // the colours the names were given for
	shown  [play.NumButtons]shownButton
}

// shownButton is what a panel button in the DOM says.
type shownButton struct {
	label               string
	enabled, hidden, on bool
	valid               bool // written at least once
}

// arrowNames are the accessible names of the buttons drawn as triangles.
var arrowNames = map[play.Button]string{
	play.BtnParDown:  "Lower the par of new puzzles",
	play.BtnParUp:    "Raise the par of new puzzles",
	play.BtnSizeDown: "Smaller board",
	play.BtnSizeUp:   "Larger board",
}

// newMirror builds the mirror's fixed parts in the page's #access box.
func newMirror(g *game.Game) *mirror {
	doc := js.Global().Get("document")
	box := doc.Call("getElementById", "access")
	if !box.Truthy() {
		return nil
	}
	m := &mirror{g: g, doc: doc}
	m.live = doc.Call("getElementById", "announce")
	m.grid = doc.Call("createElement", "div")
	m.grid.Call("setAttribute", "role", "grid")
	m.grid.Call("setAttribute", "aria-label", "Board")
	box.Call("appendChild", m.grid)
	// Esc in the twin does what it does on the canvas: stops Solve,
	// closes what is open, or opens the menu.
	box.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if args[0].Get("key").String() == "Escape" {
			g.PostIntent(play.Intent{Action: play.ActStop})
		}
		return nil
	}))
	bar := doc.Call("createElement", "div")
	bar.Call("setAttribute", "role", "toolbar")
	bar.Call("setAttribute", "aria-label", "Game controls")
	box.Call("appendChild", bar)
	for i := range play.NumButtons {
		b := play.Button(i)
		el := doc.Call("createElement", "button")
		el.Set("type", "button")
		el.Call("setAttribute", "data-name", b.Name())
		el.Call("addEventListener", "click", m.fn(func() { g.PostIntent(play.Intent{Action: b.Action()}) }))
		el.Call("addEventListener", "focus", m.fn(func() { g.Post(func(c *play.Controller) { c.Screen().FocusButton(int(b)) }) }))
		el.Call("addEventListener", "blur", m.fn(func() { g.Post(func(c *play.Controller) { c.Screen().FocusButton(-1) }) }))
		bar.Call("appendChild", el)
		m.buttons[b] = el
	}
	return m
}

// fn keeps a callback alive for the page's lifetime.
func (m *mirror) fn(f func()) js.Func {
	jf := js.FuncOf(func(js.Value, []js.Value) any { f(); return nil })
	m.funcs = append(m.funcs, jf)
	return jf
}

// update brings the mirror in step with p.
func (m *mirror) update(p *game.Published) {
	s := &p.Snapshot
	if s.Width != m.cols || s.Height != m.rows {
		m.rebuild(s.Width, s.Height)
	}
	if s.Board != m.board || p.Access.Look != m.look || s.Colors != m.colors {
		m.board, m.look, m.colors = s.Board, p.Access.Look, s.Colors
		for i := range m.cells {
			colour := 0
			if i < len(s.Board) {
				switch ch := s.Board[i]; {
				case s.Colors > 2 && ch >= '0' && ch <= '9':
					colour = int(ch - '0')
				case s.Colors <= 2 && ch != '-' && ch != 'w':
					colour = 1
				}
			}
			name := play.CellColourName(p.Access.Look, i/m.cols, i%m.cols, colour, max(s.Colors, 2))
			if name != m.names[i] {
				m.names[i] = name
				m.cells[i].Call("setAttribute", "aria-label", name)
			}
		}
	}
	for i, bv := range p.Access.Buttons {
		label := bv.Label
		if label == "" {
			label = arrowNames[play.Button(i)]
		}
		now := shownButton{label: label, enabled: bv.Enabled, hidden: bv.Hidden, on: bv.On, valid: true}
		was := m.shown[i]
		if now == was {
			continue
		}
		m.shown[i] = now
		el := m.buttons[i]
		if label != was.label || !was.valid {
			el.Set("textContent", label)
		}
		if now.enabled != was.enabled || !was.valid {
			el.Set("disabled", !bv.Enabled)
		}
		if now.hidden != was.hidden || !was.valid {
			el.Set("hidden", bv.Hidden)
		}
		if b := play.Button(i); (b == play.BtnEdit || b == play.BtnTorus || b == play.BtnPace) && (now.on != was.on || !was.valid) {
			el.Call("setAttribute", "aria-pressed", strconv.FormatBool(bv.On))
		}
		if play.Button(i) == play.BtnMenu && (now.on != was.on || !was.valid) {
			// The menu's buttons follow it in the toolbar, shown while
			// it is open.
			el.Call("setAttribute", "aria-expanded", strconv.FormatBool(bv.On))
		}
	}
	if p.Access.SaidSeq != m.saidSeq && m.live.Truthy() {
		m.saidSeq = p.Access.SaidSeq
		m.live.Set("textContent", p.Access.Said)
	}
}

// rebuild makes the grid's rows and cells for a cols×rows board.
func (m *mirror) rebuild(cols, rows int) {
	m.grid.Set("textContent", "")
	for _, f := range m.cellFns {
		f.Release()
	}
	m.cellFns = m.cellFns[:0]
	m.board = ""
	m.cols, m.rows = cols, rows
	m.cells = make([]js.Value, cols*rows)
	m.names = make([]string, cols*rows)
	m.focused = 0
	for r := range rows {
		row := m.doc.Call("createElement", "div")
		row.Call("setAttribute", "role", "row")
		for c := range cols {
			i := r*cols + c
			cell := m.doc.Call("createElement", "div")
			cell.Call("setAttribute", "role", "gridcell")
			btn := m.doc.Call("createElement", "button")
			btn.Set("type", "button")
			btn.Set("tabIndex", map[bool]int{true: 0, false: -1}[i == 0])
			btn.Call("addEventListener", "click", m.cellFn(i, func(i int) { m.g.PostIntent(play.Intent{Action: play.ActPress, Cell: i}) }))
			btn.Call("addEventListener", "focus", m.cellFn(i, func(i int) {
				m.rove(i)
				m.g.Post(func(c *play.Controller) { c.Screen().FocusCell(i) })
			}))
			btn.Call("addEventListener", "keydown", m.keyFn(i))
			cell.Call("appendChild", btn)
			row.Call("appendChild", cell)
			m.cells[i] = btn
		}
		m.grid.Call("appendChild", row)
	}
}

// cellFn is a cell's callback, released when the grid is rebuilt for
// another board.
func (m *mirror) cellFn(i int, f func(int)) js.Func {
	jf := js.FuncOf(func(js.Value, []js.Value) any { f(i); return nil })
	m.cellFns = append(m.cellFns, jf)
	return jf
}

// keyFn moves the focus between cells with the arrow keys, the grid
// pattern of WAI-ARIA: one cell in the tab order, arrows for the rest.
func (m *mirror) keyFn(i int) js.Func {
	jf := js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		r, c := i/m.cols, i%m.cols
		switch e.Get("key").String() {
		case "ArrowLeft":
			c = max(c-1, 0)
		case "ArrowRight":
			c = min(c+1, m.cols-1)
		case "ArrowUp":
			r = max(r-1, 0)
		case "ArrowDown":
			r = min(r+1, m.rows-1)
		case "Home":
			c = 0
		case "End":
			c = m.cols - 1
		default:
			return nil
		}
		e.Call("preventDefault")
		if j := r*m.cols + c; j < len(m.cells) {
			m.cells[j].Call("focus")
		}
		return nil
	})
	m.cellFns = append(m.cellFns, jf)
	return jf
}

// rove makes cell i the grid's one cell in the tab order.
func (m *mirror) rove(i int) {
	if i == m.focused || i >= len(m.cells) {
		return
	}
	if m.focused < len(m.cells) {
		m.cells[m.focused].Set("tabIndex", -1)
	}
	m.cells[i].Set("tabIndex", 0)
	m.focused = i
}
