package remote

import (
	"encoding/binary"
	"fmt"
	"time"

	"flip/game/oracle"
	"flip/solver"
)

// Server answers the oracle's questions: it builds the rule sets they
// name (once each) and makes their searches a slice at a time, so that
// the loop that runs it can take the next question between two slices.
// It keeps at most one search of each kind: a new question of a kind
// replaces the last, which is never answered. A Server is not safe for
// concurrent use.
type Server struct {
	sets  map[solver.Spec]*solver.Rules
	count *job // the Count search under way, if any
	proof *job // the Prove search under way, if any
}

// job is a question being answered: its id, its search and the time its
// slices took so far.
type job struct {
	id   uint32
	s    *solver.Search
	took time.Duration
}

// NewServer returns a Server with no rule set built yet.
func NewServer() *Server { return &Server{sets: map[solver.Spec]*solver.Rules{}} }

// Take reads a question. A count or a proof replaces the one under way
// of its kind, a stop drops it. A question it cannot read, or whose rule
// set it cannot build, is answered at once: the reply is returned (it
// says the helper could not answer, and why); otherwise Take returns nil
// and Work answers.
func (s *Server) Take(b []byte) []byte {
	q, err := DecodeQuestion(b)
	if err != nil {
		var id uint32
		if len(b) >= 6 {
			id = binary.LittleEndian.Uint32(b[2:6])
		}
		return EncodeReply(oracle.Reply{ID: id, Err: err})
	}
	slot := &s.count
	if q.Kind == oracle.Prove || q.Kind == oracle.Stop && q.Of == oracle.Prove {
		slot = &s.proof
	}
	if q.Kind == oracle.Stop {
		*slot = nil
		return nil
	}
	r, err := s.rules(q.Spec)
	if err != nil {
		return EncodeReply(oracle.Reply{ID: q.ID, Err: err})
	}
	effort := solver.Quick
	if q.Kind == oracle.Prove {
		effort = solver.Thorough
	}
	*slot = &job{id: q.ID, s: r.NewSearch(q.Position, effort)}
	return nil
}

// rules returns the rule set of spec, built the first time.
func (s *Server) rules(spec solver.Spec) (*solver.Rules, error) {
	if r, ok := s.sets[spec]; ok {
		return r, nil
	}
	r, err := solver.New(spec)
	if err != nil {
		return nil, fmt.Errorf("building the rule set %v: %w", spec, err)
	}
	s.sets[spec] = r
	return r, nil
}

// Busy reports whether a search is under way.
func (s *Server) Busy() bool { return s.count != nil || s.proof != nil }

// Work gives the searches under way one slice of up to budget, the count
// first (the page waits on it for the number it shows), and returns the
// replies of those that ended.
func (s *Server) Work(budget time.Duration) [][]byte {
	var replies [][]byte
	for _, slot := range []**job{&s.count, &s.proof} {
		j := *slot
		if j == nil {
			continue
		}
		began := time.Now()
		done := j.s.Step(budget)
		j.took += time.Since(began)
		if !done {
			return replies // the proof waits for the count
		}
		a, err := j.s.Answer()
		replies = append(replies, EncodeReply(oracle.Reply{ID: j.id, Answer: a, Err: err, Took: j.took}))
		*slot = nil
	}
	return replies
}
