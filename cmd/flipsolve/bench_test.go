package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"slices"
	"strconv"
	"testing"

	"flip/solver"
)

// everyBoardInput returns all 65536 positions of g's classic board, in
// order, in the judge format.
func everyBoardInput(g *solver.Game) []byte {
	rules := solver.MustNew(solver.Classic(g))
	var buf bytes.Buffer
	for x := range uint64(1 << 16) {
		buf.WriteString(rules.Format(solver.FromBoard(solver.BoardOf(x))))
	}
	return buf.Bytes()
}

// BenchmarkAllBoards runs the whole command, as the judge would, on an
// input of every position of the game: 65536 boards per op, from reading
// the flags and building the rule set to writing the last answer. The
// ns/op figure is the time for all 65536 boards.
func BenchmarkAllBoards(b *testing.B) {
	for _, g := range solver.Games {
		b.Run(g.Name, func(b *testing.B) {
			in := everyBoardInput(g)
			args := []string{"-game", g.Name}
			b.SetBytes(int64(len(in)))
			b.ReportAllocs()
			for b.Loop() {
				if code := run(args, bytes.NewReader(in), io.Discard, io.Discard); code != 0 {
					b.Fatalf("status %d", code)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/(1<<16), "ns/board")
		})
	}
}

// classicBFS is the textbook answer to the judge problems, for comparison:
// for each board, a breadth-first search over positions from the board
// until it meets a goal. It returns the distance or -1.
type classicBFS struct {
	goals []uint16
	masks [16]uint16
	seen  [1 << 16]uint32 // seen[x] == stamp: visited in this search
	stamp uint32
	queue []uint16
}

func newClassicBFS(rules *solver.Rules) *classicBFS {
	c := &classicBFS{queue: make([]uint16, 0, 1<<16)}
	for i := range c.masks {
		c.masks[i] = uint16(rules.Press(i).Index())
	}
	for _, g := range rules.Goals() {
		c.goals = append(c.goals, uint16(g.Board().Index()))
	}
	return c
}

func (c *classicBFS) distance(start uint16) int {
	c.stamp++
	isGoal := func(x uint16) bool { return slices.Contains(c.goals, x) }
	if isGoal(start) {
		return 0
	}
	c.queue = append(c.queue[:0], start)
	c.seen[start] = c.stamp
	for d := 1; len(c.queue) > 0; d++ {
		level := len(c.queue)
		for _, x := range c.queue[:level] {
			for _, m := range c.masks {
				y := x ^ m
				if c.seen[y] == c.stamp {
					continue
				}
				if isGoal(y) {
					return d
				}
				c.seen[y] = c.stamp
				c.queue = append(c.queue, y)
			}
		}
		c.queue = c.queue[level:]
	}
	return -1
}

// runClassic reads boards from in and writes the classic BFS's answers
// (counts only) to out, as flipsolve without -moves does.
func runClassic(rules *solver.Rules, in io.Reader, out io.Writer) error {
	c := newClassicBFS(rules)
	w := bufio.NewWriter(out)
	br := rules.NewReader(in)
	var b solver.Position
	for {
		err := br.Next(&b)
		if errors.Is(err, io.EOF) {
			return w.Flush()
		}
		if err != nil {
			return err
		}
		if d := c.distance(uint16(b.Board().Index())); d < 0 {
			w.WriteString("Impossible\n")
		} else {
			w.WriteString(strconv.Itoa(d))
			w.WriteByte('\n')
		}
	}
}

// classicSample returns 256 positions of g's classic board, spread over
// all of them, in the judge format: the classic search on all 65536 takes
// too long to repeat.
func classicSample(g *solver.Game) (*solver.Rules, []solver.Board, []byte) {
	rules := solver.MustNew(solver.Classic(g))
	var boards []solver.Board
	var buf bytes.Buffer
	for i := range uint64(256) {
		b := solver.BoardOf(i * 40503 & 0xFFFF) // an odd multiplier: 256 distinct positions
		boards = append(boards, b)
		buf.WriteString(rules.Format(solver.FromBoard(b)))
	}
	return rules, boards, buf.Bytes()
}

// BenchmarkClassicBFS is NOT the shipped solver: it is the textbook
// per-board BFS, on a 256-board sample, for comparison with
// BenchmarkAllBoards. Its ms/65536boards metric scales the sample's time
// per board up to the 65536 boards that BenchmarkAllBoards solves.
func BenchmarkClassicBFS(b *testing.B) {
	for _, g := range solver.Games {
		b.Run(g.Name, func(b *testing.B) {
			rules, boards, in := classicSample(g)
			for b.Loop() {
				if err := runClassic(rules, bytes.NewReader(in), io.Discard); err != nil {
					b.Fatal(err)
				}
			}
			perBoard := float64(b.Elapsed().Nanoseconds()) / float64(b.N) / float64(len(boards))
			b.ReportMetric(perBoard, "ns/board")
			b.ReportMetric(perBoard*(1<<16)/1e6, "ms/65536boards")
		})
	}
}

// TestClassicBFSAgrees checks the comparison benchmark's BFS against the
// command, so that the two benchmarks compute the same answers.
func TestClassicBFSAgrees(t *testing.T) {
	for _, g := range solver.Games {
		rules, _, in := classicSample(g)
		var classic bytes.Buffer
		if err := runClassic(rules, bytes.NewReader(in), &classic); err != nil {
			t.Fatal(err)
		}
		var stdout, stderr bytes.Buffer
		// -game flip prints counts only; for fridge compare the count lines.
		if code := run([]string{"-game", g.Name}, bytes.NewReader(in), &stdout, &stderr); code != 0 {
			t.Fatalf("%s: status %d: %s", g.Name, code, stderr.String())
		}
		got := stdout.String()
		if g == solver.Fridge {
			var counts bytes.Buffer
			for sc := bufio.NewScanner(&stdout); sc.Scan(); {
				n, _ := strconv.Atoi(sc.Text())
				counts.WriteString(sc.Text() + "\n")
				for range n {
					sc.Scan()
				}
			}
			got = counts.String()
		}
		if got != classic.String() {
			t.Errorf("%s: the classic BFS and flipsolve disagree on the sample", g.Name)
		}
	}
}
