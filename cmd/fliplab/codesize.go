package main

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"flip/bench"
)

// codeSizeRows is how many packages -codesize lists, the most code first.
const codeSizeRows = 20

// codeSize builds the game and the floor for js/wasm with the game's
// flags but the names kept (-trimpath alone: -s would drop the "name"
// section), and prints what each Go package adds to the code an engine
// compiles before the first frame, the game's against the floor's.
func codeSize(cfg config, stdout io.Writer, logf func(string, ...any)) error {
	ctx := context.Background()
	root, err := bench.ModuleRoot(ctx, cfg.goCmd)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "fliplab-code-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	var code [2]bench.WasmCode
	for i, pkg := range []string{".", "./bench/floor"} {
		out := filepath.Join(tmp, fmt.Sprint(i, ".wasm"))
		args := []string{"build", "-trimpath", "-o", out, pkg}
		logf("GOOS=js GOARCH=wasm %s %s", cfg.goCmd, strings.Join(args, " "))
		build := exec.CommandContext(ctx, cfg.goCmd, args...)
		build.Dir = root
		build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		if b, err := build.CombinedOutput(); err != nil {
			return fmt.Errorf("building %s: %v\n%s", pkg, err, b)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			return err
		}
		if code[i], err = bench.ReadWasmCode(b); err != nil {
			return fmt.Errorf("%s's .wasm: %w", pkg, err)
		}
	}
	type row struct {
		pkg              string
		game, floor, fns int
	}
	byPkg := map[string]*row{}
	for i, c := range code {
		for _, f := range c.Funcs {
			p := bench.GoPackage(f.Name)
			r := byPkg[p]
			if r == nil {
				r = &row{pkg: p}
				byPkg[p] = r
			}
			if i == 0 {
				r.game += f.Size
				r.fns++
			} else {
				r.floor += f.Size
				r.fns--
			}
		}
	}
	var rows []*row
	for _, r := range byPkg {
		rows = append(rows, r)
	}
	slices.SortFunc(rows, func(a, b *row) int {
		return cmp.Or(cmp.Compare(b.game-b.floor, a.game-a.floor), strings.Compare(a.pkg, b.pkg))
	})
	g, f := code[0], code[1]
	fmt.Fprintf(stdout, "The code an engine compiles: the game (.) against the floor (bench/floor), built with -trimpath for js/wasm.\n\n")
	fmt.Fprintf(stdout, "| | game | floor | ratio |\n| --- | ---: | ---: | ---: |\n")
	fmt.Fprintf(stdout, "| code section | %d B | %d B | %.2f× |\n", g.Code, f.Code, float64(g.Code)/float64(f.Code))
	fmt.Fprintf(stdout, "| functions | %d | %d | %.2f× |\n", len(g.Funcs), len(f.Funcs), float64(len(g.Funcs))/float64(len(f.Funcs)))
	fmt.Fprintf(stdout, "| data section | %d B | %d B | %.2f× |\n\n", g.Data, f.Data, float64(g.Data)/float64(f.Data))
	fmt.Fprintf(stdout, "| package (as the linker names it) | code the game adds | functions it adds |\n| --- | ---: | ---: |\n")
	for _, r := range rows[:min(len(rows), codeSizeRows)] {
		fmt.Fprintf(stdout, "| %s | %d B | %d |\n", r.pkg, r.game-r.floor, r.fns)
	}
	return nil
}
