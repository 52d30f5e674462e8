import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

extension ReducerMacro {
  /// `_navigationReflection`: where the reducer is declared, its `State` fields (structs) or its
  /// cases with their reducer types (enums). Cases written inside `#if` blocks are recorded
  /// under the same conditions, so the record lists the cases compiled in.
  static func reflectionMember(
    of declaration: some DeclGroupSyntax, in context: some MacroExpansionContext
  ) -> DeclSyntax {
    let nameToken = declaration.asProtocol(NamedDeclSyntax.self)?.name
    let location =
      nameToken.flatMap {
        context.location(of: $0, at: .afterLeadingTrivia, filePathMode: .fileID)
      } ?? context.location(of: declaration, at: .afterLeadingTrivia, filePathMode: .fileID)
    let file = location?.file.trimmedDescription ?? "#fileID"
    let line = location?.line.trimmedDescription ?? "#line"
    let column = location?.column.trimmedDescription ?? "0"
    let isEnum = declaration.is(EnumDeclSyntax.self)
    let fields = isEnum ? [] : stateFields(of: declaration).map { $0.reflection(in: context) }
    return """
      public static var _navigationReflection: NavGraphRuntime.NavigationReflection {
        NavGraphRuntime.NavigationReflection(
          reducerType: Self.self, kind: \(raw: isEnum ? ".enum" : ".struct"),
          fileID: \(raw: file), line: \(raw: line), column: \(raw: column),
          fields: [\(raw: fields.joined(separator: ", "))],
          cases: \(raw: isEnum ? caseRecords(of: declaration, in: context) : "[]")
        )
      }
      """
  }

  /// The array of case records: a literal, or, when some case is conditional, a closure that
  /// appends each under its `#if` (an array literal cannot hold `#if`).
  private static func caseRecords(
    of declaration: some DeclGroupSyntax, in context: some MacroExpansionContext
  ) -> String {
    let cases = CaseList(declaration.memberBlock.members)
    guard cases.hasConditions else {
      return "[" + cases.all.map { $0.reflection(in: context) }.joined(separator: ", ") + "]"
    }
    let appends = cases.rendered { "cases.append(\($0.reflection(in: context)))" }
    return """
      {
        var cases: [NavGraphRuntime.NavigationReflection.Case] = []
      \(appends.indented(by: 2))
        return cases
      }()
      """
  }
}
