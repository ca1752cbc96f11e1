package oracle_test

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"flip/game/oracle"
	"flip/solver"
)

// setSlices sets CountSlice and ProofSlice for a test and returns what
// restores them.
func setSlices(count, proof time.Duration) (restore func()) {
	oc, op := oracle.CountSlice, oracle.ProofSlice
	oracle.CountSlice, oracle.ProofSlice = count, proof
	return func() { oracle.CountSlice, oracle.ProofSlice = oc, op }
}

// frames asks ask once per frame, asks times in each, until it reports
// over, and returns the frames it took and its last answer.
func frames(t *testing.T, asks int, ask func(frame int) (oracle.Distance, bool)) (int, oracle.Distance) {
	t.Helper()
	for frame := 1; frame < 100000; frame++ {
		for range asks {
			if d, over := ask(frame); over {
				return frame, d
			}
		}
	}
	t.Fatal("not over after 100,000 frames")
	return 0, oracle.Distance{}
}

// TestSoonAcrossFrames: on a board without a table (the Flip Game on
// 9×9 king with wrap, whose search's first step is long), Soon answers
// nothing in the frame that asks first, then works a slice a frame —
// one slice however often a frame asks (tried: asking three times a
// frame halves the frames when the frame is not checked) — Counting
// meanwhile, and ends at the solver's own answer, which Known, Distance
// and Solve then give without a search.
func TestSoonAcrossFrames(t *testing.T) {
	defer setSlices(time.Nanosecond, time.Nanosecond)()
	r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true})
	p := r.RandomSolvable(rand.New(rand.NewPCG(3, 4)))
	want, err := r.Solve(p)
	if err != nil {
		t.Fatal(err)
	}
	var n [2]int
	for i, asks := range []int{1, 3} {
		o := oracle.New(r)
		if d, ok := o.Soon(r, p, 0); ok {
			t.Fatalf("answered %+v in the frame that asked first: its first step is long", d)
		}
		if !o.Counting(r, p) {
			t.Fatal("not counting after the first ask")
		}
		var d oracle.Distance
		n[i], d = frames(t, asks, func(frame int) (oracle.Distance, bool) { return o.Soon(r, p, frame) })
		if d != (oracle.Distance{N: len(want.Presses), OK: true, Proven: want.Proven}) {
			t.Fatalf("Soon found %+v; the solver says %+v", d, want)
		}
		if o.Counting(r, p) {
			t.Error("still counting once the answer is found")
		}
		if k, ok := o.Known(r, p); !ok || k != d {
			t.Errorf("Known: %+v %v, want %+v", k, ok, d)
		}
		if a, err := o.Solve(r, p); err != nil || !slices.Equal(a.Presses, want.Presses) {
			t.Errorf("Solve: %v %v, want %v", a.Presses, err, want.Presses)
		}
	}
	if n[0] < 3 {
		t.Errorf("found in %d frames: the slices were not used", n[0])
	}
	if n[0] != n[1] {
		t.Errorf("asking once a frame took %d frames, three times %d: a frame gave more than one slice", n[0], n[1])
	}
}

// TestSoonTableAtOnce: a board with a distance table answers in the
// frame that asks, in two colours and in K.
func TestSoonTableAtOnce(t *testing.T) {
	for _, spec := range []solver.Spec{
		solver.Classic(solver.FlipGame),
		{Game: solver.Fridge, Width: 3, Height: 3, Shape: solver.RowCol, Colours: 4},
	} {
		r := solver.MustNew(spec)
		p := r.RandomSolvable(rand.New(rand.NewPCG(5, 6)))
		o := oracle.New()
		d, ok := o.Soon(r, p, 0)
		n, proven, err := r.Par(p)
		if !ok || err != nil || d != (oracle.Distance{N: n, OK: true, Proven: proven}) {
			t.Errorf("%v: Soon %+v %v; Par %d %v %v", spec, d, ok, n, proven, err)
		}
	}
}

// TestProveOverFrames: on the Flip Game's 9×9 king with wrap in 6
// colours, where the Quick answer is not proven, the proof goes a slice
// a frame — one however often a frame asks (tried: without the check,
// asking twice a frame takes fewer frames) — and ends at the solver's own
// proven answer, which Known, Distance and Solve give from then on; a
// Quick answer that is proven is over in the frame that asks.
func TestProveOverFrames(t *testing.T) {
	defer setSlices(time.Nanosecond, time.Nanosecond)()
	r := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 9, Height: 9, Shape: solver.King, Torus: true, Colours: 6})
	rng := rand.New(rand.NewPCG(21, 22))
	var p solver.Position
	for {
		p = r.RandomSolvable(rng)
		if d := oracle.New(r).Distance(r, p); !d.Proven {
			break
		}
	}
	want, err := r.Solve(p)
	if err != nil || !want.Proven {
		t.Fatalf("the solver's own answer: %+v %v", want, err)
	}
	var n [2]int
	for i, asks := range []int{1, 2} {
		o := oracle.New(r)
		quick := o.Distance(r, p)
		var d oracle.Distance
		n[i], d = frames(t, asks, func(frame int) (oracle.Distance, bool) { return o.Prove(r, p, frame) })
		if d != (oracle.Distance{N: len(want.Presses), OK: true, Proven: true}) || d.N > quick.N {
			t.Fatalf("the proof found %+v (the Quick answer %+v); the solver says %d, proven", d, quick, len(want.Presses))
		}
		if !o.ProofOver(r, p) {
			t.Error("ProofOver is false once the proof is over")
		}
		if k, ok := o.Known(r, p); !ok || k != d || o.Distance(r, p) != d {
			t.Errorf("Known %+v %v, Distance %+v; want the proof's %+v", k, ok, o.Distance(r, p), d)
		}
		if a, err := o.Solve(r, p); err != nil || len(a.Presses) != d.N {
			t.Errorf("Solve: %d presses %v; want the proof's %d", len(a.Presses), err, d.N)
		}
	}
	if n[0] < 2 {
		t.Errorf("proven in %d frames: not sliced", n[0])
	}
	if n[0] != n[1] {
		t.Errorf("asking once a frame took %d frames, twice %d: a frame gave more than one slice", n[0], n[1])
	}

	easy := solver.MustNew(solver.Spec{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.Cross, Colours: 3})
	q := easy.RandomSolvable(rng)
	if d, over := oracle.New().Prove(easy, q, 1); !over || !d.Proven {
		t.Errorf("the proof of a proven Quick answer: %+v, over %v; want it over at once", d, over)
	}
}

// TestDrawRemembers: Draw draws at the par asked for (lowered to the
// board's DrawMax), and the puzzle's distance is known at once, from a
// table or a search (tried: not remembering leaves it unknown).
func TestDrawRemembers(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, spec := range []solver.Spec{
		solver.Classic(solver.Fridge),
		{Game: solver.FlipGame, Width: 7, Height: 7, Shape: solver.Cross},
		{Game: solver.FlipGame, Width: 5, Height: 5, Shape: solver.King, Torus: true, Colours: 3},
	} {
		r := solver.MustNew(spec)
		o := oracle.New(r)
		p, err := o.Draw(r, 6, rng)
		if err != nil {
			t.Fatalf("%v: %v", spec, err)
		}
		want := min(6, r.DrawMax())
		d, ok := o.Known(r, p)
		if !ok || d.N != want {
			t.Errorf("%v: drew %s, known %v at %+v; want par %d known", spec, r.Encode(p), ok, d, want)
		}
		if n, _, _ := r.Par(p); n != want {
			t.Errorf("%v: drew %s at par %d, want %d", spec, r.Encode(p), n, want)
		}
	}
}

// TestExplainReusesFix: an impossible position gets a certificate per
// goal and Fix's steps, found for it (Exact); a press keeps its FixKey,
// so the position after it reuses those steps (not Exact), which make it
// solvable too. A solvable position known to be so has no explanation.
func TestExplainReusesFix(t *testing.T) {
	for _, spec := range []solver.Spec{
		{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.Cross},
		{Game: solver.FlipGame, Width: 4, Height: 4, Shape: solver.Cross, Colours: 3},
	} {
		r := solver.MustNew(spec)
		o := oracle.New(r)
		rng := rand.New(rand.NewPCG(9, 10))
		var p solver.Position
		for len(r.Certificates(p)) == 0 {
			p = r.Random(rng)
		}
		e := o.Explain(r, p)
		if !e.Impossible() || len(e.Certs) != len(r.Goals()) || !e.Exact || e.FixErr != nil || len(e.Steps) == 0 {
			t.Fatalf("%v %s: %+v; want certificates, exact steps", spec, r.Encode(p), *e)
		}
		steps := e.Steps
		q := r.Apply(p, 5)
		e = o.Explain(r, q)
		if !e.Impossible() || e.Exact || !slices.Equal(e.Steps, steps) {
			t.Fatalf("%v after a press: %+v; want the steps %v again, not exact", spec, *e, steps)
		}
		fixed := q
		for _, c := range e.Steps {
			var one solver.Board
			one.Set(c, true)
			fixed = r.Turn(fixed, one)
		}
		if _, err := r.Solve(fixed); err != nil {
			t.Errorf("%v: the steps %v leave %s unsolvable: %v", spec, e.Steps, r.Encode(fixed), err)
		}
		o.Distance(r, fixed)
		if e := o.Explain(r, fixed); e.Impossible() {
			t.Errorf("%v: a solvable position explained: %+v", spec, *e)
		}
	}
}
