@_spi(RawSyntax) import SwiftSyntax

/// The modules of the libraries whose names the scanner reads. Code may spell any of their
/// types with the module (`SwiftUI.NavigationStack(path:)`, `ComposableArchitecture.Scope`,
/// `ComposableArchitecture.StackState<Path.State>`), where another module declares the same
/// name: what follows the module is the type, as if written alone.
enum LibraryModules {
  /// As bytes, for comparing a token's without building a string.
  static let tokenTexts: Set<SyntaxText> = [
    "Swift", "SwiftUI", "ComposableArchitecture", "ComposableArchitecture1",
    "ComposableArchitecture2", "TCACoordinators",
  ]

  static let names: Set<String> = Set(tokenTexts.map { String(syntaxText: $0) })

  /// Whether `expression` is one of the modules, written as a bare name.
  static func isModule(_ expression: ExprSyntax?) -> Bool {
    guard let reference = expression?.as(DeclReferenceExprSyntax.self) else { return false }
    return tokenTexts.contains(reference.baseName.rawText)
  }
}
