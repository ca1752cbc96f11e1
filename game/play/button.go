package play

// Button is one of the controls drawn beside the board.
type Button uint8

// The buttons, in the order NumButtons counts them.
const (
	BtnSolve Button = iota
	BtnHint
	BtnUndo
	BtnRedo
	BtnReset
	BtnNew
	BtnParDown
	BtnParUp
	BtnGame
	BtnEdit
	BtnSizeDown
	BtnSizeUp
	BtnShape
	BtnTorus
	BtnFix     // Make solvable, enabled while the position cannot be solved
	BtnFacts   // the Puzzle facts overlay
	BtnNext    // a new puzzle once this one is solved; shares its place with BtnNew
	BtnSkip    // the rest of Solve's answer at once, while Solve plays
	BtnPace    // Solve's pace
	BtnDaily   // today's daily puzzle
	BtnShare   // copy the puzzle's link
	BtnStats   // the statistics
	BtnHelp    // the help
	BtnTheme   // the theme: the system's, light or dark
	BtnMenu    // opens and closes the menu, which holds the buttons InMenu reports
	BtnLearn   // the coach on or off
	BtnColours // the number of colours: 2, 3, 4, 5, 6, then 2 again
	NumButtons
)

// Name returns the button's name as layout() reports it ("solve", "parUp"):
// the page contract's, from the action table. BtnGame, labelled "Game: …",
// is "mode", the name it kept from the label it had before, Mode.
func (b Button) Name() string { return buttonRows[b].button.name }

// Action returns what a click on the button asks for.
func (b Button) Action() Action { return buttonRows[b].act }

// InMenu reports whether b lives in the menu rather than in the panel of
// play (the action table's place): the settings a player touches once,
// the tools and the other screens. Play keeps the status, New (or Next),
// Hint (or Skip), Learn, Solve, Undo, Redo and Menu.
func (b Button) InMenu() bool { return buttonRows[b].button.place == inMenu }
