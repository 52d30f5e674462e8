import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// An app that wraps TCA in protocols of its own, the way production wallets do: features
/// conform to `FeatureReducer` (declared in another module), their `Action` is a generic
/// wrapper filled in with `Self`, destinations are hand-written behind `DestinationReducer`,
/// and `ifLet` is handed a stored key path.
@Suite struct CustomProtocolTests {
  static let prelude = #"""
    import ComposableArchitecture

    protocol FeatureActionPayload {
      associatedtype ViewAction
      associatedtype ChildAction
      associatedtype DestinationAction
    }

    protocol FeatureReducer: Reducer, FeatureActionPayload
    where Action == FeatureAction<Self>, DestinationAction == Destination.Action {
      associatedtype ViewAction = Never
      associatedtype ChildAction = Never
      associatedtype Destination: DestinationReducer = EmptyDestination
    }

    @CasePathable
    enum FeatureAction<Payload: FeatureActionPayload> {
      case destination(PresentationAction<Payload.DestinationAction>)
      case view(Payload.ViewAction)
      case child(Payload.ChildAction)
    }

    protocol DestinationReducer: Reducer {}

    protocol ScreenFeature: FeatureReducer {}

    enum EmptyDestination: DestinationReducer { /*@feature EmptyDestination enum*/
      struct State: Hashable {}
      typealias Action = Never
    }

    extension Reducer where Self: FeatureReducer {
      var body: some ReducerOf<Self> { Reduce(core) }

      func core(state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .destination(.dismiss): reduceDismissedDestination(into: &state)
        default: .none
        }
      }
    }
    """#

  static let settings = #"""
    import ComposableArchitecture

    struct Settings: FeatureReducer { /*@feature Settings struct*/
      struct State: Hashable {
        @Presents var destination: Destination.State?
        var path = StackState<Path.State>()
      }

      typealias Action = FeatureAction<Self>

      enum ViewAction { case profileTapped, helpTapped, resetTapped }

      @CasePathable
      enum ChildAction { case path(StackActionOf<Path>) }

      struct Destination: DestinationReducer { /*@feature Settings.Destination struct*/
        @CasePathable
        enum State: Hashable {
          case profile(Profile.State) /*@edge Settings Profile destination destination Settings.Destination profile*/
          case confirm(AlertState<Action.Confirm>) /*@edge Settings AlertState alert destination Settings.Destination confirm*/
          case help /*@edge Settings .help destination destination Settings.Destination help*/
        }

        @CasePathable
        enum Action {
          case profile(Profile.Action)
          case confirm(Confirm)
          enum Confirm { case ok }
        }

        var body: some ReducerOf<Self> {
          Scope(state: \.profile, action: \.profile) { Profile() }
        }
      }

      @Reducer
      enum Path { /*@feature Settings.Path enum*/
        case about(About) /*@edge Settings About stack path Settings.Path about*/
      }

      private let destinationPath: WritableKeyPath<State, PresentationState<Destination.State>> =
        \.$destination

      var body: some ReducerOf<Self> {
        Reduce(core)
          .ifLet(destinationPath, action: \.destination) { Destination() }
          .forEach(\.path, action: \.child.path)
      }

      func reduce(into state: inout State, viewAction: ViewAction) -> Effect<Action> {
        switch viewAction {
        case .profileTapped:
          state.destination = .profile(.init())
          state.path.append(.about(.init()))
        case .helpTapped:
          state.destination = .help
        case .resetTapped:
          state.destination = .confirm(AlertState { TextState("Reset?") })
        }
        return .none
      }
    }

    struct Profile: ScreenFeature { /*@feature Profile struct*/
      struct State: Hashable {}
    }

    struct About: FeatureReducer { /*@feature About struct*/
      struct State: Hashable {}
    }

    extension Onboarding: FeatureReducer {}
    struct Onboarding { /*@feature Onboarding struct*/
      struct State: Hashable {
        var destination: Destination.State?
      }
    }
    """#

  static let sources = [
    "Sources/Prelude/FeatureReducer.swift": prelude,
    "Sources/Settings/Settings.swift": settings,
  ]

  @Test func everyConformerIsAFeatureWithItsDestinationsAndStack() {
    let result = MarkedSources(Self.sources).check()
    #expect(result.graph.unresolved == [])
  }

  @Test func lintFindsNoErrorInWorkingCode() {
    let scan = SourceScanner().scan(sources: Self.sources)
    let findings = Linter().lint(LintInput(scan: scan))
    #expect(findings.filter { $0.severity == .error }.map(\.message) == [])
    // The stack's action is read through the wrapper: \.child.path is StackActionOf<Path>.
    #expect(!findings.contains { $0.rule == "presentation-action-mismatch" })
    // help and profile are constructed; the ifLet was found through the stored key path.
    #expect(!findings.contains { $0.rule == "unreachable-destination-case" })
    #expect(!findings.contains { $0.rule == "unintegrated-presentation" })
  }

  @Test func theWrappersCasesAreTheFeaturesActions() throws {
    let scan = SourceScanner().scan(sources: Self.sources)
    let settings = try #require(scan.facts.feature(named: "Settings"))
    #expect(settings.actionCases.map(\.name) == ["destination", "view", "child"])
    let stack = try #require(settings.integrations.first { $0.op == .forEach })
    #expect(stack.actionPath == ["child", "path"])
    #expect(stack.actionPayloadText == "StackActionOf<Path>")
    let presentation = try #require(settings.integrations.first { $0.op == .ifLet })
    #expect(presentation.stateField == "destination")
    #expect(presentation.actionPayloadText == "PresentationAction<Settings.DestinationAction>")
  }

  /// A stack integrated with the wrong action, read through the wrapper, is still an error.
  @Test func aWrongActionBehindTheWrapperIsStillFound() {
    let wrong = Self.settings.replacingOccurrences(
      of: "enum ChildAction { case path(StackActionOf<Path>) }",
      with: "enum ChildAction { case path(Path.Action) }")
    let scan = SourceScanner().scan(sources: [
      "Sources/Prelude/FeatureReducer.swift": Self.prelude, "Sources/Settings/Settings.swift": wrong,
    ])
    let findings = Linter(rules: [PresentationActionMismatchRule()]).lint(LintInput(scan: scan))
    #expect(findings.map(\.message) == [
      "Action.child.path holds Path.Action, but path needs StackAction<...> or "
        + "StackActionOf<...>: without it element actions and pops cannot carry their stack IDs"
    ])
  }
}
