/// `@Dependency(\.dismiss)`: asks the nearest presenting `ifLet` or stack `forEach` to dismiss
/// the feature that calls it (P-27…P-33).
public struct DismissEffect: Sendable {
  var dismiss: (@MainActor @Sendable () -> Void)?

  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  init(unset: Void) { self.dismiss = nil }

  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async {
    guard let dismiss else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context. If a reducer can run at both the root level \
        of an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before \
        calling @Dependency(\\.dismiss).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    // Synchronous: the parent has reduced the dismissal by the time this returns (F-7, P-31).
    dismiss()
  }
}

extension DismissEffect: DependencyKey {
  public static let liveValue = DismissEffect(unset: ())
  public static let testValue = DismissEffect(unset: ())
}

extension DependencyValues {
  /// Dismisses the presented feature that reads it.
  public var dismiss: DismissEffect {
    get { self[DismissEffect.self] }
    set { self[DismissEffect.self] = newValue }
  }

  /// Whether the reading feature is presented: true exactly when `dismiss` can act (P-36).
  public var isPresented: Bool {
    self.dismiss.dismiss != nil
  }
}
