package bench

import (
	"errors"
	"fmt"
	"strings"
)

// WasmCode is what a WebAssembly module holds that its engine must
// compile: each function body's size, named where the module keeps names
// (Go writes a "name" section unless linked with -s), and the sizes of
// the code and data sections.
type WasmCode struct {
	Funcs      []WasmFunc
	Code, Data int // bytes of the code and data sections
}

// A WasmFunc is one function body of a module.
type WasmFunc struct {
	Name string // "" when the module has no name for it
	Size int    // bytes of its body
}

// ReadWasmCode reads the module b.
func ReadWasmCode(b []byte) (WasmCode, error) {
	var w WasmCode
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return w, errors.New("not a WebAssembly module: no \\0asm at its start")
	}
	r := &wasmReader{b: b, i: 8}
	imported := 0 // functions imported: the bodies' indices start after them
	names := map[int]string{}
	for r.i < len(b) {
		id := r.byte()
		size := r.uint()
		start, end := r.i, r.i+size
		if r.err != nil || end > len(b) || end < start {
			return w, fmt.Errorf("a section (id %d) at byte %d runs past the module's end", id, start-1)
		}
		sec := &wasmReader{b: b[:end], i: start}
		switch id {
		case 2: // imports
			for range sec.uint() {
				sec.skip(sec.uint()) // module
				sec.skip(sec.uint()) // name
				switch kind := sec.byte(); kind {
				case 0: // a function
					sec.uint()
					imported++
				case 1: // a table: element type, limits
					sec.byte()
					sec.limits()
				case 2: // a memory
					sec.limits()
				case 3: // a global: type, mutability
					sec.skip(2)
				default:
					sec.fail(fmt.Errorf("an import of kind %d", kind))
				}
			}
		case 10: // code
			w.Code += size
			for range sec.uint() {
				n := sec.uint()
				sec.skip(n)
				w.Funcs = append(w.Funcs, WasmFunc{Size: n})
			}
		case 11: // data
			w.Data += size
		case 0: // a custom section: the names are in "name", subsection 1
			if sec.name() != "name" {
				break
			}
			for sec.i < end && sec.err == nil {
				sub := sec.byte()
				n := sec.uint()
				if sub != 1 {
					sec.skip(n)
					continue
				}
				for range sec.uint() {
					idx := sec.uint()
					names[idx] = sec.name()
				}
			}
		}
		if sec.err != nil {
			return w, fmt.Errorf("section %d at byte %d: %w", id, start, sec.err)
		}
		r.i = end
	}
	for k := range w.Funcs {
		w.Funcs[k].Name = names[imported+k]
	}
	return w, nil
}

// GoPackage returns the Go package of a function named by Go's wasm
// linker, which writes "flip/game/play.(*Controller).apply" as
// "flip_game_play.__Controller_.apply": everything before the first dot,
// or, when the path starts with a domain ("golang.org_x_sync_errgroup.…",
// a dot and a short lower-case word before the first underscore), before
// the first dot after it.
func GoPackage(name string) string {
	from := 0
	dot, under := strings.IndexByte(name, '.'), strings.IndexByte(name, '_')
	if dot > 0 && under-dot >= 3 && under-dot <= 5 && strings.Trim(name[dot+1:under], "abcdefghijklmnopqrstuvwxyz") == "" {
		from = under // a domain: "github.com_…", "golang.org_…"
	}
	if d := strings.IndexByte(name[from:], '.'); d >= 0 {
		return name[:from+d]
	}
	return name
}

// wasmReader reads LEB128 numbers, bytes and names; its first error
// sticks, and reads after it return zeros.
type wasmReader struct {
	b   []byte
	i   int
	err error
}

func (r *wasmReader) fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

func (r *wasmReader) byte() byte {
	if r.err != nil || r.i >= len(r.b) {
		r.fail(errors.New("it ends early"))
		return 0
	}
	r.i++
	return r.b[r.i-1]
}

func (r *wasmReader) uint() int {
	x, shift := 0, 0
	for {
		c := r.byte()
		if r.err != nil {
			return 0
		}
		if shift > 28 {
			r.fail(errors.New("a number longer than 32 bits"))
			return 0
		}
		x |= int(c&0x7f) << shift
		if c < 0x80 {
			return x
		}
		shift += 7
	}
}

func (r *wasmReader) skip(n int) {
	if r.err == nil && (n < 0 || n > len(r.b)-r.i) {
		r.fail(errors.New("it ends early"))
		return
	}
	r.i += n
}

func (r *wasmReader) name() string {
	n := r.uint()
	start := r.i
	r.skip(n)
	if r.err != nil {
		return ""
	}
	return string(r.b[start : start+n])
}

func (r *wasmReader) limits() {
	if r.byte()&1 != 0 {
		r.uint()
	}
	r.uint()
}
