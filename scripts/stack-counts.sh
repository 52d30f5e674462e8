#!/bin/bash
# Instructions and L1 data-cache misses per push + pop pair of `navviz-bench stack`, counted by
# cachegrind (this machine's perf has no hardware counters). Each size runs with two pair counts
# and the difference is divided by the extra pairs, so building and emptying the stack cancel out.
#
#   scripts/stack-counts.sh BENCH_BINARY [SIZE...]     (default sizes: 10 1000 10000)
#
# Valgrind needs a stripped binary and a `dispatch_main` it can run (scripts/lib/valgrind-swift.sh).
set -euo pipefail
bench=$1; shift
sizes=("${@:-10 1000 10000}"); sizes=(${sizes[*]})
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/lib/valgrind-swift.sh"
valgrind_swift_prepare "$work" "$bench"
low=1000; high=4000; runs=5  # the harness makes 5 runs per size
count() {  # SIZE PAIRS -> "Ir D1-misses" of the whole process
  NAVVIZ_BENCH_PAIRS=$2 LD_PRELOAD="$work/mainloop.so" valgrind --tool=cachegrind \
    --cache-sim=yes --cachegrind-out-file="$work/out" "$work/binary" stack "$1" >/dev/null 2>&1
  awk '/^summary:/ { print $2, $6 + $9 }' "$work/out"
}
printf '%8s %14s %14s\n' size instr/pair D1-miss/pair
for size in "${sizes[@]}"; do
  read -r ir1 d1 <<<"$(count "$size" $low)"
  read -r ir2 d2 <<<"$(count "$size" $high)"
  pairs=$(( (high - low) * runs ))
  awk -v s="$size" -v i=$(( ir2 - ir1 )) -v d=$(( d2 - d1 )) -v n=$pairs \
    'BEGIN { printf "%8d %14.0f %14.1f\n", s, i / n, d / n }'
done
