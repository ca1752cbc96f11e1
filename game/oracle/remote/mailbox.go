package remote

import (
	"sync"

	"flip/game/oracle"
)

// Mailbox is a Helper's half that the oracle reads: the replies waiting
// to be taken, and why the helper was lost. A helper embeds it for its
// Replies and Lost methods and fills it with Put and Lose. It is safe for
// concurrent use; the zero value is empty and not lost.
type Mailbox struct {
	mu      sync.Mutex
	replies []oracle.Reply
	lost    error
}

// Put leaves replies for the oracle.
func (m *Mailbox) Put(replies ...oracle.Reply) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.replies = append(m.replies, replies...)
}

// Replies returns the replies put since the last call.
func (m *Mailbox) Replies() []oracle.Reply {
	m.mu.Lock()
	defer m.mu.Unlock()
	r := m.replies
	m.replies = nil
	return r
}

// Lose makes the helper lost for err, and reports whether it was not
// lost before (the first reason is kept).
func (m *Mailbox) Lose(err error) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.lost != nil {
		return false
	}
	m.lost = err
	return true
}

// Lost returns why the helper was lost, or nil.
func (m *Mailbox) Lost() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.lost
}
