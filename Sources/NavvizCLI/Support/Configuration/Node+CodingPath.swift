import Yams

extension Node {
  /// The node a coding path leads to from this one, or the key that names it: decoding errors
  /// carry a path, composed nodes carry the line. Where a step finds nothing, the last node
  /// found stands in.
  func node(at path: [ConfigurationMistake.Step], _ place: ConfigurationMistake.Place) -> Node {
    var node = self
    var key: Node?
    for step in path {
      switch (step, node) {
      case (.key(let name), .mapping(let mapping)):
        guard let pair = mapping.first(where: { $0.key.string == name }) else { return node }
        (key, node) = (pair.key, pair.value)
      case (.index(let index), .sequence(let sequence)) where sequence.indices.contains(index):
        (key, node) = (nil, sequence[index])
      default:
        return node
      }
    }
    return place == .key ? key ?? node : node
  }
}
