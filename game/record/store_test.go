package record_test

import (
	"slices"

	"flip/game/record"
)

// memStore is a Store in memory: Get and Set, nothing more.
type memStore struct{ m map[string]string }

func (s *memStore) Get(k string) (string, bool) { v, ok := s.m[k]; return v, ok }
func (s *memStore) Set(k, v string) error       { s.m[k] = v; return nil }

// updStore is a Store that is also an Updater, writing at once.
type updStore struct{ memStore }

func (s *updStore) Update(k string, f func(string, bool) string) error {
	old, ok := s.m[k]
	s.m[k] = f(old, ok)
	return nil
}

// tabStore is one tab's view of a browser's storage, shared by tabs, as
// the page's store is: its writes wait (pending) until flush, and
// meanwhile its own Get sees them.
type tabStore struct {
	shared  map[string]string
	pending map[string]func(string, bool) string
}

func newTabStore(shared map[string]string) *tabStore {
	return &tabStore{shared: shared, pending: map[string]func(string, bool) string{}}
}

func (s *tabStore) Get(k string) (string, bool) {
	old, ok := s.shared[k]
	if f, p := s.pending[k]; p {
		return f(old, ok), true
	}
	return old, ok
}

func (s *tabStore) Set(k, v string) error {
	return s.Update(k, func(string, bool) string { return v })
}

func (s *tabStore) Update(k string, f func(string, bool) string) error {
	if g, ok := s.pending[k]; ok {
		s.pending[k] = func(old string, ok bool) string { return f(g(old, ok), true) }
	} else {
		s.pending[k] = f
	}
	return nil
}

// flush writes the tab's pending writes, as the page's task after a
// frame does.
func (s *tabStore) flush() {
	keys := make([]string, 0, len(s.pending))
	for k := range s.pending {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		old, ok := s.shared[k]
		s.shared[k] = s.pending[k](old, ok)
	}
	clear(s.pending)
}

var (
	_ record.Store   = (*memStore)(nil)
	_ record.Updater = (*updStore)(nil)
	_ record.Updater = (*tabStore)(nil)
)
