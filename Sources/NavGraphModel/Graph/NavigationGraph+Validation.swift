extension NavigationGraph {
  /// Checks what JSON decoding cannot: names refer to something, nothing is listed twice.
  public func validate() throws(NavGraphError) {
    var names = Set<String>()
    for (index, feature) in features.enumerated() {
      if feature.name.isEmpty {
        throw .invalidGraph(reason: "features[\(index)] has an empty name")
      }
      if !names.insert(feature.name).inserted {
        throw .invalidGraph(
          reason: "features[\(index)]: feature \"\(feature.name)\" is listed twice")
      }
    }
    for (index, edge) in edges.enumerated() {
      if !names.contains(edge.from) {
        throw .invalidGraph(
          reason: "edges[\(index)] starts at unknown feature \"\(edge.from)\"")
      }
      if edge.to.isEmpty {
        throw .invalidGraph(reason: "edges[\(index)] has an empty \"to\"")
      }
      if let via = edge.via, !names.contains(via) {
        throw .invalidGraph(reason: "edges[\(index)] goes via unknown feature \"\(via)\"")
      }
    }
    for (index, root) in roots.enumerated() where !names.contains(root) {
      throw .invalidGraph(reason: "roots[\(index)] names unknown feature \"\(root)\"")
    }
  }
}
