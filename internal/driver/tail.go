package driver

import (
	"bytes"
	"strings"
	"sync"
)

// A tailWriter keeps the last lines of a process's output, for error
// messages. Lines come through add, or through Write as the process
// writes them.
type tailWriter struct {
	mu      sync.Mutex
	keep    int
	lines   []string
	partial []byte // the start of a line Write has not seen the end of
}

func (t *tailWriter) add(line string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.addLocked(line)
}

func (t *tailWriter) addLocked(line string) {
	t.lines = append(t.lines, line)
	if len(t.lines) > t.keep {
		t.lines = t.lines[len(t.lines)-t.keep:]
	}
}

// Write adds the lines of p.
func (t *tailWriter) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	n := len(p)
	for {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			break
		}
		t.addLocked(string(append(t.partial, p[:i]...)))
		t.partial, p = t.partial[:0], p[i+1:]
	}
	if len(t.partial) < 4096 {
		t.partial = append(t.partial, p...)
	}
	return n, nil
}

// describe returns the kept lines for an error message.
func (t *tailWriter) describe() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := t.lines
	if len(t.partial) > 0 {
		lines = append(lines[:len(lines):len(lines)], string(t.partial))
	}
	if len(lines) == 0 {
		return ""
	}
	return "\noutput:\n  " + strings.Join(lines, "\n  ")
}
