package game

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"image"
	"image/color"
	"math"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"flip/game/fontface"
	"flip/game/fontface/fontgen"
)

// face returns Noto Sans Regular at px pixels, hinted as the game hints it.
func testFace(tb testing.TB, px float64) font.Face {
	tb.Helper()
	f, err := fontgen.OpenTypeFace(false, px)
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
		for _, px := range []float64{11, 13, 17.5, 22, 36, 64} {
			f, err := fontgen.OpenTypeFace(bold, px)
			if err != nil {
				t.Fatal(err)
			}
			// The game's own face (fontface, whose masks the cache keeps
			// as they come) and opentype's (whose masks it copies) must
			// both give opentype's drawing.
			ff := fontface.Regular
			if bold {
				ff = fontface.Bold
			}
			for _, g := range []*glyphs{newGlyphs(f), newGlyphs(fontface.NewFace(ff, px))} {
				for _, s := range strs {
					got, gotAdv := g.rasterize(s)
					want, wantAdv := rasterize(f, s)
					if gotAdv != wantAdv || got.Rect != want.Rect || !bytes.Equal(got.Pix, want.Pix) {
						t.Errorf("bold %v, %v px, %q, %T: cached glyphs differ from rasterize (advance %v, want %v; bounds %v, want %v)", bold, px, s, g.face, gotAdv, wantAdv, got.Rect, want.Rect)
					}
				}
				if len(g.cached) == 0 {
					t.Errorf("bold %v, %v px: no glyph cached", bold, px)
				}
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

// TestFit checks the size text.fit picks: the size asked for when the
// string fits, else the largest whole size at which it fits, and never
// below minTextPx.
func TestFit(t *testing.T) {
	tx := newText()
	const s = "Keys: arrows and Space · U undo · R redo"
	for _, bold := range []bool{false, true} {
		full := tx.advance(s, 20, bold)
		for _, tc := range []struct {
			px, maxW float64
		}{
			{20, 0}, {20, full}, {20, full + 50}, {20, full - 1}, {20, full * 0.9}, {20, full * 0.5}, {19.6, full * 0.75}, {20, 10},
		} {
			got := tx.fit(s, tc.px, bold, tc.maxW)
			want := math.Round(tc.px)
			if tc.maxW > 0 {
				for want > minTextPx && tx.advance(s, want, bold) > tc.maxW {
					want--
				}
			}
			if got != want {
				t.Errorf("bold %v: fit(%.1f px, maxW %.1f) = %v, want %v", bold, tc.px, tc.maxW, got, want)
			}
			if got > minTextPx && tc.maxW > 0 && tx.advance(s, got, bold) > tc.maxW {
				t.Errorf("bold %v: at %v px the string is %.0f wide, over %.1f", bold, got, tx.advance(s, got, bold), tc.maxW)
			}
		}
		if got := tx.fit(s, 20, bold, 10); got != minTextPx {
			t.Errorf("bold %v: fit into 10 px = %v, want the least size %v", bold, got, float64(minTextPx))
		}
	}
}

// TestSplit checks where text.split breaks a line that is too wide: not at
// all if it fits or has no space, after the sentence if both halves then
// fit, else where the longer half is shortest.
func TestSplit(t *testing.T) {
	tx := newText()
	const px = 14
	const s = "Press a piece to turn it and its four neighbours over. Make every piece one colour."
	full := tx.advance(s, px, false)
	if _, _, ok := tx.split(s, px, false, full); ok {
		t.Errorf("split a line that fits")
	}
	if _, _, ok := tx.split("Neighbours", px, false, 10); ok {
		t.Errorf("split a word")
	}
	a, b, ok := tx.split(s, px, false, full*0.7)
	if !ok || a != "Press a piece to turn it and its four neighbours over." || b != "Make every piece one colour." {
		t.Errorf("split at 70%%: %q / %q (%v), want the sentences apart", a, b, ok)
	}
	// Too narrow for the first sentence: the most even break.
	maxW := full * 0.52
	a, b, ok = tx.split(s, px, false, maxW)
	if !ok || a+" "+b != s {
		t.Fatalf("split at 52%%: %q / %q (%v)", a, b, ok)
	}
	got := max(tx.advance(a, px, false), tx.advance(b, px, false))
	for i := range len(s) {
		if s[i] == ' ' {
			if w := max(tx.advance(s[:i], px, false), tx.advance(s[i+1:], px, false)); w < got {
				t.Errorf("split at 52%% gives a longer half of %.0f px; breaking at %d gives %.0f", got, i, w)
			}
		}
	}
}

// TestSplitSeparator checks that a list of keys breaks in place of one of
// its " · " separators, leaving none at either end of a line.
func TestSplitSeparator(t *testing.T) {
	tx := newText()
	const s = "Keys: arrows and Space · U undo · R redo · H hint · S solve · N new"
	for _, frac := range []float64{0.9, 0.7, 0.55} {
		maxW := tx.advance(s, 13, true) * frac
		a, b, ok := tx.split(s, 13, true, maxW)
		if !ok || a+" · "+b != s {
			t.Errorf("at %.0f%%: %q / %q (%v), want a break in place of a separator", frac*100, a, b, ok)
			continue
		}
		if w := max(tx.advance(a, 13, true), tx.advance(b, 13, true)); w > maxW {
			t.Errorf("at %.0f%%: %q / %q: a line is %.0f px, over %.0f", frac*100, a, b, w, maxW)
		}
	}
}

// TestWrap checks drawWrapped's layout: one line when the string fits,
// else split's two lines at the size at which both fit, the same when
// asked again.
func TestWrap(t *testing.T) {
	tx := newText()
	const s = "Press a piece to turn it and its four neighbours over. Make every piece one colour."
	full := tx.advance(s, 14, false)
	if w := tx.wrap(s, 14, false, full); w.two {
		t.Errorf("a string that fits is wrapped: %+v", w)
	}
	maxW := full * 0.45
	w := tx.wrap(s, 14, false, maxW)
	a, b, _ := tx.split(s, 14, false, maxW)
	want := min(tx.fit(a, 14, false, maxW), tx.fit(b, 14, false, maxW))
	if !w.two || w.first != a || w.second != b || w.size != want {
		t.Errorf("wrap at 45%% = %+v, want %q / %q at %v px", w, a, b, want)
	}
	if again := tx.wrap(s, 14, false, maxW); again != w {
		t.Errorf("asked again: %+v, was %+v", again, w)
	}
}

// TestTextPage renders many strings, more than a text page holds, the
// way the game caches them: every string in the cache is where it was
// rasterised, inside the page and apart from the others (or, too large
// for a page, an image of its own), and a full page starts over rather
// than growing or overwriting a string still cached.
func TestTextPage(t *testing.T) {
	tx := newText()
	drops := 0
	for i := range 600 {
		s := strings.Repeat("Presses 12 · par 5 · ", 1+i%4) + strconv.Itoa(i)
		before := len(tx.cache)
		tx.render(s, float64(14+i%30), i%2 == 0)
		if len(tx.cache) <= before {
			drops++
		}
		var rects []image.Rectangle
		for k, ti := range tx.cache {
			b := ti.img.Bounds()
			if ti.own {
				if b.Dx() <= textPageSize && b.Dy() <= textPageSize {
					t.Fatalf("%q (%v) has an image of its own but fits a page", k.s, b)
				}
				continue
			}
			if !b.In(image.Rect(0, 0, textPageSize, textPageSize)) {
				t.Fatalf("%q is at %v, outside the page", k.s, b)
			}
			for _, r := range rects {
				if r.Overlaps(b) {
					t.Fatalf("%q at %v overlaps another string at %v", k.s, b, r)
				}
			}
			rects = append(rects, b)
		}
	}
	if drops == 0 {
		t.Fatal("600 strings never filled the page: the test does not reach a full page")
	}
	huge := tx.render(strings.Repeat("W", 40), 60, true)
	if !huge.own || huge.img.Bounds().Dx() <= textPageSize {
		t.Errorf("a string %d px wide is on the page (own %v)", huge.img.Bounds().Dx(), huge.own)
	}
}

// TestDrawable checks that text writes what the fonts lack as escapes,
// and that a string the fonts cover is drawn as it is.
func TestDrawable(t *testing.T) {
	tx := newText()
	for _, c := range []struct{ in, want string }{
		{"Flip Game  4×4 · par 5 — 16 = 2⁴ … é €", "Flip Game  4×4 · par 5 — 16 = 2⁴ … é €"},
		{"unknown game \"Жук\"", `unknown game "\u0416\u0443\u043a"`},
		{"a\xffb", `a\xffb`},
		{"✓🟩", `\u2713\U0001f7e9`},
		{"", ""},
	} {
		for _, bold := range []bool{false, true} {
			if got := tx.drawable(c.in, bold); got != c.want {
				t.Errorf("drawable(%q, bold %v) = %q, want %q", c.in, bold, got, c.want)
			}
		}
	}
	// Measured and drawn as the escapes.
	if a, b := tx.advance("Жук", 14, false), tx.advance(`\u0416\u0443\u043a`, 14, false); a != b {
		t.Errorf("advance of Жук %v, of its escapes %v", a, b)
	}
	g := tx.face(faceKey{false, 14})
	got, _ := g.rasterize(tx.drawable("Жук", false))
	want, _ := g.rasterize(`\u0416\u0443\u043a`)
	if !bytes.Equal(got.Pix, want.Pix) {
		t.Error("Жук is not drawn as its escapes")
	}
}

// notDrawn are characters in the code's strings that are never drawn: the
// squares of a daily result's picture and its tick, which go to the
// clipboard (the tick is cut from the notice that says so), and the byte
// order mark the solver's reader skips.
var notDrawn = map[rune]bool{'🟩': true, '⬜': true, '✓': true, '\uFEFF': true}

// TestDrawnRunes fails when a string in the code of the game, its rules
// or the solver (whose messages it shows) uses a character the fonts do
// not draw: add it to fontgen.Runes and run go generate ./game/fontface.
func TestDrawnRunes(t *testing.T) {
	for _, dir := range []string{".", "play", "../solver", ".."} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		seen := 0
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			file, err := parser.ParseFile(token.NewFileSet(), name, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(file, func(n ast.Node) bool {
				lit, ok := n.(*ast.BasicLit)
				if !ok || (lit.Kind != token.STRING && lit.Kind != token.CHAR) {
					return true
				}
				seen++
				v, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatalf("%s: %s: %v", name, lit.Value, err)
				}
				for _, r := range v {
					if r > 0x7e && !notDrawn[r] && !(fontface.Regular.Has(r) && fontface.Bold.Has(r)) {
						t.Errorf("%s: %s uses %q, which the fonts do not draw", name, lit.Value, r)
					}
				}
				return true
			})
		}
		if seen == 0 {
			t.Errorf("%s: no string found", dir)
		}
	}
}
