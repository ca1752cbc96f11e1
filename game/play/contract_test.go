package play_test

import (
	"os"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"flip/game/play"
)

// contractDoc is the page that documents the page contract in words.
const contractDoc = "../../docs/page-contract.md"

// contractSection returns the lines of docs/page-contract.md from the
// first line that contains start up to the next heading.
func contractSection(t *testing.T, start string) []string {
	t.Helper()
	b, err := os.ReadFile(contractDoc)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(b), "\n")
	for i, l := range lines {
		if strings.Contains(l, start) {
			end := i + 1
			for end < len(lines) && !strings.HasPrefix(lines[end], "#") {
				end++
			}
			return lines[i:end]
		}
	}
	t.Fatalf("%s has no line with %q", contractDoc, start)
	return nil
}

// jsonNames returns the JSON names of a struct type's fields, sorted.
func jsonNames(typ reflect.Type) []string {
	var names []string
	for f := range typ.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

var codeName = regexp.MustCompile("`([A-Za-z]+)`")

// TestContractSnapshotTable holds docs/page-contract.md's table of
// snapshot() fields to the Snapshot type, the contract's one definition:
// every field is documented, and nothing documented is missing from the
// type.
func TestContractSnapshotTable(t *testing.T) {
	var documented []string
	for _, l := range contractSection(t, "window.flipgame.snapshot()` returns") {
		if !strings.HasPrefix(l, "| `") {
			continue
		}
		first, _, _ := strings.Cut(strings.TrimPrefix(l, "|"), "|")
		for _, m := range codeName.FindAllStringSubmatch(first, -1) {
			documented = append(documented, m[1])
		}
	}
	slices.Sort(documented)
	if want := jsonNames(reflect.TypeFor[play.Snapshot]()); !slices.Equal(documented, want) {
		t.Errorf("%s documents snapshot fields\n%v\nthe type has\n%v", contractDoc, documented, want)
	}
	// The look back lists its fields as `{a, b, …}`, and its groups'.
	for _, l := range contractSection(t, "window.flipgame.snapshot()` returns") {
		if !strings.HasPrefix(l, "| `review` |") {
			continue
		}
		lists := objectList.FindAllStringSubmatch(l, -1)
		for i, typ := range []reflect.Type{reflect.TypeFor[play.ReviewView](), reflect.TypeFor[play.ReviewGroup]()} {
			var names []string
			if i < len(lists) {
				names = strings.Split(lists[i][1], ", ")
				slices.Sort(names)
			}
			if want := jsonNames(typ); !slices.Equal(names, want) {
				t.Errorf("%s documents the fields of review's list %d as\n%v\nthe type has\n%v", contractDoc, i+1, names, want)
			}
		}
	}
}

// objectList finds a list of an object's fields, `{a, b, c}`.
var objectList = regexp.MustCompile("`\\{([A-Za-z, ]+)\\}`")

// TestContractLayoutButtons holds docs/page-contract.md's list of
// layout() buttons to the buttons the layout reports.
func TestContractLayoutButtons(t *testing.T) {
	text := strings.Join(contractSection(t, "window.flipgame.layout()` returns"), " ")
	_, after, ok := strings.Cut(text, "buttons: {")
	if !ok {
		t.Fatalf("%s: the layout() paragraph lists no buttons: {…}", contractDoc)
	}
	list, _, _ := strings.Cut(after, ":")
	var documented []string
	for _, n := range strings.Split(list, ",") {
		documented = append(documented, strings.TrimSpace(n))
	}
	slices.Sort(documented)
	l := play.Compute(1024, 768, 4, 4, false)
	var names []string
	for name := range l.Page().Buttons {
		names = append(names, name)
	}
	slices.Sort(names)
	if !slices.Equal(documented, names) {
		t.Errorf("%s documents layout buttons\n%v\nthe layout has\n%v", contractDoc, documented, names)
	}
	if got := jsonNames(reflect.TypeFor[play.PageLayout]()); !slices.Equal(got, []string{"board", "buttons", "cells", "overlay"}) {
		t.Errorf("PageLayout's JSON names are %v; %s documents cells, buttons, board and overlay", got, contractDoc)
	}
}
