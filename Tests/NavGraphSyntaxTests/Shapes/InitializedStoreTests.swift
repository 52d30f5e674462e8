import NavGraphCore
import NavGraphSyntax
import Testing

/// A view holding a store it builds itself (`@State var store = Store(initialState: ...) {
/// Feature() }`, no type written) holds that feature's store: what it presents is read
/// against that feature, though other features have fields of the same names.
@Suite struct InitializedStoreTests {
  static func source(storeOf feature: String) -> String {
    """
    @Reducer
    struct SignUp {
      @Reducer
      enum Path { case basics(Basics) }
      @ObservableState
      struct State { var path = StackState<Path.State>() }
      enum Action { case path(StackActionOf<Path>) }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.forEach(\\.path, action: \\.path)
      }
    }
    @Reducer
    struct Settings {
      @Reducer
      enum Path { case about(About) }
      @ObservableState
      struct State { var path = StackState<Path.State>() }
      enum Action { case path(StackActionOf<Path>) }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.forEach(\\.path, action: \\.path)
      }
    }
    @Reducer struct Basics {}
    @Reducer struct About {}
    struct FlowView: View {
      @Bindable private var store = \(feature)
      var body: some View {
        NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
          Text("")
        } destination: { _ in Text("") }
      }
    }
    """
  }

  @Test(arguments: [
    "Store(initialState: SignUp.State()) { SignUp() }",
    "Store(initialState: SignUp.State(), reducer: SignUp())",
  ])
  func theStoreBuiltInPlaceSaysWhoseItIs(_ store: String) {
    let scan = SourceScanner().scan(
      sources: ["Sources/App/App.swift": Self.source(storeOf: store)])
    let stack = scan.census.sites.first { $0.kind == .viewPresentation }
    #expect(stack?.reading == .explained)
    #expect(stack?.detail.hasSuffix("of SignUp") == true, "\(stack?.detail ?? "-")")
  }
}
