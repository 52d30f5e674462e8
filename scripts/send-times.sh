#!/bin/bash
# Wall time per action sent through a `Store` (`navviz-bench sends N [traced]`), for builds
# compared on a noisy machine: many short runs of every build alternate (A, B, A, B, ...), so a
# change in the machine's speed reaches every build alike; prints each build's best and median,
# untraced and traced (BENCHMARKS.md, "Runtime").
#
#   scripts/send-times.sh ROUNDS ACTIONS BENCH_BINARY...
set -euo pipefail
rounds=$1 actions=$2
shift 2
samples=$(mktemp)
trap 'rm -f "$samples"' EXIT
for _ in $(seq 1 "$rounds"); do
  for bench in "$@"; do
    for mode in untraced traced; do
      arguments=(sends "$actions")
      [ "$mode" = traced ] && arguments+=(traced)
      start=$(date +%s%N)
      "$bench" "${arguments[@]}" >/dev/null
      end=$(date +%s%N)
      echo "$bench $mode $(( (end - start) / actions ))" >>"$samples"
    done
  done
done
printf '%-40s %-9s %8s %8s   (ns per action, %s runs of %s actions)\n' \
  binary mode best median "$rounds" "$actions"
for bench in "$@"; do
  for mode in untraced traced; do
    awk -v b="$bench" -v m="$mode" '$1 == b && $2 == m { print $3 }' "$samples" | sort -n |
      awk -v b="$bench" -v m="$mode" '{ v[NR] = $1 }
        END { med = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
              printf "%-40s %-9s %8d %8.0f\n", b, m, v[1], med }'
  done
done
