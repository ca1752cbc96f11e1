package play

import (
	"math/rand/v2"
	"testing"

	"flip/game/oracle"
	"flip/solver"
)

// TestShelf holds the shelf's API: use puts a game on screen as its rule
// set's and brings the target within what the rule set draws; newGame
// names each game anew; leaveShown keeps the game on screen for Undo,
// the latest back first, at most maxLeft of them; find looks on screen,
// by rule set and among those left; draw draws at the target.
// Mutation-checked: use not clamping the target, and back taking the
// oldest game left, each fail it.
func TestShelf(t *testing.T) {
	flipRules := solver.MustNew(solver.Classic(solver.FlipGame))
	small := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 3, Height: 3, Shape: solver.FlipGame.Shape})
	s := newShelf(rand.New(rand.NewPCG(1, 2)))
	s.setTarget(99)
	first := s.newGame(flipRules, solver.Position{})
	s.use(first)
	if s.Game() != first || s.Model() != first.Model || s.Rules() != flipRules {
		t.Fatal("Game, Model, Rules are not those of the game used")
	}
	if s.Target() != flipRules.DrawMax() {
		t.Fatalf("target %d after use, want the rule set's most, %d", s.Target(), flipRules.DrawMax())
	}
	second := s.newGame(small, solver.Position{})
	if second.ID == first.ID || len(second.ID) != 16 {
		t.Fatalf("ids %q and %q: want two of 16 digits", first.ID, second.ID)
	}
	s.leaveShown()
	s.use(second)
	if g, ok := s.of(flipRules.Spec()); !ok || g != first {
		t.Fatal("the first game is not its rule set's")
	}
	if s.find(first.ID) != first || s.find(second.ID) != second || s.find("none") != nil {
		t.Fatal("find does not find the games on the shelf, or finds one that is not")
	}
	third := s.newGame(small, solver.Position{})
	s.leaveShown()
	s.use(third)
	if !s.canGoBack() || s.back() != second || s.back() != first || s.canGoBack() {
		t.Fatal("back does not give the games left, the latest first")
	}
	for range maxLeft + 5 {
		s.leaveShown()
	}
	if n := len(s.leftBehind()); n != maxLeft {
		t.Fatalf("%d games left behind, want at most %d", n, maxLeft)
	}

	s.setMode(Editing)
	if s.Mode() != Editing {
		t.Fatal("setMode(Editing) did not take")
	}
	s.setTarget(3)
	p, err := s.draw(oracle.New(flipRules), flipRules)
	if err != nil {
		t.Fatalf("draw: %v", err)
	}
	if d, err := flipRules.Distance(p); err != nil || d != 3 {
		t.Fatalf("drew a puzzle of par %d (%v), want the target, 3", d, err)
	}
}
