extension CaseRole {
  /// The role of a case holding `prompt`.
  public init(_ prompt: PromptKind) {
    switch prompt {
    case .alert: self = .alert
    case .dialog: self = .dialog
    }
  }

  /// The prompt the case holds, for `.alert` and `.dialog`.
  public var promptKind: PromptKind? {
    switch self {
    case .alert: .alert
    case .dialog: .dialog
    case .feature, .ignored, .data: nil
    }
  }

  /// The kind of the edge a graph draws for a case in this role, of an enum reducer held as
  /// `container` (`.destination` in an optional, `.stack` in a stack): a prompt is an edge of
  /// its own kind wherever it is held; every other case is an edge of its container's kind.
  public func edgeKind(heldAs container: EdgeKind) -> EdgeKind {
    promptKind?.edgeKind ?? container
  }
}
