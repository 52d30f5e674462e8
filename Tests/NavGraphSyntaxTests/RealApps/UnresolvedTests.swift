import Foundation
import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// What looks like navigation but could not be read is listed, not silently left out.
@Suite struct UnresolvedTests {
  static let source = #"""
    struct Settings: ExternalFeature {
      struct State {}
      enum Action {}
      var body: some ReducerOf<Self> { EmptyReducer() }
    }

    struct PlainView: View {
      struct State {}
      var body: some View { Text("") }
    }

    @Reducer
    struct Profile {
      struct State {
        @Presents var avatar: Avatar.State?
        var rows: IdentifiedArrayOf<Row.State> = []
        var root: Root.State = .main(.init())
      }
      enum Action {
        case avatar(PresentationAction<Avatar.Action>)
        case rows(IdentifiedActionOf<Row>)
        case root(Root.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: \.self, action: \.self) { EmptyReducer() }
        Scope(state: \.root, action: \.root) {
          Scope(state: \.main, action: \.main) { Main() }
        }
        Reduce { state, _ in state.avatar = Avatar.State(); return .none }
          .ifLet(avatarPath, action: \.avatar) { Avatar() }
          .forEach(\.rows, action: \.rows) { Row() }
          .ifLet(\.$missing, action: \.avatar) { Avatar() }
      }
    }
    @Reducer struct Avatar {}
    @Reducer struct Row {}
    """#

  @Test func reducerLikeTypesAndUnreadIntegrationsAreListed() {
    let graph = SourceScanner().scan(sources: ["Sources/App/App.swift": Self.source]).graph
    #expect(graph.unresolved.map(\.diagnostic) == [
      "Sources/App/App.swift:1:8: note: Settings: has State, Action and a body, but conforms to "
        + "ExternalFeature, none known to be a reducer in the scanned sources",
      "Sources/App/App.swift:17:9: note: Profile: var root: Root.State: names Root.State, which "
        + "is no type in the scanned sources: a package not given as input?",
      "Sources/App/App.swift:30:8: note: Profile: ifLet(avatarPath): ifLet is handed avatarPath, "
        + "which names no key path constant or property in scope",
      "Sources/App/App.swift:32:8: note: Profile: ifLet(\\.missing): ifLet(\\.missing) names no "
        + "stored field of Profile.State",
    ])
    #expect(
      graph.unresolved.summary
        == "1 state field, 2 integrations and 1 reducer-like type not understood")
  }

  @Test func theJSONListsThemAndReadsThemBack() throws {
    let graph = SourceScanner().scan(sources: ["Sources/App/App.swift": Self.source]).graph
    let data = try graph.jsonData()
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""kind" : "reducer-like""#))
    #expect(try NavigationGraph(jsonData: data).unresolved == graph.unresolved)
    #expect(data == (try NavigationGraph.encoder.encode(graph)) + Data("\n".utf8))
  }

  /// An ifLet whose key path could not be read may integrate any field: a rule that would
  /// report the field cannot decide, and says so in a note.
  @Test func aRuleThatCannotDecideGivesANote() {
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": Self.source])
    let findings = Linter(rules: [UnintegratedPresentationRule()]).lint(LintInput(scan: scan))
    #expect(findings.map(\.severity) == [.note])
    #expect(findings.first?.message.contains("unless the ifLet at Sources/App/App.swift:30:8") == true)
  }
}
