#!/bin/bash
# Instructions a one-job scan spends in each phase, counted by callgrind: repeatable whatever
# else the machine runs, where the wall times of `navviz-bench scan` move by 10-20% with load.
# Writes a corpus of FILES generated files (default 300), runs `navviz render DIR --format json
# --jobs 1` under callgrind and prints the program's total and each phase's inclusive count,
# with parsing as the unit the issue's aims are stated in. The census's own pass (the outcome of
# every site) is counted inside resolution; what it records in the walks is inlined there.
#
#   scripts/scan-counts.sh NAVVIZ_BINARY BENCH_BINARY [FILES | APP_FOLDER]
#
# Given a folder instead of a count, it scans that app instead of a generated corpus.
#
# Valgrind needs a stripped binary and a `dispatch_main` it can run (scripts/lib/valgrind-swift.sh).
set -euo pipefail
navviz=$1; bench=$2; files=${3:-300}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/lib/valgrind-swift.sh"
valgrind_swift_prepare "$work" "$navviz"
if [ -d "$files" ]; then
  corpus=$files
else
  corpus=$work/corpus
  "$bench" corpus "$corpus" "$files" >/dev/null
fi
LD_PRELOAD="$work/mainloop.so" valgrind --tool=callgrind --callgrind-out-file="$work/out" \
  "$work/binary" render "$corpus" --format json --jobs 1 -o "$work/graph.json" \
  >/dev/null 2>&1
callgrind_annotate --inclusive=yes --threshold=100 "$work/out" 2>/dev/null | awk '
  function count(line) { gsub(/,/, "", line); split(line, f, " "); return f[1] + 0 }
  /PROGRAM TOTALS/ { total = count($0) }
  /SourceFileB0V0A6ParserE5parse4from/ && !parse { parse = count($0) }
  /FileSummarizerO9summarize.*_6source4into/ && !collect { collect = count($0) }
  /ScanLimitsO9rejection6ofTree/ && !depth { depth = count($0) }
  /ScanLimitsO9rejection7ofBytes/ && !nesting { nesting = count($0) }
  /0B7BuilderV5build_5index/ && !resolve { resolve = count($0) }
  /InputEnumeratorV5files3for/ && !enumerate { enumerate = count($0) }
  /CensusPassV6census2of/ && !census { census = count($0) }
  END {
    printf "%-38s %14s %8s\n", "phase (inclusive)", "instructions", "parses"
    row("whole process", total); row("Parser.parse", parse)
    row("collectors (both walks)", collect); row("tree depth check", depth)
    row("byte nesting check", nesting); row("resolution (GraphBuilder)", resolve)
    row("input enumeration", enumerate)
    row("  census, in resolution (CensusPass)", census)
    row("rest (startup, reading, JSON, frees)", total - parse - collect - depth - nesting - resolve - enumerate)
  }
  function row(name, n) { printf "%-38s %14.0f %8.3f\n", name, n, n / parse }'
