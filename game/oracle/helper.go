package oracle

import (
	"errors"
	"fmt"
	"time"

	"flip/solver"
)

// A Helper answers the oracle's long searches away from the page's thread
// (in the page, a Web Worker running the solver: web/bridge). The oracle
// asks it a Question and goes on; the Reply comes back later, through
// Replies, and the oracle takes it if it is still wanted. A Question of a
// Kind replaces the one of that Kind asked before, whose Reply may still
// come and is then dropped.
type Helper interface {
	// Ask sends q. It must not block.
	Ask(q Question)
	// Replies returns the replies that arrived since the last call, in
	// the order they arrived. It must not block.
	Replies() []Reply
	// Lost returns why the helper cannot answer (it did not start, or it
	// stopped), or nil while it can. Once lost, it stays lost.
	Lost() error
}

// Kind is what a Question asks.
type Kind uint8

const (
	// Count asks for a Quick search's answer: the presses to go.
	Count Kind = iota + 1
	// Prove asks for a Thorough search's answer: the proof of a Quick
	// answer that was not proven.
	Prove
	// Stop asks for nothing: it drops the question of its Kind under way
	// (Stop's Of), if any.
	Stop
)

// String names k.
func (k Kind) String() string {
	switch k {
	case Count:
		return "count"
	case Prove:
		return "prove"
	case Stop:
		return "stop"
	}
	return fmt.Sprintf("kind %d", uint8(k))
}

// Question is what the oracle asks its Helper: a search of Kind for
// Position under the rule set of Spec. ID tells its Reply.
type Question struct {
	ID       uint32
	Kind     Kind
	Of       Kind // for Stop: the kind of question to drop
	Spec     solver.Spec
	Position solver.Position
}

// Reply is a Helper's answer to the question of ID: the search's Answer,
// or its error (solver.ErrImpossible for a position that cannot be
// solved, any other for a question the helper could not answer).
type Reply struct {
	ID     uint32
	Answer solver.Answer
	Err    error
	// Took is how long the search took the helper, its slices added up:
	// a count that took at most HereSlice makes its rule set's searches
	// quick enough to be made on the page's thread (see Soon).
	Took time.Duration
}

// ErrAway is the error of a Reply the helper could not give: a question it
// could not read or a rule set it could not build, which the oracle then
// answers itself.
var ErrAway = errors.New("the solver's helper could not answer")

// asked is a question sent to the helper and not yet answered: its id and
// the position it is for.
type asked struct {
	id  uint32
	key key
}

// away is what the oracle keeps of its helper: the questions sent and not
// answered, by kind, and why it was let go.
type away struct {
	h      Helper
	nextID uint32
	count  asked // the Count question waiting, id 0 if none
	proof  asked // the Prove question waiting, id 0 if none
	lost   error // why the helper was let go; nil while it answers, or if there never was one
}

// SetHelper makes h answer the oracle's long searches from now on: the
// presses to go that a slice does not find, and the proofs. Every method
// that reports on the helper (Helped, HelperLost, Waiting), and Soon and
// Prove, first takes the replies that came.
func (o *Oracle) SetHelper(h Helper) { o.away = away{h: h} }

// Helped reports whether a helper answers the long searches: one was set
// and is not lost.
func (o *Oracle) Helped() bool {
	o.collect()
	return o.away.h != nil
}

// HelperLost returns why the helper was let go (its searches are then
// made on the page's thread, as without one), or nil.
func (o *Oracle) HelperLost() error {
	o.collect()
	return o.away.lost
}

// Waiting reports whether the oracle waits for its helper's reply to a
// question: the page then needs no frame until the reply comes (the
// helper wakes it).
func (o *Oracle) Waiting() bool {
	o.collect()
	return o.away.count.id != 0 || o.away.proof.id != 0
}

// WorkingHere reports whether a search is under way on the page's thread:
// it needs the next frame's slice.
func (o *Oracle) WorkingHere() bool { return o.count.s != nil || o.proof.s != nil }

// ask sends the helper a question of kind about k, replacing the one of
// that kind waiting, and returns what it keeps of it.
func (o *Oracle) ask(kind Kind, k key) asked {
	o.away.nextID++
	if o.away.nextID == 0 {
		o.away.nextID = 1
	}
	q := Question{ID: o.away.nextID, Kind: kind, Spec: k.r.Spec(), Position: k.p}
	o.away.h.Ask(q)
	return asked{id: q.ID, key: k}
}

// drop tells the helper to stop the question of kind waiting, if any.
func (o *Oracle) drop(kind Kind, a *asked) {
	if a.id == 0 || o.away.h == nil {
		return
	}
	o.away.nextID++
	o.away.h.Ask(Question{ID: o.away.nextID, Kind: Stop, Of: kind})
	*a = asked{}
}

// collect takes the helper's replies: a Count reply becomes the last
// answer found, a Prove reply the answer of that proof; a reply to a
// question no longer waiting is dropped. A lost helper is let go, its
// questions forgotten: the searches are then made on the page's thread.
func (o *Oracle) collect() {
	a := &o.away
	if a.h == nil {
		return
	}
	for _, rep := range a.h.Replies() {
		switch {
		case a.count.id != 0 && rep.ID == a.count.id:
			k := a.count.key
			a.count = asked{}
			if errors.Is(rep.Err, ErrAway) {
				// Made here instead, a slice a frame (Soon).
				o.count = search{key: k, s: k.r.NewSearch(k.p, solver.Quick)}
				continue
			}
			o.timed(k.r, rep.Took, true)
			o.remember(k, rep.Answer, rep.Err)
		case a.proof.id != 0 && rep.ID == a.proof.id:
			k := a.proof.key
			a.proof = asked{}
			if !o.proof.away || o.proof.key != k {
				continue
			}
			if errors.Is(rep.Err, ErrAway) {
				o.proveHere()
				continue
			}
			ans := rep.Answer
			if rep.Err != nil || !ans.Proven && len(ans.Presses) >= len(o.proof.quick.Presses) {
				ans = o.proof.quick
			}
			o.end(k, ans)
		}
	}
	if err := a.h.Lost(); err != nil {
		o.away = away{lost: err}
		if o.proof.away {
			o.proveHere()
		}
	}
}

// proveHere makes the proof the helper was making here instead, a slice a
// frame from the next.
func (o *Oracle) proveHere() {
	pf := &o.proof
	pf.s, pf.away = pf.key.r.NewSearch(pf.key.p, solver.Thorough), false
}
