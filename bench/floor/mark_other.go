//go:build !(js && wasm)

package main

// markFirstFrame does nothing outside the browser.
func markFirstFrame() {}

// animateRequested reports false: outside the browser there is no URL.
func animateRequested() bool { return false }

// mark does nothing outside the browser.
func mark(string) {}
