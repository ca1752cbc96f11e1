package server

import (
	"io/fs"
	"sync"
	"time"
)

// A version identifies one state of a file: its size and modification
// time. A value worked out from a file's bytes (its ETag, a page's
// policy) is kept until the file's version changes.
type version struct {
	size int64
	mod  time.Time
}

// versionOf returns the version of the file info describes.
func versionOf(info fs.FileInfo) version {
	return version{size: info.Size(), mod: info.ModTime()}
}

// A memo keeps, for each file name, one value and the version of the file
// it was computed from. Its size is bounded by the number of names the
// site has.
type memo struct {
	mu sync.Mutex
	m  map[string]memoEntry
}

// A memoEntry is a value computed from one version of a file.
type memoEntry struct {
	v     version
	value string
}

// get returns the value kept for name at version v, computing it with
// compute (without holding the lock) when there is none or the file has
// changed since. An error is returned and not kept.
func (m *memo) get(name string, v version, compute func() (string, error)) (string, error) {
	m.mu.Lock()
	e, ok := m.m[name]
	m.mu.Unlock()
	if ok && e.v.size == v.size && e.v.mod.Equal(v.mod) {
		return e.value, nil
	}
	value, err := compute()
	if err != nil {
		return "", err
	}
	m.mu.Lock()
	if m.m == nil {
		m.m = make(map[string]memoEntry)
	}
	m.m[name] = memoEntry{v: v, value: value}
	m.mu.Unlock()
	return value, nil
}
