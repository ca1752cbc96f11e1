//go:build !linux

package driver

import (
	"os"
	"syscall"
)

// procAttr gives the defaults: only Linux has a parent-death signal, and
// the page driver runs the Firefox and WebKit engines on Linux only.
func procAttr() *syscall.SysProcAttr { return nil }

// killGroup kills the process pid (not its children).
func killGroup(pid int) {
	if p, err := os.FindProcess(pid); err == nil {
		p.Kill()
	}
}

// termGroup asks the process pid to end.
func termGroup(pid int) {
	if p, err := os.FindProcess(pid); err == nil {
		p.Signal(os.Interrupt)
	}
}
