package driver

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// xvfb is the process's one Xvfb, started by Display on first need.
var xvfb struct {
	mu      sync.Mutex
	cmd     *exec.Cmd
	display string
	exited  chan struct{} // closed once the Xvfb has exited
}

// Display returns the X display for Firefox and WebKit to draw into:
// $DISPLAY when it is set, otherwise that of an Xvfb it starts, one for
// the whole process, on a free display number, with a 1920×1080 screen of
// 24-bit colour. The Xvfb runs until StopDisplay (or the process ends).
func Display(ctx context.Context) (string, error) {
	if d := os.Getenv("DISPLAY"); d != "" {
		return d, nil
	}
	xvfb.mu.Lock()
	defer xvfb.mu.Unlock()
	if xvfb.cmd != nil {
		select {
		case <-xvfb.exited:
			xvfb.cmd = nil // it died: start another
		default:
			return xvfb.display, nil
		}
	}
	path, err := exec.LookPath("Xvfb")
	if err != nil {
		return "", errors.New("no Xvfb to give the browser an X display: install Debian's xvfb (apt-get install -y xvfb), or set DISPLAY")
	}
	r, w, err := os.Pipe()
	if err != nil {
		return "", fmt.Errorf("starting Xvfb: %w", err)
	}
	defer r.Close()
	// -displayfd 3: Xvfb picks a free display number and writes it to
	// the pipe once it accepts connections.
	cmd := exec.Command(path, "-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	cmd.SysProcAttr = procAttr()
	stderr := &tailWriter{keep: 20}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		w.Close()
		return "", fmt.Errorf("starting Xvfb: %w", err)
	}
	w.Close()
	exited := make(chan struct{})
	go func() {
		cmd.Wait()
		close(exited)
	}()
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		number <- strings.TrimSpace(line)
	}()
	fail := func(why string) (string, error) {
		killGroup(cmd.Process.Pid)
		<-exited
		return "", fmt.Errorf("starting Xvfb: %s%s", why, stderr.describe())
	}
	select {
	case n := <-number:
		if n == "" {
			return fail("it gave no display number")
		}
		xvfb.cmd, xvfb.display, xvfb.exited = cmd, ":"+n, exited
		return xvfb.display, nil
	case <-exited:
		return fail("it exited")
	case <-time.After(20 * time.Second):
		return fail("no display after 20s")
	case <-ctx.Done():
		return fail(ctx.Err().Error())
	}
}

// StopDisplay stops the Xvfb that Display started, if any, and waits for
// it to exit. Stop the browsers that use it first. A later Display starts
// a new one.
func StopDisplay() {
	xvfb.mu.Lock()
	defer xvfb.mu.Unlock()
	if xvfb.cmd == nil {
		return
	}
	// SIGTERM lets Xvfb remove its lock file and socket; SIGKILL after a
	// while makes sure.
	termGroup(xvfb.cmd.Process.Pid)
	select {
	case <-xvfb.exited:
	case <-time.After(3 * time.Second):
		killGroup(xvfb.cmd.Process.Pid)
		<-xvfb.exited
	}
	xvfb.cmd = nil
}
