#!/bin/sh
# The SwiftPM command plugin, run the way a user runs it (`swift package navviz ...`), compared
# with the navviz executable given the same input: same output, same exit status.
# Run by `make test` after the test suite (the navviz product is built by then).
set -u
SWIFT=${SWIFT:-swift}
NAVVIZ=.build/debug/navviz
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
failures=0

fail() { echo "check-plugin: $*" >&2; failures=$((failures + 1)); }

# $1: name; $2: expected status; rest: arguments after `navviz`.
compare() {
  name=$1 expected=$2; shift 2
  "$SWIFT" package --disable-sandbox navviz "$@" >"$work/$name.plugin" 2>"$work/$name.log"
  status=$?
  [ "$status" -eq "$expected" ] ||
    { fail "swift package navviz $*: exit $status, expected $expected"; sed 's/^/  /' "$work/$name.log" >&2; }
}

compare lint 1 lint samples/Broken --reporter github
"$NAVVIZ" lint samples/Broken --reporter github >"$work/lint.direct" 2>/dev/null
cmp -s "$work/lint.plugin" "$work/lint.direct" ||
  fail "lint through the plugin differs from navviz lint: $(diff "$work/lint.direct" "$work/lint.plugin" | head -5)"
[ -s "$work/lint.plugin" ] || fail "lint through the plugin printed no annotations"

# No input argument: the plugin passes the source folder of the --target it is given.
compare render 0 render --target Inventory --format mermaid
"$NAVVIZ" render samples/Inventory --format mermaid >"$work/render.direct" 2>/dev/null
cmp -s "$work/render.plugin" "$work/render.direct" ||
  fail "render --target Inventory through the plugin differs from navviz render samples/Inventory"

# SwiftPM reports any failed plugin as exit 1; the log carries navviz's own status.
compare missing 1 lint --target NoSuchTarget
grep -q "no Swift target named NoSuchTarget" "$work/missing.log" ||
  fail "an unknown --target is not named in the plugin's error"
grep -q "navviz exited with status 2" "$work/missing.log" ||
  fail "the plugin does not report navviz's usage-error status (2)"

if [ "$failures" -ne 0 ]; then echo "check-plugin: $failures failure(s)" >&2; exit 1; fi
echo "check-plugin: swift package navviz lint/render agree with navviz (3 checks)"
