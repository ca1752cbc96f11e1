package play_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
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

// namedTypes are the types of the page contract's named values, each with
// its name in the source (values.go; SolvedBy and Method are defined in
// game/record and game/coach, see valueSources).
var namedTypes = map[string]reflect.Type{
	"Overlay":  reflect.TypeFor[play.Overlay](),
	"SolvedBy": reflect.TypeFor[play.SolvedBy](),
	"Method":   reflect.TypeFor[play.Method](),
}

// valueRow is one row of docs/page-contract.md's table of named values:
// | `field` | `"value"` | meaning |.
var valueRow = regexp.MustCompile("^\\| `([A-Za-z.]+)` \\| `\"([^\"`]*)\"` \\|")

// TestContractValues holds docs/page-contract.md's table of named values
// to the constants of play.Overlay, play.SolvedBy and play.Method: for
// each snapshot field of one of those types (found in play.Snapshot by
// its JSON path), the values the table lists are exactly the constants
// of its type declared in the package's source.
func TestContractValues(t *testing.T) {
	documented := map[string][]string{}
	for _, l := range contractSection(t, "| field | value | meaning |")[2:] {
		if !strings.HasPrefix(l, "|") {
			continue
		}
		m := valueRow.FindStringSubmatch(l)
		if m == nil {
			t.Fatalf("%s: a row of the named values is not | `field` | `\"value\"` | meaning |: %s", contractDoc, l)
		}
		documented[m[1]] = append(documented[m[1]], m[2])
	}

	consts := constantsOf(t, namedTypes)
	want := map[string][]string{}
	for path, typ := range fieldsOfType(reflect.TypeFor[play.Snapshot](), "") {
		want[path] = consts[typ.Name()]
	}
	if len(want) != len(namedTypes) {
		t.Errorf("play.Snapshot has fields %v of the named types, want one of each of %d", want, len(namedTypes))
	}
	for path, values := range want {
		got := slices.Sorted(slices.Values(documented[path]))
		if !slices.Equal(got, values) {
			t.Errorf("%s documents %s as %q; its type's constants are %q", contractDoc, path, got, values)
		}
	}
	for path := range documented {
		if _, ok := want[path]; !ok {
			t.Errorf("%s documents values of %s, which is no snapshot field of a named type", contractDoc, path)
		}
	}
}

// fieldsOfType returns the JSON paths of the fields of struct type typ
// (and of the structs its fields point to) whose type is one of
// namedTypes, with that type.
func fieldsOfType(typ reflect.Type, prefix string) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for f := range typ.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		switch {
		case namedTypes[ft.Name()] == ft:
			out[prefix+name] = ft
		case ft.Kind() == reflect.Struct && ft.PkgPath() == typ.PkgPath():
			for p, t := range fieldsOfType(ft, prefix+name+".") {
				out[p] = t
			}
		}
	}
	return out
}

// valueSources are the packages whose source declares the named values'
// constants: this one (Overlay), game/record (SolvedBy) and game/coach
// (Method).
var valueSources = []string{".", "../record", "../coach"}

// constantsOf returns, for each type name of types, the values of the
// constants of that type declared in the source files of valueSources,
// sorted. A constant of one of those types must be a string literal.
func constantsOf(t *testing.T, types map[string]reflect.Type) map[string][]string {
	t.Helper()
	var files []string
	for _, dir := range valueSources {
		fs, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	out := map[string][]string{}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			// A spec with neither type nor values repeats the one before.
			var typ ast.Expr
			var values []ast.Expr
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				if vs.Type != nil || vs.Values != nil {
					typ, values = vs.Type, vs.Values
				}
				for i, n := range vs.Names {
					// The type is the spec's, or a conversion's: X = Overlay("x").
					typeName, value := "", values[i]
					if id, ok := typ.(*ast.Ident); ok {
						typeName = id.Name
					} else if call, ok := value.(*ast.CallExpr); ok && typ == nil && len(call.Args) == 1 {
						if id, ok := call.Fun.(*ast.Ident); ok {
							typeName, value = id.Name, call.Args[0]
						}
					}
					if types[typeName] == nil {
						continue
					}
					lit, ok := value.(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						t.Fatalf("%s: the constant %s of %s is not a string literal", fset.Position(n.Pos()), n.Name, typeName)
					}
					v, err := strconv.Unquote(lit.Value)
					if err != nil {
						t.Fatal(err)
					}
					out[typeName] = append(out[typeName], v)
				}
			}
		}
	}
	for _, v := range out {
		slices.Sort(v)
	}
	return out
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
