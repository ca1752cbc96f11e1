package siteserver

import (
	"io"
	"net"
	"sync"
)

// A capListener accepts at most cap(slots) connections open at once.
type capListener struct {
	net.Listener
	slots     chan struct{}
	closed    chan struct{}
	closeOnce sync.Once
}

// limitListener returns ln accepting at most n connections open at once
// (no limit if n ≤ 0). At the limit, Accept waits for a connection to
// close; connections meanwhile wait in the system's queue.
func limitListener(ln net.Listener, n int) net.Listener {
	if n <= 0 {
		return ln
	}
	return &capListener{Listener: ln, slots: make(chan struct{}, n), closed: make(chan struct{})}
}

// Accept waits for a free slot, then for a connection.
func (l *capListener) Accept() (net.Conn, error) {
	select {
	case l.slots <- struct{}{}:
	case <-l.closed:
		return nil, net.ErrClosed
	}
	c, err := l.Listener.Accept()
	if err != nil {
		<-l.slots
		return nil, err
	}
	return &cappedConn{Conn: c, release: sync.OnceFunc(func() { <-l.slots })}, nil
}

// Close closes the listener and wakes an Accept waiting for a slot.
func (l *capListener) Close() error {
	l.closeOnce.Do(func() { close(l.closed) })
	return l.Listener.Close()
}

// A cappedConn gives its slot back when it closes.
type cappedConn struct {
	net.Conn
	release func()
}

// Close closes the connection and frees its slot.
func (c *cappedConn) Close() error {
	err := c.Conn.Close()
	c.release()
	return err
}

// ReadFrom copies r to the connection, with the kernel's sendfile when
// the connection and r allow it, as they would unwrapped.
func (c *cappedConn) ReadFrom(r io.Reader) (int64, error) {
	return io.Copy(c.Conn, r)
}
