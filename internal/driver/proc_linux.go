package driver

import "syscall"

// procAttr puts a browser's process in a process group of its own, so
// that killGroup stops its children too, and has the kernel kill it if
// this process dies first.
func procAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

// killGroup kills the process group that procAttr made for pid.
func killGroup(pid int) {
	syscall.Kill(-pid, syscall.SIGKILL)
}

// termGroup asks the process group that procAttr made for pid to end
// (SIGTERM), so that it can clean up after itself.
func termGroup(pid int) {
	syscall.Kill(-pid, syscall.SIGTERM)
}
