package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"sync"
)

// The web app manifest: what a browser needs to install Flip (its name,
// icons, colours and start page). It keeps one name, not a hashed one, so
// that an installed app finds it again after every deployment; the icons
// it lists are hashed.
const (
	webManifestName = "flip.webmanifest"
	// appName and appDescription are the installed app's name and what a
	// store or launcher says of it (the page's own description).
	appName        = "Flip"
	appDescription = "Flip: the Flip Game and the Pilots Brothers' refrigerator, with an exact solver that knows the par of every position."
	// themeColor is the page's background, #1b202a, dark as the game
	// starts: the manifest's theme and splash colour (the page's <meta
	// name="theme-color"> also has a light one for the light scheme).
	themeColor = "#1b202a"
)

// A webManifest is the JSON of the web app manifest (W3C Web Application
// Manifest).
type webManifest struct {
	ID              string       `json:"id"`
	Name            string       `json:"name"`
	ShortName       string       `json:"short_name"`
	Description     string       `json:"description"`
	Lang            string       `json:"lang"`
	StartURL        string       `json:"start_url"`
	Scope           string       `json:"scope"`
	Display         string       `json:"display"`
	BackgroundColor string       `json:"background_color"`
	ThemeColor      string       `json:"theme_color"`
	Categories      []string     `json:"categories"`
	Icons           []webAppIcon `json:"icons"`
}

// A webAppIcon is one entry of the manifest's icons.
type webAppIcon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose"`
}

// drawIcons draws every icon of [icons] and returns them as site files
// with hashed names, in the order of icons. They are drawn at once, and
// once a process: the same every time, and about 1.5 s of work, most of
// it PNG's best compression (4% smaller than its default).
func drawIcons() ([]*siteFile, error) {
	icons, err := iconPNGs()
	if err != nil {
		return nil, err
	}
	var files []*siteFile
	for i, data := range icons {
		files = append(files, &siteFile{name: hashedName(iconsSpec[i].stem, ".png", data), raw: data, incompressible: true})
	}
	return files, nil
}

// iconPNGs returns the PNG of each icon, drawn the first time.
var iconPNGs = sync.OnceValues(func() ([][]byte, error) {
	out := make([][]byte, len(iconsSpec))
	errs := make([]error, len(iconsSpec))
	var wg sync.WaitGroup
	for i, ic := range iconsSpec {
		wg.Go(func() {
			out[i], errs[i] = encodePNG(drawIcon(ic.size, ic.kind))
			if errs[i] != nil {
				errs[i] = fmt.Errorf("drawing %s: %w", ic.stem, errs[i])
			}
		})
	}
	wg.Wait()
	return out, errors.Join(errs...)
})

// webManifestFor returns the manifest's JSON for the icons drawn by
// [drawIcons] (iconFiles[i] is iconsSpec[i]). Start page and scope are the
// directory the manifest is in, so the site works from any path.
func webManifestFor(iconFiles []*siteFile) ([]byte, error) {
	m := webManifest{
		ID:              "./",
		Name:            appName,
		ShortName:       appName,
		Description:     appDescription,
		Lang:            "en",
		StartURL:        "./",
		Scope:           "./",
		Display:         "standalone",
		BackgroundColor: themeColor,
		ThemeColor:      themeColor,
		Categories:      []string{"games", "entertainment"},
	}
	for i, ic := range iconsSpec {
		if ic.stem == appleTouchStem {
			continue // iOS reads it from the page, not the manifest
		}
		purpose := "any"
		if ic.kind == maskableIcon {
			purpose = "maskable"
		}
		size := strconv.Itoa(ic.size)
		m.Icons = append(m.Icons, webAppIcon{Src: iconFiles[i].name, Sizes: size + "x" + size, Type: "image/png", Purpose: purpose})
	}
	data, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("%s: %w", webManifestName, err)
	}
	return append(data, '\n'), nil
}
