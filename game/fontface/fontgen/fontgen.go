// Package fontgen extracts from the game's fonts, Noto Sans Regular and
// Noto Sans Bold (the files in third_party/fonts/notosans), what package
// fontface draws them with, and writes it as Go source (fontface's
// fonts_gen.go; run go generate ./game/fontface, which runs
// cmd/flipfonts). It is used at build time and by the tests only: the
// game does not link it, nor the font files and the OpenType parser it
// reads them with.
package fontgen

import (
	"bytes"
	"fmt"
	"go/format"
	"math"
	"slices"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"flip/third_party/fonts/notosans"
)

// Runes are the characters fontface draws from the fonts' own glyphs, in
// order: printable ASCII (which fontface finds by arithmetic, so it must
// come first, whole), Latin-1's letters and signs, and the punctuation and
// symbols the game's words use. A rune a font has no glyph for is left out
// of that font, and any rune left out is drawn as the font's missing
// glyph, as the OpenType face draws a rune the font lacks. Noto Sans 2.004
// has none for the arrows ←↑→↓, '−' (U+2212), '≤', '≥', '◀' and '▶': they
// are listed (a later version of the fonts may have them) and left out.
func Runes() []rune {
	var rs []rune
	for r := rune(0x20); r <= 0x7e; r++ {
		rs = append(rs, r)
	}
	for r := rune(0xa0); r <= 0xff; r++ {
		rs = append(rs, r)
	}
	return append(rs,
		'–', '—', '‘', '’', '“', '”', '•', '…',
		'⁰', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹', // ¹²³ are Latin-1's
		'€', '←', '↑', '→', '↓', '−', '≤', '≥', '▶', '◀',
	)
}

// A Font is one font as fontface needs it, in font units.
type Font struct {
	Name                                        string // the Go identifier of its variable
	UnitsPerEm                                  int32
	Ascent, Descent, Height, XHeight, CapHeight int32 // Descent is positive below the baseline
	SlopeX, SlopeY                              int32
	Runes                                       []rune   // glyph i draws Runes[i]; glyph 0 is the missing glyph
	Advance                                     []uint16 // glyph i's advance width
	SegStart, ArgStart                          []uint32 // glyph i's segments and their arguments begin here
	Ops                                         []uint8  // 0 move, 1 line, 2 quadratic
	Args                                        []int16  // x, y of each point of each segment, y down
	KernKeys                                    []uint32 // i<<16 | j for a pair of glyphs with a kerning
	KernPx                                      []int8   // that pair's kerning in whole pixels
}

// Extract reads the font in src.
func Extract(name string, src []byte) (*Font, error) {
	f, err := sfnt.Parse(src)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var b sfnt.Buffer
	upem := fixed.Int26_6(f.UnitsPerEm())
	// At a ppem of the units per em, sfnt's scaling leaves font units as
	// they are (x·upem/upem, rounded): what it returns is in font units.
	m, err := f.Metrics(&b, upem, font.HintingNone)
	if err != nil {
		return nil, fmt.Errorf("%s: metrics: %w", name, err)
	}
	out := &Font{
		Name: name, UnitsPerEm: int32(upem),
		Ascent: int32(m.Ascent), Descent: int32(m.Descent), Height: int32(m.Height),
		XHeight: int32(m.XHeight), CapHeight: int32(m.CapHeight),
		SlopeX: int32(m.CaretSlope.X), SlopeY: int32(m.CaretSlope.Y),
	}
	var index []sfnt.GlyphIndex
	add := func(r rune, x sfnt.GlyphIndex) error {
		adv, err := f.GlyphAdvance(&b, x, upem, font.HintingNone)
		if err != nil {
			return fmt.Errorf("%s: advance of %q: %w", name, r, err)
		}
		segs, err := f.LoadGlyph(&b, x, upem, nil)
		if err != nil {
			return fmt.Errorf("%s: outline of %q: %w", name, r, err)
		}
		out.Runes = append(out.Runes, r)
		out.Advance = append(out.Advance, uint16(adv))
		out.SegStart = append(out.SegStart, uint32(len(out.Ops)))
		out.ArgStart = append(out.ArgStart, uint32(len(out.Args)))
		for _, s := range segs {
			n := 1
			switch s.Op {
			case sfnt.SegmentOpMoveTo, sfnt.SegmentOpLineTo:
			case sfnt.SegmentOpQuadTo:
				n = 2
			default:
				return fmt.Errorf("%s: %q has a segment of kind %d, which fontface does not draw", name, r, s.Op)
			}
			out.Ops = append(out.Ops, uint8(s.Op))
			for _, p := range s.Args[:n] {
				if p.X < math.MinInt16 || p.X > math.MaxInt16 || p.Y < math.MinInt16 || p.Y > math.MaxInt16 {
					return fmt.Errorf("%s: %q has a point out of range: %v", name, r, p)
				}
				out.Args = append(out.Args, int16(p.X), int16(p.Y))
			}
		}
		index = append(index, x)
		return nil
	}
	if err := add(-1, 0); err != nil {
		return nil, err
	}
	runes := Runes()
	for i, r := range runes {
		x, err := f.GlyphIndex(&b, r)
		if err != nil {
			return nil, fmt.Errorf("%s: glyph of %q: %w", name, r, err)
		}
		if x == 0 {
			if r <= 0x7e {
				return nil, fmt.Errorf("%s has no glyph for %q: fontface finds ASCII by arithmetic", name, r)
			}
			continue
		}
		if i > 0 && r <= runes[i-1] {
			return nil, fmt.Errorf("Runes is not in order at %q", r)
		}
		if err := add(r, x); err != nil {
			return nil, err
		}
	}
	out.SegStart = append(out.SegStart, uint32(len(out.Ops)))
	out.ArgStart = append(out.ArgStart, uint32(len(out.Args)))
	// Kerning as golang.org/x/image/font/opentype's Face.Kern asks for it:
	// at a ppem of the units per em whatever the face's size, then rounded
	// to a whole pixel by full hinting. So a pair's kerning is its font
	// units read as 1/64 pixel, rounded: the same at every size (Noto
	// Sans's -40 units for "AV" is -1 px at 11 px and at 48). sfnt reads
	// Noto Sans's kerning from its GPOS table (the kern feature's pair
	// adjustments for the latn script, from the first subtable that has
	// the pair; not lookups with a mark filtering set), as the OpenType
	// face does.
	for i, x0 := range index {
		for j, x1 := range index {
			k, err := f.Kern(&b, x0, x1, upem, font.HintingFull)
			if err != nil || k == 0 {
				continue
			}
			px := int(k) / 64
			if px*64 != int(k) || px < math.MinInt8 || px > math.MaxInt8 {
				return nil, fmt.Errorf("%s: kerning of %q and %q is %v, not a whole pixel fontface can keep", name, out.Runes[i], out.Runes[j], k)
			}
			out.KernKeys = append(out.KernKeys, uint32(i)<<16|uint32(j))
			out.KernPx = append(out.KernPx, int8(px))
		}
	}
	if !slices.IsSorted(out.KernKeys) {
		return nil, fmt.Errorf("%s: kerning keys out of order", name)
	}
	return out, nil
}

// OpenTypeFace returns x/image's OpenType face of Noto Sans Regular (or
// Noto Sans Bold) at size px, hinted as the game hints its text: what
// fontface must match, and what the game drew its text with before it.
func OpenTypeFace(bold bool, px float64) (font.Face, error) {
	src := notosans.Regular
	if bold {
		src = notosans.Bold
	}
	f, err := opentype.Parse(src)
	if err != nil {
		return nil, err
	}
	return opentype.NewFace(f, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingFull})
}

// Fonts extracts the game's two fonts, Noto Sans Regular and Bold.
func Fonts() ([]*Font, error) {
	reg, err := Extract("regular", notosans.Regular)
	if err != nil {
		return nil, err
	}
	bold, err := Extract("bold", notosans.Bold)
	if err != nil {
		return nil, err
	}
	return []*Font{reg, bold}, nil
}

// Source returns fontface's fonts_gen.go, formatted.
func Source() ([]byte, error) {
	fonts, err := Fonts()
	if err != nil {
		return nil, err
	}
	var w bytes.Buffer
	fmt.Fprintf(&w, "// Code generated by cmd/flipfonts (package fontgen); DO NOT EDIT.\n\n")
	fmt.Fprintf(&w, "package fontface\n\n")
	fmt.Fprintf(&w, "// Noto Sans Regular and Bold (third_party/fonts/notosans; SIL Open Font\n// License 1.1, in LICENSE-NOTO-SANS), extracted for the runes of\n// fontgen.Runes.\n\n")
	for _, f := range fonts {
		fmt.Fprintf(&w, "var %s = &Font{\n", f.Name)
		fmt.Fprintf(&w, "unitsPerEm: %d, ascent: %d, descent: %d, height: %d, xHeight: %d, capHeight: %d, slopeX: %d, slopeY: %d,\n",
			f.UnitsPerEm, f.Ascent, f.Descent, f.Height, f.XHeight, f.CapHeight, f.SlopeX, f.SlopeY)
		list(&w, "runes", "rune", f.Runes)
		list(&w, "advance", "uint16", f.Advance)
		list(&w, "segStart", "uint32", f.SegStart)
		list(&w, "argStart", "uint32", f.ArgStart)
		list(&w, "ops", "uint8", f.Ops)
		list(&w, "args", "int16", f.Args)
		list(&w, "kernKeys", "uint32", f.KernKeys)
		list(&w, "kernPx", "int8", f.KernPx)
		fmt.Fprintf(&w, "}\n\n")
	}
	src, err := format.Source(w.Bytes())
	if err != nil {
		return nil, fmt.Errorf("formatting the generated source: %w", err)
	}
	return src, nil
}

// list writes a field of a slice literal, 16 values a line.
func list[T any](w *bytes.Buffer, field, typ string, vs []T) {
	fmt.Fprintf(w, "%s: []%s{", field, typ)
	for i, v := range vs {
		if i%16 == 0 {
			w.WriteString("\n")
		}
		fmt.Fprintf(w, "%v,", v)
	}
	w.WriteString("\n},\n")
}
