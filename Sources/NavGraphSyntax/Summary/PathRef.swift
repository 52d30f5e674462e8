/// A key path (`\.$destination`, `\.destination?.addItem`) or case path (`/Action.child`)
/// reduced to its property or case names, `$` and `?` dropped.
struct PathRef: Hashable, Sendable, Codable {
  var components: [String]
  /// Written with the older `/Type.case` case-path syntax or as a closure.
  var isLegacy: Bool
}
