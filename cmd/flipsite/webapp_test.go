package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"flip/web/server"
)

// buildReal builds the site from sample inputs and the real index.html,
// and returns the output directory and the page as written.
func buildReal(t *testing.T) (string, string) {
	t.Helper()
	real, err := os.ReadFile(filepath.Join("..", "..", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	in := sampleInputs()
	in.index = real
	out := filepath.Join(t.TempDir(), "dist")
	runOK(t, writeInputs(t, in, out))
	page, err := os.ReadFile(filepath.Join(out, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	return out, string(page)
}

// decodePNG reads dir/name as a PNG.
func decodePNG(t *testing.T, dir, name string) image.Image {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return img
}

func TestWebManifest(t *testing.T) {
	out, page := buildReal(t)
	data, err := os.ReadFile(filepath.Join(out, webManifestName))
	if err != nil {
		t.Fatal(err)
	}
	var m webManifest
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("%s: %v\n%s", webManifestName, err, data)
	}
	if m.Name != "Flip" || m.ShortName == "" || len(m.ShortName) > 12 || m.Description == "" {
		t.Errorf("name %q, short_name %q, description %q: want Flip, at most 12 characters, and some words", m.Name, m.ShortName, m.Description)
	}
	if m.StartURL != "./" || m.Scope != "./" || m.ID != "./" || m.Display != "standalone" {
		t.Errorf("start_url %q, scope %q, id %q, display %q; want ./, ./, ./, standalone", m.StartURL, m.Scope, m.ID, m.Display)
	}
	// The colours are the page's, dark as the game starts.
	for _, c := range []string{m.ThemeColor, m.BackgroundColor} {
		if c != "#1b202a" {
			t.Errorf("colour %q, want the page's #1b202a", c)
		}
	}
	for _, want := range []string{
		`<meta name="theme-color" content="#1b202a" media="(prefers-color-scheme: dark)">`,
		`<meta name="theme-color" content="#eef1f5" media="(prefers-color-scheme: light)">`,
		`--bg: #1b202a;`,
		`--bg: #eef1f5;`,
		`<link rel="manifest" href="` + webManifestName + `">`,
		`navigator.serviceWorker;`,
		`sw.register("` + workerName + `")`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	touch := regexp.MustCompile(`<link rel="apple-touch-icon" href="(apple-touch-icon\.[0-9a-f]{12}\.png)">`).FindStringSubmatch(page)
	if touch == nil {
		t.Fatal("the page names no hashed apple-touch-icon")
	}
	if b := decodePNG(t, out, touch[1]).Bounds(); b.Dx() != 180 || b.Dy() != 180 {
		t.Errorf("the apple-touch-icon is %v, want 180×180", b)
	}

	seen := map[string]bool{}
	for _, ic := range m.Icons {
		if !server.HasContentHash(ic.Src) || ic.Type != "image/png" {
			t.Errorf("icon %s of type %s: want a content-hashed PNG, which web/server caches", ic.Src, ic.Type)
		}
		img := decodePNG(t, out, ic.Src)
		b := img.Bounds()
		var w, h int
		if _, err := fmt.Sscanf(ic.Sizes, "%dx%d", &w, &h); err != nil || b.Dx() != w || b.Dy() != h {
			t.Errorf("icon %s says %s, is %d×%d", ic.Src, ic.Sizes, b.Dx(), b.Dy())
		}
		seen[ic.Purpose+" "+ic.Sizes] = true
	}
	for _, want := range []string{"any 192x192", "any 512x512", "maskable 192x192", "maskable 512x512"} {
		if !seen[want] {
			t.Errorf("the manifest has no %s icon: %+v", want, m.Icons)
		}
	}
}

// kindOf sorts an icon pixel into what it shows: "felt", "white" (a
// white disc's face), "black" (a black disc's face), "wood", or "" for
// the antialiased edges and highlights between them.
func kindOf(c color.Color) string {
	r, g, b, a := c.RGBA()
	if a < 0xff00 {
		return ""
	}
	r, g, b = r>>8, g>>8, b>>8
	near := func(v uint32, want int) bool { d := int(v) - want; return d > -14 && d < 14 }
	switch {
	case near(r, 0x1f) && near(g, 0x6b) && near(b, 0x48):
		return "felt"
	case r > 0xd8 && g > 0xd8 && b > 0xc8:
		return "white"
	case near(r, 0x24) && near(g, 0x26) && near(b, 0x2b):
		return "black"
	case r > g && g > b && r < 0x60 && r-b >= 8:
		return "wood"
	}
	return ""
}

// TestMaskableIcons checks the maskable icons' geometry: every pixel is
// opaque (a mask may keep any of them), and everything outside the safe
// zone (the circle of radius 40% of the side that every mask keeps) is
// the frame's wood, while the felt and the discs of both colours are all
// inside it.
func TestMaskableIcons(t *testing.T) {
	for _, ic := range iconsSpec {
		if ic.kind != maskableIcon {
			continue
		}
		img := drawIcon(ic.size, ic.kind)
		s := float64(ic.size)
		inside := map[string]int{}
		for y := range ic.size {
			for x := range ic.size {
				c := img.At(x, y)
				if _, _, _, a := c.RGBA(); a != 0xffff {
					t.Fatalf("%s: pixel (%d, %d) is not opaque", ic.stem, x, y)
				}
				d := math.Hypot(float64(x)+0.5-s/2, float64(y)+0.5-s/2)
				k := kindOf(c)
				if d > maskSafe*s {
					if k != "wood" {
						t.Fatalf("%s: pixel (%d, %d), %.1f px from the centre (safe zone %.1f), shows %q %v, want only wood outside the safe zone", ic.stem, x, y, d, maskSafe*s, k, c)
					}
					continue
				}
				inside[k]++
			}
		}
		for _, k := range []string{"felt", "white", "black"} {
			if inside[k] < ic.size*ic.size/200 {
				t.Errorf("%s: %d pixels of %s inside the safe zone, want the board", ic.stem, inside[k], k)
			}
		}
	}
}

// TestPlainIcons checks that a plain icon is the board with room around
// it: transparent corners, an opaque middle with felt and discs.
func TestPlainIcons(t *testing.T) {
	for _, ic := range iconsSpec {
		if ic.kind != plainIcon {
			continue
		}
		img := drawIcon(ic.size, ic.kind)
		n := ic.size
		for _, p := range [][2]int{{0, 0}, {n - 1, 0}, {0, n - 1}, {n - 1, n - 1}} {
			if _, _, _, a := img.At(p[0], p[1]).RGBA(); a != 0 {
				t.Errorf("%s: corner %v is not transparent", ic.stem, p)
			}
		}
		counts := map[string]int{}
		for y := range n {
			for x := range n {
				counts[kindOf(img.At(x, y))]++
			}
		}
		for _, k := range []string{"felt", "white", "black", "wood"} {
			if counts[k] < n*n/100 {
				t.Errorf("%s: %d pixels of %s, want the board in its frame", ic.stem, counts[k], k)
			}
		}
	}
}

// workerList reads the JavaScript array const name = [...] of a worker.
func workerList(t *testing.T, worker, name string) []string {
	t.Helper()
	m := regexp.MustCompile(`const ` + name + ` = (\[.*\]);`).FindStringSubmatch(worker)
	if m == nil {
		t.Fatalf("sw.js has no const %s", name)
	}
	var list []string
	if err := json.Unmarshal([]byte(m[1]), &list); err != nil {
		t.Fatalf("sw.js %s: %v", name, err)
	}
	return list
}

// TestWorkerListsSite checks the service worker against the site it was
// written with: it precaches every file a visitor fetches (every
// content-hashed file in dist, and the manifest; the page on its own),
// nothing that is not there, and it knows the page's build.
func TestWorkerListsSite(t *testing.T) {
	out, page := buildReal(t)
	data, err := os.ReadFile(filepath.Join(out, workerName))
	if err != nil {
		t.Fatal(err)
	}
	worker := string(data)
	if strings.Contains(worker, "__FLIP_") {
		t.Errorf("sw.js keeps a placeholder")
	}
	hashed := workerList(t, worker, "HASHED")
	fresh := workerList(t, worker, "FRESH")
	pageNames := workerList(t, worker, "PAGE_NAMES")

	var wantHashed, wantFresh []string
	for _, name := range listDir(t, out) {
		switch {
		case strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz"):
		case name == indexName || name == manifestName || name == workerName:
		case server.HasContentHash(name):
			wantHashed = append(wantHashed, name)
		default:
			wantFresh = append(wantFresh, name)
		}
	}
	for _, l := range [][]string{hashed, fresh, wantHashed, wantFresh} {
		slices.Sort(l)
	}
	if !slices.Equal(hashed, wantHashed) {
		t.Errorf("sw.js precaches the hashed files\n%q\ndist holds\n%q", hashed, wantHashed)
	}
	if !slices.Equal(fresh, wantFresh) || !slices.Equal(fresh, []string{webManifestName}) {
		t.Errorf("sw.js revalidates %q; dist holds %q besides the page and hashed files, want [%s]", fresh, wantFresh, webManifestName)
	}
	for _, name := range pageNames {
		if !strings.Contains(page, `"`+name+`"`) || !slices.Contains(hashed, name) {
			t.Errorf("sw.js checks the page for %s, which the page does not load or the worker does not cache", name)
		}
	}
	if len(pageNames) != 3 {
		t.Errorf("sw.js checks the page for %q, want the .wasm, wasm_exec and the solver's worker", pageNames)
	}
	build := regexp.MustCompile(`const BUILD = "([0-9a-f]{12})";`).FindStringSubmatch(worker)
	if build == nil {
		t.Fatal("sw.js has no build")
	}
	if !strings.Contains(page, `var build = "`+build[1]+`";`) {
		t.Errorf("the page's build is not the worker's %s", build[1])
	}
}

// TestBuildIdentityChanges checks that a change to the page alone gives
// another build, and so another service worker, which browsers install.
func TestBuildIdentityChanges(t *testing.T) {
	root := t.TempDir()
	a, b := filepath.Join(root, "a"), filepath.Join(root, "b")
	in := sampleInputs()
	runOK(t, writeInputs(t, in, a))
	in.index = append(in.index, "<!-- changed -->"...)
	runOK(t, writeInputs(t, in, b))
	wa, _ := os.ReadFile(filepath.Join(a, workerName))
	wb, _ := os.ReadFile(filepath.Join(b, workerName))
	if len(wa) == 0 || bytes.Equal(wa, wb) {
		t.Error("two builds that differ in their page have the same service worker")
	}
}

// TestTouchIcon checks the apple-touch-icon: opaque (iOS would fill
// transparency with black), and nothing but wood where iOS's rounded
// corners (a radius of about 22.37% of the side) cut it.
func TestTouchIcon(t *testing.T) {
	for _, ic := range iconsSpec {
		if ic.kind != touchIcon {
			continue
		}
		img := drawIcon(ic.size, ic.kind)
		s := float64(ic.size)
		shape := rect{0, 0, s, s}
		counts := map[string]int{}
		for y := range ic.size {
			for x := range ic.size {
				c := img.At(x, y)
				if _, _, _, a := c.RGBA(); a != 0xffff {
					t.Fatalf("%s: pixel (%d, %d) is not opaque", ic.stem, x, y)
				}
				k := kindOf(c)
				if shape.sdf(float64(x)+0.5, float64(y)+0.5, 0.2237*s) > -1 && k != "wood" {
					t.Fatalf("%s: pixel (%d, %d) shows %q where iOS cuts the corner, want wood", ic.stem, x, y, k)
				}
				counts[k]++
			}
		}
		for _, k := range []string{"felt", "white", "black"} {
			if counts[k] < ic.size*ic.size/50 {
				t.Errorf("%s: %d pixels of %s, want the board large", ic.stem, counts[k], k)
			}
		}
	}
}
