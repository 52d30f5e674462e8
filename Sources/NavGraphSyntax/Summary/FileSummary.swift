import NavGraphFacts

/// Everything the collectors found in one file: plain values, so files are summarised in
/// parallel and resolved together afterwards without keeping any syntax tree alive.
///
/// Every record in it is `Codable`, declared so with the record, so the persistent cache
/// (`SummaryCache`) keeps summaries as they are: a field added to a record is cached with it,
/// and a record that cannot be encoded fails the build rather than the cache.
package struct FileSummary: Sendable, Codable {
  var file: SourceFile
  var types: [TypeRecord] = []
  var typealiases: [TypealiasRecord] = []
  var keyPathConstants: [KeyPathConstantRecord] = []
  var integrations: [IntegrationRecord] = []
  var constructions: [ConstructionRecord] = []
  var stateHelperCalls: [StateHelperCallRecord] = []
  var effects: [EffectRecord] = []
  var dismissHandlers: [DismissHandlerRecord] = []
  var viewStyles: [ViewStyleRecord] = []
  var viewScopes: [ViewScopeRecord] = []
  var fieldWrites: [FieldWriteRecord] = []
  var presentingHelpers: [PresentingHelper] = []
  var viewMentions: [ViewMentionRecord] = []
  var promptBuilds: [PromptBuildRecord] = []
  var storeBindings: [StoreBindingRecord] = []
  var valueReducers: [ValueReducerRecord] = []
  var pullbacks: [PullbackRecord] = []
  var stores: [StoreRecord] = []
  /// Navigation-shaped calls no recognizer read, for the census.
  var unreadCalls: [UnreadCallRecord] = []
  /// A view's methods that make a binding (`-> Binding<Bool>`), with what it reads.
  var bindingHelpers: [BindingHelperRecord] = []
  /// Presentations over a case of a route enum, with what their content builds.
  var routePresentations: [RoutePresentationRecord] = []
  /// Case names written outside patterns that may build an action (`.detailTapped`,
  /// `Action.loaded`), sorted: what code may send.
  var actionCaseNames: [String] = []
  /// Actions sent with a nested case named (`.send(.delegate(.finished))`).
  var actionSends: [ActionSendRecord] = []
  /// Patterns that may match an action, with their case paths.
  var actionPatterns: [ActionPatternRecord] = []
  /// Types this file declares or extends as a `PreviewProvider`: what their extensions in any
  /// file build is a preview's.
  var previewTypes: [String] = []
  /// `// navviz:` suppression comments, with the file's display path.
  var directives: [SuppressionDirective] = []
  /// The file imports XCTest or Testing: its constructions are test code.
  var importsTestFramework = false
  /// The modules the file imports, by their first name: where a type no input declares may
  /// come from.
  var imports: [String] = []
  /// A type is marked `@main` (or `@UIApplicationMain`): the app's entry.
  var declaresAppEntryPoint = false
  /// The file vanished or became unreadable between listing and reading.
  var isUnreadable = false
  /// The parser had to recover; the summary holds what it recovered.
  var hasSyntaxErrors = false
  var hadInvalidUTF8 = false
  /// Why the file was not parsed (past a `ScanLimits` limit); `nil` when it was.
  var skipReason: String?
}
