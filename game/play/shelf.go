package play

import (
	"flip/game/puzzle"
	"flip/solver"
)

// shelf holds the games the controller has in hand: of each rule set
// visited, the one it shows when that rule set is on screen, and the
// games New, Next, Daily and Edit left, the latest last, which Undo at
// the start of the game on screen goes back to. What is on screen, and
// the words and the view, are the controller's.
type shelf struct {
	games map[solver.Spec]*puzzle.Game // the game of each rule set visited
	left  []*puzzle.Game               // the games left behind, the latest last
}

// maxLeft is how many games left behind Undo can go back to.
const maxLeft = 20

// newShelf returns an empty shelf.
func newShelf() shelf { return shelf{games: map[solver.Spec]*puzzle.Game{}} }

// put makes g its rule set's game.
func (s *shelf) put(g *puzzle.Game) { s.games[g.Model.Rules().Spec()] = g }

// of returns the game of the rule set spec, and false when it has none.
func (s *shelf) of(spec solver.Spec) (*puzzle.Game, bool) {
	g, ok := s.games[spec]
	return g, ok
}

// leave keeps g on the list Undo goes back through, forgetting the
// oldest beyond maxLeft.
func (s *shelf) leave(g *puzzle.Game) {
	s.left = append(s.left, g)
	if len(s.left) > maxLeft {
		s.left = s.left[len(s.left)-maxLeft:]
	}
}

// canGoBack reports whether a game was left behind.
func (s *shelf) canGoBack() bool { return len(s.left) > 0 }

// back takes the game left last off the list and returns it.
func (s *shelf) back() *puzzle.Game {
	g := s.left[len(s.left)-1]
	s.left = s.left[:len(s.left)-1]
	return g
}

// find returns the game with id, of a rule set or left behind; nil when
// there is none.
func (s *shelf) find(id string) *puzzle.Game {
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
func (s *shelf) shown() []*puzzle.Game {
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
func (s *shelf) restore(games map[solver.Spec]*puzzle.Game, initial *puzzle.Game, want solver.Spec) (current *puzzle.Game) {
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
