import SwiftSyntax

extension PresentationDriver {
  /// Reads what the binding a presentation is handed reads:
  /// - the store's state: `viewStore.binding(\.$isShowing)`, `viewStore.binding(get: \.isShowing,
  ///   send: ...)`, `$store.isShowing.sending(\.setShowing)`, `$store.destination.share`,
  ///   `Binding($store.destination.tag)`, and a `Binding(get:set:)` or `binding(get:send:)` whose
  ///   getter reads one field of the store (`{ store.error != nil }`, `{ $0.sheetItem }`);
  /// - a property of the view: `self.$isSharePresented`, `self.isExplaining`.
  ///
  /// `nil` where it reads anything else, or a getter reads several fields: what drives the
  /// presentation is then not one field, and the census says less.
  ///
  /// `parameters` are the names of the method that makes the binding, if one does: what a call
  /// hands it, not the view's state.
  init?(
    _ binding: ExprSyntax, viewStores: ViewStoreNames, source: SourceText,
    parameters: Set<String> = []
  ) {
    let expression = Self.withoutAdapters(binding)
    if let call = expression.as(FunctionCallExprSyntax.self), Self.isBindingInitializer(call) {
      if let getter = call.arguments.argument(labeled: "get") {
        guard let closure = getter.as(ClosureExprSyntax.self) else { return nil }
        let reads = StoreReads(viewStores: viewStores, state: nil)
        reads.walk(closure)
        if reads.fields.count == 1, let field = reads.fields.first {
          self = .storeState([field])
        } else if reads.fields.isEmpty, let name = reads.viewNames.subtracting(parameters).min() {
          // `{ draftID != nil }`: the view's own state, or a binding it is handed.
          self = .viewProperty(name)
        } else {
          return nil
        }
        return
      }
      // `Binding($store.destination.tag)`: a binding of an optional made one of its value.
      guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil else {
        return nil
      }
      self.init(only.expression, viewStores: viewStores, source: source, parameters: parameters)
      return
    }
    if let (getter, picked) = Self.viewStoreBinding(expression, viewStores: viewStores) {
      // `viewStore.binding(get: { $0.sheetItem }, send: ...)`: the getter is handed the state;
      // `viewStore.binding(get: \.destination, send: ...).customAlert` picks a case of it.
      if getter.is(ClosureExprSyntax.self) {
        guard let field = Self.onlyField(readIn: getter, viewStores: viewStores, state: "$0")
        else { return nil }
        self = .storeState([field] + picked)
      } else {
        guard let path = PathRef(getter, source: source)?.components, !path.isEmpty else {
          return nil
        }
        self = .storeState(path + picked)
      }
      return
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
      let name = RouteBinding.storeName(expression), !viewStores.contains(name)
    {
      self = .viewProperty("self." + name)
      return
    }
    // `isDestinationPresented(.goals)`, `self.binding(for: .goals)`: a method of the view.
    if let call = expression.as(FunctionCallExprSyntax.self), !Self.isBindingInitializer(call) {
      let callee = call.calledExpression
      let name =
        callee.as(DeclReferenceExprSyntax.self)?.baseName.identifierText
        ?? callee.as(MemberAccessExprSyntax.self).flatMap { member in
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            ? member.declName.baseName.identifierText : nil
        }
      if let name, NameCase.mayNameValue(name) {
        self = .helper(name)
        return
      }
    }
    if let (store, path) = RouteBinding.statePath(expression, source: source),
      viewStores.contains(store), !path.isEmpty
    {
      self = .storeState(path)
      return
    }
    // `routing.deleteConfirmation`, `isEditShown`: a property some type of the app's may
    // declare as a binding it makes (`BindingHelperRecord`); otherwise nothing known.
    guard let name = Self.propertyName(expression), NameCase.mayNameValue(name) else {
      return nil
    }
    self = .helper(name)
  }

  /// `isEditShown`, or `deleteConfirmation` in `routing.deleteConfirmation` read on a value
  /// other than the view itself or its store (those are read above).
  private static func propertyName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.tokenKind != .keyword(.self)
    {
      return reference.baseName.identifierText
    }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.argumentNames == nil,
      let base = member.base?.as(DeclReferenceExprSyntax.self),
      !base.baseName.text.hasPrefix("$")
    else { return nil }
    return member.declName.baseName.identifierText
  }

  /// `viewStore.binding(get: ..., send: ...)`, with the members picked from the binding it
  /// makes (`.customAlert`): the getter and those members' names.
  private static func viewStoreBinding(_ expression: ExprSyntax, viewStores: ViewStoreNames)
    -> (getter: ExprSyntax, picked: [String])?
  {
    var expression = expression
    var picked: [String] = []
    while let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self)
    {
      picked.insert(member.declName.baseName.identifierText, at: 0)
      expression = base
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
      callee.declName.baseName.identifierText == "binding",
      let base = callee.base, RouteBinding.storeName(base).map(viewStores.contains) == true,
      let getter = call.arguments.argument(labeled: "get")
    else { return nil }
    return (getter, picked)
  }

  /// Calls on a binding that keep what it reads: `.sending(\.setShowing)` (which action writes
  /// it), `.animation(.default)`, `.transaction(...)`, and any call with no argument
  /// (`.animation()`, `.removeDuplicates()`, an app's own adapter of any name): a binding's
  /// transform that takes nothing can only derive from the value it wraps.
  private static let adapters: Set<String> = ["sending", "animation", "transaction"]

  private static func withoutAdapters(_ expression: ExprSyntax) -> ExprSyntax {
    var expression = expression
    while let call = expression.as(FunctionCallExprSyntax.self),
      let callee = call.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base,
      adapters.contains(callee.declName.baseName.identifierText)
        || (call.arguments.isEmpty && call.trailingClosure == nil)
    {
      expression = base
    }
    return expression
  }

  /// `Binding(...)`, `Binding.init(...)`, `.init(...)` handed where a binding is expected.
  private static func isBindingInitializer(_ call: FunctionCallExprSyntax) -> Bool {
    switch Callee(call.calledExpression).name {
    case "Binding": true
    case "init": call.calledExpression.as(MemberAccessExprSyntax.self).map {
        $0.base == nil || $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding"
      } ?? false
    default: false
    }
  }

  /// The one field of the store a getter closure reads (`store.error` in `{ store.error !=
  /// nil }`; `$0.sheetItem` where the getter is handed the state as `state`), or `nil` when it
  /// reads none or several.
  private static func onlyField(
    readIn getter: ExprSyntax, viewStores: ViewStoreNames, state: String? = nil
  ) -> String? {
    guard let closure = getter.as(ClosureExprSyntax.self) else { return nil }
    let reads = StoreReads(viewStores: viewStores, state: state)
    reads.walk(closure)
    return reads.fields.count == 1 ? reads.fields.first : nil
  }
}

/// The fields a closure reads from a store (`store.error`) or from the state it is handed,
/// and the other names it reads (`draftID` in `{ draftID != nil }`): the view's own.
private final class StoreReads: SyntaxVisitor {
  let viewStores: ViewStoreNames
  let state: String?
  var fields: Set<String> = []
  var viewNames: Set<String> = []

  init(viewStores: ViewStoreNames, state: String?) {
    self.viewStores = viewStores
    self.state = state
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    guard let base = node.base else { return .visitChildren }
    // `self.draftID`: a name of the view, as `draftID` alone is.
    if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      let name = node.declName.baseName.identifierText
      if !viewStores.contains(name) { viewNames.insert(name) }
      return .skipChildren
    }
    let isState = base.as(DeclReferenceExprSyntax.self).map { $0.baseName.text == state } ?? false
    guard isState || RouteBinding.storeName(base).map(viewStores.contains) == true else {
      return .visitChildren
    }
    // `store.send(...)` in a getter sends; it reads no field.
    let isCalled = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    if !isCalled { fields.insert(node.declName.baseName.identifierText) }
    return .skipChildren
  }

  // A name read on its own or as the base of a member (`fileToSave.wrappedValue`), not a
  // member's name, a function called, a type or a closure's `$0`.
  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
      return .skipChildren
    }
    if node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id {
      return .skipChildren
    }
    let name = node.baseName.identifierText
    guard let first = name.unicodeScalars.first, first != "$", NameCase.mayNameValue(name),
      name != state, !viewStores.contains(name), node.baseName.tokenKind != .keyword(.self)
    else { return .skipChildren }
    viewNames.insert(name)
    return .skipChildren
  }
}
