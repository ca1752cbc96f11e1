package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"flip/bench"
)

// writeTrace writes a recording's trace events into -trace's directory
// in Chrome's JSON trace format, and notes in r where, and the longest
// top-level task on the page's main thread (from the first press, for
// press): what make bench's press budget measures.
func writeTrace(cfg config, tg target, round, i int, events []json.RawMessage, r *result) error {
	name := strings.NewReplacer("#", "-", "&", "-", "=", "-", "/", "-").Replace(tg.spec)
	file := filepath.Join(cfg.traceDir, fmt.Sprintf("trace-%d-%d-%.40s.json", round+1, i+1, name))
	var b bytes.Buffer
	b.WriteString(`{"traceEvents":[`)
	for j, e := range events {
		if j > 0 {
			b.WriteString(",\n")
		}
		b.Write(e)
	}
	b.WriteString("]}\n")
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		return err
	}
	wall, cpu := bench.LongestTask(events)
	r.traces = append(r.traces, fmt.Sprintf("%s: %d events; the longest main-thread task ran %.1f ms of CPU (%.1f ms wall)", file, len(events), cpu, wall))
	return nil
}
