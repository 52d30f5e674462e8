#!/usr/bin/env bash
# Real apps (BENCHMARKS.md, "Real apps"): for each app folder given, a scan with the release
# navviz of every Swift file in it (`render --format json --include-tests`, all cores) against
# reading and parsing the same files alone on one thread (`navviz-bench parse DIR 1`), in the
# same run, interleaved over ROUNDS rounds so that load from elsewhere falls on both alike.
# Prints the best and the median of each and their ratios.
#
#   scripts/real-apps-bench.sh DIR...        (NAVVIZ, NAVVIZ_BENCH, ROUNDS may be set)
set -euo pipefail
NAVVIZ=${NAVVIZ:-.build/release/navviz}
NAVVIZ_BENCH=${NAVVIZ_BENCH:-.build/release/navviz-bench}
ROUNDS=${ROUNDS:-7}
[ $# -gt 0 ] || { echo "usage: $0 APP_DIR..." >&2; exit 2; }

seconds() { # COMMAND... -> wall seconds
  local start end
  start=$(date +%s.%N)
  "$@" > /dev/null 2>&1 || { echo "failed: $*" >&2; exit 1; }
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'
}
best() { sort -g | head -n 1; }
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

for app in "$@"; do
  files=$(find "$app" -name '*.swift' | wc -l | tr -d ' ')
  parse=() scan=()
  for _ in $(seq "$ROUNDS"); do
    parse+=("$(seconds "$NAVVIZ_BENCH" parse "$app" 1)")
    scan+=("$(seconds "$NAVVIZ" render "$app" --include-tests --format json -o /dev/null)")
  done
  p_best=$(printf '%s\n' "${parse[@]}" | best); p_median=$(printf '%s\n' "${parse[@]}" | median)
  s_best=$(printf '%s\n' "${scan[@]}" | best); s_median=$(printf '%s\n' "${scan[@]}" | median)
  printf '%s (%s files, %s rounds)\n' "$(basename "$app")" "$files" "$ROUNDS"
  printf '  bare parse, 1 thread:        best %.3f s, median %.3f s\n' "$p_best" "$p_median"
  printf '  navviz render, all cores:    best %.3f s, median %.3f s\n' "$s_best" "$s_median"
  printf '  scan / bare parse:           best %.2f, median %.2f (aim <= 1.30)\n' \
    "$(awk -v a="$s_best" -v b="$p_best" 'BEGIN { print a / b }')" \
    "$(awk -v a="$s_median" -v b="$p_median" 'BEGIN { print a / b }')"
done
