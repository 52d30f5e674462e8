@_spi(RawSyntax) import SwiftSyntax

/// The spellings of the TCA 2.0 beta that moved while it was in beta, in one place: apps
/// written at different times of the beta use each generation, often side by side.
///
/// - Integration operators: the older `Scope(\.x, action: \.x)`, `.ifLet(\.x, action: \.x)`,
///   `.forEach(\.path, action: \.path, dismissStyle: .stack)` (also `state:`-labelled, the
///   first weeks' spelling) and the current single key path, `Scope(\.x) { X() }`,
///   `.ifLet(\.destination) { Destination.body }`, `.forEach(\.path) { Path.body }`; the
///   `action:` argument adds nothing to the edge.
/// - Module-qualified names: `ComposableArchitecture2.Scope(...)`,
///   `@ComposableArchitecture2.Feature`.
/// - A child with its own store: `Spawn<Child>` as a field's or a case's type.
enum TCA2Spelling {
  /// The modules a 2.0 type may be spelled with: the beta's module, and the name its first
  /// weeks gave the same product.
  static let modules: Set<String> = ["ComposableArchitecture2", "ComposableArchitecture"]

  /// The operators that take the current beta's single key path.
  private static let singleKeyPathOperators: Set<String> = [
    "Scope", "Spawn", "spawn", "ifLet", "forEach",
  ]

  /// The wrapper of a child that runs in a store of its own.
  static let spawn = "Spawn"

  /// Whether a callee's base is one of TCA's modules (`ComposableArchitecture2` in
  /// `ComposableArchitecture2.Scope`), so the call names a type, not a member.
  static func isModuleQualified(_ base: ExprSyntax?) -> Bool {
    guard let reference = base?.as(DeclReferenceExprSyntax.self) else { return false }
    return modules.contains(reference.baseName.identifierText)
  }

  /// An integration in the current beta's spelling, without `action:`: a key path written
  /// out, and the child's reducer in a closure (`.ifLet(\.detail) { Detail() }`,
  /// `.forEach(\.path, dismissStyle: .stack) { Path.body }`). The closure is what tells it
  /// from a store spawning rows in a view (`ForEach(store.spawn(\.rows))`) or an array's own
  /// `forEach`.
  static func isSingleKeyPathIntegration(
    _ call: FunctionCallExprSyntax, name: String, state: ExprSyntax
  ) -> Bool {
    guard singleKeyPathOperators.contains(name), state.is(KeyPathExprSyntax.self) else {
      return false
    }
    if call.trailingClosure != nil { return true }
    return call.arguments.nodes.contains { $0.expression.is(ClosureExprSyntax.self) }
  }

  /// The child a `Spawn<Child>` holds, else `nil`.
  static func spawned(_ type: TypeRef) -> TypeRef? {
    guard type.last == spawn, type.arguments.count == 1,
      type.components.count == 1
        || (type.components.count == 2 && modules.contains(type.components[0]))
    else { return nil }
    var child = type.arguments[0]
    child.isOptional = type.isOptional || child.isOptional
    return child
  }
}
