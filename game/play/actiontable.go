package play

import (
	"fmt"
	"strings"
)

// actionTable holds every action's facts, one row each: its name, its
// keys, its button (layout name, label, place), what it is to the menu,
// whether it changes the board, and what it does while Solve plays.
// Everything that depends on those facts reads them here: changesBoard,
// keepsMenu, Button's Name, Action and InMenu, the panel's labels,
// refusal's rule while Solve plays, the help's list of keys and the keys
// line, and, in package game, the map from keys to intents (KeyIntents).
// A new action is one row, plus its case in apply and in refusal when it
// has a rule of its own.
//
// The rows with keys come in the order the help lists them (see
// helpKeyLines); the others after them.
var actionTable = []actionRow{
	{act: ActCursor, name: "cursor", kind: kindNavigate, help: "move",
		keys: []keyRow{arrow("ArrowLeft", -1, 0, "arrows"), arrow("ArrowRight", 1, 0, ""), arrow("ArrowUp", 0, -1, ""), arrow("ArrowDown", 0, 1, "")}},
	{act: ActPressCursor, name: "pressCursor", kind: kindPlay, board: true, solve: solveEnds, help: "presses",
		keys: []keyRow{key("Space", "Space"), key("Enter", "Enter"), key("NumpadEnter", "")}},
	{act: ActUndo, name: "undo", kind: kindPlay, board: true, solve: solveEnds, help: "undo",
		keys:   []keyRow{key("U", "U"), ctrl("Z", false, "Ctrl+Z")},
		button: &buttonRow{BtnUndo, "undo", inPanel, "Undo", nil}},
	{act: ActRedo, name: "redo", kind: kindPlay, board: true, solve: solveEnds, help: "redo",
		keys:   []keyRow{key("R", "R"), ctrl("Z", true, ""), ctrl("Y", false, "Ctrl+Y"), ctrl("Y", true, "")},
		button: &buttonRow{BtnRedo, "redo", inPanel, "Redo", nil}},
	{act: ActReset, name: "reset", kind: kindPlay, board: true, solve: solveEnds, help: "reset", helpBreak: true,
		keys:   []keyRow{key("Backspace", "Backspace")},
		button: &buttonRow{BtnReset, "reset", inMenu, "Reset", nil}},

	{act: ActHint, name: "hint", kind: kindPlay, solve: solveRefused, solveWhy: "No hint while Solve shows the answer: Esc stops it.", help: "hint",
		keys:   []keyRow{key("H", "H")},
		button: &buttonRow{BtnHint, "hint", inPanel, "Hint", nil}},
	{act: ActLearn, name: "learn", kind: kindPlay, solve: solveOwnRule, help: "learn",
		keys:   []keyRow{key("L", "L")},
		button: &buttonRow{BtnLearn, "learn", inPanel, "Learn", nil}},
	{act: ActTable, name: "table", kind: kindPlay, help: "table",
		keys: []keyRow{key("T", "T")}},
	{act: ActSolve, name: "solve", kind: kindPlay, solve: solveEnds, help: "solve",
		keys: []keyRow{key("S", "S")},
		button: &buttonRow{BtnSolve, "solve", inPanel, "", func(c *Controller) string {
			if c.stage.Playing() {
				return "Stop"
			}
			return "Solve"
		}}},
	{act: ActStop, name: "stop", kind: kindNavigate, solve: solveEnds, help: "stops, closes or opens the menu",
		keys: []keyRow{key("Escape", "Esc")}},
	{act: ActNew, name: "new", kind: kindPlay, solve: solveEnds, help: "new",
		keys:   []keyRow{key("N", "N")},
		button: &buttonRow{BtnNew, "new", inPanel, labelNew, nil}},
	{act: ActParDown, name: "parDown", kind: kindSetting, help: "next par",
		keys:   []keyRow{key("Minus", "-"), key("NumpadSubtract", "")},
		button: &buttonRow{BtnParDown, "parDown", inMenu, "", nil}},
	{act: ActParUp, name: "parUp", kind: kindSetting, help: "next par", helpBreak: true,
		keys:   []keyRow{key("Equal", "="), key("NumpadAdd", "")},
		button: &buttonRow{BtnParUp, "parUp", inMenu, "", nil}},

	{act: ActGame, name: "game", kind: kindSetting, solve: solveEnds, help: "game",
		keys: []keyRow{key("M", "M")},
		button: &buttonRow{BtnGame, "mode", inMenu, "", func(c *Controller) string {
			return "Game: " + gameShort[c.shelf.Rules().Spec().Game.Name]
		}}},
	{act: ActColours, name: "colours", kind: kindSetting, solve: solveEnds, help: "colours",
		keys: []keyRow{key("C", "C")},
		button: &buttonRow{BtnColours, "colors", inMenu, "", func(c *Controller) string {
			return fmt.Sprintf("Colours: %d", c.shelf.Rules().Spec().K())
		}}},
	{act: ActEdit, name: "edit", kind: kindPlay, solve: solveEnds, help: "edit",
		keys: []keyRow{key("E", "E")},
		button: &buttonRow{BtnEdit, "edit", inMenu, "", func(c *Controller) string {
			if c.shelf.Mode() == Editing {
				return labelDone
			}
			return "Edit"
		}}},
	{act: ActFacts, name: "facts", kind: kindScreen, help: "facts",
		keys:   []keyRow{key("F", "F")},
		button: &buttonRow{BtnFacts, "facts", inMenu, "Facts", nil}},
	{act: ActHelp, name: "help", kind: kindScreen, help: "help",
		keys:   []keyRow{char('?', "?"), key("F1", "F1")},
		button: &buttonRow{BtnHelp, "help", inMenu, "Help", nil}},

	// No key.
	{act: ActNone, name: "none", kind: kindPlay, solve: solveRefused},
	{act: ActPress, name: "press", kind: kindPlay, board: true, solve: solveEnds},
	{act: ActClose, name: "close", kind: kindScreen},
	{act: ActMenu, name: "menu", kind: kindScreen,
		button: &buttonRow{BtnMenu, "menu", inPanel, "Menu", nil}},
	{act: ActNext, name: "next", kind: kindPlay, solve: solveRefused,
		button: &buttonRow{BtnNext, "next", inPanel, labelNext, nil}},
	{act: ActSkip, name: "skip", kind: kindPlay, solve: solveOnly,
		button: &buttonRow{BtnSkip, "skip", inPanel, "Skip", nil}},
	{act: ActFix, name: "fix", kind: kindPlay, board: true, solve: solveRefused,
		button: &buttonRow{BtnFix, "fix", inMenu, "Fix", nil}},
	{act: ActSizeDown, name: "sizeDown", kind: kindSetting, solve: solveEnds,
		button: &buttonRow{BtnSizeDown, "sizeDown", inMenu, "", nil}},
	{act: ActSizeUp, name: "sizeUp", kind: kindSetting, solve: solveEnds,
		button: &buttonRow{BtnSizeUp, "sizeUp", inMenu, "", nil}},
	{act: ActShape, name: "shape", kind: kindSetting, solve: solveEnds,
		button: &buttonRow{BtnShape, "shape", inMenu, "", func(c *Controller) string {
			return shapeLabel[c.shelf.Rules().Spec().Shape]
		}}},
	{act: ActTorus, name: "torus", kind: kindSetting, solve: solveEnds,
		button: &buttonRow{BtnTorus, "torus", inMenu, "", func(c *Controller) string {
			if c.shelf.Rules().Spec().Torus {
				return "Wrap: on"
			}
			return "Wrap: off"
		}}},
	{act: ActPace, name: "pace", kind: kindSetting,
		button: &buttonRow{BtnPace, "pace", inMenu, "", func(c *Controller) string {
			if c.stage.Fast() {
				return "Speed: fast"
			}
			return "Speed: normal"
		}}},
	{act: ActTheme, name: "theme", kind: kindSetting,
		button: &buttonRow{BtnTheme, "theme", inMenu, "", func(c *Controller) string {
			return themeLabel[c.screen.Prefs().ThemeChoice()]
		}}},
	{act: ActDaily, name: "daily", kind: kindPlay, solve: solveEnds,
		button: &buttonRow{BtnDaily, "daily", inMenu, "Daily", nil}},
	{act: ActShare, name: "share", kind: kindPlay,
		button: &buttonRow{BtnShare, "share", inMenu, "Share", nil}},
	{act: ActStats, name: "stats", kind: kindScreen,
		button: &buttonRow{BtnStats, "stats", inMenu, "Stats", nil}},
}

// actionRow is one action's row of actionTable.
type actionRow struct {
	act  Action
	name string // the action's name (Action.String)
	kind kind

	keys      []keyRow // the keys that ask for it
	help      string   // what its keys do, as the help's list of keys says it ("undo")
	helpBreak bool     // the help's list of keys starts a new line after this row

	button *buttonRow // nil when no button asks for it

	board    bool       // it changes the board: waits for the pieces turning (changesBoard), and stops Solve first (Controller.Do)
	solve    underSolve // what it does while Solve plays its answer
	solveWhy string     // what a refusal while Solve plays says; "" for none: the button shows it disabled
}

// kind is what an action is to the menu: whether it stays open after it.
type kind uint8

const (
	// kindPlay acts on the game and is played on the board: the menu
	// makes way for it.
	kindPlay kind = iota
	// kindSetting changes a setting: the menu stays open, so that a
	// player changes several at a time and sees the board behind.
	kindSetting
	// kindScreen opens or closes a screen over the game (the menu, an
	// overlay in the menu's place): the menu is its own to open or close.
	kindScreen
	// kindNavigate moves the keyboard's cursor, or is Esc, which closes
	// the menu itself (see apply).
	kindNavigate
)

// place is where an action's button lives.
type place uint8

const (
	inPanel place = iota + 1 // the panel of play, always on screen
	inMenu                   // the menu's sheet, on screen while the menu is open
)

// underSolve is what an action does while Solve plays its answer.
type underSolve uint8

const (
	solveGoesOn  underSolve = iota // it applies, and Solve plays on
	solveEnds                      // it applies and ends the playback: first when it changes the board (Controller.Do), else as it applies
	solveRefused                   // refused: with the row's solveWhy, or quietly (its button disabled)
	solveOnly                      // allowed only while Solve plays
	solveOwnRule                   // refusal's own case says (Learn: the coach can be turned off, not on)
)

// buttonRow is an action's button.
type buttonRow struct {
	btn     Button
	name    string                     // its name in layout(), the page contract's (Button.Name)
	place   place                      // where it lives
	label   string                     // its label, when it does not change ("" for the arrows drawn as triangles)
	labelOf func(c *Controller) string // its label from the state, when it changes
}

// Key is a key, or a chord with Ctrl, that asks for an action, named so
// that the renderer (package game) maps it to its input library's key.
type Key struct {
	// Name is the key's name as Ebitengine spells it (ebiten.Key's
	// String: "U", "ArrowLeft", "Escape", "Minus"); "" for a character.
	Name string
	// Char is a character typed, wherever the keyboard's layout puts
	// it ('?'), read with Ctrl up.
	Char rune
	// Ctrl is set for a chord with Ctrl (or Cmd). A key without it is
	// read with Ctrl up, whatever Shift does.
	Ctrl bool
	// Shift is set for a chord with Ctrl and Shift; a chord without it
	// is read with Shift up.
	Shift bool
}

// KeyIntent is one key of the action table and the intent it asks for.
type KeyIntent struct {
	Key    Key
	Intent Intent
}

// keyRow is one of an action's keys.
type keyRow struct {
	Key
	dx, dy int    // the cursor's move, for ActCursor
	label  string // how the help's list of keys names it; "" leaves it out (a second way to the same action)
}

// key is the key named name; label is how the help names it.
func key(name, label string) keyRow { return keyRow{Key: Key{Name: name}, label: label} }

// ctrl is the chord Ctrl+name (with Shift too when shift).
func ctrl(name string, shift bool, label string) keyRow {
	return keyRow{Key: Key{Name: name, Ctrl: true, Shift: shift}, label: label}
}

// char is the character r, typed.
func char(r rune, label string) keyRow { return keyRow{Key: Key{Char: r}, label: label} }

// arrow is the arrow key name, which moves the cursor by (dx, dy).
func arrow(name string, dx, dy int, label string) keyRow {
	return keyRow{Key: Key{Name: name}, dx: dx, dy: dy, label: label}
}

// rows holds each action's row by Action, and buttonRows each button's.
var rows, buttonRows = indexRows()

// indexRows indexes actionTable by action and by button; it panics when
// an action has no row or two, or a button no action or two.
func indexRows() (byAction [numActions]*actionRow, byButton [NumButtons]*actionRow) {
	for i := range actionTable {
		r := &actionTable[i]
		if r.act >= numActions || byAction[r.act] != nil {
			panic(fmt.Sprintf("play: action %d (%q) is out of range or has two rows in actionTable", r.act, r.name))
		}
		byAction[r.act] = r
		if b := r.button; b != nil {
			if b.btn >= NumButtons || byButton[b.btn] != nil {
				panic(fmt.Sprintf("play: button %d (%q) is out of range or has two rows in actionTable", b.btn, b.name))
			}
			byButton[b.btn] = r
		}
	}
	for a, r := range byAction {
		if r == nil {
			panic(fmt.Sprintf("play: action %d has no row in actionTable", a))
		}
	}
	for b, r := range byButton {
		if r == nil {
			panic(fmt.Sprintf("play: button %d has no row in actionTable", b))
		}
	}
	return byAction, byButton
}

// row returns a's row of the action table; an action out of range has
// ActNone's.
func (a Action) row() *actionRow {
	if a < numActions {
		return rows[a]
	}
	return rows[ActNone]
}

// String returns the action's name in the action table ("undo").
func (a Action) String() string {
	if a < numActions {
		return rows[a].name
	}
	return fmt.Sprintf("Action(%d)", uint8(a))
}

// Setting reports whether b changes a setting (the game, the board, the
// par, the pace, the theme): the menu stays open after it.
func (b Button) Setting() bool { return buttonRows[b].kind == kindSetting }

// label returns b's label as the panel shows it now.
func (c *Controller) label(b Button) string {
	br := buttonRows[b].button
	if br.labelOf != nil {
		return br.labelOf(c)
	}
	return br.label
}

// KeyIntents returns every key of the action table with the intent it
// asks for, in the table's order: package game reads the keys from it.
func KeyIntents() []KeyIntent {
	var out []KeyIntent
	for _, r := range actionTable {
		for _, k := range r.keys {
			out = append(out, KeyIntent{Key: k.Key, Intent: Intent{Action: r.act, DX: k.dx, DY: k.dy}})
		}
	}
	return out
}

// keyLabel returns how the help names a's first key it names.
func keyLabel(a Action) string {
	for _, k := range a.row().keys {
		if k.label != "" && !k.Ctrl {
			return k.label
		}
	}
	return ""
}

// keyItem is an item of the keys line: a's key and words of the line's
// own, shorter than the help's.
func keyItem(a Action, words string) string { return keyLabel(a) + " " + words }

// helpKeys is the help's list of keys, line by line (see helpKeyLines).
var helpKeys = helpKeyLines()

// helpKeyLines returns the help's list of keys from the action table,
// line by line: for each row with keys, in the table's order, the keys it
// names joined by "or", then what they do ("Space or Enter presses");
// two rows in a row whose keys do the same, one each way, share an item
// ("- = next par"); a row's helpBreak ends a line; the chords with Ctrl
// end the list.
func helpKeyLines() []string {
	type item struct{ keys, words string }
	var lines [][]item
	var line, chords []item
	for _, r := range actionTable {
		var names []string
		for _, k := range r.keys {
			switch {
			case k.label == "":
			case k.Ctrl:
				chords = append(chords, item{k.label, r.help})
			default:
				names = append(names, k.label)
			}
		}
		if len(names) > 0 {
			keys := strings.Join(names, " or ")
			if n := len(line); n > 0 && line[n-1].words == r.help {
				line[n-1].keys += " " + keys
			} else {
				line = append(line, item{keys, r.help})
			}
		}
		if r.helpBreak && len(line) > 0 {
			lines, line = append(lines, line), nil
		}
	}
	lines = append(lines, append(line, chords...))
	out := make([]string, len(lines))
	for i, l := range lines {
		items := make([]string, len(l))
		for j, it := range l {
			items[j] = it.keys + " " + it.words
		}
		if i == 0 {
			items[0] = "Keys: " + items[0]
		}
		out[i] = keyList(items...)
	}
	return out
}
