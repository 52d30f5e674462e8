import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Reducer`: conforms a struct to `Reducer` (making its `Action` and enum `State` case-pathable
/// and its `body` a reducer builder), or turns an enum of child reducers into a reducer with
/// synthesised `State`/`Action` enums and a scoping `body` (N-1…N-5). Both forms also register
/// reflection metadata for the navigation walker.
public struct ReducerMacro {}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    let isEnum = declaration.is(EnumDeclSyntax.self)
    let conformances =
      isEnum ? "NavGraphRuntime.Reducer, NavGraphRuntime.CaseReducer" : "NavGraphRuntime.Reducer"
    // The metadata itself is a member (see `reflectionMember`): in an extension at file scope,
    // the case reducers of a type nested in another type's namespace are not in scope.
    let decl: DeclSyntax = """
      extension \(type.trimmed): \(raw: conformances), NavGraphRuntime._NavigationReflectable {}
      """
    return [decl.cast(ExtensionDeclSyntax.self)]
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let nested = member.as(EnumDeclSyntax.self) {
      let name = nested.name.text
      guard name == "State" || name == "Action" else { return [] }
      var attributes: [AttributeSyntax] = []
      if !hasAttribute(nested.attributes, "CasePathable") { attributes.append("@CasePathable") }
      if name == "State", !hasAttribute(nested.attributes, "dynamicMemberLookup") {
        attributes.append("@dynamicMemberLookup")
      }
      return attributes
    }
    if let variable = member.as(VariableDeclSyntax.self),
      variable.bindings.first?.pattern.trimmedDescription == "body",
      !hasAttribute(variable.attributes, "ReducerBuilder"),
      !variable.modifiers.contains(where: { $0.name.text == "static" })
    {
      return ["@NavGraphRuntime.ReducerBuilder<Self.State, Self.Action>"]
    }
    return []
  }
}

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let enumDecl = declaration.as(EnumDeclSyntax.self) else {
      return [reflectionMember(of: declaration, in: context)]
    }
    let cases = reducerCases(of: declaration)
    let access = enumDecl.modifiers.first {
      ["public", "package"].contains($0.name.text)
    }.map { "\($0.name.text) " } ?? ""
    let stateConformances = ["NavGraphRuntime.CaseReducerState"] + synthesized(node, label: "state")
    let actionConformances = synthesized(node, label: "action")
    let actionInheritance =
      actionConformances.isEmpty ? "" : ": " + actionConformances.joined(separator: ", ")
    let hasExplicitAction = enumDecl.memberBlock.members.contains {
      $0.decl.as(EnumDeclSyntax.self)?.name.text == "Action"
    }
    var chain = "NavGraphRuntime.EmptyReducer<Self.State, Self.Action>()"
    for reducerCase in cases {
      guard case let .feature(_, reducer) = reducerCase.kind else { continue }
      chain += """

          .ifCaseLet(\\Self.State.Cases.\(reducerCase.name), \
        action: \\Self.Action.Cases.\(reducerCase.name)) {
            \(reducer)
          }
        """
    }
    var members: [DeclSyntax] = [
      """
      @CasePathable @dynamicMemberLookup
      \(raw: access)enum State: \(raw: stateConformances.joined(separator: ", ")) {
        \(raw: access)typealias StateReducer = \(raw: enumDecl.name.text)
        \(raw: cases.map(\.stateCase).joined(separator: "\n"))
      }
      """
    ]
    if !hasExplicitAction {
      members.append(
        """
        @CasePathable
        \(raw: access)enum Action\(raw: actionInheritance) {
          \(raw: cases.map(\.actionCase).joined(separator: "\n"))
        }
        """)
    }
    members.append(
      """
      \(raw: access)static var body: NavGraphRuntime.Reduce<Self.State, Self.Action> {
        NavGraphRuntime.Reduce(\(raw: chain))
      }
      """)
    members.append(reflectionMember(of: declaration, in: context))
    return members
  }

  /// `_navigationReflection`: where the reducer is declared, its `State` fields (structs) or its
  /// cases with their reducer types (enums).
  private static func reflectionMember(
    of declaration: some DeclGroupSyntax, in context: some MacroExpansionContext
  ) -> DeclSyntax {
    let nameToken = declaration.asProtocol(NamedDeclSyntax.self)?.name
    let location = nameToken.flatMap {
      context.location(of: $0, at: .afterLeadingTrivia, filePathMode: .fileID)
    } ?? context.location(of: declaration, at: .afterLeadingTrivia, filePathMode: .fileID)
    let file = location?.file.trimmedDescription ?? "#fileID"
    let line = location?.line.trimmedDescription ?? "#line"
    let column = location?.column.trimmedDescription ?? "0"
    let isEnum = declaration.is(EnumDeclSyntax.self)
    let cases = isEnum ? reducerCases(of: declaration).map { $0.reflection(in: context) } : []
    let fields = isEnum ? [] : stateFields(of: declaration).map { $0.reflection(in: context) }
    return """
      public static var _navigationReflection: NavGraphRuntime.NavigationReflection {
        NavGraphRuntime.NavigationReflection(
          reducerType: Self.self, kind: \(raw: isEnum ? ".enum" : ".struct"),
          fileID: \(raw: file), line: \(raw: line), column: \(raw: column),
          fields: [\(raw: fields.joined(separator: ", "))],
          cases: [\(raw: cases.joined(separator: ", "))]
        )
      }
      """
  }

  /// `@Reducer(state: .equatable, .hashable)` → `["Swift.Equatable", "Swift.Hashable"]`.
  private static func synthesized(_ node: AttributeSyntax, label: String) -> [String] {
    guard let arguments = node.arguments?.as(LabeledExprListSyntax.self) else { return [] }
    var result: [String] = []
    var inGroup = false
    for argument in arguments {
      if let argumentLabel = argument.label?.text { inGroup = argumentLabel == label }
      guard inGroup else { continue }
      let name = argument.expression.trimmedDescription.trimmingCharacters(in: ["."])
      switch name {
      case "equatable": result.append("Swift.Equatable")
      case "hashable": result.append("Swift.Hashable")
      case "sendable": result.append("Swift.Sendable")
      case "codable": result.append("Swift.Codable")
      case "decodable": result.append("Swift.Decodable")
      case "encodable": result.append("Swift.Encodable")
      default: break
      }
    }
    return result
  }
}

/// The cases of a `@Reducer enum`, in declaration order.
func reducerCases(of declaration: some DeclGroupSyntax) -> [ReducerCase] {
  declaration.memberBlock.members.flatMap { member -> [ReducerCase] in
    guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { return [] }
    let ignored = hasAttribute(caseDecl.attributes, "ReducerCaseIgnored")
    return caseDecl.elements.map { ReducerCase($0, ignored: ignored) }
  }
}

func hasAttribute(_ attributes: AttributeListSyntax, _ name: String) -> Bool {
  attributes.contains {
    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix(name) == true
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    String(drop(while: { set.contains($0) }))
  }
}
