import SwiftSyntax

/// What a recognizer may ask about the place of a call: the walk's state around it, as
/// `CallSiteCollector` keeps it. Copying it copies no element: its arrays are shared.
struct CallContext {
  var scope: [String]
  var source: SourceText
  var viewStores = ViewStoreNames()
  var stateRoots = StateRoots()
  /// The `switch` cases open around the call, innermost last: which action the code there
  /// runs for (`handlers`).
  var actionCases: [ActionHandlerRecognizer.OpenCase] = []
  /// Parameters of the enclosing functions whose type names a store, innermost last.
  var storeParameters: [StoreParameter] = []
  /// Locals of the enclosing functions scoped from a store, innermost last.
  var derivedStores: [DerivedStore] = []
  /// The `Action` the `where` clause of the innermost extension fixes (`extension AlertState
  /// where Action == Feature.Action.Alert`), if any.
  var extensionAction: String?
  /// The feature whose domain the `where` clause of the innermost extension fixes (`extension
  /// Reducer where State == Feature.State`), as written (`Feature.State`), if any.
  var extensionDomain: String?
  /// The name of the innermost variable whose initializer holds the call.
  var variable: String?
  /// Inside a `#Preview` or a `PreviewProvider`.
  var isPreview = false
  /// The method the call is in, as a helper its callers' handlers stand for (never the
  /// reducer's `reduce(into:action:)`).
  var helper: String?
  /// Parameters of the enclosing functions whose type names a binding, innermost last.
  var bindingParameters: [String] = []
  /// The name of the innermost enclosing function, if any.
  var function: String?

  func position(of node: some SyntaxProtocol) -> Position { source.position(of: node) }

  /// The action handler the call is in (`ActionHandlerRecognizer`), `nil` outside one.
  var handlers: [[String]]? { ActionHandlerRecognizer.current(actionCases) }

  /// The innermost local named `name` that a store was scoped into.
  func derivedStore(named name: String) -> DerivedStore? {
    derivedStores.last { $0.name == name }
  }

  /// The innermost store parameter named `name`.
  func storeParameter(named name: String) -> StoreParameter? {
    storeParameters.last { $0.name == name }
  }
}

/// A parameter of an enclosing function whose type names a store (`with store:
/// StoreOf<Feature>`): its name, its type as written, and the helper it makes the function.
struct StoreParameter {
  var name: String
  var type: String
  var helper: PresentingHelper
}
