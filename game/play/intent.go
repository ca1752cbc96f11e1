package play

// Action is something a player asks for.
type Action uint8

// The actions. Each button of the layout maps to one, as do the keys:
// actionTable (actiontable.go) gives each its facts.
const (
	ActNone        Action = iota
	ActPress              // press Intent.Cell (in edit mode: turn over that one piece)
	ActUndo               // take back the last press
	ActRedo               // make the undone press again
	ActReset              // back to the puzzle's start
	ActNew                // a new puzzle at the target par
	ActSolve              // play the optimal answer, or stop a playback
	ActStop               // stop a playback (Esc)
	ActHint               // highlight the next optimal press
	ActGame               // switch to the next game (the Game button)
	ActEdit               // enter or leave edit mode
	ActParDown            // lower the target par
	ActParUp              // raise the target par
	ActSizeDown           // a smaller board
	ActSizeUp             // a larger board
	ActShape              // the next press shape
	ActTorus              // wrap-around edges on or off
	ActCursor             // move the keyboard cursor by (Intent.DX, Intent.DY)
	ActPressCursor        // press the cell under the keyboard cursor
	ActFix                // Make solvable: turn over the fewest pieces that make the position solvable
	ActFacts              // open or close the Puzzle facts overlay
	ActClose              // close the overlay (Esc, or a click outside it)
	ActNext               // a new puzzle with the same settings, once this one is solved
	ActPace               // Solve's pace: normal or fast
	ActSkip               // play the rest of Solve's answer at once
	ActHelp               // open or close the help
	ActStats              // open or close the statistics
	ActShare              // copy the puzzle's link to the clipboard
	ActDaily              // today's daily puzzle of the game on screen
	ActTheme              // the next theme: the system's, light, dark
	ActMenu               // open or close the menu
	ActLearn              // the coach on or off
	ActTable              // open or close the last-row table the coach uses
	ActColours            // the next number of colours: 2 → 3 → 4 → 5 → 6 → 2
	numActions            // counts the actions: each has its row in actionTable
)

// Intent is one action with its arguments: what a click, a tap, a key or
// the page asks for. Whether it applies is the controller's decision alone.
type Intent struct {
	Action Action
	Cell   int // for ActPress
	DX, DY int // for ActCursor
}

// changesBoard reports whether the intent moves pieces, so that it must
// wait for the running animation to finish rather than interrupt it.
func (a Action) changesBoard() bool { return a.row().board }

// keepsMenu reports whether the menu stays open after a: the settings,
// which a player may change several at a time and see on the board
// behind, the actions that open or close screens themselves, and the
// cursor and Esc (see kind). Any other action is played on the board,
// and the menu closes for it.
func (a Action) keepsMenu() bool { return a.row().kind != kindPlay }
