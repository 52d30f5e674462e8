/// The declarations of one reducer, as written.
public struct FeatureFacts: Hashable, Sendable {
  /// The feature's name in the graph.
  public var name: String
  public var module: String
  public var kind: Feature.Kind
  /// The TCA API generation it is written in: rules word their advice in its vocabulary.
  public var apiGeneration: APIGeneration
  public var location: SourceLocation
  /// Stored properties of `State` (a struct State; empty for an enum State).
  public var fields: [StateField]
  /// Cases of `Action`.
  public var actionCases: [ActionCase]
  /// `ifLet`, `forEach`, `ifCaseLet` and `Scope` in the feature's body.
  public var integrations: [Integration]
  /// Cases of an enum reducer (`@Reducer enum Destination`), or of the `State` enum of a
  /// hand-written destination/path reducer.
  public var reducerCases: [ReducerCase]
  /// A struct reducer whose `State` is an enum, scoping each case by hand.
  public var isHandWrittenEnumReducer: Bool
  /// `.run` effects that call `dismiss()` or `send`, with the calls in source order.
  public var effects: [EffectFacts]
  /// `case .x(.dismiss):` handlers in its reducer (or a reducer protocol's extension).
  public var dismissHandlers: [DismissHandler]
  /// `State` is a struct with a memberwise initializer (no `init` in its body), whose
  /// parameters are `fields` in order.
  public var hasMemberwiseStateInit: Bool
  /// Some view of the app holds a store of this feature (`let store: StoreOf<Feature>`, or a
  /// view helper's store parameter): what its fields' ``StateField/viewUse`` say is read
  /// from its views, rather than unknown.
  public var viewsFound = false
  /// An alert built for this feature has a button that closes it without an action (a
  /// Cancel with none, or no button: the system's OK): it sends only the dismissal.
  public var alertClosesWithoutAction = false

  public init(
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

  public func field(named name: String) -> StateField? {
    fields.first { $0.name == name }
  }

  public func actionCase(named name: String) -> ActionCase? {
    actionCases.first { $0.name == name }
  }

  /// Integrations whose state key path starts at `field`.
  public func integrations(onField field: String) -> [Integration] {
    integrations.filter { $0.stateField == field }
  }
}
