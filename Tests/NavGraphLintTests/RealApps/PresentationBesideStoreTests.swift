import Testing

/// `presentation-beside-store` on the shapes it was judged on in real apps, in sources of our
/// own: a view's own sheet on a long modifier chain beside the store's sheets and alert, and a
/// pre-1.0 store's `sheet(store:)` beside a view's own `item:` sheet; then the code that looks
/// like it and is fine.
@Suite struct PresentationBesideStoreTests {
  private static let feature = #"""
    @Reducer
    struct Group {
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
        @Presents var alert: AlertState<Action.Alert>?
      }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case alert(PresentationAction<Alert>)
        case addTapped, deleteFailed
        enum Alert { case ok }
      }
      @Reducer enum Destination { case add(AddMember) }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .addTapped: state.destination = .add(AddMember.State())
          case .deleteFailed: state.alert = AlertState { TextState("Not deleted") }
          default: break
          }
          return .none
        }
        .ifLet(\.$destination, action: \.destination)
        .ifLet(\.$alert, action: \.alert)
      }
    }
    @Reducer struct AddMember {}
    """#

  private static func findings(view: String) -> [String] {
    KnownTrueFindingsTests.findings(feature + "\n" + view)
      .filter { $0.contains("presentation-beside-store") }
  }

  @Test func aSharedRecordSheetOnTheStoresLongChain() {
    let found = Self.findings(view: #"""
      struct GroupView: View {
        @Bindable var store: StoreOf<Group>
        @State private var shared: SharedRecord?
        @State private var shareError: String?
        var body: some View {
          List { Text("Members") }
            .navigationTitle("Group")
            .toolbar { Button("Share") { shared = SharedRecord() } }
            .sheet(item: $shared) { CloudSharingView(record: $0) }
            .alert("Sharing", isPresented: Binding(
              get: { shareError != nil }, set: { if !$0 { shareError = nil } })) {}
            .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) {
              AddMemberView(store: $0)
            }
            .alert($store.scope(state: \.alert, action: \.alert))
        }
      }
      """#)
    // The `Binding(get:set:)` alert is not read as the view's own: only the `$` binding is.
    #expect(found == ["warning presentation-beside-store Group [\"destination\", \"alert\"] -"])
  }

  @Test func aPreviewSheetBesideAPreOneZeroShareSheet() {
    let found = KnownTrueFindingsTests.findings(#"""
      struct Profile: Reducer {
        struct State {
          @PresentationState var share: ShareSheet.State?
          @PresentationState var alert: AlertState<Action.Alert>?
        }
        enum Action {
          case share(PresentationAction<ShareSheet.Action>)
          case alert(PresentationAction<Alert>)
          case linkLoaded(URL)
          enum Alert {}
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            if case let .linkLoaded(url) = action { state.share = ShareSheet.State(url: url) }
            return .none
          }
          .ifLet(\.$share, action: /Action.share) { ShareSheet() }
          .ifLet(\.$alert, action: /Action.alert)
        }
      }
      struct ShareSheet: Reducer {
        struct State { var url: URL }
        enum Action {}
        var body: some ReducerOf<Self> { EmptyReducer() }
      }
      struct ProfileView: View {
        let store: StoreOf<Profile>
        @State private var preview: Image?
        var body: some View {
          NavigationStack {
            ZStack { Text("Profile") }
              .alert(store: store.scope(state: \.$alert, action: Profile.Action.alert))
          }
          .sheet(item: $preview) { PreviewView(image: $0) }
          .sheet(store: store.scope(state: \.$share, action: Profile.Action.share)) {
            ShareSheetView(store: $0)
          }
        }
      }
      """#).filter { $0.contains("presentation-beside-store") }
    // The alert is attached to the stack's content, another view: only the share sheet counts.
    #expect(found == ["warning presentation-beside-store Profile [\"share\"] -"])
  }

  @Test func aRowsOwnSheetOrABindingOfTheStoreIsNotOne() {
    let found = Self.findings(view: #"""
      struct GroupView: View {
        @Bindable var store: StoreOf<Group>
        @State private var isEditing = false
        var body: some View {
          List {
            Text("Members")
              .sheet(isPresented: $isEditing) { EditView() }
          }
          .sheet(isPresented: $store.isRenaming) { RenameView() }
          .sheet(item: $store.scope(state: \.destination?.add, action: \.destination.add)) {
            AddMemberView(store: $0)
          }
          .alert($store.scope(state: \.alert, action: \.alert))
        }
      }
      """#)
    #expect(found.isEmpty)
  }

  /// A store known by its type, under any name (`group`, or a name longer than the text a
  /// presentation keeps), drives its bindings: they are not the view's own state.
  @Test func aBindingOfAStoreOfAnyNameIsNotTheViewsOwn() {
    for name in ["group", "group" + String(repeating: "Named", count: 30)] {
      let found = Self.findings(view: #"""
        struct GroupView: View {
          @Bindable var \#(name): StoreOf<Group>
          var body: some View {
            List {}
              .sheet(isPresented: $\#(name).isRenaming) { RenameView() }
              .alert($\#(name).scope(state: \.alert, action: \.alert))
          }
        }
        """#)
      #expect(found.isEmpty, "\(name.count): \(found)")
    }
  }
}
