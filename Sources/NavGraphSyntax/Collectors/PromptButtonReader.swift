import NavGraphCore
import NavGraphFacts
import SwiftSyntax

/// Reads the buttons of one alert or dialog call, walking only its buttons' arguments (the
/// `actions:` closure, `buttons: [...]`, `primaryButton:`...): `ButtonState(role:action:)
/// { ... }`, and the static forms `.destructive(...)`, `.cancel(...)`, `.default(...)`, also
/// spelled on their type (`ButtonState.destructive(...)`, 0.4x's `AlertState.Button.cancel()`).
final class PromptButtonReader: SyntaxVisitor {
  private let source: SourceText
  private(set) var buttons: [PromptButtonRecord] = []

  init(source: SourceText) {
    self.source = source
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let button = button(node) else { return .visitChildren }
    buttons.append(button)
    // A button's label holds no other button.
    return .skipChildren
  }

  private func button(_ call: FunctionCallExprSyntax) -> PromptButtonRecord? {
    let callee = Callee(call.calledExpression)
    guard let name = callee.name else { return nil }
    let role: ButtonStateRole?
    if !callee.isMember, name == "ButtonState" {
      role = call.arguments.argument(labeled: "role")?.as(MemberAccessExprSyntax.self)
        .flatMap { ButtonStateRole(memberName: $0.declName.baseName.identifierText) }
    } else if callee.isMember, Self.staticForms.contains(name),
      callee.base.map(Self.namesButtonType) ?? true
    {
      role = ButtonStateRole(memberName: name)
    } else {
      return nil
    }
    // TCA before 0.40 wrote the action as `send:`; `action: nil` sends none.
    let action = call.arguments.argument(labeled: "action") ?? call.arguments.argument(
      labeled: "send")
    let hasAction = action.map { !$0.is(NilLiteralExprSyntax.self) } ?? false
    return PromptButtonRecord(
      role: role, hasAction: hasAction, actionPath: action.flatMap(Self.sentPath),
      label: Self.label(of: call), position: source.position(of: call))
  }

  /// The case path a button's action names: `.confirmDelete`, or what `.send(...)` wraps
  /// (`ButtonStateAction.send(_:animation:)`).
  private static func sentPath(_ action: ExprSyntax) -> [String]? {
    if let call = action.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "send",
      let sent = call.arguments.first, sent.label == nil
    {
      return ActionHandlerRecognizer.casePath(of: sent.expression)
    }
    return ActionHandlerRecognizer.casePath(of: action)
  }

  /// The text of a label written as one literal (`TextState("Remove")`, as the first unlabeled
  /// argument or the label closure's one statement), for messages; `nil` for any other label.
  private static func label(of call: FunctionCallExprSyntax) -> String? {
    let written =
      call.arguments.first { $0.label == nil }?.expression
      ?? call.trailingClosure?.statements.first?.item.as(ExprSyntax.self)
    guard let text = written?.as(FunctionCallExprSyntax.self),
      Callee(text.calledExpression).name == "TextState",
      let literal = text.arguments.first?.expression.as(StringLiteralExprSyntax.self),
      literal.segments.count == 1,
      let segment = literal.segments.first?.as(StringSegmentSyntax.self)
    else { return nil }
    return segment.content.text
  }

  /// The static functions that build a button: one per role, and `default` for none.
  private static let staticForms: Set<String> = ["cancel", "default", "destructive"]

  /// Whether the base of `.destructive(...)` is a button type: `ButtonState`,
  /// `ButtonState<Action>`, or 0.4x's `AlertState<Action>.Button`.
  private static func namesButtonType(_ base: ExprSyntax) -> Bool {
    var base = base
    if let generic = base.as(GenericSpecializationExprSyntax.self) { base = generic.expression }
    let name =
      base.as(DeclReferenceExprSyntax.self)?.baseName.identifierText
      ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierText
    return name == "ButtonState" || name == "Button"
  }
}
