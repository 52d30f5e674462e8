/// Every recognizer of calls, in the order a call is handed to them. Each one's place in the
/// list is its bit in `CallTriage.Routes`.
///
/// The order matters in one place only: `IntegrationRecognizer` comes first, so an integration
/// is open (`CallSiteFacts.openIntegrations`) before anything else reads the call. Each other
/// recognizer writes facts of its own kind, so the rest keep the order they were added in.
enum CallRecognizers {
  static let all: [any CallRecognizer.Type] = [
    IntegrationRecognizer.self,
    ConstructionRecognizer.self,
    EffectRecognizer.self,
    ViewStyleRecognizer.self,
    ViewScopeRecognizer.self,
    StateInitializerRecognizer.self,
    PromptRecognizer.self,
    PullbackRecognizer.self,
    StoreRecognizer.self,
    CensusOnlyRecognizer.self,
    RoutePresentationRecognizer.self,
  ]
}
