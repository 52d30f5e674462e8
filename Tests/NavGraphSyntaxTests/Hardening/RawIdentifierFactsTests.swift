import Foundation
import NavGraphCore
import NavGraphSyntax
import Testing

/// Raw identifiers (SE-0451, `` `field "two"` ``) in the positions lint reads: `ifLet` and
/// `forEach` on backticked fields and backticked cases built by an assignment and an `append`.
/// (A `@Presents` field with a raw-identifier name cannot be integrated at all: Swift rejects
/// `` \.$`name` ``, and `UnintegratedPresentationRule` says so.)
@Suite struct RawIdentifierFactsTests {
  static let sources = [
    "Sources/App/Raw.swift": #"""
      @Reducer
      struct `Root feature` {
        @ObservableState
        struct State {
          var `<script>alert(1)</script>`: Child.State?
          @Presents var destination: Destination.State?
          var `stack "path"` = StackState<Path.State>()
        }
        enum Action {
          case `<script>alert(1)</script>`(Child.Action)
          case destination(PresentationAction<Destination.Action>)
          case `stack "path"`(StackActionOf<Path>)
          case tapped
        }
        @Reducer
        enum Destination {
          case `case "quoted" \N`(Child)
        }
        @Reducer
        enum Path {
          case `pushed 🚀`(Child)
        }
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            state.destination = .`case "quoted" \N`(Child.State())
            state.`stack "path"`.append(.`pushed 🚀`(Child.State()))
            return .none
          }
          .ifLet(\.`<script>alert(1)</script>`, action: \.`<script>alert(1)</script>`) {
            Child()
          }
          .ifLet(\.$destination, action: \.destination)
          .forEach(\.`stack "path"`, action: \.`stack "path"`)
        }
      }
      @Reducer struct Child {}
      """#
  ]

  @Test func integrationsOnBacktickedFieldsAreRecognised() throws {
    let facts = SourceScanner().scan(sources: Self.sources).facts
    let root = try #require(facts.feature(named: "Root feature"))
    let fields = root.integrations.compactMap(\.stateField).sorted()
    #expect(fields == ["<script>alert(1)</script>", "destination", #"stack "path""#])
    let actions = root.integrations.compactMap(\.actionCase).sorted()
    #expect(actions == ["<script>alert(1)</script>", "destination", #"stack "path""#])
  }

  @Test func constructionsOfBacktickedCasesAreRecognised() throws {
    let facts = SourceScanner().scan(sources: Self.sources).facts
    let built = facts.constructions.map { "\($0.caseName) -> \($0.field ?? "?")" }.sorted()
    #expect(built == [#"case "quoted" \N -> destination"#, #"pushed 🚀 -> stack "path""#])
  }
}
