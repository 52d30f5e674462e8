#!/bin/sh
# `make scale`: navviz on generated apps far bigger than the tests use, release build.
#
#   - a 1,000-feature graph rendered whole to SVG (the aim: under 5 s);
#   - a 10,000-feature app as Swift sources (`SyntheticCorpus`, 10,000 files) scanned to JSON,
#     then rendered whole (SVG) and focused, linted, and documented (`navviz docs`);
#   - the generated 2,000-file corpus scanned, for peak memory.
#
# Every step has a hang limit (SCALE_TIMEOUT seconds, default 1800) and prints its wall and
# CPU time and peak resident size (GNU time). A step that fails or hits the limit fails the
# target. Times are recorded in BENCHMARKS.md ("Scale"), never asserted.
set -eu

NAVVIZ=${NAVVIZ:-.build/release/navviz}
NAVVIZ_BENCH=${NAVVIZ_BENCH:-.build/release/navviz-bench}
SCALE_DIR=${SCALE_DIR:-.build/scale}
SCALE_FEATURES=${SCALE_FEATURES:-10000}
SCALE_TIMEOUT=${SCALE_TIMEOUT:-1800}

for tool in "$NAVVIZ" "$NAVVIZ_BENCH"; do
  [ -x "$tool" ] || { echo "scale: $tool not built; run make scale (a release build) first" >&2; exit 2; }
done
[ -x /usr/bin/time ] || { echo "scale: GNU time (/usr/bin/time) is needed; apt-get install time" >&2; exit 2; }

rm -rf "$SCALE_DIR"
mkdir -p "$SCALE_DIR/out"
echo "scale: $(nproc) cores; load: $(uptime | sed 's/.*load average: //')"

failures=0
# step NAME ALLOWED-STATUSES COMMAND...: runs COMMAND with the hang limit and prints its
# figures; ALLOWED-STATUSES is a list like "0" or "0 1" (lint exits 1 on error findings).
step() {
  name=$1
  allowed=$2
  shift 2
  status=0
  timeout "$SCALE_TIMEOUT" /usr/bin/time -f "%e %U %S %M" -o "$SCALE_DIR/$name.time" \
    "$@" >"$SCALE_DIR/$name.stdout" 2>"$SCALE_DIR/$name.stderr" || status=$?
  if [ "$status" -eq 124 ]; then
    failures=$((failures + 1))
    echo "HANG  $name: no result after ${SCALE_TIMEOUT} s: $*"
    return
  fi
  case " $allowed " in
    *" $status "*) ;;
    *)
      failures=$((failures + 1))
      echo "FAIL  $name exited $status: $* (stderr: $SCALE_DIR/$name.stderr)"
      sed 's/^/      /' "$SCALE_DIR/$name.stderr" | tail -5
      return
      ;;
  esac
  # GNU time appends its line after anything the command printed; the figures are last.
  tail -n 1 "$SCALE_DIR/$name.time" | awk -v name="$name" -v status="$status" '{
    printf "ok    %-24s %8.2f s wall  %8.2f s CPU  %8d MiB peak  (exit %s)\n",
      name, $1, $2 + $3, $4 / 1024, status }'
}

"$NAVVIZ_BENCH" synthetic-graph 1000 "$SCALE_DIR/graph-1000.json"
step svg-1000-whole 0 "$NAVVIZ" render "$SCALE_DIR/graph-1000.json" --level feature -o "$SCALE_DIR/out/graph-1000.svg"

# The corpus has 1.75 reducer features per file (and as many Destination/Path enum reducers,
# which the graph also lists): 5,715 files give the 10,000 features the picture draws.
scale_files=$(( (SCALE_FEATURES * 4 + 6) / 7 ))
"$NAVVIZ_BENCH" corpus "$SCALE_DIR/app" "$scale_files" >/dev/null
app="$SCALE_DIR/app"
graph="$SCALE_DIR/app-$SCALE_FEATURES.json"
step scan-json 0 "$NAVVIZ" render "$app" --format json -o "$graph"
step svg-whole 0 "$NAVVIZ" render "$graph" --level feature -o "$SCALE_DIR/out/app.svg"
step svg-focus 0 "$NAVVIZ" render "$graph" --focus Feature1 --depth 2 -o "$SCALE_DIR/out/focus.svg"
step lint-sources "0 1" "$NAVVIZ" lint "$app" --reporter json
step docs "0" "$NAVVIZ" docs "$graph" -o "$SCALE_DIR/out/docs"
step docs-check "0" "$NAVVIZ" docs "$graph" -o "$SCALE_DIR/out/docs" --check

# Peak memory of scanning the 2,000-file corpus (the scan and lint benchmarks' corpus).
"$NAVVIZ_BENCH" corpus "$SCALE_DIR/corpus-2000" 2000 >/dev/null
step scan-2000-files 0 "$NAVVIZ" render "$SCALE_DIR/corpus-2000" --format json -o /dev/null

if [ "$failures" -ne 0 ]; then
  echo "scale: $failures steps failed or hung" >&2
  exit 1
fi
echo "scale: every step finished (figures above; outputs in $SCALE_DIR)"
