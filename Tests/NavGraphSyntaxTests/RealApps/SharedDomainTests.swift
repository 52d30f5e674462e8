import NavGraphCore
import NavGraphFacts
import NavGraphLint
import NavGraphSyntax
import Testing

/// Side reducers (analytics, logging) declared in an extension of a feature and running on
/// its `State` and `Action` through typealiases: the feature owns its fields and navigation;
/// the side reducer is part of it, neither a feature nor an owner of edges or findings.
@Suite struct SharedDomainTests {
  static let source = #"""
    @Reducer
    struct Comment {
      @Reducer
      enum Destination {
        case report(Report)
      }
      @ObservableState
      struct State {
        @Presents var destination: Destination.State?
        @Presents var alert: AlertState<Action.Alert>?
      }
      enum Action {
        case destination(PresentationAction<Destination.Action>)
        case alert(PresentationAction<Alert>)
        case reportTapped
        enum Alert { case ok }
      }
      var body: some ReducerOf<Self> {
        Analytics()
        Haptics()
        Reduce { state, action in
          state.destination = .report(Report.State())
          return .none
        }
        .ifLet(\.$destination, action: \.destination)
      }
    }

    extension Comment {
      struct Analytics: Reducer {
        typealias State = Comment.State
        typealias Action = Comment.Action
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      /// A side reducer that integrates for its owner: the owner's alert is integrated.
      @Reducer
      struct Haptics {
        typealias State = Comment.State
        typealias Action = Comment.Action
        var body: some ReducerOf<Self> {
          Reduce { state, action in
            if case .alert(.presented(.ok)) = action { state.alert = nil }
            return .none
          }
          .ifLet(\.$alert, action: \.alert)
        }
      }
    }

    @Reducer struct Report {}
    """#

  static func scan() -> ScanResult {
    SourceScanner().scan(sources: ["Sources/App/Comment.swift": source])
  }

  @Test func theFeatureOwnsItsNavigationAndTheSideReducersNone() {
    let graph = Self.scan().graph
    #expect(graph.edges.map { "\($0.from) .\($0.field ?? "-") \($0.to)" } == [
      "Comment .alert AlertState", "Comment .destination Report",
    ])
    #expect(graph.features.map(\.name) == ["Comment", "Comment.Destination", "Report"])
    #expect(graph.roots == ["Comment"])
  }

  @Test func whatASideReducerIntegratesIsItsOwners() throws {
    let comment = try #require(Self.scan().facts.feature(named: "Comment"))
    #expect(comment.integrations.map(\.stateField) == ["destination", "alert"])
  }

  @Test func lintReportsNothingAgainstASideReducer() {
    let findings = Linter().lint(LintInput(scan: Self.scan()))
    #expect(findings.allSatisfy { $0.feature?.hasPrefix("Comment.") != true })
    #expect(!findings.contains { $0.rule == "unintegrated-presentation" })
  }
}
