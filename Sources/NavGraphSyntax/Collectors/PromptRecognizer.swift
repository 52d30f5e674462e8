import NavGraphCore
import SwiftSyntax

/// Recognises an alert or dialog being built (`AlertState { ... } actions: { ... }`, the older
/// `AlertState(title:buttons:)`), with its buttons (`PromptButtonReader`) and whether one of
/// them closes it without an action: a `ButtonState` or `.cancel(...)` with no `action:`, or
/// no buttons at all (the system's OK). Such a button sends only the presentation's
/// dismissal, which a reducer that clears the field by hand in its buttons' actions never sees.
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
    return build(call, kind: kind, context: context)
  }

  /// `state.alert = .init(title: ...)`, read where the walk meets assignments (an implied
  /// `.init` is too common a call for the triage to hand every one to this recognizer): a
  /// prompt whose kind the field's type settles (`ImpliedPrompt`).
  static func implied(
    _ call: FunctionCallExprSyntax, assignedTo field: String, context: CallContext
  ) -> PromptBuildRecord {
    var record = build(call, kind: .alert, context: context)
    record.impliedField = field
    return record
  }

  private static func build(
    _ call: FunctionCallExprSyntax, kind: PromptKind, context: CallContext
  ) -> PromptBuildRecord {
    let buttons =
      call.additionalTrailingClosures.first { $0.label.text == "actions" }.map { Syntax($0) }
      ?? call.arguments.first { ["actions", "buttons"].contains($0.label?.text) }.map {
        Syntax($0)
      }
    let older = ["primaryButton", "secondaryButton", "dismissButton"].compactMap {
      call.arguments.argument(labeled: $0).map(Syntax.init)
    }
    let reader = PromptButtonReader(source: context.source)
    for node in [buttons].compactMap({ $0 }) + older { reader.walk(node) }
    // No button: the system's OK (a dialog's Cancel) closes it.
    let closesWithoutAction =
      (buttons == nil && older.isEmpty) || kind == .dialog
      || reader.buttons.contains { !$0.hasAction }
    return PromptBuildRecord(
      scope: context.scope, owner: context.extensionAction, kind: kind,
      closesWithoutAction: closesWithoutAction, buttons: reader.buttons,
      position: context.position(of: call))
  }
}
