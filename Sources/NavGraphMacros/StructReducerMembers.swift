import SwiftSyntax
import SwiftSyntaxBuilder

extension ReducerMacro {
  /// What `@Reducer struct` writes besides its reflection record: for a feature that declares
  /// no `State`, `Action` or `body` (`@Reducer struct Placeholder {}`), an empty `State`, an
  /// `Action` without cases and an `EmptyReducer` body, as TCA does. A feature that has a `body`
  /// or `reduce(into:action:)` names its own `State` and `Action`, so nothing is written then.
  static func structReducerMembers(of declaration: some DeclGroupSyntax) -> [DeclSyntax] {
    let members = declaration.memberBlock.members
    let names = Set(members.compactMap { nestedTypeName(of: $0.decl) })
    let hasBody = members.contains { member in
      if let variable = member.decl.as(VariableDeclSyntax.self) {
        return variable.bindings.contains { $0.pattern.trimmedDescription == "body" }
      }
      return member.decl.as(FunctionDeclSyntax.self)?.name.text == "reduce"
    }
    guard !hasBody else { return [] }
    let access = access(of: declaration)
    var synthesized: [DeclSyntax] = []
    if !names.contains("State") {
      synthesized.append(
        """
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
          \(raw: access)init() {}
        }
        """)
    }
    if !names.contains("Action") {
      synthesized.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    synthesized.append(
      "\(raw: access)let body = NavGraphRuntime.EmptyReducer<State, Action>()")
    return synthesized
  }

  private static func nestedTypeName(of decl: DeclSyntax) -> String? {
    if let type = decl.as(StructDeclSyntax.self) { return type.name.text }
    if let type = decl.as(EnumDeclSyntax.self) { return type.name.text }
    if let type = decl.as(ClassDeclSyntax.self) { return type.name.text }
    if let alias = decl.as(TypeAliasDeclSyntax.self) { return alias.name.text }
    return nil
  }
}
