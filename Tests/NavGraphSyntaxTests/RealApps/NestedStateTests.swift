import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// Tab stacks kept in a struct `State` holds, integrated and pushed through paths of several
/// components (`\.paths.about`, `state.paths.about.append(...)`).
@Suite struct NestedStateTests {
  static let source = #"""
    @Reducer
    struct AppFeature { /*@feature AppFeature struct*/
      @ObservableState
      struct State {
        var paths = Paths()
        var sheets = Sheets()
      }

      struct Paths {
        var timetable = StackState<Timetable.Path.State>()
        var about = StackState<About.Path.State>()
      }

      struct Sheets {
        @Presents var acknowledgements: Acknowledgements.State? /*@edge AppFeature Acknowledgements presentation sheets.acknowledgements*/
      }

      @CasePathable
      enum Action {
        case paths(PathsAction)
        case acknowledgements(PresentationAction<Acknowledgements.Action>)
        case aboutTapped, staffTapped
      }

      @CasePathable
      enum PathsAction {
        case timetable(StackActionOf<Timetable.Path>)
        case about(StackActionOf<About.Path>)
      }

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .aboutTapped:
            state.paths.about.append(.staff(.init()))
          case .staffTapped:
            state.paths.timetable.append(.detail(.init()))
            state.sheets.acknowledgements = .init()
          default: break
          }
          return .none
        }
        .forEach(\.paths.timetable, action: \.paths.timetable)
        .forEach(\.paths.about, action: \.paths.about)
        .ifLet(\.sheets.$acknowledgements, action: \.acknowledgements)
      }
    }

    enum Timetable {
      @Reducer
      enum Path { /*@feature Timetable.Path enum*/
        case detail(Detail) /*@edge AppFeature Detail stack paths.timetable Timetable.Path detail*/
      }
    }

    enum About {
      @Reducer
      enum Path { /*@feature About.Path enum*/
        case staff(Staff) /*@edge AppFeature Staff stack paths.about About.Path staff*/
        case acknowledgements /*@edge AppFeature .acknowledgements stack paths.about About.Path acknowledgements*/
      }
    }

    @Reducer struct Detail {} /*@feature Detail struct*/
    @Reducer struct Staff {} /*@feature Staff struct*/
    @Reducer struct Acknowledgements {} /*@feature Acknowledgements struct*/
    """#

  @Test func stacksInANestedStructAreTheFeaturesStacks() {
    MarkedSources(["Sources/App/App.swift": Self.source]).check()
  }

  /// A struct's type written as a raw identifier (`` var paths: `Paths` ``) is the struct.
  @Test func aStructWrittenInBackticksIsFollowed() {
    let source = Self.source
      .replacingOccurrences(of: "var paths = Paths()", with: "var paths: `Paths` = .init()")
      .replacingOccurrences(of: "var sheets = Sheets()", with: "var sheets: `Sheets` = .init()")
    MarkedSources(["Sources/App/App.swift": source]).check()
  }

  @Test func integrationsAndPushesReachTheNestedFields() throws {
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": Self.source])
    let app = try #require(scan.facts.feature(named: "AppFeature"))
    #expect(
      app.integrations.map { "\($0.op.rawValue) \($0.stateField ?? "-")" }
        == ["forEach paths.timetable", "forEach paths.about", "ifLet sheets.acknowledgements"])
    let pushes = scan.facts.constructions.filter { $0.form == .append }
    #expect(pushes.map { "\($0.field ?? "-") \($0.enumReducer ?? "-") \($0.caseName)" } == [
      "paths.about About.Path staff", "paths.timetable Timetable.Path detail",
    ])
    let findings = Linter().lint(LintInput(scan: scan))
    #expect(findings.filter { $0.severity != .note }.map(\.message) == [
      "About.Path.acknowledgements is never constructed outside tests: nothing pushes it; "
        + "remove the case or add the code that navigates to it"
    ])
  }

  /// A struct the state declares inside itself is followed whatever it is named, `...State`
  /// included; a top-level `...State` of a feature of its own is that feature's.
  @Test func aStructNamedStateInsideTheStateIsFollowed() {
    let source = #"""
      @Reducer
      struct Root {
        @ObservableState
        struct State {
          var onboarding: OnboardingState = .init()
          var profile: ProfileState = .init()
          struct OnboardingState {
            var clearCache: ClearCache.State?
          }
        }
        enum Action {
          case clearCache(ClearCache.Action)
          case profile(ProfileAction)
        }
        var body: some ReducerOf<Self> {
          Reduce { _, _ in .none }
            .ifLet(\.onboarding.clearCache, action: \.clearCache) { ClearCache() }
        }
      }
      struct ProfileState { var avatar: Avatar.State? }
      enum ProfileAction {}
      @Reducer struct ClearCache {}
      @Reducer struct Avatar {}
      """#
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": source])
    let root = scan.facts.feature(named: "Root")
    #expect(root?.fields.map(\.name) == ["onboarding", "profile", "onboarding.clearCache"])
    #expect(scan.graph.edges.map { "\($0.from) -> \($0.to) \($0.field ?? "")" }
      == ["Root -> ClearCache onboarding.clearCache"])
  }
}
