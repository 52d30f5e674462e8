@_spi(RawSyntax) import SwiftSyntax

/// The state field an expression writes, as the member path below the value that holds the
/// state: `state.destination` and `self.destination` give `destination`,
/// `state.paths.about[id: 0]` gives `paths.about`, `$0.path` gives `path`.
///
/// Every assignment in a file is read through here, so the walk compares the names' raw text
/// with the roots rather than building a string for each.
enum StatePath {
  /// A path read from an expression: its member names, outermost first, and whether it starts
  /// at the state value itself (`state.routes`, `self.routes`) rather than at some other value.
  struct Reading {
    var names: [String]
    var startsAtState: Bool

    var dotted: String { names.joined(separator: ".") }
  }

  static func of(_ expression: ExprSyntax, roots: StateRoots = .conventional) -> String? {
    read(expression, roots: roots)?.dotted
  }

  /// Whether `expression` is the state or a path below it (`state`, `self.paths`).
  static func isState(_ expression: ExprSyntax, roots: StateRoots = .conventional) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return isRoot(reference.baseName, roots: roots)
    }
    return ofState(expression, roots: roots) != nil
  }

  /// `of(_:)` only when the path starts at the state (`state.routes`, `self.routes`), not at
  /// some other value (`store.push(...)` in a test helper names no field).
  static func ofState(_ expression: ExprSyntax, roots: StateRoots = .conventional) -> String? {
    guard let reading = read(expression, roots: roots), reading.startsAtState else { return nil }
    return reading.dotted
  }

  /// The path `expression` names, or `nil` when it is no member path (a call, a literal) or
  /// names the state alone.
  static func read(_ expression: ExprSyntax, roots: StateRoots = .conventional) -> Reading? {
    var names: [String] = []
    var startsAtState = false
    var current: ExprSyntax? = expression
    while let expression = current {
      if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
        current = optional.expression
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        current = forced.expression
      } else if let member = expression.as(MemberAccessExprSyntax.self) {
        names.append(member.declName.baseName.identifierText)
        current = member.base
      } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
        if isRoot(reference.baseName, roots: roots) {
          startsAtState = true
        } else {
          names.append(reference.baseName.identifierText)
        }
        current = nil
      } else {
        return nil
      }
    }
    guard !names.isEmpty else { return nil }
    names.reverse()
    return Reading(names: names, startsAtState: startsAtState)
  }

  /// Names that stand for the state value itself, not for one of its fields.
  private static func isRoot(_ name: TokenSyntax, roots: StateRoots) -> Bool {
    switch name.tokenKind {
    case .keyword(.self): return true
    case .dollarIdentifier: return name.rawText == "$0" || name.rawText == "$1"
    case .identifier:
      if name.rawText == "state" || name.rawText == "`state`" || name.rawText == "`self`" {
        return true
      }
      return !roots.names.isEmpty && roots.contains(name.identifierText)
    default: return false
    }
  }
}
