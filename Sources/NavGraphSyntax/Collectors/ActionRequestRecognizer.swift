@_spi(RawSyntax) import SwiftSyntax

/// Reads the actions code sends with a nested case (`.send(.delegate(.finished))`) and the
/// patterns that may match them, for `unhandled-delegate-action`: a child's request to its
/// parent is answered only where some pattern names it, binds it, or acts on every case of it.
enum ActionRequestRecognizer {
  /// `.send(.delegate(.finished))`, `send(.delegate(.saved(item)))`, `store.send(...)`: the
  /// case path sent, when it names a case inside a case.
  /// `effectSends` are the names the enclosing `.run` closures give their send parameter
  /// (`.run { post in await post(.delegate(.finished)) }`).
  static func sentPath(_ call: FunctionCallExprSyntax, effectSends: [String]) -> [String]? {
    // Compared on the token's bytes: this runs for every call of the file.
    let name: SyntaxText
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName.rawText
    } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.rawText
    } else {
      return nil
    }
    guard
      name == "send"
        || (!effectSends.isEmpty && effectSends.contains(String(syntaxText: name))),
      let first = call.arguments.first, first.label == nil,
      let path = ActionHandlerRecognizer.casePath(of: first.expression), path.count >= 2
    else { return nil }
    return path
  }

  /// The name a `.run { send in ... }` closure gives its send parameter.
  static func effectSendParameter(of closure: ClosureExprSyntax) -> String? {
    guard let member = closure.receivingCall?.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.rawText == "run"
    else { return nil }
    return closure.parameterNames.first
  }

  /// The patterns of a `switch` case, each with whether it answers all of its last case.
  static func patterns(of node: SwitchCaseSyntax) -> [ActionPatternRecord] {
    guard case .case(let label) = node.label else { return [] }
    let acts = !isNoOp(node.statements)
    // A body that does nothing reads nothing: most cases of a reducer are never walked again.
    let readsSubject =
      acts && (switchSubject(of: node).map { reads($0, in: node.statements) } ?? false)
    return label.caseItems.compactMap { item in
      record(of: item.pattern, acts: acts, readsSubject: readsSubject)
    }
  }

  /// `if case .delegate(.finished) = action`: what it guards is code, so it answers.
  static func pattern(of condition: MatchingPatternConditionSyntax) -> ActionPatternRecord? {
    record(of: condition.pattern, acts: true, readsSubject: false)
  }

  private static func record(of pattern: PatternSyntax, acts: Bool, readsSubject: Bool)
    -> ActionPatternRecord?
  {
    var isBinding = false
    var current = pattern
    if let binding = current.as(ValueBindingPatternSyntax.self) {
      isBinding = true
      current = binding.pattern
    }
    guard let expression = current.as(ExpressionPatternSyntax.self)?.expression,
      let path = ActionHandlerRecognizer.casePath(of: expression), !path.isEmpty
    else { return nil }
    let binds = bindsLastPayload(expression, underLet: isBinding)
    return ActionPatternRecord(
      path: path, coversPayload: acts || binds, readsPayload: binds || readsSubject)
  }

  /// The name a `switch` is over (`switch action`), for the cases whose body reads it.
  private static func switchSubject(of node: SwitchCaseSyntax) -> SyntaxText? {
    node.parent?.parent?.as(SwitchExprSyntax.self)?.subject.as(DeclReferenceExprSyntax.self)?
      .baseName.rawText
  }

  /// Whether `statements` name `subject`, or switch or match again (what they read is
  /// not followed).
  private static func reads(_ subject: SyntaxText, in statements: CodeBlockItemListSyntax)
    -> Bool
  {
    statements.tokens(viewMode: .sourceAccurate).contains { token in
      switch token.tokenKind {
      case .identifier: token.rawText == subject
      case .keyword(.switch), .keyword(.case): true
      default: false
      }
    }
  }

  /// Whether the innermost case's payload is bound to a name (`.delegate(let request)`, or
  /// `let .delegate(request)`), rather than matched or discarded.
  private static func bindsLastPayload(_ expression: ExprSyntax, underLet: Bool) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    for argument in call.arguments {
      let value = argument.expression
      if value.is(MemberAccessExprSyntax.self) || value.is(FunctionCallExprSyntax.self) {
        return bindsLastPayload(value, underLet: underLet)
      }
    }
    return call.arguments.contains {
      $0.expression.is(PatternExprSyntax.self)
        || (underLet && $0.expression.is(DeclReferenceExprSyntax.self))
    }
  }

  /// A case body that does nothing: `return .none`, `break`.
  private static func isNoOp(_ statements: CodeBlockItemListSyntax) -> Bool {
    statements.allSatisfy { item in
      if item.item.is(BreakStmtSyntax.self) { return true }
      let returned = item.item.as(ReturnStmtSyntax.self)?.expression
        ?? item.item.as(ExpressionStmtSyntax.self)?.expression
        ?? item.item.as(ExprSyntax.self)
      guard let member = returned?.as(MemberAccessExprSyntax.self) else { return false }
      return member.declName.baseName.identifierText == "none"
    }
  }
}
