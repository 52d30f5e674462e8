import NavGraphCore

/// A feature with navigation of its own that the app never reaches.
package struct OrphanFeatureRule: LintRule {
  package init() {}

  package let description = RuleDescription(
    identifier: "orphan-feature",
    defaultSeverity: .note,
    summary: "A feature that presents or pushes screens but that nothing the app runs reaches.",
    rationale: """
      Where an app starts is where it builds its `Store`: \
      `Store(initialState: AppFeature.State()) { AppFeature() }` in the `App`, a scene or a \
      hosting controller (stores built in tests and previews do not count). A feature that \
      navigates — it has destinations or a stack — but that no feature reachable from there \
      presents, pushes or scopes to is dead code that still costs build time and review \
      attention, or a screen whose integration was lost in a refactor. Without a store in the \
      scanned code (a feature package on its own), every root counts as a start, and only \
      features that nothing reaches at all (a group that only presents itself) are reported. \
      Delete the feature, or integrate it where it belongs.
      """,
    needsSourceFacts: false,
    triggeringExamples: [
      Example(#"""
        @main
        struct ShopApp: App {
          let store = Store(initialState: AppFeature.State()) { AppFeature() }
          var body: some Scene { WindowGroup { AppView(store: store) } }
        }
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State { @Presents var cart: Cart.State? }
          enum Action { case cart(PresentationAction<Cart.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$cart, action: \.cart) { Cart() }
          }
        }
        @Reducer struct Cart {}
        @Reducer
        struct ↓LegacyCheckout {
          @ObservableState
          struct State { @Presents var payment: Payment.State? }
          enum Action { case payment(PresentationAction<Payment.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$payment, action: \.payment) { Payment() }
          }
        }
        @Reducer struct Payment {}
        #Preview {
          LegacyCheckoutView(
            store: Store(initialState: LegacyCheckout.State()) { LegacyCheckout() })
        }
        """#),
      Example(#"""
        @Reducer
        struct ↓Album {
          @ObservableState
          struct State { @Presents var photo: Photo.State? }
        }
        @Reducer
        struct Photo {
          @ObservableState
          struct State { @Presents var album: Album.State? }
        }
        """#),
    ],
    nonTriggeringExamples: [
      Example(#"""
        @main
        struct ShopApp: App {
          let store = Store(initialState: AppFeature.State()) { AppFeature() }
          var body: some Scene { WindowGroup { AppView(store: store) } }
        }
        @Reducer
        struct AppFeature {
          @ObservableState
          struct State { var checkout = Checkout.State() }
          enum Action { case checkout(Checkout.Action) }
          var body: some ReducerOf<Self> {
            Scope(state: \.checkout, action: \.checkout) { Checkout() }
          }
        }
        @Reducer
        struct Checkout {
          @ObservableState
          struct State { @Presents var payment: Payment.State? }
          enum Action { case payment(PresentationAction<Payment.Action>) }
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }.ifLet(\.$payment, action: \.payment) { Payment() }
          }
        }
        @Reducer struct Payment {}
        """#),
      Example(#"""
        @Reducer
        struct Catalog {
          @ObservableState
          struct State { @Presents var product: Product.State? }
        }
        @Reducer
        struct Product {}
        """#),
    ])

  package func findings(in context: LintContext) -> [Finding] {
    let graph = context.graph
    let stores = context.facts?.appEntryStores ?? []
    let storeFeatures = Set(stores.map(\.feature)).filter { graph.feature(named: $0) != nil }
    let roots = Set(graph.roots.isEmpty ? graph.computedRoots() : graph.roots)
    // Without the app's `@main` in the scanned code, its stores may be built where the scan
    // does not see them: what nothing presents or composes is where the app starts, too.
    let entryIsScanned = context.facts?.declaresAppEntryPoint ?? true
    let entries = storeFeatures.isEmpty ? roots : storeFeatures.union(entryIsScanned ? [] : roots)
    let stored = storeFeatures.sorted().joined(separator: ", ")
    let start =
      storeFeatures.isEmpty
      ? "any root"
      : "the features the app builds a Store for (\(stored))"
        + (entryIsScanned ? "" : " or any root (no @main in the scanned code)")
    return graph.orphanedFeatures(entries: entries).map { orphan in
      let location = context.featureFacts[orphan.feature]?.location
        ?? graph.feature(named: orphan.feature)?.location
      var message = "\(orphan.feature) navigates (\(shows(orphan.feature, in: graph))) but "
        + "nothing reachable from \(start) presents, pushes or scopes to it"
      if !orphan.alsoOrphaned.isEmpty {
        // Name a few; a forgotten flow can hold dozens of screens.
        let shown = orphan.alsoOrphaned.prefix(5).joined(separator: ", ")
        let more = orphan.alsoOrphaned.count - 5
        message += "; only it reaches \(shown)" + (more > 0 ? " and \(more) more" : "")
      }
      message += "; delete it or integrate it where it belongs"
      return finding(feature: orphan.feature, location: location, message: message)
    }
  }

  /// `presents Payment; pushes Detail`.
  private func shows(_ feature: String, in graph: NavigationGraph) -> String {
    var presents = Set<String>()
    var pushes = Set<String>()
    for edge in graph.edges where edge.from == feature && edge.kind.isNavigation {
      if edge.kind == .stack { pushes.insert(edge.to) } else { presents.insert(edge.to) }
    }
    return [("presents", presents), ("pushes", pushes)].compactMap { verb, names in
      names.isEmpty ? nil : "\(verb) \(names.sorted().joined(separator: ", "))"
    }.joined(separator: "; ")
  }
}
