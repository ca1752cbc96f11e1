// Package oracle is what the game asks of the solver: it owns the rule
// sets built, the last answers found, the search under way for the
// position on screen (given a slice of each frame) and the proof of an
// answer the quick search could not prove (given a slice of each frame
// after it), and it answers every rule set alike, whatever its number of
// colours: which engine answers is flip/solver's business, and this
// package never asks how many colours there are.
//
// It imports only flip/solver and the standard library, and its questions
// and answers are plain values (a rule set, a position, a frame number in;
// a Distance, an Answer, an Explanation out), so that it is ready to move
// off the page's thread: into a Web Worker, the page sending it the
// position on screen and drawing what comes back. Until then it runs on
// the page's one thread, which is why its searches go in slices. An
// Oracle is not safe for concurrent use.
package oracle

import (
	"errors"
	"time"

	"flip/solver"
)

// CountSlice is the time a frame gives the search for the presses to go
// (see Soon): a few milliseconds of a 16 ms frame. A test may lower it.
var CountSlice = 3 * time.Millisecond

// ProofSlice is the time a frame gives a proof (see Prove): twice
// CountSlice, since nothing else waits on it while the board is still.
var ProofSlice = 6 * time.Millisecond

// proofsKept is the most answers of proofs that are over an Oracle keeps.
const proofsKept = 64

// Distance is the fewest presses that solve a position, when any do.
type Distance struct {
	N  int
	OK bool // false: no presses solve the position
	// Proven: N is proven minimal, or (when !OK) the position is proven
	// impossible.
	Proven bool
}

// Oracle answers the game's questions about positions under the rule
// sets it has built. The zero value is not ready: use New.
type Oracle struct {
	sets  map[solver.Spec]*solver.Rules
	last  found                 // the last answer found
	count search                // the Quick search for the position on screen
	proof proof                 // the Thorough search proving a Quick answer
	over  map[key]solver.Answer // the answers of the proofs that are over
	exp   explained             // the last explanation
	fixes map[fixKey]fix        // MakeSolvable's answers, by FixKey
	tally tally                 // the last OptimalCount
	away  away                  // the helper, if any, and the questions it has not answered
	// quick holds, for each rule set whose searches were timed here,
	// whether each took at most HereSlice (see soonAway).
	quick map[*solver.Rules]bool
}

// key names a position under a rule set.
type key struct {
	r *solver.Rules
	p solver.Position
}

// found is an answer found for a position: its distance, the answer (or
// the error) it came with.
type found struct {
	key   key
	d     Distance
	a     solver.Answer
	err   error
	valid bool
}

// search is the Quick search under way for a position, and the frame
// that last gave it a slice.
type search struct {
	key       key
	s         *solver.Search
	steppedAt int
}

// proof is the Thorough search under way for a position whose Quick
// answer was not proven, with that answer: here, a slice a frame, or at
// the helper.
type proof struct {
	key       key
	s         *solver.Search // the search made here; nil when none is
	quick     solver.Answer
	steppedAt int
	away      bool // the helper makes it: its reply ends it (collect)
}

// under reports whether a proof of k is under way, here or at the helper.
func (pf *proof) under(k key) bool { return pf.key == k && (pf.s != nil || pf.away) }

// New returns an oracle that knows the rule sets sets already.
func New(sets ...*solver.Rules) *Oracle {
	o := &Oracle{sets: map[solver.Spec]*solver.Rules{}, fixes: map[fixKey]fix{}, quick: map[*solver.Rules]bool{}}
	for _, r := range sets {
		o.Add(r)
	}
	return o
}

// Add makes a rule set built elsewhere the oracle's for its spec, so that
// Rules does not build it again.
func (o *Oracle) Add(r *solver.Rules) { o.sets[r.Spec()] = r }

// Rules returns the rule set of spec, building it the first time.
func (o *Oracle) Rules(spec solver.Spec) (*solver.Rules, error) {
	if r, ok := o.sets[spec]; ok {
		return r, nil
	}
	r, err := solver.New(spec)
	if err != nil {
		return nil, err
	}
	o.sets[spec] = r
	return r, nil
}

// Known returns p's distance under r when it is known already: the last
// one found, or a proof's.
func (o *Oracle) Known(r *solver.Rules, p solver.Position) (Distance, bool) {
	k := key{r, p}
	if a, ok := o.over[k]; ok {
		return distanceOf(a), true
	}
	if o.last.valid && o.last.key == k {
		return o.last.d, true
	}
	return Distance{}, false
}

// Distance returns the fewest presses that solve p under r, working it
// out at once, however long that takes (finishing the search under way
// if it is for p): the proof's answer when one is over, else a Quick
// search's.
func (o *Oracle) Distance(r *solver.Rules, p solver.Position) Distance {
	if d, ok := o.Known(r, p); ok {
		return d
	}
	k := key{r, p}
	s := o.count.s
	fresh := s == nil || o.count.key != k
	if fresh {
		s = r.NewSearch(p, solver.Quick)
	}
	began := time.Now()
	for !s.Step(time.Hour) {
	}
	if fresh {
		o.timed(r, time.Since(began), true)
	}
	o.count = search{}
	return o.found(k, s)
}

// Soon returns p's distance under r if it is known or found within this
// frame's slice of the search, and false otherwise. The game asks about
// the position on screen every frame, so the search goes on a slice a
// frame (one slice however often a frame asks) until it ends or the
// position changes. A table answers at once; a search whose first step
// is long (solver.Search.LongFirstStep) waits for the next frame, so that
// the frame showing the press has only the press to draw.
func (o *Oracle) Soon(r *solver.Rules, p solver.Position, frame int) (Distance, bool) {
	o.collect()
	if d, ok := o.Known(r, p); ok {
		return d, true
	}
	if r.HasTable() {
		return o.Distance(r, p), true
	}
	k := key{r, p}
	ct := &o.count
	if o.away.h != nil && (ct.s == nil || ct.key != k) {
		return o.soonAway(k)
	}
	if ct.s == nil || ct.key != k {
		*ct = search{key: k, s: r.NewSearch(p, solver.Quick)}
		if ct.s.LongFirstStep() {
			ct.steppedAt = frame
			return Distance{}, false
		}
	} else if ct.steppedAt == frame {
		return Distance{}, false
	}
	ct.steppedAt = frame
	if !ct.s.Step(CountSlice) {
		return Distance{}, false
	}
	s := ct.s
	o.count = search{}
	return o.found(k, s), true
}

// HereSlice is the time a search for the presses to go gets on the
// page's thread when a helper could make it (see Soon): the searches
// that end within it are answered in the frame, the others by the helper.
// It is CountSlice, the slice a frame gave every search before the
// helper: a search that fits it costs a frame no more than it did then.
var HereSlice = 3 * time.Millisecond

// smallBoard is the most cells a board may have for its K-colour
// searches to be tried here before any was timed: on 4×4 the longest
// step of a K-colour search is 3 ms natively (on 5×5 with wrap in six
// colours, 62 ms), and the helper's round trip costs a press its number
// for two or three frames.
const smallBoard = 16

// soonAway is Soon with a helper: a search for a new position gets
// HereSlice here if its steps keep to their budget (solver.Search.Bounded)
// or its rule set's searches are quick here (see quickHere), and the
// helper makes the rest of it, or all of one that is not tried here; the
// distance is known once its reply comes.
func (o *Oracle) soonAway(k key) (Distance, bool) {
	if o.away.count.id != 0 && o.away.count.key == k {
		return Distance{}, false
	}
	o.count = search{}
	o.drop(Count, &o.away.count) // a question about another position
	if s := k.r.NewSearch(k.p, solver.Quick); s.Bounded() || o.quickHere(k.r) {
		bounded, began := s.Bounded(), time.Now()
		done := s.Step(HereSlice)
		if !bounded {
			o.timed(k.r, time.Since(began), done)
		}
		if done {
			return o.found(k, s), true
		}
	}
	o.away.count = o.ask(Count, k)
	return Distance{}, false
}

// quickHere reports whether r's searches are tried here before the
// helper is asked: every one timed here ended within HereSlice, or none
// was timed and r's board is small.
func (o *Oracle) quickHere(r *solver.Rules) bool {
	if q, ok := o.quick[r]; ok {
		return q
	}
	return r.Cells() <= smallBoard
}

// timed records that a search under r, here or at the helper, took d and
// ended (done) or was cut short: a rule set is quick here as long as each
// ended within HereSlice.
func (o *Oracle) timed(r *solver.Rules, d time.Duration, done bool) {
	if q, ok := o.quick[r]; ok && !q {
		return
	}
	o.quick[r] = done && d <= HereSlice
}

// Counting reports whether a search for p's distance under r is under
// way, here or at the helper.
func (o *Oracle) Counting(r *solver.Rules, p solver.Position) bool {
	k := key{r, p}
	return o.count.s != nil && o.count.key == k || o.away.count.id != 0 && o.away.count.key == k
}

// found remembers the answer of a search that is over, for k.
func (o *Oracle) found(k key, s *solver.Search) Distance {
	a, err := s.Answer()
	o.remember(k, a, err)
	return o.last.d
}

// remember makes a (or err) the last answer found, for k.
func (o *Oracle) remember(k key, a solver.Answer, err error) {
	f := found{key: k, a: a, err: err, valid: true}
	switch {
	case err == nil:
		f.d = distanceOf(a)
	case errors.Is(err, solver.ErrImpossible):
		// Elimination proves an impossibility: no search is involved.
		f.d = Distance{N: -1, Proven: true}
	}
	o.last = f
}

// distanceOf is the distance an answer shows.
func distanceOf(a solver.Answer) Distance {
	return Distance{N: len(a.Presses), OK: true, Proven: a.Proven}
}

// Solve returns p's answer under r, the one the distance came from: a
// proof's when one is over, else the last search's when it was for p,
// else a Quick search's, found now.
func (o *Oracle) Solve(r *solver.Rules, p solver.Position) (solver.Answer, error) {
	k := key{r, p}
	if a, ok := o.over[k]; ok {
		return clone(a), nil
	}
	if !o.last.valid || o.last.key != k {
		o.Distance(r, p)
	}
	return clone(o.last.a), o.last.err
}

// Hint returns the first press of Solve's answer: -1 with a nil error
// when p is solved, and solver.ErrImpossible when it cannot be.
func (o *Oracle) Hint(r *solver.Rules, p solver.Position) (int, error) {
	a, err := o.Solve(r, p)
	if err != nil || len(a.Presses) == 0 {
		return -1, err
	}
	return a.Presses[0], nil
}

// clone returns a with presses of its own.
func clone(a solver.Answer) solver.Answer {
	a.Presses = append([]int(nil), a.Presses...)
	return a
}
