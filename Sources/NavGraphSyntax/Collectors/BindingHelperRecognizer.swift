import SwiftSyntax

/// Recognises a method that makes a binding (`func isDestinationPresented(_ candidate:
/// Destination) -> Binding<Bool> { Binding(get: { ... }, set: { ... }) }`) and reads what the
/// binding it returns reads, so that a presentation handed a call of it is read as one handed
/// the binding itself.
enum BindingHelperRecognizer {
  static func recognize(_ function: FunctionDeclSyntax, scope: [String], context: CallContext)
    -> BindingHelperRecord?
  {
    guard let returned = function.signature.returnClause?.type,
      let ref = context.source.typeRef(of: returned), ref.last == "Binding",
      let statements = function.body?.statements, statements.count == 1,
      let item = statements.first?.item
    else { return nil }
    let expression =
      item.as(ReturnStmtSyntax.self)?.expression
      ?? item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
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
