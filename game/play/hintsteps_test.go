package play_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"flip/game/play"
	"flip/solver"
)

// TestHintInTwoSteps: the first Hint rings a row holding a press that
// starts an optimal answer, the second that press; each counts, and the
// finish says how many.
func TestHintInTwoSteps(t *testing.T) {
	rng := newRNG(13)
	for _, r := range classics {
		for trial := 0; trial < 30; trial++ {
			start := puzzle(t, r, 1+rng.IntN(4), rng)
			c := newController(r, start)
			now := t0
			hints := 0
			for {
				s := c.Snapshot(now)
				if s.Solved {
					break
				}
				before, _ := dist(t, r, mustDecode(t, r, s.Board))
				now += time.Second
				c.Do(play.Intent{Action: play.ActHint}, now)
				hints++
				s = c.Snapshot(now)
				w := r.Width()
				if len(s.HintArea) != w || s.Hint != -1 || s.Hints != hints {
					t.Fatalf("%s: first Hint: area %v, hint %d, hints %d", s.Link, s.HintArea, s.Hint, s.Hints)
				}
				row := s.HintArea[0] / w
				for i, cell := range s.HintArea {
					if cell != row*w+i {
						t.Fatalf("%s: area %v is not a row", s.Link, s.HintArea)
					}
				}
				now += time.Second
				c.Do(play.Intent{Action: play.ActHint}, now)
				hints++
				s = c.Snapshot(now)
				if s.Hint < 0 || !slices.Contains(s.HintArea, s.Hint) || s.Hints != hints {
					t.Fatalf("%s: second Hint: hint %d not in area %v (hints %d)", s.Link, s.Hint, s.HintArea, s.Hints)
				}
				// A third says it again, for nothing.
				now += time.Second
				c.Do(play.Intent{Action: play.ActHint}, now)
				if s := c.Snapshot(now); s.Hints != hints {
					t.Fatalf("third Hint counted: %d", s.Hints)
				}
				now += time.Second
				c.Do(play.Intent{Action: play.ActPress, Cell: s.Hint}, now)
				now += time.Second
				c.Tick(now)
				s = c.Snapshot(now)
				after, _ := dist(t, r, mustDecode(t, r, s.Board))
				if after != before-1 {
					t.Fatalf("%s: the hinted press took %d to go to %d", s.Link, before, after)
				}
				if len(s.HintArea) != 0 || s.Hint != -1 {
					t.Fatalf("after the press: area %v hint %d", s.HintArea, s.Hint)
				}
			}
			s := c.Snapshot(now)
			want := "Solved in "
			if s.SolvedBy != play.SolvedBySolver || !strings.HasPrefix(s.Status, want) || !strings.Contains(s.Status, " hints — par ") {
				t.Fatalf("%s: finished by %q: %q", s.Link, s.SolvedBy, s.Status)
			}
		}
	}
}

// mustDecode reads a board as the snapshot writes it.
func mustDecode(t *testing.T, r *solver.Rules, s string) solver.Board {
	t.Helper()
	b, err := r.Decode(s)
	if err != nil {
		t.Fatal(err)
	}
	return b.Board()
}
