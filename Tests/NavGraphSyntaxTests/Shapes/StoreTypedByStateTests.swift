import NavGraphCore
import NavGraphFacts
import Testing

/// A view whose store is typed by a state rather than by a feature (`Store<ProfileState,
/// ProfileAction>`, `ViewStore<...>`, an alias of either) is the view of the feature whose
/// reducer runs on that state: a reducer value of the generic-reducer era, or a reducer type
/// whose `State` is an alias of it. Its presentations are matched with that feature's fields.
@Suite struct StoreTypedByStateTests {
  /// Before 0.41: a core reducer value and the value combining it with a child's pullback, both
  /// over `ProfileState`, whose plain optional alert the view shows through a scoped store.
  static let valueReducers = #"""
    struct ProfileState: Equatable {
      var name = ""
      var alert: AlertState<ProfileAction>?
      var avatar = AvatarState()
    }
    enum ProfileAction: Equatable { case saveTapped, alertDismissed, avatar(AvatarAction) }
    struct AvatarState: Equatable {}
    enum AvatarAction: Equatable {}
    let avatarReducer = Reducer<AvatarState, AvatarAction, Void> { _, _, _ in .none }
    struct ProfileEnvironment {}
    let profileCore = Reducer<ProfileState, ProfileAction, ProfileEnvironment> { state, action, _ in
      switch action {
      case .saveTapped: state.alert = AlertState(title: TextState("Saved"))
      case .alertDismissed: state.alert = nil
      case .avatar: break
      }
      return .none
    }
    let profileReducer = Reducer<ProfileState, ProfileAction, ProfileEnvironment>.combine(
      avatarReducer.pullback(state: \.avatar, action: /ProfileAction.avatar, environment: { _ in }),
      profileCore
    )
    struct ProfileView: View {
      let store: Store<ProfileState, ProfileAction>
      @ObservedObject var viewStore: ViewStore<ProfileState, ProfileAction>
      var body: some View {
        WithViewStore(store) { viewStore in
          Button("Save") { viewStore.send(.saveTapped) }
            .alert(store.scope(state: \.alert), dismiss: .alertDismissed)
        }
      }
    }
    """#

  @Test func anAlertOfAReducerValueIsShownByTheViewOfItsState() {
    let scan = ShapeScan.scan(Self.valueReducers)
    #expect(Self.sites(scan) == [
      "explained state-field profileCore var alert: AlertState<ProfileAction>?: no edge: alert "
        + "held without @Presents, shown by its view through a scoped store",
      "explained state-field profileReducer var alert: AlertState<ProfileAction>?: no edge: "
        + "alert held without @Presents, shown by its view through a scoped store",
      "explained view-presentation ProfileView alert(\\.alert): shows profileReducer.alert, "
        + "which gave no edge (see its state field)",
    ])
    // Both pieces hold the alert the view shows; the combined value, which pulls back the
    // child, is the screen (the core is held by nothing, and is no screen nobody shows).
    for name in ["profileCore", "profileReducer"] {
      let feature = scan.facts.features.first { $0.name == name }
      #expect(feature?.viewsFound == (name == "profileReducer"))
      #expect(feature?.fields.first { $0.name == "alert" }?.viewUse == .presented)
    }
  }

  /// A reducer type whose `State` is an alias of the app's state, and a view whose store is
  /// typed through the app's alias of `Store`.
  static let aliases = #"""
    struct SettingsState: Equatable {
      var alert: AlertState<SettingsAction>?
    }
    enum SettingsAction: Equatable { case alertDismissed }
    struct Settings: ReducerProtocol {
      typealias State = SettingsState
      typealias Action = SettingsAction
      func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
        state.alert = nil
        return .none
      }
    }
    typealias SettingsStore = Store<SettingsState, SettingsAction>
    struct SettingsView: View {
      let store: SettingsStore
      var body: some View {
        Text("").alert(store.scope(state: \.alert), dismiss: .alertDismissed)
      }
    }
    """#

  @Test func aStoreTypedThroughAnAliasStylesTheFeaturesEdge() {
    let scan = ShapeScan.scan(Self.aliases)
    #expect(ShapeScan.edges(scan) == ["Settings alert alert -> AlertState (alert)"])
    #expect(Self.sites(scan).filter { $0.contains("view-presentation") } == [
      "explained view-presentation SettingsView alert(\\.alert): shows 1 edge of Settings"
    ])
  }

  /// Two features whose states are named alike: a view of one says nothing of the other's
  /// alert, which its reducer sets; and a view whose store's state no reducer runs on stays unread.
  static let lookalikes = #"""
    struct AccountState: Equatable { var alert: AlertState<AccountAction>? }
    enum AccountAction: Equatable { case dismiss }
    struct AccountsState: Equatable { var alert: AlertState<AccountsAction>? }
    enum AccountsAction: Equatable { case dismiss }
    struct DraftState: Equatable { var alert: AlertState<AccountAction>? }
    let accountReducer = Reducer<AccountState, AccountAction, Void> { state, _, _ in
      state.alert = AlertState(title: TextState("Signed out"))
      return .none
    }
    let accountsReducer = Reducer<AccountsState, AccountsAction, Void> { _, _, _ in .none }
    struct AccountsView: View {
      let store: Store<AccountsState, AccountsAction>
      var body: some View {
        Text("").alert(store.scope(state: \.alert), dismiss: .dismiss)
      }
    }
    struct DraftView: View {
      let store: Store<DraftState, AccountAction>
      var body: some View {
        Text("").alert(store.scope(state: \.alert), dismiss: .dismiss)
      }
    }
    """#

  @Test func aStateIsMatchedByItsDeclarationAndAnUnknownOneTiesNoView() {
    #expect(Self.sites(ShapeScan.scan(Self.lookalikes)) == [
      "explained state-field accountsReducer var alert: AlertState<AccountsAction>?: no edge: "
        + "alert held without @Presents, shown by its view through a scoped store",
      "explained view-presentation AccountsView alert(\\.alert): shows accountsReducer.alert, "
        + "which gave no edge (see its state field)",
      "unexplained state-field accountReducer var alert: AlertState<AccountAction>?: alert held "
        + "without @Presents or an integration, and no view shows it through a scoped store",
      "unexplained view-presentation DraftView alert(\\.alert): scopes to \\.alert, which no "
        + "feature's edge holds, and the view's store type is unknown",
    ])
  }

  private static func sites(_ scan: ScanResult) -> [String] {
    scan.census.sites
      .filter { $0.kind == .stateField || $0.kind == .viewPresentation }
      .map { "\($0.reading.rawValue) \($0.kind.rawValue) \($0.owner) \($0.spelling): \($0.detail)" }
      .sorted()
  }
}
