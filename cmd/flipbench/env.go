package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// An environment is where and with what the figures were measured.
type environment struct {
	Date      time.Time `json:"date"`
	GoVersion string    `json:"goVersion"` // go version's output, without "go version "
	Browser   string    `json:"browser"`   // the product Chromium reports, e.g. HeadlessChrome/156.0.8078.79
	CPU       string    `json:"cpu"`       // the model name from /proc/cpuinfo
	Cores     int       `json:"cores"`
	Load      string    `json:"load"` // the 1-minute load average when the run began, or ""
}

// goOutput runs the go command with args in dir and returns its trimmed
// standard output.
func goOutput(ctx context.Context, goCmd, dir string, args ...string) (string, error) {
	cmd := exec.CommandContext(ctx, goCmd, args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("%s %s: %v\n%s", goCmd, strings.Join(args, " "), err, &stderr)
	}
	return strings.TrimSpace(string(out)), nil
}

// moduleRoot returns the directory of the main module's go.mod, as the
// go command sees it from the current directory.
func moduleRoot(ctx context.Context, goCmd string) (string, error) {
	gomod, err := goOutput(ctx, goCmd, "", "env", "GOMOD")
	if err != nil {
		return "", err
	}
	if gomod == "" || gomod == os.DevNull {
		return "", fmt.Errorf("not inside the flip module: run flipbench from the repository (make bench)")
	}
	return filepath.Dir(gomod), nil
}

// cpuModel returns the first model name in /proc/cpuinfo, or GOARCH if
// there is none to read.
func cpuModel() string {
	data, err := os.ReadFile("/proc/cpuinfo")
	if err == nil {
		sc := bufio.NewScanner(bytes.NewReader(data))
		for sc.Scan() {
			k, v, ok := strings.Cut(sc.Text(), ":")
			if ok && strings.TrimSpace(k) == "model name" {
				return strings.TrimSpace(v)
			}
		}
	}
	return runtime.GOARCH
}

// loadAverage returns the 1-minute load average from /proc/loadavg, or
// "" if there is none to read.
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(data))
	if len(f) == 0 {
		return ""
	}
	return f[0]
}

// browserName turns the product Chromium reports (Chrome/156.0.1 or
// HeadlessChrome/156.0.1) into "Chromium 156.0.1".
func browserName(product string) string {
	if _, v, ok := strings.Cut(product, "/"); ok {
		return "Chromium " + v
	}
	return product
}

// header returns the line above the table.
func (e environment) header() string {
	h := fmt.Sprintf("Measured %s by `make bench` · %s · %s (headless, SwiftShader) · %s, %d cores",
		e.Date.UTC().Format("2006-01-02 15:04 MST"), e.GoVersion, browserName(e.Browser), e.CPU, e.Cores)
	if e.Load != "" {
		h += " · load average " + e.Load + " at the start"
	}
	return h
}
