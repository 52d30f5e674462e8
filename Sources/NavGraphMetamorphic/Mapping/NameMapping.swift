/// How the names of a graph change under a transformation: names renamed, and types moved to
/// another qualified name. Applied to the original graph, it gives the graph the transformed
/// sources must have.
package struct NameMapping: Hashable, Sendable {
  /// Names renamed, without backticks: `destination` → `힣힣`.
  package var identifiers: [String: String] = [:]
  /// Types now declared under another dotted name: `Feature.Destination` →
  /// `Feature_Destination`. Types nested in them move with them.
  package var movedTypes: [String: String] = [:]
  /// Whole dotted names mapped as one, before the rules above: a feature's name qualified by
  /// its module (`Home.HomeReducer`), which no transformation renames.
  package var wholeNames: [String: String] = [:]

  package init(identifiers: [String: String] = [:], movedTypes: [String: String] = [:]) {
    self.identifiers = identifiers
    self.movedTypes = movedTypes
  }

  package var isIdentity: Bool {
    identifiers.isEmpty && movedTypes.isEmpty && wholeNames.isEmpty
  }

  /// `text` with every dotted name in it mapped: a feature (`Feature.Destination`), a field
  /// path (`child.destination`), a leaf (`.privacyPolicy`) or a type with generic arguments
  /// (`IdentifiedArrayOf<Row.State>`).
  package func callAsFunction(_ text: String) -> String {
    guard !isIdentity else { return text }
    var result = ""
    var run = ""
    for character in text {
      if Self.separators.contains(character) {
        result += mapped(run) + String(character)
        run = ""
      } else {
        run.append(character)
      }
    }
    return result + mapped(run)
  }

  package func callAsFunction(_ text: String?) -> String? { text.map { self($0) } }

  /// One dotted run: the longest moved prefix replaced, then each name renamed.
  private func mapped(_ run: String) -> String {
    guard !run.isEmpty else { return run }
    if let whole = wholeNames[run] { return whole }
    var components = run.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    for length in stride(from: components.count, through: 1, by: -1) {
      let prefix = components[..<length].joined(separator: ".")
      if let moved = movedTypes[prefix] {
        components = moved.split(separator: ".").map(String.init) + components[length...]
        break
      }
    }
    return components.map { identifiers[$0] ?? $0 }.joined(separator: ".")
  }

  /// What separates names in the texts a graph holds.
  private static let separators: Set<Character> = [
    "<", ">", "[", "]", "?", "!", ",", ":", " ", "(", ")", "&", "`", "\n",
  ]
}
