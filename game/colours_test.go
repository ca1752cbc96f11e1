package game

import (
	"crypto/sha256"
	"fmt"
	"image/color"
	"math"
	"testing"

	"flip/game/play"
)

// Colour science for the tests of pieces in K colours: CIELAB and the
// CIEDE2000 difference, and colour-vision deficiencies simulated with
// the matrices of Machado, Oliveira and Fernandes (2009) at full
// severity, applied to linear RGB.

// linear is an sRGB channel (0 to 255) in linear light.
func linear(v float64) float64 {
	x := v / 255
	if x <= 0.04045 {
		return x / 12.92
	}
	return math.Pow((x+0.055)/1.055, 2.4)
}

// encode is a channel in linear light as sRGB, 0 to 255, clipped.
func encode(x float64) float64 {
	x = math.Max(0, math.Min(1, x))
	if x <= 0.0031308 {
		return 255 * 12.92 * x
	}
	return 255 * (1.055*math.Pow(x, 1/2.4) - 0.055)
}

// vision is a way of seeing colours: normal, or a matrix on linear RGB.
type vision struct {
	name string
	m    *[3][3]float64
}

var visions = []vision{
	{"normal vision", nil},
	{"protanopia", &[3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"deuteranopia", &[3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"tritanopia", &[3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

// see returns c as seen with v, as sRGB channels 0 to 255.
func (v vision) see(c color.RGBA) [3]float64 {
	s := [3]float64{float64(c.R), float64(c.G), float64(c.B)}
	if v.m == nil {
		return s
	}
	l := [3]float64{linear(s[0]), linear(s[1]), linear(s[2])}
	var out [3]float64
	for i, row := range v.m {
		out[i] = encode(row[0]*l[0] + row[1]*l[1] + row[2]*l[2])
	}
	return out
}

// cielab converts sRGB channels (0 to 255) to CIELAB, D65 white.
func cielab(c [3]float64) [3]float64 {
	r, g, b := linear(c[0]), linear(c[1]), linear(c[2])
	x := (0.4124564*r + 0.3575761*g + 0.1804375*b) / 0.95047
	y := 0.2126729*r + 0.7151522*g + 0.0721750*b
	z := (0.0193339*r + 0.1191920*g + 0.9503041*b) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// ciede2000 is the CIEDE2000 colour difference of two CIELAB colours
// (Sharma, Wu and Dalal, 2005).
func ciede2000(p, q [3]float64) float64 {
	deg := math.Pi / 180
	l1, a1, b1 := p[0], p[1], p[2]
	l2, a2, b2 := q[0], q[1], q[2]
	cBar := (math.Hypot(a1, b1) + math.Hypot(a2, b2)) / 2
	g := 0.5 * (1 - math.Sqrt(math.Pow(cBar, 7)/(math.Pow(cBar, 7)+math.Pow(25, 7))))
	a1, a2 = (1+g)*a1, (1+g)*a2
	c1, c2 := math.Hypot(a1, b1), math.Hypot(a2, b2)
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) / deg
		if h < 0 {
			h += 360
		}
		return h
	}
	h1, h2 := hue(b1, a1), hue(b2, a2)
	dh := 0.0
	if c1*c2 != 0 {
		dh = h2 - h1
		if dh > 180 {
			dh -= 360
		} else if dh < -180 {
			dh += 360
		}
	}
	dL, dC := l2-l1, c2-c1
	dH := 2 * math.Sqrt(c1*c2) * math.Sin(dh/2*deg)
	lBar, cpBar := (l1+l2)/2, (c1+c2)/2
	hBar := h1 + h2
	if c1*c2 != 0 {
		switch {
		case math.Abs(h1-h2) <= 180:
			hBar = (h1 + h2) / 2
		case h1+h2 < 360:
			hBar = (h1 + h2 + 360) / 2
		default:
			hBar = (h1 + h2 - 360) / 2
		}
	}
	t := 1 - 0.17*math.Cos((hBar-30)*deg) + 0.24*math.Cos(2*hBar*deg) + 0.32*math.Cos((3*hBar+6)*deg) - 0.20*math.Cos((4*hBar-63)*deg)
	dTheta := 30 * math.Exp(-math.Pow((hBar-275)/25, 2))
	rc := 2 * math.Sqrt(math.Pow(cpBar, 7)/(math.Pow(cpBar, 7)+math.Pow(25, 7)))
	sl := 1 + 0.015*math.Pow(lBar-50, 2)/math.Sqrt(20+math.Pow(lBar-50, 2))
	sc := 1 + 0.045*cpBar
	sh := 1 + 0.015*cpBar*t
	rt := -math.Sin(2*dTheta*deg) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}

// difference is the CIEDE2000 difference of a and b as seen with v.
func (v vision) difference(a, b color.RGBA) float64 {
	return ciede2000(cielab(v.see(a)), cielab(v.see(b)))
}

// TestCIEDE2000 checks the difference against pairs of Sharma, Wu and
// Dalal's published test data.
func TestCIEDE2000(t *testing.T) {
	for _, x := range []struct {
		p, q [3]float64
		want float64
	}{
		{[3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}, 2.0425},
		{[3]float64{50, -1.3802, -84.2814}, [3]float64{50, 0, -82.7485}, 1.0000},
		{[3]float64{50, 2.5, 0}, [3]float64{73, 25, -18}, 27.1492},
		{[3]float64{50, 2.5, 0}, [3]float64{50, 3.1736, 0.5854}, 1.0000},
		{[3]float64{60.2574, -34.0099, 36.2677}, [3]float64{60.4626, -34.1751, 39.4387}, 1.2644},
		{[3]float64{22.7233, 20.0904, -46.6940}, [3]float64{23.0331, 14.9730, -42.5619}, 2.0373},
		{[3]float64{90.8027, -2.0831, 1.4410}, [3]float64{91.1528, -1.6435, 0.0447}, 1.4441},
	} {
		if got := ciede2000(x.p, x.q); math.Abs(got-x.want) > 5e-4 {
			t.Errorf("ΔE00(%v, %v) = %.4f, want %.4f", x.p, x.q, got, x.want)
		}
	}
}

// The least differences TestColourPalette holds the pieces to, CIEDE2000
// under each vision (about 2.3 is a just noticeable difference; the
// pieces in two colours, white and black, are some 75 apart).
const (
	minDiscApart  = 15 // two discs of one game
	minDiscOnFelt = 10 // a disc's face and the felt (its rim and shadow outline it too)
	// Two handles of one game, tinted as drawn: open's green is the
	// two-colour game's, and a handle also shows its step by its angle
	// and its pips.
	minHandleApart   = 7
	minHandleOnPlate = 10
	// The luminance contrast of a disc's face or rim, whichever is
	// more, with the felt: as much as the black disc of two colours
	// has on the dark theme's felt (2.35:1).
	minDiscOutline = 2.3
)

// TestColourPalette checks that the K colours of every K from 3 to 6
// tell apart in both themes, in normal vision and simulated protanopia,
// deuteranopia and tritanopia: every two discs of a game, each disc and
// the felt, every two handles of a game as tinted, each handle and the
// plate; and that every disc is outlined on the felt.
func TestColourPalette(t *testing.T) {
	for _, th := range []play.Theme{play.Dark, play.Light} {
		p := paletteOf(th)
		if p.hues[0].face != p.white || p.hues[0].rim != p.whiteRim || p.hues[1].face != p.black || p.hues[1].rim != p.blackRim {
			t.Errorf("%v: colours 0 and 1 are not the white and black discs of two colours", th)
		}
		handles := func(k int) []color.RGBA {
			var out []color.RGBA
			for v := range k {
				// The handle's grey body, 0xd8, tinted.
				out = append(out, lerpColor(color.RGBA{A: 0xff}, p.handleTint(v), 0xd8/255.0))
			}
			return out
		}
		for _, vis := range visions {
			for k := 3; k <= maxColours; k++ {
				hs := handles(k)
				for a := range k {
					for b := a + 1; b < k; b++ {
						if d := vis.difference(p.hues[a].face, p.hues[b].face); d < minDiscApart {
							t.Errorf("%v, %s, K = %d: discs %d and %d are %.1f apart, want %d", th, vis.name, k, a, b, d, minDiscApart)
						}
						if d := vis.difference(hs[a], hs[b]); d < minHandleApart {
							t.Errorf("%v, %s, K = %d: handles %d and %d are %.1f apart, want %d", th, vis.name, k, a, b, d, minHandleApart)
						}
					}
				}
			}
			for v, h := range p.hues {
				if r := max(contrast(h.face, p.felt), contrast(h.rim, p.felt)); vis.m == nil && r < minDiscOutline {
					t.Errorf("%v: disc %d stands out from the felt by %.2f:1, want %v:1", th, v, r, minDiscOutline)
				}
				if d := vis.difference(h.face, p.felt); d < minDiscOnFelt {
					t.Errorf("%v, %s: disc %d is %.1f from the felt, want %d", th, vis.name, v, d, minDiscOnFelt)
				}
				if d := vis.difference(handles(maxColours)[v], p.plate); d < minHandleOnPlate {
					t.Errorf("%v, %s: handle %d is %.1f from the plate, want %d", th, vis.name, v, d, minHandleOnPlate)
				}
			}
		}
	}
}

// TestPipContrast holds the pips to WCAG's 3:1 for graphics against what
// they lie on: a disc's face, also where its shine lightens it, and a
// hub's cap.
func TestPipContrast(t *testing.T) {
	for _, th := range []play.Theme{play.Dark, play.Light} {
		p := paletteOf(th)
		for v := 1; v < maxColours; v++ {
			h := p.hues[v]
			shone := lerpColor(h.face, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.14)
			if r := min(contrast(h.pip, h.face), contrast(h.pip, shone)); r < 3 {
				t.Errorf("%v: the pips of disc %d: %.2f:1, want 3:1", th, v, r)
			}
		}
		for v := range maxColours {
			if r := contrast(hubPip, p.hubCap(v)); r < 3 {
				t.Errorf("%v: the pips of hub %d: %.2f:1, want 3:1", th, v, r)
			}
		}
	}
}

// The cell sizes the pieces are checked at, device pixels: a 10×10
// board on a 320×480 phone (the smallest), on a 390×844 one, a 6×6 and
// a 4×4 one there, a 4×4 board on a desktop and larger, and sizes in
// between.
func pieceSizes() []float64 {
	out := []float64{
		play.Compute(320, 480, 10, 10, false).Cells[0].W,
		play.Compute(390, 844, 10, 10, false).Cells[0].W,
		play.Compute(320, 480, 6, 6, false).Cells[0].W,
		play.Compute(320, 480, 4, 4, false).Cells[0].W,
		play.Compute(1280, 800, 4, 4, false).Cells[0].W,
	}
	for c := 26.0; c < 240; c *= 1.17 {
		out = append(out, c)
	}
	return out
}

// blobs counts the 8-connected regions of the pixels of cv for which
// is is true, given the pixel's place and colour.
func blobs(cv *canvas, is func(x, y int, c color.RGBA) bool) int {
	b := cv.img.Rect
	seen := make([]bool, b.Dx()*b.Dy())
	n := 0
	for y := range b.Dy() {
		for x := range b.Dx() {
			if seen[y*b.Dx()+x] || !is(x, y, cv.img.RGBAAt(x, y)) {
				continue
			}
			n++
			stack := [][2]int{{x, y}}
			seen[y*b.Dx()+x] = true
			for len(stack) > 0 {
				p := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				for dy := -1; dy <= 1; dy++ {
					for dx := -1; dx <= 1; dx++ {
						qx, qy := p[0]+dx, p[1]+dy
						if qx < 0 || qy < 0 || qx >= b.Dx() || qy >= b.Dy() || seen[qy*b.Dx()+qx] || !is(qx, qy, cv.img.RGBAAt(qx, qy)) {
							continue
						}
						seen[qy*b.Dx()+qx] = true
						stack = append(stack, [2]int{qx, qy})
					}
				}
			}
		}
	}
	return n
}

// nearest reports whether c is opaque and nearer to want than to any of
// others (in RGB).
func nearest(c, want color.RGBA, others ...color.RGBA) bool {
	d := func(a, b color.RGBA) int {
		r, g, bl := int(a.R)-int(b.R), int(a.G)-int(b.G), int(a.B)-int(b.B)
		return r*r + g*g + bl*bl
	}
	if c.A != 0xff {
		return false
	}
	for _, o := range others {
		if d(c, o) <= d(c, want) {
			return false
		}
	}
	return true
}

// TestPips checks that the disc of colour v and the hub of a handle
// turned v steps show v pips, apart, at every size from the smallest:
// the pixels nearer the pips' colour than to what they lie on form v
// regions.
func TestPips(t *testing.T) {
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	for _, th := range []play.Theme{play.Dark, play.Light} {
		p := paletteOf(th)
		for _, cell := range pieceSizes() {
			for v := range maxColours {
				h := p.hues[v]
				pip := h.pip
				if v == 0 {
					// No pips: nothing on the white disc is as dark as
					// the black disc's face.
					pip = p.black
				}
				disc := colourDiscCanvas(cell, &p, v)
				shone := lerpColor(h.face, white, 0.14)
				if n := blobs(disc, func(_, _ int, c color.RGBA) bool { return nearest(c, pip, h.face, h.rim, shone) }); n != v {
					t.Errorf("%v, cell %.2f: disc %d shows %d pips, want %d", th, cell, v, n, v)
				}
				// On the hub, inside its ring, which is as dark as the
				// pips.
				hub := pipHubCanvas(cell, &p, v)
				hr, ring, _ := pipHubSize(cell)
				c := float64(hub.img.Rect.Dx()) / 2
				inside := func(x, y int) bool { return dist(float64(x)+0.5-c, float64(y)+0.5-c) < hr-ring-0.5 }
				if n := blobs(hub, func(x, y int, c color.RGBA) bool { return inside(x, y) && nearest(c, hubPip, p.hubCap(v)) }); n != v {
					t.Errorf("%v, cell %.2f: hub %d shows %d pips, want %d", th, cell, v, n, v)
				}
			}
		}
	}
}

// TestPipsInside checks the pips' geometry at every size: the pips of
// five, the widest, stay clear of a disc's groove and of a hub's ring
// (with the margin discPipRoom and pipHubSize leave), a pixel and a half
// apart and at least two pixels wide.
func TestPipsInside(t *testing.T) {
	for _, cell := range pieceSizes() {
		_, _, hubRoom := pipHubSize(cell)
		for _, x := range []struct {
			what string
			room float64
		}{{"a disc", discRoom(cell)}, {"a hub", hubRoom}} {
			d, step := pipGeometry(x.room)
			// The corner pip's edge, moved by half a pixel at most.
			if reach := step*math.Sqrt2 + d/2 + pipBleed + math.Sqrt2/2; reach > x.room {
				t.Errorf("cell %.2f: the pips of %s reach %.2f px from its centre, want %.2f at most", cell, x.what, reach, x.room)
			}
			if gap := step*math.Sqrt2 - d - 2*pipBleed; gap < 1.5 {
				t.Errorf("cell %.2f: the pips of %s are %.2f px apart, want a pixel and a half", cell, x.what, gap)
			}
			if d < 2 {
				t.Errorf("cell %.2f: the pips of %s are %v px wide", cell, x.what, d)
			}
		}
	}
}

// discRoom is the room discPips gives the pips of a disc for cells of
// side cell.
func discRoom(cell float64) float64 {
	room, _ := discPips(cell * discRadius)
	return room
}

// TestPipsReadable checks that the pips of a disc are never narrower
// than minPip at any size of piece the game draws, 10×10 on a 320×480
// phone included, where the room inside the groove gave two-pixel pips;
// and that a disc keeps its groove wherever pips of minPip fit inside it.
func TestPipsReadable(t *testing.T) {
	for _, cell := range pieceSizes() {
		r := cell * discRadius
		d, _ := pipGeometry(discRoom(cell))
		if d < minPip {
			t.Errorf("cell %.2f: the pips of a disc are %v px wide, want %v at least", cell, d, float64(minPip))
		}
		inside, _ := pipGeometry(discPipRoom(r))
		if _, grooved := discPips(r); grooved != (inside >= minPip) {
			t.Errorf("cell %.2f: groove %v, with pips of %v px inside it", cell, grooved, inside)
		}
	}
}

// TestHandleAngles checks the handle's K positions: all at different
// angles (a handle turned half a turn looks the same), evenly spread;
// a press turns it a step on and an undo a step back, K−1 going on to
// half a turn, which looks like 0.
func TestHandleAngles(t *testing.T) {
	same := func(a, b float64) bool {
		d := math.Mod(math.Abs(a-b), math.Pi)
		return d < 1e-9 || math.Pi-d < 1e-9
	}
	for k := 3; k <= maxColours; k++ {
		for a := range k {
			if a > 0 && !same(handleAngle(a, k)-handleAngle(a-1, k), math.Pi/float64(k)) {
				t.Errorf("K = %d: positions %d and %d are not %v apart", k, a-1, a, math.Pi/float64(k))
			}
			for b := a + 1; b < k; b++ {
				if same(handleAngle(a, k), handleAngle(b, k)) {
					t.Errorf("K = %d: positions %d and %d at the same angle", k, a, b)
				}
			}
			press, undo := (a+1)%k, (a+k-1)%k
			if got := handleTurn(a, press, k, 0); got != handleAngle(a, k) {
				t.Errorf("K = %d: a press from %d starts at %v, want %v", k, a, got, handleAngle(a, k))
			}
			step := math.Pi / float64(k)
			if got, want := handleTurn(a, press, k, 1), handleAngle(a, k)+step; math.Abs(got-want) > 1e-9 || !same(got, handleAngle(press, k)) {
				t.Errorf("K = %d: a press from %d ends at %v, want %v (forward, as %d)", k, a, got, want, press)
			}
			if got, want := handleTurn(a, undo, k, 1), handleAngle(a, k)-step; math.Abs(got-want) > 1e-9 || !same(got, handleAngle(undo, k)) {
				t.Errorf("K = %d: an undo from %d ends at %v, want %v (back, as %d)", k, a, got, want, undo)
			}
			if m := handleTurn(a, press, k, 0.5); m <= handleAngle(a, k) || m >= handleAngle(a, k)+step {
				t.Errorf("K = %d: a press from %d is at %v halfway", k, a, m)
			}
		}
		if got := handleTurn(k-1, 0, k, 1); math.Abs(got-math.Pi) > 1e-9 {
			t.Errorf("K = %d: a press from %d to 0 ends at %v, want π", k, k-1, got)
		}
	}
}

// TestDiscTurn checks that a turning disc shows the colour it turns
// from, then the one it turns to, as a two-colour disc turns over.
func TestDiscTurn(t *testing.T) {
	for _, x := range []struct {
		from, to int
		t        float64
		want     int
	}{{1, 2, 0, 1}, {1, 2, 0.49, 1}, {1, 2, 0.5, 2}, {1, 2, 1, 2}, {3, 0, 0.3, 3}, {3, 0, 0.7, 0}, {4, 4, 1, 4}} {
		if got := discSide(x.from, x.to, x.t); got != x.want {
			t.Errorf("a disc from %d to %d at %v shows %d, want %d", x.from, x.to, x.t, got, x.want)
		}
	}
	for _, x := range [][3]int{{7, 3, 1}, {-1, 3, 2}, {5, 6, 5}, {0, 4, 0}} {
		if got := colourOf(x[0], x[1]); got != x[2] {
			t.Errorf("colourOf(%d, %d) = %d, want %d", x[0], x[1], got, x[2])
		}
	}
	for k, want := range map[int]int{0: 2, 1: 2, 2: 2, 3: 3, 6: 6, 9: maxColours} {
		if got := colourCount(k); got != want {
			t.Errorf("colourCount(%d) = %d, want %d", k, got, want)
		}
	}
}

// TestColourDiscs checks that every colour's disc differs from every
// other's, and that colour 0 is the white disc of two colours where the
// discs keep their groove (see discPips).
func TestColourDiscs(t *testing.T) {
	for _, th := range []play.Theme{play.Dark, play.Light} {
		p := paletteOf(th)
		for _, cell := range pieceSizes() {
			two, _ := discCanvases(cell, &p)
			var sums [maxColours][32]byte
			for v := range maxColours {
				cv := colourDiscCanvas(cell, &p, v)
				if cv.img.Rect != two[0].img.Rect {
					t.Fatalf("%v, cell %.2f: disc %d is %v, two colours' %v", th, cell, v, cv.img.Rect, two[0].img.Rect)
				}
				sums[v] = sha256.Sum256(cv.img.Pix)
				for u := range v {
					if sums[u] == sums[v] {
						t.Errorf("%v, cell %.2f: discs %d and %d are drawn alike", th, cell, u, v)
					}
				}
			}
			if _, grooved := discPips(cell * discRadius); grooved != (sums[0] == sha256.Sum256(two[0].img.Pix)) {
				t.Errorf("%v, cell %.2f: colour 0 is the white disc: %v; the discs keep their groove: %v", th, cell, !grooved, grooved)
			}
		}
	}
}

// twoColourSums are SHA-256 sums of the two-colour pieces' pixels —
// both discs, the shadow, the screw, the handle and the hub, in that
// order — as drawn before pieces came in K colours, by theme and cell
// size.
var twoColourSums = []struct {
	theme play.Theme
	cell  float64
	sum   string
}{
	{play.Dark, 24.875070555032927, "e14736d7469a5cf154d0e6fd6ec3fbdc4cd321a200c3d549aae9aa5ca2ea91f7"},
	{play.Dark, 40.56273538461539, "2cad05f36fd15da06d53c892bf7f0d6441616178e05bc46419461209edf3d62e"},
	{play.Dark, 61.00829534883722, "2e47fcc230ea060ab4e299eefaf0a9ef5ff2bebb114c8fdf36230db374314f63"},
	{play.Dark, 133.25, "a7adad482bee7c5c16d61947c325b2eb2c406c236080767862009afbb952eb00"},
	{play.Dark, 223.24999999999997, "00f14e166146c5854c8ee18936930858f1ee62c7bc48d146725d70de149e443b"},
	{play.Light, 24.875070555032927, "fa3fd5396710c1488e9b4e0ed2f2e4cc2ee7968d4839ed8870ea2f119335c8d2"},
	{play.Light, 40.56273538461539, "c7e421463c18445c978bb986e7091edeb07b11322e96571e3acc8727e04b8908"},
	{play.Light, 61.00829534883722, "32fbf69b614710c32fa6b63520be49f70fdf68afcb6ad54e0d98228640eb4fa4"},
	{play.Light, 133.25, "83717f3e8c49aef59eb603d95cba298e8c499dc6ac64839b8f6250c1936c6025"},
	{play.Light, 223.24999999999997, "e382d25d2c0673bd499d75b46993a3c7a5bac73ea38481ce37514162d7854047"},
}

// TestTwoColoursUnchanged checks that the pieces of two colours are
// drawn pixel for pixel as they were before K colours came.
func TestTwoColoursUnchanged(t *testing.T) {
	for _, x := range twoColourSums {
		p := paletteOf(x.theme)
		discs, shadow := discCanvases(x.cell, &p)
		handle, hub, screw := steelCanvases(x.cell, &p)
		h := sha256.New()
		for _, cv := range []*canvas{discs[0], discs[1], shadow, screw, handle, hub} {
			h.Write(cv.img.Pix)
		}
		if got := fmt.Sprintf("%x", h.Sum(nil)); got != x.sum {
			t.Errorf("%v, cell %v: the two-colour pieces are drawn differently (sum %s)", x.theme, x.cell, got)
		}
	}
}

// TestDrawStateColours checks that the draw state tells a cell whose
// colour changed, and a board whose K changed, from what was drawn: a
// change of colour from 1 to 2, or of what it turns from, redraws it.
func TestDrawStateColours(t *testing.T) {
	base := drawState{valid: true, colours: 3, cells: []cellLook{{cell: play.CellView{Piece: true, Colour: 1, From: 1, Turn: 1}}}}
	for name, change := range map[string]func(d *drawState){
		"colour": func(d *drawState) { d.cells[0].cell.Colour = 2 },
		"from":   func(d *drawState) { d.cells[0].cell.From = 0 },
		"K":      func(d *drawState) { d.colours = 4 },
	} {
		var d drawState
		d.copyFrom(&base)
		change(&d)
		if base.same(&d) {
			t.Errorf("a change of %s is not seen", name)
		}
	}
	var d drawState
	d.copyFrom(&base)
	if !base.same(&d) {
		t.Error("a copy differs")
	}
}
