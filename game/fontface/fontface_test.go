package fontface

import (
	"bytes"
	"image"
	"os"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"flip/game/fontface/fontgen"
)

// reference returns opentype's face at size px, as the game made its
// faces before this package.
func reference(t testing.TB, bold bool, px float64) font.Face {
	t.Helper()
	face, err := fontgen.OpenTypeFace(bold, px)
	if err != nil {
		t.Fatal(err)
	}
	return face
}

// probes are the runes every check asks for: those extracted, and some
// the fonts have but fontgen left out, some they lack, and invalid ones.
func probes() []rune {
	return append(fontgen.Runes(), 'Ж', 'Ω', 'ŉ', '🟩', '⬜', '\ufffd', '\t', 0, -1, 0x10ffff+1)
}

// lacked is a rune neither font has a glyph for.
const lacked = '🟩'

// asDrawn returns the rune opentype's face must be asked for to draw r as
// a Face does: r itself, or for a rune fontgen left out, one the font
// lacks (both faces then draw the missing glyph).
func asDrawn(r rune) rune {
	for _, e := range fontgen.Runes() {
		if e == r {
			return r
		}
	}
	return lacked
}

var fonts = []struct {
	name string
	f    *Font
	bold bool
}{{"regular", Regular, false}, {"bold", Bold, true}}

// TestMatchesOpentype compares every method of Face with opentype's face,
// for every rune probed, at sizes from 6 to 64 pixels and some between.
func TestMatchesOpentype(t *testing.T) {
	sizes := []float64{6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 30, 33, 36, 40, 48, 56, 64, 12.5, 17.25}
	dots := []fixed.Point26_6{{X: 0, Y: 0}, {X: fixed.I(1), Y: fixed.I(20)}, {X: 37, Y: 1001}, {X: -90, Y: 13}}
	for _, fc := range fonts {
		for _, px := range sizes {
			ref, got := reference(t, fc.bold, px), NewFace(fc.f, px)
			if g, w := got.Metrics(), ref.Metrics(); g != w {
				t.Fatalf("%s %v px: metrics %+v, opentype %+v", fc.name, px, g, w)
			}
			for _, r := range probes() {
				ga, gok := got.GlyphAdvance(r)
				wa, wok := ref.GlyphAdvance(asDrawn(r))
				if ga != wa || gok != wok {
					t.Fatalf("%s %v px: advance of %q %v %v, opentype %v %v", fc.name, px, r, ga, gok, wa, wok)
				}
				gb, ga2, gok := got.GlyphBounds(r)
				wb, wa2, wok := ref.GlyphBounds(asDrawn(r))
				if gb != wb || ga2 != wa2 || gok != wok {
					t.Fatalf("%s %v px: bounds of %q %v %v %v, opentype %v %v %v", fc.name, px, r, gb, ga2, gok, wb, wa2, wok)
				}
				for _, dot := range dots {
					gdr, gm, gmp, gadv, gok := got.Glyph(dot, r)
					wdr, wm, wmp, wadv, wok := ref.Glyph(dot, asDrawn(r))
					if gdr != wdr || gadv != wadv || gok != wok {
						t.Fatalf("%s %v px at %v: glyph %q %v %v %v, opentype %v %v %v", fc.name, px, dot, r, gdr, gadv, gok, wdr, wadv, wok)
					}
					if gdr.Empty() {
						continue
					}
					if !bytes.Equal(pixels(gm, gmp, gdr), pixels(wm, wmp, wdr)) {
						t.Fatalf("%s %v px at %v: the mask of %q differs from opentype's", fc.name, px, dot, r)
					}
				}
			}
		}
	}
}

// pixels returns mask's alpha over dr's size from mp, row by row.
func pixels(mask image.Image, mp image.Point, dr image.Rectangle) []byte {
	var out []byte
	for y := range dr.Dy() {
		for x := range dr.Dx() {
			_, _, _, a := mask.At(mp.X+x, mp.Y+y).RGBA()
			out = append(out, byte(a>>8))
		}
	}
	return out
}

// TestKernMatchesOpentype compares the kerning of every pair of probed
// runes, at two sizes.
func TestKernMatchesOpentype(t *testing.T) {
	for _, fc := range fonts {
		for _, px := range []float64{9, 31} {
			ref, got := reference(t, fc.bold, px), NewFace(fc.f, px)
			for _, r0 := range probes() {
				for _, r1 := range probes() {
					if g, w := got.Kern(r0, r1), ref.Kern(asDrawn(r0), asDrawn(r1)); g != w {
						t.Fatalf("%s %v px: kerning of %q %q %v, opentype %v", fc.name, px, r0, r1, g, w)
					}
				}
			}
		}
	}
}

// TestKernLookup checks the kerning table's search against a plain scan,
// on a table of its own whose pairs are known.
func TestKernLookup(t *testing.T) {
	f := *Regular
	f.kernKeys = []uint32{1<<16 | 2, 1<<16 | 40, 3<<16 | 1, 95<<16 | 95}
	f.kernPx = []int8{-1, 2, -3, 4}
	face := NewFace(&f, 12)
	for i := range 97 {
		for j := range 97 {
			want := fixed.Int26_6(0)
			for k, key := range f.kernKeys {
				if key == uint32(i)<<16|uint32(j) {
					want = fixed.Int26_6(f.kernPx[k]) * 64
				}
			}
			r0, r1 := rune(0x20+i-1), rune(0x20+j-1)
			if i == 0 {
				r0 = 'Ж' // the missing glyph
			}
			if j == 0 {
				r1 = 'Ж'
			}
			if got := face.Kern(r0, r1); got != want {
				t.Fatalf("kerning of glyphs %d and %d: %v, want %v", i, j, got, want)
			}
		}
	}
}

// TestGeneratedIsCurrent fails when fonts_gen.go is not what fontgen
// writes now: run go generate ./game/fontface.
func TestGeneratedIsCurrent(t *testing.T) {
	want, err := fontgen.Source()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("fonts_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("fonts_gen.go is out of date: run go generate ./game/fontface")
	}
}
