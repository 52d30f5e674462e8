#!/usr/bin/env bash
# The diff of a pull request (BENCHMARKS.md, "Diff"): `navviz diff --base HEAD~1 Sources/` on
# the generated 2,000-file corpus, made a git repository of two commits (the corpus, then one
# feature file removed and one added), against the two plain scans it must do at least: two
# `navviz render Sources/ --format json` runs one after the other. Also `diff --no-lint`, which
# leaves out linting both sides. The variants run interleaved over ROUNDS rounds, so load from
# elsewhere falls on all of them alike; prints the best and the median of each and the ratios.
# With APP (a git checkout) and INPUT (a path in it), the same on that app as it is:
# `navviz diff --base BASE INPUT` (BASE: HEAD unless set) against two scans of INPUT.
#
#   scripts/diff-bench.sh                    (NAVVIZ, NAVVIZ_BENCH, ROUNDS, FILES may be set)
#   APP=../babylon-wallet-ios INPUT=RadixWallet scripts/diff-bench.sh
set -euo pipefail
NAVVIZ=$(realpath "${NAVVIZ:-.build/release/navviz}")
ROUNDS=${ROUNDS:-7}
FILES=${FILES:-2000}
APP=${APP:-}
INPUT=${INPUT:-Sources/}
BASE=${BASE:-}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -n "$APP" ]; then
  corpus=$(realpath "$APP")
  BASE=${BASE:-HEAD}
else
BASE=HEAD~1
NAVVIZ_BENCH=$(realpath "${NAVVIZ_BENCH:-.build/release/navviz-bench}")
corpus=$work/corpus
"$NAVVIZ_BENCH" corpus "$corpus" "$FILES" > /dev/null
git() { command git -C "$corpus" -c user.name=bench -c user.email=bench@example.com \
  -c commit.gpgsign=false "$@"; }
git init -q
git add -A
git commit -q -m corpus
# The change under review: the last feature file removed, a new feature added beside the first.
last=$(find "$corpus/Sources" -name "Feature$((FILES - 1)).swift")
git rm -q "$last"
cat > "$corpus/Sources/Module0/Added.swift" <<'SWIFT'
import ComposableArchitecture

@Reducer
struct AddedFeature {
  @ObservableState
  struct State { @Presents var detail: Feature0.State? }
  enum Action { case detail(PresentationAction<Feature0.Action>) }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }.ifLet(\.$detail, action: \.detail) { Feature0() }
  }
}
SWIFT
git add -A
git commit -q -m change
fi

# COMMAND... -> "WALL CPU" in seconds (CPU: user + system, children included, which load from
# elsewhere inflates far less than wall time).
seconds() {
  local TIMEFORMAT='%R %U %S' measured
  measured=$({ time "$@" > /dev/null 2>&1; } 2>&1) || { echo "failed: $*" >&2; exit 1; }
  awk '{ printf "%s %.3f\n", $1, $2 + $3 }' <<<"$measured"
}
two_scans() {
  "$NAVVIZ" render "$INPUT" --format json -o /dev/null &&
    "$NAVVIZ" render "$INPUT" --format json -o /dev/null
}
best() { sort -g | head -n 1; }
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

cd "$corpus"
echo "changes: $("$NAVVIZ" diff --base "$BASE" "$INPUT" 2>/dev/null | tail -n 1)"
scans=() diffs=() plain=() scans_cpu=() diffs_cpu=() plain_cpu=()
for _ in $(seq "$ROUNDS"); do
  read -r wall cpu <<<"$(seconds two_scans)"; scans+=("$wall"); scans_cpu+=("$cpu")
  read -r wall cpu <<<"$(seconds "$NAVVIZ" diff --base "$BASE" "$INPUT" -o /dev/null)"
  diffs+=("$wall"); diffs_cpu+=("$cpu")
  read -r wall cpu <<<"$(seconds "$NAVVIZ" diff --base "$BASE" "$INPUT" --no-lint -o /dev/null)"
  plain+=("$wall"); plain_cpu+=("$cpu")
done
report() { # NAME VALUES...
  local name=$1; shift
  printf '  %-34s best %.3f s, median %.3f s\n' "$name" \
    "$(printf '%s\n' "$@" | best)" "$(printf '%s\n' "$@" | median)"
}
ratio() { # A B -> A / B
  awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'
}
ratios() { # NAME THESE... -- SCANS...: best and median of THESE over those of SCANS
  local name=$1 these=() scans=(); shift
  while [ "$1" != -- ]; do these+=("$1"); shift; done; shift
  scans=("$@")
  printf '  %-34s best %s, median %s\n' "$name" \
    "$(ratio "$(printf '%s\n' "${these[@]}" | best)" "$(printf '%s\n' "${scans[@]}" | best)")" \
    "$(ratio "$(printf '%s\n' "${these[@]}" | median)" "$(printf '%s\n' "${scans[@]}" | median)")"
}
printf 'diff of %s in %s, %s rounds, load %s\n' "$INPUT" "${APP:-the $FILES-file corpus}" "$ROUNDS" \
  "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
echo " wall:"
report "two render --format json runs" "${scans[@]}"
report "diff --base $BASE" "${diffs[@]}"
report "diff --base $BASE --no-lint" "${plain[@]}"
ratios "diff / two scans (aim <= 1.10)" "${diffs[@]}" -- "${scans[@]}"
ratios "diff --no-lint / two scans" "${plain[@]}" -- "${scans[@]}"
echo " CPU (user + system):"
report "two render --format json runs" "${scans_cpu[@]}"
report "diff --base $BASE" "${diffs_cpu[@]}"
report "diff --base $BASE --no-lint" "${plain_cpu[@]}"
ratios "diff / two scans" "${diffs_cpu[@]}" -- "${scans_cpu[@]}"
ratios "diff --no-lint / two scans" "${plain_cpu[@]}" -- "${scans_cpu[@]}"
