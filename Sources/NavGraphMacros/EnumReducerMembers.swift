import SwiftSyntax
import SwiftSyntaxBuilder

extension ReducerMacro {
  /// What `@Reducer enum` writes (N-1…N-5): a `State` enum with each case's state, an `Action`
  /// enum with each case's action (unless one is written by hand), and a static `body` that
  /// runs each feature case's reducer through `ifCaseLet`. A case held as a group
  /// (`case articles(Articles.Body = Articles.body)`) is a feature case whose reducer is the
  /// group's body. Cases written inside `#if` blocks get all of it inside the same blocks.
  static func enumReducerMembers(
    of enumDecl: EnumDeclSyntax, attribute node: AttributeSyntax
  ) -> [DeclSyntax] {
    let cases = CaseList(enumDecl.memberBlock.members)
    let access = access(of: enumDecl)
    let stateConformances = ["NavGraphRuntime.CaseReducerState"] + synthesized(node, label: "state")
    let actionConformances = synthesized(node, label: "action")
    let actionInheritance =
      actionConformances.isEmpty ? "" : ": " + actionConformances.joined(separator: ", ")
    let hasExplicitAction = enumDecl.memberBlock.members.contains {
      $0.decl.as(EnumDeclSyntax.self)?.name.text == "Action"
    }
    let ifCaseLets = cases.rendered(emptyClause: ".self") { reducerCase -> String? in
      guard case let .feature(_, reducer, _) = reducerCase.kind else { return nil }
      return """
        .ifCaseLet(\\Self.State.Cases.\(reducerCase.name), \
        action: \\Self.Action.Cases.\(reducerCase.name)) {
          \(reducer)
        }
        """
    }.indented(by: 2)
    var members: [DeclSyntax] = [
      """
      @CasePathable @dynamicMemberLookup
      \(raw: access)enum State: \(raw: stateConformances.joined(separator: ", ")) {
        \(raw: access)typealias StateReducer = \(raw: enumDecl.name.text)
        \(raw: cases.rendered { $0.stateCase })
      }
      """
    ]
    if !hasExplicitAction {
      members.append(
        """
        @CasePathable
        \(raw: access)enum Action\(raw: actionInheritance) {
          \(raw: cases.rendered { $0.actionCase })
        }
        """)
    }
    // A chain that ends in `#endif` needs its closing parenthesis on a line of its own.
    let chain =
      "NavGraphRuntime.EmptyReducer<Self.State, Self.Action>()"
      + (ifCaseLets.isEmpty ? "" : "\n" + ifCaseLets) + (cases.hasConditions ? "\n" : "")
    // `_Body` (the `Body` of `Articles.Body`) written out: inferred from the static `body`
    // alone, it could also be taken from `Reducer`'s default for bodiless reducers, `Never`.
    members.append(
      """
      \(raw: access)typealias _Body = NavGraphRuntime.Reduce<Self.State, Self.Action>
      """)
    members.append(
      """
      \(raw: access)static var body: NavGraphRuntime.Reduce<Self.State, Self.Action> {
        NavGraphRuntime.Reduce(\(raw: chain))
      }
      """)
    return members
  }
}
