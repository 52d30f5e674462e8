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
    let reflection = reflectionMember(of: declaration, in: context)
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumReducerMembers(of: enumDecl, attribute: node) + [reflection]
    }
    return structReducerMembers(of: declaration) + [reflection]
  }

  /// The access level synthesised members get: the type's own when it is `public` or
  /// `package`, else none written.
  static func access(of declaration: some DeclGroupSyntax) -> String {
    declaration.modifiers.first {
      ["public", "package"].contains($0.name.text)
    }.map { "\($0.name.text) " } ?? ""
  }

  /// `@Reducer(state: .equatable, .hashable)` → `["Swift.Equatable", "Swift.Hashable"]`.
  static func synthesized(_ node: AttributeSyntax, label: String) -> [String] {
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
