import NavGraphCore
import NavGraphSyntax
import Testing

/// Reducer values of one name in two modules are two features, named by module as types are:
/// each keeps its own fields, and the view of each state finds its own.
@Suite struct ValueReducerNamingTests {
  private static func module(_ name: String) -> String {
    #"""
    struct \#(name)State: Equatable { var alert: AlertState<\#(name)Action>? }
    enum \#(name)Action: Equatable { case dismiss }
    let mainReducer = Reducer<\#(name)State, \#(name)Action, Void> { _, _, _ in .none }
    struct \#(name)View: View {
      let store: Store<\#(name)State, \#(name)Action>
      var body: some View { Text("").alert(store.scope(state: \.alert), dismiss: .dismiss) }
    }
    """#
  }

  @Test func valuesOfOneNameInTwoModulesAreNamedByModule() {
    let scan = SourceScanner().scan(sources: [
      "Sources/Home/Home.swift": Self.module("Home"),
      "Sources/Profile/Profile.swift": Self.module("Profile"),
    ])
    #expect(scan.graph.features.map(\.name).sorted() == ["Home.mainReducer", "Profile.mainReducer"])
    let views = scan.census.sites.filter { $0.kind == .viewPresentation }.map(\.detail).sorted()
    #expect(views == [
      "shows Home.mainReducer.alert, which gave no edge (see its state field)",
      "shows Profile.mainReducer.alert, which gave no edge (see its state field)",
    ])
  }
}
