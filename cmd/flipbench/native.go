package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
)

// nativeBench is how the solver's native benchmarks are run:
// BenchmarkTable (solver), BenchmarkAllBoards (cmd/flipsolve), and the
// proofs on 9×9 king with wrap, on 32×32 boards and on the Lights Out tori
// 20×20 and 14×18 (solver; an op solves a set of positions, and go test's
// own line has their worst and median).
var (
	nativePattern  = "Table|AllBoards|ProofKingTorus9|Proof32|ProofCrossTorus"
	nativePackages = []string{"./solver/", "./cmd/flipsolve/"}
)

// A nativeResult is one benchmark's figures over all its runs.
type nativeResult struct {
	Name    string    `json:"name"`    // as go test names it, without the -GOMAXPROCS suffix
	NsPerOp []float64 `json:"nsPerOp"` // one per run (-count)
	Iters   []int     `json:"iters"`   // b.N of each run
}

// benchLine matches a result line of go test -bench: name, b.N, ns/op.
var benchLine = regexp.MustCompile(`^(Benchmark\S+?)(?:-\d+)?\s+(\d+)\s+([0-9.]+) ns/op`)

// runNative runs the native benchmarks count times each in the module at
// root and returns their results in the order go test printed them, and
// the whole output of go test.
func runNative(ctx context.Context, goCmd, root string, count int) ([]nativeResult, []byte, error) {
	args := append([]string{"test", "-run", "^$", "-bench", nativePattern, "-benchmem",
		"-count", strconv.Itoa(count)}, nativePackages...)
	cmd := exec.CommandContext(ctx, goCmd, args...)
	cmd.Dir = root
	out, err := cmd.CombinedOutput()
	if err != nil {
		return nil, out, fmt.Errorf("%s %s: %v\n%s", goCmd, strings.Join(args, " "), err, out)
	}
	results := parseBench(out)
	if len(results) == 0 {
		return nil, out, fmt.Errorf("%s %s printed no benchmark results:\n%s", goCmd, strings.Join(args, " "), out)
	}
	return results, out, nil
}

// parseBench reads the result lines of go test -bench output, merging
// the runs of each benchmark.
func parseBench(out []byte) []nativeResult {
	var results []nativeResult
	index := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		m := benchLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		n, err1 := strconv.Atoi(m[2])
		ns, err2 := strconv.ParseFloat(m[3], 64)
		if err1 != nil || err2 != nil {
			continue
		}
		i, ok := index[m[1]]
		if !ok {
			i = len(results)
			index[m[1]] = i
			results = append(results, nativeResult{Name: m[1]})
		}
		results[i].NsPerOp = append(results[i].NsPerOp, ns)
		results[i].Iters = append(results[i].Iters, n)
	}
	return results
}
