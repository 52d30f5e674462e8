// The layering rules of docs/architecture.md, checked against what Package.swift declares and
// what the sources import. Run by scripts/check-layers.sh (`make test`), which hands it
// `swift package dump-package` on standard input and the repository's root as its argument.
//
// The compiler already refuses a module a target cannot see; these rules say which modules a
// target may see at all, so that a new dependency that breaks a layer fails the build's checks
// instead of waiting for a reviewer.
import Foundation

/// The dependencies each non-test target may declare, by target name or by `package:product`
/// (`swift-syntax:*` is any product of swift-syntax). A target missing here fails the check:
/// a new target states its place in the layers.
let allowed: [String: Set<String>] = [
  "NavGraphVocabulary": [],
  "NavGraphModel": ["NavGraphVocabulary"],
  "NavGraphFacts": ["NavGraphModel", "NavGraphVocabulary"],
  "NavGraphCore": ["NavGraphModel"],
  "NavGraphRuntime": [
    "NavGraphVocabulary", "NavGraphMacros", "swift-case-paths:CasePaths", "swift-clocks:Clocks",
    "swift-concurrency-extras:ConcurrencyExtras", "swift-custom-dump:CustomDump",
    "swift-dependencies:Dependencies", "swift-identified-collections:IdentifiedCollections",
    "xctest-dynamic-overlay:IssueReporting", "swift-collections:OrderedCollections",
    "swift-atomics:Atomics", "combine-schedulers:CombineSchedulers",
    "OpenCombine:OpenCombineShim",
  ],
  "NavGraphMacros": ["NavGraphVocabulary", "swift-syntax:*"],
  "NavGraphTracing": [
    "NavGraphModel", "NavGraphRuntime", "swift-case-paths:CasePaths",
    "swift-concurrency-extras:ConcurrencyExtras", "xctest-dynamic-overlay:IssueReporting",
  ],
  "NavGraph": ["NavGraphModel", "NavGraphRuntime", "NavGraphTracing"],
  "CGraphviz": [],
  "NavGraphRendering": ["NavGraphCore", "NavGraphFacts", "CGraphviz"],
  "NavGraphSyntax": [
    "NavGraphCore", "NavGraphFacts", "swift-syntax:SwiftParser", "swift-syntax:SwiftSyntax",
  ],
  "NavGraphLint": ["NavGraphCore", "NavGraphFacts"],
  "NavvizServer": [
    "NavGraphCore", "NavGraphFacts", "NavGraphLint", "NavGraphRendering", "NavGraphSyntax",
    "swift-sdk:MCP",
  ],
  "NavvizCLI": [
    "NavGraphCore", "NavGraphFacts", "NavGraphTracing", "NavGraphRendering", "NavGraphSyntax",
    "NavGraphLint",
    "NavvizServer", "swift-argument-parser:ArgumentParser", "Yams:Yams",
  ],
  "navviz": ["NavvizCLI", "Inventory", "ParentChild", "StackExplorer"],
  "NavvizPlugin": ["navviz"],
  "NavvizBuildPlugin": ["navviz"],
  "ParentChild": ["NavGraph"],
  "Inventory": ["NavGraph"],
  "StackExplorer": ["NavGraph"],
  // Support for tests, benchmarks and the fuzzer.
  "NavGraphTestSupport": ["NavGraphCore"],
  "NavGraphSyntaxTestSupport": ["NavGraphCore", "NavGraphSyntax", "swift-syntax:SwiftParser"],
  "NavGraphRuntimeFixtures": ["NavGraphRuntime"],
  "CMallocCounter": [],
  "NavvizFuzz": [
    "NavGraphCore", "NavGraphFacts", "NavGraphLint", "NavGraphRendering", "NavGraphSyntax",
    "NavGraphSyntaxTestSupport", "NavGraphTestSupport",
  ],
  "navviz-fuzz": ["NavvizFuzz", "swift-argument-parser:ArgumentParser"],
  "NavGraphMetamorphic": [
    "NavGraphCore", "NavGraphFacts", "NavGraphLint", "NavGraphSyntax", "swift-syntax:SwiftParser",
    "swift-syntax:SwiftSyntax",
  ],
  "navviz-metamorphic": ["NavGraphMetamorphic", "swift-argument-parser:ArgumentParser"],
  "navviz-bench": [
    "NavGraph", "NavGraphCore", "NavGraphFacts", "NavGraphLint", "NavGraphRendering",
    "NavGraphSyntax", "NavGraphSyntaxTestSupport", "NavGraphTestSupport", "NavvizCLI",
  ],
]

/// Test targets whose dependencies are fixed too: the runtime's tests stand alone, so
/// scripts/check-runtime-alone.sh can build and run them without the rest of navviz.
let testsAllowed: [String: Set<String>] = [
  "NavGraphRuntimeTests": [
    "NavGraphRuntime", "NavGraphRuntimeFixtures",
    "xctest-dynamic-overlay:IssueReportingTestSupport", "OpenCombine:OpenCombineShim",
  ]
]

/// What a target must never have linked into it, through any chain of dependencies (a macro's
/// own dependencies are compiled for the build, not linked, so the walk does not enter macros).
let neverLinked: [String: Set<String>] = [
  "NavGraphModel": [
    "CGraphviz", "swift-syntax:*", "NavGraphRuntime", "NavGraphCore", "NavGraphFacts",
  ],
  "NavGraphFacts": ["CGraphviz", "swift-syntax:*", "NavGraphRuntime", "NavGraphCore"],
  "NavGraphCore": [
    "CGraphviz", "swift-syntax:*", "NavGraphRuntime", "NavGraphRendering", "NavGraphFacts",
  ],
  "NavGraphRuntime": [
    "CGraphviz", "swift-syntax:*", "NavGraphModel", "NavGraphCore", "NavGraphTracing",
    "NavGraphRendering",
  ],
  // Tracing and the umbrella stand on the runtime and the model: what an app links and sees.
  "NavGraphTracing": [
    "CGraphviz", "swift-syntax:*", "NavGraphCore", "NavGraphFacts", "NavGraphRendering",
  ],
  "NavGraph": [
    "CGraphviz", "swift-syntax:*", "NavGraphCore", "NavGraphFacts", "NavGraphRendering",
    "NavGraphSyntax", "NavGraphLint",
  ],
  "NavGraphRendering": ["swift-syntax:*", "NavGraphRuntime", "NavGraphSyntax"],
  "NavGraphSyntax": ["CGraphviz", "NavGraphRuntime", "NavGraphRendering"],
  "NavGraphMetamorphic": ["CGraphviz", "NavGraphRuntime", "NavGraphRendering"],
  "NavGraphLint": [
    "CGraphviz", "swift-syntax:*", "NavGraphSyntax", "NavGraphRuntime", "NavGraphRendering",
  ],
  // The server reads sources; it runs no reducer and records no trace.
  "NavvizServer": ["NavGraphRuntime", "NavGraphTracing"],
]

/// Targets only tests, benchmarks and the fuzzer may depend on.
let supportOnly: Set<String> = [
  "NavGraphTestSupport", "NavGraphSyntaxTestSupport", "NavGraphRuntimeFixtures",
  "CMallocCounter", "NavvizFuzz", "NavGraphMetamorphic",
]
let supportUsers: Set<String> = supportOnly.union([
  "navviz-fuzz", "navviz-bench", "navviz-metamorphic",
])

/// The library targets that may declare `public` API: what `import NavGraph` brings (the
/// vocabulary, the model, the runtime and tracing) and the CLI's library. The machinery
/// between them (analyses, facts, scanner, lint, rendering, server) is `package`, so a change to
/// it is no change to the library's face; `PublicAPI.txt` lists that face, compared in a test.
let publicFaces: Set<String> = [
  "NavGraphVocabulary", "NavGraphModel", "NavGraphRuntime", "NavGraphMacros", "NavGraphTracing",
  "NavGraph", "NavvizCLI",
]

/// Modules of the platform and the toolchain, which no manifest lists.
let systemModules: Set<String> = [
  "Foundation", "FoundationXML", "FoundationNetworking", "Dispatch", "Glibc", "Musl", "Darwin",
  "Testing", "XCTest", "Synchronization", "PackagePlugin", "XcodeProjectPlugin", "Swift",
  "Combine",
]

struct Target {
  let name: String
  let type: String
  let path: String?
  /// `Name` for targets of this package, `package:Product` for products.
  let dependencies: [String]

  var isTest: Bool { type == "test" }
  var directory: String {
    path ?? (type == "test" ? "Tests/" : type == "plugin" ? "Plugins/" : "Sources/") + name
  }
}

func decodeTargets(_ data: Data) throws -> [Target] {
  let json = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
  return (json["targets"] as? [[String: Any]] ?? []).map { target in
    let dependencies = (target["dependencies"] as? [[String: [Any]]] ?? []).compactMap {
      dependency -> String? in
      if let name = (dependency["byName"] ?? dependency["target"])?.first as? String {
        return name
      }
      guard let product = dependency["product"], let name = product.first as? String else {
        return nil
      }
      return "\(product.count > 1 ? product[1] as? String ?? name : name):\(name)"
    }
    return Target(
      name: target["name"] as? String ?? "", type: target["type"] as? String ?? "",
      path: target["path"] as? String, dependencies: dependencies)
  }
}

/// Whether a rule entry (`NavGraphCore`, `swift-syntax:*`, `Yams:Yams`) names `dependency`.
func names(_ entry: String, _ dependency: String) -> Bool {
  entry == dependency
    || (entry.hasSuffix(":*") && dependency.hasPrefix(String(entry.dropLast())))
}

let root = CommandLine.arguments.dropFirst().first ?? "."
let targets = try decodeTargets(FileHandle.standardInput.readDataToEndOfFile())
let byName = Dictionary(uniqueKeysWithValues: targets.map { ($0.name, $0) })
var failures: [String] = []

/// Everything linked into `target`: its dependencies and theirs, not entering macros.
func linked(_ target: Target) -> Set<String> {
  var seen: Set<String> = []
  var queue = target.dependencies
  while let next = queue.popLast() {
    guard seen.insert(next).inserted, let dependency = byName[next] else { continue }
    if dependency.type != "macro" { queue += dependency.dependencies }
  }
  return seen
}

for target in targets where target.isTest {
  guard let rule = testsAllowed[target.name] else { continue }
  for dependency in target.dependencies where !rule.contains(where: { names($0, dependency) }) {
    failures.append("\(target.name) depends on \(dependency); it must build without the rest")
  }
}

for target in targets where !target.isTest {
  guard let rule = allowed[target.name] else {
    failures.append("\(target.name): not in the rules; give it a place in \(#filePath)")
    continue
  }
  for dependency in target.dependencies where !rule.contains(where: { names($0, dependency) }) {
    failures.append("\(target.name) depends on \(dependency), which its layer may not")
  }
  for dependency in linked(target) {
    for entry in neverLinked[target.name] ?? [] where names(entry, dependency) {
      failures.append("\(target.name) links \(dependency) (through its dependencies)")
    }
  }
  for dependency in target.dependencies where supportOnly.contains(dependency) {
    if !supportUsers.contains(target.name) {
      failures.append("\(target.name) depends on \(dependency), which is for tests only")
    }
  }
}

/// The modules a file imports, with their line numbers; lines inside multi-line string
/// literals (Swift source that tests and generators write) are not the file's imports.
func imports(in file: String) -> [(line: Int, module: String)] {
  guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
  let pattern = try! NSRegularExpression(
    pattern: #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal)\s+)?import\s+"#
      + #"(?:(?:struct|class|enum|func|var|typealias|protocol)\s+)?(\w+)"#)
  var inString = false
  var found: [(line: Int, module: String)] = []
  for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let line = String(line)
    let wasInString = inString
    if line.components(separatedBy: "\"\"\"").count % 2 == 0 { inString.toggle() }
    guard !wasInString,
      let match = pattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
      let range = Range(match.range(at: 1), in: line)
    else { continue }
    found.append((index + 1, String(line[range])))
  }
  return found
}

// Libraries import only what they declare; tests and executables may also import what their
// dependencies bring (an umbrella's re-exports, the runtime behind a sample).
for target in targets where target.type != "system" {
  let visible =
    target.type == "regular" || target.type == "macro"
    ? Set(target.dependencies) : linked(target)
  let modules = Set(visible.map { $0.split(separator: ":").last.map(String.init) ?? $0 })
  let directory = URL(fileURLWithPath: root).appendingPathComponent(target.directory).path
  let files =
    FileManager.default.enumerator(atPath: directory)?
    .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
  for file in files.sorted() where !file.contains("Fixtures/") {
    for (line, module) in imports(in: directory + "/" + file)
    where module != target.name && !systemModules.contains(module) && !modules.contains(module) {
      failures.append("\(target.directory)/\(file):\(line): imports \(module), not a dependency")
    }
  }
}

/// Lines that declare something `public` (the modifier first, after any attributes).
let publicDeclaration = try! NSRegularExpression(
  pattern: #"^\s*(?:@\w+(?:\([^)]*\))?\s+)*public\s"#)
// Under Sources/ only: the samples (path: samples/) are apps, written as apps write code.
for target in targets
where target.type == "regular" && target.path == nil && !publicFaces.contains(target.name) {
  let directory = URL(fileURLWithPath: root).appendingPathComponent(target.directory).path
  let files =
    FileManager.default.enumerator(atPath: directory)?
    .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
  for file in files.sorted() {
    guard let text = try? String(contentsOfFile: directory + "/" + file, encoding: .utf8)
    else { continue }
    for (index, line) in text.components(separatedBy: "\n").enumerated()
    where publicDeclaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line))
      != nil
    {
      failures.append("\(target.directory)/\(file):\(index + 1): public in a `package` target")
    }
  }
}

for failure in failures { print("check-layers: \(failure)") }
exit(failures.isEmpty ? 0 : 1)
