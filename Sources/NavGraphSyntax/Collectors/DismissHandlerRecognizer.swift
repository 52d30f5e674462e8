import SwiftSyntax

/// Recognises a reducer handling a presentation's dismissal itself: a `switch` case matching
/// `.alert(.dismiss)` (also nested, `.child(.alert(.dismiss))`, or spelled on the type,
/// `Action.alert(.dismiss)`), and the `state.field = nil` assignments in its body.
enum DismissHandlerRecognizer {
  static func recognize(_ label: SwitchCaseLabelSyntax, context: CallContext)
    -> DismissHandlerRecord?
  {
    for item in label.caseItems.nodes {
      var pattern = item.pattern
      if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
      guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
        continue
      }
      if let path = actionPath(to: expression), !path.isEmpty {
        return DismissHandlerRecord(
          scope: context.scope, actionPath: path, position: context.position(of: item))
      }
    }
    return nil
  }

  /// A case matching every action of one presentation (`case .alert:`, `case let
  /// .alert(action):`), which handles its dismissal among them. Asked only of a case whose
  /// body sets a field to `nil`.
  static func recognizeCatchAll(_ label: SwitchCaseLabelSyntax, context: CallContext)
    -> DismissHandlerRecord?
  {
    for item in label.caseItems.nodes {
      var pattern = item.pattern
      if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
      guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression,
        let name = catchAllCase(expression)
      else { continue }
      return DismissHandlerRecord(
        scope: context.scope, actionPath: [name], position: context.position(of: item),
        isCatchAll: true)
    }
    return nil
  }

  /// The case a pattern matches whole, whatever its payload: `.alert`, `.alert(_)`, `.alert(let
  /// action)` (also under `case let`).
  private static func catchAllCase(_ expression: ExprSyntax) -> String? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      return member.declName.baseName.identifierText
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      call.arguments.count == 1, let argument = call.arguments.first?.expression,
      argument.is(DiscardAssignmentExprSyntax.self) || argument.is(PatternExprSyntax.self)
    else { return nil }
    return member.declName.baseName.identifierText
  }

  /// The cases of `.a(.b(.dismiss))` down to `.dismiss`, `nil` when it does not end there.
  private static func actionPath(to expression: ExprSyntax) -> [String]? {
    if let member = expression.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text == "dismiss" ? [] : nil
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      call.arguments.count == 1, let argument = call.arguments.first?.expression,
      let rest = actionPath(to: argument)
    else { return nil }
    return [member.declName.baseName.identifierText] + rest
  }

  /// The field `nil` is assigned to, when `node` is the right-hand side of `x = nil`.
  static func clearedField(by node: NilLiteralExprSyntax, roots: StateRoots) -> String? {
    guard let sequence = node.parent?.as(ExprListSyntax.self) else { return nil }
    let elements = Array(sequence.nodes)
    guard let index = elements.firstIndex(where: { $0.id == node.id }), index >= 2,
      elements[index - 1].is(AssignmentExprSyntax.self)
    else { return nil }
    return StatePath.of(elements[index - 2], roots: roots)
  }
}
