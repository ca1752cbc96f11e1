package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"
	"time"
)

// glCounter is JavaScript, run before the page's scripts, that counts
// the calls of every WebGL 2 method by name in window.__glCalls.
const glCounter = `(() => {
	const calls = window.__glCalls = {};
	const proto = WebGL2RenderingContext.prototype;
	for (const name of Object.getOwnPropertyNames(proto)) {
		const d = Object.getOwnPropertyDescriptor(proto, name);
		if (!d || typeof d.value !== "function") continue;
		const f = d.value;
		proto[name] = function (...args) {
			let key = name;
			if (name === "clear") key += "(" + args[0] + ")";
			if (name === "drawElements" || name === "drawArrays") key += "(" + args[1] + ")";
			calls[key] = (calls[key] || 0) + 1;
			return f.apply(this, args);
		};
	}
})()`

// runCompare records the frame intervals of each target (as -trace
// names them) for -tracefor, -rounds times in turn, with no trace, and
// prints their medians side by side: a quick A/B of pages and context
// attributes on a noisy machine.
func runCompare(ctx context.Context, cfg config, stdout io.Writer, logf func(string, ...any)) error {
	lab, err := startLab(ctx, cfg, cfg.compare, "compare", logf)
	if err != nil {
		return err
	}
	defer lab.close()
	targets, h := lab.targets, lab.browser
	type result struct {
		p50, p95 []float64
		calls    []map[string]float64
		presses  [][]float64
	}
	res := make([]result, len(targets))
	for round := range cfg.rounds {
		for i, tg := range targets {
			p := lab.page(tg)
			js := cfg.traceJS
			if tg.attrs != "" {
				a, _ := attrsJSON(tg.attrs)
				js += ";\n" + fmt.Sprintf(contextOverride, a)
			}
			if cfg.glCalls {
				js += ";\n" + glCounter
			}
			t, err := openTraced(h, p, tg.fragment, js, cfg)
			if err != nil {
				return err
			}
			time.Sleep(cfg.settle)
			if cfg.glCalls {
				evalIn[any](t, "(() => { for (const k in window.__glCalls) delete window.__glCalls[k]; })()")
			}
			var presses []float64
			fs, err := record(t, func() error {
				switch tg.name {
				case "solve":
					return playSolve(t, cfg)
				case "press":
					var err error
					presses, err = pressCells(t, 10)
					return err
				}
				time.Sleep(cfg.traceFor)
				return nil
			})
			if err != nil {
				t.close()
				return fmt.Errorf("%s: %w", tg.spec, err)
			}
			frames := float64(len(fs.Intervals) + 1)
			if cfg.glCalls {
				calls, err := evalIn[map[string]float64](t, "window.__glCalls")
				if err == nil {
					for k := range calls {
						calls[k] /= frames
					}
					res[i].calls = append(res[i].calls, calls)
				}
			}
			t.close()
			res[i].p50 = append(res[i].p50, percentile(fs.Intervals, 50))
			res[i].p95 = append(res[i].p95, percentile(fs.Intervals, 95))
			res[i].presses = append(res[i].presses, presses)
			logf("round %d %s: p50 %.1f ms, p95 %.1f ms, %d frames", round+1, tg.spec, percentile(fs.Intervals, 50), percentile(fs.Intervals, 95), len(fs.Intervals)+1)
		}
	}
	fmt.Fprintf(stdout, "| target | p50 | p95 | rounds |\n| --- | ---: | ---: | --- |\n")
	for i, tg := range targets {
		fmt.Fprintf(stdout, "| %s | %s | %s | %d; p95 %s |\n", tg.spec, ms(median(res[i].p50)), ms(median(res[i].p95)), cfg.rounds, spread(res[i].p95, ms))
	}
	for i, tg := range targets {
		for r, p := range res[i].presses {
			if len(p) > 0 {
				fmt.Fprintf(stdout, "\n%s round %d presses (ms): %v", tg.spec, r+1, roundAll(p))
			}
		}
		if len(res[i].calls) == 0 {
			continue
		}
		fmt.Fprintf(stdout, "\n%s, WebGL calls per frame (last round):\n", tg.spec)
		calls := res[i].calls[len(res[i].calls)-1]
		var names []string
		for k := range calls {
			names = append(names, k)
		}
		sort.Slice(names, func(a, b int) bool { return calls[names[a]] > calls[names[b]] })
		var parts []string
		for _, k := range names {
			parts = append(parts, fmt.Sprintf("%s %.2f", k, calls[k]))
		}
		fmt.Fprintln(stdout, "  "+strings.Join(parts, ", "))
	}
	fmt.Fprintln(stdout)
	return nil
}
