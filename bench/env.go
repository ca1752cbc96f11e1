package bench

import (
	"context"
	"fmt"
	"os"
	"regexp"
	"runtime"
	"strings"
	"time"
)

// An Environment is where and with what figures were measured.
type Environment struct {
	Date      time.Time `json:"date"`
	GoVersion string    `json:"goVersion"` // go version's output, without "go version "
	Browser   string    `json:"browser"`   // the product Chromium reports, e.g. HeadlessChrome/156.0.8078.79
	CPU       string    `json:"cpu"`       // the model name from /proc/cpuinfo
	Cores     int       `json:"cores"`
	Load      string    `json:"load"` // the 1-minute load average when the run began, or ""
}

// ThisMachine returns the environment now, but for the browser: the
// date, goCmd's version (run in the module at root), the processor and
// its load.
func ThisMachine(ctx context.Context, goCmd, root string) (Environment, error) {
	e := Environment{Date: time.Now(), CPU: runtime.GOARCH, Cores: runtime.NumCPU()}
	cpuinfo, _ := os.ReadFile("/proc/cpuinfo")
	if m := regexp.MustCompile(`(?m)^model name\s*:\s*(.*)$`).FindSubmatch(cpuinfo); m != nil {
		e.CPU = strings.TrimSpace(string(m[1]))
	}
	loadavg, _ := os.ReadFile("/proc/loadavg")
	if load := strings.Fields(string(loadavg)); len(load) > 0 {
		e.Load = load[0]
	}
	v, err := GoOutput(ctx, goCmd, root, "version")
	e.GoVersion = strings.TrimPrefix(v, "go version ")
	return e, err
}

// Header returns the line that says when, by what and where figures were
// measured.
func (e Environment) Header(by string) string {
	browser := e.Browser
	if v, ok := strings.CutPrefix(browser, "HeadlessChrome/"); ok {
		browser = "Chromium " + v + " (headless, SwiftShader)"
	}
	h := fmt.Sprintf("Measured %s by %s · %s · %s · %s, %d cores",
		e.Date.UTC().Format("2006-01-02 15:04 MST"), by, e.GoVersion, browser, e.CPU, e.Cores)
	if e.Load != "" {
		h += " · load average " + e.Load + " at the start"
	}
	return h
}
