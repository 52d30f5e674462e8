import NavGraphModel

/// How code builds a destination or stack case.
package enum CaseConstructionForm: String, Hashable, Sendable, CaseIterable {
  /// `state.destination = .addItem(...)`, `$0.path[id: 0] = .detail(...)`
  case assignment
  /// `state.path.append(.detail(...))`, `.push(id:state:)`, `insert`
  case append
  /// `Path.State.detail(...)`, `Destination.State.addItem(...)`
  case qualified
  /// `NavigationLink(state: .detail(...))`
  case navigationLink
  /// `StackState([.detail(...)])`
  case stackStateInit
  /// A labeled argument named after the field: `State(destination: .alert(...))`, or an
  /// argument of a helper on the state (`state.addDestination(.alert(...))`)
  case argument
  /// What a static factory or helper of the enum (or of its `State`) returns:
  /// `static let confirmReset: State = .confirmReset(...)`, `static func alert() -> Self`
  case factory
  /// TCA 2.0: sent as an event whose key's `Value` is the enum's state, for the feature that
  /// handles it to push or present (`store.post(key: PushEvent.self, value: .detail(...))`
  /// with `.onEvent(PushEvent.self) { value, state in state.path.append(value) }`)
  case event
  /// An implicit member anywhere else a value stands: an argument of any call
  /// (`router.send(.login(...))`), inside an action's payload
  /// (`.router(.push(.detail(state)))`), a return value, an array or dictionary element.
  /// Nothing around it says which enum it builds.
  case expression
}

/// A place that constructs a case of a Destination or Path enum.
package struct CaseConstruction: Hashable, Sendable, Comparable {
  /// The enum reducer (resolved feature name), `nil` when the code does not say which.
  package var enumReducer: String?
  package var caseName: String
  /// The state field written, when known.
  package var field: String?
  /// The feature whose code constructs it, when inside one.
  package var feature: String?
  package var form: CaseConstructionForm
  package var location: SourceLocation
  package var isTest: Bool
  /// The action handlers it is built in: the case paths of the patterns of the `switch` case
  /// over an action whose body builds it (`[["view", "detailTapped"]]`); `nil` outside one
  /// (or in a `default:`). It is built only when one of those actions is sent.
  package var handlers: [[String]]?

  package init(
    enumReducer: String?, caseName: String, field: String?, feature: String?,
    form: CaseConstructionForm, location: SourceLocation, isTest: Bool
  ) {
    self.enumReducer = enumReducer
    self.caseName = caseName
    self.field = field
    self.feature = feature
    self.form = form
    self.location = location
    self.isTest = isTest
  }

  package static func < (lhs: CaseConstruction, rhs: CaseConstruction) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    return (lhs.caseName, lhs.enumReducer ?? "", lhs.form.rawValue)
      < (rhs.caseName, rhs.enumReducer ?? "", rhs.form.rawValue)
  }
}
