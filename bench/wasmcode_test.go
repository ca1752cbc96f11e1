package bench

import (
	"strings"
	"testing"
)

// module builds a WebAssembly module of the sections given, each an id
// and its bytes (sizes under 128).
func module(sections ...[]byte) []byte {
	b := []byte("\x00asm\x01\x00\x00\x00")
	for _, s := range sections {
		b = append(b, s[0], byte(len(s)-1))
		b = append(b, s[1:]...)
	}
	return b
}

// TestReadWasmCode: a module with an imported function, two bodies, data
// and names for the bodies (index 1 and 2, after the import), as Go
// writes them; then a truncated module, one that is not a module, and a
// section that claims more bytes than there are.
func TestReadWasmCode(t *testing.T) {
	imports := []byte{2, 2, 3, 'e', 'n', 'v', 1, 'f', 0, 0, 3, 'e', 'n', 'v', 1, 'm', 2, 1, 1, 4}
	code := []byte{10, 2, 3, 0, 0x41, 0x0b, 5, 0, 1, 2, 3, 0x0b}
	data := []byte{11, 0, 0, 0}
	names := []byte{0, 4, 'n', 'a', 'm', 'e', 1, 18, 2, 1, 8, 'm', 'a', 'i', 'n', '.', 'r', 'u', 'n', 2, 5, 'f', 'l', 'i', 'p', 'x'}
	w, err := ReadWasmCode(module(imports, code, data, names))
	if err != nil {
		t.Fatal(err)
	}
	if len(w.Funcs) != 2 || w.Funcs[0] != (WasmFunc{"main.run", 3}) || w.Funcs[1] != (WasmFunc{"flipx", 5}) || w.Code != len(code)-1 || w.Data != 3 {
		t.Fatalf("got %+v", w)
	}
	for name, want := range map[string]string{
		w.Funcs[0].Name:                          "main",
		"flip_game_play.__Controller_.apply":     "flip_game_play",
		"flipx":                                  "flipx",
		"golang.org_x_sync_errgroup.__Group_.Go": "golang.org_x_sync_errgroup",
		"github.com_hajimehoshi_ebiten_v2.Run":   "github.com_hajimehoshi_ebiten_v2",
		"type_.eq.internal_abi.ITab":             "type_",
		"slices.pdqsortCmpFunc_go.shape.int":     "slices",
		"bufio.__Scanner_.Scan":                  "bufio",
	} {
		if got := GoPackage(name); got != want {
			t.Errorf("GoPackage(%q) = %q, want %q", name, got, want)
		}
	}
	whole := module(imports, code)
	for _, c := range []struct {
		b    []byte
		want string
	}{
		{whole[:len(whole)-3], "runs past"},
		{[]byte("\x7fELF\x02\x01\x01\x00"), "not a WebAssembly module"},
		{module([]byte{10, 2, 100, 0}), "ends early"},
	} {
		if _, err := ReadWasmCode(c.b); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error saying %q", c.b, err, c.want)
		}
	}
}
