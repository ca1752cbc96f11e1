// Copyright 2026 The Ebitengine Authors
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//	http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

//go:build (freebsd || (linux && !android) || netbsd) && !nintendosdk && !playstation5

package colormode

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

func systemColorMode() ColorMode {
	if mode := checkGSettings(); mode != Unknown {
		return mode
	}

	configDir, err := os.UserConfigDir()
	if err != nil {
		return Unknown
	}
	if mode := checkGTKSettingsFile(filepath.Join(configDir, "gtk-4.0", "settings.ini")); mode != Unknown {
		return mode
	}

	if mode := checkGTKSettingsFile(filepath.Join(configDir, "gtk-3.0", "settings.ini")); mode != Unknown {
		return mode
	}

	return Unknown
}

func checkGSettings() ColorMode {
	out, err := exec.Command("gsettings", "get", "org.gnome.desktop.interface", "color-scheme").Output()
	if err != nil {
		return Unknown
	}

	value := strings.TrimSpace(string(out))
	value = strings.Trim(value, "'")

	switch value {
	case "prefer-dark":
		return Dark
	case "default", "prefer-light":
		return Light
	default:
		return Unknown
	}
}

// checkGTKSettingsFile returns the color mode the GTK settings file at path specifies.
// checkGTKSettingsFile returns Unknown if the file is unavailable or specifies nothing.
func checkGTKSettingsFile(path string) ColorMode {
	data, err := os.ReadFile(path)
	if err != nil {
		return Unknown
	}

	// The file is a GLib key file: a comment starts with '#', a key belongs to the group
	// opened by the last '[...]' line, spaces around '=' are insignificant, and a later
	// key overrides an earlier one.
	mode := Unknown
	var group string
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
			group = line[1 : len(line)-1]
			continue
		}
		if group != "Settings" {
			continue
		}
		key, value, ok := strings.Cut(line, "=")
		if !ok {
			continue
		}
		if strings.TrimSpace(key) != "gtk-application-prefer-dark-theme" {
			continue
		}
		switch strings.TrimSpace(value) {
		case "true", "1":
			mode = Dark
		case "false", "0":
			mode = Light
		}
	}
	return mode
}
