package binary

import (
	"runtime"
	"syscall"
	"time"
	"unsafe"
)

// clockThreadCPU is CLOCK_THREAD_CPUTIME_ID: the calling thread's
// processor time, to the nanosecond.
const clockThreadCPU = 3

// threadCPU runs f on one locked OS thread and returns the processor
// time that thread spent, so that a figure taken on a machine shared with
// other programs leaves out the waits for a processor.
func threadCPU(f func()) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	before := threadClock()
	f()
	return threadClock() - before
}

// threadClock reads the calling thread's processor time.
func threadClock() time.Duration {
	var ts syscall.Timespec
	syscall.RawSyscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPU, uintptr(unsafe.Pointer(&ts)), 0)
	return time.Duration(ts.Nano())
}
