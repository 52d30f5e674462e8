import SwiftSyntax
import SwiftSyntaxMacros

/// A stored property of a `@Reducer struct`'s nested `State`, recorded so the reflection walker
/// can name the field behind a key path. `\.$destination` is a computed key path whose
/// description is only an address, so the macro writes down which key paths mean which field.
struct StateField {
  let name: String
  let pattern: IdentifierPatternSyntax
  /// `@Presents`/`@PresentationState`: operators are given the projection, `\.$name`.
  let isPresentation: Bool

  func reflection(in context: some MacroExpansionContext) -> String {
    let location = context.location(of: pattern, at: .afterLeadingTrivia, filePathMode: .fileID)
    let escaped = name.hasPrefix("`") ? name : "`\(name)`"
    var keyPaths = ["\\State.\(escaped)"]
    if isPresentation { keyPaths.append("\\State.$\(name.trimmingBackticks)") }
    return """
      .init(name: "\(name.trimmingBackticks)", keyPaths: [\(keyPaths.joined(separator: ", "))], \
      line: \(location?.line.trimmedDescription ?? "0"), \
      column: \(location?.column.trimmedDescription ?? "0"))
      """
  }
}

/// The stored, non-private instance properties of the `State` struct declared inside
/// `declaration`. A `State` declared elsewhere (an extension, another file) is not visible to
/// the macro; the walker then names fields from their key paths' descriptions.
func stateFields(of declaration: some DeclGroupSyntax) -> [StateField] {
  guard
    let state = declaration.memberBlock.members.lazy
      .compactMap({ $0.decl.as(StructDeclSyntax.self) })
      .first(where: { $0.name.text == "State" })
  else { return [] }
  return state.memberBlock.members.flatMap { member -> [StateField] in
    guard let variable = member.decl.as(VariableDeclSyntax.self) else { return [] }
    let excluded: Set<String> = ["static", "class", "lazy", "private"]
    if variable.modifiers.contains(where: { excluded.contains($0.name.text) }) { return [] }
    let isPresentation =
      hasAttribute(variable.attributes, "Presents")
      || hasAttribute(variable.attributes, "PresentationState")
    return variable.bindings.compactMap { binding -> StateField? in
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self),
        binding.accessorBlock.map(isObserverOnly) ?? true
      else { return nil }
      return StateField(
        name: pattern.identifier.text, pattern: pattern, isPresentation: isPresentation)
    }
  }
}

/// `willSet`/`didSet` keep a property stored; `get`, or a bare getter body, make it computed.
private func isObserverOnly(_ block: AccessorBlockSyntax) -> Bool {
  guard case let .accessors(accessors) = block.accessors else { return false }
  return accessors.allSatisfy {
    ["willSet", "didSet"].contains($0.accessorSpecifier.text)
  }
}

extension String {
  fileprivate var trimmingBackticks: String {
    filter { $0 != "`" }
  }
}
