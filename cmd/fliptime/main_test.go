package main

import (
	"strings"
	"testing"
)

// TestRead: a package that passed prints its closing line only; a failed
// test prints its output, its subtests' time counts in it; a line that is
// no event is copied; the slowest tests come first.
func TestRead(t *testing.T) {
	in := strings.Join([]string{
		`{"Action":"start","Package":"a"}`,
		`{"Action":"run","Package":"a","Test":"TestQuick"}`,
		`{"Action":"output","Package":"a","Test":"TestQuick","Output":"=== RUN   TestQuick\n"}`,
		`{"Action":"pass","Package":"a","Test":"TestQuick","Elapsed":0.5}`,
		`{"Action":"output","Package":"a","Test":"TestSlow/one","Output":"    slow_test.go:9: the board is wrong\n"}`,
		`{"Action":"fail","Package":"a","Test":"TestSlow/one","Elapsed":3}`,
		`{"Action":"output","Package":"a","Test":"TestSlow","Output":"--- FAIL: TestSlow (3.00s)\n"}`,
		`{"Action":"fail","Package":"a","Test":"TestSlow","Elapsed":3}`,
		`{"Action":"output","Package":"a","Output":"FAIL\n"}`,
		`{"Action":"output","Package":"a","Output":"FAIL\ta\t3.5s\n"}`,
		`{"Action":"fail","Package":"a","Elapsed":3.5}`,
		`# b: build failed`,
		`{"Action":"output","Package":"c","Output":"PASS\n"}`,
		`{"Action":"output","Package":"c","Output":"ok  \tc\t1.2s\n"}`,
		`{"Action":"pass","Package":"c","Elapsed":1.2}`,
	}, "\n")
	var out strings.Builder
	r, err := read(strings.NewReader(in), &out)
	if err != nil {
		t.Fatal(err)
	}
	want := "    slow_test.go:9: the board is wrong\n--- FAIL: TestSlow (3.00s)\nFAIL\nFAIL\ta\t3.5s\n# b: build failed\nok  \tc\t1.2s\n"
	if out.String() != want {
		t.Errorf("printed %q, want %q", out.String(), want)
	}
	if !r.failed || r.events != 14 {
		t.Errorf("failed %v after %d events, want true after 14", r.failed, r.events)
	}
	out.Reset()
	r.write(&out)
	if s := out.String(); !strings.Contains(s, "3.0 s  a TestSlow\n      0.5 s  a TestQuick") || strings.Contains(s, "TestSlow/one") {
		t.Errorf("the report:\n%s", s)
	}
}

// TestReadNothing: input without events (go test that could not start)
// counts no event, so that the command fails.
func TestReadNothing(t *testing.T) {
	var out strings.Builder
	r, err := read(strings.NewReader("go: cannot find main module\n"), &out)
	if err != nil || r.events != 0 || out.String() != "go: cannot find main module\n" {
		t.Errorf("events %d, printed %q, err %v", r.events, out.String(), err)
	}
}

// TestTable: the table lists each package by time with its tests under
// it, slowest first.
func TestTable(t *testing.T) {
	r := readEvents(t,
		`{"Action":"pass","Package":"a","Test":"TestQuick","Elapsed":0.5}`,
		`{"Action":"pass","Package":"a","Test":"TestSlow/sub","Elapsed":2}`,
		`{"Action":"pass","Package":"a","Test":"TestSlow","Elapsed":3}`,
		`{"Action":"pass","Package":"a","Elapsed":3.6}`,
		`{"Action":"pass","Package":"b","Test":"TestB","Elapsed":9}`,
		`{"Action":"pass","Package":"b","Elapsed":9.2}`,
	)
	var out strings.Builder
	r.table(&out)
	want := "| package | test | seconds |\n| --- | --- | ---: |\n" +
		"| `b` | | 9.2 |\n| | TestB | 9.0 |\n" +
		"| `a` | | 3.6 |\n| | TestSlow | 3.0 |\n| | TestQuick | 0.5 |\n"
	if out.String() != want {
		t.Errorf("table:\n%s\nwant:\n%s", out.String(), want)
	}
}

// TestParallelCases: a test whose cases ran at once (it returned before
// them) is listed as its cases; one whose cases ran in it, as itself.
func TestParallelCases(t *testing.T) {
	r := readEvents(t,
		`{"Action":"pass","Package":"e","Test":"TestEngines/chromium","Elapsed":12}`,
		`{"Action":"pass","Package":"e","Test":"TestEngines/webkit","Elapsed":16}`,
		`{"Action":"pass","Package":"e","Test":"TestEngines","Elapsed":0}`,
		`{"Action":"pass","Package":"e","Test":"TestSerial/a","Elapsed":2}`,
		`{"Action":"pass","Package":"e","Test":"TestSerial","Elapsed":5}`,
		`{"Action":"pass","Package":"e","Elapsed":30}`,
	)
	var out strings.Builder
	r.write(&out)
	for _, want := range []string{"16.0 s  e TestEngines/webkit", "12.0 s  e TestEngines/chromium", "5.0 s  e TestSerial\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "TestSerial/a") || strings.Contains(out.String(), "e TestEngines\n") {
		t.Errorf("report lists a case of a serial test or a parallel test whole:\n%s", out.String())
	}
}

// readEvents is the report read from go test's JSON events, one a line.
func readEvents(t *testing.T, events ...string) *report {
	t.Helper()
	r, err := read(strings.NewReader(strings.Join(events, "\n")), &strings.Builder{})
	if err != nil {
		t.Fatal(err)
	}
	return r
}
