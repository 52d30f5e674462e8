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
    // What an app's features and their tests import: the runtime, tracing and the graph model.
    .library(name: "NavGraph", targets: ["NavGraph"]),
    // The runtime alone, for code that wants neither the graph model nor tracing.
    .library(name: "NavGraphRuntime", targets: ["NavGraphRuntime"]),
    // The command line for a team's own executable that registers its app's roots.
    .library(name: "NavvizCLI", targets: ["NavvizCLI"]),
    .executable(name: "navviz", targets: ["navviz"]),
    .plugin(name: "NavvizPlugin", targets: ["NavvizPlugin"]),
    .plugin(name: "NavvizBuildPlugin", targets: ["NavvizBuildPlugin"]),
  ],
  dependencies: [
    swiftSyntax,
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-atomics", from: "1.3.0"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    // The layers, lowest first. A target imports only what it lists here, and
    // scripts/check-layers.sh fails `make test` when a list breaks the rules in
    // docs/architecture.md (the runtime reaching Graphviz or the graph model, lint reaching
    // swift-syntax, ...).

    // The words every layer shares (the roles an enum reducer's cases play). No dependencies,
    // so the runtime, the macro plugin and the core all use the same ones.
    .target(name: "NavGraphVocabulary"),

    // The graph model, the library's public face: the navigation graph (features, edges,
    // findings, source locations) and its navgraph-v1 JSON, the trace-v1 model (traces, steps,
    // events, the state tree). Foundation only; everything above it reads these types.
    .target(name: "NavGraphModel", dependencies: ["NavGraphVocabulary"]),

    // The scanner's facts, the contract between the scanner and lint (what one parse collected
    // beyond the graph), with `package` access: a new fact changes no public API.
    .target(name: "NavGraphFacts", dependencies: ["NavGraphModel", "NavGraphVocabulary"]),

    // The machinery over the model, with `package` access: analyses (one graph index),
    // selections, diff, snapshot, trace matching and coverage. Foundation only.
    .target(name: "NavGraphCore", dependencies: ["NavGraphModel"]),

    // The TCA-compatible runtime (reducers, effects, stores, navigation, TestStore) and the
    // metadata `@Reducer` registers. No graph model, no Graphviz; swift-syntax only inside the
    // macro plugin, at build time.
    .target(
      name: "NavGraphRuntime",
      dependencies: [
        "NavGraphMacros",
        "NavGraphVocabulary",
        .product(name: "Atomics", package: "swift-atomics"),
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CombineSchedulers", package: "combine-schedulers"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        // Publisher effects: Combine on Apple platforms, OpenCombine elsewhere.
        .product(
          name: "OpenCombineShim", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android, .windows, .openbsd, .wasi])),
      ]
    ),

    // The @Reducer macro (and friends): synthesises enum reducers and registration metadata.
    .macro(
      name: "NavGraphMacros",
      dependencies: [
        "NavGraphVocabulary",
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
      ]
    ),

    // Tracing and discovery: graphs reflected from running reducers, the trace recorder (an
    // observer of the runtime's stores), test-suite traces, and the registry of named roots.
    .target(
      name: "NavGraphTracing",
      dependencies: [
        "NavGraphModel",
        "NavGraphRuntime",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),

    // What users import: the runtime, tracing and the graph model, re-exported.
    .target(
      name: "NavGraph", dependencies: ["NavGraphModel", "NavGraphRuntime", "NavGraphTracing"]),

    // Graphviz's C libraries (cgraph + gvc), loaded with dlopen when a picture is drawn: the
    // shim declares what navviz calls, so neither Graphviz nor pkg-config is needed to build,
    // and only drawing needs the library at run time.
    .target(
      name: "CGraphviz",
      linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
    ),

    // Every renderer: DOT, SVG, PNG and PDF through Graphviz, Mermaid, JSON, the HTML viewer,
    // traced flows and coverage on the graph, and the documentation pages. The only target
    // that imports CGraphviz.
    .target(
      name: "NavGraphRendering",
      dependencies: ["CGraphviz", "NavGraphCore", "NavGraphFacts"],
      resources: [.embedInCode("HTML/ViewerScript.js")]
    ),

    // The static scanner: TCA source to navigation graphs and lint facts, without compiling it.
    .target(
      name: "NavGraphSyntax",
      dependencies: [
        "NavGraphCore",
        "NavGraphFacts",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),

    // `navviz lint`: rules over the graph and the scanner's facts, and the CI reporters.
    // Neither Graphviz nor swift-syntax: it reads what the scanner collected.
    .target(name: "NavGraphLint", dependencies: ["NavGraphCore", "NavGraphFacts"]),

    // `navviz serve`: the graph kept up to date in a long-running process, for an editor (the
    // Language Server Protocol, its messages written here) and a coding agent (the Model
    // Context Protocol, through its Swift SDK). What only the CLI knows (`.navviz.yml`, git)
    // the CLI hands it (`ServerHost`).
    .target(
      name: "NavvizServer",
      dependencies: [
        "NavGraphCore",
        "NavGraphFacts",
        "NavGraphLint",
        "NavGraphRendering",
        "NavGraphSyntax",
        .product(name: "MCP", package: "swift-sdk"),
      ]
    ),

    // The CLI's commands as a library, so a team's own executable can register its roots and
    // reuse every command (see README, "Your own roots").
    .target(
      name: "NavvizCLI",
      dependencies: [
        "NavGraphCore",
        "NavGraphFacts",
        "NavGraphLint",
        "NavGraphRendering",
        "NavGraphSyntax",
        "NavGraphTracing",
        "NavvizServer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Yams", package: "Yams"),
      ]
    ),
    // The executable registers the samples as its roots (`navviz samples`, `--sample NAME`),
    // through `NavvizRoot` as a team's own executable does.
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
    // Findings on every build: lints a target's Swift files before it compiles and reports
    // them as the build's warnings (Xcode's issue navigator, `swift build`'s log).
    .plugin(name: "NavvizBuildPlugin", capability: .buildTool(), dependencies: ["navviz"]),

    // Samples: TCA-style apps from the seed documents, compiled against NavGraph.
    .target(name: "ParentChild", dependencies: ["NavGraph"], path: "samples/ParentChild"),
    .target(name: "Inventory", dependencies: ["NavGraph"], path: "samples/Inventory"),
    .target(name: "StackExplorer", dependencies: ["NavGraph"], path: "samples/StackExplorer"),

    // Support only tests, benchmarks and the fuzzer depend on: generated graphs and the files
    // of the samples and golden outputs (NavGraphTestSupport); a generated TCA code base and
    // the scanner's benchmark baselines (NavGraphSyntaxTestSupport).
    .target(name: "NavGraphTestSupport", dependencies: ["NavGraphCore"]),
    .target(
      name: "NavGraphSyntaxTestSupport",
      dependencies: [
        "NavGraphCore", "NavGraphSyntax", .product(name: "SwiftParser", package: "swift-syntax"),
      ]),

    // Metamorphic checks (`make metamorphic`): rewrites of a Swift code base that keep its
    // navigation (renamed, reformatted, moved, wrapped in control flow), the graph each should
    // give, and the comparison of graphs and findings without source locations.
    .target(
      name: "NavGraphMetamorphic",
      dependencies: [
        "NavGraphCore", "NavGraphFacts", "NavGraphLint", "NavGraphSyntax",
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]),
    // Every transformation over every app of a corpus, with the differences each one makes.
    .executableTarget(
      name: "navviz-metamorphic",
      dependencies: [
        "NavGraphMetamorphic", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Benchmarks/Metamorphic"
    ),

    // `make bench`: the figures of BENCHMARKS.md that time navviz's own code.
    .executableTarget(
      name: "navviz-bench",
      dependencies: [
        "NavGraph", "NavGraphCore", "NavGraphFacts", "NavGraphLint", "NavGraphRendering",
        "NavGraphSyntax", "NavGraphSyntaxTestSupport", "NavGraphTestSupport", "NavvizCLI",
      ],
      path: "Benchmarks/NavvizBench"
    ),

    // `make fuzz`: the seeded mutation fuzzer over the scanner, lint and renderers.
    .target(
      name: "NavvizFuzz",
      dependencies: [
        "NavGraphCore", "NavGraphFacts", "NavGraphLint", "NavGraphRendering", "NavGraphSyntax",
        "NavGraphSyntaxTestSupport", "NavGraphTestSupport",
      ]),
    .executableTarget(
      name: "navviz-fuzz",
      dependencies: [
        "NavvizFuzz", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),

    // Tests: one target per source target, mirroring its folders.
    .testTarget(name: "NavGraphVocabularyTests", dependencies: ["NavGraphVocabulary"]),
    .testTarget(
      name: "NavGraphCoreTests",
      dependencies: ["NavGraphCore", "NavGraphFacts", "NavGraphTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "NavGraphRuntimeTests",
      dependencies: [
        "NavGraphRuntime", "NavGraphRuntimeFixtures",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        // The publishers the tests of publisher effects send from, where Combine is missing.
        .product(
          name: "OpenCombineShim", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android, .windows, .openbsd, .wasi])),
      ]),
    // Counts a thread's mallocs (glibc only), for "the disabled recorder allocates nothing".
    .target(name: "CMallocCounter", path: "Tests/CMallocCounter"),
    // Small features the runtime's and tracing's tests share (`@testable import`). They are
    // TCA code as TCA writes it, which builds there without a warning; a warning here (a result
    // TCA lets code discard, say) is a difference from TCA. scripts/check-runtime-alone.sh
    // builds them with warnings as errors: not here, where unsafe flags would keep a package
    // that depends on navviz by version from resolving.
    .target(
      name: "NavGraphRuntimeFixtures", dependencies: ["NavGraphRuntime"],
      path: "Tests/NavGraphRuntimeFixtures"),
    // The expanded source of `@Reducer`, asserted.
    .testTarget(
      name: "NavGraphMacrosTests",
      dependencies: [
        "NavGraphMacros",
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
      ]),
    // Reflection over the samples and recorded flows, compared with checked golden files.
    .testTarget(
      name: "NavGraphTracingTests",
      dependencies: [
        "NavGraph", "NavGraphRuntimeFixtures", "NavGraphSyntax", "CMallocCounter", "Inventory",
        "ParentChild", "StackExplorer",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: ["Golden"]),
    .testTarget(
      name: "NavGraphRenderingTests",
      dependencies: ["NavGraphCore", "NavGraphRendering", "NavGraphTestSupport"],
      exclude: ["Golden"]),
    .testTarget(
      name: "ParentChildTests",
      dependencies: [
        "ParentChild",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]),
    .testTarget(
      name: "InventoryTests",
      dependencies: [
        "Inventory",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]),
    .testTarget(
      name: "StackExplorerTests",
      dependencies: [
        "StackExplorer",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ]),
    // End-to-end tests that run the built `navviz` executable (the support targets write
    // generated apps and graphs for the scale tests).
    .testTarget(
      name: "NavvizCLITests",
      dependencies: [
        "navviz", "CGraphviz", "NavGraphCore", "NavGraphRendering", "NavGraphSyntaxTestSupport",
        "NavGraphTestSupport",
      ],
      exclude: ["Golden"]),
    // Every rule runs over its own examples; reporters compare with golden files.
    .testTarget(
      name: "NavGraphLintTests",
      dependencies: ["NavGraphCore", "NavGraphFacts", "NavGraphLint", "NavGraphSyntax"],
      exclude: ["Golden"]
    ),
    // The transformations on small inputs (their text) and on the samples (their graphs).
    .testTarget(
      name: "NavGraphMetamorphicTests",
      dependencies: [
        "NavGraphCore", "NavGraphMetamorphic", "NavGraphSyntax", "NavGraphTestSupport",
      ],
      // Apps the tests read from disk, as a user's app is read.
      exclude: ["Fixtures"]
    ),
    // The language server driven in process over pipes, its framing and its positions.
    .testTarget(
      name: "NavvizServerTests", dependencies: ["NavGraphCore", "NavGraphLint", "NavvizServer"]),
    // The scanner's tests; the real-app fixtures also assert what lint finds in them.
    .testTarget(
      name: "NavGraphSyntaxTests",
      dependencies: [
        "NavGraphCore", "NavGraphFacts", "NavGraphLint", "NavGraphSyntax",
        "NavGraphSyntaxTestSupport", "NavGraphTestSupport", "NavvizFuzz",
      ],
      resources: [.copy("Fixtures")]
    ),
  ]
)
