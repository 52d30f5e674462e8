#!/bin/sh
# Runs what `make demo` runs (`make demo-files`, after one build) twice, into two fresh
# folders, and compares every file it wrote (SVG, HTML, traces) and everything it printed (the
# lint report) byte for byte. Separate processes, so anything that depends on hash seeds,
# time, temporary paths or thread timing shows up as a difference. Run by `make test`.
set -u
MAKE=${MAKE:-make}
work=$(mktemp -d "${TMPDIR:-/tmp}/navviz-demo-determinism.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

"$MAKE" -s build >"$work/build.log" 2>&1 ||
  { echo "check-demo-determinism: make build failed:" >&2; cat "$work/build.log" >&2; exit 1; }
for run in first second; do
  # The printed lines name the folder; name it the same in both logs.
  if ! "$MAKE" -s demo-files OUT="$work/$run" >"$work/$run.raw" 2>&1; then
    echo "check-demo-determinism: make demo-files ($run run) failed:" >&2
    sed 's/^/  /' "$work/$run.raw" >&2
    exit 1
  fi
  sed "s|$work/$run|OUT|g" "$work/$run.raw" >"$work/$run.log"
done

count=$(find "$work/first" -type f | wc -l)
[ "$count" -gt 0 ] || { echo "check-demo-determinism: make demo wrote nothing" >&2; exit 1; }
if ! diff -r "$work/first" "$work/second" >"$work/diff" 2>&1 ||
  ! cmp "$work/first.log" "$work/second.log" >>"$work/diff" 2>&1; then
  echo "check-demo-determinism: two runs of make demo differ:" >&2
  head -40 "$work/diff" >&2
  diff "$work/first.log" "$work/second.log" | head -20 >&2
  exit 1
fi
echo "check-demo-determinism: $count files and the printed output of make demo are byte-identical across two runs"
