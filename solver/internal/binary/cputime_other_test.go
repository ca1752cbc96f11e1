//go:build !linux

package binary

import "time"

// threadCPU runs f and returns the time it took: elsewhere than on Linux,
// the wall-clock time, waits for a processor included.
func threadCPU(f func()) time.Duration {
	t0 := time.Now()
	f()
	return time.Since(t0)
}
