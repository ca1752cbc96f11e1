// Package bridge is the browser edge of the game: in a WebAssembly build it
// publishes window.flipgame (snapshot and layout, for tests and
// automation), keeps the page's address in step with the position on
// screen, follows a permalink pasted into the address bar, and takes the
// loading indicator away once the first frame is drawn. In a native build
// it does nothing.
package bridge
