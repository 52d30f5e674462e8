// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// One swift-syntax for the whole package: the @Reducer macro and the scanner must agree on it.
let swiftSyntax = Package.Dependency.package(
  url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1")

let package = Package(
  name: "navviz",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "NavGraph", targets: ["NavGraph"]),
    .library(name: "NavGraphSyntax", targets: ["NavGraphSyntax"]),
    .library(name: "NavGraphLint", targets: ["NavGraphLint"]),
    .library(name: "NavvizCLI", targets: ["NavvizCLI"]),
    .executable(name: "navviz", targets: ["navviz"]),
    .plugin(name: "NavvizPlugin", targets: ["NavvizPlugin"]),
  ],
  dependencies: [
    swiftSyntax,
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    // Graphviz's C libraries (cgraph + gvc), found with pkg-config.
    .systemLibrary(
      name: "CGraphviz",
      pkgConfig: "libgvc",
      providers: [.apt(["libgraphviz-dev", "graphviz"]), .brew(["graphviz"])]
    ),

    // The graph model, renderers, the navigation runtime and reflection-based discovery.
    .target(
      name: "NavGraph",
      dependencies: [
        "CGraphviz",
        "NavGraphMacros",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
      ],
      linkerSettings: [
        // The pkg-config link line names gvc only on some systems; cgraph and cdt are needed too.
        .linkedLibrary("gvc"), .linkedLibrary("cgraph"), .linkedLibrary("cdt"),
      ]
    ),

    // The @Reducer macro (and friends): synthesises enum reducers and registration metadata.
    .macro(
      name: "NavGraphMacros",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ]
    ),

    // The static scanner: TCA source to navigation graphs, without compiling it.
    .target(
      name: "NavGraphSyntax",
      dependencies: [
        "NavGraph",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),

    // `navviz lint`: rules over the graph and the scanner's facts, and the CI reporters.
    // No Graphviz and no swift-syntax of its own: it reads what the scanner collected.
    .target(name: "NavGraphLint", dependencies: ["NavGraph", "NavGraphSyntax"]),

    // The CLI's commands as a library, so a team's own executable can register its roots and
    // reuse every command (see README, "Your own roots").
    .target(
      name: "NavvizCLI",
      dependencies: [
        "NavGraph",
        "NavGraphLint",
        "NavGraphSyntax",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // The executable registers the samples as its roots (`navviz samples`, `--sample NAME`).
    .executableTarget(
      name: "navviz",
      dependencies: ["NavvizCLI", "Inventory", "ParentChild", "StackExplorer"]),

    // `swift package navviz lint|render ...` in a package that depends on navviz.
    .plugin(
      name: "NavvizPlugin",
      capability: .command(
        intent: .custom(
          verb: "navviz",
          description: "Lint or render the navigation of the package's TCA features.")),
      dependencies: ["navviz"]
    ),

    // `make bench`: every figure in BENCHMARKS.md comes from this one executable.
    .executableTarget(
      name: "navviz-bench",
      dependencies: ["NavGraph", "NavGraphLint", "NavGraphSyntax", "NavvizCLI"],
      path: "Benchmarks/NavvizBench"
    ),

    // `make fuzz`: the seeded mutation fuzzer over the scanner, lint and renderers (issue 9).
    .target(
      name: "NavvizFuzz",
      dependencies: ["NavGraph", "NavGraphLint", "NavGraphSyntax"]),
    .executableTarget(
      name: "navviz-fuzz",
      dependencies: [
        "NavvizFuzz", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Samples: TCA-style apps from the seed documents, compiled against NavGraph.
    .target(name: "ParentChild", dependencies: ["NavGraph"], path: "samples/ParentChild"),
    .target(name: "Inventory", dependencies: ["NavGraph"], path: "samples/Inventory"),
    .target(name: "StackExplorer", dependencies: ["NavGraph"], path: "samples/StackExplorer"),

    // Tests.
    .testTarget(name: "NavGraphTests", dependencies: ["NavGraph"]),
    // Reflection-based discovery over the samples, compared with checked golden graphs.
    .testTarget(
      name: "NavGraphReflectionTests",
      dependencies: ["NavGraph", "NavGraphSyntax", "Inventory", "ParentChild", "StackExplorer"],
      exclude: ["Golden"]),
    .testTarget(
      name: "NavGraphRuntimeTests",
      dependencies: [
        "NavGraph", "CMallocCounter",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]),
    // Counts a thread's mallocs (glibc only), for "the disabled recorder allocates nothing".
    .target(name: "CMallocCounter", path: "Tests/CMallocCounter"),
    .testTarget(
      name: "ParentChildTests",
      dependencies: ["ParentChild", .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")]),
    .testTarget(
      name: "InventoryTests",
      dependencies: ["Inventory", .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")]),
    .testTarget(
      name: "StackExplorerTests",
      dependencies: ["StackExplorer", .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")]),
    // End-to-end tests that run the built `navviz` executable.
    // (NavGraphSyntax only writes generated apps for the scale tests.)
    .testTarget(
      name: "NavvizCLITests", dependencies: ["navviz", "NavGraphSyntax", "CGraphviz"],
      exclude: ["Golden"]),
    // Every rule runs over its own examples; reporters compare with golden files.
    .testTarget(
      name: "NavGraphLintTests",
      dependencies: ["NavGraph", "NavGraphLint", "NavGraphSyntax"],
      exclude: ["Golden"]
    ),
    // The scanner's tests; the real-app fixtures also assert what lint finds in them.
    .testTarget(
      name: "NavGraphSyntaxTests",
      dependencies: ["NavGraph", "NavGraphSyntax", "NavGraphLint", "NavvizFuzz"],
      resources: [.copy("Fixtures")]
    ),
  ]
)
