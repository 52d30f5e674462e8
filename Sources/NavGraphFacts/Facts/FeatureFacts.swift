import NavGraphModel

/// The declarations of one reducer, as written.
package struct FeatureFacts: Hashable, Sendable {
  /// The feature's name in the graph.
  package var name: String
  package var module: String
  package var kind: Feature.Kind
  /// The TCA API generation it is written in: rules word their advice in its vocabulary.
  package var apiGeneration: APIGeneration
  package var location: SourceLocation
  /// Stored properties of `State` (a struct State; empty for an enum State).
  package var fields: [StateField]
  /// Cases of `Action`.
  package var actionCases: [ActionCase]
  /// `ifLet`, `forEach`, `ifCaseLet` and `Scope` in the feature's body.
  package var integrations: [Integration]
  /// Cases of an enum reducer (`@Reducer enum Destination`), or of the `State` enum of a
  /// hand-written destination/path reducer.
  package var reducerCases: [ReducerCase]
  /// A struct reducer whose `State` is an enum, scoping each case by hand.
  package var isHandWrittenEnumReducer: Bool
  /// `.run` effects that call `dismiss()` or `send`, with the calls in source order.
  package var effects: [EffectFacts]
  /// `case .x(.dismiss):` handlers in its reducer (or a reducer protocol's extension).
  package var dismissHandlers: [DismissHandler]
  /// `State` is a struct with a memberwise initializer (no `init` in its body), whose
  /// parameters are `fields` in order.
  package var hasMemberwiseStateInit: Bool
  /// Some view of the app holds a store of this feature (`let store: StoreOf<Feature>`, or a
  /// view helper's store parameter): what its fields' ``StateField/viewUse`` say is read
  /// from its views, rather than unknown.
  package var viewsFound = false
  /// An alert built for this feature has a button that closes it without an action (a
  /// Cancel with none, or no button: the system's OK): it sends only the dismissal.
  package var alertClosesWithoutAction = false
  /// The alerts and dialogs built for this feature, with their buttons, in source order.
  package var promptBuilds: [PromptBuild] = []
  /// The actions its code sends with a nested case named (`.send(.delegate(.finished))`),
  /// outside tests, in source order.
  package var actionSends: [ActionSend] = []
  /// A reducer value whose action type a case of another action carries (`case
  /// content(TimetableContentAction)`): a parent routes its actions, so its view is scoped
  /// from that parent's store, with state the parent makes in ways the scan may not follow.
  package var actionsCarriedByAnother = false
  /// Every declaration of the feature's type is inside `#if DEBUG`: debug builds alone have it.
  package var isDebugOnly = false

  package init(
    name: String, module: String, kind: Feature.Kind, location: SourceLocation,
    fields: [StateField] = [], actionCases: [ActionCase] = [], integrations: [Integration] = [],
    reducerCases: [ReducerCase] = [], isHandWrittenEnumReducer: Bool = false,
    effects: [EffectFacts] = [], hasMemberwiseStateInit: Bool = false,
    dismissHandlers: [DismissHandler] = [], apiGeneration: APIGeneration = .tca1
  ) {
    self.apiGeneration = apiGeneration
    self.dismissHandlers = dismissHandlers
    self.hasMemberwiseStateInit = hasMemberwiseStateInit
    self.name = name
    self.module = module
    self.kind = kind
    self.location = location
    self.fields = fields
    self.actionCases = actionCases
    self.integrations = integrations
    self.reducerCases = reducerCases
    self.isHandWrittenEnumReducer = isHandWrittenEnumReducer
    self.effects = effects
  }

  package func field(named name: String) -> StateField? {
    fields.first { $0.name == name }
  }

  package func actionCase(named name: String) -> ActionCase? {
    actionCases.first { $0.name == name }
  }

  /// Integrations whose state key path starts at `field`.
  package func integrations(onField field: String) -> [Integration] {
    integrations.filter { $0.stateField == field }
  }
}
