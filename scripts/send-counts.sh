#!/bin/bash
# Instructions per action sent through a `Store` (`navviz-bench sends N [traced]`), untraced and
# with a trace recorder attached, counted by cachegrind: two runs of different lengths, the
# difference divided by the extra actions, so start-up and the store's creation cancel out.
# Compares builds where wall times cannot (BENCHMARKS.md, "Runtime").
#
#   scripts/send-counts.sh BENCH_BINARY...
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/lib/valgrind-swift.sh"
low=2000; high=12000
printf '%-40s %14s %14s\n' binary untraced traced
for bench in "$@"; do
  valgrind_swift_prepare "$work" "$bench"
  count() {
    LD_PRELOAD="$work/mainloop.so" valgrind --tool=cachegrind --cache-sim=no \
      --cachegrind-out-file="$work/out" "$work/binary" sends "$@" >/dev/null 2>&1
    awk '/^summary:/ { print $2 }' "$work/out"
  }
  per_action() {
    local one two
    one=$(count $low "$@"); two=$(count $high "$@")
    awk -v i=$(( two - one )) -v n=$(( high - low )) 'BEGIN { printf "%14.0f", i / n }'
  }
  printf '%-40s %s %s\n' "$bench" "$(per_action)" "$(per_action traced)"
done
