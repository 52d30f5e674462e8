import NavGraphCore
import SwiftSyntax

/// Recognises an alert or dialog being built (`AlertState { ... } actions: { ... }`, the older
/// `AlertState(title:buttons:)`), and whether one of its buttons closes it without an action:
/// a `ButtonState` or `.cancel(...)` with no `action:`, or no buttons at all (the system's OK).
/// Such a button sends only the presentation's dismissal, which a reducer that clears the
/// field by hand in its buttons' actions never sees.
enum PromptRecognizer: FactRecognizer {
  /// The prompts' state types (`AlertState { ... }`), and `Self { ... }` in a factory of
  /// `extension AlertState`.
  static let callees = CalleeNames(
    unqualified: PromptKind.allCases.map(\.stateTypeName) + ["Self"])

  static var produces: WritableKeyPath<CallSiteFacts, [PromptBuildRecord]> { \.promptBuilds }

  /// The prompt `call` builds; its owner is the action type the enclosing extension fixes.
  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> PromptBuildRecord? {
    guard !callee.isMember, var name = callee.name else { return nil }
    // `Self { ... }` in a factory of `extension AlertState where Action == ...`.
    if name == "Self", let extended = context.scope.last { name = extended }
    guard let kind = PromptKind(stateTypeName: name) else { return nil }
    let buttons =
      call.additionalTrailingClosures.first { $0.label.text == "actions" }.map { Syntax($0) }
      ?? call.arguments.first { ["actions", "buttons"].contains($0.label?.text) }.map {
        Syntax($0)
      }
    let older = ["primaryButton", "secondaryButton", "dismissButton"].compactMap {
      call.arguments.argument(labeled: $0).map(Syntax.init)
    }
    let closesWithoutAction: Bool
    if buttons == nil && older.isEmpty {
      // No button: the system's OK (a dialog's Cancel) closes it.
      closesWithoutAction = true
    } else {
      let finder = ActionlessButtonFinder(viewMode: .sourceAccurate)
      for node in [buttons].compactMap({ $0 }) + older { finder.walk(node) }
      closesWithoutAction = finder.found || kind == .dialog
    }
    return PromptBuildRecord(
      scope: context.scope, owner: context.extensionAction, kind: kind,
      closesWithoutAction: closesWithoutAction, position: context.position(of: call))
  }

  /// Finds a button with no `action:`: `ButtonState(role: .cancel) { ... }`, `.cancel(...)`.
  private final class ActionlessButtonFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = Callee(node.calledExpression)
      let isButton =
        (!callee.isMember && callee.name == "ButtonState")
        || (callee.isMember && callee.base == nil
          && ["cancel", "default", "destructive"].contains(callee.name ?? ""))
      if isButton, node.arguments.argument(labeled: "action") == nil { found = true }
      return found ? .skipChildren : .visitChildren
    }
  }
}
