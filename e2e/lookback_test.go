package e2e

import (
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"flip/internal/driver"
	"flip/solver"
)

// TestLookBackIssue40 plays issue 40's finish with real clicks in every
// engine: `#game=flip&board=bbwwwwwbwbbwwbbw`, then 0, 1, 2, 5, 7, 8, 10,
// 12, 0. The board finishes all white in 9 presses, par 5. The look back
// is held to an enumeration of all 2^16 press sets: its answer turns the
// start all white too (the player's colour), in the fewest presses that
// do, sharing the most cells with the player's; the words account for all
// 9 presses; and the board rings exactly the answer's presses the player
// did not make. With FLIP_SCREENSHOTS set it saves the look back there.
func TestLookBackIssue40(t *testing.T) {
	const board = "bbwwwwwbwbbwwbbw"
	presses := []int{0, 1, 2, 5, 7, 8, 10, 12, 0}
	r := solver.MustNew(solver.Classic(solver.FlipGame))
	start := decode(t, r, board)
	for _, e := range driver.Engines {
		t.Run(string(e), func(t *testing.T) {
			t.Parallel()
			p := openIn(t, e, "game=flip&board="+board, 1280, 800, 1)
			if e == driver.Chromium {
				p.emulateMedia("prefers-color-scheme", "dark")
			}
			s := clickAll(p, presses)
			if s.Status != "Solved in 9 presses — par 5" || s.Review == nil {
				t.Fatalf("the finish: %q, look back %+v", s.Status, s.Review)
			}
			rv := s.Review
			finish := decode(t, r, s.Board)
			if !finish.IsZero() {
				t.Fatalf("the board finished %s, not all white", s.Board)
			}
			// The enumeration: of the press sets that turn the start into
			// the player's finish, the fewest, and of those the most shared.
			var odd uint16
			for _, c := range presses {
				odd ^= 1 << c
			}
			fewest, shared := 17, -1
			for x := 0; x < 1<<16; x++ {
				if pressAll(r, start, uint64(x)) != finish {
					continue
				}
				w, sh := bits.OnesCount16(uint16(x)), bits.OnesCount16(uint16(x)&odd)
				if w < fewest || w == fewest && sh > shared {
					fewest, shared = w, sh
				}
			}
			var answer uint16
			for _, c := range rv.Optimal {
				answer |= 1 << c
			}
			if end := pressAll(r, start, uint64(answer)); end != finish {
				t.Errorf("the answer %v turns the start %s; the player's presses made it %s", rv.Optimal, r.Encode(solver.FromBoard(end)), s.Board)
			}
			if n, sh := bits.OnesCount16(answer), bits.OnesCount16(answer&odd); n != fewest || sh != shared {
				t.Errorf("the answer %v has %d presses sharing %d with the player's; the fewest to all white is %d, sharing %d at most", rv.Optimal, n, sh, fewest, shared)
			}
			var ringed []int
			for c := range 16 {
				if answer>>c&1 != 0 && odd>>c&1 == 0 {
					ringed = append(ringed, c)
				}
			}
			checkLookBackAccount(t, s, presses)
			checkRings(t, p, ringed)
			if e == driver.Chromium {
				saveLookBack(t, p, "issue40", true)
			} else {
				saveLookBack(t, p, string(e)+"-issue40", false)
			}
		})
	}
}

// TestLookBack10x10 finishes a 10×10 Flip Game all black, over par, with
// real clicks: par 25 is to all white, and the player makes all black in
// the fewest for that colour, 31, after pressing one cell twice. On this
// board every press set does something different (nullity 0), so the one
// answer that reaches the player's finish is the player's odd presses:
// the look back must show that answer, ring none (it adds no press to
// the player's), and say the par is toward the other colour. The rings
// drawn are counted on the screen. With FLIP_SCREENSHOTS set it saves the
// look back there.
func TestLookBack10x10(t *testing.T) {
	t.Parallel()
	spec := solver.Spec{Game: solver.FlipGame, Width: 10, Height: 10, Shape: solver.Cross}
	r := solver.MustNew(spec)
	if r.Nullity() != 0 {
		t.Fatalf("%v has nullity %d, not 0", spec, r.Nullity())
	}
	// F turns all white into all black: the Refrigerator's answer for a
	// board of all closed handles on the same presses.
	f, err := solver.MustNew(solver.Spec{Game: solver.Fridge, Width: 10, Height: 10, Shape: solver.Cross}).Solve(solver.FromBoard(solver.Full(100)))
	if err != nil || len(f.Presses) != 44 {
		t.Fatalf("turning all white to all black: %v, %v", f.Presses, err)
	}
	// The start is 25 presses from all white (19 of F's cells and 6
	// others), so 44 − 19 + 6 = 31 from all black.
	white := slices.Clone(f.Presses[:19])
	for c := 3; len(white) < 25; c += 7 {
		if !slices.Contains(f.Presses, c) {
			white = append(white, c)
		}
	}
	slices.Sort(white)
	start := solver.Board{}
	for _, c := range white {
		start = r.Apply(solver.FromBoard(start), c).Board()
	}
	var black []int
	for c := range 100 {
		if slices.Contains(f.Presses, c) != slices.Contains(white, c) {
			black = append(black, c)
		}
	}
	twice := black[0] + 1
	presses := append([]int{twice, twice}, black...)
	b := start
	for i, c := range presses {
		b = r.Apply(solver.FromBoard(b), c).Board()
		if r.IsGoal(solver.FromBoard(b)) != (i == len(presses)-1) {
			t.Fatalf("press %d of %v: the board is %s", i, presses, r.Encode(solver.FromBoard(b)))
		}
	}
	p := openReduced(t, "game=flip&size=10x10&shape=cross&board="+r.Encode(solver.FromBoard(start)), 1280, 800, 1)
	p.emulateMedia("prefers-color-scheme", "dark")
	s := clickAll(p, presses)
	want := fmt.Sprintf("Solved in %d presses — par 25", len(presses))
	if s.Status != want || s.Review == nil || s.Board != strings.Repeat("b", 100) {
		t.Fatalf("the finish: %q on %s, look back %+v; want %q, all black", s.Status, s.Board, s.Review, want)
	}
	rv := s.Review
	if !slices.Equal(rv.Optimal, black) || rv.Fewest != 31 || len(rv.Ringed) != 0 || !slices.Equal(rv.Cancelled, []int{twice}) {
		t.Errorf("look back %+v; want the player's %d odd presses %v, none ringed, %d cancelled", *rv, len(black), black, twice)
	}
	if !strings.HasSuffix(s.Announcement, " All black takes 31; par 25 is to all white.") {
		t.Errorf("announced %q: not that the par is toward all white", s.Announcement)
	}
	checkLookBackAccount(t, s, presses)
	checkRings(t, p, nil)
	saveLookBack(t, p, "10x10", true)
}

// clickAll clicks the cells one after another, each once the last has
// counted, and returns the snapshot of the finish.
func clickAll(p *page, cells []int) Snapshot {
	p.t.Helper()
	l := p.layout()
	for i, c := range cells {
		p.clickCell(l, c)
		p.settle("the press", func(s Snapshot) bool { return s.Moves == i+1 })
	}
	return p.settle("the finish", func(s Snapshot) bool { return s.Solved })
}

// pressAll presses each cell of the set x on b.
func pressAll(r *solver.Rules, b solver.Board, x uint64) solver.Board {
	for x != 0 {
		b = r.Apply(solver.FromBoard(b), bits.TrailingZeros64(x)).Board()
		x &= x - 1
	}
	return b
}

// checkLookBackAccount holds the look back's lists and words to the
// presses made: each press is kept, cancelled or not in the answer, and
// the words (as announced) account for them all.
func checkLookBackAccount(t *testing.T, s Snapshot, presses []int) {
	t.Helper()
	rv := s.Review
	times := map[int]int{}
	for _, c := range presses {
		times[c]++
	}
	n := len(rv.Kept) + len(rv.Extra)
	for _, k := range times {
		n += k - k%2
	}
	if n != len(presses) {
		t.Errorf("the look back's lists %+v account for %d presses of %d", *rv, n, len(presses))
	}
	_, said, _ := strings.Cut(s.Announcement, "Look back: ")
	sum := 0
	if m := regexp.MustCompile(`^your (\d+) press(es)? (is|are) `).FindStringSubmatch(said); m != nil {
		sum, _ = strconv.Atoi(m[1])
	} else if strings.HasPrefix(said, fmt.Sprintf("of your %d presses, ", len(presses))) {
		for _, m := range regexp.MustCompile(`(\d+|none) (is in this answer|are in this answer|alone solves?|cancelled out)|the other (\d+)`).FindAllStringSubmatch(said, -1) {
			k, _ := strconv.Atoi(m[1] + m[3])
			sum += k
		}
	}
	if sum != len(presses) {
		t.Errorf("the look back says %q: %d presses accounted for, of %d", said, sum, len(presses))
	}
}

// checkRings looks, on a still screen with the pointer off the board,
// for the accent blue (of either theme) of a ring just inside the middle
// of each cell's four edges, where game/board.go draws the look back's
// rings, and wants the board to ring exactly the cells want: all four
// edges blue, and no blue at any edge of another cell.
func checkRings(t *testing.T, p *page, want []int) {
	t.Helper()
	p.move(2, 2)
	l := p.layout()
	img := pngOf(t, p.stillShot())
	blue := func(x, y float64) bool {
		cr, cg, cb, _ := img.At(int(x), int(y)).RGBA()
		rr, gg, bb := int(cr>>8), int(cg>>8), int(cb>>8)
		return bb >= 150 && bb-rr >= 90 && bb-gg >= 40
	}
	var ringed, stray []int
	for i, c := range l.Cells {
		d := c.W * 0.03 // within the ring's band, inside the edge
		cx, cy := c.X+c.W/2, c.Y+c.H/2
		n := 0
		for _, pt := range [][2]float64{{cx, c.Y + d}, {cx, c.Y + c.H - d}, {c.X + d, cy}, {c.X + c.W - d, cy}} {
			if blue(pt[0], pt[1]) {
				n++
			}
		}
		switch {
		case n == 4:
			ringed = append(ringed, i)
		case n > 0:
			stray = append(stray, i)
		}
	}
	if !slices.Equal(ringed, want) || len(stray) > 0 {
		t.Errorf("the board rings cells %v (and has a ring's blue at some edges of %v); want %v", ringed, stray, want)
	}
}

// saveLookBack saves the screen, with FLIP_SCREENSHOTS set, as
// name-desktop.png; with all, also as a phone (390×844 at scale 2) and,
// in Chromium, in the light theme: name-desktop, name-phone,
// light-name-desktop, light-name-phone.
func saveLookBack(t *testing.T, p *page, name string, all bool) {
	t.Helper()
	dir := os.Getenv("FLIP_SCREENSHOTS")
	if dir == "" {
		return
	}
	type view struct {
		w, h  int
		scale float64
		name  string
	}
	views := []view{{1280, 800, 1, "desktop"}}
	schemes := []string{"dark"}
	if all {
		views = append(views, view{390, 844, 2, "phone"})
		if p.engine == driver.Chromium {
			schemes = append(schemes, "light")
		}
	}
	cur, curScheme := views[0], "dark"
	for _, scheme := range schemes {
		for _, v := range views {
			if v == cur && scheme == curScheme {
				p.move(1, 1)
			} else {
				// Once the canvas has the new size, a whole redraw: the
				// screenshot is of the look back, not of the resize (after
				// which Chromium sometimes shows a black canvas).
				if p.engine == driver.Chromium {
					p.emulateMedia("prefers-color-scheme", scheme)
				}
				p.do("setting the viewport", p.drv.SetViewport(t.Context(), v.w, v.h, v.scale))
				p.move(1, 1)
				p.waitJS(fmt.Sprintf(`document.querySelector("canvas").width === %d`, int(float64(v.w)*v.scale)), 10*time.Second)
				before := eval[int](p, "window.flipgame.frames()")
				eval[any](p, "window.flipgame.redraw()")
				p.waitJS(fmt.Sprintf("window.flipgame.frames() > %d", before), 10*time.Second)
				cur, curScheme = v, scheme
			}
			file := name + "-" + v.name + ".png"
			if scheme == "light" {
				file = "light-" + file
			}
			shot := p.stillShot()
			if err := os.WriteFile(filepath.Join(dir, file), shot, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}
