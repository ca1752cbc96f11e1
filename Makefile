# Flip: `make run` builds the site and serves it; `make test` runs every
# test, the browser tests included. See README.md.

GO       ?= go
ADDR     ?= 127.0.0.1:8080
DIST     ?= dist
BUILD    ?= build
GOROOT   := $(shell $(GO) env GOROOT)
# wasm_exec.js must be the one of the Go that builds the .wasm. The copy
# at the root (the design card's layout) is checked against it on every
# build; `make wasm_exec.js` refreshes it.
GOEXEC   := $(GOROOT)/lib/wasm/wasm_exec.js
WASM     := $(BUILD)/flip.wasm
# The solver alone (cmd/flipworker), which the page runs in a Web Worker.
SOLVER   := $(BUILD)/solver.wasm
WASMFLAGS := -trimpath -ldflags='-s -w'
SOURCES  := $(shell find . -name '*.go' -not -path './dist/*' -not -path './$(BUILD)/*') go.mod go.sum

.PHONY: all build wasm run test test-long check test-go test-e2e vet fuzz bench browsers screenshots clean

all: build

## build: write the static site to dist/ (index.html, wasm_exec.js, the game's .wasm, the solver's .wasm and its worker, the web app manifest,
## icons and service worker, .br and .gz copies)
build: $(DIST)/manifest.json

$(WASM): $(SOURCES)
	@mkdir -p $(BUILD)
	GOOS=js GOARCH=wasm $(GO) build $(WASMFLAGS) -o $@ .

$(SOLVER): $(SOURCES)
	@mkdir -p $(BUILD)
	GOOS=js GOARCH=wasm $(GO) build $(WASMFLAGS) -o $@ ./cmd/flipworker

$(DIST)/manifest.json: $(WASM) $(SOLVER) index.html wasm_exec.js $(GOEXEC) $(wildcard cmd/flipsite/*.go cmd/flipsite/*.js web/csp/*.go)
	@cmp -s wasm_exec.js "$(GOEXEC)" || { \
		echo "wasm_exec.js is not the one of $$($(GO) env GOVERSION), which builds the .wasm ($(GOEXEC))."; \
		echo "Run: make wasm_exec.js"; exit 1; } >&2
	$(GO) run ./cmd/flipsite -wasm $(WASM) -solverwasm $(SOLVER) -index index.html -wasmexec wasm_exec.js -out $(DIST)

wasm: $(WASM) $(SOLVER)

## wasm_exec.js: refresh the copy at the root from the Go toolchain that builds the .wasm
# (a plain prerequisite of the build, which checks it; a command only when asked for)
ifneq ($(filter wasm_exec.js,$(MAKECMDGOALS)),)
.PHONY: wasm_exec.js
endif
wasm_exec.js:
	cp "$(GOEXEC)" $@
	@echo "wasm_exec.js: now the one of $$($(GO) env GOVERSION); commit it"

## run: build the site and serve it on http://$(ADDR)
run: build
	$(GO) run ./cmd/flipserve -addr $(ADDR) -dir $(DIST)

## test: vet, then every test: the solver, the game logic, the server, the CLI and the browser tests,
## and the tests of the patch to Ebitengine (third_party/README.md)
## test ends with the time of each package and the ten slowest tests (cmd/fliptime), and writes
## every package's and test's time to build/test-times.md (the table of docs/testing.md)
test: vet build browsers $(BUILD)/fliptime
	FLIP_DIST=$(abspath $(DIST)) FLIP_REQUIRE_BROWSER=1 $(GO) test -json -count=1 -vet=off -timeout 30m ./e2e ./internal/driver $(SLOWEST) ./... | $(BUILD)/fliptime -md $(BUILD)/test-times.md
	cd third_party/ebiten && $(GO) vet ./internal/graphicscommand/ && $(GO) test -count=1 ./internal/graphicscommand/

## test-long: make test with the long tests exhaustive, not sampled (FLIP_LONG=1; internal/testlong):
## for any change to the solver
test-long:
	FLIP_LONG=1 $(MAKE) test

## check: the edit-test loop: vet and every test but the browsers' (e2e, and internal/driver's,
## which start the three engines); make test stays everything
check: vet $(BUILD)/fliptime
	$(GO) test -json -count=1 -vet=off -timeout 30m $(SLOWEST) $$($(GO) list ./... | grep -v -e '^flip/e2e$$' -e '^flip/internal/driver$$') | $(BUILD)/fliptime

# The packages whose tests take longest but the browsers', named first so that make check (and make
# test, after e2e and internal/driver) starts them
# first (go test runs packages in the order named, two at once on two cores, each once). go test's
# own vet is off (-vet=off) in check and test: make vet has just run all of go vet on every package.
SLOWEST := ./solver/internal/binary ./solver/internal/colours ./cmd/flipsolve ./game/play

$(BUILD)/fliptime: cmd/fliptime/main.go
	@mkdir -p $(BUILD)
	$(GO) build -o $@ ./cmd/fliptime

## vet: gofmt, go vet (natively and for js/wasm), staticcheck, go.mod tidy, and third_party/ebiten
## rebuilt from the module and ebiten.patch (scripts/ebiten.sh)
# staticcheck is installed into $(BUILD) unless the one there is already that version built by this
# Go; scripts/ebiten.sh remembers in $(BUILD)/ebiten-check a digest of what it checked, and checks
# again only when the patch, the version, the script or third_party/ebiten changed.
STATICCHECK ?= honnef.co/go/tools/cmd/staticcheck@v0.8.2
vet:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' ':!third_party' 2>/dev/null || find . -name '*.go' -not -path './third_party/*'))" || { echo "gofmt needed:"; gofmt -l $$(find . -name '*.go' -not -path './third_party/*'); exit 1; }
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet . ./game/... ./web/bridge ./web/animframe ./solver/... ./bench/floor ./cmd/flipworker
	@mkdir -p $(BUILD)
	@$(GO) version -m $(BUILD)/staticcheck 2>/dev/null | awk -v go="$$($(GO) env GOVERSION)" \
		-v pkg="$(word 1,$(subst @, ,$(STATICCHECK)))" -v ver="$(word 2,$(subst @, ,$(STATICCHECK)))" \
		'NR == 1 && $$NF == go { g = 1 } $$1 == "path" && $$2 == pkg { p = 1 } $$1 == "mod" && $$3 == ver { m = 1 } END { exit !(g && p && m) }' || \
		{ echo "GOBIN=$(abspath $(BUILD)) $(GO) install $(STATICCHECK)"; GOBIN=$(abspath $(BUILD)) $(GO) install $(STATICCHECK); }
	$(BUILD)/staticcheck ./...
	GOOS=js GOARCH=wasm $(BUILD)/staticcheck . ./game/... ./web/bridge ./web/animframe ./cmd/flipworker
	@$(GO) mod tidy -diff >/dev/null || { echo "go.mod or go.sum is not tidy: run go mod tidy"; $(GO) mod tidy -diff; exit 1; }
	GO="$(GO)" EBITEN_STAMP=$(abspath $(BUILD))/ebiten-check sh scripts/ebiten.sh check

## browsers: install Debian's chromium, firefox-esr, webkit2gtk-driver and xvfb for the browser
## tests when they are missing (or say what to install)
browsers:
	@sh scripts/need-browsers.sh

## fuzz: run the fuzz targets for a while each (FUZZTIME=30s)
FUZZTIME ?= 30s
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzReader$$' -fuzztime $(FUZZTIME) ./solver/internal/binary/
	$(GO) test -run '^$$' -fuzz '^FuzzParseFragment$$' -fuzztime $(FUZZTIME) ./game/play/

## bench: what a visitor feels (download, first frame, idle cost, smoothness, presses) beside the
## floors (bench/floor, bench/rawfloor), and the native solver benchmarks summed up by benchstat:
## one table with its budgets, also in bench-out/bench.md (cmd/fliplab finds out why: docs/fliplab.md)
bench: build
	$(GO) run ./cmd/flipbench -dist $(DIST) -go $(GO) -out bench-out

## screenshots: take the screenshots of README.md and docs/playing.md from the built site into docs/ (ONLY=name,… for some)
screenshots: build browsers
	$(GO) run ./cmd/flipshots -dist $(DIST) -out docs -only "$(ONLY)"

clean:
	rm -rf $(DIST) $(BUILD)
