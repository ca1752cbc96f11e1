//go:build !(js && wasm)

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "flipworker is the solver of Flip's page, run in a browser's Web Worker: build it with GOOS=js GOARCH=wasm (make build does)")
	os.Exit(2)
}
