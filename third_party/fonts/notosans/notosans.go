// Package notosans holds Noto Sans Regular and Noto Sans Bold, version
// 2.004, as the Debian package fonts-noto-core 20201225-1 ships them
// (TrueType outlines; SIL Open Font License 1.1, OFL.txt). Only
// game/fontface/fontgen and the tests import it: the game draws the
// outlines fontgen extracts from these files (game/fontface/fonts_gen.go)
// and carries neither the files nor a parser for them.
package notosans

import _ "embed"

// Regular is NotoSans-Regular.ttf.
//
//go:embed NotoSans-Regular.ttf
var Regular []byte

// Bold is NotoSans-Bold.ttf.
//
//go:embed NotoSans-Bold.ttf
var Bold []byte
