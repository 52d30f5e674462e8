# Sourced by check-dist.sh and adoption-bench.sh: a new package as a user of the artifact
# bundle would write it, with the Broken sample as its app, the bundle by path and the navviz
# plugin over it. Run from the repository's root.
#
#   write_bundle_consumer DIR BUNDLE_ZIP NAME
write_bundle_consumer() {
  mkdir -p "$1/Plugins/NavvizPlugin" "$1/Sources"
  cp "$2" "$1/navviz.artifactbundle.zip"
  cp Plugins/NavvizPlugin/NavvizPlugin.swift "$1/Plugins/NavvizPlugin/"
  cp -R samples/Broken/Sources "$1/Sources/App"
  cat >"$1/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "$3",
  targets: [
    .target(name: "App"),
    // The prebuilt navviz (a release would use url: and checksum: instead of path:).
    .binaryTarget(name: "navviz", path: "navviz.artifactbundle.zip"),
    .plugin(
      name: "NavvizPlugin",
      capability: .command(
        intent: .custom(verb: "navviz", description: "Lint or render the app's navigation.")),
      dependencies: ["navviz"]),
  ]
)
SWIFT
}
