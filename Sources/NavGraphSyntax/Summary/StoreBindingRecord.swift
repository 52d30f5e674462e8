/// `let store: StoreOf<Feature>` (or `Store<Feature.State, Feature.Action>`, or a view store of
/// it: `ViewStoreOf<Feature>`, `ViewStore<ViewState, Feature.Action>`) in a view: the
/// feature the view's modifiers talk about. Before nested `State`s, the state type the store is
/// typed by (`Store<ProfileState, ProfileAction>`), or the app's alias of a store type (`let
/// store: ProfileStore`): resolution finds the feature whose reducer runs on that state.
struct StoreBindingRecord: Sendable, Codable {
  var scope: [String]
  /// The feature, state type or alias as written, dotted.
  var feature: String
}
