import SwiftSyntax

/// What `CallSiteCollector`'s walk found in one file so far: each `CallRecognizer` adds to the
/// lists of its own facts, the collector to the rest, and `FileSummarizer` copies them into the
/// `FileSummary`.
struct CallSiteFacts {
  var integrations: [IntegrationRecord] = []
  var constructions: [ConstructionRecord] = []
  var stateHelperCalls: [StateHelperCallRecord] = []
  var effects: [EffectRecord] = []
  var viewStyles: [ViewStyleRecord] = []
  var viewScopes: [ViewScopeRecord] = []
  var fieldWrites: [FieldWriteRecord] = []
  var presentingHelpers: [PresentingHelper] = []
  var promptBuilds: [PromptBuildRecord] = []
  var pullbacks: [PullbackRecord] = []
  var stores: [StoreRecord] = []
  var dismissHandlers: [DismissHandlerRecord] = []
  var viewMentions: [ViewMentionRecord] = []
  /// The case names written outside patterns that may build an action (`.detailTapped`).
  var actionCaseNames: Set<String> = []
  var unreadCalls: [UnreadCallRecord] = []
  var bindingHelpers: [BindingHelperRecord] = []
  /// Actions sent with a nested case named, and the patterns that may match them.
  var actionSends: [ActionSendRecord] = []
  var actionPatterns: [ActionPatternRecord] = []
  var previewTypes: [String] = []
  var routePresentations: [RoutePresentationRecord] = []
  /// The content closures of route presentations that enclose the current node, innermost
  /// last; the collector closes each when the walk leaves its call.
  var openRouteContents: [OpenRouteContent] = []
  /// The integration calls whose arguments enclose the current node, innermost last:
  /// `arguments` is the byte offset where the call's arguments start. An integration nested in
  /// one is relative to its state (`IntegrationRecord.nestedIn`); the collector closes each
  /// when the walk leaves its call.
  var openIntegrations: [(id: SyntaxIdentifier, arguments: Int, state: [String])] = []
}
