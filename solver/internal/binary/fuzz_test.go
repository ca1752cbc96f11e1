package binary_test

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"flip/solver/internal/binary"
)

// FuzzReader feeds arbitrary bytes to the board reader of both classic
// games. It must never panic; every board it returns must format and parse
// back to itself, and begin on the line Line names; every error must name
// a line. Decode must never panic either, and must round-trip through
// Encode when it accepts its input.
func FuzzReader(f *testing.F) {
	for _, seed := range []string{
		// Valid input.
		flipSample,
		fridgeSample,
		flipSample + fridgeSample,
		flipSample + "\n" + flipSample,
		"\n\n  bwwb  \n\tbbwb\nbwwb\nbwww",
		strings.ReplaceAll(flipSample+flipSample, "\n", "\r\n"),
		strings.ReplaceAll(fridgeSample, "\n", "\r\n"),
		"wwww\nwwww\nwwww\nwwww\nbbbb\nbbbb\nbbbb\nbbbb\n",
		"bwwbbbwbbwwbbwww",
		"-+------------+-",
		"",
		"\n \n\t\n",
		// Broken input.
		"bwwb\nbbwb\nbwxb\nbwww\n",
		"bwwb\nbbwbb\nbwwb\nbwww\n",
		"bwwb\nbbwb\n",
		"bwwb\nbb",
		"-+--\n----\n----\n-+--\n----\n",
		"bwé\nbbwb\nbwwb\nbwww\n",
		"bwéb\nbbwb\nbwwb\nbwww\n",
		"bw\xffb\nbbwb\nbwwb\nbwww\n",
		"bwwb\rbbwb\rbwwb\rbwww\r",
		"  bwxb\n",
		"\u00a0bwwb\u0085\nbbwb\nbwwb\nbwww\n",
		"b w b\n",
		"\x00\x00\x00\x00\n",
	} {
		f.Add([]byte(seed))
	}
	rules := []*binary.Rules{
		binary.MustNew(binary.Classic(binary.FlipGame)),
		binary.MustNew(binary.Classic(binary.Fridge)),
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		// The input's lines as bufio.ScanLines sees them.
		lines := strings.Split(string(data), "\n")
		for i, l := range lines {
			lines[i] = strings.TrimSuffix(l, "\r")
		}
		for _, r := range rules {
			br := r.NewReader(bytes.NewReader(data))
			for n := 0; ; n++ {
				if n > len(data)/4+1 {
					t.Fatalf("%s: %d boards from %d bytes", r.Game().Name, n, len(data))
				}
				b, err := br.Next()
				if err == io.EOF {
					break
				}
				if err != nil {
					if !strings.HasPrefix(err.Error(), "line ") {
						t.Fatalf("%s: error %q does not begin with \"line \"", r.Game().Name, err)
					}
					if _, again := br.Next(); again == nil || again.Error() != err.Error() {
						t.Fatalf("%s: Next after error %q = %v, want the same error", r.Game().Name, err, again)
					}
					break
				}
				if b != binary.BoardOf(b.Index()&(1<<16-1)) {
					t.Fatalf("%s: board %v has cells beyond the 4x4 board", r.Game().Name, b)
				}
				text := r.Format(b)
				back, err := r.Parse(text)
				if err != nil || back != b {
					t.Fatalf("%s: Parse(Format(%#x)) = %#x, %v", r.Game().Name, b.Index(), back.Index(), err)
				}
				// The board's first row is on the line Line names.
				if l := br.Line(); l < 1 || l > len(lines) || strings.TrimSpace(lines[l-1]) != text[:4] {
					t.Fatalf("%s: board %q said to begin on line %d of %q", r.Game().Name, text, l, data)
				}
			}
			if b, err := r.Decode(string(data)); err == nil && r.Encode(b) != string(data) {
				t.Fatalf("%s: Encode(Decode(%q)) = %q", r.Game().Name, data, r.Encode(b))
			}
		}
	})
}
