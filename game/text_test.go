package game

import (
	"bytes"
	"image"
	"image/color"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// face returns Go Regular at px pixels, hinted as the game hints it.
func testFace(tb testing.TB, px float64) font.Face {
	tb.Helper()
	fnt, err := opentype.Parse(goregular.TTF)
	if err != nil {
		tb.Fatal(err)
	}
	f, err := opentype.NewFace(fnt, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		tb.Fatal(err)
	}
	return f
}

// TestRasterize checks the RGBA rendering against x/image's own drawing of
// the same string onto an Alpha image: every pixel white, with the same
// coverage.
func TestRasterize(t *testing.T) {
	f := testFace(t, 22)
	const s = "Par 7 · moves 3 — Refrigerator"
	got, adv := rasterize(f, s)
	want := image.NewAlpha(got.Bounds())
	m := f.Metrics()
	d := font.Drawer{Dst: want, Src: image.NewUniform(color.Alpha{0xff}), Face: f, Dot: fixed.Point26_6{X: fixed.I(1), Y: m.Ascent + fixed.I(1)}}
	d.DrawString(s)
	if adv != font.MeasureString(f, s) {
		t.Errorf("advance %v, want %v", adv, font.MeasureString(f, s))
	}
	inked := 0
	for y := got.Rect.Min.Y; y < got.Rect.Max.Y; y++ {
		for x := got.Rect.Min.X; x < got.Rect.Max.X; x++ {
			p, a := got.RGBAAt(x, y), want.AlphaAt(x, y).A
			if p.A != a || p.R != a || p.G != a || p.B != a {
				t.Fatalf("pixel (%d, %d) is %v, want white at alpha %d", x, y, p, a)
			}
			if a > 0 {
				inked++
			}
		}
	}
	if inked < 100 {
		t.Fatalf("only %d pixels inked", inked)
	}
}

// TestGlyphs checks strings drawn from cached glyphs against rasterize,
// byte for byte, in both weights and several sizes, with the cache warm
// from earlier strings.
func TestGlyphs(t *testing.T) {
	strs := []string{"Flip Game  4×4", "Presses 0 · par 4", "Keys: arrows and Space · U undo · R redo", "AVAWAY To Ty", "Solve", "new puzzle", "Refrigerator 10×10 wrap", "€ ✓ ½", ""}
	for _, bold := range []bool{false, true} {
		fnt, err := opentype.Parse(goregular.TTF)
		if bold {
			fnt, err = opentype.Parse(gobold.TTF)
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, px := range []float64{11, 13, 17.5, 22, 36, 64} {
			f, err := opentype.NewFace(fnt, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingFull})
			if err != nil {
				t.Fatal(err)
			}
			g := newGlyphs(f)
			for _, s := range strs {
				got, gotAdv := g.rasterize(s)
				want, wantAdv := rasterize(f, s)
				if gotAdv != wantAdv || got.Rect != want.Rect || !bytes.Equal(got.Pix, want.Pix) {
					t.Errorf("bold %v, %v px, %q: cached glyphs differ from rasterize (advance %v, want %v; bounds %v, want %v)", bold, px, s, gotAdv, wantAdv, got.Rect, want.Rect)
				}
			}
			if len(g.cached) == 0 {
				t.Errorf("bold %v, %v px: no glyph cached", bold, px)
			}
		}
	}
}

func BenchmarkGlyphs(b *testing.B) {
	f := testFace(b, 22)
	g := newGlyphs(f)
	for b.Loop() {
		g.rasterize("Solve in 7 moves · Refrigerator")
	}
}

func BenchmarkRasterize(b *testing.B) {
	f := testFace(b, 22)
	for b.Loop() {
		rasterize(f, "Solve in 7 moves · Refrigerator")
	}
}
