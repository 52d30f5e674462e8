#!/bin/sh
# The pre-commit hooks of .pre-commit-hooks.yaml, run by the pre-commit tool as a team runs
# them: a new git repository whose .pre-commit-config.yaml names a hook repository holding this
# working tree's manifest (committed or not: a `system` hook needs nothing else), with the debug
# navviz first on the PATH.
#   navviz-lint      fails on an app with error findings and prints them; passes on a clean one
#   navviz-snapshot  writes the snapshot; after a navigation change it rewrites it and fails
#                    ("files were modified by this hook"); passes once the snapshot is current
# Run by `make test`, which installs pre-commit from PyPI (PRE_COMMIT names it).
set -u
PRE_COMMIT=${PRE_COMMIT:-pre-commit}
NAVVIZ=${NAVVIZ:-.build/debug/navviz}
cd "$(dirname "$0")/.."
repo=$PWD
bin=$(cd "$(dirname "$NAVVIZ")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
failures=0
fail() { echo "check-pre-commit: $*" >&2; failures=$((failures + 1)); }
PRE_COMMIT=$(command -v "$PRE_COMMIT") || { echo "check-pre-commit: no pre-commit" >&2; exit 1; }
case $PRE_COMMIT in /*) ;; *) PRE_COMMIT=$repo/$PRE_COMMIT ;; esac

app=$work/app
mkdir -p "$app"
git() { command git -c user.name=navviz -c user.email=navviz@example.com \
  -c commit.gpgsign=false -c init.defaultBranch=main "$@"; }
hooks=$work/hooks
mkdir -p "$hooks"
cp .pre-commit-hooks.yaml "$hooks/"
git -C "$hooks" init -q && git -C "$hooks" add -A && git -C "$hooks" commit -q -m hooks
git -C "$app" init -q
cp -R samples/ParentChild "$app/Sources"
cat >"$app/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $hooks
    rev: $(git -C "$hooks" rev-parse HEAD)
    hooks:
      - id: navviz-lint
      - id: navviz-snapshot
YAML
git -C "$app" add -A && git -C "$app" commit -q -m app
# Hook runs: PATH with navviz first, pre-commit's caches in the work folder.
hook() { # HOOK -> output in $work/HOOK.log, status returned
  (cd "$app" && PATH="$bin:$PATH" PRE_COMMIT_HOME="$work/cache" \
    "$PRE_COMMIT" run "$1" --all-files >"$work/$1.log" 2>&1)
}

hook navviz-lint || fail "navviz-lint failed on a clean app: $(tail -5 "$work/navviz-lint.log")"
cp -R samples/Broken/Sources "$app/Broken"
git -C "$app" add -A
if hook navviz-lint; then
  fail "navviz-lint passed on the Broken sample"
fi
grep -q "error: .*\[unintegrated-stack\]" "$work/navviz-lint.log" ||
  fail "navviz-lint did not print the findings: $(tail -5 "$work/navviz-lint.log")"
git -C "$app" rm -q -r --cached Broken && rm -rf "$app/Broken"

# The snapshot: written on the first run, committed; current on the next.
hook navviz-snapshot
[ -s "$app/.navviz/navigation.txt" ] ||
  fail "navviz-snapshot wrote no .navviz/navigation.txt: $(tail -5 "$work/navviz-snapshot.log")"
git -C "$app" add -A && git -C "$app" commit -q -m snapshot
hook navviz-snapshot || fail "navviz-snapshot failed with a current snapshot: $(tail -5 "$work/navviz-snapshot.log")"
# A navigation change: the hook rewrites the snapshot and fails until it is staged.
cat >>"$app/Sources/ParentChild.swift" <<'SWIFT'

@Reducer
struct Welcome {
  @ObservableState
  struct State { @Presents var alert: AlertState<Action.Alert>? }
  enum Action { case alert(PresentationAction<Alert>); enum Alert {} }
  var body: some ReducerOf<Self> { Reduce { _, _ in .none }.ifLet(\.$alert, action: \.alert) }
}
SWIFT
git -C "$app" add -A
if hook navviz-snapshot; then
  fail "navviz-snapshot passed after the navigation changed"
fi
grep -q "files were modified by this hook" "$work/navviz-snapshot.log" ||
  fail "navviz-snapshot did not report the rewritten snapshot: $(tail -5 "$work/navviz-snapshot.log")"
grep -q "Welcome" "$app/.navviz/navigation.txt" || fail "the snapshot was not rewritten"
git -C "$app" add -A
hook navviz-snapshot || fail "navviz-snapshot failed once the new snapshot was staged"

if [ "$failures" -ne 0 ]; then echo "check-pre-commit: $failures failure(s)" >&2; exit 1; fi
echo "check-pre-commit: pre-commit ran navviz-lint (fails on findings) and navviz-snapshot" \
  "(rewrites a stale snapshot and fails, passes once staged) from .pre-commit-hooks.yaml"
