package binary_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"flip/solver/internal/binary"
)

// The tests below hold Chase to a second computation that shares nothing
// with it but the definition: the solver's own board model (Rules.Apply on
// Boards of the Flip Game with the cross shape), a chase that presses one
// cell at a time, rows written as strings and compared as strings.

// chaseRules returns the Flip Game on a w×h board with the cross shape and
// no wrap: the rules light chasing is defined on.
func chaseRules(w, h int) *binary.Rules {
	return binary.MustNew(binary.Spec{Game: binary.FlipGame, Width: w, Height: h, Shape: binary.Cross})
}

// chaseBoard chases b: row by row from the top, for every set cell of row
// r < h-1 it presses the cell directly below.
func chaseBoard(r *binary.Rules, b binary.Board) binary.Board {
	w, h := r.Width(), r.Height()
	for row := 0; row < h-1; row++ {
		for c := 0; c < w; c++ {
			if b.Get(row*w + c) {
				b = r.Apply(b, (row+1)*w+c)
			}
		}
	}
	return b
}

// pressTop presses the top-row cells of t on b.
func pressTop(r *binary.Rules, b binary.Board, t uint32) binary.Board {
	for c := 0; c < r.Width(); c++ {
		if t>>c&1 != 0 {
			b = r.Apply(b, c)
		}
	}
	return b
}

// lastRow returns the last row of b as a bitmask, bit c for column c.
func lastRow(r *binary.Rules, b binary.Board) uint32 {
	w, h := r.Width(), r.Height()
	var p uint32
	for c := 0; c < w; c++ {
		if b.Get((h-1)*w + c) {
			p |= 1 << c
		}
	}
	return p
}

// aboveLast reports whether every row but the last of b is clear.
func aboveLast(r *binary.Rules, b binary.Board) bool {
	for i := 0; i < (r.Height()-1)*r.Width(); i++ {
		if b.Get(i) {
			return false
		}
	}
	return true
}

// rowText writes the w cells of x, column 1 first: 'x' set, '.' clear.
func rowText(x uint32, w int) string {
	var sb strings.Builder
	for c := 0; c < w; c++ {
		if x&(1<<c) != 0 {
			sb.WriteString("x")
		} else {
			sb.WriteString(".")
		}
	}
	return sb.String()
}

// chaseOf presses t on a clear board, chases, checks that only the last
// row is left and returns it.
func chaseOf(t *testing.T, r *binary.Rules, top uint32) uint32 {
	t.Helper()
	b := chaseBoard(r, pressTop(r, binary.Board{}, top))
	if !aboveLast(r, b) {
		t.Fatalf("%dx%d: chasing top row %s leaves a row above the last set", r.Width(), r.Height(), rowText(top, r.Width()))
	}
	return lastRow(r, b)
}

// better reports whether top row a beats b by the table's rule: fewer
// presses, then the lower string.
func better(a, b uint32, w int) bool {
	if na, nb := strings.Count(rowText(a, w), "x"), strings.Count(rowText(b, w), "x"); na != nb {
		return na < nb
	}
	return rowText(a, w) < rowText(b, w)
}

// tableText writes lines as "P T" strings, one per line.
func tableText(lines []binary.ChaseLine, w int) []string {
	var out []string
	for _, l := range lines {
		out = append(out, rowText(l.Pattern, w)+" "+rowText(l.Presses, w))
	}
	return out
}

// bruteTable builds the table by pressing every top row on a clear board
// and chasing it over Boards: for each pattern, the best top row; lines
// sorted by the pattern's string.
func bruteTable(t *testing.T, w, h int) []string {
	r := chaseRules(w, h)
	best := map[uint32]uint32{}
	for top := uint32(0); top < 1<<w; top++ {
		p := chaseOf(t, r, top)
		if old, ok := best[p]; !ok || better(top, old, w) {
			best[p] = top
		}
	}
	var lines []string
	for p, top := range best {
		lines = append(lines, rowText(p, w)+" "+rowText(top, w))
	}
	slices.Sort(lines) // "P T" with P of fixed width: sorted by P's string
	return lines
}

// checkTableShape checks what every table must be: its size, lines sorted
// by pattern string with distinct patterns inside the width, the zero
// pattern with no presses, and Lookup answering each line.
func checkTableShape(t *testing.T, tab *binary.ChaseTable, w, h int) {
	t.Helper()
	if tab.Width != w || tab.Height != h {
		t.Fatalf("Chase(%d, %d) is %dx%d", w, h, tab.Width, tab.Height)
	}
	if tab.Clearable() != len(tab.Lines) || len(tab.Lines) == 0 {
		t.Fatalf("%dx%d: Clearable() = %d with %d lines", w, h, tab.Clearable(), len(tab.Lines))
	}
	if l := tab.Lines[0]; l.Pattern != 0 || l.Presses != 0 {
		t.Errorf("%dx%d: first line %s %s, want the zero pattern with no presses", w, h, rowText(l.Pattern, w), rowText(l.Presses, w))
	}
	for i, l := range tab.Lines {
		if l.Pattern>>w != 0 || l.Presses>>w != 0 {
			t.Fatalf("%dx%d: line %d (%#x %#x) has bits beyond column %d", w, h, i, l.Pattern, l.Presses, w)
		}
		if i > 0 && rowText(tab.Lines[i-1].Pattern, w) >= rowText(l.Pattern, w) {
			t.Fatalf("%dx%d: lines %d and %d not in increasing pattern order", w, h, i-1, i)
		}
		if got, ok := tab.Lookup(l.Pattern); !ok || got != l.Presses {
			t.Fatalf("%dx%d: Lookup(%s) = %s, %v; want %s, true", w, h, rowText(l.Pattern, w), rowText(got, w), ok, rowText(l.Presses, w))
		}
	}
}

// TestChaseAgainstBoards compares Chase with the brute-force table over
// Boards on every width up to 10 and height up to 10, and a few wider
// boards up to 12 columns.
func TestChaseAgainstBoards(t *testing.T) {
	type size struct{ w, h int }
	var sizes []size
	for w := 1; w <= 10; w++ {
		for h := 1; h <= 10; h++ {
			sizes = append(sizes, size{w, h})
		}
	}
	sizes = append(sizes, size{11, 11}, size{12, 32}, size{12, 5}, size{11, 1}, size{7, 32})
	for _, s := range sizes {
		tab, err := binary.Chase(s.w, s.h)
		if err != nil {
			t.Fatalf("Chase(%d, %d): %v", s.w, s.h, err)
		}
		checkTableShape(t, tab, s.w, s.h)
		got, want := tableText(tab.Lines, s.w), bruteTable(t, s.w, s.h)
		if !slices.Equal(got, want) {
			t.Errorf("Chase(%d, %d): %d lines\n%s\nwant %d lines\n%s", s.w, s.h,
				len(got), strings.Join(got, "\n"), len(want), strings.Join(want, "\n"))
		}
	}
}

// TestChaseMinimal checks the choice of each line's presses on its own: on
// boards up to 10 wide, no top row reaching the line's pattern has fewer
// presses, and none with as many has a lower string.
func TestChaseMinimal(t *testing.T) {
	for _, s := range [][2]int{{5, 5}, {6, 6}, {8, 3}, {9, 9}, {10, 4}, {4, 7}, {10, 1}} {
		w, h := s[0], s[1]
		r := chaseRules(w, h)
		tab, err := binary.Chase(w, h)
		if err != nil {
			t.Fatal(err)
		}
		reach := map[uint32][]string{} // every top row reaching each pattern
		for top := uint32(0); top < 1<<w; top++ {
			p := chaseOf(t, r, top)
			reach[p] = append(reach[p], rowText(top, w))
		}
		if len(reach) != len(tab.Lines) {
			t.Errorf("%dx%d: %d patterns reached, table has %d lines", w, h, len(reach), len(tab.Lines))
		}
		for _, l := range tab.Lines {
			chosen := rowText(l.Presses, w)
			all := reach[l.Pattern]
			if !slices.Contains(all, chosen) {
				t.Errorf("%dx%d: pattern %s: %s does not reach it", w, h, rowText(l.Pattern, w), chosen)
				continue
			}
			for _, other := range all {
				n, m := strings.Count(other, "x"), strings.Count(chosen, "x")
				if n < m || n == m && other < chosen {
					t.Errorf("%dx%d: pattern %s: table has %s, but %s is better", w, h, rowText(l.Pattern, w), chosen, other)
				}
			}
		}
	}
}

// rankAndKernel reduces the images of the w single top-row presses over
// GF(2) and returns the rank of the map from top rows to patterns and a
// basis of its kernel (the top rows that chase to nothing).
func rankAndKernel(images []uint32) (rank int, kernel []uint32) {
	type row struct{ img, comb uint32 }
	rows := make([]row, len(images))
	for c, img := range images {
		rows[c] = row{img, 1 << c}
	}
	for bit := 0; bit < 32; bit++ {
		pivot := -1
		for i := rank; i < len(rows); i++ {
			if rows[i].img>>bit&1 != 0 {
				pivot = i
				break
			}
		}
		if pivot < 0 {
			continue
		}
		rows[rank], rows[pivot] = rows[pivot], rows[rank]
		for i := range rows {
			if i != rank && rows[i].img>>bit&1 != 0 {
				rows[i].img ^= rows[rank].img
				rows[i].comb ^= rows[rank].comb
			}
		}
		rank++
	}
	for _, r := range rows[rank:] {
		kernel = append(kernel, r.comb)
	}
	return rank, kernel
}

// TestChaseWide checks tables too wide to brute-force quickly over
// Boards: each line's presses chase to its pattern, the table has 2^rank
// lines (so it holds every pattern reached), and no top row of the
// pattern's coset (the line's presses plus any member of the kernel) is
// better.
func TestChaseWide(t *testing.T) {
	for _, s := range [][2]int{{16, 16}, {13, 7}, {16, 1}, {14, 32}, {15, 2}, {16, 5}} {
		w, h := s[0], s[1]
		r := chaseRules(w, h)
		tab, err := binary.Chase(w, h)
		if err != nil {
			t.Fatal(err)
		}
		checkTableShape(t, tab, w, h)
		images := make([]uint32, w)
		for c := range images {
			images[c] = chaseOf(t, r, 1<<c)
		}
		rank, kernel := rankAndKernel(images)
		if len(tab.Lines) != 1<<rank {
			t.Errorf("%dx%d: %d lines, want 2^%d", w, h, len(tab.Lines), rank)
		}
		var coset []uint32 // the whole kernel
		for i := 0; i < 1<<len(kernel); i++ {
			var k uint32
			for j, v := range kernel {
				if i>>j&1 != 0 {
					k ^= v
				}
			}
			coset = append(coset, k)
		}
		for _, k := range kernel {
			if p := chaseOf(t, r, k); p != 0 {
				t.Fatalf("%dx%d: kernel member %s chases to %s", w, h, rowText(k, w), rowText(p, w))
			}
		}
		bad := 0
		for _, l := range tab.Lines {
			if p := chaseOf(t, r, l.Presses); p != l.Pattern {
				t.Errorf("%dx%d: presses %s chase to %s, not %s", w, h, rowText(l.Presses, w), rowText(p, w), rowText(l.Pattern, w))
				bad++
			}
			for _, k := range coset {
				if other := l.Presses ^ k; better(other, l.Presses, w) {
					t.Errorf("%dx%d: pattern %s: table has %s, but %s is better", w, h, rowText(l.Pattern, w), rowText(l.Presses, w), rowText(other, w))
					bad++
					break
				}
			}
			if bad > 10 {
				t.FailNow()
			}
		}
	}
}

// TestChaseFiveByFive checks the classic 5×5 table, as GNOME Lights Off
// and the light-chasing guides print it (there, a bottom row x...x has two
// answers of two presses, ...xx and xx...; the table keeps the lower
// string, ...xx). 5×5 has nullity 2, so of the 2^5 last rows 2^3 = 8 can be
// cleared.
func TestChaseFiveByFive(t *testing.T) {
	want := []string{
		"..... .....",
		"..xxx ...x.",
		".x.x. .x..x",
		".xx.x x....",
		"x...x ...xx",
		"x.xx. ....x",
		"xx.xx ..x..",
		"xxx.. .x...",
	}
	tab, err := binary.Chase(5, 5)
	if err != nil {
		t.Fatal(err)
	}
	if got := tableText(tab.Lines, 5); !slices.Equal(got, want) {
		t.Errorf("Chase(5, 5):\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// And the two answers for x...x both chase to it.
	r := chaseRules(5, 5)
	for _, top := range []uint32{0b11000, 0b00011} {
		if p := chaseOf(t, r, top); rowText(p, 5) != "x...x" {
			t.Errorf("top row %s chases to %s, want x...x", rowText(top, 5), rowText(p, 5))
		}
	}
	if _, ok := tab.Lookup(0b00001); ok {
		t.Errorf("Lookup(x....) is ok, but x.... cannot be cleared on 5x5")
	}
}

// TestChaseClears follows the table on random boards that can be brought
// to white: chase, look the last row up, press the top row, chase again:
// the board is clear. A board made white-unreachable by one changed cell
// where the table says so must miss the table.
func TestChaseClears(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 1753))
	for w := 3; w <= 10; w++ {
		for h := 3; h <= 10; h++ {
			r := chaseRules(w, h)
			tab, err := binary.Chase(w, h)
			if err != nil {
				t.Fatal(err)
			}
			for range 20 {
				var b binary.Board // random presses from white: solvable
				for i := 0; i < w*h; i++ {
					if rng.IntN(2) == 1 {
						b = r.Apply(b, i)
					}
				}
				chased := chaseBoard(r, b)
				p := lastRow(r, chased)
				top, ok := tab.Lookup(p)
				if !ok {
					t.Fatalf("%dx%d: %s: last row %s not in the table", w, h, r.Encode(b), rowText(p, w))
				}
				if end := chaseBoard(r, pressTop(r, chased, top)); !end.IsZero() {
					t.Fatalf("%dx%d: %s: pressing %s and chasing leaves %s", w, h, r.Encode(b), rowText(top, w), r.Encode(end))
				}
				// One more changed cell: the table clears it just when
				// some presses make it white.
				b.Toggle(rng.IntN(w * h))
				p = lastRow(r, chaseBoard(r, b))
				_, ok = tab.Lookup(p)
				if ok != whiteReachable(r, b) {
					t.Fatalf("%dx%d: %s: Lookup(%s) ok = %v, but white reachable = %v", w, h, r.Encode(b), rowText(p, w), ok, !ok)
				}
			}
		}
	}
}

// whiteReachable reports whether presses can make b all white (clear):
// whether b is a sum of press masks, by Gaussian elimination over Boards.
func whiteReachable(r *binary.Rules, b binary.Board) bool {
	var basis []binary.Board // each with a distinct lowest set cell
	lowest := func(x binary.Board) int {
		for i := 0; i < r.Cells(); i++ {
			if x.Get(i) {
				return i
			}
		}
		return -1
	}
	reduce := func(x binary.Board) binary.Board {
		for _, v := range basis {
			if x.Get(lowest(v)) {
				x = x.Xor(v)
			}
		}
		return x
	}
	for i := 0; i < r.Cells(); i++ {
		if v := reduce(r.Press(i)); !v.IsZero() {
			// Keep the basis reduced: clear v's lowest cell from the others.
			for j, u := range basis {
				if u.Get(lowest(v)) {
					basis[j] = u.Xor(v)
				}
			}
			basis = append(basis, v)
		}
	}
	return reduce(b).IsZero()
}

// TestChaseLookupMisses checks Lookup's answers off the table: patterns
// no top row reaches and patterns wider than the board.
func TestChaseLookupMisses(t *testing.T) {
	tab, err := binary.Chase(4, 4) // every top row chases to nothing
	if err != nil {
		t.Fatal(err)
	}
	for p := uint32(1); p < 1<<4; p++ {
		if _, ok := tab.Lookup(p); ok {
			t.Errorf("4x4: Lookup(%s) ok, but only the zero pattern is in the table", rowText(p, 4))
		}
	}
	tab, _ = binary.Chase(3, 3) // all 8 patterns
	if _, ok := tab.Lookup(1 << 3); ok {
		t.Errorf("3x3: Lookup(1<<3) ok, beyond the board")
	}
}

func TestChaseBadSizes(t *testing.T) {
	for _, tt := range []struct {
		w, h int
		want string
	}{
		{0, 5, "chase table 0x5: width 0 out of range: want width 1 to 16 and height 1 to 32"},
		{17, 5, "chase table 17x5: width 17 out of range"},
		{5, 33, "chase table 5x33: height 33 out of range"},
		{5, 0, "height 0 out of range"},
		{-1, 40, "width -1 and height 40 out of range"},
	} {
		tab, err := binary.Chase(tt.w, tt.h)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Chase(%d, %d) = %v, %v; want an error with %q", tt.w, tt.h, tab, err, tt.want)
		}
	}
}

// TestChaseFormat checks the printed form and that it reports write errors.
func TestChaseFormat(t *testing.T) {
	tab, err := binary.Chase(3, 2)
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	if err := tab.Format(&sb); err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	for _, l := range tableText(tab.Lines, 3) {
		want.WriteString(l + "\n")
	}
	fmt.Fprintf(&want, "clearable %d of 2^3\n", len(tab.Lines))
	if sb.String() != want.String() {
		t.Errorf("Format:\n%s\nwant\n%s", sb.String(), want.String())
	}
	if err := tab.Format(errWriter{}); err == nil {
		t.Errorf("Format to a failing writer: no error")
	}
}

type errWriter struct{}

func (errWriter) Write([]byte) (int, error) { return 0, fmt.Errorf("disk full") }

// TestChaseCounts checks the counts against the nullity the solver finds
// by its own linear algebra: a w×h board's chase map has a kernel of
// dimension Nullity (every null press set is fixed by its top row), so
// 2^(w - nullity) patterns can be cleared.
func TestChaseCounts(t *testing.T) {
	for _, s := range [][2]int{{5, 5}, {4, 4}, {10, 10}, {9, 9}, {16, 16}, {11, 11}, {16, 32}} {
		w, h := s[0], s[1]
		tab, err := binary.Chase(w, h)
		if err != nil {
			t.Fatal(err)
		}
		if want := 1 << (w - chaseRules(w, h).Nullity()); tab.Clearable() != want {
			t.Errorf("%dx%d: Clearable() = %d, want 2^(%d - %d) = %d", w, h, tab.Clearable(), w, chaseRules(w, h).Nullity(), want)
		}
	}
}

func BenchmarkChase(b *testing.B) {
	for _, s := range [][2]int{{5, 5}, {10, 10}, {16, 32}} {
		b.Run(fmt.Sprintf("%dx%d", s[0], s[1]), func(b *testing.B) {
			for b.Loop() {
				if _, err := binary.Chase(s[0], s[1]); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// Print the 5×5 light-chasing table, and look up what clears a last row
// of x...x: press columns 4 and 5 of the top row, then chase again.
func ExampleChase() {
	tab, err := binary.Chase(5, 5)
	if err != nil {
		fmt.Println(err)
		return
	}
	tab.Format(os.Stdout)
	presses, ok := tab.Lookup(0b10001) // columns 1 and 5
	fmt.Print("x...x: press")
	for c := range tab.Width {
		if presses>>c&1 != 0 {
			fmt.Print(" column ", c+1)
		}
	}
	fmt.Println(",", ok)
	// Output:
	// ..... .....
	// ..xxx ...x.
	// .x.x. .x..x
	// .xx.x x....
	// x...x ...xx
	// x.xx. ....x
	// xx.xx ..x..
	// xxx.. .x...
	// clearable 8 of 2^5
	// x...x: press column 4 column 5, true
}
