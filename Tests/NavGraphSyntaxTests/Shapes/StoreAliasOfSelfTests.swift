import NavGraphCore
import NavGraphSyntax
import Testing

/// A feature that names its store `typealias Store = StoreOf<Self>`, and a view nested in it
/// that holds `var store: Store`: the view is that feature's, and its stack is the feature's,
/// though other features push screens from a `path` too.
@Suite struct StoreAliasOfSelfTests {
  /// A feature pushing `Scan` onto its `path`, with `extra` among its members: `Recovery` and
  /// `Onboarding` are alike but for Recovery's store alias.
  static func stackFeature(_ name: String, extra: String = "") -> String {
    #"""
    @Reducer
    struct \#(name) {\#(extra)
      @Reducer enum Path { case scan(Scan) }
      @ObservableState
      struct State { var path = StackState<Path.State>() }
      enum Action { case path(StackActionOf<Path>) }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.forEach(\.path, action: \.path)
      }
    }

    """#
  }

  static let source =
    stackFeature("Recovery", extra: "\n  typealias Store = StoreOf<Self>")
    + stackFeature("Onboarding") + #"""
    extension Recovery {
      struct View: SwiftUI.View {
        @Perception.Bindable var store: Store
        var body: some SwiftUI.View {
          NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            Text("")
          } destination: { ScanView(store: $0) }
        }
      }
    }

    @Reducer struct Scan {}
    """#

  /// Whatever the view names its store: the scanner reads it by its type.
  @Test(arguments: ["store", "recoveryStore"])
  func theViewHoldsItsFeaturesStore(_ name: String) {
    let scan = ShapeScan.scan(
      Self.source.replacingOccurrences(of: "var store:", with: "var \(name):")
        .replacingOccurrences(of: "$store.", with: "$\(name)."))
    let stacks = scan.census.sites.filter { $0.kind == .viewPresentation }
    #expect(stacks.map(\.reading) == [.explained], "\(stacks.map(\.detail))")
  }
}
