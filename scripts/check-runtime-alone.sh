#!/bin/sh
# The runtime builds, and its tests pass, with Graphviz's headers absent: NavGraphRuntime, the
# runtime test fixtures and NavGraphRuntimeTests, built and run as a package of their own that
# depends on this one, so nothing else of navviz is built. Run by `make test`.
#
# The same package compiles the spellings of TCA 1.0–1.3 that TCA deprecates
# (Tests/NavGraphRuntimeSpellings), and the warnings they give must be exactly the ones listed in
# its expected-warnings.txt: TCA's deprecation warnings, and no others.
#
# Graphviz is hidden twice: pkg-config is pointed at an empty folder (no libgvc), and, where
# the kernel lets us, an empty file system is mounted over Graphviz's include folder for this
# script's processes only (`unshare`). The test binary must then link no Graphviz library.
#
# The package's build folder, .build-runtime-alone, is kept between runs: the first one
# compiles swift-syntax again for the macro (minutes); later ones only what changed.
set -eu
SWIFT=${SWIFT:-swift}
cd "$(dirname "$0")/.."
repo=$PWD
scratch=${RUNTIME_ALONE_SCRATCH:-$repo/.build-runtime-alone}
package=$scratch/package
mkdir -p "$package" "$scratch/empty-pkg-config"
ln -sfn "$repo/Tests/NavGraphRuntimeTests" "$package/Tests"
ln -sfn "$repo/Tests/NavGraphRuntimeFixtures" "$package/Fixtures"
ln -sfn "$repo/Tests/NavGraphRuntimeSpellings" "$package/Spellings"
# SwiftPM names a path dependency after its folder.
identity=$(basename "$repo" | tr '[:upper:]' '[:lower:]')
cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.1
// Written by scripts/check-runtime-alone.sh: the runtime's tests, and nothing else of navviz.
import PackageDescription

let package = Package(
  name: "runtime-alone",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(path: "$repo"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
  ],
  targets: [
    .target(
      name: "NavGraphRuntimeFixtures",
      dependencies: [.product(name: "NavGraphRuntime", package: "$identity")],
      path: "Fixtures",
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
    .target(
      name: "NavGraphRuntimeSpellings",
      dependencies: [.product(name: "NavGraphRuntime", package: "$identity")],
      path: "Spellings",
      exclude: ["expected-warnings.txt"]),
    .testTarget(
      name: "NavGraphRuntimeTests",
      dependencies: [
        "NavGraphRuntimeFixtures", .product(name: "NavGraphRuntime", package: "$identity"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(
          name: "OpenCombineShim", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android, .windows, .openbsd, .wasi])),
      ],
      path: "Tests"),
  ]
)
EOF

export PKG_CONFIG_PATH="$scratch/empty-pkg-config" PKG_CONFIG_LIBDIR="$scratch/empty-pkg-config"
if pkg-config --exists libgvc 2>/dev/null; then
  echo "check-runtime-alone: pkg-config still finds libgvc" >&2
  exit 1
fi
run="\"$SWIFT\" build --build-tests --package-path \"$package\" --scratch-path \"$scratch/build\" \
  && \"$SWIFT\" test --skip-build --package-path \"$package\" --scratch-path \"$scratch/build\""
headers=$(pkg-config --variable=includedir libgvc 2>/dev/null || true)
for folder in /usr/include/graphviz /usr/local/include/graphviz /opt/homebrew/include/graphviz; do
  [ -d "$folder" ] && headers=$folder
done
hide=""
if [ -n "$headers" ] && command -v unshare >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] && flags=-m || flags=-rm
  if unshare $flags sh -c "mount -t tmpfs -o ro tmpfs '$headers'" 2>/dev/null; then
    hide="unshare $flags"
  fi
fi
if [ -n "$hide" ]; then
  echo "check-runtime-alone: building and testing the runtime with $headers empty, no libgvc"
  $hide sh -c "mount -t tmpfs -o ro tmpfs '$headers' && [ -z \"\$(ls -A '$headers')\" ] && $run"
else
  echo "check-runtime-alone: building and testing the runtime without libgvc in pkg-config" \
    "(${headers:-no Graphviz headers found}${headers:+ cannot be hidden here})"
  sh -c "$run"
fi

# The spellings compiled afresh, so the compiler prints their warnings again; each warning as
# `File.swift:line:column: warning: text`, in order, against the list.
rm -rf "$scratch/build/debug/NavGraphRuntimeSpellings.build"
"$SWIFT" build --package-path "$package" --scratch-path "$scratch/build" \
  --target NavGraphRuntimeSpellings >"$scratch/spellings.log" 2>&1 || {
  cat "$scratch/spellings.log" >&2
  exit 1
}
grep -E 'Spellings/[^/]+\.swift:[0-9]+:[0-9]+: warning: ' "$scratch/spellings.log" \
  | sed -E 's|^.*Spellings/||' | sort -t: -k1,1 -k2,2n -k3,3n -u >"$scratch/spellings.warnings"
if ! diff -u "$repo/Tests/NavGraphRuntimeSpellings/expected-warnings.txt" \
  "$scratch/spellings.warnings"; then
  echo "check-runtime-alone: the TCA 1.0–1.3 spellings give other warnings than TCA's" >&2
  exit 1
fi

binary=$(find "$scratch/build" -name 'runtime-alonePackageTests.xctest' -type f | head -n 1)
if [ -n "$binary" ] && command -v ldd >/dev/null 2>&1; then
  if ldd "$binary" | grep -E 'libgvc|libcgraph|libcdt'; then
    echo "check-runtime-alone: the runtime's test binary links Graphviz" >&2
    exit 1
  fi
fi
echo "check-runtime-alone: the runtime and its tests need no Graphviz"
