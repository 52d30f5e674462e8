#!/bin/sh
# BENCHMARKS.md, "Adoption": the first `swift package navviz lint` in a new package, one that
# depends on navviz's sources (SwiftPM builds swift-syntax and navviz first) against one that
# uses the artifact bundle `make dist` wrote (it compiles only the plugin); one after the other,
# each with an empty build folder, and the sizes of the archives and the binary.
# usage: scripts/adoption-bench.sh DIST
set -eu
SWIFT=${SWIFT:-swift}
[ $# -eq 1 ] || { echo "usage: scripts/adoption-bench.sh DIST" >&2; exit 2; }
dist=$(cd "$1" && pwd)
cd "$(dirname "$0")/.."
. scripts/lib/bundle-consumer.sh
repo=$PWD
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM

# Both consumers hold the Broken sample as their app.
mkdir -p "$work/source/Sources"
cp -R samples/Broken/Sources "$work/source/Sources/App"
cat >"$work/source/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "FromSource",
  dependencies: [.package(path: "$repo")],
  targets: [.target(name: "App")]
)
SWIFT

write_bundle_consumer "$work/bundle" "$dist/navviz.artifactbundle.zip" FromBundle

# Seconds for `swift package navviz lint` in $1 (exit 1: the sample has findings).
run() {
  start=$(date +%s)
  (cd "$1" && "$SWIFT" package --disable-sandbox navviz lint >"$work/$2.out" 2>"$work/$2.log") ||
    [ $? -eq 1 ] || { echo "adoption-bench: $2 failed" >&2; tail -20 "$work/$2.log" >&2; exit 1; }
  echo $(($(date +%s) - start))
}

echo "adoption-bench: $(uname -sm), $(nproc 2>/dev/null || sysctl -n hw.ncpu) cores," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*: //')"
bundle=$(run "$work/bundle" bundle)
echo "first swift package navviz lint, artifact bundle: ${bundle} s"
source=$(run "$work/source" source)
echo "first swift package navviz lint, from source:     ${source} s"
cmp -s "$work/source.out" "$work/bundle.out" || echo "adoption-bench: the two lints differ" >&2
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime | sed 's/.*: //')"
ls -l "$dist"/*.tar.gz "$dist"/navviz.artifactbundle.zip | awk '{ print $5, $NF }'
unzip -l "$dist/navviz.artifactbundle.zip" | awk '$NF ~ /bin\/navviz$/ { print $1, "bytes: the binary" }'
