// swift-tools-version: 6.1
import PackageDescription

// The reflection discovery benchmark (`make bench-discovery`): 1,000 generated @Reducer
// features take minutes to compile, so they live in their own package and never slow down
// `make test`. The features are generated at build time (DiscoveryTreePlugin running
// DiscoveryTreeGenerator), not kept in the repository.
let package = Package(
  name: "navviz-discovery-bench",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "navviz", path: "../..")],
  targets: [
    .executableTarget(name: "DiscoveryTreeGenerator"),
    .plugin(
      name: "DiscoveryTreePlugin", capability: .buildTool(),
      dependencies: ["DiscoveryTreeGenerator"]),
    .target(
      name: "DiscoveryTree", dependencies: [.product(name: "NavGraph", package: "navviz")],
      plugins: ["DiscoveryTreePlugin"]),
    .executableTarget(
      name: "navviz-discovery-bench",
      dependencies: ["DiscoveryTree", .product(name: "NavGraph", package: "navviz")]),
  ]
)
