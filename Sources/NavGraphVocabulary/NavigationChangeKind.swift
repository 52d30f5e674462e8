/// What one action did to navigation: a child presented or dismissed at an optional field, or
/// a stack element pushed or popped. The runtime reports changes in these words
/// (`NavigationChange.kind`) and a trace records them (`TraceEvent.kind`).
public enum NavigationChangeKind: String, Codable, Hashable, Sendable, CaseIterable {
  case presented, dismissed, pushed, popped

  /// Presenting and pushing move forward along an edge; dismissing and popping move back.
  public var isForward: Bool { self == .presented || self == .pushed }

  /// Pushes and pops happen on stacks; the rest on optional presentation fields.
  public var isStack: Bool { self == .pushed || self == .popped }
}
