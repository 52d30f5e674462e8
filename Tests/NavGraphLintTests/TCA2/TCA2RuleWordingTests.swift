import NavGraphCore
import NavGraphLint
import NavGraphSyntax
import Testing

/// The rules whose meaning carries over to TCA 2.0, on code in the beta's current spelling:
/// what they report, and fixes written as the beta is written now.
@Suite struct TCA2RuleWordingTests {
  static func lint(_ source: String, _ rule: some LintRule) -> [Finding] {
    let scan = SourceScanner().scan(sources: ["Sources/App/App.swift": source])
    return Linter(rules: [rule]).lint(LintInput(scan: scan))
  }

  static let settings = #"""
    import ComposableArchitecture2
    @Feature
    struct Settings {
      @Feature enum Destination { case about(About) }
      @Feature
      struct ConfirmReset: Prompt {
        struct State {}
        enum Action { case reset }
      }
      struct State {
        var destination: Destination.State?
        var confirmReset: ConfirmReset.State?
        var detail: Detail.State?
      }
      enum Action {
        case destination(Destination.Action)
        case confirmReset(ConfirmReset.Action)
        case detail(Detail.Action)
        case aboutTapped, resetTapped, detailTapped
      }
      var body: some Feature {
        Update { state, action in
          switch action {
          case .aboutTapped: state.destination = .about(About.State())
          case .resetTapped: state.confirmReset = ConfirmReset.State()
          case .detailTapped: state.detail = Detail.State()
          default: break
          }
        }
        INTEGRATIONS
      }
    }
    struct SettingsView: View {
      @Bindable var store: StoreOf<Settings>
      var body: some View {
        Form {}
          .sheet(item: $store.scope(\.destination).about) { AboutView(store: $0) }
          .PROMPT(item: $store.scope(\.confirmReset)) { _ in Text("") } actions: { _ in }
          .navigationDestination(item: $store.scope(\.detail)) { DetailView(store: $0) }
      }
    }
    @Feature struct About {}
    @Feature struct Detail {}
    """#

  static func settings(integrations: String, prompt: String = "confirmationDialog") -> String {
    settings.replacingOccurrences(of: "INTEGRATIONS", with: integrations)
      .replacingOccurrences(of: "PROMPT", with: prompt)
  }

  /// A prompt in its own optional is a feature: without its `ifLet` it is reported, and every
  /// fix names the child's reducer in the closure, with no `action:`.
  @Test func unintegratedPresentationsAndTheirFixes() {
    let findings = Self.lint(Self.settings(integrations: ""), UnintegratedPresentationRule())
    #expect(findings.map(\.fields) == [["destination"], ["confirmReset"], ["detail"]])
    let fixes = findings.map { $0.message.components(separatedBy: "; ").last ?? "" }
    #expect(fixes == [
      "add .ifLet(\\.destination) { Destination.body }",
      "add .ifLet(\\.confirmReset) { ConfirmReset() }",
      "add .ifLet(\\.detail) { Detail() }",
    ])
    let integrated = Self.settings(
      integrations: """
        .ifLet(\\.destination) { Destination.body }
        .ifLet(\\.confirmReset) { ConfirmReset() }
        .ifLet(\\.detail, action: \\.detail) { Detail() }
        """)
    #expect(Self.lint(integrated, UnintegratedPresentationRule()) == [])
  }

  /// The view that presents a prompt says whether it is an alert or a dialog.
  @Test(arguments: [("confirmationDialog", "a confirmation dialog"), ("alert", "an alert")])
  func aPromptBesideTheDestination(modifier: String, kind: String) {
    let source = Self.settings(
      integrations: """
        .ifLet(\\.destination) { Destination.body }
        .ifLet(\\.confirmReset) { ConfirmReset() }
        .ifLet(\\.detail) { Detail() }
        """, prompt: modifier)
    let findings = Self.lint(source, AlertOutsideDestinationRule())
    #expect(findings.map(\.message) == [
      "Settings.State.confirmReset holds \(kind) outside Settings.Destination, so both can be "
        + "presented at once; make it a case of the enum"
    ])
  }

  static let catalog = #"""
    import ComposableArchitecture2
    @Feature
    struct Catalog {
      @Feature enum Path { case product(Product) }
      struct State { var path: [Path.State] = [] }
      enum Action { case path(Path.State.ID, Path.Action) }
      var body: some Feature {
        Update { state, _ in state.path.append(.product(Product.State())) }
          FOREACH
      }
    }
    struct CatalogView: View {
      @Bindable var store: StoreOf<Catalog>
      var body: some View { NavigationStack(path: $store.scope(\.path)) { Text("") } }
    }
    @Feature struct Product {}
    """#

  @Test func aStackKeepsItsDismissStyleOrHasNoForEach() {
    func lint(_ forEach: String, _ rule: some LintRule) -> [String] {
      Self.lint(Self.catalog.replacingOccurrences(of: "FOREACH", with: forEach), rule)
        .map(\.message)
    }
    let fix = "(.forEach(\\.path, dismissStyle: .stack) { Path.body })"
    #expect(
      lint(".forEach(\\.path) { Path.body }", StackDismissStyleRule()) == [
        "Catalog's forEach over path keeps the default dismissStyle .list, but a "
          + "NavigationStack(path:) shows path as a stack: dismissing a screen leaves the ones "
          + "pushed after it; add dismissStyle: .stack \(fix)"
      ])
    #expect(
      lint(".forEach(\\.path, dismissStyle: .list) { Path.body }", StackDismissStyleRule()) == [
        "Catalog's forEach over path passes dismissStyle: .list, but a NavigationStack(path:) "
          + "shows path as a stack: dismissing a screen leaves the ones pushed after it; pass "
          + "dismissStyle: .stack \(fix)"
      ])
    let stack = ".forEach(\\.path, dismissStyle: .stack) { Path.body }"
    #expect(lint(stack, StackDismissStyleRule()) == [])
    #expect(
      lint("", UnintegratedStackRule()) == [
        "Catalog.State.path is an array of Catalog.Path states with no forEach: pushed screens "
          + "never run; add .forEach(\\.path, dismissStyle: .stack) { Path.body }"
      ])
    #expect(lint(stack, UnintegratedStackRule()) == [])
  }

  /// A spawned child is a feature; a plain value is not, in the `@Feature` macro's words.
  @Test func aCaseHoldingAPlainValue() {
    let findings = Self.lint(
      #"""
      import ComposableArchitecture2
      @Feature
      enum Destination {
        case log(Spawn<Log>)
        case tag(Tag)
      }
      @Feature struct Log {}
      struct Tag {}
      """#, NonReducerCaseRule())
    #expect(findings.map(\.message) == [
      "Destination.tag holds Tag, which is not a feature: the @Feature macro expects Tag.State "
        + "and Tag.Action; hold a feature"
    ])
  }
}
