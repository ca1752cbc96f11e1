package colours

import "sync"

// The walks' buffers outlive them (see walk.buffer and walk.result): a
// walk's widest cell makes a buffer of up to TrellisStates costs (8 MB),
// and on this machine writing fresh memory that size took about 100 ms
// natively, where writing a buffer used before takes a few; in the page,
// what a walk leaves behind is work for the garbage collector, which
// stops everything while it runs.
var (
	costBuffers = bufferStore[int32]{keep: 2}   // the two largest costs of walks that are over
	pickBuffers = bufferStore[uint8]{keep: 256} // the picks of walks that are over, one a generator
)

// A bufferStore keeps up to keep buffers for later walks to take, the
// largest it is given.
type bufferStore[T any] struct {
	mu   sync.Mutex
	keep int
	bufs [][]T
}

// put keeps b, in place of the smallest kept if keep are kept already
// and b is larger.
func (s *bufferStore[T]) put(b []T) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.bufs) < s.keep {
		s.bufs = append(s.bufs, b)
		return
	}
	small := 0
	for i, k := range s.bufs {
		if cap(k) < cap(s.bufs[small]) {
			small = i
		}
	}
	if cap(b) > cap(s.bufs[small]) {
		s.bufs[small] = b
	}
}

// take returns the smallest buffer kept of at least l, at length l (its
// contents as they were), and forgets it; or nil.
func (s *bufferStore[T]) take(l int) []T {
	s.mu.Lock()
	defer s.mu.Unlock()
	at := -1
	for i, b := range s.bufs {
		if cap(b) >= l && (at < 0 || cap(b) < cap(s.bufs[at])) {
			at = i
		}
	}
	if at < 0 {
		return nil
	}
	b := s.bufs[at][:l]
	s.bufs[at] = s.bufs[len(s.bufs)-1]
	s.bufs = s.bufs[:len(s.bufs)-1]
	return b
}
