/// `let store: StoreOf<Feature>` (or `Store<Feature.State, Feature.Action>`, or a view store of
/// it: `ViewStoreOf<Feature>`, `ViewStore<ViewState, Feature.Action>`) in a view: the
/// feature the view's modifiers talk about.
struct StoreBindingRecord: Sendable, Codable {
  var scope: [String]
  var feature: String
}
