package remote_test

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"flip/game/oracle"
	"flip/game/oracle/remote"
	"flip/solver"
)

// TestWireRoundTrip: every question and reply reads back as written, for
// random positions of every kind of rule set, the largest board included.
func TestWireRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	big := solver.Spec{Game: solver.Fridge, Width: 32, Height: 32, Shape: solver.RowCol, Torus: true}
	for _, spec := range append(specs, big, solver.Classic(solver.FlipGame)) {
		r := solver.MustNew(spec)
		for i := range 5 {
			q := oracle.Question{ID: rng.Uint32(), Kind: oracle.Count + oracle.Kind(i%2), Spec: spec, Position: r.Random(rng)}
			got, err := remote.DecodeQuestion(remote.EncodeQuestion(q))
			if err != nil || got != q {
				t.Fatalf("%v: %+v read back as %+v, %v", spec, q, got, err)
			}
		}
	}
	stop := oracle.Question{ID: 9, Kind: oracle.Stop, Of: oracle.Prove}
	if got, err := remote.DecodeQuestion(remote.EncodeQuestion(stop)); err != nil || got != stop {
		t.Errorf("a stop read back as %+v, %v", got, err)
	}
	for _, rep := range []oracle.Reply{
		{ID: 1, Answer: solver.Answer{Presses: []int{0, 1023, 77}, Proven: true, Bound: 3}, Took: 1234 * time.Microsecond},
		{ID: 2, Answer: solver.Answer{Presses: []int{5}, Bound: 0}},
		{ID: 3, Answer: solver.Answer{Proven: true}},
		{ID: 4, Err: solver.ErrImpossible},
	} {
		got, err := remote.DecodeReply(remote.EncodeReply(rep))
		if err != nil || got.ID != rep.ID || got.Err != rep.Err || got.Answer.Proven != rep.Answer.Proven || got.Took != rep.Took ||
			got.Answer.Bound != rep.Answer.Bound || len(got.Answer.Presses) != len(rep.Answer.Presses) {
			t.Fatalf("%+v read back as %+v, %v", rep, got, err)
		}
		for i := range rep.Answer.Presses {
			if got.Answer.Presses[i] != rep.Answer.Presses[i] {
				t.Fatalf("%+v read back as %+v", rep, got)
			}
		}
	}
	got, err := remote.DecodeReply(remote.EncodeReply(oracle.Reply{ID: 5, Err: errors.New("no such rule set")}))
	if err != nil || !errors.Is(got.Err, oracle.ErrAway) || !strings.Contains(got.Err.Error(), "no such rule set") {
		t.Errorf("a reply the helper could not give read back as %+v, %v", got, err)
	}
}

// TestBadQuestions: a question cut short, of an unknown kind, game or
// shape, with a bad torus or a position of the wrong length, is refused
// with a message that says what is wrong, and the server answers it at
// once as one it could not answer, never panicking.
func TestBadQuestions(t *testing.T) {
	good := remote.EncodeQuestion(oracle.Question{ID: 7, Kind: oracle.Count, Spec: solver.Classic(solver.FlipGame)})
	with := func(i int, v byte) []byte { b := append([]byte(nil), good...); b[i] = v; return b }
	for _, c := range []struct {
		b    []byte
		want string
	}{
		{nil, "at least 6"},
		{good[:5], "at least 6"},
		{good[:7], "cut short"},
		{with(0, 9), "unknown kind"},
		{with(7, 'x'), "unknown game"},
		{with(0, byte(oracle.Stop)), "only a count or a proof"},
		{with(7+4+3, 5), "torus 5"},
		{with(7+4, 0), "rule set"},
		{with(7+4+2, 200), "rule set"},
		{good[:len(good)-1], "a position of"},
		{append(append([]byte(nil), good...), 0), "a position of"},
	} {
		_, err := remote.DecodeQuestion(c.b)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("% x: %v; want an error saying %q", c.b, err, c.want)
			continue
		}
		s := remote.NewServer()
		rep, derr := remote.DecodeReply(s.Take(c.b))
		if derr != nil || !errors.Is(rep.Err, oracle.ErrAway) || s.Busy() {
			t.Errorf("% x: the server answered %+v, %v (busy %v); want at once that it could not", c.b, rep, derr, s.Busy())
		}
	}
	if _, err := remote.DecodeReply([]byte{1, 2, 3}); err == nil {
		t.Error("a reply of 3 bytes read")
	}
	if _, err := remote.DecodeReply([]byte{1, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0}); err == nil {
		t.Error("a reply of status 9 read")
	}
	if _, err := remote.DecodeReply([]byte{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0}); err == nil {
		t.Error("a reply of 2 presses in 2 bytes read")
	}
}
