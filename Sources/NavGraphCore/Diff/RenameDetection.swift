/// Finds features that look renamed: a feature only `base` has and one only `head` has, of
/// the same kind, whose edges are the same once each is called by a placeholder (and so is
/// every type nested in it). A pair counts only when its edges are unique among the
/// candidates on both sides, and a feature without edges never looks renamed: with nothing
/// to compare, "renamed" would be a guess.
///
/// Runs in rounds: once `Detail` is known to be `DetailFeature`, edges that name it compare
/// equal, so a feature next to it (or nested in it) can be recognised in the next round.
struct RenameDetection {
  let base: NavigationGraph
  let head: NavigationGraph

  func translation() -> NameTranslation {
    let headNames = Set(head.features.map(\.name))
    var translation = NameTranslation(headNames: headNames)
    let baseEdges = Self.edgesByName(base), headEdges = Self.edgesByName(head)
    while true {
      let translatedBase = Set(base.features.map { translation($0.name) })
      let removed = base.features.filter { !headNames.contains(translation($0.name)) }
      let added = head.features.filter { !translatedBase.contains($0.name) }
      guard !removed.isEmpty, !added.isEmpty else { break }
      let removedBySignature = Dictionary(grouping: removed) { feature in
        Self.signature(of: feature, edges: baseEdges[feature.name] ?? [], in: base) {
          translation($0)
        }
      }
      let addedBySignature = Dictionary(grouping: added) { feature in
        Self.signature(of: feature, edges: headEdges[feature.name] ?? [], in: head) { $0 }
      }
      var found = false
      for (signature, old) in removedBySignature where old.count == 1 && !signature.isEmpty {
        guard let new = addedBySignature[signature], new.count == 1 else { continue }
        translation.rename(old[0].name, to: new[0].name)
        found = true
      }
      if !found { break }
    }
    return translation
  }

  /// The indices of the edges that name each feature (as owner, target or enum in between).
  private static func edgesByName(_ graph: NavigationGraph) -> [String: [Int]] {
    var index: [String: [Int]] = [:]
    for (position, edge) in graph.edges.enumerated() {
      for name in Set([edge.from, edge.to, edge.via].compactMap { $0 }) {
        index[name, default: []].append(position)
      }
    }
    return index
  }

  /// The feature's kind and its edges with its own name (and the names nested in it) replaced
  /// by a placeholder and every other name passed through `name`, sorted; empty when the
  /// feature has no edges.
  private static func signature(
    of feature: Feature, edges: [Int], in graph: NavigationGraph, name: (String) -> String
  ) -> [String] {
    guard !edges.isEmpty else { return [] }
    let own = feature.name, nested = feature.name + "."
    func normal(_ other: String) -> String {
      if other == own { return "\u{1}" }
      if other.hasPrefix(nested) { return "\u{1}." + other.dropFirst(nested.count) }
      return name(other)
    }
    let lines = edges.map { position in
      let edge = graph.edges[position]
      return [
        edge.kind.rawValue, normal(edge.from), edge.field ?? "", edge.via.map(normal) ?? "",
        edge.case ?? "", normal(edge.to), edge.style?.rawValue ?? "",
      ].joined(separator: "\u{0}")
    }
    return [feature.kind.rawValue] + Set(lines).sorted()
  }
}
