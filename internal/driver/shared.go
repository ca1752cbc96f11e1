package driver

import (
	"math"
	"sync"
)

// viewport fills in the defaults of a viewport.
func viewport(w, h int, scale float64) (int, int, float64) {
	if w == 0 || h == 0 {
		w, h = 1024, 768
	}
	if scale == 0 {
		scale = 1
	}
	return w, h, scale
}

// short cuts a long expression or value for an error message.
func short(s string) string {
	const n = 120
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// round is x rounded to a whole CSS pixel, as the WebDriver protocols
// take pointer positions.
func round(x float64) int { return int(math.Round(x)) }

// A consoleLog keeps a page's console messages.
type consoleLog struct {
	mu    sync.Mutex
	lines []string
	errs  []string
}

// consoleKeep is how many messages a consoleLog keeps.
const consoleKeep = 500

func (c *consoleLog) add(line string, isErr bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.lines = append(c.lines, line)
	if len(c.lines) > consoleKeep {
		c.lines = c.lines[len(c.lines)-consoleKeep:]
	}
	if isErr && len(c.errs) < consoleKeep {
		c.errs = append(c.errs, line)
	}
}

func (c *consoleLog) all() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.lines...)
}

func (c *consoleLog) errors() []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]string(nil), c.errs...)
}
