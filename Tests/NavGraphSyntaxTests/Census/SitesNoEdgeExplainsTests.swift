import NavGraphCore
import NavGraphFacts
import NavGraphSyntax
import Testing

/// Sites that give no edge and are still understood: a prompt nothing sets or shows, a
/// store's own `ifLet(then:else:)`, a generic reducer's integrations. And one that is not: a
/// child whose feature lives in a module no input is, which the census names.
@Suite struct SitesNoEdgeExplainsTests {
  static func site(_ source: String, line: Int) -> NavigationSite? {
    ShapeScan.scan(source).census.sites.first { $0.location.line == line }
  }

  static let university = #"""
    struct UniversityState: Equatable {
      var name = ""
      var alert: AlertState<UniversityAction.AlertAction>?
    }
    enum UniversityAction {
      case alert(AlertAction)
      enum AlertAction { case dismiss }
    }
    let universityReducer = Reducer<UniversityState, UniversityAction, Void> { state, action, _ in
      switch action {
      case .alert(.dismiss):
        state.alert = nil
        return .none
      }
    }
    """#

  /// An alert only ever cleared, which no view shows: it never appears (lint's
  /// `unreachable-presentation` says so), and the census knows what it is.
  @Test func aPromptNothingSetsAndNoViewShowsIsDeadState() {
    let site = Self.site(Self.university, line: 3)
    #expect(site?.reading == .explained)
    #expect(site?.detail.contains("no code sets and no view shows") == true)
  }

  /// Set somewhere but shown by no view the scan found: that stays a gap.
  @Test func aPromptSetButShownByNoViewIsStillAGap() {
    let source = Self.university.replacingOccurrences(
      of: "state.alert = nil", with: "state.alert = AlertState(title: TextState(\"Hi\"))")
    #expect(Self.site(source, line: 3)?.reading == .unexplained)
  }

  @Test func aStoresIfLetThenElseIsViewCode() {
    let source = #"""
      final class IfLetController<State, Action>: UIViewController {
        let store: Store<State?, Action>
        override func viewDidLoad() {
          store.ifLet(
            then: { [weak self] store in self?.show(store) },
            else: { [weak self] in self?.hide() }
          )
          .store(in: &cancellables)
        }
      }
      """#
    let site = Self.site(source, line: 4)
    #expect(site?.kind == .integration)
    #expect(site?.reading == .notNavigation)
  }

  /// A library's reducer generic over the reducer it runs integrates the state of whatever it
  /// is built with (here a `Route` of another package's).
  @Test func aGenericReducersIntegrationIsReadWhereItIsBuilt() {
    let source = #"""
      struct OnRoutes<Wrapped: Reducer>: Reducer {
        typealias State = Route<Wrapped.State>
        typealias Action = Wrapped.Action
        let wrapped: Wrapped
        var body: some ReducerOf<Self> {
          Scope(state: \.screen, action: \.self) { wrapped }
        }
      }
      """#
    let site = Self.site(source, line: 6)
    #expect(site?.reading == .explained)
    #expect(site?.detail.hasPrefix("in OnRoutes, generic over Wrapped") == true)
  }

  /// `import Controls` and `var knob: Knob.State` with no `Knob` among the inputs: the census
  /// says which import may hold it, leaving out Apple's frameworks and TCA.
  @Test func aChildFromAnImportedModuleNamesTheModule() {
    let source = #"""
      import Controls
      import ComposableArchitecture
      import SwiftUI

      @Reducer
      struct Delay {
        @ObservableState
        struct State: Equatable {
          var knob: Knob.State
        }
        enum Action { case knob(Knob.Action) }
        var body: some ReducerOf<Self> {
          Scope(state: \.knob, action: \.knob) { Knob() }
        }
      }
      """#
    let site = Self.site(source, line: 9)
    #expect(site?.reading == .unexplained)
    #expect(site?.detail ==
      "names Knob.State, which is no type in the scanned sources: from Controls, which the "
      + "file imports and no input is? Give its sources as another input")
  }
}
