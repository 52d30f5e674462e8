import Foundation
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing

@testable import NavGraphSyntax

/// `CallTriage` routes calls to the recognizers by name. It must never keep a call from a
/// recognizer that takes it: every call and bare case some recognizer records, in the fixture
/// apps, a slice of the generated corpus and the edge cases below, must be routed to it. Every
/// recognizer in `CallRecognizers.all` is held to it, a new one included.
@Suite struct CallTriageTests {
  /// Calls each recognizer takes, spelled the ways the triage reads differently: escaped
  /// names, generic callees, qualified and implicit cases, old and new API.
  static let edgeCases = """
    struct Feature {
      var body: some ReducerOf<Self> {
        Scope<State, Action>(state: \\.child, action: \\.child) { Child() }
        Reduce { state, action in
          state.destination = .`detail`(Detail.State())
          state.path.append(.counter(Counter.State()))
          state.alert = .confirm
          state.destination = Destination.State.edit(Edit.State())
          return .run { send in await send(.loaded) }
        }
        .`ifLet`(\\.$destination, action: \\.destination)
        .forEach(\\.path, action: \\.path)
        .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) { LoggedIn() }
      }
    }
    let store = Store(initialState: Feature.State()) { Feature() }
    let other = StoreOf<Feature>(initialState: .init(), reducer: { Feature() })
    let raw = `Store`(initialState: Feature.State()) { Feature() }
    let legacy = child.pullback(state: \\.child, action: /Action.child, environment: { $0 })
    let rows = row.forEach(state: \\.rows, action: /Action.row(id:action:), environment: { $0 })
    var view: some View {
      NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) { Text("") }
        .sheet(item: $store.scope(state: \\.destination?.add, action: \\.destination.add)) { _ in }
        .alert($store.scope(state: \\.alert, action: \\.alert))
      IfLetStore(store.scope(state: \\.banner, action: \\.banner)) { BannerView(store: $0) }
        .`popover`(item: $store.scope(state: \\.popover, action: \\.popover)) { _ in }
    }
    struct Current {
      var body: some Feature {
        ComposableArchitecture2.Scope(\\.feed) { Feed() }
        Update { _, _ in
          store.addTask { try store.post(key: PushEvent.self, value: .article(Article.State())) }
        }
        .ifLet(\\.detail) { Detail() }
        .forEach(\\.path, dismissStyle: .stack) { Path.body }
      }
      var view: some View {
        ForEach(store.spawn(\\.rows)) { RowView(store: $0) }
      }
    }
    """

  /// What the recognizers record for each call and bare case, and what the triage says.
  final class Census: SyntaxVisitor {
    let source: SourceText
    var recognized = 0
    var missed: [String] = []
    var calls = 0
    var passed = 0

    init(_ text: String) {
      source = SourceText(Array(text.utf8))
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = Callee(node.calledExpression)
      let context = CallContext(scope: ["Feature"], source: source, variable: "child")
      var taken: CallTriage.Routes = []
      // Every recognizer, asked whatever the triage says: what it records must be routed to it.
      for (index, recognizer) in CallRecognizers.all.enumerated() {
        var facts = CallSiteFacts()
        if recognizer.record(node, callee: callee, context: context, into: &facts) {
          taken.insert(CallTriage.Routes(index: index))
        }
      }
      let routes = CallTriage.routes(for: node, source: source)
      calls += 1
      if !routes.isEmpty { passed += 1 }
      if !taken.isEmpty {
        recognized += 1
        if !routes.isSuperset(of: taken) {
          missed.append("\(node.trimmedDescription) (routes \(routes.rawValue), taken by \(taken.rawValue))")
        }
      }
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let context = CallContext(scope: ["Feature"], source: source)
      if node.base == nil,
        ConstructionRecognizer.recognize(bareCase: node, context: context) != nil
      {
        recognized += 1
        if !CallTriage.mayBeCaseName(node.declName.baseName.rawText) {
          missed.append(node.trimmedDescription)
        }
      }
      return .visitChildren
    }
  }

  @Test func everyRecognizedCallPassesTheTriage() throws {
    var recognized = 0, calls = 0, passed = 0
    for text in try ScannerSources.all(with: [Self.edgeCases], corpusFiles: 40) {
      let census = Census(text)
      census.walk(Parser.parse(source: text))
      #expect(census.missed.isEmpty, "the triage kept these from the recognizers: \(census.missed)")
      recognized += census.recognized
      calls += census.calls
      passed += census.passed
    }
    // Not vacuous: the sources hold hundreds of recognized calls, and the triage turns most
    // calls away (that is its point).
    #expect(recognized > 300)
    #expect(passed * 2 < calls, "the triage passed \(passed) of \(calls) calls")
  }

  @Test func edgeCasesAreAllRecognized() {
    let census = Census(Self.edgeCases)
    census.walk(Parser.parse(source: Self.edgeCases))
    // Scope, detail, counter, confirm, edit, run, ifLet, forEach, ifCaseLet, Store, StoreOf,
    // pullback, forEach (pre-1.0), NavigationStack, sheet, alert, popover (and the scopes
    // inside the modifiers); 2.0's module-qualified Scope, single-key-path ifLet and forEach,
    // a posted case and a spawned store; a store built through a raw identifier.
    #expect(census.recognized >= 23)
    #expect(census.missed.isEmpty)
  }

  @Test(arguments: [
    "Text(\"Hello\")", "Button(\"OK\") { }", "store.send(.tapped)", "view.padding()",
    "Reduce { state, action in .none }", "state.path.append(x)", "Effect.send(.x)",
    "`StoredToken`(accessToken: token)",
  ])
  func callsNoRecognizerTakesAreTurnedAway(_ text: String) throws {
    let tree = Parser.parse(source: text)
    let call = try #require(tree.statements.first?.item.as(ExprSyntax.self)?
      .as(FunctionCallExprSyntax.self))
    #expect(CallTriage.routes(for: call, source: SourceText(Array(text.utf8))).isEmpty)
  }
}
