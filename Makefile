# navviz: `make demo` and `make test` are the whole set-up on a fresh machine.
SWIFT ?= swift
NAVVIZ = .build/debug/navviz
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
GRAPHS := $(wildcard samples/graphs/*.json)
# Where `make demo` writes.
OUT ?= out
# Release builds on Linux link the Swift runtime and Foundation into the binary, so `navviz`
# starts without resolving thousands of symbols against the shared Swift libraries (a small
# render: BENCHMARKS.md, "Render"). Static Foundation links libcurl, which `deps` installs.
# macOS has no static Swift runtime; there the flag is left out.
ifeq ($(shell uname -s),Linux)
RELEASE ?= -c release --static-swift-stdlib
else
RELEASE ?= -c release
endif

.PHONY: all deps tools build demo demo-files gallery test test-clients upstream-tests lint-precision metamorphic bench bench-apps bench-diff bench-adoption bench-sends counts bench-discovery fuzz stress leaks scale clean \
  dist check-dist install uninstall bench-action bench-serve

all: build

# Graphviz, which navviz loads to draw (building needs none of it), and its `dot` program,
# which the tests compare with; zip and unzip for the release archives and their check.
deps:
	@if ! command -v dot >/dev/null 2>&1; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "navviz: Graphviz not found; installing graphviz with apt-get"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq graphviz; \
	  elif command -v brew >/dev/null 2>&1; then \
	    echo "navviz: Graphviz not found; installing graphviz with brew"; \
	    brew install graphviz; \
	  else \
	    echo "navviz: Graphviz not found and no apt-get or brew to install it" >&2; exit 1; \
	  fi; \
	fi
	@if { ! command -v zip || ! command -v unzip; } >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then \
	  echo "navviz: zip or unzip not found; installing them with apt-get (for the release archives)"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq zip unzip; \
	fi
	@# The HTML viewer's tests: headless Chromium drives the page, tidy validates it. Without
	@# them those tests are skipped (with the reason), so install them where we can.
	@if ! command -v chromium >/dev/null 2>&1 || ! command -v tidy >/dev/null 2>&1; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "navviz: chromium or tidy not found; installing chromium tidy with apt-get (for the HTML viewer's tests)"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium tidy; \
	  elif command -v brew >/dev/null 2>&1; then \
	    command -v tidy >/dev/null 2>&1 || brew install tidy-html5; \
	    command -v chromium >/dev/null 2>&1 || echo "navviz: no chromium on the PATH; the browser test of the HTML viewer will be skipped"; \
	  else \
	    echo "navviz: chromium or tidy not found; the HTML viewer's browser or validator test will be skipped"; \
	  fi; \
	fi
	@# Release builds link Foundation statically on Linux (RELEASE above), which needs libcurl's
	@# development files.
	@if [ "$$(uname -s)" = Linux ] && ! ls /usr/include/curl/curl.h >/dev/null 2>&1 \
	  && ! ls /usr/include/*/curl/curl.h >/dev/null 2>&1 \
	  && command -v apt-get >/dev/null 2>&1; then \
	  echo "navviz: libcurl development files not found; installing libcurl4-openssl-dev with apt-get (for static release builds)"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libcurl4-openssl-dev; \
	fi
	@# A fresh Graphviz install can lack its plugin registry; `dot -c` writes it.
	@if command -v dot >/dev/null 2>&1 && ! echo 'digraph { a }' | dot -Tsvg >/dev/null 2>&1; then \
	  echo "navviz: registering Graphviz plugins (dot -c)"; $(SUDO) dot -c; \
	fi

# What the checks of the GitHub Action and the pre-commit hooks run: jq and curl (the action's
# steps, as on GitHub's runners), and Python with PyYAML (the action harness) and pre-commit,
# installed from PyPI into a virtual environment under .build.
PYTHON_TOOLS ?= .build/python
PYTHON = $(PYTHON_TOOLS)/bin/python
PRE_COMMIT = $(PYTHON_TOOLS)/bin/pre-commit
tools:
	@if { ! command -v jq || ! command -v curl || ! command -v python3; } >/dev/null 2>&1 \
	  || ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "navviz: jq, curl or Python's venv not found; installing jq curl python3-venv with apt-get (for the action's and the hooks' checks)"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq jq curl python3 python3-venv; \
	  elif command -v brew >/dev/null 2>&1; then \
	    brew install jq python3; \
	  fi; \
	fi
	@if ! $(PRE_COMMIT) --version >/dev/null 2>&1 || ! $(PYTHON) -c 'import yaml' >/dev/null 2>&1; then \
	  echo "navviz: installing pre-commit and PyYAML from PyPI into $(PYTHON_TOOLS)"; \
	  python3 -m venv $(PYTHON_TOOLS) && $(PYTHON_TOOLS)/bin/pip install --quiet pre-commit pyyaml; \
	fi
	@# The clients `navviz serve` is tested with (Tests/Clients): pytest-lsp and the MCP SDK's
	@# client from PyPI, and a headless Neovim from the system's packages.
	@if ! $(PYTHON) -c 'import pytest_lsp, mcp' >/dev/null 2>&1; then \
	  echo "navviz: installing pytest-lsp and mcp from PyPI into $(PYTHON_TOOLS) (for navviz serve's tests)"; \
	  $(PYTHON_TOOLS)/bin/pip install --quiet pytest-lsp mcp; \
	fi
	@if ! command -v nvim >/dev/null 2>&1; then \
	  if command -v apt-get >/dev/null 2>&1; then \
	    echo "navviz: nvim not found; installing neovim with apt-get (for navviz serve's editor test)"; \
	    $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq neovim; \
	  elif command -v brew >/dev/null 2>&1; then \
	    brew install neovim; \
	  else \
	    echo "navviz: no nvim and no apt-get or brew to install it; the Neovim test of navviz serve will be skipped"; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

demo: build
	@$(MAKE) --no-print-directory demo-files

# Pictures of real apps for a person to look at (scripts/gallery.sh): the default picture, the
# overview, the largest module, the HTML viewer and the docs of each app folder given, in
# $(OUT)/gallery/, with index.html and summary.md. It fetches nothing: check the apps out first.
#   make gallery APPS="/work/apps/isowords /work/apps/swift-composable-architecture/Examples"
gallery: build
	@NAVVIZ=$(NAVVIZ) OUT=$(OUT)/gallery scripts/gallery.sh $(APPS)

# What `make demo` renders and prints, without building first (so that the output is only
# navviz's: scripts/check-demo-determinism.sh runs it twice and compares).
demo-files:
	@mkdir -p $(OUT)
	@for graph in $(GRAPHS); do \
	  name=$$(basename $$graph .json); \
	  $(NAVVIZ) render $$graph --format svg -o $(OUT)/$$name.svg || exit 1; \
	  echo "rendered $(OUT)/$$name.svg"; \
	done
	@# The registered samples, discovered by reflection over their running reducers.
	@for sample in $$($(NAVVIZ) samples --names); do \
	  $(NAVVIZ) render --sample $$sample --format svg -o $(OUT)/$$sample.svg || exit 1; \
	  echo "rendered $(OUT)/$$sample.svg (--sample $$sample)"; \
	done
	@# One traced flow per sample: run its first flow, then draw the trace on its graph.
	@for sample in $$($(NAVVIZ) samples --names); do \
	  flow=$$($(NAVVIZ) run --sample $$sample --list | awk 'NR == 2 { print $$1 }'); \
	  [ -n "$$flow" ] || continue; \
	  $(NAVVIZ) run --sample $$sample --flow $$flow -o $(OUT)/$$sample-$$flow.trace.json || exit 1; \
	  $(NAVVIZ) trace $(OUT)/$$sample-$$flow.trace.json --sample $$sample -o $(OUT)/$$sample-$$flow.svg || exit 1; \
	  echo "rendered $(OUT)/$$sample-$$flow.svg (flow $$flow of --sample $$sample, traced)"; \
	  $(NAVVIZ) trace $(OUT)/$$sample-$$flow.trace.json --sample $$sample --format html -o $(OUT)/$$sample-$$flow.html || exit 1; \
	  echo "rendered $(OUT)/$$sample-$$flow.html (the same flow in the interactive viewer)"; \
	done
	@$(NAVVIZ) render samples/Broken --lint -o $(OUT)/broken.svg && echo "rendered $(OUT)/broken.svg (findings in red)"
	@$(NAVVIZ) render samples/Migration/TCA2 -o $(OUT)/notes-tca2.svg && echo "rendered $(OUT)/notes-tca2.svg (an app in TCA 2.0's spelling, scanned)"
	@# The migration check: the 1.x app, its 2.0 migration and the half-way one navigate alike.
	@for head in TCA2 Mixed; do \
	  echo "navviz diff samples/Migration/TCA1 samples/Migration/$$head --fail-on-change"; \
	  $(NAVVIZ) diff samples/Migration/TCA1 samples/Migration/$$head --fail-on-change || exit 1; \
	done
	@$(NAVVIZ) trace samples/traces/syncups-edit-and-record.json --graph samples/graphs/syncups.json -o $(OUT)/trace-syncups.svg && echo "rendered $(OUT)/trace-syncups.svg (a recorded flow)"
	@$(NAVVIZ) coverage samples/traces/syncups-edit-and-record.json --graph samples/graphs/syncups.json -o $(OUT)/coverage-syncups.svg && echo "rendered $(OUT)/coverage-syncups.svg (navigation coverage)"
	@echo "navviz lint samples/Broken (it makes every mistake on purpose: exit code 1 expected)"
	@$(NAVVIZ) lint samples/Broken; status=$$?; [ $$status -eq 1 ] || { echo "navviz lint exited $$status, expected 1" >&2; exit 1; }
	@# navviz serve on samples/Broken: one line to try it in each client (docs/guide/serve.md).
	@echo "Try navviz serve on samples/Broken, one line per client:"
	@echo "  Neovim 0.8+:  nvim --cmd \"au FileType swift lua vim.lsp.start({name='navviz', cmd={'$(abspath $(NAVVIZ))', 'serve', '--lsp'}, root_dir='$(abspath samples/Broken)'})\" $(abspath samples/Broken/Sources/Broken/AppFeature.swift)"
	@echo "  VS Code:      code $(abspath samples/Broken)   # with the Generic LSP Client (v2) extension and {\"glspc.server.command\": \"$(abspath $(NAVVIZ))\", \"glspc.server.commandArguments\": [\"serve\", \"--lsp\"], \"glspc.server.languageId\": [\"swift\"]} in its settings"
	@echo "  MCP:          npx @modelcontextprotocol/inspector $(abspath $(NAVVIZ)) serve --mcp $(abspath samples/Broken)"

# Lint precision on real apps (docs/lint-rules.md): the apps of Benchmarks/LintPrecision/corpus.tsv,
# checked out at their pins in CORPUS (nothing is fetched here), linted and matched with the
# judged ledger. SET=holdout measures the apps the rules were not read against, SET=wide the apps
# added to reach every era (their first judging is printed beside); scripts/corpus-checkout.sh
# checks the apps out of fetched mirrors.
lint-precision: build
	@[ -n "$(CORPUS)" ] || { echo "make lint-precision: set CORPUS=DIR, the folder holding the apps of Benchmarks/LintPrecision/corpus.tsv" >&2; exit 2; }
	scripts/lint-precision.py --corpus "$(CORPUS)" --navviz $(NAVVIZ) $(if $(SET),--set $(SET))

# Metamorphic checks on real apps (BENCHMARKS.md, "Metamorphic"): every transformation that
# keeps an app's navigation (renamed, reformatted, moved, wrapped) over every app of
# Benchmarks/LintPrecision/corpus.tsv checked out in CORPUS (read only; the transformed copies go
# to a temporary folder), and what each changed in the graph or the findings.
# `make metamorphic CORPUS=/work/apps APPS=isowords ONLY=rename-hangul` narrows it.
metamorphic: deps
	@[ -n "$(CORPUS)" ] || { echo "make metamorphic: set CORPUS=DIR, the folder holding the apps of Benchmarks/LintPrecision/corpus.tsv" >&2; exit 2; }
	$(SWIFT) build $(RELEASE) --product navviz-metamorphic
	.build/release/navviz-metamorphic --corpus "$(CORPUS)" $(if $(APPS),--apps $(APPS)) $(if $(ONLY),--only $(ONLY))

# TCA's own navigation, effect and TestStore tests, unchanged, against the runtime
# (scripts/upstream-tests.py; docs/guide/development.md, "TCA's own tests"). TCA is a checkout of
# pointfreeco/swift-composable-architecture: given, or found beside this repository.
TCA ?= $(firstword $(wildcard ../swift-composable-architecture/Tests/ComposableArchitectureTests ../tca/Tests/ComposableArchitectureTests))
TCA_CHECKOUT = $(patsubst %/Tests/ComposableArchitectureTests,%,$(TCA))
upstream-tests: deps tools
	@[ -n "$(TCA_CHECKOUT)" ] || { echo "make upstream-tests: set TCA=DIR, a checkout of pointfreeco/swift-composable-architecture" >&2; exit 2; }
	SWIFT=$(SWIFT) $(PYTHON) scripts/upstream-tests.py --tca "$(TCA_CHECKOUT)"

# The release archives of the debug build, made once for the checks that use them.
TEST_DIST = .build/test-dist
test: deps tools
	@# The layers (docs/architecture.md): what each target may declare, link and import.
	SWIFT=$(SWIFT) scripts/check-layers.sh
	@# The public face (vocabulary, model, runtime, tracing, the CLI's library) is the one
	@# docs/PublicAPI.txt lists: it changes only on purpose (scripts/check-public-api.sh --update).
	SWIFT=$(SWIFT) scripts/check-public-api.sh
	@# No line of the package's own code over the 100 columns .swift-format declares.
	$(PYTHON) scripts/check-line-length.py
	@# A target that imports another it does not declare fails the build; and the build needs
	@# no Graphviz (it is loaded when a picture is drawn): its headers and pkg-config are hidden.
	scripts/without-graphviz.sh $(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	$(SWIFT) test
	@# navviz serve driven by real clients: pytest-lsp, the MCP SDK's client, a headless Neovim.
	@$(MAKE) --no-print-directory test-clients
	@# The runtime and its tests, built and run as a package of their own with Graphviz hidden.
	SWIFT=$(SWIFT) scripts/check-runtime-alone.sh
	@# TCA's own tests against the runtime, when a checkout of TCA is at hand.
	@if [ -n "$(TCA_CHECKOUT)" ]; then \
	  SWIFT=$(SWIFT) $(PYTHON) scripts/upstream-tests.py --tca "$(TCA_CHECKOUT)"; \
	else \
	  echo "upstream-tests: skipped, no checkout of TCA found (run them with make test TCA=path/to/swift-composable-architecture)"; \
	fi
	@# The SwiftPM command plugin, run as a user runs it, against the executable.
	SWIFT=$(SWIFT) scripts/check-plugin.sh
	@# Every output of `make demo` byte-identical across two runs.
	MAKE=$(MAKE) scripts/check-demo-determinism.sh
	@# The release archives and a package using the artifact bundle, from the debug build.
	rm -rf $(TEST_DIST) && SWIFT=$(SWIFT) scripts/manual.sh .build/debug/navviz $(TEST_DIST)/navviz.1 \
	  && SWIFT=$(SWIFT) scripts/dist.sh .build/debug/navviz $(TEST_DIST)/navviz.1 $(TEST_DIST)
	SWIFT=$(SWIFT) scripts/check-dist.sh $(TEST_DIST)
	@# The build tool plugin over the bundle: the finding in the build log, no rerun unchanged.
	SWIFT=$(SWIFT) scripts/check-build-plugin.sh $(TEST_DIST)
	@# The GitHub Action, run without GitHub against a local stand-in for the REST API.
	$(PYTHON) scripts/check-action.py $(TEST_DIST)
	@# The pre-commit hooks, run by pre-commit in a new repository.
	PRE_COMMIT=$(PRE_COMMIT) scripts/check-pre-commit.sh

# `navviz serve` end to end with the clients people use (Tests/Clients): pytest-lsp drives
# `--lsp` as VS Code and as Neovim do, the Python MCP SDK's client calls every `--mcp` tool,
# and a headless Neovim starts the server as docs/guide/neovim.md says. Runs the debug build.
test-clients:
	cd Tests/Clients && NAVVIZ=$(abspath $(NAVVIZ)) $(abspath $(PYTHON)) -m pytest -q -p no:cacheprovider .
	@if command -v nvim >/dev/null 2>&1; then \
	  NAVVIZ=$(abspath $(NAVVIZ)) Tests/Clients/nvim-smoke.sh; \
	else \
	  echo "navviz: no nvim; skipped the Neovim test of navviz serve"; \
	fi

# Release archives in $(DIST)/ (docs/guide/install.md): the release build, its man page,
# then the tarball, the SwiftPM artifact bundle and checksums (scripts/dist.sh). DIST_BUILD is
# the build folder; `make dist check-dist` also checks the archives as `make test` does.
DIST ?= dist
DIST_BUILD ?= .build
PREFIX ?= /usr/local
dist: deps
	$(SWIFT) build $(RELEASE) --product navviz --scratch-path $(DIST_BUILD)
	SWIFT=$(SWIFT) scripts/manual.sh $(DIST_BUILD)/release/navviz $(DIST_BUILD)/release/navviz.1
	SWIFT=$(SWIFT) scripts/dist.sh $(DIST_BUILD)/release/navviz $(DIST_BUILD)/release/navviz.1 $(DIST)

check-dist:
	SWIFT=$(SWIFT) scripts/check-dist.sh $(DIST)

# `make install PREFIX=~/.local`: the release binary, its man page and shell completions under
# PREFIX (DESTDIR for staged installs); `make uninstall` removes exactly those files.
install:
	$(SWIFT) build $(RELEASE) --product navviz --scratch-path $(DIST_BUILD)
	SWIFT=$(SWIFT) scripts/manual.sh $(DIST_BUILD)/release/navviz $(DIST_BUILD)/release/navviz.1
	scripts/install-tree.sh $(DIST_BUILD)/release/navviz $(DIST_BUILD)/release/navviz.1 $(DESTDIR)$(PREFIX)

uninstall:
	rm -f $$(scripts/install-tree.sh --list $(DESTDIR)$(PREFIX))

# The long hardening runs (docs/guide/development.md); `make test` runs the quick versions.
# Fuzzing is the `fuzz` target; the rest is below, one block per concern.
stress: fuzz scale leaks
	@# Determinism: the whole 2,000-file corpus rendered (JSON, DOT, SVG) and linted (text,
	@# JSON, SARIF) with one job, all cores, and from files created in a shuffled order, on the
	@# release build `scale` made (about 9 minutes; the debug build takes hours).
	NAVVIZ=.build/release/navviz NAVVIZ_BENCH=.build/release/navviz-bench \
	  scripts/stress-determinism.sh
	@# Scale (10,000-feature apps, peak memory) and leaks run first, as prerequisites.

# Release build of everything, then every benchmark group (`make bench GROUPS=scan` for one).
bench: deps
	$(SWIFT) build $(RELEASE)
	.build/release/navviz-bench $(GROUPS)

# The scan on real apps (BENCHMARKS.md, "Real apps"): `make bench-apps APPS="dir1 dir2"`, each a
# checked-out app outside the repository, against bare parsing of the same files.
bench-apps: deps
	$(SWIFT) build $(RELEASE)
	scripts/real-apps-bench.sh $(APPS)

# The first `swift package navviz lint` of a new package: from the artifact bundle `make dist`
# wrote against from navviz's sources (BENCHMARKS.md, "Adoption"; scripts/adoption-bench.sh).
bench-adoption: dist
	SWIFT=$(SWIFT) scripts/adoption-bench.sh $(DIST)

# `navviz serve` and the summary cache on a checked-out app (BENCHMARKS.md, "Serve";
# scripts/serve-bench.py): a one-line edit to its diagnostics against a cold `navviz lint`,
# the build plugin's command cold and after an edit with the cache, the server's memory.
#   make bench-serve APP=/work/apps/babylon-wallet-ios
bench-serve: deps tools
	@[ -n "$(APP)" ] || { echo "make bench-serve: set APP=DIR, a checked-out app" >&2; exit 2; }
	$(SWIFT) build $(RELEASE) --product navviz
	$(PYTHON) scripts/serve-bench.py --app "$(APP)" --navviz .build/release/navviz --rounds $(or $(ROUNDS),5)

# `navviz diff --base HEAD~1` on the generated corpus made a two-commit git repository,
# against two plain scans (BENCHMARKS.md, "Diff"; scripts/diff-bench.sh). With APP=DIR (a git
# checkout) and INPUT=PATH: `navviz diff --base HEAD INPUT` in that app instead, e.g.
# `make bench-diff APP=../babylon-wallet-ios INPUT=RadixWallet`.
bench-diff: deps
	$(SWIFT) build $(RELEASE) --product navviz
	$(SWIFT) build $(RELEASE) --product navviz-bench
	APP=$(APP) INPUT=$(INPUT) scripts/diff-bench.sh

# The action's set-up (plan, cache, install) in the harness, cold and cached, the release
# download stubbed by the archive `make dist` wrote (BENCHMARKS.md, "GitHub Action").
bench-action: tools
	$(PYTHON) scripts/check-action.py $(DIST) --time $(or $(ROUNDS),5)

# Wall time per send, untraced and traced, many short runs alternating between the given
# release builds of navviz-bench (BENCHMARKS.md, "Runtime"):
# `make bench-sends BENCHES="old/navviz-bench .build/release/navviz-bench"`.
BENCHES ?= .build/release/navviz-bench
bench-sends: deps
	$(SWIFT) build $(RELEASE) --product navviz-bench
	scripts/send-times.sh 12 500000 $(BENCHES)

# Instruction counts, which load on the machine does not move (wall times do, by 10-20%): each
# phase of a one-job scan against parsing (scripts/scan-counts.sh) and the work of a push + pop
# pair at each stack size (scripts/stack-counts.sh). Needs valgrind.
counts: deps
	@command -v valgrind >/dev/null 2>&1 || { command -v apt-get >/dev/null 2>&1 && \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq valgrind; }
	$(SWIFT) build $(RELEASE) --product navviz-bench
	$(SWIFT) build $(RELEASE) --product navviz
	scripts/scan-counts.sh .build/release/navviz .build/release/navviz-bench
	scripts/stack-counts.sh .build/release/navviz-bench
	scripts/send-counts.sh .build/release/navviz-bench

# Reflection discovery of 1,000 features its build generates (DiscoveryTreePlugin): its own
# package (minutes to compile).
bench-discovery: deps
	$(SWIFT) build $(RELEASE) --package-path Benchmarks/Discovery
	Benchmarks/Discovery/.build/release/navviz-discovery-bench

# The long fuzz run: seeded mutations of the samples, the scanner fixtures and random
# Swift through scan, lint and every Graphviz-free renderer; `swift test` runs 150 of them.
# A failure prints `navviz-fuzz --seed S --replay N`, which rebuilds that one input.
FUZZ_SEED ?= 1
FUZZ_ITERATIONS ?= 100000
FUZZ_SECONDS ?= 3600
fuzz: deps
	$(SWIFT) build $(RELEASE) --product navviz-fuzz
	.build/release/navviz-fuzz --seed $(FUZZ_SEED) --iterations $(FUZZ_ITERATIONS) --seconds $(FUZZ_SECONDS)

# LeakSanitizer over renders of every sample and a 500-feature graph (scripts/leaks.sh): fails
# on any leak that scripts/leaks/graphviz.supp does not attribute to Graphviz or its fonts.
leaks: deps
	$(SWIFT) build
	scripts/leaks.sh

# A 10,000-feature generated app rendered whole and focused, linted and documented, a
# 1,000-feature whole-app SVG, and the peak memory of scanning the 2,000-file corpus, with a
# hang limit per step (scripts/scale.sh; figures in BENCHMARKS.md, "Scale").
scale: deps
	$(SWIFT) build $(RELEASE)
	scripts/scale.sh


clean:
	rm -rf .build out dist
