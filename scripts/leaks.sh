#!/bin/sh
# `make leaks`: navviz under LeakSanitizer. Renders every registered sample (`--sample NAME`),
# every samples/graphs/*.json, a generated 500-feature graph and the scanned samples/Broken
# (a cycle) to SVG (and the SyncUps graph to DOT, PNG, PDF and HTML), lints and documents a
# sample; fails when any run leaks something scripts/leaks/graphviz.supp does not explain.
# Each run's report is kept in $LEAKS_DIR.
#
# Why LeakSanitizer and not valgrind: valgrind 3.19 (Debian 12) dies with an internal SIGSEGV
# in every Swift program with an async main, in libdispatch's `_dispatch_sig_thread`, before
# any leak check. GCC's standalone runtime (liblsan.so.0)
# is preloaded into the unmodified debug binary, so no sanitizer build is needed.
set -eu

NAVVIZ=${NAVVIZ:-.build/debug/navviz}
NAVVIZ_BENCH=${NAVVIZ_BENCH:-.build/debug/navviz-bench}
LEAKS_DIR=${LEAKS_DIR:-.build/leaks}
SUPPRESSIONS=$(pwd)/scripts/leaks/graphviz.supp

LSAN=${LSAN:-$(ldconfig -p 2>/dev/null | awk '/liblsan\.so\.0 .*x86-64/ { print $NF; exit }')}
if [ -z "$LSAN" ] || [ ! -e "$LSAN" ]; then
  echo "leaks: LeakSanitizer's runtime liblsan.so.0 not found; install it (apt-get install liblsan0)" >&2
  exit 2
fi
for tool in "$NAVVIZ" "$NAVVIZ_BENCH"; do
  [ -x "$tool" ] || { echo "leaks: $tool not built; run swift build first" >&2; exit 2; }
done

rm -rf "$LEAKS_DIR"
mkdir -p "$LEAKS_DIR/out"
"$NAVVIZ_BENCH" synthetic-graph 500 "$LEAKS_DIR/synthetic-500.json"

runs=0
failures=0
# check NAME ARGS...: runs navviz with ARGS under LeakSanitizer; the report goes to NAME.log.
check() {
  name=$1
  shift
  log="$LEAKS_DIR/$name.log"
  runs=$((runs + 1))
  # Slow unwinding: Graphviz and the font libraries have no frame pointers, and a suppression
  # needs the whole stack. exitcode 23 tells a leak from navviz's own exit codes.
  status=0
  LSAN_OPTIONS="suppressions=$SUPPRESSIONS:print_suppressions=1:fast_unwind_on_malloc=0:malloc_context_size=50:exitcode=23" \
    LD_PRELOAD="$LSAN" "$NAVVIZ" "$@" >"$LEAKS_DIR/out/$name.stdout" 2>"$log" || status=$?
  if [ "$status" -eq 23 ]; then
    failures=$((failures + 1))
    echo "LEAK  $name: navviz $* (report: $log)"
    grep -E '^(Direct|Indirect) leak|^SUMMARY' "$log" | sed 's/^/      /'
  elif [ "$status" -ne 0 ]; then
    failures=$((failures + 1))
    echo "FAIL  $name: navviz $* exited $status (stderr: $log)"
  else
    suppressed=$(awk '/^Suppressions used:/ { on = 1; next } on && $1 ~ /^[0-9]+$/ { n += $1; b += $2 } END { printf "%d allocations, %d bytes", n, b }' "$log")
    echo "ok    $name (Graphviz and font libraries, suppressed: $suppressed)"
  fi
}

for sample in $("$NAVVIZ" samples --names); do
  check "sample-$sample" render --sample "$sample" --format svg -o "$LEAKS_DIR/out/$sample.svg"
done
for graph in samples/graphs/*.json; do
  name=$(basename "$graph" .json)
  check "graph-$name" render "$graph" --format svg -o "$LEAKS_DIR/out/$name.svg"
done
check synthetic-500 render "$LEAKS_DIR/synthetic-500.json" --level feature --format svg -o "$LEAKS_DIR/out/synthetic-500.svg"
for format in dot png pdf html; do
  check "syncups-$format" render samples/graphs/syncups.json --format "$format" -o "$LEAKS_DIR/out/syncups.$format"
done
# Swift source scanned, and a graph with a cycle (dot reverses an edge to rank it).
check source-broken render samples/Broken --format svg -o "$LEAKS_DIR/out/broken.svg"
check lint-inventory lint --sample Inventory
check docs-inventory docs --sample Inventory -o "$LEAKS_DIR/out/docs"

if [ "$failures" -ne 0 ]; then
  echo "leaks: $failures of $runs runs leaked or failed" >&2
  exit 1
fi
echo "leaks: $runs runs, no leak outside scripts/leaks/graphviz.supp"
