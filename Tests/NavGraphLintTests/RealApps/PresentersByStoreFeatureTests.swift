import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// A view's presentation is matched with the fields of the feature whose store the view holds,
/// not with every field that shares the names of its key path: two features, each with a
/// `destination`, where only one view presents its alert; and a plain alert no view shows
/// beside another feature's `\.destination?.alert`.
@Suite struct PresentersByStoreFeatureTests {
  /// A feature holding a Destination with an alert case and a sheet case, each built for an
  /// action its view sends.
  private static func feature(_ name: String) -> String {
    #"""
    @Reducer
    struct \#(name) {
      @Reducer
      enum Destination {
        case alert(AlertState<Alert>)
        case compose(Compose)
        enum Alert { case ok }
      }
      @ObservableState
      struct State { @Presents var destination: Destination.State? }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case composeTapped, sendFailed
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .composeTapped: state.destination = .compose(Compose.State())
          case .sendFailed: state.destination = .alert(AlertState { TextState("Not sent") })
          case .destination: break
          }
          return .none
        }
        .ifLet(\.$destination, action: \.destination)
      }
    }
    extension \#(name)View {
      func compose() { store.send(.composeTapped) }
      func fail() { store.send(.sendFailed) }
    }

    """#
  }

  private static let compose = #"""
    @Reducer struct Compose {
      struct State {}
      enum Action { case send }
    }

    """#

  /// Inbox's view presents both of its cases; Outbox's view only the sheet.
  private static let views = #"""
    struct InboxView: View {
      @Bindable var store: StoreOf<Inbox>
      var body: some View {
        List {}
          .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
          .sheet(item: $store.scope(state: \.destination?.compose, action: \.destination.compose))
          { store in ComposeView(store: store) }
      }
    }
    struct OutboxView: View {
      let store: Store<Outbox.State, Outbox.Action>
      var body: some View {
        List {}
          .sheet(item: $store.scope(state: \.destination?.compose, action: \.destination.compose))
          { store in ComposeView(store: store) }
      }
    }
    """#

  @Test func theAlertOnlyOneFeaturesViewPresents() {
    let found = KnownTrueFindingsTests.findings(
      Self.feature("Inbox") + Self.feature("Outbox") + Self.compose + Self.views)
    #expect(found.contains("warning unpresented-destination-case Outbox.Destination [] alert"))
    #expect(!found.contains { $0.contains("Inbox.Destination") })
  }

  /// A view in an extension of the feature's view, which declares the store.
  @Test func aPresenterInAnExtensionOfTheView() {
    let views = #"""
      struct InboxView: View {
        @Bindable var store: StoreOf<Inbox>
        var body: some View { content }
      }
      extension InboxView {
        var content: some View {
          List {}
            .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
            .sheet(
              item: $store.scope(state: \.destination?.compose, action: \.destination.compose)
            ) { store in ComposeView(store: store) }
        }
      }
      struct OutboxView: View {
        @Bindable var store: StoreOf<Outbox>
        var body: some View {
          List {}
            .sheet(
              item: $store.scope(state: \.destination?.compose, action: \.destination.compose)
            ) { store in ComposeView(store: store) }
        }
      }
      """#
    let found = KnownTrueFindingsTests.findings(
      Self.feature("Inbox") + Self.feature("Outbox") + Self.compose + views)
    #expect(found.contains("warning unpresented-destination-case Outbox.Destination [] alert"))
    #expect(!found.contains { $0.contains("Inbox.Destination") })
  }

  /// A view whose store the scan cannot tie to a feature may be Outbox's: nothing is said.
  @Test func aPresenterOfNoKnownFeatureSaysLess() {
    let views = Self.views + #"""
      struct AnyMailboxView<F: Reducer>: View {
        @Bindable var store: StoreOf<F>
        var body: some View {
          List {}.alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
        }
      }
      """#
    let found = KnownTrueFindingsTests.findings(
      Self.feature("Inbox") + Self.feature("Outbox") + Self.compose + views)
    #expect(!found.contains { $0.contains("unpresented-destination-case") })
  }

  /// A plain alert that no view of its feature shows, beside another feature whose view presents
  /// `\.destination?.alert`: shown by no view (a warning), not shown and never cleared (an
  /// error).
  @Test func aPlainAlertBesideAnotherFeaturesDestinationAlert() {
    let profile = #"""
      struct Profile: Reducer {
        struct State: Equatable { var alert: AlertState<Action>? }
        enum Action: Equatable { case saveFailed, alertDismissed }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          if case .saveFailed = action { state.alert = AlertState { TextState("Not saved") } }
          return .none
        }
      }
      struct ProfileView: View {
        let store: StoreOf<Profile>
        var body: some View { Text("") }
      }
      """#
    let found = KnownTrueFindingsTests.findings(
      Self.feature("Inbox") + Self.compose + Self.views.components(separatedBy: "struct Outbox")[0]
        + profile)
    #expect(found.contains("warning presentation-without-view Profile [\"alert\"] -"))
    #expect(!found.contains { $0.contains("uncleared-alert") })
    #expect(!found.contains { $0.contains("Inbox") })
  }

  /// A parent's view presenting its child's plain alert through the child's field: the child's
  /// alert is shown (and, never cleared, reported as such), the path followed into the child.
  @Test func aParentsViewPresentingItsChildsAlert() {
    let source = #"""
      struct Child: Reducer {
        struct State: Equatable { var alert: AlertState<Action>? }
        enum Action: Equatable { case failed, alertDismissed }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          if case .failed = action { state.alert = AlertState { TextState("Failed") } }
          return .none
        }
      }
      struct ChildView: View {
        let store: StoreOf<Child>
        var body: some View { Text("") }
      }
      struct Parent: Reducer {
        struct State: Equatable { var child = Child.State() }
        enum Action: Equatable { case child(Child.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \.child, action: /Action.child) { Child() }
        }
      }
      struct ParentView: View {
        let store: StoreOf<Parent>
        var body: some View {
          ChildView(store: store.scope(state: \.child, action: Parent.Action.child))
            .alert(
              store.scope(state: \.child.alert, action: { .child($0) }), dismiss: .alertDismissed)
        }
      }
      """#
    let found = KnownTrueFindingsTests.findings(source)
    #expect(found.contains("error uncleared-alert Child [\"alert\"] -"))
    #expect(!found.contains { $0.contains("presentation-without-view") })
  }

  /// A view that holds a view store of the feature (and no store) is the feature's view: an
  /// alert it never names is shown by no view.
  @Test func aViewHoldingAViewStoreOfTheFeature() {
    let profile = #"""
      struct Profile: Reducer {
        struct State: Equatable { var alert: AlertState<Action>? }
        enum Action: Equatable { case saveFailed, alertDismissed }
        func reduce(into state: inout State, action: Action) -> Effect<Action> {
          switch action {
          case .saveFailed: state.alert = AlertState { TextState("Not saved") }
          case .alertDismissed: state.alert = nil
          }
          return .none
        }
      }

      """#
    let silent = #"""
      struct ProfileView: View {
        @ObservedObject var viewStore: ViewStore<ViewState, Profile.Action>
        var body: some View { Text("") }
      }
      """#
    let showing = #"""
      struct ProfileView: View {
        @ObservedObject var viewStore: ViewStoreOf<Profile>
        var body: some View {
          Text("").alert(item: viewStore.binding(get: \.alert, send: .alertDismissed)) { _ in
            Alert(title: Text("Not saved"))
          }
        }
      }
      """#
    #expect(
      KnownTrueFindingsTests.findings(profile + silent)
        .contains("warning presentation-without-view Profile [\"alert\"] -"))
    #expect(
      !KnownTrueFindingsTests.findings(profile + showing)
        .contains { $0.contains("presentation-without-view") })
  }
}

/// A view that scopes its store to a computed property over the feature's fields hands them
/// to a view that may present any of them: the scan does not follow the projection, so no
/// field of the feature is said to be shown by no view.
@Suite struct ProjectedStatePresenterTests {
  @Test func anAlertShownThroughAComputedProjection() {
    let source = #"""
      struct LikeState: Equatable {
        var alert: AlertState<LikeAction>?
        var isLiked: Bool
      }
      enum LikeAction: Equatable { case tapped, alertDismissed }
      @Reducer
      struct Like {
        var body: some Reducer<LikeState, LikeAction> {
          Reduce { state, action in
            switch action {
            case .tapped: state.alert = AlertState { TextState("Offline") }
            case .alertDismissed: state.alert = nil
            }
            return .none
          }
        }
      }
      struct LikeButton: View {
        let store: Store<LikeState, LikeAction>
        var body: some View {
          Button("Like") { store.send(.tapped) }
            .alert(store.scope(state: \.alert, action: { $0 }), dismiss: .alertDismissed)
        }
      }
      @Reducer
      struct Track {
        @ObservableState
        struct State: Equatable {
          var alert: AlertState<LikeAction>?
          var isLiked = false
          var like: LikeState {
            get { LikeState(alert: alert, isLiked: isLiked) }
            set { (self.alert, self.isLiked) = (newValue.alert, newValue.isLiked) }
          }
        }
        enum Action { case like(LikeAction) }
        var body: some ReducerOf<Self> {
          Scope(state: \.like, action: \.like) { Like() }
          Reduce { state, action in
            switch action {
            case .like(.tapped) where state.isLiked:
              state.alert = AlertState { TextState("Liked already") }
            case .like(.alertDismissed):
              state.alert = nil
            default:
              break
            }
            return .none
          }
        }
      }
      struct TrackView: View {
        let store: StoreOf<Track>
        var body: some View { LikeButton(store: store.scope(state: \.like, action: \.like)) }
      }
      """#
    #expect(KnownTrueFindingsTests.findings(source) == [])
  }

  /// Two files each declare a `private struct ChildView` over their own feature: each file's
  /// view presents its own feature's fields, though the scan keys both views as one type.
  @Test func fileprivateViewsOfOneNameInTwoFilesAreTwoViews() {
    func file(_ feature: String, field: String, modifier: String) -> String {
      #"""
      @Reducer
      private struct \#(feature) {
        @ObservableState
        struct State {
          @Presents var \#(field): AlertState<Action.Alert>?
          @Presents var other: AlertState<Action.Alert>?
        }
        enum Action {
          case \#(field)(PresentationAction<Alert>), other(PresentationAction<Alert>)
          case failed
          enum Alert { case ok }
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            if case .failed = action {
              state.\#(field) = AlertState { TextState("Failed") }
              state.other = AlertState { TextState("Other") }
            }
            return .none
          }
          .ifLet(\.$\#(field), action: \.\#(field))
          .ifLet(\.$other, action: \.other)
        }
      }
      private struct ChildView: View {
        @Bindable var store: StoreOf<\#(feature)>
        var body: some View {
          Button("Fail") { store.send(.failed) }
            .\#(modifier)($store.scope(state: \.\#(field), action: \.\#(field)))
            .\#(modifier)($store.scope(state: \.other, action: \.other))
        }
      }
      """#
    }
    let scan = SourceScanner().scan(sources: [
      "Sources/App/First.swift": file("First", field: "warning", modifier: "alert"),
      "Sources/App/Second.swift": file("Second", field: "notice", modifier: "alert"),
    ])
    let found = Linter().lint(LintInput(scan: scan)).map { "\($0.rule) \($0.feature ?? "-")" }
    #expect(!found.contains { $0.hasPrefix("presentation-without-view") }, "\(found)")
    #expect(found.contains("multiple-presentation-optionals First"), "\(found)")
    #expect(found.contains("multiple-presentation-optionals Second"), "\(found)")
  }
}
