import NavGraphCore
import SwiftSyntax

/// Recognises a store being built for a feature, in every spelling TCA has had:
/// `Store(initialState: Feature.State()) { Feature() }`, `StoreOf<Feature>(initialState: ...)`,
/// `Store(initialState: ..., reducer: Feature())` (1.0), `Store(initialState: AppState(),
/// reducer: appReducer, environment: ...)` (before 0.41), and where the type is implied,
/// `store: .init(initialState: .init(), reducer: Feature.init)`, `.init(initialState:
/// Feature.State()) { Feature() }`. `TestStore` is not one:
/// tests are not where an app starts.
enum StoreRecognizer: FactRecognizer {
  static let callees = CalleeNames(
    members: ["init"], unqualified: ["Store", "StoreOf"], needsArguments: true)

  static let site: NavigationSiteKind? = .store

  static var produces: WritableKeyPath<CallSiteFacts, [StoreRecord]> { \.stores }

  static func recognize(
    _ call: FunctionCallExprSyntax, callee: Callee, context: CallContext
  ) -> StoreRecord? {
    guard let name = callee.name,
      (!callee.isMember && (name == "Store" || name == "StoreOf"))
        || (name == "init" && callee.base == nil
          && (call.arguments.argument(labeled: "reducer") != nil || call.trailingClosure != nil)),
      let initialState = call.arguments.argument(labeled: "initialState")
    else { return nil }
    var reducer =
      IntegrationRecognizer.childReducer(of: call, source: context.source)
      ?? (buildsEmptyReducer(call, source: context.source) ? "EmptyReducer" : nil)
    if reducer == nil, let given = call.arguments.argument(labeled: "reducer") {
      let argument = wrappedReducer(given)
      if let built = argument.as(FunctionCallExprSyntax.self) {
        reducer = TypeRef.parse(context.source.text(of: built.calledExpression))?.dotted
      } else if let value = argument.as(DeclReferenceExprSyntax.self) {
        reducer = value.baseName.identifierText
      } else if let member = argument.as(MemberAccessExprSyntax.self) {
        // `reducer: Feature.init`, the initializer handed as a function, also spelled with
        // the library's module (`ComposableArchitecture.EmptyReducer.init`).
        let written =
          member.declName.baseName.tokenKind == .keyword(.`init`)
          ? member.base.map { context.source.text(of: $0) } : context.source.text(of: member)
        reducer = written.map { TypeRef.parse($0)?.dotted ?? $0 }
      }
    }
    if reducer == nil,
      let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
      let first = generic.genericArgumentClause.arguments.nodes.first,
      let ref = TypeRef.parse(context.source.text(of: first.argument))
    {
      reducer = (name == "StoreOf" ? ref.components : ref.featureComponents)
        .joined(separator: ".")
    }
    var stateType: String?
    if let built = initialState.as(FunctionCallExprSyntax.self),
      let ref = TypeRef.parse(context.source.text(of: built.calledExpression))
    {
      stateType = ref.dotted
    }
    guard reducer != nil || stateType != nil else { return nil }
    return StoreRecord(
      scope: context.scope, reducer: reducer, stateType: stateType, isPreview: context.isPreview,
      position: context.position(of: callee.nameToken.map(Syntax.init) ?? Syntax(call)))
  }

  /// The reducer a chain of its methods wraps (`appReducer.debug()`,
  /// `Feature().dependency(\.client, .mock)`): the store runs what the chain starts from. A
  /// method is a lowercase member called on a value; `Feature.Body()` and `.init()` are the
  /// reducer itself, and `Reducer.combine(...)` is a type's factory, not a wrapper.
  private static func wrappedReducer(_ expression: ExprSyntax) -> ExprSyntax {
    var current = expression
    while let call = current.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
      member.declName.baseName.tokenKind != .keyword(.`init`),
      NameCase.mayNameValue(member.declName.baseName.identifierText),
      base.as(DeclReferenceExprSyntax.self).map({
        NameCase.mayNameValue($0.baseName.identifierText)
      }) != false
    {
      current = base
    }
    return current
  }

  /// `Store(initialState: ..., reducer: { EmptyReducer() })`, or with the closure trailing, or
  /// the closure empty (`Store(initialState: ViewState(...)) {}`, a builder of no reducer): a
  /// store that runs no feature.
  private static func buildsEmptyReducer(_ call: FunctionCallExprSyntax, source: SourceText)
    -> Bool
  {
    let closures = [call.trailingClosure, call.arguments.argument(labeled: "reducer")?
      .as(ClosureExprSyntax.self)].compactMap { $0 }
    return closures.contains { closure in
      if closure.statements.isEmpty { return true }
      guard closure.statements.count == 1,
        let built = closure.statements.first?.item.as(FunctionCallExprSyntax.self)
          ?? closure.statements.first?.item.as(ExpressionStmtSyntax.self)?.expression
            .as(FunctionCallExprSyntax.self)
      else { return false }
      return source.typeRef(of: built.calledExpression)?.last == "EmptyReducer"
    }
  }
}
