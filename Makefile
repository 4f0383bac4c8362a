# Backgammon: build, serve and test.
#
#   make serve   install what is missing, then serve the release build with trunk
#                (http://127.0.0.1:8080/); `make serve-dev` serves a debug build that rebuilds fast
#   make test    install what is missing, then run every check CI runs
#
# Tools go into .tools/ in this checkout (git-ignored), pinned by version, and are installed
# only when missing or at another version. Rust itself comes from rustup (stable); the only
# things added to it are the wasm32-unknown-unknown target and, if absent, rustfmt and clippy.

SHELL := bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := help

TOOLS := $(CURDIR)/.tools
NPM_PREFIX := $(TOOLS)/npm
export PATH := $(TOOLS)/bin:$(NPM_PREFIX)/node_modules/.bin:$(PATH)

# Pinned tool versions. trunk 0.22 needs a newer rustc than 1.95, so 0.21.
TRUNK_VERSION := 0.21.14
CARGO_FUZZ_VERSION := 0.13.2
# wasm-opt from npm: Debian's binaryen (108) cannot read rustc 1.95's output.
BINARYEN_VERSION := 132
# The wasm-bindgen CLI must equal the wasm-bindgen library in Cargo.lock (pinned with `=` in
# Cargo.toml); Trunk.toml names the same version so that trunk never downloads its own.
WASM_BINDGEN_VERSION := $(shell awk '/^name = "wasm-bindgen"$$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)

WASM_TARGET := wasm32-unknown-unknown

# Fuzzing: cargo-fuzz passes nightly-only flags to rustc; RUSTC_BOOTSTRAP=1 lets the stable
# toolchain accept them. AddressSanitizer works on stable this way (FUZZ_SANITIZER=none is faster).
FUZZ_DIR := fuzz
FUZZ_TARGETS := $(sort $(basename $(notdir $(wildcard $(FUZZ_DIR)/fuzz_targets/*.rs))))
FUZZ_SANITIZER ?= address
FUZZ_TEST_SECONDS ?= 20
FUZZ_SECONDS ?= 300
FUZZ := RUSTC_BOOTSTRAP=1 cargo fuzz

# Extra flags for trunk serve, e.g. `make serve TRUNK_SERVE_FLAGS="--port 9000"`.
TRUNK_SERVE_FLAGS ?=
# Where the two servers write their builds: never dist/, which only `make dist` writes, so that
# a server left running cannot put a debug build or trunk's live-reload script into it.
SERVE_DIST := target/dist-serve
SERVE_DEV_DIST := target/dist-dev

# Runs a command under a banner and prints how long it took.
define step
	@echo "==> $(1)"; start=$$(date +%s); $(2); echo "<== $(1): $$(( $$(date +%s) - start )) s"
endef

.PHONY: help serve serve-dev dist check-dist test bench bench-wasm bench-wasm-ratio fuzz tools tools-web tools-test clean-tools \
	check-fmt clippy doc-check test-rust wasm-build bench-test fuzz-test check-versions \
	tool-rust-components tool-wasm-target tool-trunk tool-wasm-bindgen tool-wasm-opt \
	tool-cargo-fuzz

help:
	@echo "Backgammon in the browser (Rust + WebAssembly)."
	@echo
	@echo "  make serve   install missing tools, then serve the release build (the same build as"
	@echo "               make dist, rebuilt on every change) with trunk on http://127.0.0.1:8080/"
	@echo "  make test    install missing tools, then run every check (what CI runs via .ci/run):"
	@echo "               rustfmt, clippy, cargo test, benchmarks in test mode, component tests"
	@echo "               in Chromium, the release build of the app into dist/ with its"
	@echo "               end-to-end tests in Chromium, and $(FUZZ_TEST_SECONDS) s of fuzzing per fuzz target"
	@echo
	@echo "  make serve-dev   serve a debug build (fast to rebuild, slow to play: World class takes"
	@echo "               seconds a move) from $(SERVE_DEV_DIST)/"
	@echo "  make dist    release build of the app into dist/ (trunk build --release), checked to hold"
	@echo "               no live-reload script, sizes printed"
	@echo "  make bench   run the criterion benchmarks (results kept in target/criterion/ to compare runs)"
	@echo "  make fuzz    fuzz every target for FUZZ_SECONDS (default $(FUZZ_SECONDS)) each;"
	@echo "               one target: make fuzz FUZZ_TARGETS=notation"
	@echo "  make e2e     end-to-end tests of dist/ in Chromium (playwright-core; installs both)"
	@echo "  make wasm-test   component tests (tests/wasm/) in headless Chromium via chromedriver"
	@echo "  make bench-web   browser benchmark of dist/: first interactive board, computer time per play"
	@echo "  make bench-hint  browser benchmark of dist/: the play and cube hints' time with a warm worker"
	@echo "  make bench-clicks  the main thread's tasks of a game's presses, traced (builds compared)"
	@echo "  make bench-wasm  the engine in WebAssembly (Node) and natively: evaluation, time per move"
	@echo "  make bench-wasm-ratio  the same evaluations natively, in Node and in headless Chromium, in turn"
	@echo "  make tools   install every tool without running anything"
	@echo "  make clean-tools   remove .tools/"
	@echo
	@echo "Installed into .tools/ when missing: trunk $(TRUNK_VERSION) (15 to 25 minutes to compile, once),"
	@echo "wasm-bindgen-cli $(WASM_BINDGEN_VERSION), wasm-opt (npm binaryen@$(BINARYEN_VERSION)),"
	@echo "cargo-fuzz $(CARGO_FUZZ_VERSION), playwright-core $(PLAYWRIGHT_CORE_VERSION), axe-core $(AXE_CORE_VERSION) (npm); Debian's chromium"
	@echo "(apt-get, when /usr/bin/chromium is missing); with rustup: the $(WASM_TARGET) target."

# ---------------------------------------------------------------------------------------------
# The two ways in.

# The release build (the cargo profiles `release` and, for the app's wasm, `wasm-app`, which
# index.html names; wasm-opt as in `make dist`), served from $(SERVE_DIST)/ with live reload.
serve: tools-web
	trunk serve --release --dist $(SERVE_DIST) $(TRUNK_SERVE_FLAGS)

test: tools-test tools-web tools-e2e
	$(call step,versions agree,$(MAKE) --no-print-directory check-versions)
	$(call step,cargo fmt --check,$(MAKE) --no-print-directory check-fmt)
	$(call step,cargo clippy,$(MAKE) --no-print-directory clippy)
	$(call step,cargo doc (warnings are errors),$(MAKE) --no-print-directory doc-check)
	$(call step,cargo test,$(MAKE) --no-print-directory test-rust)
	$(call step,benchmarks in test mode,$(MAKE) --no-print-directory bench-test)
	$(call step,component tests in Chromium,$(MAKE) --no-print-directory wasm-test)
	$(call step,release build into dist/,$(MAKE) --no-print-directory dist)
	$(call step,end-to-end tests in Chromium,$(MAKE) --no-print-directory e2e-run)
	$(call step,fuzzing ($(FUZZ_TEST_SECONDS) s per target),$(MAKE) --no-print-directory fuzz-test)
	@echo "All checks passed."

# ---------------------------------------------------------------------------------------------
# The other targets.

# The debug build: no wasm-opt and no LTO, so a change shows in seconds, but the computer's
# search runs many times slower than in the release build.
serve-dev: tools-web
	trunk serve --dist $(SERVE_DEV_DIST) $(TRUNK_SERVE_FLAGS)

# Prints the size of every file, raw and gzipped, and the wasm and overall totals.
dist: tools-web
	trunk build --release
	$(MAKE) --no-print-directory check-dist DIST=dist
	tools/dist-size.sh dist

# A release dist/ never holds trunk serve's live-reload script (it would try to reach the
# development server every few seconds, a console error each time), and no wasm file of it is
# empty (seen when two builds shared one cargo target directory). DIST=dir checks another.
DIST ?= dist
check-dist:
	@if grep -l -e '__TRUNK_' -e '.well-known/trunk/ws' $(DIST)/*.html $(DIST)/*.js 2>/dev/null; then \
	  echo "$(DIST)/ holds trunk serve's live-reload script: not a release build (run make dist)"; \
	  exit 1; \
	fi
	@test -f $(DIST)/index.html || { echo "$(DIST)/index.html is missing"; exit 1; }
	@empty=$$(find $(DIST) -name '*.wasm' -empty); \
	  if [ -n "$$empty" ]; then echo "empty wasm in $(DIST)/ (a build broken half way): $$empty"; exit 1; fi

bench:
	cargo bench --workspace --bench '*'

# The engine in WebAssembly (crates/wasm-speed): one evaluation and each level's time per move,
# in Node and natively, by the same protocol and in the same run.
bench-wasm: tool-wasm-target
	cargo build --release -p wasm-speed
	cargo build --release -p wasm-speed --lib --target $(WASM_TARGET)
	target/release/wasm-speed
	node crates/wasm-speed/run.mjs target/$(WASM_TARGET)/release/wasm_speed.wasm

# The same evaluations natively, in Node and in headless Chromium, run in turn on one core
# (crates/wasm-speed/ratio.mjs): medians of time and CPU time, and the ratios to native.
WASM_RATIO_ROUNDS ?= 100
WASM_RATIO_TRIALS ?= 15
bench-wasm-ratio: tool-wasm-target tool-playwright tool-chromium
	cargo build --release -p bg-engine --example siblings_throughput
	cargo build --release -p wasm-speed --lib --target $(WASM_TARGET)
	taskset -c 0 node crates/wasm-speed/ratio.mjs $(WASM_RATIO_ROUNDS) $(WASM_RATIO_TRIALS) \
	  target/release/examples/siblings_throughput target/$(WASM_TARGET)/release/wasm_speed.wasm

fuzz: tool-cargo-fuzz
	$(FUZZ) build --fuzz-dir $(FUZZ_DIR) -s $(FUZZ_SANITIZER)
	@for target in $(FUZZ_TARGETS); do \
	  echo "==> fuzzing $$target for $(FUZZ_SECONDS) s"; \
	  mkdir -p $(FUZZ_DIR)/corpus/$$target; \
	  $(FUZZ) run --fuzz-dir $(FUZZ_DIR) -s $(FUZZ_SANITIZER) $$target \
	    $(FUZZ_DIR)/corpus/$$target $(FUZZ_DIR)/seeds/$$target -- -max_total_time=$(FUZZ_SECONDS); \
	done

# ---------------------------------------------------------------------------------------------
# The steps of `make test`.

# Trunk.toml must name the wasm-bindgen that Cargo.lock has, or trunk tries to download one.
check-versions:
	@test -n "$(WASM_BINDGEN_VERSION)" || { echo "no wasm-bindgen in Cargo.lock"; exit 1; }
	@grep -q '^wasm_bindgen = "$(WASM_BINDGEN_VERSION)"$$' Trunk.toml || \
	  { echo "Trunk.toml [tools] wasm_bindgen must be \"$(WASM_BINDGEN_VERSION)\" (Cargo.lock)"; exit 1; }
	@grep -q '^wasm_opt = "version_$(BINARYEN_VERSION)"$$' Trunk.toml || \
	  { echo "Trunk.toml [tools] wasm_opt must be \"version_$(BINARYEN_VERSION)\""; exit 1; }
	@echo "wasm-bindgen $(WASM_BINDGEN_VERSION), wasm-opt $(BINARYEN_VERSION)"

check-fmt:
	cargo fmt --all --check
	cargo fmt --manifest-path $(FUZZ_DIR)/Cargo.toml --check

# The app's view is compiled only for wasm32, so it is linted there as well.
clippy:
	cargo clippy --workspace --all-targets -- -D warnings
	cargo clippy -p bg-web --target $(WASM_TARGET) -- -D warnings

# The API documentation builds without a warning (broken or private intra-doc links).
doc-check:
	RUSTDOCFLAGS="-D warnings" cargo doc --workspace --no-deps

# Debug build on purpose: it keeps overflow checks and debug assertions, and on 2 cores the
# release build (thin LTO, one codegen unit) costs far more time than the tests save. The engine
# and the trainer alone are optimized (opt-level 2, Cargo.toml's profile overrides): their
# searches and self-play were most of the tests' time (655 s of tests at opt-level 0, 25 s at 2).
test-rust:
	cargo test --workspace

wasm-build:
	cargo build -p bg-web --target $(WASM_TARGET)

# Runs each criterion benchmark once, unmeasured (criterion's test mode, which it uses when run
# by `cargo test`): proves the benches build and work, reusing the test build's dependencies.
# `--bench '*'` selects the bench targets only (`--benches` would rerun the unit tests).
bench-test:
	cargo test --workspace --bench '*'
	cargo build --release -p wasm-speed --lib --target $(WASM_TARGET)
	node crates/wasm-speed/run.mjs target/$(WASM_TARGET)/release/wasm_speed.wasm 1

# libFuzzer is chatty: keep each target's log, show it only when the target fails.
fuzz-test:
	$(FUZZ) build --fuzz-dir $(FUZZ_DIR) -s $(FUZZ_SANITIZER)
	@for target in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_DIR)/corpus/$$target; \
	  log=$$(mktemp); \
	  if ! $(FUZZ) run --fuzz-dir $(FUZZ_DIR) -s $(FUZZ_SANITIZER) $$target \
	      $(FUZZ_DIR)/corpus/$$target $(FUZZ_DIR)/seeds/$$target \
	      -- -max_total_time=$(FUZZ_TEST_SECONDS) >$$log 2>&1; then \
	    cat $$log; rm -f $$log; echo "fuzz target $$target failed"; exit 1; \
	  fi; \
	  echo "$$target: $$(grep -E '^Done' $$log)"; rm -f $$log; \
	done

# ---------------------------------------------------------------------------------------------
# Tools: each is installed only when missing or at another version.

tools: tools-web tools-test tools-e2e

tools-web: tool-wasm-target tool-trunk tool-wasm-bindgen tool-wasm-opt

tools-test: tool-rust-components tool-wasm-target tool-cargo-fuzz

tool-rust-components:
	@cargo fmt --version >/dev/null 2>&1 && cargo clippy --version >/dev/null 2>&1 || \
	  rustup component add rustfmt clippy

tool-wasm-target:
	@rustup target list --installed | grep -qx $(WASM_TARGET) || rustup target add $(WASM_TARGET)

# The tools are built for speed of building, not of running: trunk asks for fat LTO and one
# codegen unit, which more than doubles its compile time and buys nothing a build would notice.
FAST_TOOL_BUILD := CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16

tool-trunk:
	@if [ "$$(trunk --version 2>/dev/null)" != "trunk $(TRUNK_VERSION)" ]; then \
	  echo "Installing trunk $(TRUNK_VERSION) into .tools/ (compiles for 15 to 25 minutes)"; \
	  $(FAST_TOOL_BUILD) cargo install trunk --locked --version $(TRUNK_VERSION) --root $(TOOLS); \
	fi

# Without --locked: the CLI's own lock file names a crate version that crates.io no longer has.
tool-wasm-bindgen:
	@if [ "$$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $(WASM_BINDGEN_VERSION)" ]; then \
	  echo "Installing wasm-bindgen-cli $(WASM_BINDGEN_VERSION) into .tools/ (compiles for 5 to 10 minutes)"; \
	  $(FAST_TOOL_BUILD) cargo install wasm-bindgen-cli --version $(WASM_BINDGEN_VERSION) --root $(TOOLS); \
	fi

tool-wasm-opt:
	@if ! wasm-opt --version 2>/dev/null | grep -q '^wasm-opt version $(BINARYEN_VERSION) '; then \
	  echo "Installing wasm-opt (npm binaryen@$(BINARYEN_VERSION)) into .tools/npm/"; \
	  npm install --prefix $(NPM_PREFIX) --no-audit --no-fund binaryen@$(BINARYEN_VERSION); \
	fi

tool-cargo-fuzz:
	@if [ "$$(cargo fuzz --version 2>/dev/null)" != "cargo-fuzz $(CARGO_FUZZ_VERSION)" ]; then \
	  echo "Installing cargo-fuzz $(CARGO_FUZZ_VERSION) into .tools/"; \
	  $(FAST_TOOL_BUILD) cargo install cargo-fuzz --locked --version $(CARGO_FUZZ_VERSION) --root $(TOOLS); \
	fi

clean-tools:
	rm -rf $(TOOLS)

# ---------------------------------------------------------------------------------------------
# End-to-end tests (also run by `make test`): `make e2e` builds dist/ (release), serves it under
# /games/backgammon/ with a tiny node server, and drives Debian's Chromium with playwright-core
# (tests/e2e/). Screenshots go to target/e2e-artifacts/.

PLAYWRIGHT_CORE_VERSION := 1.65.1
# axe-core: the accessibility checker the end-to-end tests inject into the page.
AXE_CORE_VERSION := 4.14.1
CHROMIUM := /usr/bin/chromium

.PHONY: e2e e2e-run bench-web bench-hint bench-clicks tools-e2e tool-playwright tool-axe tool-chromium

e2e: dist tools-e2e
	$(call step,end-to-end tests,$(MAKE) --no-print-directory e2e-run)

# The browser benchmark (tests/e2e/bench-web.mjs): first interactive board, the computer's time
# per play by level, the longest main-thread task. BENCH_WEB_FLAGS="--runs 5 --levels expert".
BENCH_WEB_FLAGS ?=
bench-web: dist tools-e2e
	node tests/e2e/bench-web.mjs $(BENCH_WEB_FLAGS)

# The hint's browser benchmark (tests/e2e/bench-hint.mjs): the play hint at World class and the
# cube hint with a warm worker, median and p95, the longest main-thread task meanwhile.
# BENCH_HINT_FLAGS="--hints 20", or "--throttle 4" for a phone four times slower.
BENCH_HINT_FLAGS ?=
bench-hint: dist tools-e2e
	node tests/e2e/bench-hint.mjs $(BENCH_HINT_FLAGS)

# The main thread's tasks of a player's presses, traced (tests/e2e/bench-clicks.mjs): builds
# old and new interleaved, unthrottled, BENCH_CLICKS_FLAGS="--dists /tmp/dist-old,dist --rounds 2".
BENCH_CLICKS_FLAGS ?=
bench-clicks: dist tools-e2e
	node tests/e2e/bench-clicks.mjs $(BENCH_CLICKS_FLAGS)

# The tests of an existing dist/ (or E2E_DIST=dir).
e2e-run:
	node --test --test-concurrency=1 tests/e2e/*.test.mjs

tools-e2e: tool-playwright tool-axe tool-chromium tool-chromedriver

# playwright-core only: it never downloads a browser; the tests use $(CHROMIUM).
tool-playwright:
	@if [ "$$(node -p "require('$(NPM_PREFIX)/node_modules/playwright-core/package.json').version" 2>/dev/null)" != "$(PLAYWRIGHT_CORE_VERSION)" ]; then \
	  echo "Installing playwright-core $(PLAYWRIGHT_CORE_VERSION) into .tools/npm/"; \
	  npm install --prefix $(NPM_PREFIX) --no-audit --no-fund playwright-core@$(PLAYWRIGHT_CORE_VERSION); \
	fi

# axe-core: its axe.min.js is read by tests/e2e/accessibility.test.mjs and run inside the page.
tool-axe:
	@if [ "$$(node -p "require('$(NPM_PREFIX)/node_modules/axe-core/package.json').version" 2>/dev/null)" != "$(AXE_CORE_VERSION)" ]; then \
	  echo "Installing axe-core $(AXE_CORE_VERSION) into .tools/npm/"; \
	  npm install --prefix $(NPM_PREFIX) --no-audit --no-fund axe-core@$(AXE_CORE_VERSION); \
	fi

# CI runs as root; elsewhere install Chromium yourself if this fails.
tool-chromium:
	@test -x $(CHROMIUM) || { echo "Installing chromium with apt-get"; \
	  apt-get update && apt-get install -y chromium; }

# ---------------------------------------------------------------------------------------------
# Component tests (also run by `make test`): `make wasm-test` runs tests/wasm/ in headless
# Chromium. wasm-bindgen-test-runner (installed with wasm-bindgen-cli) drives Debian's
# chromedriver; the runner itself passes --headless, --no-sandbox (Chromium as root needs it)
# and --disable-dev-shm-usage, so no webdriver.json is needed.

CHROMEDRIVER := /usr/bin/chromedriver

.PHONY: wasm-test tool-chromedriver

# The runner's own limit for the whole suite is 20 s; with the rules book drawn twice (a debug
# build) the suite took 17 to 33 s on a 2-core machine (2026-12-07).
wasm-test: tool-wasm-target tool-wasm-bindgen tool-chromium tool-chromedriver
	WASM_BINDGEN_TEST_TIMEOUT=180 CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
	  CHROMEDRIVER=$(CHROMEDRIVER) \
	  cargo test -p bg-web --target $(WASM_TARGET) --test wasm

# Debian's chromium-driver matches Debian's chromium version. CI runs as root.
tool-chromedriver:
	@test -x $(CHROMEDRIVER) || { echo "Installing chromium-driver with apt-get"; \
	  apt-get update && apt-get install -y chromium-driver; }
