package e2e

import (
	"os"
	"path/filepath"
	"testing"
)

// TestScreenshots saves screenshots of the page for a person to look at
// when FLIP_SCREENSHOTS names a directory.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("FLIP_SCREENSHOTS")
	if dir == "" {
		t.Skip("set FLIP_SCREENSHOTS=DIR to save screenshots")
	}
	for _, c := range []struct {
		name, frag string
		w, h       int64
		dpr        float64
	}{
		{"flip-desktop", "game=flip&board=bwwbbbwbbwwbbwww", 1280, 800, 1},
		{"fridge-desktop", "game=fridge&board=-+------------+-", 1280, 800, 1},
		{"flip-phone", "game=flip&board=bwwbbbwbbwwbbwww", 390, 844, 2},
		{"broken-link", "game=chess&board=x", 800, 900, 1},
	} {
		p := open(t, c.frag, c.w, c.h, c.dpr)
		p.settle("idle", func(Snapshot) bool { return true })
		if err := os.WriteFile(filepath.Join(dir, c.name+".png"), p.screenshot(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
