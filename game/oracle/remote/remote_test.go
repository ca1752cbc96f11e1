package remote_test

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"flip/game/oracle"
	"flip/game/oracle/remote"
	"flip/solver"
)

// specs are rule sets whose searches are long enough to go to the helper
// (no table, and more than a millisecond here for most positions) and
// short enough for a test: both games, every shape, wrap, 2 to 6
// colours.
var specs = []solver.Spec{
	{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true},
	{Game: solver.FlipGame, Width: 7, Height: 7, Shape: solver.Cross, Colours: 3},
	{Game: solver.Fridge, Width: 6, Height: 6, Shape: solver.RowCol, Colours: 4},
	{Game: solver.FlipGame, Width: 6, Height: 6, Shape: solver.King, Torus: true, Colours: 6},
	{Game: solver.Fridge, Width: 5, Height: 5, Shape: solver.Cross, Torus: true, Colours: 5},
}

// wait asks ask once a frame, a frame every 2 ms, until it reports over
// (the helper answers between frames), and returns its answer.
func wait(t *testing.T, ask func(frame int) (oracle.Distance, bool)) oracle.Distance {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for frame := 1; time.Now().Before(deadline); frame++ {
		if d, over := ask(frame); over {
			return d
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatal("no answer within a minute")
	return oracle.Distance{}
}

// TestHelperAnswersAsThePage: with a Local helper, the presses to go and
// the proofs the oracle gives are the ones it works out on its own (the
// page's thread, the model here), for random positions, solvable and
// not, of every kind of rule set; Solve's answer then solves the
// position in that many presses; and the searches that took longer than
// HereSlice went to the helper (tried: an oracle that drops the helper's
// replies never answers).
func TestHelperAnswersAsThePage(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 1))
	h := remote.NewLocal(nil)
	defer h.Close()
	away := oracle.New()
	away.SetHelper(h)
	asked := 0
	for _, spec := range specs {
		r := solver.MustNew(spec)
		for i := range 6 {
			p := r.Random(rng)
			if i%2 == 0 {
				p = r.RandomSolvable(rng)
			}
			here := oracle.New(r)
			want := here.Distance(r, p)
			got := wait(t, func(frame int) (oracle.Distance, bool) {
				d, ok := away.Soon(r, p, frame)
				if !ok && away.Waiting() {
					asked++
				}
				return d, ok
			})
			if got != want {
				t.Fatalf("%v %s: the helper's count %+v; here %+v", spec, r.Encode(p), got, want)
			}
			if !want.OK {
				continue
			}
			a, err := away.Solve(r, p)
			q := p
			for _, c := range a.Presses {
				q = r.Apply(q, c)
			}
			if err != nil || len(a.Presses) != want.N || !r.IsGoal(q) {
				t.Fatalf("%v %s: Solve after the helper's count: %v %v; want %d presses that solve it", spec, r.Encode(p), a.Presses, err, want.N)
			}
			wantProof := wait(t, func(frame int) (oracle.Distance, bool) { return here.Prove(r, p, frame) })
			gotProof := wait(t, func(frame int) (oracle.Distance, bool) { return away.Prove(r, p, frame) })
			if gotProof != wantProof {
				t.Fatalf("%v %s: the helper's proof %+v; here %+v", spec, r.Encode(p), gotProof, wantProof)
			}
		}
	}
	if asked == 0 {
		t.Error("no search went to the helper")
	}
	if !away.Helped() || away.HelperLost() != nil {
		t.Errorf("Helped %v, lost %v; want helped", away.Helped(), away.HelperLost())
	}
}

// slowest returns a solvable position of r whose Quick answer is not
// proven (a proof goes to the helper), drawn from rng.
func slowest(t *testing.T, r *solver.Rules, rng *rand.Rand) solver.Position {
	t.Helper()
	for range 200 {
		p := r.RandomSolvable(rng)
		if d := oracle.New(r).Distance(r, p); !d.Proven {
			return p
		}
	}
	t.Fatalf("%v: no position with an unproven Quick answer in 200", r.Spec())
	return solver.Position{}
}

// TestHelperNewPositionReplacesOld: a question about a new position
// replaces the one waiting, whose reply is dropped: the distance the
// oracle gives is always the position's own.
func TestHelperNewPositionReplacesOld(t *testing.T) {
	r := solver.MustNew(specs[3])
	rng := rand.New(rand.NewPCG(5, 6))
	h := remote.NewLocal(nil)
	defer h.Close()
	o := oracle.New()
	o.SetHelper(h)
	ps := make([]solver.Position, 8)
	for i := range ps {
		ps[i] = r.RandomSolvable(rng)
	}
	for i, p := range ps[:len(ps)-1] {
		o.Soon(r, p, i+1) // asked, then replaced by the next
	}
	last := ps[len(ps)-1]
	got := wait(t, func(frame int) (oracle.Distance, bool) { return o.Soon(r, last, 100+frame) })
	if want := oracle.New(r).Distance(r, last); got != want {
		t.Fatalf("after 7 questions replaced: %+v; want %+v", got, want)
	}
	time.Sleep(50 * time.Millisecond) // any reply to the others comes
	if d, ok := o.Known(r, last); !ok || d != got {
		t.Errorf("Known %+v %v after the others' replies could come; want %+v", d, ok, got)
	}
}

// lossy is a helper that answers nothing (or, with away, that it could
// not answer) and is lost when told (Lose). The test reads its asks from
// its own goroutine.
type lossy struct {
	remote.Mailbox
	asks []oracle.Question
	away bool // reply to each question that it could not answer
}

func (l *lossy) Ask(q oracle.Question) {
	l.asks = append(l.asks, q)
	if l.away && q.Kind != oracle.Stop {
		l.Put(oracle.Reply{ID: q.ID, Err: errors.Join(oracle.ErrAway, errors.New("test"))})
	}
}

// TestHelperLostOrAway: when the helper is lost with a count and a proof
// waiting, or answers that it could not, the oracle makes the searches
// itself and gives the same answers; HelperLost says why it was let go.
func TestHelperLostOrAway(t *testing.T) {
	r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true, Colours: 6})
	rng := rand.New(rand.NewPCG(7, 8))
	p := slowest(t, r, rng)
	here := oracle.New(r)
	wantCount := here.Distance(r, p)
	wantProof := wait(t, func(frame int) (oracle.Distance, bool) { return here.Prove(r, p, frame) })

	h := &lossy{}
	o := oracle.New()
	o.SetHelper(h)
	defer func(s time.Duration) { oracle.HereSlice = s }(oracle.HereSlice)
	oracle.HereSlice = time.Nanosecond
	var q solver.Position
	for i := 0; !o.Waiting(); i++ {
		if i == 50 {
			t.Fatal("no count of 50 went to the helper")
		}
		q = r.RandomSolvable(rng)
		o.Soon(r, q, 1)
	}
	o.Distance(r, p)
	if _, over := o.Prove(r, p, 2); over || !o.Waiting() {
		t.Fatal("the proof did not go to the helper")
	}
	h.Lose(errors.New("the worker stopped"))
	if got := wait(t, func(frame int) (oracle.Distance, bool) { return o.Prove(r, p, 10+frame) }); got != wantProof {
		t.Errorf("the proof once the helper is lost: %+v; want %+v", got, wantProof)
	}
	if got := wait(t, func(frame int) (oracle.Distance, bool) { return o.Soon(r, q, 1000+frame) }); got != here.Distance(r, q) {
		t.Errorf("the count once the helper is lost: %+v; want %+v", got, here.Distance(r, q))
	}
	if o.Helped() || o.HelperLost() == nil || o.HelperLost().Error() != "the worker stopped" {
		t.Errorf("Helped %v, HelperLost %v; want let go, with the worker's reason", o.Helped(), o.HelperLost())
	}

	h2 := &lossy{away: true}
	o2 := oracle.New()
	o2.SetHelper(h2)
	if got := wait(t, func(frame int) (oracle.Distance, bool) { return o2.Soon(r, p, frame) }); got != wantCount {
		t.Errorf("a count the helper could not answer: %+v; want %+v", got, wantCount)
	}
	if got := wait(t, func(frame int) (oracle.Distance, bool) { return o2.Prove(r, p, 100+frame) }); got != wantProof {
		t.Errorf("a proof the helper could not answer: %+v; want %+v", got, wantProof)
	}
}

// TestQuickHereStaysHere: with a helper, a K-colour search on a board of
// 16 cells, and on any board whose searches timed here took at most
// HereSlice, is answered in the frame that asks, as without a helper (the
// round trip costs a press its number for frames); a rule set whose par
// took longer here asks the helper (tried: with every K-colour search
// sent away, the 4×4 check fails). HereSlice is set long, then short, so
// that what is quick does not hang on the machine's load.
func TestQuickHereStaysHere(t *testing.T) {
	defer func(s time.Duration) { oracle.HereSlice = s }(oracle.HereSlice)
	oracle.HereSlice = time.Second
	rng := rand.New(rand.NewPCG(9, 9))
	h := &lossy{}
	o := oracle.New()
	o.SetHelper(h)
	small := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.Cross, Colours: 3})
	for i := range 5 {
		p := small.RandomSolvable(rng)
		d, ok := o.Soon(small, p, i+1)
		if want := oracle.New(small).Distance(small, p); !ok || d != want {
			t.Fatalf("4×4 in 3 colours: Soon %+v %v; want %+v at once", d, ok, want)
		}
	}
	quick := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 6, Height: 6, Shape: solver.Cross, Colours: 3})
	slow := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross, Torus: true, Colours: 6})
	o.Distance(quick, quick.RandomSolvable(rng))
	if _, ok := o.Soon(quick, quick.RandomSolvable(rng), 10); !ok {
		t.Error("6×6 in 3 colours, whose par took under HereSlice here: not answered at once")
	}
	oracle.HereSlice = time.Nanosecond
	p := slow.RandomSolvable(rng)
	o.Distance(slow, p)
	if len(h.asks) != 0 {
		t.Errorf("the helper was asked %d questions about quick boards", len(h.asks))
	}
	if _, ok := o.Soon(slow, slow.Apply(p, 5), 11); ok || len(h.asks) != 1 || h.asks[0].Kind != oracle.Count {
		t.Errorf("10×10 in 6 colours: answered here (%v), or the helper asked %+v; want it asked once", ok, h.asks)
	}
}
