package remote

import (
	"errors"
	"sync"
	"time"

	"flip/game/oracle"
)

// Local is an oracle.Helper that runs a Server on a goroutine of its own:
// the page's worker, natively, for the tests and the command line. Wake,
// if set, is called (on that goroutine) after each reply arrives.
type Local struct {
	Mailbox // the replies and the loss: Replies and Lost
	mu      sync.Mutex
	inbox   [][]byte
	signal  chan struct{}
	closed  chan struct{}
	wake    func()
}

// Slice is the time Local's server searches between two looks at its
// inbox.
const Slice = 5 * time.Millisecond

// NewLocal starts a Local helper; wake, if not nil, is called after each
// reply arrives. Close stops it.
func NewLocal(wake func()) *Local {
	l := &Local{signal: make(chan struct{}, 1), closed: make(chan struct{}), wake: wake}
	go l.run()
	return l
}

// Ask sends q to the server.
func (l *Local) Ask(q oracle.Question) {
	l.mu.Lock()
	l.inbox = append(l.inbox, EncodeQuestion(q))
	l.mu.Unlock()
	select {
	case l.signal <- struct{}{}:
	default:
	}
}

// Close stops the helper; it is lost from then on.
func (l *Local) Close() {
	if l.Lose(errClosed) {
		close(l.closed)
	}
}

// errClosed is why a closed Local is lost.
var errClosed = errors.New("was closed")

// run is the server's loop: take what came, search a slice, say what ended.
func (l *Local) run() {
	s := NewServer()
	for {
		if !s.Busy() {
			select {
			case <-l.signal:
			case <-l.closed:
				return
			}
		}
		select {
		case <-l.closed:
			return
		default:
		}
		l.mu.Lock()
		in := l.inbox
		l.inbox = nil
		l.mu.Unlock()
		var out [][]byte
		for _, q := range in {
			if rep := s.Take(q); rep != nil {
				out = append(out, rep)
			}
		}
		out = append(out, s.Work(Slice)...)
		if len(out) == 0 {
			continue
		}
		for _, b := range out {
			r, err := DecodeReply(b)
			if err != nil {
				panic("remote: a reply of its own server does not read: " + err.Error())
			}
			l.Put(r)
		}
		if l.wake != nil {
			l.wake()
		}
	}
}
