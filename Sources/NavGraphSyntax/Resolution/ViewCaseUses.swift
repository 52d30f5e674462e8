/// Which cases of a field holding an enum reducer the views present one by one
/// (`.sheet(item: $store.scope(state: \.destination?.edit, ...))`), and which fields a view
/// shows whole, whatever case they hold, or the scan cannot tell: read from the records
/// `ViewUsePass` matches with the feature of each view's store, for lint's
/// `StateField.casesPresentedOneByOne`.
struct ViewCaseUses: Sendable {
  /// Per feature name, per field: the cases a view presents, scopes to or hands to a helper.
  private var shown: [String: [String: Set<String>]] = [:]
  /// Per feature name: the fields a view shows whole (a presentation of the field's own store
  /// with a `switch` inside, `switch store.destination`, a store scoped to the field drawn in
  /// place or handed to a helper), so any case may be shown.
  private var shownWhole: [String: Set<String>] = [:]
  /// Features one of whose views hands its whole store to a presentation: what it shows is
  /// decided where the scan does not look.
  private var storesHandedOver: Set<String> = []
  /// The first names of state paths that views whose store the scan cannot tie to a feature
  /// scope to: such a view may present a case of any field of that name.
  private var untiedFieldNames: Set<String> = []
  /// Per enum reducer: the cases views holding the enum's own store present
  /// (`sheet(store: destinationStore, state: /Destination.State.edit, ...)` in a helper).
  private var shownByEnumStore: [String: Set<String>] = [:]

  /// The enum reducers' names, for a path through the feature whose store a view holds.
  private let enumReducers: Set<String>

  init(_ model: ScanModel) {
    enumReducers = Set(model.features.values.filter(\.isEnumLike).map(\.name))
  }

  /// A store scoped to `field` of `feature`, then to the names `below` it.
  mutating func recordScope(
    feature: String, field: String, below: ArraySlice<String>, isPresented: Bool
  ) {
    if let caseName = below.first {
      shown[feature, default: [:]][field, default: []].insert(caseName)
    } else if !isPresented {
      // Presented, its modifier's `ViewStyleRecord` says which cases (the older API names the
      // case in a separate `state:` case path).
      shownWhole[feature, default: []].insert(field)
    }
  }

  /// A presentation modifier scoped to `state`, in a view of `subject`'s store; or a store
  /// scoped to it in a view whose store is not a feature's the scan knows.
  mutating func recordPresentation(_ state: [String], in subject: ViewOwners.Subject) {
    switch subject {
    case .feature(let feature?):
      guard let field = state.first else {
        storesHandedOver.insert(feature)
        return
      }
      if state.count > 1 {
        shown[feature, default: [:]][field, default: []].insert(state[1])
      } else {
        shownWhole[feature, default: []].insert(field)
      }
    case .feature(nil):
      recordUntied(state)
    case .enumReducer(let name):
      if let caseName = state.first { shownByEnumStore[name, default: []].insert(caseName) }
    }
  }

  /// A state path in a view whose store the scan cannot tie to a feature.
  mutating func recordUntied(_ state: [String]) {
    if let name = state.first { untiedFieldNames.insert(name) }
  }

  /// `switch store.destination`: the field's value read whole.
  mutating func recordWholeRead(feature: String, field: String) {
    shownWhole[feature, default: []].insert(field)
  }

  /// The cases of `field` (holding the enum reducer `enumName`) that `feature`'s views
  /// present one by one, when that is all the views are seen to do with it; `nil` when one
  /// shows it whole or the scan cannot tell.
  func casesPresentedOneByOne(feature: String, field: String, enumName: String) -> Set<String>?
  {
    let lastName = field.split(separator: ".").last.map(String.init) ?? field
    guard enumReducers.contains(enumName), !storesHandedOver.contains(feature),
      shownWhole[feature]?.contains(field) != true, !untiedFieldNames.contains(lastName)
    else { return nil }
    return (shown[feature]?[field] ?? []).union(shownByEnumStore[enumName] ?? [])
  }
}
