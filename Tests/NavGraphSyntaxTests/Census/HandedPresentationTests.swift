import NavGraphCore
import NavGraphFacts
import Testing

/// A view helper or a generic view that presents what it is handed — a store, whole, or a
/// binding — presents whatever each caller hands it: the census says so at the helper, and
/// the callers' scopes count as presented.
@Suite struct HandedPresentationTests {
  static let feature = #"""
    @Reducer
    struct Player {
      struct State {
        var settings: Settings.State?
        var episodes = StackState<Episode.State>()
      }
      enum Action {
        case settings(Settings.Action)
        case episodes(StackAction<Episode.State, Episode.Action>)
        case settingsDismissed
      }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
          .ifLet(\.settings, action: /Action.settings) { Settings() }
          .forEach(\.episodes, action: /Action.episodes) { Episode() }
      }
    }
    @Reducer struct Settings {}
    @Reducer struct Episode {}

    struct PlayerView: View {
      let store: StoreOf<Player>
      var body: some View {
        Stacked(store.scope(state: \.episodes, action: { .episodes($0) })) {
          Text("Player")
            .sheetStore(
              store: store.scope(state: \.settings, action: Player.Action.settings),
              onDismiss: { store.send(.settingsDismissed) }
            ) { SettingsView(store: $0) }
        }
      }
    }

    extension View {
      func sheetStore<State, Action, Content: View>(
        store: Store<State?, Action>,
        onDismiss: @escaping () -> Void,
        destination: @escaping (Store<State, Action>) -> Content
      ) -> some View {
        WithViewStore(store.scope(state: { $0 != nil })) { viewStore in
          self.sheet(isPresented: .init(get: { viewStore.state }, set: { $0 ? () : onDismiss() })) {
            IfLetStore(store) { store in destination(store) }
          }
        }
      }

      func sheet(isShowing: Binding<Bool>, @ViewBuilder content: @escaping () -> some View)
        -> some View
      {
        sheet(isPresented: isShowing, onDismiss: nil, content: content)
      }

      func sheet(item: Binding<(some Any)?>, @ViewBuilder content: @escaping () -> some View)
        -> some View
      {
        sheet(isShowing: item.isPresent(), content: content)
      }
    }

    struct Stacked<State: Equatable, Action, Root: View>: View {
      private let store: Store<StackState<State>, StackAction<State, Action>>
      private let root: () -> Root
      init(
        _ store: Store<StackState<State>, StackAction<State, Action>>,
        @ViewBuilder root: @escaping () -> Root
      ) {
        self.store = store
        self.root = root
      }
      var body: some View {
        NavigationStackStore(store) { root() } destination: { _ in EmptyView() }
      }
    }
    """#

  static func sites(_ source: String) -> [String: String] {
    var sites: [String: String] = [:]
    for site in ShapeScan.scan(source).census.sites where site.kind == .viewPresentation {
      sites[site.spelling] =
        "\(site.reading.rawValue): \(site.detail)"
    }
    return sites
  }

  /// `IfLetStore(store)` in the content, `store` the helper's parameter: the helper presents
  /// the store it is handed, and a caller's scope handed to it is presented.
  @Test func aHelperShowingTheOptionalStoreItIsHandedPresentsIt() throws {
    let result = ShapeScan.scan(Self.feature)
    let site = result.census.sites.first { $0.spelling == "sheet()" }
    #expect(site?.reading == .explained)
    #expect(site?.detail == "presents the store its view helper is handed, read where it is called")
    let player = try #require(result.facts.features.first { $0.name == "Player" })
    #expect(player.fields.first { $0.name == "settings" }?.viewUse == .presented)
  }

  /// A helper whose binding is made from a binding it is handed presents what each caller
  /// binds, in any script its names are written in.
  @Test(arguments: ["item", "항목", "`enum`"])
  func aHelperPresentingABindingItIsHandedIsReadWhereItIsCalled(_ name: String) {
    let source = Self.feature
      .replacingOccurrences(of: "item: Binding<(some Any)?>", with: "item \(name): Binding<(some Any)?>")
      .replacingOccurrences(of: "item.isPresent()", with: "\(name).isPresent()")
    let sites = Self.sites(source)
    let parameter = name.replacingOccurrences(of: "`", with: "")
    #expect(sites["sheet(isShowing:content:)"] ==
      "explained: presents the binding its view helper sheet(...) is handed (\(parameter)); "
      + "read where it is called")
    #expect(sites["sheet(isPresented:onDismiss:content:)"] ==
      "explained: presents the binding its view helper sheet(...) is handed (isShowing); "
      + "read where it is called")
  }

  /// A generic view handing its stack store whole to `NavigationStackStore` is a wrapper of
  /// the stack its callers scope to.
  @Test func aGenericViewHandingItsStackStoreOnWrapsTheStack() throws {
    let result = ShapeScan.scan(Self.feature)
    let site = result.census.sites.first { $0.spelling.hasPrefix("navigationStack(") }
    #expect(site?.reading == .explained)
    let player = try #require(result.facts.features.first { $0.name == "Player" })
    #expect(player.fields.first { $0.name == "episodes" }?.viewUse == .presented)
  }

  /// `viewStore.binding(get: \.destination, send: ...).customAlert`: the case picked from a
  /// binding of the destination is that case's edge.
  @Test func aCasePickedFromAViewStoreBindingOfTheDestinationIsItsEdge() {
    let source = #"""
      struct Legacy: ReducerProtocol {
        struct Destination: ReducerProtocol {
          enum State: Equatable { case customAlert, sheet(Child.State) }
          enum Action { case sheet(Child.Action) }
          var body: some ReducerProtocolOf<Self> {
            Scope(state: /State.sheet, action: /Action.sheet) { Child() }
          }
        }
        struct State: Equatable { @PresentationState var destination: Destination.State? }
        enum Action { case destination(PresentationAction<Destination.Action>) }
        var body: some ReducerProtocolOf<Self> {
          Reduce { _, _ in .none }.ifLet(\.$destination, action: /Action.destination) {
            Destination()
          }
        }
      }
      struct Child: ReducerProtocol {
        struct State: Equatable {}
        enum Action {}
        var body: some ReducerProtocolOf<Self> { EmptyReducer() }
      }
      struct LegacyView: View {
        let store: StoreOf<Legacy>
        @ObservedObject var viewStore: ViewStoreOf<Legacy>
        var body: some View {
          Text("Legacy")
            .alert(
              "Custom",
              isPresented: viewStore.binding(get: \.destination, send: .destination(.dismiss))
                .customAlert.isPresent().removeDuplicates()
            ) { Button("OK") {} }
        }
      }
      """#
    let site = ShapeScan.scan(source).census.sites.first { $0.kind == .viewPresentation }
    #expect(site?.reading != .unexplained)
    #expect(site?.detail.contains("Legacy.State.destination.customAlert") == true)
  }
}
