package driver_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// needChromium runs scripts/need-browsers.sh with PATH set to a directory
// that holds only id (no browser, and no apt-get: nothing is installed),
// FLIP_CHROME set to chrome, and the other engines and the display given
// (FLIP_FIREFOX, FLIP_WEBKITDRIVER, DISPLAY) unless chromeOnly, and
// returns its exit status and output.
func needChromium(t *testing.T, chrome string, chromeOnly ...bool) (int, string) {
	t.Helper()
	sh, err := exec.LookPath("sh")
	if err != nil {
		t.Skip("no sh to run the script with")
	}
	script, err := filepath.Abs(filepath.Join("..", "..", "scripts", "need-browsers.sh"))
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	if id, err := exec.LookPath("id"); err == nil {
		if err := os.Symlink(id, filepath.Join(bin, "id")); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command(sh, script)
	cmd.Env = []string{"PATH=" + bin, "FLIP_CHROME=" + chrome}
	if len(chromeOnly) == 0 || !chromeOnly[0] {
		cmd.Env = append(cmd.Env, "FLIP_FIREFOX=/x/firefox", "FLIP_WEBKITDRIVER=/x/WebKitWebDriver", "DISPLAY=:99")
	}
	out, err := cmd.CombinedOutput()
	if exit, ok := err.(*exec.ExitError); ok {
		return exit.ExitCode(), string(out)
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0, string(out)
}

// TestNeedChromiumHonoursFlipChrome checks the script make test runs
// before the browser tests against what Find accepts: FLIP_CHROME naming
// a program is enough, with no chromium on PATH.
func TestNeedChromiumHonoursFlipChrome(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	chrome := filepath.Join(dir, "my-chrome")
	if err := os.WriteFile(chrome, []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	if status, out := needChromium(t, chrome); status != 0 {
		t.Errorf("FLIP_CHROME=%s: status %d, output %q; want 0", chrome, status, out)
	}

	missing := filepath.Join(dir, "nowhere")
	status, out := needChromium(t, missing)
	if status == 0 || !strings.Contains(out, "FLIP_CHROME="+missing) {
		t.Errorf("FLIP_CHROME=%s (missing): status %d, output %q; want a failure naming it", missing, status, out)
	}
	if strings.Contains(out, "set FLIP_CHROME") {
		t.Errorf("with FLIP_CHROME set, the script tells the user to set it: %q", out)
	}

	if status, out := needChromium(t, ""); status == 0 || !strings.Contains(out, "apt-get install -y chromium") || strings.Contains(out, "not found") {
		t.Errorf("no FLIP_CHROME and no chromium: status %d, output %q; want a failure saying what to install", status, out)
	}
	// With nothing given, every engine and Xvfb are named in one command.
	if status, out := needChromium(t, "", true); status == 0 || !strings.Contains(out, "apt-get install -y chromium firefox-esr webkit2gtk-driver xvfb") {
		t.Errorf("no browser and no display: status %d, output %q; want a failure naming all four packages", status, out)
	}
}
