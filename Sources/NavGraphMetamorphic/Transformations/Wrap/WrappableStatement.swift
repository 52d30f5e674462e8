import SwiftSyntax

/// The statements control-flow wrapping moves: constructions, written as an assignment
/// (`state.destination = .detail(...)`) or a method call on a name
/// (`state.path.append(.detail(...))`) that builds a value (an implicit member, or a
/// `State(...)`), in the body of a function, an initializer or a closure with parameters.
/// Result-builder bodies (a view's `body`, a reducer's) are left alone: most of what they list
/// is neither; so are effects (`await dismiss()`), whose order lint reads.
enum WrappableStatement {
  static func isWrappable(_ item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax) -> Bool {
    guard case .expr(let expression) = item.item, isInPlainBody(list), buildsValue(item)
    else { return false }
    var inner = expression
    while true {
      if let marked = inner.as(TryExprSyntax.self) {
        inner = marked.expression
      } else if let marked = inner.as(AwaitExprSyntax.self) {
        inner = marked.expression
      } else {
        break
      }
    }
    if let sequence = inner.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      return elements.count >= 3 && elements[1].is(AssignmentExprSyntax.self)
    }
    // A lone call may be what a body hands back (`{ store.send(.tap) }`).
    guard list.count > 1, let call = inner.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    else { return false }
    return isNamePath(base)
  }

  /// Whether a statement awaits or throws: a closure around it would have to as well.
  static func isEffectful(_ item: CodeBlockItemSyntax) -> Bool {
    item.tokens(viewMode: .sourceAccurate).contains {
      $0.tokenKind == .keyword(.await) || $0.tokenKind == .keyword(.try)
    }
  }

  /// Whether the statement writes an implicit member (`.detail(...)`, `.settings`) or calls
  /// a `State` initializer: a construction, as a reader would call it.
  private static func buildsValue(_ item: CodeBlockItemSyntax) -> Bool {
    item.tokens(viewMode: .sourceAccurate).contains { token in
      if token.tokenKind == .period, let member = token.parent?.as(MemberAccessExprSyntax.self),
        member.base == nil, member.declName.baseName.text != "none"
      {
        return true
      }
      return token.text == "State"
        && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
    }
  }

  /// `state`, `state.path`, `self.destination`: names and members only.
  private static func isNamePath(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return isNamePath(base)
    }
    return false
  }

  /// The innermost function-like around the list is a function, an initializer, or a closure
  /// with a parameter list.
  private static func isInPlainBody(_ list: CodeBlockItemListSyntax) -> Bool {
    var current = list.parent
    while let node = current {
      if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) { return true }
      if let closure = node.as(ClosureExprSyntax.self) { return closure.signature != nil }
      if node.is(AccessorBlockSyntax.self) || node.is(PatternBindingSyntax.self)
        || node.is(MemberBlockItemSyntax.self) || node.is(SourceFileSyntax.self)
      {
        return false
      }
      current = node.parent
    }
    return false
  }
}
