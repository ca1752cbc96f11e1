// Command flipfonts writes game/fontface/fonts_gen.go: the outlines,
// advances, kerning and metrics of Noto Sans Regular and Bold
// (third_party/fonts/notosans) for the runes the game draws, extracted
// ahead of time so that the page neither carries nor parses the font
// files (package fontgen). go generate ./game/fontface runs it.
//
// Usage:
//
//	flipfonts -out game/fontface/fonts_gen.go
package main

import (
	"flag"
	"fmt"
	"os"

	"flip/game/fontface/fontgen"
)

func main() {
	out := flag.String("out", "fonts_gen.go", "the file to write")
	flag.Parse()
	src, err := fontgen.Source()
	if err != nil {
		fmt.Fprintln(os.Stderr, "flipfonts:", err)
		os.Exit(1)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "flipfonts:", err)
		os.Exit(1)
	}
}
