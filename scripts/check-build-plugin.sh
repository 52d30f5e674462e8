#!/bin/sh
# The build tool plugin (Plugins/NavvizBuildPlugin), as an app's package uses it: a new package
# whose target has a known finding applies the plugin over the artifact bundle
# (docs/guide/install.md, "Findings in Xcode on every build"), and `swift build` is run on it:
#   1. the build succeeds and its log carries the finding as a warning at its file, line and
#      column (the absolute path Xcode needs);
#   2. a second build with nothing changed does not run navviz;
#   3. an edit of the target's file runs it again, with the summaries it keeps under .build;
#   4. with `build: fail-on: error` in .navviz.yml the finding is an error and the build fails;
#   5. with the setting edited back to `never`, the next build runs navviz and passes.
#
# usage: scripts/check-build-plugin.sh [DIST]
#   DIST: a folder scripts/dist.sh wrote; without it the debug build is packaged first.
set -u
SWIFT=${SWIFT:-swift}
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT INT TERM
failures=0
fail() { echo "check-build-plugin: $*" >&2; failures=$((failures + 1)); }

. scripts/lib/dist-folder.sh
dist=$(dist_folder check-build-plugin "$work" "$@") || exit 1

consumer=$work/consumer
mkdir -p "$consumer/Plugins/NavvizBuildPlugin" "$consumer/Sources/App"
cp "$dist/navviz.artifactbundle.zip" "$consumer/"
cp Plugins/NavvizBuildPlugin/NavvizBuildPlugin.swift "$consumer/Plugins/NavvizBuildPlugin/"
cat >"$consumer/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "Consumer",
  targets: [
    .target(name: "App", plugins: ["NavvizBuildPlugin"]),
    .binaryTarget(name: "navviz", path: "navviz.artifactbundle.zip"),
    .plugin(name: "NavvizBuildPlugin", capability: .buildTool(), dependencies: ["navviz"]),
  ]
)
SWIFT
# Compiles without TCA: the scanner reads the shape of the code, not the library.
source=$consumer/Sources/App/Onboarding.swift
cat >"$source" <<'SWIFT'
// Stand-ins for the TCA types navviz reads, so this target compiles without TCA.
protocol Reducer {
  associatedtype State
  associatedtype Action
}
struct StackState<Element> {}
enum StackAction<State, Action> {}

/// A stack nothing integrates with `forEach`: navviz reports it.
struct Onboarding: Reducer {
  struct State {
    var path = StackState<Step.State>()
  }
  enum Action {
    case path(StackAction<Step.State, Step.Action>)
  }
}

struct Step: Reducer {
  struct State {}
  enum Action {}
}
SWIFT
finding="$source:12:9: warning: Onboarding.State.path is a StackState with no forEach"
ran="navviz lint App"

build() { # NAME -> log in $work/NAME.log, status returned
  (cd "$consumer" && "$SWIFT" build >"$work/$1.log" 2>&1)
}

build first || { fail "the first build failed"; sed 's/^/  /' "$work/first.log" >&2; }
grep -qF "$finding" "$work/first.log" ||
  { fail "the build log lacks the finding ($finding)"; sed 's/^/  /' "$work/first.log" >&2; }
grep -qF "$ran" "$work/first.log" || fail "the first build did not show navviz running"

build second || fail "the second build failed"
if grep -qF "$ran" "$work/second.log" || grep -qF "StackState with no forEach" "$work/second.log"; then
  fail "a build with nothing changed ran navviz again: $(grep -F "$ran" "$work/second.log")"
fi

echo "// An edit." >>"$source"
build third || fail "the build after an edit failed"
grep -qF "$finding" "$work/third.log" || fail "an edit of the target did not run navviz again"
# The summaries lint keeps for the next run, in the plugin's work folder under .build.
[ -n "$(find "$consumer/.build" -path '*navviz-cache/summaries/summaries-*' -name '*.json' 2>/dev/null)" ] ||
  fail "lint kept no summaries under .build (--cache-path)"

# Settings created after the first build are read by the next lint, which an edit brings; once
# read, the file is an input of its own.
printf 'build:\n  fail-on: error\n' >"$consumer/.navviz.yml"
echo "// Another edit." >>"$source"
if build fourth; then
  fail "with build: fail-on: error the finding did not fail the build"
fi
grep -qF "$source:12:9: error: Onboarding.State.path" "$work/fourth.log" ||
  { fail "with build: fail-on: error the finding is not an error"; sed 's/^/  /' "$work/fourth.log" >&2; }

printf 'build:\n  fail-on: never\n' >"$consumer/.navviz.yml"
build fifth || fail "with build: fail-on: never the build failed: $(tail -3 "$work/fifth.log")"
grep -qF "$finding" "$work/fifth.log" || fail "an edit of .navviz.yml did not run navviz again"

if [ "$failures" -ne 0 ]; then echo "check-build-plugin: $failures failure(s)" >&2; exit 1; fi
echo "check-build-plugin: swift build reported the finding at its line, did not run navviz on an" \
  "unchanged target, ran it after an edit, and failed the build under build: fail-on: error"
