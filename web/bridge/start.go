package bridge

// Start is what the page does as the game starts; main calls it.
// FirstFrame is called once the first frame is drawn (Game.OnFirstFrame),
// Warm once the work that prepares the first press and the first Solve is
// done: the page's handle on the game, window.flipgame, waits for both.
// Outside a browser both do nothing.
type Start struct {
	FirstFrame func()
	Warm       func()
}
