// Copyright 2019 The Ebiten Authors
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

package main

import (
	_ "embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"runtime/debug"

	// Add a dependency on gomobile in order to get the version via debug.ReadBuildInfo().
	_ "github.com/ebitengine/gomobile/geom"
)

//go:embed gobind.go
var gobind_go []byte

//go:embed _files/EbitenViewController.m
var objcM []byte

//go:embed _files/EbitenView.java
var viewJava []byte

//go:embed _files/EbitenSurfaceView.java
var surfaceViewJava []byte

func runCommand(command string, args []string, env []string) error {
	if buildX || buildN {
		for _, e := range env {
			fmt.Printf("%s ", e)
		}
		fmt.Print(command)
		for _, arg := range args {
			fmt.Printf(" %s", arg)
		}
		fmt.Println()
	}

	if buildN {
		return nil
	}

	cmd := exec.Command(command, args...)
	if len(env) > 0 {
		cmd.Env = append(os.Environ(), env...)
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s %v failed: %v\n%v", command, args, string(out), err)
	}
	return nil
}

func removeAll(path string) error {
	if buildX || buildN {
		fmt.Printf("rm -rf %s\n", path)
	}
	if buildN {
		return nil
	}
	return os.RemoveAll(path)
}

func runGo(args ...string) error {
	return runCommand("go", args, nil)
}

// exe adds the .exe extension to the given filename.
// Without .exe, the executable won't be found by exec.LookPath on Windows (#1096).
func exe(filename string) string {
	if runtime.GOOS == "windows" {
		return filename + ".exe"
	}
	return filename
}

func prepareGomobileCommands() (string, error) {
	tmp, err := os.MkdirTemp("", "ebitenmobile-")
	if err != nil {
		return "", err
	}

	newpath := filepath.Join(tmp, "bin")
	if path := os.Getenv("PATH"); path != "" {
		newpath += string(filepath.ListSeparator) + path
	}
	if buildX || buildN {
		fmt.Printf("PATH=%s\n", newpath)
	}
	if !buildN {
		if err := os.Setenv("PATH", newpath); err != nil {
			return tmp, err
		}
	}

	pwd, err := os.Getwd()
	if err != nil {
		return tmp, err
	}

	// cd
	if buildX {
		fmt.Printf("cd %s\n", tmp)
	}
	if err := os.Chdir(tmp); err != nil {
		return tmp, err
	}
	defer func() {
		_ = os.Chdir(pwd)
	}()

	const (
		modname   = "ebitenmobiletemporary"
		buildtags = "//go:build tools"
	)
	if err := runGo("mod", "init", modname); err != nil {
		return tmp, err
	}
	if err := os.WriteFile("tools.go", fmt.Appendf(nil, `%s

package %s

import (
	_ "github.com/ebitengine/gomobile/cmd/gobind"
	_ "github.com/ebitengine/gomobile/cmd/gomobile"
)
`, buildtags, modname), 0644); err != nil {
		return tmp, err
	}

	info, ok := debug.ReadBuildInfo()
	if !ok {
		return tmp, fmt.Errorf("ebitenmobile: debug.ReadBuildInfo failed")
	}
	args := []string{"mod", "edit"}
	for _, m := range info.Deps {
		args = append(args, "-require="+m.Path+"@"+m.Version)
	}
	if err := runGo(args...); err != nil {
		return tmp, err
	}
	if localgm := os.Getenv("EBITENMOBILE_GOMOBILE"); localgm != "" {
		if !filepath.IsAbs(localgm) {
			localgm = filepath.Join(pwd, localgm)
		}
		if err := runGo("mod", "edit", "-replace=github.com/ebitengine/gomobile="+localgm); err != nil {
			return tmp, err
		}
	}
	// runtime.Version() is the current executing Go version. For example, this is the version of the toolchain directive in go.mod.
	// This might differ from the Go command version under the temporary directory.
	// To avoid the version mismatch, set the toolchain explicitly (#3086).
	t, err := toolchainParameter()
	if err != nil {
		return tmp, err
	}
	if err := runGo("mod", "edit", "-toolchain="+t); err != nil {
		return tmp, err
	}
	if err := os.Mkdir("src", 0755); err != nil {
		return tmp, err
	}
	if err := os.WriteFile(filepath.Join("src", "gobind.go"), gobind_go, 0644); err != nil {
		return tmp, err
	}

	if err := os.Mkdir(filepath.Join("src", "_files"), 0755); err != nil {
		return tmp, err
	}
	if err := os.WriteFile(filepath.Join("src", "_files", "EbitenViewController.m"), objcM, 0644); err != nil {
		return tmp, err
	}
	if err := os.WriteFile(filepath.Join("src", "_files", "EbitenView.java"), viewJava, 0644); err != nil {
		return tmp, err
	}
	if err := os.WriteFile(filepath.Join("src", "_files", "EbitenSurfaceView.java"), surfaceViewJava, 0644); err != nil {
		return tmp, err
	}

	// Include all helper sources before tidy so their dependency versions are retained.
	if err := runGo("mod", "tidy"); err != nil {
		return tmp, err
	}
	if err := runGo("build", "-o", exe(filepath.Join("bin", "gomobile")), "github.com/ebitengine/gomobile/cmd/gomobile"); err != nil {
		return tmp, err
	}
	if err := runGo("build", "-o", exe(filepath.Join("bin", "gobind-original")), "github.com/ebitengine/gomobile/cmd/gobind"); err != nil {
		return tmp, err
	}
	if err := runGo("build", "-o", exe(filepath.Join("bin", "gobind")), "-tags", "ebitenmobilegobind", filepath.Join("src", "gobind.go")); err != nil {
		return tmp, err
	}

	if err := runCommand("gomobile", []string{"init"}, nil); err != nil {
		return tmp, err
	}

	return tmp, nil
}

func toolchainParameter() (string, error) {
	pattern := regexp.MustCompile(`\bgo\d+\.\d+(\.\d+)?`)
	rawVersion := runtime.Version()
	m := pattern.FindStringSubmatch(rawVersion)
	if len(m) == 0 {
		return "", fmt.Errorf("ebitenmobile: unexpected version: %s", rawVersion)
	}
	return m[0], nil
}
