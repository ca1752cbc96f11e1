//go:build !(js && wasm)

package main

// markFirstFrame does nothing outside the browser.
func markFirstFrame() {}
