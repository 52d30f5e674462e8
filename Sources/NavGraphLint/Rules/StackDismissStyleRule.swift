import NavGraphCore
import NavGraphFacts

/// TCA 2.0: a `forEach` over a stack a `NavigationStack(path:)` shows, without
/// `dismissStyle: .stack`.
package struct StackDismissStyleRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "stack-dismiss-style",
    defaultSeverity: .warning,
    summary: "A TCA 2.0 forEach over a navigation stack without dismissStyle: .stack.",
    rationale: """
      In TCA 2.0 a `forEach` dismisses its elements in the `.list` style unless told \
      otherwise: dismissing one element removes only that element. A navigation stack needs \
      `.stack`, where dismissing a screen pops every screen above it too. With `.list`, a \
      screen that dismisses itself from the middle of a `NavigationStack(path:)` leaves the \
      screens pushed after it on the stack, showing a navigation history that no longer \
      adds up. Write `.forEach(\\.path, dismissStyle: .stack) { Path.body }` (with \
      `action: \\.path` in the beta's older spelling).
      """,
    triggeringExamples: [
      Example(
        #"""
        @Feature
        struct Catalog {
          @Feature
          enum Path { case product(Product) }
          struct State { var path: [Path.State] = [] }
          enum Action { case path(Path.State.ID, Path.Action) }
          var body: some Feature {
            Update { _, _ in }
              .↓forEach(\.path) { Path.body }
          }
        }
        struct CatalogView: View {
          @Bindable var store: StoreOf<Catalog>
          var body: some View {
            NavigationStack(path: $store.scope(\.path)) { Text("") }
          }
        }
        @Feature struct Product {}
        """#),
      // The beta's older spelling, with `action:`, and the default written out.
      Example(
        #"""
        @Feature
        struct Catalog {
          @Feature
          enum Path { case product(Product) }
          struct State { var path: [Path.State] = [] }
          enum Action { case path(Path.State.ID, Path.Action) }
          var body: some Feature {
            Update { _, _ in }
              .↓forEach(\.path, action: \.path, dismissStyle: .list) { Path.body }
          }
        }
        struct CatalogView: View {
          @Bindable var store: StoreOf<Catalog>
          var body: some View {
            NavigationStack(path: $store.scope(\.path, action: \.path)) { Text("") }
          }
        }
        @Feature struct Product {}
        """#),
    ],
    nonTriggeringExamples: [
      Example(
        #"""
        @Feature
        struct Catalog {
          @Feature
          enum Path { case product(Product) }
          struct State { var path: [Path.State] = [] }
          enum Action { case path(Path.State.ID, Path.Action) }
          var body: some Feature {
            Update { _, _ in }
              .forEach(\.path, dismissStyle: .stack) { Path.body }
          }
        }
        struct CatalogView: View {
          @Bindable var store: StoreOf<Catalog>
          var body: some View {
            NavigationStack(path: $store.scope(\.path)) { Text("") }
          }
        }
        @Feature struct Product {}
        """#),
      // A list of rows, not shown as a navigation stack: `.list` is right.
      Example(
        #"""
        @Feature
        struct Todos {
          struct State { var rows: [Row.State] = [] }
          enum Action { case rows(Row.State.ID, Row.Action) }
          var body: some Feature {
            Update { _, _ in }
              .forEach(\.rows, action: \.rows) { Row() }
          }
        }
        @Feature struct Row {}
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    // The stack fields a `NavigationStack(path:)` shows, by owner.
    var shownAsStack: [String: Set<String>] = [:]
    for edge in context.graph.edges where edge.kind == .stack && edge.style == .navigationStack {
      shownAsStack[edge.from, default: []].insert(edge.field ?? "")
    }
    var result: [Finding] = []
    for feature in context.features where feature.apiGeneration == .tca2 {
      for integration in feature.integrations where integration.op == .forEach {
        guard let field = integration.stateField, integration.dismissStyle != .stack,
          shownAsStack[feature.name]?.contains(field) == true
        else { continue }
        let (kept, fix) =
          integration.dismissStyle.map { ("passes dismissStyle: .\($0.rawValue)", "pass") }
          ?? ("keeps the default dismissStyle .list", "add")
        result.append(
          finding(
            feature: feature.name, fields: [field], location: integration.location,
            message: "\(feature.name)'s forEach over \(field) \(kept), but a "
              + "NavigationStack(path:) shows \(field) as a stack: dismissing a screen leaves "
              + "the ones pushed after it; \(fix) dismissStyle: .stack "
              + "(\(Self.fix(field: field, of: feature, in: context)))"))
      }
    }
    return result
  }

  /// The `forEach` to write, in the beta's current spelling: `.forEach(\.path, dismissStyle:
  /// .stack) { Path.body }`.
  private static func fix(field: String, of feature: FeatureFacts, in context: LintContext)
    -> String
  {
    let child = feature.fields.first { $0.name == field }?.child?.featureName
    return ".forEach(\\.\(field), dismissStyle: .stack)"
      + (child.map { " { \(feature.tca2Reducer(of: $0, in: context)) }" } ?? "")
  }
}
