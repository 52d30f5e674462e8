/// The two prompts TCA presents as leaves of navigation: an alert and a confirmation dialog.
///
/// A prompt has no reducer of its own to navigate into, so the graph draws it as a leaf named
/// after its state type, on an edge of its own kind; lint words its findings by it.
public enum PromptKind: String, Hashable, Sendable, CaseIterable {
  /// `AlertState<Action>`, or a TCA 2.0 prompt an `.alert` modifier presents.
  case alert
  /// `ConfirmationDialogState<Action>`, or a TCA 2.0 prompt a `.confirmationDialog` presents.
  case dialog

  /// The state type TCA 1.x holds the prompt in, and the name of its leaf in the graph.
  public var stateTypeName: String {
    switch self {
    case .alert: "AlertState"
    case .dialog: "ConfirmationDialogState"
    }
  }

  /// The prompt a state type holds, from its name as written (`AlertState`), if it holds one.
  public init?(stateTypeName: some StringProtocol) {
    guard let kind = Self.allCases.first(where: { $0.stateTypeName == stateTypeName }) else {
      return nil
    }
    self = kind
  }

  /// The kind of the edge that presents the prompt.
  public var edgeKind: EdgeKind {
    switch self {
    case .alert: .alert
    case .dialog: .dialog
    }
  }
}
