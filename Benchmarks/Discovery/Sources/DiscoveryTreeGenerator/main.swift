// Writes the discovery benchmark's features, a three-wide tree of 1,000 @Reducer features, to
// the file named by its one argument (DiscoveryTreePlugin runs it on every clean build of the
// DiscoveryTree target). Every feature with children presents them as the cases of one
// `@Reducer enum Destination`, and every third one also pushes a `Path` of its first child, so
// the walk sees presentation, enum destinations and stacks.
import Foundation

let featureCount = 1000

func feature(_ number: Int) -> [String] {
  let children = [3 * number + 1, 3 * number + 2, 3 * number + 3].filter { $0 < featureCount }
  let hasStack = !children.isEmpty && number % 3 == 0
  var lines = ["@Reducer", "struct F\(number) {", "  struct State {"]
  if !children.isEmpty { lines.append("    @Presents var destination: Destination.State?") }
  if hasStack { lines.append("    var path = StackState<Path.State>()") }
  lines += ["  }", "  enum Action {"]
  if !children.isEmpty {
    lines.append("    case destination(PresentationAction<Destination.Action>)")
  }
  if hasStack { lines.append("    case path(StackActionOf<Path>)") }
  if children.isEmpty { lines.append("    case tapped") }
  lines.append("  }")
  if !children.isEmpty {
    lines.append("  @Reducer enum Destination {")
    for (index, child) in children.enumerated() { lines.append("    case c\(index)(F\(child))") }
    lines.append("  }")
  }
  if hasStack {
    lines += ["  @Reducer enum Path {", "    case first(F\(children[0]))", "  }"]
  }
  lines += ["  var body: some ReducerOf<Self> {", "    EmptyReducer()"]
  if !children.isEmpty { lines.append("      .ifLet(\\.$destination, action: \\.destination)") }
  if hasStack { lines.append("      .forEach(\\.path, action: \\.path)") }
  lines += ["  }", "}", ""]
  return lines
}

guard CommandLine.arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: DiscoveryTreeGenerator OUTPUT.swift\n".utf8))
  exit(2)
}
var lines = [
  "// Written by DiscoveryTreeGenerator at build time.",
  "import NavGraph",
  "",
  "extension DiscoveryTree {",
  "  public static let featureCount = \(featureCount)",
  "}",
  "",
]
for number in 0..<featureCount { lines += feature(number) }
try Data(lines.joined(separator: "\n").utf8)
  .write(to: URL(fileURLWithPath: CommandLine.arguments[1]), options: .atomic)
