#!/bin/sh
# `make stress`: the whole generated corpus (2,000 files, 7,000 features) rendered to JSON,
# DOT and SVG and linted (text, json, sarif), each by separate processes: with one parse job,
# with one per core, and from a copy of the corpus whose files were created in a shuffled
# order. Every output must be byte-identical. The quick version (200 files) is
# Tests/NavvizCLITests/CorpusDeterminismTests.swift, under `make test`.
#
# NAVVIZ and NAVVIZ_BENCH name the executables (default: the debug build); FILES the corpus
# size (default 2000); CHECKS which outputs (default "json dot lint svg"). Prints the time of
# every run, for BENCHMARKS.md.
set -u
NAVVIZ=${NAVVIZ:-.build/debug/navviz}
case $NAVVIZ in /*) ;; *) NAVVIZ=$PWD/$NAVVIZ ;; esac  # the runs change directory
NAVVIZ_BENCH=${NAVVIZ_BENCH:-.build/debug/navviz-bench}
FILES=${FILES:-2000}
CHECKS=${CHECKS:-json dot lint svg}
work=$(mktemp -d "${TMPDIR:-/tmp}/navviz-stress-determinism.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
failures=0

say() { echo "stress-determinism: $*"; }
fail() { echo "stress-determinism: $*" >&2; failures=$((failures + 1)); }

"$NAVVIZ_BENCH" corpus "$work/in-order" "$FILES" >/dev/null || { fail "navviz-bench corpus failed"; exit 1; }
# The same files created in a shuffled order (awk's seeded shuffle: portable and repeatable).
(cd "$work/in-order" && find . -type f -name '*.swift') |
  awk 'BEGIN { srand(9) } { print rand() "\t" $0 }' | sort -k1,1 | cut -f2- |
  while IFS= read -r file; do
    mkdir -p "$work/shuffled/$(dirname "$file")"
    cp "$work/in-order/$file" "$work/shuffled/$file"
  done
say "corpus: $(find "$work/in-order" -name '*.swift' | wc -l | tr -d ' ') files; navviz: $NAVVIZ"

# $1 name, $2 corpus folder, $3 jobs (or "all"), then the navviz arguments. Output files go to
# $work/results/NAME/LABEL/; each run's working directory is the corpus, so paths are relative.
run() {
  name=$1 corpus=$2 jobs=$3; shift 3
  label=$(basename "$corpus")-jobs-$jobs
  results="$work/results/$name/$label"
  mkdir -p "$results"
  [ "$jobs" = all ] || set -- "$@" --jobs "$jobs"
  start=$(date +%s)
  (cd "$corpus" && "$NAVVIZ" "$@" >"$results/stdout" 2>"$results/stderr")
  status=$?
  [ "$status" -eq 0 ] || fail "$name ($label): exit $status: $(head -3 "$results/stderr")"
  say "$name ($label): $(($(date +%s) - start)) s"
}

# name|variants|arguments. Laying out the whole corpus dominates the SVG runs, and the scan
# they lay out is already compared three ways (json), so SVG runs the two extreme variants.
for spec in \
  "json|in-order:1 in-order:all shuffled:all|render . --format json -o RESULTS/graph.json" \
  "dot|in-order:1 in-order:all shuffled:all|render . --format dot -o RESULTS/graph.dot" \
  "lint|in-order:1 in-order:all shuffled:all|lint . --reporter text:RESULTS/lint.txt --reporter json:RESULTS/lint.json --reporter sarif:RESULTS/lint.sarif" \
  "svg|in-order:1 shuffled:all|render . --lint -o RESULTS/graph.svg"
do
  name=${spec%%|*} rest=${spec#*|}
  case " $CHECKS " in *" $name "*) ;; *) continue ;; esac
  variants=${rest%%|*} command=${rest#*|}
  for variant in $variants; do
    corpus=${variant%:*} jobs=${variant#*:}
    label=$corpus-jobs-$jobs
    arguments=$(echo "$command" | sed "s|RESULTS|$work/results/$name/$label|g")
    # shellcheck disable=SC2086 # the arguments are words without spaces
    run "$name" "$work/$corpus" "$jobs" $arguments
  done
  reference="$work/results/$name/in-order-jobs-1"
  for other in "$work/results/$name"/*; do
    [ "$other" = "$reference" ] && continue
    diff -r "$reference" "$other" >"$work/diff" 2>&1 ||
      { fail "$name: in-order-jobs-1 and $(basename "$other") differ:"; head -20 "$work/diff" >&2; }
  done
  say "$name: identical across $(echo $variants | wc -w | tr -d ' ') runs"
done

[ "$failures" -eq 0 ] || { fail "$failures difference(s)"; exit 1; }
say "every output is byte-identical across jobs, runs and creation order"
