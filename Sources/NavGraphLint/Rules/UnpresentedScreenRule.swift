import NavGraphCore
import NavGraphFacts

/// A feature with a view that nothing in the app ever shows.
package struct UnpresentedScreenRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "unpresented-screen",
    defaultSeverity: .warning,
    summary: "A screen (a reducer and a view of its store) that no code of the app ever shows.",
    rationale: """
      A screen is shown when some code runs its feature: a parent holds its state (a field, a \
      Destination or Path case, a route) and integrates it, or the app builds a `Store` for \
      it outside tests and previews. A feature with a view that nothing holds, presents, \
      pushes, scopes to or builds a store for is never on screen: the view's only store is \
      its preview's. It is a screen whose presentation was never written (a comment says a \
      parent presents it, and the parent has no field, case or route for it) or one left \
      behind by a refactor: present it where it belongs, or delete it. `orphan-feature` \
      reports the features that navigate themselves; this rule reports the rest. A reducer \
      value of the era before 0.41 whose actions a parent's action case carries (`case \
      content(ListAction)`) is scoped from that parent's store and is not reported. It speaks \
      only where the scanned code holds the app's `@main` and its stores, so that where the \
      app starts is known. A demo declared under `#if DEBUG` whose only store is its \
      preview's is left alone: debug builds alone have it. A feature kept for a debug menu or \
      a preview in the release build, or a state held in a way navviz does not read, is \
      reported: silence it with `// navviz:disable-next-line unpresented-screen` and a \
      reason.
      """,
    triggeringExamples: [
      Example(
        #"""
        @main
        struct ShopApp: App {
          let store = Store(initialState: AppFeature.State()) { AppFeature() }
          var body: some Scene { WindowGroup { AppView(store: store) } }
        }
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State { var home = Home.State() }
          enum Action { case home(Home.Action) }
          var body: some ReducerOf<Self> { Scope(state: \.home, action: \.home) { Home() } }
        }
        @Reducer struct Home {}
        /// Shown by AppFeature when the account is suspended.
        @Reducer
        struct ↓Suspension {
          @ObservableState
          struct State {}
          enum Action { case contactTapped }
        }
        struct SuspensionView: View {
          let store: StoreOf<Suspension>
          var body: some View { Text("Suspended") }
        }
        #Preview {
          SuspensionView(store: Store(initialState: Suspension.State()) { Suspension() })
        }
        """#)
    ],
    nonTriggeringExamples: [
      // Presented by a parent.
      Example(
        #"""
        @main
        struct ShopApp: App {
          let store = Store(initialState: AppFeature.State()) { AppFeature() }
          var body: some Scene { WindowGroup { AppView(store: store) } }
        }
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State { @Presents var suspension: Suspension.State? }
          enum Action { case suspension(PresentationAction<Suspension.Action>), suspended }
          var body: some ReducerOf<Self> {
            Reduce { state, _ in
              state.suspension = Suspension.State()
              return .none
            }
            .ifLet(\.$suspension, action: \.suspension) { Suspension() }
          }
        }
        @Reducer struct Suspension {}
        struct SuspensionView: View {
          let store: StoreOf<Suspension>
          var body: some View { Text("Suspended") }
        }
        """#),
      // A demo only debug builds have, run by its preview.
      Example(
        #"""
        @main
        struct ShopApp: App {
          let store = Store(initialState: AppFeature.State()) { AppFeature() }
          var body: some Scene { WindowGroup { AppView(store: store) } }
        }
        @Reducer struct AppFeature {}
        #if DEBUG
        @Reducer struct ColorsDemo {}
        struct ColorsDemoView: View {
          let store: StoreOf<ColorsDemo>
          var body: some View { Text("") }
        }
        #Preview {
          ColorsDemoView(store: Store(initialState: ColorsDemo.State()) { ColorsDemo() })
        }
        #endif
        """#),
      // A store of its own, built by the app (a hosting controller, a scene).
      Example(
        #"""
        @main
        struct ShopApp: App {
          let store = Store(initialState: AppFeature.State()) { AppFeature() }
          var body: some Scene { WindowGroup { AppView(store: store) } }
        }
        @Reducer struct AppFeature {}
        @Reducer struct Widget {}
        struct WidgetView: View {
          let store: StoreOf<Widget>
          var body: some View { Text("") }
        }
        final class WidgetController {
          let view = WidgetView(store: Store(initialState: Widget.State()) { Widget() })
        }
        """#),
      // Without the app's `@main` (a feature package read alone), where the app starts is
      // not known.
      Example(
        #"""
        @Reducer struct Suspension {}
        struct SuspensionView: View {
          let store: StoreOf<Suspension>
          var body: some View { Text("Suspended") }
        }
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    guard let facts = context.facts, facts.declaresAppEntryPoint else { return [] }
    let stored = Set(facts.stores.filter { !$0.isTest && !$0.isPreview }.map(\.feature))
    guard !stored.isEmpty else { return [] }
    // A debug build's demo: declared under `#if DEBUG`, run by its preview alone.
    let previewed = Set(facts.stores.filter(\.isPreview).map(\.feature))
    let graph = context.graph
    // Anything that names the feature as what it holds, runs or shows reaches it: an edge, a
    // field's child, a case's target, an integration's child.
    var held = Set(graph.edges.flatMap { [$0.to] + ($0.via.map { [$0] } ?? []) })
    for feature in facts.features {
      held.formUnion(feature.fields.compactMap { $0.child?.featureName })
      held.formUnion(feature.reducerCases.compactMap(\.target))
      held.formUnion(feature.integrations.compactMap(\.child))
      // A state or action written in another feature's types (a dictionary of a cell's
      // states, a `Heap<Comments.State?>`, an action case's payload) is held by it; its own
      // (`case binding(BindingAction<Editor.State>)`) holds nothing.
      let own = [feature.name, Self.shortName(of: feature.name)]
      for text in feature.fields.compactMap(\.typeText)
        + feature.actionCases.compactMap(\.payloadText)
        + feature.reducerCases.compactMap(\.payloadText)
      {
        held.formUnion(Self.featuresNamed(in: text).filter { !own.contains($0) })
      }
    }
    // One that navigates is `orphan-feature`'s.
    let navigating = Set(graph.edges.filter(\.kind.isNavigation).map(\.from))
    return facts.features.compactMap { feature in
      let shortName = Self.shortName(of: feature.name)
      // An Xcode file template (`*.xctemplate`) is no screen of the app.
      guard feature.kind != .enum, feature.viewsFound, !stored.contains(feature.name),
        !feature.location.file.contains(".xctemplate/"),
        !held.contains(feature.name), !held.contains(shortName),
        !navigating.contains(feature.name), !feature.actionsCarriedByAnother,
        !(feature.isDebugOnly && previewed.contains(feature.name))
      else { return nil }
      return finding(
        feature: feature.name, location: feature.location,
        message: "\(feature.name) has a view, but nothing the app runs holds, presents, pushes "
          + "or builds a store for it (outside tests and previews): the screen is never "
          + "shown; present it where it belongs, or delete it")
    }
  }

  /// `Row` for `Home.Row`: the name a feature is written by where its namespace is implied.
  private static func shortName(of name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// The types a type's text names the `State` or `Action` of: `Comments` in
  /// `Heap<Comments.State?>`, `Cell` in `[Category: IdentifiedArrayOf<Cell.State>]`.
  static func featuresNamed(in text: String) -> [String] {
    var names: [String] = []
    var word = ""
    var previous = ""
    func flush() {
      if word == "State" || word == "Action", !previous.isEmpty { names.append(previous) }
      previous = word
      word = ""
    }
    for character in text {
      // A raw identifier (`` `Cell`.State ``) names what its bare spelling names.
      if character == "`" { continue }
      if character.mayStandInIdentifier {
        word.append(character)
      } else if character == "." {
        flush()
      } else {
        flush()
        previous = ""
      }
    }
    flush()
    return names
  }
}
