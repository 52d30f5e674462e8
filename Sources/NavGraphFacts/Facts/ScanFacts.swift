/// What lint needs beyond the graph, collected in the same single parse: per feature its
/// declared state, actions, integrations and enum cases, and where code constructs each case.
/// Lint reads these and never re-parses.
package struct ScanFacts: Hashable, Sendable {
  /// One entry per feature of the graph, sorted by name.
  package var features: [FeatureFacts]
  /// Every place code builds a destination or stack case, sorted by location.
  package var constructions: [CaseConstruction]
  /// Every `// navviz:` suppression comment, sorted by location.
  package var directives: [SuppressionDirective]
  /// Every place a `Store` is built for a feature, sorted by location.
  package var stores: [StoreEntry]
  /// Integrations in helper operators of `extension Reducer` (`func withDestination() -> some
  /// Reducer { ifLet(\.$destination, ...) }`), which any feature may call: a rule cannot tell
  /// which features they integrate, sorted by location.
  package var helperIntegrations: [Integration]
  /// The scanned code marks an app's entry (`@main`, outside tests). Without one, the app's
  /// `@main` and its stores live in code the scan did not see (a modular app's app target), so
  /// the features nothing presents or composes are where it starts.
  package var declaresAppEntryPoint = true
  /// The case names non-test code writes outside patterns that may build an action
  /// (`send(.detailTapped)`, `ButtonState(action: .confirm)`, `Action.loaded`): an action case
  /// whose name is not among them is sent by nothing.
  package var actionCaseNames: Set<String> = []
  /// What the patterns of non-test code may match, for actions sent to a parent.
  package var answeredActions = AnsweredActions()
  /// Views that present from their own state beside a presentation their store drives, on
  /// one view, sorted by location.
  package var presentationClashes: [PresentationClash] = []

  package init(
    features: [FeatureFacts] = [], constructions: [CaseConstruction] = [],
    directives: [SuppressionDirective] = [], stores: [StoreEntry] = [],
    helperIntegrations: [Integration] = []
  ) {
    self.helperIntegrations = helperIntegrations
    self.features = features
    self.constructions = constructions
    self.directives = directives
    self.stores = stores
  }

  package func feature(named name: String) -> FeatureFacts? {
    features.first { $0.name == name }
  }

  /// Constructions that build `caseName` of `enumReducer`, including the ones whose enum the
  /// scanner could not name (`NavigationLink(state: .detail(...))`).
  package func constructions(of enumReducer: String, case caseName: String) -> [CaseConstruction] {
    constructions.filter {
      $0.caseName == caseName && ($0.enumReducer == enumReducer || $0.enumReducer == nil)
    }
  }
}
