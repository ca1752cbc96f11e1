package bridge

// Start marks: the names of the performance marks the page records as the
// game starts, in order (docs/performance.md, "Where the start's time
// goes"). The page's loader records the first two (index.html); Mark
// records the rest.
const (
	MarkCompiled   = "flip:compiled"    // the .wasm is downloaded and compiled (index.html)
	MarkRun        = "flip:run"         // go.run is called, after "Starting…" is on screen (index.html)
	MarkMain       = "flip:main"        // Go's runtime and package initialisers are done: main begins
	MarkTables     = "flip:tables"      // the classic boards' distance tables are built
	MarkSetup      = "flip:setup"       // the first puzzle, saved progress and link are in; the game is made
	MarkFirstFrame = "flip:first-frame" // the first frame is drawn (flipgame.firstFrameMs)
	MarkPrefix     = "flip:"            // with a game.Phase… name: the game's own phases
	// MarkSolverReady: the solver's Web Worker, started after the first
	// frame, says it answers (docs/worker.md).
	MarkSolverReady = "flip:solver-ready"
)
