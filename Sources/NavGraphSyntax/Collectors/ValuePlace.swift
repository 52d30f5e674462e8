@_spi(RawSyntax) import SwiftSyntax

/// Where an implicit member (`.detail(...)`, `.settings`) stands when nothing around it says
/// which field it goes to: what the construction recognizer needs to tell a case being built
/// from a case being matched or an action being sent.
enum ValuePlace: Hashable {
  /// An argument of a call (`router.send(.login(...))`, `.push(.detail(state))`).
  case argument
  /// What a `return` hands back.
  case returned
  /// An element of an array or dictionary literal.
  case element
  /// Any other value: an initial value, a ternary's branch, an operand.
  case other

  /// The place of `node`, or `nil` where it builds nothing: a pattern (`case .detail:`,
  /// `if case .edit = ...`), the callee or base of a member chain, or an action being sent
  /// (`send(.destination(.presented(.edit(.save))))`: each case there holds another case,
  /// while a state case in an action's payload holds a state, `.detail(state)`).
  ///
  /// A caller that wants only some places names them (`among:`): the walk up to the statement,
  /// the costly part, is then taken only for a value standing in one of them.
  static func of(_ node: some SyntaxProtocol, among wanted: Set<ValuePlace>? = nil) -> ValuePlace? {
    var value = Syntax(node)
    // The call around a member is the value (`.detail(...)`, for the member `.detail`).
    if let call = value.parent?.as(FunctionCallExprSyntax.self),
      call.calledExpression.id == value.id
    {
      value = Syntax(call)
    }
    guard let parent = value.parent, !parent.is(MemberAccessExprSyntax.self) else { return nil }
    let place: ValuePlace =
      if parent.is(LabeledExprSyntax.self) {
        .argument
      } else if parent.is(ArrayElementSyntax.self) || parent.is(DictionaryElementSyntax.self) {
        .element
      } else if parent.is(ReturnStmtSyntax.self) {
        .returned
      } else {
        .other
      }
    if let wanted, !wanted.contains(place) { return nil }
    var isSent = false
    var ancestor: Syntax? = parent
    while let current = ancestor {
      if current.is(ExpressionPatternSyntax.self) || current.is(MatchingPatternConditionSyntax.self)
        || current.is(SwitchCaseLabelSyntax.self)
      {
        return nil
      }
      if let call = current.as(FunctionCallExprSyntax.self), sendsOrReceives(call) {
        isSent = true
      }
      // Reached through its base, a member (`Text(...).font(.title)`, `.send(...).finish()`)
      // works on what the value is inside of: no pattern or send further out holds the value
      // itself, and view modifier chains, the deepest expressions in an app, end the walk here.
      if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self)
        || current.is(ClosureExprSyntax.self) || current.is(MemberAccessExprSyntax.self)
      {
        break
      }
      ancestor = current.parent
    }
    if isSent && !holdsState(value) { return nil }
    return place
  }

  /// Whether `call` is `send(...)` or `receive(...)`, plain or on a value (`store.send`),
  /// read from the name's raw text: every call around every implicit member is asked.
  private static func sendsOrReceives(_ call: FunctionCallExprSyntax) -> Bool {
    let name: TokenSyntax
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      name = member.declName.baseName
    } else {
      return false
    }
    return name.rawText == "send" || name.rawText == "receive"
  }

  /// Whether a case built in an action holds something other than another case: a state
  /// (`.detail(state)`, `.detail(Detail.State())`, `.detail(.init())`), not an action
  /// (`.edit(.saveTapped)`) and not nothing.
  private static func holdsState(_ value: Syntax) -> Bool {
    guard let call = value.as(FunctionCallExprSyntax.self), let first = call.arguments.first
    else { return false }
    var expression = first.expression
    if let inner = expression.as(FunctionCallExprSyntax.self) {
      expression = inner.calledExpression
    }
    guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else {
      return true
    }
    return member.declName.baseName.tokenKind == .keyword(.`init`)
  }
}
