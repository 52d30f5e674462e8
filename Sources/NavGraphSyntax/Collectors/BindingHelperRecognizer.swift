import SwiftSyntax

/// Recognises a method that makes a binding (`func isDestinationPresented(_ candidate:
/// Destination) -> Binding<Bool> { Binding(get: { ... }, set: { ... }) }`), or a computed
/// property that does (`var deleteConfirmation: Binding<Bool> { Binding(...) }`), and reads
/// what the binding it returns reads, so that a presentation handed a call of it is read as
/// one handed the binding itself.
enum BindingHelperRecognizer {
  static func recognize(
    _ property: PatternBindingSyntax, scope: [String], context: CallContext
  ) -> BindingHelperRecord? {
    guard let name = property.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      let type = property.typeAnnotation?.type,
      context.source.typeRef(of: type)?.last == "Binding",
      let accessors = property.accessorBlock?.accessors
    else { return nil }
    let statements: CodeBlockItemListSyntax?
    switch accessors {
    case .getter(let body): statements = body
    case .accessors(let list):
      statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    }
    guard let statements, statements.count == 1, let item = statements.first?.item else {
      return nil
    }
    return BindingHelperRecord(
      scope: scope, name: name.identifierText,
      driver: returned(by: item).flatMap {
        PresentationDriver($0, viewStores: context.viewStores, source: context.source)
      })
  }

  private static func returned(by item: CodeBlockItemSyntax.Item) -> ExprSyntax? {
    item.as(ReturnStmtSyntax.self)?.expression
      ?? item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
  }

  static func recognize(_ function: FunctionDeclSyntax, scope: [String], context: CallContext)
    -> BindingHelperRecord?
  {
    guard let returnType = function.signature.returnClause?.type,
      let ref = context.source.typeRef(of: returnType), ref.last == "Binding",
      let statements = function.body?.statements, statements.count == 1,
      let item = statements.first?.item
    else { return nil }
    let expression = returned(by: item)
    let parameters = Set(
      function.signature.parameterClause.parameters.map {
        ($0.secondName ?? $0.firstName).identifierText
      })
    return BindingHelperRecord(
      scope: scope, name: function.name.identifierText,
      driver: expression.flatMap {
        PresentationDriver(
          $0, viewStores: context.viewStores, source: context.source, parameters: parameters)
      })
  }
}
