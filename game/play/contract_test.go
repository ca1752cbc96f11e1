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

// TestContractButtonPlaces holds docs/page-contract.md's layout()
// paragraph to the action table: the buttons it says play shows are
// exactly those not in the menu, the settings it says leave the menu
// open are exactly the table's, and each button's name is its own.
// Mutation-checked: ActColours made an action played on the board
// rather than a setting fails it.
func TestContractButtonPlaces(t *testing.T) {
	text := strings.Join(contractSection(t, "window.flipgame.layout()` returns"), " ")
	between := func(from, to string) []string {
		_, after, ok := strings.Cut(text, from)
		part, _, ok2 := strings.Cut(after, to)
		if !ok || !ok2 {
			t.Fatalf("%s: the layout() paragraph has no %q … %q", contractDoc, from, to)
		}
		var names []string
		for _, m := range codeName.FindAllStringSubmatch(part, -1) {
			if !slices.Contains(names, m[1]) {
				names = append(names, m[1])
			}
		}
		slices.Sort(names)
		return names
	}
	var inPlay, settings, all []string
	for b := range play.NumButtons {
		if slices.Contains(all, b.Name()) || b.Name() == "" {
			t.Errorf("button %d is named %q, which is empty or another's", b, b.Name())
		}
		all = append(all, b.Name())
		if !b.InMenu() {
			inPlay = append(inPlay, b.Name())
		}
		if b.Setting() {
			settings = append(settings, b.Name())
			if !b.InMenu() {
				t.Errorf("the setting %s is not in the menu", b.Name())
			}
		}
	}
	slices.Sort(inPlay)
	slices.Sort(settings)
	if doc := between("Play shows", "Every other button lives in the menu"); !slices.Equal(doc, inPlay) {
		t.Errorf("%s says play shows\n%v\nthe action table puts in play\n%v", contractDoc, doc, inPlay)
	}
	if doc := between("The settings (", ")"); !slices.Equal(doc, settings) {
		t.Errorf("%s says the settings are\n%v\nthe action table's are\n%v", contractDoc, doc, settings)
	}
}
