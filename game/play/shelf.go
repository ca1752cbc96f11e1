package play

import (
	"fmt"
	"math/rand/v2"

	"flip/game/oracle"
	"flip/game/puzzle"
	"flip/solver"
)

// Shelf holds the games the controller has in hand: the game on screen
// and what a click on its board does (the mode), of each rule set
// visited the one it shows when that rule set is on screen, and the
// games New, Next, Daily and Edit left, the latest last, which Undo at
// the start of the game on screen goes back to. It draws the new
// puzzles, at the target par, and names them. The words and the view
// are the presenter's; what follows a change of game (the par, the
// board's animations) the controller's.
type Shelf struct {
	g      *puzzle.Game                 // the game on screen
	mode   Mode                         // what a click on the board does
	target int                          // the par New draws at
	rng    *rand.Rand                   // draws the puzzles and names them
	games  map[solver.Spec]*puzzle.Game // the game of each rule set visited
	left   []*puzzle.Game               // the games left behind, the latest last
}

// maxLeft is how many games left behind Undo can go back to.
const maxLeft = 20

// newShelf returns an empty shelf, drawing with rng at par 5.
func newShelf(rng *rand.Rand) *Shelf {
	return &Shelf{rng: rng, target: 5, games: map[solver.Spec]*puzzle.Game{}}
}

// Game returns the game on screen.
func (s *Shelf) Game() *puzzle.Game { return s.g }

// Model returns the puzzle in play. Callers must not change it.
func (s *Shelf) Model() *puzzle.Model { return s.g.Model }

// Rules returns the rule set in play.
func (s *Shelf) Rules() *solver.Rules { return s.g.Model.Rules() }

// Mode returns what a click on the board does.
func (s *Shelf) Mode() Mode { return s.mode }

// setMode sets what a click on the board does.
func (s *Shelf) setMode(m Mode) { s.mode = m }

// Target returns the par New draws at.
func (s *Shelf) Target() int { return s.target }

// setTarget sets the par New draws at.
func (s *Shelf) setTarget(n int) { s.target = n }

// use puts g on screen as its rule set's game, the target brought within
// what its rule set can draw.
func (s *Shelf) use(g *puzzle.Game) {
	s.g = g
	s.put(g)
	s.target = min(s.target, g.Model.Rules().DrawMax())
}

// newGame returns a new game of the puzzle start under rules, with a new
// id.
func (s *Shelf) newGame(rules *solver.Rules, start solver.Position) *puzzle.Game {
	return &puzzle.Game{ID: s.newID(), Model: puzzle.NewColourModel(rules, start)}
}

// newID returns a new puzzle id: random, so that two tabs never make the
// same one.
func (s *Shelf) newID() string { return fmt.Sprintf("%016x", s.rng.Uint64()) }

// draw picks a new puzzle under r at the target (see oracle.Draw).
func (s *Shelf) draw(o *oracle.Oracle, r *solver.Rules) (solver.Position, error) {
	return o.Draw(r, s.target, s.rng)
}

// leaveShown keeps the game on screen on the list Undo goes back through,
// before New, Next, Daily or Edit put another in its place.
func (s *Shelf) leaveShown() { s.leave(s.g) }

// put makes g its rule set's game.
func (s *Shelf) put(g *puzzle.Game) { s.games[g.Model.Rules().Spec()] = g }

// of returns the game of the rule set spec, and false when it has none.
func (s *Shelf) of(spec solver.Spec) (*puzzle.Game, bool) {
	g, ok := s.games[spec]
	return g, ok
}

// leave keeps g on the list Undo goes back through, forgetting the
// oldest beyond maxLeft.
func (s *Shelf) leave(g *puzzle.Game) {
	s.left = append(s.left, g)
	if len(s.left) > maxLeft {
		s.left = s.left[len(s.left)-maxLeft:]
	}
}

// canGoBack reports whether a game was left behind.
func (s *Shelf) canGoBack() bool { return len(s.left) > 0 }

// back takes the game left last off the list and returns it.
func (s *Shelf) back() *puzzle.Game {
	g := s.left[len(s.left)-1]
	s.left = s.left[:len(s.left)-1]
	return g
}

// find returns the game with id, of a rule set or left behind; nil when
// there is none.
func (s *Shelf) find(id string) *puzzle.Game {
	for _, g := range s.games {
		if g.ID == id {
			return g
		}
	}
	for _, g := range s.left {
		if g.ID == id {
			return g
		}
	}
	return nil
}

// shown returns the game of each rule set visited.
func (s *Shelf) shown() []*puzzle.Game {
	out := make([]*puzzle.Game, 0, len(s.games))
	for _, g := range s.games {
		out = append(out, g)
	}
	return out
}

// restore puts games, read back from the store, on the shelf, each its
// rule set's unless the shelf has one already; initial, the game made
// before them, gives way to a saved one of its rule set. It returns the
// game of want, nil when none was read.
func (s *Shelf) restore(games map[solver.Spec]*puzzle.Game, initial *puzzle.Game, want solver.Spec) (current *puzzle.Game) {
	spec := initial.Model.Rules().Spec()
	delete(s.games, spec)
	for sp, g := range games {
		if _, taken := s.games[sp]; taken {
			continue // a game of this rule set is the one shown
		}
		s.games[sp] = g
		if sp == want {
			current = g
		}
	}
	if _, ok := s.games[spec]; !ok {
		s.games[spec] = initial
	}
	return current
}

// leftBehind returns the games left behind, the latest last.
func (s *Shelf) leftBehind() []*puzzle.Game { return s.left }

// byRules returns the game of each rule set visited, by its rule set.
func (s *Shelf) byRules() map[solver.Spec]*puzzle.Game { return s.games }
