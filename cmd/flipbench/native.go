package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"flip/bench"
)

// The solver's native benchmarks: the distance tables, every 4×4 board
// (cmd/flipsolve), and the proofs on 9×9 king with wrap, on 32×32 boards
// and on the tori 20×20 and 14×18 (an op solves a set of positions).
var (
	nativePattern  = "Table|AllBoards|ProofKingTorus9|Proof32|ProofCrossTorus"
	nativePackages = []string{"./solver/internal/binary/", "./cmd/flipsolve/"}
)

// benchstat is golang.org/x/perf's benchstat at a pinned version, for
// go run: as a tool dependency in go.mod it would pull golang.org/x/image,
// which the game ships, to a newer version.
const benchstat = "golang.org/x/perf/cmd/benchstat@v0.0.0-20260908200009-22c9c6c9d4da"

// A nativeResult is one benchmark over all its runs, as benchstat sums it up.
type nativeResult struct {
	Name     string  `json:"name"`     // as go test names it, without the -GOMAXPROCS suffix
	SecPerOp float64 `json:"secPerOp"` // the median
	CI       string  `json:"ci"`       // the 95% confidence interval, as "2%"; "∞" with fewer than 6 runs
}

// runNative runs the native benchmarks count times each in the module at
// root, writes go test's output to dir/native.txt and returns
// benchstat's summary of it.
func runNative(ctx context.Context, goCmd, root string, count int, dir string) ([]nativeResult, error) {
	args := append([]string{"test", "-run", "^$", "-bench", nativePattern, "-benchmem", "-count", strconv.Itoa(count)}, nativePackages...)
	cmd := exec.CommandContext(ctx, goCmd, args...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("%s %s: %v\n%s", goCmd, strings.Join(args, " "), err, out)
	}
	file, err := filepath.Abs(filepath.Join(dir, "native.txt"))
	if err == nil {
		err = errors.Join(os.MkdirAll(dir, 0o755), os.WriteFile(file, out, 0o644))
	}
	if err != nil {
		return nil, err
	}
	table, err := bench.GoOutput(ctx, goCmd, os.TempDir(), "run", benchstat, "-format", "csv", file)
	if err != nil {
		return nil, err
	}
	return readBenchstat([]byte(table))
}

// procs is the -GOMAXPROCS suffix of a benchmark's name.
var procs = regexp.MustCompile(`-\d+$`)

// readBenchstat reads the sec/op rows of benchstat's CSV output for one
// input file: after each table's header (",FILE," then
// ",UNIT,CI") come NAME,VALUE,CI rows and a geomean; lines such as
// "pkg: flip/solver" come between the tables.
func readBenchstat(data []byte) ([]nativeResult, error) {
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = -1
	records, err := r.ReadAll()
	if err != nil {
		return nil, err
	}
	var out []nativeResult
	unit := ""
	for _, rec := range records {
		switch {
		case len(rec) < 3:
		case rec[0] == "":
			unit = rec[1]
		case unit == "sec/op" && rec[0] != "geomean":
			v, err := strconv.ParseFloat(rec[1], 64)
			if err != nil {
				return nil, fmt.Errorf("%s: %q is not a time per op", rec[0], rec[1])
			}
			out = append(out, nativeResult{Name: "Benchmark" + procs.ReplaceAllString(rec[0], ""), SecPerOp: v, CI: rec[2]})
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no sec/op results in:\n%s", data)
	}
	return out, nil
}
